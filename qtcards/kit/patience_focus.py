"""The picked run, a hint and the keyboard's focus on a patience's table after each change.

- :func:`mark`: the picked run framed thick and solid, a hint's run and target framed
  dashed (told apart by their line, not their colour alone);
- :func:`follow`: after a move, an undo or a deal the focus follows the card it was on,
  and never stays on a card that something now covers: the cards put on it take it;
- :func:`pile_end`: Home and End, the first and the last pile (the stock too).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from qtcards.kit.patience import PileState
from qtcards.kit.pile_spec import STOCK
from qtcards.table import CardItem, TableObject

if TYPE_CHECKING:
    from qtcards.kit.patience_view import PatienceView


def mark(view: PatienceView[Any]) -> None:
    """The picked run framed; a hint's run and target framed dashed."""
    lit: set[int] = set()
    piles = view.piles()
    picked = piles[view.picked[0]].run(view.picked[1]) if view.picked else ()
    if view.hinted is not None:
        lit |= set(piles[view.hinted.source].run(view.hinted.count))
        target = piles[view.hinted.target].top
        lit |= {target} if target is not None else set()
    for card, item in view.cards.items():
        item.set_state(selected=card in picked, hinted=card in lit)
    for index, marker in enumerate(view.markers):
        marker.setVisible(True)
        marker.set_hinted(view.hinted is not None and view.hinted.target == index and not piles[index].cards)


def follow(view: PatienceView[Any], before: Sequence[PileState]) -> None:
    """After a change from the piles ``before``: the focus on a card that went to another
    pile goes with it; on a card that cards now cover, to the first of them; on a card
    that is no spot now (turned face down), to the nearest spot."""
    keyboard = view.table.keyboard
    item = keyboard.item
    if isinstance(item, CardItem) and before:
        was, now = _pile_of(before, item.key), _pile_of(view.piles(), item.key)
        if was is not None and now is not None:
            cards = view.piles()[now].cards
            position = cards.index(item.key)
            if was == now and before[was].top == item.key and position < len(cards) - 1:
                keyboard.focus(view.cards[cards[position + 1]])
            elif was != now and before[was].kind != STOCK:  # (a deal: the stock keeps the focus)
                keyboard.focus(item)
    keyboard.refresh()


def _pile_of(piles: Sequence[PileState], card: int) -> int | None:
    return next((index for index, pile in enumerate(piles) if card in pile.cards), None)


def pile_end(view: PatienceView[Any], last: bool) -> TableObject | None:
    """Home (the first pile's top spot) or End (the last pile's): a pile's top card, or
    its place when empty, the stock and the foundations included."""
    reachable = {spot.item for spot in view.table.spots()}
    order = range(len(view.piles()))
    for index in reversed(order) if last else order:
        item = view.drop_item(index)
        if item in reachable:
            return item
    return None
