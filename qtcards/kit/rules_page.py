"""A game's rules page: translated sections of paragraphs as rich text."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication

Sections = Sequence[tuple[str, Sequence[str]]]


def rules_page(title: str, context: str, sections: Sections) -> str:
    """The rules as rich text.

    :param title: the game's name, already translated.
    :param context: the translation context of the section titles and paragraphs
        (mark them with ``QT_TRANSLATE_NOOP(context, ...)``).
    :param sections: ``(title, paragraphs)`` pairs, in English.
    """
    from html import (
        escape,  # html (and its table of entities) only when a page is shown
    )

    def tr(text: str) -> str:
        return escape(QCoreApplication.translate(context, text), quote=False)

    parts = [f"<h2>{escape(title, quote=False)}</h2>"]
    for heading, paragraphs in sections:
        parts.append(f"<h3>{tr(heading)}</h3>")
        parts.extend(f"<p>{tr(paragraph)}</p>" for paragraph in paragraphs)
    return "\n".join(parts)
