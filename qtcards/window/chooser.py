"""The game chooser: every installed game, with a picture of its table, to open one.

Shown at a first start and by Game › Choose game... (as kpat's start screen is). The game
played last comes first and is chosen, the others follow by their translated names; each
entry is a picture drawn by the game itself (:mod:`qtcards.window.game_pictures`), its name
and its one-line description. The arrows move between the entries, Enter or a click opens
one, typing a name's first letters goes to it, Escape goes back to the game that was open.
A screen reader reads each entry as an item with the game's name and description.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QLabel, QListView, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from qtcards.kit.game import Game
from qtcards.plugin_host.registry import DESCRIPTION_LIMIT
from qtcards.qt.later import after_first_paint
from qtcards.qt.overrides import GuardedOverrides
from qtcards.table.plain_text import TITLE_LIMIT, cut, tooltip
from qtcards.window.chooser_entry import DESCRIPTION, PICTURE, EntryDelegate, cell_size
from qtcards.window.game_pictures import GamePictures

PICTURE_WIDTHS = (150, 420)
"""The narrowest and widest a picture is drawn, in pixels."""
GAME_ID = Qt.ItemDataRole.UserRole
"""The role of an entry's game id."""


def ordered(games: list[Game], last: object) -> list[Game]:
    """The games as the chooser lists them: ``last`` (the game played last) first, the
    others by their translated names."""
    games = sorted(games, key=lambda game: game.translate(game.title).casefold())
    return sorted(games, key=lambda game: game.id != last)


def picture_width(room: QSize, count: int, font: QFont) -> int:
    """The widest picture with which ``count`` entries fit in ``room`` (within
    :data:`PICTURE_WIDTHS`; when none fits, the list scrolls)."""
    best = PICTURE_WIDTHS[0]
    extra = cell_size(0, font)
    for columns in range(1, max(count, 1) + 1):
        rows = math.ceil(count / columns)
        by_width = room.width() // columns - extra.width()
        by_height = (room.height() // rows - extra.height()) * 3 // 2
        best = max(best, min(by_width, by_height))
    return min(best, PICTURE_WIDTHS[1])


class GameChooser(GuardedOverrides, QWidget):
    """The chooser's page: :attr:`chosen` with a game's id when one is opened,
    :attr:`dismissed` at Escape."""

    chosen = Signal(str)
    dismissed = Signal()

    def __init__(self, pictures: GamePictures, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pictures = pictures
        pictures.drawn.connect(self._drawn)
        self.games: list[Game] = []
        self.last: object = None
        self.painted = False  # the pictures are drawn once the chooser's first frame is shown
        self.heading = QLabel()
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.list = QListWidget()
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setUniformItemSizes(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setFrameShape(QListWidget.Shape.NoFrame)
        self.list.setStyleSheet("QListWidget { background: transparent; }")
        self.list.installEventFilter(self)
        self.delegate = EntryDelegate()
        self.list.setItemDelegate(self.delegate)
        self.list.itemActivated.connect(self._open)
        self.list.itemClicked.connect(self._open)
        self.heading.setBuddy(self.list)
        column = QVBoxLayout(self)
        column.setContentsMargins(16, 16, 16, 0)
        column.addWidget(self.heading)
        column.addWidget(self.list, 1)
        self.setFocusProxy(self.list)
        self.retranslate()
        after_first_paint(self.list.viewport(), self._first_frame)  # the first frame first

    def show_games(self, games: list[Game], last: object, current: object = None) -> None:
        """List ``games``, ``last`` first (see :func:`ordered`); ``current`` chosen, else the first."""
        self.games, self.last = games, last
        self.list.clear()
        for game in ordered(games, last):
            item = QListWidgetItem(cut(game.translate(game.title), TITLE_LIMIT))
            item.setData(GAME_ID, game.id)
            item.setData(
                DESCRIPTION, cut(game.translate(game.description), DESCRIPTION_LIMIT) if game.description else ""
            )
            item.setData(PICTURE, self.pictures.picture(game.id))
            item.setToolTip(tooltip(str(item.data(DESCRIPTION))) if game.description else "")  # (when elided)
            self.list.addItem(item)
        ids = self.game_ids()
        self.list.setCurrentRow(ids.index(current) if current in ids else 0)
        self._fit()
        if self.painted:
            self.pictures.ask(self.game_ids())

    def game_ids(self) -> list[str]:
        """The listed games' ids, in the order shown."""
        return [str(self.list.item(row).data(GAME_ID)) for row in range(self.list.count())]

    def retranslate(self) -> None:
        """The heading and the list's name in the player's language."""
        self.heading.setText(self.tr("Choose a game"))
        self.list.setAccessibleName(self.tr("Games"))
        self.list.setAccessibleDescription(
            self.tr("Arrow keys move between the games, typing a name goes to it, Enter opens the game.")
        )
        if self.games:  # the names, and the pictures' words, in the new language
            current = self.list.currentItem()
            self.show_games(self.games, self.last, current.data(GAME_ID) if current is not None else None)

    def _first_frame(self) -> None:
        self.painted = True
        self.pictures.ask(self.game_ids())

    def _drawn(self, game_id: str) -> None:
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(GAME_ID) == game_id:
                item.setData(PICTURE, self.pictures.picture(game_id))

    def _look_again(self) -> None:
        """Back from a dialog (Settings may have changed the deck or the felt): the pictures
        of the look now, those not drawn in it asked for."""
        for row in range(self.list.count()):
            self._drawn(str(self.list.item(row).data(GAME_ID)))
        self.pictures.ask(self.game_ids())

    def _open(self, item: QListWidgetItem) -> None:
        if self.isVisible():
            self.chosen.emit(str(item.data(GAME_ID)))

    def _fit(self) -> None:
        bar = self.list.verticalScrollBar().sizeHint().width()  # (room for it: the cells never wrap on it)
        room = self.list.size() - QSize(bar + 2 * self.list.spacing() + 8, 2 * self.list.spacing() + 8)
        cell = cell_size(picture_width(room, self.list.count(), self.list.font()), self.list.font())
        if cell != self.delegate.cell:
            self.delegate.cell = cell
            self.list.setGridSize(cell)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.dismissed.emit()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:  # the list's room: the pictures' size
            self._fit()
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.ActivationChange and self.painted and self.isVisible():
            self._look_again()
        super().changeEvent(event)
