"""Hearts CPU seats: what they may know, legality, determinism, and each level's rules (the rules page)."""

import json
import os
import subprocess
import sys
from dataclasses import fields, replace

import pytest
from hypothesis import given, settings, strategies as st
from qtcards_hearts import cpu, engine as E
from qtcards_hearts.cpu import Observation, choose_pass, choose_play, observe

from tests.games.hearts.positions import c, codes, passing, position

ALL = pytest.mark.parametrize("level", cpu.LEVELS)
SMART = pytest.mark.parametrize("level", ["normal", "hard"])


# --- what a CPU seat may know ----------------------------------------------------


def test_observation_holds_only_public_facts_and_its_own_hand():
    assert {f.name for f in fields(Observation)} == {
        "seat",
        "level",
        "tie_key",
        "hand_number",
        "pass_direction",
        "hand",
        "played",
        "leader",
        "trick",
        "points",
        "scores",
        "hearts_broken",
    }
    state = E.new_game(3)
    obs = observe(state, 2, "hard")
    assert all(not isinstance(getattr(obs, f.name), E.State) for f in fields(Observation))
    assert obs.hand == state.hands[2] and obs.pass_direction == "left"


def test_the_seed_reaches_the_observation_only_as_a_one_way_tie_break_key():
    # the same table under another seed: only the key changes, and no number in the
    # observation is the seed or deals the hands (other hands: see the next tests)
    for seed in (7, 2024, 1 << 30):
        state = E.new_game(seed)
        other = E.State(**{**state.__dict__, "seed": seed + 1})
        for seat in range(4):
            obs = observe(state, seat, "hard")
            assert obs.tie_key == cpu.tie_key(seed, 0, seat)
            assert replace(obs, tie_key=0) == replace(observe(other, seat, "hard"), tie_key=0)
            numbers = {v for f in fields(Observation) if type(v := getattr(obs, f.name)) is int}
            assert seed not in numbers
            assert all(E.deal(n, 0) != state.hands for n in numbers)
    keys = {cpu.tie_key(5, hand, seat) for hand in range(4) for seat in range(4)}
    assert len(keys) == 16  # a key per hand and seat, not one per game


def swap_other_hands(state: E.State, seat: int) -> E.State:
    """The same table except that two other seats exchange one card each."""
    a, b = [s for s in range(4) if s != seat][:2]
    x, y = state.hands[a][-1], state.hands[b][-1]
    hands = list(state.hands)
    hands[a] = tuple(sorted(set(hands[a]) - {x} | {y}))
    hands[b] = tuple(sorted(set(hands[b]) - {y} | {x}))
    return E.State(**{**state.__dict__, "hands": tuple(hands)})


@ALL
def test_observation_ignores_other_seats_hands(level):
    state = E.new_game(8)
    for seat in range(4):
        assert observe(state, seat, level) == observe(swap_other_hands(state, seat), seat, level)
    for seat in range(4):
        state = E.submit_pass(state, seat, choose_pass(observe(state, seat, level)))
    for _ in range(10):
        seat = state.turn
        obs = observe(state, seat, level)
        assert obs == observe(swap_other_hands(state, seat), seat, level)
        assert obs.legal == E.legal_plays(state)
        state = E.play(state, choose_play(obs))


def test_after_the_pass_a_seat_does_not_know_what_it_passed():
    # seat 0 passes x in one game and y in another; its hand after the pass is the same
    state = E.new_game(12)
    hands = state.hands
    x = tuple(card for card in hands[0] if card != E.TWO_OF_CLUBS)[:3]
    y = tuple(card for card in hands[2] if card != E.TWO_OF_CLUBS)[:3]
    swapped = (
        tuple(sorted(set(hands[0]) - set(x) | set(y))),
        hands[1],
        tuple(sorted(set(hands[2]) - set(y) | set(x))),
        hands[3],
    )
    other = E.State(**{**state.__dict__, "hands": swapped})
    z = tuple(card for card in hands[2] if card not in x + y + (E.TWO_OF_CLUBS,))[:3]

    def after_pass(game, mine):
        for seat, chosen in ((0, mine), (1, hands[1][-3:]), (2, z), (3, hands[3][-3:])):
            game = E.submit_pass(game, seat, chosen)
        return game

    one, two = after_pass(state, x), after_pass(other, y)
    assert one.hands[0] == two.hands[0] and one.hands[1] != two.hands[1]
    assert observe(one, 0, "hard") == observe(two, 0, "hard")


def test_observe_refuses_unknown_levels_and_finished_hands():
    state = E.new_game(1)
    with pytest.raises(ValueError):
        observe(state, 1, "expert")
    for seat in range(4):
        state = E.submit_pass(state, seat, choose_pass(observe(state, seat, "easy")))
    while state.phase == "play":
        state = E.play(state, choose_play(observe(state, state.turn, "easy")))
    with pytest.raises(ValueError):
        observe(state, 0, "easy")


# --- legality and determinism ------------------------------------------------------


@settings(max_examples=10)
@given(
    seed=st.integers(0, 2**32),
    levels=st.lists(st.sampled_from(cpu.LEVELS), min_size=4, max_size=4),
)
def test_cpu_choices_are_always_legal(seed, levels):
    state = E.new_game(seed)
    while state.phase != "game_over" and state.hand_number < 3:
        if state.phase == "pass":
            for seat in range(4):
                chosen = choose_pass(observe(state, seat, levels[seat]))
                assert len(set(chosen)) == 3 and set(chosen) <= set(state.hands[seat])
                state = E.submit_pass(state, seat, chosen)
        while state.phase == "play":
            obs = observe(state, state.turn, levels[state.turn])
            card = choose_play(obs)
            assert card in E.legal_plays(state)
            state = E.play(state, card)
        if state.phase == "hand_over":
            state = E.next_hand(state)


GAME = """
import json, sys
from qtcards_hearts import cpu, engine
state = engine.new_game(2024)
while state.phase != "game_over":
    if state.phase == "hand_over":
        state = engine.next_hand(state)
    if state.phase == "pass":
        for seat in range(4):
            obs = cpu.observe(state, seat, cpu.LEVELS[seat % 3])
            state = engine.submit_pass(state, seat, cpu.choose_pass(obs))
    while state.phase == "play":
        obs = cpu.observe(state, state.turn, cpu.LEVELS[state.turn % 3])
        state = engine.play(state, cpu.choose_play(obs))
print(json.dumps(state.to_json()))
"""


def test_a_cpu_game_does_not_depend_on_the_hash_seed():
    runs = []
    for hash_seed in ("1", "4242"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=os.pathsep.join(sys.path))
        out = subprocess.run([sys.executable, "-c", GAME], env=env, check=True, capture_output=True, text=True).stdout
        runs.append(json.loads(out))
    assert runs[0] == runs[1] and runs[0]["phase"] == "game_over"


def test_ties_collapse_equivalent_cards_and_the_key_decides_real_ones():
    # Easy leads its lowest card: 3D and 3S tie and really differ (two suits)
    leads = {
        choose_play(position("easy", "3D 9D 3S 8S KC", seat=0, key=s, tricks=[(0, "2C 4C 5C 6C")])) for s in range(40)
    }
    assert leads == {c("3D"), c("3S")}
    same = {
        choose_play(position("easy", "3D 9D 3S 8S KC", seat=0, key=7, tricks=[(0, "2C 4C 5C 6C")])) for _ in range(5)
    }
    assert len(same) == 1
    # Normal discards the card likeliest to win later: 9D, 10D, JD with QD KD AD played
    # and nothing unseen between them are one choice, always played as the lowest
    tricks = [(1, "2C QD KD AD"), (1, "3C 4C 5C 6C")]
    picks = {
        choose_play(position("normal", "9D 10D JD 2S", tricks=tricks, current=(1, "7C 8C"), key=s)) for s in range(30)
    }
    assert picks == {c("9D")}


# --- Easy -----------------------------------------------------------------------


def test_easy_passes_high_spades_then_a_singleton_then_the_highest_heart():
    hand = "QS AS 2C 3C 4C 5D 6D 7D 8D 9D 2H 5H 9H"
    assert codes(choose_pass(passing("easy", hand))) == {"QS", "AS", "9H"}
    assert codes(choose_pass(passing("easy", "2C 3C 4C JD 2S 3S 4S 5S 6S 7S 2H 5H 9H"))) == {"JD", "9H", "7S"}


def test_easy_remembers_nothing_but_its_hand_and_the_trick():
    # once every diamond above 9D is gone, Normal keeps KC (likelier to win later) and
    # throws 9D; Easy throws its highest card whatever has been played
    hand, trick = "KC 9D 3S", (1, "5H 6H")
    fresh = [(1, "2C 3C 4C 5C")]
    later = fresh + [(1, "10D JD QD KD"), (1, "AD 2D 4D 6D")]
    assert choose_play(position("easy", hand, tricks=fresh, current=trick)) == c("KC")
    assert choose_play(position("easy", hand, tricks=later, current=trick)) == c("KC")
    assert choose_play(position("normal", hand, tricks=fresh, current=trick)) == c("KC")
    assert choose_play(position("normal", hand, tricks=later, current=trick)) == c("9D")


def test_easy_leads_its_lowest_card_but_not_the_queen():
    obs = position("easy", "QS 5D 9D KH", seat=0, tricks=[(0, "2C 4C 5C 6C")])
    assert choose_play(obs) == c("5D")


def test_easy_follows_with_its_highest_card_that_still_loses():
    obs = position("easy", "3D 8D JD KD", tricks=[(1, "2C 3C 4C 5C")], current=(1, "10D 2D"))
    assert choose_play(obs) == c("8D")


def test_easy_last_to_a_point_free_trick_plays_its_highest_but_the_queen():
    tricks = [(1, "2C 3C 4C 5C")]
    obs = position("easy", "4S QS KS", tricks=tricks, current=(1, "10S 2S 3S"))
    assert choose_play(obs) == c("KS")


def test_easy_discards_queen_then_high_spades_then_highest_heart_then_highest_card():
    tricks, trick = [(1, "2C 3C 4C 5C")], (1, "2D 3D")
    assert choose_play(position("easy", "QS AS 9H", tricks=tricks, current=trick)) == c("QS")
    assert choose_play(position("easy", "KS AS 9H", tricks=tricks, current=trick)) == c("AS")
    assert choose_play(position("easy", "2S 9H 3H KC", tricks=tricks, current=trick)) == c("9H")
    assert choose_play(position("easy", "2S 6C KC", tricks=tricks, current=trick)) == c("KC")


# --- Normal (and Hard, which plays as Normal here) --------------------------------


@SMART
def test_passes_high_spades_unless_behind_enough_low_ones(level):
    # three low spades guard them for Normal, Hard wants four
    guarded = choose_pass(passing(level, "QS KS 2S 3S 4S 2C 3C 4C 5C 8D 9D 3H 4H"))
    low = {"2S", "3S", "4S"}
    if level == "normal":
        assert not codes(guarded) & ({"QS", "KS"} | low)
    else:
        assert {"QS", "KS"} <= codes(guarded) and not codes(guarded) & low
    guarded = choose_pass(passing(level, "QS KS 2S 3S 4S 5S 2C 3C 4C 8D 9D 3H 4H"))
    assert not codes(guarded) & {"QS", "KS", "2S", "3S", "4S", "5S"}
    bare = choose_pass(passing(level, "QS KS 2S 3S 5C 6C 7C 8C 9C 8D 9D 3H 4H"))
    assert {"QS", "KS"} <= codes(bare) and not codes(bare) & {"2S", "3S"}


def test_normal_empties_a_short_minor_suit():
    chosen = choose_pass(passing("normal", "QD 4D 2C 3C 5C 7C 2S 3S 4S 5S 2H 3H 4H"))
    assert {"QD", "4D"} <= codes(chosen)


@SMART
def test_passes_high_hearts_when_low_hearts_are_few_and_never_low_spades(level):
    chosen = choose_pass(passing(level, "2C 3C 4C 5C 2D 3D 4D 5D 2S 3S 4S QH KH"))
    assert {"QH", "KH"} <= codes(chosen) and not codes(chosen) & {"2S", "3S", "4S"}


@SMART
def test_flushes_spades_with_its_highest_while_queen_is_out(level):
    obs = position(level, "3S 9S JS 4D 2H", seat=0, tricks=[(0, "2C 3C 4C 5C")])
    assert choose_play(obs) == c("JS")


@SMART
def test_leads_a_sure_loser_else_the_suit_with_most_unseen_cards_above(level):
    tricks = [(0, "2C 3C 4C 5C")]
    broken = tricks + [(0, "6D 7D 9D 2H")]  # (Hard: hearts broken, so not "early")
    assert choose_play(position(level, "8C 2D KD QS AS", seat=0, tricks=broken)) == c("2D")
    obs = position(level, "7C 8C 5D QS AS", seat=0, tricks=tricks)
    assert choose_play(obs) == c("5D")  # 5D has 9 unseen diamonds above, 7C only 6 clubs


@SMART
def test_drops_the_queen_on_a_trick_holding_king_or_ace(level):
    obs = position(level, "3S QS 5D", tricks=[(1, "2C 3C 4C 5C")], current=(1, "KS 2S"))
    assert choose_play(obs) == c("QS")


def test_normal_wins_a_safe_trick_with_a_high_card():
    tricks = [(1, "2C 3C 4C 5C")]
    obs = position("normal", "3D 9D AD 4C", tricks=tricks, current=(2, "5D"))
    assert choose_play(obs) == c("AD")
    # with spades the trick is not safe while the queen is out: it stays under the queen
    obs = position("normal", "3S 9S AS 4C", tricks=tricks, current=(2, "5S"))
    assert choose_play(obs) == c("3S")


@SMART
def test_spades_stay_under_the_queen_while_it_is_out(level):
    obs = position(level, "8S KS 4C", tricks=[(1, "2C 3C 4C 5C")], current=(1, "6S 7S"))
    assert choose_play(obs) == c("8S")


@SMART
def test_discards_queen_then_high_spades_then_a_high_heart(level):
    tricks, trick = [(1, "2C 3C 4C 5C")], (1, "2D 3D")
    assert choose_play(position(level, "QS AS KH", tricks=tricks, current=trick)) == c("QS")
    assert choose_play(position(level, "KS AS KH", tricks=tricks, current=trick)) == c("AS")
    assert choose_play(position(level, "2S AH 7C", tricks=tricks, current=trick)) == c("AH")


@ALL
def test_moon_guard_gives_no_points_to_a_seat_with_12_and_nobody_else_any(level):
    # seat 1 took the queen (13) and is winning: seat 3 keeps its points to itself (for
    # Hard seat 1 is also a suspect: it led the two aces, the highest cards still out)
    tricks = [(1, "2C 3C 4C 5C"), (1, "AS 2S QS 3S")]
    obs = position(level, "AH 2H 9C", tricks=tricks, current=(1, "AD 2D"))
    assert obs.points == (0, 13, 0, 0)
    assert choose_play(obs) == c("9C")


def test_normal_discards_the_card_likeliest_to_win_later():
    # no point card to throw: KD has no unseen diamond above it, 9C has two clubs above
    tricks = [(1, "2C 3C 4C 5C"), (1, "6C 7C 8C AD")]
    obs = position("normal", "9C KD 3D", tricks=tricks, current=(1, "2S 3S"))
    assert choose_play(obs) == c("KD")
