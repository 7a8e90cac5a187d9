"""Heart to Heart's table at the ends of a deal, and which cards are free: the win's
cascade and its panel, the stuck panel beside the heart, covered cards dimmed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from qtcards_heart_to_heart import engine

from tests.games.heart_to_heart.test_hh_view import EXAMPLE, open_window
from tools.hh_solver import solve


@pytest.fixture
def window(qtbot):
    window = open_window(qtbot)
    yield window
    window.close()


def test_the_covered_cards_are_dimmed_and_the_free_ones_bright(qtbot, window):
    """The issue: nothing showed which cards were free (the tip looked like the 24 covered
    cards) unless the placement aid had a pair to outline. Covered cards wear the kit's
    one dimming, with the aid on or off."""
    view = window.view
    for aid in (True, False):
        view.context.options.set("placement_aid", aid)
        view.open_code(EXAMPLE)
        assert [p for p, card in view.tableau.items() if not card.dimmed] == [25]  # the tip, free from the start
        assert not view.pile[len(view.state.stock)].dimmed  # the waste's top card is free too
        for move in solve(view.state)[:12]:  # some pairs out: more cards come free
            view.play(move)
        free = set(engine.available(view.state))
        assert len(free) > 1
        assert {p for p, card in view.tableau.items() if card.isVisible() and not card.dimmed} == free


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_stuck_panel_leaves_the_middle_of_the_heart_in_view(qtbot, window, size):
    """The issue: the stuck panel covered the middle of the heart, the cards a player
    looks at to see why it is stuck (and whether Undo helps)."""
    window.resize(*size)
    view = window.view
    qtbot.waitUntil(lambda: view.width() < size[0] + 1)
    view.start_deal(next(n for n in range(500) if engine.is_stuck(engine.new_game(n))))
    cards = [card for card in view.tableau.values() if card.isVisible()]
    centres = [view.table.mapFromScene(card.sceneBoundingRect().center()) for card in cards]
    middle = sum((c.toPointF() for c in centres), QPointF()) / len(centres)
    panel = view.end_box.geometry()
    offset = view.table.viewport().mapTo(view, view.table.viewport().rect().topLeft())
    assert not panel.contains((middle + offset.toPointF()).toPoint())
    assert view.rect().contains(panel)


def test_a_win_ends_on_the_table_with_a_cascade_and_same_deal_again(qtbot, window) -> None:
    """Every card left (those deep in the stock and the waste too) leaves in a cascade a
    click skips; the stock's and waste's counts go with them; then the result panel:
    figures and the deal's code, New game, Restart this deal (the same code) and Close."""
    view = window.view
    view.open_code(EXAMPLE)
    line = solve(view.state)
    for move in line[:-1]:
        view.play(move)
    view.table.animation_ms = 120  # the cascade runs only with animations on
    view.play(line[-1])
    left = len(view.pile)
    assert left > 3 and view.celebration.running and view.end_box is None  # the panel waits for it
    assert len(view.celebration.waiting) + len(view.celebration.left) == left
    assert view.stock_count.text == "" and view.waste_count.text == ""  # no "Stock: 2" over an empty place
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton)
    assert not view.celebration.running and not any(card.isVisible() for card in view.pile)
    panel = view.end_box
    assert panel is not None and panel.isVisible() and panel.parentWidget() is view
    assert "250" in panel.text() and "HH1\u2011N\u2011AAAAAAM" in panel.text()
    assert [b.text() for b in panel.buttons()] == ["New game", "Restart this deal", "Close"]
    assert panel.buttons()[0].hasFocus() or not view.isActiveWindow()
    qtbot.mouseClick(panel.buttons()[1], Qt.MouseButton.LeftButton)
    assert view.end_box is None and view.state.moves == 0 and view.state.deal == engine.new_game(12).deal
    assert all(card.isVisible() for card in view.pile[-1:])  # the piles are laid out again
    assert view.stock_count.text == "Stock: 26"


def win_with_the_cascade(view) -> None:
    """Play the example deal to its win, the last move with the animations on (the cascade runs)."""
    view.open_code(EXAMPLE)
    line = solve(view.state)
    for move in line[:-1]:
        view.play(move)
    view.table.animation_ms = 120
    view.play(line[-1])


def test_the_cascade_lasts_long_enough_to_see_then_the_panel_opens(qtbot, window) -> None:
    """The issue: eight cards dropped away in under half a second behind the panel."""
    view = window.view
    win_with_the_cascade(view)
    qtbot.wait(1000)
    assert view.celebration.running and view.end_box is None
    qtbot.waitUntil(lambda: view.end_box is not None, timeout=15000)
    assert not any(card.isVisible() for card in view.pile)


def test_a_new_deal_during_the_cascade_opens_no_panel(qtbot, window) -> None:
    view = window.view
    win_with_the_cascade(view)
    view.new_game()
    assert not view.celebration.running
    qtbot.wait(300)
    assert view.end_box is None and view.state.moves == 0


def test_a_mismatch_message_leaves_the_felt_when_the_game_ends(qtbot, window) -> None:
    """The review: "Must be the same rank" stayed on the felt under the stuck panel."""
    view = window.view
    view.start_deal(next(n for n in range(500) if engine.is_stuck(engine.new_game(n))))
    view.close_end_box()
    view.message.say("Must be the same rank")
    view.show_end_box("Stuck", "No more moves possible", undo=True)
    assert view.end_box is not None and view.message.text == ""
