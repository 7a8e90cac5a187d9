"""Deal numbers from the kit (:class:`qtcards.kit.Deals`), with Heart to Heart's codes.

Game › Enter deal code… opens the kit's dialog: it says why a text is no deal as it is
typed, in the game's words and as plain text; OK on a bad code keeps the dialog, the text
and the game; a good code starts its deal once the player lets the game in progress go.
Game › Restart this deal is one action, the host's, and plays the deal again. Hearts,
whose every deal is fresh, offers none of it; a game whose code reader returns no deal
number is blamed for it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QLabel
from qtcards_heart_to_heart import engine, plugin as hh_plugin
from qtcards_heart_to_heart.engine import Draw
from qtcards_hearts import plugin as hearts_plugin

from qtcards.kit.deal_dialog import DealDialog
from qtcards.kit.testing import GameWindow, GameWindows
from qtcards.plugin_host.registry import GameRegistry
from qtcards.window import discard
from tests.host.test_discard import answering
from tests.support.guests import module_from_source

CODE = "HH1-N-AAAAAAM"  # deal 12, the rules page's
EXAMPLE = "HH1\u2011N\u2011AAAAAAM"  # as a sentence shows it: it never breaks at a hyphen


@pytest.fixture
def hh(game_window: GameWindows) -> GameWindow:
    """Heart to Heart open in English, one card drawn (a game in progress)."""
    game = game_window.open(hh_plugin, "heart-to-heart")
    game.view.play(Draw())
    return game


def game_menu(game: GameWindow) -> list[QAction]:
    """The actions of the window's Game menu, as the player sees them."""
    return game.window.menuBar().actions()[0].menu().actions()


def open_dialog(game: GameWindow, text: str) -> DealDialog:
    """Choose Game › ``text`` and return the dialog it opens."""
    next(action for action in game_menu(game) if action.text() == text).trigger()
    dialog = game.view.deals.dialog
    assert isinstance(dialog, DealDialog) and dialog.isVisible()
    return dialog


def test_a_good_code_typed_in_the_dialog_starts_that_deal(qtbot, hh: GameWindow) -> None:
    dialog = open_dialog(hh, "Enter &deal code...")
    assert dialog.windowTitle() == "Enter deal code"
    field = dialog.field  # it opens on the deal in play, selected: typing replaces it
    assert field.text() == hh.info("code") and field.selectedText() == field.text()
    qtbot.keyClicks(field, " hh1 n aaaaaam ")  # as read off a screenshot
    assert not dialog.error_row.isVisible()
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert hh.view.deals.dialog is None and not dialog.isVisible()
    assert hh.view.state == engine.new_game(12) and hh.info("code") == CODE


def test_a_game_with_codes_reads_a_plain_deal_number_too(qtbot, hh: GameWindow) -> None:
    """Golf and Pyramid show bare numbers: typed into Heart to Heart's dialog, one plays its deal."""
    dialog = open_dialog(hh, "Enter &deal code...")
    prompts = [label.text() for label in dialog.findChildren(QLabel) if label.buddy() is dialog.field]
    assert prompts == [f"&Deal code (for example {EXAMPLE}) or deal number:"]
    qtbot.keyClicks(dialog.field, "12")
    assert not dialog.error_row.isVisible()
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert hh.view.state == engine.new_game(12) and hh.info("code") == CODE
    last = hh.view.deals.last
    dialog = open_dialog(hh, "Enter &deal code...")
    qtbot.keyClicks(dialog.field, str(last + 1))
    said = f"There is no deal {last + 1}; deal numbers run from 0 to {last}."
    assert dialog.error_row.isVisible() and dialog.error.text() == said
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert dialog.isVisible() and hh.view.state == engine.new_game(12)
    dialog.reject()


def test_a_bad_code_is_explained_as_it_is_typed_and_keeps_the_game(qtbot, hh: GameWindow) -> None:
    state = hh.view.state
    dialog = open_dialog(hh, "Enter &deal code...")
    field = dialog.field
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    assert not dialog.error_row.isVisible()  # blank: nothing to say while nothing is typed
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.error.text() == f"Type a deal code, for example {EXAMPLE}, or a deal number."
    qtbot.keyClicks(field, "HH2-N-AAAAAAM")
    said = "“HH2\u2011N\u2011AAAAAAM” is a deal code of another version; this game reads HH1 codes."
    assert dialog.error_row.isVisible() and dialog.error.text() == said  # said before OK
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert dialog.isVisible() and field.text() == "HH2-N-AAAAAAM" and field.selectedText() == field.text()
    assert dialog.error.textFormat() == Qt.TextFormat.PlainText and field.accessibleDescription() == said
    field.clear()
    qtbot.keyClicks(field, "HH1-X-AAAAAAM")
    unknown = "“HH1\u2011X\u2011AAAAAAM” is a kind of deal this game does not know; codes look like "
    assert dialog.error.text() == f"{unknown}{EXAMPLE}."
    field.clear()
    qtbot.keyClicks(field, "<b>hello</b>" + "x" * 60)
    assert dialog.error.text() == f"“<b>hello</b>{'x' * 27}…” is not a deal code; codes look like {EXAMPLE}."
    qtbot.keyClick(field, Qt.Key.Key_Escape)
    assert hh.view.deals.dialog is None and hh.view.state is state


def test_keeping_the_game_when_asked_keeps_it(qtbot, hh: GameWindow) -> None:
    state = hh.view.state
    discard.ASK_BY_DEFAULT = True  # as for a player (the fixture puts it back)
    dialog = open_dialog(hh, "Enter &deal code...")
    qtbot.keyClicks(dialog.field, CODE)
    asked = answering("cancel")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert asked == ["The game in progress will be lost."] and hh.view.state is state


def test_restart_this_deal_is_one_action_and_plays_the_deal_again(hh: GameWindow) -> None:
    hh.view.open_code(CODE)
    for _ in range(3):
        hh.view.play(Draw())
    assert [a.text() for a in game_menu(hh) if "Restart" in a.text()] == ["&Restart this deal"]
    hh.key(Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert hh.view.state == engine.new_game(12)


def test_copy_deal_code_puts_the_code_on_the_clipboard(hh: GameWindow) -> None:
    hh.view.open_code(CODE)
    next(action for action in game_menu(hh) if action.text() == "&Copy deal code").trigger()
    assert QGuiApplication.clipboard().text() == CODE


def test_the_dialog_speaks_the_players_language(qtbot, game_window: GameWindows) -> None:
    hh = game_window.open(hh_plugin, "heart-to-heart", language="ru")
    dialog = open_dialog(hh, "Ввести &код партии...")
    assert dialog.windowTitle() == "Ввод кода партии"
    dialog.field.clear()
    qtbot.keyClicks(dialog.field, "HH2-N-AAAAAAM")
    assert dialog.error.text() == "«HH2\u2011N\u2011AAAAAAM» — код партии другой версии; эта игра читает коды HH1."


def test_hearts_offers_no_deal_numbers(game_window: GameWindows) -> None:
    hearts = game_window.open(hearts_plugin, "hearts")
    texts = [action.text() for action in game_menu(hearts)]
    assert hearts.view.deals is None and not any("deal number" in t or "deal code" in t for t in texts)
    assert not hearts.window.restart_action.isEnabled()


SLOPPY = """
from qtcards.kit import API_VERSION, DealCode, Deals, Game, GameView, hookimpl

CODE = (str, int)


class SloppyView(GameView):
    def __init__(self, context):
        super().__init__(context)
        self.deals = Deals(self, print, lambda: None, 99, DealCode(*CODE))

    def new_game(self):
        pass


@hookimpl
def qtcards_register_games(register):
    register(Game(id="sloppy", api_version=API_VERSION, title="Sloppy", context="Sloppy", create_view=SloppyView))
"""


def sloppy_plugin(*code: object) -> object:
    """A game whose DealCode is ``code``."""
    plugin = module_from_source("qtcards_test_sloppy", SLOPPY)
    plugin.CODE = code
    return plugin


def test_a_code_reader_that_returns_no_deal_number_is_the_plugins_fault(qtbot, game_window: GameWindows) -> None:
    sloppy = game_window.open(sloppy_plugin(str, lambda text: text), "sloppy")
    dialog = open_dialog(sloppy, "Enter &deal code...")
    qtbot.keyClicks(dialog.field, "x7")  # (a plain number is the kit's to read)
    faults = sloppy.take_faults()
    assert [fault.plugin for fault in faults] == ["qtcards_test_sloppy"] and "parse() returned 'x'" in faults[0].detail
    assert sloppy.window.view is None


def test_a_code_writer_that_returns_no_text_is_the_plugins_fault_when_the_game_opens(make_window) -> None:
    registry = GameRegistry()
    assert registry.add_plugin(sloppy_plugin(lambda number: number, int), "qtcards_test_sloppy")
    window = make_window(registry)
    assert not window.open_game("sloppy")
    assert [(f.plugin, f.kind) for f in registry.faults] == [("qtcards_test_sloppy", "runtime")]
    assert "format() returned int, not a text" in registry.faults[0].detail


def test_the_last_code_of_all_plays_its_deal(qtbot, hh: GameWindow) -> None:
    """The issue: HH1-N-ZZZZZZZ (deal 8031810175, past 32 bits) was accepted, then the
    dialog's signal overflowed and Heart to Heart was switched off as a faulty plugin."""
    dialog = open_dialog(hh, "Enter &deal code...")
    qtbot.keyClicks(dialog.field, "HH1-N-ZZZZZZZ")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert hh.faults == [] and hh.view.state == engine.new_game(26**7 - 1)
    assert hh.info("code") == "HH1-N-ZZZZZZZ"


def test_a_well_formed_code_past_the_last_deal_is_refused_and_blames_no_one(qtbot, game_window: GameWindows) -> None:
    codes = sloppy_plugin(lambda number: f"S{number}", lambda text: int("0" + text.lstrip("S")))  # the last deal is 99
    sloppy = game_window.open(codes, "sloppy")
    dialog = open_dialog(sloppy, "Enter &deal code...")
    qtbot.keyClicks(dialog.field, "S100")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.error.text() == "There is no deal “S100”; the last deal is S99."
    assert sloppy.faults == [] and sloppy.window.view is sloppy.view


@pytest.mark.parametrize("module", ["qtcards_golf", "qtcards_pyramid"])
def test_a_number_past_the_last_deal_is_refused_in_every_game(qtbot, game_window: GameWindows, module: str) -> None:
    plugin = pytest.importorskip(module)
    game = game_window.open(plugin, module.removeprefix("qtcards_"))
    before = game.view.state
    dialog = open_dialog(game, "Play &deal number...")
    qtbot.keyClicks(dialog.field, "99999999999999999999")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    last = game.view.deals.last
    assert dialog.error.text() == f"There is no deal 99999999999999999999; deal numbers run from 0 to {last}."
    assert game.faults == [] and game.view.state == before
