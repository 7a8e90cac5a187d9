"""The card items of Heart to Heart's stock and waste, kept in step with the state.

One list of items, the stock bottom-up then the waste top-down: that order does not
change when a card is drawn or the waste recycled, so the same item stays the same
card; a pair with the waste takes one out (it fades away), an undo puts one back.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from qtcards.kit import HEARTS, CardItem, Face


class TalonCards:
    """The talon half of :class:`~.view.HeartToHeartView` (a mixin: it keeps the view's
    ``pile`` list in step on its ``table``; new cards start at ``new_card_at``)."""

    #: Where a card put back onto the talon starts from (card units): the view's waste.
    new_card_at = (0.0, 0.0)

    def _align_pile(self, ranks: list[int], animate: bool) -> None:
        """Keep the pile's card items in step with ``ranks`` (one taken out or put back)."""
        shown = [card.face.rank for card in self.pile]
        if len(shown) == len(ranks) + 1:
            index = next((i for i, (a, b) in enumerate(zip(shown, ranks)) if a != b), len(ranks))
            gone = self.pile.pop(index)
            gone.setZValue(300)
            # Taken off the table once it has faded out, after this change (the keyboard
            # moves its focus off a hidden card first).
            gone.landed.connect(self._drop, Qt.ConnectionType.QueuedConnection)
            gone.vanish(animate)
        elif len(shown) + 1 == len(ranks) and shown:
            index = next((i for i, (a, b) in enumerate(zip(shown, ranks)) if a != b), len(shown))
            self.pile.insert(index, self._new_pile_card(ranks[index]))
        elif len(shown) != len(ranks):
            for card in self.pile:
                self.table.remove(card)
            self.pile = [self._new_pile_card(rank) for rank in ranks]

    def _new_pile_card(self, rank: int) -> CardItem:
        card = self.table.add_card(Face(rank, HEARTS), face_up=False)
        card.place(*self.new_card_at)
        return card

    def _drop(self, card: CardItem) -> None:
        if card in self.table.items_on_table and card not in self.pile:
            self.table.remove(card)
