"""SIGTERM, SIGHUP and Ctrl+C in the last moments of start-up: the app still quits.

``QCoreApplication.quit()`` does nothing before the event loop runs; a signal that came
while the window was being shown (after the quit was wired, before ``exec``) was lost,
and the app ran on with its window closed, or shown again. The quit now comes from the
event loop. The real start-up's signals are in test_instance_processes.py.
"""

from __future__ import annotations

import os
import signal

import pytest
from PySide6.QtCore import QTimer

from qtcards.app.interrupt import Interrupts

#: How long the loop may run before the test gives up on the quit (a safety net, not a measure).
GIVE_UP_MS = 20000


@pytest.mark.parametrize("when", ["before the quit is wired", "after the quit is wired"])
@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT], ids=["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_signal_before_the_event_loop_runs_still_quits(qapp, when: str, number: int) -> None:
    interrupts = Interrupts()
    quits: list[str] = []
    try:
        if when == "before the quit is wired":
            os.kill(os.getpid(), number)  # the main thread runs the handler at once
        interrupts.on_request(lambda: (quits.append("quit"), qapp.quit()))
        if when == "after the quit is wired":
            os.kill(os.getpid(), number)
        QTimer.singleShot(GIVE_UP_MS, qapp, lambda: qapp.exit(1))
        assert qapp.exec() == 0  # the signal's quit, not the safety net's
        assert interrupts.requested and quits
    finally:
        interrupts.restore()
