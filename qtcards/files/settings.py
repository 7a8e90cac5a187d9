"""The app's settings file (QSettings, INI format): opened, checked, set aside when damaged.

The options a game declares, and their values, are :mod:`qtcards.kit.options`.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
import sys
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QCoreApplication, QSettings

from qtcards.files import locks, paths
from qtcards.files.checked import SIZE_LIMIT, read_limited
from qtcards.files.owned import is_own_folder
from qtcards.files.storage import SaveReport, set_aside

log = logging.getLogger(__name__)

#: Told of each checked settings write (:func:`save`): the window's report of failed
#: saves, while a window is open; otherwise a failure is only logged.
report: SaveReport | None = None


def open_settings() -> QSettings:
    """The app's settings file (INI format, under the user config dir).

    A folder that cannot be made is no error here: QSettings then reads nothing and keeps
    what is set in memory for as long as one settings object is alive (the app's start
    keeps one), and :func:`open_checked_settings` has told the player.
    """
    folder = paths.config_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return QSettings(str(folder / "qtcards.ini"), QSettings.Format.IniFormat)


def save(settings: QSettings) -> bool:
    """Write the changes made through ``settings`` now, and check it.

    A write that fails (a full disk, a folder made read-only) leaves the old file as it
    was; QSettings keeps the changes in memory and writes them with the next write that
    works. The player hears of the failure once (:data:`report`), and again when the
    file is written; True when it was.
    """
    settings.sync()
    # status() keeps the first error an object met; a fresh object (the same file, the
    # same changes in memory) writes what is still unwritten and tells of this write
    fresh = QSettings(settings.fileName(), settings.format())
    fresh.sync()
    path = Path(settings.fileName())
    written = fresh.status() == QSettings.Status.NoError
    if report is None:
        if not written:
            log.error("could not write the settings file %s", path)
    elif written:
        report.succeeded(path)
    else:
        report.settings_failed(path)
    return written


def store(key: str, value: object) -> bool:
    """Set one setting and write it, checked (:func:`save`); True when it was written."""
    settings = open_settings()
    settings.setValue(key, value)
    return save(settings)


def forget(key: str) -> bool:
    """Remove one setting and write that, checked (:func:`save`)."""
    settings = open_settings()
    settings.remove(key)
    return save(settings)


#: The settings file's format, kept in its ``app/format`` key (files without one are 0).
SETTINGS_FORMAT = 1
#: ``{n: f}``: ``f(settings)`` turns a format-``n`` settings file into format ``n + 1``.
#: Format 1 only added ``app/format`` itself.
SETTINGS_MIGRATIONS: dict[int, Callable[[QSettings], None]] = {0: lambda settings: None}


def open_checked_settings(notify: Callable[[str], None]) -> QSettings:
    """Open the settings file at start-up: set it aside if damaged, migrate an older format.

    A file that QSettings cannot read, that is not UTF-8, that is not a file (a folder, a
    symbolic link: never written through), that is larger than
    :data:`qtcards.files.SIZE_LIMIT` (not parsed) or that comes from a newer qtcards is
    renamed to a ``qtcards.ini.damaged-*`` backup and the player is told in one sentence;
    the app starts with the defaults. Values of a wrong type need none of this: every
    reader falls back to its default (:meth:`Option.coerce`). A folder where settings
    cannot be written is no reason not to start either: the player is told, and changes
    are kept in memory while the returned object lives.
    """
    path = paths.config_dir() / "qtcards.ini"
    why = _file_problem(path)
    if why:
        set_aside(path, notify, why)
    settings = open_settings()
    found, why = _settings_format(settings)
    if why:
        del settings  # let go of the file before it is renamed
        set_aside(path, notify, why)
        settings, found = open_settings(), 0
    if found < SETTINGS_FORMAT:
        for step in range(found, SETTINGS_FORMAT):
            SETTINGS_MIGRATIONS[step](settings)
        settings.setValue("app/format", SETTINGS_FORMAT)
        settings.sync()
    problem = _folder_problem(path.parent)
    if problem or settings.status() != QSettings.Status.NoError:
        notify(
            QCoreApplication.translate(
                "Settings", "Settings cannot be saved in {0} ({1}); changes are kept until qtcards quits."
            ).format(path.parent, problem or settings.status().name)
        )
    return settings


def _file_problem(path: Path) -> str:
    """Why the file must be set aside before QSettings reads it ("" when it may be read)."""
    if path.is_symlink():
        return "a symbolic link"
    if not path.exists():
        return ""
    if not path.is_file():
        return "not a file"
    try:
        read_limited(path, SIZE_LIMIT).decode("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return f"unreadable: {error}"
    return ""


def _folder_problem(folder: Path) -> str:
    """Why nothing can be written in the settings folder ("" when it looks writable)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return error.strerror or str(error)
    return "" if os.access(folder, os.W_OK | os.X_OK) else os.strerror(errno.EACCES)


def _settings_format(settings: QSettings) -> tuple[int, str]:
    """The file's format, and why it must be set aside ("" when it can be used)."""
    settings.allKeys()  # first: QSettings parses the file (and sets its status) only when asked
    if settings.status() != QSettings.Status.NoError:  # NUL bytes give FormatError
        return 0, f"unreadable settings ({settings.status().name})"
    value = settings.value("app/format", 0)  # text from the file, or the 0 given
    try:
        found = int(value) if isinstance(value, (str, bytes, int, float)) else None
    except ValueError:
        found = None
    if found is None:  # not a number, or a list or a point ("1, 2", "@Point(1 2)")
        return 0, f"format {value!r} is not a number"
    if found > SETTINGS_FORMAT:
        return found, f"format {found} is newer than {SETTINGS_FORMAT}"
    return max(found, 0), ""


def forget_abandoned_lock() -> None:
    """Remove the settings file's lock when no process holds it (call it holding the guard).

    QSettings writes under a ``QLockFile``, which a kill can leave empty or naming a
    process id that another program now has; either stops every write (the first one
    before the window shows, too) until the file is 30 s old. A live ``QLockFile`` also
    holds an advisory lock on its file, which the kernel drops with its process: a lock
    file whose advisory lock can be taken is abandoned, and removed as Qt removes a stale
    one. Anything else at its name (a folder, a link, a pipe, a file this user cannot
    read) is no live ``QLockFile``'s, and would stop every write for good (Qt can neither
    read nor remove it): it is set aside as ``qtcards.ini.lock.damaged-*``, kept whole.
    """
    if sys.platform == "win32" or not locks.KERNEL_LOCKS:
        return  # Windows: Qt's lock file is held open by its app, and taken over once it is gone
    lock = paths.config_dir() / "qtcards.ini.lock"
    if os.path.lexists(lock.parent) and not is_own_folder(lock.parent):
        return  # not a folder qtcards made: nothing in it is renamed or removed
    try:
        regular = stat.S_ISREG(os.lstat(lock).st_mode)
        descriptor = os.open(lock, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC) if regular else -1
    except FileNotFoundError:
        return  # none
    except OSError:
        descriptor = -1  # unreadable
    if descriptor == -1:
        set_aside(lock, lambda text: None, "not a lock file QSettings can use")  # logged; nothing of the player's
        return
    try:
        if locks.kernel_lock(descriptor):  # no live app holds it (Qt's lock file is flock'd too)
            os.unlink(lock)
    except OSError:
        pass  # held by a live app, or gone
    finally:
        os.close(descriptor)
