"""Spider on the table: where its piles lie; the kit's PatienceView does the rest."""

from __future__ import annotations

from PySide6.QtCore import QSizeF
from PySide6.QtGui import QAction

from qtcards.kit import GameContext, PatienceView, Pile

from .engine import MAX_DEAL, RULES, State, new_game
from .rules_page import rules_html

STEP = 1.12  # from one column to the next, in card widths
TOP, COLUMNS_AT = 0.85, 2.6
SIZE = QSizeF(1.3 + 9 * STEP, 7.6)
REACH = SIZE.height() - COLUMNS_AT - 0.8  # a column's last card ends just above the table's edge
PLACES = [
    Pile(0.65, TOP, depth=5, step=0.02, hidden_below=5),  # the stock (its covered cards not drawn)
    *(Pile(0.65 + STEP * (2 + i), TOP, depth=2, step=0.02, hidden_below=2, z=200) for i in range(8)),  # foundations
    *(Pile(0.65 + STEP * i, COLUMNS_AT, spread=(0.0, 0.24), z=300, reach=REACH) for i in range(10)),  # the columns
]


class SpiderView(PatienceView):
    """The stock, eight foundations and ten columns."""

    def __init__(self, context: GameContext) -> None:
        super().__init__(context, RULES, PLACES, SIZE, self.deal_number, State.from_json, MAX_DEAL)

    def deal_number(self, number: int) -> State:
        """Deal ``number`` in the suits the option says."""
        return new_game(number, int(self.context.options.get("suits")))

    def stock_refused(self) -> str:
        """Why the stock does not deal now."""
        if self.state is not None and self.state.stock:
            return self.tr("A row is dealt only when no column is empty.")
        return self.tr("The stock is empty.")

    def game_actions(self) -> list[QAction]:
        """The kit's Game menu less Send to the foundation: in Spider only whole runs go
        home, and they go by themselves."""
        return [action for action in super().game_actions() if action is not self.home_action]

    def rules_html(self) -> str:
        return rules_html()
