"""The pile games (the kit's PatienceView: Klondike, FreeCell, Spider) by keyboard and
screen reader, in process: what is said of a pick, Undo and Redo, a deal, a card's place,
empty piles and refusals; where the focus goes after a move, Home, End and the arrows;
the hint and the pick told apart; the first-start tips; F1. (play-2.md C7-C14, D15-D19;
``test_screen_reader_piles.py`` hears the same through a real AT-SPI client.)"""

from __future__ import annotations

import pytest
import qtcards_freecell
import qtcards_golf
import qtcards_klondike
import qtcards_pyramid
import qtcards_spider
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from qtcards_freecell.engine import RULES as FREECELL

from qtcards.kit import CELL, FOUNDATION, STOCK, TABLEAU, WASTE
from qtcards.kit.testing import GameWindow, GameWindows
from qtcards.table import CardItem

Key = Qt.Key


@pytest.fixture
def freecell(game_window: GameWindows) -> GameWindow:
    return game_window.open(qtcards_freecell, "freecell")


@pytest.fixture
def klondike(game_window: GameWindows) -> GameWindow:
    return game_window.open(qtcards_klondike, "klondike")


@pytest.fixture
def spider(game_window: GameWindows) -> GameWindow:
    return game_window.open(qtcards_spider, "spider")


def status(game: GameWindow) -> str:
    """What the status line (and a screen reader, told the same) says now."""
    return game.window.statusBar().currentMessage()


def description(game: GameWindow, item: object) -> str:
    """What a screen reader hears of ``item``'s state ("" when it is no spot)."""
    spot = next((s for s in game.table.spots() if s.item is item), None)
    return spot.description() if spot is not None else ""


def pile_of(game: GameWindow, card: int) -> tuple[int, int]:
    """(pile, position) of ``card`` on the table now."""
    for index, pile in enumerate(game.view.piles()):
        if card in pile.cards:
            return index, pile.cards.index(card)
    raise AssertionError(f"card {card} is on no pile")


def tab_move(game: GameWindow) -> None:
    """Tab to the first run that can move and pick it up; Tab to its first target, drop it."""
    game.key(Key.Key_Tab)
    game.key(Key.Key_Return)
    assert game.view.picked is not None
    game.key(Key.Key_Tab)
    game.key(Key.Key_Return)


def test_a_pick_is_said_and_undo_and_redo_say_the_move(qtbot, freecell: GameWindow) -> None:
    """C7, C8: "9 of clubs, picked up."; "Undone: 2 of clubs to Free cell 1." and back."""
    view = freecell.view
    view.context.options.set("auto_home", False)
    view.start_deal(1)
    freecell.key(Key.Key_Tab)
    freecell.key(Key.Key_Return)
    pile, count = view.picked
    run = view.piles()[pile].run(count)
    assert status(freecell) == view.words.picked(run) and status(freecell).endswith("picked up.")
    assert "selected" in description(freecell, view.cards[run[0]])
    freecell.key(Key.Key_Tab)
    freecell.key(Key.Key_Return)
    moved = status(freecell)
    assert moved.startswith(view.words.run(run)) and view.state.moves == 1
    freecell.undo()
    qtbot.waitUntil(lambda: status(freecell) == f"Undone: {moved}")
    assert view.state.moves == 0
    freecell.redo()
    qtbot.waitUntil(lambda: status(freecell) == f"Redone: {moved}")
    assert view.state.moves == 1


def test_a_run_of_several_cards_is_said_as_one_and_the_cards_on_it(freecell: GameWindow) -> None:
    view = freecell.view
    for number in range(1, 200):
        view.start_deal(number)
        runs = [m for m in FREECELL.legal_moves(view.state) if m.count == 2]
        if runs:
            break
    move = runs[0]
    first = view.piles()[move.source].run(move.count)[0]
    view.table.setFocus()
    view.table.keyboard.focus(view.cards[first])
    freecell.key(Key.Key_Return)
    assert status(freecell) == f"{view.words.card(first)} and 1 card on it, picked up."


def test_a_deal_names_its_card_and_right_from_the_stock_reaches_the_waste_top(klondike: GameWindow) -> None:
    """C9: "Dealt from the stock: 8 of spades."; Right from the stock on the waste's playable
    top card, not on the bottom of its fan; the waste's turn back into the stock is said."""
    view = klondike.view
    view.context.options.set("auto_home", False)
    view.start_deal(7)
    stock = view.rules.kinds[STOCK][0]
    waste = view.rules.kinds[WASTE][0]
    view.table.setFocus()
    klondike.key(Key.Key_Home)  # the first pile: the stock
    assert klondike.focused is view.drop_item(stock)
    for _ in range(3):
        klondike.key(Key.Key_Return)
        top = view.piles()[waste].top
        assert status(klondike) == f"Dealt from the stock: {view.words.card(top)}."
    assert klondike.focused is view.drop_item(stock), "the focus stays on the stock, its new top"
    klondike.key(Key.Key_Right)
    assert klondike.focused is view.cards[view.piles()[waste].top]
    assert description(klondike, klondike.focused).endswith(", Waste, card 3 of 3")
    while view.piles()[stock].cards:
        view.deal()
    view.deal()
    assert status(klondike) == "The waste is turned over into the stock."


def test_browsing_names_the_column_and_skips_face_down_cards(spider: GameWindow) -> None:
    """C10, D18: each card says its column and place; Up and Down pass over face-down
    cards; Home reaches the stock and Enter there deals; End the last column."""
    view = spider.view
    view.start_deal(3)
    columns = view.rules.kinds[TABLEAU]
    view.table.setFocus()
    spider.key(Key.Key_Tab)
    while pile_of(spider, spider.focused.key)[0] not in columns:  # past the stock
        spider.key(Key.Key_Tab)
    pile, position = pile_of(spider, spider.focused.key)
    cards = view.piles()[pile].cards
    said = description(spider, spider.focused)
    assert f"Tableau {columns.index(pile) + 1}, card {position + 1} of {len(cards)}" in said
    assert said.endswith(f"on {view.piles()[pile].face_down} face-down cards")
    spider.key(Key.Key_Up)  # over the face-down cards: up to the row of the stock and foundations
    assert spider.focused.unit_pos.y() < view.cards[cards[0]].unit_pos.y()
    for key in (Key.Key_Down, Key.Key_Right, Key.Key_Up, Key.Key_Down, Key.Key_Down):
        spider.key(key)
        if isinstance(spider.focused, CardItem):
            pile, position = pile_of(spider, spider.focused.key)
            assert position >= view.piles()[pile].face_down, "never on a face-down card"
    spider.key(Key.Key_End)
    assert spider.focused is view.cards[view.piles()[columns[-1]].top]
    spider.key(Key.Key_Home)
    assert spider.focused is view.drop_item(view.rules.kinds[STOCK][0])
    spider.key(Key.Key_Return)
    assert status(spider).startswith("Dealt from the stock: ") and status(spider).count(" of ") == len(columns)


def test_empty_piles_are_named_and_an_empty_cell_says_it_takes_the_run(freecell: GameWindow) -> None:
    """C11: "Free cell 1" "empty; the run can go here" while a card is picked; a foundation
    "empty; starts at the Ace"."""
    view = freecell.view
    view.start_deal(1)
    cell, home = view.rules.kinds[CELL][0], view.rules.kinds[FOUNDATION][0]
    said = dict(freecell.read_table())
    assert said["Free cell 1"] == "empty" and said["Foundation 1"] == "empty; starts at the Ace"
    tab_move_pick = view.cards[view.piles()[view.rules.kinds[TABLEAU][0]].top]
    freecell.click(tab_move_pick)
    assert view.picked is not None
    assert description(freecell, view.markers[cell]) == "empty; the run can go here"
    assert description(freecell, view.markers[home]) == "empty; starts at the Ace" or view.piles()[home].cards


def test_enter_on_a_card_that_cannot_move_answers(klondike: GameWindow, freecell: GameWindow) -> None:
    """C12: Enter on a covered card, a click on a face-down one: the player is told why."""
    view = freecell.view
    view.start_deal(1)
    freecell.key(Key.Key_Tab)
    index = view.rules.kinds[TABLEAU][0]
    view.table.keyboard.focus(view.cards[view.piles()[index].cards[0]])  # under six cards out of sequence
    freecell.key(Key.Key_Return)
    assert view.picked is None and status(freecell) == "That card cannot be moved now."
    view = klondike.view
    view.start_deal(7)
    column = view.piles()[view.rules.kinds[TABLEAU][-1]]
    klondike.click(view.cards[column.cards[0]])
    assert status(klondike) == "That card is face down: it turns up when the cards on it are moved."


def test_the_table_has_a_name(freecell: GameWindow) -> None:
    """C13: the list a screen reader lands in is the "FreeCell table"."""
    interface = QAccessible.queryAccessibleInterface(freecell.table)
    assert interface.text(QAccessible.Text.Name) == "FreeCell table"
    freecell.set_language("ru")
    assert freecell.table.accessibleName() == "Игровой стол «Свободная ячейка»"


def test_the_focus_follows_the_moved_card_and_its_ring_lies_above_the_cards(freecell: GameWindow) -> None:
    """D15: after each move the focus is on the moved card, the top of its pile now, and the
    ring is drawn by the table above every card, round the focused one."""
    view = freecell.view
    view.context.options.set("auto_home", False)
    view.start_deal(1)
    view.table.setFocus()
    for _ in range(4):  # (deal 1 has no fifth move by the first Tab: it would be stuck)
        freecell.key(Key.Key_Tab)
        freecell.key(Key.Key_Return)
        pile, count = view.picked
        picked_before = view.piles()[pile].run(count)[0]
        freecell.key(Key.Key_Tab)
        target = freecell.focused
        freecell.key(Key.Key_Return)
        assert view.picked is None and picked_before in view.piles()[pile_of(freecell, picked_before)[0]].cards
        assert freecell.focused is view.cards[picked_before], f"focus on the moved card, not on {target}"
        index, position = pile_of(freecell, picked_before)
        assert view.piles()[index].run(len(view.piles()[index].cards) - position)[0] == picked_before
        ring = view.table.focus_ring
        assert ring.isVisible() and ring.item is freecell.focused
        assert ring.zValue() > max(card.zValue() for card in view.cards.values())
        assert ring.sceneBoundingRect().contains(freecell.focused.sceneBoundingRect())


def test_a_move_onto_the_focused_card_takes_the_focus_to_the_card_put_on_it(freecell: GameWindow) -> None:
    """D15 as the review played it: the focus on a card something now covers goes up to it."""
    view = freecell.view
    view.context.options.set("auto_home", False)
    for number in range(1, 100):
        view.start_deal(number)
        onto = [m for m in view.moves() if view.piles()[m.target].cards and view.rules.layout[m.target].kind == TABLEAU]
        if onto:
            break
    move = onto[0]
    under = view.piles()[move.target].top
    moved = view.piles()[move.source].run(move.count)[0]
    view.table.setFocus()
    view.table.keyboard.focus(view.cards[under])
    freecell.click(view.cards[moved])
    freecell.click(view.cards[under])
    assert freecell.focused is view.cards[moved]


def test_a_hint_and_a_pick_look_different(freecell: GameWindow) -> None:
    """D16: a hint's cards framed dashed (``hinted``), a picked run framed solid (``selected``)."""
    view = freecell.view
    view.start_deal(1)
    view.hint_action.trigger()
    hinted = view.piles()[view.hinted.source].run(view.hinted.count)
    assert all(view.cards[card].hinted and not view.cards[card].selected for card in hinted)
    view.table.setFocus()
    freecell.key(Key.Key_Tab)
    freecell.key(Key.Key_Return)
    picked = view.piles()[view.picked[0]].run(view.picked[1])
    assert all(view.cards[card].selected and not view.cards[card].hinted for card in picked)


@pytest.mark.parametrize(
    ("plugin", "game", "language", "words"),
    [
        (qtcards_freecell, "freecell", "en", ("Tab", "Enter")),
        (qtcards_spider, "spider", "ko", ("Tab", "Enter")),
        (qtcards_klondike, "klondike", "ru", ("Tab", "Enter")),
        (qtcards_golf, "golf", "en", ("Tab", "Enter")),
        (qtcards_pyramid, "pyramid", "ru", ("Tab", "Enter")),
    ],
)
def test_the_first_start_tip_names_the_keys(
    game_window: GameWindows, plugin: object, game: str, language: str, words: tuple[str, ...]
) -> None:
    """D17: the tip says how to play by keyboard too, in the player's language."""
    opened = game_window.open(plugin, game, language=language)
    tip = getattr(opened.view, "first_hint", None) or opened.view.hint
    assert all(word in tip.label.text() for word in words), tip.label.text()


def test_f1_opens_and_closes_the_rules(qtbot, freecell: GameWindow) -> None:
    """D19: F1 again closes the page it opened, and the table has the keyboard again."""
    from qtcards.window.rules_pane import RulesPane

    freecell.window.rules_action.trigger()
    pane = freecell.window.findChild(RulesPane, "rules")
    qtbot.waitUntil(pane.isVisible)
    freecell.window.rules_action.trigger()
    qtbot.waitUntil(lambda: not pane.isVisible())
    assert isinstance(freecell.focused, (CardItem, type(None)))
