"""Run by tests/host/test_window_fit.py in a process of its own, on a virtual screen.

Opens the main window as the app does (the first start, or with the saved geometry in
QTCARDS_HOME), with the built-in games, and prints as JSON: the screen's free area, the
window's frame, the info bar's rectangle and every table item's rectangle that falls
outside the table's visible area. (The test puts the checkout and its plugins/ on
``PYTHONPATH``.)
"""

import json
import sys

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from qtcards.plugin_host.registry import GameRegistry
from qtcards.table import Table, TableObject
from qtcards.window.main_window import MainWindow


def rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def main() -> None:
    import qtcards_heart_to_heart.plugin
    import qtcards_hearts.plugin

    app = QApplication([])
    registry = GameRegistry()
    registry.add_plugin(qtcards_heart_to_heart.plugin, "heart-to-heart")
    registry.add_plugin(qtcards_hearts.plugin, "hearts")
    window = MainWindow(registry, "en")
    window.open_game(sys.argv[1])
    window.show()
    for _ in range(5):
        app.processEvents()
    table = window.view.findChild(Table)
    shown = QRect(table.mapTo(window, table.rect().topLeft()), table.size())
    cut = []
    for item in table.scene().items():
        if isinstance(item, TableObject) and item.isVisible():
            box = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
            box.translate(shown.topLeft())
            if not shown.contains(box):
                cut.append([type(item).__name__, rect(box)])
    bar = window.info_bar
    print(
        json.dumps(
            {
                "available": rect(window.screen().availableGeometry()),
                "frame": rect(window.frameGeometry()),
                "window": rect(QRect(0, 0, window.width(), window.height())),
                "info_bar": rect(QRect(bar.mapTo(window, bar.rect().topLeft()), bar.size()))
                if bar.isVisible()
                else None,
                "table": rect(shown),
                "cut": cut,
            }
        )
    )
    window.close()


main()
