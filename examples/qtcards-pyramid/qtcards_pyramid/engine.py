"""Pyramid patience: the rules as a pure-Python engine (no Qt).

The rules
---------
One 52-card deck. 28 cards are dealt face up into a pyramid of 7 rows (1 card at the
top, 7 at the bottom), each row overlapping the one above: a card is covered by the
two cards of the next row that lie over it, and *exposed* once both are gone (the
bottom row is exposed from the start). The other 24 cards form the stock.

* Remove an exposed king alone, or two cards whose ranks add up to 13 (A = 1, J = 11,
  Q = 12, K = 13): both exposed pyramid cards, or one of them and the waste's top card.
  Suits never matter. Only the waste's top card is in play; the stock's are not.
* Draw: turn the stock's top card face up onto the waste, one at a time.
* Recycle: when the stock is empty, turn the whole waste over as the new stock (its
  first card drawn first again). The waste may be turned back at most **twice**, so
  the stock is gone through three times in all.
* The game is **won** when the pyramid is cleared (cards may be left in the stock and
  the waste); it is **lost** when it is not won and no move is left. The **score** is
  the number of cards left in the pyramid: lower is better, 0 for a win.

Values
------
A card is an int 0..51, the kit's: ``card_rank(card) = card % 13 + 1``, ``card_suit(card) = card // 13``
(0 clubs, 1 diamonds, 2 spades, 3 hearts). A *place* is a pyramid index 0..27, row by
row from the top, or :data:`WASTE` (28: the waste's top card); a :class:`Remove` lists
its places in that order. :class:`State` is a frozen value that turns into JSON
(:meth:`State.to_json`) and back (:meth:`State.from_json`). Deal ``n`` (0..MAX_DEAL)
is the same on every machine and every Python version: :func:`new_game` shuffles with
the kit's :func:`qtcards.kit.shuffled` (pure Python, no Qt). Moves are
:class:`Remove`, :class:`Draw` and :class:`Recycle`; :func:`legal_moves` lists them,
:func:`apply` makes one (:class:`IllegalMove` for any other).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from qtcards.kit import KING, IllegalMove as IllegalMove, card_rank, read_count, read_counts, read_keys, shuffled
from qtcards.kit.tools import is_count

ROWS = 7
SIZE = 28  # cards in the pyramid
DECK = 52
RECYCLES = 2  # the waste may be turned back as the stock twice
MAX_DEAL = 999_999_999
WASTE = SIZE  # the place of the waste's top card
FORMAT = 1
ROW_OF = [row for row in range(ROWS) for _ in range(row + 1)]  # each pyramid place's row, 0 at the top
#: The places of the next row that lie over each place (none for the bottom row).
COVERING = [() if row == ROWS - 1 else (place + row + 1, place + row + 2) for place, row in enumerate(ROW_OF)]


@dataclass(frozen=True)
class Remove:
    """Remove the cards at ``places`` (in order): one king, or two cards adding up to 13."""

    places: tuple[int, ...]


@dataclass(frozen=True)
class Draw:
    """Turn the stock's top card onto the waste."""


@dataclass(frozen=True)
class Recycle:
    """Turn the waste over as the stock."""


Move = Remove | Draw | Recycle


@dataclass(frozen=True)
class State:
    """A position: the pyramid's 28 places (a card or None), the stock (its last card
    is drawn next), the deal number, the waste (its last card is the top), the removed
    cards, the recycles made and the moves made."""

    pyramid: tuple[int | None, ...]
    stock: tuple[int, ...]
    deal: int
    waste: tuple[int, ...] = ()
    removed: tuple[int, ...] = ()
    recycles: int = 0
    moves: int = 0

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict (lists, as a saved file reads back), with a ``"format"`` version field."""
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        return {"format": FORMAT, **{key: list(v) if isinstance(v, tuple) else v for key, v in values.items()}}

    @classmethod
    def from_json(cls, data: Any) -> State:
        """Rebuild a state from :meth:`to_json` output; ``ValueError`` unless it could arise in a game
        (nothing coerced: a count that is ``"3"``, ``1.5``, ``true``, negative or past its range is refused)."""
        values = read_keys(data, ["format", *(f.name for f in fields(cls))])
        read_count(values, "format", FORMAT, FORMAT)
        pyramid = values["pyramid"]
        if not isinstance(pyramid, list) or not all(card is None or is_count(card) for card in pyramid):
            raise ValueError("the pyramid is a list of cards and empty places")
        state = cls(
            tuple(pyramid),
            read_counts(values, "stock"),
            read_count(values, "deal", 0, MAX_DEAL),
            read_counts(values, "waste"),
            read_counts(values, "removed"),
            read_count(values, "recycles", 0, RECYCLES),
            read_count(values, "moves"),
        )
        cards = [c for c in (*state.pyramid, *state.stock, *state.waste, *state.removed) if c is not None]
        dealt = new_game(state.deal).pyramid  # (ValueError: no deal has this number)
        if sorted(cards) != list(range(DECK)) or len(state.pyramid) != SIZE:
            raise ValueError("the state does not hold each of the 52 cards once")
        for place, card in enumerate(state.pyramid):
            covered = any(state.pyramid[p] is not None for p in COVERING[place])
            if card not in (None, dealt[place]) or (card is None and covered):
                raise ValueError("the pyramid is not what is left of its deal")
        return state


def new_game(number: int) -> State:
    """Deal ``number``: the kit's reproducible shuffle, then cards 0..27 into the pyramid
    row by row and 28..51 the stock (28 drawn first)."""
    if type(number) is not int or not 0 <= number <= MAX_DEAL:
        raise ValueError(f"a deal number is a whole number 0..{MAX_DEAL}, not {number!r}")
    deck = shuffled(range(DECK), number)
    return State(tuple(deck[:SIZE]), tuple(deck[SIZE:][::-1]), number)


def available(state: State) -> list[int]:
    """The places whose card is in play: the exposed pyramid cards in reading order, then the waste's top."""
    pyramid = state.pyramid
    free = [i for i, c in enumerate(pyramid) if c is not None and all(pyramid[p] is None for p in COVERING[i])]
    return free + [WASTE] if state.waste else free


def card_at(state: State, place: int) -> int:
    """The card at an available place (the waste's top for WASTE)."""
    card = state.waste[-1] if place == WASTE else state.pyramid[place]
    if card is None:
        raise ValueError(f"no card at place {place}: it was removed")
    return card


def legal_moves(state: State) -> list[Move]:
    """Every legal move: kings, then pairs, then Draw or Recycle; none once won."""
    if is_won(state):
        return []
    ranks = {place: card_rank(card_at(state, place)) for place in available(state)}
    moves: list[Move] = [Remove((a,)) for a in ranks if ranks[a] == KING]
    moves += [Remove((a, b)) for a in ranks for b in ranks if a < b and ranks[a] + ranks[b] == 13]
    return moves + ([Draw()] if state.stock else [Recycle()] if state.waste and state.recycles < RECYCLES else [])


def apply(state: State, move: Move) -> State:
    """The state after ``move``; raise :class:`IllegalMove` if it is not legal."""
    if move not in legal_moves(state):
        raise IllegalMove(f"{move!r} is not a legal move here")
    moves = state.moves + 1
    if isinstance(move, Draw):
        return replace(state, stock=state.stock[:-1], waste=state.waste + state.stock[-1:], moves=moves)
    if isinstance(move, Recycle):
        return replace(state, stock=state.waste[::-1], waste=(), recycles=state.recycles + 1, moves=moves)
    gone = tuple(card_at(state, place) for place in move.places)
    pyramid = tuple(None if place in move.places else card for place, card in enumerate(state.pyramid))
    waste = state.waste[:-1] if WASTE in move.places else state.waste
    return replace(state, pyramid=pyramid, waste=waste, removed=state.removed + gone, moves=moves)


def is_won(state: State) -> bool:
    """True when the pyramid is cleared."""
    return all(card is None for card in state.pyramid)


def is_lost(state: State) -> bool:
    """True when the game is not won and no move is left."""
    return not is_won(state) and not legal_moves(state)


def score(state: State) -> int:
    """Cards left in the pyramid (lower is better; 0 when won)."""
    return sum(card is not None for card in state.pyramid)
