"""Hand-made Spider positions for the tests (a module of its own: every example has a conftest)."""

from __future__ import annotations

from qtcards_spider.engine import RULES, State, deck

from qtcards.kit import TABLEAU, PileMove

#: The piles by kind, as the engine declares them.
COLUMNS = RULES.kinds[TABLEAU]


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


#: A winning line of deal 1 in one suit, found by a search: "D" deals a row; three characters
#: are a move: the column it leaves (0-9), how many cards (hex, 1-d), the column it goes to.
WIN_1 = (
    "014 512 510 425 531 418 822 248 415 419 924 D 018 310 410 715 911 D 014 512 523 712 D 126 016 413 711 "
    "817 138 846 D 833 853 018 390 719 921 D 022 520 511 520 915 059 015 012 730 711 967 132 133 612 6a0 770 "
    "710 711 340 911 917 719 287 216 782 327 533 625 610 370 315 923 612 614 2a5 335 163 377 311 311 911 143 "
    "429 934 447 117 341 150 611 611 133 337 115 231 210 542 250 213 215 052 518 260 063 372 420 432 822 138 "
    "851 157 798 8a1 1a8 8b0"
)


def win_1() -> list[PileMove | None]:
    """:data:`WIN_1` as moves (None: deal a row)."""
    return [
        None if step == "D" else PileMove(COLUMNS[0] + int(step[0]), int(step[1], 16), COLUMNS[0] + int(step[2]))
        for step in WIN_1.split()
    ]
