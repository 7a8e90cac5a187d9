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
from .moves import COLUMNS, SpiderPositions, Step, Steps, deal_row, estimate, move_run, run_length
from .probe import SpiderProbe


class SpiderSpace(SpiderPositions):
    """Spider's positions for the solver (see the module's docstring)."""

    def progress(self, state: State) -> float:
        """Spider's :func:`~qtcards_spider.moves.estimate`."""
        return estimate(state)

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
        """Spider's narrower search (:class:`~qtcards_spider.probe.SpiderProbe`) twice, with
        most of the budget: one suit is nearly always won, and the probe finds wins
        sooner; its second estimate deals a little sooner and wins some deals the first
        does not (one suit's deals 2001-2400)."""
        return ((SpiderProbe(self.rules, 8.0), 0.45), (SpiderProbe(self.rules, 6.0), 0.35))


SPACE = SpiderSpace(RULES)
"""Spider's search space, for :func:`qtcards.kit.solve`."""
