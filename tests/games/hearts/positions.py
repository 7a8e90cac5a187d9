"""Hearts CPU positions for the tests: cards by their codes, a seat's observation mid-hand
and before the pass."""

from qtcards_hearts import engine as E
from qtcards_hearts.cpu import Observation


def c(code: str) -> int:
    return next(card for card in range(52) if E.card_code(card) == code)


def cards(codes: str) -> tuple[int, ...]:
    return tuple(sorted(c(x) for x in codes.split()))


def position(level, hand, tricks=(), current=None, seat=None, key=0, hand_number=1):
    """An observation mid-hand: ``tricks`` are (leader, "codes") of finished tricks and
    ``current`` the (leader, "codes") of the trick being played; the seat to play
    (``seat`` when leading) observes."""
    played, points, broken = [], [0] * 4, False
    for leader, codes in list(tricks) + ([current] if current else []):
        trick = tuple(c(x) for x in codes.split())
        played += [((leader + i) % 4, card) for i, card in enumerate(trick)]
        broken = broken or any(x // 13 == E.HEARTS for x in trick)
        if len(trick) == 4:
            points[E.trick_winner(leader, trick)] += sum(map(E.card_points, trick))
    trick = tuple(c(x) for x in current[1].split()) if current else ()
    leader = current[0] if current else seat
    return Observation(
        seat=(leader + len(trick)) % 4,
        level=level,
        tie_key=key,
        hand_number=hand_number,
        pass_direction=E.pass_direction(hand_number),
        hand=cards(hand),
        played=tuple(played),
        leader=leader,
        trick=trick,
        points=tuple(points),
        scores=(0, 0, 0, 0),
        hearts_broken=broken,
    )


def passing(level, hand, key=0):
    return Observation(
        seat=0,
        level=level,
        tie_key=key,
        hand_number=0,
        pass_direction="left",
        hand=cards(hand),
        played=(),
        leader=None,
        trick=(),
        points=(0,) * 4,
        scores=(0,) * 4,
        hearts_broken=False,
    )


def codes(chosen) -> set[str]:
    return {E.card_code(x) for x in chosen}
