"""The result panel: the end of a game (or of a hand) shown on the table itself.

Not a message box over the window: a dark, gold-rimmed panel in the middle of the felt,
the cards still in view around it, with a title, the figures (or a score sheet) and
its buttons. Its first button takes the keyboard focus; Escape closes it; a screen
reader hears the title and the figures (the view announces them) and reaches the
buttons with Tab. Any game gets it through :meth:`qtcards.kit.GameView.show_end_box`.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QCloseEvent, QFontMetrics, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qtcards.table.plain_text import TEXT_LIMIT, TEXT_LINES, TITLE_LIMIT, cut, looks_rich

#: The characters of a rich-text score sheet read (the built-in games' are under 2,000).
PANEL_RICH_LIMIT = 20_000

STYLE = """
QFrame#result-panel {{
    background: rgb(12, 34, 22); border: 2px solid #e0b84c; border-radius: {radius}px;
}}
QLabel {{ color: #fdf8e6; background: transparent; font-size: {body}px; }}
QLabel#result-title {{ color: #ffe08a; font-size: {title}px; font-weight: bold; }}
QPushButton {{
    font-size: {body}px; font-weight: bold; color: #2b1d02; padding: {pad_v}px {pad_h}px;
    border: 1px solid #7a5a12; border-radius: {radius}px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe08a, stop:1 #d9a63a);
}}
QPushButton:hover {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffeaa8, stop:1 #e8b84c); }}
QPushButton:focus {{ border: 2px solid #3ec1ff; }}
"""

#: A button: its text and what it does (the panel closes first).
Button = tuple[str, Callable[[], None]]


class ResultPanel(QFrame):
    """A panel centred on ``host`` (the game's view), sized to its words.

    :param title: the headline ("You won!"), plain text, cut with "…" to the table's width.
    :param text: the figures, one per line, or rich text (a score sheet's table) when
        it starts with a tag: only simple tags that load nothing are kept
        (:func:`qtcards.kit.rich_text.safe_html`). Either is cut to a bounded length.
    :param buttons: ``(text, action)`` pairs, the first the default.
    """

    #: Emitted once when the panel closes (by a button, Escape, or the game).
    closed = Signal()

    def __init__(self, host: QWidget, title: str, text: str, buttons: Sequence[Button]) -> None:
        super().__init__(host)
        self.setObjectName("result-panel")
        self.full_title = cut(title, TITLE_LIMIT)
        self.setAccessibleName(self.full_title)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.title = QLabel(self.full_title, textFormat=Qt.TextFormat.PlainText)
        self.title.setObjectName("result-title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        if looks_rich(text):
            from qtcards.kit.rich_text import safe_html  # (html is no part of start-up)

            self.body = QLabel(safe_html(text, PANEL_RICH_LIMIT), textFormat=Qt.TextFormat.RichText)
        else:
            self.body = QLabel(cut(text, TEXT_LIMIT, TEXT_LINES), textFormat=Qt.TextFormat.PlainText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setWordWrap(True)
        self._buttons: list[QPushButton] = []
        row = QHBoxLayout()
        row.addStretch(1)
        for label, action in buttons:
            button = QPushButton(label)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(self.close)
            button.clicked.connect(action)
            row.addWidget(button)
            self._buttons.append(button)
        row.addStretch(1)
        self.column = QVBoxLayout(self)
        self.column.addWidget(self.title)
        self.column.addWidget(self.body)
        self.column.addLayout(row)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        host.installEventFilter(self)

    def buttons(self) -> list[QPushButton]:
        """The panel's buttons, in order."""
        return list(self._buttons)

    def text(self) -> str:
        """The title and the figures, as the player reads them."""
        return f"{self.title.text()}\n{self.body.text()}"

    def open(self) -> None:
        """Show the panel on the table, its first button focused."""
        self._fit()
        self.show()
        self.raise_()
        if self._buttons:
            self._buttons[0].setDefault(True)
            self._buttons[0].setFocus()

    def _fit(self) -> None:
        host = self.parentWidget()  # (asked of Qt, not kept: Qt may call in while Python tears down)
        if host is None:
            return
        unit = max(13, min(host.width(), host.height() * 1.4) // 48)
        self.setStyleSheet(
            STYLE.format(
                radius=round(unit * 0.6),
                body=round(unit),
                title=round(unit * 1.6),
                pad_v=round(unit * 0.35),
                pad_h=round(unit * 1.1),
            )
        )
        margin = round(unit * 1.2)
        self.column.setContentsMargins(margin, margin, margin, margin)
        self.column.setSpacing(round(unit * 0.7))
        room = max(200, host.width() - 4 * margin)
        self.body.setMaximumWidth(room)
        self.title.ensurePolished()  # the style sheet's font, measured
        metrics = QFontMetrics(self.title.font())
        self.title.setText(metrics.elidedText(self.full_title, Qt.TextElideMode.ElideRight, room))
        self.adjustSize()
        self.move((host.width() - self.width()) // 2, (host.height() - self.height()) // 2)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.parentWidget():
            self._fit()
        return False

    def closeEvent(self, event: QCloseEvent) -> None:
        host = self.parentWidget()
        if host is not None:
            host.removeEventFilter(self)
        self.closed.emit()
        super().closeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)
