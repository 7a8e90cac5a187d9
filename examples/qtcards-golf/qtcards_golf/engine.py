"""Golf patience: the rules as a pure-Python engine (no Qt).

The variant
-----------
One 52-card deck. 35 cards are dealt face up into 7 columns of 5; the other 17 form
the stock, and the stock's first card is turned face up at once to start the
foundation, so 16 cards are left to draw.

* The top card of any column (the last one dealt to it, nearest the player) may go onto
  the foundation when its rank is one higher or one lower than the foundation's top
  card. Suits never matter.
* No turning the corner: aces are low and kings high, so an ace goes only on a 2 and a
  king only on a queen (never A on K nor K on A).
* A king ends a sequence: nothing goes on a king. With a king on the foundation the
  only move is to draw.
* Drawing turns the next stock card onto the foundation; it is allowed whenever the
  stock is not empty. There is no redeal.
* The game is **won** when all 35 column cards are on the foundation (cards may still
  be left in the stock). It is **lost** (over, stuck) when it is not won, the stock is
  empty and no column's top card can go on the foundation.
* The **score** is the number of cards left in the columns: lower is better, 0 for a
  win.

Values
------
A card is an int 0..51, the kit's: ``card_rank(card) = card % 13 + 1`` (1 = ace, 11 = J,
12 = Q, 13 = K) and ``card_suit(card) = card // 13`` (0 clubs, 1 diamonds, 2 spades, 3 hearts).

:class:`State` is a frozen, hashable value: ``columns`` (7 tuples, each listed from
the first card dealt to the top card, which is the last), ``stock`` (the last element
is drawn next), ``foundation`` (the last element is the top) and ``deal`` (the deal
number, or None). It turns into plain JSON with :meth:`State.to_json` and back with
:meth:`State.from_json`.

Deals are deterministic: :func:`new_game` shuffles with :mod:`qtcards.kit.shuffle`
(pure Python), so deal ``n`` is the same on every machine and every Python version.

Moves are :class:`Play` (a column index 0..6) and :class:`Draw`. Public API:
:func:`new_game`, :func:`from_cards`, :func:`legal_moves`, :func:`is_legal`,
:func:`apply` (raises :class:`IllegalMove`), :func:`follows`, :func:`is_won`,
:func:`is_lost`, :func:`is_over`, :func:`score`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from qtcards.kit import KING, IllegalMove as IllegalMove, adjacent, card_rank, shuffled
from qtcards.kit.tools import is_count

COLUMNS = 7
ROWS = 5
TABLEAU_SIZE = COLUMNS * ROWS  # 35
DECK_SIZE = 52
STOCK_SIZE = DECK_SIZE - TABLEAU_SIZE  # 17, of which the first starts the foundation
MAX_DEAL = 999_999_999
JSON_FORMAT = 1


@dataclass(frozen=True)
class Play:
    """Move the top card of column ``column`` (0..6) onto the foundation."""

    column: int


@dataclass(frozen=True)
class Draw:
    """Turn the next stock card onto the foundation."""


Move = Play | Draw


@dataclass(frozen=True)
class State:
    """A position of the game: a plain immutable value, compared and hashed by value."""

    columns: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]
    foundation: tuple[int, ...]
    deal: int | None = None

    @property
    def moves(self) -> int:
        """Moves made so far: every move puts exactly one card on the foundation."""
        return len(self.foundation) - 1

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict, with a ``"format"`` version field."""
        return {
            "format": JSON_FORMAT,
            "columns": [list(column) for column in self.columns],
            "stock": list(self.stock),
            "foundation": list(self.foundation),
            "deal": self.deal,
        }

    @classmethod
    def from_json(cls, data: Any) -> State:
        """Rebuild a state from :meth:`to_json` output; ``ValueError`` if malformed.

        Beyond the shape, it checks that the 52 cards are each present once and, for a
        numbered deal, that the state can be reached from that deal.
        """
        if not isinstance(data, dict):
            raise ValueError("a saved state must be a JSON object")
        keys = {"format", "columns", "stock", "foundation", "deal"}
        if set(data) != keys:
            raise ValueError(f"a saved state needs exactly the keys {sorted(keys)}")
        if not is_count(data["format"]) or data["format"] != JSON_FORMAT:
            raise ValueError(f"unknown saved state format {data['format']!r}")
        columns = data["columns"]
        if not isinstance(columns, list) or len(columns) != COLUMNS:
            raise ValueError(f"columns must be a list of {COLUMNS} lists")
        deal = data["deal"]
        if deal is not None and (not is_count(deal) or not 0 <= deal <= MAX_DEAL):
            raise ValueError(f"deal {deal!r} is not a number 0..{MAX_DEAL}")
        state = cls(
            columns=tuple(_cards(column, "column") for column in columns),
            stock=_cards(data["stock"], "stock"),
            foundation=_cards(data["foundation"], "foundation"),
            deal=deal,
        )
        _check(state)
        return state


def _cards(value: Any, name: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(is_count(c) and 0 <= c < DECK_SIZE for c in value):
        raise ValueError(f"{name} must be a list of cards 0..51")
    return tuple(value)


def _check(state: State) -> None:
    """Raise ``ValueError`` unless ``state`` could arise in a game."""
    if any(len(column) > ROWS for column in state.columns):
        raise ValueError(f"a column holds more than {ROWS} cards")
    if len(state.stock) > STOCK_SIZE - 1:
        raise ValueError(f"the stock holds more than {STOCK_SIZE - 1} cards")
    if not state.foundation:
        raise ValueError("the foundation is empty")
    cards = [c for column in state.columns for c in column] + list(state.stock) + list(state.foundation)
    if sorted(cards) != list(range(DECK_SIZE)):
        raise ValueError("the state does not hold each of the 52 cards once")
    if state.deal is not None:
        start = new_game(state.deal)
        if state.foundation[0] != start.foundation[0]:
            raise ValueError("the foundation does not start with the deal's card")
        if state.stock != start.stock[: len(state.stock)]:
            raise ValueError("the stock is not what is left of the deal's stock")
        for column, dealt in zip(state.columns, start.columns):
            if column != dealt[: len(column)]:
                raise ValueError("a column is not what is left of the deal's column")


# ----- deals --------------------------------------------------------------------------


def shuffled_deck(number: int) -> list[int]:
    """The 52 cards of deal ``number`` in deal order (the kit's reproducible shuffle)."""
    if not is_count(number) or not 0 <= number <= MAX_DEAL:
        raise ValueError(f"a deal number is a whole number 0..{MAX_DEAL}, not {number!r}")
    return shuffled(range(DECK_SIZE), number)


def from_cards(cards: Sequence[int], deal: int | None = None) -> State:
    """Start a game from the 52 cards in deal order.

    Cards 0..34 are dealt row by row across the columns (card ``i`` to column
    ``i % 7``), so the last row dealt is the columns' top cards. Card 35 starts the
    foundation; cards 36..51 are the stock, card 36 drawn first.
    """
    cards = tuple(cards)
    if sorted(cards) != list(range(DECK_SIZE)) or not all(is_count(c) for c in cards):
        raise ValueError("need each of the 52 cards 0..51 once")
    columns = tuple(cards[c:TABLEAU_SIZE:COLUMNS] for c in range(COLUMNS))
    return State(
        columns=columns,
        stock=cards[TABLEAU_SIZE + 1 :][::-1],
        foundation=cards[TABLEAU_SIZE : TABLEAU_SIZE + 1],
        deal=deal,
    )


def new_game(number: int) -> State:
    """Deal ``number`` (0..MAX_DEAL), the same on every machine."""
    return from_cards(shuffled_deck(number), deal=number)


# ----- rules --------------------------------------------------------------------------


def follows(top: int, card: int) -> bool:
    """True when ``card`` may go on ``top``: one rank apart, no wrapping, nothing on a king."""
    return card_rank(top) != KING and adjacent(top, card)


def is_won(state: State) -> bool:
    """True when all 35 column cards are on the foundation."""
    return not any(state.columns)


def playable_columns(state: State) -> list[int]:
    """The columns whose top card may go on the foundation now (none once won)."""
    top = state.foundation[-1]
    return [i for i, column in enumerate(state.columns) if column and follows(top, column[-1])]


def legal_moves(state: State) -> list[Move]:
    """Every legal move: the playable columns left to right, then Draw if the stock has cards.

    A won game has no legal moves.
    """
    if is_won(state):
        return []
    moves: list[Move] = [Play(i) for i in playable_columns(state)]
    if state.stock:
        moves.append(Draw())
    return moves


def is_legal(state: State, move: object) -> bool:
    """True if ``move`` may be made in ``state``."""
    if is_won(state):
        return False
    if isinstance(move, Draw):
        return bool(state.stock)
    if isinstance(move, Play) and is_count(move.column) and 0 <= move.column < COLUMNS:
        column = state.columns[move.column]
        return bool(column) and follows(state.foundation[-1], column[-1])
    return False


def apply(state: State, move: Move) -> State:
    """The state after ``move``; raise :class:`IllegalMove` if it is not legal."""
    if not is_legal(state, move):
        raise IllegalMove(f"{move!r} is not a legal move here")
    if isinstance(move, Draw):
        return State(state.columns, state.stock[:-1], state.foundation + state.stock[-1:], state.deal)
    column = state.columns[move.column]
    columns = state.columns[: move.column] + (column[:-1],) + state.columns[move.column + 1 :]
    return State(columns, state.stock, state.foundation + column[-1:], state.deal)


def is_lost(state: State) -> bool:
    """True when the game is over without a win: stock empty and no column card playable."""
    return not is_won(state) and not state.stock and not playable_columns(state)


def is_over(state: State) -> bool:
    """True when no move is left: won or lost."""
    return is_won(state) or is_lost(state)


def score(state: State) -> int:
    """Cards left in the columns (lower is better; 0 when won)."""
    return sum(len(column) for column in state.columns)
