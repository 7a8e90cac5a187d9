"""What the main window keeps: the last game and the geometry between runs, the games'
options in the settings dialog, and one notice for a damaged settings or stats file."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox

from qtcards.files import paths
from qtcards.kit.options import BoolOption, ChoiceOption
from qtcards.window.dialogs import SettingsDialog
from qtcards.window.main_window import MainWindow
from tests.host.window_games import CardView, make_game, plugin_module, registry_of, two_plugins, view_factory

pytestmark = pytest.mark.usefixtures("clean_views")


def one_sentence(text: str) -> bool:
    """Whether the text is one whole sentence."""
    return bool(text.strip()) and len(re.findall(r"[.!?](?:\s|$)", text)) == 1 and text.rstrip()[-1] in ".!?"


# ----- remembered between runs --------------------------------------------------------------------


def test_last_game_played_opens_at_start(make_window) -> None:
    first = make_window(two_plugins())
    first.open_first_game()
    assert first.game is None  # nothing played yet: the game chooser
    first.open_game("beta")
    first.close()
    second = make_window(two_plugins())
    second.open_first_game()
    assert second.game.id == "beta"
    assert isinstance(second.view, CardView)


def test_first_start_opens_no_game_of_its_own_accord(make_window) -> None:
    from qtcards_heart_to_heart import plugin as heart_to_heart
    from qtcards_hearts import plugin as hearts

    registry = registry_of(
        (plugin_module("qtcards_test_golf", make_game("golf", "Golf"), make_game("aaa", "Aaa")), "golf"),
        (heart_to_heart, "heart-to-heart"),
        (hearts, "hearts"),
    )
    first = make_window(registry)
    first.open_first_game()
    assert first.game is None  # the game chooser, not a game picked for the player
    first.open_game("golf")
    first.close()
    second = make_window(registry)
    second.open_first_game()
    assert second.game.id == "golf"  # later starts: the last game played


def test_window_geometry_is_remembered(qtbot, make_window) -> None:
    first = make_window(two_plugins())
    first.resize(640, 450)
    qtbot.waitUntil(lambda: first.size().width() == 640)
    first.close()
    second = make_window(two_plugins())
    assert (second.width(), second.height()) == (640, 450)


# ----- settings dialog -------------------------------------------------------------------------------


def test_settings_dialog_builds_editors_for_declared_options(qtbot, make_window) -> None:
    options = (
        BoolOption("aid", "Placement aid", True, note="Outlines the cards that can pair."),
        ChoiceOption(
            "level", "Difficulty", "normal", choices=(("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard"))
        ),
    )
    registry = registry_of(
        (
            plugin_module(
                "qtcards_test_opts",
                make_game("alpha", "Alpha patience", options=options),
                make_game("plain", "Plain"),
            ),
            "opts",
        )
    )
    window = make_window(registry)
    chosen: list[str] = []
    games = [(game, window.option_values[gid]) for gid, game in sorted(registry.games.items())]
    dialog = SettingsDialog("en", chosen.append, games, window)
    qtbot.addWidget(dialog)
    dialog.show()

    assert set(dialog.editors) == {("alpha", "aid"), ("alpha", "level")}
    box = dialog.editors[("alpha", "aid")]
    combo = dialog.editors[("alpha", "level")]
    assert isinstance(box, QCheckBox) and box.text() == "Placement aid" and box.isChecked()
    assert isinstance(combo, QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == ["Easy", "Normal", "Hard"]
    assert combo.currentData() == "normal"

    values = window.option_values["alpha"]
    with qtbot.waitSignal(values.changed) as blocker:
        box.setChecked(False)
    assert blocker.args == ["aid"]
    assert values.get("aid") is False
    combo.setCurrentIndex(combo.findData("hard"))
    assert values.get("level") == "hard"

    dialog.language_box.setCurrentIndex(dialog.language_box.findData("ko"))
    assert chosen == ["ko"]
    dialog.close()

    # A new dialog shows the stored values.
    again = SettingsDialog("en", chosen.append, games, window)
    qtbot.addWidget(again)
    assert again.editors[("alpha", "aid")].isChecked() is False
    assert again.editors[("alpha", "level")].currentData() == "hard"


# ----- damaged files ------------------------------------------------------------------------------------


def test_damaged_stats_file_gives_one_notice(make_window) -> None:
    folder = paths.data_dir() / "alpha"
    folder.mkdir(parents=True)
    (folder / "stats.json").write_bytes(b'{"format": 1, "data": {"played": "lots"')
    registry = registry_of(
        (plugin_module("qtcards_test_cards", make_game("alpha", "Alpha patience", view_factory(stats=True))), "cards")
    )
    window = make_window(registry)
    assert window.open_game("alpha")
    assert window.view.stats is None
    assert len(window.notices) == 1
    assert one_sentence(window.notices[0]), window.notices[0]
    assert "stats.json" in window.notices[0]
    assert len(list(folder.glob("stats.json.damaged-*"))) == 1
    assert window.statusBar().currentMessage() == window.notices[0]
    # The game's storage writes where it read.
    assert window.view.context.storage.save("stats", 1, {"played": 1})
    assert (folder / "stats.json").is_file()


def test_damaged_settings_file_gives_one_notice(qtbot, qtcards_home: Path) -> None:
    from qtcards.app import startup as app

    ini = paths.config_dir() / "qtcards.ini"
    ini.parent.mkdir(parents=True)
    damaged = b'[window\ngeometry="unterminated\n'
    ini.write_bytes(damaged)
    seen: dict[str, Any] = {}
    hook = sys.excepthook

    def main_windows() -> list[MainWindow]:
        return [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]

    def look_and_leave() -> None:
        # QApplication.exit() leaves exec() at once; quit() (or closing the last window)
        # would post a Quit event that could outlive this exec() and stop the next loops.
        try:
            seen["notices"] = [list(w.notices) for w in main_windows()]
        finally:
            QApplication.exit(0)

    QTimer.singleShot(0, look_and_leave)
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(lambda: QApplication.exit(1))  # never hang the test run
    guard.start(20000)
    try:
        assert app.main(["--lang", "en"]) == 0
    finally:
        guard.stop()
        for window in main_windows():
            window.close()
            window.deleteLater()
        sys.excepthook = hook
    qtbot.waitUntil(lambda: not main_windows())
    assert len(seen["notices"]) == 1
    notices = seen["notices"][0]
    assert len(notices) == 1, notices
    assert one_sentence(notices[0]), notices[0]
    assert "qtcards.ini" in notices[0]
    backups = list(ini.parent.glob("qtcards.ini.damaged-*"))
    assert len(backups) == 1
    assert backups[0].read_bytes() == damaged
