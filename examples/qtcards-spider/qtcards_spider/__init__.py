"""Spider for qtcards: the kit's piles with rules, in one, two or four suits.

qtcards finds this module through the entry point ``spider = "qtcards_spider"`` in the
group ``qtcards.games`` and calls the hook below; the view and the engine are imported
when the player opens the game.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from qtcards.kit import (
    QT_TRANSLATE_NOOP,
    SOLVER_OPTIONS,
    VERDICT_FIELD,
    ChoiceOption,
    Game,
    GameContext,
    GameView,
    InfoField,
    hookimpl,
)

PLUGIN_API = 1

OPTIONS = (
    ChoiceOption(
        "suits",
        QT_TRANSLATE_NOOP("Spider", "Suits"),
        "1",
        QT_TRANSLATE_NOOP("Spider", "A change applies from the next deal."),
        choices=(
            ("1", QT_TRANSLATE_NOOP("Spider", "One (spades)")),
            ("2", QT_TRANSLATE_NOOP("Spider", "Two (spades and hearts)")),
            ("4", QT_TRANSLATE_NOOP("Spider", "Four")),
        ),
    ),
)

INFO_FIELDS = (
    InfoField("score", QT_TRANSLATE_NOOP("Spider", "Score")),
    InfoField("moves", QT_TRANSLATE_NOOP("Spider", "Moves")),
    InfoField("deal", QT_TRANSLATE_NOOP("Spider", "Deal"), selectable=True),
)


def create_view(context: GameContext) -> GameView:
    """Open the game: the view is imported only now."""
    from .view import SpiderView

    return SpiderView(context)


@hookimpl
def qtcards_register_games(register: Callable[[Game], None]) -> None:
    """Register Spider."""
    register(
        Game(
            id="spider",
            api_version=PLUGIN_API,
            title=QT_TRANSLATE_NOOP("Spider", "Spider"),
            description=QT_TRANSLATE_NOOP(
                "Spider", "Patience: two decks in ten columns; build king-to-ace runs of one suit."
            ),
            context="Spider",
            create_view=create_view,
            options=(*OPTIONS, *SOLVER_OPTIONS),
            info_fields=(*INFO_FIELDS, VERDICT_FIELD),
            translations=Path(__file__).parent / "i18n" / "spider",
            has_undo=True,
        )
    )
