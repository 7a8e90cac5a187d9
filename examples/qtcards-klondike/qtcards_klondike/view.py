"""Klondike on the table: where its piles lie; the kit's PatienceView does the rest."""

from __future__ import annotations

from PySide6.QtCore import QSizeF

from qtcards.kit import GameContext, PatienceView, Pile

from .engine import MAX_DEAL, RULES, State, new_game
from .rules_page import rules_html

STEP = 1.15  # from one column to the next, in card widths
TOP, COLUMNS_AT = 0.85, 2.65
PLACES = [
    Pile(0.65, TOP, depth=3, step=0.02, hidden_below=3),  # the stock (its covered cards not drawn)
    Pile(0.65 + STEP, TOP, spread=(0.22, 0.0), fanned=3, hidden_below=3, z=100),  # the waste: its last three
    *(Pile(0.65 + STEP * (3 + i), TOP, depth=2, step=0.02, hidden_below=2, z=200) for i in range(4)),  # foundations
    *(Pile(0.65 + STEP * i, COLUMNS_AT, spread=(0.0, 0.26), z=300) for i in range(7)),  # the columns
]
SIZE = QSizeF(1.3 + 6 * STEP, 7.2)


class KlondikeView(PatienceView):
    """The stock, the waste, four foundations and seven columns."""

    def __init__(self, context: GameContext) -> None:
        super().__init__(context, RULES, PLACES, SIZE, self.deal_number, State.from_json, MAX_DEAL)

    def deal_number(self, number: int) -> State:
        """Deal ``number``, turning one card or three as the option says."""
        return new_game(number, 3 if self.context.options.get("draw") == "3" else 1)

    def rules_html(self) -> str:
        return rules_html()
