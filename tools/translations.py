"""Update the translation sources and compile them (a development tool).

    python tools/translations.py          # lupdate, fill English plurals, lrelease

1. ``pyside6-lupdate`` extracts every string of ``qtcards/`` and ``plugins/`` into
   ``translations/qtcards_ko.ts`` and ``translations/qtcards_ru.ts`` (translated by
   hand) and the plural messages alone into ``translations/plurals/qtcards_en.ts``.
2. The English plural forms are filled in from the source text: "%n move(s)" becomes
   "%n move" and "%n moves".
3. ``pyside6-lrelease`` compiles each into ``qtcards/i18n/qtcards_LANG.qm``, the
   catalogue shipped inside the package.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ["qtcards", "plugins"]
TS = {
    "ko": ROOT / "translations" / "qtcards_ko.ts",
    "ru": ROOT / "translations" / "qtcards_ru.ts",
    "en": ROOT / "translations" / "plurals" / "qtcards_en.ts",
}
QM_FOLDER = ROOT / "qtcards" / "i18n"
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
        forms = english_forms(message.findtext("source"))
        for child in list(translation):
            translation.remove(child)
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
        translation.attrib.pop("type", None)
    tree.write(path, encoding="utf-8", xml_declaration=True)


def set_language(path: Path, language: str) -> None:
    """Give a .ts file its language attribute (lrelease needs it for plural rules)."""
    text = path.read_text(encoding="utf-8")
    text = re.sub(r'<TS version="([^"]+)"[^>]*>', rf'<TS version="\1" language="{language}">', text, count=1)
    path.write_text(text, encoding="utf-8")


def main() -> None:
    """Run the three steps."""
    sources = [str(ROOT / s) for s in SOURCES]
    common = [tool("pyside6-lupdate"), "-extensions", "py", "-locations", "none", "-no-obsolete", *sources]
    subprocess.run([*common, "-ts", str(TS["ko"]), str(TS["ru"])], check=True)
    TS["en"].parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([*common, "-pluralonly", "-ts", str(TS["en"])], check=True)
    fill_english(TS["en"])
    for language, path in TS.items():
        set_language(path, LANGUAGE_ATTRIBUTE[language])
        qm = QM_FOLDER / f"qtcards_{language}.qm"
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(path), "-qm", str(qm)], check=True)


if __name__ == "__main__":
    main()
