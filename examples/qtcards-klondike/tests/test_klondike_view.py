"""Klondike played in a real window: clicks, a drag of a run, the keyboard, the screen
reader, hints, undo and resume, all from the kit's PatienceView and the rules."""

from __future__ import annotations

from PySide6.QtCore import Qt
from qtcards_klondike.engine import RULES, State

from qtcards.kit import STOCK, TABLEAU, PileMove
from qtcards.kit.testing import GameWindow

#: The piles by kind, as the engine declares them.
(STOCK_PILE,), COLUMNS = RULES.kinds[STOCK], RULES.kinds[TABLEAU]

DEAL = 7


def first_move(state: State, longest: bool = False) -> PileMove:
    """A legal move between piles (the longest run first when asked)."""
    moves = RULES.legal_moves(state)
    return max(moves, key=lambda move: move.count) if longest else moves[0]


def deal_until_a_move(game: GameWindow) -> None:
    """Click the stock until a move between the piles is possible."""
    view = game.view
    for _ in range(60):
        if RULES.legal_moves(view.state):
            return
        game.click(view.cards[view.state.stock[-1]] if view.state.stock else view.markers[STOCK_PILE])
    raise AssertionError("no move in 60 deals")


def test_the_stock_deals_and_a_run_moves_by_two_clicks(klondike: GameWindow) -> None:
    view = klondike.view
    view.start_deal(DEAL)
    game_stock = len(view.state.stock)
    klondike.click(view.cards[view.state.stock[-1]])
    assert len(view.state.stock) == game_stock - 1 and len(view.state.waste) == 1 and view.state.moves == 1
    deal_until_a_move(klondike)
    move = first_move(view.state)
    before = view.state
    pile = RULES.piles(before)
    klondike.click(view.cards[pile[move.source].run(move.count)[0]])
    assert view.picked == (move.source, move.count)
    target = pile[move.target].top
    klondike.click(view.cards[target] if target is not None else view.markers[move.target])
    assert view.state == RULES.apply(before, move)
    klondike.undo()
    assert view.state == before


def test_a_run_dragged_onto_a_column_is_the_move(klondike: GameWindow) -> None:
    view = klondike.view
    for number in range(200):  # a deal whose first move is a column's run onto another column
        view.start_deal(number)
        moves = [m for m in RULES.legal_moves(view.state) if m.source in COLUMNS and m.target in COLUMNS]
        if moves:
            break
    move, before = moves[0], view.state
    pile = RULES.piles(before)
    klondike.drag(view.cards[pile[move.source].run(move.count)[0]], view.cards[pile[move.target].top])
    assert view.state == RULES.apply(before, move)


def test_keyboard_alone_deals_picks_and_moves(klondike: GameWindow) -> None:
    view = klondike.view
    view.start_deal(DEAL)
    moves = 0
    for _ in range(40):  # Tab, Enter: the first thing that can be played, again and again
        klondike.key(Qt.Key.Key_Tab)
        klondike.key(Qt.Key.Key_Return)
        if view.picked is not None:  # a run picked: Tab goes to where it can go
            klondike.key(Qt.Key.Key_Tab)
            klondike.key(Qt.Key.Key_Return)
        moves = view.state.moves
    assert moves >= 20


def test_a_screen_reader_hears_runs_piles_and_face_down_cards(klondike: GameWindow) -> None:
    view = klondike.view
    view.start_deal(DEAL)
    said = dict(klondike.read_table())
    assert said["Stock"] == "24 cards; Enter deals" and said["Waste"] == "empty"
    assert (
        said["Foundation 1"] == "empty"
        and sum(1 for name in klondike.read_table() if name[0] == "face-down card") == 21
    )
    assert "face-down card" in said and said["face-down card"] == "covered"


def test_a_hint_lights_a_legal_move(klondike: GameWindow) -> None:
    view = klondike.view
    view.start_deal(DEAL)
    deal_until_a_move(klondike)
    view.hint_action.trigger()
    move = view.hinted
    assert move is not None and RULES.is_legal(view.state, move)
    source = view.cards[RULES.piles(view.state)[move.source].run(move.count)[0]]
    assert source.outlined


def test_quit_and_start_again_resumes_the_game(klondike: GameWindow) -> None:
    view = klondike.view
    view.start_deal(DEAL)
    klondike.click(view.cards[view.state.stock[-1]])
    state = view.state
    again = klondike.restart()
    assert again.state == state and again.state.deal == DEAL


def test_a_won_game_is_counted_and_shown_in_the_statistics(klondike: GameWindow) -> None:
    """Every card home but the king of hearts: sending it home wins, and Statistics show it."""
    view = klondike.view
    homes = tuple(tuple(suit * 13 + rank for rank in range(13)) for suit in range(4))
    almost = State(((51,), (), (), (), (), (), ()), (0,) * 7, homes[:3] + (homes[3][:-1],), (), (), deal=DEAL)
    view.session.start(almost)
    view.send_home(COLUMNS[0])
    assert RULES.is_won(view.state) and klondike.end_panel is not None
    table = view.statistics()
    assert table is not None and table.rows[0][1][:2] == ["1", "1"] and table.rows[0][1][2] == "100%"


def test_a_first_start_says_how_to_move_until_the_first_move(klondike: GameWindow) -> None:
    view = klondike.view
    assert view.first_hint.isVisible() and "Drag a card" in view.first_hint.label.text()
    klondike.click(view.cards[view.state.stock[-1]])
    assert not view.first_hint.isVisible()
    again = klondike.restart()  # a second start: the statistics are written, no hint
    assert not again.first_hint.isVisible()


def test_the_auto_move_turned_on_and_a_foundation_read_by_its_name(klondike: GameWindow) -> None:
    """With "Send safe cards home" on, the ace sent home brings the two after it; the
    foundation is then read as one place, by its name, not card by card."""
    view = klondike.view
    klondike.set_option("auto_home", True)
    rest = tuple(range(2, 52))
    view.session.start(State(((0,), (1,)) + ((),) * 5, (0,) * 7, ((),) * 4, rest, (), deal=DEAL))
    view.send_home(COLUMNS[0])
    assert view.state.homes[0] == (0, 1) and view.state.columns[:2] == ((), ())
    said = klondike.read_table()
    assert [name for name, _ in said].count("Foundation: clubs, up to the 2") == 1
    assert not any(name in ("Ace of clubs", "2 of clubs") for name, _ in said)
    klondike.undo()
    assert view.state.homes[0] == (0,)  # the auto-move is a move of its own
