"""The player's files: JSON written safely, damaged files set aside, failed saves reported.

Every file is ``{"format": N, "data": ...}``. :meth:`Storage.load` migrates older
formats step by step; a file that cannot be read, parsed, validated or migrated (a
future format included), one larger than :data:`qtcards.files.SIZE_LIMIT` (not parsed)
and a symbolic link in a file's place are renamed to ``NAME.damaged-TIMESTAMP``, the
player is told in one sentence, and the caller goes on with its defaults.
:meth:`Storage.save` writes through :func:`qtcards.files.write_checked`: the old file
stays until the new one is proven whole; a failed save is reported once per file and
stretch of failures through a :class:`SaveReport`, and the next save tries again. What
is saved can be loaded: data that would make a file over the size limit is refused
(:class:`TooLarge`, a fault of the caller's values, not of the disk), the old file kept.
"""

from __future__ import annotations

import json
import logging
import os
import re
import time
from pathlib import Path
from typing import Any, Callable, Mapping

from PySide6.QtCore import QCoreApplication

from qtcards.files.checked import SIZE_LIMIT, read_limited, remove_temporaries, write_checked
from qtcards.files.owned import is_own_folder, own_folder

log = logging.getLogger(__name__)

Migration = Callable[[Any], Any]


class DamagedFile(ValueError):
    """A user file's content is not what its reader expects."""


class TooLarge(ValueError):
    """Data that would make a file larger than :data:`qtcards.files.SIZE_LIMIT`, which
    :meth:`Storage.load` would then refuse: it is not written."""


def encode(version: int, data: Any) -> bytes:
    """A file's bytes: ``data`` in format ``version`` as JSON (``TypeError`` or
    ``ValueError`` when JSON cannot hold it: a set, a circular list, a lone surrogate).

    One line, no indent: only then does ``json`` use its C encoder; with ``indent=1`` a
    saved game of 100 moves (22 KB) took 6.4 ms to save instead of 1.9 ms
    (``python -m benchmarks.session_save``)."""
    return json.dumps({"format": version, "data": data}, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def set_aside(path: Path, notify: Callable[[str], None], why: str) -> Path:
    """Rename a damaged file to a backup beside it and tell the player in one sentence."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while backup.exists():
        n += 1
        backup = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    try:
        path.rename(backup)
    except OSError as error:
        log.error("could not set %s aside: %s", path, error)
        backup = path
    log.warning("set aside %s as %s: %s", path, backup, why)
    if backup.is_symlink():
        text = QCoreApplication.translate(
            "Storage",
            "The file {0} is a symbolic link, which qtcards does not follow; it was kept as {1}, and "
            "qtcards starts afresh.",
        )
    else:
        text = QCoreApplication.translate(
            "Storage", "The file {0} could not be read and was kept as {1}; starting afresh."
        )
    notify(text.format(path.name, backup.name))
    return backup


class SaveReport:
    """Tells the player once when a file stops being saved, and when that file is saved again.

    Each file has its own stretch of failures: a small file that still fits on a full
    disk says nothing of a larger one that does not. A file that fails while another of
    its folder already has been told of is not told again (a folder turned read-only
    fails a game's saved game and its statistics: one message, not two), nor its saving again.

    :param notify: shows a one-sentence message (the window's message box).
    :param status: shows a passing status message; ``notify`` when not given.
    """

    def __init__(self, notify: Callable[[str], None], status: Callable[[str], None] | None = None) -> None:
        self.notify = notify
        self.status = status or notify
        self.failing: dict[Path, tuple[bool, bool]] = {}  # each failing file: (the settings file?, told?)

    def failed(self, path: Path, error: OSError) -> None:
        """A write of ``path`` failed: the first of its run of failures is told to the player."""
        log.error("could not write %s: %s", path, error)
        self._tell_failed(
            path,
            QCoreApplication.translate(
                "Storage",
                "Your progress is not being saved: {0} could not be written ({1}); the game goes on, and "
                "qtcards tries again at every change.",
            ).format(path, error.strerror or error),
            settings=False,
        )

    def settings_failed(self, path: Path) -> None:
        """The settings file ``path`` could not be written (QSettings keeps the changes)."""
        log.error("could not write the settings file %s", path)
        self._tell_failed(
            path,
            QCoreApplication.translate(
                "Storage",
                "Your settings are not being saved: {0} could not be written; they are kept until qtcards "
                "quits, and written with the next change.",
            ).format(path),
            settings=True,
        )

    def _tell_failed(self, path: Path, text: str, settings: bool) -> None:
        if path not in self.failing:
            told = any(other.parent == path.parent and said for other, (_, said) in self.failing.items())
            self.failing[path] = (settings, not told)
            if not told:
                self.notify(text)

    def succeeded(self, path: Path) -> None:
        """``path`` was written (or removed): after its failures, the player hears that it is saved again."""
        settings, told = self.failing.pop(path, (False, False))
        if told:
            if settings:
                text = QCoreApplication.translate("Storage", "Your settings are being saved again: {0} was written.")
            else:
                text = QCoreApplication.translate("Storage", "Your progress is being saved again: {0} was written.")
            self.status(text.format(path))


#: The names of a game's files (``name.json`` in its folder, and nowhere else).
FILE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")


class Storage:
    """A folder of JSON files belonging to one game (or to the host)."""

    def __init__(self, folder: Path, notify: Callable[[str], None], report: SaveReport | None = None) -> None:
        self.folder = folder
        self.notify = notify
        self.report = report or SaveReport(notify)
        # The bytes of each save that failed and was not yet made again, by name: tried
        # again before the next save of any file here (a game's statistics are written
        # seldom; the player was told that every change tries again).
        self._unsaved: dict[str, bytes] = {}

    def path(self, name: str) -> Path:
        """Where the file called ``name`` lives: always in this folder (``ValueError`` for
        a name that is not letters, digits, ``-`` and ``_``, as a plugin may give one:
        ``../settings`` wrote over another file)."""
        if not isinstance(name, str) or not FILE_NAME.fullmatch(name):
            raise ValueError(f"a file name is 1 to 64 letters, digits, - and _, not {name!r:.80}")
        return self.folder / f"{name}.json"

    def load(
        self,
        name: str,
        version: int,
        validate: Callable[[Any], Any],
        migrations: Mapping[int, Migration] | None = None,
    ) -> Any | None:
        """Read, migrate and validate a file; None when it is missing or was set aside.

        :param version: the format this code writes.
        :param validate: turns the file's data into the caller's value, raising
            ``ValueError`` (or ``KeyError``/``TypeError``) when it is not valid.
        :param migrations: ``{n: f}`` where ``f`` turns format ``n`` data into format
            ``n + 1`` data.
        """
        path = self.path(name)
        if os.path.lexists(self.folder) and not (is_own_folder(self.folder) and is_own_folder(self.folder.parent)):
            # Read nothing through it and tidy nothing in it: the next save says why it fails.
            log.warning("%s is not a folder qtcards made: %s is not read", self.folder, path.name)
            return None
        remove_temporaries(path)
        if path.is_symlink():  # never followed: a link is set aside, its target untouched
            set_aside(path, self.notify, "a symbolic link")
            return None
        if not path.exists():
            return None
        try:
            if not path.is_file():  # a folder; a named pipe would block the read for good
                raise DamagedFile("not a file")
            document = json.loads(read_limited(path).decode("utf-8"))
            found = document.get("format") if isinstance(document, dict) else None
            if not isinstance(found, int) or isinstance(found, bool):
                raise DamagedFile("no format version")
            found, data = document["format"], document.get("data")
            if found > version:
                raise DamagedFile(f"format {found} is newer than {version}")
            steps = migrations or {}
            for step in range(found, version):
                if step not in steps:
                    raise DamagedFile(f"no migration from format {step}")
                data = steps[step](data)
            return validate(data)
        # Anything at all: a reader or migration that trips over damaged data must not
        # stop the game for good (RecursionError: JSON nested deeper than the parser goes).
        except Exception as error:
            set_aside(path, self.notify, f"{type(error).__name__}: {error}")
            return None

    def save(self, name: str, version: int, data: Any) -> bool:
        """Write a file safely; False (reported once) when it could not be written.
        Files here whose last save failed are written again first (and, when they are,
        the player hears that they are saved again).

        ``TooLarge`` (nothing written) when the file would be over the size limit, and
        ``TypeError`` or ``ValueError`` when JSON cannot hold ``data``: faults of the
        caller's values, which the caller's plugin is blamed for.
        """
        payload = encode(version, data)
        path = self.path(name)
        if len(payload) > SIZE_LIMIT:
            raise TooLarge(
                f"{path.name} would hold {len(payload)} bytes, more than the {SIZE_LIMIT} a file may hold;"
                " it was not written, and its last save is kept"
            )
        for waiting, older in list(self._unsaved.items()):
            if waiting != name:  # (first: an older write of a file stays before the newer of another)
                self._write(waiting, older)
        return self._write(name, payload)

    def _write(self, name: str, payload: bytes) -> bool:
        path = self.path(name)
        try:
            own_folder(self.folder.parent, self.folder)  # never through a link, nor in someone else's folder
            write_checked(path, payload)
        except OSError as error:  # a full disk, a read-only folder, a file where a folder goes
            self._unsaved[name] = payload
            self.report.failed(path, error)
            return False
        self._unsaved.pop(name, None)
        self.report.succeeded(path)
        return True

    def remove(self, name: str) -> None:
        """Delete a file if it exists (a failure is reported like a failed save)."""
        path = self.path(name)
        self._unsaved.pop(name, None)
        try:
            own_folder(self.folder.parent, self.folder)
            path.unlink(missing_ok=True)
        except OSError as error:
            self.report.failed(path, error)
            return
        self.report.succeeded(path)
