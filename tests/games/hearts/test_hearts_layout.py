"""The Hearts table on small and large windows: the hand spreads out on a wide one."""

from __future__ import annotations

import pytest

from tests.games.hearts.table_driver import SEED, close_window, open_window, shorten_beats


@pytest.fixture(autouse=True)
def fast_beat(monkeypatch: pytest.MonkeyPatch) -> None:
    shorten_beats(monkeypatch)


def hand_span(view) -> float:
    """How much of the table's width your hand covers, from its first card's left edge to its last's right."""
    rects = [view.cards[card].sceneBoundingRect() for card in view.state.hands[0]]
    return (max(r.right() for r in rects) - min(r.left() for r in rects)) / view.table.viewport().width()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_a_wide_window_spreads_the_table_out(qtbot, size: tuple[int, int]) -> None:
    """The issue: the hand used 58 % of the width at 1920 and 1024, and at 1920 the plates
    and the trick sat in a small cluster in the middle of an empty table."""
    window, view = open_window(qtbot)
    view.start_game(SEED)
    window.resize(*size)
    qtbot.waitUntil(lambda: view.table.width_units > view.table.units.width())
    assert hand_span(view) >= 0.65
    plates = [plate.sceneBoundingRect() for plate in view.board.plates]
    width = view.table.viewport().width()
    assert plates[3].center().x() - plates[1].center().x() >= 0.5 * width  # CPU 1's and CPU 3's plates apart
    close_window(window)


def test_a_narrow_window_keeps_the_table_in_proportion(qtbot) -> None:
    window, view = open_window(qtbot)
    view.start_game(SEED)
    window.resize(900, 820)
    qtbot.waitUntil(lambda: view.table.width() < 910)
    assert view.table.width_units < view.table.units.width() + 0.2  # (only what whole-pixel cards leave)
    rects = [view.cards[card].sceneBoundingRect() for card in view.state.hands[0]]
    assert min(r.left() for r in rects) >= 0 and max(r.right() for r in rects) <= view.table.viewport().width()
    close_window(window)


@pytest.mark.parametrize("language", ["en", "ko", "ru"])
def test_at_the_smallest_window_confirm_is_clear_of_the_plates(qtbot, language: str) -> None:
    """The issue: at the smallest window the plates (which keep a readable size) and the
    Confirm button overlapped."""
    from PySide6.QtCore import QRectF

    from qtcards.i18n import languages as translation

    translation.install(language)
    try:
        window, view = open_window(qtbot, language=language)
        view.start_game(SEED)
        window.resize(window.minimumSizeHint())
        qtbot.waitUntil(lambda: view.table.width() <= 400)
        button = view.board.confirm_button
        assert button.isVisible()
        table = view.table
        for plate in view.board.plates:
            rect = table.mapFromScene(plate.mapRectToScene(QRectF(0, 0, *plate.size()))).boundingRect()
            assert not button.geometry().intersects(rect), (language, button.geometry(), rect)
        assert table.viewport().rect().contains(button.geometry())
        close_window(window)
    finally:
        translation.install("en")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_in_a_small_window_confirm_is_clear_of_the_cpu_hands(qtbot, language: str) -> None:
    """The review: at 400x300 Confirm lay over CPU 3's cards."""
    from qtcards.i18n import languages as translation

    translation.install(language)
    try:
        window, view = open_window(qtbot, language=language)
        view.start_game(SEED)
        window.resize(400, 300)
        qtbot.waitUntil(lambda: view.table.width() <= 400)
        button, table = view.board.confirm_button, view.table
        assert button.isVisible()
        for seat in (1, 2, 3):
            for card in view.state.hands[seat]:
                rect = table.mapFromScene(view.cards[card].sceneBoundingRect()).boundingRect()
                assert not button.geometry().intersects(rect), (language, seat, button.geometry(), rect)
        close_window(window)
    finally:
        translation.install("en")
