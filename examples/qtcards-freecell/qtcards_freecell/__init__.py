"""FreeCell for qtcards: the kit's piles with rules, and Microsoft's deal numbers.

qtcards finds this module through the entry point ``freecell = "qtcards_freecell"`` in
the group ``qtcards.games`` and calls the hook below; the view and the engine are
imported when the player opens the game.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from qtcards.kit import (
    QT_TRANSLATE_NOOP,
    SOLVER_OPTIONS,
    VERDICT_FIELD,
    BoolOption,
    Game,
    GameContext,
    GameView,
    InfoField,
    hookimpl,
)

PLUGIN_API = 1

#: The safe auto-move (the kit's PatienceView sends safe cards home while it is on).
AUTO_HOME = BoolOption(
    "auto_home",
    QT_TRANSLATE_NOOP("FreeCell", "Send safe cards home"),
    True,
    QT_TRANSLATE_NOOP("FreeCell", "After each move, cards that no column can still use go to the foundations."),
)

OPTIONS = (AUTO_HOME,)

INFO_FIELDS = (
    InfoField("moves", QT_TRANSLATE_NOOP("FreeCell", "Moves")),
    InfoField("deal", QT_TRANSLATE_NOOP("FreeCell", "Deal"), selectable=True),
)


def create_view(context: GameContext) -> GameView:
    """Open the game: the view is imported only now."""
    from .view import FreeCellView

    return FreeCellView(context)


@hookimpl
def qtcards_register_games(register: Callable[[Game], None]) -> None:
    """Register FreeCell."""
    register(
        Game(
            id="freecell",
            api_version=PLUGIN_API,
            title=QT_TRANSLATE_NOOP("FreeCell", "FreeCell"),
            description=QT_TRANSLATE_NOOP(
                "FreeCell", "Patience: every card face up, four free cells, Microsoft's deals."
            ),
            context="FreeCell",
            create_view=create_view,
            options=(*OPTIONS, *SOLVER_OPTIONS),
            info_fields=(*INFO_FIELDS, VERDICT_FIELD),
            translations=Path(__file__).parent / "i18n" / "freecell",
            has_undo=True,
        )
    )
