"""Update Golf's translation sources and compile them (a development tool).

    python update_translations.py          # lupdate, English plurals, lrelease
    python update_translations.py --check  # also fail if a message is untranslated

1. ``pyside6-lupdate`` extracts every ``tr()``/``translate()``/``QT_TRANSLATE_NOOP``
   string of ``qtcards_golf/`` into ``translations/golf_ko.ts`` and
   ``translations/golf_ru.ts`` (translated by hand, e.g. with ``pyside6-linguist``), and
   the plural (``%n``) messages alone into ``translations/golf_en.ts``.
2. The English plural forms are filled in from the source text: "%n move(s)" becomes
   "%n move" and "%n moves" (without them English shows "1 move(s)").
3. ``pyside6-lrelease`` compiles each into ``qtcards_golf/i18n/golf_LANG.qm``, inside
   the package, where ``Game(translations=...)`` points and where the wheel ships it.

Run it after changing any user-visible string, translate what lupdate marked
``type="unfinished"``, run it again, and commit the ``.ts`` and ``.qm`` files.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent
SOURCES = [ROOT / "qtcards_golf"]
TS = {
    "ko": ROOT / "translations" / "golf_ko.ts",
    "ru": ROOT / "translations" / "golf_ru.ts",
    "en": ROOT / "translations" / "golf_en.ts",  # plural forms only
}
QM_FOLDER = ROOT / "qtcards_golf" / "i18n"
LANGUAGE_ATTRIBUTE = {"ko": "ko_KR", "ru": "ru_RU", "en": "en_US"}


def tool(name: str) -> str:
    """A Qt tool from the same environment as this Python (or from PATH)."""
    beside = Path(sys.executable).with_name(name)
    return str(beside) if beside.exists() else shutil.which(name) or name


def english_forms(source: str) -> tuple[str, str]:
    """The singular and plural of an English "%n thing(s)" message."""
    singular = re.sub(r"\((e?s)\)", "", source)
    plural = re.sub(r"\((e?s)\)", r"\1", source)
    return singular, plural


def fill_english(path: Path) -> None:
    """Write the English plural forms into the plurals-only catalogue."""
    tree = ET.parse(path)
    for message in tree.iter("message"):
        translation = message.find("translation")
        for child in list(translation):
            translation.remove(child)
        for form in english_forms(message.findtext("source")):
            ET.SubElement(translation, "numerusform").text = form
        translation.attrib.pop("type", None)
    tree.write(path, encoding="utf-8", xml_declaration=True)


def set_language(path: Path, language: str) -> None:
    """Give a .ts file its language attribute (lrelease needs it for the plural rules)."""
    text = path.read_text(encoding="utf-8")
    text = re.sub(r'<TS version="([^"]+)"[^>]*>', rf'<TS version="\1" language="{language}">', text, count=1)
    path.write_text(text, encoding="utf-8")


def untranslated(path: Path) -> list[str]:
    """The source texts of messages that lack a translation (or a plural form)."""
    missing = []
    for message in ET.parse(path).iter("message"):
        translation = message.find("translation")
        forms = translation.findall("numerusform") if message.get("numerus") == "yes" else [translation]
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(
            (form.text or "").strip() for form in forms
        ):
            missing.append(message.findtext("source"))
    return missing


def main(argv: list[str]) -> int:
    """Run the three steps; with --check, return 1 when a message is untranslated."""
    common = [tool("pyside6-lupdate"), "-extensions", "py", "-locations", "none", "-no-obsolete",
              *(str(s) for s in SOURCES)]
    subprocess.run([*common, "-ts", str(TS["ko"]), str(TS["ru"])], check=True)
    subprocess.run([*common, "-pluralonly", "-ts", str(TS["en"])], check=True)
    fill_english(TS["en"])
    QM_FOLDER.mkdir(parents=True, exist_ok=True)
    status = 0
    for language, path in TS.items():
        set_language(path, LANGUAGE_ATTRIBUTE[language])
        qm = QM_FOLDER / f"golf_{language}.qm"
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(path), "-qm", str(qm)], check=True)
        missing = untranslated(path)
        if missing:
            print(f"{path.name}: {len(missing)} untranslated: {missing}", file=sys.stderr)
            status = 1 if "--check" in argv else status
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
