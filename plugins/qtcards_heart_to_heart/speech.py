"""What the player can reach in Heart to Heart, by keyboard, drag and screen reader.

The texts keep the "HeartToHeartView" translation context they have always had.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication

from qtcards.kit.view import BLOCKED, COVERED, FREE, SHOWN, CardItem, Spot, TableObject, card_name

from . import engine
from .engine import WASTE


class HeartTable(Protocol):
    """What these words read of Heart to Heart's view."""

    selection: int | None
    tableau: dict[int, CardItem]

    @property
    def waste_marker(self) -> TableObject: ...

    @property
    def now(self) -> engine.State: ...

    @property
    def pile(self) -> list[CardItem]: ...

    def stock_item(self) -> TableObject: ...


def spots(view: HeartTable, counts: tuple[str, str]) -> list[Spot]:
    """The heart's cards row by row, then the stock, then the waste: each named, free
    or covered, and a free card with the cards it may be dragged onto (its rank's);
    ``counts`` says how many cards the stock and the waste hold (plurals are the view's:
    lupdate reads them only from a class's ``self.tr``)."""
    state = view.now
    free = set(engine.available(state))
    top = view.pile[len(state.stock)] if state.waste else None
    playable: dict[TableObject, int | None] = {view.tableau[p]: state.tableau[p - 1] for p in free}
    if top is not None:
        playable[top] = state.waste[-1]

    def drops(item: TableObject) -> list[TableObject]:
        return [other for other, rank in playable.items() if other is not item and rank == playable[item]]

    found = []
    for position, card in view.tableau.items():
        if state.tableau[position - 1] is None:
            continue
        name = QCoreApplication.translate("HeartToHeartView", "{0}, position {1}").format(
            card_name(card.face), position
        )
        selected = position == view.selection
        if position in free:
            found.append(Spot(card, name, selected=selected, drops=drops(card)))
            continue
        covers = [p for p in engine.covering(position) if state.tableau[p - 1] is not None]
        detail = (
            QCoreApplication.translate("HeartToHeartView", "covered by position {0}").format(*covers)
            if len(covers) == 1
            else QCoreApplication.translate("HeartToHeartView", "covered by positions {0} and {1}").format(*covers)
        )
        found.append(Spot(card, name, COVERED, selected, detail))
    if state.stock:
        detail = counts[0]
        found.append(Spot(view.stock_item(), QCoreApplication.translate("HeartToHeartView", "Stock"), detail=detail))
    else:
        detail = QCoreApplication.translate("HeartToHeartView", "empty; Enter turns the waste over")
        found.append(
            Spot(
                view.stock_item(),
                QCoreApplication.translate("HeartToHeartView", "Stock"),
                BLOCKED if not state.waste else FREE,
                detail=detail,
            )
        )
    if top is not None:
        name = QCoreApplication.translate("HeartToHeartView", "Waste: {0}").format(card_name(top.face))
        detail = counts[1]
        found.append(Spot(top, name, selected=view.selection == WASTE, detail=detail, drops=drops(top)))
    else:
        found.append(
            Spot(
                view.waste_marker,
                QCoreApplication.translate("HeartToHeartView", "Waste"),
                SHOWN,
                detail=QCoreApplication.translate("HeartToHeartView", "empty"),
            )
        )
    return found
