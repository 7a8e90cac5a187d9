"""SVG card decks, read with care and drawn with QtSvg by element id.

A deck file (SVG, or SVGZ: gzip-compressed SVG) is checked before Qt parses it: a
regular file, not a symbolic link, not empty, at most :data:`MAX_FILE` bytes on disk and
:data:`MAX_SVG` unpacked (a gzip bomb stops there), no XML entity declarations (the
"billion laughs"), no image loaded from outside the file. Then QSvgRenderer must read
it, and every card must be in it under one of the two namings: KDE's rank first
(``1_club`` … ``king_spade``) or Aisleriot's suit first (``club_1`` … ``spade_king``),
and ``back``. A deck that fails any of this is refused: :func:`open_deck` returns None,
and the listeners (:func:`.look.on_refusal`) hear why, once per deck per run.
"""

from __future__ import annotations

import errno
import logging
import math
import re
import stat
import zlib
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgRenderer

from qtcards.table.deck import Face
from qtcards.table.looks.look import DeckFile, report_refusal

log = logging.getLogger(__name__)

MAX_FILE = 16 * 1024 * 1024
"""The largest deck file read (the largest Debian ships, Dondorf, is 3.2 MB packed)."""
MAX_SVG = 48 * 1024 * 1024
"""The most an SVGZ may unpack to (Dondorf: 11 MB)."""
KEPT_SHAPES = (1.2, 1.7)
"""Cards whose height over width is in this range are drawn in their own shape."""
RANK_IDS = ("", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
SUIT_IDS = ("club", "diamond", "spade", "heart")
_OUTSIDE_IMAGE = re.compile(rb"<image\b[^>]*?href\s*=\s*[\"'](?!data:|#)", re.IGNORECASE)

_opened: dict[Path, SvgDeck | str] = {}


class DeckRefused(Exception):
    """A deck file that is not used, with the reason in words."""


def open_deck(deck: DeckFile) -> SvgDeck | None:
    """The deck ready to draw (read once per run), or None when it is refused."""
    found = _opened.get(deck.path)
    if found is None:
        try:
            found = SvgDeck(read_svg(deck.path))
        except DeckRefused as refusal:
            found = str(refusal)
            log.warning("card deck %s (%s) refused: %s", deck.id, deck.path, found)
            report_refusal(deck, found)
        _opened[deck.path] = found
    return found if isinstance(found, SvgDeck) else None


def forget_decks() -> None:
    """Read every deck again when next asked (tests; a deck file that was replaced)."""
    _opened.clear()


def read_svg(path: Path) -> bytes:
    """The SVG text of a deck file, unpacked; :class:`DeckRefused` when it is not fit to parse."""
    try:
        info = path.lstat()
    except OSError as error:
        raise DeckRefused(f"it cannot be read ({error.strerror or error})") from None
    if stat.S_ISLNK(info.st_mode):
        raise DeckRefused("it is a symbolic link")
    if not stat.S_ISREG(info.st_mode):
        raise DeckRefused("it is not a regular file")
    if info.st_size == 0:
        raise DeckRefused("it is empty")
    if info.st_size > MAX_FILE:
        raise DeckRefused(f"it is larger than {MAX_FILE // 2**20} MB")
    try:
        with open(path, "rb") as file:  # a file grown since it was looked at is cut off here
            data = file.read(MAX_FILE + 1)
        if len(data) > MAX_FILE:
            raise OSError(errno.EFBIG, "larger than the limit")
    except OSError as error:
        reason = "it grew past the size limit" if error.errno == errno.EFBIG else error.strerror or str(error)
        raise DeckRefused(f"it cannot be read ({reason})") from None
    if data[:2] == b"\x1f\x8b":
        data = _unpack(data)
    if b"<!ENTITY" in data:
        raise DeckRefused("it declares XML entities")
    if _OUTSIDE_IMAGE.search(data):
        raise DeckRefused("it loads images from outside the file")
    return data


def _unpack(packed: bytes) -> bytes:
    unpacker = zlib.decompressobj(wbits=31)
    try:
        data = unpacker.decompress(packed, MAX_SVG + 1)
    except zlib.error:
        raise DeckRefused("its compressed data is damaged") from None
    if len(data) > MAX_SVG:
        raise DeckRefused(f"it unpacks to more than {MAX_SVG // 2**20} MB")
    if not unpacker.eof:
        raise DeckRefused("its compressed data is cut short")
    return data


class SvgDeck:
    """A checked SVG deck: draws each card by its element id, at any size."""

    def __init__(self, data: bytes) -> None:
        self.renderer = QSvgRenderer(QByteArray(data))
        if not self.renderer.isValid():
            raise DeckRefused("it is not a readable SVG file")
        if self.renderer.elementExists("1_club"):
            self.element = self._rank_first
        elif self.renderer.elementExists("club_1"):
            self.element = self._suit_first
        else:
            raise DeckRefused("it has no card named 1_club or club_1")
        self.bounds: dict[str, QRectF] = {}
        for name in [self.element(Face(r, s)) for s in range(4) for r in range(1, 14)] + ["back"]:
            if not self.renderer.elementExists(name):
                raise DeckRefused(f"it has no card named {name}")
            box = self.renderer.transformForElement(name).mapRect(self.renderer.boundsOnElement(name))
            if not (box.width() > 0 and box.height() > 0 and math.isfinite(box.width() * box.height())):
                raise DeckRefused(f"its card {name} has no size")
            self.bounds[name] = box

    @staticmethod
    def _rank_first(face: Face | None) -> str:
        return "back" if face is None else f"{RANK_IDS[face.rank]}_{SUIT_IDS[face.suit]}"

    @staticmethod
    def _suit_first(face: Face | None) -> str:
        return "back" if face is None else f"{SUIT_IDS[face.suit]}_{RANK_IDS[face.rank]}"

    def paint(self, painter: QPainter, face: Face | None, rect: QRectF) -> None:
        """Draw a face (or the back, for None) into ``rect``: a card of a usual shape
        keeps it, centred; one of a strange shape fills the card, as kpat draws it."""
        name = self.element(face)
        box = self.bounds[name]
        target = rect
        if KEPT_SHAPES[0] <= box.height() / box.width() <= KEPT_SHAPES[1]:
            scale = min(rect.width() / box.width(), rect.height() / box.height())
            target = QRectF(0, 0, box.width() * scale, box.height() * scale)
            target.moveCenter(rect.center())
        self.renderer.render(painter, name, target)
