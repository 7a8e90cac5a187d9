"""Klondike for qtcards: the kit's piles with rules, and little else.

qtcards finds this module through the entry point ``klondike = "qtcards_klondike"`` in
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
    ChoiceOption,
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
    QT_TRANSLATE_NOOP("Klondike", "Send safe cards home"),
    False,
    QT_TRANSLATE_NOOP("Klondike", "After each move, cards that no column can still use go to the foundations."),
)

OPTIONS = (
    ChoiceOption(
        "draw",
        QT_TRANSLATE_NOOP("Klondike", "Cards turned from the stock"),
        "1",
        QT_TRANSLATE_NOOP("Klondike", "A change applies from the next deal."),
        choices=(("1", QT_TRANSLATE_NOOP("Klondike", "One")), ("3", QT_TRANSLATE_NOOP("Klondike", "Three"))),
    ),
    AUTO_HOME,
)

INFO_FIELDS = (
    InfoField("score", QT_TRANSLATE_NOOP("Klondike", "Score")),
    InfoField("moves", QT_TRANSLATE_NOOP("Klondike", "Moves")),
    InfoField("deal", QT_TRANSLATE_NOOP("Klondike", "Deal"), selectable=True),
)


def create_view(context: GameContext) -> GameView:
    """Open the game: the view is imported only now."""
    from .view import KlondikeView

    return KlondikeView(context)


@hookimpl
def qtcards_register_games(register: Callable[[Game], None]) -> None:
    """Register Klondike."""
    register(
        Game(
            id="klondike",
            api_version=PLUGIN_API,
            title=QT_TRANSLATE_NOOP("Klondike", "Klondike"),
            description=QT_TRANSLATE_NOOP(
                "Klondike", "Patience: build four suits home from seven columns and a stock."
            ),
            context="Klondike",
            create_view=create_view,
            options=(*OPTIONS, *SOLVER_OPTIONS),
            info_fields=(*INFO_FIELDS, VERDICT_FIELD),
            translations=Path(__file__).parent / "i18n" / "klondike",
            has_undo=True,
        )
    )
