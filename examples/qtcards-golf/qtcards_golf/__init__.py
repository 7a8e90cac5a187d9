"""Golf patience for qtcards: an example of a game plugin packaged on its own.

qtcards finds this module through the entry point ``golf = "qtcards_golf"`` in the
group ``qtcards.games`` (see ``pyproject.toml``) and calls the hook below. Only this
module is imported at start-up; the view (and with it the engine) is imported when the
player opens the game.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP

from qtcards import hookimpl
from qtcards.game import API_VERSION, Game, GameContext, GameView, InfoField
from qtcards.settings import BoolOption

__version__ = "0.1.0"

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
    InfoField("stock", QT_TRANSLATE_NOOP("Golf", "Stock")),
    InfoField("moves", QT_TRANSLATE_NOOP("Golf", "Moves"), show_label=False),
    InfoField("deal", QT_TRANSLATE_NOOP("Golf", "Deal"), selectable=True),
)


def create_view(context: GameContext) -> GameView:
    """Open the game: the view is imported only now."""
    from .view import GolfView

    return GolfView(context)


@hookimpl
def qtcards_register_games(register):
    """Register Golf."""
    register(
        Game(
            id="golf",
            api_version=API_VERSION,
            title=QT_TRANSLATE_NOOP("Golf", "Golf"),
            context=CONTEXT,
            create_view=create_view,
            options=OPTIONS,
            info_fields=INFO_FIELDS,
            translations=TRANSLATIONS,
            has_undo=True,
        )
    )
