"""What a screen reader is told of Heart to Heart's cards and piles.

The texts keep the "HeartToHeartView" translation context they have always had, but for
those with a count: lupdate reads a plural (``%n``) only from a ``tr()`` call, so they are
``HeartToHeartSpeech.tr(...)``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from qtcards.kit import GameView, card_name

from . import engine
from .engine import WASTE


class HeartToHeartSpeech(QObject):
    """The translation context of the counts a screen reader is told."""


def describe(view: GameView) -> None:
    """What a screen reader says of each card and pile of the Heart to Heart ``view``."""
    state = view.state
    free = set(engine.available(state))
    for position, card in view.tableau.items():
        if state.tableau[position - 1] is None:
            continue
        name = QCoreApplication.translate("HeartToHeartView", "{0}, position {1}").format(
            card_name(card.face), position
        )
        if position in free:
            description = QCoreApplication.translate("HeartToHeartView", "available")
        else:
            covers = [p for p in engine.covering(position) if state.tableau[p - 1] is not None]
            if len(covers) == 1:
                description = QCoreApplication.translate("HeartToHeartView", "covered by position {0}").format(*covers)
            else:
                description = QCoreApplication.translate("HeartToHeartView", "covered by positions {0} and {1}").format(
                    *covers
                )
        if position == view.selection:
            description = QCoreApplication.translate("HeartToHeartView", "{0}, selected").format(description)
        card.set_accessible(name, description, blocked=position not in free)
    for card in view.pile:
        card.set_accessible("")
    stock = view.stock_item()
    if state.stock:
        # (its own statement: lupdate would take "QCoreApplication" before it for the context)
        count = HeartToHeartSpeech.tr("%n card(s); Enter draws one", "", len(state.stock))
        stock.set_accessible(QCoreApplication.translate("HeartToHeartView", "Stock"), count)
    else:
        stock.set_accessible(
            QCoreApplication.translate("HeartToHeartView", "Stock"),
            QCoreApplication.translate("HeartToHeartView", "empty; Enter turns the waste over"),
            blocked=not state.waste,
        )
    if state.waste:
        top = view.pile[len(state.stock)]
        description = HeartToHeartSpeech.tr("%n card(s) on the waste", "", len(state.waste))
        if view.selection == WASTE:
            description = QCoreApplication.translate("HeartToHeartView", "{0}, selected").format(description)
        top.set_accessible(
            QCoreApplication.translate("HeartToHeartView", "Waste: {0}").format(card_name(top.face)), description
        )
    view.waste_marker.set_accessible(
        "" if state.waste else QCoreApplication.translate("HeartToHeartView", "Waste"),
        QCoreApplication.translate("HeartToHeartView", "empty"),
    )
