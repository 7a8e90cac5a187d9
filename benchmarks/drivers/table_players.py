"""Seeded scripted players that play the built-in games through the views' own input.

Used by the reliability scripts (crash_safety.py, long_play.py) and their tests. A player
acts the way a person at the table does: it taps cards (by emitting the card items'
``clicked`` signal, exactly what a mouse press does), the stock, the confirm button, the
buttons of the message boxes, and triggers the window's menu actions (New game, Restart,
Undo, Redo). It reads the table only to choose its next tap.

- ``HeartToHeartPlayer(window, rng, solver=0.8)``: a legal move each step (the solver's move
  with probability ``solver``, so that many deals are won), now and then a stray tap, an
  undo, a redo, a restart or a new game.
- ``HeartsPlayer(window, rng)``: picks and confirms passes, lifts and plays legal cards,
  closes the hand summaries, starts a new game after a game ends (or, rarely, abandons).
- ``built_in_window()``: the shown main window they play in, both built-in games registered.
- ``check_invariants(view)``: the engine invariants of either game (cards conserved, the
  state accepted by its own ``State.from_json``); raises ``AssertionError``.

``step()`` returns a short name of what the player did ("wait" while the CPU seats play).
"""

from __future__ import annotations

import json
import random
from collections import Counter

from qtcards_heart_to_heart import engine as hh
from qtcards_hearts import engine as hearts

from tools import hh_solver


def _trigger(action) -> bool:
    if action.isEnabled():
        action.trigger()
        return True
    return False


def built_in_window():
    """A shown 1180x820 main window with both built-in games registered, in English
    (for the scripts that drive the app outside pytest: no qtbot)."""
    from qtcards_heart_to_heart import plugin as hh_plugin
    from qtcards_hearts import plugin as hearts_plugin

    from qtcards.i18n import languages as translation
    from qtcards.plugin_host.registry import GameRegistry
    from qtcards.window import discard
    from qtcards.window.main_window import MainWindow

    discard.ASK_BY_DEFAULT = False  # a scripted player presses New game mid-game
    translation.install("en")
    games = GameRegistry()
    for module, name in ((hh_plugin, "heart-to-heart"), (hearts_plugin, "hearts")):
        if not games.add_plugin(module, name):
            raise RuntimeError(f"the built-in game {name} was refused: {games.faults}")
    window = MainWindow(games, "en")
    window.resize(1180, 820)
    window.show()
    return window


class HeartToHeartPlayer:
    """Plays Heart to Heart by taps and menu actions (see the module docstring)."""

    def __init__(self, window, rng: random.Random, solver: float = 0.8, menus: bool = True) -> None:
        self.window = window
        self.rng = rng
        self.solver = solver
        self.menus = menus

    @property
    def view(self):
        return self.window.view

    def click(self, place: int) -> None:
        """Tap a tableau position or the waste's top (``hh.WASTE``) as a click does."""
        view = self.view
        if place == hh.WASTE:
            if not view.state.waste:
                return
            item = view.pile[len(view.state.stock)]
        else:
            item = view.tableau[place]
        view.table.act(item)

    def click_stock(self) -> None:
        view = self.view
        item = view.stock_item()
        view.table.act(item)

    def choose(self):
        state = self.view.state
        moves = hh.legal_moves(state)
        if not moves:
            return None
        if self.rng.random() < self.solver:
            line = hh_solver.solve(state)
            if line:
                return line[0]
        pairs = [move for move in moves if isinstance(move, hh.Pair)]
        return self.rng.choice(pairs if pairs and self.rng.random() < 0.8 else moves)

    def step(self) -> str:
        window, view, rng = self.window, self.view, self.rng
        state = view.state
        if hh.is_won(state) or hh.is_stuck(state):
            if self.menus and rng.random() < 0.25 and _trigger(window.undo_action):
                return "undo"
            if self.menus and rng.random() < 0.1 and _trigger(window.restart_action):
                return "restart"
            window.new_action.trigger() if self.menus else view.new_game()
            return "new game"
        roll = rng.random()
        if self.menus and roll < 0.04:
            return "undo" if _trigger(window.undo_action) else "wait"
        if self.menus and roll < 0.06:
            return "redo" if _trigger(window.redo_action) else "wait"
        if self.menus and roll < 0.063:
            window.new_action.trigger()
            return "new game"
        if self.menus and roll < 0.066:
            window.restart_action.trigger()
            return "restart"
        if roll < 0.1:
            self.click(rng.choice([hh.WASTE, *hh.POSITIONS]))
            return "stray tap"
        move = self.choose()
        if isinstance(move, hh.Pair):
            if view.selection is not None:
                self.click(view.selection)  # put the selection down first
            self.click(move.first)
            self.click(move.second)
            return "pair"
        self.click_stock()
        return "draw"


class HeartsPlayer:
    """Plays Hearts by taps, the confirm button and the message boxes' buttons."""

    def __init__(self, window, rng: random.Random, abandon: float = 0.005, menus: bool = True) -> None:
        self.window = window
        self.rng = rng
        self.abandon = abandon
        self.menus = menus

    @property
    def view(self):
        return self.window.view

    def click(self, card: int) -> None:
        self.view.table.act(self.view.cards[card])

    def step(self) -> str:
        view, rng = self.view, self.rng
        state = view.state
        if view.sheet.box is not None:
            buttons = view.sheet.box.buttons()
            button = buttons[0] if state.phase != "game_over" or rng.random() < 0.8 else buttons[-1]
            button.click()
            return "box"
        if state.phase == "game_over":
            if view.board.new_game_button.isVisible() and rng.random() < 0.5:
                view.board.new_game_button.click()
            else:
                self.window.new_action.trigger() if self.menus else view.new_game()
            return "new game"
        if state.phase == "pass":
            if len(view.picks) == 3 and rng.random() < 0.7:
                if rng.random() < 0.5 and view.board.confirm_button.isVisible():
                    view.board.confirm_button.click()
                else:
                    view.confirm_action.trigger()
                return "confirm"
            self.click(rng.choice(state.hands[0]))
            return "pick"
        if view.your_turn():
            if self.menus and rng.random() < self.abandon:
                self.window.new_action.trigger()
                return "abandon"
            if rng.random() < 0.1:
                self.click(rng.choice(state.hands[0]))
                return "stray tap"
            card = rng.choice(hearts.legal_plays(state, 0))
            if view.lifted != card:
                self.click(card)
            self.click(card)
            return "play"
        return "wait"


def player_for(window, rng: random.Random, **options):
    """The scripted player of the game open in ``window``."""
    game = window.game.id
    if game == "heart-to-heart":
        return HeartToHeartPlayer(window, rng, **options)
    if game == "hearts":
        return HeartsPlayer(window, rng, **options)
    raise ValueError(f"no scripted player for {game!r}")


HH_DECK = Counter({rank: 4 for rank in hh.RANKS})


def check_invariants(view) -> None:
    """The engine invariants of the view's game; raises AssertionError on a breach."""
    state = view.state
    assert state is not None, "no game on the table"
    again = type(state).from_json(json.loads(json.dumps(state.to_json())))
    assert again == state, "the engine's from_json does not give its own state back"
    if isinstance(state, hh.State):
        present = Counter(r for r in state.tableau if r is not None) + Counter(state.stock) + Counter(state.waste)
        gone = state.tableau.count(None)
        removed_talon = 52 - sum(present.values()) - gone
        assert 0 <= removed_talon <= gone, "more talon cards gone than tableau cards"
        assert all(HH_DECK[rank] - present[rank] >= 0 and (HH_DECK[rank] - present[rank]) % 2 == 0 for rank in hh.RANKS)
        assert state.score == 10 * gone
        history = view.session.history()
        for before, after in zip(history, history[1:]):
            assert any(hh.apply(before, move) == after for move in hh.legal_moves(before)), "undo history broken"
        assert view.state == history[view.undo_stack().index()], "the table is not at the undo index"
    else:
        taken = [card for _, card in state.played if card not in state.trick]
        cards = [card for hand in state.hands for card in hand] + list(state.trick) + taken
        assert sorted(cards) == list(range(52)), "Hearts cards not conserved"
        assert len(state.played) == 52 - sum(map(len, state.hands))
