"""Where qtcards keeps the player's files.

Settings go under platformdirs' user config dir, statistics and games in progress under
its user data dir, what can be made again (rendered card faces) under its user cache
dir. ``QTCARDS_HOME`` puts them all in one folder instead (tests, scripts).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "qtcards"


def _home() -> Path | None:
    home = os.environ.get("QTCARDS_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    """The folder of the settings file."""
    home = _home()
    return home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    """The folder of statistics and saved games."""
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME))


def cache_dir() -> Path:
    """The folder of files qtcards can make again (card faces rendered from SVG decks)."""
    home = _home()
    return home / "cache" if home else Path(platformdirs.user_cache_dir(APP_NAME))
