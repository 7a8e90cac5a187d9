"""Marks on the felt: an empty place's frame and a line of text."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from qtcards.table.items import Surface, TableObject
from qtcards.table.looks.emphasis import paint_highlight
from qtcards.table.plain_text import TITLE_LIMIT, cut

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

#: A text's plate on the felt: dark and see-through; and one that may lie over cards.
PLATE = QColor(0, 0, 0, 120)
OPAQUE_PLATE = QColor(12, 34, 22)


class PileMarker(TableObject):
    """An empty place: a card-sized frame, with an optional symbol (↻ for a recycle),
    highlighted while a dragged card would be taken there (``hinted``: a hint's target,
    the highlight dashed)."""

    def __init__(self, table: Surface, symbol: str = "") -> None:
        super().__init__(table)
        self.symbol = symbol
        self.hinted = False
        self.setZValue(-1)

    def set_hinted(self, on: bool) -> None:
        """Highlight the place, dashed, as a hint's target (or stop)."""
        self.hinted = on
        self.update()

    def set_symbol(self, symbol: str) -> None:
        """Change the symbol drawn in the frame."""
        self.symbol = symbol
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_cached(painter, (self.symbol, self.targeted, self.hinted), self._draw)

    def _draw(self, painter: QPainter, w: float, h: float) -> None:
        painter.setPen(QPen(QColor(255, 255, 255, 110), max(1.5, w * 0.025), Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), w * 0.07, w * 0.07)
        if self.symbol:
            font = QFont()
            font.setPixelSize(max(8, round(w * 0.45)))
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255, 170))
            painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, self.symbol)
        if self.targeted or self.hinted:
            paint_highlight(painter, w, h, picked=True, dashed=not self.targeted)


class TableText(TableObject):
    """A line of text on the felt, centred on its place, sized in card widths.

    Drawn on a dark rounded plate so that it stays legible on any felt and palette; an
    ``opaque`` plate (a message that may lie over cards) hides what is under it. ``text``
    is the line it shows now (as cut).
    """

    def __init__(
        self, table: Surface, text: str = "", size: float = 0.16, bold: bool = False, opaque: bool = False
    ) -> None:
        super().__init__(table)
        self.text = cut(text, TITLE_LIMIT)
        self.units = size
        self.bold = bold
        self.backing = OPAQUE_PLATE if opaque else PLATE
        self._measured: tuple[tuple[str, int, float, bool], QFont, tuple[float, float]] | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str) -> None:
        """Change the text (one line; cut with "…" past :data:`~qtcards.table.plain_text.TITLE_LIMIT` characters)."""
        text = cut(text, TITLE_LIMIT)
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.relayout()

    def font(self) -> QFont:
        """The font at the table's current card size (never below the app's font)."""
        font = QFont()
        font.setBold(self.bold)
        font.setPixelSize(int(max(QFontMetricsF(QFont()).height() * 0.8, self.table.card_width * self.units)))
        return font

    def _measure(self) -> tuple[QFont, tuple[float, float]]:
        """The font and the size, measured once per text and card size."""
        key = (self.text, self.table.card_width, self.units, self.bold)
        if self._measured is None or self._measured[0] != key:
            font = self.font()
            metrics = QFontMetricsF(font)
            pad = metrics.height() * 0.4
            size = (metrics.horizontalAdvance(self.text) + 2 * pad, metrics.height() + pad) if self.text else (0.0, 0.0)
            self._measured = (key, font, size)
        return self._measured[1], self._measured[2]

    def size(self) -> tuple[float, float]:
        return self._measure()[1]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        self.paint_cached(painter, (self.text, self.bold, self.units, self.table.card_width), self._draw)

    def _draw(self, painter: QPainter, w: float, h: float) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.backing)
        painter.drawRoundedRect(QRectF(0, 0, w, h), h / 2, h / 2)
        painter.setFont(self._measure()[0])
        painter.setPen(QColor("#fdf8e6"))
        painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, self.text)


class FeltMessage(TableText):
    """A bold line on the felt that says something for a moment (``say``), then goes."""

    def __init__(self, table: Surface, size: float = 0.2, shown_ms: int = 2500) -> None:
        super().__init__(table, size=size, bold=True, opaque=True)
        self.setZValue(500)
        self.timer = QTimer(self, singleShot=True, interval=shown_ms)
        self.timer.timeout.connect(lambda: self.set_text(""))

    def say(self, text: str, announce: Callable[[str], None] | None = None) -> None:
        """Show ``text`` for a moment, and give it to ``announce`` too (a game's
        ``context.announce``: the status bar and screen readers)."""
        self.set_text(text)
        self.timer.start()
        if announce is not None:
            announce(text)
