"""Klondike on the table: the engine declares its piles; the kit's PatienceView does the rest."""

from __future__ import annotations

from qtcards.kit import GameContext, PatienceView

from . import AUTO_HOME
from .engine import MAX_DEAL, RULES, SIZE, State, new_game
from .rules_page import rules_html


class KlondikeView(PatienceView[State]):
    """The stock, the waste, four foundations and seven columns."""

    def __init__(self, context: GameContext) -> None:
        super().__init__(
            context,
            RULES,
            size=SIZE,
            deal=self.deal_number,
            read=State.from_json,
            last_deal=MAX_DEAL,
            auto_home=AUTO_HOME,
        )

    def deal_number(self, number: int) -> State:
        """Deal ``number``, turning one card or three as the option says."""
        return new_game(number, 3 if self.context.options.get("draw") == "3" else 1)

    def rules_html(self) -> str:
        return rules_html()
