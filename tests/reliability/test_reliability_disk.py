"""The disk and the folders against the player: full disks, blocked folders, links, big files.

- A full disk: the kernel's per-process file size limit (``RLIMIT_FSIZE``, ``SIGXFSZ``
  ignored) makes ``write()`` return short counts and then fail, exactly as a full disk
  does, for the duration of one call: a save fails, the old file stays byte for byte, no
  temporary file is left, the player is told once, and the next save after the disk has
  room works and says so.
- A nearly full disk, where a small file still fits and a larger one does not: each file
  has its own stretch of failures, told once; "saved again" only for the file that
  failed, once it is written (not when another file is).
- A file where the data or config folder should be: the app starts, the game goes on,
  the player is told once.
- A symbolic link in a file's place is set aside, its target never written.
- A data file over the size limit is set aside without being parsed.
"""

from __future__ import annotations

import contextlib
import errno
import json
import random
import signal
from pathlib import Path
from typing import Iterator

import pytest

from qtcards.files import paths
from qtcards.files.checked import SIZE_LIMIT, TEMP_PREFIX
from qtcards.files.storage import SaveReport, Storage
from tests.reliability.test_reliability_files import registry, start_app

#: What a test of a full disk needs (POSIX's file size limit).
FULL_DISK = pytest.mark.posix("resource", "signal.SIGXFSZ")


@contextlib.contextmanager
def disk_full_after(size: int) -> Iterator[None]:
    """Within the block, no file of this process can grow past ``size`` bytes."""
    import resource

    handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (size, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, handler)


def big_game(n: int) -> dict:
    return {"history": [f"state {i} " + "x" * 90 for i in range(400)], "n": n}  # about 45 KB


@FULL_DISK
def test_a_full_disk_keeps_the_old_file_and_tells_the_player_once(tmp_path: Path) -> None:
    notices: list[str] = []
    statuses: list[str] = []
    storage = Storage(tmp_path / "golf", notices.append, SaveReport(notices.append, statuses.append))
    assert storage.save("game", 1, big_game(0))
    before = storage.path("game").read_bytes()
    assert len(before) > 40000  # past the 16 KB QSaveFile buffered before writing straight to disk
    with disk_full_after(12288):
        assert storage.save("game", 1, big_game(1)) is False
        assert storage.save("game", 1, big_game(2)) is False
    assert storage.path("game").read_bytes() == before
    assert sorted(p.name for p in storage.folder.iterdir()) == ["game.json"]
    assert len(notices) == 1 and "not being saved" in notices[0] and "game.json" in notices[0]
    assert statuses == []
    # room again: the next save works, and the player hears it
    assert storage.save("game", 1, big_game(3))
    assert json.loads(storage.path("game").read_bytes())["data"]["n"] == 3
    assert statuses == [f"Your progress is being saved again: {storage.path('game')} was written."]
    with disk_full_after(1000):  # a new run of failures is told again
        assert storage.save("game", 1, big_game(4)) is False
    assert len(notices) == 2


@contextlib.contextmanager
def no_room_for(name: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Within the block, writes of files called ``name`` fail as on a full disk; others work."""
    import qtcards.files.storage

    write = qtcards.files.storage.write_checked

    def nearly_full(path: Path, payload: bytes) -> None:
        if path.name == name:
            raise OSError(errno.ENOSPC, "No space left on device")
        write(path, payload)

    with monkeypatch.context() as patch:
        patch.setattr(qtcards.files.storage, "write_checked", nearly_full)
        yield


def test_each_file_has_its_own_stretch_of_failures(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    notices: list[str] = []
    statuses: list[str] = []
    report = SaveReport(notices.append, statuses.append)
    golf, hearts = (
        Storage(tmp_path / "golf", notices.append, report),
        Storage(tmp_path / "hearts", notices.append, report),
    )
    assert golf.save("game", 1, big_game(0)) and hearts.save("game", 1, big_game(0))
    with no_room_for("game.json", monkeypatch):
        for move in range(1, 26):  # 25 moves, each a game save that fails and a small save that fits
            assert golf.save("game", 1, big_game(move)) is False
            assert golf.save("statistics", 1, {"played": move})
            assert hearts.save("game", 1, big_game(move)) is False
    assert [notice.split(" could not")[0] for notice in notices] == [
        f"Your progress is not being saved: {golf.path('game')}",
        f"Your progress is not being saved: {hearts.path('game')}",
    ]
    assert statuses == []  # the statistics were written all along: no false "saved again"
    assert golf.load("game", 1, lambda data: data)["n"] == 0  # the last good save
    assert golf.save("game", 1, big_game(26))  # room again: said once, for that file only
    assert golf.save("game", 1, big_game(27)) and golf.save("statistics", 1, {"played": 27})
    assert statuses == [f"Your progress is being saved again: {golf.path('game')} was written."]
    assert hearts.save("game", 1, big_game(26))
    assert statuses[1:] == [f"Your progress is being saved again: {hearts.path('game')} was written."]
    assert len(notices) == 2


def test_a_failed_file_that_is_removed_is_not_failing_any_more(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    notices: list[str] = []
    statuses: list[str] = []
    storage = Storage(tmp_path / "golf", notices.append, SaveReport(notices.append, statuses.append))
    assert storage.save("game", 1, big_game(0))
    with no_room_for("game.json", monkeypatch):
        assert storage.save("game", 1, big_game(1)) is False
        storage.remove("game")  # the game ended: its file goes, as it should
    assert not storage.path("game").exists() and len(notices) == 1
    assert statuses == [f"Your progress is being saved again: {storage.path('game')} was written."]


def test_a_folder_that_refuses_every_file_is_told_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """play-2.md F: a folder turned read-only mid-game failed the saved game and then the
    statistics, and opened two message boxes; one tells the player now, one says it is over."""
    import qtcards.files.storage

    notices: list[str] = []
    statuses: list[str] = []
    golf = Storage(tmp_path / "golf", notices.append, SaveReport(notices.append, statuses.append))
    assert golf.save("game", 1, {"n": 0}) and golf.save("statistics", 1, {"played": 0})
    write = qtcards.files.storage.write_checked

    def read_only(path: Path, payload: bytes) -> None:
        raise OSError(errno.EACCES, "Permission denied")

    with monkeypatch.context() as patch:
        patch.setattr(qtcards.files.storage, "write_checked", read_only)
        for move in range(1, 4):
            assert golf.save("game", 1, {"n": move}) is False
            assert golf.save("statistics", 1, {"played": move}) is False
    assert len(notices) == 1 and notices[0].startswith(f"Your progress is not being saved: {golf.path('game')}")
    assert qtcards.files.storage.write_checked is write
    assert golf.save("game", 1, {"n": 4}) and golf.save("statistics", 1, {"played": 4})
    assert statuses == [f"Your progress is being saved again: {golf.path('game')} was written."]


def play_heart_to_heart(window, draws: int) -> None:
    from qtcards_heart_to_heart.engine import Draw

    for _ in range(draws):
        window.view.play(Draw())


@pytest.fixture
def window(qtbot):
    from qtcards.window.main_window import MainWindow

    window = MainWindow(registry(), "en")
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()


@FULL_DISK
def test_a_full_disk_while_playing_the_game_goes_on_and_saves_later(window) -> None:
    from qtcards_heart_to_heart.engine import State

    from qtcards.kit.session import SAVE_FORMAT

    def read_saved_game(data: dict) -> tuple[list, int]:
        return [State.from_json(item) for item in data["history"]], data["index"]

    assert window.open_game("heart-to-heart")
    window.view.start_deal(12)  # not stuck from the start
    play_heart_to_heart(window, 1)
    game_file = paths.data_dir() / "heart-to-heart" / "game.json"
    before = game_file.read_bytes()
    with disk_full_after(len(before) // 2):
        play_heart_to_heart(window, 2)
    assert game_file.read_bytes() == before  # the last good save, whole
    assert len(window.notices) == 1 and "not being saved" in window.notices[0]
    moved = window.view.state.to_json()
    assert moved != json.loads(before)["data"]["history"][-1]  # the game went on in memory
    play_heart_to_heart(window, 1)  # room again: saved at the next change
    storage = Storage(game_file.parent, lambda text: None)
    history, index = storage.load("game", SAVE_FORMAT, read_saved_game)
    assert history[index].to_json() == window.view.state.to_json()
    assert len(window.notices) == 1
    assert not list(game_file.parent.glob(f"{TEMP_PREFIX}*"))


@FULL_DISK
def test_a_nearly_full_disk_while_playing_tells_once_and_never_says_saved_again_falsely(window) -> None:
    from qtcards_heart_to_heart import engine

    assert window.open_game("heart-to-heart")
    statuses: list[str] = []
    window.save_report.status = statuses.append
    window.view.start_deal(12)
    play_heart_to_heart(window, 1)
    folder = paths.data_dir() / "heart-to-heart"
    before = (folder / "game.json").read_bytes()
    room = len(before) - 1  # the statistics (a few hundred bytes) fit, the game (its history) does not
    assert len((folder / "statistics.json").read_bytes()) < room // 2
    moves = random.Random(5)
    with disk_full_after(room):
        for _ in range(25):
            window.view.play(moves.choice(engine.legal_moves(window.view.state)))
            window._check_statistics()  # the Game menu opens: the statistics are written
    assert window.view.session.stack.index() == 26 and (folder / "game.json").read_bytes() == before
    assert len(window.notices) == 1 and str(folder / "game.json") in window.notices[0]
    assert statuses == []
    window.view.play(moves.choice(engine.legal_moves(window.view.state)))  # room again
    assert statuses == [f"Your progress is being saved again: {folder / 'game.json'} was written."]
    assert len(window.notices) == 1


@pytest.mark.parametrize("blocked", ["data", "data/heart-to-heart"])
def test_a_file_in_the_data_folders_place(window, qtcards_home: Path, blocked: str) -> None:
    (qtcards_home / blocked).parent.mkdir(parents=True, exist_ok=True)
    (qtcards_home / blocked).write_text("not a folder")
    assert window.open_game("heart-to-heart")
    play_heart_to_heart(window, 3)
    assert window.view is not None and not window.registry.faults
    # told once for the game's folder (its statistics and its game both fail), not at every move
    assert len(window.notices) == 1 and "not being saved" in window.notices[0]
    assert (qtcards_home / blocked).read_text() == "not a folder"


def test_a_file_in_the_config_folders_place_does_not_stop_the_start(qtcards_home: Path, monkeypatch) -> None:
    (qtcards_home / "config").write_text("not a folder")

    def change_an_option(window) -> None:
        window.option_values["hearts"].set("difficulty", "hard")
        assert window.option_values["hearts"].get("difficulty") == "hard"  # kept in memory

    seen = start_app(monkeypatch, "hearts", change_an_option)
    assert seen["code"] == 0 and seen["game"] == "hearts" and seen["faults"] == []
    assert len(seen["notices"]) == 1 and "Settings cannot be saved" in seen["notices"][0]
    assert (qtcards_home / "config").read_text() == "not a folder"


def test_a_symbolic_link_is_set_aside_and_its_target_never_written(
    qtcards_home: Path, tmp_path: Path, monkeypatch
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("the player's own notes\n")
    for link in (paths.config_dir() / "qtcards.ini", paths.data_dir() / "hearts" / "game.json"):
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(notes)

    def play(window) -> None:
        window.view.new_game()
        window.option_values["hearts"].set("difficulty", "hard")

    seen = start_app(monkeypatch, "hearts", play)
    assert seen["code"] == 0 and seen["game"] == "hearts"
    assert notes.read_text() == "the player's own notes\n"
    assert len(seen["notices"]) == 2 and all("symbolic link" in notice for notice in seen["notices"])
    for name in (paths.config_dir() / "qtcards.ini", paths.data_dir() / "hearts" / "game.json"):
        assert name.is_file() and not name.is_symlink()
        (backup,) = name.parent.glob(f"{name.name}.damaged-*")
        assert backup.is_symlink() and backup.resolve() == notes.resolve()


def test_an_oversized_data_file_is_set_aside_unparsed(qtcards_home: Path, monkeypatch) -> None:
    game_file = paths.data_dir() / "hearts" / "game.json"
    game_file.parent.mkdir(parents=True)
    huge = b'{"format": 1, "data": [' + b"0," * (SIZE_LIMIT // 2) + b"0]}"
    game_file.write_bytes(huge)
    parsed: list[int] = []
    loads = json.loads
    monkeypatch.setattr(json, "loads", lambda text, **kw: parsed.append(len(text)) or loads(text, **kw))
    seen = start_app(monkeypatch, "hearts")
    assert seen["code"] == 0 and seen["game"] == "hearts"
    assert max(parsed, default=0) <= SIZE_LIMIT
    assert len(seen["notices"]) == 1 and "game.json" in seen["notices"][0]
    (backup,) = game_file.parent.glob("game.json.damaged-*")
    assert backup.read_bytes() == huge


@pytest.mark.posix("os.mkfifo")
def test_a_named_pipe_in_a_files_place_is_set_aside_not_read(tmp_path: Path) -> None:
    import os

    notices: list[str] = []
    storage = Storage(tmp_path, notices.append)
    os.mkfifo(storage.path("game"))  # reading it would wait for a writer for ever
    assert storage.load("game", 1, lambda data: data) is None
    assert len(notices) == 1 and not storage.path("game").exists()
    assert storage.save("game", 1, {"ok": True}) and storage.load("game", 1, lambda data: data) == {"ok": True}
