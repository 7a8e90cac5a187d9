"""A player's or a plugin's words on screen, as plain text: how long they may be, and
:func:`cut` to that length. (Rich text a plugin means as such: :mod:`qtcards.kit.rich_text`.)

A megabyte of text takes Qt seconds to lay out; every label, notice and line that shows
a plugin's or a player's words is plain text (``Qt.TextFormat.PlainText``) of at most
these lengths.
"""

from __future__ import annotations

#: The characters of a title shown (a window's, a panel's, a notice's).
TITLE_LIMIT = 120
#: The characters of a notice or of a panel's plain text shown.
TEXT_LIMIT = 2000
#: The lines of a panel's plain text shown.
TEXT_LINES = 24


def cut(text: str, limit: int, lines: int = 0) -> str:
    """``text`` of at most ``limit`` characters (and ``lines`` lines, if given): longer
    ones end in "…"."""
    if lines and text.count("\n") >= lines:
        text = "\n".join(text.split("\n", lines)[:lines]) + "…"
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"


def tooltip(text: str) -> str:
    """``text`` as a tool tip shows it, word for word: Qt takes a tool tip for rich text
    when it looks like it (a folder named ``<b>x``), so it is escaped and marked as such."""
    from html import escape

    return f"<p style='white-space:pre'>{escape(cut(text, TEXT_LIMIT))}</p>"


def looks_rich(text: str) -> bool:
    """Whether a text is meant as rich text (it starts with a tag)."""
    return text.lstrip().startswith("<")
