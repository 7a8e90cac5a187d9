"""A Python with POSIX taken away, as on Windows or macOS: the suite (or the app) run on Linux
as if there.

Put this folder first on ``PYTHONPATH`` and set ``QTCARDS_WITHOUT_POSIX``; Python runs
this file at start-up (``sitecustomize``), in every process started with that
environment, the app's included:

- ``windows``: ``fcntl``, ``termios``, ``tty``, ``pty``, ``pwd``, ``grp``, ``resource``
  and ``syslog`` cannot be imported; ``os`` loses the user, group, process-group and
  session calls, ``chown``, ``mkfifo``, ``fork`` and the POSIX-only open flags
  (:data:`OS_NAMES`); ``signal`` loses every signal Windows has not (:data:`WINDOWS_SIGNALS`
  are kept) and the POSIX-only calls; ``socket`` loses ``AF_UNIX``;
- ``macos``: ``os.O_PATH`` only (Linux's; macOS has ``fcntl``, ``AF_UNIX`` and the rest).

``.ci/run`` runs the whole suite so (``windows``), and the tests of the code that uses
``O_PATH`` (``macos``). Only what a program sees is taken: the standard library and the
libraries keep their own ways to the system, as they keep theirs on Windows (there they
take another way by ``sys.platform``, which stays ``linux`` here):

- ``subprocess.Popen.kill`` still sends SIGKILL (on Windows it is ``TerminateProcess``);
- ``socket.socketpair`` makes its pair over TCP on the loopback, as on Windows;
- ``shutil.rmtree`` walks by paths, not by open folders, as on Windows;
- ``platformdirs`` is imported first (its Unix module binds ``geteuid`` as it loads);
- pytest's check of its temporary folder's owner is told no user id, as on Windows.

What stays: ``signal.Signals`` and ``socket.AddressFamily`` keep their members, and
Python's C parts (and Qt's) use the system as they are built to.
"""

from __future__ import annotations

import contextlib
import importlib.abc
import importlib.machinery
import os
import shutil
import signal
import socket
import subprocess
import sys
from typing import Any

#: The modules Windows' Python has not.
MODULES = ("fcntl", "termios", "tty", "pty", "pwd", "grp", "resource", "syslog")
#: The names of ``os`` Windows' Python has not (of those a program may call).
OS_NAMES = (
    *("getuid", "geteuid", "getgid", "getegid", "getgroups", "getgrouplist", "initgroups", "setgroups"),
    *("setuid", "seteuid", "setgid", "setegid", "setreuid", "setregid"),
    *("getresuid", "getresgid", "setresuid", "setresgid"),
    *("getpgrp", "getpgid", "setpgrp", "setpgid", "getsid", "setsid", "killpg", "tcgetpgrp", "tcsetpgrp"),
    *("chown", "lchown", "fchown", "mkfifo", "mknod", "fork", "forkpty"),
    *("O_NOFOLLOW", "O_PATH", "O_DIRECTORY", "O_CLOEXEC", "O_NONBLOCK", "O_NDELAY", "O_NOCTTY", "O_ASYNC"),
)
#: The signals Windows' Python has (every other ``SIG...`` name goes).
WINDOWS_SIGNALS = ("SIGABRT", "SIGFPE", "SIGILL", "SIGINT", "SIGSEGV", "SIGTERM", "SIGBREAK")
#: The calls of ``signal`` Windows' Python has not.
SIGNAL_CALLS = (
    *("alarm", "pause", "setitimer", "getitimer", "siginterrupt", "sigpending", "sigwait", "sigwaitinfo"),
    *("sigtimedwait", "pthread_kill", "pthread_sigmask", "pidfd_send_signal"),
    *("SIG_BLOCK", "SIG_UNBLOCK", "SIG_SETMASK", "ITIMER_REAL", "ITIMER_VIRTUAL", "ITIMER_PROF"),
)


def without_windows_posix() -> None:
    """Take away what Windows' Python has not."""
    with contextlib.suppress(ImportError):  # (a Python without it: the system's, say)
        import platformdirs  # noqa: F401  (binds os.geteuid as it loads)

    for module in MODULES:
        sys.modules[module] = None  # type: ignore[assignment]  # "import fcntl" raises ImportError
    kill_signal = signal.SIGKILL
    for name in OS_NAMES:
        if hasattr(os, name):
            delattr(os, name)
    for name in [*SIGNAL_CALLS, *(n for n in dir(signal) if n.startswith("SIG") and not n.startswith("SIG_"))]:
        if name not in WINDOWS_SIGNALS and hasattr(signal, name):
            delattr(signal, name)
    del socket.AF_UNIX
    socket.socketpair = loopback_pair
    shutil._use_fd_functions = False  # type: ignore[attr-defined]
    subprocess.Popen.kill = lambda self: self.send_signal(kill_signal)  # type: ignore[method-assign]
    sys.meta_path.insert(0, NoUserIdForPytest())


def loopback_pair(family: int = socket.AF_INET, type: int = socket.SOCK_STREAM, proto: int = 0) -> tuple[Any, Any]:
    """Two connected sockets over the loopback, as Python makes them on Windows."""
    with socket.create_server(("127.0.0.1", 0)) as server:
        first = socket.create_connection(server.getsockname())
        second, _address = server.accept()
    return first, second


class NoUserIdForPytest(importlib.abc.MetaPathFinder):
    """As ``_pytest.compat`` loads, its ``get_user_id`` answers None, as on Windows (it
    calls ``os.getuid`` unless ``sys.platform`` is ``win32``)."""

    def find_spec(self, name: str, path: Any, target: Any = None) -> Any:
        if name != "_pytest.compat":
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None:
            return spec
        load = spec.loader.exec_module

        def exec_module(module: Any) -> None:
            load(module)
            module.get_user_id = lambda: None

        spec.loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


if os.environ.get("QTCARDS_WITHOUT_POSIX") == "windows":
    without_windows_posix()
elif os.environ.get("QTCARDS_WITHOUT_POSIX") == "macos" and hasattr(os, "O_PATH"):
    del os.O_PATH
