"""A game's rules page: translated sections of paragraphs as rich text."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication

#: ``(title, items)`` pairs; an item is a paragraph, or a sequence of paragraphs shown as a list.
Sections = Sequence[tuple[str, Sequence[str | Sequence[str]]]]


def rules_page(title: str, context: str, sections: Sections) -> str:
    """The rules as rich text.

    :param title: the game's name, already translated.
    :param context: the translation context of the section titles and paragraphs
        (mark them with ``QT_TRANSLATE_NOOP(context, ...)``).
    :param sections: ``(title, items)`` pairs, in English: an item is a paragraph, or a
        sequence of paragraphs for a bulleted list.
    """
    from html import (
        escape,  # html (and its table of entities) only when a page is shown
    )

    def tr(text: str) -> str:
        return escape(QCoreApplication.translate(context, text), quote=False)

    parts = [f"<h2>{escape(title, quote=False)}</h2>"]
    for heading, items in sections:
        parts.append(f"<h3>{tr(heading)}</h3>")
        for item in items:
            if isinstance(item, str):
                parts.append(f"<p>{tr(item)}</p>")
            else:
                parts.append("<ul>" + "".join(f"<li>{tr(point)}</li>" for point in item) + "</ul>")
    return "\n".join(parts)
