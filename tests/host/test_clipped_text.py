"""No text is cut off at 1024x600: every label, button, check box, radio button, group
box title and tab of every game's scenes (the built-in games and every game of examples/),
rules pages and dialogs, in English, Korean and Russian, fits the rectangle its widget
gives it (measured with QFontMetrics)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel, QPushButton, QTabBar, QVBoxLayout, QWidget

from tests.support.clipped_text import clipped

ROOT = Path(__file__).resolve().parents[2]
PROBE = ROOT / "tests" / "support" / "clip_probe.py"


def test_a_label_too_narrow_for_its_text_is_reported(qtbot) -> None:
    top = QWidget()
    qtbot.addWidget(top)
    layout = QVBoxLayout(top)
    fits = QLabel("Fits")
    narrow = QLabel("A sentence far too long for forty pixels")
    wrapped = QLabel("A wrapped sentence that needs several lines at this width " * 3)
    wrapped.setWordWrap(True)
    button, box, group = (
        QPushButton("Restart this deal"),
        QCheckBox("Ask before a game is lost"),
        QGroupBox("Heart to Heart"),
    )
    tabs = QTabBar()
    tabs.addTab("Statistics of every game")
    for widget in (fits, narrow, wrapped, button, box, group, tabs):
        layout.addWidget(widget)
    top.show()
    qtbot.waitExposed(top)
    assert clipped(top) == []
    narrow.setFixedWidth(40)
    wrapped.setFixedHeight(wrapped.fontMetrics().height())
    button.setFixedWidth(30)
    box.setFixedWidth(30)
    group.setFixedWidth(30)
    tabs.setFixedWidth(60)
    tabs.setUsesScrollButtons(False)
    tabs.setElideMode(Qt.TextElideMode.ElideNone)
    qtbot.waitUntil(lambda: narrow.width() == 40 and button.width() == 30)
    found = "\n".join(clipped(top))
    for text in (
        "A sentence far",
        "A wrapped sentence",
        "Restart this deal",
        "Ask before",
        "Heart to Heart",
        "Statistics of",
    ):
        assert text in found, found
    assert "'Fits'" not in found


@pytest.mark.parametrize("lang", ["en", "ko", "ru"])
def test_no_text_is_cut_at_1024x600(tmp_path, lang) -> None:
    config = tmp_path / "screen.json"
    screen = {"name": "probe", "x": 0, "y": 0, "width": 1024, "height": 600, "logicalDpi": 96}
    config.write_text(json.dumps({"screens": [dict(screen, logicalBaseDpi=96, dpr=1)]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QTCARDS_HOME=str(tmp_path / "home"))
    env.pop("QTCARDS_NO_AUTOLOAD", None)  # Golf too, from its entry point
    examples = sorted(str(path) for path in (ROOT / "examples").glob("qtcards-*") if path.is_dir())
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(ROOT / "plugins"), *examples])  # this checkout's games
    result = subprocess.run([sys.executable, str(PROBE), lang], env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout.strip().splitlines()[-1])
    assert {"hh-table", "hearts-game-over", "settings", "about", "reset-statistics-question"} <= set(found)
    for game in ("golf", "pyramid", "klondike", "freecell", "spider"):  # every game of the repository
        assert {f"{game}-table", f"{game}-keyboard-focus", f"{game}-rules", f"{game}-statistics"} <= set(found), game
    assert {"klondike-won", "freecell-won", "spider-won", "spider-hint", "pyramid-picked"} <= set(found)
    assert {name: cut for name, cut in found.items() if cut} == {}
