"""Spider for the kit's solver: its own move generator, position key and estimate (no Qt).

The kit's :class:`~qtcards.kit.PatienceSpace` solves Spider from the rules alone; this
space is the same search made fast, on the positions of
:class:`~qtcards_spider.moves.SpiderPositions` (copies of a face alike). Its narrower
search (:mod:`qtcards_spider.probe`) goes first. Every winning line still replays through
:data:`~qtcards_spider.engine.RULES`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from qtcards.kit import DEAL, PileMove, SearchSpace

from .engine import RULES, State
from .moves import COLUMNS, SpiderPositions, Step, Steps, deal_row, move_run, run_length
from .probe import SpiderProbe


class SpiderSpace(SpiderPositions):
    """Spider's positions for the solver (see the module's docstring)."""

    def progress(self, state: State) -> float:
        """Runs home and empty columns count for; face-down cards, and each face-up card
        that does not lie on the card one rank higher of its suit, against."""
        home = sum(bool(h) for h in state.homes)
        down = sum(state.down)
        breaks = empty = 0
        for column, hidden in zip(state.columns, state.down):
            empty += not column
            for under, card in zip(column[hidden:], column[hidden + 1 :]):
                if under % 52 != card % 52 + 1 or card % 13 == 12:
                    breaks += 1 if under % 13 == card % 13 + 1 else 2
        return 60.0 * home - 6.0 * down - 3.0 * breaks + 8.0 * empty - 6.0 * len(state.stock)

    def successors(self, state: State) -> Iterator[tuple[Steps, State]]:
        """Every run onto a card one rank higher or an empty column (one empty column only,
        and no whole column onto one, once the stock is empty), and the deal."""
        tops: dict[int, list[int]] = {}
        vacant: list[int] = []
        for index, column in zip(COLUMNS, state.columns):
            if column:
                tops.setdefault(column[-1] % 13, []).append(index)
            else:
                vacant.append(index)
        if not state.stock:
            vacant = vacant[:1]
        for source, column, down in zip(COLUMNS, state.columns, state.down):
            for count in range(1, run_length(column, down) + 1):
                rank = column[-count] % 13
                for target in tops.get(rank + 1, ()):
                    yield (PileMove(source, count, target),), move_run(state, source, count, target)
                if count < len(column) or state.stock:
                    for target in vacant:
                        yield (PileMove(source, count, target),), move_run(state, source, count, target)
        if state.stock and not vacant:
            yield (DEAL,), deal_row(state)

    def probes(self) -> Sequence[tuple[SearchSpace[State, Step], float]]:
        """Spider's narrower search (:class:`~qtcards_spider.probe.SpiderProbe`), with most
        of the budget: one suit is nearly always won, and the probe finds wins sooner."""
        return ((SpiderProbe(self.rules), PROBE_SHARE),)


#: The share of the budget the probe may spend before the complete search.
PROBE_SHARE = 0.8

SPACE = SpiderSpace(RULES)
"""Spider's search space, for :func:`qtcards.kit.solve`."""
