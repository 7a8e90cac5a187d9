"""Piles with rules: what a patience's engine declares, as plain values (no Qt).

A builder patience (Klondike, FreeCell, Spider) is mostly a list of piles and, for each,
what it accepts and what may be taken from it (kpat's ``KCardPile`` with ``checkAdd`` and
``checkRemove``; PySolFC's stacks with ``acceptsCards`` and ``canMoveCards``). Its engine
subclasses :class:`PatienceRules` and answers five questions about a state; the kit's
``PatienceView`` then gives clicks, drags of runs, keyboard, screen reader, hints and the
safe auto-move from those answers alone. The engine stays pure Python: this module never
imports Qt, so CPU players, solvers and tests call the same rules.

Cards are ints. A card's face is ``card % 52``: its rank ``face % 13 + 1`` (1 = ace,
13 = king) and its suit ``face // 13`` (0 clubs, 1 diamonds, 2 spades, 3 hearts), so a
two-deck game numbers its cards 0..103 and both copies of a face share it.

A pile is addressed by its index in :meth:`PatienceRules.piles`, which lists the same
piles in the same order for every state of a game. A run is the top ``count`` cards of a
pile (``count == 1``: its top card). A :class:`PileMove` takes a run from one pile to another.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, Iterator, Sequence, TypeVar

State = TypeVar("State")

TABLEAU = "tableau"
"""A pile kind: a column built down, from which runs move (Klondike's seven, Spider's ten)."""
FOUNDATION = "foundation"
"""A pile kind: home, built up by suit from the ace; cards sent home go here."""
CELL = "cell"
"""A pile kind: a free cell, holding one card."""
STOCK = "stock"
"""A pile kind: the face-down stock; acting on it deals (:meth:`PatienceRules.deal`)."""
WASTE = "waste"
"""A pile kind: the cards turned from the stock; its top card may be played."""

KINDS = (TABLEAU, FOUNDATION, CELL, STOCK, WASTE)


def card_rank(card: int) -> int:
    """A card's rank: 1 (ace) to 13 (king)."""
    return card % 13 + 1


def card_suit(card: int) -> int:
    """A card's suit: 0 clubs, 1 diamonds, 2 spades, 3 hearts."""
    return card % 52 // 13


def is_red(card: int) -> bool:
    """True for diamonds and hearts."""
    return card_suit(card) in (1, 3)


@dataclass(frozen=True)
class PileState:
    """One pile as a state has it.

    :param kind: :data:`TABLEAU`, :data:`FOUNDATION`, :data:`CELL`, :data:`STOCK`,
        :data:`WASTE`, or a game's own word (the view then lays and names it as a tableau).
    :param cards: its cards, the bottom one first and the top one (the one that can be
        played) last.
    :param face_down: how many of its bottom cards lie face down.
    """

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


@dataclass(frozen=True)
class PileMove:
    """Take the top ``count`` cards of pile ``source`` onto pile ``target``."""

    source: int
    count: int
    target: int

    def to_json(self) -> list[int]:
        """The move as plain JSON."""
        return [self.source, self.count, self.target]

    @classmethod
    def from_json(cls, data: Any) -> PileMove:
        """A move read back from :meth:`to_json` (ValueError on anything else)."""
        if not (isinstance(data, list) and len(data) == 3 and all(type(v) is int for v in data)):
            raise ValueError(f"not a move: {data!r}")
        return cls(*data)


class IllegalMove(ValueError):
    """A move or a deal the rules do not allow in this state."""


class PatienceRules(Generic[State]):
    """A patience's rules over its piles: subclass it and answer the five questions.

    Required: :meth:`piles`, :meth:`can_take`, :meth:`accepts`, :meth:`apply`, :meth:`is_won`.
    Optional: :meth:`deal` (a game with a stock), :meth:`safe_home` (what the auto-move may
    send home), :meth:`hint_order` (a better order for hints). The rest is derived:
    :meth:`legal_moves`, :meth:`is_legal`, :meth:`home_move`, :meth:`is_stuck`.
    States must be immutable values: :meth:`apply` and :meth:`deal` return new ones.
    """

    def piles(self, state: State) -> Sequence[PileState]:
        """Every pile of ``state``, in the same order for every state of the game."""
        raise NotImplementedError

    def can_take(self, state: State, pile: int, count: int) -> bool:
        """May the top ``count`` cards of ``pile`` be picked up together?"""
        raise NotImplementedError

    def accepts(self, state: State, move: PileMove) -> bool:
        """Does ``move.target`` take the run (already known to be takeable)?"""
        raise NotImplementedError

    def apply(self, state: State, move: PileMove) -> State:
        """The state after ``move`` (raise :class:`IllegalMove` when it is not legal).

        Whatever follows by the rules happens here too: a face-down card turned up, a
        finished run leaving for the foundation, the score counted.
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

    # ----- derived from the answers above -------------------------------------------

    def takeable(self, state: State, pile: int) -> Iterator[int]:
        """The run lengths that may be picked up from ``pile``, shortest first."""
        piles = self.piles(state)
        cards = piles[pile]
        for count in range(1, len(cards.cards) - cards.face_down + 1):
            if self.can_take(state, pile, count):
                yield count

    def legal_moves(self, state: State) -> list[PileMove]:
        """Every legal move between piles (not the stock's deal), in pile order."""
        piles = self.piles(state)
        moves = []
        for source in range(len(piles)):
            for count in self.takeable(state, source):
                for target in range(len(piles)):
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
        piles = self.piles(state)
        source = piles[pile]
        if len(source.cards) <= source.face_down or not self.can_take(state, pile, 1):
            return None
        for target, candidate in enumerate(piles):
            move = PileMove(pile, 1, target)
            if candidate.kind == FOUNDATION and target != pile and self.accepts(state, move):
                return move
        return None

    def safe_for_alternating_colours(self, state: State) -> PileMove | None:
        """The usual :meth:`safe_home` of a game whose columns build down in alternating
        colours (Klondike, FreeCell): a card home that no column can still want, an ace or
        a two, or a card both of whose lower cards of the other colour are home already."""
        piles = self.piles(state)
        home_rank = {card_suit(p.cards[-1]): card_rank(p.cards[-1]) for p in piles if p.kind == FOUNDATION and p.cards}
        for pile, cards in enumerate(piles):
            move = self.home_move(state, pile) if cards.kind != FOUNDATION else None
            if move is None:
                continue
            card = cards.cards[-1]
            others = [s for s in range(4) if is_red(s * 13) != is_red(card)]
            if card_rank(card) <= 2 or all(home_rank.get(s, 0) >= card_rank(card) - 1 for s in others):
                return move
        return None

    def hints(self, state: State) -> list[PileMove]:
        """The legal moves worth showing as hints, the best first."""
        return self.hint_order(state, self.legal_moves(state))

    def is_stuck(self, state: State) -> bool:
        """True when the game is not won and neither a move nor a deal is left."""
        return not self.is_won(state) and not self.legal_moves(state) and self.deal(state) is None
