"""The main window with real widgets: menus, undo, info bar, faults, settings, notices."""

from __future__ import annotations

import re
import sys
import types
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QSizeF, Qt, QTimer, QTranslator
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QVBoxLayout

from qtcards import hookimpl, paths
from qtcards.dialogs import SettingsDialog
from qtcards.game import API_VERSION, Game, GameContext, GameView, InfoField
from qtcards.plugins import GameRegistry
from qtcards.settings import BoolOption, ChoiceOption
from qtcards.table import HEARTS, Face, Table
from qtcards.window import MainWindow
from tests.support.guests import shown_windows


# ----- a small game for the tests --------------------------------------------------------------


def validate_stats(data: Any) -> dict[str, int]:
    if not isinstance(data, dict) or not isinstance(data.get("played"), int):
        raise ValueError("bad stats")
    return data


class CardView(GameView):
    """A real game view: a Table with three cards, an info field, optional undo."""

    def __init__(
        self,
        context: GameContext,
        *,
        undo: bool = False,
        on_click: Callable[[object], None] | None = None,
        stats: bool = False,
    ) -> None:
        super().__init__(context)
        self.calls: list[str] = []
        self.table = Table(QSizeF(5, 3))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        self.cards = []
        for n in range(3):
            card = self.table.add_card(Face(n + 1, HEARTS), key=n)
            card.place(1 + 1.5 * n, 1.5)
            if on_click is not None:
                card.clicked.connect(on_click)
            self.cards.append(card)
        self.stack = QUndoStack(self) if undo else None
        self.stats = context.storage.load("stats", 1, validate_stats) if stats else None
        context.set_info("score", "0")

    def new_game(self) -> None:
        self.calls.append("new_game")

    def restart(self) -> None:
        self.calls.append("restart")

    def undo_stack(self) -> QUndoStack | None:
        return self.stack

    def save(self) -> None:
        self.calls.append("save")


class Step(QUndoCommand):
    def __init__(self, log: list[str]) -> None:
        super().__init__("step")
        self.log = log

    def redo(self) -> None:
        self.log.append("redo")

    def undo(self) -> None:
        self.log.append("undo")


VIEWS: list[CardView] = []


def view_factory(**options: Any) -> Callable[[GameContext], CardView]:
    def create(context: GameContext) -> CardView:
        view = CardView(context, **options)
        VIEWS.append(view)
        return view

    return create


def make_game(game_id: str, title: str, create_view: Callable[[GameContext], Any] | None = None, **changes: Any) -> Game:
    fields: dict[str, Any] = dict(
        id=game_id,
        api_version=API_VERSION,
        title=title,
        context="TestGames",
        create_view=create_view or view_factory(),
        info_fields=(InfoField("score", "Score"), InfoField("deal", "Deal", selectable=True)),
    )
    fields.update(changes)
    return Game(**fields)


def plugin_module(module_name: str, *games: Game) -> types.ModuleType:
    module = types.ModuleType(module_name)

    @hookimpl
    def qtcards_register_games(register: Callable[[Game], None]) -> None:
        for game in games:
            register(game)

    module.qtcards_register_games = qtcards_register_games
    return module


FAULTY_SOURCE = '''
def explode(card):
    raise RuntimeError("the faulty game fell over")
'''


def faulty_module() -> types.ModuleType:
    """A module whose click handler raises; its frames carry the plugin's module name."""
    module = types.ModuleType("qtcards_test_faulty")
    exec(compile(FAULTY_SOURCE, "<qtcards_test_faulty>", "exec"), module.__dict__)
    return module


def registry_of(*plugins: tuple[str, types.ModuleType]) -> GameRegistry:
    registry = GameRegistry()
    for name, module in plugins:
        assert registry.add_plugin(module, name), registry.faults
    return registry


def two_plugins() -> GameRegistry:
    return registry_of(
        ("cards", plugin_module("qtcards_test_cards", make_game("alpha", "Alpha patience"), make_game("gamma", "Gamma"))),
        ("more", plugin_module("qtcards_test_more", make_game("beta", "Beta hearts", can_restart=False))),
    )


def one_sentence(text: str) -> bool:
    return bool(text.strip()) and len(re.findall(r"[.!?](?:\s|$)", text)) == 1 and text.rstrip()[-1] in ".!?"


@pytest.fixture(autouse=True)
def clean_views() -> Iterator[None]:
    VIEWS.clear()
    yield
    VIEWS.clear()


@pytest.fixture
def make_window(qtbot) -> Iterator[Callable[[GameRegistry], MainWindow]]:
    """Build shown main windows; close them all (and restore sys.excepthook) at the end."""
    yield from shown_windows(qtbot)


def game_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.games_group.actions()]


def game_ids(window: MainWindow) -> list[str]:
    return [action.data() for action in window.games_group.actions()]


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


def undo_registry() -> GameRegistry:
    return registry_of(
        (
            "undoable",
            plugin_module(
                "qtcards_test_undo",
                make_game("plain", "Plain", view_factory(undo=True)),  # has_undo is False
                make_game("undo", "Undoable", view_factory(undo=True), has_undo=True),
            ),
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
    registry = registry_of(("bare", plugin_module("qtcards_test_bare", make_game("bare", "Bare", info_fields=()))))
    window = make_window(registry)
    window.open_game("bare")
    assert window.info_bar.fields == {}
    assert not window.info_bar.isVisible()


# ----- remembered between runs --------------------------------------------------------------------


def test_last_game_played_opens_at_start(make_window) -> None:
    first = make_window(two_plugins())
    first.open_first_game()
    assert first.game.id == "alpha"  # nothing played yet: the first game by id
    first.open_game("beta")
    first.close()
    second = make_window(two_plugins())
    second.open_first_game()
    assert second.game.id == "beta"
    assert isinstance(second.view, CardView)


def test_first_start_opens_heart_to_heart_not_a_third_party_spelled_earlier(make_window) -> None:
    from qtcards_heart_to_heart import plugin as heart_to_heart
    from qtcards_hearts import plugin as hearts

    registry = registry_of(
        ("golf", plugin_module("qtcards_test_golf", make_game("golf", "Golf"), make_game("aaa", "Aaa"))),
        ("heart-to-heart", heart_to_heart),
        ("hearts", hearts),
    )
    first = make_window(registry)
    first.open_first_game()
    assert first.game.id == "heart-to-heart"
    first.open_game("golf")
    first.close()
    second = make_window(registry)
    second.open_first_game()
    assert second.game.id == "golf"  # later starts: the last game played


def test_window_geometry_is_remembered(qtbot, make_window) -> None:
    first = make_window(two_plugins())
    first.resize(640, 450)
    qtbot.waitUntil(lambda: first.size().width() == 640)
    first.close()
    second = make_window(two_plugins())
    assert (second.width(), second.height()) == (640, 450)


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
        ("good", plugin_module("qtcards_test_good", make_game("alpha", "Alpha patience"))),
        ("faulty", plugin_module(faulty.__name__, make_game("boom", "Boom", view_factory(on_click=faulty.explode)))),
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
        ("good", plugin_module("qtcards_test_good", make_game("alpha", "Alpha patience"))),
        ("grumpy", plugin_module("qtcards_test_grumpy", make_game("grumpy", "Grumpy", Grumpy))),
    )
    window = make_window(registry)
    window.open_game("grumpy")
    window.restart_action.trigger()
    assert [(f.plugin, f.kind) for f in registry.faults] == [("grumpy", "runtime")]
    assert window.view is None
    assert game_ids(window) == ["alpha"]


def failing_factory(context: GameContext) -> GameView:
    raise OSError("the view could not load its card art")


@pytest.mark.parametrize("factory", [failing_factory, lambda context: "not a view"], ids=["raises", "not-a-view"])
def test_view_factory_failure_disables_the_plugin(make_window, factory: Callable[[GameContext], Any]) -> None:
    registry = registry_of(
        ("good", plugin_module("qtcards_test_good", make_game("alpha", "Alpha patience"))),
        ("broken", plugin_module("qtcards_test_broken", make_game("broken", "Broken", factory))),
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


def test_open_first_game_skips_a_broken_game(make_window) -> None:
    registry = registry_of(
        ("broken", plugin_module("qtcards_test_broken", make_game("aaa-broken", "Broken", failing_factory))),
        ("good", plugin_module("qtcards_test_good", make_game("alpha", "Alpha patience"))),
    )
    window = make_window(registry)
    window.open_first_game()
    assert window.game.id == "alpha"
    assert [(f.plugin, f.kind) for f in registry.faults] == [("broken", "runtime")]


# ----- settings dialog -------------------------------------------------------------------------------


def test_settings_dialog_builds_editors_for_declared_options(qtbot, make_window) -> None:
    options = (
        BoolOption("aid", "Placement aid", True, note="Outlines the cards that can pair."),
        ChoiceOption("level", "Difficulty", "normal", choices=(("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard"))),
    )
    registry = registry_of(
        (
            "opts",
            plugin_module(
                "qtcards_test_opts",
                make_game("alpha", "Alpha patience", options=options),
                make_game("plain", "Plain"),
            ),
        )
    )
    window = make_window(registry)
    chosen: list[str] = []
    games = [(game, window.option_values[gid]) for gid, game in sorted(registry.games.items())]
    dialog = SettingsDialog("en", chosen.append, games, window)
    qtbot.addWidget(dialog)
    dialog.show()

    assert set(dialog.editors) == {("alpha", "aid"), ("alpha", "level")}
    box = dialog.editors[("alpha", "aid")]
    combo = dialog.editors[("alpha", "level")]
    assert isinstance(box, QCheckBox) and box.text() == "Placement aid" and box.isChecked()
    assert isinstance(combo, QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == ["Easy", "Normal", "Hard"]
    assert combo.currentData() == "normal"

    values = window.option_values["alpha"]
    with qtbot.waitSignal(values.changed) as blocker:
        box.setChecked(False)
    assert blocker.args == ["aid"]
    assert values.get("aid") is False
    combo.setCurrentIndex(combo.findData("hard"))
    assert values.get("level") == "hard"

    dialog.language_box.setCurrentIndex(dialog.language_box.findData("ko"))
    assert chosen == ["ko"]
    dialog.close()

    # A new dialog shows the stored values.
    again = SettingsDialog("en", chosen.append, games, window)
    qtbot.addWidget(again)
    assert again.editors[("alpha", "aid")].isChecked() is False
    assert again.editors[("alpha", "level")].currentData() == "hard"


# ----- damaged files ------------------------------------------------------------------------------------


def test_damaged_stats_file_gives_one_notice(make_window) -> None:
    folder = paths.data_dir() / "alpha"
    folder.mkdir(parents=True)
    (folder / "stats.json").write_bytes(b'{"format": 1, "data": {"played": "lots"')
    registry = registry_of(
        ("cards", plugin_module("qtcards_test_cards", make_game("alpha", "Alpha patience", view_factory(stats=True))))
    )
    window = make_window(registry)
    assert window.open_game("alpha")
    assert window.view.stats is None
    assert len(window.notices) == 1
    assert one_sentence(window.notices[0]), window.notices[0]
    assert "stats.json" in window.notices[0]
    assert len(list(folder.glob("stats.json.damaged-*"))) == 1
    assert window.statusBar().currentMessage() == window.notices[0]
    # The game's storage writes where it read.
    assert window.view.context.storage.save("stats", 1, {"played": 1})
    assert (folder / "stats.json").is_file()


def test_damaged_settings_file_gives_one_notice(qtbot, qtcards_home: Path) -> None:
    from qtcards import app

    ini = paths.config_dir() / "qtcards.ini"
    ini.parent.mkdir(parents=True)
    damaged = b'[window\ngeometry="unterminated\n'
    ini.write_bytes(damaged)
    seen: dict[str, Any] = {}
    hook = sys.excepthook

    def main_windows() -> list[MainWindow]:
        return [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]

    def look_and_leave() -> None:
        # QApplication.exit() leaves exec() at once; quit() (or closing the last window)
        # would post a Quit event that could outlive this exec() and stop the next loops.
        try:
            seen["notices"] = [list(w.notices) for w in main_windows()]
        finally:
            QApplication.exit(0)

    QTimer.singleShot(0, look_and_leave)
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(lambda: QApplication.exit(1))  # never hang the test run
    guard.start(20000)
    try:
        assert app.main(["--lang", "en"]) == 0
    finally:
        guard.stop()
        for window in main_windows():
            window.close()
            window.deleteLater()
        sys.excepthook = hook
    qtbot.waitUntil(lambda: not main_windows())
    assert len(seen["notices"]) == 1
    notices = seen["notices"][0]
    assert len(notices) == 1, notices
    assert one_sentence(notices[0]), notices[0]
    assert "qtcards.ini" in notices[0]
    backups = list(ini.parent.glob("qtcards.ini.damaged-*"))
    assert len(backups) == 1
    assert backups[0].read_bytes() == damaged
