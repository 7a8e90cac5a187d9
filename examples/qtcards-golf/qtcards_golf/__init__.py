"""Golf patience for qtcards: an example of a game plugin packaged on its own.

qtcards finds this module through the entry point ``golf = "qtcards_golf"`` in the
group ``qtcards.games`` (see ``pyproject.toml``) and calls the hook below. Only this
module is imported at start-up; the view (and with it the engine) is imported when the
player opens the game.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from qtcards.kit import QT_TRANSLATE_NOOP, BoolOption, Game, GameContext, GameView, InfoField, hookimpl

__version__ = "0.1.0"

# The plugin API version this plugin was written and tested for. A literal number, not
# qtcards.API_VERSION (which always equals the running host's): a qtcards that speaks
# another version then reports this plugin as too old or too new instead of running it.
PLUGIN_API = 1

# The translation context of the title, the option labels and the info field labels.
CONTEXT = "Golf"

# The compiled catalogues: i18n/golf_ko.qm, i18n/golf_ru.qm, i18n/golf_en.qm.
TRANSLATIONS = Path(__file__).parent / "i18n" / "golf"

OPTIONS = (
    BoolOption(
        "outline_playable",
        QT_TRANSLATE_NOOP("Golf", "Outline playable cards"),
        True,
        QT_TRANSLATE_NOOP("Golf", "Frame the column cards that can go on the foundation, or the stock when none can."),
    ),
)

INFO_FIELDS = (
    InfoField("score", QT_TRANSLATE_NOOP("Golf", "Cards left")),
    InfoField("moves", QT_TRANSLATE_NOOP("Golf", "Moves"), show_label=False),
    InfoField("deal", QT_TRANSLATE_NOOP("Golf", "Deal"), selectable=True),
)


def create_view(context: GameContext) -> GameView:
    """Open the game: the view is imported only now."""
    from .view import GolfView

    return GolfView(context)


@hookimpl
def qtcards_register_games(register: Callable[[Game], None]) -> None:
    """Register Golf."""
    register(
        Game(
            id="golf",
            api_version=PLUGIN_API,
            title=QT_TRANSLATE_NOOP("Golf", "Golf"),
            description=QT_TRANSLATE_NOOP("Golf", "Patience: clear seven columns onto one pile, a rank up or down."),
            context=CONTEXT,
            create_view=create_view,
            options=OPTIONS,
            info_fields=INFO_FIELDS,
            translations=TRANSLATIONS,
            has_undo=True,
        )
    )


@hookimpl
def qtcards_app_started(version: str) -> None:
    """Note which host runs the game (in the log, at debug level)."""
    logging.getLogger(__name__).debug("Golf %s on qtcards %s", __version__, version)
