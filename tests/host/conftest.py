"""Fixtures of the main-window tests: the game views let go after each test."""

from __future__ import annotations

from typing import Iterator

import pytest

from tests.host.window_games import VIEWS


@pytest.fixture
def clean_views() -> Iterator[None]:
    """Start and end the test with no views kept by the test game's factories
    (the window tests use it on every test: ``pytest.mark.usefixtures``)."""
    VIEWS.clear()
    yield
    VIEWS.clear()
