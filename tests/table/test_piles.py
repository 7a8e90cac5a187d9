"""Piles, one-call card motion with a flip, and the winning cascade."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSizeF

from qtcards.table import HEARTS, Cascade, Face, Pile, Table
from tests.table.test_table import shown_table


@pytest.fixture
def table(qtbot) -> Table:
    return shown_table(qtbot, QSizeF(8, 6), 800, 600)


def test_a_heap_shows_its_depth_and_hides_what_lies_deeper() -> None:
    heap = Pile(2.0, 3.0, depth=3, step=0.025, hidden_below=3, z=100)
    slots = [heap.slot(i, 5) for i in range(5)]
    assert [s.visible for s in slots] == [False, False, True, True, True]
    assert (slots[4].x, slots[4].y) == (2.0, 3.0)  # the top card on the place
    assert slots[3].x == pytest.approx(1.975) and slots[2].x == pytest.approx(1.95) == slots[0].x
    assert [s.z for s in slots] == [100, 101, 102, 103, 104]


def test_a_fan_spreads_and_a_short_fan_shows_its_last_cards() -> None:
    column = Pile(1.0, 0.5, spread=(0.0, 0.4))
    assert [column.slot(i, 3).y for i in range(3)] == pytest.approx([0.5, 0.9, 1.3])
    foundation = Pile(0.0, 0.0, spread=(0.3, 0.0), fanned=2)
    assert [foundation.slot(i, 4).x for i in range(4)] == pytest.approx([0.0, 0.0, 0.0, 0.3])
    assert foundation.top(4).x == pytest.approx(0.3)  # the next card goes where the last one shows


def test_a_fan_longer_than_its_reach_closes_up_evenly() -> None:
    column = Pile(1.0, 2.0, spread=(0.0, 0.25), reach=3.0)
    assert [column.slot(i, 13).y for i in (0, 1, 12)] == pytest.approx([2.0, 2.25, 5.0])  # just fits
    assert [column.slot(i, 25).y for i in (0, 1, 24)] == pytest.approx([2.0, 2.125, 5.0])  # closed up
    assert column.top(24).y == pytest.approx(5.0)  # where a card put on it will lie
    assert Pile(0.0, 0.0, spread=(0.5, 0.0), fanned=3, reach=0.5).slot(9, 10).x == pytest.approx(0.5)


def test_a_centred_fan_is_spread_about_its_middle() -> None:
    hand = Pile(5.0, 6.0, spread=(0.5, 0.0), centred=True)
    xs = [hand.slot(i, 5).x for i in range(5)]
    assert xs == pytest.approx([4.0, 4.5, 5.0, 5.5, 6.0])
    assert hand.slot(0, 1).x == 5.0


def test_lay_moves_and_turns_the_cards_in_one_call(qtbot, table: Table) -> None:
    cards = [table.add_card(Face(rank, HEARTS), face_up=False) for rank in (1, 2, 3)]
    Pile(3.0, 2.0, spread=(0.5, 0.0), z=10).lay(cards, face_up=True)
    assert all(card.is_moving() for card in cards)  # gliding and turning over
    assert all(card.zValue() >= 1000 for card in cards)  # above the table while they fly
    qtbot.waitUntil(lambda: not any(card.is_moving() for card in cards), timeout=3000)
    assert [card.face_up for card in cards] == [True, True, True]
    assert [card.zValue() for card in cards] == [10, 11, 12]  # landed
    assert [card.unit_pos.x() for card in cards] == pytest.approx([3.0, 3.5, 4.0])
    assert all(
        card.transform().isIdentity() or card.transform().m11() == pytest.approx(1.0, abs=0.05) for card in cards
    )


def test_animations_off_jumps(table: Table) -> None:
    table.animation_ms = 0
    card = table.add_card(Face(5, HEARTS), face_up=False)
    card.animate(4.0, 3.0, 7, face_up=True)
    assert not card.is_moving() and card.face_up and card.zValue() == 7


def test_the_cascade_sends_the_cards_off_and_a_click_skips_it(qtbot, table: Table) -> None:
    from PySide6.QtCore import Qt

    cards = [table.add_card(Face(rank, HEARTS)) for rank in range(1, 6)]
    for index, card in enumerate(cards):
        card.place(1 + index, 2)
    cascade = Cascade(table, lambda: cards)
    cascade.start()
    qtbot.waitUntil(lambda: any(card.is_moving() for card in cards), timeout=3000)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton)
    assert not cascade.running and not any(card.isVisible() for card in cards)
    table.animation_ms = 0
    for card in cards:
        card.show()
    cascade.start()  # animations off: no cascade at all
    assert not cascade.running and all(card.isVisible() for card in cards)


def test_a_card_told_to_show_a_side_mid_turn_ends_the_turn_there(qtbot, table: Table) -> None:
    """A turn under way is stopped by a later word: the card never ends half turned or
    showing the side it was turning to."""
    card = table.add_card(Face(9, HEARTS), face_up=False)
    card.flip(True)
    assert card.is_moving()
    card.set_state(face_up=False)  # a new deal, say, lays it face down at once
    assert not card.is_moving() and not card.face_up and card.transform().isIdentity()
    qtbot.wait(table.animation_ms + 50)
    assert not card.face_up and card.transform().isIdentity()
    card.flip(True)
    card.flip(True)  # already turning that way: nothing new
    qtbot.waitUntil(lambda: not card.is_moving(), timeout=3000)
    assert card.face_up and card.transform().m11() == pytest.approx(1.0)
