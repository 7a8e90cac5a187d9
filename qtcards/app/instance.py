"""One running app per data folder: a lock the kernel lets go of, and a socket the next start talks to.

The first app on a data folder holds an advisory lock (``fcntl.flock``) on an open file
and listens on a Unix socket, both named after the folder's real path (a hash of it, so
that a symbolic link or a ``..`` spelling of the folder finds the same guard). They live
in folders that are this user's alone (:func:`private_problem`: made with mode 0700,
owned by the user, not a link), so no other user can put anything at their names. The
first app locks and listens in every usable one of :func:`qtcards.paths.guard_folders`,
in their order, and a start that finds the lock held in any of them stops there: another
user who takes a place's name away (or gives it back) between two starts cannot give
them two different guards, nor can a start with ``XDG_RUNTIME_DIR`` and one without it.
The kernel drops the lock when its
process ends, however it ends: a killed app leaves no lock that could block a start (the
file stays, empty, and is simply locked again). When no such folder can be had, the app
runs unguarded and :attr:`Instance.problem` says why, for the player.

A second start on the same folder finds the lock held, asks the first app to bring its
window to the front, and ends: two writers would each overwrite the other's statistics.
It says "brought to the front" only when the first app answered that it did. The first
app reads its callers' lines as they come (one ``QSocketNotifier`` each, never a wait in
the GUI thread), and lets go of a caller that says nothing within :data:`CALLER_MS`.
A socket path longer than a Unix socket address allows is reached through the folder's
``/proc/self/fd`` entry.

The socket is Python's, not QtNetwork's ``QLocalServer``: loading QtNetwork (and the
Kerberos libraries it links) cost some 2.6 MB of the app's peak memory and 10 ms, and
``QLocalServer`` cannot listen on a long path either (docs/performance.md).
"""

from __future__ import annotations

import contextlib
import logging
import os
import socket
import stat
import time
from pathlib import Path
from typing import Iterator

from PySide6.QtCore import QByteArray, QCryptographicHash, QObject, QSocketNotifier, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from qtcards.files import locks, paths
from qtcards.files.owned import is_mine

log = logging.getLogger(__name__)

#: What a second start sends to the first, and what the first answers once its window is up.
RAISE, SHOWN = b"raise\n", b"shown\n"
#: How long a second start waits for that answer, in seconds.
ANSWER_S = 3.0
#: How long the first app gives a caller to say its line, in milliseconds.
CALLER_MS = 2000
#: Callers heard at a time; more are let go at once.
MAX_CALLERS = 16
#: What a second start found: the first app's window came up, or the first app did not answer.
BROUGHT_TO_FRONT, NO_ANSWER = "brought to front", "no answer"
#: The longest path a Unix socket address holds (``sun_path`` is 108 bytes on Linux).
SOCKET_PATH_MAX = 107


def guard_name(folder: Path) -> str:
    """The guard's name for a data folder: the same for every spelling of its real path."""
    real = QByteArray(os.fsencode(os.path.realpath(folder)))
    return (
        "qtcards-"
        + bytes(QCryptographicHash.hash(real, QCryptographicHash.Algorithm.Sha256).toHex().data())[:20].decode()
    )


def private_problem(folder: Path) -> str:
    """Why ``folder`` cannot hold the guard ("" when it is this user's alone); made if
    missing, with its missing parents (a new user's ``~/.cache``)."""
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
    if hasattr(os, "getuid") and stat.S_IMODE(info.st_mode) & 0o077:  # (Windows has no such mode bits)
        return f"open to others (mode {stat.S_IMODE(info.st_mode):o})"
    if not os.access(folder, os.W_OK | os.X_OK):
        return "not writable"
    return ""


class Instance(QObject):
    """The single-instance guard of one data folder."""

    #: A later start asked this app to show its window.
    activated = Signal()

    def __init__(self, folder: Path, places: list[Path] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = guard_name(folder)
        self.places = paths.guard_folders() if places is None else places
        #: The guard's first folder (the one a second start found held), and why none could be had.
        self.folder: Path | None = None
        self.problem = ""
        self._locks: dict[Path, object] = {}
        #: The sockets listening (one in each folder locked, see :meth:`listen`), their paths and notifiers.
        self._servers: list[tuple[socket.socket, str, QSocketNotifier]] = []
        self._callers: set[_Caller] = set()

    @property
    def address(self) -> str:
        """The path of the guard's socket in :attr:`folder` ("" before :meth:`acquire` found one)."""
        return self._address(self.folder) if self.folder else ""

    @property
    def server(self) -> socket.socket | None:
        """The first socket listening (None when none listens)."""
        return self._servers[0][0] if self._servers else None

    def _address(self, place: Path) -> str:
        return str(place / f"{self.name}.socket")

    def acquire(self) -> bool:
        """True when no other app runs on the folder (then :meth:`listen`); False if one does.

        The lock is taken in every usable place, in order; the first place where it is
        held ends the search (the locks taken before it are let go). When no private
        folder takes the lock, the app runs unguarded rather than not at all, and
        :attr:`problem` says why.
        """
        problems = []
        for place in self.places:
            why = private_problem(place) or self._lock_in(place)
            if why == "held":
                self.release()
                self.folder = place
                return False
            if why:
                problems.append(f"{place}: {why}")
        if self._locks:
            self.folder = next(iter(self._locks))
            return True
        self.problem = "; ".join(problems)
        log.error("no single-instance guard (%s): running unguarded", self.problem)
        return True

    def _lock_in(self, place: Path) -> str:
        """Lock the guard's file in ``place``: "" when locked here, "held" by another app, or why not."""
        lock, why = locks.take(place / f"{self.name}.lock")
        if lock is not None:
            self._locks[place] = lock
        return why

    def listen(self) -> None:
        """Answer later starts on this folder, in each folder locked (call once the lock is
        held and the window shows)."""
        if self._servers or not hasattr(socket, "AF_UNIX"):
            return  # (where Python has no Unix sockets, a second start is told to close the first)
        for place in self._locks:
            address = self._address(place)
            _remove_socket_file(address)  # the socket of a killed app
            server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                with short_address(address) as short:
                    server.bind(short)
                os.chmod(address, 0o600)  # this user's starts only (in this user's folder already)
                server.listen(MAX_CALLERS)
            except OSError as error:
                server.close()
                log.error("cannot listen as %s: %s", address, error)
                continue
            server.setblocking(False)
            notifier = QSocketNotifier(server.fileno(), QSocketNotifier.Type.Read, self)
            notifier.activated.connect(lambda *_, server=server: self._called(server))
            self._servers.append((server, address, notifier))

    def wake_other(self, timeout_s: float = ANSWER_S) -> str:
        """Ask the app holding the lock to bring its window to the front: :data:`BROUGHT_TO_FRONT`
        once it says it did, else :data:`NO_ANSWER` (within ``timeout_s``)."""
        if not self.address or not hasattr(socket, "AF_UNIX"):
            return NO_ANSWER
        deadline = time.monotonic() + timeout_s
        while True:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as caller:
                caller.settimeout(max(0.05, deadline - time.monotonic()))
                try:
                    with short_address(self.address) as address:
                        caller.connect(address)
                    caller.sendall(RAISE)
                    return BROUGHT_TO_FRONT if caller.recv(len(SHOWN)) == SHOWN else NO_ANSWER
                except TimeoutError:
                    return NO_ANSWER  # connected, but it says nothing: stopped, or busy
                except OSError:
                    pass  # not listening yet: it listens once its window is up
            if time.monotonic() >= deadline:
                return NO_ANSWER
            time.sleep(0.1)

    def _called(self, server: socket.socket) -> None:
        """Later starts connected: hear each one as its line comes."""
        while True:
            try:
                connection, _address = server.accept()
            except OSError:  # none left (or gone already)
                return
            if len(self._callers) >= MAX_CALLERS:
                connection.close()
            else:
                caller = _Caller(connection, self)
                caller.said.connect(self._heard)
                caller.closed.connect(self._let_go)
                self._callers.add(caller)

    def _heard(self, caller: _Caller) -> None:
        """A caller said its line: show the window, then tell it so."""
        self.activated.emit()
        caller.answer(SHOWN)

    def _let_go(self, caller: _Caller) -> None:
        self._callers.discard(caller)
        caller.deleteLater()

    def release(self) -> None:
        """Stop listening and unlock (at exit)."""
        for caller in list(self._callers):
            caller.close()
        for server, address, notifier in self._servers:
            notifier.setEnabled(False)
            server.close()
            _remove_socket_file(address)
        self._servers = []
        for lock in self._locks.values():
            locks.release(lock)
        self._locks = {}


class _Caller(QObject):
    """One later start that connected: its line is read as it comes, and it is let go
    after :data:`CALLER_MS` if it says nothing."""

    #: It said its line; it hung up or was let go (each with the caller itself).
    said = Signal(QObject)
    closed = Signal(QObject)

    def __init__(self, connection: socket.socket, parent: QObject) -> None:
        super().__init__(parent)
        self.connection = connection
        self.heard = b""
        connection.setblocking(False)
        self.notifier = QSocketNotifier(connection.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self._read)
        self.patience = QTimer(self, singleShot=True, interval=CALLER_MS)  # goes with the caller
        self.patience.timeout.connect(self.close)
        self.patience.start()

    def _read(self) -> None:
        try:
            chunk = self.connection.recv(len(RAISE))
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        self.heard += chunk
        if self.heard == RAISE:
            self.said.emit(self)
        if not chunk or not RAISE.startswith(self.heard) or self.heard == RAISE:
            self.close()

    def answer(self, line: bytes) -> None:
        """Tell the caller ``line`` (if it still listens)."""
        with contextlib.suppress(OSError):
            self.connection.send(line)

    def close(self) -> None:
        """Let the caller go (once)."""
        if self.connection.fileno() != -1:
            self.notifier.setEnabled(False)
            self.patience.stop()
            self.connection.close()
            self.closed.emit(self)


@contextlib.contextmanager
def short_address(path: str) -> Iterator[str]:
    """``path`` as a Unix socket address: itself, or when too long, through its folder's
    entry in ``/proc/self/fd`` (Linux), open for as long as it is used."""
    if len(os.fsencode(path)) <= SOCKET_PATH_MAX:
        yield path
        return
    folder = os.open(os.path.dirname(path), os.O_PATH | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        yield f"/proc/self/fd/{folder}/{os.path.basename(path)}"
    finally:
        os.close(folder)


def _remove_socket_file(address: str) -> None:
    """Remove the socket file at ``address`` (never anything that is not a socket)."""
    try:
        if stat.S_ISSOCK(os.lstat(address).st_mode):
            os.unlink(address)
    except OSError:
        pass


def bring_to_front(window: QWidget) -> None:
    """Show a window, out of the minimised state, raised and active."""
    window.setWindowState((window.windowState() & ~Qt.WindowState.WindowMinimized) | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
