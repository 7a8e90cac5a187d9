"""Whole numbers read from a file: the checks an engine's ``from_json`` and a game's
statistics make of a saved count (pure Python, no Qt). JSON's ``true`` reads as a Python
``bool``, which is an ``int``: neither check takes it."""

from __future__ import annotations

from typing import Any, TypeGuard


def is_count(value: Any) -> TypeGuard[int]:
    """Whether ``value`` is a whole number >= 0 (and not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def check_count(value: Any, what: str) -> int:
    """``value`` if it is a count; else ``ValueError`` naming ``what``."""
    if not is_count(value):
        raise ValueError(f"{what} must be a whole number of at least 0, not {value!r}")
    return value
