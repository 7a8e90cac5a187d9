"""FreeCell on the table: the engine declares its piles; the kit's PatienceView does the rest."""

from __future__ import annotations

from qtcards.kit import GameContext, PatienceView

from . import AUTO_HOME
from .engine import MAX_DEAL, RULES, SIZE, State, new_game
from .rules_page import rules_html


class FreeCellView(PatienceView[State]):
    """Four free cells, four foundations, eight columns."""

    def __init__(self, context: GameContext) -> None:
        super().__init__(
            context, RULES, size=SIZE, deal=new_game, read=State.from_json, last_deal=MAX_DEAL, auto_home=AUTO_HOME
        )

    def rules_html(self) -> str:
        return rules_html()
