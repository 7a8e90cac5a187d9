"""What a patience's view is made of besides itself: its piles' places from their
declarations, the checks of those declarations, its statistics by default."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from qtcards.kit.clock import format_duration
from qtcards.kit.game import GameContext, StatisticsTable
from qtcards.kit.patience import PatienceRules
from qtcards.kit.pile_rules import card_rank, card_suit
from qtcards.kit.pile_spec import STOCK, PileSpec
from qtcards.kit.tally import Tally, win_rate
from qtcards.table import Face, Pile


class PatienceTally(Tally):
    """A patience's statistics by default: games played and won, and the win rate."""

    def table(self, stats: dict[str, Any]) -> StatisticsTable:
        """One row: played, wins, win rate."""
        columns = [
            QCoreApplication.translate("PatienceTally", "Played"),
            QCoreApplication.translate("PatienceTally", "Wins"),
            QCoreApplication.translate("PatienceTally", "Win rate"),
        ]
        figures = [str(stats["played"]), str(stats["won"]), win_rate(stats["won"], stats["played"])]
        return StatisticsTable(columns, [(QCoreApplication.translate("PatienceTally", "All deals"), figures)])


def face(card: int) -> Face:
    """The table's face of a card of the kit's numbering."""
    return Face(card_rank(card), card_suit(card))


def place(spec: PileSpec, index: int) -> Pile:
    """Where the table lays a declared pile's cards (each pile above the ones before it)."""
    heap = spec.fan == (0.0, 0.0) or spec.fan == (0, 0)
    fanned = None if heap else spec.shows
    depth = spec.shows if heap and spec.shows else 1
    x, y = spec.at
    return Pile(
        x,
        y,
        spread=spec.fan,
        fanned=fanned,
        depth=depth,
        step=0.02,
        hidden_below=spec.shows,
        z=index * 100.0,
        reach=spec.reach,
    )


def check_layout(context: GameContext, rules: PatienceRules[Any], size: tuple[float, float], auto_home: Any) -> None:
    """ValueError, naming the game, when its piles are not declared, lie off its table,
    or its auto-move option is not one it declares."""
    game = context.game.id
    if not rules.layout:
        raise ValueError(f"{game}: {type(rules).__name__}.layout declares no pile")
    for index, spec in enumerate(rules.layout):
        if not (0 <= spec.at[0] <= size[0] and 0 <= spec.at[1] <= size[1]):
            raise ValueError(f"{game}: pile {index} ({spec.kind}) lies at {spec.at}, off the table of {size}")
    if auto_home is not None and auto_home not in context.game.options:
        raise ValueError(f"{game}: the auto-move option {auto_home.key!r} is not one of the game's options")


def show_info(view: Any, state: Any) -> None:
    """The info bar of a patience's ``view`` for ``state``: the rules' figures, the cards
    left in the stock, the play clock."""
    figures = view.rules.figures(state)
    for key, value in (("moves", figures.moves), ("score", figures.score)):
        if value is not None:
            view.context.set_info(key, str(value))
    view.context.set_info("deal", "—" if figures.deal is None else str(figures.deal))
    stock = [pile for pile in view.rules.piles(state) if pile.kind == STOCK]
    if stock:
        view.context.set_info("stock", str(sum(len(pile.cards) for pile in stock)))
    if view.session.clock is not None:
        view.context.set_info("time", format_duration(view.session.clock.elapsed_ms()))
