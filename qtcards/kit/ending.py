"""The end of a game (or a stop on the way) as a game's rules describe it to its session."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping


@dataclass(frozen=True)
class Ending:
    """The end of a game (or a stop on the way) as the game's rules see it.

    :param result: the game's word for it: "won", "lost", "stuck", "draw"...
    :param title: the box's title, translated ("You won!").
    :param text: the box's text, translated.
    :param final: True when the game cannot go on (a win, a finished match): its result
        is counted once and the saved game removed. A stuck patience that Undo can
        leave is not final.
    :param figures: the numbers records are kept of (moves, score, time...).
    """

    result: str
    title: str
    text: str
    final: bool = True
    figures: Mapping[str, int] = field(default_factory=dict)
