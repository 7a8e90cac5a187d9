"""The Hearts rules page speaks of this game only: no other games of a series, no internals."""

from __future__ import annotations

import re

import pytest
from qtcards_hearts.rules_page import rules_html

from qtcards.i18n import languages

#: What a player of this app has no use for, per language: other games, a series, figures.
GONE = {
    "en": [r"\bseries\b", r"Checkers", r"Gin Rummy", r"\bnode", r"\bads\b", r"purchase", r"450", r"\bseed", r"\bms\b"],
    "ko": [r"시리즈", r"Checkers", r"Gin Rummy", r"노드", r"광고", r"구매", r"450", r"시드", r"박자"],
    "ru": [
        r"этой серии",
        r"Checkers",
        r"Шашк",
        r"Gin Rummy",
        r"Джин",
        r"узлов",
        r"реклам",
        r"покупк",
        r"450",
        r"случайное число",
        r"поднимает вместо неё ту",
        r"перекос",
    ],
}
#: What the rewritten paragraphs say instead, so the page is the translated one.
SAYS = {
    "en": ["the same short pause", "own random deal", "at every level"],
    "ko": ["잠깐 쉰 뒤에", "무작위 카드 배분", "모든 난이도에서"],
    "ru": ["короткой паузы", "случай, заложенный в раздачу", "на любом уровне сложности"],
}


@pytest.mark.parametrize("language", sorted(GONE))
def test_rules_page_names_nothing_this_app_does_not_have(qapp, language: str) -> None:
    try:
        languages.install(language)
        page = rules_html()
    finally:
        languages.install("en")
    found = [pattern for pattern in GONE[language] if re.search(pattern, page)]
    assert not found, f"{language} rules page still says {found}"
    for words in SAYS[language]:
        assert words in page
    assert page.count("<h3>") == 8  # the sections stay
