"""A plugin's wrong values where the kit's table and helpers use them: the plugin is blamed.

The table asks a game's ``spots()`` at every key press (and a screen reader at every
question); a hint asks its ``text()`` at a language change; ``Deals`` asks ``current()``
when the dialog opens, at Restart and at Copy. Qt calls that code, so the traceback holds
no frame of the plugin's: before, a wrong value was nobody's fault (printed, and raised
again at every key), and ``None`` for the spots or a hint's text ended the process (an
error PySide 6.11 stores for a nested Python override, not made by a ``raise``, crashes
it). Now each value is checked and a wrong one names the plugin, which is disabled.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent

from qtcards.window.main_window import MainWindow
from tests.support.guests import module_from_source, registry_of

SOURCE = """
import qtcards_golf
from qtcards_golf.view import GolfView

from qtcards.kit import API_VERSION, DealCode, Deals, Game, hookimpl
from qtcards.kit.view import FREE, FirstHint, Spot

HOW = {"what": None}


class Hostile(GolfView):
    def __init__(self, context):
        super().__init__(context)
        self.hint_text = "Click a card."
        self.probe_hint = FirstHint(self, lambda: self.hint_text)
        self.deals = Deals(self, lambda number: None, self.current_deal, 99, DealCode(lambda n: f"G-{n}", int))

    def current_deal(self):
        return "the third" if HOW["what"] == "current-text" else 3

    def spots(self):
        what, spots = HOW["what"], super().spots()
        if what == "spots-none":
            return None
        if what == "spots-ints":
            return [1, 2]
        if what == "spot-state":
            return [Spot(spot.item, spot.name, "odd") for spot in spots]
        if what == "spot-name":
            return [Spot(spot.item, 5) for spot in spots]
        if what == "spot-drops":
            return [Spot(spot.item, spot.name, FREE, drops=[7]) for spot in spots]
        return spots


@hookimpl
def qtcards_register_games(register):
    register(Game(id="hostile", api_version=API_VERSION, title="Hostile", context="Golf", create_view=Hostile,
                  options=qtcards_golf.OPTIONS, info_fields=qtcards_golf.INFO_FIELDS))
"""


def hostile_window(make_window) -> tuple[MainWindow, object]:
    from qtcards_heart_to_heart import plugin as hh_plugin

    module = module_from_source("qtcards_test_hostile_table", SOURCE)
    window = make_window(registry_of((hh_plugin, "heart-to-heart"), (module, "hostile")))
    assert window.open_game("hostile")
    return window, module


def assert_blamed(qtbot, window: MainWindow, words: str) -> None:
    qtbot.waitUntil(lambda: window.view is None)
    assert [(f.plugin, f.kind) for f in window.registry.faults] == [("hostile", "runtime")]
    assert words in window.registry.faults[0].detail, window.registry.faults[0].detail
    assert "hostile" not in window.registry.games and window.isVisible()


SPOTS = {
    "spots-none": "spots() returned NoneType, not a list of Spots",
    "spots-ints": "spots() returned a int among its Spots",
    "spot-state": "spots() returned a Spot of wrong values",
    "spot-name": "spots() returned a Spot of wrong values",
    "spot-drops": "spots() returned a Spot of wrong values",
}


@pytest.mark.qt_no_exception_capture
@pytest.mark.parametrize("what", sorted(SPOTS))
def test_wrong_spots_blame_the_plugin_at_the_first_key(qtbot, make_window, what: str) -> None:
    window, module = hostile_window(make_window)
    module.HOW["what"] = what
    key = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier)
    QCoreApplication.postEvent(window.view.shown_table, key)  # from the event loop, as a real key comes
    assert_blamed(qtbot, window, SPOTS[what])


@pytest.mark.qt_no_exception_capture
def test_a_hint_text_that_is_no_text_blames_the_plugin_at_a_language_change(qtbot, make_window) -> None:
    window, _module = hostile_window(make_window)
    window.view.hint_text = None
    QCoreApplication.postEvent(window.view, QEvent(QEvent.Type.LanguageChange))
    assert_blamed(qtbot, window, "a hint's text() returned NoneType")


@pytest.mark.qt_no_exception_capture
def test_a_current_deal_that_is_no_number_blames_the_plugin(qtbot, make_window) -> None:
    window, module = hostile_window(make_window)
    module.HOW["what"] = "current-text"
    window.view.deals.copy_action.trigger()
    assert_blamed(qtbot, window, "current() returned 'the third'")


@pytest.mark.parametrize("last", ["99", -1, True, 2.5])
def test_deals_of_a_wrong_last_number_are_refused_when_made(qtbot, make_window, last: object) -> None:
    window, _module = hostile_window(make_window)
    from qtcards.kit import Deals

    with pytest.raises(TypeError, match="not a whole number from 0"):
        Deals(window.view, lambda number: None, lambda: None, last)  # type: ignore[arg-type]
