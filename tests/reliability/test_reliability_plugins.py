"""A game plugin that raises while it is played: on a click, in a timer, in a resize.

Next to the two built-in games, a bad plugin's view raises an exception from a card's
click handler, from a ``QTimer`` callback, or from its ``resizeEvent`` (a Qt virtual),
and errors of Python's own C code (``1 / 0``, ``len(None)``) from its ``act`` on a click
or a key and from its ``resizeEvent``: under PySide 6.11 those ended the process (see
:mod:`qtcards.qt.overrides`).
The window's exception hook (pytest-qt's capture is off here) must attribute it to the
plugin: a "runtime" fault, a dialog saying so, the plugin disabled and its game gone
from the menu, the app still running; and the player's other games untouched: their
saved files unchanged byte for byte, and both still open and resume where they were.
(Faults while loading or registering a plugin are tested in tests/host/test_plugins.py.)
"""

from __future__ import annotations

import json
import types

import pytest
from PySide6.QtCore import Qt, QTimer

from qtcards.files import paths
from qtcards.plugin_host.registry import GameRegistry
from tests.support.guests import module_from_source, registry_of, shown_windows

BAD_SOURCE = """
from PySide6.QtCore import QSizeF, QTimer

from qtcards.kit import hookimpl
from qtcards.kit.game import API_VERSION, Game, GameView
from qtcards.kit.view import HEARTS, Face, Spot, Table

FAULT = {"when": None}


class BadView(GameView):
    def __init__(self, context):
        super().__init__(context)
        self.table = Table(QSizeF(5, 3))
        self.show_table(self.table)
        self.card = self.table.add_card(Face(1, HEARTS), key=1)
        self.card.place(2.5, 1.5)
        self.card.clicked.connect(self.tapped)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.ticked)

    def spots(self):
        return [Spot(self.card, "the card")]

    def act(self, item):
        if FAULT["when"] in ("act", "key"):
            self.ranks = {"bad": 1 / 0}

    def tapped(self, card):
        if FAULT["when"] == "click":
            raise RuntimeError("the bad game fell over on a click")
        if FAULT["when"] == "timer":
            self.timer.start(0)

    def ticked(self):
        raise RuntimeError("the bad game fell over in a timer")

    def resizeEvent(self, event):
        super().resizeEvent(event)
        if FAULT["when"] == "resize":
            raise RuntimeError("the bad game fell over in a resize")
        if FAULT["when"] == "resize, len(None)":
            len(None)

    def new_game(self):
        pass

    def restart(self):
        pass


@hookimpl
def qtcards_register_games(register):
    register(Game(id="bad-game", api_version=API_VERSION, title="Bad game", context="BadGame", create_view=BadView))
"""


def bad_plugin() -> types.ModuleType:
    """The bad plugin as a module of its own (its frames carry its module name)."""
    return module_from_source("qtcards_test_bad_game", BAD_SOURCE)


def registry(bad: types.ModuleType) -> GameRegistry:
    from qtcards_heart_to_heart import plugin as hh_plugin
    from qtcards_hearts import plugin as hearts_plugin

    return registry_of((hh_plugin, "heart-to-heart"), (hearts_plugin, "hearts"), (bad, "bad"))


def saved_files() -> dict[str, bytes]:
    return {str(p.relative_to(paths.data_dir())): p.read_bytes() for p in sorted(paths.data_dir().rglob("*.json"))}


@pytest.fixture
def window_factory(qtbot):
    yield from shown_windows(qtbot, (900, 700))


@pytest.mark.qt_no_exception_capture
@pytest.mark.parametrize(
    ("when", "words"),
    [
        ("click", "fell over"),
        ("timer", "fell over"),
        ("resize", "fell over"),
        ("act", "division by zero"),
        ("key", "division by zero"),
        ("resize, len(None)", "has no len()"),
    ],
)
def test_a_plugin_that_raises_is_disabled_and_the_other_games_are_untouched(
    qtbot, window_factory, when: str, words: str
) -> None:
    bad = bad_plugin()
    # the player's other games, played a little and saved
    window = window_factory(registry(bad))
    assert window.open_game("heart-to-heart")
    window.view.table.animation_ms = 0
    window.view.start_deal(12)  # not a deal stuck from the start (one in ten is): it takes draws
    window.view.draw_action.trigger()
    window.view.draw_action.trigger()
    hh_state = window.view.state.to_json()
    assert window.open_game("hearts")
    hearts_state = window.view.state.to_json()
    window.close()
    before = saved_files()
    assert sorted(before) == [
        "heart-to-heart/game.json",
        "heart-to-heart/statistics.json",
        "hearts/game.json",
        "hearts/statistics.json",
    ]

    games = registry(bad)
    window = window_factory(games)
    assert window.open_game("bad-game")
    view = window.view
    qtbot.waitUntil(lambda: view.table.viewport().width() > 100)
    bad.FAULT["when"] = when
    point = view.table.mapFromScene(view.card.sceneBoundingRect().center())
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_Right)  # the keyboard onto the card
    player = {  # each from the event loop, as the window system sends it (no test code above it)
        "resize": lambda: window.resize(700, 560),
        "key": lambda: qtbot.keyClick(view.table, Qt.Key.Key_Return),
    }
    click = lambda: qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=point)  # noqa: E731
    QTimer.singleShot(0, player.get(when.split(",")[0], click))

    qtbot.waitUntil(lambda: bool(games.faults))
    assert [(f.plugin, f.kind) for f in games.faults] == [("bad", "runtime")]
    assert words in games.faults[0].detail
    assert window.fault_box.isVisible() and window.fault_box.detailedText().startswith("• bad (runtime)")
    assert window.view is None and "bad-game" not in games.games
    assert sorted(action.data() for action in window.games_group.actions()) == ["heart-to-heart", "hearts"]
    assert window.isVisible()
    window.fault_box.close()

    # the other games: their files unchanged byte for byte, and they resume where they were
    assert saved_files() == before
    assert window.open_game("heart-to-heart")
    assert window.view.state.to_json() == hh_state
    assert window.open_game("hearts")
    assert window.view.state.to_json() == hearts_state
    stats = json.loads(before["hearts/statistics.json"])["data"]
    assert window.view.session.stats["normal"]["played"] == stats["normal"]["played"] == 1
    assert len(games.faults) == 1
