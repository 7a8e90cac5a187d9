"""The Golf rules page, in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from qtcards.kit import QT_TRANSLATE_NOOP, rules_page

CONTEXT = "GolfRules"

SECTIONS = [
    (
        QT_TRANSLATE_NOOP("GolfRules", "The deal"),
        [
            QT_TRANSLATE_NOOP(
                "GolfRules",
                "Golf uses one deck of 52 cards. 35 cards lie face up in seven columns of five; "
                "the other 17 form the stock. The stock's first card is turned face up at once to start "
                "the foundation, so 16 cards are left to draw.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("GolfRules", "Playing"),
        [
            QT_TRANSLATE_NOOP(
                "GolfRules",
                "Click the top card of a column (the lowest one on the screen) to move it onto the "
                "foundation. It must be one rank higher or one rank lower than the foundation's top card; "
                "suits do not matter. Click the stock to turn its next card onto the foundation: you may "
                "draw at any time, and there is no second pass through the stock.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("GolfRules", "Aces and kings"),
        [
            QT_TRANSLATE_NOOP(
                "GolfRules",
                "Ranks do not turn the corner: aces are low and kings high, so an ace goes only on "
                "a 2 and a king only on a queen. A king ends a sequence: nothing goes on a king, and "
                "after one you must draw.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("GolfRules", "End and score"),
        [
            QT_TRANSLATE_NOOP(
                "GolfRules",
                "You win when all 35 column cards are on the foundation, even with cards left in "
                "the stock. The game is over when the stock is empty and no column card can move. The "
                "score is the number of cards left in the columns: lower is better, and a win scores 0.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("GolfRules", "The app"),
        [
            QT_TRANSLATE_NOOP(
                "GolfRules",
                "Undo takes back up to 100 moves, draws included. The deal number in the info bar "
                "gives the same deal again through Game › Play deal number. Outline playable cards (on by "
                "default) frames the cards you can move, or the stock when none can. Statistics count "
                "the games played and won and keep the best score.",
            ),
        ],
    ),
]


def rules_html() -> str:
    """The rules as rich text, in the player's language."""
    return rules_page(QCoreApplication.translate("Golf", "Golf"), CONTEXT, SECTIONS)
