"""The gallery's table scenes: each game's table put into each state a player meets, one
after another, handed to ``look(name, widget)`` (tools/gallery.py saves a picture of it,
tests/support/clip_probe.py checks its text).

All moves are made through the views (or the engines' legal moves), so what a panel or a
plate says is the scene's own.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Callable

Look = Callable[[str, object], None]


def settle(app, rounds: int = 6) -> None:
    """Let layouts, paints and deferred deletions happen (as the event loop would)."""
    from PySide6.QtCore import QEvent

    for _ in range(rounds):
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def hearts_state(seed: int, phase: str, final: tuple[int, ...] | None = None, hand: int = 0):
    """A Hearts state in ``phase`` of hand ``hand`` (0 the first, or later), reached by legal random play
    (engine only); a game over starts from 95, 97, 99, 60 and ends with ``final`` totals
    when given (a won or a drawn end: random play rarely makes one)."""
    from qtcards_hearts import engine

    rng = random.Random(seed)
    state = engine.new_game(seed)
    if phase == "game_over":
        state = dataclasses.replace(state, scores=(95, 97, 99, 60))
    while state.phase != phase or state.hand_number < hand or (phase == "play" and len(state.played) < 6):
        if state.phase == "pass":
            for seat in range(4):
                state = engine.submit_pass(state, seat, sorted(state.hands[seat])[:3])
        elif state.phase == "hand_over":
            state = engine.next_hand(state)
        elif phase == "play" and state.hand_number >= hand and len(state.played) == 6:
            break
        else:
            state = engine.play(state, rng.choice(engine.legal_plays(state)))
    return state if final is None else dataclasses.replace(state, scores=final)


def moon_state():
    """Hand 1 of seed 0 with you always playing your highest legal card and the CPU seats
    their lowest (you are passed their three highest): you take all 26 points, a shot moon."""
    from qtcards_hearts import engine

    state = engine.new_game(0)
    while state.phase == "pass":
        for seat in range(4):
            hand = sorted(state.hands[seat], key=lambda card: card % 13)
            state = engine.submit_pass(state, seat, sorted(hand[:3] if seat == 0 else hand[-3:]))
    while state.phase == "play":
        legal = engine.legal_plays(state)
        state = engine.play(state, (max if state.turn == 0 else min)(legal, key=lambda card: card % 13))
    return state


def cpu_turn(state):
    """``state`` played on (your lowest legal card) until a CPU seat is to play: its beat
    has not come yet when the picture is taken, so its plate is the one rimmed."""
    from qtcards_hearts import engine

    while state.turn == 0:
        state = engine.play(state, min(engine.legal_plays(state)))
    return state


def heart_to_heart(app, window, look: Look) -> None:
    """A fresh deal, a selection, the placement aid, a refused move, keyboard focus, the
    won panel and the stuck panel after real moves."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from qtcards_heart_to_heart import engine as hh

    from tools.hh_solver import solve

    window.open_game("heart-to-heart")
    view = window.view
    view.table.animation_ms = 0
    view.open_code("HH1-N-AAAAAAM")
    look("hh-table", window)
    view.click(25)  # the tip of the heart, free from the start
    look("hh-selected", window)
    options = window.option_values["heart-to-heart"]
    saved = {key: options.get(key) for key in ("placement_aid", "move_errors")}
    options.set("placement_aid", True)
    look("hh-placement-aid", window)
    options.set("move_errors", True)
    if hh.rank_at(view.state, hh.WASTE) != hh.rank_at(view.state, 25):
        view.click(hh.WASTE)  # two cards of different ranks: the table says why not
        look("hh-move-error", window)
    view.clear_selection()
    for key, value in saved.items():
        options.set(key, value)
    QTest.keyClick(view.table, Qt.Key.Key_Right)
    look("hh-keyboard-focus", window)
    start = view.state
    while view.state.stock:
        view.play(hh.Draw())
    look("hh-empty-stock", window)  # the ↻ on the empty place: the waste can be turned back
    view.session.start(start)
    for move in solve(view.state):
        view.play(move)
    look("hh-won", window)
    number = next(n for n in range(2000) if not hh.is_stuck(hh.new_game(n)) and _sticks(hh, n))
    view.start_deal(number)
    for move in _moves_to_stuck(hh, number):
        view.play(move)
    look("hh-stuck", window)
    view.open_code("HH1-N-AAAAAAM")


def _sticks(hh, number: int) -> bool:
    return _moves_to_stuck(hh, number) is not None


def _moves_to_stuck(hh, number: int):
    """The first-legal-move line from deal ``number`` when it ends stuck within 40 moves."""
    state, line = hh.new_game(number), []
    for _ in range(40):
        if hh.is_stuck(state):
            return line if line else None
        moves = hh.legal_moves(state)
        if not moves:
            return None
        line.append(moves[0])
        state = hh.apply(state, moves[0])
    return None


def hearts(app, window, look: Look) -> None:
    """The pass, the received cards, a trick, keyboard focus, a no-pass hand, the hand's
    sheet, and a game over lost, won and drawn."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.open_game("hearts")
    view = window.view
    view.table.animation_ms = 0
    view.start_game(7)
    for card in view.state.hands[0][:3]:
        view.act(view.cards[card])
    look("hearts-pass", window)
    view.confirm_pass()
    settle(app)
    look("hearts-received", window)
    QTest.keyClick(view.table, Qt.Key.Key_Right)
    look("hearts-keyboard-focus", window)
    scenes = (
        ("hearts-trick", "play", {}),
        ("hearts-no-pass", "play", {"hand": 3}),
        ("hearts-hand-over", "hand_over", {}),
        ("hearts-moon", "moon", {}),
        ("hearts-cpu-turn", "cpu", {}),
        ("hearts-game-over", "game_over", {}),
        ("hearts-game-won", "game_over", {"final": (40, 104, 80, 70)}),
        ("hearts-game-drawn", "game_over", {"final": (50, 104, 50, 70)}),
    )
    for name, phase, extra in scenes:
        view._stop_everything()
        state = moon_state() if phase == "moon" else cpu_turn(hearts_state(7, "play")) if phase == "cpu" else None
        state = state or hearts_state(7, phase, **extra)
        view.session.start(state, level="normal", picks=[])
        view._resumed()
        settle(app)
        if phase in ("game_over", "moon"):  # (a resumed end shows no sheet: open it as at the end)
            ending = view.ending(view.state)
            view._open_sheet(ending.title, ending.text)
        look(name, window)
    from qtcards_hearts import engine

    view._stop_everything()
    view.session.start(engine.next_hand(hearts_state(7, "hand_over", hand=2)), level="normal", picks=[])
    view._start_hand()  # hand 4 begins: "No passing this hand" on the felt, a CPU seat to lead or you
    settle(app)
    look("hearts-no-pass-banner", window)
    view.start_game(7)  # (the ends' totals are made up: no such game is left saved)


def golf(app, window, look: Look) -> None:
    """Golf's table, a refused move, keyboard focus, and a game lost and one won."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    if not window.open_game("golf"):
        return
    from qtcards_golf import engine

    view = window.view
    view.table.animation_ms = 0
    view.start_deal(1)
    look("golf-table", window)  # the playable cards outlined (an option, on at first)
    columns = range(len(view.state.columns))
    refused = next((i for i in columns if not engine.is_legal(view.state, engine.Play(i))), None)
    if refused is not None:
        view.click_column(refused)  # "Only a card one rank higher or lower goes on the foundation."
        look("golf-move-error", window)
    QTest.keyClick(view.table, Qt.Key.Key_Right)
    look("golf-keyboard-focus", window)
    for name, wanted in (("golf-lost", engine.is_lost), ("golf-won", engine.is_won)):
        number = next((n for n in range(3000) if wanted(_golf_greedy(engine, n)[0])), None)
        if number is None:
            continue
        view.start_deal(number)
        for move in _golf_greedy(engine, number)[1]:
            view.play(move)
        look(name, window)
    view.start_deal(1)


def _golf_greedy(engine, number: int):
    """Deal ``number`` played by "a column first, else draw": (the end state, the moves)."""
    state, line = engine.new_game(number), []
    while not engine.is_over(state):
        moves = engine.legal_moves(state)
        move = next((m for m in moves if not isinstance(m, engine.Draw)), moves[0])
        line.append(move)
        state = engine.apply(state, move)
    return state, line


TABLES = (heart_to_heart, hearts, golf)
