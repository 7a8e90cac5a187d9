"""The single-instance guard in this process: its lock, its folder, its calls.

Nothing at the guard's names can block a start: the lock is one the system drops with
its process, whatever the file holds; the folder is this user's alone, and anything else
at its name (a file, someone else's folder, a link) is passed over for the next place.
Callers are heard as their lines come, never waited for. Each call is made over both
carriers (the ``carrier`` fixture): Python's Unix socket, and QtNetwork's local socket
that carries them on Windows (a Unix socket here, a named pipe there). A second start
that this test plays runs in a thread, while this thread's event loop is the first app's.
"""

from __future__ import annotations

import os
import socket
import stat
import sys
import tempfile
import threading
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket

from qtcards.app.calls import BROUGHT_TO_FRONT, MAX_CALLERS, NO_ANSWER, RAISE, Transport
from qtcards.app.instance import Instance, guard_name
from qtcards.app.local_socket import LocalSockets

OTHER_USER = 65534  # nobody


@pytest.fixture(params=[pytest.param("unix", marks=pytest.mark.posix("socket.AF_UNIX")), "local"])
def carrier(request: pytest.FixtureRequest) -> Transport:
    """Python's Unix socket (Linux, macOS), and QtNetwork's local socket (Windows)."""
    if request.param == "local":
        return LocalSockets()
    from qtcards.app.unix_socket import UnixSockets

    return UnixSockets()


def guard(data: Path, *places: Path, carrier: Transport | None = None) -> Instance:
    return Instance(data, list(places), transport=carrier)


class RawCaller:
    """A local client that connects to the guard and says only what a test makes it say."""

    def __init__(self, carrier: Transport, address: str) -> None:
        self.qt = QLocalSocket() if isinstance(carrier, LocalSockets) else None
        if self.qt is not None:
            self.qt.connectToServer(address)
            assert self.qt.waitForConnected(5000), self.qt.errorString()
        else:
            self.unix = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            self.unix.connect(address)
            self.unix.setblocking(False)

    def say(self, data: bytes) -> None:
        if self.qt is not None:
            self.qt.write(data)
            assert self.qt.waitForBytesWritten(5000)
        else:
            self.unix.sendall(data)

    def hung_up(self) -> bool:
        """Whether the guard let this caller go (the event loop tells a Qt socket)."""
        if self.qt is not None:
            return self.qt.state() == QLocalSocket.LocalSocketState.UnconnectedState
        try:
            return self.unix.recv(1) == b""
        except BlockingIOError:
            return False

    def close(self) -> None:
        if self.qt is not None:
            self.qt.abort()
        else:
            self.unix.close()


def wake_in_thread(qtbot, instance: Instance) -> str:
    """What a second start (in a thread) hears, while this thread runs the event loop."""
    said: list[str] = []
    caller = threading.Thread(target=lambda: said.append(instance.wake_other()))
    caller.start()
    qtbot.waitUntil(lambda: not caller.is_alive(), timeout=20000)
    return said[0]


def test_a_second_start_wakes_the_first_and_hears_that_it_did(qtbot, tmp_path: Path, carrier: Transport) -> None:
    first = guard(tmp_path / "data", tmp_path / "run", carrier=carrier)
    second = guard(tmp_path / "data", tmp_path / "run", carrier=carrier)
    assert first.acquire() and first.problem == ""
    first.listen()
    assert not second.acquire()
    with qtbot.waitSignal(first.activated):
        assert wake_in_thread(qtbot, second) == BROUGHT_TO_FRONT
    if sys.platform != "win32":  # (no such modes there)
        assert stat.S_IMODE(os.stat(tmp_path / "run").st_mode) == 0o700  # this user's folder alone
    first.release()
    assert not os.path.exists(first.address)
    assert second.acquire()  # free again
    second.release()


def test_a_first_app_that_does_not_answer_is_not_said_to_have_answered(tmp_path: Path, carrier: Transport) -> None:
    first = guard(tmp_path / "data", tmp_path / "run", carrier=carrier)
    second = guard(tmp_path / "data", tmp_path / "run", carrier=carrier)
    assert first.acquire()
    first.listen()  # but this thread runs no event loop: a stopped app
    assert not second.acquire()
    assert second.wake_other(timeout_s=0.2) == NO_ANSWER
    first.release()
    assert second.wake_other(timeout_s=0.2) == NO_ANSWER  # none listens


@pytest.mark.parametrize("content", [b"", b"4242\npython3.11\nthis-host\n", f"{os.getpid()}\npython3.11\n".encode()])
def test_a_lock_file_left_behind_blocks_nothing(tmp_path: Path, content: bytes) -> None:
    """Empty (a kill between creating and writing), or naming a process that now runs."""
    run = tmp_path / "run"
    run.mkdir(mode=0o700)
    (run / f"{guard_name(tmp_path / 'data')}.lock").write_bytes(content)
    first = guard(tmp_path / "data", run)
    assert first.acquire() and first.folder == run
    assert not guard(tmp_path / "data", run).acquire()  # and it guards
    first.release()


def make_foreign(place: Path, kind: str, tmp_path: Path) -> None:
    """Something at the guard folder's name that is not this user's own private folder."""
    if kind == "file":
        place.write_text("")
    elif kind == "others' folder":
        place.mkdir(mode=0o700)
        os.chown(place, OTHER_USER, OTHER_USER)
    elif kind == "open folder":
        place.mkdir()
        place.chmod(0o777)
    elif kind == "link to a folder of ours":
        (tmp_path / "ours").mkdir(mode=0o700)
        place.symlink_to(tmp_path / "ours")
    elif kind == "dangling link":
        place.symlink_to(tmp_path / "nowhere")


FOREIGN = ["file", "others' folder", "open folder", "link to a folder of ours", "dangling link"]


@pytest.mark.root
@pytest.mark.parametrize("kind", FOREIGN)
def test_a_foreign_entry_at_the_guard_folder_is_passed_over(tmp_path: Path, kind: str) -> None:
    shared, fallback = tmp_path / f"qtcards-{os.getuid()}", tmp_path / "cache" / "guard"
    fallback.parent.mkdir()
    make_foreign(shared, kind, tmp_path)
    first = guard(tmp_path / "data", shared, fallback)
    assert first.acquire() and first.folder == fallback and first.problem == ""
    first.listen()
    assert first.server is not None
    second = guard(tmp_path / "data", shared, fallback)
    assert not second.acquire()  # the same places give the same guard
    first.release()
    assert not (tmp_path / "ours").exists() or list((tmp_path / "ours").iterdir()) == []  # never written through


@pytest.mark.root
def test_with_no_private_folder_anywhere_the_app_runs_and_says_why(tmp_path: Path) -> None:
    places = [tmp_path / name for name in ("file", "others")]
    make_foreign(places[0], "file", tmp_path)
    make_foreign(places[1], "others' folder", tmp_path)
    alone = guard(tmp_path / "data", *places, places[0] / "guard")
    assert alone.acquire()  # unguarded rather than not at all
    assert "not a folder" in alone.problem and f"owned by user {OTHER_USER}" in alone.problem
    assert "Not a directory" in alone.problem
    alone.listen()  # nothing to listen on: no error
    assert alone.server is None
    alone.release()


@pytest.mark.root
def test_another_user_who_takes_a_place_away_gives_no_second_guard(qtbot, tmp_path: Path) -> None:
    """The first app's guard is in the cache folder (made with its parents, as for a new
    user) because another user had the shared folder's name; that user then removes it."""
    shared, fallback = tmp_path / f"qtcards-{os.getuid()}", tmp_path / "cache" / "qtcards" / "guard"
    make_foreign(shared, "others' folder", tmp_path)
    first = guard(tmp_path / "data", shared, fallback)
    assert first.acquire() and first.folder == fallback and first.problem == ""
    first.listen()
    shared.rmdir()
    second = guard(tmp_path / "data", shared, fallback)
    assert not second.acquire()
    assert wake_in_thread(qtbot, second) == BROUGHT_TO_FRONT
    first.release()


def test_a_start_without_the_runtime_folder_finds_the_guard_of_one_with_it(
    qtbot, tmp_path: Path, carrier: Transport
) -> None:
    """A start from the desktop (``XDG_RUNTIME_DIR``) and one from su or cron (none)."""
    run, shared = tmp_path / "run", tmp_path / "shared"
    first = guard(tmp_path / "data", run, shared, carrier=carrier)
    assert first.acquire() and first.folder == run
    first.listen()
    second = guard(tmp_path / "data", shared, carrier=carrier)
    assert not second.acquire()
    assert wake_in_thread(qtbot, second) == BROUGHT_TO_FRONT
    first.release()
    assert second.acquire() and second.folder == shared
    assert guard(tmp_path / "data", run, shared).acquire() is False  # and the other way round
    second.release()


def test_every_spelling_of_the_data_folder_has_one_guard(tmp_path: Path) -> None:
    data = tmp_path / "real" / "data"
    data.mkdir(parents=True)
    (tmp_path / "link").symlink_to(tmp_path / "real")
    spellings = [
        data,
        tmp_path / "link" / "data",
        tmp_path / "real" / "other" / ".." / "data",
        tmp_path / "link" / "data" / ".",
    ]
    assert {guard_name(spelling) for spelling in spellings} == {guard_name(data)}
    first = guard(data, tmp_path / "run")
    assert first.acquire()
    assert [guard(spelling, tmp_path / "run").acquire() for spelling in spellings[1:]] == [False] * 3
    first.release()


def test_silent_callers_do_not_stop_a_real_one(qtbot, tmp_path: Path, carrier: Transport) -> None:
    """Ten callers that connect and say nothing (and one that says half a line) are all
    still connected when a real second start is answered: none was waited for."""
    first = guard(tmp_path / "data", tmp_path / "run", carrier=carrier)
    assert first.acquire()
    first.listen()
    silent = [RawCaller(carrier, first.address) for _ in range(10)]
    silent[0].say(RAISE[:3])
    qtbot.waitUntil(lambda: len(first._callers) == 10)
    waiting = []
    first.activated.connect(lambda: waiting.append(len(first._callers)))
    second = guard(tmp_path / "data", tmp_path / "run", carrier=carrier)
    assert not second.acquire()
    assert wake_in_thread(qtbot, second) == BROUGHT_TO_FRONT
    assert waiting == [11]  # the ten silent ones, and the one being answered
    silent[1].close()  # one hangs up: let go
    qtbot.waitUntil(lambda: len(first._callers) == 9)
    qtbot.waitUntil(lambda: not first._callers, timeout=20000)  # the others, after their time
    for caller in silent:
        caller.close()
    first.release()


def test_too_many_callers_are_turned_away_at_once(qtbot, tmp_path: Path, carrier: Transport) -> None:
    first = guard(tmp_path / "data", tmp_path / "run", carrier=carrier)
    assert first.acquire()
    first.listen()
    callers = [RawCaller(carrier, first.address) for _ in range(MAX_CALLERS)]
    qtbot.waitUntil(lambda: len(first._callers) == MAX_CALLERS)
    callers += [RawCaller(carrier, first.address) for _ in range(3)]
    for caller in callers[MAX_CALLERS:]:
        qtbot.waitUntil(caller.hung_up)  # closed: not kept
    assert len(first._callers) == MAX_CALLERS
    for caller in callers:
        caller.close()
    first.release()


@pytest.mark.posix("socket.AF_UNIX")  # (the Unix socket's limit; Windows' pipes have names)
def test_a_long_runtime_path_works(qtbot, tmp_path: Path) -> None:
    from qtcards.app.unix_socket import SOCKET_PATH_MAX

    run = tmp_path / ("r" * 60) / ("u" * 60)
    run.parent.mkdir()
    first, second = guard(tmp_path / "data", run), guard(tmp_path / "data", run)
    assert first.acquire()
    first.listen()
    assert len(os.fsencode(first.address)) > SOCKET_PATH_MAX and first.server is not None
    assert not second.acquire()
    assert wake_in_thread(qtbot, second) == BROUGHT_TO_FRONT
    first.release()
    assert not os.path.exists(first.address)


@pytest.mark.posix("socket.AF_UNIX")
def test_a_long_runtime_path_works_without_proc_as_on_macos(qtbot, tmp_path: Path, monkeypatch) -> None:
    """No ``os.O_PATH`` (macOS): a 155-byte socket path is made, by the same name, in a
    short folder of this user's alone, and every start finds it there."""
    from qtcards.app import unix_socket

    monkeypatch.delattr(os, "O_PATH", raising=False)
    short = Path(tempfile.mkdtemp(prefix="q", dir="/tmp"))  # (tmp_path itself may be long)
    monkeypatch.setattr(unix_socket, "SHORT_FOLDER", short)
    socket_name = f"{guard_name(tmp_path / 'data')}.socket"
    run = tmp_path / ("r" * (155 - len(os.fsencode(tmp_path / socket_name)) - 1))
    first, second = guard(tmp_path / "data", run), guard(tmp_path / "data", run)
    assert first.acquire()
    first.listen()
    assert len(os.fsencode(first.address)) == 155 and first.server is not None
    own = short / f"qtcards-{os.getuid()}"
    assert stat.S_ISSOCK(os.lstat(own / os.path.basename(first.address)).st_mode)
    assert not second.acquire()
    assert wake_in_thread(qtbot, second) == BROUGHT_TO_FRONT
    first.release()
    assert list(short.iterdir()) == [own] and list(own.iterdir()) == []  # nothing else made, nothing left
    own.rmdir()
    own.symlink_to(tmp_path)  # a link in its place: never used
    again = guard(tmp_path / "data", run)
    assert again.acquire()
    again.listen()
    assert again.server is None and again.wake_other(timeout_s=0.2) == NO_ANSWER
    again.release()
    assert list(tmp_path.iterdir()) == [run]
    own.unlink()
    short.rmdir()


@pytest.mark.posix("socket.AF_UNIX")  # (the socket file in the guard's folder)
def test_only_a_socket_is_ever_removed_at_its_address(tmp_path: Path, caplog) -> None:
    first = guard(tmp_path / "data", tmp_path / "run")
    assert first.acquire()
    Path(first.address).write_text("a file of this user's")
    first.listen()  # cannot: the name is taken by something that is not a socket
    assert first.server is None and "cannot listen" in caplog.text
    assert Path(first.address).read_text() == "a file of this user's"
    first.release()
