"""A won patience's moment: the cards left on the table leave it in a cascade.

Each card in turn bounces off towards the bottom edge and out of sight, a few dozen
milliseconds after the one before (the peers' winning cascade, kept short). A click or
a key anywhere on the table skips it at once; with the table's animations off (the
player's animation speed "Off") there is none. The cards are only moved and hidden:
the game lays them out again for its next deal.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QTimer

from qtcards.table.cards import CardItem
from qtcards.table.items import Surface
from qtcards.table.landing import Landing

#: Milliseconds between two cards leaving.
STAGGER_MS = 60


class Cascade(QObject):
    """The cards that ``cards()`` gives, leaving ``table`` one after another."""

    def __init__(self, table: Surface, cards: Callable[[], Sequence[CardItem]]) -> None:
        super().__init__(table)
        self.table = table
        self.cards = cards
        self.waiting: list[CardItem] = []
        self.left: list[CardItem] = []
        self.timer = QTimer(self, interval=STAGGER_MS)
        self.timer.timeout.connect(self._next)
        self.gone = Landing(self)  # when the last cards are out of sight

    @property
    def running(self) -> bool:
        """True while cards are still to leave."""
        return self.timer.isActive()

    def start(self) -> None:
        """Begin the cascade (nothing when the table's animations are off)."""
        if self.table.animation_ms <= 0:
            return
        self.waiting = list(self.cards())
        self.left = []
        self.table.viewport().installEventFilter(self)
        self.table.installEventFilter(self)
        self.timer.start()

    def skip(self) -> None:
        """End it now: every card is gone from the table."""
        self.timer.stop()
        self.gone.cancel()
        for card in self.waiting + self.left:
            card.hide()
        self.waiting, self.left = [], []
        self.table.viewport().removeEventFilter(self)
        self.table.removeEventFilter(self)

    def _next(self) -> None:
        if not self.waiting:  # the last card is on its way: gone for good once it is out
            self.timer.stop()
            self.gone.wait(self.left, self.skip)
            return
        card = self.waiting.pop()
        self.left.append(card)
        rng = random.Random(id(card))
        x = card.unit_pos.x() + rng.uniform(-3.0, 3.0)
        y = card.unit_pos.y() + 4.0 + rng.uniform(0.0, 1.5)  # past the bottom edge
        card.animate(x, y, 900 + len(self.left), rotation=rng.uniform(-40, 40), duration=self.table.animation_ms * 4)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress) and (self.waiting or self.left):
            self.skip()
        return False
