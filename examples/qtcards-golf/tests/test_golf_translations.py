"""Golf's translations: every message translated, the .qm files compiled from the .ts.

Needs PySide6 (a QTranslator and pyside6-lrelease) but no display. The paths and steps
are those of the development tool ``update_translations.py`` beside the package, loaded
from its file (it is no part of the installed package).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from qtcards.kit import linguist


def load_tool():
    """The module ``update_translations.py`` of this checkout."""
    path = Path(__file__).resolve().parents[1] / "update_translations.py"
    spec = importlib.util.spec_from_file_location("update_translations", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


tools = load_tool()

QM = {language: tools.QM_FOLDER / f"golf_{language}.qm" for language in tools.TS}


def test_the_catalogues_are_complete_and_compiled() -> None:
    """Every message translated (the plurals' forms written out), the catalogues in step
    with the sources, every count read as a plural, the .qm files compiled from the .ts."""
    assert linguist.catalogue_problems(tools.SOURCES, tools.TS, tools.QM_FOLDER, "golf") == []


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
    assert translator.translate("GolfView", "%n move(s)", "", n).replace("%n", str(n)) == text


def test_title_is_translated() -> None:
    from PySide6.QtCore import QTranslator

    titles = {}
    for language in ("ko", "ru"):
        translator = QTranslator()
        assert translator.load(str(QM[language]))
        titles[language] = translator.translate("Golf", "Golf")
    assert titles == {"ko": "골프", "ru": "Гольф"}
