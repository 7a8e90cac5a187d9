"""Hearts at the table for the view tests: a window with the Hearts view, short beats, and
your pass and plays made by real clicks on the view's viewport."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication
from qtcards_hearts import engine, plugin as hearts_plugin, view as hearts_view

from qtcards.plugin_host.registry import GameRegistry
from qtcards.window.main_window import MainWindow

# Files as the version before the session wrote them (format 1): they load unchanged.
SAVE_NAME, SAVE_FORMAT, STATS_NAME, STATS_FORMAT = "game", 1, "statistics", 1

SEED = 20240611
WAIT = 15000


def shorten_beats(monkeypatch: pytest.MonkeyPatch) -> None:
    """Short CPU beats and trick pause (the view's test-only hook)."""
    monkeypatch.setattr(hearts_view, "BEAT_MS", 1)
    monkeypatch.setattr(hearts_view, "TRICK_PAUSE_MS", 1)


def open_window(qtbot, animate: bool = False, language: str = "en") -> tuple[MainWindow, hearts_view.HeartsView]:
    """A shown main window with Hearts open (in ``language``, whose translations the
    caller installed); its table's animations off unless ``animate``."""
    registry = GameRegistry()
    assert registry.add_plugin(hearts_plugin, "hearts")
    window = MainWindow(registry, language)
    qtbot.addWidget(window)
    window.resize(1180, 820)
    assert window.open_game("hearts")
    window.show()
    qtbot.waitExposed(window)
    view = window.view
    assert isinstance(view, hearts_view.HeartsView)
    if not animate:
        view.table.animation_ms = 0
    return window, view


def close_window(window: MainWindow) -> None:
    """Close the window, after checking that the plugin caused no fault."""
    assert not window.registry.faults, window.registry.faults
    window.close()
    QApplication.processEvents()


def click_card(qtbot, view: hearts_view.HeartsView, card: int) -> None:
    """Click the visible strip of a card (its left part, which no neighbour covers)."""
    rect = view.cards[card].sceneBoundingRect()
    point = QPointF(rect.left() + rect.width() * 0.2, rect.center().y())
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=view.table.mapFromScene(point))


def pick_policy(state: engine.State) -> list[int]:
    """The test player's pass: the three highest cards of the hand."""
    return list(state.hands[0][-3:])


def pass_by_ui(qtbot, view: hearts_view.HeartsView) -> None:
    """Pick the cards of :func:`pick_policy` and press the confirm button."""
    for card in pick_policy(view.state):
        if card not in view.picks:
            click_card(qtbot, view, card)
    assert view.board.confirm_button.isEnabled()
    qtbot.mouseClick(view.board.confirm_button, Qt.MouseButton.LeftButton)


def play_one_by_ui(qtbot, view: hearts_view.HeartsView) -> int:
    """Your turn: two taps on the first card that did not sink."""
    legal = [card for card in view.state.hands[0] if not view.cards[card].sunk]
    assert legal == list(engine.legal_plays(view.state, 0))
    card = legal[0]
    click_card(qtbot, view, card)
    assert view.cards[card].lifted
    click_card(qtbot, view, card)
    return card


def play_hand_by_ui(qtbot, view: hearts_view.HeartsView) -> None:
    """Play the rest of a hand through the UI until the hand's summary opens."""
    if view.state.phase == "pass":
        pass_by_ui(qtbot, view)
    while True:
        qtbot.waitUntil(lambda: view.sheet.box is not None or view.your_turn(), timeout=WAIT)
        if view.sheet.box is not None:
            return
        play_one_by_ui(qtbot, view)
