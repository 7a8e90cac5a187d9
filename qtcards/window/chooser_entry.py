"""How one game of the game chooser is drawn: its picture, its name, its description.

The entry's cell is a picture in the tables' proportions (:data:`ASPECT`), the game's name
in bold under it and its one-line description in up to :data:`DESCRIPTION_LINES` lines (the
last one elided), all centred; the chosen entry is drawn in the highlight colour with a
thick frame around it (its shape, not its colour alone, tells it). A game whose picture
is not drawn yet, or could not be, shows plain felt in its place.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPixmap, QTextLayout
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from qtcards.qt.overrides import GuardedOverrides
from qtcards.table.view import Table

#: Width over height of a picture (the size the games' views are drawn at).
ASPECT = 1.5
#: The lines a description may take under the name.
DESCRIPTION_LINES = 3
#: Pixels between a cell's edge and its picture.
PAD = 10
#: The role of an entry's description (also its accessible description).
DESCRIPTION = Qt.ItemDataRole.AccessibleDescriptionRole
#: The role of an entry's picture (a QPixmap, or None).
PICTURE = Qt.ItemDataRole.DecorationRole


def text_height(font: QFont) -> int:
    """The height under a picture: the name's line and the description's lines."""
    bold = QFont(font)
    bold.setBold(True)
    return QFontMetrics(bold).lineSpacing() + DESCRIPTION_LINES * QFontMetrics(font).lineSpacing() + 2 * PAD


def cell_size(picture_width: int, font: QFont) -> QSize:
    """A cell around a picture ``picture_width`` pixels wide."""
    return QSize(picture_width + 2 * PAD, round(picture_width / ASPECT) + text_height(font) + PAD)


def lines(text: str, font: QFont, width: int, most: int) -> list[str]:
    """``text`` broken into lines ``width`` pixels wide, at most ``most`` of them (the
    last elided when more would be needed)."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    found: list[tuple[int, int]] = []
    while len(found) < most:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        found.append((line.textStart(), line.textLength()))
    layout.endLayout()
    parts = [text[start : start + length].strip() for start, length in found]
    if found and sum(found[-1]) < len(text):
        parts[-1] = QFontMetrics(font).elidedText(text[found[-1][0] :].strip(), Qt.TextElideMode.ElideRight, width)
    return parts


class EntryDelegate(GuardedOverrides, QStyledItemDelegate):
    """Draws a chooser's entries, each in a cell of :attr:`cell` pixels."""

    def __init__(self) -> None:
        super().__init__()
        self.cell = QSize(220, 220)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        return self.cell

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        palette, box = option.palette, QRect(option.rect)
        chosen = bool(option.state & QStyle.StateFlag.State_Selected)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if chosen:
            painter.setPen(QPen(palette.highlight().color().darker(130), 4))
            painter.setBrush(palette.highlight())
            painter.drawRoundedRect(QRectF(box).adjusted(3, 3, -3, -3), 8, 8)
        width = box.width() - 2 * PAD
        picture = QRect(box.left() + PAD, box.top() + PAD, width, round(width / ASPECT))
        drawn = index.data(PICTURE)
        if isinstance(drawn, QPixmap) and not drawn.isNull():
            painter.drawPixmap(picture, drawn)
        else:
            painter.fillRect(picture, QColor(Table.look_default.felt))
        painter.setPen(palette.highlightedText().color() if chosen else palette.text().color())
        font = QFont(option.font)
        bold = QFont(font)
        bold.setBold(True)
        painter.setFont(bold)
        name = QFontMetrics(bold).elidedText(str(index.data()), Qt.TextElideMode.ElideRight, width)
        top = picture.bottom() + PAD
        painter.drawText(
            QRect(picture.left(), top, width, QFontMetrics(bold).lineSpacing()), Qt.AlignmentFlag.AlignHCenter, name
        )
        top += QFontMetrics(bold).lineSpacing()
        painter.setFont(font)
        step = QFontMetrics(font).lineSpacing()
        for line in lines(str(index.data(DESCRIPTION) or ""), font, width, DESCRIPTION_LINES):
            painter.drawText(QRect(picture.left(), top, width, step), Qt.AlignmentFlag.AlignHCenter, line)
            top += step
        painter.restore()
