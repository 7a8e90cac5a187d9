"""Input storms: seeded random clicks, keys, resizes and menu actions at a real window.

The full run (10,000 events per game) is ``python -m benchmarks.input_storm``; see
docs/reliability.md for the events. Animations keep their default length; the Hearts beat
is shortened (the view's test-only constants) so that the CPU seats keep up. After every
event: no exception (pytest-qt's capture, which also sees exceptions in Qt virtuals and
slots), no plugin fault, no notice, the engine invariants (cards conserved, the state
accepted by the engine's own ``State.from_json``) and statistics that the game's reader
accepts.
"""

from __future__ import annotations

import random

import pytest

EVENTS = 600


@pytest.fixture(scope="module")
def input_storm():
    from benchmarks.drivers import input_storm

    return input_storm


@pytest.mark.parametrize(("game", "seed"), [("heart-to-heart", 11), ("hearts", 12)])
def test_storm(qtbot, input_storm, monkeypatch, game: str, seed: int) -> None:
    from qtcards_hearts import view as hearts_view

    for name, value in (
        ("BEAT_MS", input_storm.BEAT_MS),
        ("TRICK_PAUSE_MS", input_storm.TRICK_PAUSE_MS),
    ):
        monkeypatch.setattr(hearts_view, name, value)
    window = input_storm.open_window(game)
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    assert window.view.table.animation_ms > 0  # the default: events land while cards glide
    try:
        with qtbot.capture_exceptions() as exceptions:  # (over the window's own hook)
            storm = input_storm.Storm(window, random.Random(f"storm:{seed}:{game}"), errors=exceptions)
            storm.run(EVENTS)
    finally:
        window.close()
    assert sum(storm.counts.values()) == EVENTS
    # the storm reached the ends of games too, not only their middles
    assert set(storm.reached) & ({"won", "stuck"} if game == "heart-to-heart" else {"hand_over", "game_over"})
