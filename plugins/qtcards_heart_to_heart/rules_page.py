"""The Heart to Heart rules page, in the player's language (the rules pages of the seeds)."""

from PySide6.QtCore import QCoreApplication

from qtcards.kit import QT_TRANSLATE_NOOP, Figure, rules_page

from .deals import format_code, unbreakable
from .engine import GEOMETRY

CONTEXT = "HeartToHeartRules"

SECTIONS: list[tuple[str, list[str | list[str]]]] = [
    (
        QT_TRANSLATE_NOOP("HeartToHeartRules", "The deal"),
        [
            QT_TRANSLATE_NOOP(
                "HeartToHeartRules",
                "The app uses a deck of 52 cards, all hearts: four of each of the 13 ranks, "
                "from ace to king. After the shuffle, the first 25 cards are dealt face up in 7 rows of 4, 6, 5, "
                "4, 3, 2 and 1 cards, in the shape of a heart: the two rounded lobes at the top, the tip at the "
                "bottom. The next 26 cards form the stock, face down, and the last card is turned face up onto "
                "the waste.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartToHeartRules", "Available cards"),
        [
            [
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "Each card of the heart is covered by one or two cards of the row just "
                    "below, which overlap it on the left and on the right.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "A card becomes available when every card covering it has been removed. "
                    "Nothing covers the tip of the heart, so it is the only card available at the start.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "A card at an edge has only one card overlapping it from below, so edge cards free up sooner.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "Every card of the heart stays visible, so you know in advance which cards "
                    "will become available. Only the stock is hidden.",
                ),
            ]
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartToHeartRules", "Pairs"),
        [
            [
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "A pair is two cards of the same rank: two available cards of the "
                    "heart, or an available card and the top card of the waste.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules", "Suit does not matter: all the cards are hearts, so only the rank counts."
                ),
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules", "Both cards leave the game. The place a card of the heart leaves stays empty."
                ),
            ],
            QT_TRANSLATE_NOOP(
                "HeartToHeartRules",
                "An example from deal HH1-N-AAAAAAM, which can be won: after a few cards "
                "have been drawn, a 4♥ shows on the waste, the same rank as the tip of the heart. The two are removed "
                "together as move 10, and the two cards the tip was covering become available.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartToHeartRules", "Stock and waste"),
        [
            [
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "Click the stock to turn its top card over onto the waste. Only the top "
                    "card of the waste can be used.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "Click the empty stock to turn the whole waste back into the stock, face "
                    "down, in the same order. You can do this as often as you like.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "Every card turned over and every return of the waste to the stock counts as one move.",
                ),
            ]
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartToHeartRules", "Clicking cards"),
        [
            [
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "First click an available card (or the waste) to select it. Click a second "
                    "card of the same rank to remove the pair.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "Clicking a covered card does nothing (the 10♥ at position 1 in deal HH1-N-AAAAAAM).",
                ),
                QT_TRANSLATE_NOOP("HeartToHeartRules", "Click the selected card again to deselect it."),
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "If the second card has another rank, nothing is removed and the second "
                    "card becomes the selection: after clicking the tip of the heart (4♥) and then the waste (A♥), the "
                    "waste card stays selected.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "Turn on the Move errors setting, off by default, and the app explains "
                    "why: “Must be the same rank”.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "The Placement aid setting, on by default, outlines the available cards "
                    "that can pair with another available card or with the top card of the waste. While a card is "
                    "selected, it dims the cards that do not match it.",
                ),
            ]
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartToHeartRules", "Score"),
        [
            QT_TRANSLATE_NOOP(
                "HeartToHeartRules",
                "Every card removed from the heart adds 10 to the score; the cards of the "
                "waste score nothing. So a pair within the heart scores 20, and a pair with the waste 10. A won "
                "game removes all 25 cards of the heart, so it scores 250 however it is played. Time and moves "
                "are counted separately.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartToHeartRules", "End of the game"),
        [
            [
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "Won: all 25 cards of the heart are removed, even if cards are left in the stock.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "Stuck: no available card has a card to pair with, neither among the "
                    "other available cards of the heart nor in the stock or the waste. The app opens the “No more "
                    "moves "
                    "possible” window: you can undo or start a new game.",
                ),
            ]
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartToHeartRules", "What the app does"),
        [
            [
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "Undo: up to the last 100 moves, draws included. The cards go back to "
                    "their places, and the points of a pair are taken back.",
                ),
                QT_TRANSLATE_NOOP("HeartToHeartRules", "Info bar: the time, the score, the moves and the deal code."),
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "Deal code: every deal has a code (for example HH1-N-AAAAAAM) that "
                    "recreates it exactly: Game › Enter deal code.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartToHeartRules",
                    "There is no solver: the app does not tell whether a deal can be won, "
                    "but it announces that you are stuck when no pair can be made any more.",
                ),
            ]
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartToHeartRules", "Playing with the keyboard"),
        [
            QT_TRANSLATE_NOOP(
                "HeartToHeartRules",
                "The arrow keys move the focus ring: Left and Right along a row of the "
                "heart, Up and Down to the row above or below, Home and End to the ends of a row, and past the end "
                "of a row or column round to its other end. Tab goes only to the cards that can be played now (the "
                "free cards, row by row, then the stock and the waste), and round again. Enter or Space does "
                "what a click on the card with the focus does; Escape puts a selected card back. A free card can "
                "also be dragged onto a card of its rank. D draws from the stock; Ctrl+Z undoes a move and "
                "Ctrl+Shift+Z redoes it; Ctrl+N deals a new game. A screen reader tells each card's rank, its "
                "position, and whether it is “free” or “covered”.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartToHeartRules", "The app's rules and the traditional rules"),
        [
            QT_TRANSLATE_NOOP(
                "HeartToHeartRules",
                "Removing cards two at a time with the help of the stock, where a card "
                "can be used only once nothing covers it any more, is the rule of the Pyramid family. Heart to "
                "Heart changes it in three ways: the cards form a heart, a pair is two cards of the same rank, and "
                "the deck holds only hearts.",
            ),
        ],
    ),
]


# Columns of the drawing per half a card's width (the heart's positions lie on half cards).
HALF_CARD = 3


def heart_figure() -> Figure:
    """The heart's 25 positions by number, row by row, with the stock and the waste below."""
    rows: dict[int, list[tuple[int, str]]] = {}
    for position, (row, x) in GEOMETRY.items():
        rows.setdefault(row, []).append((round((x + 2.5) * 2 * HALF_CARD) + 1, str(position)))
    right = 10 * HALF_CARD + 1
    piles = [
        (2, QCoreApplication.translate("HeartToHeartView", "Stock")),
        (right - 1, QCoreApplication.translate("HeartToHeartView", "Waste")),
    ]
    return Figure(
        QCoreApplication.translate(
            "HeartToHeartRules",
            "The heart by position number: 7 rows of 4, 6, 5, 4, 3, 2 and 1 cards, each card covered by the one "
            "or two cards just below it; 25 is the tip. The stock lies at the bottom left, the waste at the "
            "bottom right.",
        ),
        [rows[row] for row in sorted(rows)] + [[], piles],
    )


def rules_html() -> str:
    """The rules as rich text, in the player's language; deal codes never break at a hyphen."""
    code = format_code(12)
    page = rules_page(
        QCoreApplication.translate("HeartToHeart", "Heart to Heart"),
        CONTEXT,
        SECTIONS,
        {SECTIONS[0][0]: heart_figure()},
    )
    return page.replace(code, unbreakable(code))
