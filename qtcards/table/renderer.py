"""The deck renderer: one pixmap per card per size, in the player's :class:`~.looks.look.Look`.

The built-in deck is painted (:mod:`.deck`); an SVG deck is drawn with QtSvg
(:mod:`.looks.svg_deck`), through the disk cache of its rendered faces
(the look's ``faces``: :mod:`qtcards.appearance.face_cache`) so that a start does not pay for parsing and rendering it.
A deck that is refused is replaced by the built-in one. The renderer drops the pixmaps
of older sizes when the table is resized, and all of them when the look changes.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

from qtcards.table.deck import ASPECT, Face, paint_face, paint_paper
from qtcards.table.looks.backs import paint_back
from qtcards.table.looks.emphasis import paint_veil
from qtcards.table.looks.look import DECK_BACK, DeckFile, Look
from qtcards.table.suits import palette

if TYPE_CHECKING:
    from qtcards.table.looks.look import FaceStore
    from qtcards.table.looks.svg_deck import SvgDeck


class DeckRenderer:
    """Paints card faces and the back, one cached pixmap per card per size."""

    def __init__(self, look: Look | None = None) -> None:
        self.look = look or Look()
        self._cache: dict[tuple[Face | None, int, float], QPixmap] = {}
        self._size: tuple[int, float] = (0, 1.0)
        self._blank: QPixmap | None = None  # a face's paper and outline at the current size
        self._veil: QPixmap | None = None  # the dimming veil at that size
        self._turned: dict[tuple[Face | None, int], QPixmap] = {}  # faces turned by 90, 180, 270
        self._svg: SvgDeck | None = None  # the SVG deck once opened (only on a cache miss)
        self._disk: FaceStore | None = None  # the disk cache at the current size
        #: How many pixmaps were painted so far, every size together (tests, benchmarks).
        self.rendered = 0
        #: Counts the changes of look: whatever was painted from the renderer is stale
        #: when it moves (:meth:`~.items.TableObject.paint_cached` keys on it).
        self.generation = 0

    def set_look(self, look: Look) -> None:
        """Draw every card in ``look`` from now on (the pixmaps of the old one are dropped)."""
        if look != self.look:
            self.look = look
            self._svg = None
            self._forget()
            self.generation += 1

    def _forget(self) -> None:
        self._cache.clear()
        self._blank = None
        self._veil = None
        self._turned.clear()
        self._disk = None

    def _at_size(self, width: int, ratio: float) -> None:
        if (width, ratio) != self._size:
            self._forget()
            self._size = (width, ratio)

    def pixmap(self, face: Face | None, width: int, ratio: float = 1.0) -> QPixmap:
        """The pixmap of a face (or of the back, for None) ``width`` logical pixels wide."""
        self._at_size(width, ratio)
        key = (face, width, ratio)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = self._render(face, width, ratio)
            self._cache[key] = pixmap
            self.rendered += 1
        return pixmap

    def turned(self, face: Face | None, width: int, ratio: float, quarters: int) -> QPixmap:
        """The pixmap of :meth:`pixmap` turned clockwise by ``quarters`` quarter turns.

        Copied pixel for pixel once per size: drawing it with a plain translation costs
        far less than drawing the upright pixmap through a turned painter.
        """
        quarters %= 4
        pixmap = self.pixmap(face, width, ratio)
        if not quarters:
            return pixmap
        key = (face, quarters)
        turned = self._turned.get(key)
        if turned is None:
            turned = pixmap.transformed(QTransform().rotate(90 * quarters))
            turned.setDevicePixelRatio(ratio)
            self._turned[key] = turned
        return turned

    def veil(self, width: int, ratio: float = 1.0) -> QPixmap:
        """The veil over a dimmed or sunk card, painted once per size: blending a pixmap
        costs far less than painting the shape."""
        self._at_size(width, ratio)
        if self._veil is None:
            self._veil = QPixmap(round(width * ratio), math.ceil(width * ASPECT * ratio))
            self._veil.setDevicePixelRatio(ratio)
            self._veil.fill(Qt.GlobalColor.transparent)
            painter = self._painter(self._veil)
            paint_veil(painter, width, width * ASPECT)
            painter.end()
        return self._veil

    def cached(self) -> int:
        """How many pixmaps are cached (for tests and benchmarks)."""
        return len(self._cache)

    def _render(self, face: Face | None, width: int, ratio: float) -> QPixmap:
        look = self.look
        if look.deck is not None and (face is not None or look.back == DECK_BACK):
            pixmap = self._from_deck(look.deck, face, width, ratio)
            if pixmap is not None:
                return pixmap
        if face is None:
            return self._paint(width, ratio, lambda painter, rect: paint_back(painter, rect, self.look.back))
        # Every face starts from the same paper: paint it once per size (its gradient
        # rounded rectangle is the dearest part of a face) and copy it for the others.
        if self._blank is None:
            self._blank = self._paint(width, ratio, paint_paper)
        pixmap = self._blank.copy()
        pixmap.setDevicePixelRatio(ratio)
        painter = self._painter(pixmap)
        rect = QRectF(0.5, 0.5, width - 1, round(width * ASPECT) - 1)
        paint_face(painter, rect, face, paper=False, colours=palette(self.look.four_colours))
        painter.end()
        return pixmap

    def _from_deck(self, deck: DeckFile, face: Face | None, width: int, ratio: float) -> QPixmap | None:
        """The picture in ``deck`` (the look's), from the disk cache or rendered (and cached);
        None when the deck is refused (the renderer then uses the built-in deck)."""
        name = "back" if face is None else f"{face.rank}-{face.suit}"
        if self._disk is None and self.look.faces is not None:
            self._disk = self.look.faces(deck, width, ratio)
        size = (round(width * ratio), round(round(width * ASPECT) * ratio))
        pixmap = self._disk.load(name, size) if self._disk is not None else None
        if pixmap is not None:
            return pixmap
        if self._svg is None:
            from qtcards.table.looks import svg_deck  # QtSvg: only when a face is not cached

            self._svg = svg_deck.open_deck(deck)
            if self._svg is None:  # refused: the built-in deck from now on
                self.look = replace(self.look, deck=None)
                self._forget()
                self.generation += 1
                return None
        svg = self._svg
        pixmap = self._paint(width, ratio, lambda painter, rect: svg.paint(painter, face, rect))
        if self._disk is not None:
            self._disk.store(name, pixmap)
        return pixmap

    @staticmethod
    def _painter(pixmap: QPixmap) -> QPainter:
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        return painter

    def _paint(self, width: int, ratio: float, paint: Callable[[QPainter, QRectF], None]) -> QPixmap:
        """A transparent pixmap of a card's size with ``paint(painter, rect)`` on it."""
        height = round(width * ASPECT)
        pixmap = QPixmap(round(width * ratio), round(height * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = self._painter(pixmap)
        paint(painter, QRectF(0.5, 0.5, width - 1, height - 1))
        painter.end()
        return pixmap
