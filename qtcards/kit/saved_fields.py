"""The fields of a saved table, read as they were written (pure Python, no Qt).

An engine's ``from_json`` reads its state's JSON through these: each takes the whole
object and a key, and gives the value only when it is what the engine writes, else a
``ValueError`` naming the key, so that the session sets the file aside and deals
afresh. Nothing is coerced: ``"7"``, ``7.0``, ``true`` and ``null`` are not numbers,
and a number outside its range (a deal past the last, a negative count, ``2**64``
moves) is refused, not clipped. The checks of a single number are :func:`is_count`
and :func:`check_count` (:mod:`qtcards.kit.counts`).
"""

from __future__ import annotations

from typing import Any, Collection, Mapping, TypeGuard

from qtcards.kit.counts import is_count

#: The largest count a saved table holds unless its game says otherwise (moves, passes,
#: a score): a billion moves is beyond any game played, so a larger number is damage.
COUNT_LIMIT = 999_999_999


def _is_whole(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def read_keys(data: Any, keys: Collection[str]) -> Mapping[str, Any]:
    """``data`` if it is a JSON object with exactly ``keys``; else ``ValueError`` naming
    the keys missing or not expected."""
    if not isinstance(data, dict):
        raise ValueError(f"a saved table is an object, not {type(data).__name__}")
    missing, extra = sorted(set(keys) - set(data)), sorted(set(data) - set(keys), key=repr)
    if missing or extra:
        raise ValueError(f"a saved table's keys: missing {missing}, not expected {extra}"[:200])
    return data


def read_count(data: Mapping[str, Any], key: str, low: int = 0, high: int = COUNT_LIMIT) -> int:
    """``data[key]`` if it is a whole number from ``low`` to ``high`` (a JSON integer, not
    ``true``, ``"5"`` or ``5.0``); else ``ValueError`` naming ``key``."""
    value: Any = data.get(key)
    if not _is_whole(value) or not low <= value <= high:
        raise ValueError(f"{key} must be a whole number from {low} to {high}, not {value!r:.40}")
    return value


def read_deal(data: Mapping[str, Any], last: int, first: int = 0, key: str = "deal") -> int | None:
    """The deal number ``data[key]``: ``None`` (a table not dealt by number) or a whole
    number from ``first`` to ``last``; else ``ValueError``."""
    return None if data.get(key, 0) is None else read_count(data, key, first, last)


def read_counts(data: Mapping[str, Any], key: str, length: int | None = None) -> tuple[int, ...]:
    """``data[key]`` as a tuple if it is a list of whole numbers >= 0 (cards, or a count
    for each pile), of ``length`` items when given; else ``ValueError``."""
    value = data.get(key)
    if not isinstance(value, list) or not all(map(is_count, value)):
        raise ValueError(f"{key} must be a list of whole numbers from 0, not {value!r:.40}")
    if length is not None and len(value) != length:
        raise ValueError(f"{key} must hold {length} numbers, not {len(value)}")
    return tuple(value)


def read_piles(data: Mapping[str, Any], key: str, number: int) -> tuple[tuple[int, ...], ...]:
    """``data[key]`` as a tuple of ``number`` piles, each a list of cards (whole numbers
    >= 0, bottom first); else ``ValueError``."""
    value = data.get(key)
    if not isinstance(value, list) or len(value) != number:
        raise ValueError(f"{key} must be a list of {number} piles, not {value!r:.40}")
    return tuple(read_counts({f"{key}[{index}]": pile}, f"{key}[{index}]") for index, pile in enumerate(value))
