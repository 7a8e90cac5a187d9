"""Asking before a game in progress is thrown away: New game and Restart with moves to
lose ask first (Cancel keeps the game), "Don't ask again" is kept, Settings turns it back on."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from qtcards.kit.testing import GameWindows
from qtcards.window import discard
from tests.reliability.test_reliability_kit_guests import counter_plugin


def answering(choice: str, never_again: bool = False) -> list[str]:
    """Answer the next question box (by the button's role); return what it asked."""
    asked: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        box.checkBox().setChecked(never_again)
        wanted = QMessageBox.ButtonRole.DestructiveRole if choice == "leave" else QMessageBox.ButtonRole.RejectRole
        next(b for b in box.buttons() if box.buttonRole(b) == wanted).click()

    QTimer.singleShot(0, answer)
    return asked


def moved(game_window: GameWindows, moves: int) -> tuple[object, Callable[[], int]]:
    game = game_window.open(counter_plugin(), "counter")
    discard.ASK_BY_DEFAULT = True  # as for a player (test windows do not ask); put back at the end
    for _ in range(moves):
        game.view.move()
    return game, lambda: game.view.state.n


def test_a_game_without_moves_goes_without_a_question(game_window: GameWindows) -> None:
    game, count = moved(game_window, 0)
    game.new_game()  # no box: it would block this call
    assert count() == 0


def test_cancel_keeps_the_game_and_leave_starts_anew(game_window: GameWindows) -> None:
    game, count = moved(game_window, 3)
    asked = answering("cancel")
    game.new_game()
    assert asked == ["The game in progress will be lost."] and count() == 3
    answering("leave")
    game.window.restart_action.trigger()
    assert count() == 0 and discard.asking()


def test_dont_ask_again_is_kept_and_settings_turn_it_back_on(game_window: GameWindows) -> None:
    game, count = moved(game_window, 2)
    answering("leave", never_again=True)
    game.new_game()
    assert count() == 0 and not discard.asking()
    game.view.move()
    game.new_game()  # not asked any more
    assert count() == 0
    from qtcards.window.dialogs import SettingsDialog

    dialog = SettingsDialog("en", game.window.dialogs.set_language, [], game.window)
    assert not dialog.ask_box.isChecked()
    dialog.ask_box.setChecked(True)
    assert discard.asking()
    dialog.close()


def test_a_finished_game_goes_without_a_question(game_window: GameWindows) -> None:
    game, count = moved(game_window, 10)  # the counter is won at ten
    game.new_game()
    assert count() == 0
