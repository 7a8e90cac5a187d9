"""The Klondike space's verdicts against the kit's plain search over the rules alone, on
small positions both can search whole: the space plays a card of the stock onto a column
only when a card is laid on it at once (:meth:`KlondikeSpace.covered`), and must still
find every win the rules allow and call lost only what the rules' whole search calls lost."""

from __future__ import annotations

from collections.abc import Hashable

from hypothesis import given, settings, strategies as st
from qtcards_klondike.engine import RULES, State
from qtcards_klondike.search import SPACE, KlondikeSpace
from test_klondike_search import card

from qtcards.kit import LOST, WINNABLE, Budget, PatienceSpace, PileMove, solve


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


def test_a_win_that_lays_two_cards_of_the_stock_on_each_other_before_a_column_s_card() -> None:
    """Only the jack of spades from the stock on the queen of hearts, the ten of hearts from
    the stock on it, and then the nine of spades from its column free the eight of spades
    under it: the space finds the win, the two plays from the stock each covered at once."""
    clubs, diamonds, spades, hearts = range(4)
    homes = tuple(
        tuple(card(rank, suit) for rank in range(1, top + 1))
        for suit, top in ((clubs, 12), (diamonds, 9), (spades, 7), (hearts, 8))
    )
    columns = (
        (card(9, hearts), card(8, spades), card(9, spades)),
        (card(10, diamonds), card(12, hearts)),
        (card(13, hearts), card(12, diamonds)),
        (card(10, spades),),
        (card(11, diamonds),),
        (card(13, clubs), card(13, diamonds), card(13, spades), card(12, spades)),
        (card(11, hearts),),
    )
    stock = (card(10, hearts), card(11, spades))  # the jack comes first
    state = State(columns, tuple(len(column) - 1 for column in columns), homes, stock, ())
    assert solve(PLAIN, state, Budget(seconds=None, positions=40_000)).outcome == WINNABLE
    verdict = solve(ALONE, state, Budget(seconds=None, positions=40_000))
    assert verdict.outcome == WINNABLE
    moves = [step for step in verdict.line if isinstance(step, PileMove)]
    queen_of_hearts, nine_of_spades = 7, 6  # the second and first columns' piles
    assert [(move.source, move.target) for move in moves[:3]] == [(1, queen_of_hearts)] * 2 + [
        (nine_of_spades, queen_of_hearts)
    ]
