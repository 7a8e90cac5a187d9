"""The built-in deck's court cards: a double-headed figure in a framed panel.

Jack, queen and king each wear their own headgear (a feathered cap, a tiara, a crown),
in the suit's colour with gold, and carry the suit as a crest on the chest; the lower
half is the upper turned round, as on printed cards. The rank itself is in the corner
indices, in their face.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from qtcards.table.suits import draw_suit

JACK, QUEEN, KING = 11, 12, 13
GOLD = QColor("#d9a521")
INK = QColor("#2b2118")
SKIN = QColor("#f4d6b8")
HAIR = QColor("#6b3d1f")


def paint_court(painter: QPainter, panel: QRectF, rank: int, suit: int, colour: QColor) -> None:
    """Paint a court card's panel: the frame and the figure, twice (head up, head down)."""
    painter.save()
    shade = QLinearGradient(panel.topLeft(), panel.bottomRight())
    shade.setColorAt(0, QColor("#fdf6e3"))
    shade.setColorAt(1, QColor("#f1e2bd"))
    painter.setPen(QPen(colour, max(1.0, panel.width() / 45)))
    painter.setBrush(QBrush(shade))
    radius = panel.width() * 0.06
    painter.drawRoundedRect(panel, radius, radius)
    inner = panel.adjusted(*(k * panel.width() * 0.05 for k in (1, 1, -1, -1)))
    painter.setPen(QPen(GOLD, max(1.0, panel.width() / 70)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    painter.setClipRect(inner)
    half = QRectF(inner.x(), inner.y(), inner.width(), inner.height() / 2)
    _half_figure(painter, half, rank, suit, colour)
    painter.translate(inner.center())
    painter.rotate(180)
    painter.translate(-inner.center())
    _half_figure(painter, half, rank, suit, colour)
    painter.restore()
    painter.save()
    painter.setPen(QPen(GOLD, max(1.0, panel.width() / 70)))
    painter.drawLine(
        QPointF(inner.left(), inner.center().y() + inner.height() * 0.03),
        QPointF(inner.right(), inner.center().y() - inner.height() * 0.03),
    )
    painter.restore()


def _half_figure(painter: QPainter, half: QRectF, rank: int, suit: int, colour: QColor) -> None:
    """One head and bust, standing on the panel's middle, in a unit square."""
    size = min(half.width() * 1.1, half.height() * 1.12)
    painter.save()
    painter.translate(half.center().x() - size / 2, half.bottom() - size)
    painter.scale(size, size)
    line = QPen(INK, max(0.8, size / 90) / size)
    painter.setPen(line)
    robe = QPainterPath(QPointF(0.08, 1.02))
    robe.lineTo(0.14, 0.74)
    robe.quadTo(0.2, 0.6, 0.34, 0.58)
    robe.lineTo(0.66, 0.58)
    robe.quadTo(0.8, 0.6, 0.86, 0.74)
    robe.lineTo(0.92, 1.02)
    robe.closeSubpath()
    painter.setBrush(colour)
    painter.drawPath(robe)
    painter.setBrush(GOLD)
    painter.drawPolygon(QPolygonF([QPointF(0.36, 0.58), QPointF(0.5, 0.76), QPointF(0.64, 0.58)]))
    if rank == QUEEN:
        painter.setBrush(HAIR)
        painter.drawEllipse(QRectF(0.31, 0.3, 0.38, 0.36))
    painter.setBrush(SKIN)
    painter.drawEllipse(QPointF(0.5, 0.44), 0.13, 0.14)
    if rank == KING:
        beard = QPainterPath(QPointF(0.38, 0.47))
        beard.quadTo(0.5, 0.7, 0.62, 0.47)
        beard.quadTo(0.5, 0.56, 0.38, 0.47)
        painter.setBrush(HAIR)
        painter.drawPath(beard)
    painter.setBrush(INK)
    for x in (0.45, 0.55):
        painter.drawEllipse(QPointF(x, 0.43), 0.012, 0.012)
    _headgear(painter, rank, colour)
    painter.setBrush(QColor("#fffdf6"))
    painter.drawEllipse(QPointF(0.5, 0.87), 0.12, 0.11)
    draw_suit(painter, suit, QRectF(0.42, 0.8, 0.16, 0.15), colour)
    painter.restore()


def _headgear(painter: QPainter, rank: int, colour: QColor) -> None:
    """A crown for the king, a tiara for the queen, a feathered cap for the jack."""
    painter.setBrush(GOLD)
    if rank == KING:
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(x, y)
                    for x, y in (
                        (0.36, 0.35),
                        (0.35, 0.14),
                        (0.43, 0.24),
                        (0.5, 0.1),
                        (0.57, 0.24),
                        (0.65, 0.14),
                        (0.64, 0.35),
                    )
                ]
            )
        )
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(0.5, 0.29), 0.03, 0.03)
    elif rank == QUEEN:
        painter.drawRect(QRectF(0.37, 0.28, 0.26, 0.05))
        for x, y in ((0.4, 0.25), (0.5, 0.21), (0.6, 0.25)):
            painter.drawEllipse(QPointF(x, y), 0.035, 0.035)
    else:
        feather = QPainterPath(QPointF(0.58, 0.3))
        feather.quadTo(0.74, 0.24, 0.84, 0.08)
        feather.quadTo(0.72, 0.3, 0.6, 0.34)
        painter.drawPath(feather)
        cap = QPainterPath(QPointF(0.33, 0.38))
        cap.quadTo(0.34, 0.2, 0.52, 0.2)
        cap.quadTo(0.7, 0.22, 0.68, 0.38)
        cap.closeSubpath()
        painter.setBrush(colour)
        painter.drawPath(cap)
