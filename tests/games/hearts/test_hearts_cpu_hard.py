"""Hearts CPU, Hard's own rules: voids, safety, ducking, discarding and passing by its
counts, and its moon defence (the moon suspect)."""

from qtcards_hearts.cpu import choose_pass, choose_play
from qtcards_hearts.moon import suspect

from tests.games.hearts.positions import c, codes, passing, position

# --- Hard -------------------------------------------------------------------------


def test_hard_leads_away_from_suits_a_later_seat_is_void_in():
    # seat 2 showed it has no diamonds; Normal does not track that
    tricks = [(0, "2C 3C 4C 5C"), (0, "2D 3D 9S 4D")]
    hand = "8C 9C 6D 7D"
    assert choose_play(position("normal", hand, seat=0, tricks=tricks)) == c("6D")
    assert choose_play(position("hard", hand, seat=0, tricks=tricks)) == c("8C")


def test_hard_leads_low_from_its_shortest_suit():
    # Normal leads 3D (eight unseen diamonds above, four clubs above 10C); Hard empties clubs
    tricks = [(0, "2C 3C 4C 5C")]
    assert choose_play(position("normal", "10C 3D 4D 5D 6D", seat=0, tricks=tricks)) == c("3D")
    assert choose_play(position("hard", "10C 3D 4D 5D 6D", seat=0, tricks=tricks)) == c("10C")


def test_hard_empties_a_short_suit_early_rather_than_lead_a_sure_loser():
    # trick 2, hearts unbroken: 5D must lose, but Hard leads from its one club
    tricks = [(0, "2C 3C 4C 5C")]
    assert choose_play(position("normal", "9C 2D 3D 4D 5D", seat=0, tricks=tricks)) == c("5D")
    assert choose_play(position("hard", "9C 2D 3D 4D 5D", seat=0, tricks=tricks)) == c("9C")
    later = tricks + [(0, "2S 3S 4S 5S"), (0, "6S 7S 8S 9S"), (0, "10S JS KS AS")]
    assert choose_play(position("hard", "9C 2D 3D 4D 5D", seat=0, tricks=later)) == c("5D")


def test_hard_judges_safety_by_who_can_still_throw_points():
    # first trick: no point card may be played, so Hard sheds its ace
    assert choose_play(position("hard", "4C 9C AC 5D", current=(2, "2C"))) == c("AC")
    # later, any seat behind may throw points: Hard ducks where Normal goes high
    tricks = [(1, "2C 3C 4C 5C")]
    hand = "3D 9D AD 4C"
    assert choose_play(position("normal", hand, tricks=tricks, current=(2, "5D"))) == c("AD")
    assert choose_play(position("hard", hand, tricks=tricks, current=(2, "5D"))) == c("3D")


def test_hard_plays_low_into_a_trick_with_points_it_cannot_duck():
    tricks = [(1, "2C 3C 4C 5C"), (1, "6C 7C 2H 8C")]
    hand = "6H 9H KH 9C"
    obs = position("hard", hand, tricks=tricks, current=(0, "4H 5H"))
    assert choose_play(obs) == c("6H")  # 7H, 8H... still unseen above it, no void behind
    assert choose_play(position("normal", hand, tricks=tricks, current=(0, "4H 5H"))) == c("KH")


def test_hard_risks_a_high_spade_when_no_seat_behind_can_hold_the_queen():
    # seat 3, the only seat behind, showed it has no spades: the queen cannot come
    tricks = [(1, "2C 3C 4C 5C"), (1, "6C 7C 8C 9C"), (1, "2S 3S 4S 2D")]
    hand = "8S KS 10C"
    obs = position("hard", hand, tricks=tricks, current=(1, "5S 6S"))
    assert choose_play(obs) == c("KS")
    assert choose_play(position("normal", hand, tricks=tricks, current=(1, "5S 6S"))) == c("8S")


def test_hard_discards_by_unseen_cards_below_minus_above_minus_suit_length():
    # QD: 7 unseen diamonds below, 2 above, 4 held (1); 9C: 3 below, 5 above, 1 held (-3)
    tricks = [(1, "2C 3C 4C 5C")]
    hand, trick = "QD 2D 3D 4D 9C", (1, "2S 3S")
    assert choose_play(position("hard", hand, tricks=tricks, current=trick)) == c("QD")
    # a high heart is weighed like any other card: KD (10 - 1 - 2) before JH (9 - 3 - 1)
    hand = "JH KD 2D 9C"
    assert choose_play(position("normal", hand, tricks=tricks, current=trick)) == c("JH")
    assert choose_play(position("hard", hand, tricks=tricks, current=trick)) == c("KD")


def test_hard_passes_its_likeliest_winners_rather_than_empty_a_short_minor():
    hand = "4C AD KD QD 5D 4D 2S 3S 4S 5S 6S 2H 3H"
    assert codes(choose_pass(passing("normal", hand))) == {"4C", "AD", "KD"}
    assert codes(choose_pass(passing("hard", hand))) == {"AD", "KD", "QD"}


def test_the_moon_suspect_has_every_point_and_leads_its_winners():
    def played(tricks):
        return tuple(((leader + i) % 4, c(x)) for leader, codes in tricks for i, x in enumerate(codes.split()))

    # seat 1 leads the ace of spades, the king (the highest spade still out), and after
    # it took a point the ace of hearts
    tops = played([(3, "2C 3C KC 4C"), (1, "AS 2S 3S 4S"), (1, "KS 5S 6S 7H"), (1, "AH 2H 3H 4H")])
    assert suspect(tops, (0, 5, 0, 0)) == 1
    assert suspect(tops[:-4], (0, 1, 0, 0)) is None  # both winners led before its points
    assert suspect(tops, (1, 5, 0, 0)) is None  # another seat has points: no moon
    # the queen, taken by a seat that led one winner only, is no sign of a shooter
    queen = played([(3, "2C 3C KC 4C"), (1, "AS 2S 3S QS"), (1, "9D 6D 7D 8D")])
    assert suspect(queen, (0, 13, 0, 0)) is None


def test_hard_fights_a_seat_that_looks_like_shooting():
    # seat 1 took 9 points, nobody else any, leading the top spades and the top heart;
    # it leads JD and seat 2 throws a heart
    tricks = [(3, "2C 3C KC 4C"), (1, "AS 2S 3S 4S"), (1, "KS 5S 6S 7H"), (1, "AH 2H 3H 4H"), (1, "QH 5H 6H 8H")]
    trick = (1, "JD 9H")
    assert position("hard", "KD 4D", tricks=tricks, current=trick).points == (0, 9, 0, 0)
    # it beats the shooter's card when it can (Normal ducks) ...
    assert choose_play(position("hard", "KD 4D 9C", tricks=tricks, current=trick)) == c("KD")
    assert choose_play(position("normal", "KD 4D 9C", tricks=tricks, current=trick)) == c("4D")
    # ... keeps its high cards when it cannot (Normal sheds its highest loser) ...
    assert choose_play(position("hard", "10D 4D 9C", tricks=tricks, current=trick)) == c("4D")
    assert choose_play(position("normal", "10D 4D 9C", tricks=tricks, current=trick)) == c("10D")
    # ... throws it no points (Normal only holds back from 12 points) ...
    assert choose_play(position("hard", "KH 9C", tricks=tricks, current=trick)) == c("9C")
    assert choose_play(position("normal", "KH 9C", tricks=tricks, current=trick)) == c("KH")
    # ... and leads a heart nobody can beat
    won = tricks + [(1, "6C 7C 8C QC")]
    assert choose_play(position("hard", "KH 9H 5C", tricks=won, seat=0)) == c("KH")
    # a seat with the queen that does not lead its winners is played as Normal plays it
    queen = [(3, "2C 3C KC 4C"), (1, "AS 2S 3S QS"), (1, "9D 6D 7D 8D")]
    assert choose_play(position("hard", "10D 4D 9C", tricks=queen, current=trick)) == c("10D")
