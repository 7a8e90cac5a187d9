"""Statistics count each game once: the findings of the reliability runs, pinned down.

Each test replays one way the crash, storm or file runs made the statistics count twice,
lose a count, or become a file the app sets aside, and checks the fix:

- a crash between the statistics write and the game write (the statistics are written
  first; their ``"current"`` entry says what is already counted of the game in progress);
- Undo and Redo of the winning move of Heart to Heart;
- Hearts' play time banked at every start (the Statistics menu item asks for it);
- statistics reset in the middle of a game that then ends;
- a game option changed after its game was closed (the view listened with a lambda).
"""

from __future__ import annotations

import dataclasses
import json
import random

import pytest
from PySide6.QtTest import QTest

from benchmarks.drivers import table_players as players
from qtcards.files import paths
from qtcards.files.storage import Storage
from qtcards.window.main_window import MainWindow


@pytest.fixture
def open_window(qtbot, monkeypatch):
    """Shown main windows with both games (Hearts at a fast beat)."""
    from qtcards_heart_to_heart import plugin as hh_plugin
    from qtcards_hearts import plugin as hearts_plugin, view as hearts_view

    from qtcards.plugin_host.registry import GameRegistry

    monkeypatch.setattr(hearts_view, "BEAT_MS", 1)
    monkeypatch.setattr(hearts_view, "TRICK_PAUSE_MS", 1)

    def make(game: str) -> MainWindow:
        registry = GameRegistry()
        registry.add_plugin(hh_plugin, "heart-to-heart")
        registry.add_plugin(hearts_plugin, "hearts")
        window = MainWindow(registry, "en")
        qtbot.addWidget(window)
        window.show()
        assert window.open_game(game)
        window.view.table.animation_ms = 0
        return window

    return make


def crash(window: MainWindow) -> None:
    """Leave the window as a kill would: nothing more is saved."""
    window.close_game(save=False)
    window.close()


def stats_file(game: str) -> dict:
    return json.loads((paths.data_dir() / game / "statistics.json").read_text())["data"]


def game_file(game: str) -> bytes:
    return (paths.data_dir() / game / "game.json").read_bytes()


def write_game_file(game: str, data: bytes) -> None:
    (paths.data_dir() / game / "game.json").write_bytes(data)


# ----- Heart to Heart -------------------------------------------------------------------


def test_hh_first_move_lost_in_a_crash_is_not_counted_again(open_window) -> None:
    window = open_window("heart-to-heart")
    window.view.start_deal(12)  # a random deal is stuck from the start one time in ten
    before_move = game_file("heart-to-heart")  # the new deal, not counted yet
    players.HeartToHeartPlayer(window, random.Random(1)).click_stock()
    assert stats_file("heart-to-heart")["played"] == 1
    crash(window)
    write_game_file("heart-to-heart", before_move)  # killed between the two writes
    window = open_window("heart-to-heart")
    assert window.view.state.moves == 0 and not window.notices
    players.HeartToHeartPlayer(window, random.Random(1)).click_stock()
    assert stats_file("heart-to-heart")["played"] == 1


def win(window: MainWindow) -> None:
    view = window.view
    view.start_deal(12)
    for move in players.hh_solver.solve(view.state):
        view.play(move)


def test_hh_a_won_deal_takes_no_undo_and_counts_one_win(open_window) -> None:
    window = open_window("heart-to-heart")
    win(window)
    assert window.view.session.stats["won"] == 1
    assert not window.undo_action.isEnabled()  # a finished game takes no Undo (issue 25)
    won = window.view.state
    for _ in range(3):
        window.undo_action.trigger()
        window.redo_action.trigger()
    assert window.view.state is won
    window.view.new_game()
    assert window.view.session.stats["won"] == 1 and stats_file("heart-to-heart")["won"] == 1


def test_hh_win_lost_in_a_crash_is_counted_once(open_window) -> None:
    window = open_window("heart-to-heart")
    view = window.view
    view.start_deal(12)
    line = players.hh_solver.solve(view.state)
    for move in line[:-1]:
        view.play(move)
    before_win = game_file("heart-to-heart")
    view.play(line[-1])
    assert stats_file("heart-to-heart")["won"] == 1
    crash(window)
    write_game_file("heart-to-heart", before_win)  # killed before the saved game was removed
    window = open_window("heart-to-heart")
    window.view.play(line[-1])
    assert stats_file("heart-to-heart")["won"] == 1


def test_hh_statistics_reset_before_a_win_stay_readable(open_window) -> None:
    window = open_window("heart-to-heart")
    view = window.view
    view.start_deal(12)
    line = players.hh_solver.solve(view.state)
    for move in line[:5]:
        view.play(move)
    view.reset_statistics()
    for move in line[5:]:
        view.play(move)
    assert (view.session.stats["played"], view.session.stats["won"]) == (1, 1)
    crash(window)
    window = open_window("heart-to-heart")
    assert not window.notices  # the file was not set aside


def test_hh_option_changed_after_the_game_closed(open_window) -> None:
    window = open_window("heart-to-heart")
    assert window.open_game("hearts")  # the Heart to Heart view is deleted
    QTest.qWait(1)
    window.option_values["heart-to-heart"].set("placement_aid", False)
    window.option_values["heart-to-heart"].set("placement_aid", True)
    assert not window.registry.faults


def test_redo_has_ctrl_shift_z_and_ctrl_y(open_window) -> None:
    window = open_window("heart-to-heart")
    keys = {key.toString() for key in window.redo_action.shortcuts()}
    assert {"Ctrl+Shift+Z", "Ctrl+Y"} <= keys


# ----- Hearts ------------------------------------------------------------------------------


def near_end(seed: int, level: str = "easy", elapsed_ms: int = 1000) -> None:
    """A saved Hearts game one trick before the end, every seat at 99 (any point ends it)."""
    from qtcards_hearts import engine
    from qtcards_hearts.records import HeartsTally

    # Files as the version before the session wrote them (format 1): they load unchanged.
    SAVE_NAME, SAVE_FORMAT, STATS_NAME, STATS_FORMAT = "game", 1, "statistics", 1
    empty_stats = HeartsTally().empty

    hands = engine.deal(seed, 3)
    state = dataclasses.replace(
        engine.new_game(seed),
        hand_number=3,
        phase="play",
        hands=hands,
        scores=(99, 99, 99, 99),
        leader=next(seat for seat in range(4) if engine.TWO_OF_CLUBS in hands[seat]),
    )
    rng = random.Random(seed)
    while len(state.played) < 48:
        state = engine.play(state, rng.choice(engine.legal_plays(state)))
    storage = Storage(paths.data_dir() / "hearts", lambda text: None)
    storage.save(
        SAVE_NAME,
        SAVE_FORMAT,
        {"state": state.to_json(), "level": level, "picks": [], "elapsed_ms": elapsed_ms, "banked_ms": 1000, "id": 77},
    )
    stats = empty_stats()
    stats[level]["played"] = 1
    stats[level]["time_ms"] = 1000
    storage.save(
        STATS_NAME,
        STATS_FORMAT,
        {**stats, "current": {"game": 77, "played": True, "finished": False, "banked_ms": 1000}},
    )


def play_to_the_end(qtbot, window: MainWindow) -> None:
    player = players.HeartsPlayer(window, random.Random(3), abandon=0, menus=False)
    view = window.view
    while view.state.phase != "game_over":
        if player.step() == "wait":
            qtbot.waitUntil(lambda: view.your_turn() or view.state.phase == "game_over", timeout=5000)


def results(level: str = "easy") -> int:
    row = stats_file("hearts")[level]
    return row["wins"] + row["losses"] + row["draws"]


def test_hearts_result_lost_in_a_crash_is_counted_once(qtbot, open_window, monkeypatch) -> None:
    near_end(21)
    written: list[bytes] = []
    real_save = Storage.save

    def save(self, name, version, data):
        result = real_save(self, name, version, data)
        if self.folder.name == "hearts" and name == "game":
            written.append(self.path(name).read_bytes())
        return result

    monkeypatch.setattr(Storage, "save", save)
    window = open_window("hearts")
    play_to_the_end(qtbot, window)
    assert results() == 1 and stats_file("hearts")["easy"]["played"] == 1
    crash(window)
    write_game_file("hearts", written[-2])  # killed after the statistics, before the game
    window = open_window("hearts")
    assert window.view.state.phase == "play" and not window.notices
    play_to_the_end(qtbot, window)
    assert results() == 1 and stats_file("hearts")["easy"]["played"] == 1


def test_hearts_play_time_is_banked_once_across_restarts(open_window) -> None:
    near_end(22, elapsed_ms=5000)  # 4 s of play not banked yet
    for _ in range(3):  # each start asks for the statistics (the menu item): time is banked
        window = open_window("hearts")
        window.view.statistics()
        crash(window)  # and the game file keeps its old banked time
    window = open_window("hearts")
    view = window.view
    view.statistics()
    time_ms = stats_file("hearts")["easy"]["time_ms"]
    assert 5000 <= time_ms <= view.session.clock.elapsed_ms()  # banked once, and not lost


def test_hearts_statistics_reset_before_the_end_stay_readable(qtbot, open_window) -> None:
    near_end(23, level="hard")
    window = open_window("hearts")
    window.view.reset_statistics()
    play_to_the_end(qtbot, window)
    row = stats_file("hearts")["hard"]
    assert row["played"] == 1 and row["wins"] + row["losses"] + row["draws"] == 1
    crash(window)
    window = open_window("hearts")
    assert not window.notices  # the file was not set aside
