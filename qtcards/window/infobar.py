"""The info bar under the table: the fields the game declares, label and value."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from qtcards.kit.game import Game, InfoField
from qtcards.table.plain_text import TITLE_LIMIT, cut
from qtcards.window import layouts


class InfoBar(QFrame):
    """A row of fields; :meth:`set` changes one field's value."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("infobar")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(10, 4, 10, 4)
        self.fields: dict[str, tuple[InfoField, QLabel, QLabel]] = {}
        self.game: Game | None = None

    def show_fields(self, game: Game | None, fields: Sequence[InfoField]) -> None:
        """Replace the fields with those a game declares."""
        layout = self.row
        layouts.clear(layout)
        self.fields.clear()
        self.game = game
        for field in fields:
            label, value = QLabel(), QLabel()
            label.setBuddy(value)
            value.setObjectName(f"info-{field.key}")
            for text in (label, value):  # a plugin's words
                text.setTextFormat(Qt.TextFormat.PlainText)
            if field.selectable:
                value.setTextInteractionFlags(
                    Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
                )
                value.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
            layout.addWidget(label)
            layout.addWidget(value)
            layout.addSpacing(18)
            self.fields[field.key] = (field, label, value)
        layout.addStretch(1)
        self.retranslate()
        self.setVisible(bool(fields))

    def set(self, key: str, text: str) -> None:
        """Show ``text`` in the field ``key`` (unknown keys are ignored)."""
        if key in self.fields:
            self.fields[key][2].setText(cut(text, TITLE_LIMIT))

    def value(self, key: str) -> str:
        """The text a field shows now."""
        return self.fields[key][2].text()

    def retranslate(self) -> None:
        """Translate the labels again (after a language change)."""
        for field, label, _value in self.fields.values():
            text = self.game.translate(field.label) if self.game else field.label
            label.setText(cut(text, TITLE_LIMIT) + ":")
            label.setVisible(field.show_label)
