"""The result panel: the end of a game (or of a hand) shown on the table itself.

Not a message box over the window: a dark, gold-rimmed panel on the felt, the cards
still in view around it, with a title, the figures (or a score sheet) and its buttons.
It sits where it hides least of what the game asks it to keep clear (the cards, the
seat plates): in the middle when that is free, else on the felt beside or below them,
and narrower (its title on two lines) when that helps. Its first button takes the
keyboard focus; Escape closes it; a screen reader hears the title and the figures (the
view announces them) and reaches the buttons with Tab. Any game gets it through
:meth:`qtcards.kit.GameView.show_end_box`.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QFontMetrics, QKeyEvent, QRegion
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qtcards.qt.overrides import GuardedOverrides
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
QPushButton:focus {{ border: 2px solid #3ec1ff; padding: {focus_pad_v}px {focus_pad_h}px; }}
"""

#: A button: its text and what it does (the panel closes first).
Button = tuple[str, Callable[[], None]]

#: The widths a panel tries, as shares of the room it has, widest first.
WIDTHS = (1.0, 0.7, 0.5)
#: Places tried across and down the host (a grid of this many steps, both ways).
STEPS = 12


def covered(rect: QRect, keep_clear: QRegion) -> int:
    """How many pixels of ``keep_clear`` ``rect`` hides (where things overlap, once: a
    stack of cards shows no more than one card does)."""
    parts = keep_clear.intersected(rect)
    return sum(part.width() * part.height() for part in parts)  # type: ignore[attr-defined]  # (no __iter__ in the stubs)


def least_covering(size: QSize, host: QSize, keep_clear: Sequence[QRect], inset: int = 0) -> tuple[QPoint, int]:
    """Where a panel of ``size`` hides least of ``keep_clear`` on a ``host`` of that size,
    ``inset`` pixels or more from its edges (among a grid of places and the middle; a tie
    goes to the place nearest the middle), and how much it hides there."""
    room_x = max(0, host.width() - size.width() - 2 * inset)
    room_y = max(0, host.height() - size.height() - 2 * inset)
    middle = QPoint((host.width() - size.width()) // 2, (host.height() - size.height()) // 2)
    places = {middle} | {
        QPoint(min(inset, middle.x()) + room_x * i // STEPS, min(inset, middle.y()) + room_y * j // STEPS)
        for i in range(STEPS + 1)
        for j in range(STEPS + 1)
    }

    region = QRegion()
    for rect in keep_clear:
        region = region.united(rect)

    def cost(place: QPoint) -> tuple[int, int]:
        return covered(QRect(place, size), region), (place - middle).manhattanLength()

    best = min(places, key=cost)
    return best, cost(best)[0]


class ResultPanel(GuardedOverrides, QFrame):
    """A panel centred on ``host`` (the game's view), sized to its words.

    :param title: the headline ("You won!"), plain text, cut with "…" to the table's width.
    :param text: the figures, one per line, or rich text (a score sheet's table) when
        it starts with a tag: only simple tags that load nothing are kept
        (:func:`qtcards.kit.rich_text.safe_html`). Either is cut to a bounded length.
    :param buttons: ``(text, action)`` pairs, the first the default.
    :param keep_clear: what the panel should not hide: rectangles in ``host``'s
        coordinates, asked again whenever the panel is placed (none: the middle).
    """

    #: Emitted once when the panel closes (by a button, Escape, or the game).
    closed = Signal()

    def __init__(
        self,
        host: QWidget,
        title: str,
        text: str,
        buttons: Sequence[Button],
        keep_clear: Callable[[], Sequence[QRect]] = lambda: (),
    ) -> None:
        super().__init__(host)
        self.keep_clear = keep_clear
        self.setObjectName("result-panel")
        self.full_title = cut(title, TITLE_LIMIT)
        self.setAccessibleName(self.full_title)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.title = QLabel(self.full_title, textFormat=Qt.TextFormat.PlainText)
        self.title.setObjectName("result-title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
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
        pad_v, pad_h = round(unit * 0.35), round(unit * 1.1)
        # The focus ring's wider border comes out of the padding: the text keeps its room.
        self.setStyleSheet(
            STYLE.format(
                radius=round(unit * 0.6),
                body=round(unit),
                title=round(unit * 1.6),
                pad_v=pad_v,
                pad_h=pad_h,
                focus_pad_v=pad_v - 1,
                focus_pad_h=pad_h - 1,
            )
        )
        margin = round(unit * 1.2)
        self.column.setContentsMargins(margin, margin, margin, margin)
        self.column.setSpacing(round(unit * 0.7))
        room = max(200, host.width() - 4 * margin)
        self.title.ensurePolished()  # the style sheet's font, measured
        metrics = QFontMetrics(self.title.font())
        self.title.setText(metrics.elidedText(self.full_title, Qt.TextElideMode.ElideRight, 2 * room))
        keep_clear = list(self.keep_clear())
        best: tuple[int, int, QPoint] | None = None  # (hidden, width, place)
        for share in WIDTHS:
            width = max(200, round(room * share))
            self._limit(width, metrics)
            place, hidden = least_covering(self.size(), host.size(), keep_clear, margin // 2)
            if best is None or hidden < best[0]:
                best = (hidden, width, place)
            if hidden == 0:
                break
        assert best is not None
        self._limit(best[1], metrics)
        self.move(best[2])

    def _limit(self, width: int, metrics: QFontMetrics) -> None:
        """Size the panel for words at most ``width`` pixels wide: the title on one line
        when it fits (a wrapping label would choose two lines of its own accord)."""
        for label in (self.title, self.body):
            label.setMaximumWidth(width)
        self.title.setMinimumWidth(min(width, metrics.horizontalAdvance(self.title.text()) + 2))
        self.adjustSize()

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
