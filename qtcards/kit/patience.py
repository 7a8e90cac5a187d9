"""Piles with rules: a patience's engine, as plain values (no Qt).

A builder patience (Klondike, FreeCell, Spider) is mostly a list of piles and, for each,
what it accepts and what may be taken from it (kpat's ``KCardPile`` with ``checkAdd`` and
``checkRemove``; PySolFC's stacks with ``acceptsCards`` and ``canMoveCards``). Its engine
subclasses :class:`PatienceRules`, declares its piles once (``layout``, a sequence of
:class:`~qtcards.kit.PileSpec`: kind, place, name, and the rules of
:mod:`qtcards.kit.pile_rules` they follow), says which cards each pile of a state holds
(:meth:`~PatienceRules.lay`) and how a move changes its state (:meth:`~PatienceRules.apply`);
the kit's ``PatienceView`` then gives clicks, drags of runs, keyboard, screen reader,
hints and the safe auto-move from those answers alone. This module never imports Qt, so
CPU players, solvers and tests call the same rules.

A pile is addressed by its index in the layout (and in :meth:`PatienceRules.piles`). A
run is the top ``count`` cards of a pile (``count == 1``: its top card). A
:class:`PileMove` takes a run from one pile to another.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, Generic, Iterable, NamedTuple, Sequence, TypeVar

from qtcards.kit.pile_rules import ACE, ANY, card_rank, card_suit, fitting, is_red, suit_up, to_cell, to_empty
from qtcards.kit.pile_spec import CELL, FOUNDATION, STOCK, WASTE, PileSpec

State = TypeVar("State")
#: The faces of each rank (1..13), for the piles that take a rank.
RANK_FACES = {rank: tuple(suit * 13 + rank - 1 for suit in range(4)) for rank in range(1, 14)}
#: The states whose piles each rules object keeps (a search asks a state's piles again and again).
KEPT = 8


class PileState(NamedTuple):
    """One pile as a state has it: its ``kind`` (its declaration's), its ``cards`` (the
    bottom one first and the top one, the one that can be played, last), and how many of
    its bottom cards lie ``face_down``."""

    kind: str
    cards: tuple[int, ...] = ()
    face_down: int = 0

    @property
    def top(self) -> int | None:
        """The top card, or None when the pile is empty."""
        return self.cards[-1] if self.cards else None

    def run(self, count: int) -> tuple[int, ...]:
        """The top ``count`` cards, the lowest of them first."""
        return self.cards[len(self.cards) - count :] if count > 0 else ()


class PileMove(NamedTuple):
    """Take the top ``count`` cards of pile ``source`` onto pile ``target``."""

    source: int
    count: int  # type: ignore[assignment]  # (a field, in place of tuple's count(): a move counts cards)
    target: int


class IllegalMove(ValueError):
    """A move or a deal the rules do not allow in this state."""


@dataclass(frozen=True)
class Figures:
    """What the info bar shows of a state (:meth:`PatienceRules.figures`): the moves made,
    the score and the deal number, each None when the game has none."""

    moves: int | None = None
    score: int | None = None
    deal: int | None = None


class Moved:
    """Every pile after a move (:meth:`PatienceRules.after`): ``piles``, each pile's cards,
    and ``down``, its face-down count, in layout order, also read by kind."""

    def __init__(self, kinds: dict[str, tuple[int, ...]], piles: list[tuple[int, ...]], down: list[int]) -> None:
        self._kinds, self.piles, self.down = kinds, piles, down
        self.turned = False  # a face-down card was turned up

    def cards(self, kind: str) -> tuple[tuple[int, ...], ...]:
        """The cards of each pile of ``kind``, bottom first."""
        return tuple(self.piles[i] for i in self._kinds.get(kind, ()))

    def face_down(self, kind: str) -> tuple[int, ...]:
        """How many face-down cards each pile of ``kind`` has."""
        return tuple(self.down[i] for i in self._kinds.get(kind, ()))


class PatienceRules(Generic[State]):
    """A patience's rules over its declared piles: subclass it, declare ``layout``, and
    answer :meth:`lay`, :meth:`apply` and :meth:`is_won`.

    The rest follows from the declarations, and a game overrides what its rules add:
    :meth:`accepts` and :meth:`can_take` (call the kit's and add a condition: FreeCell's
    supermove), :meth:`deal` (a game with a stock), :meth:`safe_home` (what the auto-move
    may send home), :meth:`hint_order`, :meth:`figures` (the info bar), :meth:`base`.
    Derived: :meth:`piles`, :meth:`legal_moves`, :meth:`is_legal`, :meth:`home_move`,
    :meth:`is_stuck`, :meth:`hints`. States must be immutable values: :meth:`apply` and
    :meth:`deal` return new ones.
    """

    #: The piles, declared once, in the order :meth:`lay` gives them.
    layout: Sequence[PileSpec] = ()

    def lay(self, state: State) -> Sequence[tuple[Sequence[int], int]]:
        """Each declared pile of ``state`` in layout order: its cards (bottom first) and
        how many of its bottom cards lie face down."""
        raise NotImplementedError

    def apply(self, state: State, move: PileMove) -> State:
        """The state after ``move`` (raise :class:`IllegalMove` when it is not legal;
        :meth:`after` does the checking and the moving).

        Whatever follows by the rules happens here too: a finished run leaving for the
        foundation, the score counted.
        """
        raise NotImplementedError

    def is_won(self, state: State) -> bool:
        """True when the game is won."""
        raise NotImplementedError

    def deal(self, state: State) -> State | None:
        """The state after acting on the stock (draw, turn the waste over, deal a row),
        or None when the stock cannot be used now. The default: no stock."""
        return None

    def safe_home(self, state: State) -> PileMove | None:
        """A move to a foundation that can never hurt the player, for the auto-move;
        None when there is none (the default: the game has no safe auto-move)."""
        return None

    def figures(self, state: State) -> Figures:
        """What the info bar shows of ``state`` (the default: nothing but "—" for the deal)."""
        return Figures()

    def base(self, state: State, pile: int) -> int | None:
        """The rank foundation ``pile`` starts at in ``state`` (the default: its
        declaration's ``base``; None is the ace, unmarked)."""
        return self.layout[pile].base

    # ----- the piles -------------------------------------------------------------------

    @cached_property
    def kinds(self) -> dict[str, tuple[int, ...]]:
        """The indexes of the piles of each kind, in layout order."""
        found: dict[str, list[int]] = {}
        for index, spec in enumerate(self.layout):
            found.setdefault(spec.kind, []).append(index)
        return {kind: tuple(indexes) for kind, indexes in found.items()}

    @cached_property
    def _kept(self) -> dict[int, tuple[Any, tuple[PileState, ...]]]:
        return {}

    def piles(self, state: State) -> Sequence[PileState]:
        """Every pile of ``state``, in layout order (made once for a state, and kept for
        the last few: a state never changes). ValueError when :meth:`lay` gives another
        number of piles than the layout declares."""
        kept = self._kept.get(id(state))
        if kept is not None and kept[0] is state:
            return kept[1]
        laid = self.lay(state)
        if len(laid) != len(self.layout):
            name = type(self).__name__
            raise ValueError(f"{name}.lay() gives {len(laid)} piles, but {name}.layout declares {len(self.layout)}")
        piles = tuple(PileState(spec.kind, tuple(cards), down) for spec, (cards, down) in zip(self.layout, laid))
        if len(self._kept) >= KEPT:
            self._kept.clear()
        self._kept[id(state)] = (state, piles)
        return piles

    def after(self, state: State, move: PileMove) -> Moved:
        """Every pile after ``move``, the card under the run turned up if it lay face down
        (raise :class:`IllegalMove` when the move is not legal): what :meth:`apply` makes
        its new state of, by kind."""
        if not self.is_legal(state, move):
            raise IllegalMove(f"{move} is not a legal move")
        piles = self.piles(state)
        cards, down = [pile.cards for pile in piles], [pile.face_down for pile in piles]
        source = cards[move.source]
        cards[move.source], cards[move.target] = source[: -move.count], cards[move.target] + source[-move.count :]
        moved = Moved(self.kinds, cards, down)
        left = len(cards[move.source])
        if down[move.source] and down[move.source] >= left:
            down[move.source], moved.turned = max(0, left - 1), True
        return moved

    # ----- what may move where: the declarations, and what a game adds -----------------

    def can_take(self, state: State, pile: int, count: int) -> bool:
        """May the top ``count`` cards of ``pile`` be picked up together? By its declaration:
        face-up cards only, of a pile that ``gives``, one card or a run in sequence by its
        ``moves`` rule (every shorter run then too)."""
        return 0 < count <= self._longest(self.piles(state)[pile], self.layout[pile])

    def accepts(self, state: State, move: PileMove) -> bool:
        """Does ``move.target`` take the run (already known to be takeable)? By its
        declaration: a foundation one card up by suit from its base (never from another
        foundation), a cell one card while empty, a tableau a run whose first card fits on
        its top card by ``builds`` (when empty, of its ``empty`` rank); a stock or a waste
        nothing."""
        piles = self.piles(state)
        source, target, spec = piles[move.source], piles[move.target], self.layout[move.target]
        card = source.cards[-move.count]
        if spec.kind == FOUNDATION:
            base = self.base(state, move.target) or ACE
            return move.count == 1 and source.kind != FOUNDATION and suit_up(card, target.cards, base)
        if spec.kind == CELL:
            return to_cell(move.count, target.cards)
        if spec.builds is None or spec.kind in (STOCK, WASTE):
            return False
        return spec.builds(card, target.cards[-1]) if target.cards else to_empty(card, spec.empty)

    def wants(self, state: State, pile: int) -> Sequence[int] | None:
        """The faces (``card % 52``) :meth:`accepts` may take on ``pile`` as a run's first
        card, or None for any: :meth:`legal_moves` asks only those piles. By the
        declaration; a game whose :meth:`accepts` takes more than its declarations say
        answers this too (a pile of its own kind with no ``builds``: any card)."""
        spec, cards = self.layout[pile], self.piles(state)[pile].cards
        if spec.kind == FOUNDATION:
            if not cards:
                return RANK_FACES[self.base(state, pile) or ACE]
            return (card_suit(cards[-1]) * 13 + card_rank(cards[-1]) % 13,) if len(cards) < 13 else ()
        if spec.kind == CELL:
            return None if not cards else ()
        if spec.kind in (STOCK, WASTE):
            return ()
        if spec.builds is None:
            return None if type(self).accepts is not PatienceRules.accepts else ()
        if not cards:
            return None if spec.empty == ANY else RANK_FACES[spec.empty]
        return fitting(spec.builds)[cards[-1] % 52]

    def _longest(self, pile: PileState, spec: PileSpec) -> int:
        up = len(pile.cards) - pile.face_down
        if up <= 0 or not spec.gives or spec.kind == STOCK:
            return 0
        if spec.moves is None:
            return 1
        cards, count = pile.cards, 1
        while count < up and spec.moves(cards[-count], cards[-count - 1]):
            count += 1
        return count

    # ----- derived from the answers above -------------------------------------------

    def takeable(self, state: State, pile: int) -> Iterable[int]:
        """The run lengths that may be picked up from ``pile``, shortest first (never one
        reaching a face-down card)."""
        cards = self.piles(state)[pile]
        if type(self).can_take is PatienceRules.can_take:
            return range(1, self._longest(cards, self.layout[pile]) + 1)
        return [n for n in range(1, len(cards.cards) - cards.face_down + 1) if self.can_take(state, pile, n)]

    def legal_moves(self, state: State) -> list[PileMove]:
        """Every legal move between piles (not the stock's deal): by source pile, then run
        length, then target pile."""
        piles = self.piles(state)
        anywhere: list[int] = []
        takers: dict[int, list[int]] = {}
        for target in range(len(piles)):
            faces = self.wants(state, target)
            if faces is None:
                anywhere.append(target)
            else:
                for face in faces:
                    takers.setdefault(face, []).append(target)
        moves = []
        for source, pile in enumerate(piles):
            for count in self.takeable(state, source):
                targets: Iterable[int] = takers.get(pile.cards[-count] % 52, ())
                if anywhere:
                    targets = sorted({*targets, *anywhere})
                for target in targets:
                    move = PileMove(source, count, target)
                    if target != source and self.accepts(state, move):
                        moves.append(move)
        return moves

    def is_legal(self, state: State, move: PileMove) -> bool:
        """True when ``move`` may be made in ``state``."""
        piles = self.piles(state)
        if not (0 <= move.source < len(piles) and 0 <= move.target < len(piles)) or move.source == move.target:
            return False
        source = piles[move.source]
        if not 0 < move.count <= len(source.cards) - source.face_down:
            return False
        return self.can_take(state, move.source, move.count) and self.accepts(state, move)

    def home_move(self, state: State, pile: int) -> PileMove | None:
        """The move that sends ``pile``'s top card home to a foundation, if one takes it."""
        if not self.can_take(state, pile, 1):
            return None
        for target in self.kinds.get(FOUNDATION, ()):
            move = PileMove(pile, 1, target)
            if target != pile and self.accepts(state, move):
                return move
        return None

    def safe_for_alternating_colours(self, state: State) -> PileMove | None:
        """The usual :meth:`safe_home` of a game whose columns build down in alternating
        colours (Klondike, FreeCell): a card home that no column can still want, an ace or
        a two, or a card both of whose lower cards of the other colour are home already."""
        piles = self.piles(state)
        homes = [piles[i].top for i in self.kinds.get(FOUNDATION, ())]
        home_rank = {card_suit(top): card_rank(top) for top in homes if top is not None}
        for pile, cards in enumerate(piles):
            move = self.home_move(state, pile) if cards.kind != FOUNDATION else None
            if move is None:
                continue
            card = cards.cards[-1]
            others = (0, 2) if is_red(card) else (1, 3)
            if card_rank(card) <= 2 or all(home_rank.get(s, 0) >= card_rank(card) - 1 for s in others):
                return move
        return None

    def hint_order(self, state: State, moves: list[PileMove]) -> list[PileMove]:
        """``moves`` (all legal) in the order hints should offer them; the default puts
        moves home first, then moves that uncover a face-down card or empty a pile, then
        the longest runs, and drops moves of a whole pile onto an empty pile of its kind."""
        piles = self.piles(state)

        def useless(move: PileMove) -> bool:
            source, target = piles[move.source], piles[move.target]
            whole = move.count == len(source.cards) and source.face_down == 0
            return whole and not target.cards and source.kind == target.kind

        def weight(move: PileMove) -> tuple[int, int, int]:
            source, target = piles[move.source], piles[move.target]
            uncovers = move.count == len(source.cards) - source.face_down and move.count < len(source.cards)
            empties = move.count == len(source.cards)
            return (target.kind != FOUNDATION, not (uncovers or empties), -move.count)

        return sorted((move for move in moves if not useless(move)), key=weight)

    def hints(self, state: State, moves: list[PileMove] | None = None) -> list[PileMove]:
        """The legal moves worth showing as hints, the best first (``moves``: the legal
        moves of ``state``, when they are known)."""
        return self.hint_order(state, self.legal_moves(state) if moves is None else moves)

    def is_stuck(self, state: State) -> bool:
        """True when the game is not won and neither a move nor a deal is left."""
        return not self.is_won(state) and not self.legal_moves(state) and self.deal(state) is None
