"""The host's half of :mod:`qtcards.kit.testing`: real main windows for its fixtures.

Installed as a pytest plugin beside the kit's (``pytest11`` entry point
``qtcards-host``): the kit's ``game_window`` fixture asks for
``qtcards_host_windows`` by name, so the kit imports nothing of the application.
Like the kit's plugin, this module imports only pytest; Qt and the window load when a
test first asks for a window.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest


@pytest.fixture
def qtcards_host_windows(qtbot: Any, qtcards_home: Path) -> Iterator[Any]:
    """:class:`~qtcards.app.game_windows.GameWindows` for the test, all closed at its end."""
    from qtcards.app.game_windows import GameWindows

    opened = GameWindows(qtbot)
    try:
        yield opened
    finally:
        opened.close_all()
