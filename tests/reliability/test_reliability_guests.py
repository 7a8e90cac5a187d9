"""Hostile game plugins: whatever they raise or return, wherever, the host goes on.

A plugin's view paints with a fault, raises ``SystemExit``, ``KeyboardInterrupt`` or
another ``BaseException`` from a timer or a menu call, or returns the wrong type from a
method the host calls; a plugin raises ``SystemExit`` or hangs while it is imported or
registered, declares an option the Settings dialog cannot show, or registers a built-in
game's id. Each time: the plugin is refused or disabled with a fault naming it, the app
and the other games go on, and a disabled game is not reopened as the last game.
"""

from __future__ import annotations

import signal
import sys
import threading
import types
from typing import Any, Callable

import pytest

from qtcards.files.settings import open_settings
from qtcards.kit import hookimpl
from qtcards.kit.game import API_VERSION, Game, GameView
from qtcards.kit.options import Option
from qtcards.plugin_host.registry import GameRegistry
from qtcards.window.main_window import MainWindow
from tests.reliability.test_reliability_files import start_app
from tests.support.guests import module_from_source, registry_of

HOSTILE_SOURCE = """
import sys
from PySide6.QtCore import QSizeF, QTimer
from PySide6.QtWidgets import QVBoxLayout

from qtcards.kit import hookimpl
from qtcards.kit.game import API_VERSION, Game, GameView, StatisticsTable
from qtcards.table import Table

FAULT = {"what": None}


class Boom(BaseException):
    pass


def fall_over(how):
    if how == "exit":
        sys.exit(3)
    if how == "raise-exit":
        raise SystemExit(4)
    if how == "interrupt":
        raise KeyboardInterrupt
    if how == "base":
        raise Boom("a BaseException of its own")
    raise RuntimeError("the hostile game fell over")


class HostileView(GameView):
    def __init__(self, context):
        super().__init__(context)
        self.table = Table(QSizeF(5, 3))
        QVBoxLayout(self).addWidget(self.table)
        what = FAULT["what"] or ""
        if what.startswith("timer-"):
            QTimer.singleShot(0, self, lambda: fall_over(what[6:]))

    def paintEvent(self, event):
        if FAULT["what"] == "paint":
            fall_over("runtime")
        super().paintEvent(event)

    def new_game(self):
        if FAULT["what"] == "new_game-exit":
            fall_over("exit")

    def restart(self):
        pass

    def undo_stack(self):
        return {"undo_stack-raise": fall_over, "undo_stack-type": lambda how: "a stack"}.get(
            FAULT["what"], lambda how: None)("runtime")

    def game_actions(self):
        if FAULT["what"] == "game_actions-raise":
            fall_over("base")
        return "not a list" if FAULT["what"] == "game_actions-type" else []

    def statistics(self):
        if FAULT["what"] == "statistics-rows":
            return StatisticsTable(["Played"], [(f"row {n}", ["1"]) for n in range(10_000)])
        return 42 if FAULT["what"] == "statistics-type" else None

    def rules_html(self):
        return ["not", "text"] if FAULT["what"] == "rules_html-type" else "<p>Rules</p>"


@hookimpl
def qtcards_register_games(register):
    register(Game(id="hostile", api_version=API_VERSION, title="Hostile", context="Hostile",
                  create_view=HostileView, has_undo=True))
"""


def hostile_plugin() -> types.ModuleType:
    return module_from_source("qtcards_test_hostile", HOSTILE_SOURCE)


def registry(hostile: types.ModuleType) -> GameRegistry:
    from qtcards_heart_to_heart import plugin as hh_plugin

    return registry_of((hh_plugin, "heart-to-heart"), (hostile, "hostile"))


def assert_disabled(qtbot, window: MainWindow, games: GameRegistry, words: str) -> None:
    qtbot.waitUntil(lambda: bool(games.faults) and window.view is None)
    assert [(f.plugin, f.kind) for f in games.faults] == [("hostile", "runtime")]
    assert words in games.faults[0].detail, games.faults[0].detail
    assert window.fault_box.detailedText().startswith("• hostile (runtime)")
    assert "hostile" not in games.games and window.isVisible()
    assert open_settings().value("app/last_game") != "hostile"
    window.fault_box.close()
    assert window.open_game("heart-to-heart")  # the other games go on


WHEN_OPENED = {
    "paint": "fell over",
    "undo_stack-raise": "fell over",
    "undo_stack-type": "undo_stack() returned str",
    "game_actions-raise": "BaseException of its own",
    "game_actions-type": "game_actions() returned str",
    "timer-exit": "sys.exit(3)",
    "timer-interrupt": "KeyboardInterrupt",
    "timer-base": "BaseException of its own",
}


@pytest.mark.qt_no_exception_capture
@pytest.mark.parametrize("what", sorted(WHEN_OPENED))
def test_a_hostile_view_is_disabled_and_the_host_goes_on(qtbot, make_window, what: str) -> None:
    hostile = hostile_plugin()
    games = registry(hostile)
    window = make_window(games)
    hostile.FAULT["what"] = what
    window.open_game("hostile")
    assert_disabled(qtbot, window, games, WHEN_OPENED[what])


@pytest.mark.qt_no_exception_capture
@pytest.mark.parametrize(
    "what, act, words",
    [
        ("new_game-exit", lambda w: w.new_action.trigger(), "sys.exit(3)"),
        ("statistics-type", lambda w: w.dialogs.show_statistics(), "statistics() returned int"),
        ("statistics-rows", lambda w: w.dialogs.show_statistics(), "statistics() returned 1 columns and 10000 rows"),
        ("rules_html-type", lambda w: w.dialogs.show_rules(), "rules_html() returned list"),
    ],
)
def test_a_hostile_menu_call_is_blamed_on_the_plugin(qtbot, make_window, what: str, act: Callable, words: str) -> None:
    hostile = hostile_plugin()
    games = registry(hostile)
    window = make_window(games)
    assert window.open_game("hostile")
    hostile.FAULT["what"] = what
    act(window)
    assert_disabled(qtbot, window, games, words)


@pytest.mark.qt_no_exception_capture
def test_a_game_disabled_for_its_paint_is_not_reopened_at_the_next_start(qtbot, make_window) -> None:
    hostile = hostile_plugin()
    window = make_window(registry(hostile))
    assert window.open_game("hostile")
    assert open_settings().value("app/last_game") == "hostile"
    hostile.FAULT["what"] = "paint"
    window.view.update()
    qtbot.waitUntil(lambda: window.view is None)
    window.fault_box.close()
    window.close()
    again = make_window(registry(hostile))
    again.open_first_game()
    assert again.game is None  # the game chooser shows


def test_the_game_option_of_a_faulty_plugin_reports_the_fault(monkeypatch, capsys) -> None:
    hostile = hostile_plugin()
    hostile.FAULT["what"] = "undo_stack-raise"
    seen = start_app(monkeypatch, "hostile", games=lambda: registry(hostile))
    assert seen["code"] == 0 and seen["game"] is None and seen["chooser"]  # no game played before: the chooser
    assert [(f.plugin, f.kind) for f in seen["faults"]] == [("hostile", "runtime")]
    err = capsys.readouterr().err
    assert "the game 'hostile' could not be opened: RuntimeError: the hostile game fell over" in err
    assert "no game" not in err


# ----- loading ------------------------------------------------------------------------------


class Entry:
    def __init__(self, name: str, load: Callable[[], object]) -> None:
        self.name = name
        self.load = load


def game(game_id: str, **changes: Any) -> Game:
    fields = dict(
        id=game_id,
        api_version=API_VERSION,
        title=game_id.title(),
        context="T",
        create_view=lambda context: GameView(context),
    )
    return Game(**{**fields, **changes})


class Registers:
    def __init__(self, *games: Any, before: Callable[[], None] = lambda: None) -> None:
        self.games, self.before = games, before

    @hookimpl
    def qtcards_register_games(self, register) -> None:
        self.before()
        for each in self.games:
            register(each)


@pytest.fixture
def never() -> threading.Event:
    """An event set only when the test ends: what waits on it hangs for the test's life."""
    event = threading.Event()
    yield event
    event.set()


def test_system_exit_and_hangs_at_import_and_registration_are_faults(monkeypatch, never) -> None:
    import argparse

    def argparse_at_import() -> object:
        argparse.ArgumentParser(prog="hostile").parse_args(["--no-such-option"])

    def hangs_at_import() -> object:
        never.wait()

    def exits_in_its_hook() -> Registers:
        return Registers(game("quitter"), before=lambda: sys.exit(0))

    def hangs_in_its_hook() -> Registers:
        return Registers(game("sleeper"), before=never.wait)

    entries = [
        Entry("a-argparse", argparse_at_import),
        Entry("b-hangs", hangs_at_import),
        Entry("c-exits", exits_in_its_hook),
        Entry("d-sleeper", hangs_in_its_hook),
        Entry("e-good", lambda: Registers(game("good"))),
    ]
    monkeypatch.setattr("qtcards.plugin_host.registry.entry_points", lambda group: entries)
    games = GameRegistry()
    games.deadline = 2.0  # generous: the hooks that do return must return in time on a busy machine
    games.load_entry_points()
    assert sorted(games.games) == ["good"]
    assert [(f.plugin, f.kind) for f in games.faults] == [
        ("a-argparse", "import"),
        ("b-hangs", "hang"),
        ("c-exits", "registration"),
        ("d-sleeper", "hang"),
    ]
    assert "SystemExit" in games.faults[0].detail and "SystemExit" in games.faults[2].detail


def test_system_exit_and_a_hang_in_app_started_are_faults(never) -> None:
    class Starter(Registers):
        def __init__(self, game_id: str, action: Callable[[], None]) -> None:
            super().__init__(game(game_id))
            self.action = action

        @hookimpl
        def qtcards_app_started(self, version: str) -> None:
            self.action()

    games = GameRegistry()
    games.deadline = 2.0  # generous: the hooks that do return must return in time on a busy machine
    assert games.add_plugin(Starter("quitter", lambda: sys.exit(1)), "quitter")
    assert games.add_plugin(Starter("sleeper", never.wait), "sleeper")
    assert games.add_plugin(Starter("good", lambda: None), "good")
    games.started("1.0")
    assert sorted(games.games) == ["good"]
    assert sorted((f.plugin, f.kind) for f in games.faults) == [("quitter", "runtime"), ("sleeper", "hang")]


def test_an_option_of_the_plain_base_type_is_refused() -> None:
    games = GameRegistry()
    assert not games.add_plugin(Registers(game("plain", options=(Option("k", "Label", 1),))), "plain")
    assert [(f.plugin, f.kind) for f in games.faults] == [("plain", "registration")]


@pytest.mark.parametrize("impostor_first", [True, False])
def test_a_built_in_id_is_reserved_whatever_the_order(impostor_first: bool) -> None:
    from qtcards_hearts import plugin as hearts_plugin

    games = GameRegistry()
    impostor = (Registers(game("hearts")), "impostor")
    built_in = (hearts_plugin, "hearts")
    for plugin, name in [impostor, built_in] if impostor_first else [built_in, impostor]:
        games.add_plugin(plugin, name)
    assert games.games["hearts"].plugin == "hearts"
    assert [(f.plugin, f.kind) for f in games.faults] == [("impostor", "reserved")]


# ----- a plain `raise SystemExit` in a slot, in the real app ---------------------------------

RAISING_PLUGIN = """
from PySide6.QtCore import QTimer
from qtcards.kit import API_VERSION, Game, GameView, hookimpl


class QuitterView(GameView):
    def __init__(self, context):
        super().__init__(context)
        QTimer.singleShot(0, self, self.tick)

    def tick(self):
        raise SystemExit(4)

    def new_game(self):
        pass

    def restart(self):
        pass


@hookimpl
def qtcards_register_games(register):
    register(Game(id="quitter", api_version=API_VERSION, title="Quitter", context="Quitter", create_view=QuitterView))
"""


def test_a_system_exit_raised_in_a_timer_does_not_end_the_app(tmp_path) -> None:
    from tests.host.test_instance_processes import start, wait_ready

    site = tmp_path / "site"
    (site / "qtcards_quitter-0.1.dist-info").mkdir(parents=True)
    (site / "qtcards_quitter.py").write_text(RAISING_PLUGIN)
    (site / "qtcards_quitter-0.1.dist-info" / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: qtcards-quitter\nVersion: 0.1\n"
    )
    (site / "qtcards_quitter-0.1.dist-info" / "entry_points.txt").write_text(
        "[qtcards.games]\nquitter = qtcards_quitter\n"
    )
    home = tmp_path / "home"
    home.mkdir()
    app = start(home, "--game", "quitter", extra_path=site)
    try:
        wait_ready(app)
        for line in app.stderr:  # blocks until the app says it disabled the plugin (or ends)
            if "plugin quitter disabled (runtime)" in line:
                break
        assert app.poll() is None, "the app ended"
        app.send_signal(signal.SIGTERM)
        app.communicate(timeout=120)
        assert app.returncode == 130
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(timeout=60)
