"""What the Hearts table says: seat and card names, the pass and result lines, the score
sheet, and what a screen reader is told of each card.

The texts keep the "HeartsView" translation context they have always had.
"""

from __future__ import annotations

from typing import Mapping

from PySide6.QtCore import QCoreApplication

from qtcards.kit.view import BLOCKED, FREE, SHOWN, Spot, TableObject, card_name as face_name

from . import engine
from .engine import CompletedTrick, State
from .levels import LEVELS
from .seats import face_of


def seat_name(seat: int) -> str:
    """ "You", "CPU 1", "CPU 2" or "CPU 3"."""
    return (
        QCoreApplication.translate("HeartsView", "You"),
        QCoreApplication.translate("HeartsView", "CPU 1"),
        QCoreApplication.translate("HeartsView", "CPU 2"),
        QCoreApplication.translate("HeartsView", "CPU 3"),
    )[seat]


def card_name(card: int) -> str:
    """A card's name in words ("Queen of spades")."""
    return face_name(face_of(card))


def level_name(level: str) -> str:
    """The translated label of a difficulty."""
    return QCoreApplication.translate("Hearts", dict(LEVELS)[level])


def first_hint() -> str:
    """What to click first, on the game's first start."""
    return QCoreApplication.translate(
        "HeartsView", "Click 3 cards to pass them, then Confirm. Later, click a card twice to play it."
    )


def pass_text(state: State) -> str:
    """What to pass and where, for this hand."""
    direction = engine.pass_direction(state.hand_number)
    return {
        "left": QCoreApplication.translate("HeartsView", "Pass 3 cards to the left"),
        "right": QCoreApplication.translate("HeartsView", "Pass 3 cards to the right"),
        "across": QCoreApplication.translate("HeartsView", "Pass 3 cards across"),
    }.get(direction, "")


def result_text(state: State) -> str:
    """The game's result from your seat."""
    return {
        "win": QCoreApplication.translate("HeartsView", "You won!"),
        "draw": QCoreApplication.translate("HeartsView", "A draw: you share the lowest score"),
        "loss": QCoreApplication.translate("HeartsView", "You lost"),
    }[engine.result(state)]


def totals_text(state: State) -> str:
    """Every seat's total, in one sentence for a screen reader (and who won, at the end)."""
    scores = ", ".join(
        QCoreApplication.translate("HeartsView", "{0}: {1}").format(seat_name(seat), state.scores[seat])
        for seat in range(engine.SEATS)
    )
    text = QCoreApplication.translate("HeartsView", "Scores: {0}.").format(scores)
    return f"{text} {winners_text(state)}." if winners(state) else text


def winners(state: State) -> list[int]:
    """The seats with the lowest score once the game is over (none before)."""
    if state.phase != "game_over":
        return []
    low = min(state.scores)
    return [seat for seat in range(engine.SEATS) if state.scores[seat] == low]


def winner_name(state: State, seat: int) -> str:
    """A seat's name, marked with a star when it has won the game."""
    return f"\u2605 {seat_name(seat)}" if seat in winners(state) else seat_name(seat)


def winners_text(state: State) -> str:
    """Who won the game (the lowest score); "" before its end."""
    best = winners(state)
    names = ", ".join(seat_name(seat) for seat in best)
    if len(best) == 1:
        return QCoreApplication.translate("HeartsView", "Winner: {0}").format(names)
    return QCoreApplication.translate("HeartsView", "Winners: {0}").format(names) if best else ""


def summary_html(state: State) -> str:
    """The score sheet of the last hand, centred: a moon if one was shot, the winners at
    the game's end, this hand and the totals (the winners' rows starred)."""
    summary = state.last_hand
    assert summary is not None  # a finished hand has its summary
    parts = []
    if summary.shooter is not None:
        if summary.shooter == 0:
            moon = QCoreApplication.translate("HeartsView", "You shot the moon: everyone else takes 26.")
        else:
            moon = QCoreApplication.translate("HeartsView", "{0} shot the moon: everyone else takes 26.").format(
                seat_name(summary.shooter)
            )
        parts.append(f"<p align='center'><b>{moon}</b></p>")
    if state.phase == "game_over":
        parts.append(f"<p align='center'><b>{winners_text(state)}</b></p>")
    this_hand, total = (
        QCoreApplication.translate("HeartsView", "This hand"),
        QCoreApplication.translate("HeartsView", "Score"),
    )
    rows = [f"<tr><th></th><th align='right'>{this_hand}</th><th align='right'>{total}</th></tr>"]
    for seat in range(engine.SEATS):
        rows.append(
            f"<tr><td>{winner_name(state, seat)}</td><td align='right'>{summary.added[seat]}</td>"
            f"<td align='right'><b>{state.scores[seat]}</b></td></tr>"
        )
    parts.append("<table align='center' cellspacing='0' cellpadding='5'>" + "".join(rows) + "</table>")
    return "".join(parts)


def felt_text(state: State, settled: bool, notice: str) -> str:
    """The line on the felt under the trick: what to pass, the result, the end of a hand
    (once the last trick is collected: ``settled``), else the passing ``notice``."""
    if state.phase == "pass":
        return pass_text(state)
    if state.phase == "game_over" and settled:
        return result_text(state)
    if state.phase == "hand_over" and settled:
        return QCoreApplication.translate("HeartsView", "Hand {0} is over").format(state.hand_number + 1)
    return notice


def plate_lines(state: State, seat: int) -> tuple[str, str]:
    """A seat plate's two lines: the points it has taken in this hand (once the hand is
    over, what the hand scored it, as the sheet says: after a moon 0 for the shooter and 26
    for each other seat), and its score in the game."""
    if state.phase in ("hand_over", "game_over") and state.last_hand is not None:
        first = QCoreApplication.translate("HeartsView", "This hand: {0}").format(state.last_hand.added[seat])
    else:
        first = QCoreApplication.translate("HeartsView", "Taken: {0}").format(state.points[seat])
    return first, QCoreApplication.translate("HeartsView", "Score: {0}").format(state.scores[seat])


def hand_spots(
    cards: Mapping[int, TableObject],
    state: State,
    trick: CompletedTrick | None,
    picks: set[int],
    lifted: int | None,
    legal: set[int] | None,
) -> list[Spot]:
    """Your hand left to right, then the trick on the table (``trick``, a finished one on
    show) from its leader: each card named, and free, picked or lifted, or not playable."""
    leader, played = (trick.leader, trick.cards) if trick else (state.leader or 0, state.trick)  # (no trick: no leader)
    spots = []
    for card in state.hands[0]:
        name = card_name(card)
        if state.phase == "pass":
            spots.append(Spot(cards[card], name, selected=card in picks))
        elif legal is None:
            spots.append(Spot(cards[card], name, BLOCKED, detail=QCoreApplication.translate("HeartsView", "waiting")))
        else:
            spots.append(Spot(cards[card], name, FREE if card in legal else BLOCKED, selected=card == lifted))
    for index, card in enumerate(played):
        seat = (leader + index) % engine.SEATS
        name = QCoreApplication.translate("HeartsView", "{0}: {1}").format(seat_name(seat), card_name(card))
        spots.append(Spot(cards[card], name, SHOWN, detail=QCoreApplication.translate("HeartsView", "in the trick")))
    return spots
