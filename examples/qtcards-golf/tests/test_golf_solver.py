"""Golf gets the kit's solver: the verdict in the status bar after a deal, Hint along the
winning line, Hint telling a lost game. Deals 32 (won) and 16 (lost) are decided in a few
thousand positions (test_golf_search.py), so each wait is for a verdict that always comes."""

from __future__ import annotations

import pytest
import qtcards_golf
from pytestqt.qtbot import QtBot
from qtcards_golf.engine import Play

from qtcards.kit.testing import SOLVER_WAIT_MS, GameWindow, GameWindows


@pytest.fixture
def golf(game_window: GameWindows) -> GameWindow:
    """Golf open in English."""
    return game_window.open(qtcards_golf, "golf")


def test_a_new_deal_gets_its_verdict_and_hint_shows_the_winning_lines_first_step(
    golf: GameWindow, qtbot: QtBot
) -> None:
    view, said = golf.view, golf.heard()
    view.start_deal(32)
    qtbot.waitUntil(lambda: golf.info("verdict") == "This deal can be won.", timeout=SOLVER_WAIT_MS)
    step = view.verdicts.next_step()
    assert step is not None and "This deal can be won." in said
    view.hint_action.trigger()
    state = view.state
    lit = [card for card, item in view.cards.items() if item.hinted]
    if isinstance(step, Play):
        assert lit == [state.columns[step.column][-1]] and said[-1].endswith("onto the foundation.")
    else:
        assert lit == [state.stock[-1]] and said[-1] == "Draw from the stock."
    assert view.hinted == step


def test_a_lost_deal_is_said_lost_and_hint_says_so(golf: GameWindow, qtbot: QtBot) -> None:
    said = golf.heard()
    golf.view.start_deal(16)
    qtbot.waitUntil(lambda: golf.info("verdict") == "This deal cannot be won.", timeout=SOLVER_WAIT_MS)
    golf.view.hint_action.trigger()
    assert said[-1] == "This game can no longer be won."


def test_the_host_gives_golf_the_solvers_options_and_demo(golf: GameWindow) -> None:
    keys = {option.key for option in golf.view.context.game.options}
    assert {"solver_verdict", "winnable_only"} <= keys
    assert golf.view.demo.action in golf.view.game_actions()
