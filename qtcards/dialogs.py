"""The host's dialogs: Settings (built from declared options), Statistics, Rules."""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .game import Game, StatisticsTable
from .translation import LANGUAGE_CHOICES
from .settings import BoolOption, ChoiceOption, Option, OptionValues


class SettingsDialog(QDialog):
    """General settings (the language) and each game's declared options.

    Every change is stored at once; the language takes effect at once too.
    """

    def __init__(
        self,
        language: str,
        set_language: Callable[[str], None],
        games: Sequence[tuple[Game, OptionValues]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._set_language = set_language
        self._games = games
        self._language = language
        self.setLayout(QVBoxLayout())
        self.setMinimumWidth(460)
        self._build()

    def _build(self) -> None:
        layout = self.layout()
        while layout.count():
            widget = layout.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self.setWindowTitle(self.tr("Settings"))
        general = QGroupBox(self.tr("General"))
        form = QFormLayout(general)
        self.language_box = QComboBox()
        for value, name in LANGUAGE_CHOICES:
            self.language_box.addItem(self.tr("System") if value == "system" else name, value)
        self.language_box.setCurrentIndex(self.language_box.findData(self._language))
        self.language_box.currentIndexChanged.connect(self._language_chosen)
        form.addRow(self.tr("&Language"), self.language_box)
        layout.addWidget(general)
        self.editors: dict[tuple[str, str], QWidget] = {}
        for game, values in self._games:
            if not game.options:
                continue
            box = QGroupBox(game.translate(game.title))
            game_form = QFormLayout(box)
            for option in game.options:
                editor = self._editor(game, values, option)
                self.editors[(game.id, option.key)] = editor
                if isinstance(option, BoolOption):
                    game_form.addRow(editor)
                else:
                    game_form.addRow(game.translate(option.label), editor)
                if option.note:
                    note = QLabel(game.translate(option.note))
                    note.setWordWrap(True)
                    game_form.addRow(note)
            layout.addWidget(box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _editor(self, game: Game, values: OptionValues, option: Option) -> QWidget:
        if isinstance(option, BoolOption):
            box = QCheckBox(game.translate(option.label))
            box.setChecked(values.get(option.key))
            box.toggled.connect(lambda on, key=option.key: values.set(key, on))
            return box
        assert isinstance(option, ChoiceOption)
        combo = QComboBox()
        for value, label in option.choices:
            combo.addItem(game.translate(label), value)
        combo.setCurrentIndex(combo.findData(values.get(option.key)))
        combo.currentIndexChanged.connect(lambda _i, c=combo, key=option.key: values.set(key, c.currentData()))
        return combo

    def _language_chosen(self) -> None:
        self._language = self.language_box.currentData()
        self._set_language(self._language)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._build()
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
        self.grid = QTableWidget()
        self.grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(self.tr("&Reset..."), QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.grid)
        layout.addWidget(buttons)
        self.refresh()
        self.resize(620, 260)

    def refresh(self) -> None:
        """Fill the grid from the game's current statistics."""
        stats = self._table()
        if stats is None:  # the game failed and was closed
            self.reject()
            return
        self.grid.setColumnCount(len(stats.columns))
        self.grid.setRowCount(len(stats.rows))
        self.grid.setHorizontalHeaderLabels(list(stats.columns))
        self.grid.setVerticalHeaderLabels([title for title, _ in stats.rows])
        for r, (_, cells) in enumerate(stats.rows):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.grid.setItem(r, c, item)

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


class RulesDialog(QDialog):
    """A game's rules page."""

    def __init__(self, title: str, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules: {0}").format(title))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setHtml(html)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(640, 600)
