"""Pyramid's own tests: offscreen Qt, hypothesis derandomized.

The view tests use the ``game_window`` fixture of ``qtcards.kit.testing``, the pytest
plugin qtcards installs. The engine tests need no display and no installed plugin:
``qtcards_pyramid.engine`` is loaded from this checkout (the ``pythonpath`` of pyproject.toml
puts the example's folder first).
"""

import os

import pytest
import qtcards_pyramid
from hypothesis import HealthCheck, settings

from qtcards.kit.testing import GameWindow, GameWindows

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile("ci", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture
def pyramid(game_window: GameWindows) -> GameWindow:
    """Pyramid open in English."""
    return game_window.open(qtcards_pyramid, "pyramid")
