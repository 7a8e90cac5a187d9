"""Find text that a widget cuts off: for every visible label, button, check box, radio
button, group box title and tab under a widget, whether its text (measured with the
widget's QFontMetrics) fits the rectangle the widget gives it.

Used by tests/host/test_clipped_text.py (in-process, and in tests/support/clip_probe.py).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionGroupBox,
    QTabBar,
    QWidget,
)

#: A pixel of rounding either way is not a cut.
SLACK = 1


def _label(label: QLabel) -> str | None:
    text = label.text()
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    inside = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(), -label.margin())
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and "<" in text
    )
    if rich:  # measured as QLabel lays it out: a document at the label's font and width
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(text)
        if label.wordWrap():
            document.setTextWidth(inside.width())
        width, height = document.idealWidth(), document.size().height()
    elif label.wordWrap():
        width = 0
        height = label.heightForWidth(label.width()) - (label.height() - inside.height())
    else:
        size = QFontMetrics(label.font()).size(Qt.TextFlag.TextShowMnemonic, text)
        width, height = size.width(), size.height()
    return _over(text, width, height, inside)


def _over(text: str, width: float, height: float, room: QRect) -> str | None:
    if width > room.width() + SLACK or height > room.height() + SLACK:
        return f"{text!r} needs {width:.0f}x{height:.0f}, has {room.width()}x{room.height()}"
    return None


def _button(button: QAbstractButton) -> str | None:
    text = button.text()
    if not text:
        return None
    option = QStyleOptionButton()
    option.initFrom(button)
    option.text = text
    option.icon = button.icon()
    option.iconSize = button.iconSize()
    element = QStyle.SubElement.SE_PushButtonContents
    if isinstance(button, QCheckBox):
        element = QStyle.SubElement.SE_CheckBoxContents
    elif isinstance(button, QRadioButton):
        element = QStyle.SubElement.SE_RadioButtonContents
    room = button.style().subElementRect(element, option, button)
    size = QFontMetrics(button.font()).size(Qt.TextFlag.TextShowMnemonic, text)
    width = size.width() + (button.iconSize().width() + 4 if not button.icon().isNull() else 0)
    return _over(text, width, size.height(), room)


def _group_box(box: QGroupBox) -> str | None:
    title = box.title()
    if not title:
        return None
    option = QStyleOptionGroupBox()
    option.initFrom(box)
    option.text = title
    option.subControls = QStyle.SubControl.SC_GroupBoxLabel | QStyle.SubControl.SC_GroupBoxFrame
    room = box.style().subControlRect(
        QStyle.ComplexControl.CC_GroupBox, option, QStyle.SubControl.SC_GroupBoxLabel, box
    )
    room = room.intersected(box.rect())
    size = QFontMetrics(box.font()).size(Qt.TextFlag.TextShowMnemonic, title)
    return _over(title, size.width(), size.height(), room)


def _tabs(bar: QTabBar) -> list[str]:
    found = []
    metrics = QFontMetrics(bar.font())
    space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
    for index in range(bar.count()):
        text = bar.tabText(index)
        tab = bar.tabRect(index).intersected(bar.rect())
        room = tab.adjusted(space // 2, 0, -(space // 2), 0)
        size = metrics.size(Qt.TextFlag.TextShowMnemonic, text)
        problem = _over(text, size.width(), size.height(), room) if text else None
        if problem:
            found.append(problem)
    return found


def clipped(top: QWidget, skip: tuple[type, ...] = ()) -> list[str]:
    """What is cut in ``top`` and every visible widget under it: one line per text that
    does not fit, naming the widget's class and object name. Widgets of a class in
    ``skip`` (and their children) are not looked at."""
    found = []
    widgets = [top, *top.findChildren(QWidget)]
    for widget in widgets:
        if not widget.isVisibleTo(top) and widget is not top or widget.width() <= 0:
            continue
        if any(isinstance(w, skip) for w in _lineage(widget, top)):
            continue
        problems = []
        if isinstance(widget, QLabel):
            problems.append(_label(widget))
        elif isinstance(widget, (QPushButton, QCheckBox, QRadioButton)):
            problems.append(_button(widget))
        elif isinstance(widget, QGroupBox):
            problems.append(_group_box(widget))
        elif isinstance(widget, QTabBar):
            problems.extend(_tabs(widget))
        name = f"{type(widget).__name__}({widget.objectName()})"
        found.extend(f"{name}: {p}" for p in problems if p)
    return found


def _lineage(widget: QWidget, top: QWidget) -> list[QWidget]:
    chain = []
    while widget is not None and widget is not top:
        chain.append(widget)
        widget = widget.parentWidget()
    return chain
