"""Spider's own tests: offscreen Qt, hypothesis derandomized.

The view tests use the ``game_window`` fixture of ``qtcards.kit.testing``, the pytest
plugin qtcards installs; the engine tests need no display.
"""

import os

import pytest
import qtcards_spider
from hypothesis import HealthCheck, settings

from qtcards.kit.testing import GameWindow, GameWindows

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile("ci", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture
def spider(game_window: GameWindows) -> GameWindow:
    """Spider open in English."""
    return game_window.open(qtcards_spider, "spider")
