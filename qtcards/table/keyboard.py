"""Keyboard play on the table: a visible focus that moves between the game's spots.

The spots are what the game declares (:mod:`.spots`). The first key lands on the first
spot that can be played (a free one). The arrow keys move the focus to the nearest spot
in their direction, by where the spots lie on the table, and past the last one in a row
or column round to its other end; they reach every spot, covered and blocked cards too,
to be read. Tab and Shift+Tab go to the next or previous spot that can be played, in the
game's reading order, and past the last one to the window's next control (a game's
Confirm button) when it has one, else round again; Home and End go to the ends of the
row, or where the game's optional ``ends(last)`` says (a patience: its first and last
pile); Enter or Space acts on the focused item (the same call a click makes); Escape asks
the game to clear its selection.

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
from qtcards.table.spots import FREE, act_on, declared, reachable

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

    def _playable(self) -> list[TableObject]:
        """The spots that can be played now (free ones), in reading order."""
        return [spot.item for spot in reachable(self.table) if spot.state == FREE]

    def enter(self, backwards: bool) -> None:
        """The keyboard comes to the table by Tab (Shift+Tab: ``backwards``) from another
        control: the first (or last) spot that can be played takes the focus and the ring."""
        playable = self._playable()
        if playable:
            self.show_ring(True)
            self.focus(playable[-1 if backwards else 0])

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
        declared_spots = reachable(self.table)
        spots = [spot.item for spot in declared_spots]
        self.refresh(spots)
        if not spots:
            return False
        playable = [spot.item for spot in declared_spots if spot.state == FREE]
        focused = self.item if self.item in spots else None
        if key in ORDER:
            return self._tab(spots, playable, focused, ORDER[key])
        self.show_ring(True)
        if focused is None:
            self.focus(playable[0] if playable else spots[0])
        elif key in ACT:
            act_on(self.table, focused)
            self.refresh()
        elif key in DIRECTIONS:
            direction = DIRECTIONS[key]
            self.focus(nearest(spots, focused.unit_pos, direction) or self._far_end(spots, focused, -direction))
        else:
            ends = getattr(declared(self.table), "ends", None)
            end = ends(key == Qt.Key.Key_End) if callable(ends) else None
            self.focus(end if end in spots else self._far_end(spots, focused, ENDS[key]))
        return True

    @staticmethod
    def _far_end(spots: list[TableObject], start: TableObject, direction: QPointF) -> TableObject:
        """The last spot of ``start``'s row (or column) in ``direction``: Home, End, and an
        arrow round past the end of a row."""
        end = start
        while (further := nearest(spots, end.unit_pos, direction, beam_only=True)) is not None:
            end = further
        return end

    def _tab(
        self, spots: list[TableObject], playable: list[TableObject], focused: TableObject | None, step: int
    ) -> bool:
        """Tab (``step`` 1) or Shift+Tab (-1): the next spot that can be played, in reading
        order; False past the last one when the window has another control to go to."""
        if not playable:  # nothing to play on the table now: on to a control on it (Confirm), if any
            return not self.table.has_controls()
        self.show_ring(True)
        if focused is None:
            self.focus(playable[0 if step > 0 else -1])
            return True
        place = spots.index(focused)
        ahead = [item for item in playable if (spots.index(item) - place) * step > 0]
        if ahead:
            self.focus(ahead[0] if step > 0 else ahead[-1])
            return True
        if self.table.has_controls():
            return False  # Qt takes the focus to it; it comes back by Tab to enter()
        self.focus(playable[0] if step > 0 else playable[-1])
        return True
