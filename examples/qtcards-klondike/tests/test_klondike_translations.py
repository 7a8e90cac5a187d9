"""Klondike's catalogues: complete and compiled (`python -m qtcards.kit.catalogues qtcards_klondike`
updates them), and read back as a player sees them."""

import qtcards_klondike

from qtcards.kit.tools import Catalogues

CATALOGUES = Catalogues.of(qtcards_klondike)


def test_the_catalogues_are_complete_and_compiled() -> None:
    assert CATALOGUES.problems() == []


def test_the_title_reads_in_each_language() -> None:
    assert [CATALOGUES.translated(language, "Klondike", "Klondike") for language in ("ko", "ru")] == [
        "클론다이크",
        "Косынка",
    ]
