"""What a Pyramid test does at the table, as a player would: the deals the tests need,
the cards of a move, a click, a Tab to a card, a drag (shared by the view's test files)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from qtcards_pyramid import engine
from qtcards_pyramid.engine import Remove, State, apply, card_at, legal_moves

from qtcards.kit.testing import GameWindow
from qtcards.kit.view import Spot, TableObject

# ----- by clicks --------------------------------------------------------------------------


#: Deals with what the tests need (under the kit's shuffle): the greedy line wins deal
#: 414 (42 moves, the stock gone through once); deal 19 has three pairs at the start;
#: deal 1 has two exposed kings, neither the last card of the bottom row.
WON, PAIRS, KINGS = 414, 19, 1


def greedy_line(state: State) -> list[engine.Move]:
    """The moves of a game that removes whenever it can, else turns the stock (wins deal WON)."""
    line = []
    while moves := legal_moves(state):
        line.append(next((m for m in moves if isinstance(m, Remove)), moves[-1]))
        state = apply(state, line[-1])
    return line


def item_at(game: GameWindow, place: int) -> TableObject:
    return game.view.cards[card_at(game.view.state, place)]


def stock_item(game: GameWindow) -> TableObject:
    state = game.view.state
    return game.view.cards[state.stock[-1]] if state.stock else game.view.stock_marker


def targets(game: GameWindow, move: engine.Move) -> list[TableObject]:
    """What is clicked for a move: its cards one after the other, or the stock."""
    return [item_at(game, place) for place in move.places] if isinstance(move, Remove) else [stock_item(game)]


def click_move(game: GameWindow, move: engine.Move) -> None:
    for item in targets(game, move):
        game.click(item)


def spot_of(game: GameWindow, item: TableObject) -> Spot:
    return next(spot for spot in game.table.spots() if spot.item is item)


def focused(game: GameWindow) -> TableObject | None:
    """The item with the keyboard focus ring (shown while the keyboard is in use)."""
    rings = [item for item in game.table.items_on_table if item.focused]
    assert len(rings) <= 1
    return rings[0] if rings else None


def tab_to(game: GameWindow, item: TableObject) -> None:
    """Press Tab until ``item`` has the focus (Tab goes round the spots in reading order)."""
    for _ in range(len(game.table.spots()) + 1):
        if focused(game) is item:
            return
        game.key(Qt.Key.Key_Tab)
    pytest.fail(f"Tab never reached {item!r}")


def centre(game: GameWindow, item: TableObject) -> QPoint:
    return game.table.mapFromScene(item.sceneBoundingRect().center())


def drag(game: GameWindow, qtbot, item: TableObject, onto: TableObject) -> None:
    """Press on ``item``, move the pointer onto ``onto`` in steps, release there."""
    viewport, start, end = game.table.viewport(), centre(game, item), centre(game, onto)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 5):
        qtbot.mouseMove(viewport, pos=start + (end - start) * step / 4)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def first_pair(state: State) -> Remove:
    """The first pair that can be removed (deal PAIRS has three at the start)."""
    return next(m for m in legal_moves(state) if isinstance(m, Remove) and len(m.places) == 2)


def stats(game: GameWindow) -> list[str]:
    return list(game.view.statistics().rows[0][1])
