"""Golf without the mouse's clicks: won by the keyboard alone, played by drags, and read
as a screen reader reads it. All of it comes from the view's one declaration of what
can be played (``GolfView.spots`` and ``act``); the tests use only the kit's fixture."""

from __future__ import annotations

import pytest
import qtcards_golf
from PySide6.QtCore import Qt
from qtcards_golf import engine
from qtcards_golf.engine import Play

from qtcards.kit.testing import GameWindow, GameWindows

# A winning line of deal 13 (pinned in test_golf_engine.py): a column number plays, D draws.
WIN_13 = "0162D3D51D4DD032D3006D12D545DDDD6D65512DD0132D44634"
Key = Qt.Key


@pytest.fixture
def golf(game_window: GameWindows) -> GameWindow:
    """Golf open in English at deal 13."""
    game = game_window.open(qtcards_golf, "golf")
    game.view.start_deal(13)
    game.table.setFocus()
    return game


def target_of(game: GameWindow, step: str):
    """The card a step acts on: the stock's top, or a column's last card."""
    state = game.view.state
    card = state.stock[-1] if step == "D" else state.columns[int(step)][-1]
    return game.view.cards[card]


def tab_to(game: GameWindow, item) -> None:
    """Tab through the table's reading order until ``item`` has the focus."""
    for _ in range(60):
        if game.focused is item:
            return
        game.key(Key.Key_Tab)
    pytest.fail(f"Tab never reached {item!r}")


def test_a_whole_game_won_by_the_keyboard_alone(golf: GameWindow) -> None:
    for index, step in enumerate(WIN_13):
        tab_to(golf, target_of(golf, step))
        golf.key(Key.Key_Return if index % 2 else Key.Key_Space)
    assert engine.is_won(golf.view.state)
    assert golf.end_panel is not None


def test_the_arrows_follow_the_columns_and_rows(golf: GameWindow) -> None:
    view, state = golf.view, golf.view.state
    golf.key(Key.Key_Down)  # the first key: the first card that can be played, a column's last
    assert golf.focused in {view.cards[column[-1]] for column in state.columns}
    for key in [Key.Key_Up] * (engine.ROWS - 1) + [Key.Key_Home]:  # the arrows reach covered cards too
        golf.key(key)
    assert golf.focused is view.cards[state.columns[0][0]]
    golf.key(Key.Key_Down)
    assert golf.focused is view.cards[state.columns[0][1]]
    golf.key(Key.Key_Right)
    assert golf.focused is view.cards[state.columns[1][1]]
    golf.key(Key.Key_End)
    assert golf.focused is view.cards[state.columns[6][1]]
    for _ in range(engine.ROWS - 1):
        golf.key(Key.Key_Down)
    assert golf.focused is view.cards[state.foundation[-1]], "below the last column: the foundation"
    golf.key(Key.Key_Down)  # past the bottom: round to the top, straight above
    assert golf.focused.unit_pos.y() == view.cards[state.columns[0][0]].unit_pos.y()
    golf.key(Key.Key_Up)  # and back round to the bottom
    assert golf.focused is view.cards[state.foundation[-1]]
    golf.key(Key.Key_Left)
    assert golf.focused is view.cards[state.stock[-1]]
    assert view.cards[state.stock[-1]].focused, "the ring shows while the keyboard is in use"
    golf.click(view.cards[state.stock[-1]])
    assert not any(card.focused for card in view.cards.values()), "a click hides the ring"


def test_a_drag_onto_the_foundation_is_the_move(golf: GameWindow) -> None:
    view = golf.view
    while not engine.playable_columns(view.state):
        golf.click(target_of(golf, "D"))
    before = view.state
    column = engine.playable_columns(before)[0]
    card = view.cards[before.columns[column][-1]]
    blocked = next((c for c in range(engine.COLUMNS) if c not in engine.playable_columns(before)), None)
    if blocked is not None:  # dropped on a column: not a move, the card glides back
        home = card.pos()
        golf.drag(card, view.cards[before.columns[blocked][-1]])
        assert view.state == before and card.pos() == home
    golf.drag(card, view.cards[before.foundation[-1]])
    assert view.state == engine.apply(before, Play(column))
    golf.undo()
    assert view.state == before


def test_a_screen_reader_reads_every_card_and_pile(golf: GameWindow) -> None:
    state = golf.view.state
    read = dict(golf.read_table())
    assert len(read) == engine.TABLEAU_SIZE + 2  # the columns' cards, the stock, the foundation
    assert read["Stock"] == "16 cards; Enter draws one"
    assert any(name.startswith("Foundation: ") for name in read)
    descriptions = [description for name, description in golf.read_table()[: engine.TABLEAU_SIZE]]
    assert descriptions.count("covered") == engine.TABLEAU_SIZE - engine.COLUMNS
    playable = len(engine.playable_columns(state))
    assert descriptions.count("free") == playable
    assert descriptions.count("can't be played now") == engine.COLUMNS - playable


def test_from_a_fresh_start_every_tab_and_enter_is_a_move(golf: GameWindow) -> None:
    """The review: from a fresh start 400 key presses made 2 moves (Tab stopped on covered
    cards first). Tab now goes only to what can be played, so each Tab, Enter is a move."""
    view = golf.view
    view.start_deal(13)
    assert golf.table.hasFocus() or golf.window.focusWidget() is golf.table
    for _ in range(20):
        if engine.is_over(view.state):
            break
        moves = view.state.moves
        golf.key(Key.Key_Tab)
        golf.key(Key.Key_Return)
        assert view.state.moves == moves + 1


def test_a_move_and_a_draw_are_said(golf: GameWindow) -> None:
    """A screen reader hears what a move put on the foundation, and how many cards are left."""
    status = golf.window.statusBar()
    golf.click(target_of(golf, "0"))  # column 0's card plays first in deal 13's winning line
    assert engine.score(golf.view.state) == 34
    assert status.currentMessage().endswith(" onto the foundation; 34 cards left in the columns.")
    golf.click(target_of(golf, "D"))
    assert status.currentMessage().startswith("Drew the ") and status.currentMessage() != "Drew the ."
