"""Klondike's deals that can never be won, told from their face-down cards alone (no Qt).

A face-down card leaves its column only once every card above it has gone, and then it
goes home (after the card below it of its suit), onto a card one rank higher of the other
colour at a column's top, or, a king, to an empty column. :func:`hopeless` is a
relaxation of the game that grants every other card anything it may want (cards face up,
in the stock or home can go anywhere, any time, an empty column is always at hand) and
asks only that of each face-down card: when even then some face-down card can never
leave, the position cannot be won. A card on the two cards it could go on and on the card
below it of its suit, all three face down in its column, is the simplest such case.
"""

from __future__ import annotations

from functools import lru_cache

#: The two cards (one rank higher, the other colour) each card may lie on in a column.
PARENTS = tuple(
    tuple(suit * 13 + card % 13 + 1 for suit in ((0, 2) if card // 13 in (1, 3) else (1, 3))) if card % 13 < 12 else ()
    for card in range(52)
)


@lru_cache(maxsize=4096)
def hopeless(buried: tuple[tuple[int, ...], ...]) -> bool:
    """Whether some face-down card can never leave, ``buried`` being each column's
    face-down cards (bottom first).

    Why it is never wrong: take a won game and look at the moments each face-down card
    first leaves its column, in order. At that moment every card above it has left before
    (so it was granted, by this order, or was no face-down card), and the card goes home
    (so each lower card of its suit left its place before: granted or not face down), or
    onto a card at a column's top (which was never under a card still in place: each card
    above it left before), or is a king. So each card is granted, in that order, by the
    loop below, which grants a card as soon as that much holds; a card it never grants
    could not leave in any game, and the game cannot be won. Only face-down cards are
    looked at, so a card turned face up can only make a position less hopeless: a
    position of a deal that is not hopeless never is either."""
    above = {card: pile[i + 1 :] for pile in buried for i, card in enumerate(pile)}
    left = set(range(52)) - above.keys()  # cards that are not face down: granted anything
    while above:
        granted = []
        for card, over in above.items():
            if not left.issuperset(over):
                continue
            rank = card % 13
            if rank in (0, 12) or left.issuperset(range(card - rank, card)):
                granted.append(card)
            elif any(p in left or p in above and left.issuperset(above[p]) for p in PARENTS[card]):
                granted.append(card)
        if not granted:
            return True
        for card in granted:
            left.add(card)
            del above[card]
    return False
