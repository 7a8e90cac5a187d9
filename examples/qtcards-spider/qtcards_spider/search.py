"""Spider for the kit's solver: its own move generator, position key and estimate (no Qt).

The kit's :class:`~qtcards.kit.PatienceSpace` solves Spider from the rules alone; this
space is the same search made fast. Two copies of a face are alike in every rule (a move
asks only ranks and suits), so positions are told apart by the faces where their cards
lie, face-down ones and the stock's included (the solver knows them all, as the rules page
says); the foundations' order never matters, nor, once the stock is empty, the columns'
(while it deals a card to each column in turn, it does). Every winning line still
replays through :data:`~qtcards_spider.engine.RULES`.
"""

from __future__ import annotations

from collections.abc import Iterator

from qtcards.kit import DEAL, TABLEAU, Deal, PatienceSpace, PileMove

from .engine import RULES, State, send_home

COLUMNS = RULES.kinds[TABLEAU]

Step = PileMove | Deal
Steps = tuple[Step, ...]


def faces(cards: tuple[int, ...]) -> bytes:
    """Cards as their faces (``card % 52``): copies of a face read alike."""
    return bytes(card % 52 for card in cards)


def run_length(column: tuple[int, ...], down: int) -> int:
    """How many face-up cards at the top of ``column`` go down by one in one suit."""
    count = 1 if len(column) > down else 0
    while (
        count < len(column) - down and column[-count - 1] % 52 == column[-count] % 52 + 1 and column[-count] % 13 != 12
    ):
        count += 1
    return count


class SpiderSpace(PatienceSpace[State]):
    """Spider's positions for the solver (see the module's docstring)."""

    bytes_per_position = 1200  # measured at the peak of searches of 20,000 positions: about 900

    def key(self, state: State) -> bytes:
        """The columns by faces (in any order once the stock is empty), the stock by faces,
        how many runs of each suit are home."""
        columns = [bytes((down,)) + faces(column) for column, down in zip(state.columns, state.down)]
        if not state.stock:
            columns.sort()
        homes = bytes(sorted(home[0] % 52 for home in state.homes if home))
        return b"\xff".join((*columns, faces(state.stock), homes))

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
            row = state.stock[::-1][:10]
            columns = tuple(column + (card,) for column, card in zip(state.columns, row))
            dealt = State(columns, state.down, state.homes, state.stock[:-10], state.suits, deal=state.deal)
            yield (DEAL,), send_home(dealt) if any(card % 13 == 0 for card in row) else dealt


def move_run(state: State, source: int, count: int, target: int) -> State:
    """``state`` after the run moves, known to be legal (the rules' ``apply`` without its
    checks or its score: the score changes nothing of what may happen next)."""
    columns, down = list(state.columns), list(state.down)
    i, j = source - COLUMNS[0], target - COLUMNS[0]
    run = columns[i][len(columns[i]) - count :]
    columns[i] = columns[i][: len(columns[i]) - count]
    columns[j] = columns[j] + run
    down[i] = min(down[i], max(0, len(columns[i]) - 1))
    moved = State(tuple(columns), tuple(down), state.homes, state.stock, state.suits, deal=state.deal)
    return send_home(moved) if run[-1] % 13 == 0 and len(columns[j]) >= 13 else moved


SPACE = SpiderSpace(RULES)
"""Spider's search space, for :func:`qtcards.kit.solve`."""
