"""Pyramid in a real qtcards window: played by clicks, by the keyboard alone and by drags,
read as a screen reader reads it, saved, resumed, undone, in three languages.

The window comes from qtcards' own pytest plugin, ``qtcards.kit.testing`` (its
``game_window`` fixture): Pyramid is registered as the app registers it, with its own
translations, and cards move at once (no glide).
"""

from __future__ import annotations

import qtcards_pyramid
from hypothesis import HealthCheck, given, settings, strategies as st
from pyramid_hands import (
    KINGS,
    PAIRS,
    WON,
    click_move,
    first_pair,
    focused,
    greedy_line,
    spot_of,
    stats,
    stock_item,
    tab_to,
    targets,
)
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from qtcards_pyramid import engine
from qtcards_pyramid.engine import apply, legal_moves
from qtcards_pyramid.view import REMOVED

from qtcards.kit.testing import GameWindow, GameWindows

# ----- by clicks --------------------------------------------------------------------------


def test_pairs_and_draws_by_clicks(pyramid: GameWindow) -> None:
    view = pyramid.view
    view.start_deal(PAIRS)
    start = view.state
    assert [pyramid.info(key) for key in ("score", "moves", "stock", "recycles", "deal")] == [
        "28",
        "0 moves",
        "24 cards",
        "2",
        str(PAIRS),
    ]
    pair = first_pair(start)
    first, second = targets(pyramid, pair)
    pyramid.click(first)
    assert view.selection == pair.places[0] and first.selected and first.lifted and view.state == start
    pyramid.click(first)  # clicked again: put back
    assert view.selection is None and not first.selected
    pyramid.click(first)
    pyramid.click(second)
    assert view.state == apply(start, pair) and view.selection is None
    on_top = REMOVED.slot(1, 2)  # both on the removed pile, the second on top, and out of reach
    assert (second.unit_pos.x(), second.unit_pos.y()) == (on_top.x, on_top.y) and second.face_up
    assert not any(spot.item in (first, second) for spot in pyramid.table.spots())
    assert pyramid.info("score") == "26" and pyramid.info("moves") == "1 move"
    assert pyramid.window.statusBar().currentMessage() == "Removed; 26 cards left in the pyramid."

    covered = view.cards[view.state.pyramid[0]]
    pyramid.click(covered)  # a covered card: nothing happens
    assert view.selection is None and view.state == apply(start, pair)

    drawn = view.state.stock[-1]
    pyramid.click(stock_item(pyramid))
    assert view.state.waste == (drawn,) and pyramid.info("stock") == "23 cards"
    pyramid.undo()
    assert view.state == apply(start, pair)
    pyramid.undo()
    assert view.state == start
    pyramid.redo()
    assert view.state == apply(start, pair)


def test_a_whole_game_won_by_clicks(pyramid: GameWindow) -> None:
    view = pyramid.view
    view.start_deal(WON)
    for move in greedy_line(view.state):
        before = view.state
        click_move(pyramid, move)
        assert view.state == apply(before, move)
    assert engine.is_won(view.state) and pyramid.end_panel is not None
    assert pyramid.window.statusBar().currentMessage().startswith("You won!")  # the end is said last
    assert list(view.statistics().columns)[:4] == ["Played", "Wins", "Win rate", "Current streak"]
    assert stats(pyramid)[:4] == ["1", "1", "100%", "1 win"]
    assert stats(pyramid)[6] == str(view.state.moves)  # the fewest moves of a win
    assert not view.context.storage.path("game").exists()  # a won game is not kept
    pyramid.click(stock_item(pyramid))  # the game is over: nothing moves, nothing is picked
    assert view.selection is None and engine.is_won(view.state)


def test_a_lost_game_offers_undo_then_a_new_deal(pyramid: GameWindow) -> None:
    view = pyramid.view
    view.start_deal(0)
    for move in greedy_line(view.state):
        click_move(pyramid, move)
    assert engine.is_lost(view.state) and pyramid.end_panel is not None and view.state.recycles == 2
    assert view.undo_stack().canUndo()
    spot = spot_of(pyramid, view.stock_marker)
    assert (spot.name, spot.description()) == ("Stock", "empty")
    pyramid.new_game()
    assert view.state.moves == 0 and pyramid.end_panel is None
    assert stats(pyramid)[:6] == ["1", "0", "0%", "1 loss", "0", "1"]  # left with New game: lost, the streak one loss


def test_the_stock_is_turned_back_twice_only(pyramid: GameWindow) -> None:
    view = pyramid.view
    view.start_deal(5)
    for _ in range(24):
        pyramid.click(stock_item(pyramid))
    assert view.state.stock == () and view.stock_marker.symbol == "↻"
    assert spot_of(pyramid, view.stock_marker).description() == "empty; Enter turns the waste over"
    waste = view.state.waste
    pyramid.click(view.stock_marker)
    assert view.state.stock == waste[::-1] and view.state.recycles == 1 and pyramid.info("recycles") == "1"
    for _ in range(24):
        pyramid.click(stock_item(pyramid))
    pyramid.click(view.stock_marker)
    for _ in range(24):
        pyramid.click(stock_item(pyramid))
    assert view.state.recycles == 2 and view.stock_marker.symbol == ""
    moves = view.state.moves
    pyramid.click(view.stock_marker)  # no third time
    assert view.state.moves == moves


# ----- by the keyboard alone -------------------------------------------------------------


def test_keys_move_the_focus_by_where_the_cards_lie(pyramid: GameWindow) -> None:
    view = pyramid.view
    view.start_deal(WON)
    row = [view.cards[card] for card in view.state.pyramid[21:]]
    pyramid.key(Qt.Key.Key_Tab)  # the first key: the first card that can be played, at the bottom
    assert focused(pyramid) is row[0]
    for item in row[1:]:
        pyramid.key(Qt.Key.Key_Right)
        assert focused(pyramid) is item
    pyramid.key(Qt.Key.Key_Right)  # past the row's end: round to its start
    assert focused(pyramid) is row[0]
    for item in reversed(row):
        pyramid.key(Qt.Key.Key_Left)
        assert focused(pyramid) is item
    pyramid.key(Qt.Key.Key_End)  # End and Home keep to the row: its ends
    assert focused(pyramid) is row[-1]
    pyramid.key(Qt.Key.Key_Home)
    assert focused(pyramid) is row[0]
    pyramid.key(Qt.Key.Key_Up)
    assert focused(pyramid) is view.cards[view.state.pyramid[15]]  # the card it covers half of
    start = view.state
    pyramid.key(Qt.Key.Key_Return)  # a covered card, read but not played
    assert view.state == start and view.selection is None
    for _ in range(5):
        pyramid.key(Qt.Key.Key_Up)
    assert focused(pyramid) is view.cards[view.state.pyramid[0]]  # the top
    pyramid.key(Qt.Key.Key_Down)  # the row just below first
    below = focused(pyramid)
    assert below in [view.cards[card] for card in view.state.pyramid[1:3]]
    pyramid.key(Qt.Key.Key_Tab)  # Tab: on to the next card that can be played
    assert focused(pyramid) is row[0]


def test_a_whole_game_won_by_the_keyboard_alone(pyramid: GameWindow) -> None:
    view = pyramid.view
    view.start_deal(WON)
    for number, move in enumerate(greedy_line(view.state)):
        before = view.state
        for item in targets(pyramid, move):
            tab_to(pyramid, item)
            pyramid.key(Qt.Key.Key_Space if number % 2 else Qt.Key.Key_Return)
        assert view.state == apply(before, move)
    assert engine.is_won(view.state) and stats(pyramid)[:2] == ["1", "1"]


def test_escape_puts_the_picked_card_back(pyramid: GameWindow) -> None:
    view = pyramid.view
    view.start_deal(PAIRS)
    item = targets(pyramid, first_pair(view.state))[0]
    tab_to(pyramid, item)
    pyramid.key(Qt.Key.Key_Enter)
    assert item.selected and spot_of(pyramid, item).description() == "free, selected"
    pyramid.key(Qt.Key.Key_Escape)
    assert view.selection is None and not item.selected and spot_of(pyramid, item).description() == "free"
    pyramid.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # nothing to undo: no move was made
    assert view.state.moves == 0


@settings(max_examples=6, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(0, engine.MAX_DEAL), st.lists(st.integers(0, 1000), max_size=25))
def test_undo_restores_the_exact_state(pyramid: GameWindow, deal: int, picks: list[int]) -> None:
    """Random legal moves by clicks, then Undo all the way back, one state at a time."""
    view = pyramid.view
    view.start_deal(deal)
    history = [view.state]
    for pick in picks:
        moves = legal_moves(view.state)
        if not moves or engine.is_won(view.state):
            break
        click_move(pyramid, moves[pick % len(moves)])
        assert view.state == apply(history[-1], moves[pick % len(moves)])
        history.append(view.state)
    for before in reversed(history[:-1]):
        pyramid.undo()
        assert view.state == before
        shown = [card for card, item in view.cards.items() if item.isVisible() and item.face_up]
        assert set(c for c in before.pyramid if c is not None) <= set(shown)
        assert not any(view.cards[c].face_up for c in before.stock)


# ----- saved, resumed, translated -----------------------------------------------------------


def test_quit_and_start_again_resumes_the_game(pyramid: GameWindow) -> None:
    pyramid.view.start_deal(WON)
    line = greedy_line(pyramid.view.state)
    for move in line[:6]:
        click_move(pyramid, move)
    state = pyramid.view.state
    view = pyramid.restart()
    assert view.state == state and pyramid.info("moves") == "6 moves" and view.undo_stack().count() == 6
    for move in line[6:]:
        click_move(pyramid, move)
    assert engine.is_won(view.state) and stats(pyramid)[:2] == ["1", "1"]


def choose(game: GameWindow, text: str) -> None:
    """Choose an entry of the window's Game menu by its text."""
    game_menu = game.window.menuBar().actions()[0].menu()
    next(action for action in game_menu.actions() if action.text() == text).trigger()


def test_play_deal_number(pyramid: GameWindow, qtbot) -> None:
    """Game › Play deal number… (the kit's dialog) offers the deal in play; the number
    typed is dealt; Restart this deal deals it again; Copy deal number copies it."""
    pyramid.view.start_deal(KINGS)
    choose(pyramid, "Play &deal number...")
    dialog = pyramid.view.deals.dialog
    assert dialog.isVisible() and dialog.field.selectedText() == str(KINGS)
    qtbot.keyClicks(dialog.field, str(WON))
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert pyramid.view.state == engine.new_game(WON) and pyramid.info("deal") == str(WON)
    pyramid.click(stock_item(pyramid))
    pyramid.key(Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # Game › Restart this deal
    assert pyramid.view.state == engine.new_game(WON)
    choose(pyramid, "&Copy deal number")
    assert QGuiApplication.clipboard().text() == str(WON)


def test_damaged_save_is_set_aside(game_window: GameWindows) -> None:
    folder = game_window.data_folder("pyramid")
    folder.mkdir(parents=True)
    (folder / "game.json").write_text('{"format": 1, "data": {"history": "nonsense"}}')
    game = game_window.open(qtcards_pyramid, "pyramid")
    assert game.view.state.moves == 0
    assert any(p.name.startswith("game.json.damaged-") for p in folder.iterdir())


def test_korean_and_russian(game_window: GameWindows, qtbot) -> None:
    game = game_window.open(qtcards_pyramid, "pyramid", language="ko")
    assert game.game.translate(game.game.title) == "피라미드" and game.info("moves") == "0수"
    assert game.table.spots()[-1].name == "뽑기 더미"
    game.set_language("ru")
    assert game.window.windowTitle().startswith("Пирамида") and game.info("moves") == "0 ходов"
    assert "Пирамида" in game.view.rules_html()
    choose(game, "Сыграть &партию по номеру...")  # the kit's dialog, in Russian
    qtbot.keyClicks(game.view.deals.dialog.field, "x")
    assert game.view.deals.dialog.error.text() == "«x» — не номер партии; номера партий — от 0 до 999999999."
    qtbot.keyClick(game.view.deals.dialog.field, Qt.Key.Key_Escape)
    game.click(stock_item(game))
    assert game.info("moves") == "1 ход" and game.info("stock") == "23 карты"


def test_a_first_start_shows_what_to_click_until_the_first_move(pyramid: GameWindow) -> None:
    from qtcards.kit.view import FirstHint

    hints = [hint for hint in pyramid.view.findChildren(FirstHint) if hint.isVisible()]
    assert len(hints) == 1 and "add up to 13" in hints[0].label.text()
    pyramid.click(
        pyramid.view.stock_marker if not pyramid.view.state.stock else pyramid.view.cards[pyramid.view.state.stock[-1]]
    )
    assert not any(hint.isVisible() for hint in pyramid.view.findChildren(FirstHint))
