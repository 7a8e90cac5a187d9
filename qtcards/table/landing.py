"""Waiting for cards to land, as kpat's scene waits on its cards' ``animationDone``.

A game that must not run ahead of its table (a CPU's next card, a trick collected
before the score sheet opens) asks a :class:`Landing` to call it back once the cards
it moved are at rest, instead of polling them or guessing the animation's length.
"""

from __future__ import annotations

from typing import Callable, Iterable

from PySide6.QtCore import QObject

from qtcards.table.cards import CardItem


class Landing(QObject):
    """Calls back once every card it waits on has landed (see :attr:`CardItem.landed`).

    It waits on one set of cards at a time: a new :meth:`wait` replaces the last one.
    A card taken off the table for good never lands: do not wait on it.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cards: set[CardItem] = set()
        self._then: Callable[[], None] | None = None

    @property
    def waiting(self) -> bool:
        """True while a callback is waiting for its cards."""
        return self._then is not None

    def wait(self, cards: Iterable[CardItem], then: Callable[[], None]) -> None:
        """Call ``then()`` once each of ``cards`` has landed: at once, before this
        returns, when none of them is in flight. Replaces a wait under way."""
        self.cancel()
        self._cards = {card for card in cards if card.in_flight}
        self._then = then
        for card in self._cards:
            card.landed.connect(self._card_landed)
        self._check()

    def cancel(self) -> None:
        """Forget the wait under way (its callback is not called)."""
        for card in self._cards:
            card.landed.disconnect(self._card_landed)
        self._cards = set()
        self._then = None

    def _card_landed(self, card: CardItem) -> None:
        if card in self._cards:
            card.landed.disconnect(self._card_landed)
            self._cards.discard(card)
        self._check()

    def _check(self) -> None:
        if not self._cards and self._then is not None:
            then, self._then = self._then, None
            then()
