"""A plugin that takes the whole process down is not allowed to do it twice.

A third party's plugin, "installed" in a folder on the path, ends the process in its
import (``os._exit``, a segmentation fault), in its registration or in its view
factory. The first start dies; the next one opens with the built-in games, the plugin
left out and named in a notice; Settings › Game plugins turns it on again, and the start
after that tries it again (and dies again). A marker without evidence (a ``kill -9``
from outside) turns no plugin off, however often: tested in process.
"""

from __future__ import annotations

import signal
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from qtcards.files.settings import open_settings
from qtcards.plugin_host import crashes as plugin_crashes
from tests.host.test_cli import run
from tests.host.test_instance_processes import start, wait_ready

CRASH = {
    "exit": "import os; os._exit(7)",
    "segfault": "import ctypes; ctypes.string_at(0)",
}
PLUGIN = """
from qtcards.kit import API_VERSION, Game, hookimpl
{import_fault}

def create_view(context):
    {view_fault}

@hookimpl
def qtcards_register_games(register):
    {registration_fault}
    register(Game(id="downer", api_version=API_VERSION, title="Downer", context="Downer", create_view=create_view))
"""


def install(site: Path, step: str, how: str) -> None:
    """The plugin "downer", which ends the process in ``step`` by ``how``."""
    faults = {name: "pass" for name in ("import_fault", "view_fault", "registration_fault")}
    faults[f"{step}_fault"] = CRASH[how]
    site.mkdir(exist_ok=True)
    (site / "qtcards_downer.py").write_text(PLUGIN.format(**faults))
    info = site / "qtcards_downer-0.1.dist-info"
    info.mkdir(exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: qtcards-downer\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[qtcards.games]\ndowner = qtcards_downer\n")


def died(result: subprocess.CompletedProcess[str], how: str) -> bool:
    return result.returncode == (7 if how == "exit" else -signal.SIGSEGV)


def interactive_start(home: Path, site: Path) -> str:
    """Start the app with its window, then end it; what it wrote on stderr."""
    app = start(home, extra_path=site)
    try:
        wait_ready(app)
        app.send_signal(signal.SIGTERM)
        _out, err = app.communicate(timeout=120)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(timeout=60)
    return err


@pytest.mark.parametrize(
    "step, how, words",
    [
        ("import", "exit", "while it was loading"),
        ("import", "segfault", "while it was loading"),
        ("registration", "exit", "while it registered its games"),
        ("view", "segfault", "while its game opened"),
    ],
)
def test_a_plugin_that_ends_the_process_is_turned_off_at_the_next_start(
    qtbot, qtcards_home: Path, tmp_path: Path, step: str, how: str, words: str
) -> None:
    site = tmp_path / "site"
    install(site, step, how)
    first = [*(["--game", "downer"] if step == "view" else []), "--screenshot", str(tmp_path / "first.png")]
    result = run(first, qtcards_home, autoload=True, extra_path=[site])
    assert died(result, how), (result.returncode, result.stderr)

    err = interactive_start(qtcards_home, site)
    assert f"The game plugin “downer” closed qtcards {words}, so it is turned off" in err
    listed = run(["--list-games"], qtcards_home, autoload=True, extra_path=[site])
    assert listed.returncode == 0, listed.stderr
    games = [line.split("\t")[0] for line in listed.stdout.splitlines()]
    assert {"heart-to-heart", "hearts"} <= set(games) and "downer" not in games
    shot = run(["--screenshot", str(tmp_path / "shot.png")], qtcards_home, autoload=True, extra_path=[site])
    assert shot.returncode == 0, shot.stderr  # the built-in game opened
    assert plugin_crashes.crashed_plugins(open_settings()) == {"downer": step}

    # Settings › Game plugins: turned on again, it is tried again at the next start
    from qtcards.window.dialogs import SettingsDialog
    from qtcards.window.plugin_settings import PluginsSection

    dialog = SettingsDialog("en", lambda _language: None, [])
    qtbot.addWidget(dialog)
    dialog.show()
    section = dialog.findChild(PluginsSection)
    assert section.isVisible()
    assert [label.text() for label in section.findChildren(QLabel)] == [
        f"“downer” is turned off: it closed qtcards {words}."
    ]
    qtbot.mouseClick(section.buttons["downer"], Qt.MouseButton.LeftButton)
    assert plugin_crashes.crashed_plugins(open_settings()) == {}
    again = run(first, qtcards_home, autoload=True, extra_path=[site])
    assert died(again, how), (again.returncode, again.stderr)
