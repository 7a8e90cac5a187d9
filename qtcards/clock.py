"""A game clock: counts play time, ticks once a second, pauses while minimised."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget


class GameClock(QObject):
    """Play time in milliseconds, running only while started and not minimised.

    Call :meth:`watch` with the view so that the clock pauses while its window is
    minimised. ``ticked`` is emitted once a second while it runs.
    """

    ticked = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._banked_ms = 0
        self._running = QElapsedTimer()
        self._started = False
        self._minimised = False
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self.ticked)
        self._window: QWidget | None = None

    def watch(self, widget: QWidget) -> None:
        """Pause while the window holding ``widget`` is minimised."""
        window = widget.window()
        if window is not self._window:
            if self._window is not None:
                self._window.removeEventFilter(self)
            self._window = window
            window.installEventFilter(self)
            self._set_minimised(window.isMinimized())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.WindowStateChange and watched is self._window:
            self._set_minimised(self._window.isMinimized())
        return False

    def _set_minimised(self, minimised: bool) -> None:
        if minimised != self._minimised:
            self._bank()
            self._minimised = minimised
            self._resume()

    def _bank(self) -> None:
        if self._running.isValid():
            self._banked_ms += self._running.elapsed()
            self._running.invalidate()
        self._tick.stop()

    def _resume(self) -> None:
        if self._started and not self._minimised:
            self._running.start()
            self._tick.start()

    def start(self) -> None:
        """Start (or keep) counting."""
        if not self._started:
            self._started = True
            self._resume()

    def stop(self) -> None:
        """Stop counting, keeping the time so far."""
        self._bank()
        self._started = False

    def reset(self, elapsed_ms: int = 0, running: bool = False) -> None:
        """Set the time so far (a resumed game) and whether the clock runs."""
        self._bank()
        self._banked_ms = elapsed_ms
        self._started = False
        if running:
            self.start()
        self.ticked.emit()

    @property
    def started(self) -> bool:
        """True once started and until stopped."""
        return self._started

    def elapsed_ms(self) -> int:
        """The play time so far."""
        running = self._running.elapsed() if self._running.isValid() else 0
        return self._banked_ms + running


def format_duration(ms: int) -> str:
    """A duration as m:ss, or h:mm:ss from an hour on."""
    seconds = ms // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{seconds:02}" if hours else f"{minutes}:{seconds:02}"
