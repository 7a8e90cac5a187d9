"""A game's rules page: translated sections of paragraphs as rich text, with a table of
contents linking to each section and small pictures of the layout drawn as text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from qtcards.qt.marked import QT_TRANSLATE_NOOP

#: The section a pile game's page ends with (``solver=True``): what the kit's solver knows.
SOLVER_SECTION = (
    QT_TRANSLATE_NOOP("RulesPage", "The solver"),
    QT_TRANSLATE_NOOP(
        "RulesPage",
        "The verdict in the status bar, Hint and Demo come from a solver that knows every card, the face-down"
        " ones and the order of the stock too, as KPatience's does: it tells whether the deal can be won, not"
        " whether a player who sees only the face-up cards could find the way.",
    ),
)

# ``(title, items)`` pairs; an item is a paragraph, or a sequence of paragraphs shown as a list.
Sections = Sequence[tuple[str, Sequence[str | Sequence[str]]]]


@dataclass(frozen=True)
class Figure:
    """A small picture of the table drawn as text (monospaced lines), already translated.

    :param caption: what it shows, in words (a screen reader reads this, not the drawing).
    :param lines: the drawing's lines, each a sequence of ``(column, text)``: the text is
        centred on that column (a wide letter, such as Hangul, takes two columns), at
        least one space after the text before it.
    :param notes: paragraphs listed under the drawing.
    """

    caption: str
    lines: Sequence[Sequence[tuple[int, str]]]
    notes: Sequence[str] = ()

    def art(self) -> str:
        """The drawing as lines of text."""
        from unicodedata import east_asian_width

        def width(text: str) -> int:
            return sum(2 if east_asian_width(letter) in "WF" else 1 for letter in text)

        drawn = []
        for placed in self.lines:
            line = ""
            for column, text in placed:
                start = max(column - width(text) // 2, width(line) + 1 if line else 0)
                line += " " * (start - width(line)) + text
            drawn.append(line)
        return "\n".join(drawn)


def rules_page(
    title: str, context: str, sections: Sections, figures: Mapping[str, Figure] | None = None, solver: bool = False
) -> str:
    """The rules as rich text: the title, a table of contents, then each section under an
    ``<h3>`` heading its contents link points at.

    :param title: the game's name, already translated.
    :param context: the translation context of the section titles and paragraphs
        (mark them with ``QT_TRANSLATE_NOOP(context, ...)``).
    :param sections: ``(title, items)`` pairs, in English: an item is a paragraph, or a
        sequence of paragraphs for a bulleted list.
    :param figures: pictures by the English title of the section they end.
    :param solver: end with the kit's section on its solver (a pile game's page: what the
        solver behind the verdict, Hint and Demo knows).
    """
    from html import (
        escape,  # html (and its table of entities) only when a page is shown
    )

    def tr(text: str) -> str:
        return escape(QCoreApplication.translate(context, text), quote=False)

    figures = figures or {}
    if solver:
        heading, text = (QCoreApplication.translate("RulesPage", part) for part in SOLVER_SECTION)
        sections = [*sections, (heading, [text])]  # (in the kit's words: tr() leaves them as they are)
    contents = " · ".join(
        f'<a href="#section-{number}">{tr(heading)}</a>' for number, (heading, _) in enumerate(sections, 1)
    )
    label = escape(QCoreApplication.translate("RulesPage", "On this page:"), quote=False)
    parts = [f"<h2>{escape(title, quote=False)}</h2>", f"<p><b>{label}</b> {contents}</p>"]
    for number, (heading, items) in enumerate(sections, 1):
        parts.append(f'<h3><a name="section-{number}"></a>{tr(heading)}</h3>')
        for item in items:
            if isinstance(item, str):
                parts.append(f"<p>{tr(item)}</p>")
            else:
                parts.append("<ul>" + "".join(f"<li>{tr(point)}</li>" for point in item) + "</ul>")
        if heading in figures:
            figure = figures[heading]
            parts.append(f"<p>{escape(figure.caption, quote=False)}</p>")
            parts.append(f"<pre>{escape(figure.art(), quote=False)}</pre>")
            if figure.notes:
                parts.append(
                    "<ul>" + "".join(f"<li>{escape(note, quote=False)}</li>" for note in figure.notes) + "</ul>"
                )
    return "\n".join(parts)
