"""The folders qtcards may write, rename and delete in: those it made, and no other.

Before a save, a set-aside, a cache write or a clean-up touches a path, the folder it is
in is checked from the app's own root (the config, data or cache folder named
``qtcards``) down: each level must be a real folder (not a symbolic link, which would
lead the write or the delete elsewhere) of this user's (where the system has owners).
A level that is missing is made, private to the user. A folder that fails the check is
not used: the save fails and says so, the face cache keeps its faces in memory.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from qtcards.files.paths import user_id


def is_mine(info: os.stat_result) -> bool:
    """Whether a file's owner is this user (always, where the system has no owners)."""
    uid = user_id()
    return uid is None or info.st_uid == uid


def is_own_folder(path: Path) -> bool:
    """Whether ``path`` is a real folder of this user's (not a link to one)."""
    try:
        info = path.lstat()
    except OSError:
        return False
    return stat.S_ISDIR(info.st_mode) and is_mine(info)


def is_own_file(path: Path) -> bool:
    """Whether ``path`` is a regular file of this user's (not a link, a pipe or a folder)."""
    try:
        info = path.lstat()
    except OSError:
        return False
    return stat.S_ISREG(info.st_mode) and is_mine(info)


def private_problem(folder: Path) -> str:
    """Why ``folder`` cannot hold what only this user may reach ("" when it is this user's
    alone: a real folder, the user's, closed to group and others where the system has
    such modes); made if missing, with its missing parents (a new user's ``~/.cache``)."""
    try:
        os.makedirs(folder, 0o700)
    except FileExistsError:
        pass
    except OSError as error:
        return error.strerror or str(error)
    try:
        info = os.lstat(folder)
    except OSError as error:
        return error.strerror or str(error)
    if stat.S_ISLNK(info.st_mode):
        return "a symbolic link"
    if not stat.S_ISDIR(info.st_mode):
        return "not a folder"
    if not is_mine(info):
        return f"owned by user {info.st_uid}"
    if sys.platform != "win32" and stat.S_IMODE(info.st_mode) & 0o077:  # (Windows has no such mode bits)
        return f"open to others (mode {stat.S_IMODE(info.st_mode):o})"
    if not os.access(folder, os.W_OK | os.X_OK):
        return "not writable"
    return ""


def remove_socket(path: str) -> None:
    """Remove the socket file at ``path`` (a killed app's; never anything that is not a socket)."""
    try:
        if stat.S_ISSOCK(os.lstat(path).st_mode):
            os.unlink(path)
    except OSError:
        pass


def own_folder(root: Path, folder: Path) -> Path:
    """Make sure ``folder`` (``root`` or below it) and every level from ``root`` down
    are folders of this user's, making the missing ones; ``folder``, or ``OSError``
    naming the level that is a link, someone else's, or no folder."""
    relative = folder.relative_to(root)  # ValueError: a folder outside the app's
    level = root
    for part in ("", *relative.parts):
        level = level / part if part else level
        try:
            level.mkdir(mode=0o700)
        except FileExistsError:
            pass
        except FileNotFoundError:  # the root's own parent is missing: make it as platformdirs would
            level.mkdir(mode=0o700, parents=True, exist_ok=True)
        if not is_own_folder(level):
            if level.is_symlink():
                why = QCoreApplication.translate(
                    "Storage", "{0} is a symbolic link; qtcards writes only in folders it made"
                )
            else:
                why = QCoreApplication.translate(
                    "Storage", "{0} is not a folder of yours; qtcards writes only in folders it made"
                )
            raise OSError(errno.EPERM, why.format(level), str(level))
    return folder
