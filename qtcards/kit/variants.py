"""A game's variants: the choices of the options it marks ``variant=True`` (Klondike's
cards turned, Spider's suits), which the kit's statistics keep apart.

A variant is named by its options' values (``{"draw": "3"}``), kept with the game when it
starts (a change of the option applies from the next deal), and written in the statistics
as a key (``"draw=3"``; several options joined by ``&``).
"""

from __future__ import annotations

from itertools import product
from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication

from qtcards.kit.game import Game, GameContext
from qtcards.kit.options import ChoiceOption

#: Where the session keeps a game's variant among the game's saved values.
KEY = "variant"


def declared(game: Game) -> list[ChoiceOption]:
    """The options ``game`` marks as variants, in their declared order."""
    return [option for option in game.options if isinstance(option, ChoiceOption) and option.variant]


def now(context: GameContext) -> dict[str, str]:
    """The variant a game started now is of (empty when the game has none)."""
    return {option.key: context.options.get(option.key) for option in declared(context.game)}


def of(context: GameContext, saved: Any) -> dict[str, str]:
    """The variant a game's saved values name; the options' values now when they name
    none that is declared (a game saved before its variants were kept)."""
    options = declared(context.game)
    if isinstance(saved, dict) and set(saved) == {option.key for option in options}:
        if all(saved[option.key] in {value for value, _ in option.choices} for option in options):
            return {option.key: saved[option.key] for option in options}
    return now(context)


def key(variant: Mapping[str, str]) -> str:
    """The variant's key in the statistics file."""
    return "&".join(f"{name}={value}" for name, value in variant.items())


def every(game: Game) -> list[dict[str, str]]:
    """Every variant of ``game``, in the order of its options' choices."""
    options = declared(game)
    values = product(*([value for value, _ in option.choices] for option in options))
    return [dict(zip((option.key for option in options), chosen)) for chosen in values]


def title(game: Game, variant: Mapping[str, str]) -> str:
    """The variant's name as the statistics show it: each option's label and choice
    ("Cards turned from the stock: Three"), translated."""
    parts = []
    for option in declared(game):
        label = dict(option.choices)[variant[option.key]]
        #: A variant in the statistics: an option's label ({0}) and its choice ({1}).
        pattern = QCoreApplication.translate("Variants", "{0}: {1}")
        parts.append(pattern.format(game.translate(option.label), game.translate(label)))
    return "; ".join(parts)


def saved(context: GameContext) -> dict[str, Any]:
    """What the session keeps with a game started now: its variant, when the game has any."""
    return {KEY: now(context)} if declared(context.game) else {}
