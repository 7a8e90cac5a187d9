"""The four suits: their numbers, their shapes as painter paths, and their colours.

Suits are 0..3 (clubs, diamonds, spades, hearts). A :class:`Palette` gives each suit its
colour: :data:`TWO_COLOURS` (red and black) or :data:`FOUR_COLOURS` (clubs green,
diamonds blue, as four-colour decks print them).
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QTransform

#: The suits' numbers, as a :class:`~qtcards.table.deck.Face` holds them: 0 to 3.
CLUBS, DIAMONDS, SPADES, HEARTS = range(4)

RED = QColor("#c4152b")
BLACK = QColor("#17181c")
GREEN = QColor("#16803a")
BLUE = QColor("#1750b8")

#: A suit's colour, by suit number.
Palette = tuple[QColor, QColor, QColor, QColor]
TWO_COLOURS: Palette = (BLACK, RED, BLACK, RED)
FOUR_COLOURS: Palette = (GREEN, BLUE, BLACK, RED)


def palette(four_colours: bool) -> Palette:
    """The suits' colours: four colours or the usual red and black."""
    return FOUR_COLOURS if four_colours else TWO_COLOURS


@lru_cache(maxsize=None)
def _heart() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 1.0))
    path.cubicTo(0.36, 0.82, 0.0, 0.62, 0.0, 0.33)
    path.cubicTo(0.0, 0.06, 0.36, -0.04, 0.5, 0.24)
    path.cubicTo(0.64, -0.04, 1.0, 0.06, 1.0, 0.33)
    path.cubicTo(1.0, 0.62, 0.64, 0.82, 0.5, 1.0)
    return path


def _stem() -> QPainterPath:
    stem = QPainterPath(QPointF(0.5, 0.6))
    stem.quadTo(0.52, 0.9, 0.3, 1.0)
    stem.lineTo(0.7, 1.0)
    stem.quadTo(0.48, 0.9, 0.5, 0.6)
    return stem


@lru_cache(maxsize=None)
def suit_path(suit: int) -> QPainterPath:
    """The suit's shape in the unit square (0..1 on both axes)."""
    if suit == HEARTS:
        return _heart()
    if suit == DIAMONDS:
        path = QPainterPath(QPointF(0.5, 0.0))
        path.quadTo(0.7, 0.28, 0.92, 0.5)
        path.quadTo(0.7, 0.72, 0.5, 1.0)
        path.quadTo(0.3, 0.72, 0.08, 0.5)
        path.quadTo(0.3, 0.28, 0.5, 0.0)
        return path
    if suit == SPADES:
        body = QTransform().translate(0, 0.8).scale(1, -0.8).map(_heart())
        return body.united(_stem())
    path = QPainterPath()
    for x, y in ((0.5, 0.25), (0.25, 0.55), (0.75, 0.55)):
        path.addEllipse(QPointF(x, y), 0.23, 0.23)
    path.addRect(QRectF(0.46, 0.4, 0.08, 0.3))
    return path.united(_stem()).simplified()


def draw_suit(painter: QPainter, suit: int, rect: QRectF, colour: QColor, upside_down: bool = False) -> None:
    """Fill the suit's shape into ``rect`` in ``colour``."""
    transform = QTransform().translate(rect.x(), rect.y()).scale(rect.width(), rect.height())
    if upside_down:
        transform = QTransform().translate(0.5, 0.5).rotate(180).translate(-0.5, -0.5) * transform
    painter.fillPath(transform.map(suit_path(suit)), colour)
