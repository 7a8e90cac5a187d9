"""Writing and reading files safely, below any format (the player's files, the card-face cache).

:func:`write_checked` replaces a file only with bytes proven to be on the disk: they are
written to a temporary file of the app's own (``.qtcards-tmp-NAME.RANDOM``), every
``write`` count checked (a full disk gives short counts), flushed and ``fsync``'d, the
temporary file's size and content read back and compared, and only then renamed over the
file. Any failure raises ``OSError`` and leaves the old file as it was.

``QSaveFile`` is not used: it names its temporary file ``NAME.XXXXXX``, which cannot be
told from a player's ``statistics.json.backup``, and it gives no way to check the new
file before the rename.

Symbolic links: a link in a *file's* place is never written through (the rename replaces
the link, not its target), and the readers set such a link aside first. Links to
*folders* above the app's own folders are followed (docs/reliability.md, Symbolic links).
"""

from __future__ import annotations

import errno
import logging
import os
import tempfile
from pathlib import Path

log = logging.getLogger(__name__)

#: Only files whose name starts with this are ever removed as the app's leftovers.
TEMP_PREFIX = ".qtcards-tmp-"
#: A user file larger than this is set aside without being read (some 70 times the
#: largest file the built-in games write: a long Heart to Heart history, about 55 KB),
#: and none larger is written (:class:`qtcards.storage.TooLarge`): one limit both ways.
SIZE_LIMIT = 4 * 1024 * 1024
#: The bytes :func:`read_limited` asks for at a time.
READ_CHUNK = 64 * 1024


def write_checked(path: Path, payload: bytes) -> None:
    """Replace ``path`` with ``payload``, checked end to end; ``OSError`` if it failed."""
    fd, temp = tempfile.mkstemp(prefix=f"{TEMP_PREFIX}{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "wb", buffering=0) as file:
            rest = memoryview(payload)
            while rest:
                written = file.write(rest)
                if not written:
                    raise OSError(errno.ENOSPC, "nothing more could be written (is the disk full?)")
                rest = rest[written:]
            os.fsync(file.fileno())
        if read_limited(Path(temp), len(payload)) != payload:
            raise OSError(errno.EIO, "the written file does not read back as written")
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (best effort: not every file system allows it)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_limited(path: Path, limit: int = SIZE_LIMIT) -> bytes:
    """The file's bytes; ``OSError`` (EFBIG) when it holds more than ``limit`` bytes."""
    chunks, size = [], 0
    with open(path, "rb") as file:
        # In chunks: read(limit + 1) would allocate the whole limit (4 MB) for every
        # small file, which showed in the app's peak memory (docs/performance.md).
        while chunk := file.read(min(READ_CHUNK, limit + 1 - size)):  # read(0) past the limit ends it
            chunks.append(chunk)
            size += len(chunk)
    if size > limit:
        raise OSError(errno.EFBIG, f"larger than {limit} bytes, not read")
    return b"".join(chunks)


def remove_temporaries(path: Path) -> None:
    """Delete the app's own temporary files of ``path`` that a killed write left behind.

    Only names starting with :data:`TEMP_PREFIX` are touched, never a player's file.
    (One app at a time per data folder: :mod:`qtcards.instance`.)
    """
    try:
        entries = list(path.parent.glob(f"{TEMP_PREFIX}{path.name}.*"))
    except OSError as error:
        log.error("could not tidy up beside %s: %s", path, error)
        return
    for entry in entries:
        try:
            if entry.is_file() and not entry.is_symlink():
                entry.unlink()
                log.warning("removed %s, left by an interrupted write", entry)
        except OSError as error:
            log.error("could not remove %s: %s", entry, error)
