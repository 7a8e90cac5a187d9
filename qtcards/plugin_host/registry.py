"""Finding, loading, validating and disabling game plugins.

Each entry point of the ``qtcards.games`` group is loaded in its own ``try``/``except``;
a plugin at fault is recorded as a :class:`PluginFault`, unregistered, and its games
left out, while the others load as usual. ``QTCARDS_NO_AUTOLOAD=1`` skips the entry
points (tests add their plugins by hand with :meth:`GameRegistry.add_plugin`).

The entry points are found by :func:`qtcards.plugin_host.entry_points.entry_points`. Each plugin's
import, registration and start-up hook run under a :class:`~qtcards.plugin_host.crashes.CrashGuard`
marker; a plugin that took the whole process down is left out at the next starts
until the player turns it on again (:mod:`qtcards.plugin_host.crashes`).
"""

from __future__ import annotations

import logging
import os
import re
import threading
from dataclasses import dataclass, replace
from types import ModuleType
from typing import Any

import pluggy

from qtcards.kit import hookspecs
from qtcards.kit.game import API_VERSION, Game
from qtcards.kit.options import declaration_problem
from qtcards.plugin_host import crashes as plugin_crashes
from qtcards.plugin_host.entry_points import entry_points
from qtcards.table.plain_text import TITLE_LIMIT

#: The characters of a game's one-line description.
DESCRIPTION_LIMIT = 200

#: Built-in game ids and the only package allowed to register each, whatever the order
#: the plugins are found in: a third party's "hearts" is refused.
RESERVED = {"heart-to-heart": "qtcards_heart_to_heart", "hearts": "qtcards_hearts"}
#: Seconds a plugin may take to import, or to run a start-up hook, before the host starts
#: without it.
DEADLINE = 10.0

log = logging.getLogger(__name__)

GAME_ID = re.compile(r"[a-z0-9][a-z0-9_.-]*\Z")


@dataclass(frozen=True)
class PluginFault:
    """Why a plugin was disabled: its name, the kind of fault, and the details.

    ``kind`` is one of "import", "registration", "duplicate", "reserved" (a built-in
    game's id), "api-version", "hook" (an unknown or misspelled hook), "hang" (import or a
    start-up hook past :data:`DEADLINE`), "runtime" (raised while its game was played) and
    "crash" (it took the whole process down at the last start: turned off until the
    player turns it on again in Settings).
    """

    plugin: str
    kind: str
    detail: str


class PluginError(Exception):
    """A plugin's registration was refused; carries the fault's kind."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind


def autoload_enabled() -> bool:
    """False when ``QTCARDS_NO_AUTOLOAD`` is set to a non-empty value other than 0."""
    return os.environ.get("QTCARDS_NO_AUTOLOAD", "") in ("", "0")


def bounded(call: Any, seconds: float) -> Any:
    """What ``call()`` returns, run in a thread; ``TimeoutError`` if it takes longer.

    Whatever the call raises (``BaseException`` included) is raised again here. A call
    past its deadline goes on in its daemon thread; what it returns later is dropped.
    """
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = call()
        except BaseException as error:  # noqa: BLE001 - handed to the caller
            box["error"] = error

    thread = threading.Thread(target=run, name="qtcards-plugin", daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        raise TimeoutError(f"did not finish within {seconds:g} s")
    if "error" in box:
        raise box["error"]
    return box.get("value")


def describe(error: BaseException) -> str:
    """``Kind: message`` for a fault's details."""
    return f"{type(error).__name__}: {error}"


def validate(game: Any, known: dict[str, Game], package: str = "") -> None:
    """Raise :class:`PluginError` unless ``game`` is a well-formed, new registration.

    ``package`` is the registering plugin's package (:func:`plugin_package`): only the
    built-in package may use a :data:`RESERVED` id.
    """
    if not isinstance(game, Game):
        raise PluginError("registration", f"registered {type(game).__name__}, not a Game")
    version = game.api_version
    if version != API_VERSION:
        if not isinstance(version, int):
            age = "not a number"
        else:
            age = "too old" if version < API_VERSION else "too new"
        raise PluginError(
            "api-version",
            f"game {game.id!r} wants plugin API {version!r} ({age}); this qtcards speaks {API_VERSION}",
        )
    if not isinstance(game.id, str) or not GAME_ID.match(game.id):
        raise PluginError("registration", f"game id {game.id!r} is not [a-z0-9][a-z0-9_.-]*")
    if not isinstance(game.title, str) or not game.title.strip():
        raise PluginError("registration", f"game {game.id!r} has no title")
    if len(game.title) > TITLE_LIMIT:
        raise PluginError("registration", f"game {game.id!r} has a title of over {TITLE_LIMIT} characters")
    if not isinstance(game.description, str) or "\n" in game.description:
        raise PluginError("registration", f"game {game.id!r} has a description that is not one line of text")
    if len(game.description) > DESCRIPTION_LIMIT:
        raise PluginError("registration", f"game {game.id!r} has a description of over {DESCRIPTION_LIMIT} characters")
    if not isinstance(game.context, str) or not game.context:
        raise PluginError("registration", f"game {game.id!r} has no translation context")
    if not callable(game.create_view):
        raise PluginError("registration", f"game {game.id!r} has no view factory")
    problem = declaration_problem(game.options)
    if problem:
        raise PluginError("registration", f"game {game.id!r}: {problem}")
    if game.id in RESERVED and package.partition(".")[0] != RESERVED[game.id]:
        raise PluginError("reserved", f"game id {game.id!r} is reserved for the built-in game")
    if game.id in known:
        raise PluginError("duplicate", f"game id {game.id!r} is already registered by {known[game.id].plugin}")


def plugin_package(plugin: object) -> str:
    """The module prefix whose code belongs to a plugin.

    A plugin module inside a package owns the whole package (its view and engine
    modules too); a top-level module or a plugin object owns its own module.
    """
    if isinstance(plugin, ModuleType):
        return plugin.__package__ or plugin.__name__
    # A class or an instance: the module that defines the class.
    return getattr(plugin, "__module__", None) or type(plugin).__module__


class GameRegistry:
    """The games of every loaded plugin, and the faults of those that were refused."""

    def __init__(self) -> None:
        self.manager = pluggy.PluginManager(hookspecs.PROJECT)
        self.manager.add_hookspecs(hookspecs)
        self.games: dict[str, Game] = {}
        self.faults: list[PluginFault] = []
        self.modules: dict[str, str] = {}
        self.deadline = DEADLINE
        self.guard = plugin_crashes.CrashGuard()
        #: The plugins that took the process down at the last start: name to step.
        self.crashed: dict[str, str] = {}

    def load_entry_points(self) -> None:
        """Load every plugin of the entry-point group, each on its own (in name order),
        but those turned off after they took the process down."""
        turned_off = self._check_crashes()
        for entry in sorted(entry_points(group=hookspecs.ENTRY_POINT_GROUP), key=lambda e: e.name):
            if entry.name in turned_off:
                log.warning("plugin %s is off: it took qtcards down (Settings turns it on again)", entry.name)
                continue
            try:
                with self.guard.step(entry.name, "import"):
                    plugin = bounded(entry.load, self.deadline)
            except TimeoutError as error:
                self._fault(PluginFault(entry.name, "hang", f"import {error}"))
                continue
            except BaseException as error:  # noqa: BLE001 - a plugin may raise anything on import, SystemExit too
                self._fault(PluginFault(entry.name, "import", describe(error)))
                continue
            self.add_plugin(plugin, entry.name)

    def _check_crashes(self) -> dict[str, str]:
        """Judge the marker a process that ended in a plugin's step left; the plugins now off."""
        from qtcards.files.settings import open_settings, save

        settings = open_settings()
        leftover = self.guard.take_leftover()
        if leftover is not None:
            if plugin_crashes.judge(settings, leftover):
                self.crashed[leftover.plugin] = leftover.step
                how = leftover.evidence.splitlines()[0]
                fault = PluginFault(leftover.plugin, "crash", f"took qtcards down in its {leftover.step} step: {how}")
                self._fault(fault)
            self.guard.settle(recorded=save(settings))  # (the verdict holds for this run in memory either way)
        return plugin_crashes.crashed_plugins(settings)

    def add_plugin(self, plugin: object, name: str) -> bool:
        """Register one plugin and its games; False (and a fault) when it is refused."""
        try:
            self.manager.register(plugin, name=name)
        except ValueError as error:  # pluggy refuses a name or object registered twice
            self._fault(PluginFault(name, "duplicate", str(error)))
            return False
        except pluggy.PluginValidationError as error:  # a hook's arguments differ from its spec
            self._fault(PluginFault(name, "hook", str(error)))
            return False
        offered: list[Any] = []
        try:
            self.manager.check_pending()
            hook = self._hook_of(plugin, "qtcards_register_games")
            with self.guard.step(name, "registration"):
                bounded(lambda: hook(register=offered.append), self.deadline)
            offered = list(offered)  # what a hook past its deadline adds later is not seen
            known = dict(self.games)
            for game in offered:
                validate(game, known, plugin_package(plugin))
                known[game.id] = game
        except PluginError as error:
            return self._refuse(plugin, PluginFault(name, error.kind, str(error)))
        except pluggy.PluginValidationError as error:
            return self._refuse(plugin, PluginFault(name, "hook", str(error)))
        except TimeoutError as error:
            return self._refuse(plugin, PluginFault(name, "hang", f"qtcards_register_games {error}"))
        except BaseException as error:  # noqa: BLE001 - the plugin's own hook raised, SystemExit too
            return self._refuse(plugin, PluginFault(name, "registration", describe(error)))
        for game in offered:
            self.games[game.id] = replace(game, plugin=name)
        self.modules[name] = plugin_package(plugin)
        return True

    def plugin_of(self, frames: list[str]) -> str | None:
        """The loaded plugin owning the innermost of these module names, if any."""
        for module in reversed(frames):
            for name, prefix in self.modules.items():
                if module == prefix or module.startswith(prefix + "."):
                    return name
        return None

    def started(self, version: str) -> None:
        """Call every plugin's ``qtcards_app_started``, disabling those that raise."""
        for name, plugin in self.manager.list_name_plugin():  # in the order they were loaded
            hook = self._hook_of(plugin, "qtcards_app_started")
            try:
                with self.guard.step(name, "start"):
                    bounded(lambda: hook(version=version), self.deadline)
            except TimeoutError as error:
                self.disable(name, "hang", f"qtcards_app_started {error}")
            except BaseException as error:  # noqa: BLE001 - SystemExit and the like too
                self.disable(name, "runtime", describe(error))

    def disable(self, name: str, kind: str, detail: str) -> PluginFault:
        """Disable a loaded plugin: unregister it and drop its games."""
        plugin = self.manager.get_plugin(name)
        if plugin is not None:
            self.manager.unregister(plugin)
        self.games = {gid: game for gid, game in self.games.items() if game.plugin != name}
        self.modules.pop(name, None)
        fault = PluginFault(name, kind, detail)
        self._fault(fault)
        return fault

    def _hook_of(self, plugin: object, hook: str) -> Any:
        others = [p for p in self.manager.get_plugins() if p is not plugin]
        return self.manager.subset_hook_caller(hook, remove_plugins=others)

    def _refuse(self, plugin: object, fault: PluginFault) -> bool:
        self.manager.unregister(plugin)
        self._fault(fault)
        return False

    def _fault(self, fault: PluginFault) -> None:
        log.error("plugin %s disabled (%s): %s", fault.plugin, fault.kind, fault.detail)
        self.faults.append(fault)
