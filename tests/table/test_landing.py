"""Motion with an end: a card says when it has landed, with and without animation."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSizeF

from qtcards.table import HEARTS, Face, Landing, Table
from tests.table.test_table import shown_table


@pytest.fixture
def table(qtbot) -> Table:
    return shown_table(qtbot, QSizeF(8, 6), 800, 600)


def landings(card) -> list:
    seen: list = []
    card.landed.connect(seen.append)
    return seen


def test_a_glide_with_a_turn_and_a_flip_reports_once_at_its_end(qtbot, table: Table) -> None:
    card = table.add_card(Face(5, HEARTS), face_up=False)
    card.place(1, 1)
    seen = landings(card)
    card.animate(5.0, 4.0, 7, rotation=90.0, face_up=True)
    assert seen == [] and card.in_flight and card.is_moving()
    qtbot.waitUntil(lambda: 10 < card.rotation() < 80, timeout=3000)  # the turn is animated too
    assert seen == []
    qtbot.waitUntil(lambda: seen == [card], timeout=3000)
    assert not card.in_flight and not card.is_moving()
    assert card.rotation() == 90.0 and card.face_up and card.zValue() == 7
    assert card.pos() == card.target()
    qtbot.wait(50)
    assert seen == [card]  # once


def test_with_animations_off_a_card_reports_at_once(table: Table) -> None:
    table.animation_ms = 0
    card = table.add_card(Face(5, HEARTS))
    seen = landings(card)
    card.animate(5.0, 4.0, rotation=-90.0)
    assert seen == [card] and card.rotation() == -90.0 and not card.in_flight
    card.vanish()
    card.move_to(2.0, 2.0, animate=False)
    assert seen == [card] * 3


def test_a_move_cut_short_by_another_reports_only_the_last(qtbot, table: Table) -> None:
    card = table.add_card(Face(5, HEARTS))
    seen = landings(card)
    card.move_to(6.0, 1.0)
    card.move_to(1.0, 5.0)
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    assert seen == [card] and card.unit_pos.x() == 1.0 and card.pos() == card.target()


def test_a_relayout_mid_glide_lands_the_card(table: Table) -> None:
    card = table.add_card(Face(5, HEARTS))
    seen = landings(card)
    card.animate(6.0, 1.0, rotation=90.0)
    card.relayout()  # the window was resized
    assert seen == [card] and card.rotation() == 90.0 and card.pos() == card.target()


def test_landing_waits_for_every_card_then_calls_back_once(qtbot, table: Table) -> None:
    cards = [table.add_card(Face(rank, HEARTS)) for rank in (1, 2, 3)]
    calls: list[str] = []
    landing = Landing(table)
    for index, card in enumerate(cards):
        card.animate(1.0 + index, 4.0, duration=table.animation_ms * (index + 1))
    landing.wait(cards, lambda: calls.append("landed"))
    assert landing.waiting and calls == []
    qtbot.waitUntil(lambda: calls == ["landed"], timeout=5000)
    assert not any(card.is_moving() for card in cards) and not landing.waiting
    landing.wait(cards, lambda: calls.append("still"))  # nothing in flight: at once
    assert calls == ["landed", "still"]
    cards[0].move_to(6.0, 5.0)
    landing.wait(cards, lambda: calls.append("cancelled"))
    landing.cancel()
    qtbot.waitUntil(lambda: not cards[0].in_flight, timeout=3000)
    assert calls == ["landed", "still"]
