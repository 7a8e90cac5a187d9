"""The card table: a QGraphicsView whose places are given in card units.

A game says how big its table is in card widths (:attr:`Table.units`); on every resize
the table picks the largest whole-pixel card width that fits the window, centres the
table, and moves every :class:`~qtcards.table.items.TableObject` to its place. The scene
is never scaled: cards are painted at their real pixel size (and the screen's device
pixel ratio), so they stay crisp.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from qtcards.qt.later import after_first_paint
from qtcards.table.cards import CardItem
from qtcards.table.deck import Face
from qtcards.table.drag import Pointer
from qtcards.table.items import Surface, TableObject
from qtcards.table.keyboard import KeyboardFocus
from qtcards.table.looks.look import Look
from qtcards.table.renderer import DeckRenderer
from qtcards.table.spots import Declaration, NoDeclaration, Spot, act_on, reachable

Placed = TypeVar("Placed", bound=TableObject)

#: The player's animation speeds: how long a card's glide (or turn) takes, in ms.
ANIMATION_SPEEDS = {"normal": 180, "fast": 90, "off": 0}


class Table(Surface):
    """A felt table that lays its items out in card units.

    :param units: the table's size in card widths (width, height); the layout keeps a
        margin of ``margin`` card widths around it.

    A game whose layout can stretch sets :attr:`widest`: in a window wider than the
    table's proportions the cards stay as large as the height allows and the table grows
    wider, up to that many card widths (:attr:`width_units` says how wide it is now; the
    game re-places its things on :attr:`laid_out`).

    ``keyboard.item`` is the spot the keyboard focus is on (None until a key is used).
    """

    #: Every new table's ``animation_ms``: the player's speed (the host sets it).
    animation_default = ANIMATION_SPEEDS["normal"]
    #: Every new table's look (felt, back, suits, deck): the player's (the host sets it).
    look_default = Look()

    #: Emitted after every relayout, when ``card_width`` may have changed.
    laid_out = Signal()

    def __init__(self, units: QSizeF, parent: QWidget | None = None, margin: float = 0.25) -> None:
        super().__init__(parent)
        # A viewport made here rather than by Qt: the first viewport() of a C++-made one
        # has PySide try every QWidget subclass for its Python type (~15 ms at start-up).
        self.setViewport(QWidget(self))
        # drawBackground paints every pixel (the felt): no need for Qt to fill the
        # viewport with its palette first, some 1.5 ms of every full repaint at 1080p.
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.units = units
        self.margin = margin
        #: The widest the table may grow, in card widths (None: always ``units``' width).
        self.widest: float | None = None
        #: The table's width now, in card widths.
        self.width_units = units.width()
        self.card_width = 60
        self.origin = QPointF(0, 0)
        self.animation_ms = Table.animation_default
        self.renderer = DeckRenderer(Table.look_default)
        self.felt = QColor(Table.look_default.felt)
        self.items_on_table: list[TableObject] = []
        self.setScene(QGraphicsScene(self))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)
        self.declaration: Declaration = NoDeclaration()
        self.keyboard = KeyboardFocus(self)
        self.pointer = Pointer(self)
        self.accessibility_started = False  # (after the first paint)
        after_first_paint(self.viewport(), self._start_accessibility)

    def _start_accessibility(self) -> None:
        """Screen-reader support (:mod:`.accessible`), set up after the first frame: its
        classes cost start-up some 8 ms, mostly PySide making their enum types."""
        from qtcards.table import accessible

        accessible.install(Table, self)
        self.keyboard.moved.connect(accessible.report_focus)
        self.accessibility_started = True

    def spots(self) -> list[Spot]:
        """The game's spots now (:mod:`.spots`), the visible ones, in reading order."""
        return reachable(self)

    def act(self, item: TableObject) -> None:
        """Act on ``item`` as a click does: the game's ``act``, then ``item.clicked``."""
        act_on(self, item)

    def add(self, item: Placed, at: tuple[float, float] | None = None) -> Placed:
        """Put an item on the table (it is laid out with the others from now on), its
        centre ``at`` (x, y) card units if given; returns the item."""
        self.scene().addItem(item)
        self.items_on_table.append(item)
        if at is not None:
            item.unit_pos = QPointF(*at)
        item.relayout()
        return item

    def add_card(self, face: Face, face_up: bool = True, key: object = None) -> CardItem:
        """Create a card item on the table."""
        card = CardItem(self, face, face_up, key)
        self.add(card)
        return card

    def remove(self, item: TableObject) -> None:
        """Take an item off the table for good."""
        if item is self.keyboard.item:
            self.keyboard.focus(None)
        self.pointer.forget(item)
        self.items_on_table.remove(item)
        self.scene().removeItem(item)
        item.deleteLater()

    def clear_table(self) -> None:
        """Take every item off the table."""
        for item in list(self.items_on_table):
            self.remove(item)

    def event(self, event: QEvent) -> bool:
        # Tab moves between the table's spots instead of leaving the table.
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress and self.keyboard.handle(event):
            event.accept()
            return True
        return super().event(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.keyboard.enter(backwards=event.reason() == Qt.FocusReason.BacktabFocusReason)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.keyboard.show_ring(False)  # a click: the mouse is in use, the ring goes
        super().mousePressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def relayout(self) -> None:
        """Fit the table to the viewport and put every item in its place."""
        size = self.viewport().size()
        span = QSizeF(self.units.width() + 2 * self.margin, self.units.height() + 2 * self.margin)
        self.card_width = max(12, int(min(size.width() / span.width(), size.height() / span.height())))
        self.width_units = self.units.width()
        if self.widest is not None:
            room = size.width() / self.card_width - 2 * self.margin
            self.width_units = min(self.widest, max(self.units.width(), room))
        table = QSizeF(self.width_units * self.card_width, self.units.height() * self.card_width)
        self.origin = QPointF((size.width() - table.width()) / 2, (size.height() - table.height()) / 2)
        self.scene().setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.resetCachedContent()
        for item in self.items_on_table:
            item.relayout()
        self.laid_out.emit()

    def item_rects(self) -> list[QRect]:
        """Where every visible thing on the table lies (a card in flight: where it will
        rest), in the viewport's pixels: its items (a text with no words takes no room)
        and the widgets on it (a game's buttons)."""
        children = self.viewport().findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        rects = [child.geometry() for child in children if not child.isHidden()]  # (shown with the table)
        for item in self.items_on_table:
            w, h = item.size()
            if item.isVisible() and item.opacity() > 0 and w > 0 and h > 0:
                rest = QRectF(item.target(), QSizeF(w, h))
                if round(getattr(item, "angle", item.rotation()) / 90) % 2:  # turned a quarter
                    rest = QRectF(0, 0, h, w).translated(rest.center() - QPointF(h / 2, w / 2))
                rects.append(self.mapFromScene(rest).boundingRect())
        return rects

    def set_look(self, look: Look) -> None:
        """Show the table in ``look`` now: the felt, and every card and mark repainted."""
        self.renderer.set_look(look)
        self.felt = QColor(look.felt)
        self.resetCachedContent()
        for item in self.items_on_table:
            item.update()
        self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        area = self.sceneRect()
        glow = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.75)
        glow.setColorAt(0.0, self.felt.lighter(135))
        glow.setColorAt(0.6, self.felt)
        glow.setColorAt(1.0, self.felt.darker(190))
        painter.fillRect(rect, glow)
