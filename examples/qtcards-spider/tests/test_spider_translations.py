"""Spider's catalogues: complete and compiled (`python -m qtcards.kit.catalogues qtcards_spider`
updates them), and read back as a player sees them."""

import qtcards_spider

from qtcards.kit.tools import Catalogues

CATALOGUES = Catalogues.of(qtcards_spider)


def test_the_catalogues_are_complete_and_compiled() -> None:
    assert CATALOGUES.problems() == []


def test_the_title_reads_in_each_language() -> None:
    assert [CATALOGUES.translated(language, "Spider", "Spider") for language in ("ko", "ru")] == ["스파이더", "Паук"]
