"""Drag and drop on the table, from the game's declaration (qtcards/table/spots.py):
a drag onto an accepted target is the game's drop, the target lit while it would take
the card; anywhere else the card glides back; a press that does not move is a click;
and the keyboard moves by where the spots lie."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QSizeF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from qtcards.app.game_windows import mouse_drag
from qtcards.table import HEARTS, SPADES, Face, PileMarker, Table
from qtcards.table.spots import COVERED, Spot


class Declared:
    """A game of two cards and a pile: card 0 may be dragged onto the pile only."""

    def __init__(self, table: Table) -> None:
        self.cards = [table.add_card(Face(rank, suit)) for rank, suit in ((1, HEARTS), (2, SPADES))]
        self.cards[0].place(1, 1)
        self.cards[1].place(3, 1)
        self.pile = table.add(PileMarker(table))
        self.pile.place(5, 1)
        self.acted: list[object] = []
        self.dropped: list[tuple[object, object]] = []

    def spots(self):
        return [
            Spot(self.cards[0], "Ace of hearts", drops=[self.pile]),
            Spot(self.cards[1], "2 of spades", COVERED),
            Spot(self.pile, "Pile"),
        ]

    def act(self, item) -> None:
        self.acted.append(item)

    def drop(self, item, target) -> None:
        self.dropped.append((item, target))

    def clear_selection(self) -> bool:
        return False


def declared_table(qtbot) -> tuple[Table, Declared]:
    table = Table(QSizeF(6, 2.5))
    qtbot.addWidget(table)
    table.resize(720, 320)
    table.show()
    qtbot.waitExposed(table)
    table.animation_ms = 0
    game = Declared(table)
    table.declaration = game
    return table, game


def send(table: Table, kind: QEvent.Type, scene_point: QPointF, held: bool) -> None:
    """A mouse event on the table's viewport at a scene point (the button held or not)."""
    point = QPointF(table.mapFromScene(scene_point))
    button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton
    buttons = Qt.MouseButton.LeftButton if held else Qt.MouseButton.NoButton
    global_point = table.viewport().mapToGlobal(point)
    event = QMouseEvent(kind, point, global_point, button, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(table.viewport(), event)


def test_a_drag_onto_its_target_is_the_drop_with_the_target_lit(qtbot) -> None:
    table, game = declared_table(qtbot)
    card, pile = game.cards[0], game.pile
    lit: list[bool] = []
    mouse_drag(
        table, card.sceneBoundingRect().center(), pile.sceneBoundingRect().center(), lambda: lit.append(pile.targeted)
    )
    assert lit == [True], "the pile is highlighted while the card would go there"
    assert game.dropped == [(card, pile)] and game.acted == []
    assert not pile.targeted


def test_a_drop_elsewhere_glides_back_and_does_nothing(qtbot) -> None:
    table, game = declared_table(qtbot)
    card = game.cards[0]
    home = card.pos()
    covered = game.cards[1]  # not among its drops
    moved: list[QPointF] = []
    mouse_drag(
        table, card.sceneBoundingRect().center(), covered.sceneBoundingRect().center(), lambda: moved.append(card.pos())
    )
    assert moved[0] != home, "the card followed the pointer"
    assert not covered.targeted
    assert game.dropped == [] and game.acted == []
    assert card.pos() == home


def test_a_press_without_a_move_is_a_click(qtbot) -> None:
    table, game = declared_table(qtbot)
    card = game.cards[0]
    point = table.mapFromScene(card.sceneBoundingRect().center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert game.acted == [card] and game.dropped == []
    other = game.cards[1]  # no drops: acted on at the press
    send(table, QEvent.Type.MouseButtonPress, other.sceneBoundingRect().center(), True)
    assert game.acted == [card, other]
    send(table, QEvent.Type.MouseButtonRelease, other.sceneBoundingRect().center(), False)
    assert game.acted == [card, other]


def test_arrows_move_by_position_and_enter_acts(qtbot) -> None:
    table, game = declared_table(qtbot)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)  # the first key puts the focus on the first spot
    assert table.keyboard.item is game.cards[0] and game.cards[0].focused
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert table.keyboard.item is game.cards[1]
    qtbot.keyClick(table, Qt.Key.Key_End)
    assert table.keyboard.item is game.pile
    qtbot.keyClick(table, Qt.Key.Key_Tab)  # reading order wraps round
    assert table.keyboard.item is game.cards[0]
    qtbot.keyClick(table, Qt.Key.Key_Left)  # nothing further left: round to the row's other end
    assert table.keyboard.item is game.pile
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert table.keyboard.item is game.cards[0]
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert game.acted == [game.cards[0]]


def test_the_arrows_keep_to_rows_and_take_the_next_row_first(qtbot) -> None:
    """A pyramid of three rows (each half a card aside of the one above): Down from the top
    goes to the row just below, not to the card straight below two rows down; Right keeps
    to its row, and End stops at the row's end."""
    table, game = declared_table(qtbot)
    rows = [[(1.5 + column - row / 2, 0.5 + 0.7 * row) for column in range(row + 1)] for row in range(3)]
    places = [[table.add(PileMarker(table), at=place) for place in row] for row in rows]
    game.spots = lambda: [Spot(marker, "place") for row in places for marker in row]
    for card in game.cards:
        card.hide()
    game.pile.hide()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Down)  # the first key: the first spot, the top
    assert table.keyboard.item is places[0][0]
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert table.keyboard.item in places[1], "the next row down first"
    qtbot.keyClick(table, Qt.Key.Key_Home)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert table.keyboard.item is places[1][1]
    qtbot.keyClick(table, Qt.Key.Key_Down)
    qtbot.keyClick(table, Qt.Key.Key_End)
    assert table.keyboard.item is places[2][2]
    qtbot.keyClick(table, Qt.Key.Key_Right)  # nothing further right in the row: round to its start
    assert table.keyboard.item is places[2][0]


def test_a_run_follows_the_pointer_and_glides_back_together(qtbot) -> None:
    """A spot that ``carries`` the cards on it (a run): they move with the dragged card,
    stay on it, are no target of their own drag, and go back with it on a refused drop."""
    table, game = declared_table(qtbot)
    run = [table.add_card(Face(rank, HEARTS)) for rank in (5, 6)]
    for index, card in enumerate(run):
        card.place(1, 1.3 + 0.3 * index)
    game.spots = lambda: [Spot(game.cards[0], "Ace of hearts to 6 of hearts", drops=[game.pile], carries=run)]
    card = game.cards[0]
    for z, other in enumerate(run, start=1):
        other.setZValue(z)  # (on the card, as a pile lays them)
    box = card.sceneBoundingRect()
    start = QPointF(box.center().x(), box.top() + 0.1 * box.height())  # its strip in view, above the run
    assert table.scene().items(start)[0] is card
    offsets = [other.pos() - card.pos() for other in run]
    send(table, QEvent.Type.MouseButtonPress, start, held=True)
    middle = QPointF(start.x() + 150, start.y() + 20)
    send(table, QEvent.Type.MouseMove, middle, held=True)
    assert card.pos() != card.target()  # dragged
    assert [other.pos() - card.pos() for other in run] == offsets  # the run keeps together
    assert run[0].zValue() > card.zValue() and run[1].zValue() > run[0].zValue()  # above the dragged card
    send(table, QEvent.Type.MouseButtonRelease, middle, held=False)  # on no target: back together
    assert game.dropped == [] and card.pos() == card.target()
    assert all(other.pos() == other.target() for other in run)
    mouse_drag(table, start, game.pile.sceneBoundingRect().center())
    assert game.dropped == [(card, game.pile)]
