"""Who looks like shooting the moon, from public facts only (no Qt, no hidden cards).

``suspect(played, points)`` names the seat that has taken every point so far (one at
least) and has led the highest card still out in its suit at least ``TOP_LEADS`` times
this hand, once at least after it took points. A seat avoiding points leads low cards
and, once it has points, gets rid of the lead; a shooter keeps leading its winners (a
seat that cashed two aces before it was given the queen is not yet a suspect).
Measured in ``benchmarks/hearts_strength.py``.
"""

from __future__ import annotations

from .engine import SEATS, card_points, trick_winner

TOP_LEADS = 2  # leads of the highest card still out that make a seat with all points a suspect


def suspect(played: tuple[tuple[int, int], ...], points: tuple[int, ...]) -> int | None:
    """The seat that looks like shooting the moon, or None."""
    total = sum(points)
    if not total or total not in points:
        return None
    seat = points.index(total)
    gone = leads = 0
    scored = late = False
    for start in range(0, len(played), SEATS):
        trick = played[start : start + SEATS]
        leader, card = trick[0]
        if leader == seat:
            above = ((1 << (card // 13 * 13 + 13)) - 1) ^ ((1 << (card + 1)) - 1)
            if not above & ~gone:
                leads += 1
                late = late or scored
        cards = tuple(c for _, c in trick)
        for c in cards:
            gone |= 1 << c
        if len(cards) == SEATS and trick_winner(leader, cards) == seat:
            scored = scored or any(map(card_points, cards))
    return seat if leads >= TOP_LEADS and late else None
