"""The built-in card backs: a white border round a pattern in one colour.

- ``crimson``: a crimson lattice with a gold heart medallion (the first back qtcards had);
- ``navy``: deep blue rings round a four-pointed star;
- ``forest``: a green chequer of small diamonds with a gold border line.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QPolygonF, QTransform

from qtcards.table.deck import card_outline
from qtcards.table.looks.look import DEFAULT_BACK
from qtcards.table.suits import HEARTS, suit_path

#: The back designs, by name, with each one's ground colour.
BACK_COLOURS = {"crimson": QColor("#7d1427"), "navy": QColor("#1b2f6b"), "forest": QColor("#1d5a34")}
LIGHT = QColor(255, 255, 255, 60)
GOLD = QColor("#e9c46a")


def paint_back(painter: QPainter, rect: QRectF, design: str = DEFAULT_BACK) -> None:
    """Paint a card back of the given design (the default one for an unknown name)."""
    ground = BACK_COLOURS.get(design, BACK_COLOURS[DEFAULT_BACK])
    card_outline(painter, rect, QBrush(QColor("#fbfaf6")))
    w = rect.width()
    inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    painter.setPen(Qt.PenStyle.NoPen)
    gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
    gradient.setColorAt(0, ground.lighter(125))
    gradient.setColorAt(1, ground.darker(120))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(inner, w * 0.04, w * 0.04)
    painter.save()
    painter.setClipRect(inner)
    if design == "navy":
        _rings(painter, inner, ground)
    elif design == "forest":
        _chequer(painter, inner)
    else:
        _lattice(painter, inner, ground)
    painter.restore()


def _lattice(painter: QPainter, inner: QRectF, ground: QColor) -> None:
    w = inner.width() / 0.86
    painter.setPen(QPen(LIGHT, max(1.0, w / 110)))
    step = w * 0.12
    span = inner.width() + inner.height()
    k = -span
    while k < span:
        painter.drawLine(QPointF(inner.x() + k, inner.y()), QPointF(inner.x() + k + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(inner.x() + k, inner.bottom()), QPointF(inner.x() + k + inner.height(), inner.y()))
        k += step
    medallion = QRectF(0, 0, w * 0.46, w * 0.46)
    medallion.moveCenter(inner.center())
    painter.setPen(QPen(GOLD, max(1.0, w / 70)))
    painter.setBrush(ground.darker(140))
    painter.drawEllipse(medallion)
    heart = medallion.adjusted(w * 0.11, w * 0.12, -w * 0.11, -w * 0.1)
    transform = QTransform().translate(heart.x(), heart.y()).scale(heart.width(), heart.height())
    painter.fillPath(transform.map(suit_path(HEARTS)), GOLD)


def _rings(painter: QPainter, inner: QRectF, ground: QColor) -> None:
    w = inner.width()
    centre = inner.center()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(LIGHT, max(1.0, w / 90)))
    radius = w * 0.08
    while radius < inner.height():
        painter.drawEllipse(centre, radius, radius)
        radius += w * 0.1
    star = QPolygonF()
    for k in range(8):
        r = w * (0.3 if k % 2 == 0 else 0.09)
        angle = math.pi / 4 * k - math.pi / 2
        star.append(centre + QPointF(math.cos(angle) * r, math.sin(angle) * r))
    painter.setPen(QPen(ground.darker(150), max(1.0, w / 80)))
    painter.setBrush(GOLD)
    painter.drawPolygon(star)


def _chequer(painter: QPainter, inner: QRectF) -> None:
    w = inner.width()
    step = w / 7
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(LIGHT)
    rows = math.ceil(inner.height() / step) + 1
    for row in range(rows):
        for col in range(8):
            if (row + col) % 2:
                continue
            c = QPointF(inner.x() + col * step, inner.y() + row * step)
            half = step * 0.42
            painter.drawPolygon(
                QPolygonF([c + QPointF(0, -half), c + QPointF(half, 0), c + QPointF(0, half), c + QPointF(-half, 0)])
            )
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GOLD, max(1.0, w / 60)))
    frame = inner.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08)
    painter.drawRoundedRect(frame, w * 0.03, w * 0.03)
