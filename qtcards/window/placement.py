"""Where the main window opens: a size that fits the screen, a saved place kept inside it."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize

#: The window's natural size (the table's proportions with menus and the info bar).
PREFERRED_SIZE = QSize(1180, 820)
#: The largest share of the screen's free area a first start takes.
SCREEN_SHARE = 0.9

#: Room kept above a window for the title bar a window manager adds.
FRAME_ALLOWANCE = 32


def first_start_geometry(available: QRect, preferred: QSize = PREFERRED_SIZE) -> QRect:
    """The preferred size, shrunk (proportions kept) to at most 90 % of ``available``,
    centred on it."""
    scale = min(
        1.0,
        available.width() * SCREEN_SHARE / preferred.width(),
        available.height() * SCREEN_SHARE / preferred.height(),
    )
    size = QSize(int(preferred.width() * scale), int(preferred.height() * scale))
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(available.center())
    return rect


def inside(saved: QRect, available: QRect) -> QRect:
    """``saved`` brought inside ``available``: shrunk where it is larger, moved where it
    sticks out (a smaller monitor, a changed resolution)."""
    width = min(saved.width(), available.width())
    height = min(saved.height(), available.height())
    left = min(max(saved.left(), available.left()), available.right() + 1 - width)
    top = min(max(saved.top(), available.top()), available.bottom() + 1 - height)
    return QRect(left, top, width, height)
