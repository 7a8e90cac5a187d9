"""Hearts engine: random whole games kept to the rules, determinism, JSON round trips and
refusals, and an engine that imports no Qt and does not depend on the hash seed."""

import os
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings, strategies as st
from qtcards_hearts import engine as E
from qtcards_hearts.engine import TWO_OF_CLUBS, State

from tests.games.hearts.hands import play_state
from tests.games.hearts.positions import c, cards

# --- random whole games ----------------------------------------------------------


def random_game(seed: int, rng: random.Random, check=lambda s: None) -> State:
    """A whole game of random legal passes and plays, ``check`` called on every state."""
    state = E.new_game(seed)
    while state.phase != "game_over":
        if state.phase == "pass":
            for seat in rng.sample(range(4), 4):
                check(state)
                state = E.submit_pass(state, seat, rng.sample(state.hands[seat], 3))
        while state.phase == "play":
            check(state)
            legal = E.legal_plays(state)
            assert legal and set(legal) <= set(state.hands[state.turn])
            state = E.play(state, rng.choice(legal))
        check(state)
        if state.phase == "hand_over":
            state = E.next_hand(state)
    return state


def conserved(state: State) -> None:
    """Assert that all 52 cards are held or played, and that the open trick holds the
    cards played since the last whole trick."""
    held = sum(state.hands, ()) + tuple(card for _, card in state.played)
    assert sorted(held) == list(range(52))
    assert len(state.played) % 4 == len(state.trick) % 4


@settings(max_examples=25)
@given(seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_random_games_follow_the_scoring_rules(seed, choices):
    rng = random.Random(choices)
    hands_seen = []

    def check(state):
        conserved(state)
        if state.phase in ("hand_over", "game_over"):
            summary = state.last_hand
            assert len(state.played) == 52 and sum(summary.points) == 26
            assert sum(summary.added) == (78 if summary.shooter is not None else 26)
            before = tuple(a - b for a, b in zip(state.scores, summary.added))
            assert max(before) < 100
            assert (state.phase == "game_over") == (max(state.scores) >= 100)
            tricks = [state.played[i : i + 4] for i in range(0, 52, 4)]
            assert len(tricks) == 13 and all(len({s for s, _ in t}) == 4 for t in tricks)
            if not hands_seen or hands_seen[-1] != state.hand_number:
                hands_seen.append(state.hand_number)

    final = random_game(seed, rng, check)
    assert final.phase == "game_over" and hands_seen == list(range(len(hands_seen)))
    assert E.result(final, 0) in ("win", "draw", "loss")


def test_same_seed_and_choices_give_the_same_game():
    a = random_game(42, random.Random(1))
    b = random_game(42, random.Random(1))
    assert a == b and a.to_json() == b.to_json()


# --- JSON -----------------------------------------------------------------------


@settings(max_examples=15)
@given(seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_json_round_trip_at_every_step(seed, choices):
    def check(state):
        data = state.to_json()
        assert data["format"] == 1
        assert State.from_json(data) == state

    random_game(seed, random.Random(choices), check)


def mid_hand_json() -> dict:
    """The JSON of a game after the pass and nine cards played."""
    state = E.new_game(9)
    for seat in range(4):
        state = E.submit_pass(state, seat, state.hands[seat][:3])
    for _ in range(9):
        state = E.play(state, E.legal_plays(state)[-1])
    return state.to_json()


def corrupt(change):
    """Mid-hand JSON with ``change`` applied to it."""
    data = mid_hand_json()
    change(data)
    return data


BAD = {
    "not a dict": lambda d: d.clear() or d.update(x=1),
    "format": lambda d: d.update(format=2),
    "missing key": lambda d: d.pop("scores"),
    "extra key": lambda d: d.update(cheat=True),
    "phase": lambda d: d.update(phase="bidding"),
    "bool seed": lambda d: d.update(seed=True),
    "card type": lambda d: d["hands"][0].__setitem__(0, "QS"),
    "card range": lambda d: d["hands"][0].__setitem__(0, 52),
    "duplicate card": lambda d: d["hands"][0].__setitem__(1, d["hands"][0][0]),
    "moved card": lambda d: d["hands"][1].append(d["hands"][0].pop()),
    "unsorted hand": lambda d: d["hands"][0].reverse(),
    "points": lambda d: d["points"].__setitem__(0, d["points"][0] + 1),
    "turn": lambda d: d.update(leader=(d["leader"] + 1) % 4),
    "played seat": lambda d: d["played"][0].__setitem__(0, (d["played"][0][0] + 1) % 4),
    "hearts flag": lambda d: d.update(hearts_broken=not d["hearts_broken"]),
    "scores too high": lambda d: d.update(scores=[100, 0, 0, 0]),
    "three hands": lambda d: d["hands"].pop(),
    "last trick": lambda d: d.update(last_trick={"leader": 0, "cards": [1, 2, 3, 4], "winner": 0}),
    "last hand in play": lambda d: d.update(last_hand={"points": [0] * 4, "added": [0] * 4, "shooter": None}),
    "passes in play": lambda d: d.update(passes=[[0, 1, 2], None, None, None]),
}


@pytest.mark.parametrize("name", BAD)
def test_from_json_rejects_malformed_data(name):
    with pytest.raises(ValueError):
        State.from_json(corrupt(BAD[name]))


def test_from_json_rejects_non_objects_and_illegal_histories():
    with pytest.raises(ValueError, match="JSON object"):
        State.from_json([1, 2])
    data = E.new_game(9).to_json()
    data["hands"][0], data["hands"][1] = data["hands"][1], data["hands"][0]
    with pytest.raises(ValueError, match="hands"):
        State.from_json(data)
    # a recorded heart lead before hearts were broken is refused by the replay
    hands = [
        cards("AC 3D 3S 4S 5S 6S 7S 8S 9S 10S JS KS 2H"),
        cards("2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 2D"),
        cards("4D 5D 6D 7D 8D 9D 10D JD QD KD AD 2S QS"),
        cards("3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH AS"),
    ]
    state = play_state(hands)
    for card in (TWO_OF_CLUBS, c("4D"), c("AS"), c("AC")):
        state = E.play(state, card)
    data = state.to_json()
    data["hands"][0].remove(c("2H"))
    data["played"].append([0, c("2H")])
    data["trick"] = [c("2H")]
    with pytest.raises(ValueError, match="illegal"):
        State.from_json(data)


# --- no Qt, no hash dependence ---------------------------------------------------


def test_engine_never_imports_qt():
    code = (
        "import sys; sys.modules['PySide6'] = None\n"
        "import qtcards_hearts.engine, qtcards_hearts.cpu\n"
        "assert not any(m.startswith('PySide6') and sys.modules[m] for m in sys.modules)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, env=_env("0"))


def test_deal_does_not_depend_on_the_hash_seed():
    code = "from qtcards_hearts import engine; print(engine.deal(31, 5))"
    for hash_seed in ("3", "977"):
        out = subprocess.run(
            [sys.executable, "-c", code], env=_env(hash_seed), check=True, capture_output=True, text=True
        ).stdout
        assert out.strip() == str(E.deal(31, 5))


def _env(hash_seed: str) -> dict:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    env["PYTHONPATH"] = os.pathsep.join(sys.path)
    return env
