"""Clicks and drags on the table, from the game's declaration (:mod:`.spots`).

A press on an item acts on it at once (the game's ``act``), as it always has, unless
the item's spot has ``drops``: then the press waits. Released where it was pressed, it
is a click. Moved further than the platform's drag distance, the card follows the
pointer above the others, a little see-through, with the items its spot ``carries`` (the
cards on it in a run) in their places on it; a target among its drops under the pointer is highlighted;
released there, it is the game's ``drop`` (by default the two clicks), and released
anywhere else the card glides back to its place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from qtcards.table.cards import FLYING, CardItem
from qtcards.table.spots import act_on, declared, reachable

if TYPE_CHECKING:
    from qtcards.table.items import Surface, TableObject

#: A dragged card lets the highlighted target show through it.
DRAGGED_OPACITY = 0.8


class Pointer:
    """The table's pointer: one press, and the drag it may become."""

    def __init__(self, table: Surface) -> None:
        self.table = table
        self.item: TableObject | None = None  # pressed, waiting to be a click or a drag
        self.drops: list[TableObject] = []
        self.carried: list[tuple[TableObject, QPointF, float]] = []  # each with its place and z at the press
        self.dragging = False
        self.start = QPointF()  # the press, in scene pixels
        self.grab = QPointF()  # the item's position at the press
        self.z = 0.0
        self.target: TableObject | None = None

    def press(self, item: TableObject, scene_pos: QPointF) -> None:
        """A left press on ``item``: act now, or wait to see a click or a drag."""
        spot = next((s for s in reachable(self.table) if s.item is item), None)
        self.drops = list(spot.drops) if spot is not None and isinstance(item, CardItem) else []
        if not self.drops:
            act_on(self.table, item)
            return
        self.carried = [(other, other.pos(), other.zValue()) for other in spot.carries] if spot is not None else []
        self.item, self.dragging, self.start, self.grab, self.z = item, False, scene_pos, item.pos(), item.zValue()

    def move(self, scene_pos: QPointF) -> None:
        """The pointer moved with the button down: start or go on dragging."""
        item = self.item
        if item is None:
            return
        shift = scene_pos - self.start
        if not self.dragging:
            if shift.manhattanLength() < QApplication.startDragDistance():
                return
            self.dragging = True
            for rank, (moving, _place, _z) in enumerate([(item, self.grab, self.z), *self.carried]):
                moving.setZValue(self.z + 2 * FLYING + rank)
                moving.setOpacity(DRAGGED_OPACITY)
        item.setPos(self.grab + shift)
        for other, place, _z in self.carried:
            other.setPos(place + shift)
        self._aim(self._target_at(scene_pos))

    def release(self, scene_pos: QPointF) -> None:
        """The button came up: a click, a drop on a target, or a glide back."""
        item, self.item = self.item, None
        if item is None:
            return
        if not self.dragging:
            act_on(self.table, item)
            return
        target = self._target_at(scene_pos)
        self._aim(None)
        carried, self.carried = self.carried, []
        for moving, _place, z in [(item, self.grab, self.z), *carried]:
            moving.setZValue(z)
            moving.setOpacity(1.0)
        if target is not None:
            declared(self.table).drop(item, target)
        for moving in [item, *(other for other, _place, _z in carried)]:
            if isinstance(moving, CardItem) and not moving.is_moving() and moving.pos() != moving.target():
                moving.refresh_position()  # not a move (or not one that moved it): back to its place

    def forget(self, item: TableObject) -> None:
        """``item`` leaves the table: no press, drag or highlight keeps hold of it."""
        if self.item is item:
            self.item, self.dragging = None, False
        self.carried = [entry for entry in self.carried if entry[0] is not item]
        if self.target is item:
            self.target = None
        if item in self.drops:
            self.drops.remove(item)

    def _target_at(self, scene_pos: QPointF) -> TableObject | None:
        moving = {self.item, *(other for other, _place, _z in self.carried)}
        under = [i for i in self.table.scene().items(scene_pos) if i not in moving and i in self.drops]
        return under[0] if under else None  # (the topmost)

    def _aim(self, target: TableObject | None) -> None:
        if target is self.target:
            return
        if self.target is not None and self.target.scene() is not None:
            self.target.set_targeted(False)
        self.target = target
        if target is not None:
            target.set_targeted(True)
