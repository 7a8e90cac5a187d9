"""A game clock: counts play time, ticks once a second, pauses while the player is away."""

from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QWidget

from qtcards.qt.overrides import GuardedOverrides


def monotonic_ms() -> int:
    """Milliseconds of a clock that never goes back (the clock's default time source)."""
    return time.monotonic_ns() // 1_000_000


class GameClock(GuardedOverrides, QObject):
    """Play time in milliseconds, running only while the player is at the table.

    Call :meth:`watch` with the view: the clock then pauses while its window is
    minimised or blocked by one of the app's modal dialogs (settings, statistics, a
    message box), and goes on when the player is back. ``ticked`` is emitted once a
    second while it runs. ``now_ms`` is the time source (tests pass their own).
    """

    #: Emitted once a second while the clock runs, and when :meth:`reset` sets the time
    #: (show the time with :func:`format_duration` of :meth:`elapsed_ms`).
    ticked = Signal()

    def __init__(self, parent: QObject | None = None, now_ms: Callable[[], int] = monotonic_ms) -> None:
        super().__init__(parent)
        self._now_ms = now_ms
        self._banked_ms = 0
        self._since: int | None = None  # when the running stretch began, while running
        self._started = False
        self._away: set[QEvent.Type] = set()
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self.ticked)
        self._window: QWidget | None = None

    def watch(self, widget: QWidget) -> None:
        """Pause while the window holding ``widget`` is minimised or blocked by a modal dialog."""
        window = widget.window()
        if window is not self._window:
            if self._window is not None:
                self._window.removeEventFilter(self)
            self._window = window
            window.installEventFilter(self)
            self._set_away(QEvent.Type.WindowStateChange, window.isMinimized())
            self._set_away(QEvent.Type.WindowBlocked, blocked(window))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window:
            kind = event.type()
            if kind == QEvent.Type.WindowStateChange:
                self._set_away(kind, self._window.isMinimized())
            elif kind in (QEvent.Type.WindowBlocked, QEvent.Type.WindowUnblocked):
                self._set_away(QEvent.Type.WindowBlocked, kind == QEvent.Type.WindowBlocked)
        return False

    def _set_away(self, reason: QEvent.Type, away: bool) -> None:
        if away != (reason in self._away):
            self._bank()
            if away:
                self._away.add(reason)
            else:
                self._away.discard(reason)
            self._resume()

    def _bank(self) -> None:
        if self._since is not None:
            self._banked_ms += max(0, self._now_ms() - self._since)
            self._since = None
        self._tick.stop()

    def _resume(self) -> None:
        if self._started and not self._away:
            self._since = self._now_ms()
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

    @property
    def paused(self) -> bool:
        """True while the player is away (minimised window, a modal dialog open)."""
        return bool(self._away)

    def elapsed_ms(self) -> int:
        """The play time so far."""
        running = max(0, self._now_ms() - self._since) if self._since is not None else 0
        return self._banked_ms + running


def blocked(window: QWidget) -> bool:
    """Whether a modal dialog blocks ``window`` now (one of the whole app, or one of its own)."""
    modal = QApplication.activeModalWidget()
    if modal is None or modal is window or not modal.isVisible():
        return False
    parent = modal.parentWidget()
    return modal.windowModality() == Qt.WindowModality.ApplicationModal or (
        parent is not None and parent.window() is window
    )


def format_duration(ms: int) -> str:
    """A duration as m:ss, or h:mm:ss from an hour on."""
    seconds = ms // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{seconds:02}" if hours else f"{minutes}:{seconds:02}"
