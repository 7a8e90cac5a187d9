"""Golf's translations: every message translated, the .qm files compiled from the .ts.

Needs PySide6 (pyside6-lrelease) but no display. The paths and steps are those of the
development tool ``update_translations.py`` beside the package, run from its file (it is
no part of the installed package).
"""

from __future__ import annotations

import runpy
from pathlib import Path

import pytest

from qtcards.kit import linguist

TOOL = runpy.run_path(str(Path(__file__).resolve().parents[1] / "update_translations.py"))

QM = {language: TOOL["QM_FOLDER"] / f"golf_{language}.qm" for language in TOOL["TS"]}


def test_the_catalogues_are_complete_and_compiled() -> None:
    """Every message translated (the plurals' forms written out), the catalogues in step
    with the sources, every count read as a plural, the .qm files compiled from the .ts."""
    assert linguist.catalogue_problems(TOOL["SOURCES"], TOOL["TS"], TOOL["QM_FOLDER"], "golf") == []


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
    assert linguist.translated(QM[language], "GolfView", "%n move(s)", n) == text


def test_title_is_translated() -> None:
    titles = {language: linguist.translated(QM[language], "Golf", "Golf") for language in ("ko", "ru")}
    assert titles == {"ko": "골프", "ru": "Гольф"}
