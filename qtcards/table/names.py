"""Card names as a player (or a screen reader) says them, in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from qtcards.qt.marked import QT_TRANSLATE_NOOP
from qtcards.table.deck import Face

CONTEXT = "Cards"
RANK_NAMES = {  # the numbers too: Russian says "двойка", not "2"
    1: QT_TRANSLATE_NOOP("Cards", "Ace"),
    2: QT_TRANSLATE_NOOP("Cards", "2"),
    3: QT_TRANSLATE_NOOP("Cards", "3"),
    4: QT_TRANSLATE_NOOP("Cards", "4"),
    5: QT_TRANSLATE_NOOP("Cards", "5"),
    6: QT_TRANSLATE_NOOP("Cards", "6"),
    7: QT_TRANSLATE_NOOP("Cards", "7"),
    8: QT_TRANSLATE_NOOP("Cards", "8"),
    9: QT_TRANSLATE_NOOP("Cards", "9"),
    10: QT_TRANSLATE_NOOP("Cards", "10"),
    11: QT_TRANSLATE_NOOP("Cards", "Jack"),
    12: QT_TRANSLATE_NOOP("Cards", "Queen"),
    13: QT_TRANSLATE_NOOP("Cards", "King"),
}
SUIT_NAMES = (
    QT_TRANSLATE_NOOP("Cards", "clubs"),
    QT_TRANSLATE_NOOP("Cards", "diamonds"),
    QT_TRANSLATE_NOOP("Cards", "spades"),
    QT_TRANSLATE_NOOP("Cards", "hearts"),
)


def rank_name(rank: int) -> str:
    """A rank's name: "Ace", "7", "Queen" (1 = ace, 11..13 = J, Q, K)."""
    return QCoreApplication.translate(CONTEXT, RANK_NAMES[rank])


def suit_name(suit: int) -> str:
    """A suit's name: "clubs", "hearts" (0..3)."""
    return QCoreApplication.translate(CONTEXT, SUIT_NAMES[suit])


def card_name(face: Face) -> str:
    """A card's full name: "Queen of spades", "7 of hearts"."""
    suit = suit_name(face.suit)
    pattern = QCoreApplication.translate("Cards", "{rank} of {suit}")
    return pattern.format(rank=rank_name(face.rank), suit=suit)
