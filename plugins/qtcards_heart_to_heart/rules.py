"""The Heart to Heart rules page, in the player's language."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from qtcards.kit import rules_page

CONTEXT = "HeartToHeartRules"

SECTIONS = [
    (QT_TRANSLATE_NOOP("HeartToHeartRules", "The deal"), [
        QT_TRANSLATE_NOOP("HeartToHeartRules", "Heart to Heart uses 52 cards, all hearts: four of each rank from ace to king. "
           "25 cards lie face up in the shape of a heart, in rows of 4, 6, 5, 4, 3, 2 and 1 "
           "cards; 26 lie face down in the stock; the last one lies face up on the waste."),
    ]),
    (QT_TRANSLATE_NOOP("HeartToHeartRules", "Available cards"), [
        QT_TRANSLATE_NOOP("HeartToHeartRules", "Each card of the heart is covered by the one or two cards of the row below that "
           "overlap it. A card is available when every card covering it is gone. At the start "
           "only the tip of the heart is available. Every card of the heart stays visible."),
    ]),
    (QT_TRANSLATE_NOOP("HeartToHeartRules", "Pairs"), [
        QT_TRANSLATE_NOOP("HeartToHeartRules", "A pair is two cards of the same rank: two available cards of the heart, or an "
           "available card and the top card of the waste. Both leave the game; their place "
           "stays empty. Suit never matters."),
    ]),
    (QT_TRANSLATE_NOOP("HeartToHeartRules", "Stock and waste"), [
        QT_TRANSLATE_NOOP("HeartToHeartRules", "Touch the stock to turn its top card onto the waste; only the waste's top card can "
           "be used. Touch the empty stock to turn the whole waste back over, in the same order, "
           "as often as you like. Every pair, draw and turn-over counts as one move."),
    ]),
    (QT_TRANSLATE_NOOP("HeartToHeartRules", "Touching cards"), [
        QT_TRANSLATE_NOOP("HeartToHeartRules", "Touch an available card or the waste to select it; touch a second card of the same "
           "rank to remove the pair. Touch the selected card again to deselect it. A second card "
           "of another rank removes nothing and becomes the selection. Touching a covered card "
           "does nothing."),
        QT_TRANSLATE_NOOP("HeartToHeartRules", "Placement aid (on by default) outlines every available card that can make a pair, "
           "and dims the cards that do not match the selected one. Move errors (off by default) "
           "explains a mismatch with “Must be the same rank”."),
    ]),
    (QT_TRANSLATE_NOOP("HeartToHeartRules", "Score and end"), [
        QT_TRANSLATE_NOOP("HeartToHeartRules", "Every card removed from the heart scores 10; waste cards score nothing, so a won "
           "game always scores 250. You win when all 25 cards of the heart are gone, even with "
           "cards left in the stock. The game is stuck when no available card has a card of its "
           "rank among the other available cards, the stock or the waste: then you can undo or "
           "start a new game."),
    ]),
    (QT_TRANSLATE_NOOP("HeartToHeartRules", "Playing with the keyboard"), [
        QT_TRANSLATE_NOOP("HeartToHeartRules", "The arrow keys move the focus ring: Left and Right along a row of the heart, "
           "Up and Down to the row above or below. Tab goes on to the stock and the waste and back "
           "to the heart. Enter or Space touches the card with the focus. D draws from the stock; "
           "Ctrl+Z undoes a move and Ctrl+Shift+Z redoes it; Ctrl+N deals a new game. A screen "
           "reader tells each card's rank, its position, and whether it is available or covered."),
    ]),
    (QT_TRANSLATE_NOOP("HeartToHeartRules", "The app"), [
        QT_TRANSLATE_NOOP("HeartToHeartRules", "Undo takes back up to 100 moves, draws included. The info bar shows the time, the "
           "score, the moves and the deal code; the same code always gives the same deal. The "
           "app has no solver and no hints: it never says whether a deal can be won."),
    ]),
]


def rules_html() -> str:
    """The rules as rich text, in the player's language."""
    return rules_page(QCoreApplication.translate("HeartToHeart", "Heart to Heart"), CONTEXT, SECTIONS)
