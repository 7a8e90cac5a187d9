"""Long play, short: twenty games in one window; no card item, scene, view or timer is left.

The full run (200 games, memory growth under 10 MB) is ``python -m benchmarks.long_play``;
see docs/reliability.md. Games alternate between Heart to Heart and Hearts, so each game
also closes one view and opens the other. After closing each game nothing of it may be
alive (card items, scenes, views, timers); right after each new deal the table holds
exactly what a new deal needs. The first game keeps its animations (the benchmark
animates two games in ten, Hearts too). Memory is checked only loosely here.
"""

from __future__ import annotations

import pytest


@pytest.mark.posix("resource")  # (memory read from /proc, as the benchmark reads it)
@pytest.mark.proc
def test_twenty_games_leave_nothing_behind(qtbot) -> None:
    from benchmarks.drivers import long_play, table_players

    window = table_players.built_in_window()
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    try:
        report = long_play.run(
            window,
            games=20,
            seed=5,
            warmup=6,
            hh_steps=60,
            hearts_hands=1,
            animate=lambda number: number == 0,
            say=lambda text: None,
        )
    finally:
        window.close()
    assert report.games == 20
    assert report.leaks == [], "\n".join(report.leaks)
    assert all(after["card items"] == after["views"] == after["timers"] == 0 for after in report.after)
    assert {count["card items"] for counts in report.fresh.values() for count in counts} == {52}
    # loose here (reported in the message); the benchmark holds 200 games to 10 MB
    assert report.growth_mb < 25, f"resident memory {report.rss_warm:.1f} -> {report.rss_end:.1f} MB"
