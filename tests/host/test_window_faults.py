"""The main window when there is no game, or a game fails: the placeholder, a plugin
disabled for a fault while the app and the other games go on."""

from __future__ import annotations

import types
from typing import Any, Callable

import pytest
from PySide6.QtCore import Qt

from qtcards.kit.game import GameContext, GameView
from qtcards.plugin_host.registry import GameRegistry
from tests.host.window_games import CardView, game_ids, game_titles, make_game, plugin_module, registry_of, view_factory

pytestmark = pytest.mark.usefixtures("clean_views")


FAULTY_SOURCE = """
def explode(card):
    raise RuntimeError("the faulty game fell over")
"""


def faulty_module() -> types.ModuleType:
    """A module whose click handler raises; its frames carry the plugin's module name."""
    module = types.ModuleType("qtcards_test_faulty")
    exec(compile(FAULTY_SOURCE, "<qtcards_test_faulty>", "exec"), module.__dict__)
    return module


# ----- no games, broken games -------------------------------------------------------------------


def test_placeholder_when_no_game_is_installed(make_window) -> None:
    window = make_window(GameRegistry())
    window.open_first_game()
    assert window.view is None
    assert window.pages.currentWidget() is window.placeholder
    assert window.placeholder.isVisible()
    assert "No game is installed" in window.placeholder.text()
    assert game_titles(window) == []
    assert not window.new_action.isEnabled()
    assert window.open_game("alpha") is False


@pytest.mark.qt_no_exception_capture
def test_click_handler_that_raises_disables_the_plugin(qtbot, make_window) -> None:
    faulty = faulty_module()
    registry = registry_of(
        (plugin_module("qtcards_test_good", make_game("alpha", "Alpha patience")), "good"),
        (plugin_module(faulty.__name__, make_game("boom", "Boom", view_factory(on_click=faulty.explode))), "faulty"),
    )
    window = make_window(registry)
    assert window.open_game("boom")
    view = window.view
    table = view.table
    qtbot.waitUntil(lambda: table.viewport().width() > 100)
    card = view.cards[1]
    point = table.mapFromScene(card.sceneBoundingRect().center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)

    qtbot.waitUntil(lambda: bool(registry.faults))
    assert [(f.plugin, f.kind) for f in registry.faults] == [("faulty", "runtime")]
    assert "fell over" in registry.faults[0].detail
    assert window.view is None and window.game is None
    assert window.pages.currentWidget() is window.placeholder
    assert "save" not in view.calls  # a game at fault is not asked to save
    assert game_ids(window) == ["alpha"]
    assert "boom" not in registry.games
    assert window.fault_box.detailedText().startswith("• faulty (runtime)")
    window.fault_box.close()
    # The app and the other games go on.
    assert window.isVisible()
    assert window.open_game("alpha")
    assert window.game.id == "alpha"


def test_menu_call_that_raises_disables_the_plugin(make_window) -> None:
    class Grumpy(CardView):
        def restart(self) -> None:
            raise ValueError("no restart today")

    registry = registry_of(
        (plugin_module("qtcards_test_good", make_game("alpha", "Alpha patience")), "good"),
        (plugin_module("qtcards_test_grumpy", make_game("grumpy", "Grumpy", Grumpy)), "grumpy"),
    )
    window = make_window(registry)
    window.open_game("grumpy")
    window.restart_action.trigger()
    assert [(f.plugin, f.kind) for f in registry.faults] == [("grumpy", "runtime")]
    assert window.view is None
    assert game_ids(window) == ["alpha"]


def failing_factory(context: GameContext) -> GameView:
    """A view factory that fails as the view loads."""
    raise OSError("the view could not load its card art")


@pytest.mark.parametrize("factory", [failing_factory, lambda context: "not a view"], ids=["raises", "not-a-view"])
def test_view_factory_failure_disables_the_plugin(make_window, factory: Callable[[GameContext], Any]) -> None:
    registry = registry_of(
        (plugin_module("qtcards_test_good", make_game("alpha", "Alpha patience")), "good"),
        (plugin_module("qtcards_test_broken", make_game("broken", "Broken", factory)), "broken"),
    )
    window = make_window(registry)
    assert window.open_game("broken") is False
    assert [(f.plugin, f.kind) for f in registry.faults] == [("broken", "runtime")]
    assert window.view is None and window.game is None
    assert window.pages.currentWidget() is window.placeholder
    assert window.isVisible()
    assert game_ids(window) == ["alpha"]
    assert window.open_game("alpha")
    assert isinstance(window.view, CardView)


def test_a_last_game_that_breaks_leaves_the_chooser_without_it(make_window) -> None:
    from qtcards.files.settings import store
    from qtcards.window.chooser import GameChooser

    registry = registry_of(
        (plugin_module("qtcards_test_broken", make_game("aaa-broken", "Broken", failing_factory)), "broken"),
        (plugin_module("qtcards_test_good", make_game("alpha", "Alpha patience")), "good"),
    )
    store("app/last_game", "aaa-broken")
    window = make_window(registry)
    window.open_first_game()
    assert window.game is None
    chooser = window.pages.currentWidget()
    assert isinstance(chooser, GameChooser) and chooser.game_ids() == ["alpha"]
    assert [(f.plugin, f.kind) for f in registry.faults] == [("broken", "runtime")]


@pytest.mark.parametrize(
    ("language", "count", "text"),
    [
        ("en", 1, "1 game plugin could not be used and was disabled; the other games work as usual."),
        ("en", 2, "2 game plugins could not be used and were disabled; the other games work as usual."),
        ("ru", 1, "Не удалось использовать 1 игровой плагин; он отключён, остальные игры работают как обычно."),
        ("ru", 3, "Не удалось использовать 3 игровых плагина; они отключены, остальные игры работают как обычно."),
        ("ru", 5, "Не удалось использовать 5 игровых плагинов; они отключены, остальные игры работают как обычно."),
        ("ko", 2, "게임 플러그인 2개를 사용할 수 없어 사용 중지했습니다. 다른 게임은 평소처럼 작동합니다."),
    ],
)
def test_the_fault_box_counts_the_disabled_plugins_in_the_player_s_words(
    make_window, language: str, count: int, text: str
) -> None:
    """One plugin "was disabled", two "were": Qt's plural forms, in each language."""
    from qtcards.i18n import languages as translation
    from qtcards.plugin_host.registry import PluginFault

    window = make_window(GameRegistry())
    try:
        translation.install(language)
        window.report_faults([PluginFault(f"plugin{n}", "import", "ImportError: no") for n in range(count)])
        assert window.fault_box.text() == text
        window.fault_box.close()
    finally:
        translation.install("en")
