"""Klondike's statistics as a player meets them: draw one and draw three kept apart beside
all deals, a game left with New game counted lost once (across a kill too), older files
read (the dialog that shows them: tests/host/test_statistics_dialog.py)."""

from __future__ import annotations

import json

import qtcards_klondike
from qtcards_klondike.engine import RULES, State

from qtcards.kit import TABLEAU
from qtcards.kit.testing import GameWindow, GameWindows

COLUMNS = RULES.kinds[TABLEAU]
ALL, ONE, THREE = "All deals", "Cards turned from the stock: One", "Cards turned from the stock: Three"
HOMES = tuple(tuple(suit * 13 + rank for rank in range(13)) for suit in range(4))
#: Every card home but the king of hearts, at the top of the first column.
ALMOST = State(((51,), (), (), (), (), (), ()), (0,) * 7, HOMES[:3] + (HOMES[3][:-1],), (), (), deal=7)


def rows(game: GameWindow) -> dict[str, dict[str, str]]:
    """Each row of the statistics by its title, each figure by its name."""
    table = game.view.statistics()
    return {title: dict(zip(table.columns, figures)) for title, figures in table.rows}


def win(game: GameWindow) -> None:
    """A game won by its one move (the king sent home)."""
    game.view.session.start(ALMOST)
    game.view.send_home(COLUMNS[0])
    assert RULES.is_won(game.view.state)


def play_a_move(game: GameWindow) -> None:
    game.click(game.view.cards[game.view.state.stock[-1]])


def test_each_draw_is_kept_apart_beside_all_deals(klondike: GameWindow) -> None:
    win(klondike)
    klondike.set_option("draw", "3")
    klondike.new_game()
    play_a_move(klondike)
    klondike.new_game()  # the game of draw three, left: lost
    figures = rows(klondike)
    assert list(figures) == [ALL, ONE, THREE]
    one, three, every = figures[ONE], figures[THREE], figures[ALL]
    assert (one["Played"], one["Wins"], one["Current streak"], one["Fewest moves"]) == ("1", "1", "1 win", "1")
    assert one["Fastest win"] != "—"
    assert (three["Played"], three["Wins"], three["Current streak"], three["Fewest moves"]) == ("1", "0", "1 loss", "—")
    assert (every["Played"], every["Wins"], every["Win rate"], every["Current streak"]) == ("2", "1", "50%", "1 loss")
    assert (every["Longest winning streak"], every["Longest losing streak"]) == ("1", "1")


def test_the_variant_is_the_one_the_game_started_with(klondike: GameWindow) -> None:
    """Draw three set in the middle of a draw-one game applies from the next deal: its
    result is draw one's."""
    klondike.view.session.start(ALMOST)
    klondike.set_option("draw", "3")
    klondike.view.send_home(COLUMNS[0])
    figures = rows(klondike)
    assert (figures[ONE]["Wins"], figures[THREE]["Played"]) == ("1", "0")


def test_a_game_left_is_lost_once_across_a_kill(klondike: GameWindow) -> None:
    klondike.view.start_deal(7)
    play_a_move(klondike)
    game_file = klondike.view.context.storage.path("game")
    before = game_file.read_bytes()
    klondike.new_game()  # the statistics count it lost first, then the new deal is saved ...
    game_file.write_bytes(before)  # ... killed between the two writes
    view = klondike.restart(save=False)
    assert view.state.moves == 1 and klondike.notices == []  # the left game is back
    play_a_move(klondike)
    klondike.new_game()
    every = rows(klondike)[ALL]
    assert (every["Played"], every["Wins"], every["Longest losing streak"]) == ("1", "0", "1")


def test_statistics_of_the_old_format_are_all_deals(game_window: GameWindows) -> None:
    folder = game_window.data_folder("klondike")
    folder.mkdir(parents=True)
    (folder / "statistics.json").write_text(json.dumps({"format": 1, "data": {"played": 4, "won": 1}}))
    klondike = game_window.open(qtcards_klondike, "klondike")
    figures = rows(klondike)
    assert klondike.notices == []
    assert [figures[ALL][name] for name in ("Played", "Wins", "Win rate", "Current streak")] == ["4", "1", "25%", "—"]
    assert figures[ONE]["Played"] == figures[THREE]["Played"] == "0"
    win(klondike)
    assert rows(klondike)[ALL]["Current streak"] == "1 win"
