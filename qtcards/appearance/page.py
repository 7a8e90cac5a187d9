"""The Settings dialog's Appearance section: deck, card back, felt and four-colour suits,
for every game; each change is stored and shown at once."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from qtcards.appearance import stored
from qtcards.appearance.decks import BUILT_IN, discover
from qtcards.table.looks.look import DECK_BACK, FELT_PRESETS
from qtcards.table.plain_text import tooltip
from qtcards.table.view import Table

#: A felt that is none of the presets: the combo box shows it as this entry.
OTHER = "other"


class AppearanceBox(QGroupBox):
    """The Appearance group: every choice applies to every table now, and is saved."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Appearance"), parent)
        look = Table.look_default
        grid = QGridLayout(self)  # two rows of two: the dialog must fit a 1024x600 screen
        self.deck_box = QComboBox()
        language = QLocale().name().split("_")[0]
        for deck in discover():
            name = self.tr("Built-in") if deck.id == BUILT_IN else deck.name(language)
            self.deck_box.addItem(name, deck.id)
            self.deck_box.setItemData(self.deck_box.count() - 1, tooltip(deck.where), Qt.ItemDataRole.ToolTipRole)
        self.deck_box.setCurrentIndex(max(0, self.deck_box.findData(look.deck.id if look.deck else BUILT_IN)))
        self.deck_box.currentIndexChanged.connect(lambda: stored.changed(deck=self.deck_box.currentData()))
        #: The Settings dialog: the set of card pictures (the built-in one, or an installed SVG deck).
        self._add(grid, 0, 0, self.tr("&Deck"), self.deck_box)
        self.back_box = QComboBox()
        for value, name in (
            ("crimson", self.tr("Crimson lattice")),
            ("navy", self.tr("Navy star")),
            ("forest", self.tr("Forest diamonds")),
            (DECK_BACK, self.tr("The deck's own")),
        ):
            self.back_box.addItem(name, value)
        self.back_box.setCurrentIndex(max(0, self.back_box.findData(look.back)))
        self.back_box.currentIndexChanged.connect(lambda: stored.changed(back=self.back_box.currentData()))
        self._add(grid, 0, 2, self.tr("Card &back"), self.back_box)
        self.felt_box = QComboBox()
        for value, name in (
            ("green", self.tr("Green")),
            ("blue", self.tr("Blue")),
            ("red", self.tr("Red")),
            ("grey", self.tr("Grey")),
            ("brown", self.tr("Brown")),
        ):
            self.felt_box.addItem(_swatch(FELT_PRESETS[value]), name, FELT_PRESETS[value])
        self.felt_box.addItem(self.tr("Other colour"), OTHER)
        self.felt_button = QPushButton(self.tr("&Choose..."))
        self.felt_button.clicked.connect(self.choose_felt)
        self._show_felt(look.felt)
        self.felt_box.currentIndexChanged.connect(self._felt_chosen)
        row = QHBoxLayout()
        row.addWidget(self.felt_box, 1)
        row.addWidget(self.felt_button)
        self._add(grid, 1, 0, self.tr("&Felt"), self.felt_box, row)
        self.four_colours = QCheckBox(self.tr("&Four-colour suits"))
        self.four_colours.setToolTip(self.tr("Clubs green, diamonds blue (on the built-in deck)"))
        self.four_colours.setChecked(look.four_colours)
        self.four_colours.toggled.connect(lambda on: stored.changed(four_colours=on))
        grid.addWidget(self.four_colours, 1, 2, 1, 2)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        for box in (self.deck_box, self.back_box, self.felt_box):  # as narrow as the dialog
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(8)
        # The backs' names are ours and few: each shows whole ("Crimson lattic…" did not).
        self.back_box.setMinimumContentsLength(
            max(len(self.back_box.itemText(i)) for i in range(self.back_box.count()))
        )

    @staticmethod
    def _add(
        grid: QGridLayout, row: int, column: int, text: str, editor: QWidget, beside: QHBoxLayout | None = None
    ) -> None:
        """A label and its editor (or the row ``beside`` that holds it), side by side in the grid."""
        label = QLabel(text)
        label.setBuddy(editor)
        grid.addWidget(label, row, column)
        if beside is None:
            grid.addWidget(editor, row, column + 1)
        else:
            grid.addLayout(beside, row, column + 1)

    def _show_felt(self, colour: str) -> None:
        """Select the felt's preset, or "Other colour" (with its swatch) for any other."""
        index = self.felt_box.findData(colour)
        other = self.felt_box.findData(OTHER)
        self.felt_box.setItemIcon(other, _swatch(colour) if index < 0 else QIcon())
        self.felt_box.blockSignals(True)
        self.felt_box.setCurrentIndex(index if index >= 0 else other)
        self.felt_box.blockSignals(False)

    def _felt_chosen(self) -> None:
        if self.felt_box.currentData() == OTHER:
            self.choose_felt()
        else:
            stored.changed(felt=self.felt_box.currentData())

    def choose_felt(self) -> None:
        """Ask for any felt colour (Qt's colour dialog)."""
        current = QColor(Table.look_default.felt)
        colour = QColorDialog.getColor(current, self, self.tr("Felt colour"))
        if colour.isValid():
            stored.changed(felt=colour.name())
        self._show_felt(Table.look_default.felt)


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(QSize(16, 16))
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)
