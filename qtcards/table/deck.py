"""The deck renderer: all 52 faces and a back, painted with QPainter at any size.

Cards are drawn as vector shapes (suits are painter paths, not font glyphs), so they
stay crisp at every size and device pixel ratio. :class:`DeckRenderer` keeps one pixmap
per card per size and drops the pixmaps of older sizes when the table is resized.

A face is a :class:`Face`: ``rank`` 1..13 (1 = ace, 11..13 = J, Q, K) and ``suit``
0..3 (clubs, diamonds, spades, hearts).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

CLUBS, DIAMONDS, SPADES, HEARTS = range(4)
RANK_LABELS = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ASPECT = 1.4
"""A card's height over its width (a poker card: 2.5 by 3.5 inches)."""

RED = QColor("#c4152b")
BLACK = QColor("#17181c")
BACK = QColor("#7d1427")

# Pip centres of the number cards, in fractions of the pip field (x, y); the lower
# half is drawn upside down, as on printed cards.
PIPS = {
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


def suit_color(suit: int) -> QColor:
    """Red for diamonds and hearts, black for clubs and spades."""
    return RED if suit in (DIAMONDS, HEARTS) else BLACK


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


def draw_suit(painter: QPainter, suit: int, rect: QRectF, upside_down: bool = False) -> None:
    """Fill the suit's shape into ``rect`` in its colour."""
    transform = QTransform().translate(rect.x(), rect.y()).scale(rect.width(), rect.height())
    if upside_down:
        transform = QTransform().translate(0.5, 0.5).rotate(180).translate(-0.5, -0.5) * transform
    painter.fillPath(transform.map(suit_path(suit)), suit_color(suit))


class DeckRenderer:
    """Paints card faces and the back, one cached pixmap per card per size."""

    def __init__(self) -> None:
        self._cache: dict[tuple[Face | None, int, float], QPixmap] = {}
        self._size: tuple[int, float] = (0, 1.0)
        self._blank: QPixmap | None = None  # a face's paper and outline at the current size
        self._veils: dict[bool, QPixmap] = {}  # the dimmed and the sunk veil at that size
        self._turned: dict[tuple[Face | None, int], QPixmap] = {}  # faces turned by 90, 180, 270
        #: How many pixmaps were painted so far, every size together (tests, benchmarks).
        self.rendered = 0

    def _at_size(self, width: int, ratio: float) -> None:
        if (width, ratio) != self._size:
            self._cache.clear()
            self._blank = None
            self._veils.clear()
            self._turned.clear()
            self._size = (width, ratio)

    def pixmap(self, face: Face | None, width: int, ratio: float = 1.0) -> QPixmap:
        """The pixmap of a face (or of the back, for None) ``width`` logical pixels wide."""
        self._at_size(width, ratio)
        key = (face, width, ratio)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = self._render(face, width, ratio)
            self._cache[key] = pixmap
            self.rendered += 1
        return pixmap

    def turned(self, face: Face | None, width: int, ratio: float, quarters: int) -> QPixmap:
        """The pixmap of :meth:`pixmap` turned clockwise by ``quarters`` quarter turns.

        Copied pixel for pixel once per size: drawing it with a plain translation costs
        far less than drawing the upright pixmap through a turned painter.
        """
        quarters %= 4
        pixmap = self.pixmap(face, width, ratio)
        if not quarters:
            return pixmap
        key = (face, quarters)
        turned = self._turned.get(key)
        if turned is None:
            turned = pixmap.transformed(QTransform().rotate(90 * quarters))
            turned.setDevicePixelRatio(ratio)
            self._turned[key] = turned
        return turned

    def veil(self, width: int, ratio: float = 1.0, dimmed: bool = True) -> QPixmap:
        """The veil over a dimmed card (grey and hatched) or a sunk one (grey), painted
        once per size: blending a pixmap costs far less than painting the shapes."""
        self._at_size(width, ratio)
        pixmap = self._veils.get(dimmed)
        if pixmap is None:
            pixmap = QPixmap(round(width * ratio), math.ceil(width * ASPECT * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = self._painter(pixmap)
            paint_veil(painter, width, dimmed)
            painter.end()
            self._veils[dimmed] = pixmap
        return pixmap

    def cached(self) -> int:
        """How many pixmaps are cached (for tests and benchmarks)."""
        return len(self._cache)

    def _render(self, face: Face | None, width: int, ratio: float) -> QPixmap:
        if face is None:
            return self._paint(width, ratio, paint_back)
        # Every face starts from the same paper: paint it once per size (its gradient
        # rounded rectangle is the dearest part of a face) and copy it for the others.
        if self._blank is None:
            self._blank = self._paint(width, ratio, paint_paper)
        pixmap = self._blank.copy()
        pixmap.setDevicePixelRatio(ratio)
        painter = self._painter(pixmap)
        paint_face(painter, QRectF(0.5, 0.5, width - 1, round(width * ASPECT) - 1), face, paper=False)
        painter.end()
        return pixmap

    @staticmethod
    def _painter(pixmap: QPixmap) -> QPainter:
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        return painter

    def _paint(self, width: int, ratio: float, paint) -> QPixmap:
        """A transparent pixmap of a card's size with ``paint(painter, rect)`` on it."""
        height = round(width * ASPECT)
        pixmap = QPixmap(round(width * ratio), round(height * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = self._painter(pixmap)
        paint(painter, QRectF(0.5, 0.5, width - 1, height - 1))
        painter.end()
        return pixmap


def paint_veil(painter: QPainter, width: float, dimmed: bool) -> None:
    """The veil of a dimmed card (darker, hatched) or of a sunk one (a little darker)."""
    card = QRectF(0, 0, width, width * ASPECT)
    radius = width * 0.07
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(20, 30, 25, 120 if dimmed else 80))
    painter.drawRoundedRect(card, radius, radius)
    if dimmed:
        painter.setBrush(QBrush(QColor(0, 0, 0, 90), Qt.BrushStyle.BDiagPattern))
        painter.drawRoundedRect(card, radius, radius)


def _card_outline(painter: QPainter, rect: QRectF, fill: QBrush) -> None:
    radius = rect.width() * 0.07
    painter.setPen(QPen(QColor(0, 0, 0, 110), max(1.0, rect.width() / 120)))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)


def paint_paper(painter: QPainter, rect: QRectF) -> None:
    """Paint a face's blank card: the outlined paper, shaded corner to corner."""
    paper = QLinearGradient(rect.topLeft(), rect.bottomRight())
    paper.setColorAt(0, QColor("#fffef9"))
    paper.setColorAt(1, QColor("#f1ece0"))
    _card_outline(painter, rect, QBrush(paper))


def paint_face(painter: QPainter, rect: QRectF, face: Face, paper: bool = True) -> None:
    """Paint a card face: white card (unless ``paper`` is False: already there), corner
    indices, pips or a court panel."""
    if paper:
        paint_paper(painter, rect)
    w, h = rect.width(), rect.height()
    color = suit_color(face.suit)
    _paint_index(painter, rect, face, color)
    painter.save()
    painter.translate(rect.center())
    painter.rotate(180)
    painter.translate(-rect.center())
    _paint_index(painter, rect, face, color)
    painter.restore()
    field = QRectF(rect.x() + w * 0.31, rect.y() + h * 0.15, w * 0.38, h * 0.7)
    if face.rank >= 11:
        _paint_court(painter, field, face, color)
    elif face.rank == 1:
        size = w * 0.42
        draw_suit(painter, face.suit, QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2, size, size))
    else:
        size = w * 0.18
        for fx, fy in PIPS[face.rank]:
            centre = QPointF(field.x() + fx * field.width(), field.y() + fy * (field.height() - size) + size / 2)
            draw_suit(
                painter,
                face.suit,
                QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size),
                upside_down=fy > 0.5,
            )


def _paint_index(painter: QPainter, rect: QRectF, face: Face, color: QColor) -> None:
    w = rect.width()
    font = QFont("DejaVu Sans Condensed")
    font.setBold(True)
    font.setPixelSize(max(6, round(w * 0.19)))
    font.setStretch(QFont.Stretch.Condensed if face.rank == 10 else QFont.Stretch.Unstretched)
    if face.rank == 10:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 82)
    painter.setFont(font)
    painter.setPen(color)
    text_rect = QRectF(rect.x() + w * 0.015, rect.y() + w * 0.035, w * 0.2, w * 0.2)
    painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, RANK_LABELS[face.rank])
    pip = w * 0.12
    draw_suit(painter, face.suit, QRectF(text_rect.center().x() - pip / 2, text_rect.bottom() + w * 0.01, pip, pip))


def _paint_court(painter: QPainter, field: QRectF, face: Face, color: QColor) -> None:
    """A court card: a framed panel with the rank letter and its suit."""
    panel = QLinearGradient(field.topLeft(), field.bottomLeft())
    tint = QColor(color)
    tint.setAlpha(38)
    panel.setColorAt(0, QColor("#fbf3da"))
    panel.setColorAt(1, QColor("#efe0b5"))
    painter.setPen(QPen(color, max(1.0, field.width() / 40)))
    painter.setBrush(QBrush(panel))
    painter.drawRoundedRect(field, field.width() * 0.06, field.width() * 0.06)
    painter.fillRect(field.adjusted(3, 3, -3, -3), tint)
    inner = field.adjusted(field.width() * 0.08, field.width() * 0.08, -field.width() * 0.08, -field.width() * 0.08)
    painter.setPen(QPen(QColor("#b8902f"), max(1.0, field.width() / 60)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, 3, 3)
    font = QFont("DejaVu Serif")
    font.setBold(True)
    font.setPixelSize(max(8, round(field.height() * 0.42)))
    painter.setFont(font)
    painter.setPen(color)
    painter.drawText(field, Qt.AlignmentFlag.AlignCenter, RANK_LABELS[face.rank])
    pip = field.width() * 0.26
    draw_suit(painter, face.suit, QRectF(inner.x() + 2, inner.y() + 2, pip, pip))
    draw_suit(painter, face.suit, QRectF(inner.right() - pip - 2, inner.bottom() - pip - 2, pip, pip), True)


def paint_back(painter: QPainter, rect: QRectF) -> None:
    """Paint the card back: a white border round a lattice and a heart medallion."""
    _card_outline(painter, rect, QBrush(QColor("#fbfaf6")))
    w = rect.width()
    inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    painter.setPen(Qt.PenStyle.NoPen)
    gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
    gradient.setColorAt(0, BACK.lighter(125))
    gradient.setColorAt(1, BACK.darker(120))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(inner, w * 0.04, w * 0.04)
    painter.save()
    painter.setClipRect(inner)
    painter.setPen(QPen(QColor(255, 255, 255, 60), max(1.0, w / 110)))
    step = w * 0.12
    span = inner.width() + inner.height()
    k = -span
    while k < span:
        painter.drawLine(QPointF(inner.x() + k, inner.y()), QPointF(inner.x() + k + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(inner.x() + k, inner.bottom()), QPointF(inner.x() + k + inner.height(), inner.y()))
        k += step
    painter.restore()
    medallion = QRectF(0, 0, w * 0.46, w * 0.46)
    medallion.moveCenter(inner.center())
    painter.setPen(QPen(QColor("#e9c46a"), max(1.0, w / 70)))
    painter.setBrush(BACK.darker(140))
    painter.drawEllipse(medallion)
    heart = medallion.adjusted(w * 0.11, w * 0.12, -w * 0.11, -w * 0.1)
    transform = QTransform().translate(heart.x(), heart.y()).scale(heart.width(), heart.height())
    painter.fillPath(transform.map(suit_path(HEARTS)), QColor("#e9c46a"))
