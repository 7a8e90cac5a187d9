"""The score sheet on the Hearts table: the winner named and marked, the table centred."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QColor, QImage
from qtcards_hearts import engine, words

from tests.games.hearts.table_driver import close_window, open_window, shorten_beats


@pytest.fixture(autouse=True)
def fast_beat(monkeypatch: pytest.MonkeyPatch) -> None:
    shorten_beats(monkeypatch)


def game_over(scores: tuple[int, int, int, int]) -> engine.State:
    """A game over after a first hand that scored (5, 2, 17, 2)."""
    added = (5, 2, 17, 2)
    return dataclasses.replace(
        engine.new_game(7),
        phase="game_over",
        points=added,
        scores=scores,
        last_hand=engine.HandSummary(added, added, None),
        hands=((),) * engine.SEATS,
    )


def open_sheet(view, state: engine.State) -> None:
    """Start the view at ``state`` and let it open the sheet the session asks for."""
    view.session.start(state, level="normal", picks=[])
    view._proceed()
    assert view.sheet.box is not None


def ink_columns(image: QImage) -> tuple[int, int]:
    """The first and last columns with light ink (words) on the panel's dark plate."""
    columns = [
        x
        for x in range(image.width())
        if any(QColor(image.pixel(x, y)).lightness() > 140 for y in range(0, image.height(), 2))
    ]
    return columns[0], columns[-1]


def test_game_over_names_and_marks_the_winner(qtbot) -> None:
    window, view = open_window(qtbot)
    open_sheet(view, game_over((100, 99, 116, 62)))
    text = view.sheet.box.text()
    assert text.startswith("You lost") and "Winner: CPU 3" in text
    assert "\u2605 CPU 3" in text and "\u2605 You" not in text  # the winner's row is starred
    plates = view.board.plates
    assert plates[3].active and not any(plate.active for plate in plates[:3])  # and its plate rimmed
    said = next(spot for spot in view.table.spots() if spot.item is plates[3])
    assert plates[3].name == "\u2605 CPU 3" and said.description().startswith("winner, ")
    close_window(window)


def test_a_shared_lowest_score_names_every_winner(qtbot) -> None:
    window, view = open_window(qtbot)
    open_sheet(view, game_over((60, 97, 60, 100)))
    assert "Winners: You, CPU 2" in view.sheet.box.text()
    assert [plate.active for plate in view.board.plates] == [True, False, True, False]
    assert words.winners(view.state) == [0, 2]
    close_window(window)


def test_the_score_table_sits_in_the_middle_of_its_panel(qtbot) -> None:
    """The issue measured margins of 32 and 66 px either side of the table, under a title
    wider than it. The rows (the lower half of the sheet) have as much room left as right."""
    window, view = open_window(qtbot)
    open_sheet(view, game_over((60, 97, 60, 100)))  # a draw: the long title
    panel = view.sheet.box
    body = panel.body
    rows = body.grab().toImage()
    rows = rows.copy(0, rows.height() // 2, rows.width(), rows.height() // 2)
    left, right = ink_columns(rows)
    left, right = body.x() + left, panel.width() - 1 - (body.x() + right)
    assert abs(left - right) <= 4, (left, right)
    close_window(window)


def hand_over() -> engine.State:
    """The end of a first hand that scored (24, 2, 0, 0)."""
    added = (24, 2, 0, 0)
    return dataclasses.replace(
        engine.new_game(7),
        phase="hand_over",
        points=added,
        scores=added,
        last_hand=engine.HandSummary(added, added, None),
        hands=((),) * engine.SEATS,
    )


def plate_rects(view) -> list[QRect]:
    """The seat plates on the screen, in the view's coordinates."""
    table = view.table
    offset = table.viewport().mapTo(view, QPoint(0, 0))
    return [
        table.mapFromScene(plate.mapRectToScene(QRectF(0, 0, *plate.size()))).boundingRect().translated(offset)
        for plate in view.board.plates
    ]


@pytest.mark.parametrize("language", ["en", "ko", "ru"])
def test_the_sheets_leave_the_seat_plates_in_view_on_a_small_screen(qtbot, language: str) -> None:
    """The issue: the hand-over and game-over panels covered CPU 2's plate and yours, and
    in Russian the wider panel cut CPU 1's and CPU 3's in half."""
    from qtcards.i18n import languages as translation

    translation.install(language)
    try:
        window, view = open_window(qtbot, language=language)
        window.resize(1024, 600)
        qtbot.waitUntil(lambda: view.table.width() > 900)
        for state in (hand_over(), game_over((100, 99, 116, 62)), game_over((60, 97, 60, 100))):
            open_sheet(view, state)
            panel = view.sheet.box.geometry()
            for seat, plate in enumerate(plate_rects(view)):
                assert not panel.intersects(plate), (state.phase, seat, panel, plate)
            assert view.rect().contains(panel)
            view.sheet.close()
        close_window(window)
    finally:
        translation.install("en")
