"""Pyramid in a real qtcards window: played by clicks, by the keyboard alone and by drags,
read as a screen reader reads it, saved, resumed, undone, in three languages.

The window comes from qtcards' own pytest plugin, ``qtcards.kit.testing`` (its
``game_window`` fixture): Pyramid is registered as the app registers it, with its own
translations, and cards move at once (no glide).
"""

from __future__ import annotations

import pytest
import qtcards_pyramid
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QGuiApplication
from PySide6.QtWidgets import QApplication
from qtcards_pyramid import engine
from qtcards_pyramid.engine import WASTE, Remove, State, apply, card_at, legal_moves
from qtcards_pyramid.view import REMOVED

from qtcards.kit import Spot, TableObject
from qtcards.kit.testing import GameWindow, GameWindows

#: Deals with what the tests need (under the kit's shuffle): the greedy line wins deal
#: 414 (42 moves, the stock gone through once); deal 19 has three pairs at the start;
#: deal 1 has two exposed kings, neither the last card of the bottom row.
WON, PAIRS, KINGS = 414, 19, 1


@pytest.fixture
def pyramid(game_window: GameWindows) -> GameWindow:
    """Pyramid open in English."""
    return game_window.open(qtcards_pyramid, "pyramid")


def greedy_line(state: State) -> list[engine.Move]:
    """The moves of a game that removes whenever it can, else turns the stock (wins deal WON)."""
    line = []
    while moves := legal_moves(state):
        line.append(next((m for m in moves if isinstance(m, Remove)), moves[-1]))
        state = apply(state, line[-1])
    return line


def item_at(game: GameWindow, place: int) -> TableObject:
    return game.view.cards[card_at(game.view.state, place)]


def stock_item(game: GameWindow) -> TableObject:
    state = game.view.state
    return game.view.cards[state.stock[-1]] if state.stock else game.view.stock_marker


def targets(game: GameWindow, move: engine.Move) -> list[TableObject]:
    """What is clicked for a move: its cards one after the other, or the stock."""
    return [item_at(game, place) for place in move.places] if isinstance(move, Remove) else [stock_item(game)]


def click_move(game: GameWindow, move: engine.Move) -> None:
    for item in targets(game, move):
        game.click(item)


def spot_of(game: GameWindow, item: TableObject) -> Spot:
    return next(spot for spot in game.table.spots() if spot.item is item)


def focused(game: GameWindow) -> TableObject | None:
    """The item with the keyboard focus ring (shown while the keyboard is in use)."""
    rings = [item for item in game.table.items_on_table if item.focused]
    assert len(rings) <= 1
    return rings[0] if rings else None


def tab_to(game: GameWindow, item: TableObject) -> None:
    """Press Tab until ``item`` has the focus (Tab goes round the spots in reading order)."""
    for _ in range(len(game.table.spots()) + 1):
        if focused(game) is item:
            return
        game.key(Qt.Key.Key_Tab)
    pytest.fail(f"Tab never reached {item!r}")


def centre(game: GameWindow, item: TableObject) -> QPoint:
    return game.table.mapFromScene(item.sceneBoundingRect().center())


def drag(game: GameWindow, qtbot, item: TableObject, onto: TableObject) -> None:
    """Press on ``item``, move the pointer onto ``onto`` in steps, release there."""
    viewport, start, end = game.table.viewport(), centre(game, item), centre(game, onto)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 5):
        qtbot.mouseMove(viewport, pos=start + (end - start) * step / 4)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def first_pair(state: State) -> Remove:
    """The first pair that can be removed (deal PAIRS has three at the start)."""
    return next(m for m in legal_moves(state) if isinstance(m, Remove) and len(m.places) == 2)


def stats(game: GameWindow) -> list[str]:
    return list(game.view.statistics().rows[0][1])


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
    assert engine.is_won(view.state) and view.end_box is not None
    assert pyramid.window.statusBar().currentMessage().startswith("You won!")  # the end is said last
    assert list(view.statistics().columns) == ["Played", "Wins", "Win rate"]
    assert stats(pyramid) == ["1", "1", "100%"]
    assert not view.context.storage.path("game").exists()  # a won game is not kept
    pyramid.click(stock_item(pyramid))  # the game is over: nothing moves, nothing is picked
    assert view.selection is None and engine.is_won(view.state)


def test_a_lost_game_offers_undo_then_a_new_deal(pyramid: GameWindow) -> None:
    view = pyramid.view
    view.start_deal(0)
    for move in greedy_line(view.state):
        click_move(pyramid, move)
    assert engine.is_lost(view.state) and view.end_box is not None and view.state.recycles == 2
    assert view.undo_stack().canUndo()
    spot = spot_of(pyramid, view.stock_marker)
    assert (spot.name, spot.description()) == ("Stock", "empty")
    pyramid.new_game()
    assert view.state.moves == 0 and view.end_box is None and stats(pyramid) == ["1", "0", "0%"]


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
    pyramid.key(Qt.Key.Key_Tab)  # the first key shows the focus on the first spot: the top card
    assert focused(pyramid) is view.cards[view.state.pyramid[0]]
    pyramid.key(Qt.Key.Key_Down)  # the row just below first
    below = focused(pyramid)
    assert below in [view.cards[card] for card in view.state.pyramid[1:3]]
    pyramid.key(Qt.Key.Key_Left)
    assert focused(pyramid).unit_pos.x() < below.unit_pos.x()
    tab_to(pyramid, row[0])
    for item in row[1:]:
        pyramid.key(Qt.Key.Key_Right)
        assert focused(pyramid) is item
    for item in reversed(row[:-1]):
        pyramid.key(Qt.Key.Key_Left)
        assert focused(pyramid) is item
    pyramid.key(Qt.Key.Key_End)  # End and Home keep to the row: its ends
    assert focused(pyramid) is row[-1]
    pyramid.key(Qt.Key.Key_Home)
    assert focused(pyramid) is row[0]
    pyramid.key(Qt.Key.Key_Up)
    assert focused(pyramid) is view.cards[view.state.pyramid[15]]  # the card it covers half of
    start = view.state
    pyramid.key(Qt.Key.Key_Return)  # a covered card: nothing
    assert view.state == start and view.selection is None
    pyramid.key(Qt.Key.Key_Backtab)
    assert focused(pyramid) is view.cards[view.state.pyramid[14]]


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


# ----- by drags ---------------------------------------------------------------------------


def test_a_card_dragged_onto_its_partner_removes_the_pair(pyramid: GameWindow, qtbot) -> None:
    view = pyramid.view
    view.start_deal(PAIRS)
    start = view.state
    pair = first_pair(start)
    item, partner = targets(pyramid, pair)
    assert spot_of(pyramid, item).drops == [partner] or partner in spot_of(pyramid, item).drops
    other = next(view.cards[c] for c in start.pyramid[21:] if view.cards[c] not in spot_of(pyramid, item).drops)
    drag(pyramid, qtbot, item, other)  # not its partner: it glides back, nothing happens
    assert view.state == start and item.pos() == item.target()
    drag(pyramid, qtbot, item, partner)
    assert view.state == apply(start, pair)


def test_the_waste_top_dragged_onto_a_pyramid_card(pyramid: GameWindow, qtbot) -> None:
    view = pyramid.view
    view.start_deal(WON)
    while not any(isinstance(m, Remove) and WASTE in m.places and len(m.places) == 2 for m in legal_moves(view.state)):
        click_move(
            pyramid, next(m for m in legal_moves(view.state) if not isinstance(m, Remove) or WASTE not in m.places)
        )
    before = view.state
    move = next(m for m in legal_moves(before) if isinstance(m, Remove) and WASTE in m.places and len(m.places) == 2)
    drag(pyramid, qtbot, item_at(pyramid, WASTE), item_at(pyramid, move.places[0]))
    assert view.state == apply(before, move)


# ----- what a screen reader is told --------------------------------------------------------


def test_the_spots_name_every_card_and_pile(pyramid: GameWindow) -> None:
    view = pyramid.view
    view.start_deal(KINGS)
    spots = pyramid.table.spots()
    assert len(spots) == 29  # the 28 cards, top to bottom, then the stock
    assert [spot.item for spot in spots[:28]] == [view.cards[card] for card in view.state.pyramid]
    assert spots[0].name == "7 of diamonds" and spots[0].description() == "covered"  # card 19
    assert spots[27].name == "8 of hearts" and spots[27].description() == "free"  # card 46
    assert all(spot.blocked for spot in spots[:21]) and not any(spot.blocked for spot in spots[21:])
    assert (spots[28].name, spots[28].description()) == ("Stock", "24 cards; Enter draws one")
    pyramid.click(stock_item(pyramid))
    waste = pyramid.table.spots()[-1]
    assert waste.name == "Waste: Queen of clubs" and waste.description() == "free"  # card 11
    assert pyramid.window.statusBar().currentMessage() == "Drew the Queen of clubs."
    kings = [spot for spot in spots if spot.name.startswith("King") and not spot.blocked]
    assert len(kings) == 2 and all(spot.drops == [] for spot in kings)  # a king leaves alone: a click, not a drag


def test_a_screen_reader_reads_the_table_through_qt(pyramid: GameWindow, qtbot) -> None:
    """What Qt hands a screen reader (AT-SPI on Linux): the table's children are the spots."""
    view = pyramid.view
    view.start_deal(KINGS)

    def table() -> QAccessible | None:
        face = QAccessible.queryAccessibleInterface(pyramid.table)
        return face if face is not None and face.childCount() == 29 else None

    # The table's screen-reader objects are made after its first frame: paint it, let that
    # work run, and only then ask (Qt keeps the first interface it hands out).
    pyramid.table.viewport().repaint()
    QApplication.processEvents()
    assert table() is not None
    children = [table().child(i) for i in range(29)]
    said = [(c.text(QAccessible.Text.Name), c.text(QAccessible.Text.Description)) for c in children]
    assert said[0] == ("7 of diamonds", "covered") and said[27] == ("8 of hearts", "free")
    assert said[28] == ("Stock", "24 cards; Enter draws one")
    assert [c.state().disabled for c in children] == [True] * 21 + [False] * 8
    pyramid.key(Qt.Key.Key_Tab)  # the first key puts the focus on the first spot
    assert table().focusChild().text(QAccessible.Text.Name) == "7 of diamonds"
    pyramid.key(Qt.Key.Key_Backtab)  # round to the last: the stock
    assert table().focusChild().text(QAccessible.Text.Name) == "Stock"
    pyramid.key(Qt.Key.Key_Backtab)
    pyramid.key(Qt.Key.Key_Return)  # the 8 of hearts, picked
    picked = table().focusChild()
    assert picked.state().selected and picked.text(QAccessible.Text.Description) == "free, selected"


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
