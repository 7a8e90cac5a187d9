"""The Pyramid rules page, in the player's language."""

from PySide6.QtCore import QCoreApplication

from qtcards.kit import QT_TRANSLATE_NOOP, rules_page

# Each section's title, then its paragraph (paired up in SECTIONS).
TEXTS = (
    QT_TRANSLATE_NOOP("PyramidRules", "The deal"),
    QT_TRANSLATE_NOOP(
        "PyramidRules",
        "One deck of 52 cards. 28 cards are dealt face up in a pyramid of seven rows, one card at the top and "
        "seven at the bottom, each row overlapping the one above: a card is covered by the two cards that lie "
        "over it until both are gone. The other 24 cards form the stock.",
    ),
    QT_TRANSLATE_NOOP("PyramidRules", "Removing cards"),
    QT_TRANSLATE_NOOP(
        "PyramidRules",
        "A card is exposed when no card covers it. Click an exposed king to remove it alone; click two exposed "
        "cards whose ranks add up to 13 to remove them together, or drag one onto the other. An ace counts 1, "
        "a jack 11, a queen 12 and a king 13; suits do not matter. The waste's top card is in play too: it "
        "pairs with an exposed card of the pyramid, and a king on the waste is removed alone.",
    ),
    QT_TRANSLATE_NOOP("PyramidRules", "The stock and the waste"),
    QT_TRANSLATE_NOOP(
        "PyramidRules",
        "Click the stock to turn its top card face up onto the waste, one at a time. When the stock is empty, "
        "click it to turn the whole waste back over as the stock. You may do so twice: you go through the "
        "stock three times in all.",
    ),
    QT_TRANSLATE_NOOP("PyramidRules", "End and score"),
    QT_TRANSLATE_NOOP(
        "PyramidRules",
        "You win when the pyramid is cleared, even with cards left in the stock or on the waste. The game is "
        "over when no move is left. The score is the number of cards left in the pyramid: lower is better. "
        "Undo takes back up to 100 moves; Game › Play deal number gives a deal again by the number the info "
        "bar shows. The arrow keys and Tab move between the cards, Enter or Space clicks, Escape puts a "
        "picked card back.",
    ),
)
SECTIONS = [(TEXTS[i], [TEXTS[i + 1]]) for i in range(0, len(TEXTS), 2)]


def rules_html() -> str:
    """The rules as rich text, in the player's language."""
    return rules_page(QCoreApplication.translate("Pyramid", "Pyramid"), "PyramidRules", SECTIONS)
