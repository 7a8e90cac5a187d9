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


def test_the_status_line_is_built_in_pieces_whatever_the_order_a_translation_puts_them_in(qapp) -> None:
    """The line so far is never copied at each join (40,000 lines took 2.3 s): each join's
    words go around it, before it when a translation puts the new line first."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from qtcards.kit.game import one_line

    lines = [f"Line {n}" for n in range(40_000)]
    assert one_line("Won", "\n".join(lines)) == "Won. " + "; ".join(lines)

    class Backwards(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return {"{0}; {1}": "{1} <- {0}", "{0}. {1}": "[{1}] {0}."}.get(source) if context == "GameView" else None

        def isEmpty(self) -> bool:
            return False

    backwards = Backwards()
    QCoreApplication.installTranslator(backwards)
    try:
        assert one_line("Won", "a\nb {0}\nc") == "c <- b {0} <- [a] Won."
        nested = "Won"
        for index, line in enumerate(["a", "b {0}", "c"]):
            nested = ("[{1}] {0}." if index == 0 else "{1} <- {0}").format(nested, line)
        assert nested == "c <- b {0} <- [a] Won."  # what the nested formats made
    finally:
        QCoreApplication.removeTranslator(backwards)


def test_a_megabyte_of_end_text_is_cut_before_it_is_said(game_window, monkeypatch) -> None:
    """A plugin's end-of-game text of a megabyte in 200,000 lines (150,000 froze the window for
    minutes) is cut to what the panel shows before the status line is made of it."""
    from qtcards_heart_to_heart import plugin

    from qtcards.kit import game as kit_game
    from qtcards.table.plain_text import TEXT_LIMIT, TEXT_LINES, TITLE_LIMIT

    said: list[tuple[str, str]] = []
    joined = kit_game.one_line
    monkeypatch.setattr(kit_game, "one_line", lambda title, text: said.append((title, text)) or joined(title, text))
    game = game_window.open(plugin, "heart-to-heart")
    game.view.show_end_box("t" * 1_000_000, "line\n" * 200_000, undo=False)
    ((title, text),) = said
    assert len(title) <= TITLE_LIMIT and len(text) <= TEXT_LIMIT and text.count("\n") <= TEXT_LINES
    assert game.end_panel is not None and game.window.statusBar().currentMessage().startswith("ttt")
