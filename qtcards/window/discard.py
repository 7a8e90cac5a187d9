"""Asking before a game in progress is thrown away (New game, Restart, another deal).

A slip of Ctrl+R must not cost a 20-move deal: when the open game has moves to lose
(its view's :meth:`~qtcards.kit.game.GameView.has_progress`), the player is asked first,
with "Don't ask again"; Settings › General can turn the question back on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from qtcards.files.settings import open_settings, store

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

#: The setting that says whether to ask (true unless the player said "Don't ask again").
ASK_KEY = "window/ask_before_discarding"
#: Whether to ask while the player has not said (scripted players and test windows,
#: which press New game mid-game, set it to False: :mod:`qtcards.app.game_windows`).
ASK_BY_DEFAULT = True


def asking() -> bool:
    """Whether the player wants to be asked before a game in progress is thrown away."""
    return open_settings().value(ASK_KEY, ASK_BY_DEFAULT, type=bool) is not False


def set_asking(ask: bool) -> None:
    """Ask again (Settings) or not any more ("Don't ask again")."""
    store(ASK_KEY, ask)


def may_discard(parent: QWidget, in_progress: bool) -> bool:
    """True when the game may go: nothing to lose, the player does not want to be asked,
    or says so now."""
    if not in_progress or not asking():
        return True
    from PySide6.QtWidgets import QCheckBox, QMessageBox

    from qtcards.window.message_boxes import plain_box

    title = QCoreApplication.translate("Discard", "Leave this game?")
    box = plain_box(
        parent,
        QMessageBox.Icon.Question,
        title,
        QCoreApplication.translate("Discard", "The game in progress will be lost."),
    )
    leave = box.addButton(QCoreApplication.translate("Discard", "&Leave it"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)  # Enter keeps the game
    never_again = QCheckBox(QCoreApplication.translate("Discard", "&Don't ask again"), box)
    box.setCheckBox(never_again)  # (kept by a name: PySide does not keep the box's check box alive)
    box.exec()
    if box.clickedButton() is not leave:
        return False
    if never_again.isChecked():
        set_asking(False)
    return True
