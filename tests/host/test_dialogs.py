"""The host's dialogs as a player sees them: Settings through a live language switch, Statistics."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QGroupBox, QLabel, QWidget
from qtcards_heart_to_heart import plugin as heart_to_heart_plugin
from qtcards_hearts import plugin as hearts_plugin

from qtcards.i18n import languages as translation
from qtcards.kit.game import StatisticsTable
from qtcards.plugin_host.registry import GameRegistry
from qtcards.window.dialogs import SettingsDialog, StatisticsDialog
from qtcards.window.main_window import MainWindow


def make_window(qtbot) -> MainWindow:
    registry = GameRegistry()
    assert registry.add_plugin(heart_to_heart_plugin, "heart-to-heart")
    assert registry.add_plugin(hearts_plugin, "hearts")
    window = MainWindow(registry, "en")
    qtbot.addWidget(window)
    return window


def settings_with_extra_options(qtbot, count: int, note: str = "") -> SettingsDialog:
    """Settings, shown, for the two built-in games and a game with ``count`` options, its
    options shown (as the game on the table)."""
    from qtcards.kit.options import BoolOption, OptionValues
    from tests.host.window_games import make_game, plugin_module

    window = make_window(qtbot)
    options = tuple(BoolOption(f"o{n}", f"Option {n}", True, note) for n in range(count))
    extra = make_game("extra", "Extra", options=options)
    assert window.registry.add_plugin(plugin_module("qtcards_test_extra", extra), "extra")
    window.option_values["extra"] = OptionValues("extra", extra.options, window)
    games = [(game, window.option_values[gid]) for gid, game in sorted(window.registry.games.items())]
    dialog = SettingsDialog("en", window.dialogs.set_language, games, window, current="extra")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def fits(dialog: SettingsDialog) -> bool:
    """Every wrapped note has all its lines, and the dialog has no blank band below."""
    notes = [label for label in dialog.findChildren(QLabel) if label.wordWrap() and label.isVisible()]
    whole = all(label.height() >= label.heightForWidth(label.width()) for label in notes)
    return bool(notes) and whole and dialog.height() == dialog.heightForWidth(dialog.width())


def test_settings_fit_their_words_through_a_live_language_switch(qtbot) -> None:
    window = make_window(qtbot)
    games = [(game, window.option_values[gid]) for gid, game in sorted(window.registry.games.items())]
    dialog = SettingsDialog("en", window.dialogs.set_language, games, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: fits(dialog))
    general = dialog.findChildren(QGroupBox)[0]
    assert general.height() == general.sizeHint().height()  # no gap under Language
    try:
        for language, title in (("ko", "일반"), ("ru", "Общие"), ("en", "General")):
            dialog.language_box.setCurrentIndex(dialog.language_box.findData(language))
            qtbot.waitUntil(lambda: dialog.findChildren(QGroupBox)[0].title() == title)
            qtbot.waitUntil(lambda: fits(dialog))
            assert dialog.language_box.hasFocus()  # the rebuilt box keeps the keyboard
    finally:
        translation.install("en")


def test_statistics_are_a_score_sheet_not_a_spreadsheet(qtbot) -> None:
    table = StatisticsTable(["Played", "Won"], [("Easy", ["3", "1"]), ("Hard", ["2", "0"])])
    dialog = StatisticsDialog("Hearts", lambda: table, lambda: None)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.findChildren(QAbstractItemView)  # nothing to select or edit
    sheet = dialog.sheet.findChildren(QWidget)
    assert all(widget.focusPolicy() == Qt.FocusPolicy.NoFocus for widget in sheet)
    texts = [label.text() for label in dialog.sheet.findChildren(QLabel)]
    assert texts == ["Easy", "Hard", "Played", "3", "2", "Won", "1", "0"]  # each figure a line, as kpat's
    figure = dialog.sheet.layout().itemAtPosition(2, 2).widget()
    assert figure.accessibleName() == "Hard, Won: 0"
    qtbot.waitUntil(lambda: dialog.size() == dialog.sizeHint())  # sized to the sheet: no blank area


def test_settings_of_many_games_fit_their_words_on_a_small_screen(qtbot) -> None:
    """Qt's own first size stops at two thirds of the screen: with a game of many notes
    the dialog would clip them on a 1024x600 screen (the offscreen one is smaller still)."""
    note = "A long note under the option, long enough to wrap onto a second line in the dialog."
    dialog = settings_with_extra_options(qtbot, 5, note)
    assert dialog.heightForWidth(dialog.width()) > dialog.screen().availableGeometry().height() * 2 / 3
    qtbot.waitUntil(lambda: fits(dialog))


def test_the_rules_open_beside_the_table_which_stays_in_view(qtbot) -> None:
    """The issue: the rules window hid every card of Heart to Heart while it was open (a
    window over the table, modal). The page docks beside the table, in a readable size;
    the table shrinks to the room left, every card still on it and in play."""
    from qtcards.window.rules_pane import RulesPane

    window = make_window(qtbot)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_game("heart-to-heart")
    view = window.view
    window.dialogs.show_rules()
    pane = window.findChild(RulesPane, "rules")
    qtbot.waitUntil(lambda: pane.isVisible() and pane.width() > 300)
    assert "Heart to Heart" in pane.windowTitle() and "The deal" in pane.browser.toPlainText()
    assert not pane.geometry().intersects(view.geometry().translated(view.mapTo(window, view.rect().topLeft())))
    assert view.width() >= window.width() * 0.55
    room = view.table.viewport().rect()
    for card in view.tableau.values():
        assert room.contains(view.table.mapFromScene(card.sceneBoundingRect()).boundingRect())
    characters = pane.browser.viewport().width() / pane.browser.fontMetrics().averageCharWidth()
    assert 40 <= characters <= 80  # a readable measure, not ~100 characters a line
    assert pane.browser.font().pointSizeF() > QApplication.font().pointSizeF()
    assert pane.browser.hasFocus() or not window.isActiveWindow()
    view.click(25)  # the table is in play
    assert view.selection == 25
    assert window.open_game("hearts")  # another game: the open page follows it
    assert "Hearts" in pane.windowTitle()
    qtbot.keyClick(pane.browser, Qt.Key.Key_Escape)
    assert not pane.isVisible()
    window.close()


def test_a_floating_rules_page_fits_the_screen(qtbot) -> None:
    """A fixed 640x600 put the Close button off a 1024x600 screen under a title bar."""
    from qtcards.window.rules_pane import RULES_FRAME, RulesPane

    window = make_window(qtbot)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_game("heart-to-heart")
    window.dialogs.show_rules()
    pane = window.findChild(RulesPane, "rules")
    pane.setFloating(True)
    qtbot.waitUntil(lambda: pane.isFloating() and pane.isVisible())
    room = pane.screen().availableGeometry()
    assert pane.height() <= room.height() - RULES_FRAME and pane.width() <= room.width()
    characters = pane.browser.viewport().width() / pane.browser.fontMetrics().averageCharWidth()
    assert 55 <= characters <= 80  # a book's measure
    window.close()


def test_settings_taller_than_the_screen_scroll_under_a_close_button_in_view(qtbot) -> None:
    """A 1024x600 screen under a title bar had the last pixels of Settings off screen; with
    more games' options, whole sections were. The sections scroll; Close stays in view."""
    from qtcards.window.placement import FRAME_ALLOWANCE

    dialog = settings_with_extra_options(qtbot, 32)
    room = dialog.screen().availableGeometry().height() - FRAME_ALLOWANCE
    assert dialog.heightForWidth(dialog.screen().availableGeometry().width()) > room  # too tall even at full width
    qtbot.waitUntil(lambda: dialog.height() == room)
    close = dialog.buttons.button(dialog.buttons.StandardButton.Close)
    assert close.isVisible() and dialog.rect().contains(close.geometry().translated(dialog.buttons.pos()))
    bar = dialog.scroller.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.isVisible() and bar.maximum() > 0)
    assert bar.value() == 0
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.editors[("extra", "o30")].setFocus()
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)  # the keyboard reaches an option below the fold:
    assert dialog.focusWidget() is dialog.editors[("extra", "o31")]
    qtbot.waitUntil(lambda: bar.value() > 0)  # the sections scroll to it


def test_a_statistics_text_of_a_megabyte_is_cut(qtbot) -> None:
    """A game's words in the sheet: a megabyte in one figure froze the dialog."""
    table = StatisticsTable(["Best"], [("Easy", ["9" * 1_000_000])])
    dialog = StatisticsDialog("Hearts", lambda: table, lambda: None)
    qtbot.addWidget(dialog)
    figure = dialog.sheet.layout().itemAtPosition(1, 1).widget()
    assert len(figure.text()) <= 120 and figure.text().endswith("…")
