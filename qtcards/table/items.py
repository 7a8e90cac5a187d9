"""Things on the table: cards, empty-place markers and text, all placed in card units.

Every item is a :class:`TableObject`: it has a place in *card units* (1 unit = one
card's width; the point is the item's centre) and the :class:`~qtcards.table.Table`
turns that into pixels whenever the window's size changes.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from .deck import ASPECT, Face

if TYPE_CHECKING:
    from .view import Table

OUTLINE = QColor("#ffd54a")
FOCUS = QColor("#3ec1ff")
SELECTED = QColor("#ffffff")


class TableObject(QGraphicsObject):
    """A scene item placed by its centre in card units; emits ``clicked`` on a left press."""

    clicked = Signal(object)

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table
        self.unit_pos = QPointF(0, 0)
        self.focused = False
        #: What a screen reader says of the item: its name ("Queen of spades"), a
        #: description of its state ("playable"), and whether it is blocked now.
        self.a11y_name = ""
        self.a11y_description = ""
        self.a11y_blocked = False
        self._bounds: QRectF | None = None  # boundingRect(), until the next geometry change
        self._look: tuple[tuple, QPixmap] | None = None  # paint_cached's pixmap, by its key
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_focused(self, on: bool) -> None:
        """Show or hide the keyboard focus ring."""
        self.focused = on
        self.update()

    def set_accessible(self, name: str, description: str = "", blocked: bool = False) -> None:
        """Set what a screen reader is told about the item."""
        self.a11y_name, self.a11y_description, self.a11y_blocked = name, description, blocked

    def paint_focus(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the focus ring round ``rect``: dashed blue on white, seen on any colour."""
        if not self.focused:
            return
        w = self.table.card_width
        ring = rect.adjusted(-w * 0.05, -w * 0.05, w * 0.05, w * 0.05)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#ffffff"), max(3.0, w * 0.05)))
        painter.drawRoundedRect(ring, w * 0.09, w * 0.09)
        painter.setPen(QPen(FOCUS, max(3.0, w * 0.05), Qt.PenStyle.DashLine))
        painter.drawRoundedRect(ring, w * 0.09, w * 0.09)

    def paint_cached(self, painter: QPainter, key: tuple, draw: Callable[[QPainter, float, float], None]) -> None:
        """Paint the item's look through a pixmap that ``draw(painter, w, h)`` fills once,
        then the focus ring when the item has the keyboard focus.

        ``key`` names everything the look depends on besides the size; the pixmap is
        painted again when it or the size changes. Copying a pixmap costs a fraction of
        stroking antialiased frames and laying out text at every repaint.
        """
        w, h = self.size()
        device = painter.device()
        ratio = device.devicePixelRatioF() if device else 1.0
        full_key = (key, w, h, ratio)
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
        self.paint_focus(painter, QRectF(0, 0, w, h))

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
            self.clicked.emit(self)
        else:
            super().mousePressEvent(event)


class CardItem(TableObject):
    """A card: face up or down, animated to its place, raised, outlined, dimmed, sunk.

    ``key`` is whatever the game uses to name the card. ``lifted`` and ``sunk`` move
    the card up or down by a fraction of its height, so they show by position, not only
    by colour; ``outlined`` draws a thick frame, ``selected`` a double frame (and the
    game usually lifts it too), ``dimmed`` a grey veil with hatching, ``focused`` the
    dashed keyboard focus ring.
    """

    FLAGS = ("face_up", "outlined", "selected", "dimmed", "sunk", "lifted", "focused")

    LIFT = 0.18
    SINK = 0.14

    def __init__(self, table: Table, face: Face, face_up: bool = True, key: Any = None) -> None:
        super().__init__(table)
        self.face = face
        self.key = key
        self.face_up = face_up
        self.outlined = False
        self.selected = False
        self.dimmed = False
        self.sunk = False
        self.lifted = False
        # The glide and the fade are made when first needed: most cards are dealt
        # without either, and 52 cards' animations cost some 5 ms at start-up.
        self._motion: QPropertyAnimation | None = None
        self._fade: QPropertyAnimation | None = None

    def target(self) -> QPointF:
        shift = (-self.LIFT if self.lifted else 0.0) + (self.SINK if self.sunk else 0.0)
        return super().target() + QPointF(0, shift * self.size()[1])

    def move_to(self, x: float, y: float, animate: bool = True) -> None:
        """Move the card's centre to (x, y) card units, gliding there unless told not to."""
        self.unit_pos = QPointF(x, y)
        self.refresh_position(animate)

    def refresh_position(self, animate: bool = True) -> None:
        """Glide (or jump) to where place, lift and sink put the card now."""
        if self._motion is not None:
            self._motion.stop()
        duration = self.table.animation_ms
        if not animate or duration <= 0 or not self.isVisible():
            self.setPos(self.target())
            return
        if self._motion is None:
            self._motion = QPropertyAnimation(self, b"pos", self)
            self._motion.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._motion.setDuration(duration)
        self._motion.setStartValue(self.pos())
        self._motion.setEndValue(self.target())
        self._motion.start()

    def is_moving(self) -> bool:
        """True while the card is gliding to its place or fading."""
        running = QPropertyAnimation.State.Running
        return any(animation is not None and animation.state() == running for animation in (self._motion, self._fade))

    def vanish(self, animate: bool = True) -> None:
        """Fade the card out and hide it (it leaves the game)."""
        self._fade_to(0.0, animate)

    def appear(self, animate: bool = True) -> None:
        """Show the card again, fading it in."""
        if not self.isVisible():
            self.setOpacity(0.0)
            self.show()
        self._fade_to(1.0, animate)

    def _fade_to(self, opacity: float, animate: bool) -> None:
        if self._fade is not None:
            self._fade.stop()
        duration = self.table.animation_ms
        if not animate or duration <= 0:
            self.setOpacity(opacity)
            self._faded()
            return
        if self._fade is None:
            self._fade = QPropertyAnimation(self, b"opacity", self)
            self._fade.finished.connect(self._faded)
        self._fade.setDuration(duration)
        self._fade.setStartValue(self.opacity())
        self._fade.setEndValue(opacity)
        self._fade.start()

    def _faded(self) -> None:
        if self.opacity() == 0.0:
            self.hide()

    def relayout(self) -> None:
        if self._motion is not None:
            self._motion.stop()
        super().relayout()

    def set_state(self, **flags: bool) -> None:
        """Set any of the :attr:`FLAGS` and repaint (moving the card if it lifts or sinks)."""
        moved = any(flag in flags and flags[flag] != getattr(self, flag) for flag in ("sunk", "lifted"))
        for name, value in flags.items():
            if name not in self.FLAGS:
                raise AttributeError(name)
            setattr(self, name, value)
        self.update()
        if moved:
            self.refresh_position()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self.size()
        device = painter.device()
        ratio = device.devicePixelRatioF() if device else 1.0
        turned = self.rotation()
        renderer = self.table.renderer
        face = self.face if self.face_up else None
        plain = not (self.dimmed or self.sunk or self.outlined or self.selected or self.focused)
        if turned and turned % 90 == 0:
            if plain:
                # Turn the painter back and copy the face turned once per size: a plain
                # translation, the cheapest way Qt draws a pixmap.
                quarters = round(turned / 90) % 4
                painter.rotate(-90 * quarters)
                corner = (QPointF(0, 0), QPointF(-h, 0), QPointF(-w, -h), QPointF(0, -w))[quarters]
                painter.drawPixmap(corner, renderer.turned(face, round(w), ratio, quarters))
                return
            # A quarter turn maps pixels onto pixels: filtering and antialiasing the
            # turned pixmap would cost a third of a repaint and only blur it.
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.drawPixmap(QPointF(0, 0), renderer.pixmap(face, round(w), ratio))
        if self.dimmed or self.sunk:
            painter.drawPixmap(QPointF(0, 0), renderer.veil(round(w), ratio, self.dimmed))
        if not (self.outlined or self.selected or self.focused):
            return  # no frame to draw, as for most cards
        radius = w * 0.07
        card = QRectF(0, 0, w, h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.outlined:
            pen = QPen(OUTLINE, max(2.0, w * 0.045))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card.adjusted(-w * 0.02, -w * 0.02, w * 0.02, w * 0.02), radius, radius)
        if self.selected:
            painter.setPen(QPen(SELECTED, max(2.0, w * 0.05)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card.adjusted(-w * 0.025, -w * 0.025, w * 0.025, w * 0.025), radius, radius)
            painter.setPen(QPen(QColor("#10314f"), max(1.0, w * 0.015)))
            painter.drawRoundedRect(card.adjusted(w * 0.02, w * 0.02, -w * 0.02, -w * 0.02), radius, radius)
        self.paint_focus(painter, card)


class PileMarker(TableObject):
    """An empty place: a card-sized frame, with an optional symbol (↻ for a recycle)."""

    def __init__(self, table: Table, symbol: str = "") -> None:
        super().__init__(table)
        self.symbol = symbol
        self.setZValue(-1)

    def set_symbol(self, symbol: str) -> None:
        """Change the symbol drawn in the frame."""
        self.symbol = symbol
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_cached(painter, (self.symbol,), self._draw)

    def _draw(self, painter: QPainter, w: float, h: float) -> None:
        painter.setPen(QPen(QColor(255, 255, 255, 110), max(1.5, w * 0.025), Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), w * 0.07, w * 0.07)
        if self.symbol:
            font = QFont()
            font.setPixelSize(max(8, round(w * 0.45)))
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255, 170))
            painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, self.symbol)


class TableText(TableObject):
    """A line of text on the felt, centred on its place, sized in card widths.

    Drawn on a dark rounded plate so that it stays legible on any felt and palette.
    """

    def __init__(self, table: Table, text: str = "", size: float = 0.16, bold: bool = False) -> None:
        super().__init__(table)
        self.text = text
        self.units = size
        self.bold = bold
        self._measured: tuple[tuple, QFont, tuple[float, float]] | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str) -> None:
        """Change the text."""
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.relayout()

    def font(self) -> QFont:
        """The font at the table's current card size (never below the app's font)."""
        font = QFont()
        font.setBold(self.bold)
        font.setPixelSize(max(QFontMetricsF(QFont()).height() * 0.8, self.table.card_width * self.units))
        return font

    def _measure(self) -> tuple[QFont, tuple[float, float]]:
        """The font and the size, measured once per text and card size."""
        key = (self.text, self.table.card_width, self.units, self.bold)
        if self._measured is None or self._measured[0] != key:
            font = self.font()
            metrics = QFontMetricsF(font)
            pad = metrics.height() * 0.4
            size = (metrics.horizontalAdvance(self.text) + 2 * pad, metrics.height() + pad) if self.text else (0.0, 0.0)
            self._measured = (key, font, size)
        return self._measured[1], self._measured[2]

    def size(self) -> tuple[float, float]:
        return self._measure()[1]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        self.paint_cached(painter, (self.text, self.bold, self.units, self.table.card_width), self._draw)

    def _draw(self, painter: QPainter, w: float, h: float) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(QRectF(0, 0, w, h), h / 2, h / 2)
        painter.setFont(self._measure()[0])
        painter.setPen(QColor("#fdf8e6"))
        painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, self.text)
