"""Hearts' cards, seats and tricks: the facts the rules stand on (pure Python, no Qt).

:mod:`.engine` re-exports every name here; see its docstring for what they mean.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from .values import SEATS, _cards, _counts, _seat

CLUBS, DIAMONDS, SPADES, HEARTS = range(4)
TWO_OF_CLUBS = 0
QUEEN_OF_SPADES = SPADES * 13 + 10
PHASES = ("pass", "play", "hand_over", "game_over")
FORMAT = 1
GAME_END = 100
MOON = 26

_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
_SUITS = "CDSH"
_DIRECTIONS = ("left", "right", "across", "none")
_OFFSETS = {"left": 1, "right": 3, "across": 2}
_FIRST_HEART = HEARTS * 13


class IllegalMove(ValueError):
    """A pass or play the rules do not allow."""


def suit(card: int) -> int:
    return card // 13


def rank(card: int) -> int:
    return card % 13 + 2


def card_code(card: int) -> str:
    """Rank then suit letter: "2C", "10H", "QS"."""
    return _RANKS[card % 13] + _SUITS[card // 13]


def card_points(card: int) -> int:
    if card >= _FIRST_HEART:
        return 1
    return 13 if card == QUEEN_OF_SPADES else 0


def pass_direction(hand_number: int) -> str:
    return _DIRECTIONS[hand_number % 4]


def pass_target(seat: int, direction: str) -> int:
    """The seat that receives what ``seat`` passes in ``direction`` (not "none")."""
    return (seat + _OFFSETS[direction]) % SEATS


def deal(seed: int, hand_number: int) -> tuple[tuple[int, ...], ...]:
    """Shuffle from a string-seeded RNG, one card to each seat in turn."""
    deck = list(range(52))
    random.Random(f"qtcards-hearts:{seed}:{hand_number}").shuffle(deck)
    return tuple(tuple(sorted(deck[s::SEATS])) for s in range(SEATS))


class CompletedTrick(NamedTuple):
    leader: int
    cards: tuple[int, ...]
    winner: int


class HandSummary(NamedTuple):
    points: tuple[int, ...]  # points taken in tricks
    added: tuple[int, ...]  # points added to the totals (26 to the others on a moon)
    shooter: int | None  # seat that took all 26, if any


def trick_winner(leader: int, cards: tuple[int, ...]) -> int:
    """Seat whose card is the highest of the led suit."""
    led = cards[0] // 13
    best = max(c for c in cards if c // 13 == led)
    return (leader + cards.index(best)) % SEATS


def _decode_trick(value: Any) -> CompletedTrick | None:
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != set(CompletedTrick._fields):
        raise ValueError(f"last_trick must be null or an object with {CompletedTrick._fields}")
    return CompletedTrick(
        _seat(value["leader"], "last_trick leader"),
        _cards(value["cards"], "last_trick cards", SEATS),
        _seat(value["winner"], "last_trick winner"),
    )


def _decode_summary(value: Any) -> HandSummary | None:
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != set(HandSummary._fields):
        raise ValueError(f"last_hand must be null or an object with {HandSummary._fields}")
    shooter = value["shooter"]
    return HandSummary(
        _counts(value["points"], "last_hand points"),
        _counts(value["added"], "last_hand added"),
        None if shooter is None else _seat(shooter, "last_hand shooter"),
    )
