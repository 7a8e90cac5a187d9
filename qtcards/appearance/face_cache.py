"""The faces an SVG deck renders, kept on disk per deck, size and pixel ratio.

Rendering an SVG face costs 0.2 to 43 ms, and reading the deck another 7 to 300 ms. So
every face rendered is also written, as ``FOLDER/<deck>-<fingerprint>/<width>@<ratio>/<card>.argb``,
and read from there at the next start, before the deck itself is ever opened. The
fingerprint names the deck file's path, size and time of change (and this machine's byte
order), so a changed deck is never drawn from an old picture.

A face file is a small header (:data:`HEADER`: ``ARGB``, width, height) and the face's
premultiplied ARGB32 pixels as Qt keeps them in memory: reading one back is a copy, some
100 times cheaper than decoding a PNG (1 ms for a card 160 pixels wide), and a PNG of a
rendered face is hardly smaller (docs/performance.md, Start-up, SVG decks).

The cache is a guest of the disk, not a record: a face file of the wrong length or size
is ignored and removed (and the face rendered again); writes go through
:func:`qtcards.files.checked.write_checked` on a worker thread, so a start never waits on
the disk; once the folder holds more than :data:`LIMIT` bytes, the sizes used longest ago
are removed.

It writes and deletes only in folders it made (:mod:`qtcards.files.owned`): a cache folder
that is a symbolic link, someone else's or no folder is not used (the faces are rendered
and kept in memory), and the clean-up deletes only files named and headed as it writes
them (``<card>.argb`` starting with ``ARGB``, and its own temporary files), and a folder
only once nothing else is left in it.
"""

from __future__ import annotations

import atexit
import logging
import os
import queue
import re
import stat
import struct
import sys
import threading
import time
from pathlib import Path

from PySide6.QtCore import QByteArray, QCryptographicHash
from PySide6.QtGui import QImage, QPixmap

from qtcards.files.checked import TEMP_PREFIX, read_limited, write_checked
from qtcards.files.owned import is_own_file, is_own_folder, own_folder
from qtcards.table.looks.look import DeckFile, FaceStores

log = logging.getLogger(__name__)

FORMAT = 2
"""Bumped when what a cached face looks like, or how it is kept, changes (old folders are
then never read; they go when the cache is pruned)."""
LIMIT = 64 * 1024 * 1024
"""The most the whole cache may hold on disk."""
SUFFIX = ".argb"
HEADER = struct.Struct("<4sII")
"""What a face file starts with: ``ARGB``, the width and the height in device pixels."""
MAGIC = b"ARGB"
DECK_FOLDER = re.compile(r"[A-Za-z0-9_-]{1,60}-[0-9a-f]{16}")
"""A deck's folder as the cache names it: the deck's id made safe, and its fingerprint."""
SIZE_FOLDER = re.compile(r"[0-9]+@[0-9.e+-]+")
"""A size's folder as the cache names it: ``<width>@<ratio>``."""
PIXELS = QImage.Format.Format_ARGB32_Premultiplied
"""The format of the pixels kept (the one the raster engine paints from)."""


def fingerprint(deck: DeckFile) -> str | None:
    """Names the deck file as it is now (None when it cannot be looked at)."""
    try:
        info = deck.path.lstat()
    except OSError:
        return None
    text = f"{FORMAT}|{sys.byteorder}|{deck.path}|{info.st_size}|{info.st_mtime_ns}"
    # QCryptographicHash, not hashlib: hashlib loads OpenSSL at start-up (docs/performance.md)
    digest = QCryptographicHash.hash(
        QByteArray(text.encode("utf-8", "surrogateescape")), QCryptographicHash.Algorithm.Sha1
    )
    return bytes(digest.toHex().data()).decode()[:16]


class FaceCache:
    """One deck's faces at one size and pixel ratio, in their folder on disk."""

    def __init__(self, root: Path, deck: DeckFile, width: int, ratio: float) -> None:
        self.root = root
        self.width = width
        self.ratio = ratio
        mark = fingerprint(deck)
        slug = "".join(c if c.isalnum() or c in "-_" else "_" for c in deck.id)[:60]
        self.folder = root / f"{slug}-{mark}" / f"{width}@{ratio:g}" if mark and usable(root) else None
        self._touched = False

    def load(self, name: str, size: tuple[int, int]) -> QPixmap | None:
        """The cached picture ``name`` of ``size`` device pixels, or None (not there, or
        damaged: then it is removed, to be written again)."""
        if self.folder is None:
            return None
        path = self.folder / f"{name}{SUFFIX}"
        try:
            info = path.lstat()
        except OSError:
            return None
        image = None
        length = face_length(size)
        if stat.S_ISREG(info.st_mode) and info.st_size == length:
            try:
                image = decode(read_limited(path, length), size)
            except OSError:
                pass
        if image is None:
            log.warning("ignored a damaged cached card face: %s", path)
            _remove_face(path)  # (only a file the cache wrote: its name and header)
            return None
        if not self._touched:  # the size in use is the last to be pruned
            self._touched = True
            try:
                os.utime(self.folder)
            except OSError:
                pass
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(self.ratio)
        return pixmap

    def store(self, name: str, pixmap: QPixmap) -> None:
        """Write the picture later, on the writer thread (nothing waits for it)."""
        if self.folder is not None:
            _writer().put((self.root, self.folder / f"{name}{SUFFIX}", pixmap.toImage()))


def face_length(size: tuple[int, int]) -> int:
    """The length of the file of a face of ``size`` device pixels."""
    return HEADER.size + 4 * size[0] * size[1]


def encode(image: QImage) -> bytes:
    """A face file's bytes: the header, then the pixels, row after row."""
    image = image.convertToFormat(PIXELS)
    return HEADER.pack(MAGIC, image.width(), image.height()) + bytes(image.constBits())


def decode(data: bytes, size: tuple[int, int]) -> QImage | None:
    """The face in ``data`` (a face file's bytes), or None unless the file is whole and
    holds a face of ``size``."""
    if len(data) != face_length(size) or size[0] <= 0 or size[1] <= 0:
        return None
    magic, width, height = HEADER.unpack_from(data)
    if magic != MAGIC or (width, height) != size:
        return None
    # (a copy: the image must not keep pointing into ``data``)
    return QImage(memoryview(data)[HEADER.size :], width, height, 4 * width, PIXELS).copy()


def stores_in(root: Path) -> FaceStores:
    """A look's ``faces``: a :class:`FaceCache` under ``root`` for each deck, size and ratio."""
    return lambda deck, width, ratio: FaceCache(root, deck, width, ratio)


def usable(root: Path) -> bool:
    """Whether the cache may write in ``root``: a folder of this user's that the app made
    (or makes now), its parent too (the app's cache folder); else the faces stay in memory."""
    try:
        own_folder(root.parent, root)
    except (OSError, ValueError) as error:
        log.warning("card faces are not cached on disk: %s", error)
        return False
    return True


def _is_face_file(path: Path) -> bool:
    """Whether ``path`` is a file the cache wrote: its name, and its header or a temporary's."""
    if not is_own_file(path):
        return False
    if path.name.startswith(TEMP_PREFIX):
        return True
    if path.suffix != SUFFIX:
        return False
    try:
        with open(path, "rb") as file:
            return file.read(len(MAGIC)) == MAGIC
    except OSError:
        return False


def _remove_face(path: Path) -> None:
    """Delete ``path`` if the cache wrote it (anything else there is left alone)."""
    if _is_face_file(path):
        try:
            path.unlink()
        except OSError as error:
            log.warning("could not remove %s: %s", path, error)


def _remove_folder(folder: Path) -> None:
    """Delete the cache's files in ``folder`` (one of its own), then the folder if it is empty."""
    if not is_own_folder(folder):
        return
    for entry in _entries(folder):
        _remove_face(entry)
    try:
        folder.rmdir()
    except OSError:
        pass  # something not the cache's is left in it: the folder stays too


#: What the writer thread writes: the cache's root, the file, the face.
Job = tuple[Path, Path, QImage]
_queue: queue.Queue[Job] | None = None


def _writer() -> queue.Queue[Job]:
    """The queue of the one writer thread (started on the first face to write)."""
    global _queue
    if _queue is None:
        _queue = queue.Queue()
        threading.Thread(target=_write_all, args=(_queue,), name="qtcards-face-cache", daemon=True).start()
    return _queue


def wait_for_writes(timeout: float = 10.0) -> bool:
    """Wait until every face handed to :meth:`FaceCache.store` so far is written, at
    most ``timeout`` seconds; True if they all are (tests, and the app's exit)."""
    deadline = time.monotonic() + timeout
    while _queue is not None and _queue.unfinished_tasks:
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


WRITES_AT_EXIT = 3.0
"""How long the exit waits for the last faces to be written (they are remade otherwise)."""
atexit.register(wait_for_writes, WRITES_AT_EXIT)


def _write_all(jobs: queue.Queue[Job]) -> None:
    while True:
        root, path, image = jobs.get()
        try:
            _write(root, path, image)
            if jobs.empty():
                prune(root)
        except Exception as error:  # noqa: BLE001 - a cache that cannot be written is no fault
            log.warning("could not cache a card face in %s: %s", path.parent, error)
        finally:
            jobs.task_done()


def _write(root: Path, path: Path, image: QImage) -> None:
    own_folder(root, path.parent)  # (OSError when a level is a link, someone else's, or no folder)
    write_checked(path, encode(image))


def prune(root: Path, limit: int = LIMIT) -> None:
    """Remove the sizes used longest ago until the cache holds at most ``limit`` bytes
    (and any temporary file a killed write left)."""
    if not is_own_folder(root) or not is_own_folder(root.parent):
        return
    sizes = []
    for deck in _entries(root):
        if not (DECK_FOLDER.fullmatch(deck.name) and is_own_folder(deck)):
            continue  # not a folder the cache made: left alone
        for size in _entries(deck):
            if not (SIZE_FOLDER.fullmatch(size.name) and is_own_folder(size)):
                continue
            try:
                used = size.lstat().st_mtime  # (before tidying changes it)
            except OSError:
                continue
            total = 0
            for face in _entries(size):
                if face.name.startswith(TEMP_PREFIX):  # left by a killed write
                    _remove_face(face)
                    continue
                if _is_face_file(face):
                    total += face.lstat().st_size
            sizes.append((used, size, total))
    held = sum(total for _, _, total in sizes)
    for _, size, total in sorted(sizes, key=lambda entry: entry[0]):
        if held <= limit:
            break
        _remove_folder(size)
        _remove_folder(size.parent)  # (a deck's folder goes with its last size)
        held -= total


def _entries(folder: Path) -> list[Path]:
    try:
        return list(folder.iterdir())
    except OSError:
        return []
