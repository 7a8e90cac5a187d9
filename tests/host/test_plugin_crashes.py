"""The marker around a plugin's steps, and how a leftover one is judged at the next start
(the real crashes, in their own processes: tests/reliability/test_reliability_crashing_plugins.py)."""

from __future__ import annotations

import os
import signal

import pytest

import qtcards.plugin_host.registry
from qtcards.files import paths
from qtcards.files.settings import open_settings
from qtcards.plugin_host import crashes as plugin_crashes
from qtcards.plugin_host.crashes import HEADER, MARKER, CrashGuard, Leftover
from qtcards.plugin_host.registry import GameRegistry
from tests.host.plugin_fakes import FakeEntryPoint, faults_of, make_game, module_plugin


def marker_path():
    return paths.config_dir() / MARKER


def test_the_marker_names_the_step_while_it_runs_and_is_gone_after_it_however_it_ends() -> None:
    guard = CrashGuard()
    with guard.step("golf", "import"):
        text = marker_path().read_bytes()
        assert text.startswith(HEADER) and b'"plugin": "golf"' in text and b'"step": "import"' in text
    assert not marker_path().exists()
    with pytest.raises(KeyboardInterrupt):
        with guard.step("golf", "view"):
            raise KeyboardInterrupt
    assert not marker_path().exists()
    assert guard.take_leftover() is None


def test_a_leftover_marker_is_read_once_its_verdict_is_written() -> None:
    marker_path().parent.mkdir(parents=True)
    marker_path().write_bytes(HEADER + b'{"plugin": "golf", "step": "registration"}\nos._exit(3) was called\n')
    guard = CrashGuard()
    assert guard.take_leftover() == Leftover("golf", "registration", "os._exit(3) was called")
    guard.settle(recorded=True)
    assert guard.take_leftover() is None and not marker_path().exists()


def test_a_leftover_marker_whose_verdict_could_not_be_written_is_kept_for_the_next_start() -> None:
    """A full disk: the setting that turns the plugin off could not be written, so the
    marker stays, and no step of this run writes over it; the next start judges again."""
    marker_path().parent.mkdir(parents=True)
    data = HEADER + b'{"plugin": "golf", "step": "import"}\nos._exit(3) was called\n'
    marker_path().write_bytes(data)
    guard = CrashGuard()
    assert guard.take_leftover() == Leftover("golf", "import", "os._exit(3) was called")
    guard.settle(recorded=False)
    with guard.step("pyramid", "import"):
        assert marker_path().read_bytes() == data
    assert marker_path().read_bytes() == data
    assert CrashGuard().take_leftover() == Leftover("golf", "import", "os._exit(3) was called")


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"\0" * 100,
        b"qtcards plugin step 1\n{not json",
        HEADER + b'{"plugin": 3, "step": "import"}\n',
        HEADER + b'{"plugin": "golf", "step": "dance"}\n',
        b"other\n" + b'{"plugin": "golf", "step": "import"}\n',
    ],
)
def test_a_damaged_marker_is_removed_and_blames_nobody(data: bytes) -> None:
    marker_path().parent.mkdir(parents=True)
    marker_path().write_bytes(data)
    assert CrashGuard().take_leftover() is None
    assert not marker_path().exists()


def test_with_evidence_a_plugin_is_turned_off_at_once() -> None:
    settings = open_settings()
    assert plugin_crashes.judge(settings, Leftover("golf", "import", "Fatal Python error: Segmentation fault"))
    assert plugin_crashes.crashed_plugins(settings) == {"golf": "import"}
    plugin_crashes.turn_on(settings, "golf")
    assert plugin_crashes.crashed_plugins(settings) == {}


def test_without_evidence_no_plugin_is_turned_off_however_often() -> None:
    """Kills from outside a millisecond apart (a probe, a closed session) land in the same
    step of the same plugin: that is no plugin's doing (before, Golf was turned off)."""
    settings = open_settings()
    for plugin in ("golf", "golf", "golf", "hearts"):
        assert not plugin_crashes.judge(settings, Leftover(plugin, "import", ""))
    assert plugin_crashes.crashed_plugins(settings) == {}


@pytest.mark.posix("os.killpg", "signal.SIGKILL")
@pytest.mark.parametrize(
    ("how", "evidence"),
    [
        (lambda: os.kill(os.getpid(), signal.SIGKILL), "os.kill(qtcards, <Signals.SIGKILL: 9>) was called"),
        (lambda: os.kill(0, signal.SIGKILL), "os.kill(qtcards, <Signals.SIGKILL: 9>) was called"),
        (lambda: os.killpg(0, signal.SIGKILL), "os.killpg(qtcards, <Signals.SIGKILL: 9>) was called"),
        (lambda: signal.raise_signal(signal.SIGKILL), "signal.raise_signal(<Signals.SIGKILL: 9>) was called"),
    ],
)
def test_a_signal_a_plugin_sends_qtcards_itself_is_evidence(how, evidence) -> None:
    """A SIGKILL leaves no report of its own: the marker says who sent it (the kill itself
    is left out here, and the real functions are back after the step)."""
    guard = CrashGuard()
    real = (os.kill, os.killpg, signal.raise_signal)
    sent = []
    guard._real = (guard._real[0], lambda *a: sent.append(a), lambda *a: sent.append(a), lambda *a: sent.append(a))
    with guard.step("downer", "import"):
        how()
        assert marker_path().read_bytes().decode().endswith(evidence + "\n")
    assert sent and (os.kill, os.killpg, signal.raise_signal) == (guard._real[1], guard._real[2], guard._real[3])
    os.kill, os.killpg, signal.raise_signal = real


def test_damaged_records_in_the_settings_turn_nothing_off() -> None:
    settings = open_settings()
    for value in ("{not json", "[1, 2]", '{"golf": 3, "spider": "dance"}', 7):
        settings.setValue(plugin_crashes.CRASHED_KEY, value)
        assert plugin_crashes.crashed_plugins(settings) == {}


def test_a_plugin_turned_off_is_not_loaded_and_the_others_are(monkeypatch) -> None:
    loaded = []

    def load(name: str, game_id: str):
        def loader():
            loaded.append(name)
            return module_plugin(f"{name}_games", make_game(game_id))

        return loader

    entries = [FakeEntryPoint("bad", load("bad", "bad-game")), FakeEntryPoint("good", load("good", "golf"))]
    monkeypatch.setattr(qtcards.plugin_host.registry, "entry_points", lambda *, group: entries)
    marker_path().parent.mkdir(parents=True)
    marker_path().write_bytes(HEADER + b'{"plugin": "bad", "step": "import"}\nos._exit(7) was called\n')

    registry = GameRegistry()
    registry.load_entry_points()
    assert loaded == ["good"] and sorted(registry.games) == ["golf"]
    assert faults_of(registry) == [("bad", "crash")] and registry.crashed == {"bad": "import"}
    assert "os._exit(7)" in registry.faults[0].detail

    again = GameRegistry()  # still off at the next start, and no longer news
    again.load_entry_points()
    assert loaded == ["good", "good"] and again.faults == [] and sorted(again.games) == ["golf"]

    plugin_crashes.turn_on(open_settings(), "bad")
    tried = GameRegistry()
    tried.load_entry_points()
    assert loaded[-2:] == ["bad", "good"] and sorted(tried.games) == ["bad-game", "golf"]


def test_a_marker_the_disk_has_no_room_for_leaves_no_empty_file(monkeypatch) -> None:
    """A full disk: the marker is made but cannot be written. The step runs unguarded,
    and no empty marker is left for the next start to call damaged."""
    import errno

    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(plugin_crashes.os, "write", full)
    ran = []
    with CrashGuard().step("golf", "import"):
        ran.append(marker_path().exists())
    assert ran == [False] and not marker_path().exists()


@pytest.mark.parametrize("kind", ["marker", "folder"])
def test_a_marker_or_folder_that_is_a_link_is_neither_followed_nor_removed(tmp_path, kind: str) -> None:
    """Never write or delete outside a folder the app made: a link at the marker's name (or
    a config folder that is a link) is not written through, read or removed."""
    import os

    target = tmp_path / "elsewhere"
    target.mkdir()
    precious = target / "precious.txt"
    precious.write_bytes(HEADER + b'{"plugin": "golf", "step": "import"}\n')
    if kind == "marker":
        marker_path().parent.mkdir(parents=True)
        os.symlink(precious, marker_path())
    else:
        marker_path().parent.parent.mkdir(parents=True, exist_ok=True)
        os.symlink(target, marker_path().parent)
        os.rename(precious, target / marker_path().name)
        precious = target / marker_path().name
    before = precious.read_bytes()
    guard = CrashGuard()
    assert guard.take_leftover() is None
    with guard.step("golf", "import"):
        pass
    guard.settle(recorded=True)
    assert precious.read_bytes() == before and os.path.lexists(marker_path())
