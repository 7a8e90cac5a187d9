"""Klondike played in a real window: clicks, a drag of a run, the keyboard, the screen
reader, hints, undo and resume, all from the kit's PatienceView and the rules."""

from __future__ import annotations

from PySide6.QtCore import Qt
from qtcards_klondike.engine import RULES, State

from qtcards.kit import FOUNDATION, STOCK, TABLEAU, PileMove
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
    klondike.set_option("auto_home", False)
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
    """Each column's face-up card says where it lies and how many face-down cards are under
    it (the face-down cards themselves are no stops for the arrows, and never named)."""
    view = klondike.view
    view.start_deal(DEAL)
    said = dict(klondike.read_table())
    assert said["Stock"] == "24 cards; Enter deals" and said["Waste"] == "empty"
    assert said["Foundation 1"] == "empty; starts at the Ace"
    assert not any("face-down" in name for name, _ in klondike.read_table())
    column = RULES.piles(view.state)[-1]
    assert said[view.words.card(column.top)].endswith("Tableau 7, card 7 of 7, on 6 face-down cards")


def test_a_hint_lights_a_legal_move(klondike: GameWindow) -> None:
    view = klondike.view
    view.start_deal(DEAL)
    deal_until_a_move(klondike)
    view.hint_action.trigger()
    move = view.hinted
    assert move is not None and RULES.is_legal(view.state, move)
    source = view.cards[RULES.piles(view.state)[move.source].run(move.count)[0]]
    assert source.hinted and not source.selected  # a dashed frame, not a pick's


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


def status(game: GameWindow) -> str:
    """The status line's text now."""
    return str(game.view.window().statusBar().currentMessage())


def stuck_card(state: State) -> int:
    """The top card of a column that can go nowhere (no move, not home)."""
    moves = RULES.legal_moves(state)
    column = next(c for c in COLUMNS if not any(m.source == c for m in moves) and RULES.home_move(state, c) is None)
    return RULES.piles(state)[column].cards[-1]


def test_a_card_with_no_move_says_so_when_clicked_or_dragged(klondike: GameWindow) -> None:
    view = klondike.view
    view.start_deal(DEAL)
    before, card = view.state, stuck_card(view.state)
    klondike.click(view.cards[card])
    assert view.picked is None and status(klondike) == "No move for this card."
    view.context.announce("")
    klondike.drag(view.cards[card], view.markers[STOCK_PILE + 1])
    assert view.state == before and status(klondike) == "No move for this card."


def test_a_single_card_is_refused_as_a_card_and_a_run_as_a_run(klondike: GameWindow) -> None:
    view = klondike.view
    view.start_deal(DEAL)
    deal_until_a_move(klondike)
    move = first_move(view.state)
    piles = RULES.piles(view.state)
    wrong = next(c for c in COLUMNS if c not in (move.source, move.target) and piles[c].cards)
    klondike.click(view.cards[piles[move.source].run(move.count)[0]])
    klondike.click(view.cards[piles[wrong].cards[-1]])
    refusal = "That card cannot go there." if move.count == 1 else "That run cannot go there."
    assert status(klondike) == refusal and view.picked == (move.source, move.count)


def test_the_hint_never_takes_an_ace_back_and_goes_when_the_player_picks(klondike: GameWindow) -> None:
    """play-2.md A1: deal 726439823 turning three, the ace sent home, one deal: Hint offers
    a move or the stock, never the ace back off its foundation; A2: its words leave the
    status line once the player picks a card."""
    view = klondike.view
    klondike.set_option("draw", "3")
    view.start_deal(726439823)
    ace = next(c for c in COLUMNS if view.state.columns[c - COLUMNS[0]][-1] % 13 == 0)
    view.send_home(ace)
    view.deal()
    for _ in range(2):
        view.hint_action.trigger()
        hinted = view.hinted
        assert hinted is None or RULES.layout[hinted.source].kind != FOUNDATION
    assert status(klondike) == "Deal from the stock."
    view.start_deal(DEAL)
    deal_until_a_move(klondike)
    view.hint_action.trigger()
    hinted = view.hinted
    hint_words = status(klondike)
    assert hinted is not None and hint_words
    klondike.click(view.cards[RULES.piles(view.state)[hinted.source].run(hinted.count)[0]])
    assert view.picked is not None and status(klondike) != hint_words  # the pick's words in its place


def test_the_info_bar_shows_the_stock_the_draw_the_pass_and_the_time(klondike: GameWindow) -> None:
    view = klondike.view
    klondike.set_option("draw", "3")
    klondike.set_option("auto_home", False)
    view.start_deal(DEAL)
    assert [klondike.info(key) for key in ("stock", "draw", "passes")] == ["24", "3", "1"]
    assert klondike.info("time") == "0:00"
    for _ in range(8):
        view.deal()
    assert klondike.info("stock") == "0"
    view.deal()  # the waste turned over: the second pass
    assert [klondike.info(key) for key in ("stock", "passes")] == ["24", "2"]
