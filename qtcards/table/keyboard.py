"""Keyboard play on the table: a visible focus that moves between the game's spots.

The spots are what the game declares (:mod:`.spots`). The arrow keys move the focus to
the nearest spot in their direction, by where the spots lie on the table; Tab and
Shift+Tab to the next or previous spot in the game's reading order, Home and End to the
first and the last; Enter or Space acts on the focused item (the same call a click
makes); Escape asks the game to clear its selection.

The focus ring shows once the keyboard is used and hides on a click, as a browser's
``:focus-visible`` does: a mouse player never sees a ring left on a covered card. The
focus itself (and what a screen reader is told of it) stays either way. When the
focused item leaves or moves away (a card played, a stock card drawn), the focus goes
to the spot nearest the place it left: the next card of the hand, the new top of the
stock.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent

from qtcards.table.items import Surface, TableObject
from qtcards.table.spots import act_on, declared, reachable

ACT = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space})
DIRECTIONS = {
    Qt.Key.Key_Left: QPointF(-1, 0),
    Qt.Key.Key_Right: QPointF(1, 0),
    Qt.Key.Key_Up: QPointF(0, -1),
    Qt.Key.Key_Down: QPointF(0, 1),
}
ORDER = {Qt.Key.Key_Tab: 1, Qt.Key.Key_Backtab: -1}
#: Home and End: as far as Left or Right go within the beam (the ends of a row).
ENDS = {Qt.Key.Key_Home: DIRECTIONS[Qt.Key.Key_Left], Qt.Key.Key_End: DIRECTIONS[Qt.Key.Key_Right]}
#: How far off an arrow's line a spot may lie and still be in its direction: up to
#: twice as far aside as along (a cone of about 63 degrees either side).
CONE = 2.0
#: Distance along the arrow weighs this many times more than distance aside (squared, as
#: Android's focus finder does): the next row down is nearer than one further down that
#: happens to lie straight below.
ALONG_WEIGHT = 13.0
#: The beam, in card units off the arrow's line: Left and Right keep to spots less than
#: this far above or below (the same row: a heart's or a pyramid's rows lie 0.7 apart),
#: Up and Down to spots less than this far aside (a pyramid's next row lies half a card
#: aside, a column's next card straight below). Spots in the beam come first.
BEAM_ACROSS = 0.6
BEAM_DOWN = 0.9


def nearest(
    spots: list[TableObject], at: QPointF, direction: QPointF | None = None, beam_only: bool = False
) -> TableObject | None:
    """The spot nearest ``at`` (in card units), or the nearest in ``direction`` from it
    (None when no spot lies that way; spots in the beam first, or alone if ``beam_only``)."""
    best: tuple[tuple[bool, float], TableObject] | None = None
    for item in spots:
        offset = item.unit_pos - at
        if direction is None:
            score = (False, offset.x() ** 2 + offset.y() ** 2)
        else:
            along = offset.x() * direction.x() + offset.y() * direction.y()
            aside = abs(offset.x() * direction.y() - offset.y() * direction.x())
            if along <= 0.05 or aside > CONE * along:
                continue
            beam = BEAM_DOWN if direction.x() == 0 else BEAM_ACROSS
            if beam_only and aside >= beam:
                continue
            score = (aside >= beam, ALONG_WEIGHT * along**2 + aside**2)
        if best is None or score < best[0]:
            best = (score, item)
    return best[1] if best is not None else None


class KeyboardFocus(QObject):
    """The table's keyboard focus: which item has it, and how keys move it."""

    #: Emitted with the newly focused item (or None).
    moved = Signal(object)

    def __init__(self, table: Surface) -> None:
        super().__init__(table)
        self.table = table
        self.item: TableObject | None = None
        #: Whether the ring shows: the keyboard was used since the last click.
        self.ring_shown = False
        self._at = QPointF(0, 0)  # where the focused item lay when it took the focus

    def _spots(self) -> list[TableObject]:
        return [spot.item for spot in reachable(self.table)]

    def focus(self, item: TableObject | None) -> None:
        """Put the focus (and the ring, while the keyboard is in use) on ``item``."""
        if item is not None:
            self._at = QPointF(item.unit_pos)
        if item is self.item:
            return
        if self.item is not None and self.item.scene() is not None:
            self.item.set_focused(False)
        self.item = item
        if item is not None:
            item.set_focused(self.ring_shown)
        self.moved.emit(item)

    def refresh(self, spots: list[TableObject] | None = None) -> None:
        """Keep the focus on its item while it stays where it was; else move it to the
        spot nearest that place (among ``spots``, the table's now when not given)."""
        if self.item is None:
            return
        spots = self._spots() if spots is None else spots
        if self.item in spots and self.item.unit_pos == self._at:
            return
        self.focus(nearest(spots, self._at))

    def show_ring(self, shown: bool) -> None:
        """Show the ring (the keyboard is in use) or hide it (a click), focus unchanged."""
        self.ring_shown = shown
        if self.item is not None and self.item.scene() is not None:
            self.item.set_focused(shown)

    def handle(self, event: QKeyEvent) -> bool:
        """Act on a key; True when it was a table key."""
        key = Qt.Key(event.key())
        if key == Qt.Key.Key_Escape:
            return declared(self.table).clear_selection()
        if key not in ACT and key not in DIRECTIONS and key not in ORDER and key not in ENDS:
            return False
        spots = self._spots()
        self.refresh(spots)
        if not spots:
            return False
        self.show_ring(True)
        focused = self.item if self.item in spots else None
        if focused is None:
            self.focus(spots[0])
        elif key in ACT:
            act_on(self.table, focused)
            self.refresh()
        elif key in DIRECTIONS:
            self.focus(nearest(spots, focused.unit_pos, DIRECTIONS[key]) or focused)
        elif key in ENDS:
            end = focused
            while (further := nearest(spots, end.unit_pos, ENDS[key], beam_only=True)) is not None:
                end = further
            self.focus(end)
        else:
            self.focus(spots[(spots.index(focused) + ORDER[key]) % len(spots)])
        return True
