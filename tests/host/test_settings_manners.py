"""Settings as a player meets it (play-2.md E20, E22): one game's options at a time, the
game on the table first, the dialog as tall as those need; a mouse wheel turned over a box
that does not have the keyboard focus never changes its value."""

from __future__ import annotations

import qtcards_freecell
import qtcards_klondike
import qtcards_spider
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox
from qtcards_heart_to_heart import plugin as heart_to_heart_plugin
from qtcards_hearts import plugin as hearts_plugin

from qtcards.plugin_host.registry import GameRegistry
from qtcards.window.dialogs import SettingsDialog
from qtcards.window.main_window import MainWindow


def settings(qtbot, current: str | None) -> SettingsDialog:
    """Settings, shown, for Hearts, Heart to Heart, Klondike, FreeCell and Spider."""
    registry = GameRegistry()
    for plugin, name in (
        (heart_to_heart_plugin, "heart-to-heart"),
        (hearts_plugin, "hearts"),
        (qtcards_klondike, "klondike"),
        (qtcards_freecell, "freecell"),
        (qtcards_spider, "spider"),
    ):
        assert registry.add_plugin(plugin, name)
    window = MainWindow(registry, "en")
    qtbot.addWidget(window)
    games = [(game, window.option_values[gid]) for gid, game in sorted(registry.games.items())]
    dialog = SettingsDialog("en", window.dialogs.set_language, games, window, current=current)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def wheel(widget, steps: int) -> None:
    """A mouse wheel turned ``steps`` notches (down for a positive number) over ``widget``'s middle."""
    middle = QPointF(widget.rect().center())
    event = QWheelEvent(
        middle,
        QPointF(widget.mapToGlobal(QPoint(int(middle.x()), int(middle.y())))),
        QPoint(),
        QPoint(0, -120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_the_game_on_the_table_comes_first_and_one_game_is_shown_at_a_time(qtbot) -> None:
    dialog = settings(qtbot, "klondike")
    games = dialog.games
    assert games.chooser.currentData() == "klondike" and games.chooser.currentText() == "Klondike"
    shown = [game_id for game_id, page in games.pages.items() if page.isVisible()]
    assert shown == ["klondike"] and dialog.editors[("klondike", "draw")].isVisible()
    assert not dialog.editors[("freecell", "auto_home")].isVisible()
    klondike_height = dialog.heightForWidth(dialog.width())
    games.show_game("freecell")
    assert [game_id for game_id, page in games.pages.items() if page.isVisible()] == ["freecell"]
    qtbot.waitUntil(lambda: dialog.height() == dialog.heightForWidth(dialog.width()))
    # Five games' options one under another made it over 1000 px; one game's fit in 700
    # (a 1366x768 screen less its panel and a title bar), whichever game it is.
    assert max(klondike_height, dialog.height()) < 700


def test_a_wheel_over_a_box_without_the_focus_leaves_its_value(qtbot) -> None:
    dialog = settings(qtbot, "klondike")
    draw = dialog.editors[("klondike", "draw")]
    assert isinstance(draw, QComboBox) and draw.currentData() == "1"
    assert draw.focusPolicy() == Qt.FocusPolicy.StrongFocus  # not taken by the wheel either
    dialog.language_box.setFocus()
    wheel(draw, 1)
    assert draw.currentData() == "1"
    assert dialog.parent().option_values["klondike"].get("draw") == "1"
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    draw.setFocus()
    qtbot.waitUntil(draw.hasFocus)
    wheel(draw, 1)  # with the focus, the wheel is the player's choice
    assert draw.currentData() == "3"
    draw.setCurrentIndex(draw.findData("1"))


def test_send_safe_cards_home_is_on_by_default_in_every_game_that_has_it() -> None:
    """play-2.md E23: off in Klondike, on in FreeCell; on in both now, as kpat's autodrop."""
    defaults = {plugin.__name__: plugin.AUTO_HOME.default for plugin in (qtcards_klondike, qtcards_freecell)}
    assert defaults == {"qtcards_klondike": True, "qtcards_freecell": True}
