"""Hearts' view and its parts: a board that draws a state on its own, and a table
that the game waits on (the cards' landed signal), never a timer's guess."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSizeF
from qtcards_hearts import engine, view as hearts_view
from qtcards_hearts.board import HeartsBoard
from qtcards_hearts.seats import TABLE

from qtcards.kit.view import Table
from tests.games.hearts.test_hearts_view import SEED, WAIT, close_window, open_window, pass_by_ui, play_one_by_ui


@pytest.fixture(autouse=True)
def fast_beat(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hearts_view, "BEAT_MS", 1)
    monkeypatch.setattr(hearts_view, "TRICK_PAUSE_MS", 1)


def test_the_board_draws_a_state_without_a_view_or_a_session(qtbot) -> None:
    table = Table(QSizeF(TABLE))
    qtbot.addWidget(table)
    table.resize(1000, 700)
    table.show()
    table.animation_ms = 0
    board = HeartsBoard(table, lambda: None, lambda: None)
    state = engine.submit_pass(engine.new_game(SEED), 0, list(engine.new_game(SEED).hands[0][:3]))
    board.show(state, None)
    mine = state.hands[0]
    assert all(board.cards[card].face_up and board.cards[card].angle == 0.0 for card in mine)
    assert all(not board.cards[card].face_up and board.cards[card].angle == 90.0 for card in state.hands[1])
    board.mark(state, None, set(), mine[0], set(), set(engine.legal_plays(state, 0)) if state.turn == 0 else None)
    assert board.cards[mine[0]].lifted == (state.turn == 0)
    spots = [spot.item.key for spot in board.spots() if spot.item in board.cards.values()]
    assert spots == list(mine), "the hand, in order, is what the keyboard and a screen reader reach"
    board.show_controls("Hello", None, True)
    assert board.message.text == "Hello" and not board.confirm_button.isVisibleTo(table)
    assert board.new_game_button.isVisibleTo(table)


def test_the_game_waits_for_its_cards_to_land(qtbot) -> None:
    """With the animations on: no CPU card, no trick collected and no score sheet while
    a card is still on its way (the beat and the trick pause are 1 ms here)."""
    window, view = open_window(qtbot, animate=True)
    view.table.animation_ms = 120
    view.start_game(SEED)
    early: list[str] = []

    def in_flight() -> list[int]:
        return [card for card, item in view.cards.items() if item.in_flight and item.isVisible()]

    to_play = view.cpus.to_play

    def checked_to_play():
        state = to_play()  # asked by the CPU seats right before they choose
        if state is not None and in_flight():
            early.append(f"CPU card with {in_flight()} in flight")
        return state

    view.cpus.to_play = checked_to_play
    qtbot.waitUntil(lambda: not in_flight(), timeout=WAIT)  # dealt
    pass_by_ui(qtbot, view)
    for _ in range(3):
        qtbot.waitUntil(view.your_turn, timeout=WAIT)
        play_one_by_ui(qtbot, view)
        qtbot.waitUntil(lambda: view.showing is not None or view.your_turn(), timeout=WAIT)
        if view.showing is not None:  # a trick on show: the pause, then it glides to its taker
            trick = view.showing
            qtbot.waitUntil(lambda: view.landing.waiting or view.showing is None, timeout=WAIT)
            if view.showing is not None:
                assert any(view.cards[card].in_flight for card in trick.cards)  # still gliding
                assert view.showing is trick  # not collected before they land
            qtbot.waitUntil(lambda: view.showing is None, timeout=WAIT)
            assert not any(
                view.cards[card].is_moving() and view.cards[card].pos() != view.cards[card].target()
                for card in trick.cards
            )
    assert early == []
    close_window(window)


def test_a_played_card_turns_into_the_trick(qtbot) -> None:
    """A side seat's card turns from its hand's quarter turn to upright as it glides."""
    window, view = open_window(qtbot, animate=True)
    view.table.animation_ms = 400
    view.start_game(SEED)
    qtbot.waitUntil(lambda: not any(item.in_flight for item in view.cards.values()), timeout=WAIT)  # dealt
    pass_by_ui(qtbot, view)
    seat = 1

    def side_seat_played() -> bool:
        return any(s == seat for s, _ in view.state.played)

    while not side_seat_played():
        qtbot.waitUntil(lambda: view.your_turn() or side_seat_played(), timeout=WAIT)
        if view.your_turn() and not side_seat_played():
            play_one_by_ui(qtbot, view)
    card = next(c for s, c in view.state.played if s == seat)
    item = view.cards[card]
    if item.in_flight:
        qtbot.waitUntil(lambda: item.rotation() != 90.0 or not item.in_flight, timeout=WAIT)
    qtbot.waitUntil(lambda: not item.in_flight, timeout=WAIT)
    assert item.rotation() == 0.0
    if card in view.state.trick or (view.showing and card in view.showing.cards):
        x, y = view.board.layout.trick_at[seat]
        assert (item.unit_pos.x(), item.unit_pos.y()) == pytest.approx((x, y))
    close_window(window)
