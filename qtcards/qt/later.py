"""Work put off until a widget is first painted: the first frame comes first.

Start-up shows the table as soon as it can; what that frame does not need (the
screen-reader objects, say) is set up right after it, before the next input event is
handled (docs/performance.md).
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from qtcards.qt.overrides import GuardedOverrides


class _FirstPaint(GuardedOverrides, QObject):
    """Watches a widget until its first paint, then queues the work."""

    def __init__(self, widget: QWidget, work: Callable[[], None]) -> None:
        super().__init__(widget)
        self.work = work
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            # Queued, so it runs once this paint is on the screen; dropped if the widget
            # is deleted first (a game closed at once, say).
            QTimer.singleShot(0, watched, self.work)
            self.deleteLater()
        return False


def after_first_paint(widget: QWidget, work: Callable[[], None]) -> None:
    """Call ``work()`` once ``widget`` has been painted for the first time."""
    _FirstPaint(widget, work)
