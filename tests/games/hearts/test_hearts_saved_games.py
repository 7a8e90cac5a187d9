"""Hearts' files at the table: statistics after a finished and after an abandoned game,
quitting and resuming in the middle of the pass and of a trick, a damaged saved game set aside.

The table is driven through real clicks (``table_driver``); every test has its own
QTCARDS_HOME (conftest).
"""

from __future__ import annotations

import dataclasses
import json

import pytest
from PySide6.QtCore import Qt
from qtcards_hearts import engine, words
from qtcards_hearts.records import HeartsTally

from qtcards.files import paths
from qtcards.files.storage import Storage
from tests.games.hearts.table_driver import (
    SAVE_FORMAT,
    SAVE_NAME,
    SEED,
    STATS_FORMAT,
    STATS_NAME,
    WAIT,
    click_card,
    close_window,
    open_window,
    pass_by_ui,
    pick_policy,
    play_hand_by_ui,
    play_one_by_ui,
    shorten_beats,
)

empty_stats = HeartsTally().empty


@pytest.fixture(autouse=True)
def fast_beat(monkeypatch: pytest.MonkeyPatch) -> None:
    """Short beats (the test-only hook); every test has its own QTCARDS_HOME (conftest)."""
    shorten_beats(monkeypatch)


def near_end_state(seed: int) -> engine.State:
    """A no-pass hand (hand 4) with every seat at 99: whoever takes a point ends the game."""
    hands = engine.deal(seed, 3)
    start = engine.new_game(seed)
    state = dataclasses.replace(
        start,
        hand_number=3,
        phase="play",
        hands=hands,
        scores=(99, 99, 99, 99),
        leader=next(seat for seat in range(4) if engine.TWO_OF_CLUBS in hands[seat]),
    )
    return engine.State.from_json(state.to_json())


def test_statistics_after_a_finished_game(qtbot) -> None:
    storage = Storage(paths.data_dir() / "hearts", lambda text: None)
    state = near_end_state(SEED)
    storage.save(
        SAVE_NAME,
        SAVE_FORMAT,
        {
            "state": state.to_json(),
            "level": "easy",
            "picks": [],
            "elapsed_ms": 60000,
            "banked_ms": 0,
        },
    )
    stats = empty_stats()
    stats["easy"]["played"] = 1
    storage.save(STATS_NAME, STATS_FORMAT, stats)
    window, view = open_window(qtbot)
    assert view.state == state and view.level == "easy"
    assert view.board.message.text == ""  # no pass this hand (no notice for a resumed hand)
    play_hand_by_ui(qtbot, view)
    assert view.state.phase == "game_over"
    result = engine.result(view.state)
    assert view.sheet.box.text().startswith(words.result_text(view.state))
    easy = view.session.stats["easy"]
    key = {"win": "wins", "loss": "losses", "draw": "draws"}[result]
    assert easy["played"] == 1 and easy[key] == 1
    assert easy["wins"] + easy["losses"] + easy["draws"] == 1
    assert easy["time_ms"] >= 60000
    table = view.statistics()
    assert list(table.columns) == ["Played", "Wins", "Losses", "Draws", "Unfinished", "Win rate", "Total play time"]
    assert [row[0] for row in table.rows] == ["Easy", "Normal", "Hard"]
    easy_row = table.rows[0][1]
    assert easy_row[0] == "1" and easy_row[4] == "0" and easy_row[6].startswith("1:0")
    assert easy_row[5] == ("100%" if result == "win" else "0%")
    assert easy_row[1:4] == [str(easy[k]) for k in ("wins", "losses", "draws")]
    # the file agrees, and a reopened game-over table shows the result, not the box
    on_disk = json.loads(storage.path(STATS_NAME).read_text())["data"]
    assert on_disk["easy"][key] == 1
    close_window(window)
    window, view = open_window(qtbot)
    assert view.state.phase == "game_over" and view.sheet.box is None
    assert view.board.new_game_button.isVisible() and view.board.message.text == words.result_text(view.state)
    assert view.session.stats["easy"][key] == 1  # not counted twice
    qtbot.mouseClick(view.board.new_game_button, Qt.MouseButton.LeftButton)
    assert view.state.phase == "pass" and view.session.stats["normal"]["played"] == 1
    view.reset_statistics()
    assert view.session.stats == empty_stats()
    close_window(window)


def test_an_abandoned_game_is_played_not_lost(qtbot) -> None:
    window, view = open_window(qtbot)
    assert view.session.stats["normal"]["played"] == 1
    pass_by_ui(qtbot, view)
    qtbot.waitUntil(view.your_turn, timeout=WAIT)
    play_one_by_ui(qtbot, view)
    view.new_game()
    normal = view.session.stats["normal"]
    assert normal["played"] == 2
    assert (normal["wins"], normal["losses"], normal["draws"]) == (0, 0, 0)
    close_window(window)


def run_uninterrupted(qtbot) -> dict:
    window, view = open_window(qtbot)
    view.start_game(SEED)
    play_hand_by_ui(qtbot, view)
    final = view.state.to_json()
    close_window(window)
    return final


def test_quit_and_resume_plays_out_the_same(qtbot, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("QTCARDS_HOME", str(tmp_path / "uninterrupted"))
    expected = run_uninterrupted(qtbot)
    monkeypatch.setenv("QTCARDS_HOME", str(tmp_path / "interrupted"))

    # quit in the middle of the pass: the picks are kept
    window, view = open_window(qtbot)
    view.start_game(SEED)
    picks = pick_policy(view.state)
    for card in picks[:2]:
        click_card(qtbot, view, card)
    at_quit = view.state.to_json()
    close_window(window)
    window, view = open_window(qtbot)
    assert view.state.to_json() == at_quit
    assert view.picks == set(picks[:2])
    assert all(view.cards[card].lifted for card in picks[:2])
    assert view.board.confirm_button.isVisible() and not view.board.confirm_button.isEnabled()
    pass_by_ui(qtbot, view)

    # quit in the middle of a trick: right after your card, before the CPUs answer
    while True:
        qtbot.waitUntil(view.your_turn, timeout=WAIT)
        play_one_by_ui(qtbot, view)
        if len(view.state.played) > 8 and 0 < len(view.state.trick) < 4:
            break
    at_quit = view.state.to_json()
    on_table = list(view.state.trick)
    close_window(window)
    saved = json.loads(view.context.storage.path(SAVE_NAME).read_text())["data"]
    assert saved["history"] == [at_quit]
    window, view = open_window(qtbot)
    assert view.state.to_json() == at_quit
    assert all(view.cards[card].isVisible() and view.cards[card].face_up for card in on_table)
    play_hand_by_ui(qtbot, view)  # the CPU chain restarts by itself
    assert view.state.to_json() == expected
    close_window(window)


def test_a_damaged_saved_game_is_set_aside(qtbot) -> None:
    storage = Storage(paths.data_dir() / "hearts", lambda text: None)
    state = engine.new_game(SEED).to_json()
    state["hands"][0][0], state["hands"][1][0] = state["hands"][1][0], state["hands"][0][0]
    storage.save(
        SAVE_NAME, SAVE_FORMAT, {"state": state, "level": "normal", "picks": [], "elapsed_ms": 0, "banked_ms": 0}
    )
    window, view = open_window(qtbot)
    assert view.state.phase == "pass" and view.state.hand_number == 0
    assert any("could not be read" in notice for notice in window.notices)
    assert list(storage.folder.glob("game.json.damaged-*"))
    close_window(window)


def test_a_deal_is_saved_with_the_cpu_passes(qtbot, monkeypatch) -> None:
    """A kill right after a deal's first write resumes that very state: a new hand and the
    CPU seats' passes are one write (the resumed game once made the passes, a second state)."""
    window, view = open_window(qtbot)
    view.start_game(SEED)
    play_hand_by_ui(qtbot, view)
    written: list[dict] = []
    real_save = Storage.save

    def save(self, name, version, data):
        if name == SAVE_NAME:
            written.append(json.loads(json.dumps(data)))
        return real_save(self, name, version, data)

    monkeypatch.setattr(Storage, "save", save)
    next_hand = next(b for b in view.sheet.box.buttons() if b.text() == "Next hand")
    qtbot.mouseClick(next_hand, Qt.MouseButton.LeftButton)
    assert view.state.phase == "pass" and view.state.hand_number == 1
    first = written[0]["history"][written[0]["index"]]
    assert (first["phase"], first["hand_number"]) == ("pass", 1)
    assert all(first["passes"][seat] is not None for seat in (1, 2, 3))
    close_window(window)
