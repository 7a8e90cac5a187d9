"""The kit's piles layer on its own: the vocabulary of rules, once each, and a toy patience
whose fast legal moves are checked against every move asked one by one.

Each test can fail: the vocabulary's against hand-picked cards either side of the rule;
the toy's legal moves against a brute force over every (source, count, target), which a
pile's ``wants`` that forgot a face (say, ``fitting`` computed on the card above instead of
the card under) fails at once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Sequence

import pytest
from hypothesis import given, strategies as st

from qtcards.kit import (
    ACE,
    ANY,
    CELL,
    FOUNDATION,
    KING,
    TABLEAU,
    IllegalMove,
    PatienceRules,
    PileMove,
    PileSpec,
    adjacent,
    alternate_down,
    in_sequence,
    rank_down,
    suit_down,
    suit_up,
    supermove,
    to_cell,
    to_empty,
)
from qtcards.kit.pile_rules import fitting


def card(rank: int, suit: int, copy: int = 0) -> int:
    """A card by rank (1..13) and suit (0 clubs, 1 diamonds, 2 spades, 3 hearts)."""
    return copy * 52 + suit * 13 + rank - 1


CLUBS, DIAMONDS, SPADES, HEARTS = range(4)


def test_building_down() -> None:
    seven_hearts = card(7, HEARTS)
    assert alternate_down(seven_hearts, card(8, SPADES)) and alternate_down(seven_hearts, card(8, CLUBS, copy=1))
    assert not alternate_down(seven_hearts, card(8, DIAMONDS)) and not alternate_down(seven_hearts, card(9, SPADES))
    assert not alternate_down(card(13, SPADES), card(1, HEARTS))  # no turning the corner
    assert suit_down(seven_hearts, card(8, HEARTS, copy=1)) and not suit_down(seven_hearts, card(8, DIAMONDS))
    assert rank_down(seven_hearts, card(8, DIAMONDS)) and not rank_down(seven_hearts, card(7, SPADES))


def test_building_up_from_a_base() -> None:
    assert suit_up(card(1, CLUBS), ()) and not suit_up(card(2, CLUBS), ())
    assert suit_up(card(2, CLUBS), (card(1, CLUBS),)) and not suit_up(card(2, SPADES), (card(1, CLUBS),))
    assert suit_up(card(12, HEARTS), (), base=12) and not suit_up(card(1, HEARTS), (), base=12)
    queen_king = (card(12, HEARTS), card(13, HEARTS))
    assert suit_up(card(1, HEARTS), queen_king, base=12)  # the king, then the ace
    whole = tuple(card(rank, HEARTS) for rank in range(1, 14))
    assert not suit_up(card(1, HEARTS, copy=1), whole)  # a whole suit takes no second ace


def test_empty_piles_cells_runs_and_the_supermove() -> None:
    assert to_empty(card(13, SPADES), KING) and not to_empty(card(12, SPADES), KING)
    assert to_empty(card(3, SPADES), ANY) and to_empty(card(1, SPADES), ACE)
    assert to_cell(1, ()) and not to_cell(2, ()) and not to_cell(1, (card(3, SPADES),))
    run = (card(9, SPADES), card(8, HEARTS), card(7, CLUBS))
    assert in_sequence(run, alternate_down) and not in_sequence(run, suit_down) and in_sequence(run[:1], suit_down)
    assert [supermove(0, 0), supermove(4, 0), supermove(4, 1), supermove(0, 2), supermove(3, 2)] == [1, 5, 10, 4, 16]
    assert adjacent(card(1, SPADES), card(2, HEARTS)) and not adjacent(card(1, SPADES), card(13, HEARTS))
    assert adjacent(card(1, SPADES), card(13, HEARTS), wrap=True) and not adjacent(card(5, CLUBS), card(5, HEARTS))


@pytest.mark.parametrize("fits", [alternate_down, suit_down, rank_down])
def test_fitting_lists_exactly_the_faces_that_fit(fits: object) -> None:
    table = fitting(fits)  # type: ignore[arg-type]  # (one of the rules above)
    for under in range(52):
        assert table[under] == tuple(c for c in range(52) if fits(c, under))  # type: ignore[operator]


# ----- a toy patience on the kit's piles --------------------------------------------------


@dataclass(frozen=True)
class Toy:
    """Piles bottom first, in the layout's order, and each pile's face-down count."""

    piles: tuple[tuple[int, ...], ...]
    down: tuple[int, ...]


LAYOUT = (
    PileSpec(CELL, (1, 1)),
    PileSpec(CELL, (2, 1)),
    PileSpec(FOUNDATION, (3, 1)),
    PileSpec(FOUNDATION, (4, 1), base=12, gives=False),
    *(PileSpec(TABLEAU, (1 + i, 3), fan=(0, 0.3), builds=alternate_down, moves=alternate_down) for i in range(3)),
    PileSpec(TABLEAU, (4, 3), fan=(0, 0.3), builds=suit_down, empty=KING, moves=suit_down),
    PileSpec("reserve", (5, 3), name="Reserve"),
)


class ToyRules(PatienceRules[Toy]):
    """The toy's rules: all from its declarations."""

    layout = LAYOUT

    def lay(self, state: Toy) -> Sequence[tuple[Sequence[int], int]]:
        return list(zip(state.piles, state.down))

    def apply(self, state: Toy, move: PileMove) -> Toy:
        after = self.after(state, move)
        return Toy(tuple(after.piles), tuple(after.down))

    def is_won(self, state: Toy) -> bool:
        return False


RULES = ToyRules()


def toy(seed: int) -> Toy:
    """A position: the deck shared out at random, cells and foundations given at most a card
    or a short suit, some tableau cards face down."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    piles: list[tuple[int, ...]] = [tuple(deck.pop() for _ in range(rng.randint(0, 1))) for _ in range(2)]
    suit = rng.randrange(4)
    piles.append(tuple(c for c in (suit * 13 + r for r in range(rng.randint(0, 4))) if c in deck))
    deck = [c for c in deck if c not in piles[2]]
    piles.append(())
    sizes = [rng.randint(0, 10) for _ in range(5)]
    piles += [tuple(deck.pop() for _ in range(min(size, len(deck)))) for size in sizes]
    down = [0] * 4 + [rng.randint(0, max(0, len(p) - 1)) for p in piles[4:]]
    return Toy(tuple(piles), tuple(down))


def brute_force(state: Toy) -> list[PileMove]:
    """Every legal move, each asked of is_legal."""
    piles = RULES.piles(state)
    return [
        PileMove(s, n, t)
        for s in range(len(piles))
        for n in range(1, len(piles[s].cards) + 1)
        for t in range(len(piles))
        if RULES.is_legal(state, PileMove(s, n, t))
    ]


@given(st.integers(0, 10**6))
def test_legal_moves_are_every_legal_move_in_order(seed: int) -> None:
    state = toy(seed)
    assert RULES.legal_moves(state) == brute_force(state)


def test_the_declarations_rule() -> None:
    ten, nine, king = card(10, SPADES), card(9, HEARTS), card(13, CLUBS)
    state = Toy(((), (nine,), (), (), (ten,), (), (), (king,), ()), (0,) * 9)
    moves = RULES.legal_moves(state)
    assert PileMove(1, 1, 4) in moves  # a red 9 on a black 10
    assert PileMove(4, 1, 0) in moves and PileMove(4, 1, 1) not in moves  # a cell takes one card, when empty
    assert PileMove(4, 1, 7) not in moves and PileMove(7, 1, 5) in moves  # the last column takes kings alone
    queen_hearts = Toy(((card(12, HEARTS),), (), (), (), (), (), (), (), ()), (0,) * 9)
    assert PileMove(0, 1, 3) in RULES.legal_moves(queen_hearts)  # the Canfield foundation starts at the queen
    assert PileMove(0, 1, 2) not in RULES.legal_moves(queen_hearts)
    home = Toy(((), (), (card(1, HEARTS),), (card(12, HEARTS),), (), (), (), (), ()), (0,) * 9)
    assert PileMove(2, 1, 4) in RULES.legal_moves(home) and not any(m.source == 3 for m in RULES.legal_moves(home))
    assert not any(m.target == 8 for m in moves)  # a kind of the game's own with no builds takes nothing


def test_a_run_moves_whole_and_turns_the_card_under_it_up() -> None:
    run = (card(10, SPADES), card(9, HEARTS), card(8, CLUBS))
    state = Toy(((), (), (), (), (card(2, CLUBS), *run), (card(11, HEARTS),), (), (), ()), (0,) * 4 + (1, 0, 0, 0, 0))
    assert list(RULES.takeable(state, 4)) == [1, 2, 3]  # never the face-down two
    after = RULES.apply(state, PileMove(4, 3, 5))
    assert after.piles[5] == (card(11, HEARTS), *run) and after.down[4] == 0
    with pytest.raises(IllegalMove):
        RULES.apply(state, PileMove(4, 4, 5))


def test_piles_are_made_once_per_state_and_checked_against_the_layout() -> None:
    state = toy(1)
    assert RULES.piles(state) is RULES.piles(state)
    assert RULES.piles(replace(state)) is not RULES.piles(state)
    assert RULES.kinds[TABLEAU] == (4, 5, 6, 7) and RULES.kinds["reserve"] == (8,)
    short = Toy(state.piles[:-1], state.down[:-1])
    with pytest.raises(ValueError, match=r"ToyRules.lay\(\) gives 8 piles, but ToyRules.layout declares 9"):
        RULES.piles(short)
