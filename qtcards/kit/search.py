"""What the kit's solver searches: a game's positions, their successors, and the hooks that
make a search fast without making it wrong (no Qt).

:class:`SearchSpace` is the solver's whole view of a game; :class:`PatienceSpace` gives one
for any :class:`~qtcards.kit.PatienceRules` from its public answers alone (``piles``,
``legal_moves``, ``apply``, ``deal``, ``safe_home``, ``is_won``). A game makes its search
better by subclassing :class:`PatienceSpace` and overriding the hooks (each documented with
what it must keep true), or faster by overriding :meth:`SearchSpace.successors` with a
move generator of its own; the solver still replays every winning line through the game's
own rules (:meth:`SearchSpace.replay`) before it says the game can be won.

The solver knows every card, the face-down ones and the stock's order too (as kpat's does):
it answers "can this deal be won", not "can a player who sees only the face-up cards win".
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Generic, Hashable, Iterable, Iterator, Sequence, TypeVar

from qtcards.kit.patience import PatienceRules, PileMove, PileState
from qtcards.kit.pile_rules import card_rank
from qtcards.kit.pile_spec import CELL, FOUNDATION, STOCK, TABLEAU

S = TypeVar("S")
M = TypeVar("M")

#: The fields of a dataclass state that :meth:`PatienceSpace.rest` leaves out by default:
#: counters that change nothing of what may happen next.
COUNTERS = frozenset({"moves", "score"})


@dataclass(frozen=True)
class Deal:
    """A step of a winning line that acts on the stock (:meth:`PatienceRules.deal`)."""

    def to_json(self) -> str:
        """The step as plain JSON."""
        return "deal"


DEAL = Deal()
"""The stock's step in a patience's winning line (the other steps are :class:`PileMove`)."""


class SearchSpace(Generic[S, M]):
    """A game as the solver sees it: positions ``S`` and the steps ``M`` between them.

    Subclass it for a game whose engine is not a :class:`PatienceRules` (Golf, Pyramid);
    a patience on piles gets :class:`PatienceSpace` for nothing. What each method must keep
    true for the solver's answers to stay right is said on it.
    """

    #: True for a probe (:meth:`probes`) that differs from the game's complete space in its
    #: estimate alone (its successors, key and reserve are the complete space's): its
    #: running dry then proves the game lost as well, and the complete search is not run.
    complete_moves: bool = False

    #: What one position the search keeps costs in memory, in bytes, as measured for the
    #: game (``python -m benchmarks.solver --measure``); None: the solver estimates it, on
    #: the high side, from the first position's size.
    bytes_per_position: int | None = None

    def successors(self, state: S) -> Iterable[tuple[tuple[M, ...], S]]:
        """Every position one step away, each with the steps that lead there (a step may
        fold several moves: a deal and the play it allows, or moves home that can never
        hurt). It must miss no position from which a win could still be reached, other
        than those it folds past safely; the order does not matter (the solver orders)."""
        raise NotImplementedError

    def is_won(self, state: S) -> bool:
        """True when ``state`` is won."""
        raise NotImplementedError

    def key(self, state: S) -> Hashable:
        """What identifies a position for the search: two positions with equal keys must
        have the same future (the same ways to win). The default, the state itself."""
        return state

    def reserve(self, state: S) -> int:
        """What ``state`` holds in reserve that can only ever help (Golf's cards left in the
        stock, Pyramid's draws left): of two positions with equal keys, the one with more
        in reserve must be able to do all the other can, step for step (for each of the
        other's successors, one of its own with the same key and at least as much in
        reserve), and the other is not searched. The default, 0: positions with equal
        keys are the same."""
        return 0

    def progress(self, state: S) -> float:
        """How near a win ``state`` looks, larger the nearer: the search looks at the most
        promising positions first. Only the speed depends on it, never the answer."""
        return 0.0

    def replay(self, state: S, line: Sequence[M]) -> S:
        """``line`` played from ``state`` through the game's own rules (its engine's apply,
        not the search's own shortcuts); raises when a step is not legal. The solver
        checks the end is won before it says a game can be won."""
        raise NotImplementedError

    def settle(self, state: S) -> tuple[tuple[M, ...], S]:
        """The moves made at once from ``state`` before the search starts (the default:
        none), and where they lead."""
        return (), state

    def probes(self) -> Sequence[tuple[SearchSpace[S, M], float]]:
        """Narrower searches the solver tries first, each with the share of the budget it
        may spend (0 to 1; what one leaves unspent goes on to the next, and the complete
        search has the rest). A probe is a space over the same positions whose successors
        may leave out moves that seldom help (a run moved between two places it fits, a
        card brought back from home) or whose estimate differs: it can find a win sooner,
        and its win is replayed through this space's :meth:`replay` like any, but running
        out of positions proves nothing, unless it has the complete moves
        (:attr:`complete_moves`); a narrower probe that runs out of positions skips the
        probes after it (the game is most likely lost: the complete search has the rest of
        the budget to prove it). The default, none."""
        return ()


class PatienceSpace(SearchSpace[S, "PileMove | Deal"]):
    """The search over a :class:`PatienceRules` game, from its public answers alone.

    A step is a :class:`PileMove` or :data:`DEAL`; each is followed by every move the
    game's :meth:`~PatienceRules.safe_home` offers (taken at once, never searched around:
    the game promises they can never hurt). Positions are told apart by their piles and
    by :meth:`rest`; piles a game declares interchangeable (:meth:`interchangeable`) are
    compared in any order. Override the hooks in a subclass to make the search better.
    """

    def __init__(self, rules: PatienceRules[S]) -> None:
        self.rules = rules

    # ----- hooks: what a game may say to make the search better -------------------

    def interchangeable(self, state: S) -> Sequence[Sequence[int]]:
        """Groups of piles (indices) whose order never matters to the future of ``state``:
        swapping two piles of a group anywhere gives a position with the same ways to win.
        The default, none: the kit cannot know it (Spider's columns are not while the
        stock deals a card to each in turn; FreeCell's cells and columns always are).
        Declaring a group only helps where :meth:`rest` leaves the piles out."""
        return ()

    def rest(self, state: S) -> Hashable:
        """What of ``state`` besides its piles may change what can happen next (passes of
        the stock left, a rule chosen for the game). The default: the whole state, less
        the fields named in :data:`COUNTERS` when the state is a dataclass; a game that
        declares interchangeable piles returns only what is not in its piles."""
        if dataclasses.is_dataclass(state) and not isinstance(state, type):
            fields = dataclasses.fields(state)
            return tuple(getattr(state, f.name) for f in fields if f.name not in COUNTERS)
        return state

    def progress(self, state: S) -> float:
        """The kit's estimate: cards home count most, a face-down card counts against,
        an empty cell or column helps, and a card lying over a lower card of its suit in
        a column (which must move before that one goes home) counts against."""
        return default_progress(self.rules.piles(state))

    # ----- the search itself ---------------------------------------------------------

    def key(self, state: S) -> Hashable:
        """The piles (each its face-down count and cards, interchangeable ones sorted)
        and :meth:`rest`."""
        parts = [pile_bytes(pile) for pile in self.rules.piles(state)]
        for group in self.interchangeable(state):
            for index, part in zip(group, sorted(parts[i] for i in group)):
                parts[index] = part
        return (b"\xff".join(parts), self.rest(state))

    def settle(self, state: S) -> tuple[tuple[PileMove | Deal, ...], S]:
        """The safe moves home, one after another, while the game offers one."""
        steps: list[PileMove | Deal] = []
        while not self.rules.is_won(state) and (move := self.rules.safe_home(state)) is not None:
            state = self.rules.apply(state, move)
            steps.append(move)
        return tuple(steps), state

    def steps(self, state: S) -> Iterator[tuple[PileMove | Deal, S]]:
        """Every legal move and the stock's deal, each with the state it leads to."""
        for move in self.rules.legal_moves(state):
            yield move, self.rules.apply(state, move)
        dealt = self.rules.deal(state)
        if dealt is not None:
            yield DEAL, dealt

    def successors(self, state: S) -> Iterator[tuple[tuple[PileMove | Deal, ...], S]]:
        """Each step, followed by the safe moves home it allows."""
        for step, after in self.steps(state):
            folded, settled = self.settle(after)
            yield (step, *folded), settled

    def is_won(self, state: S) -> bool:
        """The game's own :meth:`~PatienceRules.is_won`."""
        return self.rules.is_won(state)

    def replay(self, state: S, line: Sequence[PileMove | Deal]) -> S:
        """Each move through the game's :meth:`~PatienceRules.apply`, each deal through its
        :meth:`~PatienceRules.deal` (ValueError when the stock cannot deal)."""
        for step in line:
            if isinstance(step, Deal):
                dealt = self.rules.deal(state)
                if dealt is None:
                    raise ValueError("the line deals from a stock that cannot deal")
                state = dealt
            else:
                state = self.rules.apply(state, step)
        return state


def pile_bytes(pile: PileState) -> bytes:
    """A pile as bytes: its face-down count, then its cards; a pile with a card above 253
    marks itself with 254 and gives each card as two bytes, so that no card reads as the
    separator 255 and no two piles read alike."""
    if all(card < 254 for card in pile.cards):
        return bytes((pile.face_down, *pile.cards))
    return bytes((pile.face_down, 254, *(b for card in pile.cards for b in divmod(card, 254))))


def default_progress(piles: Sequence[PileState]) -> float:
    """The kit's estimate of how near a win some piles look (see :meth:`PatienceSpace.progress`)."""
    home = down = empty = blocking = 0
    for pile in piles:
        if pile.kind == FOUNDATION:
            home += len(pile.cards)
        elif pile.kind == STOCK:
            continue
        else:
            down += pile.face_down
            empty += not pile.cards and pile.kind in (TABLEAU, CELL)
            blocking += buried(pile.cards)
    return 10.0 * home - 4.0 * down + 3.0 * empty - 2.0 * blocking


def buried(cards: Sequence[int]) -> int:
    """How many of ``cards`` (bottom first) lie over a lower card of their own suit."""
    lowest: dict[int, int] = {}
    count = 0
    for card in cards:
        suit, rank = card % 52 // 13, card_rank(card)
        if lowest.get(suit, 14) < rank:
            count += 1
        lowest[suit] = min(lowest.get(suit, 14), rank)
    return count


def patience_space(game: Any) -> SearchSpace[Any, Any]:
    """``game`` as a search space: itself when it is one, :class:`PatienceSpace` over it
    when it is a :class:`PatienceRules`."""
    if isinstance(game, SearchSpace):
        return game
    if isinstance(game, PatienceRules):
        return PatienceSpace(game)
    raise TypeError(f"cannot search {type(game).__name__}: give a SearchSpace or a PatienceRules")
