"""pytest fixtures that put a game plugin in a real qtcards window (``qtcards.kit.testing``).

qtcards installs this module as a pytest plugin (the ``pytest11`` entry point, as
pytest-qt installs ``qtbot``), so a plugin's tests ask for the fixtures by name and
import nothing of qtcards but the kit::

    import qtcards_golf

    def test_draw_by_click(game_window):
        game = game_window.open(qtcards_golf, "golf")
        game.view.start_deal(13)
        top = game.view.state.stock[-1]
        game.click(game.view.cards[top])
        assert game.view.state.foundation[-1] == top
        view = game.restart()           # Quit (which saves), then start again
        assert view.state.foundation[-1] == top

- ``qtcards_home``: a fresh, empty folder for the settings and the player's files
  (``QTCARDS_HOME``), a private runtime folder (``XDG_RUNTIME_DIR``), and no plugin
  loaded from entry points (``QTCARDS_NO_AUTOLOAD=1``): only the plugin a test opens.
- ``game_window``: opens games (a :class:`GameWindows`):
  ``game_window.open(plugin, game_id, language="en")`` registers the plugin module as the
  app does, installs its translations, opens the game in a shown main window with motion
  off, and returns a :class:`GameWindow` to drive it.
  At the end of the test every window is closed (saving, as Quit does) and a test fails
  if its plugin raised (a fault the app would have shown the player).

This module imports only pytest: it is loaded in every pytest run of an environment where
qtcards is installed. The windows are the host's (its own pytest plugin,
:mod:`qtcards.app.pytest_host`, gives them to ``game_window``); Qt and the host are
imported when a test first asks for a window. :class:`GameWindow` and
:class:`GameWindows` are the typed interface of what the fixture returns.
:func:`run_without_qt` runs a game's engine with Qt blocked (the check that it stays pure);
:func:`check_search_space` checks that a game's own search space agrees with its rules;
:mod:`~qtcards.kit.testing.saved_tables` gives the bad saved tables every game refuses and
opens a window on one (:func:`open_on_saved_table`, :func:`assert_set_aside`).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from qtcards.kit.testing.drivers import SOLVER_WAIT_MS, GameWindow, GameWindows
from qtcards.kit.testing.pure import run_without_qt
from qtcards.kit.testing.saved_tables import (
    Change,
    assert_set_aside,
    bad_counts,
    bad_deals,
    open_on_saved_table,
    set_to,
)
from qtcards.kit.testing.search import check_search_space

__all__ = [
    "Change",
    "GameWindow",
    "GameWindows",
    "SOLVER_WAIT_MS",
    "assert_set_aside",
    "bad_counts",
    "bad_deals",
    "check_search_space",
    "game_window",
    "open_on_saved_table",
    "qtcards_home",
    "run_without_qt",
    "set_to",
]


@pytest.fixture
def qtcards_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh folder for qtcards' settings (``config/``) and files (``data/``), made its home
    for the test; with a runtime folder of its own (the single-instance lock, and in it the
    temporary and cache folders where the lock is also taken: ``TMPDIR`` for the apps a
    test starts, ``XDG_CACHE_HOME``) and no plugin loaded from entry points. The same
    folder across :meth:`GameWindow.restart`."""
    home = tmp_path_factory.mktemp("qtcards-home")
    monkeypatch.setenv("QTCARDS_HOME", str(home))
    (home / "run").mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(home / "run"))
    for variable, name in (("TMPDIR", "tmp"), ("XDG_CACHE_HOME", "cache")):
        (home / "run" / name).mkdir()
        monkeypatch.setenv(variable, str(home / "run" / name))
    monkeypatch.setenv("QTCARDS_NO_AUTOLOAD", "1")
    return home


@pytest.fixture
def game_window(qtcards_home: Path, qtcards_host_windows: GameWindows) -> Iterator[GameWindows]:
    """Open a game plugin in real main windows: ``game_window.open(plugin, game_id)``.

    Every window is closed at the end (saving its game); the test fails if a plugin
    faulted and the test did not take the fault (``GameWindow.take_faults()``).
    """
    yield qtcards_host_windows
