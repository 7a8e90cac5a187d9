"""The result panel on the table: it hides what lies under it, and where it sits."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from qtcards.kit.panel import ResultPanel


def test_the_panel_hides_what_lies_under_it(qtbot) -> None:
    """The issue: a seat plate's text ghosted through the panel's see-through plate. A
    point of the panel's margin looks the same over black and over white."""
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(800, 600)
    under = QWidget(host)
    under.setGeometry(host.rect())
    host.show()
    qtbot.waitExposed(host)
    panel = ResultPanel(host, "Hand 1 is over", "You: 5\nCPU 1: 2", [("Next hand", lambda: None)])
    panel.open()
    qtbot.waitExposed(panel)
    point = panel.geometry().topLeft() + panel.rect().center() / 8  # in its margin, no word there
    seen = []
    for colour in ("black", "white"):
        under.setStyleSheet(f"background: {colour};")
        seen.append(QColor(host.grab().toImage().pixel(point)).getRgb())
    assert seen[0] == seen[1], seen
    panel.close()
