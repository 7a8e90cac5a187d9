"""The CPU levels: their keys and their labels (marked for translation, "Hearts" context).

Pure Python: the engine layer (the CPU players) reads the keys from here too.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark ``text`` for translation in ``context`` (as Qt's function of that name does)."""
    return text


#: The CPU levels, easiest first, with their labels.
LEVELS = (
    ("easy", QT_TRANSLATE_NOOP("Hearts", "Easy")),
    ("normal", QT_TRANSLATE_NOOP("Hearts", "Normal")),
    ("hard", QT_TRANSLATE_NOOP("Hearts", "Hard")),
)
LEVEL_KEYS = tuple(key for key, _label in LEVELS)
