"""Hearts' CPU hands painted as one pixmap each (``qtcards_hearts.fan.HandFan``)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from qtcards_hearts import engine, view as hearts_view

from qtcards.table import CardItem, TableObject
from tests.games.hearts.test_hearts_view import close_window, open_window
from tests.support.imaging import difference


@pytest.fixture(autouse=True)
def fast_beat(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hearts_view, "BEAT_MS", 1)
    monkeypatch.setattr(hearts_view, "TRICK_PAUSE_MS", 1)


def settle(qtbot, view: hearts_view.HeartsView) -> None:
    qtbot.waitUntil(lambda: not any(card.is_moving() for card in view.cards.values()), timeout=5000)
    qtbot.waitUntil(lambda: all(fan.settled for fan in view.board.fans.values()), timeout=5000)


def grab(view: hearts_view.HeartsView) -> QImage:
    return view.table.viewport().grab().toImage()


def test_each_cpu_hand_is_one_pixmap_copied_at_each_repaint(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    window, view = open_window(qtbot)
    settle(qtbot, view)
    for seat, fan in view.board.fans.items():
        assert [card.key for card in fan.members] == view.board._slot_order(view.state, seat)
        assert len(fan.members) == len(view.state.hands[seat]) == 13
    drawn: list[object] = []
    paint, paint_cached = CardItem.paint, TableObject.paint_cached

    def counted_card(self, *args) -> None:
        drawn.append(self.key)
        paint(self, *args)

    def counted_look(self, painter, key, draw) -> None:
        def counted_draw(*args) -> None:
            drawn.append(self)
            draw(*args)

        paint_cached(self, painter, key, counted_draw)

    monkeypatch.setattr(CardItem, "paint", counted_card)
    monkeypatch.setattr(TableObject, "paint_cached", counted_look)
    view.table.viewport().repaint()
    qtbot.waitUntil(lambda: len(drawn) >= 13)  # the first repaint draws each fan's pixmap
    assert sum(item in view.board.fans.values() for item in drawn) <= 3
    drawn.clear()
    view.table.viewport().repaint()
    qtbot.waitUntil(lambda: len(drawn) >= 13)
    # Only your own cards paint themselves; each fan's pixmap was drawn before and is copied.
    assert sorted(key for key in drawn if isinstance(key, int)) == sorted(view.state.hands[0])
    assert not [item for item in drawn if item in view.board.fans.values()]
    close_window(window)


def test_a_fan_shows_what_its_cards_would_show(qtbot) -> None:
    window, view = open_window(qtbot)
    settle(qtbot, view)
    with_fans = grab(view)
    for fan in view.board.fans.values():
        fan.hold([])  # the cards paint themselves again
    assert all(card.fan is None for card in view.cards.values())
    one_by_one = grab(view)
    gap = difference(with_fans, one_by_one)
    assert gap.worst <= 2  # blending rounds by a level at the cards' soft edges
    view.board.show(view.state, view.showing, False)
    assert grab(view) == with_fans
    close_window(window)


def test_cards_paint_themselves_while_their_hand_moves(qtbot) -> None:
    window, view = open_window(qtbot, animate=True)
    settle(qtbot, view)
    view.table.animation_ms = 400
    fan = view.board.fans[2]
    hand = list(fan.members)
    places = [(x, y + 0.5) for x, y in fan.places]
    for card, (x, y) in zip(hand, places):
        card.move_to(x, y)
    fan.hold(list(zip(hand, places)))
    assert not fan.settled and any(card.is_moving() for card in hand)
    qtbot.waitUntil(lambda: fan.settled, timeout=5000)
    assert not any(card.is_moving() for card in hand)
    # A resize in the middle of a glide puts the cards down at once: the fan takes over.
    view.board.show(view.state, view.showing, True)
    assert not fan.settled
    window.resize(window.size().width() - 40, window.size().height() - 40)
    qtbot.waitUntil(lambda: fan.settled, timeout=5000)
    close_window(window)


def test_a_played_card_leaves_its_fan(qtbot) -> None:
    window, view = open_window(qtbot)
    settle(qtbot, view)
    while view.state.phase == "pass":
        for card in sorted(view.state.hands[0])[:3]:
            view.table.act(view.cards[card])
        view.confirm_pass()
        settle(qtbot, view)
    qtbot.waitUntil(lambda: any(view.state.trick) or view.your_turn(), timeout=5000)
    settle(qtbot, view)
    for seat, fan in view.board.fans.items():
        assert {card.key for card in fan.members} == set(view.state.hands[seat])
    assert all(
        card.fan is None
        for card in view.cards.values()
        if card.key not in {c for seat in range(1, engine.SEATS) for c in view.state.hands[seat]}
    )
    close_window(window)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1111, 677)])
def test_every_hand_is_fanned_evenly_after_a_pass(qtbot, size: tuple[int, int]) -> None:
    """The issue: CPU 1's face-down hand was fanned unevenly after a pass. A fan's step is
    whole pixels, so that every card lies as far from the next (gaps of 15 and 16 pixels
    mixed were seen); the fan paints the backs where the cards lie."""
    from qtcards_hearts import engine as hearts_engine

    from tests.games.hearts.table_driver import pass_by_ui

    window, view = open_window(qtbot, animate=True)
    window.resize(*size)
    view.start_game(11)
    settle(qtbot, view)
    pass_by_ui(qtbot, view)
    settle(qtbot, view)
    for seat in range(hearts_engine.SEATS):
        cards = [view.cards[card] for card in view.board._slot_order(view.state, seat)] if seat else None
        cards = cards or [view.cards[card] for card in view.state.hands[0]]
        along = [card.pos().y() if seat % 2 else card.pos().x() for card in cards]
        assert len({round(b - a, 3) for a, b in zip(along, along[1:])}) == 1, (seat, along)
    close_window(window)
