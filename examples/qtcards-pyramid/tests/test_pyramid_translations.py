"""Pyramid's translations: every message translated, the .qm files compiled from the .ts.

Needs PySide6 (a QTranslator and pyside6-lrelease) but no display. The paths and steps
are those of the development tool ``update_translations.py`` beside the package, loaded
from its file (it is no part of the installed package).
"""

from __future__ import annotations

import importlib.util
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest


def load_tool():
    """The module ``update_translations.py`` of this checkout."""
    path = Path(__file__).resolve().parents[1] / "update_translations.py"
    spec = importlib.util.spec_from_file_location("update_translations", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


tools = load_tool()

QM = {language: tools.QM_FOLDER / f"pyramid_{language}.qm" for language in tools.TS}


@pytest.mark.parametrize("language", sorted(tools.TS))
def test_every_message_is_translated(language: str) -> None:
    path = tools.TS[language]
    root = ET.parse(path).getroot()
    assert root.get("language") == tools.LANGUAGE_ATTRIBUTE[language]
    assert tools.untranslated(path) == []
    messages = list(root.iter("message"))
    assert messages
    if language == "en":  # the plurals-only catalogue
        assert all(message.get("numerus") == "yes" for message in messages)


def test_every_source_string_is_in_the_catalogues() -> None:
    """Korean and Russian list the same messages (lupdate was run on both)."""

    def sources(path: Path) -> set[tuple[str, str]]:
        root = ET.parse(path).getroot()
        return {(c.findtext("name"), m.findtext("source")) for c in root.iter("context") for m in c.iter("message")}

    assert sources(tools.TS["ko"]) == sources(tools.TS["ru"])
    plurals = {s for s in sources(tools.TS["ko"]) if "%n" in s[1]}
    assert sources(tools.TS["en"]) == plurals


@pytest.mark.parametrize("language", sorted(tools.TS))
def test_qm_files_are_up_to_date(language: str, tmp_path: Path) -> None:
    lrelease = tools.tool("pyside6-lrelease")
    compiled = tmp_path / f"pyramid_{language}.qm"
    subprocess.run([lrelease, "-silent", str(tools.TS[language]), "-qm", str(compiled)], check=True)
    assert QM[language].read_bytes() == compiled.read_bytes(), "run update_translations.py and commit the .qm"


@pytest.mark.parametrize(
    ("language", "n", "text"),
    [
        ("ru", 1, "1 ход"),
        ("ru", 3, "3 хода"),
        ("ru", 11, "11 ходов"),
        ("ru", 21, "21 ход"),
        ("ko", 5, "5수"),
        ("en", 1, "1 move"),
        ("en", 2, "2 moves"),
    ],
)
def test_plural_forms(language: str, n: int, text: str) -> None:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(QM[language]))
    assert translator.translate("PyramidView", "%n move(s)", "", n).replace("%n", str(n)) == text


def test_title_is_translated() -> None:
    from PySide6.QtCore import QTranslator

    titles = {}
    for language in ("ko", "ru"):
        translator = QTranslator()
        assert translator.load(str(QM[language]))
        titles[language] = translator.translate("Pyramid", "Pyramid")
    assert titles == {"ko": "피라미드", "ru": "Пирамида"}
