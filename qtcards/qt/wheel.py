"""A value box that the mouse wheel changes only once it has the keyboard focus.

Qt's combo and spin boxes take a wheel turned over them even without the focus: scrolling
a dialog with the wheel changed Klondike's "Cards turned from the stock" from One to Three
when the box came under the pointer. :func:`wheel_needs_focus` makes such a box take the
focus by click or Tab only (``Qt.StrongFocus``) and pass a wheel it does not have the focus
for on to its parent (the dialog's scroll area scrolls instead).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QWidget

from qtcards.qt.overrides import GuardedOverrides


class _WheelGuard(GuardedOverrides, QObject):
    """The event filter: a wheel over a box without the focus goes to the box's parent."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            event.ignore()  # not accepted: Qt hands it on to the parent widgets
            return True
        return False


_guard: _WheelGuard | None = None


def wheel_needs_focus(widget: QWidget) -> None:
    """``widget`` (a combo or spin box) changed by the wheel only while it has the focus."""
    global _guard
    if _guard is None:
        _guard = _WheelGuard(QApplication.instance())
    widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    widget.installEventFilter(_guard)
