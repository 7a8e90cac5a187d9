"""Grammar the catalogues must keep where a word meets a particle or a preposition.

Korean picks a particle by the sound the word before it ends in: 로, 는, 를, 가, 와 after a
vowel; 으로, 은, 을, 이, 과 after a final consonant, except that a final ㄹ takes 로
("파운데이션으로", "열로", "카드로"). Every Korean catalogue (the host's and each example
game's) is read for a glossary term, a card rank or a number joined to a particle, and for a
placeholder joined to one (its value is not known when the sentence is written: "{0}을(를)").

Russian prepositions govern a case, but a placeholder holds a name in the nominative ("король
треф"), so no translation may put one right after от, до, в and the rest, save where it holds a
number or a path (listed below). What the kit builds from names (pile words, the undo menu) is
read back in both languages too.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = {
    language: [
        ROOT / "translations" / f"qtcards_{language}.ts",
        *sorted(ROOT.glob(f"examples/*/translations/*_{language}.ts")),
    ]
    for language in ("ko", "ru")
}

# ----- Korean ----------------------------------------------------------------------------------

#: The glossary's nouns (docs/glossary-patience.md, and the translators' glossary for Heart to
#: Heart and Hearts) and the other words the catalogues join to a particle; each counts from a word start.
TERMS = (
    "파운데이션", "칸", "열", "더미", "카드", "묶음", "배열", "짝", "랭크", "무늬", "트릭", "덱", "게임",
    "점수", "수", "장", "번호", "코드", "스페이드", "하트", "다이아몬드", "클럽", "피라미드", "셀",
    "자리", "패", "판", "선", "설정", "통계", "규칙", "힌트", "이동", "시간", "키",
)  # fmt: skip
VOWEL, RIEUL, CONSONANT = "vowel", "ㄹ", "consonant"
#: The particle forms each ending takes.
RIGHT = {
    VOWEL: {"로", "는", "를", "가", "와"},
    RIEUL: {"로", "은", "을", "이", "과"},
    CONSONANT: {"으로", "은", "을", "이", "과"},
}
#: How a Latin letter is read: "F 키를", "Ctrl+N은", "L을".
LETTER_ENDS = {letter: VOWEL for letter in "ABCDEFGHIJKOPQSTUVWXYZ"} | dict(L=RIEUL, R=RIEUL, M=CONSONANT, N=CONSONANT)
#: How a number's last digit is read: 일, 이, 삼, 사, 오, 육, 칠, 팔, 구; a final 0 is 십, 백, 천, 만, 영.
DIGIT_ENDS = dict(zip("0123456789", (CONSONANT, RIEUL, VOWEL, CONSONANT, VOWEL, VOWEL, CONSONANT, RIEUL, RIEUL, VOWEL)))
#: A particle ends the word, or another particle follows it ("으로는", "와의"); after a placeholder
#: both forms may be written, the other in brackets ("{0}을(를)").
PARTICLE = r"(으로|로|은|는|을|를|이|가|과|와)(?:(?<=로)(?=[는도만서써부])|(?<=[과와])(?=[의는도])|(?![가-힣]))"
WORD = re.compile(
    r"(?<![가-힣])(?P<term>" + "|".join(TERMS) + r")" + PARTICLE.replace("(으로", "(?P<particle>으로", 1)
    + r"|(?<![A-Za-z0-9])(?P<letter>[A-Z])" + PARTICLE.replace("(으로", "(?P<after_letter>으로", 1)
    + r"|(?<![A-Za-z0-9.,])(?P<number>\d+)" + PARTICLE.replace("(으로", "(?P<after_number>으로", 1)
    + r"|(?P<placeholder>\{[^{}]*\})" + PARTICLE.replace("(으로", "(?P<after_placeholder>으로", 1) + r"(?!\()"
)  # fmt: skip


def ending(syllable: str) -> str:
    """How a Hangul syllable ends: a vowel, ㄹ, or another final consonant."""
    final = (ord(syllable) - 0xAC00) % 28
    return VOWEL if final == 0 else RIEUL if final == 8 else CONSONANT


def particle_errors(text: str) -> list[str]:
    """Each word of ``text`` joined to the wrong particle form, or a placeholder joined to one."""
    errors = []
    for match in WORD.finditer(text):
        if match["placeholder"]:
            errors.append(f"{match[0]!r}: the placeholder's last sound is not known; write the sentence without it")
            continue
        if match["term"]:
            word, particle, end = match["term"], match["particle"], ending(match["term"][-1])
        elif match["letter"]:
            word, particle, end = match["letter"], match["after_letter"], LETTER_ENDS[match["letter"]]
        else:
            word, particle, end = match["number"], match["after_number"], DIGIT_ENDS[match["number"][-1]]
        if particle not in RIGHT[end]:
            errors.append(f"{match[0]!r}: {word} ends in {end}, which takes {'/'.join(sorted(RIGHT[end]))}")
    return errors


def translations(path: Path) -> list[tuple[str, str, str]]:
    """(context, source, translation) for every message and plural form of a .ts file."""
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = translation.findall("numerusform") or [translation]
            source = message.findtext("source") or ""
            found += [(context.findtext("name") or "", source, form.text or "") for form in forms]
    return found


def test_the_particle_check_sees_the_reviewed_errors() -> None:
    """words-2.md NK1 and the like: each wrong form is caught, each right one passes."""
    wrong = ["파운데이션로 보내기", "파운데이션는 무늬별로", "열으로 옮깁니다", "카드은 없습니다", "스페이드 Q을",
             "3를 놓습니다", "카드 7를", "{0}로 옮겼습니다", "빈 열는", "묶음가 있습니다", "F 키을"]  # fmt: skip
    right = ["파운데이션으로 보내기", "파운데이션은 무늬별로", "열로 옮깁니다", "카드는 없습니다", "스페이드 Q를",
             "3을 놓습니다", "카드 7을", "{0}을(를) 쓸 수 없습니다", "빈 열은", "묶음이 있습니다", "F 키를",
             "할 수는 없습니다", "카드이며", "10점을", "1열로", "CPU와의"]  # fmt: skip
    assert [text for text in wrong if not particle_errors(text)] == []
    assert {text: particle_errors(text) for text in right if particle_errors(text)} == {}


@pytest.mark.parametrize("path", CATALOGUES["ko"], ids=lambda path: path.name)
def test_korean_particles_fit_the_word_before_them(path: Path) -> None:
    problems = [
        f"{context}: {source[:60]!r}: {error}"
        for context, source, text in translations(path)
        for error in particle_errors(text)
    ]
    assert problems == []


# ----- Russian ---------------------------------------------------------------------------------

#: Prepositions that govern a case other than the nominative.
PREPOSITION = re.compile(
    r"(?i)(?<![а-яё])(от|до|из|для|без|у|около|после|к|ко|по|о|об|при|с|со|в|во|на|за|под|над|перед|между|про|через)"
    r"\s+«?(\{[^{}]*\})"
)
#: Messages whose placeholder after a preposition holds a number or a folder, which need no case.
NOT_A_NAME = {
    ("Deals", "&Deal number (0 to {1}):"),
    ("Deals", "Type a deal number from 0 to {1}."),
    ("Deals", "“{0}” is not a deal number; deal numbers run from 0 to {1}."),
    ("Deals", "There is no deal {0}; deal numbers run from 0 to {1}."),
    ("Settings", "Settings cannot be saved in {0} ({1}); changes are kept until qtcards quits."),
}


@pytest.mark.parametrize("path", CATALOGUES["ru"], ids=lambda path: path.name)
def test_russian_names_never_follow_a_preposition(path: Path) -> None:
    """words-2.md NR1 ("от король треф до валет треф") and NR12 ("Партия в «Косынка»")."""
    problems = [
        f"{context}: {source[:60]!r} -> {text!r}"
        for context, source, text in translations(path)
        if (context, source) not in NOT_A_NAME and PREPOSITION.search(text)
    ]
    assert problems == []


def test_the_preposition_check_sees_the_reviewed_errors() -> None:
    assert PREPOSITION.search("от {0} до {1}, %n карты") and PREPOSITION.search("Партия в «{0}» сохранена")
    assert not PREPOSITION.search("{0} — {1}, %n карты") and not PREPOSITION.search("Игра «{0}» сохранена")


# ----- what the kit builds from names ----------------------------------------------------------


def card(rank: int, suit: int) -> int:
    """A card as a patience state holds it (suits: 0 clubs, 1 diamonds, 2 spades, 3 hearts)."""
    return suit * 13 + rank - 1


def pile_texts() -> dict[str, str]:
    """What a screen reader and the status line hear of runs, piles and moves."""
    from qtcards.kit.patience import PileState
    from qtcards.kit.pile_spec import CELL, FOUNDATION, TABLEAU, PileSpec
    from qtcards.kit.pile_words import PileWords

    words = PileWords()
    run = (card(13, 0), card(12, 0), card(11, 0))
    piles = [
        PileState(FOUNDATION, (card(1, 3), card(2, 3), card(3, 3), card(4, 3))),
        PileState(FOUNDATION),
        PileState(CELL),
        PileState(CELL),
        PileState(TABLEAU, run, 0),
    ]
    specs = [PileSpec(pile.kind, (0.0, 0.0)) for pile in piles]

    def name(index: int) -> str:
        number = 1 + sum(1 for other in piles[:index] if other.kind == piles[index].kind)
        return words.pile(piles[index], specs[index], number, "PileWords")

    return {
        "run": words.run(run),
        "foundation": name(0),
        "cell": name(3),
        "tableau": name(4),
        "target": words.target(name(0)),
        "move": words.moved((card(5, 3),), name(0)),
        "run move": words.moved(run, name(3)),
        "face down": words.face_down(),
    }


def said_in(language: str) -> dict[str, str]:
    """:func:`pile_texts` and the Edit menu's undo texts, in ``language``."""
    from qtcards.i18n import languages as translation

    try:
        translation.install(language)
        undo = QCoreApplication.translate("GroupAction", "&Undo {0}")
        redo = QCoreApplication.translate("GroupAction", "&Redo {0}")
        deal, move = (QCoreApplication.translate("PatienceView", name) for name in ("Deal", "Move"))
        return pile_texts() | {
            "undo deal": undo.format(deal),
            "redo deal": redo.format(deal),
            "undo move": undo.format(move),
        }
    finally:
        translation.install("en")


def test_russian_pile_words_read_as_russian(qapp: object) -> None:
    """words-2.md NR1, NR2, NR3, NR7: runs named by their ends with a dash, a foundation with
    its suit in the genitive and no colon, the undo names in the accusative after the verb."""
    said = said_in("ru")
    assert said == {
        "run": "король треф — валет треф, 3 карты",
        "foundation": "База червей, сверху четвёрка",
        "cell": "Свободная ячейка 2",
        "tableau": "Столбец 1",
        "target": "База червей, сверху четвёрка: сюда можно положить",
        "move": "пятёрка червей → База червей, сверху четвёрка.",
        "run move": "король треф — валет треф, 3 карты → Свободная ячейка 2.",
        "face down": "закрытая карта",
        "undo deal": "&Отменить сдачу",
        "redo deal": "&Повторить сдачу",
        "undo move": "&Отменить ход",
    }


def test_korean_pile_words_read_as_korean(qapp: object) -> None:
    """words-2.md NK2, NK6, NK8, NK12, NK14: the glossary's words, no particle after a name."""
    said = said_in("ko")
    assert {key: particle_errors(text) for key, text in said.items() if particle_errors(text)} == {}
    assert said == {
        "run": "클럽 K부터 클럽 J까지 3장",
        "foundation": "파운데이션: 하트, 4까지",
        "cell": "프리셀 칸 2",
        "tableau": "1열",
        "target": "파운데이션: 하트, 4까지: 여기에 놓을 수 있습니다",
        "move": "하트 5 → 파운데이션: 하트, 4까지.",
        "run move": "클럽 K부터 클럽 J까지 3장 → 프리셀 칸 2.",
        "face down": "뒷면 카드",
        "undo deal": "카드 나눠 주기 되돌리기(&U)",
        "redo deal": "카드 나눠 주기 다시 실행(&R)",
        "undo move": "이동 되돌리기(&U)",
    }


def test_english_pile_words_are_unchanged(qapp: object) -> None:
    """The source texts the other languages translate."""
    said = said_in("en")
    assert (said["run"], said["foundation"], said["target"]) == (
        "King of clubs to Jack of clubs, 3 cards",
        "Foundation: hearts, up to the 4",
        "on Foundation: hearts, up to the 4: the run can go here",
    )
