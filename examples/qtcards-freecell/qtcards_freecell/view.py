"""FreeCell on the table: where its piles lie; the kit's PatienceView does the rest."""

from __future__ import annotations

from PySide6.QtCore import QSizeF

from qtcards.kit import GameContext, PatienceView, Pile

from .engine import MAX_DEAL, RULES, State, new_game
from .rules_page import rules_html

STEP = 1.15  # from one column to the next, in card widths
GAP = 0.4  # between the free cells and the foundations: two rows of four, not one of eight
TOP, COLUMNS_AT = 0.85, 2.65
PLACES = [
    *(Pile(0.65 + STEP * i, TOP, z=100) for i in range(4)),  # the free cells
    *(Pile(0.65 + GAP + STEP * (4 + i), TOP, depth=2, step=0.02, hidden_below=2, z=200) for i in range(4)),  # homes
    *(Pile(0.65 + GAP / 2 + STEP * i, COLUMNS_AT, spread=(0.0, 0.3), z=300) for i in range(8)),  # the columns
]
SIZE = QSizeF(1.3 + GAP + 7 * STEP, 7.4)


class FreeCellView(PatienceView):
    """Four free cells, four foundations, eight columns."""

    def __init__(self, context: GameContext) -> None:
        super().__init__(context, RULES, PLACES, SIZE, new_game, State.from_json, MAX_DEAL)

    def rules_html(self) -> str:
        return rules_html()
