"""Game › Play deal number… (or Enter deal code…): the kit's one dialog for every game's deals."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QLineEdit, QStyle, QVBoxLayout, QWidget

from qtcards.qt.overrides import GuardedOverrides


class DealReader(Protocol):
    """What the dialog asks of a game's deals (a :class:`qtcards.kit.Deals` is one)."""

    def word(self, key: str) -> str:
        """One of the dialog's texts ("title", "prompt")."""
        ...

    def current(self) -> int | None:
        """The deal in play."""
        ...

    def text(self, number: int) -> str:
        """A deal number as the player types it (its code)."""
        ...

    def problem(self, text: str) -> str:
        """Why ``text`` is no deal ("" when it is one)."""
        ...

    def read(self, text: str) -> int:
        """The deal number of a good ``text``."""
        ...


class DealDialog(GuardedOverrides, QDialog):
    """Asks for a deal number or code, checking it as it is typed.

    A bad one is explained under the field in the game's words (plain text: it quotes what
    the player typed), and OK keeps the dialog open with the text until it is good; then
    :attr:`chosen` is emitted with the deal number. It opens on the deal in play, selected.
    """

    #: The deal number of the good text the player accepted: a Python int of any size
    #: (a Signal(int) is 32 bits: Heart to Heart's HH1-N-ZZZZZZZ, deal 8031810175, overflowed).
    chosen = Signal(object)

    def __init__(self, deals: DealReader, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deals = deals
        self.setWindowTitle(deals.word("title"))
        self.field = QLineEdit()
        current = deals.current()
        if current is not None:
            self.field.setText(deals.text(current))
            self.field.selectAll()
        prompt = QLabel(deals.word("prompt"), textFormat=Qt.TextFormat.PlainText)
        prompt.setBuddy(self.field)
        self.error = QLabel(textFormat=Qt.TextFormat.PlainText)
        self.error.setWordWrap(True)
        icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size))
        self.error_row = QWidget()
        row = QHBoxLayout(self.error_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.error, 1)
        self.error_row.hide()
        self.field.textEdited.connect(self.check)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(prompt)
        layout.addWidget(self.field)
        layout.addWidget(self.error_row)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)

    def check(self) -> None:
        """Say now why the text is no deal, or nothing when it is one (or still blank)."""
        text = self.field.text()
        self._say(self.deals.problem(text) if text.strip() else "")

    def accept(self) -> None:
        """Close with a good deal; else say why (blank: what to type) and keep the text."""
        problem = self.deals.problem(self.field.text())
        if problem:
            self._say(problem)
            self.field.setFocus()
            self.field.selectAll()
            return
        number = self.deals.read(self.field.text())
        super().accept()
        self.chosen.emit(number)

    def _say(self, reason: str) -> None:
        self.error.setText(reason)
        self.error_row.setVisible(bool(reason))
        self.field.setAccessibleDescription(reason)
        if reason:
            QTimer.singleShot(0, self, self._fit)  # once the layout knows the reason's lines

    def _fit(self) -> None:
        self.resize(self.width(), max(self.height(), self.heightForWidth(self.width())))
