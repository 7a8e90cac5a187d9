"""Qt Linguist steps shared by qtcards' and plugins' translation scripts (development use).

A project keeps hand-translated ``.ts`` catalogues: Korean, Russian, and an English one
that holds only the plural (``%n``) messages with their singular and plural forms.
:func:`update` runs ``pyside6-lupdate`` over the sources into each catalogue, writes the
English forms of each new plural message by the "(s)" rule ("%n card(s)": "%n card" and
"%n cards"; a text without "(s)" keeps both forms as they are), which a person corrects
where the rule is wrong ("%n plugin(s) was disabled"), and runs ``pyside6-lrelease`` into
the package, saying what is left to translate;
:func:`unseen_plurals` finds the counts lupdate cannot read.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Iterable, Mapping

#: The lupdate options every catalogue is made with.
LUPDATE_OPTIONS = ["-extensions", "py", "-locations", "none", "-no-obsolete"]
#: The ``language`` attribute lrelease needs for each language's plural rules.
LANGUAGE_ATTRIBUTE = {"ko": "ko_KR", "ru": "ru_RU", "en": "en_US"}


def tool(name: str) -> str:
    """A Qt tool from the same environment as this Python (or from PATH)."""
    beside = Path(sys.executable).with_name(name)
    return str(beside) if beside.exists() else shutil.which(name) or name


def _part(message: ET.Element, tag: str) -> ET.Element:
    """A message's ``<source>`` or ``<translation>`` (lupdate writes both in every message)."""
    part = message.find(tag)
    if part is None:
        raise ValueError(f"a message without <{tag}>")
    return part


def _source(message: ET.Element) -> str:
    """A message's source text."""
    return _part(message, "source").text or ""


def set_language(path: Path, language: str) -> None:
    """Give a .ts file its language attribute."""
    text = path.read_text(encoding="utf-8")
    text = re.sub(r'<TS version="([^"]+)"[^>]*>', rf'<TS version="\1" language="{language}">', text, count=1)
    path.write_text(text, encoding="utf-8")


def untranslated(path: Path) -> list[str]:
    """The source texts of messages that lack a translation (or a plural form)."""
    missing = []
    for message in ET.parse(path).iter("message"):
        translation = _part(message, "translation")
        forms = translation.findall("numerusform") if message.get("numerus") == "yes" else [translation]
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(
            (form.text or "").strip() for form in forms
        ):
            missing.append(_source(message))
    return missing


_EMPTY_PLURAL = re.compile(
    r"(<source>([^<]*)</source>(?:(?!</message>).)*?)"
    r'<translation type="unfinished">\s*(?:<numerusform>\s*</numerusform>\s*|<numerusform/>\s*)+</translation>',
    re.S,
)


def write_english_plurals(path: Path) -> None:
    """Give each plural message of the English catalogue ``path`` whose forms are all
    empty its singular and plural by the "(s)" rule; forms written before are kept."""

    def forms(match: re.Match[str]) -> str:
        source = match.group(2)
        one, many = source.replace("(s)", ""), source.replace("(s)", "s")
        written = "".join(f"\n            <numerusform>{form}</numerusform>" for form in (one, many))
        return f"{match.group(1)}<translation>{written}\n        </translation>"

    text = path.read_text(encoding="utf-8")
    path.write_text(_EMPTY_PLURAL.sub(forms, text), encoding="utf-8")


def update(
    sources: Iterable[Path], catalogues: Mapping[str, Path], qm_folder: Path, prefix: str
) -> dict[str, list[str]]:
    """Update every catalogue from the sources and compile it; the untranslated texts per language.

    :param catalogues: language -> .ts file; "en" is the plurals-only English catalogue
        (its singular and plural forms written by hand, as the others are).
    :param prefix: the compiled files are ``qm_folder / f"{prefix}_{language}.qm"``.
    """
    lupdate = [tool("pyside6-lupdate"), *LUPDATE_OPTIONS, *(str(source) for source in sources)]
    for path in catalogues.values():
        path.parent.mkdir(parents=True, exist_ok=True)  # (a new project's first run)
    translated = [str(path) for language, path in catalogues.items() if language != "en"]
    subprocess.run([*lupdate, "-ts", *translated], check=True)
    if "en" in catalogues:
        subprocess.run([*lupdate, "-pluralonly", "-ts", str(catalogues["en"])], check=True)
        write_english_plurals(catalogues["en"])
    qm_folder.mkdir(parents=True, exist_ok=True)
    missing = {}
    for language, path in catalogues.items():
        set_language(path, LANGUAGE_ATTRIBUTE[language])
        qm = qm_folder / f"{prefix}_{language}.qm"
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(path), "-qm", str(qm)], check=True)
        missing[language] = untranslated(path)
    return missing


def update_and_report(sources: Iterable[Path], catalogues: Mapping[str, Path], qm_folder: Path, prefix: str) -> int:
    """A project's translation script in one call: :func:`update`, then each untranslated
    message and each count lupdate cannot read on stderr; 1 when there was any, else 0."""
    sources = list(sources)
    missing = {language: texts for language, texts in update(sources, catalogues, qm_folder, prefix).items() if texts}
    for language, texts in missing.items():
        print(f"{catalogues[language].name}: {len(texts)} untranslated: {texts}", file=sys.stderr)
    unseen = unseen_plurals(sources)
    for place in unseen:
        print(f"{place}: lupdate reads no plural here: write self.tr(text, '', n)", file=sys.stderr)
    return 1 if missing or unseen else 0


def unseen_plurals(sources: Iterable[Path]) -> list[str]:
    """The plural messages of the sources that lupdate cannot read as plurals, as
    "file:line: text": it reads a count (``n``) only as the third argument of ``tr()``
    (``self.tr(text, "", n)``). A ``QCoreApplication.translate(context, text, "", n)``
    becomes a message without plural forms, or none at all when ``n`` is an expression,
    and a ``tr(text, n=n)`` one without plural forms: Korean and Russian players then
    read the English text."""
    found = []
    for source in sources:
        for path in sorted(source.rglob("*.py")) if source.is_dir() else [source]:
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and (text := _counted_text(node)) is not None:
                    found.append(f"{path}:{node.lineno}: {text}")
    return found


def _counted_text(call: ast.Call) -> str | None:
    """The text of a ``%n`` message whose count lupdate does not see, else None."""
    name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
    place = {"tr": 0, "translate": 1}.get(name)
    if place is None or len(call.args) <= place:
        return None
    text = call.args[place]
    if not (isinstance(text, ast.Constant) and isinstance(text.value, str) and "%n" in text.value):
        return None
    count = call.args[place + 2] if len(call.args) > place + 2 else None
    if count is None and not any(keyword.arg == "n" for keyword in call.keywords):
        return None  # no count: not a plural
    seen = count is not None and (name == "tr" or (isinstance(count, ast.Constant) and isinstance(count.value, int)))
    return None if seen else text.value


def catalogue_problems(
    sources: Iterable[Path], catalogues: Mapping[str, Path], qm_folder: Path, prefix: str
) -> list[str]:
    """What is wrong with a project's catalogues, each in a sentence (none: all is well).

    The arguments are :func:`update`'s. Checked: each catalogue's language attribute and
    every message translated; Korean and Russian list the same messages, the English one
    exactly their plurals, each with its singular and plural written out (no "(s)");
    lupdate reads every count of the sources (:func:`unseen_plurals`); and each compiled
    ``.qm`` is what lrelease makes of its ``.ts`` now. A plugin's test asserts it is empty.
    """
    import tempfile

    problems = [
        f"{place}: lupdate reads no plural here: write self.tr(text, '', n)" for place in unseen_plurals(sources)
    ]

    def messages(language: str) -> set[tuple[str, str]]:
        root = ET.parse(catalogues[language]).getroot()
        return {(c.findtext("name") or "", _source(m)) for c in root.iter("context") for m in c.iter("message")}

    for language, path in catalogues.items():
        if ET.parse(path).getroot().get("language") != LANGUAGE_ATTRIBUTE[language]:
            problems.append(f"{path.name}: its language attribute is not {LANGUAGE_ATTRIBUTE[language]}")
        problems += [f"{path.name}: untranslated: {text}" for text in untranslated(path)]
        with tempfile.TemporaryDirectory() as folder:
            compiled = Path(folder) / "check.qm"
            subprocess.run([tool("pyside6-lrelease"), "-silent", str(path), "-qm", str(compiled)], check=True)
            shipped = qm_folder / f"{prefix}_{language}.qm"
            if not shipped.exists() or shipped.read_bytes() != compiled.read_bytes():
                problems.append(f"{shipped.name} is not compiled from {path.name}: run the update and commit it")
    if "ko" in catalogues and "ru" in catalogues and messages("ko") != messages("ru"):
        problems.append("the Korean and Russian catalogues list different messages: run the update")
    if "en" in catalogues:
        plurals = {message for message in messages("ko") if "%n" in message[1]} if "ko" in catalogues else None
        if plurals is not None and messages("en") != plurals:
            problems.append("the English catalogue is not exactly the plural messages: run the update")
        for form in ET.parse(catalogues["en"]).getroot().iter("numerusform"):
            if "(s)" in (form.text or ""):
                problems.append(f"{catalogues['en'].name}: write the English forms out: {form.text}")
    return problems


def translated(qm: Path, context: str, text: str, n: int = -1) -> str:
    """What the compiled catalogue ``qm`` makes of a message, as the game shows it (a
    count ``n`` written in for ``%n``): for a plugin's tests of its plurals and titles.
    ``FileNotFoundError`` when the catalogue cannot be loaded."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    if not translator.load(str(qm)):
        raise FileNotFoundError(f"no catalogue {qm} could be loaded")
    return (translator.translate(context, text, "", n) or text).replace("%n", str(n))
