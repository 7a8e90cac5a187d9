"""The session counts each game once, for every game alike.

The outside review's scenario, on all three games: play to one move before the end,
damage ``statistics.json``, start again, finish the game. The damaged file is set aside
and the game that ends is counted in the fresh statistics as played once and won (or
finished) once: never ``{"played": 0, "won": 1}``, and the next start reads the file
without setting it aside again.
"""

from __future__ import annotations

import json
from importlib.metadata import PackageNotFoundError, distribution

import pytest

from qtcards.files import paths
from tests.reliability.test_reliability_stats import (
    near_end,
    open_window,  # noqa: F401 - a fixture
    play_to_the_end,
    stats_file,
)

WIN_13 = "0162D3D51D4DD032D3006D12D545DDDD6D65512DD0132D44634"  # Golf's deal 13, won


def damage(game: str) -> None:
    (paths.data_dir() / game / "statistics.json").write_text("{ not json")


def test_heart_to_heart_counts_a_win_after_its_statistics_were_damaged(open_window) -> None:  # noqa: F811
    from tools.hh_solver import solve

    window = open_window("heart-to-heart")
    view = window.view
    assert view.open_code("HH1-N-AAAAAAM")
    line = solve(view.state)
    for move in line[:-1]:
        view.play(move)
    window.close()
    damage("heart-to-heart")
    window = open_window("heart-to-heart")
    assert len(window.notices) == 1  # the damaged statistics were set aside, and said so
    window.view.play(line[-1])
    assert {k: stats_file("heart-to-heart")[k] for k in ("played", "won")} == {"played": 1, "won": 1}
    window.close()
    again = open_window("heart-to-heart")
    assert again.notices == [] and again.view.session.stats["won"] == 1


def test_hearts_counts_a_result_after_its_statistics_were_damaged(qtbot, open_window) -> None:  # noqa: F811
    near_end(11, level="easy")
    damage("hearts")
    window = open_window("hearts")
    assert len(window.notices) == 1
    play_to_the_end(qtbot, window)
    easy = stats_file("hearts")["easy"]
    assert easy["played"] == 1 and easy["wins"] + easy["losses"] + easy["draws"] == 1
    window.close()
    again = open_window("hearts")
    assert again.notices == [] and again.view.session.stats["easy"]["played"] == 1


def test_golf_counts_a_win_after_its_statistics_were_damaged(qtbot) -> None:
    try:
        distribution("qtcards-golf")
    except PackageNotFoundError:
        pytest.skip("the example plugin is not installed: pip install -e examples/qtcards-golf")
    import qtcards_golf
    from qtcards_golf import engine
    from qtcards_golf.engine import Draw, Play

    from qtcards.plugin_host.registry import GameRegistry
    from qtcards.window.main_window import MainWindow

    def open_golf() -> MainWindow:
        registry = GameRegistry()
        registry.add_plugin(qtcards_golf, "golf")
        window = MainWindow(registry, "en")
        qtbot.addWidget(window)
        assert window.open_game("golf")
        return window

    window = open_golf()
    window.view.start_deal(13)
    moves = [Draw() if step == "D" else Play(int(step)) for step in WIN_13]
    for move in moves[:-1]:
        window.view.play(move)
    window.close()
    damage("golf")
    window = open_golf()
    assert len(window.notices) == 1
    window.view.play(moves[-1])
    assert engine.is_won(window.view.state)
    saved = json.loads((paths.data_dir() / "golf" / "statistics.json").read_text())["data"]["rows"][""]
    assert (saved["played"], saved["won"], saved["lost"], saved["streak"]) == (1, 1, 0, 1)
    window.close()
    again = open_golf()
    assert again.notices == [] and again.view.session.stats["rows"][""]["won"] == 1
