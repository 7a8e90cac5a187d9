"""Hand-made Spider positions for the tests (a module of its own: every example has a conftest)."""

from __future__ import annotations

from qtcards_spider.engine import State, deck


def position(columns: list[tuple[int, ...]], homes: int = 0) -> State:
    """A four-suit position with these columns (all face up) first, ``homes`` whole runs
    home, and the rest of the deck two cards on each other column, then in the stock."""
    runs = [tuple(reversed([copy * 52 + suit * 13 + r for r in range(13)])) for copy in (0, 1) for suit in range(4)]
    placed = {c for column in columns for c in column}
    home = [run for run in runs if not placed & set(run)][:homes]
    rest = [c for c in deck(4) if c not in placed | {c for run in home for c in run}]
    fill = [tuple(rest[i * 2 : i * 2 + 2]) for i in range(10 - len(columns))]
    stock = tuple(rest[len(fill) * 2 :])
    return State((*columns, *fill), (0,) * 10, (*home, *((),) * (8 - homes)), stock, 4)
