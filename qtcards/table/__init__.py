"""The generic card table: a scene that knows cards and places, not games."""

from .deck import ASPECT, CLUBS, DIAMONDS, HEARTS, SPADES, DeckRenderer, Face
from .items import CardItem, PileMarker, TableObject, TableText
from .names import card_name, rank_name
from .view import Table

__all__ = [
    "ASPECT",
    "CLUBS",
    "DIAMONDS",
    "HEARTS",
    "SPADES",
    "CardItem",
    "DeckRenderer",
    "Face",
    "PileMarker",
    "Table",
    "TableObject",
    "TableText",
    "card_name",
    "rank_name",
]
