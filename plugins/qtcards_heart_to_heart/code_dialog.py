"""Game › Enter deal code: a dialog that stays open, with the code, until the code is good."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QLineEdit, QStyle, QVBoxLayout, QWidget

from . import deals

EXAMPLE = deals.unbreakable(deals.format_code(12))  # HH1-N-AAAAAAM, the rules page's deal
# The characters of what the player typed that an explanation quotes (longer: cut, "…").
QUOTED = 40


class DealCodeDialog(QDialog):
    """Asks for a deal code; a bad one is explained under the field, which keeps it.

    After ``exec()`` returns ``Accepted``, ``number`` is the deal number of the code.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number: int | None = None
        self.setWindowTitle(self.tr("Enter deal code"))
        self.field = QLineEdit()
        prompt = QLabel(self.tr("&Deal code (for example {0}):").format(EXAMPLE))
        prompt.setBuddy(self.field)
        self.error = QLabel(textFormat=Qt.TextFormat.PlainText)  # it quotes what the player typed
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
        self.field.textEdited.connect(self.error_row.hide)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(prompt)
        layout.addWidget(self.field)
        layout.addWidget(self.error_row)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)

    def accept(self) -> None:
        """Close with the deal number of a good code; else say why and keep the code."""
        text = self.field.text().replace("\u2011", "-")  # a copy of the example reads too
        try:
            self.number = deals.parse_code(text)
        except deals.DealCodeError as error:
            self.error.setText(self.reason(error, text))
            self.error_row.show()
            QTimer.singleShot(0, self, self._fit)  # once the layout knows the reason's lines
            self.field.setAccessibleDescription(self.error.text())
            self.field.setFocus()
            self.field.selectAll()
            return
        super().accept()

    def _fit(self) -> None:
        self.resize(self.width(), max(self.height(), self.heightForWidth(self.width())))

    def reason(self, error: deals.DealCodeError, text: str) -> str:
        """Why ``text`` is not a deal code this game reads, in one sentence."""
        code = text.strip()
        code = deals.unbreakable(code if len(code) <= QUOTED else code[: QUOTED - 1] + "…")
        if not code:
            return self.tr("Type a deal code, for example {0}.").format(EXAMPLE)
        if error.reason == "version":
            return self.tr("“{0}” is a deal code of another version; this game reads HH1 codes.").format(code)
        if error.reason == "kind":
            return self.tr("“{0}” is a kind of deal this game does not know; codes look like {1}.").format(
                code, EXAMPLE
            )
        return self.tr("“{0}” is not a deal code; codes look like {1}.").format(code, EXAMPLE)
