"""The single-instance guard in this process: its lock, its folder, its socket.

Nothing at the guard's names can block a start: the lock is an advisory one the kernel
drops with its process, whatever the file holds; the folder is this user's alone, and
anything else at its name (a file, someone else's folder, a link) is passed over for the
next place. Callers are heard as their lines come, never waited for. A second start that
this test plays runs in a thread, while this thread's event loop is the first app's.
"""

from __future__ import annotations

import os
import socket
import stat
import threading
from pathlib import Path

import pytest

from qtcards.app.instance import (
    BROUGHT_TO_FRONT,
    MAX_CALLERS,
    NO_ANSWER,
    RAISE,
    SOCKET_PATH_MAX,
    Instance,
    guard_name,
)

OTHER_USER = 65534  # nobody


def guard(data: Path, *places: Path) -> Instance:
    return Instance(data, list(places))


def wake_in_thread(qtbot, instance: Instance) -> str:
    """What a second start (in a thread) hears, while this thread runs the event loop."""
    said: list[str] = []
    caller = threading.Thread(target=lambda: said.append(instance.wake_other()))
    caller.start()
    qtbot.waitUntil(lambda: not caller.is_alive(), timeout=20000)
    return said[0]


def test_a_second_start_wakes_the_first_and_hears_that_it_did(qtbot, tmp_path: Path) -> None:
    first, second = guard(tmp_path / "data", tmp_path / "run"), guard(tmp_path / "data", tmp_path / "run")
    assert first.acquire() and first.problem == ""
    first.listen()
    assert not second.acquire()
    with qtbot.waitSignal(first.activated):
        assert wake_in_thread(qtbot, second) == BROUGHT_TO_FRONT
    assert stat.S_IMODE(os.stat(tmp_path / "run").st_mode) == 0o700  # this user's folder alone
    first.release()
    assert not os.path.exists(first.address)
    assert second.acquire()  # free again
    second.release()


def test_a_first_app_that_does_not_answer_is_not_said_to_have_answered(tmp_path: Path) -> None:
    first, second = guard(tmp_path / "data", tmp_path / "run"), guard(tmp_path / "data", tmp_path / "run")
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


@pytest.mark.skipif(os.getuid() != 0, reason="giving a folder to another user needs root")
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


@pytest.mark.skipif(os.getuid() != 0, reason="giving a folder to another user needs root")
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


@pytest.mark.skipif(os.getuid() != 0, reason="giving a folder to another user needs root")
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


def test_a_start_without_the_runtime_folder_finds_the_guard_of_one_with_it(qtbot, tmp_path: Path) -> None:
    """A start from the desktop (``XDG_RUNTIME_DIR``) and one from su or cron (none)."""
    run, shared = tmp_path / "run", tmp_path / "shared"
    first = guard(tmp_path / "data", run, shared)
    assert first.acquire() and first.folder == run
    first.listen()
    second = guard(tmp_path / "data", shared)
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


def test_silent_callers_do_not_stop_a_real_one(qtbot, tmp_path: Path) -> None:
    """Ten callers that connect and say nothing (and one that says half a line) are all
    still connected when a real second start is answered: none was waited for."""
    first = guard(tmp_path / "data", tmp_path / "run")
    assert first.acquire()
    first.listen()
    silent = [socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) for _ in range(10)]
    for caller in silent:
        caller.connect(first.address)
    silent[0].sendall(RAISE[:3])
    qtbot.waitUntil(lambda: len(first._callers) == 10)
    waiting = []
    first.activated.connect(lambda: waiting.append(len(first._callers)))
    second = guard(tmp_path / "data", tmp_path / "run")
    assert not second.acquire()
    assert wake_in_thread(qtbot, second) == BROUGHT_TO_FRONT
    assert waiting == [11]  # the ten silent ones, and the one being answered
    silent[1].close()  # one hangs up: let go
    qtbot.waitUntil(lambda: len(first._callers) == 9)
    qtbot.waitUntil(lambda: not first._callers, timeout=20000)  # the others, after their time
    for caller in silent:
        caller.close()
    first.release()


def test_too_many_callers_are_turned_away_at_once(qtbot, tmp_path: Path) -> None:
    first = guard(tmp_path / "data", tmp_path / "run")
    assert first.acquire()
    first.listen()
    callers = [socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) for _ in range(MAX_CALLERS + 3)]
    for caller in callers[:MAX_CALLERS]:
        caller.connect(first.address)
    qtbot.waitUntil(lambda: len(first._callers) == MAX_CALLERS)
    for caller in callers[MAX_CALLERS:]:
        caller.connect(first.address)

    def hung_up(caller: socket.socket) -> bool:
        try:
            return caller.recv(1) == b""
        except BlockingIOError:
            return False

    for caller in callers[MAX_CALLERS:]:
        caller.setblocking(False)
        qtbot.waitUntil(lambda: hung_up(caller))  # closed: not kept
    assert len(first._callers) == MAX_CALLERS
    for caller in callers:
        caller.close()
    first.release()


def test_a_long_runtime_path_works(qtbot, tmp_path: Path) -> None:
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


def test_only_a_socket_is_ever_removed_at_its_address(tmp_path: Path, caplog) -> None:
    first = guard(tmp_path / "data", tmp_path / "run")
    assert first.acquire()
    Path(first.address).write_text("a file of this user's")
    first.listen()  # cannot: the name is taken by something that is not a socket
    assert first.server is None and "cannot listen" in caplog.text
    assert Path(first.address).read_text() == "a file of this user's"
    first.release()
