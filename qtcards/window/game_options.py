"""Settings › Game options: one game's declared options at a time, picked from a list.

With every game's options one under another, Settings grew as tall as a 1366x768 screen and
had to be scrolled (play-2.md E20); here a "Game" box picks the game whose options are
shown, the game on the table first, so the dialog is as tall as the longest game's options.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from qtcards.kit.game import Game
from qtcards.kit.options import BoolOption, ChoiceOption, Option, OptionValues
from qtcards.qt.overrides import GuardedOverrides


class GameOptions(GuardedOverrides, QWidget):
    """The games' options, one game's page at a time (``current``'s first, when it has any).

    ``editors`` holds each option's box by (game id, option key); ``pages`` each game's
    section by its id; ``chooser`` picks the page shown.
    """

    def __init__(
        self, games: Sequence[tuple[Game, OptionValues]], current: str | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.editors: dict[tuple[str, str], QWidget] = {}
        self.pages: dict[str, QGroupBox] = {}
        self.chooser = QComboBox()
        shown = [(game, values) for game, values in games if game.options]
        shown.sort(key=lambda pair: pair[0].id != current)  # the game on the table first, the rest in order
        for game, values in shown:
            self.pages[game.id] = self._page(game, values)
            self.chooser.addItem(game.translate(game.title), game.id)
        self.chooser.currentIndexChanged.connect(self._chosen)
        label = QLabel(self.tr("&Game"))
        label.setBuddy(self.chooser)
        row = QHBoxLayout()
        row.addWidget(label)
        row.addWidget(self.chooser, 1)
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.addLayout(row)
        for page in self.pages.values():
            rows.addWidget(page)
        self._chosen()

    def _chosen(self) -> None:
        """The chosen game's page shown, the others hidden (a layout counts only what is
        shown: the dialog is as tall as this game's options need)."""
        chosen = self.chooser.currentData()
        for game_id, page in self.pages.items():
            page.setVisible(game_id == chosen)
        self.switched.emit()

    # Emitted when another game's options are shown (the dialog fits itself to them).
    switched = Signal()

    def show_game(self, game_id: str) -> None:
        """Show ``game_id``'s options."""
        self.chooser.setCurrentIndex(self.chooser.findData(game_id))

    def _page(self, game: Game, values: OptionValues) -> QGroupBox:
        #: A game's section in Settings: {0} is the game's name (Russian readers take a
        #: Latin name such as "Heart to Heart" for a leftover unless it is called a game).
        box = QGroupBox(self.tr("{0}", "a game's section").format(game.translate(game.title)))
        rows = QVBoxLayout(box)  # not a QFormLayout: it squeezes wrapped notes
        for option in game.options:
            editor = self._editor(game, values, option)
            self.editors[(game.id, option.key)] = editor
            if isinstance(option, BoolOption):
                rows.addWidget(editor)
            else:
                label = QLabel(game.translate(option.label), textFormat=Qt.TextFormat.PlainText)
                label.setBuddy(editor)
                row = QHBoxLayout()
                row.addWidget(label)
                row.addWidget(editor, 1)
                rows.addLayout(row)
            if option.note:
                note = QLabel(game.translate(option.note), textFormat=Qt.TextFormat.PlainText)
                note.setWordWrap(True)
                rows.addWidget(note)
        rows.addStretch(1)
        return box

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
