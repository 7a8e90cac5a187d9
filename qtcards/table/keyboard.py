"""Keyboard play on the table: a visible focus that moves between cards and places.

A game gives the table its *focus areas*: a function returning, in order, the lists of
items the focus can visit (a row of the heart, the stock, the hand, a button...).
Left and Right move within an area, Up and Down to the area above or below (to the
item nearest in x), Tab and Shift+Tab to the next or previous area, Home and End to
the ends of an area, and Enter or Space clicks the focused item (it emits ``clicked``).

The focus ring shows once the keyboard is used and hides on a click, as a browser's
``:focus-visible`` does: a mouse player never sees a ring left on a covered card. The
focus itself (and what a screen reader is told of it) stays either way.
"""

from __future__ import annotations

from typing import Callable, Literal, Sequence

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent

from qtcards.table.items import Surface, TableObject

Areas = Callable[[], Sequence[Sequence[TableObject]]]
#: The keys the table acts on.
KEYS = frozenset(
    {
        Qt.Key.Key_Return,
        Qt.Key.Key_Enter,
        Qt.Key.Key_Space,
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_Tab,
        Qt.Key.Key_Backtab,
        Qt.Key.Key_Home,
        Qt.Key.Key_End,
    }
)


class KeyboardFocus(QObject):
    """The table's keyboard focus: which item has it, and how keys move it."""

    #: Emitted with the newly focused item (or None).
    moved = Signal(object)

    def __init__(self, table: Surface) -> None:
        super().__init__(table)
        self.table = table
        self.areas: Areas = lambda: []
        self.item: TableObject | None = None
        #: Whether the ring shows: the keyboard was used since the last click.
        self.ring_shown = False
        self._where = (0, 0)  # area and index of the focused item, for when it leaves

    def _current(self) -> list[list[TableObject]]:
        return [[item for item in area if item.isVisible()] for area in self.areas()]

    def focus(self, item: TableObject | None) -> None:
        """Put the focus ring on ``item`` (None takes it away)."""
        if item is self.item:
            return
        if self.item is not None and self.item.scene() is not None:
            self.item.set_focused(False)
        self.item = item
        if item is not None:
            item.set_focused(self.ring_shown)
            self._where = next(
                ((a, area.index(item)) for a, area in enumerate(self._current()) if item in area), self._where
            )
        self.moved.emit(item)

    def refresh(self) -> None:
        """Keep the focus on its item; if that left, on its neighbour in the same area."""
        if self.item is None:
            return
        areas = self._current()
        if any(self.item in area for area in areas):
            self._where = next((a, area.index(self.item)) for a, area in enumerate(areas) if self.item in area)
            return
        area_index, index = self._where
        if area_index < len(areas) and areas[area_index]:
            area = areas[area_index]
            self.focus(area[min(index, len(area) - 1)])
        else:
            self.focus(next((area[0] for area in areas if area), None))

    def show_ring(self, shown: bool) -> None:
        """Show the ring (the keyboard is in use) or hide it (a click), focus unchanged."""
        self.ring_shown = shown
        if self.item is not None and self.item.scene() is not None:
            self.item.set_focused(shown)

    def handle(self, event: QKeyEvent) -> bool:
        """Act on a key; True when it was a table key."""
        key = event.key()
        areas = [area for area in self._current() if area]
        if not areas:
            return False
        if key in KEYS:
            self.show_ring(True)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.item is not None and self.item.isVisible():
                self.item.clicked.emit(self.item)
            else:
                self.focus(areas[0][0])
            return True
        moves: dict[int, tuple[int, int | Literal["first", "last"] | None]] = {
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
            Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0),
            Qt.Key.Key_Tab: (1, None),
            Qt.Key.Key_Backtab: (-1, None),
            Qt.Key.Key_Home: (0, "first"),
            Qt.Key.Key_End: (0, "last"),
        }
        if key not in moves:
            return False
        focused = self.item
        where = next((i for i, area in enumerate(areas) if focused in area), None)
        if focused is None or where is None:
            self.focus(areas[0][0])
            return True
        area_step, item_step = moves[key]
        area = areas[where]
        index = area.index(focused)
        if area_step == 0:
            if item_step == "first":
                index = 0
            elif item_step == "last":
                index = len(area) - 1
            elif item_step is not None:  # (a move within the area always has a step)
                index = max(0, min(len(area) - 1, index + item_step))
            self.focus(area[index])
        elif item_step is None:
            self.focus(areas[(where + area_step) % len(areas)][0])
        else:
            target = areas[max(0, min(len(areas) - 1, where + area_step))]
            self.focus(min(target, key=lambda item: abs(item.unit_pos.x() - focused.unit_pos.x())))
        return True
