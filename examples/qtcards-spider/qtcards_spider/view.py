"""Spider on the table: the engine declares its piles; the kit's PatienceView does the rest."""

from __future__ import annotations

from PySide6.QtGui import QAction

from qtcards.kit import GameContext, PatienceView

from .engine import MAX_DEAL, RULES, SIZE, State, new_game
from .rules_page import rules_html


class SpiderView(PatienceView[State]):
    """The stock, eight foundations and ten columns."""

    def __init__(self, context: GameContext) -> None:
        super().__init__(context, RULES, size=SIZE, deal=self.deal_number, read=State.from_json, last_deal=MAX_DEAL)

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
