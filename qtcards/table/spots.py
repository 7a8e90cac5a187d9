"""What a game declares of its table, once, for keyboard, mouse, drag and screen reader.

A game (its :class:`~qtcards.kit.GameView`) answers four questions about the state it
shows; the table does the rest:

- :meth:`Declaration.spots`: the cards and piles the player can reach now, in reading
  order, each a :class:`Spot` with its name, its state and where it may be dragged;
- :meth:`Declaration.act`: what a click (or Enter, or Space) on an item does;
- :meth:`Declaration.drop`: what dragging an item onto one of its spot's ``drops`` does
  (by default the same as two clicks: the item, then the target);
- :meth:`Declaration.clear_selection`: what Escape does (True when it cleared something).

From that the table gives: the arrow keys move the focus to the nearest spot in that
direction, Tab and Shift+Tab in reading order, Home and End to the first and the last;
Enter and Space act; a visible focus ring only while the keyboard is in use; drag and
drop with the target highlighted and a glide back; and for a screen reader each spot's
name and state ("free", "covered", "can't be played now", "selected").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, Sequence

from PySide6.QtCore import QCoreApplication

from qtcards.qt.guest_fault import GuestFault

if TYPE_CHECKING:
    from qtcards.table.items import Surface, TableObject

FREE = "free"
"""A spot's state: the player may act on it now."""
COVERED = "covered"
"""A spot's state: a card under others (it can be read, not played)."""
BLOCKED = "blocked"
"""A spot's state: a card or pile that cannot be played now."""
SHOWN = "shown"
"""A spot's state: something to read, not to play (a seat's plate, a trick's card)."""


@dataclass(frozen=True)
class Spot:
    """One card or pile the player can reach, as the game declares it.

    :param item: the card or marker on the table.
    :param name: what it is called ("Queen of spades", "Stock", "CPU 2").
    :param state: :data:`FREE`, :data:`COVERED`, :data:`BLOCKED` or :data:`SHOWN`.
    :param selected: the player has picked it (a first click, a card to pass).
    :param detail: what a screen reader says of its state instead of the state's
        word ("covered by position 5", "12 cards; Enter draws one").
    :param where: where it lies, said after its state ("Tableau 4, card 3 of 5").
    :param drops: the items it may be dragged onto now (none: it is not dragged).
    :param carries: the items a drag takes along with it (the cards lying on it in a
        run): they follow the pointer and glide back with it.
    """

    item: TableObject
    name: str
    state: str = FREE
    selected: bool = False
    detail: str = ""
    where: str = ""
    drops: Sequence[TableObject] = ()
    carries: Sequence[TableObject] = ()

    def description(self) -> str:
        """The state in words, for a screen reader: "covered", "free, selected", then
        where it lies: "free, Tableau 4, card 3 of 5"."""
        words = {
            FREE: QCoreApplication.translate("Spot", "free"),
            COVERED: QCoreApplication.translate("Spot", "covered"),
            BLOCKED: QCoreApplication.translate("Spot", "can't be played now"),
            SHOWN: "",
        }
        said = [self.detail or words[self.state]]
        if self.selected:
            said.append(QCoreApplication.translate("Spot", "selected"))
        said.append(self.where)
        return ", ".join(word for word in said if word)

    @property
    def blocked(self) -> bool:
        """True when acting on it does nothing now (covered or blocked)."""
        return self.state in (COVERED, BLOCKED)


class Declaration(Protocol):
    """What the table asks of the game it shows (a :class:`~qtcards.kit.GameView` is one)."""

    def spots(self) -> Sequence[Spot]:
        """The cards and piles the player can reach now, in reading order."""
        ...

    def act(self, item: TableObject) -> None:
        """A click, Enter or Space on ``item``."""
        ...

    def drop(self, item: TableObject, target: TableObject) -> None:
        """``item`` dragged onto ``target``, one of its spot's ``drops``."""
        ...

    def clear_selection(self) -> bool:
        """Escape: clear what the player picked; True when there was something."""
        ...


class NoDeclaration:
    """A table no game has declared: nothing to reach, clicks do nothing."""

    def spots(self) -> Sequence[Spot]:
        return ()

    def act(self, item: TableObject) -> None:
        """Nothing to do."""

    def drop(self, item: TableObject, target: TableObject) -> None:
        """Nothing to do."""

    def clear_selection(self) -> bool:
        return False


def declared(table: Surface) -> Declaration:
    """What the game on ``table`` declares (``table.declaration``, typed)."""
    declaration: Declaration = table.declaration
    return declaration


def reachable(table: Surface) -> list[Spot]:
    """The spots the game on ``table`` declares now, the visible ones, in reading order.

    What a game declares is checked first: a value the table cannot use (not a list of
    :class:`Spot` of its items, texts and states) is the game's fault, raised as a
    :class:`~qtcards.qt.guest_fault.GuestFault` that names its plugin (the table's code,
    called by Qt, is all the traceback holds)."""
    declaration = declared(table)
    spots = declaration.spots()
    problem = _problem(spots)
    if problem:
        raise GuestFault.of(declaration, TypeError(f"spots() returned {problem}"))
    return [spot for spot in spots if spot.item.isVisible()]


def _problem(spots: object) -> str:
    """What is wrong with a game's declared spots ("" when nothing is)."""
    from qtcards.table.items import TableObject

    if not isinstance(spots, (list, tuple)):
        return f"{type(spots).__name__}, not a list of Spots"
    for spot in spots:
        if not isinstance(spot, Spot):
            return f"a {type(spot).__name__} among its Spots"
        drops, carries = spot.drops, spot.carries
        if (
            not isinstance(spot.item, TableObject)
            or not isinstance(spot.name, str)
            or not isinstance(spot.detail, str)
            or not isinstance(spot.where, str)
            or spot.state not in (FREE, COVERED, BLOCKED, SHOWN)
            or not isinstance(spot.selected, bool)
            or not isinstance(drops, (list, tuple))
            or not all(isinstance(target, TableObject) for target in drops)
            or not isinstance(carries, (list, tuple))
            or not all(isinstance(other, TableObject) for other in carries)
        ):
            return f"a Spot of wrong values: {spot!r:.80}"
    return ""


def act_on(table: Surface, item: TableObject) -> None:
    """Act on ``item`` as a click does: the game's ``act``, then ``item.clicked``."""
    declared(table).act(item)
    item.clicked.emit(item)
