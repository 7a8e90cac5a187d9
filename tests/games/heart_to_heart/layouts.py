"""Heart to Heart layouts for the engine tests: a whole deck, a deal with some cards fixed,
a state after some moves (no Qt)."""

from collections import Counter

from qtcards_heart_to_heart.engine import apply, from_ranks

DECK = Counter({rank: 4 for rank in range(1, 14)})
K = 13


def deal_with(fixed):
    """A layout with some deal-order cards fixed ({card 1..52: rank}), the rest sorted.

    Cards 1..25 are tableau positions, 26..51 the stock (26 drawn first), 52 the waste.
    """
    fill = iter(sorted((DECK - Counter(fixed.values())).elements()))
    return from_ranks([fixed[i] if i in fixed else next(fill) for i in range(1, 53)])


def play(state, *moves):
    """The state after the given moves, each applied in turn."""
    for move in moves:
        state = apply(state, move)
    return state
