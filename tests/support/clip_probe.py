"""Run by tests/host/test_clipped_text.py in a process of its own, on a virtual screen
(the test sets it up, QTCARDS_HOME, and PYTHONPATH: the checkout's games first): opens
the game chooser (tools/gallery_chooser.py), every game's scenes
(tools/gallery_scenes.py, tools/gallery_patience.py) and every
dialog and game page of tools/gallery_dialogs.py in the language ``argv[1]``, and prints
as JSON each scene's cut texts (tests/support/clipped_text.py) and the file each game's
package was imported from."""

import json
import sys

from PySide6.QtWidgets import QApplication

from qtcards.i18n import languages as translation
from qtcards.plugin_host.registry import GameRegistry
from qtcards.window.main_window import MainWindow
from qtcards.window.status_line import StatusLine
from tests.support.clipped_text import clipped
from tools.gallery import register_games
from tools.gallery_chooser import chooser
from tools.gallery_dialogs import dialogs
from tools.gallery_patience import PATIENCES
from tools.gallery_scenes import TABLES, settle


def main() -> None:
    app = QApplication([])
    registry = GameRegistry()
    register_games(registry)
    translation.install(sys.argv[1], [g.translations for g in registry.games.values() if g.translations])
    window = MainWindow(registry, sys.argv[1])
    window.show()
    found = {}

    def look(name, widget) -> None:
        settle(app)  # laid out as the player sees it
        # The status line ends a long message in "…" on purpose (qtcards.window.status_line).
        found[name] = clipped(widget, skip=(StatusLine,))

    for scenes in (chooser, *TABLES, *PATIENCES):
        scenes(app, window, look)
    dialogs(app, window, look)
    sources = {name: sys.modules[package].__file__ for name, package in registry.modules.items()}
    print(json.dumps({"scenes": found, "sources": sources}))
    window.close()


main()
