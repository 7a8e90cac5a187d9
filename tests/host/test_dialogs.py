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


def fits(dialog: SettingsDialog) -> bool:
    """Every wrapped note has all its lines, and the dialog has no blank band below."""
    notes = [label for label in dialog.findChildren(QLabel) if label.wordWrap() and label.isVisible()]
    whole = all(label.height() >= label.heightForWidth(label.width()) for label in notes)
    return bool(notes) and whole and dialog.height() == dialog.heightForWidth(dialog.width())


def test_settings_fit_their_words_through_a_live_language_switch(qtbot) -> None:
    window = make_window(qtbot)
    games = [(game, window.option_values[gid]) for gid, game in sorted(window.registry.games.items())]
    dialog = SettingsDialog("en", window.set_language, games, window)
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
    assert texts == ["Played", "Won", "Easy", "3", "1", "Hard", "2", "0"]
    figure = dialog.sheet.layout().itemAtPosition(2, 2).widget()
    assert figure.accessibleName() == "Hard, Won: 0"
    qtbot.waitUntil(lambda: dialog.size() == dialog.sizeHint())  # sized to the sheet: no blank area


def test_settings_of_many_games_fit_their_words_on_a_small_screen(qtbot) -> None:
    """Qt's own first size stops at two thirds of the screen: with three games' notes
    the dialog would clip them on a 1024x600 screen (the offscreen one is smaller still)."""
    from qtcards.kit.options import BoolOption
    from tests.host.window_games import make_game, plugin_module

    window = make_window(qtbot)
    note = "A long note under the option, long enough to wrap onto a second line in the dialog."
    extra = make_game("extra", "Extra", options=tuple(BoolOption(f"o{n}", f"Option {n}", True, note) for n in range(3)))
    assert window.registry.add_plugin(plugin_module("qtcards_test_extra", extra), "extra")
    from qtcards.kit.options import OptionValues

    window.option_values["extra"] = OptionValues("extra", extra.options, window)
    games = [(game, window.option_values[gid]) for gid, game in sorted(window.registry.games.items())]
    dialog = SettingsDialog("en", window.set_language, games, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.heightForWidth(dialog.width()) > dialog.screen().availableGeometry().height() * 2 / 3
    qtbot.waitUntil(lambda: fits(dialog))


def test_the_rules_window_fits_the_screen_with_a_readable_measure(qtbot) -> None:
    """A fixed 640x600 put the Close button off a 1024x600 screen under a title bar."""
    from qtcards_heart_to_heart.rules_page import rules_html

    from qtcards.window.dialogs import RULES_FRAME, RulesDialog

    dialog = RulesDialog("Heart to Heart", rules_html())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    room = dialog.screen().availableGeometry()
    assert dialog.height() <= room.height() - RULES_FRAME and dialog.width() <= room.width()
    characters = dialog.browser.viewport().width() / dialog.browser.fontMetrics().averageCharWidth()
    assert 55 <= characters <= 80  # a book's measure, not ~100 characters a line
    assert dialog.browser.font().pointSizeF() > QApplication.font().pointSizeF()
