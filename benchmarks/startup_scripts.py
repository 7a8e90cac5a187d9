"""The child scripts of the start-up benchmark (``startup.py``, ``memory.py``), each run
with ``python -c``: the floor (a bare PySide6 window), the reference floors, and the
driver that starts qtcards as its command does; all report their first paint alike."""

from __future__ import annotations

from benchmarks.drivers.paint_hook import PAINT_HOOK  # (the test suite's start-up probe uses it too)

#: The size of every contestant's window.
WIDTH, HEIGHT = 1180, 820

#: Shared by both children: report the time of the first paint (and memory), then exit
#: or keep running. ``MODE`` is "exit" (report, leave at once), "stay" (report, keep
#: running) or "settle:SECONDS" (report, go on for SECONDS, report memory again, exit).
REPORT = r"""
import os as _os, sys as _sys, time as _time

def _memory():
    fields = {}
    with open("/proc/self/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            if key in ("VmHWM", "VmRSS"):
                fields[key] = int(value.split()[0])
    return fields

def _emit(**extra):
    import json  # not before: the app's own imports come first, as without the driver
    print("BENCH " + json.dumps(extra), flush=True)

_reported = [False]

def _first_paint(table=None):
    # Report the first paint; given the table, then post a key to it (see _post_key).
    if _reported[0]:
        return
    _reported[0] = True
    _emit(event="painted", top=T_TOP, painted=_time.time(), cpu=_time.process_time(), **_memory())
    if table is None:
        _finish()
    else:
        _post_key(table)

def _post_key(table):
    # Post a Right arrow to the table as the player's first key, and report when the
    # table has handled it (the app's first accepted input), then finish.
    from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
    from PySide6.QtGui import QKeyEvent

    class Watch(QObject):
        def eventFilter(self, watched, event):
            if event.type() != QEvent.Type.KeyPress:
                return False
            watched.removeEventFilter(self)
            handled = watched.event(event)
            _emit(event="input", at=_time.time(), accepted=bool(handled and event.isAccepted()))
            _finish()
            return True

    table._bench_watch = Watch()
    table.installEventFilter(table._bench_watch)
    QCoreApplication.postEvent(table, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier))

def _finish():
    if MODE == "exit":
        _os._exit(0)
    if MODE.startswith("settle:"):
        from PySide6.QtCore import QTimer
        QTimer.singleShot(int(float(MODE.split(":")[1]) * 1000), _settled)

def _settled():
    _emit(event="settled", **_memory())
    _os._exit(0)
"""

FLOOR = (
    "import time as _t\nT_TOP = _t.time()\nimport sys\nMODE, W, H = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])\n"
    + REPORT
    + r"""
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

class View(QGraphicsView):
    def paintEvent(self, event):
        super().paintEvent(event)
        _first_paint()

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(View(QGraphicsScene(window)))
# EXTRA
window.resize(W, H)
window.show()
app.exec()
"""
)

#: The floor with what any window of a game has and the floor has not, to show how much
#: of the distance to the floor no game can close (references, not goals):
#: "floor + Qt" also reads one enum of PySide's ``Qt`` namespace, which makes PySide
#: build all its 96 enum types (any PySide code that writes ``Qt.Something`` pays it);
#: "floor + Qt + text" also shows a menu and a status-bar message (fonts are loaded).
REFERENCES = {
    "floor + Qt": FLOOR.replace("# EXTRA", "from PySide6.QtCore import Qt\nQt.AlignmentFlag"),
    "floor + Qt + text": FLOOR.replace(
        "# EXTRA",
        "from PySide6.QtCore import Qt\nQt.AlignmentFlag\n"
        "window.menuBar().addMenu('Game').addAction('New game')\nwindow.statusBar().showMessage('Score: 0')",
    ),
}


#: The driver: qtcards.app.startup.main as the ``qtcards`` command runs it, with the first paint
#: of the table reported (through :data:`PAINT_HOOK`); arguments after the game's id
#: (``--deck ID``) are the command's.
QTCARDS = (
    "import time as _t\nT_TOP = _t.time()\nimport sys\nMODE, GAME = sys.argv[1], sys.argv[2]\n"
    + REPORT
    + PAINT_HOOK
    # (a checkout from before the host's packages, run with --also, has qtcards/app.py)
    + "try:\n    from qtcards.app.startup import main\nexcept ImportError:\n    from qtcards.app import main\n"
    + 'sys.exit(main(["--game", GAME, *sys.argv[3:]]))\n'
)
