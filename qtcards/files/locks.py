"""A lock on a file that a process holds until it ends, however it ends, on every system.

- POSIX: the kernel's advisory lock on an open file (``fcntl.flock``);
- Windows: ``msvcrt.locking`` on the open file's first byte (the system lets go of it
  with the process too);
- anywhere else: Qt's ``QLockFile`` beside the file (it names its process, and a lock
  whose process is gone is taken over).
"""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path
from typing import Any

#: Whether the system has a lock it drops with its process (else Qt's ``QLockFile`` is used).
KERNEL_LOCKS = True
if sys.platform == "win32":
    import msvcrt
else:
    try:
        import fcntl
    except ImportError:  # a Python built without it
        KERNEL_LOCKS = False

#: What :func:`take` says when another process holds the lock.
HELD = "held"
#: The errors a lock held by another process gives.
HELD_ERRORS = {errno.EACCES, errno.EAGAIN, getattr(errno, "EDEADLOCK", errno.EDEADLK), errno.EDEADLK}


def open_flags() -> int:
    """Flags for opening a lock file: read-write, made if missing, never through a link,
    not inherited by child processes (each where the system has it)."""
    extra = ("O_NOFOLLOW", "O_CLOEXEC", "O_BINARY")
    flags = os.O_RDWR | os.O_CREAT
    for name in extra:
        flags |= getattr(os, name, 0)
    return flags


def kernel_lock(descriptor: int) -> bool:
    """Lock an open file without waiting: True when taken, False when another process
    holds it; ``OSError`` when it cannot be locked. Only where the system has such
    locks (:data:`KERNEL_LOCKS`)."""
    try:
        if sys.platform == "win32":
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        else:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as error:
        if isinstance(error, BlockingIOError) or error.errno in HELD_ERRORS:
            return False
        raise
    return True


def take(path: Path) -> tuple[Any, str]:
    """Lock ``path`` without waiting: ``(lock, "")`` when taken (give it to :func:`release`),
    ``(None, HELD)`` when another process holds it, ``(None, why)`` when it cannot be locked."""
    if not KERNEL_LOCKS:
        return _take_qt(path)
    try:
        descriptor = os.open(path, open_flags(), 0o600)
    except OSError as error:
        return None, error.strerror or str(error)
    try:
        taken = kernel_lock(descriptor)
    except OSError as error:
        os.close(descriptor)
        return None, error.strerror or str(error)
    if not taken:
        os.close(descriptor)
        return None, HELD
    return descriptor, ""


def _take_qt(path: Path) -> tuple[Any, str]:
    from PySide6.QtCore import QLockFile

    lock = QLockFile(f"{path}.qlock")
    lock.setStaleLockTime(0)  # stale only once the process it names is gone
    if lock.tryLock(0):
        return lock, ""
    if lock.error() == QLockFile.LockError.LockFailedError:
        return None, HELD
    return None, "cannot be locked"


def release(lock: Any) -> None:
    """Let go of a lock :func:`take` gave."""
    if isinstance(lock, int):
        os.close(lock)  # the system lets go of the lock with the file
    else:
        lock.unlock()
