"""One declaration per pile: what it is, where it lies, how it fans, what it is called
and by which rules cards come and go (plain values, no Qt).

A patience declares its piles once, in its engine, as a sequence of :class:`PileSpec`
(its rules' ``layout``): the engine's rules read their kinds and rules from it, the kit's
``PatienceView`` lays and names the piles from it, and the kit checks that the piles a
state lays are the piles declared. Places are in card units (a card is 1 wide and about
1.4 high) on a table whose size the view gives.
"""

from __future__ import annotations

from dataclasses import dataclass

from qtcards.kit.pile_rules import ANY, Fits

TABLEAU = "tableau"
"""A pile kind: a column built down, from which runs move (Klondike's seven, Spider's ten)."""
FOUNDATION = "foundation"
"""A pile kind: home, built up by suit from its base rank; cards sent home go here."""
CELL = "cell"
"""A pile kind: a free cell, holding one card."""
STOCK = "stock"
"""A pile kind: the face-down stock; acting on it deals (:meth:`PatienceRules.deal`)."""
WASTE = "waste"
"""A pile kind: the cards turned from the stock; its top card may be played."""


@dataclass(frozen=True)
class PileSpec:
    """One pile of a patience, declared once.

    :param kind: :data:`TABLEAU`, :data:`FOUNDATION`, :data:`CELL`, :data:`STOCK`,
        :data:`WASTE`, or a game's own word (laid like a tableau; its rules the game's).
    :param at: where its bottom card's centre lies, in card units from the table's
        top left corner.
    :param fan: card units from one card to the next, (0, 0) for a heap.
    :param shows: a fan shows its last ``shows`` cards, a heap its top ``shows`` cards
        drawn a little apart so that it looks as thick as it is; the cards under them are
        not drawn (None: every card).
    :param reach: a fan runs at most this many card units from its first card to its
        last; a longer one closes up evenly (a Spider column of 30 cards stays on the table).
    :param name: what a screen reader calls it, English marked with ``QT_TRANSLATE_NOOP``
        in the game's translation context ("Reserve"; ``{0}`` is its number among the
        piles of its kind: "Free cell {0}"); empty: the kit's name of its kind.
    :param base: a foundation's first rank, shown on it while empty and said ("starts at
        the Queen"); None: the ace, unmarked. (A game whose base changes with the deal
        answers :meth:`PatienceRules.base`.)
    :param builds: a tableau's rule for a card put on its top card (from
        :mod:`qtcards.kit.pile_rules`: ``alternate_down``, ``suit_down``, ``rank_down``);
        None: nothing is put on it by hand. (A foundation builds up by suit from its base,
        a cell takes one card, whatever this says.)
    :param empty: the rank an empty tableau takes: ``ANY`` (the default) or ``KING``.
    :param moves: a run of more than one card may be taken from it when it is in sequence
        by this rule; None: its top card alone.
    :param gives: whether its cards may be taken at all (False: a foundation whose cards
        stay home, as in FreeCell). A stock's never are: acting on it deals.
    """

    kind: str
    at: tuple[float, float]
    fan: tuple[float, float] = (0.0, 0.0)
    shows: int | None = None
    reach: float | None = None
    name: str = ""
    base: int | None = None
    builds: Fits | None = None
    empty: int = ANY
    moves: Fits | None = None
    gives: bool = True
