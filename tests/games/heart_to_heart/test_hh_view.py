"""Heart to Heart at the table: real clicks on the view, the info bar, undo, save and resume."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from qtcards_heart_to_heart import engine, plugin as heart_to_heart_plugin
from qtcards_heart_to_heart.engine import WASTE, Draw, State
from qtcards_heart_to_heart.view import UNDO_LIMIT

from qtcards.i18n import languages as translation
from qtcards.plugin_host.registry import GameRegistry
from qtcards.window.main_window import MainWindow
from tools.hh_solver import solve

EXAMPLE = "HH1-N-AAAAAAM"


def open_window(qtbot) -> MainWindow:
    translation.install("en")
    registry = GameRegistry()
    assert registry.add_plugin(heart_to_heart_plugin, "heart-to-heart")
    window = MainWindow(registry, "en")
    qtbot.addWidget(window)
    window.resize(1000, 760)
    window.show()
    assert window.open_game("heart-to-heart")
    window.view.table.animation_ms = 0
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def window(qtbot):
    window = open_window(qtbot)
    yield window
    window.close()


def click_at(qtbot, view, item, fy: float = 0.5) -> None:
    """Click an item on the viewport, at a fraction ``fy`` of its height."""
    rect = item.sceneBoundingRect()
    point = QPointF(rect.center().x(), rect.top() + rect.height() * fy)
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=view.table.mapFromScene(point))


def click_stock(qtbot, view) -> None:
    stock = [card for card in view.pile[: len(view.state.stock)] if card.isVisible()]
    click_at(qtbot, view, stock[-1] if stock else view.stock_marker)


def click_waste(qtbot, view) -> None:
    click_at(qtbot, view, view.pile[len(view.state.stock)])


def play_example_draws(qtbot, window) -> None:
    assert window.view.open_code(EXAMPLE)
    for _ in range(9):
        click_stock(qtbot, window.view)


def test_rules_page_example(qtbot, window):
    view = window.view
    assert view.open_code(" hh1-n-aaaaaam ")
    state = view.state
    assert state.tableau[0] == 10 and state.tableau[24] == 4 and state.waste == (1,)
    assert not view.session.clock.started and window.info_bar.value("time") == "0:00"
    for draw in range(1, 10):
        click_stock(qtbot, view)
        assert (view.state.waste[-1] == 4) == (draw == 9)
    assert view.session.clock.started  # the clock starts with the first move
    click_at(qtbot, view, view.tableau[25])
    click_waste(qtbot, view)
    assert view.state.moves == 10 and view.state.score == 10
    assert view.state.tableau[24] is None
    assert set(engine.available(view.state)) == {23, 24}
    bar = window.info_bar
    assert bar.value("score") == "10"
    assert bar.value("moves") == "10 moves"
    assert bar.value("code") == EXAMPLE
    assert solve(view.state) is not None


def test_tip_then_waste_switches_selection(qtbot, window):
    view = window.view
    view.open_code(EXAMPLE)
    click_at(qtbot, view, view.tableau[25])
    assert view.selection == 25 and view.tableau[25].selected
    click_waste(qtbot, view)
    assert view.selection == WASTE
    assert view.state.score == 0 and view.state.moves == 0
    assert not view.tableau[25].selected
    click_waste(qtbot, view)
    assert view.selection is None


def test_covered_card_ignores_the_tap(qtbot, window):
    view = window.view
    view.open_code(EXAMPLE)
    before = view.state
    click_at(qtbot, view, view.tableau[1], fy=0.2)
    assert view.selection is None and view.state == before
    click_at(qtbot, view, view.tableau[25])
    click_at(qtbot, view, view.tableau[1], fy=0.2)
    assert view.selection == 25


def test_placement_aid_outlines_pairable_cards(qtbot, window):
    play_example_draws(qtbot, window)
    view = window.view
    assert view.tableau[25].outlined and view.pile[len(view.state.stock)].outlined
    assert not view.tableau[1].outlined
    click_at(qtbot, view, view.tableau[25])
    assert view.tableau[1].dimmed and not view.pile[len(view.state.stock)].dimmed
    view.context.options.set("placement_aid", False)
    assert not view.tableau[25].outlined
    free = engine.available(view.state)
    assert {p for p, card in view.tableau.items() if card.dimmed} == set(engine.POSITIONS) - set(free)  # covered only


def test_move_error_message(qtbot, window):
    view = window.view
    view.open_code(EXAMPLE)
    click_at(qtbot, view, view.tableau[25])
    click_waste(qtbot, view)
    assert view.message.text == ""
    view.context.options.set("move_errors", True)
    click_at(qtbot, view, view.tableau[25])
    assert view.message.text == "Must be the same rank"


def test_rules_page_says_what_the_seeds_say(qtbot, window):
    html = window.view.rules_html()
    code = "HH1\u2011N\u2011AAAAAAM"  # never broken at a hyphen
    assert html.count(code) == 3 and "HH1-N" not in html
    for words in (
        "Pyramid family",
        "edge cards free up sooner",
        "Only the stock is hidden",
        "scores 20",
        "Time and moves are counted separately",
        "the points of a pair are taken back",
    ):
        assert words in html
    assert "Touch" not in html and "touch" not in html


def test_undo_puts_cards_points_and_moves_back(qtbot, window):
    play_example_draws(qtbot, window)
    view = window.view
    before = view.state
    click_at(qtbot, view, view.tableau[25])
    click_waste(qtbot, view)
    assert window.undo_action.isEnabled() and window.undo_action.text() == "&Undo Pair"
    assert window.statusBar().currentMessage() == "Pair removed; score 10."
    window.undo_action.trigger()
    assert view.state == before
    assert view.tableau[25].isVisible() and window.info_bar.value("score") == "0"
    assert window.info_bar.value("moves") == "9 moves"
    assert window.statusBar().currentMessage() == ""  # "score 10" is no longer true
    assert window.redo_action.text() == "&Redo Pair"
    window.redo_action.trigger()
    assert view.state.score == 10


def test_edit_menu_keeps_our_words_in_korean(qtbot, window):
    view = window.view
    try:
        translation.install("ko")
        qtbot.waitUntil(lambda: window.undo_action.text() == "되돌리기(&U)")
        assert not window.undo_action.isEnabled()
        view.play(Draw())
        assert window.undo_action.text() == "카드 뽑기 되돌리기(&U)" and window.undo_action.isEnabled()
        window.undo_action.trigger()
        assert window.undo_action.text() == "되돌리기(&U)"
        assert window.redo_action.text() == "카드 뽑기 다시 실행(&R)"
        assert "실행 취소" not in window.undo_action.text()
    finally:
        translation.install("en")
    # The move is named again in English: the menu never mixes two languages.
    qtbot.waitUntil(lambda: window.redo_action.text() == "&Redo Draw")
    assert window.undo_action.text() == "&Undo"


def test_undo_keeps_the_last_hundred_moves(qtbot, window):
    view = window.view
    view.open_code(EXAMPLE)
    start = view.state
    for _ in range(UNDO_LIMIT + 5):
        view.play(Draw() if view.state.stock else engine.Recycle())
    assert view.undo_stack().count() == UNDO_LIMIT
    while view.undo_stack().canUndo():
        view.undo_stack().undo()
    assert view.state.moves == 5 and view.state != start


def test_save_quit_resume(qtbot):
    window = open_window(qtbot)
    play_example_draws(qtbot, window)
    click_at(qtbot, window.view, window.view.tableau[25])
    click_waste(qtbot, window.view)
    window.undo_action.trigger()
    state, history = window.view.state, window.view.session.history()
    window.close()
    again = open_window(qtbot)
    view = again.view
    assert view.state == state
    assert view.session.history() == history and view.undo_stack().index() == 9
    again.redo_action.trigger()
    assert view.state.score == 10
    again.close()


def test_stuck_deal_says_so(qtbot, window):
    number = next(n for n in range(500) if engine.is_stuck(engine.new_game(n)))
    view = window.view
    view.start_deal(number)
    assert view.end_box is not None and "No more moves possible" in view.end_box.text()
    assert window.statusBar().currentMessage() == "Stuck. No more moves possible"
    view.start_deal(12)  # a new game closes the box, and the old game does not reopen it
    assert view.end_box is None


def test_won_game_counts_in_statistics(qtbot, window):
    view = window.view
    view.open_code(EXAMPLE)
    for move in solve(view.state):
        view.play(move)
    assert engine.is_won(view.state) and view.state.score == 250
    assert view.end_box is not None and "250" in view.end_box.text()
    table = view.statistics()
    assert table.rows[0][1][:2] == ["1", "1"]


def test_bad_deal_code_leaves_the_game(qtbot, window):
    view = window.view
    view.open_code(EXAMPLE)
    view.play(Draw())
    state = view.state
    assert not view.open_code("HH2-N-AAAAAAM")
    assert not view.open_code("hello")
    assert view.state == state


def test_saved_game_of_illegal_history_is_set_aside(qtbot):
    window = open_window(qtbot)
    view = window.view
    view.play(Draw())
    storage = view.context.storage
    window.close()
    data = storage.path("game").read_text()
    fake = State.from_json(engine.new_game(7).to_json())
    storage.path("game").write_text(
        data.replace('"history":[', '"history":[' + __import__("json").dumps(fake.to_json()) + ",", 1)
    )
    again = open_window(qtbot)
    assert again.notices and list(storage.folder.glob("game.json.damaged-*"))
    again.close()


def test_new_games_never_open_on_a_stuck_position(window) -> None:
    """Fifty "New game"s from the menu: none greets the player with "no more moves"."""
    for _ in range(50):
        window.new_action.trigger()
        assert not engine.is_stuck(window.view.state)
        assert window.view.state.moves == 0


def test_selection_dims_covered_cards_of_its_rank_too(window) -> None:
    """With a card selected, only the cards that can pair with it now stay bright."""
    view = window.view
    number, place, covered = next(
        (n, p, c)
        for n in range(200)
        for state in [engine.new_game(n)]
        for p in engine.available(state)
        for c in engine.POSITIONS
        if c not in engine.available(state) and state.tableau[c - 1] == state.tableau[p - 1]
    )
    view.start_deal(number)
    view.click(place)
    assert view.tableau[place].selected and not view.tableau[place].dimmed
    assert view.tableau[covered].dimmed
    bright = [p for p, card in view.tableau.items() if card.isVisible() and not card.dimmed]
    free = engine.available(view.state)
    assert all(p in free and view.state.tableau[p - 1] == view.state.tableau[place - 1] for p in bright)


def test_animation_speed_setting_reaches_every_table_and_off_means_no_motion(qtbot) -> None:
    """Settings › Animations: Off jumps every card (no glide, no flip, no cascade)."""
    from qtcards.table import CardItem
    from qtcards.table.view import ANIMATION_SPEEDS, Table
    from qtcards.window.dialogs import SettingsDialog

    window = open_window(qtbot)
    games = [(game, window.option_values[gid]) for gid, game in window.registry.games.items()]
    dialog = SettingsDialog("en", window.dialogs.set_language, games, window, "normal", window.dialogs.set_animation)
    qtbot.addWidget(dialog)
    dialog.animation_box.setCurrentIndex(dialog.animation_box.findData("off"))
    view = window.view
    assert view.table.animation_ms == 0 and Table.animation_default == 0
    view.open_code(EXAMPLE)
    view.play(Draw())
    assert not any(card.is_moving() for card in view.table.items_on_table if isinstance(card, CardItem))
    dialog.animation_box.setCurrentIndex(dialog.animation_box.findData("fast"))
    assert view.table.animation_ms == ANIMATION_SPEEDS["fast"]
    window.close()
    again = open_window(qtbot)  # remembered
    assert Table.animation_default == ANIMATION_SPEEDS["fast"]
    again.dialogs.set_animation("normal")
    again.close()


def test_the_game_clock_stops_while_a_dialog_of_the_app_is_open(qtbot, window) -> None:
    """The session watches the window its view is shown in: a modal dialog pauses play time."""
    from PySide6.QtWidgets import QDialog

    clock = window.view.session.clock
    window.view.play(Draw())
    assert clock.started and not clock.paused
    dialog = QDialog(window)
    dialog.setModal(True)
    dialog.open()
    qtbot.waitUntil(lambda: clock.paused)
    dialog.reject()
    qtbot.waitUntil(lambda: not clock.paused)


def test_a_free_card_dragged_onto_its_match_pairs_them(qtbot, window):
    """A drag is the two clicks: the tip onto the waste's 4 removes the pair; onto a card of
    another rank it is no move, and the card glides back (the kit's drag, from ``spots``)."""
    from qtcards.app.game_windows import mouse_drag

    view = window.view
    play_example_draws(qtbot, window)
    tip, waste = view.tableau[25], view.pile[len(view.state.stock)]
    spot = next(s for s in view.table.spots() if s.item is tip)
    assert list(spot.drops) == [waste], "the tip's only match is the waste's 4"
    home, before = tip.pos(), view.state
    mouse_drag(view.table, tip.sceneBoundingRect().center(), view.tableau[23].sceneBoundingRect().center())
    assert view.state == before and tip.pos() == home and view.selection is None
    lit = []
    mouse_drag(
        view.table,
        tip.sceneBoundingRect().center(),
        waste.sceneBoundingRect().center(),
        lambda: lit.append(waste.targeted),
    )
    assert lit == [True] and not waste.targeted
    assert view.state.moves == 10 and view.state.score == 10 and view.state.tableau[24] is None
