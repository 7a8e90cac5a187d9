"""The generic card table: a scene that knows cards and places, not games."""

from qtcards.table.cards import CardItem
from qtcards.table.cascade import Cascade
from qtcards.table.deck import ASPECT, CLUBS, DIAMONDS, HEARTS, SPADES, Face
from qtcards.table.items import TableObject
from qtcards.table.landing import Landing
from qtcards.table.marks import FeltMessage, PileMarker, TableText
from qtcards.table.names import card_name, rank_name
from qtcards.table.piles import Pile, Slot
from qtcards.table.renderer import DeckRenderer
from qtcards.table.view import Table

__all__ = [
    "ASPECT",
    "CLUBS",
    "DIAMONDS",
    "HEARTS",
    "SPADES",
    "CardItem",
    "Cascade",
    "DeckRenderer",
    "Face",
    "FeltMessage",
    "Landing",
    "Pile",
    "PileMarker",
    "Slot",
    "Table",
    "TableObject",
    "TableText",
    "card_name",
    "rank_name",
]
