"""Workarounds for the Qt binding, in one place, with the check of its version.

As Anki keeps its Qt shims and version checks in ``aqt/qt``: everything here exists
because of how this PySide6 behaves, each with the reason and where it is measured, so
that a later PySide can be checked against the list and the workaround dropped.
"""

from __future__ import annotations

import os
import sys
from types import ModuleType

#: The oldest PySide6 this app runs on (pyproject.toml asks for the same).
OLDEST = (6, 8)
#: A PySide6 release that cannot run the app under a Python older than the one given:
#: 6.12.0 drops a reference to None on every call of a method returning void, and under
#: Python 3.11 the process aborts after a few thousand calls ("deallocating None",
#: tests/host/test_pyside_refcount.py); from Python 3.12 on None is immortal.
BROKEN_BEFORE: dict[tuple[int | str, ...], tuple[int, int]] = {(6, 12, 0): (3, 12)}


def version_problem(version: tuple[int | str, ...], python: tuple[int, int] = sys.version_info[:2]) -> str:
    """Why this PySide6 version cannot run the app under this ``python`` ("" when it can)."""
    found = ".".join(str(part) for part in version[:3])
    if tuple(version[:2]) < OLDEST:
        return (
            f"PySide6 {found} is not supported: qtcards needs PySide6 {OLDEST[0]}.{OLDEST[1]} or newer "
            f"(reinstall: pip install 'PySide6-Essentials>={OLDEST[0]}.{OLDEST[1]}')."
        )
    newer_python = BROKEN_BEFORE.get(tuple(version[:3]))
    if newer_python is not None and python < newer_python:
        return (
            f"PySide6 {found} is not supported under Python {python[0]}.{python[1]}: it loses a reference to "
            f"None on every call and the app would abort (reinstall: pip install "
            f"'PySide6-Essentials>={OLDEST[0]}.{OLDEST[1]},!={found}')."
        )
    return ""


def apply() -> str:
    """Apply every workaround, before Qt paints and before the games are imported;
    return why the app cannot start on this PySide6 ("" when it can)."""
    # Qt's raster engine hands every fill of 96 or more lines (each card drawn, the felt)
    # to a pool of threads and waits for them: for card-sized fills the hand-off costs
    # more than the fill, twice the CPU of a repaint on two cores (docs/performance.md).
    # A value already in the environment is kept.
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    import PySide6

    problem = version_problem(PySide6.__version_info__)
    if not problem:
        lighten_pyside_import_hook()
    return problem


def lighten_pyside_import_hook() -> None:
    """Keep PySide's import hook from caching the source of every module imported after it.

    PySide (PYSIDE-2029) asks of each newly imported module whether its source mentions
    "PySide6", through ``inspect.getsource``, which keeps every line in ``linecache``:
    some 4 MB of peak memory and a few ms at start-up (docs/performance.md). The same
    question is asked here of the file's bytes. Where PySide has no such hook (another
    version), or a module has no ``.py`` file, PySide's own check runs.
    """
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if not callable(original) or getattr(original, "qtcards", False):
        return

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return bool(original(module))

    setattr(uses_pyside, "qtcards", True)
    setattr(feature, "_mod_uses_pyside", uses_pyside)
