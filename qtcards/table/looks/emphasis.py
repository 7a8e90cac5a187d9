"""The one highlight and the one dimming every game's cards share.

- **Highlight** (a card the player may act on, or has picked): a gold frame inside the
  card's edge, with a thin dark line inside it so that it shows on light faces and
  light felts alike. A picked (selected) card has the same frame and is lifted by the
  game; the frame of a picked card is a little thicker. A hinted card's frame is dashed:
  a hint and a pick differ by their line and lift, not by colour alone.
- **Dimming** (a card that cannot be used now): a flat, slightly dark veil over the
  card, nothing else; a card that is also sunk moves down a little, so that the state
  shows by position too.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

HIGHLIGHT = QColor("#ffd54a")
HIGHLIGHT_EDGE = QColor(60, 40, 0, 170)
VEIL = QColor(18, 26, 22, 150)  # a free card must stand out at a glance (a review: "too alike" at 105)
RADIUS = 0.07
"""A card's corner radius, in card widths."""


def paint_highlight(painter: QPainter, w: float, h: float, picked: bool = False, dashed: bool = False) -> None:
    """The highlight frame of a ``w`` x ``h`` card (thicker for a picked card, dashed for
    a hinted one)."""
    radius = w * RADIUS
    pen = QPen(HIGHLIGHT, max(2.0, w * (0.055 if picked else 0.045)))
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = pen.widthF() / 2
    painter.drawRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), radius, radius)
    edge = pen.widthF() + 0.5
    painter.setPen(QPen(HIGHLIGHT_EDGE, 1.0))
    painter.drawRoundedRect(QRectF(edge, edge, w - 2 * edge, h - 2 * edge), radius * 0.8, radius * 0.8)


def paint_veil(painter: QPainter, width: float, height: float) -> None:
    """The veil of a dimmed (or sunk) card: flat and a little dark."""
    radius = width * RADIUS
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(VEIL)
    painter.drawRoundedRect(QRectF(0, 0, width, height), radius, radius)
