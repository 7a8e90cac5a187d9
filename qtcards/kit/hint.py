"""A game's first-start hint: what to click first, on the table, until the first move.

A player who opens a game for the first time (its statistics were never written) sees
a short note on the felt, where it hides least of the cards (the result panel's rule,
:func:`qtcards.kit.panel.least_covering`), and a screen reader hears it once. It goes
at the first move the game's session makes, for good: by then the statistics are
written, and a later start shows none. It takes no click and no keyboard focus.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from qtcards.kit.guest_values import GuestFault
from qtcards.kit.panel import least_covering
from qtcards.qt.later import after_first_paint
from qtcards.qt.overrides import GuardedOverrides
from qtcards.table.plain_text import TEXT_LIMIT, cut

if TYPE_CHECKING:
    from qtcards.kit.game import GameView

STYLE = """
QFrame#first-hint {{
    background: rgb(12, 34, 22); border: 1px solid #e0b84c; border-radius: {radius}px;
}}
QLabel {{ color: #fdf8e6; background: transparent; font-size: {size}px; }}
"""
#: The lines of the hint's text shown (a plugin's thousand lines would cover the table).
HINT_LINES = 8
#: The widest the note grows, in lines of its text's height (about 30 characters).
MEASURE = 15


class FirstHint(GuardedOverrides, QFrame):
    """The hint ``text()`` (translated when called) on ``view``'s table, on the game's
    first start only; gone after the first move of ``view.session``."""

    def __init__(self, view: GameView, text: Callable[[], str]) -> None:
        super().__init__(view)
        self.view = view
        self.text = text
        self.setObjectName("first-hint")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # clicks reach the cards under it
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.label = QLabel(textFormat=Qt.TextFormat.PlainText, wordWrap=True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.column = QVBoxLayout(self)
        self.column.addWidget(self.label)
        self.said = False
        session = view.session
        if session is None or session.stats_read or session.moved or view.context.preview:
            self.hide()
            return
        session.stepped.connect(self.dismiss)
        view.installEventFilter(self)
        laid_out = getattr(view.shown_table, "laid_out", None)  # the table's things in their places
        if laid_out is not None:
            laid_out.connect(self._place)
        self._retranslate()

    def dismiss(self) -> None:
        """The first move is made: the hint has done its work."""
        self.view.removeEventFilter(self)
        self.hide()
        self.deleteLater()

    def _retranslate(self) -> None:
        text = self.text()
        if not isinstance(text, str):  # (called by Qt at a language change: no frame of the plugin's)
            wrong = TypeError(f"a hint's text() returned {type(text).__name__}")
            raise GuestFault.of(self.view, wrong)
        self.label.setText(cut(text, TEXT_LIMIT, HINT_LINES))
        self.setAccessibleName(self.label.text())
        self._place()

    def _place(self) -> None:
        view = self.view
        if view.width() < 50:
            return
        unit = max(12, min(view.width(), round(view.height() * 1.4)) // 64)
        self.setStyleSheet(STYLE.format(radius=round(unit * 0.6), size=unit))
        self.column.setContentsMargins(unit, round(unit * 0.6), unit, round(unit * 0.6))
        self.label.setMaximumWidth(min(unit * MEASURE * 2, view.width() // 2))
        self.adjustSize()
        place, _hidden = least_covering(self.size(), view.size(), view.keep_clear(), unit)
        self.move(place)
        self.show()
        self.raise_()

    def _first_shown(self) -> None:
        self._place()
        self.view.context.announce(self.label.text())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.parentWidget():
            if kind == QEvent.Type.LanguageChange:
                self._retranslate()
            elif kind == QEvent.Type.Show and not self.said:
                self.said = True  # placed and said after the first frame (which comes first), the
                after_first_paint(self, self._first_shown)  # game's buttons in their places
        return False
