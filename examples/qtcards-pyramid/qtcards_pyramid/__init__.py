"""Pyramid patience for qtcards: a second example of a game plugin packaged on its own.

qtcards finds this module through the entry point ``pyramid = "qtcards_pyramid"`` in the
group ``qtcards.games`` (see ``pyproject.toml``); the view and the engine are imported
when the player opens the game.
"""

from collections.abc import Callable
from pathlib import Path

from qtcards.kit import QT_TRANSLATE_NOOP, Game, GameContext, GameView, InfoField, hookimpl

# The plugin API version this plugin was written and tested for (a literal number).
PLUGIN_API = 1

INFO_FIELDS = (
    InfoField("score", QT_TRANSLATE_NOOP("Pyramid", "Cards left")),
    InfoField("moves", QT_TRANSLATE_NOOP("Pyramid", "Moves"), show_label=False),
    InfoField("stock", QT_TRANSLATE_NOOP("Pyramid", "Stock")),
    InfoField("recycles", QT_TRANSLATE_NOOP("Pyramid", "Recycles left")),
    InfoField("deal", QT_TRANSLATE_NOOP("Pyramid", "Deal"), selectable=True),
)


def create_view(context: GameContext) -> GameView:
    """Open the game: the view is imported only now."""
    from .view import PyramidView

    return PyramidView(context)


@hookimpl
def qtcards_register_games(register: Callable[[Game], None]) -> None:
    """Register Pyramid."""
    register(
        Game(
            id="pyramid",
            api_version=PLUGIN_API,
            title=QT_TRANSLATE_NOOP("Pyramid", "Pyramid"),
            description=QT_TRANSLATE_NOOP(
                "Pyramid", "Patience: take away pairs that add up to 13 from a pyramid of 28 cards."
            ),
            context="Pyramid",
            create_view=create_view,
            info_fields=INFO_FIELDS,
            translations=Path(__file__).parent / "i18n" / "pyramid",
            has_undo=True,
        )
    )
