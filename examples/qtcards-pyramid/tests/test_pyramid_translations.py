"""Pyramid's catalogues: complete and compiled (`python -m qtcards.kit.catalogues qtcards_pyramid`
updates them), and read back as a player sees them."""

import qtcards_pyramid

from qtcards.kit.tools import Catalogues

CATALOGUES = Catalogues.of(qtcards_pyramid)


def test_the_catalogues_are_complete_and_compiled() -> None:
    assert CATALOGUES.problems() == []


def test_the_title_and_the_plurals_read_in_each_language() -> None:
    assert [CATALOGUES.translated(language, "Pyramid", "Pyramid") for language in ("ko", "ru")] == [
        "피라미드",
        "Пирамида",
    ]
    moves = [CATALOGUES.translated("ru", "PyramidView", "%n move(s)", n) for n in (1, 3, 11, 21)]
    assert moves == ["1 ход", "3 хода", "11 ходов", "21 ход"]
    assert [CATALOGUES.translated(language, "PyramidView", "%n move(s)", 2) for language in ("en", "ko")] == [
        "2 moves",
        "2수",
    ]
