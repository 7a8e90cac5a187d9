"""Qt Linguist steps shared by qtcards' and plugins' translation scripts (development use).

A project keeps hand-translated ``.ts`` catalogues (Korean, Russian) and a plurals-only
English one, and ships compiled ``PREFIX_LANG.qm`` files inside its package.
:func:`update` runs the three steps: ``pyside6-lupdate`` over the sources, the English
plural forms filled in from the source text ("%n move(s)" gives "%n move" and
"%n moves"), and ``pyside6-lrelease`` into the package.
"""

from __future__ import annotations

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


def english_forms(source: str) -> tuple[str, str]:
    """The singular and plural of an English "%n thing(s)" message."""
    singular = re.sub(r"\((e?s)\)", "", source)
    plural = re.sub(r"\((e?s)\)", r"\1", source)
    return singular, plural


def _part(message: ET.Element, tag: str) -> ET.Element:
    """A message's ``<source>`` or ``<translation>`` (lupdate writes both in every message)."""
    part = message.find(tag)
    if part is None:
        raise ValueError(f"a message without <{tag}>")
    return part


def _source(message: ET.Element) -> str:
    """A message's source text."""
    return _part(message, "source").text or ""


def fill_english(path: Path) -> None:
    """Write the English plural forms into a plurals-only catalogue."""
    tree = ET.parse(path)
    for message in tree.iter("message"):
        translation = _part(message, "translation")
        for child in list(translation):
            translation.remove(child)
        for form in english_forms(_source(message)):
            ET.SubElement(translation, "numerusform").text = form
        translation.attrib.pop("type", None)
    tree.write(path, encoding="utf-8", xml_declaration=True)


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


def update(
    sources: Iterable[Path], catalogues: Mapping[str, Path], qm_folder: Path, prefix: str
) -> dict[str, list[str]]:
    """Update every catalogue from the sources and compile it; the untranslated texts per language.

    :param catalogues: language -> .ts file; "en" is the plurals-only English catalogue.
    :param prefix: the compiled files are ``qm_folder / f"{prefix}_{language}.qm"``.
    """
    lupdate = [tool("pyside6-lupdate"), *LUPDATE_OPTIONS, *(str(source) for source in sources)]
    translated = [str(path) for language, path in catalogues.items() if language != "en"]
    subprocess.run([*lupdate, "-ts", *translated], check=True)
    if "en" in catalogues:
        catalogues["en"].parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([*lupdate, "-pluralonly", "-ts", str(catalogues["en"])], check=True)
        fill_english(catalogues["en"])
    qm_folder.mkdir(parents=True, exist_ok=True)
    missing = {}
    for language, path in catalogues.items():
        set_language(path, LANGUAGE_ATTRIBUTE[language])
        qm = qm_folder / f"{prefix}_{language}.qm"
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(path), "-qm", str(qm)], check=True)
        missing[language] = untranslated(path)
    return missing
