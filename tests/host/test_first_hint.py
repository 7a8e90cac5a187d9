"""Each game's first-start hint: what to click first, shown once, gone at the first move."""

from __future__ import annotations

import pytest
from qtcards_heart_to_heart import plugin as heart_to_heart_plugin
from qtcards_heart_to_heart.engine import Draw
from qtcards_hearts import plugin as hearts_plugin, view as hearts_view

from qtcards.i18n import languages as translation
from qtcards.kit.hint import FirstHint
from qtcards.plugin_host.registry import GameRegistry
from qtcards.window.main_window import MainWindow
from tests.games.hearts.table_driver import pass_by_ui


def open_game(qtbot, game: str, language: str = "en") -> MainWindow:
    registry = GameRegistry()
    assert registry.add_plugin(heart_to_heart_plugin, "heart-to-heart")
    assert registry.add_plugin(hearts_plugin, "hearts")
    window = MainWindow(registry, language)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_game(game)
    window.view.table.animation_ms = 0
    return window


def hint(window: MainWindow) -> FirstHint | None:
    shown = [child for child in window.view.findChildren(FirstHint) if child.isVisible()]
    return shown[0] if shown else None


def test_heart_to_heart_hints_until_the_first_move_and_never_again(qtbot) -> None:
    window = open_game(qtbot, "heart-to-heart")
    note = hint(window)
    assert note is not None and "bright cards" in note.label.text()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == note.label.text())  # a screen reader hears it
    rect = note.geometry()
    assert window.view.rect().contains(rect)
    view = window.view
    tableau = [view.table.mapFromScene(card.sceneBoundingRect()).boundingRect() for card in view.tableau.values()]
    assert not any(rect.intersects(card) for card in tableau)  # at 1024x600 it finds felt beside the heart
    view.play(Draw())
    assert hint(window) is None
    window.close()
    again = open_game(qtbot, "heart-to-heart")  # a second start: the statistics are written
    assert hint(again) is None
    again.close()


def test_hearts_hints_until_the_pass(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hearts_view, "BEAT_MS", 1)
    window = open_game(qtbot, "hearts")
    view = window.view
    note = hint(window)
    assert note is not None and "Confirm" in note.label.text()
    confirm = view.board.confirm_button
    qtbot.waitUntil(lambda: confirm.isVisible())
    button = confirm.geometry().translated(confirm.parentWidget().mapTo(view, confirm.parentWidget().rect().topLeft()))
    qtbot.waitUntil(lambda: not note.geometry().intersects(button))  # it does not hide what it names
    for card in view.state.hands[0][:2]:
        view.table.act(view.cards[card])
    assert hint(window) is not None  # picking is no move yet
    view.picks.clear()
    pass_by_ui(qtbot, view)
    assert hint(window) is None
    window.close()


@pytest.mark.parametrize("language", ["ko", "ru"])
def test_the_hint_speaks_the_players_language(qtbot, language: str) -> None:
    translation.install(language)
    try:
        window = open_game(qtbot, "heart-to-heart", language)
        note = hint(window)
        assert note is not None and note.label.text() and "Click" not in note.label.text()
        translation.install("en")  # a change of language: the note follows
        qtbot.waitUntil(lambda: "Click" in note.label.text())
        window.close()
    finally:
        translation.install("en")


def test_leaving_a_game_with_moves_says_it_is_kept(qtbot) -> None:
    """The review: switching from a game in progress to another said nothing of it."""
    window = open_game(qtbot, "heart-to-heart")
    window.open_game("hearts")
    assert "is kept" not in window.statusBar().currentMessage()  # nothing to keep: no move yet
    window.open_game("heart-to-heart")
    window.view.play(Draw())
    window.open_game("hearts")
    assert window.statusBar().currentMessage() == (
        "Heart to Heart is kept: it goes on where you left it when you open it again."
    )
    window.open_game("heart-to-heart")
    assert window.view.state.moves == 1
    window.close()
