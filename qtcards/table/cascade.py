"""A won patience's moment: every card left on the table leaves it in a cascade.

Each card in turn (hidden ones too: the cards deep in a pile) tumbles off towards the
bottom edge and out of sight, one after another over a couple of seconds, long enough
to be seen. A click or a key anywhere on the table skips it at once; with the table's
animations off (the player's animation speed "Off") there is none. The game learns
when it is over (the last card out of sight, or skipped) and then shows its result.
The cards are only moved and hidden: the game lays them out again for its next deal.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QTimer

from qtcards.qt.overrides import GuardedOverrides
from qtcards.table.cards import CardItem
from qtcards.table.items import Surface
from qtcards.table.landing import Landing

#: Milliseconds from the first card leaving to the last (fewer cards leave further apart).
SPREAD_MS = 2400
#: The longest wait between two cards leaving (ms).
STAGGER_MS = 240
#: A card's fall, in the table's glides (180 ms at the normal speed).
FALL = 8


class Cascade(GuardedOverrides, QObject):
    """The cards that ``cards()`` gives, leaving ``table`` one after another."""

    def __init__(self, table: Surface, cards: Callable[[], Sequence[CardItem]]) -> None:
        super().__init__(table)
        self.table = table
        self.cards = cards
        self.waiting: list[CardItem] = []
        self.left: list[CardItem] = []
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._next)
        self.gone = Landing(self)  # when the last cards are out of sight
        self._then: Callable[[], None] | None = None

    @property
    def running(self) -> bool:
        """True until the last card is out of sight (or the cascade is skipped)."""
        return bool(self.waiting or self.left)

    def start(self, then: Callable[[], None] = lambda: None) -> None:
        """Begin the cascade and call ``then()`` once it is over or skipped (at once,
        with no cascade, when the table's animations are off or no card is left)."""
        self.cancel()
        self.waiting = sorted(self.cards(), key=lambda card: card.zValue())  # the top card leaves first
        if self.table.animation_ms <= 0 or not self.waiting:
            self.waiting = []
            then()
            return
        self._then = then
        self.table.viewport().installEventFilter(self)
        self.table.installEventFilter(self)
        self.timer.start(min(STAGGER_MS, SPREAD_MS // len(self.waiting)))
        self._next()

    def skip(self) -> None:
        """End it now: every card is gone from the table; the game is told it is over."""
        then, self._then = self._then, None
        for card in self.waiting + self.left:
            card.hide()
        self.cancel()
        if then is not None:
            then()

    def cancel(self) -> None:
        """Stop it without a word to the game (a new deal takes the table)."""
        self._then = None
        self.timer.stop()
        self.gone.cancel()
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
        card.setOpacity(1.0)
        card.show()  # (a card deep in a pile was not shown)
        rng = random.Random(id(card))
        x = card.unit_pos.x() + rng.uniform(-3.0, 3.0)
        y = card.unit_pos.y() + 5.0 + rng.uniform(0.0, 1.5)  # past the bottom edge
        fall = self.table.animation_ms * FALL
        card.animate(x, y, 900 + len(self.left), rotation=rng.uniform(-160, 160), duration=fall)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress) and self.running:
            self.skip()
            return True  # the click or key only skips: it does not reach the table
        return False
