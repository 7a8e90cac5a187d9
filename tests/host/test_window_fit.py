"""The main window fits the screen it opens on (first start and a saved geometry)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize

from qtcards.window import placement

ROOT = Path(__file__).resolve().parents[2]
PROBE = ROOT / "tests" / "support" / "window_fit_probe.py"


def test_first_start_takes_at_most_nine_tenths_of_the_screen_keeping_proportions() -> None:
    available = QRect(0, 24, 1366, 744)
    geometry = placement.first_start_geometry(available)
    assert geometry.width() <= 0.9 * 1366 and geometry.height() <= 0.9 * 744
    wanted = placement.PREFERRED_SIZE.width() / placement.PREFERRED_SIZE.height()
    assert abs(geometry.width() / geometry.height() - wanted) < 0.01
    assert available.contains(geometry) and geometry.center() == available.center()
    # A large screen gets the natural size, not more.
    assert placement.first_start_geometry(QRect(0, 0, 3840, 2160)).size() == placement.PREFERRED_SIZE


def test_a_saved_place_is_brought_inside_a_smaller_screen() -> None:
    saved = QRect(900, 500, 1180, 820)  # placed on a 1920x1080 monitor
    available = QRect(0, 0, 1024, 600)
    fitted = placement.inside(saved, available)
    assert available.contains(fitted) and fitted.size() == QSize(1024, 600)
    small = placement.inside(QRect(-300, -40, 400, 300), available)
    assert small == QRect(0, 0, 400, 300)
    kept = QRect(10, 20, 500, 400)
    assert placement.inside(kept, available) == kept


def run_probe(tmp_path: Path, width: int, height: int, game: str, home: Path) -> dict:
    config = tmp_path / f"screen-{width}x{height}.json"
    config.write_text(
        json.dumps(
            {
                "screens": [
                    {
                        "name": "probe",
                        "x": 0,
                        "y": 0,
                        "width": width,
                        "height": height,
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ]
            }
        )
    )
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QTCARDS_HOME=str(home))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(ROOT / "plugins")])  # this checkout, as the suite
    result = subprocess.run([sys.executable, str(PROBE), game], env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720), (1024, 600)])
@pytest.mark.parametrize("game", ["heart-to-heart", "hearts"])
def test_every_label_and_the_info_bar_show_on_a_small_screen(tmp_path, qtcards_home, size, game) -> None:
    shown = run_probe(tmp_path, *size, game, qtcards_home)
    available = QRect(*shown["available"])
    assert available.contains(QRect(*shown["frame"])), shown
    window = QRect(*shown["window"])
    if game == "heart-to-heart":
        assert shown["info_bar"] is not None
    if shown["info_bar"] is not None:
        assert window.contains(QRect(*shown["info_bar"])), shown
    assert window.contains(QRect(*shown["table"])), shown
    assert shown["cut"] == [], shown


def test_a_saved_geometry_too_large_for_this_screen_is_fitted(tmp_path, qtcards_home) -> None:
    big = run_probe(tmp_path, 1920, 1080, "heart-to-heart", qtcards_home)  # saves its geometry
    assert QRect(*big["window"]).size() == placement.PREFERRED_SIZE
    from qtcards.files.settings import open_settings

    settings = open_settings()
    assert settings.value("window/geometry") is not None
    small = run_probe(tmp_path, 1024, 600, "heart-to-heart", qtcards_home)
    assert QRect(*small["available"]).contains(QRect(*small["frame"])), small
    assert small["cut"] == [], small
