"""Hearts rules as a pure, deterministic value engine (no Qt).

Cards are ints 0..51: ``suit(card) = card // 13`` with CLUBS=0, DIAMONDS=1, SPADES=2,
HEARTS=3 (so sorting ints gives the display order) and ``rank(card) = card % 13 + 2``
(2..14, ace high). ``card_code(card)`` spells a card as rank then suit letter:
"2C", "10H", "QS", "AD".

Seats: 0 = You (bottom), 1 = CPU 1 (left), 2 = CPU 2 (across), 3 = CPU 3 (right).
Play goes clockwise 0 -> 1 -> 2 -> 3 -> 0.

Public API
----------
- constants: CLUBS, DIAMONDS, SPADES, HEARTS, QUEEN_OF_SPADES, TWO_OF_CLUBS, SEATS,
  PHASES, FORMAT
- ``suit(card)``, ``rank(card)``, ``card_code(card)``, ``card_points(card)``
- ``pass_direction(hand_number) -> "left" | "right" | "across" | "none"``
- ``pass_target(seat, direction) -> seat``
- ``deal(seed, hand_number) -> four sorted hands`` (independent of PYTHONHASHSEED)
- ``new_game(seed) -> State``; ``next_hand(state) -> State`` (from "hand_over")
- ``submit_pass(state, seat, cards) -> State``: all 12 cards move once four seats passed
- ``legal_cards(hand, trick, first_trick, hearts_broken)``: the one rule function
- ``legal_plays(state, seat=None) -> tuple``: legal cards of the seat to move
- ``play(state, card) -> State`` for ``state.turn``; raises ``IllegalMove``
- ``trick_winner(leader, cards) -> seat``
- ``result(state, seat=0) -> "win" | "draw" | "loss"`` from the game totals
- ``State.to_json() -> dict`` and ``State.from_json(dict)`` (ValueError when malformed)
- ``IllegalMove(ValueError)``; ``CompletedTrick(leader, cards, winner)`` and
  ``HandSummary(points, added, shooter)`` named tuples

``State`` fields: seed, hand_number, phase ("pass", "play", "hand_over", "game_over"),
hands (four sorted tuples), passes (per seat the 3 cards chosen, or None, while
passing), leader (seat leading the current trick, None outside play), trick (its
cards in play order), points (points taken this hand per
seat), played ((seat, card) pairs this hand in order), hearts_broken, scores (game
totals of finished hands: during a hand the totals before it, once it is over they
include it), last_trick (``CompletedTrick`` or None) and last_hand (``HandSummary``,
or None before the hand is over). ``state.turn`` is the seat to play (None outside play).
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, fields
from typing import Any, Iterable, NamedTuple

from .cards import (  # noqa: F401 - the engine's public names, as its docstring lists them
    _DIRECTIONS,
    _FIRST_HEART,
    _OFFSETS,
    _RANKS,
    _SUITS,
    CLUBS as CLUBS,
    DIAMONDS as DIAMONDS,
    FORMAT as FORMAT,
    GAME_END as GAME_END,
    HEARTS as HEARTS,
    MOON as MOON,
    PHASES as PHASES,
    QUEEN_OF_SPADES as QUEEN_OF_SPADES,
    SPADES as SPADES,
    TWO_OF_CLUBS as TWO_OF_CLUBS,
    CompletedTrick as CompletedTrick,
    HandSummary as HandSummary,
    IllegalMove as IllegalMove,
    _decode_summary,
    _decode_trick,
    card_code as card_code,
    card_points as card_points,
    deal as deal,
    pass_direction as pass_direction,
    pass_target as pass_target,
    rank as rank,
    suit as suit,
    trick_winner as trick_winner,
)
from .values import SEATS as SEATS, _card, _cards, _counts, _int, _list, _seat

Cards = tuple[int, ...]  # a hand, a trick: cards in order


@dataclass(frozen=True)
class State:
    seed: int
    hand_number: int
    phase: str
    hands: tuple[tuple[int, ...], ...]
    passes: tuple[tuple[int, ...] | None, ...]
    leader: int | None
    trick: tuple[int, ...]
    points: tuple[int, ...]
    played: tuple[tuple[int, int], ...]
    hearts_broken: bool
    scores: tuple[int, ...]
    last_trick: CompletedTrick | None
    last_hand: HandSummary | None

    @property
    def turn(self) -> int | None:
        """Seat to play, or None outside the play phase."""
        if self.leader is None:
            return None
        return (self.leader + len(self.trick)) % SEATS

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "seed": self.seed,
            "hand_number": self.hand_number,
            "phase": self.phase,
            "hands": [list(h) for h in self.hands],
            "passes": [None if p is None else list(p) for p in self.passes],
            "leader": self.leader,
            "trick": list(self.trick),
            "points": list(self.points),
            "played": [list(p) for p in self.played],
            "hearts_broken": self.hearts_broken,
            "scores": list(self.scores),
            "last_trick": _plain(self.last_trick),
            "last_hand": _plain(self.last_hand),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> State:
        """Rebuild a state, raising ValueError unless the rules can reach it."""
        return _decode(data)


def _plain(record: NamedTuple | None) -> dict[str, Any] | None:
    """A named tuple as a JSON object (its tuples as lists)."""
    if record is None:
        return None
    return {k: list(v) if isinstance(v, tuple) else v for k, v in record._asdict().items()}


def _start_hand(seed: int, hand_number: int, scores: tuple[int, ...]) -> State:
    hands = deal(seed, hand_number)
    passing = pass_direction(hand_number) != "none"
    return State(
        seed=seed,
        hand_number=hand_number,
        phase="pass" if passing else "play",
        hands=hands,
        passes=(None,) * SEATS,
        leader=None if passing else _holder(hands, TWO_OF_CLUBS),
        trick=(),
        points=(0,) * SEATS,
        played=(),
        hearts_broken=False,
        scores=scores,
        last_trick=None,
        last_hand=None,
    )


def _holder(hands: tuple[tuple[int, ...], ...], card: int) -> int:
    return next(s for s in range(SEATS) if card in hands[s])


def new_game(seed: int) -> State:
    return _start_hand(seed, 0, (0,) * SEATS)


def next_hand(state: State) -> State:
    if state.phase != "hand_over":
        raise IllegalMove(f"next_hand needs phase 'hand_over', not {state.phase!r}")
    return _start_hand(state.seed, state.hand_number + 1, state.scores)


def submit_pass(state: State, seat: int, cards: Iterable[int]) -> State:
    """Record ``seat``'s 3 cards; the fourth pass moves all 12 cards at once."""
    if state.phase != "pass":
        raise IllegalMove(f"no passing in phase {state.phase!r}")
    if seat not in range(SEATS):
        raise IllegalMove(f"no seat {seat!r}")
    if state.passes[seat] is not None:
        raise IllegalMove(f"seat {seat} has already passed")
    cards = tuple(cards)
    chosen = tuple(sorted(set(cards)))
    if len(chosen) != 3 or len(cards) != 3:
        raise IllegalMove("a pass is exactly 3 different cards")
    if not set(chosen) <= set(state.hands[seat]):
        raise IllegalMove(f"seat {seat} does not hold all of {[card_code(c) for c in chosen]}")
    passes = state.passes[:seat] + (chosen,) + state.passes[seat + 1 :]
    if None in passes:
        return _replace(state, passes=passes)
    given = tuple(chosen for chosen in passes if chosen is not None)  # all four, by now
    direction = pass_direction(state.hand_number)
    received: list[tuple[int, ...]] = [()] * SEATS
    for giver in range(SEATS):
        received[pass_target(giver, direction)] = given[giver]
    hands = tuple(tuple(sorted(set(state.hands[s]) - set(given[s]) | set(received[s]))) for s in range(SEATS))
    leader = _holder(hands, TWO_OF_CLUBS)
    return _replace(state, phase="play", hands=hands, passes=(None,) * SEATS, leader=leader)


def legal_cards(
    hand: tuple[int, ...], trick: tuple[int, ...], first_trick: bool, hearts_broken: bool
) -> tuple[int, ...]:
    """The cards of ``hand`` (sorted) that may be played onto ``trick``: the rule, once."""
    if trick:
        low = trick[0] // 13 * 13
        follow = hand[bisect_left(hand, low) : bisect_left(hand, low + 13)]
        if follow:
            return follow
        if first_trick:
            return tuple(c for c in hand if c < _FIRST_HEART and c != QUEEN_OF_SPADES) or hand
        return hand
    if first_trick:
        return (TWO_OF_CLUBS,) if TWO_OF_CLUBS in hand else ()
    if hearts_broken:
        return hand
    return hand[: bisect_left(hand, _FIRST_HEART)] or hand


def legal_plays(state: State, seat: int | None = None) -> tuple[int, ...]:
    """Legal cards for the seat to play (empty for any other seat or phase)."""
    if state.leader is None:
        return ()
    turn = (state.leader + len(state.trick)) % SEATS
    if seat is not None and seat != turn:
        return ()
    first_trick = len(state.played) < SEATS
    return legal_cards(state.hands[turn], state.trick, first_trick, state.hearts_broken)


def play(state: State, card: int) -> State:
    """Play ``card`` for ``state.turn``; a full trick goes to its winner, 13 end the hand."""
    leader, trick = state.leader, state.trick
    if leader is None:
        raise IllegalMove(f"no play in phase {state.phase!r}")
    seat = (leader + len(trick)) % SEATS
    hand = state.hands[seat]
    if card not in legal_cards(hand, trick, len(state.played) < SEATS, state.hearts_broken):
        raise IllegalMove(f"{_code(card)} is not a legal play for seat {seat}")
    i = hand.index(card)
    hands = state.hands[:seat] + (hand[:i] + hand[i + 1 :],) + state.hands[seat + 1 :]
    trick += (card,)
    played = state.played + ((seat, card),)
    broken = state.hearts_broken or card >= _FIRST_HEART
    if len(trick) < SEATS:
        return _card_moved(state, hands, trick, played, broken)
    winner = trick_winner(leader, trick)
    taken = sum(map(card_points, trick))
    points = state.points
    if taken:
        points = points[:winner] + (points[winner] + taken,) + points[winner + 1 :]
    state = _replace(
        state,
        hands=hands,
        leader=winner,
        trick=(),
        points=points,
        played=played,
        hearts_broken=broken,
        last_trick=CompletedTrick(leader, trick, winner),
    )
    return state if len(played) < 52 else _score_hand(state)


def _code(card: int) -> str:
    return card_code(card) if isinstance(card, int) and 0 <= card < 52 else repr(card)


def _score_hand(state: State) -> State:
    shooter = next((s for s in range(SEATS) if state.points[s] == MOON), None)
    if shooter is None:
        added = state.points
    else:
        added = tuple(0 if s == shooter else MOON for s in range(SEATS))
    scores = tuple(a + b for a, b in zip(state.scores, added))
    return _replace(
        state,
        phase="game_over" if max(scores) >= GAME_END else "hand_over",
        leader=None,
        scores=scores,
        last_hand=HandSummary(state.points, added, shooter),
    )


def result(state: State, seat: int = 0) -> str:
    """ "win" if ``seat`` alone has the lowest total, "draw" if tied for it, else "loss"."""
    low = min(state.scores)
    if state.scores[seat] > low:
        return "loss"
    return "draw" if state.scores.count(low) > 1 else "win"


def _card_moved(
    state: State, hands: tuple[Cards, ...], trick: Cards, played: tuple[tuple[int, int], ...], broken: bool
) -> State:
    """``state`` after a card went from a hand to the trick (the hottest path, no kwargs)."""
    new = object.__new__(State)
    values = new.__dict__
    values.update(state.__dict__)
    values["hands"] = hands
    values["trick"] = trick
    values["played"] = played
    values["hearts_broken"] = broken
    return new


def _replace(state: State, **changes: Any) -> State:
    """A faster dataclasses.replace for the hot path (no per-field machinery)."""
    new = object.__new__(State)
    values = new.__dict__
    values.update(state.__dict__)
    values.update(changes)
    return new


# --- JSON decoding: check the shapes, then replay the hand through the rules ---

_FIELDS = tuple(f.name for f in fields(State))


def _decode(data: Any) -> State:
    if not isinstance(data, dict):
        raise ValueError("a Hearts state must be a JSON object")
    if data.get("format") != FORMAT:
        raise ValueError(f"unsupported Hearts state format {data.get('format')!r}, expected {FORMAT}")
    keys = set(_FIELDS) | {"format"}
    if set(data) != keys:
        missing, extra = sorted(keys - set(data)), sorted(set(data) - keys)
        raise ValueError(f"Hearts state keys wrong: missing {missing}, unexpected {extra}")
    phase = data["phase"]
    if phase not in PHASES:
        raise ValueError(f"phase must be one of {PHASES}, not {phase!r}")
    if not isinstance(data["hearts_broken"], bool):
        raise ValueError("hearts_broken must be true or false")
    state = State(
        seed=_int(data["seed"], "seed"),
        hand_number=_int(data["hand_number"], "hand_number", 0),
        phase=phase,
        hands=tuple(_cards(h, "a hand") for h in _list(data["hands"], "hands", SEATS)),
        passes=tuple(None if p is None else _cards(p, "a pass", 3) for p in _list(data["passes"], "passes", SEATS)),
        leader=None if data["leader"] is None else _seat(data["leader"], "leader"),
        trick=_cards(data["trick"], "the trick"),
        points=_counts(data["points"], "points"),
        played=tuple(
            (_seat(p[0], "a played seat"), _card(p[1]))
            for p in (_list(p, "a played entry", 2) for p in _list(data["played"], "played"))
        ),
        hearts_broken=data["hearts_broken"],
        scores=_counts(data["scores"], "scores"),
        last_trick=_decode_trick(data["last_trick"]),
        last_hand=_decode_summary(data["last_hand"]),
    )
    expected = _replay(state)
    for name in _FIELDS:
        got, want = getattr(state, name), getattr(expected, name)
        if got != want:
            raise ValueError(f"inconsistent Hearts state: {name} is {got!r}, the rules give {want!r}")
    return state


def _replay(state: State) -> State:
    """The state the rules reach from this hand's deal (or pass) and its played cards."""
    if state.phase == "pass":
        if pass_direction(state.hand_number) == "none":
            raise ValueError(f"hand {state.hand_number} has no pass")
        _check_before(state.scores)
        for seat, chosen in enumerate(state.passes):
            if chosen is not None and (list(chosen) != sorted(chosen) or not set(chosen) <= set(state.hands[seat])):
                raise ValueError(f"seat {seat} must pass 3 of its own cards, in order")
        start = _start_hand(state.seed, state.hand_number, state.scores)
        return _replace(start, passes=state.passes)
    held = [list(h) for h in state.hands]
    for seat, card in state.played:
        held[seat].append(card)
    dealt = tuple(tuple(sorted(h)) for h in held)
    if sorted(sum(dealt, ())) != list(range(52)) or any(len(h) != 13 for h in dealt):
        raise ValueError("hands and played cards must make 13 cards per seat from one deck")
    if pass_direction(state.hand_number) == "none" and dealt != deal(state.seed, state.hand_number):
        raise ValueError(f"hands are not the deal of seed {state.seed}, hand {state.hand_number}")
    before = state.scores
    if state.phase != "play":
        if state.last_hand is None:
            raise ValueError("a finished hand needs last_hand")
        before = tuple(a - b for a, b in zip(state.scores, state.last_hand.added))
    _check_before(before)
    replay = _replace(
        _start_hand(state.seed, state.hand_number, before),
        phase="play",
        hands=dealt,
        leader=_holder(dealt, TWO_OF_CLUBS),
    )
    for seat, card in state.played:
        if replay.turn != seat:
            raise ValueError(f"played list has seat {seat} playing out of turn")
        try:
            replay = play(replay, card)
        except IllegalMove as error:
            raise ValueError(f"played list is illegal: {error}") from None
    return replay


def _check_before(scores: tuple[int, ...]) -> None:
    if min(scores) < 0 or max(scores) >= GAME_END:
        raise ValueError(f"totals {list(scores)} cannot stand before a hand")
