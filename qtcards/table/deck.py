"""The built-in deck: all 52 faces painted with QPainter at any size.

Cards are drawn as vector shapes (suits are painter paths, not font glyphs), so they
stay crisp at every size and device pixel ratio. The court cards' figures are in
:mod:`.looks.courts`, the backs in :mod:`.looks.backs`; :class:`~.renderer.DeckRenderer`
keeps the pixmaps.

A face is a :class:`Face`: ``rank`` 1..13 (1 = ace, 11..13 = J, Q, K) and ``suit``
0..3 (clubs, diamonds, spades, hearts).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPen

from qtcards.table.looks.courts import paint_court
from qtcards.table.suits import CLUBS, DIAMONDS, HEARTS, SPADES, TWO_COLOURS, Palette, draw_suit

__all__ = ["ASPECT", "CLUBS", "DIAMONDS", "HEARTS", "SPADES", "Face", "paint_face", "paint_paper"]

RANK_LABELS = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ASPECT = 1.4
"""A card's height over its width (a poker card: 2.5 by 3.5 inches)."""

# Pip centres of the number cards, in fractions of the pip field (x, y); the lower
# half is drawn upside down, as on printed cards.
PIPS: dict[int, list[tuple[float, float]]] = {
    1: [(0.5, 0.5)],
    2: [(0.5, 0.0), (0.5, 1.0)],
    3: [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    9: [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    10: [(0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3), (0.5, 5 / 6), (0, 1), (1, 1)],
}


@dataclass(frozen=True, order=True)
class Face:
    """A card's face: rank 1..13 (ace low in the numbering), suit 0..3."""

    rank: int
    suit: int


def card_outline(painter: QPainter, rect: QRectF, fill: QBrush) -> None:
    """A card's rounded shape, filled and edged with a soft dark line."""
    radius = rect.width() * 0.07
    painter.setPen(QPen(QColor(0, 0, 0, 110), max(1.0, rect.width() / 120)))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)


def paint_paper(painter: QPainter, rect: QRectF) -> None:
    """Paint a face's blank card: the outlined paper, shaded corner to corner."""
    paper = QLinearGradient(rect.topLeft(), rect.bottomRight())
    paper.setColorAt(0, QColor("#fffef9"))
    paper.setColorAt(1, QColor("#f1ece0"))
    card_outline(painter, rect, QBrush(paper))


def paint_face(painter: QPainter, rect: QRectF, face: Face, paper: bool = True, colours: Palette = TWO_COLOURS) -> None:
    """Paint a card face: white card (unless ``paper`` is False: already there), corner
    indices, then pips or a court figure, in the suit's colour of ``colours``."""
    if paper:
        paint_paper(painter, rect)
    w, h = rect.width(), rect.height()
    colour = colours[face.suit]
    _paint_index(painter, rect, face, colour)
    painter.save()
    painter.translate(rect.center())
    painter.rotate(180)
    painter.translate(-rect.center())
    _paint_index(painter, rect, face, colour)
    painter.restore()
    if face.rank >= 11:
        paint_court(
            painter, QRectF(rect.x() + w * 0.22, rect.y() + h * 0.1, w * 0.56, h * 0.8), face.rank, face.suit, colour
        )
    elif face.rank == 1:
        size = w * 0.42
        draw_suit(
            painter, face.suit, QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2, size, size), colour
        )
    else:
        field = QRectF(rect.x() + w * 0.31, rect.y() + h * 0.15, w * 0.38, h * 0.7)
        size = w * 0.18
        for fx, fy in PIPS[face.rank]:
            centre = QPointF(field.x() + fx * field.width(), field.y() + fy * (field.height() - size) + size / 2)
            pip = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
            draw_suit(painter, face.suit, pip, colour, upside_down=fy > 0.5)


def _paint_index(painter: QPainter, rect: QRectF, face: Face, colour: QColor) -> None:
    w = rect.width()
    font = QFont("DejaVu Sans Condensed")
    font.setBold(True)
    font.setPixelSize(max(6, round(w * 0.19)))
    font.setStretch(QFont.Stretch.Condensed if face.rank == 10 else QFont.Stretch.Unstretched)
    if face.rank == 10:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 82)
    painter.setFont(font)
    painter.setPen(colour)
    text_rect = QRectF(rect.x() + w * 0.015, rect.y() + w * 0.035, w * 0.2, w * 0.2)
    painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, RANK_LABELS[face.rank])
    pip = w * 0.12
    draw_suit(
        painter, face.suit, QRectF(text_rect.center().x() - pip / 2, text_rect.bottom() + w * 0.01, pip, pip), colour
    )
