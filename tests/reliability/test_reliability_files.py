"""Damaged files: every user file, every kind of damage; the app starts every time.

The user files are the settings (``config/qtcards.ini``) and, for each built-in game, its
statistics and its game in progress (``data/<game>/statistics.json``, ``game.json``). Each
case starts from a healthy set of files written by the app itself (two games played a
little, options changed), damages one file, and starts the app through ``qtcards.app.startup.main``
(in process). Then:

- the app comes up with the game open and no plugin fault;
- a damaged file the app can recognise as damaged is set aside as ``NAME.damaged-*``,
  holding exactly what was there (bytes, folder or link), and the player is told so in one
  sentence naming both; the other files are untouched (the game resumes, the statistics
  stay) and a second start is quiet;
- a settings file that reads as settings (truncated, emptied, values of the wrong type)
  needs no backup: each value falls back to its default, and nothing is said.

Older formats are migrated: the settings file without ``app/format`` (format 0) and a
Storage file of format 0 with a real game's data.
"""

from __future__ import annotations

import json
import random
import re
import shutil
import sys
from pathlib import Path
from typing import Any, Callable

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from qtcards.files import paths

GAMES = ("heart-to-heart", "hearts")
JSON_FILES = ("heart-to-heart/game", "heart-to-heart/statistics", "hearts/game", "hearts/statistics")
INI = "qtcards.ini"


def registry():
    from qtcards_heart_to_heart import plugin as hh_plugin
    from qtcards_hearts import plugin as hearts_plugin

    from qtcards.plugin_host.registry import GameRegistry

    games = GameRegistry()
    assert games.add_plugin(hh_plugin, "heart-to-heart")
    assert games.add_plugin(hearts_plugin, "hearts")
    return games


def one_sentence(text: str) -> bool:
    """One full stop, at the end (file names aside)."""
    return bool(text.strip()) and len(re.findall(r"[.!?](?:\s|$)", text)) == 1 and text.rstrip()[-1] in ".!?"


def start_app(
    monkeypatch: pytest.MonkeyPatch,
    game: str | None,
    look: Callable[[Any], None] | None = None,
    games: Callable[[], Any] = registry,
) -> dict:
    """Run ``qtcards --game GAME`` (or plain ``qtcards``) in process; what the window showed."""
    from qtcards.app import startup as app
    from qtcards.window.chooser import GameChooser
    from qtcards.window.main_window import MainWindow

    monkeypatch.setattr(app, "load_registry", games)
    seen: dict[str, Any] = {}

    def look_and_leave() -> None:
        try:
            window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
            view = window.view
            seen.update(
                notices=list(window.notices),
                faults=list(window.registry.faults),
                game=window.game.id if window.game else None,
                chooser=isinstance(window.pages.currentWidget(), GameChooser),
                state=view.state.to_json() if view is not None else None,
                stats=json.loads(json.dumps(view.session.stats)) if view is not None else None,
                options={
                    gid: {key: values.get(key) for key in values.options}
                    for gid, values in window.option_values.items()
                },
            )
            if look is not None:
                look(window)
        finally:
            QApplication.exit(0)

    hook = sys.excepthook
    QTimer.singleShot(0, look_and_leave)
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(lambda: QApplication.exit(1))  # never hang the run
    guard.start(30000)
    try:
        seen["code"] = app.main([*(["--game", game] if game else []), "--lang", "en"])
    finally:
        guard.stop()
        sys.excepthook = hook
    return seen


# ----- a healthy home, written by the app itself ------------------------------------------


@pytest.fixture(scope="module")
def healthy(qapp, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """QTCARDS_HOME after a little play in both games, with options changed."""
    from qtcards_heart_to_heart.engine import Draw

    from qtcards.files.settings import open_checked_settings
    from qtcards.window.main_window import MainWindow

    home = tmp_path_factory.mktemp("healthy")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("QTCARDS_HOME", str(home))
        open_checked_settings(lambda text: None)  # as the app starts: app/format is written
        window = MainWindow(registry(), "en")
        window.show()
        assert window.open_game("heart-to-heart")
        window.view.play(Draw())
        window.view.play(Draw())
        window.option_values["heart-to-heart"].set("placement_aid", False)
        window.option_values["hearts"].set("difficulty", "hard")
        assert window.open_game("hearts")  # a new game: counted as played
        window.view.new_game()  # ...at the Hard level
        window.close()
        window.deleteLater()
        QApplication.processEvents()
    files = sorted(str(p.relative_to(home)) for p in home.rglob("*") if p.is_file())
    assert files == [
        "config/qtcards.ini",
        "data/heart-to-heart/game.json",
        "data/heart-to-heart/statistics.json",
        "data/hearts/game.json",
        "data/hearts/statistics.json",
    ], files
    return home


def target(name: str) -> Path:
    if name == INI:
        return paths.config_dir() / INI
    game, base = name.split("/")
    return paths.data_dir() / game / f"{base}.json"


# ----- damages ----------------------------------------------------------------------------


def wrong_types(name: str, data: bytes) -> bytes:
    """The same file, but with values of wrong types (numbers as text, lists as objects...)."""
    if name == INI:
        return (
            b"[app]\nformat=1\nlast_game=heart-to-heart, hearts\nlanguage=42\n"
            b"[window]\ngeometry=not a geometry\n"
            b"[heart-to-heart]\nplacement_aid=maybe\nmove_errors=1, 2\n"
            b"[hearts]\ndifficulty=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18)\n"
        )
    document = json.loads(data)

    def twist(value: Any) -> Any:
        if isinstance(value, bool):
            return "yes" if value else 0
        if isinstance(value, int):
            return str(value)
        if isinstance(value, list):
            return {str(i): twist(v) for i, v in enumerate(value)}
        if isinstance(value, dict):
            return {k: twist(v) for k, v in value.items()}
        return value

    document["data"] = twist(document["data"])
    return json.dumps(document).encode()


def future(name: str, data: bytes) -> bytes:
    if name == INI:
        return data.replace(b"format=1", b"format=99")
    document = json.loads(data)
    document["format"] = 99
    return json.dumps(document).encode()


#: damage -> f(file name, healthy bytes) -> damaged bytes, or a special kind.
DAMAGES: dict[str, Callable[[str, bytes], Any]] = {
    "truncated": lambda name, data: data[: len(data) // 2],
    "emptied": lambda name, data: b"",
    "garbage": lambda name, data: random.Random(name).randbytes(300),
    "wrong types": wrong_types,
    "future format": future,
    "not UTF-8": lambda name, data: data.decode("utf-8").encode("utf-16"),
    "deeply nested": lambda name, data: b'{"format": 1, "data": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "no data": lambda name, data: b'{"format": 1}',
    "a list": lambda name, data: b"[1, 2, 3]",
    "a folder": lambda name, data: "folder",
    "a dangling link": lambda name, data: "link",
}
JSON_ONLY = {"deeply nested", "no data", "a list"}
#: What QSettings reads as (possibly fewer) settings: nothing to set aside.
INI_READABLE = {"truncated", "emptied", "wrong types"}

CASES = [
    (name, damage) for name in (*JSON_FILES, INI) for damage in DAMAGES if not (name == INI and damage in JSON_ONLY)
]


def damage_file(path: Path, kind: Any) -> None:
    path.unlink()
    if kind == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("a file in the folder")
    elif kind == "link":
        path.symlink_to(path.parent / "nowhere" / path.name)
    else:
        path.write_bytes(kind)


def backup_of(path: Path) -> list[Path]:
    return [p for p in path.parent.iterdir() if p.name.startswith(f"{path.name}.damaged-")]


@pytest.mark.parametrize(("name", "damage"), CASES, ids=[f"{n}:{d}" for n, d in CASES])
def test_damaged_file(healthy: Path, qtcards_home: Path, monkeypatch, name: str, damage: str) -> None:
    shutil.copytree(healthy, qtcards_home, dirs_exist_ok=True)
    path = target(name)
    before = {n: target(n).read_bytes() for n in (*JSON_FILES, INI)}
    kind = DAMAGES[damage](name, before[name])
    damage_file(path, kind)
    # a damaged game file: that game is opened; damaged settings: the app opens the game it
    # finds there (app/last_game, read as any setting is), else the first one
    game = name.split("/")[0] if name != INI else None

    seen = start_app(monkeypatch, game)

    assert seen["code"] == 0 and seen["faults"] == []
    if game is None:
        game = seen["game"]
        # app/last_game was "hearts": kept by a truncation perhaps; lost, or a list (wrong
        # type), the game chooser shows, as at a first start
        assert (game is None and seen["chooser"]) or damage == "truncated"
    assert seen["game"] == game and (game is None or seen["state"] is not None)
    expect_notice = not (name == INI and damage in INI_READABLE)
    if expect_notice:
        assert len(seen["notices"]) == 1, seen["notices"]
        notice = seen["notices"][0]
        assert one_sentence(notice), notice
        (backup,) = backup_of(path)
        assert path.name in notice and backup.name in notice
        if kind == "folder":
            assert backup.is_dir() and (backup / "inside.txt").is_file()
        elif kind == "link":
            assert backup.is_symlink() and not backup.exists()
        else:
            assert backup.read_bytes() == kind
    else:
        assert seen["notices"] == [] and backup_of(path) == []
        # each value is the one kept, or (wrong or lost) its default, never anything else
        options = seen["options"]
        assert options["heart-to-heart"]["placement_aid"] in (False, True)
        assert options["heart-to-heart"]["move_errors"] is False
        assert options["hearts"]["difficulty"] in ("hard", "normal")
        if damage != "truncated":
            assert options == {
                "heart-to-heart": {"placement_aid": True, "move_errors": False},
                "hearts": {"difficulty": "normal"},
            }
    # the other files are as they were: the game resumes, the statistics stay
    for other in (*JSON_FILES, INI):
        if other != name and other != INI and other.split("/")[0] != game:
            assert target(other).read_bytes() == before[other], other
    if game is not None:  # (the chooser opened none)
        saved = json.loads(before[f"{game}/game"])["data"]
        stats = json.loads(before[f"{game}/statistics"])["data"]
        if name != f"{game}/game":
            resumed = saved["history"][saved["index"]]
            assert seen["state"] == resumed
        if name != f"{game}/statistics":
            kept = {k: v for k, v in stats.items() if k != "current"}
            if game == "hearts":
                if name == "hearts/game":
                    kept["hard"]["played"] += 1  # the new game dealt instead (at the chosen level)
                for level in kept:
                    assert seen["stats"][level]["time_ms"] >= kept[level].pop("time_ms")
                    seen["stats"][level].pop("time_ms")
            assert seen["stats"] == kept

    # the app carries on: the next start is quiet and the backup is still there
    again = start_app(monkeypatch, game)
    assert again["code"] == 0 and again["notices"] == [] and again["faults"] == []
    assert len(backup_of(path)) == (1 if expect_notice else 0)


# ----- older formats ---------------------------------------------------------------------


def test_settings_without_a_format_are_migrated(healthy: Path, qtcards_home: Path, monkeypatch) -> None:
    """A settings file of format 0 (before ``app/format``) keeps its values and gains the key."""
    shutil.copytree(healthy, qtcards_home, dirs_exist_ok=True)
    path = target(INI)
    text = path.read_text()
    assert "format=1" in text
    path.write_text(text.replace("format=1\n", ""))
    seen = start_app(monkeypatch, "hearts")
    assert seen["notices"] == []
    assert seen["options"] == {
        "heart-to-heart": {"placement_aid": False, "move_errors": False},
        "hearts": {"difficulty": "hard"},
    }
    assert "format=1" in path.read_text()
    assert backup_of(path) == []


def test_a_format_0_game_file_is_migrated_through_storage(healthy: Path, qtcards_home: Path, monkeypatch) -> None:
    """The migration path of Storage, with a real saved Heart to Heart game.

    Format 0 is made up for the test: the same data with the history under "states".
    The migration step turns it back; a reader of the states accepts the result; a file
    whose migration fails is set aside.
    """
    from qtcards_heart_to_heart.engine import State

    from qtcards.files.storage import Storage

    def read_saved_game(data: dict) -> tuple[list, int]:
        return [State.from_json(item) for item in data["history"]], data["index"]

    shutil.copytree(healthy, qtcards_home, dirs_exist_ok=True)
    notices: list[str] = []
    storage = Storage(paths.data_dir() / "heart-to-heart", notices.append)
    data = json.loads(storage.path("game").read_text())["data"]
    old = {("states" if key == "history" else key): value for key, value in data.items()}
    storage.path("game").write_text(json.dumps({"format": 0, "data": old}))

    def from_0(value: dict) -> dict:
        return {("history" if key == "states" else key): item for key, item in value.items()}

    history, index = storage.load("game", 1, read_saved_game, {0: from_0})
    assert [state.to_json() for state in history] == data["history"] and index == data["index"]
    assert notices == []
    storage.path("game").write_text(json.dumps({"format": 0, "data": {"states": "not a list"}}))
    assert storage.load("game", 1, read_saved_game, {0: from_0}) is None
    assert len(notices) == 1 and backup_of(storage.path("game"))


def test_only_the_apps_own_temporary_files_are_removed(healthy: Path, qtcards_home: Path, monkeypatch) -> None:
    """A killed write leaves ``.qtcards-tmp-NAME.*``: removed; a player's ``NAME.xxxxxx`` never is."""
    shutil.copytree(healthy, qtcards_home, dirs_exist_ok=True)
    leftover = target("hearts/game").with_name(".qtcards-tmp-game.json.aB3xYz12")
    leftover.write_text("half a file")
    players = [
        target("hearts/statistics").with_name("statistics.json.backup"),
        target("hearts/game").with_name("game.json.before"),
        target(INI).with_name("qtcards.ini.2024ok"),
        target("hearts/game").with_name("game.json.aB3xYz"),
        target("hearts/game").with_name("game.json.damaged-20240101-000000"),
    ]
    for path in players:
        path.write_text("the player's own file")
    seen = start_app(monkeypatch, "hearts")
    assert seen["notices"] == []
    assert not leftover.exists()
    assert all(path.read_text() == "the player's own file" for path in players)


@pytest.mark.parametrize("size", [0, 1, 100_000, 150_000, 150_001, 200_000])
def test_a_file_is_read_whole_up_to_the_limit_and_refused_past_it(tmp_path: Path, size: int) -> None:
    from qtcards.files.checked import READ_CHUNK, read_limited

    limit = 150_000  # more than two chunks
    assert limit > 2 * READ_CHUNK
    data = random.Random(size).randbytes(size)
    (tmp_path / "f").write_bytes(data)
    if size <= limit:
        assert read_limited(tmp_path / "f", limit) == data
    else:
        with pytest.raises(OSError, match="larger than 150000 bytes"):
            read_limited(tmp_path / "f", limit)
