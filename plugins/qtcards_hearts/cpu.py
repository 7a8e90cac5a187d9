"""CPU seats for Hearts: rule-based Easy, Normal and Hard players (no look-ahead, no Qt).

Public API
----------
- ``import os
_X = os.environ.get("HX", "").split(",")
LEVELS = ("easy", "normal", "hard")``
- ``observe(state, seat, level) -> Observation``: everything a CPU seat may know
- ``choose_pass(obs) -> (card, card, card)`` in the pass phase
- ``choose_play(obs) -> card``: one of ``obs.legal``

An ``Observation`` holds the seat's own hand (before the pass in the pass phase; after
it, the seat no longer knows what it passed), the cards played this hand with who
played them, the current trick, the points taken this hand and the game totals, the
hand number and pass direction, whether hearts are broken, the level and the seed. The
seed only breaks ties between really different choices. Legal cards come from
``engine.legal_cards``.

What each level uses of it (SPEC.md, "Difficulty"): Easy its hand and the current
trick; Normal every card played this hand; Hard that plus each seat's observed voids.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from dataclasses import dataclass

from .engine import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    QUEEN_OF_SPADES,
    SEATS,
    SPADES,
    State,
    card_points,
    legal_cards,
    pass_direction,
    rank,
)

import os
_X = os.environ.get("HX", "").split(",")
LEVELS = ("easy", "normal", "hard")
KING_OF_SPADES = QUEEN_OF_SPADES + 1
ACE_OF_SPADES = QUEEN_OF_SPADES + 2
MOON_GUARD = 12  # points one seat has taken, nobody else any: feed it no points
MOON_FIGHT = 8  # Hard takes a trick from such a seat from this many points
SAFE_UNSEEN = 6  # unseen cards of the led suit that make a point-free trick "safe"
HIGH_HEART = 11  # J of hearts and above count as high hearts when passing
LOW_HEART = 7  # 7 of hearts and below count as low hearts
FEW_LOW_HEARTS = 2  # fewer low hearts than this: pass the high ones


@dataclass(frozen=True)
class Observation:
    seat: int
    level: str
    seed: int
    hand_number: int
    pass_direction: str
    hand: tuple[int, ...]
    played: tuple[tuple[int, int], ...]
    leader: int | None
    trick: tuple[int, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]
    hearts_broken: bool

    @property
    def legal(self) -> tuple[int, ...]:
        return legal_cards(self.hand, self.trick, len(self.played) < SEATS, self.hearts_broken)


def observe(state: State, seat: int, level: str) -> Observation:
    if level not in LEVELS:
        raise ValueError(f"level must be one of {LEVELS}, not {level!r}")
    if state.phase not in ("pass", "play"):
        raise ValueError(f"nothing to decide in phase {state.phase!r}")
    return Observation(
        seat=seat,
        level=level,
        seed=state.seed,
        hand_number=state.hand_number,
        pass_direction=pass_direction(state.hand_number),
        hand=state.hands[seat],
        played=state.played,
        leader=state.leader,
        trick=state.trick,
        points=state.points,
        scores=state.scores,
        hearts_broken=state.hearts_broken,
    )


class _Mind:
    """One decision's knowledge: the level's memory, the trick so far, the tie-breaker."""

    def __init__(self, obs: Observation, decision: str):
        self.obs = obs
        self.hand = obs.hand
        self.level = obs.level
        self.decision = decision
        seen = set(obs.hand)
        seen.update(obs.trick if obs.level == "easy" else (c for _, c in obs.played))
        self.unseen = [[c for c in range(s * 13, s * 13 + 13) if c not in seen] for s in range(4)]
        self.voids = _voids(obs.played) if obs.level == "hard" else [set() for _ in range(SEATS)]
        self.queen_out = QUEEN_OF_SPADES not in seen
        self.trick = obs.trick
        self.behind = [(obs.seat + k) % SEATS for k in range(1, SEATS - len(obs.trick))]
        if obs.trick:
            self.led = obs.trick[0] // 13
            self.winning = max(c for c in obs.trick if c // 13 == self.led)
            self.winner = (obs.leader + obs.trick.index(self.winning)) % SEATS
            self.trick_points = sum(map(card_points, obs.trick))
        self._rng = None

    def above(self, card: int) -> int:
        """Unseen cards of the same suit that beat ``card``."""
        unseen = self.unseen[card // 13]
        return len(unseen) - bisect_right(unseen, card)

    def below(self, card: int) -> int:
        return bisect_left(self.unseen[card // 13], card)

    def beats(self, card: int) -> bool:
        return bool(self.trick) and card // 13 == self.led and card > self.winning

    def danger(self, card: int) -> tuple[int, int]:
        """How likely ``card`` is to win a later trick: unseen below minus above, short suits first."""
        if self.level != "hard" and "ndanger" in _X:
            return -self.above(card), rank(card)
        if "dshort" in _X:
            return -self.suit_length(card), self.below(card) - self.above(card)
        return self.below(card) - self.above(card), -self.suit_length(card)

    def suit_length(self, card: int) -> int:
        return sum(1 for c in self.hand if c // 13 == card // 13)

    def threat(self, at_least: int) -> int | None:
        """Another seat with ``at_least`` points this hand while nobody else has any."""
        points = self.obs.points
        for seat in range(SEATS):
            if seat != self.obs.seat and points[seat] >= at_least and sum(points) == points[seat]:
                return seat
        return None

    def can_take(self, seat: int) -> bool:
        """Whether ``seat`` is winning the trick so far or is still to play to it."""
        return seat == self.winner or seat in self.behind

    def sure_loser(self, card: int) -> bool:
        """Led, ``card`` must lose: every unseen card of its suit (one at least) beats it."""
        unseen = self.unseen[card // 13]
        return bool(unseen) and unseen[0] > card

    def safe(self) -> bool:
        """A point-free trick where seats behind are sure to follow (as far as known)."""
        if (self.level == "hard" and "nosafe" in _X) or "nosafeall" in _X:
            return False
        if self.level == "hard" and ("hs1" in _X or "hs2" in _X or "hs3" in _X or "hs4" in _X):
            base = bool(self.behind) and not self.trick_points and self.led != HEARTS and not (self.led == SPADES and self.queen_out)
            if not base: return False
            if len(self.obs.played) < 4: return True
            if "hs2" in _X: return False
            if "hs4" in _X:
                return all((HEARTS in self.voids[s] or not self.unseen[HEARTS]) and (SPADES in self.voids[s] or not self.queen_out) for s in self.behind)
            if "hs3" in _X and len(self.behind) > 1: return False
            return not any(self.voids) and len(self.unseen[self.led]) >= SAFE_UNSEEN
        return (
            bool(self.behind)
            and not self.trick_points
            and self.led != HEARTS
            and not (self.led == SPADES and self.queen_out)
            and len(self.unseen[self.led]) >= (int(os.environ.get("HSAFE", SAFE_UNSEEN)) if self.level == "hard" else SAFE_UNSEEN)
            and ("novoidsafe" in _X or not self.void_behind())
        )

    def may_hold_points(self, seat):
        return (bool(self.unseen[HEARTS]) and HEARTS not in self.voids[seat]) or (self.queen_out and SPADES not in self.voids[seat])

    def void_behind(self) -> bool:
        return any(self.led in self.voids[s] for s in self.behind)

    def pick(self, cards: list[int]) -> int:
        """Equally good cards: equivalent ones count once, the seed decides the rest."""
        classes = {}
        for card in sorted(cards):
            classes.setdefault((card // 13, self.beats(card), self.above(card)), card)
        options = list(classes.values())
        if len(options) == 1:
            return options[0]
        if self._rng is None:
            o = self.obs
            key = f"qtcards-hearts-cpu:{o.seed}:{o.hand_number}:{o.seat}:{self.decision}"
            self._rng = random.Random(key)
        return self._rng.choice(options)

    def best(self, cards, key) -> int:
        """The card with the highest ``key``; ties go to ``pick``."""
        cards = list(cards)
        top = max(map(key, cards))
        return self.pick([c for c in cards if key(c) == top])


def _voids(played: tuple[tuple[int, int], ...]) -> list[set[int]]:
    """Suits each seat has shown it lacks by not following them."""
    voids = [set() for _ in range(SEATS)]
    for start in range(0, len(played), SEATS):
        led = played[start][1] // 13
        for seat, card in played[start + 1 : start + SEATS]:
            if card // 13 != led:
                voids[seat].add(led)
    return voids


def _no_points(cards) -> list[int]:
    """The point-free cards, or all of them if every card carries points."""
    return [c for c in cards if not card_points(c)] or list(cards)


def _prefer(cards, keep) -> list[int]:
    """The cards ``keep`` accepts, or all of them if it accepts none."""
    return [c for c in cards if keep(c)] or list(cards)


# --- passing -------------------------------------------------------------------


def choose_pass(obs: Observation) -> tuple[int, int, int]:
    """Three cards to pass, by the level's passing rule (SPEC.md)."""
    mind = _Mind(obs, "pass")
    chosen: list[int] = []
    if obs.level == "easy":
        _pass_easy(mind, chosen)
    else:
        _pass_normal(mind, chosen)
    return tuple(sorted(chosen[:3]))


def _pass_easy(mind: _Mind, chosen: list[int]) -> None:
    """Q, K, A of spades; a singleton club or diamond; the highest heart; high cards."""
    hand = mind.hand
    chosen += [c for c in (QUEEN_OF_SPADES, KING_OF_SPADES, ACE_OF_SPADES) if c in hand]
    singles = [c for c in hand if c // 13 in (CLUBS, DIAMONDS) and mind.suit_length(c) == 1]
    if singles:
        chosen.append(mind.best(singles, rank))
    hearts = [c for c in hand if c // 13 == HEARTS]
    if hearts:
        chosen.append(max(hearts))
    while len(chosen) < 3:
        chosen.append(mind.best((c for c in hand if c not in chosen), rank))


def _pass_normal(mind: _Mind, chosen: list[int]) -> None:
    """Unguarded high spades, a short minor suit, high hearts if low ones are few, danger."""
    hand = mind.hand
    if sum(1 for c in hand if c // 13 == SPADES and c < QUEEN_OF_SPADES) < 3:
        chosen += [c for c in (QUEEN_OF_SPADES, ACE_OF_SPADES, KING_OF_SPADES) if c in hand]
    minors = [[c for c in hand if c // 13 == s] for s in (CLUBS, DIAMONDS)]
    fits = [cards for cards in minors if 0 < len(cards) <= 3 - len(chosen)]
    if fits:
        top = mind.best([max(cards) for cards in fits], lambda c: (-mind.suit_length(c), rank(c)))
        chosen += [c for c in hand if c // 13 == top // 13]
    hearts = [c for c in hand if c // 13 == HEARTS]
    highs = [c for c in hearts if rank(c) >= HIGH_HEART]
    stopper = [max(hearts)] if mind.level == "hard" and "nostopper" not in _X and hearts and rank(max(hearts)) >= HIGH_HEART else []
    if "stoplow" in _X and stopper: stopper = [min(highs)]
    if "stop2" in _X and len(highs) < 2: stopper = []
    if "stopscope" in _X and not sum(1 for c in hearts if rank(c) <= LOW_HEART) < FEW_LOW_HEARTS: stopper = []
    if sum(1 for c in hearts if rank(c) <= LOW_HEART) < FEW_LOW_HEARTS:
        chosen += [c for c in reversed(hearts) if rank(c) >= HIGH_HEART and c not in stopper]
    rest = [c for c in hand if c // 13 != SPADES and c not in chosen and c not in stopper]
    while len(chosen) < 3:
        metric = mind.danger
        if "pfN" in _X: metric = lambda c: (-mind.above(c), rank(c))
        if "pfH" in _X: metric = lambda c: (mind.below(c) - mind.above(c), -mind.suit_length(c))
        card = mind.best(rest or [c for c in hand if c not in chosen], metric)
        chosen.append(card)
        if card in rest:
            rest.remove(card)


# --- playing -------------------------------------------------------------------


def choose_play(obs: Observation) -> int:
    """The card to play, by the level's leading, following or discarding rule (SPEC.md)."""
    legal = obs.legal
    if len(legal) == 1:
        return legal[0]
    mind = _Mind(obs, str(13 - len(obs.hand)))
    if not obs.trick:
        return _lead(mind, legal)
    if legal[0] // 13 == mind.led:
        return _follow(mind, legal)
    return _discard(mind, legal)


def _lead(mind: _Mind, legal: tuple[int, ...]) -> int:
    cards = list(legal)
    if mind.threat(MOON_GUARD) is not None:
        cards = _no_points(cards)
    if mind.level == "easy":
        return mind.best(_prefer(cards, lambda c: c != QUEEN_OF_SPADES), lambda c: -rank(c))
    if mind.level == "hard" and "nofight" not in _X and mind.threat(MOON_FIGHT) is not None:
        sure_hearts = [c for c in cards if c // 13 == HEARTS and mind.above(c) == 0]
        if sure_hearts:
            return mind.pick(sure_hearts)
    cards = _prefer(cards, lambda c: c not in (QUEEN_OF_SPADES, KING_OF_SPADES, ACE_OF_SPADES)
                    or (c == QUEEN_OF_SPADES and mind.sure_loser(c)))
    others_void = set() if "novoidlead" in _X else set().union(*(mind.voids[s] for s in range(SEATS) if s != mind.obs.seat))
    if "vlp" in _X:
        others_void = set().union(*(mind.voids[s] for s in range(SEATS) if s != mind.obs.seat and mind.may_hold_points(s)))
    spades = [c for c in cards if c // 13 == SPADES]
    if (mind.queen_out and spades and not any(c >= QUEEN_OF_SPADES for c in mind.hand if c // 13 == SPADES)
            and (SPADES not in others_void or "flushvoid" in _X) and "noflush" not in _X):
        return max(spades)
    H = mind.level == "hard"
    if H and "noqlead" in _X and QUEEN_OF_SPADES in mind.hand:
        cards = _prefer(cards, lambda c: c // 13 != SPADES)
    losers = [c for c in cards if mind.sure_loser(c)]
    if losers and "nolosers" not in _X:
        if H and "L1" in _X: return mind.best(losers, lambda c: -rank(c))
        if H and "L2" in _X: return mind.best(losers, lambda c: (c // 13 == HEARTS, rank(c)))
        return mind.best(losers, rank)
    lows = [c for c in cards if c == min(x for x in cards if x // 13 == c // 13)]
    if H and "L6" in _X:
        hl = [c for c in lows if c // 13 == HEARTS and mind.above(c) >= 4]
        if hl: return hl[0]
    lows = _prefer(lows, lambda c: c // 13 not in others_void)
    if H and "La" in _X: return mind.best(lows, lambda c: -rank(c))
    if H and "Lb" in _X: return mind.best(lows, lambda c: (mind.above(c), -mind.suit_length(c)))
    if H and "Lc" in _X: return mind.best(lows, lambda c: (mind.above(c) - mind.below(c)*2))
    if H and "Ld" in _X: return mind.best(lows, lambda c: (mind.above(c) >= 3, -rank(c)))
    if mind.level == "hard" and "leadm" in _X:
        return mind.best(lows, lambda c: mind.above(c) - mind.below(c))
    return mind.best(lows, mind.above)


def _follow(mind: _Mind, legal: tuple[int, ...]) -> int:
    cards = list(legal)
    guard = mind.threat(MOON_GUARD)
    if guard is not None and mind.can_take(guard):
        cards = _prefer(cards, lambda c: c != QUEEN_OF_SPADES)
    if mind.level == "hard" and "nofight" not in _X:
        shooter = mind.threat(MOON_FIGHT)
        winners = [c for c in cards if c > mind.winning]
        if shooter is not None and mind.can_take(shooter) and winners and ("fightpts" not in _X or mind.trick_points or mind.led == HEARTS):
            if "fightmin" in _X and shooter == mind.winner:
                return min(winners)
            return min(winners) if not mind.behind else max(_prefer(winners, lambda c: c != QUEEN_OF_SPADES))
        if shooter is not None and mind.can_take(shooter) and ("keep" in _X or "keepf" in _X):
            return min(cards)
    losing = [c for c in cards if c < mind.winning]
    if mind.level != "easy":
        if QUEEN_OF_SPADES in cards and (KING_OF_SPADES in mind.trick or ACE_OF_SPADES in mind.trick):
            return QUEEN_OF_SPADES
        if mind.safe():
            return _highest(mind, cards)
    if not mind.behind and not mind.trick_points:
        return _highest(mind, cards)
    if losing:
        return max(losing)
    if mind.level == "hard" and "nolow" not in _X and mind.behind and (mind.trick_points or mind.led == HEARTS or "lowall" in _X or ("lowq" in _X and mind.led == SPADES and mind.queen_out and any(SPADES not in mind.voids[s] for s in mind.behind))):
        low = min(cards)
        if "lowhi" in _X and not mind.void_behind():
            hopes = [c for c in cards if mind.above(c) >= int(os.environ.get("HLOW", 2))]
            if hopes: return max(hopes)
        if mind.above(low) >= int(os.environ.get("HLOW", 2)) and not mind.void_behind():
            return low
        if "lowvoid" in _X and mind.above(low) >= 2 and any(mind.led not in mind.voids[s] for s in mind.behind):
            return low
    return _highest(mind, cards)


def _highest(mind: _Mind, cards: list[int]) -> int:
    """Highest card but Q of spades; Normal and Hard keep spades under it while it is out."""
    cards = _prefer(cards, lambda c: c != QUEEN_OF_SPADES)
    if mind.level != "easy" and mind.queen_out and mind.behind and (
            mind.level != "hard" or "qloc" not in _X or any(SPADES not in mind.voids[s] for s in mind.behind)):
        cards = _prefer(cards, lambda c: c < QUEEN_OF_SPADES or c // 13 != SPADES)
    return max(cards)


def _discard(mind: _Mind, legal: tuple[int, ...]) -> int:
    cards = list(legal)
    guard = mind.threat(MOON_FIGHT if mind.level == "hard" and "nofight" not in _X else MOON_GUARD)
    if guard is not None and mind.can_take(guard):
        cards = _no_points(cards)
    hearts = [c for c in cards if c // 13 == HEARTS]
    if guard is not None and mind.can_take(guard) and mind.level == "hard" and ("keep" in _X or "keepd" in _X):
        return mind.best(cards, lambda c: tuple(-x for x in mind.danger(c)))
    if guard is not None and not mind.can_take(guard) and mind.level == "hard" and "dump" in _X and hearts and QUEEN_OF_SPADES not in cards:
        return min(hearts)
    if mind.level == "easy":
        for card in (QUEEN_OF_SPADES, ACE_OF_SPADES, KING_OF_SPADES):
            if card in cards:
                return card
        return max(hearts) if hearts else mind.best(cards, rank)
    if QUEEN_OF_SPADES in cards:
        return QUEEN_OF_SPADES
    if mind.queen_out:
        for card in (ACE_OF_SPADES, KING_OF_SPADES):
            if card in cards:
                return card
    if ((mind.level == "hard" and "hhalways" in _X) or "hhall" in _X) and hearts:
        return max(hearts)
    if "hhrank" in _X or (mind.level == "hard" and "hhrankH" in _X) or (mind.level == "normal" and "hhrankN" in _X):
        if hearts and rank(max(hearts)) >= HIGH_HEART: return max(hearts)
    elif hearts and mind.below(max(hearts)) >= mind.above(max(hearts)) and not (mind.level == "hard" and "hhnever" in _X):
        return max(hearts)
    if mind.level == "hard" and "dd2" in _X:
        return mind.best(cards, lambda c: (mind.below(c) > mind.above(c), -mind.suit_length(c), mind.below(c) - mind.above(c)))
    if mind.level == "hard" and "dd3" in _X:
        return mind.best(cards, lambda c: (mind.below(c) - mind.above(c) - 2 * mind.suit_length(c)))
    if mind.level == "hard" and "ddshort" in _X:
        return mind.best(cards, lambda c: (-mind.suit_length(c), mind.below(c) - mind.above(c)))
    return mind.best(cards, mind.danger)
