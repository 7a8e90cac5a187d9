"""Klondike for the kit's solver: the stock folded into the moves, as KSolve does (no Qt).

The kit's :class:`~qtcards.kit.PatienceSpace` solves Klondike from the rules alone, one
deal at a time; this space is the same search made fast. Dealing changes nothing but
which card the waste shows, so a deal is never a step of its own: each card the stock and
waste can bring to the top (by dealing, and turning the waste over, as often as needed) is
a move of its own, "deal k times, then play that card". Every winning line still replays,
deal by deal, through :data:`~qtcards_klondike.engine.RULES`.

Positions are equal up to the order of the columns and of the foundations (neither order
matters in Klondike). Drawing one, the turns of the stock are free of limits, so the place
the stock has reached does not matter either: two positions whose stock and waste hold
the same cards in the same cycle are equal (drawing three, it does, and is kept).
The solver knows the face-down cards and the stock's order (the rules page says so).

Two things make it decide more deals. Probes go first (:meth:`KlondikeSpace.probes`): a
short look with this space's moves, then KSolve's narrower moves (:class:`KlondikeProbe`)
with nearly half the budget; a win either finds is replayed and is a win; the short look,
over the complete moves, proves a small lost deal lost, the narrower one's running dry
proves nothing. And a position where some face-down card can never leave its column
has no successors (:func:`~qtcards_klondike.dead_ends.hopeless`), so such a deal is proved
lost at once.
"""

from __future__ import annotations

from collections.abc import Iterator

from qtcards.kit import DEAL, FOUNDATION, STOCK, TABLEAU, WASTE, Deal, PatienceSpace, PileMove

from .dead_ends import PARENTS, hopeless
from .engine import RULES, State

(STOCK_PILE,), (WASTE_PILE,) = RULES.kinds[STOCK], RULES.kinds[WASTE]
HOMES, COLUMNS = RULES.kinds[FOUNDATION], RULES.kinds[TABLEAU]

Step = PileMove | Deal
Steps = tuple[Step, ...]
Talon = tuple[tuple[int, ...], tuple[int, ...]]
"""The stock and the waste, as the state has them."""


class KlondikeSpace(PatienceSpace[State]):
    """Klondike's positions for the solver (see the module's docstring)."""

    bytes_per_position = 400  # measured at the peak of searches of 20,000 positions: about 300

    def probes(self) -> tuple[tuple[PatienceSpace[State], float], ...]:
        """A first look with this space's own moves (a twentieth of the budget: the wins it finds
        soon are the ones KSolve's moves miss), then KSolve's narrower search
        (:class:`KlondikeProbe`, nine twentieths); the complete search has the rest."""
        return ((GLANCE, 0.05), (PROBE, 0.45))

    def key(self, state: State) -> bytes:
        """The columns (face-down count, cards) in any order, each suit's height home, the
        stock's cards in the order they come (and, drawing three, how far the stock is)."""
        columns = b"\xff".join(sorted(bytes((down, *column)) for column, down in zip(state.columns, state.down)))
        height = [0, 0, 0, 0]
        for home in state.homes:
            if home:
                height[home[-1] // 13] = len(home)
        talon = state.waste + state.stock[::-1]
        where = b"" if state.draw == 1 else bytes((len(state.waste), state.draw))
        return b"\xfe".join((columns, bytes(height), bytes(talon), where))

    def progress(self, state: State) -> float:
        """Cards home count for; face-down cards, and cards lying over a lower card of their
        suit in a column (face down or not), against."""
        home = sum(len(h) for h in state.homes)
        down = sum(state.down)
        blocking = 0
        for column in state.columns:
            lowest = [14, 14, 14, 14]
            for card in column:
                suit, rank = card // 13, card % 13 + 1
                blocking += rank > lowest[suit]
                lowest[suit] = min(lowest[suit], rank)
        empty = sum(not column for column in state.columns)
        return 10.0 * home - 10.0 * down - 3.0 * blocking + 2.0 * empty - 0.5 * (len(state.stock) + len(state.waste))

    def settle(self, state: State) -> tuple[Steps, State]:
        """The moves home no column can still want (the game's own ``safe_home``), taken at once."""
        steps: list[Step] = []
        while (move := self.safe(state)) is not None:
            steps.append(move)
            state = move_card(state, move)
        return tuple(steps), state

    def safe(self, state: State) -> PileMove | None:
        """A move home of an ace or a two, or of a card whose two lower cards of the other
        colour are home (as ``RULES.safe_home`` decides), from the waste or a column."""
        homes = Homes(state)
        for index, pile in ((WASTE_PILE, state.waste), *zip(COLUMNS, state.columns)):
            if pile and (target := homes.target(pile[-1])) is not None and homes.safe(pile[-1]):
                return PileMove(index, 1, target)
        return None

    def table(self, state: State) -> Table:
        """What finds the moves between columns and foundations of ``state``: all of them."""
        return Table(state)

    def successors(self, state: State) -> Iterator[tuple[Steps, State]]:
        """The moves between columns and foundations, and each card the stock can bring to
        the waste's top played where it goes (after the deals that bring it there); each
        followed by the safe moves home. None when some face-down card can never leave
        its column (:func:`~qtcards_klondike.dead_ends.hopeless`): the deal cannot be won."""
        if hopeless(tuple(column[:down] for column, down in zip(state.columns, state.down))):
            return
        table = self.table(state)
        for move in table.moves():
            folded, settled = self.settle(move_card(state, move))
            yield (move, *folded), settled
        for deals, (stock, waste) in talon_tops(state):
            moves = list(table.card_moves(WASTE_PILE, waste[-1]))
            if moves:
                turned = State(state.columns, state.down, state.homes, stock, waste, state.draw, deal=state.deal)
                for move in moves:
                    folded, settled = self.settle(move_card(turned, move))
                    yield ((DEAL,) * deals + (move, *folded)), settled


#: The cards each card may lie on in a column: one rank higher, the other colour.
UNDER = PARENTS
#: The cards that may lie on each card in a column: one rank lower, the other colour.
ON = tuple(tuple(lower for lower in range(52) if card in UNDER[lower]) for card in range(52))


class Homes:
    """The foundations of a state, for quick questions: how high each suit is, and where."""

    def __init__(self, state: State) -> None:
        self.height, self.where, self.empty = [0, 0, 0, 0], [-1, -1, -1, -1], -1
        for index, home in zip(HOMES, state.homes):
            if home:
                self.height[home[-1] // 13], self.where[home[-1] // 13] = len(home), index
            elif self.empty < 0:
                self.empty = index

    def target(self, card: int) -> int | None:
        """The foundation that takes ``card`` now, or None."""
        suit, rank = card // 13, card % 13 + 1
        if rank != self.height[suit] + 1:
            return None
        return self.empty if rank == 1 else self.where[suit]

    def safe(self, card: int) -> bool:
        """Whether no column can still want ``card`` (an ace, a two, or both lower cards of
        the other colour home)."""
        rank, height = card % 13 + 1, self.height
        return rank <= 2 or min((height[0], height[2]) if card // 13 in (1, 3) else (height[1], height[3])) >= rank - 1


class Table(Homes):
    """A state's columns and foundations, for finding its moves quickly."""

    def __init__(self, state: State) -> None:
        super().__init__(state)
        self.state = state
        self.tops = {column[-1]: index for index, column in zip(COLUMNS, state.columns) if column}
        self.vacant = next((i for i, column in zip(COLUMNS, state.columns) if not column), None)

    def moves(self) -> Iterator[PileMove]:
        """Moves of a column's face-up run or of a foundation's top card (never foundation
        to foundation, no whole column onto an empty one, a king to the first empty column)."""
        for source, column, down in zip(COLUMNS, self.state.columns, self.state.down):
            if not column:
                continue
            yield from self.card_moves(source, column[-1], len(column) == 1)
            start = len(column) - 1
            while start > down and column[start - 1] in UNDER[column[start]]:
                start -= 1
                card = column[start]
                for under in UNDER[card]:
                    if under in self.tops:
                        yield PileMove(source, len(column) - start, self.tops[under])
                if self.vacant is not None and card % 13 == 12 and start > 0:
                    yield PileMove(source, len(column) - start, self.vacant)
        for source, home in zip(HOMES, self.state.homes):
            if home and home[-1] % 13 > 0:
                yield from self.card_moves(source, home[-1])

    def card_moves(self, source: int, card: int, alone: bool = False) -> Iterator[PileMove]:
        """Where one card from ``source`` may go: home (unless it is home), onto a column, a
        king to an empty column (unless it lies ``alone`` in its column already)."""
        if source not in HOMES and (target := self.target(card)) is not None:
            yield PileMove(source, 1, target)
        for under in UNDER[card]:
            if under in self.tops:
                yield PileMove(source, 1, self.tops[under])
        if self.vacant is not None and card % 13 == 12 and not alone:
            yield PileMove(source, 1, self.vacant)


class NarrowTable(Table):
    """The moves KSolve keeps: a run moves between columns only when that turns a face-down
    card, empties a column a king is waiting for, or lets the card under it go home; a
    foundation's card comes back only when a card that could lie on it is in reach."""

    def moves(self) -> Iterator[PileMove]:
        """The moves kept (see the class's docstring)."""
        state = self.state
        waiting = any(card % 13 == 12 for card in state.stock + state.waste) or any(
            card % 13 == 12 for column in state.columns for card in column[1:]
        )
        for source, column, down in zip(COLUMNS, state.columns, state.down):
            if not column:
                continue
            if (target := self.target(column[-1])) is not None:
                yield PileMove(source, 1, target)
            start = len(column) - 1
            while start > down and column[start - 1] in UNDER[column[start]]:
                start -= 1
            for start in range(start, len(column)):
                if start == down and (down or waiting) or start > 0 and self.target(column[start - 1]) is not None:
                    yield from self.run_moves(source, len(column) - start, column[start], start == 0)
        for source, home in zip(HOMES, state.homes):
            if home and home[-1] % 13 > 0 and self.in_reach(home[-1]):
                yield from self.card_moves(source, home[-1])

    def run_moves(self, source: int, count: int, card: int, whole: bool) -> Iterator[PileMove]:
        """Where the run of ``count`` cards headed by ``card`` may go among the columns."""
        for under in UNDER[card]:
            if under in self.tops:
                yield PileMove(source, count, self.tops[under])
        if self.vacant is not None and card % 13 == 12 and not whole:
            yield PileMove(source, count, self.vacant)

    def in_reach(self, card: int) -> bool:
        """Whether a card that may lie on ``card`` is in the stock, the waste or face up."""
        state = self.state
        faces = (face for column, down in zip(state.columns, state.down) for face in column[down:])
        return any(lower in ON[card] for lower in (*state.stock, *state.waste, *faces))


class KlondikeGlance(KlondikeSpace):
    """This space's own search as a probe: a short first look, before the narrower one."""

    complete_moves = True  # its moves are the complete space's: its running dry proves a loss

    def probes(self) -> tuple[tuple[PatienceSpace[State], float], ...]:
        """None: it is a probe."""
        return ()


class KlondikeProbe(KlondikeGlance):
    """KSolve's narrower search, tried after the glance: its moves are :class:`NarrowTable`'s (and
    every play of the stock's cards). It misses wins now and then (a run moved aside so
    that another card can lie where it lay, say), so its running dry proves nothing."""

    complete_moves = False

    def table(self, state: State) -> Table:
        """The moves KSolve keeps."""
        return NarrowTable(state)


def talon_tops(state: State) -> Iterator[tuple[int, Talon]]:
    """Each stock and waste the deals can bring (the engine's ``deal``, turning the waste
    over when the stock is empty) with a card on the waste, and how many deals bring it,
    the present one (no deal) first; once round the cycle."""
    stock, waste, deals, seen = state.stock, state.waste, 0, set()
    while len(waste) not in seen:  # the stock's and waste's cards read alike all round the cycle
        seen.add(len(waste))
        if waste:
            yield deals, (stock, waste)
        if stock:
            turned = stock[::-1][: state.draw]
            stock, waste = stock[: -len(turned)], waste + turned
        elif waste:
            stock, waste = waste[::-1], ()
        else:
            return
        deals += 1


def move_card(state: State, move: PileMove) -> State:
    """``state`` after ``move``, known to be legal (the rules' ``apply`` without its checks
    or its score: the score changes nothing of what may happen next)."""
    piles = [state.stock, state.waste, *state.homes, *state.columns]
    source = piles[move.source]
    piles[move.target] = piles[move.target] + source[len(source) - move.count :]
    left = piles[move.source] = source[: len(source) - move.count]
    down = state.down
    if move.source in COLUMNS:
        column = move.source - COLUMNS[0]
        if down[column] and down[column] >= len(left):
            down = down[:column] + (down[column] - 1,) + down[column + 1 :]
    homes, columns = tuple(piles[HOMES[0] : COLUMNS[0]]), tuple(piles[COLUMNS[0] :])
    return State(columns, down, homes, piles[STOCK_PILE], piles[WASTE_PILE], state.draw, deal=state.deal)


GLANCE, PROBE = KlondikeGlance(RULES), KlondikeProbe(RULES)
SPACE = KlondikeSpace(RULES)
"""Klondike's search space, for :func:`qtcards.kit.solve`."""
