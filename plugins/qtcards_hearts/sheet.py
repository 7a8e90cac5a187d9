"""The Hearts score sheets on the table: the end of a hand and the game over (the
view's sheets job), shown in the kit's result panel."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication

from qtcards.kit import ResultPanel

from .words import result_text, summary_html, totals_text


class ScoreSheet:
    """The score-sheet half of :class:`~.view.HeartsView` (a mixin: it reads the view's
    ``state`` and ``context`` and deals the next hand through ``_next_hand``)."""

    def _open_sheet(self, heading: str, buttons: list[tuple[str, Callable[[], None]]], done: Callable[[], None]) -> None:
        self._close_sheet()
        panel = ResultPanel(self, heading, summary_html(self.state), buttons)
        panel.closed.connect(done)
        self.box = panel
        self.message.set_text("")  # the sheet says it: no second line under it
        self.new_game_button.hide()
        self.context.announce(heading)
        self.context.announce(totals_text(self.state))
        panel.open()

    def _open_summary(self) -> None:
        """That hand's points and the running totals; closing it deals the next hand."""
        if self.box is not None:
            return
        heading = QCoreApplication.translate("HeartsView", "Hand {0} is over").format(self.state.hand_number + 1)
        self._open_sheet(heading, [(QCoreApplication.translate("HeartsView", "Next hand"), lambda: None)],
                         self._summary_closed)

    def _summary_closed(self) -> None:
        self.box = None
        self._next_hand()

    def _open_end(self) -> None:
        """The result from your seat, the last hand and the final totals."""
        self._open_sheet(
            result_text(self.state),
            [
                (QCoreApplication.translate("HeartsView", "New game"), self.new_game),
                (QCoreApplication.translate("HeartsView", "Close"), lambda: None),
            ],
            self._end_closed,
        )

    def _end_closed(self) -> None:
        self.box = None
        if self.state is not None:
            self._update_controls()  # the result and New game stay on the felt

    def _close_sheet(self) -> None:
        box, self.box = self.box, None
        if box is not None:
            box.closed.disconnect()
            box.close()
