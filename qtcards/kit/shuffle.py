"""Reproducible deals: the same number shuffles the same deck on every machine, forever.

Pure Python (an engine may import it; it never loads Qt). Python's ``random`` may change
between versions; a deal number must not change its meaning, so the stream is the fully
specified SplitMix64 (Steele, Lea and Flood) and the shuffle a Fisher-Yates from the top:

1. the stream: for each output, add 0x9E3779B97F4A7C15 to the 64-bit state, then
   z = state, z = (z ^ z >> 30) * 0xBF58476D1CE4E5B9, z = (z ^ z >> 27) *
   0x94D049BB133111EB (both mod 2**64), output z ^ z >> 31;
2. for i = n - 1 down to 1, pick j in 0..i and swap items i and j: by rejection
   sampling (no bias), or ``modulo=True``, the next output mod (i + 1) (a bias of less
   than 2**-58, kept by games whose published deals were made that way).
"""

from __future__ import annotations

from typing import Iterator, Sequence, TypeVar

Item = TypeVar("Item")
MASK64 = (1 << 64) - 1


def splitmix64(seed: int) -> Iterator[int]:
    """The endless stream of 64-bit outputs from ``seed`` (taken mod 2**64)."""
    state = seed & MASK64
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        yield z ^ (z >> 31)


def _below(stream: Iterator[int], n: int) -> int:
    """A uniform integer 0..n-1 from ``stream`` (rejection sampling)."""
    limit = (1 << 64) - (1 << 64) % n
    while (value := next(stream)) >= limit:
        pass
    return value % n


def shuffled(items: Sequence[Item], seed: int, modulo: bool = False) -> list[Item]:
    """``items`` in the order deal ``seed`` puts them (see the module's steps)."""
    deck = list(items)
    stream = splitmix64(seed)
    for i in range(len(deck) - 1, 0, -1):
        j = next(stream) % (i + 1) if modulo else _below(stream, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck
