"""The card items of Heart to Heart's stock and waste, kept in step with the state.

One list of items, the stock bottom-up then the waste top-down: that order does not
change when a card is drawn or the waste recycled, so the same item stays the same
card; a pair with the waste takes one out (it fades away), an undo puts one back.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from qtcards.kit.view import HEARTS, CardItem, Face, Table


class Talon:
    """The card items of the stock and the waste on ``table``, in the one order above;
    a card put back starts from ``new_card_at`` (card units: the waste)."""

    def __init__(self, table: Table, new_card_at: tuple[float, float]) -> None:
        self.table = table
        self.new_card_at = new_card_at
        self.cards: list[CardItem] = []

    def align(self, ranks: list[int], animate: bool) -> None:
        """Keep the card items in step with ``ranks`` (one taken out or put back)."""
        shown = [card.face.rank for card in self.cards]
        if len(shown) == len(ranks) + 1:
            index = next((i for i, (a, b) in enumerate(zip(shown, ranks)) if a != b), len(ranks))
            gone = self.cards.pop(index)
            gone.setZValue(300)
            # Taken off the table once it has faded out, after this change (the keyboard
            # moves its focus off a hidden card first).
            gone.landed.connect(self._drop, Qt.ConnectionType.QueuedConnection)
            gone.vanish(animate)
        elif len(shown) + 1 == len(ranks) and shown:
            index = next((i for i, (a, b) in enumerate(zip(shown, ranks)) if a != b), len(shown))
            self.cards.insert(index, self._new_card(ranks[index]))
        elif len(shown) != len(ranks):
            for card in self.cards:
                self.table.remove(card)
            self.cards = [self._new_card(rank) for rank in ranks]

    def _new_card(self, rank: int) -> CardItem:
        card = self.table.add_card(Face(rank, HEARTS), face_up=False)
        card.place(*self.new_card_at)
        return card

    def _drop(self, card: CardItem) -> None:
        if card in self.table.items_on_table and card not in self.cards:
            self.table.remove(card)
