"""The gallery's dialogs and notices, opened the way the player opens them (the menus'
own slots), each handed to ``look(name, widget)`` while it is open and then closed:
Settings, Statistics and its reset question, About, the plugin fault notice, a failed
save, the page shown when no game opens, and the Game and Edit menus; and each game's own
pages (:func:`game_pages`): its rules beside the table, Settings at its section, its
statistics, and its deal-number (or code) dialog with an error."""

from __future__ import annotations

import os
from typing import Callable

from tools.gallery_scenes import Look, settle


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


#: Each game's id and the prefix of its scenes' names.
GAMES = (
    ("heart-to-heart", "hh"),
    ("hearts", "hearts"),
    ("golf", "golf"),
    ("pyramid", "pyramid"),
    ("klondike", "klondike"),
    ("freecell", "freecell"),
    ("spider", "spider"),
)
#: What is typed in a game's deal dialog to see its error (a number past the last one, by default).
WRONG_DEALS = {"heart-to-heart": "HH2-N-AAAAAAM"}


def dialogs(app, window, look: Look) -> None:
    """Every game's pages, then every dialog and notice over Heart to Heart's table."""
    for game_id, prefix in GAMES:
        game_pages(app, window, look, game_id, prefix)
    window.open_game("heart-to-heart")
    while_modal(app, window.dialogs.show_settings, lambda d: look("settings", d))

    def statistics(shown) -> None:
        while_modal(app, shown.ask_reset, lambda d: look("reset-statistics-question", d))

    while_modal(app, window.dialogs.show_statistics, statistics)
    while_modal(app, window.dialogs.show_about, lambda d: look("about", d))
    notices(app, window, look)


def game_pages(app, window, look: Look, game_id: str, prefix: str) -> None:
    """A game's rules page beside its table (then closed), Settings scrolled to the game's
    section (when it declares options), its Statistics, and its deal dialog with an error
    (when it has deal numbers)."""
    from PySide6.QtWidgets import QGroupBox

    from qtcards.window.rules_pane import RulesPane

    if not window.open_game(game_id):
        return
    window.dialogs.show_rules()
    look(f"{prefix}-rules", window)
    window.findChild(RulesPane, "rules").close()
    game = window.game

    def section(dialog) -> None:
        title = game.translate(game.title)
        box = next(b for b in dialog.sections.findChildren(QGroupBox) if title in b.title())  # (ru: «…»)
        dialog.scroller.verticalScrollBar().setValue(box.y())
        settle(app)
        look(f"{prefix}-settings", dialog)

    if game.options:
        while_modal(app, window.dialogs.show_settings, section)
    while_modal(app, window.dialogs.show_statistics, lambda d: look(f"{prefix}-statistics", d))
    deals = getattr(window.view, "deals", None)
    if deals is not None:
        deals.ask()
        dialog = deals.dialog
        dialog.field.setText(WRONG_DEALS.get(game_id, str(deals.last + 1)))
        dialog.accept()
        look(f"{prefix}-deal-code-error", dialog)
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
