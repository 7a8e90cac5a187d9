"""What a patience's view is made of besides itself: its piles' places from their
declarations, the checks of those declarations, the info bar, the figures of a win (the
statistics the view keeps by default, :class:`PatienceTally`, are in their own module)."""

from __future__ import annotations

from typing import Any

from qtcards.kit.clock import format_duration
from qtcards.kit.game import GameContext
from qtcards.kit.patience import PatienceRules
from qtcards.kit.patience_tally import PatienceTally as PatienceTally
from qtcards.kit.pile_rules import card_rank, card_suit
from qtcards.kit.pile_spec import STOCK, PileSpec
from qtcards.table import Face, Pile


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
    """The info bar of a patience's ``view`` for ``state``: the rules' figures (the game's
    own fields too), the cards left in the stock, the play clock."""
    figures = view.rules.figures(state)
    for key, value in (("moves", figures.moves), ("score", figures.score)):
        if value is not None:
            view.context.set_info(key, str(value))
    view.context.set_info("deal", "—" if figures.deal is None else str(figures.deal))
    for key, text in figures.more:
        view.context.set_info(key, text)
    stock = [pile for pile in view.rules.piles(state) if pile.kind == STOCK]
    if stock:
        view.context.set_info("stock", str(sum(len(pile.cards) for pile in stock)))
    if view.session.clock is not None:
        view.context.set_info("time", format_duration(view.session.clock.elapsed_ms()))


def keep_time(view: Any) -> None:
    """The info bar's ``time`` of a patience's ``view`` set again at each tick of its play clock."""
    clock = view.session.clock
    if clock is not None:
        clock.ticked.connect(lambda: view.context.set_info("time", format_duration(clock.elapsed_ms())))


def won_figures(view: Any, state: Any) -> dict[str, int]:
    """What a won game's records are of: its moves, as the info bar counts them."""
    moves = view.rules.figures(state).moves
    return {} if moves is None else {"moves": moves}
