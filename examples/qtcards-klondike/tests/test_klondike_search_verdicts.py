"""The Klondike space's verdicts against the kit's plain search over the rules alone, on
small positions both can search whole: the space plays a card of the stock onto a column
only when a card is laid on it at once (:meth:`KlondikeSpace.covered`), and must still
find every win the rules allow and call lost only what the rules' whole search calls lost."""

from __future__ import annotations

from collections.abc import Hashable

from hypothesis import given, settings, strategies as st
from qtcards_klondike.engine import RULES, State
from qtcards_klondike.search import SPACE, KlondikeSpace

from qtcards.kit import LOST, WINNABLE, Budget, PatienceSpace, solve


class Plain(PatienceSpace[State]):
    """The kit's search over the rules' own moves and deals, one at a time; positions told
    apart by their piles and the draw (the stock's passes change only the score)."""

    def rest(self, state: State) -> Hashable:
        """The draw."""
        return state.draw


class Alone(KlondikeSpace):
    """Klondike's complete space without its probes (which, over every play of the stock at
    once, would answer for it on positions this small)."""

    def probes(self) -> tuple[()]:
        """None."""
        return ()


PLAIN, ALONE = Plain(RULES), Alone(RULES)


def card(rank: int, suit: int) -> int:
    """The card of ``rank`` (1 ace to 13 king) and ``suit`` (0 clubs, 1 diamonds, 2 spades, 3 hearts)."""
    return suit * 13 + rank - 1


@st.composite
def small_positions(draw: st.DrawFn) -> State:
    """A position of draw one with 8 to 16 cards out of the foundations, in the stock, the
    waste and three to seven columns, each column's top card face up over face-down ones."""
    heights = draw(st.lists(st.integers(9, 12), min_size=4, max_size=4).filter(lambda h: sum(h) <= 44))
    out = draw(st.permutations([card(rank, suit) for suit in range(4) for rank in range(heights[suit] + 1, 14)]))
    talon = draw(st.integers(0, len(out) // 3))
    cuts = sorted(draw(st.lists(st.integers(talon, len(out)), min_size=2, max_size=6)))
    columns = [tuple(out[a:b]) for a, b in zip((talon, *cuts), (*cuts, len(out)))]
    columns += [()] * (7 - len(columns))
    waste = draw(st.integers(0, talon))
    homes = tuple(tuple(card(rank, suit) for rank in range(1, heights[suit] + 1)) for suit in range(4))
    down = tuple(max(len(column) - 1, 0) for column in columns)
    return State(tuple(columns), down, homes, tuple(out[waste:talon]), tuple(out[:waste]))


@settings(max_examples=100)
@given(small_positions())
def test_the_space_finds_what_the_rules_whole_search_finds(state: State) -> None:
    plain = solve(PLAIN, state, Budget(seconds=None, positions=40_000))
    assert plain.decided, "the plain search sees every position of so small a game"
    for space in (ALONE, SPACE):
        verdict = solve(space, state, Budget(seconds=None, positions=40_000))
        assert verdict.outcome == plain.outcome, f"{type(space).__name__}: {verdict.outcome}, rules: {plain.outcome}"


def test_small_positions_go_either_way() -> None:
    """The positions above are not all won or all lost: the comparison can fail both ways."""
    outcomes = []

    @settings(max_examples=100)
    @given(small_positions())
    def look(state: State) -> None:
        outcomes.append(solve(PLAIN, state, Budget(seconds=None, positions=40_000)).outcome)

    look()
    assert outcomes.count(LOST) >= 5 and outcomes.count(WINNABLE) >= 5, outcomes
