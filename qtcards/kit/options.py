"""Declared, typed options stored in QSettings.

A game declares its options as :class:`BoolOption` and :class:`ChoiceOption` objects;
the host stores each under the game's own QSettings group and builds the Settings
dialog from the declarations. Labels are English source strings marked with
``QT_TRANSLATE_NOOP`` in the game's translation context.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from PySide6.QtCore import QObject, Signal

from qtcards.files.settings import open_settings


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
