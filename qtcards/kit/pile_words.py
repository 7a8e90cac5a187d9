"""What a screen reader (and the status bar) says of a patience's piles, runs and moves."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from qtcards.kit.patience import PileState
from qtcards.kit.pile_rules import card_rank, card_suit
from qtcards.kit.pile_spec import CELL, FOUNDATION, STOCK, WASTE, PileSpec
from qtcards.qt.marked import QT_TRANSLATE_NOOP
from qtcards.table import Face, card_name, rank_name

#: A foundation with cards, one whole phrase per suit (in the order of the suits' numbers), so
#: that each language says the suit in its own case: Russian "База червей", not "База: червей".
FOUNDATIONS = (
    QT_TRANSLATE_NOOP("PileWords", "Foundation: clubs, up to the {0}"),
    QT_TRANSLATE_NOOP("PileWords", "Foundation: diamonds, up to the {0}"),
    QT_TRANSLATE_NOOP("PileWords", "Foundation: spades, up to the {0}"),
    QT_TRANSLATE_NOOP("PileWords", "Foundation: hearts, up to the {0}"),
)


class PileWords(QObject):
    """The words of :class:`~qtcards.kit.patience_view.PatienceView` (a face-down card
    is read as one, never by its face)."""

    def card(self, card: int) -> str:
        """A card's name: "7 of hearts"."""
        return card_name(Face(card_rank(card), card_suit(card)))

    def face_down(self) -> str:
        """A face-down card, as a screen reader says it."""
        return self.tr("face-down card")

    def run(self, run: Sequence[int]) -> str:
        """A run by its first and last card and its length: "7 of hearts to 3 of clubs, 5 cards"."""
        if len(run) == 1:
            return self.card(run[0])
        return self.tr("{0} to {1}, %n card(s)", "", len(run)).format(self.card(run[0]), self.card(run[-1]))

    def pile(self, pile: PileState, spec: PileSpec, number: int, context: str) -> str:
        """A pile's name: its declared one ("Reserve", in the game's translation ``context``,
        its ``{0}`` the pile's ``number`` among those of its kind), else its kind's: "Stock",
        "Waste", "Tableau 3", "Free cell 2", "Foundation: hearts, up to the 4"."""
        if spec.name:
            return QCoreApplication.translate(context, spec.name).format(number)
        if pile.kind == STOCK:
            return self.tr("Stock")
        if pile.kind == WASTE:
            return self.tr("Waste")
        if pile.kind == FOUNDATION:
            if pile.top is None:
                return self.tr("Foundation {0}").format(number)
            return self.tr(FOUNDATIONS[card_suit(pile.top)]).format(rank_name(card_rank(pile.top)))
        if pile.kind == CELL:
            return self.tr("Free cell {0}").format(number)
        return self.tr("Tableau {0}").format(number)

    def stock(self, pile: PileState) -> str:
        """What the stock holds, and what Enter does with it."""
        return self.tr("%n card(s); Enter deals", "", len(pile.cards))

    def empty(self, base: int | None = None) -> str:
        """An empty pile's state, with the rank it starts at when it has one: "empty",
        "empty; starts at the Queen"."""
        if base is None:
            return self.tr("empty")
        return self.tr("empty; starts at the {0}").format(rank_name(base))

    def target(self, name: str) -> str:
        """A pile's top card while the picked run may go on it (``name``: the pile's)."""
        return self.tr("on {0}: the run can go here").format(name)

    def moved(self, run: Sequence[int], name: str) -> str:
        """A move to the pile called ``name``, said after it is made: "3 of clubs to Tableau 5"."""
        return self.tr("{0} to {1}.").format(self.run(run), name)
