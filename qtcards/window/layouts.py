"""Small layout chores the window's widgets share."""

from __future__ import annotations

from PySide6.QtWidgets import QLayout


def clear(layout: QLayout) -> None:
    """Take every item out of ``layout``; the widgets among them are deleted later."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.deleteLater()
