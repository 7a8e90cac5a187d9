"""The kit's reproducible shuffle: SplitMix64 exactly, and deals that never change meaning
(Golf's and Heart to Heart's pinned deals are checked in their own tests)."""

from __future__ import annotations

from hypothesis import given, strategies as st

from qtcards.kit import shuffled
from qtcards.kit.tools import splitmix64


def test_splitmix64_reference_values() -> None:
    """The generator is SplitMix64 exactly (the reference outputs for seed 1234567)."""
    stream = splitmix64(1234567)
    assert [next(stream) for _ in range(5)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]


@given(st.integers(0, 2**64 - 1), st.integers(1, 60), st.booleans())
def test_a_shuffle_keeps_every_item_and_repeats_itself(seed: int, size: int, modulo: bool) -> None:
    items = list(range(size))
    deck = shuffled(items, seed, modulo)
    assert sorted(deck) == items
    assert deck == shuffled(items, seed, modulo)
