"""The kit's check of a pile game's saved table (qtcards.kit.saved_table) and its readers
of JSON fields (qtcards.kit.saved_fields): pure Python, each refusal a ValueError."""

from __future__ import annotations

import json

import pytest

from qtcards.kit import (
    COUNT_LIMIT,
    FOUNDATION,
    STOCK,
    TABLEAU,
    WASTE,
    Deck,
    PileState,
    check_table,
    read_count,
    read_counts,
    read_deal,
    read_keys,
    read_piles,
)


def test_a_deck_holds_each_face_as_often_as_its_decks_and_suits_make() -> None:
    assert Deck().cards() == list(range(52))
    assert Deck(2).cards() == list(range(104))
    spades = Deck(2, (2,))  # Spider of one suit: 104 spades
    assert len(spades.cards()) == 104 and spades.copies == 8 and {c % 52 // 13 for c in spades.cards()} == {2}
    assert sorted({c % 52 for c in Deck(2, (3, 2)).cards()}) == list(range(26, 52)) and Deck(2, (2, 3)).copies == 4
    for decks, suits in ((0, (0,)), (True, (0,)), (1, ()), (1, (0, 0)), (1, (4,)), (1, (0, 1, 2))):
        with pytest.raises(ValueError):
            Deck(decks, suits)


def table(foundation: tuple[int, ...] = (), down: int = 0) -> list[PileState]:
    """One deck: a foundation, a column of 7 cards (``down`` of them face down), the stock
    face down, the rest on the waste."""
    rest = [c for c in range(52) if c not in foundation]
    return [
        PileState(FOUNDATION, foundation),
        PileState(TABLEAU, tuple(rest[:7]), down),
        PileState(STOCK, tuple(rest[7:20]), 13),
        PileState(WASTE, tuple(rest[20:])),
    ]


BASES = (1, None, None, None)


def test_a_table_of_the_deck_in_order_passes() -> None:
    check_table(table(), Deck(), BASES)
    check_table(table((13, 14, 15), down=6), Deck(), BASES)  # A, 2, 3 of diamonds
    canfield = tuple(range(6, 13)) + (0, 1)  # 7 up to the king, then the ace and the two
    check_table(table(canfield), Deck(), (7, None, None, None))


@pytest.mark.parametrize(
    ("foundation", "base", "said"),
    [
        ((3,), 1, "from the A, not 4C"),  # a 4 alone
        ((9,), 1, "not TC"),  # a 10 alone
        ((0, 2), 1, "not AC 3C"),
        ((0, 14), 1, "not AC 2D"),  # two suits
        ((0,), 7, "from the 7"),
        ((), 1, None),
    ],
)
def test_a_foundation_builds_up_by_suit_from_its_base(foundation: tuple[int, ...], base: int, said: str | None) -> None:
    if said is None:
        check_table(table(foundation), Deck(), (base, None, None, None))
        return
    with pytest.raises(ValueError, match=said):
        check_table(table(foundation), Deck(), (base, None, None, None))


def test_whole_foundations_hold_all_13_or_nothing() -> None:
    spades = Deck(2, (2,))
    run = tuple(range(26, 39))
    rest = [c for c in spades.cards() if c not in run]
    check_table([PileState(FOUNDATION, run), PileState(TABLEAU, tuple(rest))], spades, (1, None), whole=True)
    short = [PileState(FOUNDATION, run[:12]), PileState(TABLEAU, (*rest, 38))]
    check_table(short, spades, (1, None))
    with pytest.raises(ValueError, match="whole run"):
        check_table(short, spades, (1, None), whole=True)


@pytest.mark.parametrize(
    ("piles", "said"),
    [
        (lambda t: [*t[:3], PileState(WASTE, (*t[3].cards, t[3].cards[0]))], "8D is there 2 times"),
        (lambda t: [*t[:3], PileState(WASTE, t[3].cards[1:])], "is missing"),
        (lambda t: [*t[:3], PileState(WASTE, (*t[3].cards[1:], 52))], "card 52 is not one of the deck's"),
        (lambda t: [t[0], PileState(TABLEAU, t[1].cards, 7), *t[2:]], "top card face down"),
        (lambda t: [t[0], PileState(TABLEAU, t[1].cards, 8), *t[2:]], "8 face-down cards of 7"),
        (lambda t: [t[0], PileState(TABLEAU, t[1].cards, -1), *t[2:]], "-1 face-down cards"),
        (lambda t: [*t[:3], PileState(WASTE, t[3].cards, 1)], None),  # a waste's card face down under face-up ones
    ],
)
def test_cards_and_face_down_cards_are_checked(piles, said: str | None) -> None:
    if said is None:
        check_table(piles(table()), Deck(), BASES)
        return
    with pytest.raises(ValueError, match=said):
        check_table(piles(table()), Deck(), BASES)


def test_a_base_for_each_pile() -> None:
    with pytest.raises(ValueError, match="3 bases for 4 piles"):
        check_table(table(), Deck(), BASES[:3])


SAVED = json.loads('{"moves": 7, "deal": 12, "none": null, "cards": [0, 51], "piles": [[1], []]}')


@pytest.mark.parametrize("value", ["7", 7.0, 1.5, True, False, None, -1, 10**12, 2**64, [7]])
def test_a_count_is_a_whole_number_in_its_range_and_nothing_else(value: object) -> None:
    assert read_count(SAVED, "moves") == 7 and read_count({"n": COUNT_LIMIT}, "n") == COUNT_LIMIT
    with pytest.raises(ValueError, match="moves must be a whole number from 0 to"):
        read_count({**SAVED, "moves": value}, "moves")


def test_a_deal_is_none_or_a_number_up_to_the_last() -> None:
    assert read_deal(SAVED, 32000) == 12 and read_deal({"deal": None}, 5) is None
    assert read_deal({"deal": 1}, 32000, first=1) == 1 and read_count({"s": -3}, "s", -5, 5) == -3
    for value in ("abc", 1.5, True, -1, 32001, 10**12, 2**64):
        with pytest.raises(ValueError, match="deal"):
            read_deal({"deal": value}, 32000)
    with pytest.raises(ValueError, match="deal"):
        read_deal({}, 32000)


def test_cards_and_piles_are_lists_of_whole_numbers() -> None:
    assert read_counts(SAVED, "cards", 2) == (0, 51) and read_piles(SAVED, "piles", 2) == ((1,), ())
    for value in (["0"], [0.0], [True], [-1], "01", None, {"0": 1}):
        with pytest.raises(ValueError, match="cards"):
            read_counts({"cards": value}, "cards")
    with pytest.raises(ValueError, match="must hold 3"):
        read_counts(SAVED, "cards", 3)
    with pytest.raises(ValueError, match=r"piles\[1\]"):
        read_piles({"piles": [[1], [True]]}, "piles", 2)
    with pytest.raises(ValueError, match="list of 3 piles"):
        read_piles(SAVED, "piles", 3)


def test_an_object_with_exactly_its_keys() -> None:
    assert read_keys(SAVED, SAVED.keys()) is SAVED
    with pytest.raises(ValueError, match=r"missing \['deal'\]"):
        read_keys({"moves": 1}, ("moves", "deal"))
    with pytest.raises(ValueError, match=r"not expected \['won'\]"):
        read_keys({"moves": 1, "won": True}, ("moves",))
    with pytest.raises(ValueError, match="an object, not list"):
        read_keys([SAVED], ("moves",))
