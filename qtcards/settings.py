"""Declared, typed options stored in QSettings.

A game declares its options as :class:`BoolOption` and :class:`ChoiceOption` objects;
the host stores each under the game's own QSettings group and builds the Settings
dialog from the declarations. Labels are English source strings marked with
``QT_TRANSLATE_NOOP`` in the game's translation context.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from PySide6.QtCore import QObject, QSettings, Signal

from . import paths
from .storage import remove_temporaries, set_aside


@dataclass(frozen=True)
class Option:
    """An option: a key unique within its game, a label, a default, an optional note.

    ``note`` is a sentence the Settings dialog shows under the option (for example
    "Applies from the next game.").
    """

    key: str
    label: str
    default: Any
    note: str = ""

    def coerce(self, value: Any) -> Any:
        """The stored value as this option's type, or the default when it is not one."""
        raise NotImplementedError


@dataclass(frozen=True)
class BoolOption(Option):
    """An on/off option, shown as a check box."""

    default: bool = False

    def coerce(self, value: Any) -> bool:
        """Accept real booleans and the strings QSettings writes for them."""
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower() == "true"
        return self.default


@dataclass(frozen=True)
class ChoiceOption(Option):
    """One value out of a few, shown as a combo box.

    ``choices`` pairs each stored value with its label (marked for translation).
    """

    default: str = ""
    choices: Sequence[tuple[str, str]] = ()

    def coerce(self, value: Any) -> str:
        """Accept only one of the declared values (QSettings may give a list, say)."""
        return value if isinstance(value, str) and value in {v for v, _ in self.choices} else self.default


def open_settings() -> QSettings:
    """The app's settings file (INI format, under the user config dir)."""
    folder = paths.config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return QSettings(str(folder / "qtcards.ini"), QSettings.Format.IniFormat)


#: The settings file's format, kept in its ``app/format`` key (files without one are 0).
SETTINGS_FORMAT = 1
#: ``{n: f}``: ``f(settings)`` turns a format-``n`` settings file into format ``n + 1``.
#: Format 1 only added ``app/format`` itself.
SETTINGS_MIGRATIONS: dict[int, Callable[[QSettings], None]] = {0: lambda settings: None}


def open_checked_settings(notify: Callable[[str], None]) -> QSettings:
    """Open the settings file at start-up: set it aside if damaged, migrate an older format.

    A file that QSettings cannot read, that is not UTF-8, that is not a file (a folder, a
    dangling link), or that comes from a newer qtcards is renamed to a
    ``qtcards.ini.damaged-*`` backup and the player is told in one sentence; the app
    starts with the defaults. Values of a wrong type need none of this: every reader
    falls back to its default (:meth:`Option.coerce`).
    """
    path = paths.config_dir() / "qtcards.ini"
    remove_temporaries(path)
    settings = open_settings()
    found, why = _settings_format(path, settings)
    if why:
        del settings  # let go of the file before it is renamed
        set_aside(path, notify, why)
        settings, found = open_settings(), 0
    if found < SETTINGS_FORMAT:
        for step in range(found, SETTINGS_FORMAT):
            SETTINGS_MIGRATIONS[step](settings)
        settings.setValue("app/format", SETTINGS_FORMAT)
        settings.sync()
    return settings


def _settings_format(path: Path, settings: QSettings) -> tuple[int, str]:
    """The file's format, and why it must be set aside ("" when it can be used)."""
    if not path.exists():
        return 0, "a dangling link" if path.is_symlink() else ""
    if not path.is_file():
        return 0, "not a file"
    try:
        path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return 0, f"unreadable: {error}"
    if settings.status() != QSettings.Status.NoError:
        return 0, f"unreadable settings ({settings.status().name})"
    value = settings.value("app/format", 0)
    try:
        found = int(value)
    except (TypeError, ValueError):
        return 0, f"format {value!r} is not a number"
    if found > SETTINGS_FORMAT:
        return found, f"format {found} is newer than {SETTINGS_FORMAT}"
    return max(found, 0), ""


class OptionValues(QObject):
    """The current values of one game's options, read and written through QSettings."""

    #: Emitted with the option's key after its value changed.
    changed = Signal(str)

    def __init__(self, group: str, options: Sequence[Option], parent: QObject | None = None):
        super().__init__(parent)
        self.group = group
        self.options = {option.key: option for option in options}

    def get(self, key: str) -> Any:
        """The option's value (its default when unset or of a wrong type)."""
        option = self.options[key]
        settings = open_settings()
        return option.coerce(settings.value(f"{self.group}/{key}", option.default))

    def set(self, key: str, value: Any) -> None:
        """Store a value and announce the change."""
        option = self.options[key]
        value = option.coerce(value)
        if value == self.get(key):
            return
        settings = open_settings()
        settings.setValue(f"{self.group}/{key}", value)
        settings.sync()
        self.changed.emit(key)
