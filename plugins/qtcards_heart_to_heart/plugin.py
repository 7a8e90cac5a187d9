"""Heart to Heart's registration with the qtcards host.

The engine (:mod:`.engine`, :mod:`.deals`) is pure Python; the view (:mod:`.view`) is
imported only when the game is opened.
"""

from __future__ import annotations

from collections.abc import Callable

from qtcards.kit import QT_TRANSLATE_NOOP, BoolOption, Game, GameContext, GameView, InfoField, hookimpl

#: The plugin API this game is written for, written out (see docs/plugins.md, "Checked at load").
PLUGIN_API = 1

CONTEXT = "HeartToHeart"

OPTIONS = (
    BoolOption(
        "placement_aid",
        QT_TRANSLATE_NOOP("HeartToHeart", "Placement aid"),
        True,
        QT_TRANSLATE_NOOP(
            "HeartToHeart", "Outline the cards that can make a pair; dim the others while a card is selected."
        ),
    ),
    BoolOption(
        "move_errors",
        QT_TRANSLATE_NOOP("HeartToHeart", "Move errors"),
        False,
        QT_TRANSLATE_NOOP("HeartToHeart", "Explain why two cards do not make a pair."),
    ),
)

INFO_FIELDS = (
    InfoField("time", QT_TRANSLATE_NOOP("HeartToHeart", "Time")),
    InfoField("score", QT_TRANSLATE_NOOP("HeartToHeart", "Score")),
    InfoField("moves", QT_TRANSLATE_NOOP("HeartToHeart", "Moves"), show_label=False),
    InfoField("code", QT_TRANSLATE_NOOP("HeartToHeart", "Deal code"), selectable=True),
)


def create_view(context: GameContext) -> GameView:
    """Open the game (imports the view only now)."""
    from .view import HeartToHeartView

    return HeartToHeartView(context)


@hookimpl
def qtcards_register_games(register: Callable[[Game], None]) -> None:
    """Register Heart to Heart."""
    register(
        Game(
            id="heart-to-heart",
            api_version=PLUGIN_API,
            title=QT_TRANSLATE_NOOP("HeartToHeart", "Heart to Heart"),
            description=QT_TRANSLATE_NOOP("HeartToHeart", "Patience: pair equal ranks out of a heart of 25 cards."),
            context=CONTEXT,
            create_view=create_view,
            options=OPTIONS,
            info_fields=INFO_FIELDS,
            has_undo=True,
        )
    )
