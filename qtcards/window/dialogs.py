"""The host's dialogs: Settings (built from declared options) and Statistics."""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLayout,
    QMessageBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from qtcards.i18n.languages import LANGUAGE_CHOICES
from qtcards.kit.game import Game, StatisticsTable
from qtcards.kit.options import OptionValues
from qtcards.qt.overrides import GuardedOverrides
from qtcards.qt.wheel import wheel_needs_focus
from qtcards.table.plain_text import TITLE_LIMIT, cut
from qtcards.window import layouts
from qtcards.window.game_options import GameOptions
from qtcards.window.plugin_settings import PluginsSection


class SettingsDialog(GuardedOverrides, QDialog):
    """General settings (the language, the animation speed) and each game's declared
    options, one game at a time (``current``, the game on the table, first).

    Every change is stored at once, and takes effect at once too. The sections scroll
    under a fixed Close button where the screen is too short for them all; a wheel turned
    over a box that does not have the keyboard focus never changes it.
    """

    def __init__(
        self,
        language: str,
        set_language: Callable[[str], None],
        games: Sequence[tuple[Game, OptionValues]],
        parent: QWidget | None = None,
        animation: str = "normal",
        set_animation: Callable[[str], None] = lambda _speed: None,
        current: str | None = None,
    ) -> None:
        super().__init__(parent)
        self._current = current
        self._set_language = set_language
        self._animation = animation
        self._set_animation = set_animation
        self._games = games
        self._language = language
        self.setMinimumWidth(460)
        self.sections = QWidget()
        self.column = QVBoxLayout(self.sections)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setWidget(self.sections)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.outer = QVBoxLayout(self)
        self.outer.addWidget(self.scroller, 1)
        self.outer.addWidget(self.buttons)
        self._build()

    def _build(self) -> None:
        layout = self.column
        layouts.clear(layout)
        self.setWindowTitle(self.tr("Settings"))
        general = QGroupBox(self.tr("General"))
        form = QFormLayout(general)
        self.language_box = QComboBox()
        for value, name in LANGUAGE_CHOICES:
            self.language_box.addItem(self.tr("System") if value == "system" else name, value)
        self.language_box.setCurrentIndex(self.language_box.findData(self._language))
        self.language_box.currentIndexChanged.connect(self._language_chosen)
        form.addRow(self.tr("&Language"), self.language_box)
        self.animation_box = QComboBox()
        for value, name in (("normal", self.tr("Normal")), ("fast", self.tr("Fast")), ("off", self.tr("Off"))):
            self.animation_box.addItem(name, value)
        self.animation_box.setCurrentIndex(max(0, self.animation_box.findData(self._animation)))
        self.animation_box.currentIndexChanged.connect(self._animation_chosen)
        #: The Settings dialog: how fast cards glide, turn over and celebrate ("Off": no motion).
        form.addRow(self.tr("&Animations"), self.animation_box)
        from qtcards.window import discard

        self.ask_box = QCheckBox(self.tr("As&k before a game in progress is thrown away"))
        self.ask_box.setChecked(discard.asking())
        self.ask_box.toggled.connect(discard.set_asking)
        form.addRow(self.ask_box)
        layout.addWidget(general)
        from qtcards.appearance.page import AppearanceBox  # (made when the dialog is)

        layout.addWidget(AppearanceBox())
        self.games = GameOptions(self._games, self._current)
        self.games.switched.connect(lambda: QTimer.singleShot(0, self, self._fit))
        self.editors = self.games.editors
        layout.addWidget(self.games)
        layout.addWidget(PluginsSection())
        for widget in self.sections.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            widget.setVisible(widget is not self.games or bool(self.editors))  # now, for sizeHint()
        for box in [*self.findChildren(QComboBox), *self.findChildren(QAbstractSpinBox)]:
            wheel_needs_focus(box)  # the wheel scrolls the dialog, never a value the player is not at

    def _animation_chosen(self) -> None:
        self._animation = self.animation_box.currentData()
        self._set_animation(self._animation)

    def _language_chosen(self) -> None:
        self._language = self.language_box.currentData()
        self._set_language(self._language)

    def sizeHint(self) -> QSize:
        """Wide enough for every row, and exactly as tall as the wrapped notes need there."""
        width = max(self.sections.sizeHint().width() + self._chrome().width(), self.minimumWidth())
        return QSize(width, self.heightForWidth(width))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """The height that shows every section whole at ``width``, with no scrolling."""
        chrome, column = self._chrome(), self.column
        wraps = column.hasHeightForWidth()  # (not when no note is shown)
        height = column.totalHeightForWidth(width - chrome.width()) if wraps else column.totalSizeHint().height()
        return height + chrome.height()

    def _chrome(self) -> QSize:
        """The dialog's room round its sections: margins, and the Close button's row."""
        margins = self.outer.contentsMargins()
        return QSize(
            margins.left() + margins.right(),
            margins.top() + margins.bottom() + self.outer.spacing() + self.buttons.sizeHint().height(),
        )

    def showEvent(self, event: QShowEvent) -> None:
        # As tall as the notes need (Qt's own first size stops at two thirds of the
        # screen, which clips them on a 1024x600 one), within the screen's free area.
        self._fit()
        super().showEvent(event)

    def _fit(self) -> None:
        """As large as the words need, within the screen's free area less a title bar
        (``adjustSize`` stops at two thirds of the screen): wider where the notes need more
        lines than there is height for (1024x600), so that no note is cut; where even the
        screen's width is not enough, the sections scroll."""
        from qtcards.window.placement import FRAME_ALLOWANCE

        room = self.screen().availableGeometry().size() - QSize(0, FRAME_ALLOWANCE)
        width = self.sizeHint().width()
        while self.heightForWidth(width) > room.height() and width < room.width():
            width += 20
        width = min(width, room.width())
        self.resize(width, min(self.heightForWidth(width), room.height()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._build()
            self.language_box.setFocus()  # the box the language was just chosen in
            self._fit()  # other words, other heights: no clipped note, no blank band
            QTimer.singleShot(0, self, self._fit)  # and again once the new widgets are polished
        elif event.type() == QEvent.Type.FontChange:
            # Korean is written in another face (qtcards.i18n.fonts); the children have their
            # new font once this event is through
            QTimer.singleShot(0, self, self._fit)
        super().changeEvent(event)


class StatisticsDialog(QDialog):
    """A game's statistics as a table, with a Reset button that asks first."""

    def __init__(
        self,
        title: str,
        table: Callable[[], StatisticsTable | None],
        reset: Callable[[], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._table = table
        self._reset = reset
        self.setWindowTitle(self.tr("Statistics: {0}").format(title))
        self.sheet = QFrame()  # a score sheet, not a spreadsheet: nothing to select or edit
        self.sheet.setFrameShape(QFrame.Shape.StyledPanel)
        self.sheet.setBackgroundRole(QPalette.ColorRole.Base)
        self.sheet.setAutoFillBackground(True)
        self.grid = grid = QGridLayout(self.sheet)
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(8)
        grid.setContentsMargins(16, 12, 16, 12)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(self.tr("&Reset..."), QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sheet)
        layout.addSpacing(8)
        layout.addWidget(buttons)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # as large as the sheet
        self.refresh()

    def refresh(self) -> None:
        """Fill the sheet from the game's current statistics, as kpat lists them: each
        figure a line, named on the left; each of the game's rows (all deals, a variant,
        a level) a column of its own, its name on top (wrapped), in bold; figures centred."""
        grid = self.grid
        layouts.clear(grid)
        stats = self._table()
        if stats is None:  # the game failed and was closed
            self.reject()
            return
        for c, (title, _cells) in enumerate(stats.rows, start=1):
            grid.addWidget(self._label(title, bold=True, wrap=True), 0, c)
        for r, column in enumerate(stats.columns, start=1):
            grid.addWidget(self._label(column, bold=True, left=True), r, 0)
            for c, (title, cells) in enumerate(stats.rows, start=1):
                if r > len(cells):  # a row may be shorter than the columns: left blank
                    continue
                text = cells[r - 1]
                label = self._label(text)
                #: What a screen reader says of one figure: row ({0}), column ({1}), figure ({2}).
                label.setAccessibleName(self.tr("{0}, {1}: {2}").format(title, column, text))
                grid.addWidget(label, r, c)

    @staticmethod
    def _label(text: str, bold: bool = False, left: bool = False, wrap: bool = False) -> QLabel:
        label = QLabel(cut(text, TITLE_LIMIT))  # (a game's words: a megabyte froze the sheet)
        label.setTextFormat(Qt.TextFormat.PlainText)
        if wrap:  # a long name (a variant's option and choice) on a few lines, not one wide column
            label.setWordWrap(True)
            label.setMinimumWidth(label.fontMetrics().averageCharWidth() * 16)
            label.setMaximumWidth(label.fontMetrics().averageCharWidth() * 22)
        label.setAlignment(
            (Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignHCenter) | Qt.AlignmentFlag.AlignVCenter
        )
        if bold:
            font = label.font()
            font.setBold(True)
            label.setFont(font)
        return label

    def ask_reset(self) -> None:
        """Ask, then reset the statistics."""
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr("Forget all statistics of this game? This cannot be undone."),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self._reset()
            self.refresh()
