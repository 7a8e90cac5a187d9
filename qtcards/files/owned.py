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
from pathlib import Path

from PySide6.QtCore import QCoreApplication


def is_mine(info: os.stat_result) -> bool:
    """Whether a file's owner is this user (always, where the system has no owners)."""
    return not hasattr(os, "getuid") or info.st_uid == os.getuid()


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
