"""The first frame comes first (issue 17): what start-up leaves until after it, and that the
table takes a click and a key right after it. Counts and lists, no clocks.

Each test starts the app as the ``qtcards`` command does (``qtcards.app.startup.main``) in a
fresh process, twice: the first run opens the game and saves it, the second resumes it as
a returning player's start does, and is the one looked at, through the paint hook of
``benchmarks/startup.py``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks.drivers.paint_hook import PAINT_HOOK
from qtcards.app.instance import default_transport
from qtcards.app.local_socket import LocalSockets

ROOT = Path(__file__).resolve().parents[2]

PROBE = (
    r"""
import os, sys

def _files():
    home = os.environ["QTCARDS_HOME"]
    found = {}
    for folder, _, names in os.walk(home):
        for name in names:
            path = os.path.join(folder, name)
            found[path] = os.stat(path).st_mtime_ns
    return found

_BEFORE = _files()

def _first_paint(table=None):
    if sys.argv[2] == "prepare":
        os._exit(0)
    try:
        _look(table)
    except BaseException as error:  # report it and end, rather than leave the app running
        print("ERROR " + repr(error), flush=True)
        os._exit(1)

def _look(table):
    import enum, gc, json
    from PySide6.QtCore import QEvent, QPointF, Qt, QTimer
    from PySide6.QtGui import QKeyEvent, QMouseEvent
    from PySide6.QtWidgets import QApplication

    enums = sorted({t.__qualname__ for t in gc.get_objects()
                    if isinstance(t, enum.EnumType) and t.__module__.startswith("PySide6")})
    written = sorted(path for path, stamp in _files().items() if _BEFORE.get(path) != stamp)
    report = {"modules": sorted(sys.modules), "enums": enums, "written": written}
    # The player's first click, on the topmost item under a card's centre, and first key.
    card = next(item for item in table.items_on_table
                if getattr(item, "face_up", False) and item.isVisible())
    point = table.mapFromScene(card.sceneBoundingRect().center())
    top = next(item for item in table.items(point) if item.acceptedMouseButtons())
    clicks = []
    top.clicked.connect(clicks.append)
    viewport = table.viewport()
    for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
        QApplication.postEvent(viewport, QMouseEvent(kind, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                                                     Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton,
                                                     Qt.KeyboardModifier.NoModifier))
    focused = table.keyboard.item
    QApplication.postEvent(table, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier))

    def after():
        report["clicked"] = len(clicks)
        report["focus_moved"] = table.keyboard.item is not focused
        report["later"] = sorted(sys.modules)
        print("REPORT " + json.dumps(report), flush=True)
        os._exit(0)

    QTimer.singleShot(0, after)
"""
    + PAINT_HOOK
    + """
from qtcards.app.startup import main
main(["--game", sys.argv[1]])
"""
)

#: Imported only when first needed, never before the first frame.
LATER_MODULES = {
    "qtcards.table.accessible",
    "qtcards.window.dialogs",
    "qtcards_hearts.cpu",
    "qtcards_hearts.rules",
    "qtcards_heart_to_heart.rules",
    "qtcards.kit.deal_dialog",
}
#: Classes whose enum types PySide builds when they are first used: none of them is used
#: before the first frame (screen readers, message boxes, the window icon, animations,
#: file writes, Qt's own translations).
LATER_ENUMS = (
    "QAccessible.",
    "QMessageBox.",
    "QIcon.",
    "QAbstractAnimation.",
    "QEasingCurve.",
    "QFileDevice.",
    "QLibraryInfo.",
)


def start(tmp_path: Path, game: str) -> dict:
    env = dict(os.environ)
    env.pop("QTCARDS_NO_AUTOLOAD", None)  # the real start: plugins from their entry points
    env.update(QTCARDS_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(ROOT / "plugins"), env.get("PYTHONPATH", "")])
    for mode in ("prepare", "look"):  # the second start resumes the game the first one saved
        result = subprocess.run(
            [sys.executable, "-c", PROBE, game, mode], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60
        )
    report = next((json.loads(line[7:]) for line in result.stdout.splitlines() if line.startswith("REPORT ")), None)
    assert report is not None, result.stdout[-3000:] + result.stderr[-3000:]
    return report


@pytest.mark.parametrize("game", ["heart-to-heart", "hearts"])
def test_first_frame_first_then_the_rest(tmp_path: Path, game: str) -> None:
    report = start(tmp_path, game)
    assert LATER_MODULES & set(report["modules"]) == set()
    assert [name for name in report["enums"] if name.startswith(LATER_ENUMS)] == []
    # A returning player's start writes no file before the table shows (each write waits
    # for the disk): the resumed game, its statistics and the settings are as they were.
    assert report["written"] == []
    # Right after the first frame, screen-reader support is set up.
    assert "qtcards.table.accessible" in report["later"]
    # The single-instance guard listens on a Python socket: QtNetwork (2.6 MB with the
    # libraries it links) is never loaded (but where Python has no Unix socket: Windows).
    if not isinstance(default_transport(), LocalSockets):
        assert "PySide6.QtNetwork" not in report["later"]


@pytest.mark.parametrize("game", ["heart-to-heart", "hearts"])
def test_a_click_and_a_key_right_after_the_first_frame_work(tmp_path: Path, game: str) -> None:
    report = start(tmp_path, game)
    assert report["clicked"] == 1
    assert report["focus_moved"]
