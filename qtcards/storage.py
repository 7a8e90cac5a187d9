"""The player's files: JSON written atomically, damaged files set aside.

Every file is ``{"format": N, "data": ...}``. :meth:`Storage.load` migrates older
formats step by step; a file that cannot be read, parsed, validated or migrated (a
future format included) is renamed to ``NAME.damaged-TIMESTAMP``, the player is told in
one sentence, and the caller goes on with its defaults. :meth:`Storage.save` writes
through ``QSaveFile``, so a crash leaves either the old file or the new one.
"""

from __future__ import annotations

import json
import logging
import re
import time
from pathlib import Path
from typing import Any, Callable, Mapping

from PySide6.QtCore import QCoreApplication

log = logging.getLogger(__name__)

Migration = Callable[[Any], Any]

# The suffix of QSaveFile's temporary file: ``NAME.XXXXXX``.
TEMPORARY = re.compile(r"\.[A-Za-z0-9]{6}")


class DamagedFile(ValueError):
    """A user file's content is not what its reader expects."""


def remove_temporaries(path: Path) -> None:
    """Delete what an interrupted atomic write of ``path`` left beside it.

    ``QSaveFile`` writes a hidden temporary file and renames it over the file when it is
    complete; to replace an existing file on Linux it first gives the temporary file a
    name (``NAME.XXXXXX``), so a process killed at that moment leaves it behind. The old
    file is intact then; the leftover is only clutter. (One app at a time per folder.)
    """
    if not path.parent.is_dir():
        return
    try:
        for entry in path.parent.iterdir():
            name = entry.name
            if name.startswith(path.name) and TEMPORARY.fullmatch(name[len(path.name):]) and entry.is_file():
                if not entry.is_symlink():
                    entry.unlink()
                    log.warning("removed %s, left by an interrupted write", entry)
    except OSError as error:
        log.error("could not tidy up beside %s: %s", path, error)


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
    notify(
        QCoreApplication.translate(
            "Storage", "The file {0} could not be read and was kept as {1}; starting afresh."
        ).format(path.name, backup.name)
    )
    return backup


class Storage:
    """A folder of JSON files belonging to one game (or to the host)."""

    def __init__(self, folder: Path, notify: Callable[[str], None]) -> None:
        self.folder = folder
        self.notify = notify

    def path(self, name: str) -> Path:
        """Where the file called ``name`` lives."""
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
        remove_temporaries(path)
        if not path.exists() and not path.is_symlink():  # a dangling link is damaged, not missing
            return None
        try:
            document = json.loads(path.read_bytes().decode("utf-8"))
            found = document.get("format") if isinstance(document, dict) else None
            if not isinstance(found, int) or isinstance(found, bool):
                raise DamagedFile("no format version")
            found, data = document["format"], document.get("data")
            if found > version:
                raise DamagedFile(f"format {found} is newer than {version}")
            for step in range(found, version):
                if step not in (migrations or {}):
                    raise DamagedFile(f"no migration from format {step}")
                data = migrations[step](data)
            return validate(data)
        # Anything at all: a reader or migration that trips over damaged data must not
        # stop the game for good (RecursionError: JSON nested deeper than the parser goes).
        except Exception as error:
            set_aside(path, self.notify, f"{type(error).__name__}: {error}")
            return None

    def save(self, name: str, version: int, data: Any) -> bool:
        """Write a file atomically; False (and a log line) when it could not be written."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:  # a file stands where the folder should be, say
            log.error("could not write %s: %s", self.path(name), error)
            return False
        payload = json.dumps({"format": version, "data": data}, ensure_ascii=False, indent=1)
        from PySide6.QtCore import QSaveFile  # on the first write: start-up writes nothing

        file = QSaveFile(str(self.path(name)))
        if file.open(QSaveFile.OpenModeFlag.WriteOnly):
            file.write(payload.encode("utf-8"))
            if file.commit():
                return True
        log.error("could not write %s: %s", self.path(name), file.errorString())
        return False

    def remove(self, name: str) -> None:
        """Delete a file if it exists."""
        self.path(name).unlink(missing_ok=True)
