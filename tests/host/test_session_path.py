"""The session's change path as a player meets it: the end judged once per change, a
finished game takes no Undo, each step keeps its name across a resume, and saving at
every move does not serialize the whole history again."""

from __future__ import annotations

from qtcards_heart_to_heart import plugin as hh_plugin

from qtcards.kit.testing import GameWindows
from tests.reliability.test_reliability_kit_guests import counter_plugin


def test_each_move_asks_the_game_for_its_ending_once(game_window: GameWindows) -> None:
    counter = counter_plugin()
    asked: list[int] = []
    judge = counter.CounterView.ending
    counter.CounterView.ending = lambda view, state: asked.append(state.n) or judge(view, state)
    game = game_window.open(counter, "counter")
    asked.clear()
    for _ in range(5):
        game.view.move()
    assert asked == [1, 2, 3, 4, 5]


def test_a_finished_game_takes_no_undo(game_window: GameWindows) -> None:
    game = game_window.open(counter_plugin(), "counter")
    for _ in range(9):
        game.view.move()
    assert game.window.undo_action.isEnabled()
    game.view.move()  # the tenth: won
    assert game.view.state.n == 10 and not game.window.undo_action.isEnabled()
    game.undo()
    assert game.view.state.n == 10
    game.new_game()
    game.view.move()
    assert game.window.undo_action.isEnabled()  # a new game takes Undo again


def test_saving_at_every_move_makes_each_state_s_json_once(game_window: GameWindows) -> None:
    counter = counter_plugin()
    made: list[int] = []
    to_json = counter.Counter.to_json
    counter.Counter.to_json = lambda state: made.append(state.n) or to_json(state)
    game = game_window.open(counter, "counter")
    made.clear()
    for _ in range(9):
        game.view.move()
    # a state's JSON is made when the kit checks the step and once for the saved game;
    # rewriting it at every save would make 1 + 2 + ... + 9 = 45 of them more
    assert len(made) <= 2 * 9 + 1


def test_a_resumed_game_names_each_step_as_before(game_window: GameWindows) -> None:
    game = game_window.open(hh_plugin, "heart-to-heart")
    game.view.draw_action.trigger()
    assert game.window.undo_action.text() == "&Undo Draw"
    game.restart()
    assert game.window.undo_action.text() == "&Undo Draw"


def test_after_the_winning_move_the_end_is_said_last(game_window: GameWindows) -> None:
    counter = counter_plugin()
    counter.CounterView.move = lambda view: view.session.run(counter.step, "Move", "Counted one more.")
    game = game_window.open(counter, "counter")
    for _ in range(9):
        game.view.move()
    assert game.window.statusBar().currentMessage() == "Counted one more."
    game.view.move()
    assert game.window.statusBar().currentMessage() == "Won. Counted to ten."


def test_a_resumed_deal_s_clock_goes_on_at_the_next_move(game_window: GameWindows) -> None:
    game = game_window.open(hh_plugin, "heart-to-heart")
    game.view.draw_action.trigger()
    assert game.view.session.clock.started
    view = game.restart()
    assert not view.session.clock.started  # not at launch: the player may not be back yet
    view.draw_action.trigger()
    assert view.session.clock.started
