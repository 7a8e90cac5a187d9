"""What a test needs of the system, as pytest markers (registered in pyproject.toml), and
the skip, with the reason, where it is missing:

- ``posix("os.mkfifo", "signal.SIGHUP", ...)``: names only POSIX systems have; skipped
  where this Python lacks one (Windows);
- ``root``: to run as root (giving a file to another user); skipped for any other user,
  and where there are no POSIX users (Windows);
- ``proc``: Linux's ``/proc`` (what a process has loaded, its memory); skipped elsewhere;
- ``xvfb`` and ``atspi``: an X server with xdotool, and D-Bus with the AT-SPI bus and a
  screen-reader client (Debian's packages: ``.ci/run`` installs them); skipped where they
  are missing, except that with ``QTCARDS_REQUIRE_DESKTOP_TOOLS=1`` (which ``.ci/run``
  sets on Linux) a missing tool fails the test.
"""

from __future__ import annotations

import functools
import importlib
import os
import shutil
import subprocess
import sys

import pytest

#: The screen-reader client's Python (Debian's, where gi and Atspi are packaged).
SYSTEM_PYTHON = "/usr/bin/python3"
#: The desktop markers, and the programs each needs.
DESKTOP = ("xvfb", "atspi")
TOOLS = {
    "xvfb": ("Xvfb", "xdotool"),
    "atspi": ("dbus-launch", "/usr/libexec/at-spi-bus-launcher", "/usr/libexec/at-spi2-registryd"),
}


def lacking(names: tuple[str, ...]) -> list[str]:
    """Those of ``names`` ("module.attribute", or a module) that this Python does not have."""
    absent = []
    for name in names:
        module, _, attribute = name.partition(".")
        try:
            found = importlib.import_module(module)
        except ImportError:
            absent.append(name)
            continue
        if attribute and not hasattr(found, attribute):
            absent.append(name)
    return absent


@functools.cache
def missing_tools(marker: str) -> tuple[str, ...]:
    """The programs (and, for ``atspi``, the client's library) a desktop marker needs and this system lacks."""
    absent = [tool for tool in TOOLS[marker] if shutil.which(tool) is None and not os.path.exists(tool)]
    if marker == "atspi":
        probe = "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi"
        if (
            not os.path.exists(SYSTEM_PYTHON)
            or subprocess.run([SYSTEM_PYTHON, "-c", probe], capture_output=True).returncode != 0
        ):
            absent.append("python3-gi with gir1.2-atspi-2.0")
    return tuple(absent)


def skip_reason(item: pytest.Item) -> str:
    """Why ``item`` cannot run on this system ("" when it can)."""
    for marker in item.iter_markers("posix"):
        absent = lacking(marker.args)
        if absent:
            return f"POSIX only: this Python has no {', '.join(absent)} (as on Windows)"
    if item.get_closest_marker("root"):
        if sys.platform == "win32" or not hasattr(os, "getuid"):
            return "needs root, a POSIX user (there is none on Windows)"
        if os.getuid() != 0:
            return f"needs root (runs as user {os.getuid()})"
    if item.get_closest_marker("proc") and not os.path.isdir("/proc/self"):
        return "needs Linux's /proc (not on macOS or Windows)"
    absent = [tool for marker in DESKTOP if item.get_closest_marker(marker) for tool in missing_tools(marker)]
    if absent and not required():
        return f"needs {', '.join(absent)}: Linux desktop tools, missing here (none on Windows or macOS)"
    return ""


def required() -> bool:
    """Whether a desktop tool that is missing fails its test (``.ci/run`` on Linux)."""
    return os.environ.get("QTCARDS_REQUIRE_DESKTOP_TOOLS") == "1"


def insist(item: pytest.Item) -> None:
    """Fail ``item`` if it needs a desktop tool that is missing, when :func:`required`."""
    absent = [tool for marker in DESKTOP if item.get_closest_marker(marker) for tool in missing_tools(marker)]
    if absent and required():
        pytest.fail(f"QTCARDS_REQUIRE_DESKTOP_TOOLS=1, but {', '.join(absent)} missing")
