"""SIGTERM, SIGHUP and Ctrl+C in the last moments of start-up: the app still quits.

``QCoreApplication.quit()`` does nothing before the event loop runs; a signal that came
while the window was being shown (after the quit was wired, before ``exec``) was lost,
and the app ran on with its window closed, or shown again. The quit now comes from the
event loop. (The test runs qtbot's loop: the app's own exec would end the session's.)
The real start-up's signals are in test_instance_processes.py.
"""

from __future__ import annotations

import signal

import pytest

from qtcards.app.interrupt import Interrupts


@pytest.mark.parametrize("when", ["before the quit is wired", "after the quit is wired"])
@pytest.mark.parametrize(
    "name", ["SIGTERM", pytest.param("SIGHUP", marks=pytest.mark.posix("signal.SIGHUP")), "SIGINT"]
)
def test_a_signal_before_the_event_loop_runs_still_quits(qtbot, when: str, name: str) -> None:
    """The quit is not called in the signal's handler (where a ``QCoreApplication.quit()``
    before the loop runs would be lost), but from the event loop, once it runs."""
    number = getattr(signal, name)
    interrupts = Interrupts()
    quits: list[str] = []
    try:
        if when == "before the quit is wired":
            signal.raise_signal(number)  # the main thread runs the handler at once (os.kill would end it on Windows)
        interrupts.on_request(lambda: quits.append("quit"))
        if when == "after the quit is wired":
            signal.raise_signal(number)
        assert interrupts.requested and quits == []  # not yet: no event loop has run
        qtbot.waitUntil(lambda: quits == ["quit"])
    finally:
        interrupts.restore()
