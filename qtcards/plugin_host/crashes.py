"""Plugins that took the whole process down: not allowed to do it twice.

Before a plugin's import, registration, start-up hook or view factory runs, a small
marker file (``plugin-step`` beside the settings file: a folder every start makes)
names the plugin and the step; it is removed when the step returns, however it
returns. A process that ends inside the step leaves the marker behind, and the marker
says how it ended where that can be known: ``os._exit()`` called during the step
writes its code into it, so does a signal the process sends itself (``os.kill``,
``os.killpg``, ``signal.raise_signal``: a SIGKILL leaves no other trace), and a fatal
signal (SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL) has :mod:`faulthandler` write its
report into it. The marker is written but not ``fsync``'d: what a process wrote
outlives the process in the kernel's cache, and only a power cut (no plugin's doing)
could lose it; an fsync per step cost start-up 6 ms here for its 26 steps, and would
cost a spinning disk some 10 ms a step. At the next start :func:`take_leftover` reads it:

- with such evidence, the plugin took the process down: it is turned off
  (:func:`turn_off`, kept in the settings under ``plugins/crashed``);
- without, something outside ended the process (a ``kill -9``, a closed session, the
  power cut), however often: the plugin is not to blame. (Blaming a third party's
  plugin found in the same step at two starts in a row turned Golf off after two
  outside kills a millisecond apart.)

The player turns a plugin on again in Settings (:mod:`qtcards.window.plugin_settings`).
"""

from __future__ import annotations

import errno
import faulthandler
import json
import logging
import os
import signal
import sys
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from PySide6.QtCore import QCoreApplication, QSettings

from qtcards.files import paths
from qtcards.files.checked import read_limited
from qtcards.files.owned import is_own_file, is_own_folder, own_folder
from qtcards.files.settings import save as save_settings
from qtcards.qt.marked import QT_TRANSLATE_NOOP
from qtcards.table.plain_text import TITLE_LIMIT, cut

log = logging.getLogger(__name__)

MARKER = "plugin-step"
# The marker's first line: a file that does not start so is not one of ours.
HEADER = b"qtcards plugin step 1\n"
# What a step is called in the marker, and in the player's words.
STEPS = {
    "import": QT_TRANSLATE_NOOP("PluginCrashes", "while it was loading"),
    "registration": QT_TRANSLATE_NOOP("PluginCrashes", "while it registered its games"),
    "start": QT_TRANSLATE_NOOP("PluginCrashes", "while qtcards started"),
    "view": QT_TRANSLATE_NOOP("PluginCrashes", "while its game opened"),
}
# The settings key of the plugins turned off (a JSON object: name to step).
CRASHED_KEY = "plugins/crashed"


@dataclass(frozen=True)
class Leftover:
    """A marker left by a process that ended inside a plugin's step."""

    plugin: str
    step: str
    evidence: str  # how the process ended, "" when nothing says


def step_words(step: str) -> str:
    """The step in the player's words ("while it was loading")."""
    return QCoreApplication.translate("PluginCrashes", STEPS.get(step, STEPS["import"]))


def notice(plugin: str, step: str) -> str:
    """The sentence that tells the player a plugin is off now, and why."""
    return QCoreApplication.translate(
        "PluginCrashes", "The game plugin “{0}” closed qtcards {1}, so it is turned off; Settings can turn it on again."
    ).format(cut(plugin, TITLE_LIMIT), step_words(step))


class CrashGuard:
    """Writes the marker around each plugin step (:meth:`step`)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder
        self.fd: int | None = None  # the open marker, while a step runs
        self.held = False  # a leftover marker whose verdict is not on the disk: kept as it is
        self._real = (os._exit, os.kill, getattr(os, "killpg", None), signal.raise_signal)

    @property
    def path(self) -> Path:
        return (self.folder or paths.config_dir()) / MARKER

    @contextmanager
    def step(self, plugin: str, step: str) -> Iterator[None]:
        """Run the body with the marker naming ``plugin`` and ``step`` on the disk.

        Steps do not nest (the outer one's marker stays). A marker that cannot be
        written only costs the guard: it is logged, and the step runs.
        """
        if self.fd is not None or self.held:
            yield
            return
        own_faulthandler = not faulthandler.is_enabled()  # (pytest's is left alone)
        try:
            own_folder(self.path.parent, self.path.parent)  # the config folder: never a link's target
            # A link at the marker's name is not written through: O_NOFOLLOW where the system
            # has it (no window between the look and the open), the look alone elsewhere (Windows).
            if self.path.is_symlink():
                raise OSError(errno.ELOOP, "a symbolic link", str(self.path))
            flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0)
            self.fd = os.open(self.path, flags, 0o600)
            record = HEADER + json.dumps({"plugin": plugin, "step": step}).encode() + b"\n"
            if os.write(self.fd, record) != len(record):
                raise OSError("short write")
        except OSError as error:
            log.warning("plugin %s runs unguarded (%s): %s", plugin, step, error)
            if self.fd is not None:  # made, but not written (a full disk): no empty marker stays
                self._close()
                with suppress(OSError):
                    self.path.unlink(missing_ok=True)
            yield
            return
        if own_faulthandler:
            faulthandler.enable(self.fd, all_threads=True)
        self._watch(self._exit, self._kill, self._killpg, self._raise)
        try:
            yield
        finally:
            self._watch(*self._real)
            if own_faulthandler:
                faulthandler.disable()
            self._close()
            try:
                self.path.unlink()
            except OSError as error:
                log.warning("could not remove %s: %s", self.path, error)

    @staticmethod
    def _watch(exit: Any, kill: Any, killpg: Any, raise_signal: Any) -> None:
        """Put these in the place of ``os._exit``, ``os.kill``, ``os.killpg`` (where the
        system has it) and ``signal.raise_signal``."""
        os._exit, os.kill, signal.raise_signal = exit, kill, raise_signal
        if hasattr(os, "killpg"):
            os.killpg = killpg

    def _exit(self, code: int) -> None:
        """``os._exit`` while a step runs: the marker says so, then the process ends."""
        self._note(f"os._exit({code!r}) was called")
        self._real[0](code)

    def _kill(self, pid: int, sig: int) -> None:
        if pid in (0, os.getpid()):
            self._note(f"os.kill(qtcards, {sig!r}) was called")
        self._real[1](pid, sig)

    def _killpg(self, group: int, sig: int) -> None:
        if sys.platform != "win32" and group in (0, os.getpgrp()):  # (only put in place where POSIX is)
            self._note(f"os.killpg(qtcards, {sig!r}) was called")
        real = self._real[2]
        if real is not None:  # (only put in place where the system has it)
            real(group, sig)

    def _raise(self, sig: int) -> None:
        self._note(f"signal.raise_signal({sig!r}) was called")
        self._real[3](sig)

    def _note(self, evidence: str) -> None:
        """Write how the process is about to end into the marker of the step running."""
        if self.fd is not None:
            try:
                os.write(self.fd, (evidence + "\n").encode())
            except OSError:
                pass

    def _close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None

    def take_leftover(self) -> Leftover | None:
        """The marker a process that ended inside a step left; None if none (a damaged
        one is removed). It stays on the disk until :meth:`settle` says what became of it."""
        path = self.path
        if not (is_own_file(path) and is_own_folder(path.parent)):
            return None  # none, or nothing the guard wrote: left alone
        try:
            data = read_limited(path, 64 * 1024)
        except OSError as error:
            log.warning("could not read %s: %s", path, error)
            return None
        head, _, rest = data.partition(b"\n")
        line, _, evidence = rest.partition(b"\n")
        try:
            record = json.loads(line) if head + b"\n" == HEADER else None
        except ValueError:
            record = None
        if not (isinstance(record, dict) and isinstance(record.get("plugin"), str) and record.get("step") in STEPS):
            log.warning("ignored a damaged %s", path)
            self.settle(recorded=True)  # (a regular file of this user's, at the guard's name, in its folder)
            return None
        return Leftover(record["plugin"], record["step"], evidence.decode("utf-8", "replace").strip())

    def settle(self, recorded: bool) -> None:
        """The leftover marker's verdict is in the settings file (the marker goes), or
        could not be written there (a full disk): the marker stays for the next start to
        judge again, and no step of this run writes over it."""
        if not recorded:
            self.held = True
            return
        if not (is_own_file(self.path) and is_own_folder(self.path.parent)):
            return
        try:
            self.path.unlink()
        except OSError as error:
            log.warning("could not remove %s: %s", self.path, error)


def crashed_plugins(settings: QSettings) -> dict[str, str]:
    """The plugins turned off after they took qtcards down: name to step."""
    return _read(settings, CRASHED_KEY)


def turn_off(settings: QSettings, plugin: str, step: str) -> None:
    """Record that a plugin is off: it took qtcards down in ``step``."""
    crashed = crashed_plugins(settings)
    crashed[plugin] = step
    settings.setValue(CRASHED_KEY, json.dumps(crashed))
    save_settings(settings)


def turn_on(settings: QSettings, plugin: str) -> None:
    """Let a plugin that was turned off be tried again at the next start."""
    crashed = crashed_plugins(settings)
    crashed.pop(plugin, None)
    settings.setValue(CRASHED_KEY, json.dumps(crashed))
    save_settings(settings)


def judge(settings: QSettings, leftover: Leftover) -> bool:
    """Whether the plugin of a leftover marker must be turned off now (and record it):
    when the marker says how the plugin ended the process."""
    if not leftover.evidence:  # ended from outside (a kill -9, a closed session): no plugin's fault
        log.warning("the last run was ended from outside in plugin %s (%s)", leftover.plugin, leftover.step)
        return False
    log.error("the last run ended in plugin %s (%s): %s", leftover.plugin, leftover.step, leftover.evidence)
    turn_off(settings, leftover.plugin, leftover.step)
    return True


def _read(settings: QSettings, key: str) -> dict[str, str]:
    try:
        value = json.loads(str(settings.value(key, "{}")))
    except ValueError:
        return {}
    if not isinstance(value, dict):
        return {}
    return {name: step for name, step in value.items() if isinstance(name, str) and step in STEPS}
