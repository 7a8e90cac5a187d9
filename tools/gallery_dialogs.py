"""The gallery's dialogs and notices, opened the way the player opens them (the menus'
own slots), each handed to ``look(name, widget)`` while it is open and then closed:
Settings, Statistics and its reset question, About, the deal-number dialog with an
error, the plugin fault notice, a failed save, the page shown when no game opens, and the
Game and Edit menus."""

from __future__ import annotations

import os
from typing import Callable

from tools.gallery_scenes import Look, settle

#: The example games whose statistics and deal-number dialog are shown (when installed).
EXAMPLES = ("golf", "pyramid", "klondike", "freecell", "spider")


def while_modal(app, trigger: Callable[[], object], inspect: Callable[[object], None]) -> None:
    """Call ``trigger`` (which opens a modal dialog and waits in it); once the dialog is
    up, ``inspect`` it, then close it answering No."""
    from PySide6.QtCore import QTimer

    def up() -> None:
        dialog = app.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, up)
            return
        settle(app)
        try:
            inspect(dialog)
        finally:
            dialog.done(0)

    QTimer.singleShot(0, up)
    trigger()


def dialogs(app, window, look: Look) -> None:
    """Every dialog and notice over Heart to Heart's table (Statistics of each game)."""
    window.open_game("heart-to-heart")
    deal_refused(app, window.view, "HH2-N-AAAAAAM", lambda d: look("hh-deal-code-error", d))
    while_modal(app, window.dialogs.show_settings, lambda d: look("settings", d))

    def statistics(shown) -> None:
        look("hh-statistics", shown)
        while_modal(app, shown.ask_reset, lambda d: look("reset-statistics-question", d))

    while_modal(app, window.dialogs.show_statistics, statistics)
    while_modal(app, window.dialogs.show_about, lambda d: look("about", d))
    window.open_game("hearts")
    while_modal(app, window.dialogs.show_statistics, lambda d: look("hearts-statistics", d))
    for game in EXAMPLES:
        if window.open_game(game):
            while_modal(app, window.dialogs.show_statistics, lambda d, g=game: look(f"{g}-statistics", d))
            deal_refused(app, window.view, "x", lambda d, g=game: look(f"{g}-deal-number-error", d))
    notices(app, window, look)


def deal_refused(app, view, typed: str, inspect: Callable[[object], None]) -> None:
    """The deal-number dialog of ``view``'s game, refusing ``typed``: ``inspect`` it, close it."""
    view.deals.ask()
    dialog = view.deals.dialog
    dialog.field.setText(typed)
    dialog.accept()
    inspect(dialog)
    dialog.done(0)
    settle(app)


def _newest_box(app):
    from PySide6.QtWidgets import QMessageBox

    boxes = [w for w in app.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    return boxes[-1] if boxes else None


def notices(app, window, look: Look) -> None:
    """The boxes the window opens by itself: a plugin fault, a failed save; the menus."""
    from qtcards.plugin_host.registry import PluginFault

    while _newest_box(app) is not None:  # (a notice still open is not this scene's)
        _newest_box(app).close()
        settle(app)
    fault = PluginFault("qtcards_example", "runtime", "ZeroDivisionError: division by zero")
    window.report_faults([fault])
    _look_and_close(app, "plugin-fault", look)
    from pathlib import Path

    from qtcards.files.storage import SaveReport

    home = Path(os.environ.get("QTCARDS_HOME", "~")).expanduser()
    SaveReport(window.notify).failed(home / "saves" / "heart-to-heart.json", OSError(28, "No space left on device"))
    _look_and_close(app, "save-failed", look)
    for menu, name in ((window.game_menu, "game-menu"), (window.edit_menu, "edit-menu")):
        menu.popup(window.mapToGlobal(window.rect().topLeft()))
        settle(app)
        look(name, menu)
        menu.close()
    window.close_game(save=False)
    settle(app)
    look("no-game", window)


def _look_and_close(app, name: str, look: Look) -> None:
    settle(app)
    box = _newest_box(app)
    if box is not None:
        look(name, box)
        box.close()
        settle(app)
