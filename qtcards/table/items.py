"""The base of everything on the table, placed in card units.

Every item (a card in :mod:`.cards`, a place's frame or a text in :mod:`.marks`) is a
:class:`TableObject`: it has a place in *card units* (1 unit = one
card's width; the point is the item's centre) and the :class:`~qtcards.table.Table`
turns that into pixels whenever the window's size changes.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPainterPath, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QGraphicsView, QWidget

from qtcards.qt.overrides import GuardedOverrides
from qtcards.table.deck import ASPECT

if TYPE_CHECKING:
    from qtcards.table.renderer import DeckRenderer


class Surface(GuardedOverrides, QGraphicsView):
    """What the things on a table ask of it. The table's module imports theirs, so they
    know it by this base, not by its class (:class:`qtcards.table.Table` is one, and
    sets these attributes)."""

    card_width: int
    origin: QPointF
    animation_ms: int
    renderer: DeckRenderer
    keyboard: Any
    pointer: Any
    #: The game's :class:`qtcards.table.spots.Declaration` (not named here: that module
    #: stands on this one).
    declaration: Any
    items_on_table: list[TableObject]
    #: The :class:`qtcards.table.focus_ring.FocusRing` drawn above the cards.
    focus_ring: Any

    def to_scene(self, unit_point: QPointF) -> QPointF:
        """A point in card units, as scene pixels."""
        return self.origin + unit_point * self.card_width

    def has_controls(self) -> bool:
        """Whether a control a game put on the table (Hearts' Confirm button) takes Tab now.
        (Only the table's own children are looked at: walking the window's focus chain
        from Python wraps Qt's menus anew, and PySide then deleted the Game menu.)"""
        return any(
            isinstance(child, QWidget)
            and bool(child.focusPolicy() & Qt.FocusPolicy.TabFocus)
            and child.isVisible()
            and child.isEnabled()
            for child in self.viewport().children()
        )


class TableObject(GuardedOverrides, QGraphicsObject):
    """A scene item placed by its centre in card units. A left press is handed to the
    table's pointer (:mod:`.drag`): a click, or the start of a drag."""

    #: Emitted with the item when it is acted on: a click, Enter or Space (after the
    #: game's ``act``).
    clicked = Signal(object)

    def __init__(self, table: Surface) -> None:
        super().__init__()
        self.table = table
        self.unit_pos = QPointF(0, 0)
        self.focused = False
        #: A card being dragged would be taken here now (drawn highlighted).
        self.targeted = False
        self._bounds: QRectF | None = None  # boundingRect(), until the next geometry change
        self._look: tuple[tuple[object, ...], QPixmap] | None = None  # paint_cached's pixmap, by its key
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_focused(self, on: bool) -> None:
        """Show or hide the keyboard focus ring (the table's, drawn above every card)."""
        self.focused = on
        ring = self.table.focus_ring
        if on:
            ring.follow(self)
        elif ring.item is self:
            ring.follow(None)
        self.update()

    def set_targeted(self, on: bool) -> None:
        """Highlight the item as the place a dragged card would go (or stop)."""
        self.targeted = on
        self.update()

    def paint_cached(
        self, painter: QPainter, key: tuple[object, ...], draw: Callable[[QPainter, float, float], None]
    ) -> None:
        """Paint the item's look through a pixmap that ``draw(painter, w, h)`` fills once.

        ``key`` names everything the look depends on besides the size and the table's
        look (the renderer's generation); the pixmap is painted again when any changes.
        Copying a pixmap costs a fraction of stroking antialiased frames and laying out text
        at every repaint.
        """
        w, h = self.size()
        device = painter.device()
        ratio = device.devicePixelRatioF() if device else 1.0
        full_key = (key, w, h, ratio, self.table.renderer.generation)
        if self._look is None or self._look[0] != full_key:
            pixmap = QPixmap(math.ceil(w * ratio), math.ceil(h * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            look = QPainter(pixmap)
            look.setRenderHint(QPainter.RenderHint.Antialiasing)
            draw(look, w, h)
            look.end()
            self._look = (full_key, pixmap)
        painter.drawPixmap(QPointF(0, 0), self._look[1])

    def size(self) -> tuple[float, float]:
        """The item's size in pixels at the table's current card size."""
        width = self.table.card_width
        return width, width * ASPECT

    def target(self) -> QPointF:
        """Where the item's top-left corner belongs in scene pixels."""
        w, h = self.size()
        return self.table.to_scene(self.unit_pos) - QPointF(w / 2, h / 2)

    def relayout(self) -> None:
        """Jump to the item's place after the card size changed."""
        self.prepareGeometryChange()
        self.setPos(self.target())

    def place(self, x: float, y: float) -> None:
        """Put the item's centre at (x, y) card units."""
        self.unit_pos = QPointF(x, y)
        self.relayout()

    def prepareGeometryChange(self) -> None:
        """Tell the scene that the size is about to change (and forget the cached bounds).

        Subclasses whose size changes call it first, as Qt asks; :meth:`relayout`
        (every change of card size) calls it too.
        """
        self._bounds = None
        super().prepareGeometryChange()

    def boundingRect(self) -> QRectF:
        # Cached: the view asks for it a few times per item and paint.
        if self._bounds is None:
            w, h = self.size()
            margin = self.table.card_width * 0.09  # room for outlines and the focus ring
            self._bounds = QRectF(-margin, -margin, w + 2 * margin, h + 2 * margin)
        return self._bounds

    def shape(self) -> QPainterPath:
        """Only the item itself takes clicks, not the margin round it."""
        w, h = self.size()
        path = QPainterPath()
        path.addRect(QRectF(0, 0, w, h))
        return path

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.table.pointer.press(self, event.scenePos())
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.table.pointer.move(event.scenePos())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # The first click acted already; the game may do more with the second (a card sent home).
        double = getattr(self.table.declaration, "double", None)
        if event.button() == Qt.MouseButton.LeftButton and callable(double):
            double(self)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.table.pointer.release(event.scenePos())
