"""The Statistics dialog of a pile game as kpat shows it: each figure a line, all deals and
each variant a column; in Russian (the longest words) it fits a 1024x600 screen with every
word whole, a screen reader reads each figure by its row and name, and Reset empties it."""

from __future__ import annotations

import qtcards_klondike
from PySide6.QtWidgets import QLabel, QMessageBox
from qtcards_klondike.engine import RULES, State

from qtcards.kit import TABLEAU
from qtcards.kit.testing import GameWindow, GameWindows
from qtcards.window.dialogs import StatisticsDialog

HOMES = tuple(tuple(suit * 13 + rank for rank in range(13)) for suit in range(4))
#: Every card home but the king of hearts, at the top of the first column.
ALMOST = State(((51,), (), (), (), (), (), ()), (0,) * 7, HOMES[:3] + (HOMES[3][:-1],), (), (), deal=7)


def win(game: GameWindow) -> None:
    """A game won by its one move (the king sent home)."""
    game.view.session.start(ALMOST)
    game.view.send_home(RULES.kinds[TABLEAU][0])


def test_the_dialog_fits_a_small_screen_in_russian_and_reads_each_figure(
    game_window: GameWindows, qtbot, monkeypatch
) -> None:
    klondike = game_window.open(qtcards_klondike, "klondike", language="ru", size=(1024, 600))
    win(klondike)
    dialog = StatisticsDialog("Косынка", klondike.view.statistics, klondike.view.reset_statistics, klondike.window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.size() == dialog.sizeHint())
    frame = dialog.frameGeometry().size() - dialog.geometry().size()
    assert dialog.width() + frame.width() <= 1024 and dialog.height() + frame.height() <= 600 - 40
    for label in dialog.sheet.findChildren(QLabel):  # every word whole: none cut or squeezed
        assert label.width() >= min(label.sizeHint().width(), label.maximumWidth())
        assert label.height() >= (
            label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
        )
    names = [label.accessibleName() for label in dialog.sheet.findChildren(QLabel) if label.accessibleName()]
    assert "Все партии, Текущая серия: 1 победа" in names
    assert "Сколько карт открывать из колоды: Одну, Самая длинная серия побед: 1" in names
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    dialog.ask_reset()
    table = klondike.view.statistics()
    assert all(figures[0] == "0" for _, figures in table.rows)  # played: none, in every row
    assert [label.text() for label in dialog.sheet.findChildren(QLabel)][:3] == list(dict(table.rows))
