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
    """The words of :class:`~qtcards.kit.patience_view.PatienceView` (a face-down card is
    never named by its face)."""

    def card(self, card: int) -> str:
        """A card's name: "7 of hearts"."""
        return card_name(Face(card_rank(card), card_suit(card)))

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

    def empty(self, base: int | None = None, target: bool = False) -> str:
        """An empty pile's state, with the rank it starts at when it has one, and whether
        the picked run may go there (``target``): "empty", "empty; starts at the Queen",
        "empty; the run can go here"."""
        if target:
            return self.tr("empty; the run can go here")
        if base is None:
            return self.tr("empty")
        return self.tr("empty; starts at the {0}").format(rank_name(base))

    def target(self, name: str) -> str:
        """A pile's top card while the picked run may go on it (``name``: the pile's)."""
        return self.tr("on {0}: the run can go here").format(name)

    def place(self, name: str, position: int, count: int, face_down: int) -> str:
        """Where a face-up card lies, said after its state: "Tableau 4, card 3 of 5", and
        the face-down cards under it when it is the lowest face-up one."""
        said = self.tr("{0}, card {1} of {2}").format(name, position + 1, count)
        if face_down and position == face_down:
            said += ", " + self.tr("on %n face-down card(s)", "", face_down)
        return said

    def picked(self, run: Sequence[int]) -> str:
        """A run picked up: "7 of hearts, picked up.", "7 of hearts and 2 cards on it, picked up."."""
        if len(run) == 1:
            return self.tr("{0}, picked up.").format(self.card(run[0]))
        return self.tr("{0} and %n card(s) on it, picked up.", "", len(run) - 1).format(self.card(run[0]))

    def dealt(self, cards: Sequence[int], returned: bool) -> str:
        """A deal from the stock, said after it: the cards it turned up ("Dealt from the
        stock: 8 of spades."), or the waste turned back into the stock (``returned``)."""
        if cards:
            return self.tr("Dealt from the stock: {0}.").format(", ".join(self.card(card) for card in cards))
        return self.tr("The waste is turned over into the stock.") if returned else self.tr("Dealt from the stock.")

    def refused(self, face_down: bool, taken: bool, count: int = 1) -> str:
        """Why Enter (or a click) on a card did nothing: it lies face down, it cannot be
        taken (``taken`` False: under cards out of sequence, or home for good), or it (with
        the ``count`` - 1 cards on it) has nowhere to go."""
        if face_down:
            return self.tr("That card is face down: it turns up when the cards on it are moved.")
        if not taken:
            return self.tr("That card cannot be moved now.")
        return self.tr("No move for this card.") if count == 1 else self.tr("That run has nowhere to go now.")

    def moved(self, run: Sequence[int], name: str) -> str:
        """A move to the pile called ``name``, said after it is made: "3 of clubs to Tableau 5"."""
        return self.tr("{0} to {1}.").format(self.run(run), name)


def dealt_words(words: PileWords, before: Sequence[PileState], after: Sequence[PileState]) -> str:
    """What a deal from the stock did, from the piles ``before`` and ``after`` it: the
    cards it turned face up, in pile order, or the waste turned back into the stock."""
    shown = {card for pile in before if pile.kind != STOCK for card in pile.cards[pile.face_down :]}
    turned = [card for pile in after if pile.kind != STOCK for card in pile.cards[pile.face_down :]]
    turned = [card for card in turned if card not in shown]
    stock = sum(len(pile.cards) for pile in before if pile.kind == STOCK)
    return words.dealt(turned, sum(len(pile.cards) for pile in after if pile.kind == STOCK) > stock)
