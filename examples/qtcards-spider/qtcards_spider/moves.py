"""What Spider's searches share (no Qt): positions told apart by their cards' faces, and
the moves made on the state's tuples directly, without the rules' checks.

Two copies of a face are alike in every rule (a move asks only ranks and suits), so
positions are told apart by the faces where their cards lie, face-down ones and the
stock's included (the solver knows them all, as the rules page says); the foundations'
order never matters, nor, once the stock is empty, the columns' (while it deals a card to
each column in turn, it does).
"""

from __future__ import annotations

from operator import ne

from qtcards.kit import TABLEAU, Deal, PatienceSpace, PileMove

from .engine import RULES, State, send_home

COLUMNS = RULES.kinds[TABLEAU]

Step = PileMove | Deal
Steps = tuple[Step, ...]

#: Each card's face (``card % 52``), by the card's number (eight copies of 52 faces at most).
FACE = tuple(card % 52 for card in range(8 * 52)).__getitem__


#: Each card's face one rank higher of its suit, by the card's number: what the card lies on
#: in a run (-1 for a king, which lies on none).
ABOVE = tuple(-1 if card % 13 == 12 else card % 52 + 1 for card in range(8 * 52)).__getitem__


def faces(cards: tuple[int, ...]) -> bytes:
    """Cards as their faces: copies of a face read alike."""
    return bytes(map(FACE, cards))


def run_length(column: tuple[int, ...], down: int) -> int:
    """How many face-up cards at the top of ``column`` go down by one in one suit."""
    count = 1 if len(column) > down else 0
    while (
        count < len(column) - down and column[-count - 1] % 52 == column[-count] % 52 + 1 and column[-count] % 13 != 12
    ):
        count += 1
    return count


def breaks(column: tuple[int, ...], down: int) -> int:
    """How many face-up cards of ``column`` do not lie on the card one rank higher of their
    suit (the last face-down card or the column's bottom not counted)."""
    return sum(map(ne, map(FACE, column[down:]), map(ABOVE, column[down + 1 :])))


def estimate(state: State, stock: float = 8.0) -> float:
    """How near a win ``state`` looks: runs home and empty columns for; face-down cards,
    breaks (a face-up card not on the card one rank higher of its suit) and the cards left
    in the stock (``stock`` each, against a break's 10) against. The stock's weight near a
    break's makes a search deal once play has gained what it can rather than after every
    shuffle of the columns (tuned on one suit's deals 1001-1400 and 2001-2400, and two and
    four suits' 1001-1400: 6 to 8 found the most wins, 2 or 12 far fewer)."""
    home = sum(map(bool, state.homes))
    empty = state.columns.count(())
    broken = sum(map(breaks, state.columns, state.down))
    return 100.0 * home - 10.0 * (sum(state.down) + broken) + 10.0 * empty - stock * len(state.stock)


def move_run(state: State, source: int, count: int, target: int) -> State:
    """``state`` after the run moves, known to be legal (the rules' ``apply`` without its
    checks or its score: the score changes nothing of what may happen next)."""
    columns, down = list(state.columns), list(state.down)
    i, j = source - COLUMNS[0], target - COLUMNS[0]
    run = columns[i][len(columns[i]) - count :]
    columns[i] = columns[i][: len(columns[i]) - count]
    columns[j] = columns[j] + run
    down[i] = min(down[i], max(0, len(columns[i]) - 1))
    moved = State(tuple(columns), tuple(down), state.homes, state.stock, state.suits, deal=state.deal)
    return send_home(moved) if run[-1] % 13 == 0 and len(columns[j]) >= 13 else moved


def deal_row(state: State) -> State:
    """``state`` after the stock deals a row, known to be allowed (the rules' ``deal``
    without its checks or its score)."""
    row = state.stock[::-1][:10]
    columns = tuple(column + (card,) for column, card in zip(state.columns, row))
    dealt = State(columns, state.down, state.homes, state.stock[:-10], state.suits, deal=state.deal)
    return send_home(dealt) if any(card % 13 == 0 for card in row) else dealt


class SpiderPositions(PatienceSpace[State]):
    """Spider's positions as its searches tell them apart (see the module's docstring)."""

    bytes_per_position = 1200  # measured at the peak of searches of 20,000 positions: about 900

    def key(self, state: State) -> bytes:
        """The columns by faces (in any order once the stock is empty), the stock by faces,
        how many runs of each suit are home."""
        columns = [bytes((down, *map(FACE, column))) for column, down in zip(state.columns, state.down)]
        if not state.stock:
            columns.sort()
        homes = bytes(sorted(home[0] % 52 for home in state.homes if home))
        return b"\xff".join((*columns, faces(state.stock), homes))
