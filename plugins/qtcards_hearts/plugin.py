"""Hearts's registration with the qtcards host.

The engine (:mod:`.engine`) and the CPU players (:mod:`.cpu`) are pure Python; the view
(:mod:`.view`) is imported only when the game is opened.
"""

from __future__ import annotations

from collections.abc import Callable

from qtcards.kit import QT_TRANSLATE_NOOP, ChoiceOption, Game, GameContext, GameView, InfoField, hookimpl

from .levels import LEVELS

#: The plugin API this game is written for, written out (see docs/plugins.md, "Checked at load").
PLUGIN_API = 1

CONTEXT = "Hearts"

OPTIONS = (
    ChoiceOption(
        "difficulty",
        QT_TRANSLATE_NOOP("Hearts", "Difficulty"),
        "normal",
        QT_TRANSLATE_NOOP("Hearts", "A change applies from the next game; the game in progress keeps its level."),
        choices=LEVELS,
    ),
)

INFO_FIELDS = (
    InfoField("difficulty", QT_TRANSLATE_NOOP("Hearts", "Difficulty")),
    InfoField("hand", QT_TRANSLATE_NOOP("Hearts", "Hand")),
)


def create_view(context: GameContext) -> GameView:
    """Open the game (imports the view only now)."""
    from .view import HeartsView

    return HeartsView(context)


@hookimpl
def qtcards_register_games(register: Callable[[Game], None]) -> None:
    """Register Hearts."""
    register(
        Game(
            id="hearts",
            api_version=PLUGIN_API,
            title=QT_TRANSLATE_NOOP("Hearts", "Hearts"),
            description=QT_TRANSLATE_NOOP(
                "Hearts", "You against three CPU seats: take no hearts and not the queen of spades."
            ),
            context=CONTEXT,
            create_view=create_view,
            options=OPTIONS,
            info_fields=INFO_FIELDS,
            has_undo=False,
            can_restart=False,
        )
    )
