"""The Hearts score sheets: the end of a hand and the game over (the view's boxes job)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt

from .words import result_text, summary_html, totals_text


class ScoreSheet:
    """The score-sheet half of :class:`~.view.HeartsView` (a mixin: it reads the view's
    ``state`` and ``context`` and deals the next hand through ``_next_hand``)."""

    def _open_box(self, title: str, heading: str, buttons: list[tuple[str, bool, Any]], done: Any) -> None:
        """A score sheet; each button is its text, whether it accepts, and its slot."""
        from PySide6.QtWidgets import QMessageBox  # made when the first hand ends

        self._close_box()
        box = QMessageBox(QMessageBox.Icon.NoIcon, title, "", parent=self)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(f"<h3>{heading}</h3>{summary_html(self.state)}")
        for text, accepts, slot in buttons:
            button = box.addButton(text, QMessageBox.ButtonRole.AcceptRole if accepts else QMessageBox.ButtonRole.RejectRole)
            if slot is not None:
                button.clicked.connect(slot)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(done)
        self.box = box
        self.context.announce(heading)
        self.context.announce(totals_text(self.state))
        box.open()

    def _open_summary(self) -> None:
        """That hand's points and the running totals; closing it deals the next hand."""
        if self.box is not None:
            return
        heading = QCoreApplication.translate("HeartsView", "Hand {0} is over").format(self.state.hand_number + 1)
        self._open_box(
            QCoreApplication.translate("HeartsView", "Hearts"), heading, [(QCoreApplication.translate("HeartsView", "Next hand"), True, None)],
            self._summary_closed,
        )

    def _summary_closed(self) -> None:
        self.box = None
        self._next_hand()

    def _open_end(self) -> None:
        """The result from your seat, the last hand and the final totals."""
        self._open_box(
            QCoreApplication.translate("HeartsView", "Game over"),
            result_text(self.state),
            [
                (QCoreApplication.translate("HeartsView", "New game"), True, self.new_game),
                (QCoreApplication.translate("HeartsView", "Close"), False, None),
            ],
            self._end_closed,
        )

    def _end_closed(self) -> None:
        self.box = None

    def _close_box(self) -> None:
        box, self.box = self.box, None
        if box is not None:
            box.finished.disconnect()
            box.close()
