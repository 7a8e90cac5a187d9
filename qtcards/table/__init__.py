"""The generic card table: a scene that knows cards and places, not games."""

from .cards import CardItem
from .cascade import Cascade
from .deck import ASPECT, CLUBS, DIAMONDS, HEARTS, SPADES, Face
from .items import TableObject
from .marks import FeltMessage, PileMarker, TableText
from .names import card_name, rank_name
from .piles import Pile, Slot
from .renderer import DeckRenderer
from .view import Table

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
    "Pile",
    "PileMarker",
    "Slot",
    "Table",
    "TableObject",
    "TableText",
    "card_name",
    "rank_name",
]
