"""Golf in a real qtcards window: played by clicks, saved, resumed, in three languages.

The window comes from qtcards' own pytest plugin, ``qtcards.kit.testing`` (its
``game_window`` fixture): Golf is registered as the app registers it, with its own
translations, and cards move at once (no glide).
"""

from __future__ import annotations

import json

import pytest
import qtcards_golf
from PySide6.QtCore import Qt
from qtcards_golf import engine
from qtcards_golf.engine import Draw, Play

from qtcards.kit.testing import GameWindow, GameWindows
from qtcards.kit.view import TableText

# A winning line of deal 13 (pinned in test_golf_engine.py): a column number plays, D draws.
WIN_13 = "0162D3D51D4DD032D3006D12D545DDDD6D65512DD0132D44634"


@pytest.fixture
def golf(game_window: GameWindows) -> GameWindow:
    """Golf open in English."""
    return game_window.open(qtcards_golf, "golf")


def click_stock(game: GameWindow) -> None:
    game.click(game.view.cards[game.view.state.stock[-1]])


def click_column(game: GameWindow, column: int) -> None:
    game.click(game.view.cards[game.view.state.columns[column][-1]])


def play(game: GameWindow, line: str) -> None:
    """Click through a line of steps: a column number plays that column, D draws."""
    for step in line:
        if step == "D":
            click_stock(game)
        else:
            click_column(game, int(step))


def played_won_best(game: GameWindow) -> list[str]:
    """The statistics' games played, won and best score (the win rate left out)."""
    table = game.view.statistics()
    figures = dict(zip(table.columns, table.rows[0][1]))
    return [figures["Played"], figures["Wins"], figures["Best score"]]


# ----- played through the table ------------------------------------------------------------


def test_every_text_on_the_table_is_one_the_view_shows(golf: GameWindow) -> None:
    """The stock's count, the foundation's and the felt message: no orphan left empty."""
    view = golf.view
    texts = [item for item in golf.table.items_on_table if isinstance(item, TableText)]
    assert len(texts) == 3
    assert all(
        any(text is shown for shown in (view.stock_count, view.foundation_count, view.message)) for text in texts
    )
    assert (view.stock_count.text, view.foundation_count.text) == ("Stock: 16", "Foundation: 1")


def test_draw_and_move_by_clicks(golf: GameWindow) -> None:
    view = golf.view
    view.start_deal(13)
    start = view.state
    assert golf.info("score") == "35" and golf.info("deal") == "13"

    top_of_stock = start.stock[-1]
    click_stock(golf)
    assert view.state == engine.apply(start, Draw())
    assert view.state.foundation[-1] == top_of_stock
    assert golf.info("moves") == "1 move" and golf.view.stock_count.text == "Stock: 15"  # said once, under the stock

    # Draw until a column card can move, then click it.
    while not engine.playable_columns(view.state):
        click_stock(golf)
    before = view.state
    column = engine.playable_columns(before)[0]
    moved = before.columns[column][-1]
    assert view.cards[moved].outlined  # "Outline playable cards" is on by default
    click_column(golf, column)
    assert view.state == engine.apply(before, Play(column))
    assert view.state.foundation[-1] == moved
    assert golf.info("score") == "34"

    # An illegal click changes nothing and says why.
    state = view.state
    blocked = next(c for c in range(engine.COLUMNS) if state.columns[c] and c not in engine.playable_columns(state))
    click_column(golf, blocked)
    assert view.state == state
    assert view.message.text

    golf.undo()
    assert view.state == before
    golf.redo()
    assert view.state == state


def test_undo_by_keyboard(golf: GameWindow) -> None:
    golf.view.start_deal(13)
    start = golf.view.state
    click_stock(golf)
    golf.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert golf.view.state == start


def test_a_whole_game_won_by_clicks(golf: GameWindow) -> None:
    view = golf.view
    view.start_deal(13)
    play(golf, WIN_13)
    assert engine.is_won(view.state)
    assert golf.end_panel is not None
    stats = view.statistics()
    assert list(stats.columns) == [
        "Played",
        "Wins",
        "Win rate",
        "Current streak",
        "Longest winning streak",
        "Longest losing streak",
        "Fewest moves",
        "Fastest win",
        "Best score",
    ]
    assert stats.rows[0][1][2:7] == ["100%", "1 win", "1", "0", str(len(WIN_13))]
    assert played_won_best(golf) == ["1", "1", "0"]
    assert not view.context.storage.path("game").exists()  # a won game is not kept


def test_lost_game_then_new_game(golf: GameWindow) -> None:
    """Drawing the whole stock first loses deal 13; the end box offers Undo, then a new deal."""
    view = golf.view
    view.start_deal(13)
    while view.state.stock:
        click_stock(golf)
    while engine.playable_columns(view.state):
        click_column(golf, engine.playable_columns(view.state)[0])
    assert engine.is_lost(view.state)
    assert golf.end_panel is not None
    lost_score = engine.score(view.state)
    assert played_won_best(golf)[2] == str(lost_score)
    golf.new_game()
    assert view.state.moves == 0 and not engine.is_over(view.state)
    assert golf.end_panel is None
    assert view.undo_stack().count() == 0
    assert played_won_best(golf) == ["1", "0", str(lost_score)]


# ----- saved, resumed ---------------------------------------------------------------------


def test_quit_and_start_again_resumes_the_game(golf: GameWindow) -> None:
    golf.view.start_deal(13)
    play(golf, WIN_13[:6])
    state = golf.view.state
    view = golf.restart()
    assert view.state == state
    assert golf.info("moves") == "6 moves" and golf.info("deal") == "13"
    assert view.undo_stack().count() == 6
    golf.undo()
    assert view.state.moves == 5
    play(golf, WIN_13[5:])  # the rest of the line wins the resumed game
    assert engine.is_won(view.state) and played_won_best(golf) == ["1", "1", "0"]


def test_first_move_lost_in_a_crash_is_not_counted_again(golf: GameWindow) -> None:
    """Killed between the statistics write and the game write, the game counts once."""
    golf.view.start_deal(13)
    game_file = golf.view.context.storage.path("game")
    before_move = game_file.read_bytes()  # the new deal, not counted yet
    click_stock(golf)
    game_file.write_bytes(before_move)  # as if killed between the two writes ...
    golf.restart(save=False)  # ... when nothing more is written
    assert golf.view.state.moves == 0
    click_stock(golf)
    assert played_won_best(golf)[:2] == ["1", "0"]


def test_statistics_reset_mid_game_then_a_win_stay_consistent(golf: GameWindow) -> None:
    golf.view.start_deal(13)
    play(golf, WIN_13[:10])
    golf.view.reset_statistics()
    play(golf, WIN_13[10:])
    assert played_won_best(golf)[:2] == ["1", "1"]
    golf.restart()
    assert played_won_best(golf)[:2] == ["1", "1"] and golf.notices == []  # nothing set aside


def test_damaged_save_is_set_aside(game_window: GameWindows) -> None:
    folder = game_window.data_folder("golf")
    folder.mkdir(parents=True)
    (folder / "game.json").write_text('{"format": 1, "data": {"history": "nonsense"}}')
    golf = game_window.open(qtcards_golf, "golf")
    assert golf.view.state.moves == 0  # a fresh deal
    assert any(p.name.startswith("game.json.damaged-") for p in folder.iterdir())
    assert any("game.json" in notice for notice in golf.notices)


def test_statistics_format_1_is_migrated(game_window: GameWindows) -> None:
    folder = game_window.data_folder("golf")
    folder.mkdir(parents=True)
    (folder / "statistics.json").write_text(json.dumps({"format": 1, "data": {"played": 4, "won": 0}}))
    golf = game_window.open(qtcards_golf, "golf")
    assert played_won_best(golf) == ["4", "0", "—"]


# ----- its own translations -------------------------------------------------------------------


def test_korean(game_window: GameWindows) -> None:
    golf = game_window.open(qtcards_golf, "golf", language="ko")
    assert golf.game.translate(golf.game.title) == "골프"
    assert golf.window.windowTitle().startswith("골프")
    assert golf.info("moves") == "0수"
    assert golf.view.stock_count.text == "뽑기 더미: 16"
    assert "에이스와 킹" in golf.view.rules_html()


def test_language_switch_retranslates_the_open_game(golf: GameWindow) -> None:
    golf.view.start_deal(13)
    golf.set_language("ru")
    assert golf.info("moves") == "0 ходов"
    assert golf.view.deals.play_action.text() == "Сыграть &партию по номеру..."
    assert golf.view.stock_count.text == "Колода: 16"
    assert golf.window.windowTitle().startswith("Гольф")
    view = golf.restart()  # the language chosen is kept
    assert view.stock_count.text == "Колода: 16"
    golf.set_language("en")
    assert golf.info("moves") == "0 moves"
