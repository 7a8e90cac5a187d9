"""What a screen reader and the keyboard reach on a patience's table: each pile's cards
and empty places as spots (:mod:`qtcards.table.spots`), from the rules' legal moves."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from qtcards.kit.patience import PileMove, PileState
from qtcards.kit.pile_spec import FOUNDATION, STOCK
from qtcards.table.spots import BLOCKED, COVERED, FREE, SHOWN, Spot

if TYPE_CHECKING:
    from qtcards.kit.patience_view import PatienceView


def table_spots(view: PatienceView[Any]) -> list[Spot]:
    """Every pile of ``view``'s state in order, bottom card first: what can be taken,
    where the picked run can go; a foundation read as its top card alone, by its name."""
    if view.state is None:
        return []
    spots = []
    moves = view.moves()
    targets = view.targets(moves)
    for index, pile in enumerate(view.piles()):
        name = view.name(index)
        if pile.kind == STOCK:
            item = view.cards[pile.cards[-1]] if pile.cards else view.markers[index]
            can_deal = view.picked is None and view.rules.deal(view.state) is not None
            spots.append(Spot(item, name, FREE if can_deal else BLOCKED, detail=view.words.stock(pile)))
        elif not pile.cards:
            base = view.rules.base(view.state, index) if pile.kind == FOUNDATION else None
            state = FREE if index in targets else SHOWN
            spots.append(Spot(view.markers[index], name, state, detail=view.words.empty(base)))
        else:
            first = len(pile.cards) - 1 if pile.kind == FOUNDATION else 0
            spots += [
                card_spot(view, index, pile, position, targets, moves) for position in range(first, len(pile.cards))
            ]
    return spots


def card_spot(
    view: PatienceView[Any], index: int, pile: PileState, position: int, targets: set[int], moves: list[PileMove]
) -> Spot:
    """The spot of the card at ``position`` of pile ``index``."""
    card = pile.cards[position]
    item, count = view.cards[card], len(pile.cards) - position
    if position < pile.face_down:
        return Spot(item, view.words.face_down(), COVERED)
    home = pile.kind == FOUNDATION
    said = view.name(index) if home else view.words.card(card)
    if position == len(pile.cards) - 1 and index in targets:
        return Spot(item, said, FREE, detail=view.words.target(view.name(index)))
    if not view.rules.can_take(view.now(), index, count):
        return Spot(item, said, SHOWN if home else COVERED)
    run = pile.run(count)
    drops = [view.drop_item(m.target) for m in moves if (m.source, m.count) == (index, count)]
    picked = view.picked == (index, count)
    carries = [view.cards[other] for other in run[1:]]
    # Free (Tab stops there) when it can move now and nothing else is picked up: while a run
    # is, Tab goes through where it can go, and to it again (to put it back).
    free = bool(drops) and (view.picked is None or picked)
    return Spot(
        item, said if home else view.words.run(run), FREE if free else BLOCKED, picked, drops=drops, carries=carries
    )
