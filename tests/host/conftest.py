"""Fixtures of the main-window tests: shown windows, and the game views let go after each test."""

from __future__ import annotations

from typing import Callable, Iterator

import pytest

from qtcards.plugin_host.registry import GameRegistry
from qtcards.window.main_window import MainWindow
from tests.host.window_games import VIEWS
from tests.support.guests import shown_windows


@pytest.fixture
def clean_views() -> Iterator[None]:
    """Start and end the test with no views kept by the test game's factories
    (the window tests use it on every test: ``pytest.mark.usefixtures``)."""
    VIEWS.clear()
    yield
    VIEWS.clear()


@pytest.fixture
def make_window(qtbot) -> Iterator[Callable[[GameRegistry], MainWindow]]:
    """Build shown main windows; close them all (and restore sys.excepthook) at the end."""
    yield from shown_windows(qtbot)

