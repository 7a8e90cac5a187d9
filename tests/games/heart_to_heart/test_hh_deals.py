"""Heart to Heart deal codes, the deal function, and the rules page's example deal."""

import functools
import importlib.util
import random
from math import comb
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st
from qtcards_heart_to_heart.deals import (
    MAX_DEAL,
    SALT,
    DealCodeError,
    deal_ranks,
    format_code,
    parse_code,
    random_number,
)
from qtcards_heart_to_heart.engine import (
    WASTE,
    Draw,
    Pair,
    apply,
    available,
    is_stuck,
    is_won,
    new_game,
    random_playable_deal,
    rank_at,
)

DECK = sorted(rank for rank in range(1, 14) for _ in range(4))


@functools.cache
def load_solver():
    path = Path(__file__).resolve().parents[3] / "tools" / "hh_solver.py"
    spec = importlib.util.spec_from_file_location("hh_solver", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --- codes --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("number", "code"),
    [
        (0, "HH1-N-AAAAAAA"),
        (12, "HH1-N-AAAAAAM"),
        (25, "HH1-N-AAAAAAZ"),
        (26, "HH1-N-AAAAABA"),
        (12345, "HH1-N-AAAASGV"),
        (MAX_DEAL, "HH1-N-ZZZZZZZ"),
    ],
)
def test_known_codes(number, code):
    assert format_code(number) == code
    assert parse_code(code) == number


def test_max_deal():
    assert MAX_DEAL == 26**7 - 1


@given(st.integers(0, MAX_DEAL))
def test_format_then_parse_round_trips(number):
    assert parse_code(format_code(number)) == number


@given(
    number=st.integers(0, MAX_DEAL),
    lower=st.lists(st.booleans(), min_size=13, max_size=13),
    before=st.text(" \t\n", max_size=3),
    after=st.text(" \t\n", max_size=3),
)
def test_parsing_ignores_case_and_surrounding_spaces(number, lower, before, after):
    code = "".join(c.lower() if low else c for c, low in zip(format_code(number), lower))
    assert parse_code(before + code + after) == number


@pytest.mark.parametrize(
    "text",
    [
        "HH1 N AAAAAAM",
        "hh1 n aaaaaam",
        "HH1 -N- AAAAAAM",
        "HH1 - N - AAAAAAM",
        "HH1\u2013N\u2013AAAAAAM",
        " HH1  N\tAAAAAAM ",
    ],
)
def test_a_code_typed_off_a_screenshot_is_read(text):
    """Spaces for the dashes, spaces around them, typographic dashes: what a person types."""
    assert parse_code(text) == 12


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "format"),
        ("   ", "format"),
        ("XX1-N-AAAAAAM", "format"),
        ("H1-N-AAAAAAM", "format"),
        ("HH-N-AAAAAAM", "format"),
        ("HH1-N-AAAAAA", "format"),
        ("HH1-N-AAAAAAAA", "format"),
        ("HH1-N-AAAA1AM", "format"),
        ("HH1-N-0000012", "format"),
        ("HH1-N-AAA AAAM", "format"),
        ("HH1 N AAAAAA M", "format"),
        ("HH1--N-AAAAAAM", "format"),
        ("HH1 - - N-AAAAAAM", "format"),
        ("HH1NAAAAAAM", "format"),
        ("HH1-N-AAAAAAM-", "format"),
        ("HH1-NN-AAAAAAM", "format"),
        ("HH1-N-AAAAAıM", "format"),  # dotless i upper-cases to I: still not a code
        ("ＨＨ1-N-AAAAAAM", "format"),
        ("HH2-N-AAAAAAM", "version"),
        ("HH01-N-AAAAAAM", "version"),
        ("HH1-X-AAAAAAM", "kind"),
        ("hh1-d-aaaaaam", "kind"),
    ],
)
def test_bad_codes_are_rejected_with_a_reason(text, reason):
    with pytest.raises(DealCodeError) as caught:
        parse_code(text)
    assert caught.value.reason == reason
    assert isinstance(caught.value, ValueError)
    assert "HH1" in str(caught.value)


@pytest.mark.parametrize("number", [-1, MAX_DEAL + 1, True, 1.0, "12"])
def test_numbers_out_of_range_are_rejected(number):
    for function in (format_code, deal_ranks):
        with pytest.raises(DealCodeError) as caught:
            function(number)
        assert caught.value.reason == "range"


# --- the deal function --------------------------------------------------------------

# The golden layouts, 26 ranks to a line (the formatter would put one on a line):
# fmt: off
GOLDEN = {
    0: [1, 7, 13, 5, 8, 10, 13, 12, 8, 2, 1, 1, 3, 3, 11, 9, 13, 12, 9, 3, 2, 3, 5, 6, 7, 8,
        11, 4, 2, 8, 10, 7, 13, 4, 12, 10, 4, 5, 11, 4, 10, 9, 6, 2, 1, 7, 9, 6, 5, 6, 12, 11],
    1: [5, 2, 5, 13, 5, 1, 12, 7, 6, 11, 8, 1, 3, 6, 12, 4, 7, 10, 10, 2, 3, 13, 8, 12, 7, 9,
        9, 3, 8, 6, 10, 10, 11, 13, 11, 4, 9, 7, 4, 8, 6, 2, 9, 12, 1, 4, 13, 2, 5, 11, 3, 1],
    12: [10, 9, 4, 10, 6, 3, 11, 8, 7, 12, 9, 2, 11, 11, 2, 12, 12, 13, 1, 6, 6, 8, 13, 5, 4,
         2, 8, 1, 5, 9, 12, 13, 2, 4, 8, 3, 5, 7, 3, 5, 10, 3, 11, 10, 4, 13, 1, 9, 6, 7, 7, 1],
    12345: [5, 1, 12, 13, 13, 2, 2, 7, 10, 6, 3, 6, 8, 9, 2, 13, 3, 1, 2, 4, 4, 4, 11, 6, 7,
            10, 4, 3, 11, 9, 11, 8, 7, 8, 5, 12, 10, 6, 3, 8, 12, 5, 1, 7, 13, 10, 11, 1, 9,
            12, 9, 5],
    MAX_DEAL: [7, 12, 11, 1, 1, 5, 12, 2, 7, 4, 8, 13, 9, 5, 10, 11, 5, 12, 1, 5, 4, 9, 7, 3,
               2, 8, 6, 10, 3, 10, 4, 6, 9, 7, 11, 8, 1, 10, 6, 13, 2, 8, 11, 3, 6, 13, 4, 2,
               3, 9, 12, 13],
}
# fmt: on


@pytest.mark.parametrize("number", GOLDEN)
def test_golden_layouts(number):
    assert deal_ranks(number) == GOLDEN[number]


def test_salt_is_the_one_the_search_found():
    assert SALT == 165660


def reimplemented_deal(number, salt):
    """The algorithm exactly as deal_ranks' docstring tells it."""
    mask = 2**64 - 1
    state = (number ^ salt) & mask
    deck = list(DECK)
    for i in range(51, 0, -1):
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        j = (z ^ (z >> 31)) % (i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@given(st.integers(0, MAX_DEAL))
def test_deal_is_a_shuffled_deck_as_documented(number):
    ranks = deal_ranks(number)
    assert sorted(ranks) == DECK
    assert ranks == deal_ranks(number) == reimplemented_deal(number, SALT)


def test_random_number():
    assert random_number(7) == random_number(7) == random_number(random.Random(7))
    for source in (None, 1, random.Random(2)):
        assert 0 <= random_number(source) <= MAX_DEAL


STUCK_SEEDS = [seed for seed in range(200) if is_stuck(new_game(random_number(seed)))]


def test_random_playable_deal_skips_only_deals_stuck_from_the_start():
    """The "New game" action never deals a position stuck before the first move; the numbers it
    skips are exactly the stuck ones, and a typed code still deals a stuck deal."""
    assert STUCK_SEEDS, "no seed in 0..199 picks a stuck deal first: take a wider range"
    for seed in range(200):
        number = random_playable_deal(seed)
        assert not is_stuck(new_game(number))
        if seed not in STUCK_SEEDS:
            assert number == random_number(seed)  # nothing skipped where nothing is stuck
    stuck = random_number(STUCK_SEEDS[0])
    assert is_stuck(new_game(parse_code(format_code(stuck))))  # the rule stays exact
    assert 0 <= random_playable_deal() <= MAX_DEAL


# --- the rules page's example: HH1-N-AAAAAAM ----------------------------------------


def test_rules_page_example_deal():
    state = new_game(parse_code("HH1-N-AAAAAAM"))
    assert state.deal == 12
    assert rank_at(state, 1) == 10 and 1 not in available(state)  # touching it does nothing
    assert rank_at(state, 25) == 4 and available(state) == (25,)
    assert rank_at(state, WASTE) == 1
    for draw in range(1, 10):
        state = apply(state, Draw())
        assert (rank_at(state, WASTE) == 4) == (draw == 9)
    state = apply(state, Pair(25, WASTE))  # move 10
    assert (state.moves, state.score) == (10, 10)
    assert available(state) == (23, 24)  # the two cards the tip covered


def test_rules_page_example_can_be_won_after_move_10():
    state = new_game(12)
    for move in [Draw()] * 9 + [Pair(25, WASTE)]:
        state = apply(state, move)
    line = load_solver().solve(state, limit=100_000)  # a limit keeps the test fast
    assert line is not None
    for move in line:
        state = apply(state, move)
    assert is_won(state) and state.score == 250


@settings(max_examples=10)
@given(st.integers(0, MAX_DEAL))
def test_solver_lines_are_legal_and_win(number):
    solver = load_solver()
    state = new_game(number)
    line = solver.solve(state, limit=100_000)
    if line is None:
        return
    for move in line:
        state = apply(state, move)
    assert is_won(state) and state.score == 250


# --- stuck at the start -------------------------------------------------------------


def test_about_one_deal_in_ten_is_stuck_at_the_start():
    """Stuck at the start exactly when the tip's 3 other copies all lie in the tableau."""
    stuck = 0
    for number in range(2000):
        state = new_game(number)
        tip_copies_covered = state.tableau[:24].count(state.tableau[24]) == 3
        assert is_stuck(state) == tip_copies_covered
        stuck += tip_copies_covered
    expected = comb(24, 3) / comb(51, 3)  # 3 copies among 51 places, 24 of them covered
    assert expected == pytest.approx(0.0972, abs=1e-4)
    assert stuck / 2000 == pytest.approx(expected, abs=0.02)  # measured: 0.0975
