"""CPU seats for Hearts: rule-based Easy, Normal and Hard players (no look-ahead, no Qt).

Public API
----------
- ``LEVELS = ("easy", "normal", "hard")``
- ``observe(state, seat, level) -> Observation``: all a CPU seat may know
- ``choose_pass(obs) -> (card, card, card)`` in the pass phase
- ``choose_play(obs) -> card``: one of ``obs.legal``

``Observation`` and ``observe`` live in ``observation.py`` (what a seat may know).

The levels follow SPEC.md's table. What each uses: Easy its hand and the current trick;
Normal every card played this hand (what is unseen in each suit); Hard that plus each
seat's observed voids. How the table's words are read:
- a high heart is J or above, a low heart 7 or below, "few" fewer than two;
- high spades are guarded by three spades below the queen (Hard: four);
- Hard passes as Normal but does not empty a short club or diamond suit, and fills its
  three cards with the cards likeliest to win later tricks as Hard counts them (below)
  (this and Hard's discard count depart from the table's "as Normal": they measured
  stronger against low bots and Normal alike, benchmarks/RESULTS-hearts.md);
- Normal's safe trick has 6+ unseen cards of the led suit (Normal sees no voids);
- "the card most likely to win later tricks": Normal, the fewest unseen cards above it;
  Hard, unseen cards below it minus unseen cards above minus the cards it holds in that
  suit (then the shorter suit); Hard weighs a high heart by that count too, not first;
- the moon guard (every level: a seat with 12+ points, nobody else any; Hard guards
  first against the suspect below): no point card led, thrown or (the queen) played to a
  trick that seat may still take.
Hard's extra counting (all from observed cards only):
- safety: a point-free trick is safe only where no point card can land on it: the first
  trick, or every seat still to play is void in hearts (or none are unseen) and cannot
  hold the queen of spades (void in spades, or the queen is seen);
- the queen of spades can only come from a seat not void in spades: spades stay under
  the queen only while such a seat is still to play;
- with no sure loser to lead it leads the lowest card of its shortest suit (then as Normal);
  in the first three tricks, hearts unbroken, it does so even holding a sure loser;
- a trick with points (or in hearts) that cannot be ducked gets its lowest card when three
  or more unseen cards beat it and no seat behind is known void in the suit;
- against a seat that looks like shooting the moon (``moon.suspect``: all points so
  far, and it leads its winners) it beats the shooter's card when it can, otherwise plays
  low and throws no points on it, keeping its winners, and leads a heart nobody can beat.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from typing import Any, Callable, Iterable, Sequence

from .engine import CLUBS, DIAMONDS, HEARTS, QUEEN_OF_SPADES, SEATS, SPADES, card_points, rank
from .moon import suspect
from .observation import LEVELS, Observation, observe, tie_key

__all__ = ["LEVELS", "Observation", "choose_pass", "choose_play", "observe", "tie_key"]

KING_OF_SPADES = QUEEN_OF_SPADES + 1
ACE_OF_SPADES = QUEEN_OF_SPADES + 2
HIGH_SPADES = (QUEEN_OF_SPADES, KING_OF_SPADES, ACE_OF_SPADES)
MOON_GUARD = 12  # one seat has this many points, nobody else any: feed it no points
SAFE_UNSEEN = 6  # Normal: unseen cards of the led suit that make a point-free trick safe
HIGH_HEART = 11  # J of hearts and above are high hearts (passing and discarding)
LOW_HEART = 7  # 7 of hearts and below are low hearts
FEW_LOW_HEARTS = 2  # fewer low hearts than this: pass the high ones
SPADE_GUARD = {"normal": 3, "hard": 4}  # low spades that let a seat keep Q, K, A of spades
DUCK_HOPE = 3  # Hard: unseen cards above its lowest card that make it hope to be beaten
EARLY_TRICKS = 3  # Hard: in these first tricks, hearts unbroken, it leads to empty a suit


def _voids(played: tuple[tuple[int, int], ...]) -> list[set[int]]:
    """Suits each seat has shown it lacks by not following them."""
    voids: list[set[int]] = [set() for _ in range(SEATS)]
    for start in range(0, len(played), SEATS):
        led = played[start][1] // 13
        for seat, card in played[start + 1 : start + SEATS]:
            if card // 13 != led:
                voids[seat].add(led)
    return voids


class _Mind:
    """One decision: the level's memory, the trick so far and the seeded tie-breaker."""

    def __init__(self, obs: Observation, decision: str):
        self.obs = obs
        self.hand = obs.hand
        self.level = obs.level
        self.hard = obs.level == "hard"
        self.decision = decision
        seen = set(obs.hand)
        seen.update(obs.trick if obs.level == "easy" else (c for _, c in obs.played))
        self.unseen = [[c for c in range(s * 13, s * 13 + 13) if c not in seen] for s in range(4)]
        self.lengths = [0] * 4  # cards held per suit
        for card in obs.hand:
            self.lengths[card // 13] += 1
        self.voids = _voids(obs.played) if self.hard else [set() for _ in range(SEATS)]
        self.queen_out = QUEEN_OF_SPADES not in seen
        # Every level keeps the rules page's moon guard (a seat with 12+ points, nobody
        # else any, gets no point cards); Hard also fights a seat that looks like
        # shooting (moon.suspect) and guards against it first.
        shooter = suspect(obs.played, obs.points) if self.hard else None
        self.shooter = None if shooter == obs.seat else shooter
        self.guard = self.shooter if self.shooter is not None else self._threat()
        self.trick = obs.trick
        self.behind = [(obs.seat + k) % SEATS for k in range(1, SEATS - len(obs.trick))]
        if obs.trick:
            assert obs.leader is not None  # a trick has a leader
            self.led = obs.trick[0] // 13
            self.winning = max(c for c in obs.trick if c // 13 == self.led)
            self.winner = (obs.leader + obs.trick.index(self.winning)) % SEATS
            self.trick_points = sum(map(card_points, obs.trick))
        self._rng: random.Random | None = None

    # counting

    def above(self, card: int) -> int:
        """Unseen cards of the same suit that beat ``card``."""
        unseen = self.unseen[card // 13]
        return len(unseen) - bisect_right(unseen, card)

    def below(self, card: int) -> int:
        return bisect_left(self.unseen[card // 13], card)

    def suit_length(self, card: int) -> int:
        return self.lengths[card // 13]

    def sure_loser(self, card: int) -> bool:
        """Led, ``card`` must lose: every unseen card of its suit (one at least) beats it."""
        unseen = self.unseen[card // 13]
        return bool(unseen) and unseen[0] > card

    def winner_later(self, card: int) -> tuple[int, ...]:
        """Sort key: how likely ``card`` is to win a later trick (higher is likelier)."""
        if self.hard:
            length = self.suit_length(card)
            return self.below(card) - self.above(card) - length, -length
        return (-self.above(card),)

    # the table

    def _threat(self) -> int | None:
        """Another seat with ``MOON_GUARD`` points this hand while nobody else has any."""
        points = self.obs.points
        for seat in range(SEATS):
            if seat != self.obs.seat and points[seat] >= MOON_GUARD and sum(points) == points[seat]:
                return seat
        return None

    def can_take(self, seat: int) -> bool:
        """Whether ``seat`` is winning the trick so far or is still to play to it."""
        return seat == self.winner or seat in self.behind

    def void_behind(self) -> bool:
        return any(self.led in self.voids[s] for s in self.behind)

    def queen_behind(self) -> bool:
        """Whether the queen of spades may still come from a seat behind."""
        return self.queen_out and any(SPADES not in self.voids[s] for s in self.behind)

    def may_hold_points(self, seat: int) -> bool:
        hearts = bool(self.unseen[HEARTS]) and HEARTS not in self.voids[seat]
        return hearts or (self.queen_out and SPADES not in self.voids[seat])

    def safe(self) -> bool:
        """A point-free trick that the seats behind cannot load with points."""
        if not self.behind or self.trick_points:
            return False
        if self.hard:
            first_trick = len(self.obs.played) < SEATS
            return first_trick or not any(self.may_hold_points(s) for s in self.behind)
        spade_risk = self.led == SPADES and self.queen_out
        return not spade_risk and len(self.unseen[self.led]) >= SAFE_UNSEEN

    # choosing

    def beats(self, card: int) -> bool:
        return bool(self.trick) and card // 13 == self.led and card > self.winning

    def pick(self, cards: list[int]) -> int:
        """Equally good cards: equivalent ones count once, the tie-break key decides the rest."""
        classes: dict[tuple[int, bool, int], int] = {}
        for card in sorted(cards):
            classes.setdefault((card // 13, self.beats(card), self.above(card)), card)
        options = list(classes.values())
        if len(options) == 1:
            return options[0]
        if self._rng is None:
            self._rng = random.Random(f"{self.obs.tie_key}:{self.decision}")
        chosen: int = self._rng.choice(options)
        return chosen

    def best(self, cards: Iterable[int], key: Callable[[int], Any]) -> int:
        """The card with the highest ``key``; ties go to ``pick``."""
        keyed = [(key(c), c) for c in cards]
        top = max(k for k, _ in keyed)
        return self.pick([c for k, c in keyed if k == top])


def _no_points(cards: Sequence[int]) -> list[int]:
    """The point-free cards, or all of them if every card carries points."""
    return [c for c in cards if not card_points(c)] or list(cards)


def _prefer(cards: Sequence[int], keep: Callable[[int], bool]) -> list[int]:
    """The cards ``keep`` accepts, or all of them if it accepts none."""
    return [c for c in cards if keep(c)] or list(cards)


# --- passing -------------------------------------------------------------------


def choose_pass(obs: Observation) -> tuple[int, int, int]:
    """Three cards to pass, by the level's passing rule."""
    mind = _Mind(obs, "pass")
    chosen = _pass_easy(mind) if obs.level == "easy" else _pass_normal(mind)
    first, second, third = sorted(chosen[:3])
    return first, second, third


def _pass_easy(mind: _Mind) -> list[int]:
    """Q, K, A of spades; a singleton club or diamond; the highest heart; high cards."""
    hand = mind.hand
    chosen = [c for c in HIGH_SPADES if c in hand]
    singles = [c for c in hand if c // 13 in (CLUBS, DIAMONDS) and mind.suit_length(c) == 1]
    if singles:
        chosen.append(mind.best(singles, rank))
    hearts = [c for c in hand if c // 13 == HEARTS]
    if hearts:
        chosen.append(max(hearts))
    while len(chosen) < 3:
        chosen.append(mind.best((c for c in hand if c not in chosen), rank))
    return chosen


def _pass_normal(mind: _Mind) -> list[int]:
    """Unguarded high spades, a short minor suit (not Hard), high hearts if low ones are
    few, then the cards likeliest to win tricks; never a spade below the queen."""
    hand = mind.hand
    chosen = []
    low_spades = sum(1 for c in hand if c // 13 == SPADES and c < QUEEN_OF_SPADES)
    if low_spades < SPADE_GUARD[mind.level]:
        chosen += [c for c in (QUEEN_OF_SPADES, ACE_OF_SPADES, KING_OF_SPADES) if c in hand]
    minors = [[c for c in hand if c // 13 == s] for s in (CLUBS, DIAMONDS)]
    fits = [cards for cards in minors if 0 < len(cards) <= 3 - len(chosen)]
    if fits and not mind.hard:
        top = mind.best([max(cards) for cards in fits], lambda c: (-mind.suit_length(c), rank(c)))
        chosen += [c for c in hand if c // 13 == top // 13]
    hearts = [c for c in hand if c // 13 == HEARTS]
    high = [c for c in hearts if rank(c) >= HIGH_HEART]
    if sum(1 for c in hearts if rank(c) <= LOW_HEART) < FEW_LOW_HEARTS:
        chosen += list(reversed(high))
    rest = [c for c in hand if c // 13 != SPADES and c not in chosen]
    while len(chosen) < 3:
        # "likeliest to win later": Normal's count, higher rank first; Hard's as it discards
        pool = rest or [c for c in hand if c not in chosen]
        key = mind.winner_later if mind.hard else lambda c: (-mind.above(c), rank(c))
        card = mind.best(pool, key)
        chosen.append(card)
        if card in rest:
            rest.remove(card)
    return chosen


# --- playing -------------------------------------------------------------------


def choose_play(obs: Observation) -> int:
    """The card to play, by the level's leading, following or discarding rule."""
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
    if mind.shooter is not None:
        sure_hearts = [c for c in cards if c // 13 == HEARTS and mind.above(c) == 0]
        if sure_hearts:
            return mind.pick(sure_hearts)
    if mind.guard is not None:
        cards = _no_points(cards)
    if mind.level == "easy":
        return mind.best(_prefer(cards, lambda c: c != QUEEN_OF_SPADES), lambda c: -rank(c))
    cards = _prefer(cards, lambda c: not _risky_lead(mind, c))
    spades = [c for c in cards if c // 13 == SPADES]
    has_high_spade = any(c in mind.hand for c in HIGH_SPADES)
    if mind.queen_out and spades and not has_high_spade:
        return max(spades)
    losers = [c for c in cards if mind.sure_loser(c)]
    early = not mind.obs.hearts_broken and len(mind.obs.played) < EARLY_TRICKS * SEATS
    if losers and not (mind.hard and early):  # early on Hard would rather empty a suit
        return mind.best(losers, rank)
    lows = [min(c for c in cards if c // 13 == s) for s in {c // 13 for c in cards}]
    others = [s for s in range(SEATS) if s != mind.obs.seat]
    lows = _prefer(lows, lambda c: not any(c // 13 in mind.voids[s] for s in others))
    if mind.hard:  # its shortest suit first, to be void sooner
        return mind.best(lows, lambda c: (-mind.suit_length(c), mind.above(c)))
    return mind.best(lows, mind.above)


def _risky_lead(mind: _Mind, card: int) -> bool:
    """The queen of spades unless it must lose, or the K or A of spades while it is out."""
    if card == QUEEN_OF_SPADES:
        return not mind.sure_loser(card)
    return card in HIGH_SPADES and mind.queen_out


def _follow(mind: _Mind, legal: tuple[int, ...]) -> int:
    cards = list(legal)
    guard = mind.guard
    if guard is not None and mind.can_take(guard):
        cards = _prefer(cards, lambda c: c != QUEEN_OF_SPADES)
    shooter = mind.shooter
    if shooter is not None and mind.can_take(shooter):
        winners = [c for c in cards if c > mind.winning]
        if not winners:
            return min(cards)  # keep the high cards that may beat the shooter later
        if not mind.behind:
            return min(winners)
        return max(_prefer(winners, lambda c: c != QUEEN_OF_SPADES))
    if mind.level != "easy":
        over_queen = KING_OF_SPADES in mind.trick or ACE_OF_SPADES in mind.trick
        if QUEEN_OF_SPADES in cards and over_queen:
            return QUEEN_OF_SPADES
        if mind.safe():
            return _highest(mind, cards)
    if not mind.behind and not mind.trick_points:
        return _highest(mind, cards)
    losing = [c for c in cards if c < mind.winning]
    if losing:
        return max(losing)
    if mind.hard and mind.behind and (mind.trick_points or mind.led == HEARTS):
        low = min(cards)
        if mind.above(low) >= DUCK_HOPE and not mind.void_behind():
            return low
    return _highest(mind, cards)


def _highest(mind: _Mind, cards: list[int]) -> int:
    """Highest card but the queen of spades; Normal and Hard keep spades under the queen
    while it may still come from a seat behind."""
    cards = _prefer(cards, lambda c: c != QUEEN_OF_SPADES)
    if mind.level != "easy" and mind.behind and mind.queen_behind():
        cards = _prefer(cards, lambda c: c < QUEEN_OF_SPADES or c // 13 != SPADES)
    return max(cards)


def _discard(mind: _Mind, legal: tuple[int, ...]) -> int:
    cards = list(legal)
    guard = mind.guard
    if guard is not None and mind.can_take(guard):
        cards = _no_points(cards)
    hearts = [c for c in cards if c // 13 == HEARTS]
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
    if hearts and rank(hearts[-1]) >= HIGH_HEART and not mind.hard:
        return hearts[-1]  # Hard weighs its hearts like any other card
    return mind.best(cards, mind.winner_later)
