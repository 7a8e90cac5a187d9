"""Spider played in a real window: a run by clicks and by a drag, the stock's refusal,
the keyboard and the screen reader, all from the kit's PatienceView."""

from __future__ import annotations

from PySide6.QtCore import Qt
from qtcards_spider.engine import COLUMNS, RULES, STOCK_PILE

from qtcards.kit.testing import GameWindow


def test_moves_by_clicks_and_a_drag_and_a_row_dealt(spider: GameWindow) -> None:
    view = spider.view
    view.start_deal(3)
    before = view.state
    move = RULES.legal_moves(before)[0]
    piles = RULES.piles(before)
    spider.click(view.cards[piles[move.source].run(move.count)[0]])
    spider.click(view.cards[piles[move.target].top])
    assert view.state == RULES.apply(before, move)
    second = RULES.legal_moves(view.state)[0]
    piles, middle = RULES.piles(view.state), view.state
    spider.drag(view.cards[piles[second.source].run(second.count)[0]], view.cards[piles[second.target].top])
    assert view.state == RULES.apply(middle, second)
    stock = len(view.state.stock)
    spider.click(view.cards[view.state.stock[-1]])
    assert len(view.state.stock) == stock - 10 if all(middle.columns) else True


def test_the_stock_says_why_it_does_not_deal(spider: GameWindow) -> None:
    view = spider.view
    view.start_deal(3)
    view.show_state(
        view.state.__class__(((),) + view.state.columns[1:], view.state.down, view.state.homes, view.state.stock)
    )
    spider.click(view.cards[view.state.stock[-1]])
    assert view.message.text == "A row is dealt only when no column is empty."


def test_keyboard_and_screen_reader(spider: GameWindow) -> None:
    view = spider.view
    view.start_deal(3)
    said = spider.read_table()
    assert ("Stock", "50 cards; Enter deals") in said and sum(1 for name, _ in said if name == "face-down card") == 44
    spider.key(Qt.Key.Key_Tab)
    spider.key(Qt.Key.Key_Return)
    assert view.picked is not None or view.state.moves == 1
    spider.key(Qt.Key.Key_Tab)
    spider.key(Qt.Key.Key_Return)
    assert view.state.moves >= 1 and STOCK_PILE == 0 and COLUMNS[0] == 9
