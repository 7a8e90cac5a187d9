"""Files written by the version before the session load unchanged.

The JSON below is what that version wrote (Heart to Heart: saved game format 1,
statistics format 1; Golf: saved game format 1, statistics format 2; Hearts' format-1
files are in tests/reliability/test_reliability_stats.py). Each resumes the same
position with its undo history, its clock and its statistics, and counts the game in
progress once (the statistics' entry names it).
"""

from __future__ import annotations

import json
from importlib.metadata import PackageNotFoundError, distribution

import pytest

from qtcards.files import paths
from qtcards.kit import streaks
from qtcards.plugin_host.registry import GameRegistry
from qtcards.window.main_window import MainWindow


def write(game: str, name: str, version: int, data: dict) -> None:
    folder = paths.data_dir() / game
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.json").write_text(json.dumps({"format": version, "data": data}))


def open_game(qtbot, plugin, name: str, game: str) -> MainWindow:
    registry = GameRegistry()
    assert registry.add_plugin(plugin, name)
    window = MainWindow(registry, "en")
    qtbot.addWidget(window)
    assert window.open_game(game)
    return window


def test_heart_to_heart_files_of_format_1(qtbot) -> None:
    from qtcards_heart_to_heart import engine, plugin
    from qtcards_heart_to_heart.engine import Draw

    history = [engine.new_game(12)]
    for _ in range(3):
        history.append(engine.apply(history[-1], Draw()))
    write(
        "heart-to-heart",
        "game",
        1,
        {"history": [s.to_json() for s in history], "index": 2, "elapsed_ms": 61000, "counted": True, "id": 42},
    )
    write(
        "heart-to-heart",
        "statistics",
        1,
        {"played": 3, "won": 1, "best_ms": 100000, "fewest_moves": 80, "current": {"game": 42, "won": False}},
    )
    window = open_game(qtbot, plugin, "heart-to-heart", "heart-to-heart")
    view = window.view
    assert window.notices == []
    assert view.state == history[2] and view.session.history() == history
    assert view.undo_stack().index() == 2 and view.undo_stack().canRedo()
    assert view.session.clock.elapsed_ms() >= 61000
    assert view.session.stats == {"played": 3, "won": 1, "best_ms": 100000, "fewest_moves": 80}
    view.play(Draw())  # counted already (the entry names this game): not played again
    assert view.session.stats["played"] == 3
    window.close()


def test_golf_files_of_the_previous_formats(qtbot) -> None:
    try:
        distribution("qtcards-golf")
    except PackageNotFoundError:
        pytest.skip("the example plugin is not installed: pip install -e examples/qtcards-golf")
    import qtcards_golf
    from qtcards_golf import engine
    from qtcards_golf.engine import Draw

    history = [engine.new_game(13)]
    history.append(engine.apply(history[-1], Draw()))
    write(
        "golf",
        "game",
        1,
        {"history": [s.to_json() for s in history], "index": 1, "counted": True, "won_counted": False, "id": 7},
    )
    write("golf", "statistics", 2, {"played": 5, "won": 2, "best": 0, "current": {"game": 7, "won": False}})
    window = open_game(qtbot, qtcards_golf, "golf", "golf")
    view = window.view
    assert window.notices == []
    assert view.state == history[1] and view.session.history() == history
    # all deals' row now: the game in progress open in it, the streaks from here on
    every = {**streaks.from_counts(5, 2, True), "best": 0}
    assert view.session.stats == {"rows": {"": every}} and every["lost"] == 2
    view.play(Draw())
    assert view.session.stats["rows"][""]["played"] == 5
    window.close()
