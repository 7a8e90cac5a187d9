"""The Hearts table's layout and its own items: sideways cards and the seats' plates.

Places are in card widths (see :class:`qtcards.kit.view.Table`): the trick in the middle,
your hand along the bottom, CPU 2's across the top, CPU 1's and CPU 3's turned
sideways on the left and the right.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetricsF, QPainter, QPen

from qtcards.kit import Pile
from qtcards.kit.view import CardItem, Face, Table, TableObject

from . import engine

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

# The table in card widths, at its narrowest: the trick lies in the middle; your hand
# along the bottom, CPU 2's across the top, CPU 1's and CPU 3's turned sideways on the
# left and right. In a wider window it grows up to WIDEST card widths (see Layout).
TABLE = QSizeF(10.8, 7.4)
WIDEST = 15.0
CY = 3.7
HAND_Y = TABLE.height() - 0.8
TOP_Y = 0.72
TOP_STEP = 0.22
SIDE_X = 0.8
SIDE_STEP = 0.22
ANGLE = (0.0, 90.0, 0.0, -90.0)
# Your plate stands on the line just above your lifted cards, whatever its height; the
# others are placed by their centres. Once the hands are empty (the hand is over) the
# plates move out to where the hands were, leaving the middle to the score sheet.
PLATE_FLOOR = HAND_Y - 0.7 - 0.26
ENDED_FLOOR = HAND_Y + 0.5


@dataclass(frozen=True)
class Layout:
    """Where things lie on a Hearts table ``width`` card widths wide (see TABLE), for
    cards ``card_width`` pixels wide."""

    width: float
    card_width: int

    def _whole(self, step: float) -> float:
        """``step`` rounded to whole pixels: every card of a fan the same distance from
        the next (15.4 pixels gave gaps of 15 and 16, a hand fanned unevenly)."""
        return max(1, round(step * self.card_width)) / self.card_width

    @property
    def cx(self) -> float:
        """The middle of the table, across."""
        return self.width / 2

    @property
    def hands(self) -> tuple[Pile, Pile, Pile, Pile]:
        """The seats' hands, fanned about their middles; yours spreads out on a wide table."""
        step = self._whole(min(0.8, max(0.5, (0.7 * self.width - 1) / 12)))
        side, top = self._whole(SIDE_STEP), self._whole(TOP_STEP)
        return (
            Pile(self.cx, HAND_Y, spread=(step, 0.0), centred=True, z=10),
            Pile(SIDE_X, CY, spread=(0.0, side), centred=True, z=10),
            Pile(self.cx, TOP_Y, spread=(top, 0.0), centred=True, z=10),
            Pile(self.width - SIDE_X, CY, spread=(0.0, side), centred=True, z=10),
        )

    @property
    def trick_at(self) -> tuple[tuple[float, float], ...]:
        """The trick's four cards: they overlap, but never over another card's corner
        index (top left): yours a little left and low, CPU 2's a little right and high."""
        cx = self.cx
        return ((cx - 0.25, CY + 0.5), (cx - 1.3, CY), (cx + 0.25, CY - 0.5), (cx + 1.3, CY))

    @property
    def taken_at(self) -> tuple[tuple[float, float], ...]:
        """Where a trick goes when a seat takes it: that seat's hand."""
        return ((self.cx, HAND_Y), (SIDE_X, CY), (self.cx, TOP_Y), (self.width - SIDE_X, CY))

    def plate_at(self, ended: bool) -> tuple[tuple[float, float], ...]:
        """The seats' plates (yours by the middle of its bottom edge, the others by their
        centres): during a hand between the hands and the trick (the side ones above the
        middle row, clear of the messages there), once the hand is over where the hands were."""
        if ended:
            return (
                (self.cx, ENDED_FLOOR),
                (SIDE_X + 0.35, CY),
                (self.cx, TOP_Y - 0.1),
                (self.width - SIDE_X - 0.35, CY),
            )
        return (
            (self.cx, PLATE_FLOOR),
            (SIDE_X + 2.0, CY - 1.35),
            (self.cx, TOP_Y + 1.28),
            (self.width - SIDE_X - 2.0, CY - 1.35),
        )

    @property
    def message_at(self) -> tuple[float, float]:
        """The line on the felt under the trick's middle."""
        return (self.cx, CY - 0.3)

    @property
    def button_at(self) -> tuple[float, float]:
        """The Confirm and New game buttons, under the message."""
        return (self.cx, CY + 0.4)


BUTTON_STYLE = """
QPushButton {{
    font-size: {font}px; font-weight: bold; color: #2b1d02;
    padding: {pad_v}px {pad_h}px; border: 1px solid #7a5a12; border-radius: {radius}px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe08a, stop:1 #d9a63a);
}}
QPushButton:hover {{
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffeaa8, stop:1 #e8b84c);
}}
QPushButton:pressed {{ background: #c99a30; }}
QPushButton:focus {{ border: 2px solid #3ec1ff; }}
QPushButton:disabled {{
    color: rgba(253, 248, 230, 150); background: rgba(0, 0, 0, 90);
    border: 1px solid rgba(253, 248, 230, 70);
}}
"""


def face_of(card: int) -> Face:
    """The table's face for an engine card (ace high there, rank 1 here)."""
    rank = engine.rank(card)
    return Face(rank if rank < 14 else 1, engine.suit(card))


class HeartsCard(CardItem):
    """A card that its CPU seat's :class:`~.fan.HandFan` paints while it rests in that hand."""

    def __init__(self, table: Table, card: int) -> None:
        super().__init__(table, face_of(card), face_up=False, key=card)
        self.fan: Any = None  # the HandFan that paints this card while it rests in a CPU hand
        self.landed.connect(self._tell_fan)

    def _tell_fan(self) -> None:
        if self.fan is not None:
            self.fan.card_stopped()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.fan is None or not self.fan.settled:  # else its hand's fan paints it
            super().paint(painter, option, widget)


class SeatPlate(TableObject):
    """A seat's name over lines of points on one dark plate; a gold rim while it is to play."""

    def __init__(self, table: Table, by_bottom: bool = False) -> None:
        super().__init__(table)
        self.by_bottom = by_bottom  # placed by the middle of its bottom edge, not its centre
        self.name = ""
        self.lines: tuple[str, ...] = ()
        self.active = False
        self._measured: tuple[Any, ...] | None = None  # (texts and card size, fonts, heights, size)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(400)

    def set_texts(self, name: str, lines: tuple[str, ...], active: bool) -> None:
        """Change what the plate says and whether its seat is to play."""
        if (name, lines, active) != (self.name, self.lines, self.active):
            self.prepareGeometryChange()
            self.name, self.lines, self.active = name, lines, active
            self.relayout()
            self.update()

    def target(self) -> QPointF:
        """By its centre, or (a plate placed by its bottom) by the middle of its bottom
        edge: it stands on that line whatever its height."""
        if not self.by_bottom:
            return super().target()
        w, h = self.size()
        return self.table.to_scene(self.unit_pos) - QPointF(w / 2, h)

    def _fonts(self) -> tuple[QFont, QFont]:
        floor = QFontInfo(QFont()).pixelSize() * 0.9  # never below the app's own text
        name = QFont()
        name.setBold(True)
        name.setPixelSize(round(max(floor, self.table.card_width * 0.17)))
        detail = QFont()
        detail.setPixelSize(round(max(floor, self.table.card_width * 0.145)))
        return name, detail

    def _measure(self) -> tuple[QFont, QFont, float, float, tuple[float, float]]:
        """Fonts, line heights and size, measured once per texts and card size (not per paint)."""
        key = (self.name, self.lines, self.table.card_width)
        if self._measured is None or self._measured[0] != key:
            name_font, detail_font = self._fonts()
            big, small = QFontMetricsF(name_font), QFontMetricsF(detail_font)
            pad = small.height() * 0.6
            width = max([big.horizontalAdvance(self.name), *(small.horizontalAdvance(line) for line in self.lines)])
            size = (width + 2 * pad, big.height() + small.height() * len(self.lines) + pad)
            self._measured = (key, name_font, detail_font, big.height(), small.height(), size)
        _, name_font, detail_font, big_height, small_height, size = self._measured
        return name_font, detail_font, big_height, small_height, size

    def size(self) -> tuple[float, float]:
        return self._measure()[4]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_cached(painter, (self.name, self.lines, self.active, self.table.card_width), self._draw)

    def _draw(self, painter: QPainter, w: float, h: float) -> None:
        name_font, detail_font, big_height, small_height, _ = self._measure()
        pad = small_height * 0.3
        rim = (
            QPen(QColor("#ffd54a"), max(2.0, self.table.card_width * 0.03))
            if self.active
            else QPen(QColor(255, 255, 255, 45), 1.0)
        )
        painter.setPen(rim)
        painter.setBrush(QColor(0, 0, 0, 125))
        radius = min(h / 2, small_height)
        painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), radius, radius)
        painter.setFont(name_font)
        painter.setPen(QColor("#ffe08a") if self.active else QColor("#fdf8e6"))
        painter.drawText(QRectF(0, pad, w, big_height), Qt.AlignmentFlag.AlignCenter, self.name)
        painter.setFont(detail_font)
        painter.setPen(QColor("#e3dcc4"))
        for index, line in enumerate(self.lines):
            top = pad + big_height + index * small_height
            painter.drawText(QRectF(0, top, w, small_height), Qt.AlignmentFlag.AlignCenter, line)
