"""Keyboard-only play in both games (in process; tests/accessibility/test_screen_reader.py does it
again through a real screen-reader client)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from qtcards_hearts import engine as hearts, view as hearts_view

from qtcards.table import CardItem
from tests.games.heart_to_heart.test_hh_view import EXAMPLE, open_window as open_heart_to_heart
from tests.games.hearts.test_hearts_view import open_window as open_hearts

Key = Qt.Key


def spot(view, item):
    """What the table tells a screen reader of ``item`` (None: not reachable now)."""
    return next((s for s in view.table.spots() if s.item is item), None)


def press(qtbot, view, *keys: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """Type keys into the active window's table (window shortcuts need it active)."""
    window = view.window()
    if not window.isActiveWindow():
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
    for key in keys:
        qtbot.keyClick(view.table, key, modifier)


@pytest.fixture(autouse=True)
def fast_beat(monkeypatch):
    monkeypatch.setattr(hearts_view, "BEAT_MS", 1)
    monkeypatch.setattr(hearts_view, "TRICK_PAUSE_MS", 1)


def test_heart_to_heart_example_by_keyboard(qtbot):
    window = open_heart_to_heart(qtbot)
    view = window.view
    view.open_code(EXAMPLE)
    view.table.setFocus()
    press(qtbot, view, *[Key.Key_D] * 9)
    assert view.state.waste[-1] == 4 and view.state.moves == 9
    press(qtbot, view, Key.Key_Down)  # the first key: the first card that can be played, the tip
    assert view.table.keyboard.item is view.tableau[25] and view.tableau[25].focused
    press(qtbot, view, *[Key.Key_Up] * 6, Key.Key_Home)  # the arrows reach covered cards too
    assert view.table.keyboard.item is view.tableau[1]
    press(qtbot, view, Key.Key_Right, Key.Key_Right)
    assert view.table.keyboard.item is view.tableau[3]
    press(qtbot, view, Key.Key_End)  # the end of the row, not a jump to another
    assert view.table.keyboard.item is view.tableau[4]
    press(qtbot, view, *[Key.Key_Down] * 6)
    assert view.table.keyboard.item is view.tableau[25]
    press(qtbot, view, Key.Key_Return)
    assert view.selection == 25
    press(qtbot, view, Key.Key_Tab)
    stock = view.table.keyboard.item
    assert stock is view.stock_item()
    press(qtbot, view, Key.Key_Tab, Key.Key_Space)
    assert view.state.score == 10 and view.state.moves == 10
    assert view.table.keyboard.item.isVisible()
    window.close()


def test_covered_card_is_described_and_ignores_enter(qtbot):
    window = open_heart_to_heart(qtbot)
    view = window.view
    view.open_code(EXAMPLE)
    view.table.setFocus()
    press(qtbot, view, Key.Key_Down, *[Key.Key_Up] * 6, Key.Key_Home, Key.Key_Return)
    assert view.table.keyboard.item is view.tableau[1]
    card = spot(view, view.tableau[1])
    assert card.name == "10 of hearts, position 1"
    assert card.description() == "covered by positions 5 and 6" and card.blocked
    assert view.selection is None
    tip = spot(view, view.tableau[25])
    assert tip.description() == "free" and not tip.blocked
    window.close()


def test_stock_keeps_the_focus_while_drawing(qtbot):
    window = open_heart_to_heart(qtbot)
    view = window.view
    view.open_code(EXAMPLE)
    view.table.setFocus()
    press(qtbot, view, Key.Key_Down, Key.Key_Left)  # the tip, then the stock beside it
    assert view.table.keyboard.item is view.stock_item()
    press(qtbot, view, Key.Key_Return, Key.Key_Return)
    assert view.state.moves == 2 and view.table.keyboard.item is view.stock_item()
    window.close()


def test_hearts_pass_and_play_by_keyboard(qtbot):
    window, view = open_hearts(qtbot)
    view.start_game(99, "normal")
    view.table.setFocus()
    press(qtbot, view, Key.Key_Right, Key.Key_Return, Key.Key_Right, Key.Key_Return)
    assert len(view.picks) == 2 and not view.board.confirm_button.isEnabled()
    press(qtbot, view, Key.Key_End, Key.Key_Return)
    assert len(view.picks) == 3
    picked = set(view.picks)
    press(qtbot, view, Key.Key_Return, modifier=Qt.KeyboardModifier.ControlModifier)
    assert view.state.phase == "play" and not picked & set(view.state.hands[0])
    qtbot.waitUntil(view.your_turn, timeout=15000)
    legal = hearts.legal_plays(view.state, 0)
    press(qtbot, view, Key.Key_Home)
    while view.table.keyboard.item.key not in legal:
        focused: CardItem = view.table.keyboard.item
        said = spot(view, focused)
        assert said.description() == "can't be played now" and said.blocked and focused.sunk
        press(qtbot, view, Key.Key_Right)
    card = view.table.keyboard.item.key
    assert spot(view, view.cards[card]).description() == "free"
    press(qtbot, view, Key.Key_Return)
    assert view.lifted == card and spot(view, view.cards[card]).description() == "free, selected"
    press(qtbot, view, Key.Key_Return)
    assert card not in view.state.hands[0]
    focused = view.table.keyboard.item
    assert focused.key in view.state.hands[0], "the focus goes back to your hand"
    window.close()


def test_focus_ring_shows_for_the_keyboard_and_hides_on_a_click(qtbot):
    """As a browser's :focus-visible: the ring follows the keyboard, a click hides it."""
    from tests.games.heart_to_heart.test_hh_view import click_at

    window = open_heart_to_heart(qtbot)
    view = window.view
    view.open_code(EXAMPLE)
    view.table.setFocus()
    press(qtbot, view, Key.Key_Down)
    card = view.table.keyboard.item
    assert card is view.tableau[25] and card.focused
    click_at(qtbot, view, view.tableau[1])  # a covered card: the click does nothing else
    assert view.table.keyboard.item is card and not card.focused  # focus kept, ring hidden
    assert not any(item.focused for item in view.table.items_on_table)
    press(qtbot, view, Key.Key_Left)
    assert view.table.keyboard.item is view.stock_item() and view.stock_item().focused
    window.close()


def playable(view) -> set:
    """The items the game declares free now."""
    return {s.item for s in view.table.spots() if s.state == "free"}


def test_heart_to_heart_from_a_fresh_window_tab_visits_only_what_can_be_played(qtbot):
    """The review: at a first start the first Tab landed on a covered card; 400 key
    presses made 2 moves in Golf."""
    window = open_heart_to_heart(qtbot)
    view = window.view
    view.open_code(EXAMPLE)
    qtbot.waitUntil(view.table.hasFocus)  # the keyboard is on the table from the start
    seen = []
    for _ in range(8):
        press(qtbot, view, Key.Key_Tab)
        seen.append(view.table.keyboard.item)
        assert view.table.keyboard.item in playable(view) and view.table.keyboard.item.focused
    assert set(seen) == playable(view) and len(playable(view)) == 3  # the tip, the stock, the waste: round again
    press(qtbot, view, Key.Key_Backtab)
    assert view.table.keyboard.item is seen[-2]
    window.close()


def test_hearts_tab_goes_through_your_hand_and_confirm_and_the_arrows_wrap(qtbot):
    window, view = open_hearts(qtbot)
    view.start_game(99, "normal")
    view.table.setFocus()
    hand = [view.cards[card] for card in view.state.hands[0]]
    press(qtbot, view, Key.Key_Tab)
    assert view.table.keyboard.item is hand[0]
    press(qtbot, view, Key.Key_Left)  # round from the first card to the last
    assert view.table.keyboard.item is hand[-1]
    press(qtbot, view, Key.Key_Right)
    assert view.table.keyboard.item is hand[0]
    for _ in range(3):
        press(qtbot, view, Key.Key_Return, Key.Key_Tab)
    assert len(view.picks) == 3 and view.board.confirm_button.isEnabled()
    for _ in range(len(hand) - 4):
        press(qtbot, view, Key.Key_Tab)  # the hand only: no seat plate, no card in the trick
        assert view.table.keyboard.item in hand
    assert view.table.keyboard.item is hand[-1]
    qtbot.keyClick(view.table, Key.Key_Tab)
    qtbot.waitUntil(view.board.confirm_button.hasFocus)  # past your last card: Confirm
    qtbot.keyClick(view.board.confirm_button, Key.Key_Space)
    assert view.state.phase == "play"
    window.close()
