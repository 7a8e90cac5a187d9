"""The Spider rules page, in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from qtcards.kit import QT_TRANSLATE_NOOP, rules_page

CONTEXT = "SpiderRules"

SECTIONS = [
    (
        QT_TRANSLATE_NOOP("SpiderRules", "The deal"),
        [
            QT_TRANSLATE_NOOP(
                "SpiderRules",
                "Two decks, 104 cards, in one suit (spades), two (spades and hearts) or four: Settings. 54 cards "
                "go into ten columns, six in each of the first four and five in the others, only the last of "
                "each face up; the other 50 are the stock.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("SpiderRules", "Playing"),
        [
            QT_TRANSLATE_NOOP(
                "SpiderRules",
                "A card goes on any card one rank higher, whatever its suit. A run of cards moves as one only "
                "when it goes down in sequence and is all of one suit. Any card or such run goes to an empty "
                "column. When a column's face-down card is uncovered, it turns face up.",
            ),
            QT_TRANSLATE_NOOP(
                "SpiderRules",
                "Click the stock to deal a row: one card face up on each column. A row is dealt only when no "
                "column is empty. A whole run of one suit from the king down to the ace leaves for a foundation "
                "at once.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("SpiderRules", "Score and the end"),
        [
            QT_TRANSLATE_NOOP(
                "SpiderRules",
                "The score is Microsoft Spider's: 500 to start, 1 off for each move and each row dealt, 100 more "
                "for each run sent home. You win when all eight runs are home.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("SpiderRules", "The app"),
        [
            QT_TRANSLATE_NOOP(
                "SpiderRules",
                "Click a card to pick it up with the run on it, then click where it goes, or drag it there; H "
                "shows a possible move. With the keyboard, Tab goes through what can be picked up and, with a "
                "run picked, through where it can go; Enter or Space picks and puts down; Escape puts the run "
                "back. A screen reader names every card and run, reads a face-down card as one, and says each "
                "move. Undo takes back up to 100 moves, each with the point it cost; Game › Statistics counts the "
                "games played and won; Game › Play deal number plays a deal by its number.",
            ),
        ],
    ),
]


def rules_html() -> str:
    """The rules as rich text, in the player's language."""
    return rules_page(QCoreApplication.translate("Spider", "Spider"), CONTEXT, SECTIONS, solver=True)
