"""The FreeCell rules page, in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from qtcards.kit import QT_TRANSLATE_NOOP, rules_page

CONTEXT = "FreeCellRules"

SECTIONS = [
    (
        QT_TRANSLATE_NOOP("FreeCellRules", "The deal"),
        [
            QT_TRANSLATE_NOOP(
                "FreeCellRules",
                "One deck of 52 cards, all face up, dealt row by row into eight columns: four of seven cards, "
                "four of six. Deals 1 to 32000 are Microsoft FreeCell's, card for card: the same number gives the "
                "same deal as there.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("FreeCellRules", "Playing"),
        [
            QT_TRANSLATE_NOOP(
                "FreeCellRules",
                "Columns build down in alternating colours: a red 6 on a black 7. Any card may go to an empty "
                "column. Each of the four free cells holds one card. The four foundations build up one suit "
                "from the ace to the king; a card sent home stays there.",
            ),
            QT_TRANSLATE_NOOP(
                "FreeCellRules",
                "A run in sequence moves as one when the free cells and the empty columns could carry it card "
                "by card: at most (free cells + 1) × 2 to the power of the empty columns, the column it goes to "
                "not counted when that one is empty.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("FreeCellRules", "The end"),
        [
            QT_TRANSLATE_NOOP(
                "FreeCellRules",
                "You win when all 52 cards are home. When no move is left, Undo may still help. Nearly every "
                "deal can be won; Microsoft's deal 11982 is the famous one that cannot.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("FreeCellRules", "The app"),
        [
            QT_TRANSLATE_NOOP(
                "FreeCellRules",
                "Click a card to pick it up with the run on it, then click where it goes, or drag it there. A "
                "double-click (or F) sends a card to its foundation; H shows a possible move; Send safe cards "
                "home (on by default) moves cards that no column can still use. With the keyboard, Tab goes "
                "through what can be picked up and, with a run picked, through where it can go; Enter or Space "
                "picks and puts down; Escape puts the run back. Undo takes back up to 100 moves; Game › Play deal "
                "number plays a deal by its number.",
            ),
        ],
    ),
]


def rules_html() -> str:
    """The rules as rich text, in the player's language."""
    return rules_page(QCoreApplication.translate("FreeCell", "FreeCell"), CONTEXT, SECTIONS, solver=True)
