"""No text is cut off at 1024x600: every label, button, check box, radio button, group
box title and tab of every game's scenes and pages (the built-in games and each example
game of the repository, imported from the checkout) and of every dialog, in English,
Korean and Russian, fits the rectangle its widget gives it (measured with QFontMetrics)."""

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
from tools.gallery import source_path

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


#: The scenes each game of the repository must show (a game missing, or one of its scenes,
#: fails the test): its table fresh and at its ends, and its own pages.
PAGES = ("rules", "statistics")
EXPECTED = {
    "hh": ("table", "selected", "move-error", "keyboard-focus", "won", "stuck", "settings", "deal-code-error"),
    "hearts": ("pass", "trick", "hand-over", "game-over", "game-won", "settings"),
    "golf": ("table", "move-error", "keyboard-focus", "lost", "won", "settings", "deal-code-error"),
    "pyramid": ("table", "selected", "keyboard-focus", "won", "lost", "deal-code-error"),
    **{
        game: ("table", "selected", "move-error", "hint", "keyboard-focus", "won", "stuck", "settings")
        + ("deal-code-error",)
        for game in ("klondike", "freecell", "spider")
    },
}


def expected_scenes() -> set[str]:
    """Every scene :data:`EXPECTED` names, each example's fresh table (a new example
    too), and the dialogs of no game."""
    names = {f"{game}-{scene}" for game, scenes in EXPECTED.items() for scene in scenes + PAGES}
    names |= {f"{folder.name.removeprefix('qtcards-')}-table" for folder in ROOT.glob("examples/qtcards-*")}
    return names | {"settings", "about", "reset-statistics-question", "no-game"}


@pytest.mark.parametrize("lang", ["en", "ko", "ru"])
def test_no_text_is_cut_at_1024x600(tmp_path, lang) -> None:
    config = tmp_path / "screen.json"
    screen = {"name": "probe", "x": 0, "y": 0, "width": 1024, "height": 600, "logicalDpi": 96}
    config.write_text(json.dumps({"screens": [dict(screen, logicalBaseDpi=96, dpr=1)]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QTCARDS_HOME=str(tmp_path / "home"))
    env.pop("QTCARDS_NO_AUTOLOAD", None)  # the installed games too, from their entry points
    env["PYTHONPATH"] = os.pathsep.join(source_path())  # the checkout's games before any installed copy
    result = subprocess.run([sys.executable, str(PROBE), lang], env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    found, sources = report["scenes"], report["sources"]
    assert sorted(expected_scenes() - set(found)) == []
    assert {name: path for name, path in sources.items() if not Path(path).is_relative_to(ROOT)} == {}
    assert {name: cut for name, cut in found.items() if cut} == {}
