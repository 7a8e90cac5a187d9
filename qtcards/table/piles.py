"""Piles: where each card of a stack lies, as kpat's ``KCardPile`` says it.

A game says once how a pile looks (a heap that shows its depth, a fan, a fan that shows
only its last cards) and hands it the pile's cards whenever they change; no game works
out offsets, z order or which cards to hide itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from qtcards.table.cards import CardItem


@dataclass(frozen=True)
class Slot:
    """Where one card of a pile lies: its centre in card units, its z, and whether it shows."""

    x: float
    y: float
    z: float
    visible: bool = True


@dataclass(frozen=True)
class Pile:
    """A pile at a place on the table (its bottom card's centre, in card units).

    :param spread: card units from one card to the next (a fan); (0, 0) stacks them.
    :param fanned: a fan shows at most its last ``fanned`` cards; the older ones lie under
        the first of them (None: all are spread).
    :param depth: the top ``depth`` cards are drawn ``step`` card units apart (up and
        left) so that the heap looks as thick as it is.
    :param hidden_below: cards deeper than this from the top are hidden (never seen, and
        not painted); None shows every card.
    :param z: the bottom card's z; each card above is one higher.
    :param rotation: how the pile's cards are turned (degrees).
    :param centred: (x, y) is the middle of the fan, not its first card (a hand).
    :param reach: a fan runs at most this many card units from its first card to its last;
        a longer one closes up evenly (a Spider column of 30 cards stays on the table).
        None: it runs as long as it is.
    """

    x: float
    y: float
    spread: tuple[float, float] = (0.0, 0.0)
    fanned: int | None = None
    depth: int = 1
    step: float = 0.025
    hidden_below: int | None = None
    z: float = 0.0
    rotation: float = 0.0
    centred: bool = False
    reach: float | None = None

    def slot(self, index: int, count: int) -> Slot:
        """Where the card ``index`` (0 = the bottom) of ``count`` lies."""
        from_top = count - 1 - index
        shown: float = index if self.fanned is None else max(0, index - max(0, count - self.fanned))
        if self.centred:
            shown -= (min(count, self.fanned or count) - 1) / 2
        lift = min(from_top, self.depth - 1) * self.step
        spread_x, spread_y = self.spread
        longest = (min(count, self.fanned or count) - 1) * max(abs(spread_x), abs(spread_y))
        if self.reach is not None and longest > self.reach:
            spread_x, spread_y = spread_x * self.reach / longest, spread_y * self.reach / longest
        return Slot(
            self.x + shown * spread_x - lift,
            self.y + shown * spread_y - lift,
            self.z + index,
            self.hidden_below is None or from_top < self.hidden_below,
        )

    def top(self, count: int) -> Slot:
        """Where a card put on top of ``count`` cards will lie."""
        return self.slot(count, count + 1)

    def lay(self, cards: Sequence[CardItem], face_up: bool | None = None, animate: bool = True) -> None:
        """Move ``cards`` (bottom first) to their slots, turning them ``face_up`` (None:
        as they are); cards that moved glide there unless ``animate`` is False."""
        count = len(cards)
        for index, card in enumerate(cards):
            slot = self.slot(index, count)
            card.setVisible(slot.visible)
            card.animate(
                slot.x, slot.y, slot.z, rotation=self.rotation, face_up=face_up, duration=None if animate else 0
            )
