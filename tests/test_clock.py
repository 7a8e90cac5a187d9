"""The game clock: starts on demand, pauses while its window is minimised, resumes."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from qtcards.clock import GameClock, format_duration


def test_clock_pauses_while_minimised(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    clock = GameClock()
    clock.watch(window)
    assert clock.elapsed_ms() == 0 and not clock.started
    clock.start()
    qtbot.waitUntil(lambda: clock.elapsed_ms() > 0)
    window.setWindowState(Qt.WindowState.WindowMinimized)
    frozen = clock.elapsed_ms()
    qtbot.wait(30)
    assert clock.elapsed_ms() == frozen and clock.started
    window.setWindowState(Qt.WindowState.WindowNoState)
    qtbot.waitUntil(lambda: clock.elapsed_ms() > frozen)


def test_reset_and_stop_keep_the_time():
    clock = GameClock()
    clock.reset(61_000)
    assert clock.elapsed_ms() == 61_000 and not clock.started
    clock.reset(5_000, running=True)
    assert clock.started
    clock.stop()
    stopped = clock.elapsed_ms()
    assert stopped >= 5_000 and clock.elapsed_ms() == stopped


def test_format_duration():
    assert format_duration(0) == "0:00"
    assert format_duration(61_999) == "1:01"
    assert format_duration(3_600_000 + 62_000) == "1:01:02"
