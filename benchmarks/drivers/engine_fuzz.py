"""Engine fuzzing: random games of both rules engines, every invariant checked at every step.

Run ``python -m benchmarks.engine_fuzz [--games 100000] [--engine hh|hearts|both] [--seed 1]``
for a plain seeded loop, or ``python -m benchmarks.engine_fuzz --hypothesis`` to run the
property tests of ``tests/reliability/test_reliability_fuzz.py`` under the "long" Hypothesis profile
(100,000 examples each; tests/conftest.py). The test suite runs the same properties under
the "ci" profile (100 examples, derandomized).

A game is played by a *chooser* (``choose(options, label) -> option``): ``random.Random``
in the loop, ``data.draw(sampled_from(...))`` under Hypothesis, so both walk the same
code with the same checks:

- Heart to Heart (deal number, then up to 300 moves, pairs preferred 3 to 1, until won or
  stuck): the 52 cards
  are accounted for (tableau, stock, waste, pairs removed), the score is 10 per tableau
  card gone, the move counter counts, the available cards are exactly the uncovered ones,
  ``legal_moves`` agrees with ``is_legal`` and with a naive oracle for pairs, a random
  probe pair is legal exactly when listed and ``apply`` refuses it otherwise, a recycle
  turns the waste over, ``is_won``/``is_stuck`` agree with their definitions, and the
  state survives ``State.from_json(to_json())`` unchanged.
- Hearts (a seed, then random passes and random legal cards for all four seats to the
  end of the game): the 52 cards are accounted for (hands, played), hands stay sorted,
  ``legal_plays`` equals a naive oracle written from the rules page, an illegal card or
  pass is refused without changing anything, every trick goes to the highest card of the
  suit led and its points to the winner, every hand hands out 26 points (78 on a moon),
  totals only grow, the game ends exactly when a total reaches 100, and the state
  survives ``State.from_json(to_json())`` (which replays the hand through the rules)
  after every trick.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any, Callable, Sequence

from qtcards_heart_to_heart import engine as hh
from qtcards_heart_to_heart.deals import MAX_DEAL
from qtcards_hearts import engine as hearts

ROOT = Path(__file__).resolve().parents[2]

Choose = Callable[[Sequence[Any], str], Any]
HH_DECK = Counter({rank: 4 for rank in hh.RANKS})
HH_MAX_MOVES = 300


def random_chooser(rng: random.Random) -> Choose:
    return lambda options, label: options[rng.randrange(len(options))]


# ----- Heart to Heart --------------------------------------------------------------------


def hh_oracle_pairs(state: hh.State) -> set[hh.Pair]:
    """Every legal pair, straight from the rules page."""
    free = [
        p
        for p in hh.POSITIONS
        if state.tableau[p - 1] is not None and all(state.tableau[c - 1] is None for c in hh.covering(p))
    ]
    pairs = {hh.Pair(a, b) for a in free for b in free if a < b and state.tableau[a - 1] == state.tableau[b - 1]}
    if state.waste:
        pairs |= {hh.Pair(p, hh.WASTE) for p in free if state.tableau[p - 1] == state.waste[-1]}
    return pairs


def check_hh(state: hh.State, removed: Counter, step: int) -> None:
    present = Counter(r for r in state.tableau if r is not None) + Counter(state.stock) + Counter(state.waste)
    assert present + removed == HH_DECK, "cards not conserved"
    gone = state.tableau.count(None)
    assert state.score == 10 * gone and state.moves == step
    free = hh.available(state)
    for p in hh.POSITIONS:
        uncovered = all(state.tableau[c - 1] is None for c in hh.covering(p))
        assert (p in free) == (state.tableau[p - 1] is not None and uncovered)
    moves = hh.legal_moves(state)
    assert all(hh.is_legal(state, move) for move in moves)
    assert {m for m in moves if isinstance(m, hh.Pair)} == (hh_oracle_pairs(state) if not hh.is_won(state) else set())
    assert hh.is_won(state) == (gone == 25)
    if not hh.is_won(state):
        usable = Counter(state.stock) + Counter(state.waste)
        ranks = [state.tableau[p - 1] for p in free]
        can_pair = any(usable[r] or ranks.count(r) > 1 for r in ranks)
        assert hh.is_stuck(state) == (not can_pair)
    assert hh.State.from_json(state.to_json()) == state


def play_hh(choose: Choose) -> hh.State:
    """One random Heart to Heart game, checked at every step; the last state."""
    state = hh.new_game(choose(range(MAX_DEAL + 1), "deal"))
    removed: Counter = Counter()
    check_hh(state, removed, 0)
    for step in range(1, HH_MAX_MOVES + 1):
        moves = hh.legal_moves(state)
        if not moves or hh.is_stuck(state):  # (stuck: only draws and recycles are left)
            break
        probe = hh.Pair(choose(range(-1, 27), "probe a"), choose(range(-1, 27), "probe b"))
        assert hh.is_legal(state, probe) == (probe in moves)
        if probe not in moves:
            try:
                hh.apply(state, probe)
            except hh.IllegalMove:
                pass
            else:
                raise AssertionError(f"{probe} was applied though illegal")
        pairs = [m for m in moves if isinstance(m, hh.Pair)]
        move = choose(pairs if pairs and choose((0, 1, 2, 3), "prefer a pair") else moves, "move")
        if isinstance(move, hh.Pair):
            removed.update(hh.rank_at(state, p) for p in (move.first, move.second))
        after = hh.apply(state, move)
        if isinstance(move, hh.Recycle):
            assert after.stock == state.waste[::-1] and after.waste == ()
        elif isinstance(move, hh.Draw):
            assert after.waste == state.waste + state.stock[-1:] and after.stock == state.stock[:-1]
        state = after
        check_hh(state, removed, step)
    return state


# ----- Hearts --------------------------------------------------------------------------------


def hearts_oracle(state: hearts.State) -> set[int]:
    """The legal cards of the seat to play, straight from the rules page."""
    seat = state.turn
    hand = list(state.hands[seat])
    first_trick = len(state.played) < 4
    if state.trick:
        led = hearts.suit(state.trick[0])
        follow = [c for c in hand if hearts.suit(c) == led]
        if follow:
            return set(follow)
        if first_trick:
            clean = [c for c in hand if hearts.suit(c) != hearts.HEARTS and c != hearts.QUEEN_OF_SPADES]
            return set(clean or hand)
        return set(hand)
    if first_trick:
        return {hearts.TWO_OF_CLUBS} & set(hand)
    if state.hearts_broken or all(hearts.suit(c) == hearts.HEARTS for c in hand):
        return set(hand)
    return {c for c in hand if hearts.suit(c) != hearts.HEARTS}


def check_hearts(state: hearts.State) -> None:
    cards = sorted([c for hand in state.hands for c in hand] + [c for _, c in state.played])
    assert cards == list(range(52)), "cards not conserved"
    assert all(list(hand) == sorted(hand) for hand in state.hands)
    assert all(len(hand) == 13 - sum(1 for s, _ in state.played if s == seat) for seat, hand in enumerate(state.hands))
    if state.phase == "play":
        assert set(hearts.legal_plays(state)) == hearts_oracle(state)


def play_hearts(choose: Choose, max_hands: int = 40) -> hearts.State:
    """One random Hearts game to its end (all four seats random), checked at every step."""
    state = hearts.new_game(choose(range(1 << 31), "seed"))
    for _ in range(max_hands):
        scores_before = state.scores
        check_hearts(state)
        if state.phase == "pass":
            for seat in range(4):
                hand = state.hands[seat]
                bad = [hand[0], hand[0], hand[1]] if choose((0, 1), "bad pass") else [hand[0], hand[1]]
                try:
                    hearts.submit_pass(state, seat, bad)
                except hearts.IllegalMove:
                    pass
                else:
                    raise AssertionError("a bad pass was accepted")
                picks = [hand[choose(range(13 - i), f"pick {i}")] for i in range(3)]
                picks = list(dict.fromkeys(picks))
                while len(picks) < 3:
                    picks.append(next(c for c in hand if c not in picks))
                before = state
                state = hearts.submit_pass(state, seat, picks)
                if seat < 3:
                    assert state.hands == before.hands
            direction = hearts.pass_direction(state.hand_number)
            assert direction != "none" and state.phase == "play"
            check_hearts(state)
            assert hearts.State.from_json(state.to_json()) == state
        while state.phase == "play":
            legal = hearts.legal_plays(state)
            illegal = [c for c in state.hands[state.turn] if c not in legal]
            if illegal and choose((0, 1), "try an illegal card"):
                try:
                    hearts.play(state, choose(illegal, "illegal"))
                except hearts.IllegalMove:
                    pass
                else:
                    raise AssertionError("an illegal card was played")
            leader, trick, points = state.leader, state.trick, state.points
            state = hearts.play(state, choose(legal, "card"))
            check_hearts(state)
            if len(trick) == 3:  # the trick is complete
                done = state.last_trick
                cards = done.cards
                led = hearts.suit(cards[0])
                best = max((c for c in cards if hearts.suit(c) == led))
                assert done.leader == leader and done.winner == (leader + cards.index(best)) % 4
                taken = sum(map(hearts.card_points, cards))
                if state.phase == "play":
                    assert state.leader == done.winner
                    assert state.points[done.winner] == points[done.winner] + taken
                assert hearts.State.from_json(state.to_json()) == state
        summary = state.last_hand
        assert sum(summary.points) == 26
        if summary.shooter is None:
            assert summary.added == summary.points
        else:
            assert summary.points[summary.shooter] == 26 and sum(summary.added) == 78
        assert state.scores == tuple(a + b for a, b in zip(scores_before, summary.added))
        assert (state.phase == "game_over") == (max(state.scores) >= hearts.GAME_END)
        if state.phase == "game_over":
            low = min(state.scores)
            expected = "loss" if state.scores[0] > low else "draw" if state.scores.count(low) > 1 else "win"
            assert hearts.result(state) == expected
            return state
        state = hearts.next_hand(state)
    raise AssertionError(f"no end after {max_hands} hands")


# ----- the loop and the long Hypothesis run -----------------------------------------------------


def loop(engine: str, games: int, seed: int, say=print) -> float:
    """Play ``games`` random games of one engine; the seconds it took."""
    rng = random.Random(f"engine-fuzz:{seed}:{engine}")
    play = play_hh if engine == "hh" else play_hearts
    started = time.monotonic()
    for number in range(1, games + 1):
        play(random_chooser(rng))
        if number % max(1, games // 10) == 0:
            say(f"{engine}: {number} games, {time.monotonic() - started:.0f} s")
    return time.monotonic() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--engine", choices=("hh", "hearts", "both"), default="both")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--hypothesis",
        action="store_true",
        help="run tests/reliability/test_reliability_fuzz.py under the 'long' profile instead",
    )
    parser.add_argument(
        "--examples", type=int, help="with --hypothesis: the 'long' profile, but this many examples per property"
    )
    args = parser.parse_args(argv)
    if args.hypothesis:
        env = dict(os.environ, HYPOTHESIS_PROFILE="long", QT_QPA_PLATFORM="offscreen")
        if args.examples:
            env["QTCARDS_LONG_EXAMPLES"] = str(args.examples)  # read by tests/conftest.py's "long" profile
        started = time.monotonic()
        code = subprocess.call(
            [
                sys.executable,
                "-m",
                "pytest",
                "-q",
                "-p",
                "no:cacheprovider",
                "--hypothesis-show-statistics",
                str(ROOT / "tests" / "reliability" / "test_reliability_fuzz.py"),
            ],
            cwd=ROOT,
            env=env,
        )
        print(f"hypothesis 'long' profile: {time.monotonic() - started:.0f} s, exit {code}")
        return code
    for engine in ("hh", "hearts") if args.engine == "both" else (args.engine,):
        seconds = loop(engine, args.games, args.seed)
        print(f"{engine}: {args.games} random games checked in {seconds:.0f} s ({args.games / seconds:.0f} games/s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
