"""Words for a screen reader alone: news the window already shows."""

from __future__ import annotations

from PySide6.QtCore import QObject


def say(target: QObject, text: str) -> None:
    """Tell a screen reader ``text``, politely, as news from ``target`` (nothing for "")."""
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent  # on the first word said

    if text:
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(target, text))
