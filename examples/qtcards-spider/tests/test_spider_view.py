"""Spider played in a real window: a run by clicks and by a drag, the stock's refusals, the
keyboard and the screen reader, undo, resume, statistics, deal numbers and the suits option,
all from the kit's PatienceView."""

from __future__ import annotations

from dataclasses import replace

import pytest
import qtcards_spider
from PySide6.QtCore import Qt
from qtcards_spider.engine import RULES, new_game
from qtcards_spider.view import SpiderView
from spider_positions import position, win_1

from qtcards.kit import FOUNDATION, STOCK, TABLEAU, PileMove
from qtcards.kit.testing import GameWindow, GameWindows

#: The piles by kind, as the engine declares them.
(STOCK_PILE,), HOMES, COLUMNS = (RULES.kinds[kind] for kind in (STOCK, FOUNDATION, TABLEAU))

SPADES = [26 + r for r in range(13)]  # ace to king of spades
HEARTS = [39 + r for r in range(13)]
#: A run of three spades (7 6 5) on a 2 of hearts, a lone 8 of spades, an empty column.
RUNS = [(HEARTS[1], SPADES[6], SPADES[5], SPADES[4]), (SPADES[7],), ()]


def choose(game: GameWindow, text: str) -> None:
    """Choose an entry of the window's Game menu by its text."""
    menu = game.window.menuBar().actions()[0].menu()
    next(action for action in menu.actions() if action.text() == text).trigger()


def test_a_run_moves_by_two_clicks_and_undo_takes_it_back(spider: GameWindow) -> None:
    view = spider.view
    view.session.start(position(RUNS))
    before = view.state
    spider.click(view.cards[SPADES[6]])  # the 7: the run 7 6 5 picked up
    assert view.picked == (COLUMNS[0], 3)
    spider.click(view.cards[SPADES[7]])
    assert view.state == RULES.apply(before, PileMove(COLUMNS[0], 3, COLUMNS[1]))
    assert view.state.columns[1] == (SPADES[7], SPADES[6], SPADES[5], SPADES[4])
    assert (spider.info("score"), spider.info("moves")) == ("499", "1")
    spider.undo()
    assert view.state == before and spider.info("score") == "500"
    spider.redo()
    assert view.state.columns[1][-3:] == RUNS[0][1:]


def test_a_run_dragged_to_an_empty_column(spider: GameWindow) -> None:
    view = spider.view
    view.session.start(position(RUNS))
    spider.drag(view.cards[SPADES[6]], view.markers[COLUMNS[2]])
    assert view.state.columns[2] == RUNS[0][1:] and view.state.columns[0] == (HEARTS[1],)
    spider.drag(view.cards[HEARTS[1]], view.cards[SPADES[7]])  # a 2 on an 8: refused, nothing moves
    assert view.state.columns[0] == (HEARTS[1],) and view.state.moves == 1


def test_a_run_of_two_suits_is_not_picked_up_whole(spider: GameWindow) -> None:
    view = spider.view
    view.session.start(position([(SPADES[6], HEARTS[5]), (HEARTS[6],)]))
    spider.click(view.cards[SPADES[6]])  # 7 of spades with a 6 of hearts on it: not a run
    assert view.picked is None
    spider.click(view.cards[HEARTS[5]])
    spider.click(view.cards[HEARTS[6]])
    assert view.state.columns[1] == (HEARTS[6], HEARTS[5])


def test_a_row_is_dealt_from_the_stock_and_refused_with_a_reason(spider: GameWindow) -> None:
    view = spider.view
    view.start_deal(3)
    start = view.state
    spider.click(view.cards[start.stock[-1]])
    assert view.state == RULES.deal(start) and len(view.state.stock) == 40 and spider.info("moves") == "1"
    view.session.start(position(RUNS))
    spider.click(view.cards[view.state.stock[-1]])
    assert view.message.text == "A row is dealt only when no column is empty." and view.state.moves == 0
    view.session.start(replace(position(RUNS[:2]), stock=()))
    spider.click(view.markers[STOCK_PILE])
    assert view.message.text == "The stock is empty."


def test_a_finished_run_goes_home_and_the_last_one_wins(spider: GameWindow) -> None:
    view = spider.view
    view.session.start(position([tuple(reversed(SPADES[1:])), (SPADES[0],)], homes=7))
    spider.click(view.cards[SPADES[0]])
    spider.click(view.cards[SPADES[1]])
    assert RULES.is_won(view.state) and spider.end_panel is not None and spider.info("score") == "599"
    assert view.name(HOMES[7]) == "Foundation: spades, up to the King"
    table = view.statistics()
    assert table is not None and table.rows[0][1] == ["1", "1", "100%"]


def test_keyboard_alone_deals_picks_and_puts_down(spider: GameWindow) -> None:
    view = spider.view
    view.start_deal(3)
    spider.key(Qt.Key.Key_Tab)  # the stock comes first
    spider.key(Qt.Key.Key_Return)
    assert view.state == RULES.deal(new_game(3))
    before = view.state
    spider.key(Qt.Key.Key_Tab)
    spider.key(Qt.Key.Key_Tab)  # past the stock, to the first run that can move
    spider.key(Qt.Key.Key_Return)
    assert view.picked is not None
    spider.key(Qt.Key.Key_Tab)
    spider.key(Qt.Key.Key_Return)
    assert view.state in [RULES.apply(before, move) for move in RULES.legal_moves(before)]
    spider.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert view.state == before
    spider.key(Qt.Key.Key_H)
    assert view.hinted == RULES.hints(before)[0]
    entries = [action.text() for action in spider.window.menuBar().actions()[0].menu().actions()]
    assert "&Hint" in entries and "Send to the &foundation" not in entries  # runs go home by themselves


def tab_to(game: GameWindow, item: object) -> None:
    """Press Tab until the keyboard's focus is on ``item``, then Enter."""
    for _ in range(80):
        game.key(Qt.Key.Key_Tab)
        if game.focused is item:
            game.key(Qt.Key.Key_Return)
            return
    raise AssertionError(f"Tab never reached {item!r}")


def target_of(view: SpiderView, pile: int) -> object:
    """The card a run is put on, or the empty pile's place."""
    top = RULES.piles(view.state)[pile].top
    return view.cards[top] if top is not None else view.markers[pile]


def test_deal_1_won_with_the_keyboard_alone(spider: GameWindow) -> None:
    """Tab and Enter alone, along a winning line: each row dealt from the stock, each run
    picked up and put down; the win is shown and counted."""
    view = spider.view
    view.start_deal(1)
    for move in win_1():
        if move is None:
            tab_to(spider, view.cards[view.state.stock[-1]])
            continue
        before, piles = view.state, RULES.piles(view.state)
        tab_to(spider, view.cards[piles[move.source].run(move.count)[0]])
        assert view.picked == (move.source, move.count)
        tab_to(spider, target_of(view, move.target))
        assert view.state == RULES.apply(before, move)
    assert RULES.is_won(view.state) and spider.end_panel is not None and spider.info("score") == "1188"
    assert view.statistics().rows[0][1] == ["1", "1", "100%"]


def test_a_screen_reader_hears_runs_piles_and_face_down_cards(spider: GameWindow) -> None:
    view = spider.view
    view.start_deal(3)
    said = spider.read_table()
    assert ("Stock", "50 cards; Enter deals") in said and sum(1 for name, _ in said if name == "face-down card") == 44
    assert [name for name, _ in said].count("Foundation 1") == 1
    view.session.start(position(RUNS))
    names = [name for name, _ in spider.read_table()]
    assert "7 of spades to 5 of spades, 3 cards" in names and "Tableau 3" in names


def test_quit_and_start_again_resumes_the_game(spider: GameWindow) -> None:
    view = spider.view
    view.start_deal(5)
    view.deal()
    state = view.state
    again = spider.restart()
    assert again.state == state and again.state.deal == 5 and spider.info("deal") == "5"


def test_a_deal_number_and_the_suits_option(qtbot, spider: GameWindow) -> None:
    spider.view.context.options.set("suits", "2")
    choose(spider, "Play &deal number...")
    qtbot.keyClicks(spider.view.deals.dialog.field, "1234")
    qtbot.keyClick(spider.view.deals.dialog.field, Qt.Key.Key_Return)
    assert spider.view.state == new_game(1234, 2) and spider.info("deal") == "1234"


@pytest.mark.parametrize(
    ("language", "refusal", "empty"),
    [
        ("ko", "빈 열이 없을 때만 카드를 돌릴 수 있습니다.", "뽑기 더미가 비었습니다."),
        ("ru", "Ряд сдаётся, только если ни один столбец не пуст.", "Колода пуста."),
    ],
)
def test_the_stock_says_why_in_korean_and_russian(
    game_window: GameWindows, language: str, refusal: str, empty: str
) -> None:
    spider = game_window.open(qtcards_spider, "spider", language=language)
    view = spider.view
    view.session.start(position(RUNS))
    spider.click(view.cards[view.state.stock[-1]])
    assert view.message.text == refusal
    view.session.start(replace(position(RUNS[:2]), stock=()))
    spider.click(view.markers[STOCK_PILE])
    assert view.message.text == empty


def test_a_long_column_stays_on_the_table(spider: GameWindow) -> None:
    hearts, spades = tuple(reversed(HEARTS)), tuple(reversed([52 + card for card in SPADES]))
    view = spider.view
    view.session.start(position([hearts + spades, (HEARTS[1] + 52,)]))
    last = view.cards[spades[-1]].sceneBoundingRect()
    assert last.bottom() <= view.table.scene().sceneRect().bottom() and len(view.state.columns[0]) == 26
