"""Where qtcards keeps the player's files.

Settings go under platformdirs' user config dir, statistics and games in progress under
its user data dir, what can be made again (rendered card faces) under its user cache
dir. ``QTCARDS_HOME`` puts them all in one folder instead (tests, scripts).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "qtcards"


#: The games' folder of this process alone (``--screenshot``'s), when it has one.
_games: list[Path] = []


def _home() -> Path | None:
    home = os.environ.get("QTCARDS_HOME")
    return Path(home) if home else None


def use_games_dir(folder: Path) -> None:
    """Keep statistics and saved games in ``folder`` for the rest of this process: a
    screenshot deals afresh and leaves the player's own games as they are."""
    _games[:] = [folder]


def config_dir() -> Path:
    """The folder of the settings file."""
    home = _home()
    return home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    """The folder of statistics, saved games and the player's own decks."""
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME))


def games_dir() -> Path:
    """The folder of each game's folder (its statistics and saved game): the data folder,
    or this process's own (:func:`use_games_dir`)."""
    return _games[0] if _games else data_dir()


def cache_dir() -> Path:
    """The folder of files qtcards can make again (card faces rendered from SVG decks)."""
    home = _home()
    return home / "cache" if home else Path(platformdirs.user_cache_dir(APP_NAME))


def user_id() -> int | None:
    """This user's id, or None where the system has no owners of files (Windows, or a
    Python built without ``os.getuid``)."""
    if sys.platform == "win32" or not hasattr(os, "getuid"):
        return None
    return os.getuid()


def guard_folders() -> list[Path]:
    """Where the single-instance guard may live, best first (qtcards.instance locks it in
    each that is this user's alone): the user's runtime folder (``XDG_RUNTIME_DIR``,
    else the login manager's ``/run/user/UID`` when it exists, so that a start from ssh
    or su finds the desktop's guard), a folder of this user's in the temporary folder, as
    Qt's runtime location does without ``XDG_RUNTIME_DIR``, and one in the cache folder
    (when someone else took that name in the shared temporary folder)."""
    uid = user_id()
    if uid is None:  # Windows: the user's own temporary and cache folders
        return [Path(tempfile.gettempdir()) / APP_NAME, Path(platformdirs.user_cache_dir(APP_NAME)) / "guard"]
    runtime = os.environ.get("XDG_RUNTIME_DIR") or (f"/run/user/{uid}" if os.path.isdir(f"/run/user/{uid}") else "")
    places = [Path(runtime) / APP_NAME] if runtime else []
    places.append(Path(tempfile.gettempdir()) / f"{APP_NAME}-{uid}")
    places.append(Path(platformdirs.user_cache_dir(APP_NAME)) / "guard")
    return places
