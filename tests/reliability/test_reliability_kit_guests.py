"""A plugin's values that break the kit's own code: the plugin is blamed at once, nothing is lost.

A game written on the kit's :class:`~qtcards.kit.view.Session` gives it a state holding a set
(JSON cannot hold it), a step that returns None or a string, an ``ending()`` that returns
a string (after a move, and after Undo and Redo from the Edit menu), or a state whose
saved game would be over the size limit. The kit's code raises where the traceback
holds no frame of the plugin's (the undo stack's slot, called by Qt), so the fault must
name the plugin itself: the plugin is disabled with the usual fault box at once (not at
Quit), the last good save is kept, the statistics count the game once, and the next
start resumes at the last good move.
"""

from __future__ import annotations

import json
import types
from typing import Callable

import pytest

from qtcards.files import paths
from qtcards.files.checked import SIZE_LIMIT
from qtcards.plugin_host.registry import GameRegistry
from qtcards.window.main_window import MainWindow
from tests.support.guests import module_from_source, registry_of, shown_windows

COUNTER_SOURCE = """
from PySide6.QtGui import QAction

from qtcards.kit import API_VERSION, Game, GameView, hookimpl
from qtcards.kit.view import Ending, Session, Tally

FAULT = {"what": None}
HUGE = 0
UNDO = 100


class Counter:
    def __init__(self, n, payload=None):
        self.n, self.payload = n, payload

    def to_json(self):
        return {"n": self.n, "payload": self.payload}

    @staticmethod
    def from_json(data):
        if not isinstance(data["n"], int):
            raise ValueError("n")
        return Counter(data["n"], data["payload"])


def step(state):
    what = FAULT["what"]
    if what == "step-none":
        return None
    if what == "step-text":
        return "the next state"
    if what == "state-set":
        return Counter(state.n + 1, {1, 2})
    if what == "state-huge":
        return Counter(state.n + 1, "x" * HUGE)
    return Counter(state.n + 1)


class CounterView(GameView):
    def __init__(self, context):
        super().__init__(context)
        self.state = None
        self.move_action = QAction("Move", self)
        self.move_action.triggered.connect(self.move)
        self.session = Session(self, Counter.from_json, Tally(), names="CounterView", undo_limit=UNDO)
        if not self.session.resume():
            self.new_game()

    def move(self):
        if FAULT["what"] == "storage-escape":  # a file of another game's, through its own folder
            self.context.storage.save("../heart-to-heart/game", 1, {"mine": True})
        self.session.run(step, "Move")

    def show_state(self, state, animate=True):
        self.state = state

    def ending(self, state):
        if FAULT["what"] == "ending-text":
            return "won"
        # (getattr: the kit, not this plugin's code, is what trips over a bad state)
        return Ending("won", "Won", "Counted to ten.") if getattr(state, "n", 0) >= 10 else None

    def new_game(self):
        self.session.start(Counter(0))

    def restart(self):
        self.new_game()

    def undo_stack(self):
        return self.session.stack

    def game_actions(self):
        return [self.move_action]


@hookimpl
def qtcards_register_games(register):
    register(Game(id="counter", api_version=API_VERSION, title="Counter", context="Counter",
                  create_view=CounterView, has_undo=True))
"""


def counter_plugin() -> types.ModuleType:
    """The counting game as a module of its own (its frames carry its module name)."""
    module = module_from_source("qtcards_test_counter", COUNTER_SOURCE)
    module.HUGE = SIZE_LIMIT + 1
    return module


def registry(counter: types.ModuleType) -> GameRegistry:
    from qtcards_heart_to_heart import plugin as hh_plugin

    return registry_of((hh_plugin, "heart-to-heart"), (counter, "counter"))


def saved(name: str) -> dict:
    return json.loads((paths.data_dir() / "counter" / f"{name}.json").read_bytes())["data"]


def saved_count() -> int:
    game = saved("game")
    return game["history"][game["index"]]["n"]


@pytest.fixture
def make_window(qtbot):
    yield from shown_windows(qtbot)


def undo(window: MainWindow) -> None:
    window.undo_action.trigger()


def redo(window: MainWindow) -> None:
    window.redo_action.trigger()


def move(window: MainWindow) -> None:
    window.view.move_action.trigger()


CASES = {
    "state-set": "JSON cannot hold",
    "step-none": "a step returned NoneType, not a state",
    "step-text": "a step returned str, not a state",
    "ending-text": "ending() returned str",
    "state-huge": "game.json would hold",
    "storage-escape": "a file name is 1 to 64 letters, digits, - and _",
}


def play_to_the_fault(qtbot, window: MainWindow, counter: types.ModuleType, what: str) -> None:
    assert window.open_game("counter")
    for _ in range(3):
        move(window)
    assert saved_count() == 3 and saved("statistics")["played"] == 1
    before = (paths.data_dir() / "counter" / "game.json").read_bytes()
    counter.FAULT["what"] = what
    move(window)
    qtbot.waitUntil(lambda: window.view is None)  # at once, not at Quit
    assert [(f.plugin, f.kind) for f in window.registry.faults] == [("counter", "runtime")]
    assert window.fault_box.detailedText().startswith("• counter (runtime)")
    assert "counter" not in window.registry.games and window.isVisible()
    counter.FAULT["what"] = None
    window.fault_box.close()
    window.close()
    assert (paths.data_dir() / "counter" / "game.json").read_bytes() == before  # the last good save
    assert saved("statistics")["played"] == 1


@pytest.mark.qt_no_exception_capture
@pytest.mark.parametrize("what", sorted(CASES))
def test_a_bad_value_from_a_kit_game_blames_its_plugin_and_loses_nothing(qtbot, make_window, what: str) -> None:
    counter = counter_plugin()
    window = make_window(registry(counter))
    play_to_the_fault(qtbot, window, counter, what)
    words = CASES[what]
    assert words in window.registry.faults[0].detail, window.registry.faults[0].detail
    assert not (paths.data_dir() / "heart-to-heart" / "game.json").exists()  # no other game's file written
    again = make_window(registry(counter))  # the next start: at the last good move
    assert again.open_game("counter") and again.view.state.n == 3 and again.notices == []
    move(again)
    assert saved_count() == 4 and saved("statistics")["played"] == 1  # not counted twice


@pytest.mark.qt_no_exception_capture
@pytest.mark.parametrize("act", [undo, redo], ids=["undo", "redo"])
def test_a_bad_ending_during_undo_or_redo_blames_the_plugin(qtbot, make_window, act: Callable) -> None:
    counter = counter_plugin()
    window = make_window(registry(counter))
    assert window.open_game("counter")
    for _ in range(3):
        move(window)
    if act is redo:
        undo(window)
    assert saved_count() == (3 if act is undo else 2)
    before = (paths.data_dir() / "counter" / "game.json").read_bytes()
    counter.FAULT["what"] = "ending-text"
    act(window)
    qtbot.waitUntil(lambda: window.view is None)
    assert [(f.plugin, f.kind) for f in window.registry.faults] == [("counter", "runtime")]
    assert "ending() returned str" in window.registry.faults[0].detail
    counter.FAULT["what"] = None
    window.fault_box.close()
    window.close()
    assert (paths.data_dir() / "counter" / "game.json").read_bytes() == before
    again = make_window(registry(counter))
    assert again.open_game("counter") and again.view.state.n == (3 if act is undo else 2)


@pytest.mark.parametrize("limit", [2**40, 10_001, -1, "100", True])
def test_an_undo_limit_the_kit_cannot_keep_blames_the_plugin_and_ends_its_game_cleanly(
    qtbot, make_window, limit: object
) -> None:
    """The issue: an undo history refused as too large left an error naming no plugin
    ("QUndoStack already deleted", in the host's code)."""
    counter = counter_plugin()
    counter.UNDO = limit
    window = make_window(registry(counter))
    assert not window.open_game("counter")
    assert [(f.plugin, f.kind) for f in window.registry.faults] == [("counter", "runtime")]
    assert "undo_limit" in window.registry.faults[0].detail, window.registry.faults[0].detail
    assert window.view is None and window.isVisible() and "counter" not in window.registry.games
    window.fault_box.close()
    assert window.open_game("heart-to-heart")  # the other games play on
    window.close()  # (pytest-qt fails the test on any error raised in Qt's calls meanwhile)
