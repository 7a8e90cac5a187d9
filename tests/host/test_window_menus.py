"""The main window's menus and info bar with real widgets: the Game menu, new game and
restart, undo and redo, the info fields."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QUndoCommand

from qtcards.plugin_host.registry import GameRegistry
from tests.host.window_games import (
    CardView,
    game_ids,
    game_titles,
    make_game,
    plugin_module,
    registry_of,
    two_plugins,
    view_factory,
)

pytestmark = pytest.mark.usefixtures("clean_views")


# ----- the Game menu ----------------------------------------------------------------------------


def test_game_menu_lists_every_game(make_window) -> None:
    window = make_window(two_plugins())
    assert game_titles(window) == ["Alpha patience", "Beta hearts", "Gamma"]
    assert game_ids(window) == ["alpha", "beta", "gamma"]
    in_menu = set(window.game_menu.actions())
    assert all(action in in_menu for action in window.games_group.actions())
    assert window.pages.currentWidget() is window.placeholder
    assert "Game menu" in window.placeholder.text()


def test_choosing_a_game_in_the_menu_opens_it(qtbot, make_window) -> None:
    window = make_window(two_plugins())
    action = next(a for a in window.games_group.actions() if a.data() == "beta")
    action.trigger()
    assert window.game.id == "beta"
    assert isinstance(window.view, CardView)
    assert action.isChecked()
    assert window.windowTitle().startswith("Beta hearts")
    # Switching games saves the view being closed.
    first = window.view
    window.open_game("alpha")
    assert first.calls == ["save"]
    qtbot.waitUntil(lambda: first.parent() is None)


class Translator(QTranslator):
    """Translates the test games' titles (what a compiled .qm would do)."""

    WORDS = {"Alpha patience": "Пасьянс альфа", "Beta hearts": "Бета черви", "Gamma": "Гамма", "Score": "Очки"}

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        if context == "TestGames" and source in self.WORDS:
            return self.WORDS[source]
        return None

    def isEmpty(self) -> bool:  # an empty translator sends no LanguageChange
        return False


def test_game_menu_titles_are_translated(qtbot, make_window) -> None:
    window = make_window(two_plugins())
    window.open_game("alpha")
    translator = Translator()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: "Гамма" in game_titles(window))
        assert game_titles(window) == ["Бета черви", "Гамма", "Пасьянс альфа"]  # sorted as translated
        assert window.windowTitle().startswith("Пасьянс альфа")
        qtbot.waitUntil(lambda: window.info_bar.fields["score"][1].text() == "Очки:")
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: "Gamma" in game_titles(window))


def test_new_game_and_restart_call_the_view(make_window) -> None:
    window = make_window(two_plugins())
    assert not window.new_action.isEnabled()
    assert not window.restart_action.isEnabled()
    window.open_game("alpha")
    assert window.new_action.isEnabled() and window.restart_action.isEnabled()
    window.new_action.trigger()
    window.restart_action.trigger()
    window.new_action.trigger()
    assert window.view.calls == ["new_game", "restart", "new_game"]


def test_restart_greyed_when_the_game_cannot_restart(make_window) -> None:
    window = make_window(two_plugins())
    window.open_game("beta")
    assert window.new_action.isEnabled()
    assert not window.restart_action.isEnabled()


# ----- undo and redo ----------------------------------------------------------------------------


class Step(QUndoCommand):
    """An undoable step that logs each redo and undo."""

    def __init__(self, log: list[str]) -> None:
        super().__init__("step")
        self.log = log

    def redo(self) -> None:
        self.log.append("redo")

    def undo(self) -> None:
        self.log.append("undo")


def undo_registry() -> GameRegistry:
    """One plugin: a game whose view has an undo stack but no undo, and one with undo."""
    return registry_of(
        (
            plugin_module(
                "qtcards_test_undo",
                make_game("plain", "Plain", view_factory(undo=True)),  # has_undo is False
                make_game("undo", "Undoable", view_factory(undo=True), has_undo=True),
            ),
            "undoable",
        )
    )


def test_undo_redo_greyed_without_undo(make_window) -> None:
    window = make_window(undo_registry())
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    window.open_game("plain")
    log: list[str] = []
    window.view.stack.push(Step(log))  # the game says it has no undo: the menu ignores it
    assert not window.undo_action.isEnabled()
    assert not window.redo_action.isEnabled()


def test_undo_redo_follow_the_game_stack(make_window) -> None:
    window = make_window(undo_registry())
    window.open_game("undo")
    stack = window.view.stack
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    log: list[str] = []
    stack.push(Step(log))
    assert log == ["redo"]
    assert window.undo_action.isEnabled()
    assert not window.redo_action.isEnabled()
    window.undo_action.trigger()
    assert log == ["redo", "undo"]
    assert not window.undo_action.isEnabled()
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert log == ["redo", "undo", "redo"]
    # Another game without undo greys both again.
    window.open_game("plain")
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()


# ----- the info bar -----------------------------------------------------------------------------


def test_info_bar_shows_the_declared_fields(make_window) -> None:
    window = make_window(two_plugins())
    window.open_game("alpha")
    bar = window.info_bar
    assert list(bar.fields) == ["score", "deal"]
    assert bar.isVisible()
    assert [bar.fields[key][1].text() for key in bar.fields] == ["Score:", "Deal:"]
    assert bar.value("score") == "0"  # set by the view as it started
    window.view.context.set_info("score", "120")
    window.view.context.set_info("deal", "HH1-N-AAAAAAM")
    window.view.context.set_info("no-such-field", "ignored")
    assert bar.value("score") == "120"
    assert bar.value("deal") == "HH1-N-AAAAAAM"
    assert bar.fields["deal"][2].textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse


def test_info_bar_hidden_for_a_game_without_fields(make_window) -> None:
    registry = registry_of((plugin_module("qtcards_test_bare", make_game("bare", "Bare", info_fields=())), "bare"))
    window = make_window(registry)
    window.open_game("bare")
    assert window.info_bar.fields == {}
    assert not window.info_bar.isVisible()


def test_a_long_message_ends_before_the_info_bar(qtbot, make_window) -> None:
    """The issue: a long status message ran into "Difficulty:", cut mid-letter. It ends
    in "…" with a gap before the first field, and the gap has no ink."""
    from PySide6.QtGui import QColor

    window = make_window(two_plugins())
    window.open_game("alpha")
    window.resize(700, 500)
    text = "A very long message about the three cards that were passed to you just now, " * 3
    window.announce(text)
    status = window.statusBar()
    qtbot.waitUntil(lambda: status.message_rect().right() < window.info_bar.x())
    assert status.currentMessage() == text  # the whole text is kept (a screen reader was told it all)
    picture = status.grab().toImage()
    gap = range(status.message_rect().right() + 2, window.info_bar.x() - 2)
    background = QColor(picture.pixel(gap[0], 1))
    middle = picture.height() // 2
    assert all(QColor(picture.pixel(x, y)) == background for x in gap for y in range(middle - 4, middle + 4))


def test_about_names_the_licence_the_credits_and_the_address(qtbot, make_window) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from qtcards.window.dialog_actions import PROJECT_URL

    window = make_window(GameRegistry())
    seen: list[str] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        box.accept()

    QTimer.singleShot(0, read_and_close)
    window.dialogs.show_about()
    assert seen and "MIT" in seen[0] and PROJECT_URL in seen[0] and "PySide6" in seen[0]


def test_game_menu_shows_each_games_description_word_for_word(make_window) -> None:
    described = make_game("alpha", "Alpha patience", description="Build <b>four</b> piles & win.")
    window = make_window(
        registry_of((plugin_module("qtcards_test_described", described, make_game("gamma", "Gamma")), "x"))
    )
    alpha, gamma = window.games_group.actions()
    assert window.game_menu.toolTipsVisible()
    assert alpha.statusTip() == "Build <b>four</b> piles & win."
    window.game_menu.aboutToShow.emit()  # the tool tips are written when the menu opens
    assert "&lt;b&gt;four&lt;/b&gt; piles &amp; win." in alpha.toolTip()  # shown as typed, not as bold
    assert gamma.statusTip() == ""
