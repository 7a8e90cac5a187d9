"""FreeCell played in a real window: a move by clicks, a drag of a run, the keyboard,
the screen reader, undo and resume, all from the kit's PatienceView."""

from __future__ import annotations

from PySide6.QtCore import Qt
from qtcards_freecell.engine import RULES

from qtcards.kit import TABLEAU
from qtcards.kit.testing import GameWindow

COLUMNS = RULES.kinds[TABLEAU]


def test_a_card_moves_by_two_clicks_and_undo_takes_it_back(freecell: GameWindow) -> None:
    view = freecell.view
    view.start_deal(1)
    before = view.state
    move = next(m for m in RULES.legal_moves(before) if m.source in COLUMNS)
    piles = RULES.piles(before)
    freecell.click(view.cards[piles[move.source].run(move.count)[0]])
    target = piles[move.target].top
    freecell.click(view.cards[target] if target is not None else view.markers[move.target])
    assert (
        view.state.moves >= 1
        and view.state.columns[move.source - COLUMNS[0]] == before.columns[move.source - COLUMNS[0]][:-1]
    )
    for _ in range(view.state.moves):  # the move, and any card the auto-move sent home after it
        freecell.undo()
    assert view.state == before  # (a loop until no move is left would hang were Undo broken)


def test_a_run_dragged_onto_a_column_is_the_move(freecell: GameWindow) -> None:
    view = freecell.view
    view.context.options.set("auto_home", False)
    for number in range(1, 300):
        view.start_deal(number)
        runs = [m for m in RULES.legal_moves(view.state) if m.source in COLUMNS and m.target in COLUMNS and m.count > 1]
        if runs:
            break
    move, before = runs[0], view.state
    piles = RULES.piles(before)
    freecell.drag(view.cards[piles[move.source].run(move.count)[0]], view.cards[piles[move.target].top])
    assert view.state == RULES.apply(before, move)


def test_keyboard_alone_plays_and_a_screen_reader_hears_it(freecell: GameWindow) -> None:
    view = freecell.view
    view.start_deal(1)
    said = dict(freecell.read_table())
    assert said["Free cell 1"] == "empty" and said["Foundation 1"] == "empty"
    for _ in range(5):  # Tab, Enter picks what can move; Tab, Enter puts it where it can go
        freecell.key(Qt.Key.Key_Tab)
        freecell.key(Qt.Key.Key_Return)
        if view.picked is not None:
            freecell.key(Qt.Key.Key_Tab)
            freecell.key(Qt.Key.Key_Return)
    assert view.state.moves >= 5
    again = freecell.restart()
    assert again.state == view.state
