"""User files: atomic JSON saves, migrations, and damaged files set aside."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from qtcards.files.checked import SIZE_LIMIT, TEMP_PREFIX
from qtcards.files.storage import SaveReport, Storage, TooLarge

VERSION = 2


def validate(data: Any) -> dict[str, int]:
    """The stats file of a made-up game: {"played": int, "won": int}."""
    if not isinstance(data, dict):
        raise TypeError("not an object")
    if not isinstance(data["played"], int) or not isinstance(data["won"], int):
        raise ValueError("counts must be integers")
    return {"played": data["played"], "won": data["won"]}


def from_v1(data: Any) -> Any:
    """Format 1 called them "games" and "wins"."""
    return {"played": data["games"], "won": data["wins"]}


MIGRATIONS = {1: from_v1}


@pytest.fixture
def notices() -> list[str]:
    return []


@pytest.fixture
def storage(tmp_path: Path, notices: list[str]) -> Storage:
    return Storage(tmp_path / "golf", notices.append)


def one_sentence(text: str) -> bool:
    """True when ``text`` is one sentence: one full stop, at its end (file names aside)."""
    return bool(text.strip()) and len(re.findall(r"[.!?](?:\s|$)", text)) == 1 and text.rstrip()[-1] in ".!?"


def test_round_trip(storage: Storage, notices: list[str]) -> None:
    data = {"played": 3, "won": 1}
    assert storage.load("stats", VERSION, validate) is None  # missing: no file, no notice
    assert storage.save("stats", VERSION, data)
    assert storage.load("stats", VERSION, validate) == data
    assert json.loads(storage.path("stats").read_text("utf-8")) == {"format": VERSION, "data": data}
    assert notices == []


def test_round_trip_keeps_unicode(storage: Storage) -> None:
    data = {"name": "하트 투 하트 — Сердце", "codes": ["HH1-N-AAAAAAM"], "n": 1.5, "none": None}
    assert storage.save("game", 1, data)
    assert storage.load("game", 1, lambda d: d) == data
    assert "하트" in storage.path("game").read_text("utf-8")


def test_second_save_replaces_the_first(storage: Storage) -> None:
    assert storage.save("stats", VERSION, {"played": 1, "won": 0})
    assert storage.save("stats", VERSION, {"played": 2, "won": 1})
    assert storage.load("stats", VERSION, validate) == {"played": 2, "won": 1}


def test_remove(storage: Storage) -> None:
    storage.save("stats", VERSION, {"played": 1, "won": 0})
    storage.remove("stats")
    storage.remove("stats")  # twice is fine
    assert not storage.path("stats").exists()


def test_migration_from_an_older_format(storage: Storage, notices: list[str]) -> None:
    storage.folder.mkdir(parents=True)
    storage.path("stats").write_text(json.dumps({"format": 1, "data": {"games": 5, "wins": 2}}))
    assert storage.load("stats", VERSION, validate, MIGRATIONS) == {"played": 5, "won": 2}
    assert notices == []


def test_migrations_run_step_by_step(storage: Storage) -> None:
    storage.folder.mkdir(parents=True)
    storage.path("stats").write_text(json.dumps({"format": 1, "data": {"games": 5, "wins": 2}}))
    steps = {1: from_v1, 2: lambda d: {**d, "played": d["played"] * 10}}
    assert storage.load("stats", 3, validate, steps) == {"played": 50, "won": 2}


DAMAGED: dict[str, bytes] = {
    "truncated": b'{"format": 2, "data": {"played": 3, "wo',
    "empty": b"",
    "whitespace": b"  \n",
    "garbage-bytes": b"\xff\xfe\x00\x81garbage\xc3\x28",
    "binary-zeros": bytes(64),
    "a-list": b'[{"format": 2, "data": {"played": 3, "won": 1}}]',
    "a-number": b"42",
    "null": b"null",
    "missing-format": b'{"data": {"played": 3, "won": 1}}',
    "format-not-a-number": b'{"format": "2", "data": {"played": 3, "won": 1}}',
    "future-version": b'{"format": 3, "data": {"played": 3, "won": 1}}',
    "wrong-types": b'{"format": 2, "data": {"played": "three", "won": 1}}',
    "missing-key": b'{"format": 2, "data": {"played": 3}}',
    "data-not-an-object": b'{"format": 2, "data": "played=3"}',
    "missing-data": b'{"format": 2}',
    "missing-migration": b'{"format": 0, "data": {"games": 3}}',
    "migration-fails": b'{"format": 1, "data": {"games": 3}}',
    "deeply-nested": b"[" * 100_000 + b"]" * 100_000,
}


@pytest.mark.parametrize("case", sorted(DAMAGED))
def test_damaged_file_is_set_aside(case: str, storage: Storage, notices: list[str]) -> None:
    content = DAMAGED[case]
    storage.folder.mkdir(parents=True)
    path = storage.path("stats")
    path.write_bytes(content)

    assert storage.load("stats", VERSION, validate, MIGRATIONS) is None

    backups = sorted(storage.folder.glob("stats.json.damaged-*"))
    assert len(backups) == 1, sorted(p.name for p in storage.folder.iterdir())
    assert backups[0].read_bytes() == content
    assert not path.exists()
    assert len(notices) == 1
    assert one_sentence(notices[0]), notices[0]
    assert "stats.json" in notices[0]
    # Nothing is left in the way: the next save and load work.
    assert storage.save("stats", VERSION, {"played": 1, "won": 1})
    assert storage.load("stats", VERSION, validate, MIGRATIONS) == {"played": 1, "won": 1}
    assert len(notices) == 1


def test_two_damaged_files_get_two_backups(storage: Storage, notices: list[str]) -> None:
    storage.folder.mkdir(parents=True)
    for content in (b"first", b"second"):
        storage.path("stats").write_bytes(content)
        assert storage.load("stats", VERSION, validate) is None
    backups = sorted(storage.folder.glob("stats.json.damaged-*"))
    assert sorted(b.read_bytes() for b in backups) == [b"first", b"second"]
    assert len(notices) == 2


def test_save_leaves_no_temporary_files(storage: Storage) -> None:
    for n in range(3):
        assert storage.save("stats", VERSION, {"played": n, "won": 0})
        assert storage.save("game", 1, {"deal": n})
    assert sorted(p.name for p in storage.folder.iterdir()) == ["game.json", "stats.json"]


def test_save_creates_missing_folders(tmp_path: Path) -> None:
    storage = Storage(tmp_path / "a" / "b" / "golf", lambda text: None)
    assert storage.save("stats", VERSION, {"played": 0, "won": 0})
    assert storage.path("stats").is_file()


def test_save_into_a_folder_that_is_a_file_fails(tmp_path: Path, notices: list[str]) -> None:
    (tmp_path / "golf").write_text("I am a file, not a folder")
    storage = Storage(tmp_path / "golf", notices.append)
    assert storage.save("stats", VERSION, {"played": 1, "won": 0}) is False
    assert (tmp_path / "golf").read_text() == "I am a file, not a folder"


def test_save_under_a_file_fails(tmp_path: Path) -> None:
    (tmp_path / "blocker").write_text("x")
    storage = Storage(tmp_path / "blocker" / "golf", lambda text: None)
    assert storage.save("stats", VERSION, {"played": 1, "won": 0}) is False


def test_save_onto_a_folder_fails_and_keeps_it(storage: Storage) -> None:
    storage.path("stats").mkdir(parents=True)
    assert storage.save("stats", VERSION, {"played": 1, "won": 0}) is False
    assert storage.path("stats").is_dir()
    assert [p.name for p in storage.folder.iterdir()] == ["stats.json"]


def test_unserialisable_data_keeps_the_old_file(storage: Storage) -> None:
    assert storage.save("stats", VERSION, {"played": 1, "won": 0})
    with pytest.raises(TypeError):
        storage.save("stats", VERSION, {"played": object(), "won": 0})
    assert storage.load("stats", VERSION, validate) == {"played": 1, "won": 0}
    assert [p.name for p in storage.folder.iterdir()] == ["stats.json"]


def test_a_save_over_the_size_limit_is_refused_and_the_old_file_kept(storage: Storage, notices: list[str]) -> None:
    assert storage.save("game", VERSION, {"n": 1})
    before = storage.path("game").read_bytes()
    with pytest.raises(TooLarge, match="game.json would hold .* more than the 4194304"):
        storage.save("game", VERSION, {"n": 2, "text": "x" * SIZE_LIMIT})
    assert storage.path("game").read_bytes() == before
    assert not list(storage.folder.glob(f"{TEMP_PREFIX}*"))
    assert notices == []  # a fault of the caller's values (its plugin is blamed), not of the disk


def test_the_largest_file_a_save_writes_is_loaded_again(storage: Storage, notices: list[str]) -> None:
    overhead = len(json.dumps({"format": VERSION, "data": ""}, separators=(",", ":")))
    text = "x" * (SIZE_LIMIT - overhead)
    assert storage.save("game", VERSION, text)
    assert storage.path("game").stat().st_size == SIZE_LIMIT
    assert storage.load("game", VERSION, lambda data: data) == text and notices == []
    with pytest.raises(TooLarge):
        storage.save("game", VERSION, text + "x")


def test_a_file_whose_save_failed_is_tried_again_at_the_next_save_of_another(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game's statistics are saved seldom: a failed statistics save is made again when
    the game is next saved (the player was told every change tries again), first."""
    from qtcards.files import storage as storage_module

    told: list[str] = []
    storage = Storage(tmp_path / "golf", told.append, SaveReport(told.append))
    real_write, full = storage_module.write_checked, {"on": True}
    written: list[str] = []

    def write(path: Path, payload: bytes) -> None:
        if full["on"]:
            raise OSError(28, "No space left on device")
        written.append(path.name)
        real_write(path, payload)

    monkeypatch.setattr(storage_module, "write_checked", write)
    assert not storage.save("statistics", 1, {"played": 1})
    assert not storage.save("game", 1, {"moves": 1})
    assert not storage.save("game", 1, {"moves": 2})
    assert len(told) == 1  # once for the folder: the game's file fails with its statistics
    full["on"] = False
    assert storage.save("game", 1, {"moves": 3})
    assert written == ["statistics.json", "game.json"]  # the older write first
    assert storage.load("statistics", 1, lambda data: data) == {"played": 1}
    assert told[1:] == [f"Your progress is being saved again: {storage.path('statistics')} was written."]
    assert storage.save("game", 1, {"moves": 4}) and written[-1] == "game.json" and len(written) == 3


@pytest.mark.parametrize("name", ["../settings", "a/b", "", ".hidden", "x" * 65, "game.json", "a b", None, 3])
def test_a_file_name_that_would_leave_the_folder_is_refused(storage: Storage, tmp_path: Path, name) -> None:
    """A plugin names its own files: ``../settings`` wrote over a file outside its folder."""
    for use in (
        lambda: storage.save(name, VERSION, {"played": 1, "won": 0}),
        lambda: storage.load(name, VERSION, validate),
        lambda: storage.remove(name),
    ):
        with pytest.raises(ValueError, match="a file name is 1 to 64 letters"):
            use()
    assert sorted(path.name for path in tmp_path.rglob("*")) == []


@pytest.mark.parametrize("where", ["game folder", "data folder"])
def test_a_folder_that_is_a_link_is_neither_read_written_nor_tidied(tmp_path: Path, where: str) -> None:
    """Never write, rename or delete outside a folder the app made: saves through a linked
    folder fail and say so, the files behind the link stay as they were."""
    import os

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "stats.json").write_text("{not json")  # would be set aside as damaged
    (elsewhere / f"{TEMP_PREFIX}stats.json.abc").write_text("mine")  # would be tidied
    data = tmp_path / "data"
    if where == "game folder":
        data.mkdir()
        os.symlink(elsewhere, data / "golf")
    else:
        os.symlink(elsewhere, data)
        (elsewhere / "golf").mkdir()
        (elsewhere / "golf" / "stats.json").write_text("{not json")
    said: list[str] = []
    storage = Storage(data / "golf", said.append)
    before = {p: p.read_bytes() for p in elsewhere.rglob("*") if p.is_file()}
    assert storage.load("stats", VERSION, validate) is None
    assert not storage.save("stats", VERSION, {"played": 1, "won": 0})
    storage.remove("stats")
    assert {p: p.read_bytes() for p in elsewhere.rglob("*") if p.is_file()} == before
    assert len(said) == 1 and "qtcards writes only in folders it made" in said[0] and "is a symbolic link" in said[0]
