"""The window's boxes that tell the player something (plugins disabled, a notice) and its icon.

Every text in them is plain text, and a plugin's words are cut to a bounded length.
Message boxes are made when first needed (their classes cost start-up).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from qtcards import resources
from qtcards.table.plain_text import TEXT_LIMIT, cut

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QMessageBox, QWidget

    from qtcards.plugin_host.registry import PluginFault


def plain_box(parent: QWidget, icon: QMessageBox.Icon, title: str, text: str) -> QMessageBox:
    """A message box whose text is plain text (never guessed as rich)."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(icon, title, "", parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    return box


def _open(box: QMessageBox) -> QMessageBox:
    """Show ``box`` without blocking; it is deleted when closed."""
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def faults(parent: QWidget, text: str, disabled: list[PluginFault]) -> QMessageBox:
    """Open (not modal to the app) the box that says ``text`` and names the disabled
    plugins and why in its details."""
    from PySide6.QtWidgets import QMessageBox

    title = QCoreApplication.translate("MainWindow", "Game plugins disabled")
    box = plain_box(parent, QMessageBox.Icon.Warning, title, text)
    box.setDetailedText("\n".join(cut(f"• {f.plugin} ({f.kind}): {f.detail}", TEXT_LIMIT) for f in disabled))
    return _open(box)


def notice(parent: QWidget, text: str) -> None:
    """Open a box with a one-sentence message (plain text)."""
    from PySide6.QtWidgets import QMessageBox

    _open(plain_box(parent, QMessageBox.Icon.Information, "qtcards", text))


def application_icon() -> QIcon:
    """The window's qtcards icon, from its PNG sizes up to 64 pixels (an SVG would load
    QtSvg at start-up; :data:`resources.WINDOW_ICON_SIZES` says why no larger)."""
    from PySide6.QtGui import QIcon  # after the first frame (its enum types cost start-up)

    icon = QIcon()
    paths = resources.icon_png_paths()
    for size in resources.WINDOW_ICON_SIZES:
        icon.addFile(str(paths[size]))
    return icon
