"""Pyramid by drags and as a screen reader reads it: all of it from the view's one
declaration of what can be played (``PyramidView.spots`` and ``act``)."""

from __future__ import annotations

from pyramid_hands import KINGS, PAIRS, WON, click_move, drag, first_pair, item_at, spot_of, stock_item, targets
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from qtcards_pyramid.engine import WASTE, Remove, apply, legal_moves

from qtcards.kit.testing import GameWindow

# ----- by clicks --------------------------------------------------------------------------


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
    pyramid.key(Qt.Key.Key_Tab)  # the first key: the first card that can be played
    assert table().focusChild().text(QAccessible.Text.Description) == "free"
    pyramid.key(Qt.Key.Key_Backtab)  # round to the last: the stock
    assert table().focusChild().text(QAccessible.Text.Name) == "Stock"
    pyramid.key(Qt.Key.Key_Backtab)
    pyramid.key(Qt.Key.Key_Return)  # the 8 of hearts, picked
    picked = table().focusChild()
    assert picked.state().selected and picked.text(QAccessible.Text.Description) == "free, selected"
