"""Hearts engine: the rules as the rules page gives them (cards, seats, the deal, passing,
the play rules) and the scoring up to the game's end."""

import pytest
from qtcards_hearts import engine as E
from qtcards_hearts.engine import HEARTS, QUEEN_OF_SPADES, TWO_OF_CLUBS, IllegalMove, State

from tests.games.hearts.hands import play_state
from tests.games.hearts.positions import c, cards


def suit_cards(s: int) -> tuple[int, ...]:
    """The 13 cards of suit ``s``, in order."""
    return tuple(range(s * 13, s * 13 + 13))


def play_out(state: State, choose) -> State:
    """Play the hand out, each card chosen by ``choose(state)``."""
    while state.phase == "play":
        state = E.play(state, choose(state))
    return state


def lowest(state: State) -> int:
    """The lowest legal play."""
    return E.legal_plays(state)[0]


# seat 1 wins every trick with its clubs while the others throw all 26 points on them
MOON_HANDS = [suit_cards(HEARTS), suit_cards(0), suit_cards(1), suit_cards(2)]


# --- cards, seats, deal --------------------------------------------------------


def test_card_conventions():
    assert (E.suit(c("2C")), E.suit(c("5D")), E.suit(c("QS")), E.suit(c("AH"))) == (0, 1, 2, 3)
    assert [E.rank(x) for x in (c("2C"), c("10D"), c("JS"), c("AH"))] == [2, 10, 11, 14]
    assert E.card_code(QUEEN_OF_SPADES) == "QS" and E.card_code(TWO_OF_CLUBS) == "2C"
    assert len({E.card_code(x) for x in range(52)}) == 52
    assert [E.card_points(x) for x in (c("2H"), c("QS"), c("KS"), c("AC"))] == [1, 13, 0, 0]


def test_pass_directions_cycle_and_targets():
    assert [E.pass_direction(h) for h in range(9)] == [
        "left",
        "right",
        "across",
        "none",
        "left",
        "right",
        "across",
        "none",
        "left",
    ]
    assert [E.pass_target(s, "left") for s in range(4)] == [1, 2, 3, 0]
    assert [E.pass_target(s, "right") for s in range(4)] == [3, 0, 1, 2]
    assert [E.pass_target(s, "across") for s in range(4)] == [2, 3, 0, 1]


def test_deal_is_a_fixed_partition():
    hands = E.deal(7, 2)
    assert all(len(h) == 13 and list(h) == sorted(h) for h in hands)
    assert sorted(sum(hands, ())) == list(range(52))
    assert E.deal(7, 2) == hands and E.deal(7, 3) != hands and E.deal(8, 2) != hands


def test_new_game_passes_first_and_no_pass_hand_goes_straight_to_play():
    state = E.new_game(5)
    assert state.phase == "pass" and state.turn is None and state.hand_number == 0
    assert state.hands == E.deal(5, 0) and state.scores == (0, 0, 0, 0)
    third = play_out(play_state(MOON_HANDS, hand_number=2), lowest)
    fourth = E.next_hand(third)
    assert fourth.hand_number == 3 and fourth.phase == "play"
    assert fourth.hands == E.deal(0, 3) and TWO_OF_CLUBS in fourth.hands[fourth.turn]
    assert E.legal_plays(fourth) == (TWO_OF_CLUBS,)


# --- passing --------------------------------------------------------------------


def test_passes_move_all_at_once_to_the_left():
    state = E.new_game(11)
    before = state.hands
    picks = [before[s][:3] for s in range(4)]
    for seat in (2, 0, 3):
        state = E.submit_pass(state, seat, reversed(picks[seat]))
        assert state.hands == before and state.phase == "pass"
    assert state.passes[1] is None and state.passes[2] == picks[2]
    state = E.submit_pass(state, 1, picks[1])
    assert state.phase == "play" and state.passes == (None,) * 4
    for seat in range(4):
        giver = (seat + 3) % 4
        assert set(state.hands[seat]) == set(before[seat]) - set(picks[seat]) | set(picks[giver])
    assert TWO_OF_CLUBS in state.hands[state.turn]


@pytest.mark.parametrize(
    "seat, chosen",
    [(0, "two"), (0, "dup"), (0, "foreign"), (5, "ok")],
)
def test_bad_passes_are_refused(seat, chosen):
    state = E.new_game(3)
    hand = state.hands[0]
    picks = {
        "two": hand[:2],
        "dup": (hand[0], hand[0], hand[1]),
        "foreign": (hand[0], hand[1], state.hands[1][0]),
        "ok": hand[:3],
    }[chosen]
    with pytest.raises(IllegalMove):
        E.submit_pass(state, seat, picks)


def test_a_seat_passes_once_and_not_during_play():
    state = E.submit_pass(E.new_game(3), 0, E.new_game(3).hands[0][:3])
    with pytest.raises(IllegalMove):
        E.submit_pass(state, 0, state.hands[0][3:6])
    with pytest.raises(IllegalMove):
        E.play(state, state.hands[0][0])
    with pytest.raises(IllegalMove):
        E.submit_pass(play_state(E.deal(1, 3)), 0, E.deal(1, 3)[0][:3])


# --- the play rules ---------------------------------------------------------------


def test_only_two_of_clubs_opens_a_hand():
    state = play_state(E.deal(2, 3))
    seat = state.turn
    other = state.hands[seat][1]
    with pytest.raises(IllegalMove):
        E.play(state, other)
    assert E.legal_plays(state, seat) == (TWO_OF_CLUBS,)
    assert E.legal_plays(state, (seat + 1) % 4) == ()


def test_follow_suit_is_required():
    hand = cards("3C 9C 4D QS 2H")
    assert E.legal_cards(hand, (c("5C"),), False, True) == cards("3C 9C")
    assert E.legal_cards(hand, (c("7S"),), False, False) == (QUEEN_OF_SPADES,)


def test_first_trick_holding_only_hearts_and_queen_may_play_them():
    hand = cards("QS 2H 5H 9H KH")
    assert E.legal_cards(hand, (TWO_OF_CLUBS,), True, False) == hand
    with_diamond = cards("4D QS 2H 5H")
    assert E.legal_cards(with_diamond, (TWO_OF_CLUBS,), True, False) == (c("4D"),)
    only_spades = cards("3S QS KS")
    assert E.legal_cards(only_spades, (TWO_OF_CLUBS,), True, False) == cards("3S KS")


def test_hearts_may_not_be_led_until_broken_unless_only_hearts():
    mixed = cards("4D 2H 9H")
    assert E.legal_cards(mixed, (), False, False) == (c("4D"),)
    assert E.legal_cards(mixed, (), False, True) == mixed
    only_hearts = cards("2H 9H AH")
    assert E.legal_cards(only_hearts, (), False, False) == only_hearts


def test_leader_with_only_hearts_and_queen_must_lead_the_queen():
    assert E.legal_cards(cards("QS 3H KH"), (), False, False) == (QUEEN_OF_SPADES,)


def test_first_trick_backs_off_only_for_a_seat_holding_nothing_else():
    hands = [
        cards("QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"),
        suit_cards(0),
        suit_cards(1),
        tuple(sorted(set(suit_cards(2)) - {QUEEN_OF_SPADES})) + (c("AH"),),
    ]
    state = play_state(hands)
    assert state.turn == 1
    state = E.play(E.play(state, TWO_OF_CLUBS), c("5D"))
    assert E.legal_plays(state) == hands[3][:-1]  # spades, not the A of hearts
    with pytest.raises(IllegalMove):
        E.play(state, c("AH"))
    state = E.play(state, c("AS"))
    assert E.legal_plays(state) == hands[0]  # hearts and the Q of spades: all legal
    state = E.play(state, QUEEN_OF_SPADES)
    assert state.last_trick.winner == 1 and state.points == (0, 13, 0, 0)
    assert not state.hearts_broken


def test_queen_led_before_hearts_broken_keeps_hearts_closed():
    hands = [
        cards("AC QS 3S 4S 5S 6S 7S 8S 9S 10S JS KS 3D"),
        cards("2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 2D"),
        cards("4D 5D 6D 7D 8D 9D 10D JD QD KD AD 2S 2H"),
        cards("3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH AS"),
    ]
    state = play_state(hands)
    for card in (TWO_OF_CLUBS, c("4D"), c("AS"), c("AC")):
        state = E.play(state, card)
    assert state.turn == 0 and not state.hearts_broken
    assert E.legal_plays(state) == state.hands[0]
    for card in (QUEEN_OF_SPADES, c("2D"), c("2S")):
        state = E.play(state, card)
        assert not state.hearts_broken
    state = E.play(state, c("3H"))  # seat 3 has no spade left: discards a heart
    assert state.hearts_broken and state.last_trick.winner == 0 and state.points[0] == 14


def test_a_heart_discard_breaks_hearts_only_for_later_leads():
    hand = cards("5D 9H")
    assert E.legal_cards(hand, (), False, False) == (c("5D"),)
    assert E.legal_cards(hand, (), False, True) == hand


# --- scoring and game end -------------------------------------------------------


def test_moon_gives_every_other_seat_26():
    state = play_out(play_state(MOON_HANDS), lowest)
    assert state.points == (0, 26, 0, 0)
    assert state.last_hand == E.HandSummary((0, 26, 0, 0), (26, 0, 26, 26), 1)
    assert state.scores == (26, 0, 26, 26) and state.phase == "hand_over"
    assert len(state.played) == 52 and state.last_trick.winner == 1
    nxt = E.next_hand(state)
    assert nxt.hand_number == 1 and nxt.phase == "pass" and nxt.last_hand is None
    assert nxt.scores == (26, 0, 26, 26) and nxt.points == (0, 0, 0, 0)


def test_queen_alone_is_a_plain_13():
    for seed in range(100):
        state = play_out(play_state(E.deal(seed, 3)), lowest)
        alone = [s for s in range(4) if state.points[s] == 13 and sum(state.points) == 26]
        if alone:
            break
    assert alone, "no deal where one seat takes exactly the queen"
    assert state.last_hand.shooter is None and state.last_hand.added == state.points


def test_game_ends_when_a_hand_ends_at_100_or_more():
    over = play_out(play_state(MOON_HANDS, scores=(74, 0, 0, 0)), lowest)
    assert over.scores == (100, 0, 26, 26) and over.phase == "game_over"
    assert E.result(over, 0) == "loss" and E.result(over, 1) == "win"
    with pytest.raises(IllegalMove):
        E.next_hand(over)
    below = play_out(play_state(MOON_HANDS, scores=(73, 0, 0, 0)), lowest)
    assert below.scores == (99, 0, 26, 26) and below.phase == "hand_over"


def test_tie_for_lowest_at_game_end_is_a_draw():
    state = play_out(play_state(MOON_HANDS, scores=(80, 26, 0, 10)), lowest)
    assert state.phase == "game_over" and state.scores == (106, 26, 26, 36)
    assert E.result(state, 1) == "draw" and E.result(state, 2) == "draw"
    assert E.result(state, 3) == "loss"


def test_play_outside_play_phase_and_illegal_cards_raise():
    state = play_state(E.deal(4, 3))
    with pytest.raises(IllegalMove):
        E.play(state, 99)
    with pytest.raises(IllegalMove):
        E.play(E.new_game(4), 0)
