"""The vocabulary of pile rules: the one-liners a patience's rules are said in (no Qt).

Most patiences are made of a handful of rules (kpat's ``pileutils.h``, PySolFC's
``AC_RowStack``, ``SS_FoundationStack``, ``SuperMoveAC_RowStack``): a column builds down
in alternating colours, or by suit, or regardless of suit; a foundation builds up by suit
from the ace (or from a base rank); an empty column takes a king, or any card; a cell
holds one card; a run moves when it is in sequence; FreeCell's "supermove" moves as many
cards as the free cells and empty columns could carry one by one. Each is written here
once, tested once, and said in a game's rules in a line, or named in a pile's declaration
(:class:`~qtcards.kit.PileSpec`'s ``builds`` and ``moves``).

Cards are ints: a card's face is ``card % 52``, its rank ``face % 13 + 1`` (1 = ace,
13 = king) and its suit ``face // 13`` (0 clubs, 1 diamonds, 2 spades, 3 hearts), so a
two-deck game numbers its cards 0..103 and both copies of a face share it.

A *fits* rule, ``fits(card, under)``, says whether ``card`` may lie on ``under``; it looks
at the cards' faces only (``card % 52``), so it holds for every deck of a many-deck game,
and the kit can list once which faces fit on each face (:func:`fitting`), so that finding
every legal move asks only the piles that can take a run.
"""

from __future__ import annotations

from functools import cache
from typing import Callable, Sequence

#: The ace's rank: a foundation's usual base.
ACE = 1
#: The king's rank: what an empty Klondike column takes.
KING = 13
#: An empty pile that takes a card of any rank (:func:`to_empty`).
ANY = 0

#: ``fits(card, under)``: may ``card`` lie on ``under``? (faces only: ``card % 52``)
Fits = Callable[[int, int], bool]


def card_rank(card: int) -> int:
    """A card's rank: 1 (ace) to 13 (king)."""
    return card % 13 + 1


def card_suit(card: int) -> int:
    """A card's suit: 0 clubs, 1 diamonds, 2 spades, 3 hearts."""
    return card % 52 // 13


def is_red(card: int) -> bool:
    """True for diamonds and hearts."""
    return card % 52 // 13 in (1, 3)


def alternate_down(card: int, under: int) -> bool:
    """``card`` one rank below ``under`` and of the other colour (Klondike, FreeCell)."""
    return card % 13 + 1 == under % 13 and is_red(card) != is_red(under)


def suit_down(card: int, under: int) -> bool:
    """``card`` one rank below ``under``, in its suit (Spider's runs, Baker's Dozen)."""
    return card % 13 + 1 == under % 13 and card % 52 // 13 == under % 52 // 13


def rank_down(card: int, under: int) -> bool:
    """``card`` one rank below ``under``, whatever the suits (Spider's columns)."""
    return card % 13 + 1 == under % 13


def suit_up(card: int, pile: Sequence[int], base: int = ACE) -> bool:
    """May ``card`` go on a foundation holding ``pile`` (bottom first)? Empty, it takes the
    ``base`` rank; then the next rank of its suit, a king followed by the ace when the base
    is not the ace (Canfield), until it holds 13 cards."""
    if not pile:
        return card_rank(card) == base
    top = pile[-1]
    return len(pile) < 13 and card_suit(card) == card_suit(top) and card_rank(card) == card_rank(top) % 13 + 1


def to_empty(card: int, rank: int = ANY) -> bool:
    """May ``card`` go to an empty pile that takes ``rank`` (:data:`KING`: Klondike's
    columns; :data:`ANY`: any card, FreeCell's and Spider's)?"""
    return rank == ANY or card_rank(card) == rank


def to_cell(count: int, cell: Sequence[int]) -> bool:
    """May ``count`` cards go to a free cell holding ``cell``? One card, to an empty cell."""
    return count == 1 and not cell


def in_sequence(run: Sequence[int], fits: Fits) -> bool:
    """Is ``run`` (bottom first) in sequence: each card fitting on the one under it?"""
    return all(fits(card, under) for under, card in zip(run, run[1:]))


def supermove(free_cells: int, empty_columns: int) -> int:
    """The longest run that may move as one (FreeCell): what ``free_cells`` cells and
    ``empty_columns`` empty columns (the target not counted) could carry card by card,
    (free cells + 1) x 2 ^ empty columns."""
    return (free_cells + 1) << empty_columns


def adjacent(card: int, other: int, wrap: bool = False) -> bool:
    """Are the two cards' ranks one apart, whatever the suits (Golf)? ``wrap``: a king
    and an ace are one apart too."""
    apart = abs(card_rank(card) - card_rank(other))
    return apart == 1 or (wrap and apart == 12)


@cache
def fitting(fits: Fits) -> tuple[tuple[int, ...], ...]:
    """For each face ``under`` (0..51), the faces that fit on it by ``fits``, asked once
    per rule."""
    return tuple(tuple(card for card in range(52) if fits(card, under)) for under in range(52))
