"""Who looks like shooting the moon, from public facts only (no Qt, no hidden cards).

``suspect(played, points)`` names the seat that has taken every point so far (one at
least) and has led, at least ``TOP_LEADS`` times this hand, the highest card still out
in its suit. A seat avoiding points leads low cards and gets rid of the lead; a shooter
leads its winners. Measured in ``benchmarks/hearts_strength.py``.
"""

from __future__ import annotations

SEATS = 4
TOP_LEADS = 2  # leads of the highest card still out that make a seat with all points a suspect


def suspect(played: tuple[tuple[int, int], ...], points: tuple[int, ...]) -> int | None:
    """The seat that looks like shooting the moon, or None."""
    total = sum(points)
    if not total or total not in points:
        return None
    seat = points.index(total)
    gone = leads = 0
    for start in range(0, len(played), SEATS):
        leader, card = played[start]
        if leader == seat:
            above = ((1 << (card // 13 * 13 + 13)) - 1) ^ ((1 << (card + 1)) - 1)
            if not above & ~gone:
                leads += 1
        for _, c in played[start : start + SEATS]:
            gone |= 1 << c
    return seat if leads >= TOP_LEADS else None
