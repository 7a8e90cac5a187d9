"""A pile game's saved table checked before it is played (pure Python, no Qt).

A file can be edited, damaged or written by an older version; the engine's ``from_json``
reads its fields (:mod:`qtcards.kit.saved_fields`), builds the state, and asks
:func:`check_table` whether its piles could lie on a table of the game: the deck's
cards each as many times as the decks hold it, foundations in order from their base
rank, face-down cards only under face-up ones. A table that fails raises ``ValueError``;
the session then sets the file aside, tells the player, and deals afresh.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Collection, Sequence

from qtcards.kit.patience import PileState
from qtcards.kit.pile_rules import card_rank, card_suit
from qtcards.kit.pile_spec import STOCK

RANKS = "A23456789TJQK"
SUITS = "CDSH"


def card_name(card: int) -> str:
    """A card in a message: its rank and suit (``"TH"`` for the 10 of hearts), and its
    number when it is a copy past the first deck (``"TH#2"``)."""
    copy = f"#{card // 52 + 1}" if card >= 52 else ""
    return f"{RANKS[card_rank(card) - 1]}{SUITS[card_suit(card)]}{copy}"


@dataclass(frozen=True)
class Deck:
    """The cards a game is played with: ``decks`` packs' worth of cards (52 each) of the
    ``suits`` used (0 clubs, 1 diamonds, 2 spades, 3 hearts), each face as often as that
    makes. Klondike ``Deck()``; two decks ``Deck(2)``; Spider of one suit
    ``Deck(2, (2,))``, 104 spades, each face eight times. The copies of a face are
    numbered 52 apart (the kit's numbering: a card's face is ``card % 52``)."""

    decks: int = 1
    suits: tuple[int, ...] = (0, 1, 2, 3)

    def __post_init__(self) -> None:
        suits_ok = self.suits and len(set(self.suits)) == len(self.suits) and set(self.suits) <= {0, 1, 2, 3}
        if type(self.decks) is not int or self.decks < 1 or not suits_ok or (4 * self.decks) % len(self.suits):
            raise ValueError(f"no deck of {self.decks!r} decks in suits {self.suits!r}")

    @property
    def copies(self) -> int:
        """How many times the deck holds each of its faces."""
        return 4 * self.decks // len(self.suits)

    def cards(self) -> list[int]:
        """Every card of the deck, in order."""
        faces = [suit * 13 + rank for suit in sorted(self.suits) for rank in range(13)]
        return sorted(copy * 52 + face for copy in range(self.copies) for face in faces)


def check_cards(piles: Sequence[PileState], deck: Deck) -> None:
    """``ValueError`` unless ``piles`` hold each card of ``deck`` exactly once, and no other."""
    held = Counter(card for pile in piles for card in pile.cards)
    wanted = Counter(deck.cards())
    if held == wanted:
        return
    strange = sorted(held - wanted)
    missing = sorted(wanted - held)
    twice = [card for card in strange if card in wanted]
    if twice:
        problem = f"{card_name(twice[0])} is there {held[twice[0]]} times"
    elif strange:
        problem = f"card {strange[0]} is not one of the deck's"
    else:
        problem = f"{card_name(missing[0])} is missing"
    raise ValueError(f"the table does not hold the deck's {len(wanted)} cards once each: {problem}")


def check_foundation(pile: PileState, base: int, whole: bool = False) -> None:
    """``ValueError`` unless ``pile`` builds up by suit from rank ``base`` (the king
    followed by the ace when the base is not the ace), at most 13 cards; with ``whole``,
    it holds none or all 13."""
    cards = pile.cards
    expected = [(base - 1 + step) % 13 + 1 for step in range(len(cards))]
    in_order = [card_rank(card) for card in cards] == expected and len({card_suit(c) for c in cards}) <= 1
    if len(cards) > 13 or not in_order:
        shown = " ".join(map(card_name, cards[:14]))
        raise ValueError(f"a foundation builds up by suit from the {RANKS[base - 1]}, not {shown}")
    if whole and len(cards) not in (0, 13):
        raise ValueError(f"a foundation holds a whole run of 13 or nothing, not {len(cards)} cards")


def check_table(
    piles: Sequence[PileState],
    deck: Deck,
    bases: Sequence[int | None],
    *,
    whole: bool = False,
    face_down_kinds: Collection[str] = (STOCK,),
) -> None:
    """``ValueError`` (saying what is wrong) unless ``piles`` could lie on a table of a game
    played with ``deck``.

    :param piles: every pile of the table (a :class:`PileState` each), as the engine
        lists them.
    :param bases: for each pile, the rank it builds up from by suit (1 for a foundation
        from the ace, 7 for Canfield's if its first card is a 7), or None for a pile that
        is not built up from a base.
    :param whole: the foundations take whole runs (Spider): each holds all 13 or none.
    :param face_down_kinds: the kinds of pile whose cards may all lie face down (the
        stock); in any other pile the top card is face up.

    Checked: each card exactly as many times as the decks hold it; each pile with a base
    in order from it; ``0 <= face_down <= len(cards)``, and ``< len(cards)`` when a pile
    that turns its cards up has any (so a face-down card is never above a face-up one).
    """
    if len(bases) != len(piles):
        raise ValueError(f"{len(bases)} bases for {len(piles)} piles")
    check_cards(piles, deck)
    for index, (pile, base) in enumerate(zip(piles, bases)):
        down, size = pile.face_down, len(pile.cards)
        if type(down) is not int or not 0 <= down <= size:
            raise ValueError(f"pile {index + 1} has {down!r} face-down cards of {size}")
        if size and down == size and pile.kind not in face_down_kinds:
            raise ValueError(f"pile {index + 1} ({pile.kind}) has its top card face down")
        if base is not None:
            check_foundation(pile, base, whole)
