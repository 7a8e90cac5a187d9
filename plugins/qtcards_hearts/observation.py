"""What a Hearts CPU seat may know: an ``Observation`` of public facts and its own hand.

An ``Observation`` holds the seat's own hand (in the pass phase the hand before the pass;
afterwards the seat cannot tell what it passed), the cards played this hand and who
played them, the current trick, the points taken this hand and the game totals (both
public), the hand number and pass direction, whether hearts are broken, the level, and
a tie-break key for really different choices: 64 bits drawn from a generator seeded
with the seed, hand number and seat (a string seed, which ``random`` hashes with
SHA-512), from which the deal cannot be rebuilt (``engine.deal`` needs the seed itself).
``obs.legal`` comes from ``engine.legal_cards``, the rule written once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from .engine import SEATS, State, legal_cards, pass_direction

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Observation:
    seat: int
    level: str
    tie_key: int
    hand_number: int
    pass_direction: str
    hand: tuple[int, ...]
    played: tuple[tuple[int, int], ...]
    leader: int | None
    trick: tuple[int, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]
    hearts_broken: bool

    @property
    def legal(self) -> tuple[int, ...]:
        return legal_cards(self.hand, self.trick, len(self.played) < SEATS, self.hearts_broken)


def observe(state: State, seat: int, level: str) -> Observation:
    """All that ``seat`` may know at ``level`` when it has a pass or a play to choose."""
    if level not in LEVELS:
        raise ValueError(f"level must be one of {LEVELS}, not {level!r}")
    if state.phase not in ("pass", "play"):
        raise ValueError(f"nothing to decide in phase {state.phase!r}")
    return Observation(
        seat=seat,
        level=level,
        tie_key=tie_key(state.seed, state.hand_number, seat),
        hand_number=state.hand_number,
        pass_direction=pass_direction(state.hand_number),
        hand=state.hands[seat],
        played=state.played,
        leader=state.leader,
        trick=state.trick,
        points=state.points,
        scores=state.scores,
        hearts_broken=state.hearts_broken,
    )


@lru_cache(maxsize=16)
def tie_key(seed: int, hand_number: int, seat: int) -> int:
    """The seat's tie-break key for a hand: drawn one way from the seed, not the seed.
    (No hashlib: it would load OpenSSL at start-up.)"""
    return random.Random(f"qtcards-hearts-cpu:{seed}:{hand_number}:{seat}").getrandbits(64)
