"""A game's rules page beside the table: a pane of the main window, not a window over it.

The rules point at places on the table, so the table stays in view (and in play) while
they are open: the pane docks at the window's side and the table shrinks to the room
left (Heart to Heart's heart keeps its size on a wide screen, the height limits it). The
player can float it as a window of its own, sized to the screen it is on. Escape closes
it. The page is reduced to text and simple tags (:func:`qtcards.kit.rich_text.safe_html`)
and the browser loads nothing and follows no link.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, Qt, QUrl
from PySide6.QtGui import QImage, QKeyEvent, QTextDocument
from PySide6.QtWidgets import QDockWidget, QMainWindow, QTextBrowser, QWidget

from qtcards.kit.rich_text import safe_html
from qtcards.table.plain_text import TITLE_LIMIT, cut

#: The rules page's text, as a share of the app's font size.
READING_SCALE = 1.15
#: Characters a line of the rules page holds (a book's measure), when the window has room.
READING_MEASURE = 72
#: The largest share of the window's width the docked page takes.
WINDOW_SHARE = 0.42
#: Room kept below a floating rules page for its title bar and a panel (pixels).
RULES_FRAME = 72


class SealedBrowser(QTextBrowser):
    """A text browser that loads no resource (no image, style sheet or page) and follows no link."""

    def __init__(self) -> None:
        super().__init__()
        self.setOpenLinks(False)

    def loadResource(self, kind: int, name: QUrl) -> QByteArray | QImage:  # noqa: ARG002 - nothing is loaded
        # Never None: the document then loads the file itself; and an image that is not
        # null, or the image handler still tries the name as a local file.
        if kind == QTextDocument.ResourceType.ImageResource:
            blank = QImage(1, 1, QImage.Format.Format_ARGB32)
            blank.fill(0)
            return blank
        return QByteArray()


class RulesPane(QDockWidget):
    """The rules page of the game in ``window``, docked at its right side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.browser = SealedBrowser()
        font = self.browser.font()
        font.setPointSizeF(font.pointSizeF() * READING_SCALE)  # a page to read, not a label
        self.browser.setFont(font)
        self.setWidget(self.browser)
        self.topLevelChanged.connect(self._floated)

    def set_page(self, title: str, html: str) -> None:
        """Show the rules page ``html`` of the game ``title``."""
        self.setWindowTitle(self.tr("Rules: {0}").format(cut(title, TITLE_LIMIT)))
        self.browser.setHtml(safe_html(html))

    def measure(self) -> int:
        """The pane's width for a readable line (about 70 characters)."""
        return self.browser.fontMetrics().averageCharWidth() * READING_MEASURE + 64

    def fit(self) -> None:
        """Take a readable width of the window, leaving the table most of it."""
        window = self.parentWidget()
        if isinstance(window, QMainWindow) and not self.isFloating():
            width = min(self.measure(), int(window.width() * WINDOW_SHARE))
            window.resizeDocks([self], [width], Qt.Orientation.Horizontal)

    def _floated(self, floating: bool) -> None:
        # A window of its own: the readable measure, as tall as the screen allows with
        # room for the title bar (on a 1024x600 screen its bottom stays on it).
        if floating:
            room = self.screen().availableGeometry()
            self.resize(min(self.measure(), int(room.width() * 0.9)), min(760, room.height() - RULES_FRAME))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)
