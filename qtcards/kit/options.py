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

from qtcards.files.settings import open_settings, store


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
    ``variant`` makes each choice a variant of the game: the kit's statistics keep each
    apart (Klondike's cards turned, Spider's suits), beside all deals together.
    """

    default: str = ""
    choices: Sequence[tuple[str, str]] = ()
    variant: bool = False

    def coerce(self, value: Any) -> str:
        """Accept only one of the declared values (QSettings may give a list, say)."""
        return value if isinstance(value, str) and value in {v for v, _ in self.choices} else self.default


#: The most options a game declares, and choices an option has (each is a row of Settings:
#: ten thousand took the dialog seconds to build).
MAX_OPTIONS = 32
MAX_CHOICES = 64


def declaration_problem(options: Any) -> str:
    """Why a game's declared ``options`` cannot be shown in Settings ("" when they can):
    one sentence naming the option and the reason, such as "option 'speed': default 'x'
    is not one of its choices"."""
    if not isinstance(options, (list, tuple)):
        return f"the options are {options!r:.40}, not a list or tuple of BoolOption and ChoiceOption objects"
    if len(options) > MAX_OPTIONS:
        return f"it declares {len(options)} options, more than the {MAX_OPTIONS} Settings shows"
    keys: set[str] = set()
    for position, option in enumerate(options, 1):
        problem = _problem(option, position)
        if not problem and option.key in keys:
            problem = f"option {option.key!r} is declared twice"
        if problem:
            return problem
        keys.add(option.key)
    return ""


def _problem(option: Any, position: int) -> str:
    """Why one declared option cannot be shown ("" when it can)."""
    key = getattr(option, "key", None)
    name = f"option {key!r}" if isinstance(key, str) and key else f"option {position}"
    if not isinstance(option, (BoolOption, ChoiceOption)):
        kind = type(option).__name__
        return f"{name} is {'an' if kind[0] in 'AEIOUaeiou' else 'a'} {kind}, not a BoolOption or ChoiceOption"
    if not isinstance(key, str) or not key:
        return f"{name}: its key {key!r} is not a non-empty text"
    for part in ("label", "note"):
        if not isinstance(getattr(option, part), str):
            return f"{name}: its {part} {getattr(option, part)!r} is not a text"
    if isinstance(option, BoolOption):
        return "" if isinstance(option.default, bool) else f"{name}: default {option.default!r} is not True or False"
    if not isinstance(option.variant, bool):
        return f"{name}: variant {option.variant!r:.40} is not True or False"
    pairs = option.choices
    if not isinstance(pairs, (list, tuple)) or not pairs:
        return f"{name}: it has no choices (a list of (value, label) pairs)"
    if len(pairs) > MAX_CHOICES:
        return f"{name}: it has {len(pairs)} choices, more than the {MAX_CHOICES} Settings shows"
    values: list[str] = []
    for number, pair in enumerate(pairs, 1):
        if not (isinstance(pair, tuple) and len(pair) == 2 and all(isinstance(text, str) for text in pair)):
            return f"{name}: choice {number} ({pair!r}) is not a (value, label) pair of texts"
        if pair[0] in values:
            return f"{name}: the value {pair[0]!r} is among its choices twice"
        values.append(pair[0])
    if option.default not in values:
        return f"{name}: default {option.default!r} is not one of its choices ({', '.join(map(repr, values))})"
    return ""


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
        store(f"{self.group}/{key}", value)
        self.changed.emit(key)
