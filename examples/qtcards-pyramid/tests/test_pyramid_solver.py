"""Pyramid gets the kit's solver: the verdict in the status bar after a deal, and Hint along
the winning line. Deal 12 is won in a few thousand positions (test_pyramid_search.py), so
the wait is for a verdict that always comes."""

from __future__ import annotations

import pytest
import qtcards_pyramid
from pytestqt.qtbot import QtBot
from qtcards_pyramid.engine import Draw, Remove, card_at

from qtcards.kit.testing import SOLVER_WAIT_MS, GameWindow, GameWindows


@pytest.fixture
def pyramid(game_window: GameWindows) -> GameWindow:
    """Pyramid open in English."""
    return game_window.open(qtcards_pyramid, "pyramid")


def test_a_new_deal_gets_its_verdict_and_hint_shows_the_winning_lines_first_step(
    pyramid: GameWindow, qtbot: QtBot
) -> None:
    view, said = pyramid.view, pyramid.heard()
    view.start_deal(12)
    qtbot.waitUntil(lambda: pyramid.info("verdict") == "This deal can be won.", timeout=SOLVER_WAIT_MS)
    step = view.verdicts.next_step()
    assert step is not None and "This deal can be won." in said
    view.hint_action.trigger()
    state = view.state
    lit = {card for card, item in view.cards.items() if item.hinted}
    if isinstance(step, Remove):
        assert lit == {card_at(state, place) for place in step.places} and said[-1].startswith("Remove the ")
    else:
        assert isinstance(step, Draw) and lit == {state.stock[-1]} and said[-1] == "Draw from the stock."
    assert view.hinted == step


def test_the_host_gives_pyramid_the_solvers_options_and_demo(pyramid: GameWindow) -> None:
    keys = {option.key for option in pyramid.view.context.game.options}
    assert {"solver_verdict", "winnable_only"} <= keys
    assert pyramid.view.demo.action in pyramid.view.game_actions()
