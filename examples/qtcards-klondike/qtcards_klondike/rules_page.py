"""The Klondike rules page, in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from qtcards.kit import QT_TRANSLATE_NOOP, rules_page

CONTEXT = "KlondikeRules"

SECTIONS = [
    (
        QT_TRANSLATE_NOOP("KlondikeRules", "The deal"),
        [
            QT_TRANSLATE_NOOP(
                "KlondikeRules",
                "One deck of 52 cards. Seven columns get one to seven cards, only the last of each face up; "
                "the other 24 cards are the stock, face down. The four foundations start empty.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("KlondikeRules", "Playing"),
        [
            QT_TRANSLATE_NOOP(
                "KlondikeRules",
                "Columns build down in alternating colours: a red 6 on a black 7. Any face-up card may move "
                "with the cards on it, as one run, onto a card one rank higher of the other colour; only a king, "
                "or a run headed by a king, goes to an empty column. When a column's face-down card is "
                "uncovered, it turns face up.",
            ),
            QT_TRANSLATE_NOOP(
                "KlondikeRules",
                "Each foundation builds up one suit from the ace to the king. A foundation's top card may come "
                "back to a column.",
            ),
            QT_TRANSLATE_NOOP(
                "KlondikeRules",
                "Click the stock to turn one card (or three: Settings) onto the waste; the waste's top card may "
                "be played. When the stock is empty, a click turns the waste over into the stock, as often as "
                "you like.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("KlondikeRules", "Score and the end"),
        [
            QT_TRANSLATE_NOOP(
                "KlondikeRules",
                "The score is Windows Solitaire's standard one: 10 points for a card sent to a foundation, 5 "
                "for a card from the waste to a column, 5 for a column's card turned face up, minus 15 for a "
                "card taken back from a foundation. Turning the waste over costs 100 points from the second "
                "time on when turning one card, 20 from the fourth time on when turning three. The score never "
                "goes below 0. You win when all 52 cards are home.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("KlondikeRules", "The app"),
        [
            QT_TRANSLATE_NOOP(
                "KlondikeRules",
                "Click a card to pick it up with the cards on it, then click where it goes, or drag it there. "
                "A double-click (or F) sends a card to its foundation; H shows a possible move. With the "
                "keyboard, Tab goes through what can be picked up and, with a run picked, through where it "
                "can go; Enter or Space picks and puts down; Escape puts the run back. A screen reader names "
                "every card and run, reads a face-down card as one, and says each move. Undo takes back up "
                "to 100 moves; the deal number gives the same deal again (Game › Play deal number).",
            ),
        ],
    ),
]


def rules_html() -> str:
    """The rules as rich text, in the player's language."""
    return rules_page(QCoreApplication.translate("Klondike", "Klondike"), CONTEXT, SECTIONS, solver=True)
