"""A game's rules page beside the table: a pane of the main window, not a window over it.

The rules point at places on the table, so the table stays in view (and in play) while
they are open: the pane docks at the window's side and the table shrinks to the room
left (Heart to Heart's heart keeps its size on a wide screen, the height limits it). The
player can float it as a window of its own, sized to the screen it is on. Escape closes
it. The page is reduced to text and simple tags (:func:`qtcards.kit.rich_text.safe_html`)
and the browser loads nothing and follows no link but to a heading of the page (its table
of contents). It reads as a page: a larger font, spaced lines, a book's measure however
wide the pane is.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, Qt, QUrl
from PySide6.QtGui import QImage, QKeyEvent, QResizeEvent, QTextBlockFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import QDockWidget, QMainWindow, QTextBrowser, QWidget

from qtcards.kit.rich_text import safe_html
from qtcards.qt.overrides import GuardedOverrides
from qtcards.table.plain_text import TITLE_LIMIT, cut

#: The rules page's text, in points more than the app's font.
READING_POINTS = 2.0
#: Characters a line of the rules page holds at most (a book's measure).
READING_MEASURE = 72
#: The line height of the page's paragraphs, per cent of the font's.
LINE_HEIGHT = 140
#: The page's margin around its text (pixels).
PAGE_MARGIN = 14
#: The largest share of the window's width the docked page takes.
WINDOW_SHARE = 0.42
#: Room kept below a floating rules page for its title bar and a panel (pixels).
RULES_FRAME = 72


class SealedBrowser(GuardedOverrides, QTextBrowser):
    """A text browser that loads no resource (no image, style sheet or page) and follows no link."""

    def __init__(self) -> None:
        super().__init__()
        self.setOpenLinks(False)

    def loadResource(self, kind: int, name: QUrl | str) -> QByteArray | QImage:  # noqa: ARG002 - nothing is loaded
        # Never None: the document then loads the file itself; and an image that is not
        # null, or the image handler still tries the name as a local file.
        if kind == QTextDocument.ResourceType.ImageResource:
            blank = QImage(1, 1, QImage.Format.Format_ARGB32)
            blank.fill(0)
            return blank
        return QByteArray()


class PageBrowser(SealedBrowser):
    """A sealed browser that reads as a page: spaced lines, lines of at most
    :data:`READING_MEASURE` characters (the text centred when the pane is wider), and its
    links (Tab to one, Enter) go to the heading they name."""

    def __init__(self) -> None:
        super().__init__()
        font = self.font()
        font.setPointSizeF(font.pointSizeF() + READING_POINTS)  # a page to read, not a label
        self.setFont(font)
        self.document().setUndoRedoEnabled(False)
        self.anchorClicked.connect(self._go_to)

    def measure(self) -> int:
        """The width of the longest line (pixels)."""
        return self.fontMetrics().averageCharWidth() * READING_MEASURE

    def set_page(self, html: str) -> None:
        """Show ``html`` (already made safe) with spaced lines; a drawing's lines stay close."""
        self.setHtml(html)
        self.document().setDocumentMargin(PAGE_MARGIN)
        spaced = QTextBlockFormat()
        spaced.setLineHeight(LINE_HEIGHT, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
        block = self.document().begin()
        while block.isValid():
            if not block.blockFormat().nonBreakableLines():  # not a <pre> drawing
                QTextCursor(block).mergeBlockFormat(spaced)
            block = block.next()
        self._keep_measure()

    def _keep_measure(self) -> None:
        room = self.viewport().width() - 2 * PAGE_MARGIN - self.measure()
        frame = self.document().rootFrame()
        page = frame.frameFormat()
        side = PAGE_MARGIN + max(0, room // 2)
        if page.leftMargin() != side or page.rightMargin() != side:
            page.setLeftMargin(side)
            page.setRightMargin(side)
            frame.setFrameFormat(page)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._keep_measure()

    def _go_to(self, link: QUrl) -> None:
        if not link.scheme() and not link.path() and link.fragment():  # a place on this page
            self.scrollToAnchor(link.fragment())


class RulesPane(GuardedOverrides, QDockWidget):
    """The rules page of the game in ``window``, docked at its right side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.browser = PageBrowser()
        self.setWidget(self.browser)
        self.topLevelChanged.connect(self._floated)

    def set_page(self, title: str, html: str) -> None:
        """Show the rules page ``html`` of the game ``title``."""
        self.setWindowTitle(self.tr("Rules: {0}").format(cut(title, TITLE_LIMIT)))
        self.browser.set_page(safe_html(html))

    def measure(self) -> int:
        """The pane's width for a readable line (about 70 characters)."""
        scroll_bar = self.browser.verticalScrollBar().sizeHint().width()
        return self.browser.measure() + 2 * PAGE_MARGIN + scroll_bar + 2 * self.browser.frameWidth()

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
