"""A CPU seat's face-down hand painted as one pixmap.

Thirteen overlapping backs cost thirteen pixmap copies per repaint, most of each
hidden under the next. A :class:`HandFan` paints the whole resting hand into one
pixmap once per layout (cards, pass shifts, card size) and copies that; the cards of
the hand then paint nothing while they rest there. A card that glides or turns (dealt,
passed, played) paints itself until every card of the hand is still again.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QPainter, QTransform

from qtcards.kit.view import ASPECT, Table, TableObject

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

    from .seats import HeartsCard


class HandFan(TableObject):
    """One CPU seat's resting hand: every back in one pixmap (see the module)."""

    def __init__(self, table: Table, quarters: int) -> None:
        super().__init__(table)
        self.quarters = quarters % 4
        self.members: list[HeartsCard] = []
        self.places: tuple[tuple[float, float], ...] = ()  # each member's centre, card units
        self.settled = False
        self._looking = False  # a look at the hand is on its way (card_stopped)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(10)  # the hands' cards lie at 10 and up

    def hold(self, hand: list[tuple[HeartsCard, tuple[float, float]]]) -> None:
        """Take these cards, bottom first, each with its resting centre in card units."""
        cards = [card for card, _ in hand]
        places = [place for _, place in hand]
        for card in self.members:
            if card not in cards:
                card.fan = None
        for card in cards:
            card.fan = self
        self.members = list(cards)
        self.places = tuple(places)
        if places:
            xs, ys = [x for x, _ in places], [y for _, y in places]
            self.unit_pos = QPointF((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        self.relayout()

    def relayout(self) -> None:
        super().relayout()
        self._settle()  # a resize puts gliding cards at their places at once

    def card_stopped(self) -> None:
        """A member stopped moving: paint the hand here once all of them are still (looked
        at once the event that stopped it is over: a resize stops all thirteen, and
        looking at the hand after each cost a Hearts relayout some 40 % of its time)."""
        if not self._looking:
            self._looking = True
            QTimer.singleShot(0, self, self._settle)

    def _settle(self) -> None:
        self._looking = False
        settled = bool(self.members) and not any(card.is_moving() or not card.isVisible() for card in self.members)
        if settled != self.settled:
            self.settled = settled
            for card in self.members:
                card.update()
        self.update()

    def _spans(self) -> tuple[float, float]:
        """A card's width and height on the table, turned as the seat holds it."""
        w = self.table.card_width
        h = w * ASPECT
        return (h, w) if self.quarters % 2 else (w, h)

    def size(self) -> tuple[float, float]:
        if not self.places:
            return 0.0, 0.0
        across, down = self._spans()
        unit = self.table.card_width
        xs, ys = [x for x, _ in self.places], [y for _, y in self.places]
        return (max(xs) - min(xs)) * unit + across, (max(ys) - min(ys)) * unit + down

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.settled:
            corners = tuple(self._corner(card) for card in self.members)
            self.paint_cached(painter, (corners, self.quarters), lambda p, w, h: self._draw(p, corners))

    def _corner(self, card: HeartsCard) -> tuple[int, int]:
        """The pixel the resting card's turned back would be copied to, as the card's own
        paint does it: its place, its turn about its centre, then the painter turned back
        (computed from the card, not its place in card units: at a half pixel the two sums
        round apart, and the fan showed a card a pixel off, a hand fanned unevenly)."""
        turn = QTransform().rotate(-90 * self.quarters) * card.sceneTransform()
        w, h = card.size()
        corner = (QPointF(0, 0), QPointF(-h, 0), QPointF(-w, -h), QPointF(0, -w))[self.quarters]
        return _pixel(corner.x() + turn.dx()), _pixel(corner.y() + turn.dy())

    def _draw(self, painter: QPainter, corners: tuple[tuple[int, int], ...]) -> None:
        device = painter.device()
        ratio = device.devicePixelRatioF() if device else 1.0
        back = self.table.renderer.turned(None, self.table.card_width, ratio, self.quarters)
        # Each back lands on the pixel the card itself would be copied to: Qt rounds a
        # pixmap's place on the table, so round the card's and the fan's places alike.
        here = self.pos()
        for x, y in corners:
            painter.drawPixmap(QPointF(x - _pixel(here.x()), y - _pixel(here.y())), back)


def _pixel(coordinate: float) -> int:
    """The pixel Qt copies an unscaled pixmap to, for a place on the table."""
    return math.floor(coordinate + 0.5)
