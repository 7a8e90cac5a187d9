"""Screen-reader support: the table and every item on it as accessible objects.

:func:`install` registers a factory with ``QAccessible``: a :class:`Table` becomes a
:class:`TableAccessible` whose children are the game's visible spots
(:mod:`.spots`), each an :class:`ItemAccessible` telling the spot's name, its state in
words and its state flags (focused, selected, blocked). The table reports focus moves with :func:`report_focus`.

Trap (checked with PySide6 6.12): an overridden ``interface_cast`` must return a
``shiboken6.VoidPtr``; returning None crashes the process.

PySide6's stubs type the children Qt asks for (``child``, ``childAt``, ``focusChild``)
as never None, where Qt's C++ allows a null pointer (no such child), and
``interface_cast`` as an int; the overrides say what they return and ignore the
``[override]`` error.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
)
from PySide6.QtWidgets import QAccessibleWidget
from shiboken6 import VoidPtr

from qtcards.qt.overrides import GuardedOverrides
from qtcards.table.cards import CardItem
from qtcards.table.items import Surface, TableObject
from qtcards.table.spots import Spot, reachable

_alive: dict[int, QAccessibleInterface] = {}


def _keep(obj: QObject, interface: QAccessibleInterface) -> QAccessibleInterface:
    """Keep the Python side of an interface alive as long as its object lives."""
    key = id(obj)
    _alive[key] = interface
    obj.destroyed.connect(lambda *_: _alive.pop(key, None))
    return interface


def _items(table: Surface) -> list[TableObject]:
    return [spot.item for spot in reachable(table)]


def _spot(item: TableObject) -> Spot | None:
    return next((spot for spot in reachable(item.table) if spot.item is item), None)


class ItemAccessible(GuardedOverrides, QAccessibleObject):
    """A card or place on the table, as a screen reader sees it."""

    def __init__(self, item: TableObject) -> None:
        super().__init__(item)
        self.item = item

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem if isinstance(self.item, CardItem) else QAccessible.Role.Button

    def text(self, kind: QAccessible.Text) -> str:
        spot = _spot(self.item)
        if spot is None:
            return ""
        if kind == QAccessible.Text.Name:
            return spot.name
        if kind == QAccessible.Text.Description:
            return spot.description()
        return ""

    def state(self) -> QAccessible.State:
        spot = _spot(self.item)
        state = QAccessible.State()
        state.focusable = True
        state.focused = self.item is self.item.table.keyboard.item
        state.selectable = True
        state.selected = spot is not None and spot.selected
        state.disabled = spot is None or spot.blocked
        state.invisible = spot is None
        return state

    def rect(self) -> QRect:
        table = self.item.table
        polygon = table.mapFromScene(self.item.sceneBoundingRect())
        box = polygon.boundingRect()
        return QRect(table.viewport().mapToGlobal(box.topLeft()), box.size())

    def parent(self) -> QAccessibleInterface:
        return QAccessible.queryAccessibleInterface(self.item.table)

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> None:  # type: ignore[override]  # stub gap (module docstring)
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> None:  # type: ignore[override]  # stub gap (module docstring)
        return None

    def interface_cast(self, kind: QAccessible.InterfaceType) -> VoidPtr:  # type: ignore[override]  # stub gap (module docstring)
        return VoidPtr(0)


class TableAccessible(GuardedOverrides, QAccessibleWidget):
    """The table: a list whose children are its named, visible items."""

    def __init__(self, table: Surface) -> None:
        super().__init__(table, QAccessible.Role.List)
        self.table = table

    def childCount(self) -> int:
        return len(_items(self.table))

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # stub gap (module docstring)
        items = _items(self.table)
        return QAccessible.queryAccessibleInterface(items[index]) if 0 <= index < len(items) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        items = _items(self.table)
        target = child.object() if child is not None else None
        return next((i for i, item in enumerate(items) if item is target), -1)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # stub gap (module docstring)
        item = self.table.keyboard.item
        return QAccessible.queryAccessibleInterface(item) if item is not None else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # stub gap (module docstring)
        point = self.table.viewport().mapFromGlobal(QPoint(x, y))
        for item in self.table.items(point):
            if isinstance(item, TableObject) and item in _items(self.table):
                return QAccessible.queryAccessibleInterface(item)
        return None


def factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    """The accessible interface for a table or an item on it."""
    if _table_class is not None and isinstance(obj, _table_class):
        return _keep(obj, TableAccessible(obj))
    if isinstance(obj, TableObject):
        return _keep(obj, ItemAccessible(obj))
    return None


_table_class: type[Surface] | None = None


def install(table_class: type[Surface], table: QObject) -> None:
    """Register the factory with Qt (once), for tables of ``table_class`` (passed in,
    not imported: the table's module imports this one), and make ``table`` use it.

    The table calls this after its first paint. Should an assistive client have asked
    for the table before, Qt made it a generic interface: that one is dropped, so that
    the next question gets the table's own.
    """
    global _table_class
    if _table_class is None:
        QAccessible.installFactory(factory)
        _table_class = table_class
    if QAccessible.isActive():
        interface = QAccessible.queryAccessibleInterface(table)
        if interface is not None and not isinstance(interface, TableAccessible):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(interface))


def report_focus(item: TableObject | None) -> None:
    """Tell assistive technology that the keyboard focus moved to ``item``."""
    if item is not None and QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.Focus))
