"""Engine fuzzing: random games of both rules engines, every invariant checked at every step.

The walkers and checks live in benchmarks/drivers/engine_fuzz.py (see its docstring for the list
of invariants). Here they run as Hypothesis properties: under the "ci" profile (100
examples each, derandomized) in the test suite, under the "long" profile (100,000 each)
with ``python -m benchmarks.engine_fuzz --hypothesis``.
"""

from __future__ import annotations

import random

from hypothesis import given, strategies as st

from benchmarks.drivers import engine_fuzz as fuzz


@given(data=st.data())
def test_heart_to_heart_random_games(data) -> None:
    """Every choice (deal, probe pairs, moves) is Hypothesis's, so failures shrink."""
    fuzz.play_hh(lambda options, label: data.draw(st.sampled_from(options), label=label))


@given(seed=st.integers(0, 2**64 - 1))
def test_hearts_random_games(seed: int) -> None:
    """A whole game to its end: too many choices for Hypothesis to draw one by one, so it
    draws the seed of the game's random choices (a failure reports the seed)."""
    fuzz.play_hearts(fuzz.random_chooser(random.Random(seed)))


def test_the_checks_catch_a_broken_rule(monkeypatch) -> None:
    """Not vacuous: with a rule broken in the engine, the same walk fails."""
    import pytest

    hearts = fuzz.hearts
    real = hearts.legal_cards

    def hearts_may_lead(hand, trick, first_trick, broken):  # hearts led before they broke
        return real(hand, trick, first_trick, True)

    monkeypatch.setattr(hearts, "legal_cards", hearts_may_lead)
    with pytest.raises(AssertionError):
        for seed in range(20):
            fuzz.play_hearts(fuzz.random_chooser(random.Random(seed)))
    monkeypatch.undo()

    hh = fuzz.hh
    monkeypatch.setattr(hh, "is_stuck", lambda state: False)  # never stuck
    with pytest.raises(AssertionError):
        for seed in range(20):
            fuzz.play_hh(fuzz.random_chooser(random.Random(seed)))
