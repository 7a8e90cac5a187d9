"""Seats and a game loop for the Hearts benchmarks (not levels a player can choose).

- ``CpuPlayer(level)``: the app's CPU seat at that level.
- ``RandomPlayer(seed)``: passes and plays uniformly random legal cards.
- ``LowPlayer()``: always plays its lowest legal card and passes its 3 highest.
- ``MoonShooter()``: a scripted seat that always tries to take all 26 points.
- ``play_game(seed, players, on_hand=None) -> (final state, [HandSummary per hand])``;
  ``on_hand(state)``, if given, sees each hand's last state (all 52 cards in ``played``).

Run from the project root as a module (``python -m benchmarks.hearts_speed``, ``python -m benchmarks.hearts_strength``).
"""

from __future__ import annotations

import random

from qtcards_hearts import cpu, engine
from qtcards_hearts.engine import HEARTS, card_points


class CpuPlayer:
    def __init__(self, level: str):
        self.level = level

    def choose_pass(self, state: engine.State, seat: int):
        return cpu.choose_pass(cpu.observe(state, seat, self.level))

    def choose_play(self, state: engine.State, seat: int) -> int:
        return cpu.choose_play(cpu.observe(state, seat, self.level))


class RandomPlayer:
    def __init__(self, seed):
        self.rng = random.Random(f"random-player:{seed}")

    def choose_pass(self, state: engine.State, seat: int):
        return self.rng.sample(state.hands[seat], 3)

    def choose_play(self, state: engine.State, seat: int) -> int:
        legal = engine.legal_plays(state, seat)
        return legal[int(self.rng.random() * len(legal))]


class LowPlayer:
    """Plays its lowest legal card (by rank, then suit) and passes its 3 highest."""

    def choose_pass(self, state: engine.State, seat: int):
        return sorted(state.hands[seat], key=_by_rank)[-3:]

    def choose_play(self, state: engine.State, seat: int) -> int:
        return min(engine.legal_plays(state, seat), key=_by_rank)


def _by_rank(card: int) -> tuple[int, int]:
    return engine.rank(card), card


class MoonShooter:
    """Passes its lowest cards, leads its likeliest winners, wins every trick it can,
    and never throws a point card onto another seat's trick."""

    def choose_pass(self, state: engine.State, seat: int):
        return sorted(state.hands[seat], key=_by_rank)[:3]

    def choose_play(self, state: engine.State, seat: int) -> int:
        obs = cpu.observe(state, seat, "normal")
        legal = obs.legal
        seen = set(obs.hand) | {c for _, c in obs.played}

        def above(card: int) -> int:
            return sum(1 for c in range(card + 1, card // 13 * 13 + 13) if c not in seen)

        if not obs.trick:
            length = {s: sum(1 for c in obs.hand if c // 13 == s) for s in range(4)}
            return min(legal, key=lambda c: (above(c), c // 13 != HEARTS, -length[c // 13], -c))
        led = obs.trick[0] // 13
        winning = max(c for c in obs.trick if c // 13 == led)
        if legal[0] // 13 == led:
            winners = [c for c in legal if c > winning]
            if not winners:
                return min(legal)
            return min(winners) if len(obs.trick) == 3 else max(winners)
        return min(legal, key=lambda c: (card_points(c) > 0, engine.rank(c)))


def play_game(seed: int, players, on_hand=None) -> tuple[engine.State, list[engine.HandSummary]]:
    """Play one whole game; ``players[seat]`` chooses for that seat."""
    state = engine.new_game(seed)
    hands = []
    while True:
        if state.phase == "pass":
            for seat, player in enumerate(players):
                state = engine.submit_pass(state, seat, player.choose_pass(state, seat))
        while state.phase == "play":
            seat = state.turn
            state = engine.play(state, players[seat].choose_play(state, seat))
        hands.append(state.last_hand)
        if on_hand is not None:
            on_hand(state)
        if state.phase == "game_over":
            return state, hands
        state = engine.next_hand(state)
