"""The game clock: starts on demand, counts play only, pauses while the player is away."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QWidget

from qtcards.kit.clock import GameClock, format_duration


class FakeTime:
    """A time source the test moves by hand."""

    def __init__(self) -> None:
        self.ms = 1_000_000

    def __call__(self) -> int:
        return self.ms


@pytest.fixture
def watched(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    now = FakeTime()
    clock = GameClock(now_ms=now)
    clock.watch(window)
    return window, clock, now


def test_clock_pauses_while_minimised(watched):
    window, clock, now = watched
    assert clock.elapsed_ms() == 0 and not clock.started
    clock.start()
    now.ms += 4_000
    assert clock.elapsed_ms() == 4_000
    window.setWindowState(Qt.WindowState.WindowMinimized)
    assert clock.paused and clock.started
    now.ms += 60_000
    assert clock.elapsed_ms() == 4_000
    window.setWindowState(Qt.WindowState.WindowNoState)
    assert not clock.paused
    now.ms += 1_000
    assert clock.elapsed_ms() == 5_000


def test_clock_pauses_while_a_modal_dialog_is_open(qtbot, watched):
    window, clock, now = watched
    clock.start()
    now.ms += 2_000
    dialog = QDialog(window)
    dialog.setModal(True)
    dialog.open()
    qtbot.waitUntil(lambda: clock.paused)
    now.ms += 30_000  # the player reads the dialog
    assert clock.elapsed_ms() == 2_000
    dialog.accept()
    qtbot.waitUntil(lambda: not clock.paused)
    now.ms += 3_000
    assert clock.elapsed_ms() == 5_000


def test_clock_watching_a_window_already_blocked_starts_paused(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    dialog = QDialog(window)
    dialog.setModal(True)
    dialog.open()
    qtbot.waitUntil(lambda: dialog.isVisible())
    now = FakeTime()
    clock = GameClock(now_ms=now)
    clock.watch(window)
    clock.start()
    now.ms += 10_000
    assert clock.paused and clock.elapsed_ms() == 0
    dialog.reject()
    qtbot.waitUntil(lambda: not clock.paused)


def test_reset_and_stop_keep_the_time():
    now = FakeTime()
    clock = GameClock(now_ms=now)
    clock.reset(61_000)
    now.ms += 500
    assert clock.elapsed_ms() == 61_000 and not clock.started
    clock.reset(5_000, running=True)
    assert clock.started
    now.ms += 700
    clock.stop()
    now.ms += 9_000
    assert clock.elapsed_ms() == 5_700


def test_format_duration():
    assert format_duration(0) == "0:00"
    assert format_duration(61_999) == "1:01"
    assert format_duration(3_600_000 + 62_000) == "1:01:02"
