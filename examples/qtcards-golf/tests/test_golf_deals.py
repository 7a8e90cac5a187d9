"""Golf's deal numbers come from the kit (``qtcards.kit.Deals``): Game › Play deal number…
plays a deal by its number, a bad number is explained as it is typed and keeps the game,
and Game › Restart this deal plays the same deal again."""

from __future__ import annotations

import pytest
import qtcards_golf
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from qtcards_golf import engine
from qtcards_golf.engine import Draw

from qtcards.kit.testing import GameWindow, GameWindows


@pytest.fixture
def golf(game_window: GameWindows) -> GameWindow:
    """Golf open in English on deal 13, one card drawn (a game in progress)."""
    golf = game_window.open(qtcards_golf, "golf")
    golf.view.start_deal(13)
    golf.view.play(Draw())
    return golf


def choose(golf: GameWindow, text: str) -> None:
    """Choose an entry of the window's Game menu by its text."""
    game_menu = golf.window.menuBar().actions()[0].menu()
    next(action for action in game_menu.actions() if action.text() == text).trigger()


def test_a_deal_number_typed_in_the_dialog_starts_that_deal(qtbot, golf: GameWindow) -> None:
    choose(golf, "Play &deal number...")
    dialog = golf.view.deals.dialog
    assert dialog.isVisible() and dialog.windowTitle() == "Play deal number"
    assert dialog.field.selectedText() == "13"  # it opens on the deal in play
    qtbot.keyClicks(dialog.field, "1234")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert not dialog.isVisible() and golf.view.state == engine.new_game(1234) and golf.info("deal") == "1234"


def test_a_bad_number_is_explained_as_it_is_typed_and_keeps_the_game(qtbot, golf: GameWindow) -> None:
    state = golf.view.state
    choose(golf, "Play &deal number...")
    dialog = golf.view.deals.dialog
    qtbot.keyClicks(dialog.field, "12a")
    assert dialog.error.text() == "“12a” is not a deal number; deal numbers run from 0 to 999999999."
    dialog.field.clear()
    qtbot.keyClicks(dialog.field, "1000000000")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.field.text() == "1000000000"
    assert dialog.error.text() == "There is no deal 1000000000; deal numbers run from 0 to 999999999."
    qtbot.keyClick(dialog.field, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and golf.view.state is state


def test_restart_this_deal_plays_the_same_deal_again(golf: GameWindow) -> None:
    golf.view.play(Draw())
    golf.key(Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert golf.view.state == engine.new_game(13)


def test_copy_deal_number(golf: GameWindow) -> None:
    choose(golf, "&Copy deal number")
    assert QGuiApplication.clipboard().text() == "13"


@pytest.mark.parametrize(
    ("language", "entry", "reason"),
    [
        ("ko", "게임 번호로 시작(&D)...", "“x”: 게임 번호가 아닙니다. 게임 번호는 0부터 999999999까지입니다."),
        ("ru", "Сыграть &партию по номеру...", "«x» — не номер партии; номера партий — от 0 до 999999999."),
    ],
)
def test_the_dialog_in_korean_and_russian(qtbot, game_window: GameWindows, language, entry, reason) -> None:
    golf = game_window.open(qtcards_golf, "golf", language=language)
    choose(golf, entry)
    qtbot.keyClicks(golf.view.deals.dialog.field, "x")
    assert golf.view.deals.dialog.error.text() == reason
