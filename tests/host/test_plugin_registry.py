"""The plugin registry after loading: a plugin disabled for a fault, code mapped to its
plugin, the app_started hook, and every hookspec driven by the host and documented."""

from __future__ import annotations

import inspect
import types
from typing import Any, Callable

from qtcards.kit import hookimpl, hookspecs
from qtcards.plugin_host.registry import GameRegistry, PluginFault
from tests.host.plugin_fakes import GamesPlugin, faults_of, make_game, module_plugin

# ----- disabling, plugin_of, app_started ------------------------------------------------------


def test_disable_drops_the_games() -> None:
    registry = GameRegistry()
    registry.add_plugin(module_plugin("golf_games", make_game("golf"), make_game("golf.easy")), "golfers")
    registry.add_plugin(module_plugin("spider_games", make_game("spider", title="Spider")), "spiders")
    fault = registry.disable("golfers", "runtime", "ValueError: boom")
    assert fault == PluginFault("golfers", "runtime", "ValueError: boom")
    assert registry.faults == [fault]
    assert list(registry.games) == ["spider"]
    assert registry.manager.get_plugin("golfers") is None
    assert registry.plugin_of(["golf_games.view"]) is None
    assert registry.plugin_of(["spider_games"]) == "spiders"


def test_plugin_of_maps_modules_to_plugins() -> None:
    registry = GameRegistry()
    registry.add_plugin(module_plugin("acme", make_game("golf")), "acme-plugin")
    registry.add_plugin(module_plugin("acme_extra", make_game("spider", title="Spider")), "extra-plugin")
    assert registry.plugin_of(["acme"]) == "acme-plugin"
    assert registry.plugin_of(["acme.view", "acme.engine"]) == "acme-plugin"
    assert registry.plugin_of(["acme_extra.view"]) == "extra-plugin"  # not a prefix match
    assert registry.plugin_of(["acmeish"]) is None
    assert registry.plugin_of(["qtcards.window.main_window", "qtcards.table.items"]) is None
    assert registry.plugin_of([]) is None
    # The innermost frame that belongs to a plugin decides.
    assert (
        registry.plugin_of(["qtcards.window.main_window", "acme.view", "acme_extra.x", "qtcards.table"])
        == "extra-plugin"
    )


def test_a_plugin_module_in_a_package_owns_the_package() -> None:
    """An entry point naming ``acme_games.plugin`` owns ``acme_games.view`` too."""
    module = module_plugin("acme_games.plugin", make_game("golf"))
    module.__package__ = "acme_games"
    registry = GameRegistry()
    registry.add_plugin(module, "acme")
    assert registry.plugin_of(["acme_games.view"]) == "acme"
    assert registry.plugin_of(["acme_games"]) == "acme"
    assert registry.plugin_of(["acme_gamesx.view"]) is None


def test_started_calls_every_plugin_and_disables_raisers() -> None:
    calls: list[tuple[str, str]] = []

    def starter(label: str, fail: bool = False) -> types.ModuleType:
        module = module_plugin(f"{label}_mod", make_game(label, title=label.title()))

        @hookimpl
        def qtcards_app_started(version: str) -> None:
            calls.append((label, version))
            if fail:
                raise OSError("cache folder is missing")

        module.qtcards_app_started = qtcards_app_started
        return module

    registry = GameRegistry()
    for label, fail in (("golf", False), ("spider", True), ("klondike", False)):
        assert registry.add_plugin(starter(label, fail), label)
    registry.add_plugin(GamesPlugin(make_game("quiet", title="Quiet")), "quiet")  # no such hook
    registry.started("9.9")
    assert sorted(calls) == [("golf", "9.9"), ("klondike", "9.9"), ("spider", "9.9")]
    assert faults_of(registry) == [("spider", "runtime")]
    assert "cache folder" in registry.faults[0].detail
    assert sorted(registry.games) == ["golf", "klondike", "quiet"]


# ----- every hook is exercised, every hook is documented -----------------------------------


def hookspec_names() -> set[str]:
    """The names of the hookspecs in qtcards.kit.hookspecs."""
    return {
        name
        for name, function in inspect.getmembers(hookspecs, inspect.isfunction)
        if hasattr(function, f"{hookspecs.PROJECT}_spec")
    }


class Recorder:
    """Implements every hook and records which ones the host called."""

    def __init__(self) -> None:
        self.called: set[str] = set()

    @hookimpl
    def qtcards_register_games(self, register: Callable[[Any], None]) -> None:
        self.called.add("qtcards_register_games")
        register(make_game())

    @hookimpl
    def qtcards_app_started(self, version: str) -> None:
        self.called.add("qtcards_app_started")


def test_every_hookspec_is_called() -> None:
    """Each hookspec is driven by the host here; a new hook needs a line below."""
    recorder = Recorder()
    registry = GameRegistry()
    drivers: dict[str, Callable[[], object]] = {
        "qtcards_register_games": lambda: registry.add_plugin(recorder, "recorder"),
        "qtcards_app_started": lambda: registry.started("1.0"),
    }
    specs = hookspec_names()
    assert specs, "no hookspecs found in qtcards.kit.hookspecs"
    assert set(drivers) == specs, "every hookspec needs a driver (and a test) here"
    implemented = {name for name in dir(Recorder) if name.startswith(f"{hookspecs.PROJECT}_")}
    assert implemented == specs, "the Recorder must implement every hookspec"
    for name in drivers:  # in the host's order: a plugin registers before it is started
        drivers[name]()
        assert name in recorder.called, f"the host never called {name}"
    assert registry.faults == []


def test_every_hookspec_is_documented() -> None:
    for name in hookspec_names():
        doc = inspect.getdoc(getattr(hookspecs, name)) or ""
        assert len(doc) > 80, f"{name} has no real docstring"
        assert ":return:" in doc, f"{name}'s docstring does not say what it returns"
        for parameter in inspect.signature(getattr(hookspecs, name)).parameters:
            assert f":param {parameter}:" in doc, f"{name} does not document {parameter}"
