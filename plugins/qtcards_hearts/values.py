"""Reading JSON values back: each check returns the value or raises ``ValueError``
naming what was wrong (the saved game's reader uses them)."""

from __future__ import annotations

from typing import Any

#: Seats at the table (the engine's SEATS).
SEATS = 4


def _list(value: Any, what: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        size = "a list" if length is None else f"a list of {length}"
        raise ValueError(f"{what} must be {size}, not {value!r}")
    return value


def _int(value: Any, what: str, low: int | None = None, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{what} must be an integer, not {value!r}")
    if (low is not None and value < low) or (high is not None and value > high):
        raise ValueError(f"{what} must be in [{low}, {high}], not {value}")
    return value


def _seat(value: Any, what: str) -> int:
    return _int(value, what, 0, SEATS - 1)


def _card(value: Any) -> int:
    return _int(value, "a card", 0, 51)


def _cards(value: Any, what: str, length: int | None = None) -> tuple[int, ...]:
    """Distinct cards; kept in the given order (hands and passes must come sorted)."""
    cards = tuple(_card(c) for c in _list(value, what, length))
    if len(set(cards)) != len(cards):
        raise ValueError(f"{what} repeats a card: {list(cards)}")
    return cards


def _counts(value: Any, what: str) -> tuple[int, ...]:
    return tuple(_int(v, what, 0) for v in _list(value, what, SEATS))
