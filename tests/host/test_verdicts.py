"""What every pile game gets from the kit's solver, on a toy patience in a real window: the
verdict in the status bar and said, Hint along the winning line, the end panel of a game
that can no longer be won and its undo to the last winnable position, the demo (stopped by
a key, counted neither way), winnable deals only. The toy's searches end in a few dozen
positions, so every wait is for a verdict that always comes (no clock)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from qtcards.kit import LOST, WINNABLE, Budget, PatienceView, PileMove, rules_page, solve
from qtcards.kit.solver_options import view_rules
from qtcards.kit.testing import SOLVER_WAIT_MS, GameWindow, GameWindows
from tests.support import ladder
from tests.support.ladder import RULES, Dealt, new_game

#: A winnable position, and the move that leaves it lost with a move still left.
START = Dealt(((), (), (0, 2), (4, 1), (3,)), 7)
BAD = PileMove(3, 1, 2)
CAN_WIN, NO_LONGER = "This deal can be won.", "This game can no longer be won."


@pytest.fixture
def toy(game_window: GameWindows) -> GameWindow:
    """The toy patience open in English."""
    return game_window.open(ladder, "ladder")


def buttons(toy: GameWindow) -> dict[str, QPushButton]:
    """The end panel's buttons by their text."""
    panel = toy.end_panel
    assert panel is not None
    return {button.text(): button for button in panel.findChildren(QPushButton)}


def test_the_verdict_is_shown_said_and_followed_by_the_end_panel(toy: GameWindow, qtbot: QtBot) -> None:
    view, said = toy.view, toy.heard()
    view.session.start(START)
    qtbot.waitUntil(lambda: toy.info("verdict") == CAN_WIN, timeout=SOLVER_WAIT_MS)
    assert CAN_WIN in said and toy.end_panel is None
    assert CAN_WIN not in toy.window.statusBar().currentMessage()  # its own field shows it: not twice
    assert RULES.legal_moves(RULES.apply(START, BAD))  # moves remain, but none wins
    view.play_move(BAD)
    qtbot.waitUntil(lambda: toy.info("verdict") == NO_LONGER, timeout=SOLVER_WAIT_MS)
    assert said.count(NO_LONGER) >= 1
    offered = buttons(toy)
    assert {"New game", "Undo"} <= set(offered)
    qtbot.mouseClick(offered["Undo to the last position from which it could still be won"], Qt.MouseButton.LeftButton)
    assert view.state == START and view.session.stack.index() == 0
    qtbot.waitUntil(lambda: toy.info("verdict") == CAN_WIN, timeout=SOLVER_WAIT_MS)


def test_the_verdict_can_be_hidden(toy: GameWindow, qtbot: QtBot) -> None:
    view = toy.view
    view.context.options.set("solver_verdict", False)
    view.session.start(START)
    view.play_move(BAD)
    qtbot.waitUntil(lambda: view.verdicts.now() is not None, timeout=SOLVER_WAIT_MS)
    assert view.verdicts.now().outcome == LOST
    assert toy.info("verdict") == "" and toy.end_panel is None


def test_hint_gives_the_winning_line_then_says_the_game_is_lost(toy: GameWindow, qtbot: QtBot) -> None:
    view, said = toy.view, toy.heard()
    view.session.start(START)
    qtbot.waitUntil(lambda: view.verdicts.now() is not None, timeout=SOLVER_WAIT_MS)
    while not RULES.is_won(view.now()):
        line = view.verdicts.now().line
        toy.key(Qt.Key.Key_H)
        assert view.hinted == line[0]
        view.play_move(line[0])  # the rest of the line needs no new search
        assert RULES.is_won(view.now()) or view.verdicts.now().line == line[1:]
    view.session.start(START)
    view.play_move(BAD)
    qtbot.waitUntil(lambda: view.verdicts.now() is not None, timeout=SOLVER_WAIT_MS)
    view.close_end_box()
    toy.key(Qt.Key.Key_H)
    assert said[-1] == NO_LONGER and view.hinted is None


def test_without_a_line_hint_leaves_seen_positions_and_says_no_move_only_when_none_is_left(toy: GameWindow) -> None:
    view, said = toy.view, toy.heard()
    view.session.start(Dealt(((), (), (0, 3), (1,), ()), 1))  # the 4 on the ace, the 2 alone: stuck
    view.verdicts.runner.cancel()
    toy.key(Qt.Key.Key_H)
    assert said[-1] == "No move is left."
    view.session.start(START)
    view.play_move(BAD)
    view.verdicts.known.clear()
    view.verdicts.runner.cancel()  # no verdict: the hint goes somewhere new
    toy.key(Qt.Key.Key_H)
    assert view.hinted is not None
    assert RULES.apply(view.now(), view.hinted) not in view.session.history()


def test_the_demo_plays_the_line_and_a_key_stops_it_uncounted(toy: GameWindow, qtbot: QtBot) -> None:
    view = toy.view
    view.session.start(START)
    qtbot.waitUntil(lambda: view.verdicts.now() is not None, timeout=SOLVER_WAIT_MS)
    toy.key(Qt.Key.Key_D)
    qtbot.waitUntil(lambda: view.state != START, timeout=SOLVER_WAIT_MS)
    assert view.demo.playing and view.session.state == START
    toy.key(Qt.Key.Key_Space)
    assert not view.demo.playing and view.state == START and not view.session.moved
    view.demo.action.trigger()
    qtbot.waitUntil(lambda: RULES.is_won(view.now()), timeout=SOLVER_WAIT_MS)
    qtbot.mouseClick(toy.window, Qt.MouseButton.LeftButton)
    assert view.state == START and toy.end_panel is None
    played_and_won = view.statistics().rows[0][1][:2]
    assert list(played_and_won) == ["0", "0"]


def outcome(number: int) -> str:
    return solve(RULES, new_game(number), Budget(seconds=None)).outcome


def test_winnable_deals_only_skips_the_deals_the_solver_cannot_win(toy: GameWindow, qtbot: QtBot) -> None:
    view, said = toy.view, toy.heard()
    lost = [n for n in range(100) if outcome(n) == LOST][:2]
    won = next(n for n in range(100) if outcome(n) == WINNABLE)
    view.context.options.set("winnable_only", True)
    picks = iter([*lost, won])
    view.winnable.pick = lambda first, last: next(picks)
    view.new_game()
    qtbot.waitUntil(lambda: view.now().deal == won, timeout=SOLVER_WAIT_MS)
    assert toy.info("verdict") == CAN_WIN
    view.winnable.tries, picks = 2, iter(lost)
    view.new_game()
    qtbot.waitUntil(lambda: view.now().deal == lost[1], timeout=SOLVER_WAIT_MS)
    # (the verdict on the deal may be said before it or after it: a search of its own)
    qtbot.waitUntil(lambda: "No deal was proved winnable in time: this one may not be." in said, timeout=SOLVER_WAIT_MS)
    view.start_deal(lost[0])  # a deal by its number: any deal
    assert view.now().deal == lost[0]


def test_a_pile_game_that_lists_nothing_gets_the_solver_options_field_and_rules(
    toy: GameWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = toy.game  # the toy's registration lists no option and no field of its own
    assert [option.key for option in game.options] == ["solver_verdict", "winnable_only"]
    assert [field.key for field in game.info_fields] == ["verdict"]
    toy.view.session.start(START)
    qtbot.waitUntil(lambda: toy.info("verdict") == CAN_WIN, timeout=SOLVER_WAIT_MS)
    toy.set_option("solver_verdict", False)  # as Settings sets it
    qtbot.waitUntil(lambda: toy.info("verdict") == "", timeout=SOLVER_WAIT_MS)
    monkeypatch.setattr(toy.view, "rules_html", lambda: rules_page("Ladder", "Ladder", [("Aim", ["Win."])]))
    assert "The solver" in view_rules(toy.view) and "The solver" not in toy.view.rules_html()


def test_a_pile_game_may_do_without_the_solver(game_window: GameWindows, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(PatienceView, "solver", False)
    toy = game_window.open(ladder, "ladder")
    assert not toy.game.options and not toy.game.info_fields
    monkeypatch.setattr(toy.view, "rules_html", lambda: rules_page("Ladder", "Ladder", [("Aim", ["Win."])]))
    assert "The solver" not in view_rules(toy.view)
