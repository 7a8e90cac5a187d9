"""Pyramid installed as its own distribution: qtcards finds it through its entry point.

Skipped where the package is not installed (``pip install -e examples/qtcards-pyramid``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.metadata import PackageNotFoundError, distribution, entry_points
from pathlib import Path

import pytest

try:
    distribution("qtcards-pyramid")
except PackageNotFoundError:
    pytest.skip("qtcards-pyramid is not installed: pip install -e examples/qtcards-pyramid", allow_module_level=True)


def test_the_entry_point_names_the_hooks_module() -> None:
    found = {entry.name: entry for entry in entry_points(group="qtcards.games")}
    assert found["pyramid"].value == "qtcards_pyramid"
    assert found["pyramid"].dist.name == "qtcards-pyramid"


def test_qtcards_lists_the_game(tmp_path: Path) -> None:
    """``qtcards --list-games``, as a player runs it, with the translations shipped beside it."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QTCARDS_HOME": str(tmp_path)}
    env.pop("QTCARDS_NO_AUTOLOAD", None)
    result = subprocess.run(
        [sys.executable, "-m", "qtcards", "--list-games"], capture_output=True, text=True, env=env, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert any(line.startswith("pyramid\tPyramid\t") for line in result.stdout.splitlines())
    import qtcards_pyramid

    shipped = Path(qtcards_pyramid.__file__).parent / "i18n"
    assert sorted(path.name for path in shipped.glob("*.qm")) == ["pyramid_en.qm", "pyramid_ko.qm", "pyramid_ru.qm"]
