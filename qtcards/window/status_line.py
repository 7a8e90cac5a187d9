"""The window's status bar: a message that does not run into the info bar beside it."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QStatusBar, QStyle, QStyleOption, QWidget

from qtcards.qt.overrides import GuardedOverrides

#: Pixels between the end of a message and the first permanent field.
GAP = 16


class StatusLine(GuardedOverrides, QStatusBar):
    """A status bar whose message, when it is longer than the room left of the permanent
    fields (the info bar), ends in "…" a little before them. Qt's own cuts it off at the
    fields' edge, mid-letter, so that it seems to run on into "Difficulty:"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.permanent: list[QWidget] = []

    def addPermanentWidget(self, widget: QWidget, stretch: int | None = 0) -> None:
        super().addPermanentWidget(widget, stretch or 0)
        self.permanent.append(widget)

    def message_rect(self) -> QRect:
        """Where the message is written: from the left edge to a gap before the first field."""
        right = self.width() - GAP
        for widget in self.permanent:
            if widget.isVisible():
                right = min(right, widget.x() - GAP)
        return QRect(6, 0, max(0, right - 6), self.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        message = self.currentMessage()
        if not message:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        style = self.style()
        style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
        for widget in self.permanent:  # the fields' frames, as Qt draws them
            if widget.isVisible():
                frame = QStyleOption()
                frame.rect = widget.geometry().adjusted(-2, -1, 2, 1)
                frame.palette = self.palette()
                style.drawPrimitive(QStyle.PrimitiveElement.PE_FrameStatusBarItem, frame, painter, widget)
        room = self.message_rect()
        text = self.fontMetrics().elidedText(message, Qt.TextElideMode.ElideRight, room.width())
        painter.setPen(self.palette().windowText().color())
        painter.drawText(room, Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter, text)
