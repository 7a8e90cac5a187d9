"""The game chooser: shown at a first start and by Game › Choose game..., every game with
a picture its own view drew, the last game first, by keyboard and by screen reader; a
game that raises while drawn gets a plain picture and the chooser stays up."""

from __future__ import annotations

import sys
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from qtcards.files.settings import open_settings
from qtcards.kit.game import GameContext
from qtcards.window.chooser import GameChooser
from qtcards.window.choosing import Choosing
from qtcards.window.main_window import MainWindow
from tests.host.window_games import CardView, make_game, plugin_module, two_plugins
from tests.support.guests import registry_of

#: How long a test waits for the chooser's pictures (seven games' tables drawn, one an
#: event-loop turn, slow on a busy machine): a bound on a condition, not a timing.
PICTURES_WAIT_MS = 60_000


def chooser_of(window: MainWindow) -> GameChooser | None:
    """The chooser, when it is the page the window shows."""
    page = window.pages.currentWidget()
    return page if isinstance(page, GameChooser) else None


def pictures_drawn(qtbot: Any, window: MainWindow) -> Choosing:
    """Wait until the chooser has drawn (or failed to draw) every game's picture."""
    choosing = window.findChild(Choosing)
    assert isinstance(choosing, Choosing)
    qtbot.waitUntil(
        lambda: all(choosing.pictures.known(game_id) for game_id in window.registry.games), timeout=PICTURES_WAIT_MS
    )
    return choosing


def focused(qtbot: Any, window: MainWindow) -> GameChooser:
    """The chooser the window shows, once the keyboard's focus is on its list."""
    qtbot.waitUntil(
        lambda: chooser_of(window) is not None and QApplication.focusWidget() is chooser_of(window).list,
        timeout=PICTURES_WAIT_MS,
    )
    chooser = chooser_of(window)
    assert chooser is not None
    return chooser


def press(window: MainWindow, key: Qt.Key) -> None:
    """A key pressed where the keyboard's focus is in ``window``."""
    QTest.keyClick(QApplication.focusWidget() or window, key, Qt.KeyboardModifier.NoModifier)


def test_a_first_start_shows_the_chooser_and_the_keyboard_opens_a_game(qtbot, make_window) -> None:
    window = make_window(two_plugins())
    window.open_first_game()
    chooser = focused(qtbot, window)
    assert window.game is None
    assert chooser.game_ids() == ["alpha", "beta", "gamma"]  # no game played yet: by name
    press(window, Qt.Key.Key_Right)
    press(window, Qt.Key.Key_Return)
    assert window.game is not None and window.game.id == "beta"
    assert chooser_of(window) is None and isinstance(window.view, CardView)


def test_typing_a_name_goes_to_its_game(qtbot, make_window) -> None:
    window = make_window(two_plugins())
    window.open_first_game()
    focused(qtbot, window)
    QTest.keyClicks(QApplication.focusWidget(), "gam")
    press(window, Qt.Key.Key_Enter)
    assert window.game is not None and window.game.id == "gamma"


def test_the_last_game_comes_first_and_escape_goes_back_to_it(qtbot, make_window) -> None:
    window = make_window(two_plugins())
    assert window.open_game("gamma")
    assert open_settings().value("app/last_game") == "gamma"
    window.choose_action.trigger()
    chooser = focused(qtbot, window)
    assert window.view is None  # the game is put away, saved
    assert chooser.game_ids() == ["gamma", "alpha", "beta"]
    assert chooser.list.currentRow() == 0
    assert not window.new_action.isEnabled()
    press(window, Qt.Key.Key_Escape)
    assert window.game is not None and window.game.id == "gamma"


def test_choose_game_has_a_shortcut_no_other_action_has(make_window) -> None:
    window = make_window(two_plugins())
    assert window.open_game("alpha")
    keys = window.choose_action.shortcuts()
    assert keys
    others = [
        action for action in window.findChildren(type(window.choose_action)) if action is not window.choose_action
    ]
    assert not any(key in action.shortcuts() for action in others for key in keys)
    assert window.choose_action in window.game_menu.actions()


def test_each_entry_is_read_with_its_name_and_description(qtbot, make_window) -> None:
    games = [
        make_game("alpha", "Alpha patience", description="Patience of three cards."),
        make_game("beta", "Beta hearts", description="Hearts with nobody."),
    ]
    window = make_window(registry_of((plugin_module("qtcards_test_described", *games), "described")))
    window.open_first_game()
    chooser = chooser_of(window)
    assert chooser is not None
    QCoreApplication.processEvents()
    listed = QAccessible.queryAccessibleInterface(chooser.list)
    assert listed.text(QAccessible.Text.Name) == "Games"
    items = [listed.child(index) for index in range(listed.childCount())]
    read = [(item.text(QAccessible.Text.Name), item.text(QAccessible.Text.Description)) for item in items]
    assert read == [("Alpha patience", "Patience of three cards."), ("Beta hearts", "Hearts with nobody.")]


class PaintFails(CardView):
    """A view that raises at each paint."""

    def paintEvent(self, event: Any) -> None:
        raise RuntimeError("a guest's paint")


def failing_view(context: GameContext) -> CardView:
    raise ValueError("no view today")


@pytest.mark.qt_no_exception_capture
def test_a_game_that_raises_while_drawn_gets_a_plain_picture_and_the_chooser_stays(qtbot, make_window) -> None:
    registry = registry_of(
        (plugin_module("qtcards_test_cards", make_game("alpha", "Alpha patience")), "cards"),
        (plugin_module("qtcards_test_paint", make_game("paint", "Paints badly", PaintFails)), "paint"),
        (plugin_module("qtcards_test_fail", make_game("fail", "Fails", failing_view)), "fail"),
    )
    window = make_window(registry)
    hook = sys.excepthook
    window.open_first_game()
    choosing = pictures_drawn(qtbot, window)
    assert choosing.pictures.picture("alpha") is not None
    assert choosing.pictures.picture("paint") is None and choosing.pictures.picture("fail") is None
    QCoreApplication.processEvents()
    assert chooser_of(window) is choosing.chooser and window.isVisible()
    assert registry.faults == [] and set(registry.games) == {"alpha", "paint", "fail"}
    assert sys.excepthook is hook  # the window's own again
    choosing.chooser.grab()  # the plain pictures are drawn


def test_a_new_felt_is_drawn_in_the_pictures(qtbot, make_window) -> None:
    from dataclasses import replace

    from qtcards.appearance import stored as appearance
    from qtcards.table.view import Table

    window = make_window(two_plugins())
    window.open_first_game()
    choosing = pictures_drawn(qtbot, window)
    before = choosing.pictures.picture("alpha")
    look = Table.look_default
    try:
        appearance.apply(replace(look, felt="#402030"))  # as Settings does
        QApplication.sendEvent(choosing.chooser, QEvent(QEvent.Type.ActivationChange))  # back from it
        choosing = pictures_drawn(qtbot, window)
        after = choosing.pictures.picture("alpha")
        assert after is not None and before is not None and after.cacheKey() != before.cacheKey()
        shown = choosing.chooser.list.item(0).data(Qt.ItemDataRole.DecorationRole)
        assert shown.cacheKey() == after.cacheKey()  # the entry shows the picture drawn anew
    finally:
        appearance.apply(look)


def test_a_pile_games_picture_asks_no_solver(qtbot, make_window, monkeypatch) -> None:
    from qtcards.kit.solver_runner import SolverRunner
    from tests.support import ladder

    asked: list[object] = []
    monkeypatch.setattr(SolverRunner, "ask", lambda runner, state, *rest: asked.append(state))
    window = make_window(registry_of((ladder, "ladder")))
    window.open_first_game()
    choosing = pictures_drawn(qtbot, window)
    picture = choosing.pictures.picture("ladder")
    assert picture is not None and not picture.isNull()
    assert asked == []  # no worker process started for a picture
    assert window.open_game("ladder")
    assert asked  # (the game itself asks, once it is played)


def start(monkeypatch: pytest.MonkeyPatch, args: list[str]) -> dict[str, Any]:
    """Run ``qtcards ARGS`` in this process with the two test plugins; what its window
    showed first (then the player quits)."""
    from qtcards.app import startup as app

    monkeypatch.setattr(app, "load_registry", two_plugins)
    seen: dict[str, Any] = {}

    def look() -> None:
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
        seen.update(chooser=chooser_of(window) is not None, game=window.game.id if window.game else None)
        window.close()  # the player quits
        QApplication.exit(0)

    QTimer.singleShot(0, look)
    seen["code"] = app.main([*args, "--lang", "en"])
    return seen


def test_the_first_start_shows_the_chooser_and_game_on_the_command_line_skips_it(monkeypatch) -> None:
    assert start(monkeypatch, []) == {"chooser": True, "game": None, "code": 0}
    assert start(monkeypatch, ["--game", "beta"]) == {"chooser": False, "game": "beta", "code": 0}
    assert start(monkeypatch, []) == {"chooser": False, "game": "beta", "code": 0}  # the last game, once chosen
