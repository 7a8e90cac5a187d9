"""Settings › Game plugins: the plugins turned off after they took qtcards down, each
with a button that lets it be tried again at the next start (:mod:`qtcards.plugin_host.crashes`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from qtcards.files.settings import open_settings
from qtcards.plugin_host import crashes as plugin_crashes
from qtcards.qt.overrides import GuardedOverrides
from qtcards.table.plain_text import TITLE_LIMIT, cut


class PluginsSection(GuardedOverrides, QGroupBox):
    """The "Game plugins" section; hidden while no plugin is turned off."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Game plugins"))
        rows = QVBoxLayout(self)
        self.buttons: dict[str, QPushButton] = {}
        crashed = plugin_crashes.crashed_plugins(open_settings())
        for plugin, step in sorted(crashed.items()):
            label = QLabel(textFormat=Qt.TextFormat.PlainText, wordWrap=True)
            label.setText(
                self.tr("“{0}” is turned off: it closed qtcards {1}.").format(
                    cut(plugin, TITLE_LIMIT), plugin_crashes.step_words(step)
                )
            )
            button = QPushButton(self.tr("Turn on"))
            button.setAccessibleDescription(label.text())
            button.clicked.connect(lambda _on=False, p=plugin, text=label, b=button: self._turn_on(p, text, b))
            row = QHBoxLayout()
            row.addWidget(label, 1)
            row.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
            rows.addLayout(row)
            self.buttons[plugin] = button

    def setVisible(self, visible: bool) -> None:
        """Shown only while some plugin is turned off."""
        super().setVisible(visible and bool(self.buttons))

    def _turn_on(self, plugin: str, label: QLabel, button: QPushButton) -> None:
        plugin_crashes.turn_on(open_settings(), plugin)
        label.setText(self.tr("“{0}” will be tried again at the next start.").format(cut(plugin, TITLE_LIMIT)))
        button.setEnabled(False)
