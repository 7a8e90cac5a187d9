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


def test_the_panel_goes_where_it_hides_least() -> None:
    from PySide6.QtCore import QPoint, QRect, QSize

    from qtcards.kit.panel import least_covering

    host, size = QSize(800, 600), QSize(200, 100)
    assert least_covering(size, host, []) == (QPoint(300, 250), 0)  # nothing to keep clear: the middle
    middle = QRect(250, 200, 300, 200)
    place, hidden = least_covering(size, host, [middle], inset=10)
    assert hidden == 0 and not QRect(place, size).intersects(middle)
    assert QRect(10, 10, 780, 580).contains(QRect(place, size))
    bands = [QRect(0, 0, 800, 260), QRect(0, 340, 800, 260)]  # no free place: the one hiding least
    place, hidden = least_covering(size, host, bands)
    assert hidden == 200 * 20 and 240 <= place.y() <= 260
    stacked = [QRect(0, 0, 400, 600), QRect(0, 0, 400, 600), QRect(400, 0, 400, 600)]  # a stack hides as one
    assert least_covering(size, host, stacked)[1] == 200 * 100


def test_a_panel_that_cannot_clear_the_things_grows_narrower(qtbot) -> None:
    """A long title goes on two lines when a narrower panel fits between what it keeps clear."""
    from PySide6.QtCore import QRect

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1000, 600)
    host.show()
    plates = [QRect(0, 0, 240, 600), QRect(760, 0, 240, 600)]  # (no room above or below them)
    title = "A draw: you share the lowest score"
    panel = ResultPanel(host, title, "You: 60", [("New game", lambda: None)], lambda: plates)
    panel.open()
    assert not any(panel.geometry().intersects(plate) for plate in plates), panel.geometry()
    assert panel.title.height() > panel.title.fontMetrics().height() * 1.5  # two lines
    panel.close()
    free = ResultPanel(host, title, "You: 60", [("New game", lambda: None)])
    free.open()
    assert free.title.height() < free.title.fontMetrics().height() * 1.5  # one line when nothing is in the way
    free.close()


def test_the_status_line_joins_a_box_with_the_players_own_punctuation(qapp) -> None:
    from PySide6.QtCore import QCoreApplication, QTranslator

    from qtcards.kit.game import one_line

    assert one_line("You won!", "Score: 250\nTime: 1:02\n") == "You won! Score: 250; Time: 1:02"
    assert one_line("Stuck", "No more moves possible") == "Stuck. No more moves possible"
    assert one_line("", "Score: 3") == "Score: 3"

    class Korean(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return "{0}, {1}" if (context, source) == ("GameView", "{0}; {1}") else None

        def isEmpty(self) -> bool:
            return False

    korean = Korean()
    QCoreApplication.installTranslator(korean)
    try:
        assert one_line("승리했습니다!", "점수: 250\n시간: 1:02") == "승리했습니다! 점수: 250, 시간: 1:02"
    finally:
        QCoreApplication.removeTranslator(korean)
