"""Heart to Heart rules: a pure-Python engine (no Qt).

Cards are ranks only (all cards are hearts): ints 1..13, 1 = A, 11 = J, 12 = Q, 13 = K.
Tableau positions are 1..25 in deal order: row 1 (positions 1-4) is at the top, 25 is
the tip. ``WASTE`` (0) stands for "the waste's top card" inside a ``Pair``.

Public API
----------
Constants
    ``WASTE``, ``POSITIONS`` (range 1..25), ``RANKS`` (range 1..13),
    ``GEOMETRY``: position -> (row 1..7, x in the SPEC's units, 0 = centre).
Geometry
    ``covering(position) -> tuple[int, ...]``: the positions that cover ``position``.
Moves (frozen dataclasses)
    ``Pair(first, second)`` (unordered; stored tableau positions ascending, ``WASTE``
    last), ``Draw()``, ``Recycle()``; ``Move = Pair | Draw | Recycle``.
State (a frozen, hashable value)
    ``State(tableau, stock, waste, score, moves, deal)``, ``State.to_json()``,
    ``State.from_json(data)``.
Starting a game
    ``new_game(number) -> State``, ``from_ranks(ranks, deal=None) -> State``,
    ``random_playable_deal(source=None) -> int`` (never stuck before the first move).
Queries
    ``available(state)``, ``rank_at(state, position)``, ``legal_moves(state)``,
    ``is_legal(state, move)``, ``is_won(state)``, ``is_stuck(state)``,
    ``pairable(state)``.
Playing
    ``apply(state, move) -> State`` (raises ``IllegalMove``, a ``ValueError``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Any, Sequence

from qtcards.kit.tools import is_count

from .deals import MAX_DEAL, deal_ranks, random_number, random_source

WASTE = 0
POSITIONS = range(1, 26)
RANKS = range(1, 14)
TABLEAU_SIZE = 25
DECK_SIZE = 52
COPIES = 4  # cards of each rank in the deck
POINTS_PER_CARD = 10  # per tableau card removed
JSON_FORMAT = 1

# x of each position, row by row (row 1 at the top); positions are numbered in this order.
_ROW_XS = (
    (-2.0, -1.0, 1.0, 2.0),
    (-2.5, -1.5, -0.5, 0.5, 1.5, 2.5),
    (-2.0, -1.0, 0.0, 1.0, 2.0),
    (-1.5, -0.5, 0.5, 1.5),
    (-1.0, 0.0, 1.0),
    (-0.5, 0.5),
    (0.0,),
)

GEOMETRY: dict[int, tuple[int, float]] = dict(enumerate(((row, x) for row, xs in enumerate(_ROW_XS, 1) for x in xs), 1))

_COVERS: dict[int, tuple[int, ...]] = {
    position: tuple(
        other for other, (other_row, other_x) in GEOMETRY.items() if other_row == row + 1 and abs(other_x - x) == 0.5
    )
    for position, (row, x) in GEOMETRY.items()
}
# The same as tableau indexes (position - 1), for the hot paths.
_COVER_INDEXES = tuple((p - 1, tuple(c - 1 for c in _COVERS[p])) for p in POSITIONS)


class IllegalMove(ValueError):
    """Raised by ``apply`` for a move that is not legal in the given state."""


def covering(position: int) -> tuple[int, ...]:
    """Return the tableau positions (ascending) that cover ``position`` (1..25)."""
    if position not in _COVERS:
        raise ValueError(f"no tableau position {position!r}; positions are 1..25")
    return _COVERS[position]


@dataclass(frozen=True)
class Pair:
    """Remove two cards of equal rank: two tableau positions, or one and ``WASTE``.

    The pair is unordered: the positions are stored tableau positions ascending with
    ``WASTE`` last, so ``Pair(WASTE, 25) == Pair(25, WASTE)``.
    """

    first: int
    second: int

    def __post_init__(self) -> None:
        a, b = self.first, self.second
        if a == WASTE or (b != WASTE and b < a):
            object.__setattr__(self, "first", b)
            object.__setattr__(self, "second", a)


@dataclass(frozen=True)
class Draw:
    """Turn the stock's top card face up onto the waste."""


@dataclass(frozen=True)
class Recycle:
    """Turn the whole waste back into the stock (only when the stock is empty)."""


Move = Pair | Draw | Recycle


@dataclass(frozen=True)
class State:
    """A game position, a plain immutable value (compared and hashed by value).

    ``tableau`` has 25 entries (index 0 = position 1), ``None`` where a card was removed;
    ``stock`` and ``waste`` list ranks bottom to top (the LAST element is the top);
    ``score`` and ``moves`` are the counters; ``deal`` is the deal number, or ``None``
    for a state built from explicit ranks.
    """

    tableau: tuple[int | None, ...]
    stock: tuple[int, ...]
    waste: tuple[int, ...]
    score: int = 0
    moves: int = 0
    deal: int | None = None

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-able dict (with a ``"format"`` version field)."""
        return {
            "format": JSON_FORMAT,
            "tableau": list(self.tableau),
            "stock": list(self.stock),
            "waste": list(self.waste),
            "score": self.score,
            "moves": self.moves,
            "deal": self.deal,
        }

    @classmethod
    def from_json(cls, data: Any) -> State:
        """Rebuild a state from ``to_json()`` output; raise ``ValueError`` if malformed."""
        if not isinstance(data, dict):
            raise ValueError("a saved state must be a JSON object")
        keys = {"format", "tableau", "stock", "waste", "score", "moves", "deal"}
        if set(data) != keys:
            raise ValueError(f"a saved state needs exactly the keys {sorted(keys)}")
        if data["format"] != JSON_FORMAT or isinstance(data["format"], bool):
            raise ValueError(f"unknown saved state format {data['format']!r}")
        tableau = _rank_list(data["tableau"], "tableau", allow_none=True)
        if len(tableau) != TABLEAU_SIZE:
            raise ValueError(f"tableau must have {TABLEAU_SIZE} entries, not {len(tableau)}")
        state = cls(
            tableau=tableau,
            stock=_ranks(data["stock"], "stock"),
            waste=_ranks(data["waste"], "waste"),
            score=_count(data["score"], "score"),
            moves=_count(data["moves"], "moves"),
            deal=None if data["deal"] is None else _count(data["deal"], "deal"),
        )
        _check_consistent(state)
        return state


def _rank_list(value: Any, name: str, allow_none: bool = False) -> tuple[int | None, ...]:
    if not isinstance(value, list):
        raise ValueError(f"{name} must be a list")
    for item in value:
        if item is None and allow_none:
            continue
        if not is_count(item) or item not in RANKS:
            raise ValueError(f"{name} holds {item!r}, not a rank 1..13")
    return tuple(value)


def _ranks(value: Any, name: str) -> tuple[int, ...]:
    return tuple(rank for rank in _rank_list(value, name) if rank is not None)  # (none are None)


def _count(value: Any, name: str) -> int:
    if not is_count(value):
        raise ValueError(f"{name} must be a non-negative integer, not {value!r}")
    return value


def _check_consistent(state: State) -> None:
    """Raise ``ValueError`` unless ``state`` could arise in a real game."""
    if state.deal is not None and state.deal > MAX_DEAL:
        raise ValueError(f"deal {state.deal} is out of range 0..{MAX_DEAL}")
    present = Counter(r for r in state.tableau if r is not None)
    present.update(state.stock)
    present.update(state.waste)
    for rank in RANKS:
        if present[rank] > COPIES:
            raise ValueError(f"rank {rank} appears {present[rank]} times, more than {COPIES}")
        if (COPIES - present[rank]) % 2:
            raise ValueError(f"an odd number of rank {rank} cards is gone; cards leave in pairs")
    removed_tableau = state.tableau.count(None)
    removed_talon = DECK_SIZE - sum(present.values()) - removed_tableau
    if removed_talon < 0:
        raise ValueError("stock and waste hold more cards than a game can")
    if removed_talon > removed_tableau:
        raise ValueError("more stock/waste cards are gone than tableau cards")
    if state.score != POINTS_PER_CARD * removed_tableau:
        raise ValueError(f"score {state.score} does not match {removed_tableau} removed tableau cards")
    if state.moves < (removed_tableau + removed_talon) // 2:
        raise ValueError(f"{state.moves} moves cannot have removed that many cards")
    for index, covers in _COVER_INDEXES:
        if state.tableau[index] is None and any(state.tableau[c] is not None for c in covers):
            raise ValueError(f"position {index + 1} is empty but still covered")


def from_ranks(ranks: Sequence[int], deal: int | None = None) -> State:
    """Start a game from 52 ranks in deal order.

    Cards 1..25 go to the tableau positions 1..25, cards 26..51 to the stock (card 26
    is drawn first) and card 52 face up onto the waste.
    """
    ranks = tuple(ranks)
    if len(ranks) != DECK_SIZE or not all(is_count(r) for r in ranks):
        raise ValueError(f"need {DECK_SIZE} integer ranks")
    if Counter(ranks) != Counter({rank: COPIES for rank in RANKS}):
        raise ValueError(f"need {COPIES} cards of each rank 1..13")
    return State(
        tableau=ranks[:TABLEAU_SIZE],
        stock=ranks[TABLEAU_SIZE : DECK_SIZE - 1][::-1],
        waste=ranks[DECK_SIZE - 1 :],
        deal=deal,
    )


def new_game(number: int) -> State:
    """Start deal ``number`` (0..MAX_DEAL), laid out by ``deals.deal_ranks``."""
    return from_ranks(deal_ranks(number), deal=number)


def available(state: State) -> tuple[int, ...]:
    """Return the available tableau positions: present, with every cover gone."""
    tableau = state.tableau
    return tuple(
        index + 1
        for index, covers in _COVER_INDEXES
        if tableau[index] is not None and all(tableau[c] is None for c in covers)
    )


def rank_at(state: State, position: int) -> int | None:
    """Return the rank at a tableau position, or the waste's top for ``WASTE``.

    ``None`` means the place is empty.
    """
    if position == WASTE:
        return state.waste[-1] if state.waste else None
    if position not in _COVERS:
        raise ValueError(f"no position {position!r}; positions are WASTE (0) or 1..25")
    return state.tableau[position - 1]


def is_won(state: State) -> bool:
    """Return True when all 25 tableau cards are gone."""
    return state.tableau.count(None) == TABLEAU_SIZE


def legal_moves(state: State) -> list[Move]:
    """Return every legal move: pairs (each once), then Draw or Recycle.

    A won game has no legal moves.
    """
    if is_won(state):
        return []
    free = available(state)
    tableau = state.tableau
    moves: list[Move] = [
        Pair(a, b) for i, a in enumerate(free) for b in free[i + 1 :] if tableau[a - 1] == tableau[b - 1]
    ]
    if state.waste:
        top = state.waste[-1]
        moves.extend(Pair(p, WASTE) for p in free if tableau[p - 1] == top)
    if state.stock:
        moves.append(Draw())
    elif state.waste:
        moves.append(Recycle())
    return moves


def is_legal(state: State, move: object) -> bool:
    """Return True if ``move`` may be played in ``state``."""
    if is_won(state):
        return False
    if isinstance(move, Draw):
        return bool(state.stock)
    if isinstance(move, Recycle):
        return not state.stock and bool(state.waste)
    if not isinstance(move, Pair):
        return False
    positions = (move.first, move.second)
    if not all(is_count(p) for p in positions) or move.first == move.second:
        return False
    free = available(state)
    if not all(p == WASTE or p in free for p in positions):
        return False
    first, second = (rank_at(state, p) for p in positions)
    return first is not None and first == second


def apply(state: State, move: Move) -> State:
    """Return the state after ``move``; raise ``IllegalMove`` if it is not legal."""
    if not is_legal(state, move):
        raise IllegalMove(f"{move!r} is not a legal move here")
    moves = state.moves + 1
    if isinstance(move, Draw):
        return replace(state, stock=state.stock[:-1], waste=state.waste + state.stock[-1:], moves=moves)
    if isinstance(move, Recycle):
        return replace(state, stock=state.waste[::-1], waste=(), moves=moves)
    tableau = list(state.tableau)
    waste = state.waste
    for position in (move.first, move.second):
        if position == WASTE:
            waste = waste[:-1]
        else:
            tableau[position - 1] = None
    removed = sum(p != WASTE for p in (move.first, move.second))
    return replace(
        state, tableau=tuple(tableau), waste=waste, moves=moves, score=state.score + POINTS_PER_CARD * removed
    )


def is_stuck(state: State) -> bool:
    """Return True when not won and no available card has a match anywhere usable.

    A match is another available tableau card, or any stock or waste card (not only
    the waste's top) of the same rank.
    """
    if is_won(state):
        return False
    seen = set(state.stock)
    seen.update(state.waste)
    tableau = state.tableau
    for p in available(state):
        rank = tableau[p - 1]
        if rank in seen:
            return False
        if rank is not None:  # (an available position holds a card)
            seen.add(rank)
    return True


def random_playable_deal(source: Any = None) -> int:
    """A fresh deal number whose start is not stuck (for "New game").

    The rule stays exact: a stuck deal is still a deal, and a code the player types
    deals it. New random games only skip the numbers that would greet the player with
    "no more moves" before the first one (about one in ten: benchmarks/hh_new_deals.py).
    ``source`` as for :func:`deals.random_source`.
    """
    source = random_source(source)
    while True:
        number = random_number(source)
        if not is_stuck(new_game(number)):
            return number


def pairable(state: State) -> frozenset[int]:
    """Return the places that can be paired right now (available positions, WASTE).

    This is what the placement aid outlines.
    """
    pairs = (move for move in legal_moves(state) if isinstance(move, Pair))
    return frozenset(p for pair in pairs for p in (pair.first, pair.second))
