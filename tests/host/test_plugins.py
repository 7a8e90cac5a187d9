"""Plugin loading: good plugins register their games, bad ones are refused one by one."""

from __future__ import annotations

import types
from typing import Any, Callable

import pytest

import qtcards.plugin_host.registry
from qtcards.kit import hookimpl, hookspecs
from qtcards.kit.game import API_VERSION
from qtcards.kit.options import BoolOption, ChoiceOption
from qtcards.plugin_host.registry import GameRegistry, autoload_enabled
from tests.host.plugin_fakes import FakeEntryPoint, GamesPlugin, faults_of, make_game, module_plugin

# ----- good plugins -------------------------------------------------------------------


def test_good_plugin_registers_its_games() -> None:
    registry = GameRegistry()
    assert registry.add_plugin(GamesPlugin(make_game("golf"), make_game("spider", title="Spider")), "cards")
    assert sorted(registry.games) == ["golf", "spider"]
    assert registry.games["golf"].plugin == "cards"
    assert registry.games["spider"].title == "Spider"
    assert registry.faults == []


def test_module_plugin_registers_its_games() -> None:
    registry = GameRegistry()
    assert registry.add_plugin(module_plugin("acme_golf", make_game()), "acme")
    assert registry.games["golf"].plugin == "acme"
    assert registry.plugin_of(["acme_golf.view"]) == "acme"


def test_class_plugin_is_mapped_to_its_module() -> None:
    """A plugin registered as a class (not an instance) maps to the class's module."""

    class ClassPlugin:
        @staticmethod
        @hookimpl
        def qtcards_register_games(register: Callable[[Any], None]) -> None:
            register(make_game("klondike", title="Klondike"))

    registry = GameRegistry()
    assert registry.add_plugin(ClassPlugin, "klass")
    assert "klondike" in registry.games
    assert registry.plugin_of([__name__]) == "klass"


# ----- import errors ------------------------------------------------------------------


def test_import_error_is_isolated(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken() -> object:
        raise ImportError("No module named 'missing_dependency'")

    def syntax() -> object:
        raise SyntaxError("invalid syntax")

    asked: list[str] = []

    def fake_entry_points(*, group: str) -> list[FakeEntryPoint]:
        asked.append(group)
        return [
            FakeEntryPoint("broken", broken),
            FakeEntryPoint("good", lambda: module_plugin("good_games", make_game("golf"))),
            FakeEntryPoint("typo", syntax),
            FakeEntryPoint("later", lambda: GamesPlugin(make_game("spider", title="Spider"))),
        ]

    monkeypatch.setattr(qtcards.plugin_host.registry, "entry_points", fake_entry_points)
    registry = GameRegistry()
    registry.load_entry_points()
    assert asked == [hookspecs.ENTRY_POINT_GROUP]
    assert faults_of(registry) == [("broken", "import"), ("typo", "import")]
    assert "missing_dependency" in registry.faults[0].detail
    assert sorted(registry.games) == ["golf", "spider"]
    assert registry.games["golf"].plugin == "good"
    assert registry.games["spider"].plugin == "later"


# ----- malformed registrations ----------------------------------------------------------


def _raise(register: Callable[[Any], None]) -> None:
    raise RuntimeError("the plugin's own hook fell over")


MALFORMED = {
    "not-a-game": lambda: "golf",
    "a-dict": lambda: {"id": "golf", "title": "Golf"},
    "upper-case-id": lambda: make_game("Golf"),
    "id-with-space": lambda: make_game("my golf"),
    "id-leading-dash": lambda: make_game("-golf"),
    "empty-id": lambda: make_game(""),
    "id-not-a-string": lambda: make_game(7),
    "id-with-newline": lambda: make_game("golf\n"),
    "empty-title": lambda: make_game(title=""),
    "blank-title": lambda: make_game(title="   "),
    "title-not-a-string": lambda: make_game(title=None),
    "no-context": lambda: make_game(context=""),
    "factory-not-callable": lambda: make_game(create_view="view.py"),
    "factory-none": lambda: make_game(create_view=None),
    "option-not-an-option": lambda: make_game(options=("aid",)),
    "option-a-dict": lambda: make_game(options=({"key": "aid"},)),
    "options-not-iterable": lambda: make_game(options=None),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_registration_is_refused(case: str) -> None:
    registry = GameRegistry()
    assert registry.add_plugin(GamesPlugin(make_game("before", title="Before")), "first")
    # The bad plugin offers a good game first: the whole plugin is refused all the same.
    bad = GamesPlugin(make_game("innocent", title="Innocent"), MALFORMED[case]())
    assert registry.add_plugin(bad, "bad") is False
    assert faults_of(registry) == [("bad", "registration")]
    assert registry.faults[0].detail
    assert "innocent" not in registry.games
    assert registry.manager.get_plugin("bad") is None
    # The good plugins keep working, before and after.
    assert registry.add_plugin(GamesPlugin(make_game("after", title="After")), "last")
    assert sorted(registry.games) == ["after", "before"]


def test_raising_hook_is_refused() -> None:
    registry = GameRegistry()
    plugin = types.ModuleType("raising_plugin")
    plugin.qtcards_register_games = hookimpl(_raise)
    assert registry.add_plugin(plugin, "raiser") is False
    assert faults_of(registry) == [("raiser", "registration")]
    assert "RuntimeError" in registry.faults[0].detail
    assert "fell over" in registry.faults[0].detail
    assert registry.add_plugin(GamesPlugin(make_game()), "good")
    assert list(registry.games) == ["golf"]


def test_wrong_hook_arguments_are_refused() -> None:
    """A hook that asks for an argument the hookspec does not give is a hook fault."""

    class WrongArgs:
        @hookimpl
        def qtcards_register_games(self, registrar: Callable[[Any], None]) -> None:
            registrar(make_game())

    registry = GameRegistry()
    assert registry.add_plugin(WrongArgs(), "wrong") is False
    assert faults_of(registry) == [("wrong", "hook")]
    assert registry.games == {}
    assert registry.add_plugin(GamesPlugin(make_game()), "good")
    assert list(registry.games) == ["golf"]


# ----- duplicates -----------------------------------------------------------------------


def test_duplicate_id_refuses_the_second_plugin() -> None:
    registry = GameRegistry()
    assert registry.add_plugin(GamesPlugin(make_game("golf", title="First golf")), "first")
    second = GamesPlugin(make_game("spider", title="Spider"), make_game("golf", title="Second golf"))
    assert registry.add_plugin(second, "second") is False
    assert faults_of(registry) == [("second", "duplicate")]
    assert "first" in registry.faults[0].detail
    assert registry.games["golf"].title == "First golf"
    assert registry.games["golf"].plugin == "first"
    assert "spider" not in registry.games


def test_duplicate_id_within_one_plugin() -> None:
    registry = GameRegistry()
    assert registry.add_plugin(GamesPlugin(make_game("golf"), make_game("golf")), "twice") is False
    assert faults_of(registry) == [("twice", "duplicate")]
    assert registry.games == {}


def test_duplicate_plugin_name_and_object() -> None:
    registry = GameRegistry()
    plugin = GamesPlugin(make_game("golf"))
    assert registry.add_plugin(plugin, "cards")
    assert registry.add_plugin(GamesPlugin(make_game("spider", title="Spider")), "cards") is False
    assert registry.add_plugin(plugin, "cards-again") is False
    assert faults_of(registry) == [("cards", "duplicate"), ("cards-again", "duplicate")]
    assert list(registry.games) == ["golf"]
    assert registry.manager.get_plugin("cards") is plugin


# ----- API versions ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("version", "age"),
    [
        (API_VERSION - 1, "too old"),
        (0, "too old"),
        (API_VERSION + 1, "too new"),
        (99, "too new"),
        ("1", "not a number"),
    ],
)
def test_incompatible_api_version(version: Any, age: str) -> None:
    registry = GameRegistry()
    assert registry.add_plugin(GamesPlugin(make_game(api_version=version)), "versioned") is False
    assert faults_of(registry) == [("versioned", "api-version")]
    assert age in registry.faults[0].detail
    assert str(API_VERSION) in registry.faults[0].detail
    assert registry.games == {}
    assert registry.add_plugin(GamesPlugin(make_game()), "good")


# ----- misspelled hooks ----------------------------------------------------------------------


def test_misspelled_hook_is_refused() -> None:
    class Misspelled:
        @hookimpl
        def qtcards_register_game(self, register: Callable[[Any], None]) -> None:  # no "s"
            register(make_game())

    registry = GameRegistry()
    assert registry.add_plugin(Misspelled(), "typo") is False
    assert faults_of(registry) == [("typo", "hook")]
    assert "qtcards_register_game" in registry.faults[0].detail
    assert registry.manager.get_plugin("typo") is None
    # The refused plugin leaves nothing pending behind: the next plugin loads.
    assert registry.add_plugin(GamesPlugin(make_game()), "good")
    assert list(registry.games) == ["golf"]
    assert len(registry.faults) == 1


# ----- autoloading ------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "enabled"), [(None, True), ("", True), ("0", True), ("1", False), ("yes", False)])
def test_autoload_enabled(monkeypatch: pytest.MonkeyPatch, value: str | None, enabled: bool) -> None:
    if value is None:
        monkeypatch.delenv("QTCARDS_NO_AUTOLOAD", raising=False)
    else:
        monkeypatch.setenv("QTCARDS_NO_AUTOLOAD", value)
    assert autoload_enabled() is enabled


def test_no_autoload_skips_entry_points(monkeypatch: pytest.MonkeyPatch) -> None:
    from qtcards.app.startup import load_registry

    loaded: list[str] = []

    def fake_entry_points(*, group: str) -> list[FakeEntryPoint]:
        loaded.append(group)
        return [FakeEntryPoint("good", lambda: GamesPlugin(make_game()))]

    monkeypatch.setattr(qtcards.plugin_host.registry, "entry_points", fake_entry_points)
    monkeypatch.setenv("QTCARDS_NO_AUTOLOAD", "1")
    assert load_registry().games == {}
    assert loaded == []
    monkeypatch.delenv("QTCARDS_NO_AUTOLOAD")
    assert list(load_registry().games) == ["golf"]
    assert loaded == [hookspecs.ENTRY_POINT_GROUP]


def test_options_are_kept_as_declared() -> None:
    level = ChoiceOption("level", "Difficulty", "normal", choices=(("easy", "Easy"), ("normal", "Normal")))
    registry = GameRegistry()
    registry.add_plugin(GamesPlugin(make_game(options=(BoolOption("aid", "Aid", True), level))), "p")
    assert registry.games["golf"].options[1] is level
