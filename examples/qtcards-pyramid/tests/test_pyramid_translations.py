"""Pyramid's translations: every message translated, the .qm files compiled from the .ts
(the kit's catalogue convention: `python -m qtcards.kit.catalogues qtcards_pyramid` updates them)."""

from __future__ import annotations

import pytest
import qtcards_pyramid

from qtcards.kit import Catalogues

CATALOGUES = Catalogues.of(qtcards_pyramid)


def test_the_catalogues_are_complete_and_compiled() -> None:
    assert CATALOGUES.problems() == []


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
    assert CATALOGUES.translated(language, "PyramidView", "%n move(s)", n) == text


def test_title_is_translated() -> None:
    titles = {language: CATALOGUES.translated(language, "Pyramid", "Pyramid") for language in ("ko", "ru")}
    assert titles == {"ko": "피라미드", "ru": "Пирамида"}
