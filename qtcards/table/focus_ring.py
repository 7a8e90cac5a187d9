"""The keyboard focus ring, drawn above every card.

A card's own paint lies under the cards stacked on it: a ring drawn there shows only at
its edges once another card covers it. :class:`FocusRing` is one item of the scene,
above all the others, that follows the focused item (its place, its turn, a glide) and
draws the ring round it: dashed blue on white, seen on any colour and any card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from qtcards.qt.overrides import GuardedOverrides

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

    from qtcards.table.items import TableObject

FOCUS = QColor("#3ec1ff")
#: Above a flying card (its z plus 1000) and the felt's messages.
RING_Z = 10_000


class FocusRing(GuardedOverrides, QGraphicsObject):
    """The ring round the item that shows the keyboard focus (:meth:`follow`)."""

    def __init__(self) -> None:
        super().__init__()
        self.item: TableObject | None = None
        self.setZValue(RING_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def follow(self, item: TableObject | None) -> None:
        """Draw the ring round ``item`` from now on (None: no ring)."""
        if item is self.item:
            self.sync()
            return
        if self.item is not None:
            for signal in (self.item.xChanged, self.item.yChanged, self.item.rotationChanged, self.item.visibleChanged):
                signal.disconnect(self.sync)
        self.item = item
        if item is not None:
            for signal in (item.xChanged, item.yChanged, item.rotationChanged, item.visibleChanged):
                signal.connect(self.sync)
        self.sync()

    def sync(self) -> None:
        """Lie where the followed item lies now (a glide, a relayout, a turn)."""
        item = self.item
        shown = item is not None and item.scene() is self.scene() and item.isVisible()
        if shown and item is not None:
            self.prepareGeometryChange()
            self.setTransform(item.sceneTransform())
            self.update()
        self.setVisible(shown)

    def _ring(self) -> QRectF:
        if self.item is None:
            return QRectF()
        w, h = self.item.size()
        grow = self.item.table.card_width * 0.05
        return QRectF(0, 0, w, h).adjusted(-grow, -grow, grow, grow)

    def boundingRect(self) -> QRectF:
        pad = self.item.table.card_width * 0.05 if self.item is not None else 0.0
        return self._ring().adjusted(-pad, -pad, pad, pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.item is None:
            return
        w = self.item.table.card_width
        ring, width = self._ring(), max(3.0, w * 0.05)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#ffffff"), width))
        painter.drawRoundedRect(ring, w * 0.09, w * 0.09)
        painter.setPen(QPen(FOCUS, width, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(ring, w * 0.09, w * 0.09)
