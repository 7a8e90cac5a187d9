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

Three things make it decide more deals. Drawing one, a card of the stock is played onto
a column only with a card laid on it at once (:meth:`KlondikeSpace.covered`: the play can
always wait until then, so no win is lost). Probes go first
(:meth:`KlondikeSpace.probes`): a short look with this space's moves, then KSolve's
narrower moves in five orders (:class:`KlondikeProbe`, three of them shuffled); a win
any finds is replayed and is a win; the short look, over the
complete moves, proves a small lost deal lost, the narrower ones' running dry proves
nothing. And a position where some face-down card can never leave its column has no
successors (:func:`~qtcards_klondike.dead_ends.hopeless`), so such a deal is proved lost
at once.
"""

from __future__ import annotations

from collections.abc import Iterator

from qtcards.kit import DEAL, Deal, PatienceSpace, PileMove

from .dead_ends import hopeless
from .engine import RULES, Klondike, State
from .moves import COLUMNS, ON, WASTE_PILE, Homes, NarrowTable, Table, lifting, move_card

Step = PileMove | Deal
Steps = tuple[Step, ...]
Talon = tuple[tuple[int, ...], tuple[int, ...]]
"""The stock and the waste, as the state has them."""
Weights = tuple[float, float, float, float, float]
"""An estimate's weights (:attr:`KlondikeSpace.weights`)."""


class KlondikeSpace(PatienceSpace[State]):
    """Klondike's positions for the solver (see the module's docstring)."""

    bytes_per_position = 400  # measured at the peak of searches of 20,000 positions: about 300
    #: Drawing one, a card of the stock is played onto a column only with a card laid on it
    #: at once (:meth:`covered`).
    postpone_plays = True

    #: The estimate's weights: cards home, face-down cards, cards over a lower card of
    #: their suit, empty columns, cards in the stock and waste (:meth:`progress`).
    weights: Weights = (10.0, 10.0, 3.0, 2.0, 0.5)

    def probes(self) -> tuple[tuple[PatienceSpace[State], float], ...]:
        """A first look with this space's own moves (a twentieth of the budget), then
        KSolve's narrower search (:class:`KlondikeProbe`) in five orders: three shuffled
        (a tenth each; the third takes every play of the stock at once), the estimate's
        own (three twentieths) and one that puts cards home first (a tenth). Each wins
        deals the others miss, most within its first second; one that runs dry hands the
        rest to the complete search, which has at least two fifths."""
        return PROBES

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
        home_weight, down_weight, blocking_weight, empty_weight, talon_weight = self.weights
        talon = len(state.stock) + len(state.waste)
        return (
            home_weight * home
            - down_weight * down
            - blocking_weight * blocking
            + empty_weight * empty
            - talon_weight * talon
        )

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
        the waste's top played where it goes (after the deals that bring it there; drawing
        one, onto a column's card only with a card laid on it at once, :meth:`covered`);
        each followed by the safe moves home. None when some face-down card can never leave
        its column (:func:`~qtcards_klondike.dead_ends.hopeless`): the deal cannot be won."""
        if hopeless(tuple(column[:down] for column, down in zip(state.columns, state.down))):
            return
        table = self.table(state)
        for move in table.moves():
            folded, settled = self.settle(move_card(state, move))
            yield (move, *folded), settled
        for deals, talon in talon_tops(state):
            turned = with_talon(state, talon)
            for move in table.card_moves(WASTE_PILE, turned.waste[-1]):
                after = move_card(turned, move)
                if self.postpone_plays and state.draw == 1 and move.target in COLUMNS and turned.waste[-1] % 13 != 12:
                    for steps, covered in self.covered(after, move.target):
                        folded, settled = self.settle(covered)
                        yield ((DEAL,) * deals + (move, *steps, *folded)), settled
                else:
                    folded, settled = self.settle(after)
                    yield ((DEAL,) * deals + (move, *folded)), settled

    def covered(self, state: State, column: int) -> Iterator[tuple[Steps, State]]:
        """Each way to lay a card on ``column``'s top card at once, a card just played
        there from the stock: a run from a column, a foundation's card, or another card
        from the stock (itself covered at once in turn).

        Why no win is lost so, drawing one (where every card of the stock can be played at
        any time, whatever else lies in it): take a winning line, and in it the last play
        P of a card x from the stock onto a column's card p that is not covered at once.
        Until the first later move M that touches x, no move touches p's column (a move
        from it would lift x, a move onto it would lay a card on x), and p cannot go home
        (a card goes home safely only once both cards that may lie on it are home, and x
        is not). So each of those moves is as legal, and does the same, with x still in
        the stock, and P can wait until just before M. If M lays a card on x, P is now
        covered at once; if M sends x home or onto another card, x goes there from the
        stock instead, and the line is shorter; if M lifts the run x lies on, that run
        moves without x and P follows it, later in the line. Each such step shortens the
        line or moves P on (until it is covered or gone), and no play after it is
        uncovered by it: repeated, they end in a winning line that plays the stock's cards
        onto columns only covered at once, and the search looks at every such line."""
        for card in ON[state.columns[column - COLUMNS[0]][-1]]:
            if card in state.stock or card in state.waste:
                deals, talon = next((deals, talon) for deals, talon in talon_tops(state) if talon[1][-1] == card)
                move = PileMove(WASTE_PILE, 1, column)
                for steps, after in self.covered(move_card(with_talon(state, talon), move), column):
                    yield ((DEAL,) * deals + (move, *steps)), after
            elif (lift := lifting(state, card)) is not None:
                move = PileMove(*lift, column)
                yield (move,), move_card(state, move)


class KlondikeGlance(KlondikeSpace):
    """This space's own search as a probe: a short first look, before the narrower ones."""

    complete_moves = True  # its moves are the complete space's: its running dry proves a loss

    def probes(self) -> tuple[tuple[PatienceSpace[State], float], ...]:
        """None: it is a probe."""
        return ()


class KlondikeProbe(KlondikeGlance):
    """KSolve's narrower search, tried after the glance: its moves are :class:`NarrowTable`'s (and
    the stock's plays). It misses wins now and then (a run moved aside so that another card
    can lie where it lay, say), so its running dry proves nothing.

    ``weights`` are its estimate's (:attr:`KlondikeSpace.weights`); a ``shuffle`` other
    than 0 adds to the estimate up to :data:`SHUFFLE` drawn from the position and the
    shuffle's number (the same in every process), so that positions of about equal promise
    come in another order; ``postpone_plays`` False takes every play of the stock at once."""

    complete_moves = False

    def __init__(
        self, rules: Klondike, weights: Weights = KlondikeSpace.weights, shuffle: int = 0, postpone_plays: bool = True
    ) -> None:
        super().__init__(rules)
        self.weights, self.shuffle, self.postpone_plays = weights, shuffle, postpone_plays

    def table(self, state: State) -> Table:
        """The moves KSolve keeps."""
        return NarrowTable(state)

    def progress(self, state: State) -> float:
        """The space's estimate, shuffled when asked (see the class)."""
        if not self.shuffle:
            return super().progress(state)
        drawn = hash((self.shuffle, state.columns, state.homes, state.stock + state.waste)) % 1000  # ints: no seed
        return super().progress(state) + SHUFFLE * drawn / 1000


#: The most a shuffled probe adds to the estimate: a card home and a bit.
SHUFFLE = 12.0


def with_talon(state: State, talon: Talon) -> State:
    """``state`` with another stock and waste (of the same cards: dealt or turned over)."""
    return State(state.columns, state.down, state.homes, *talon, state.draw, deal=state.deal)


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


GLANCE, PROBE = KlondikeGlance(RULES), KlondikeProbe(RULES)
"""The first look, and KSolve's narrower search in the estimate's own order."""
PROBES: tuple[tuple[PatienceSpace[State], float], ...] = (
    (GLANCE, 0.05),
    (KlondikeProbe(RULES, shuffle=1), 0.1),
    (KlondikeProbe(RULES, shuffle=2), 0.1),
    (KlondikeProbe(RULES, shuffle=3, postpone_plays=False), 0.1),
    (PROBE, 0.15),
    (KlondikeProbe(RULES, weights=(30.0, 20.0, 3.0, 2.0, 0.5)), 0.1),
)
"""The probes, with their shares of the budget (:meth:`KlondikeSpace.probes`)."""
SPACE = KlondikeSpace(RULES)
"""Klondike's search space, for :func:`qtcards.kit.solve`."""
