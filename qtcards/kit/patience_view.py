"""A patience on piles with rules: the whole view of a builder patience, from its rules.

A game gives :class:`PatienceView` its :class:`~qtcards.kit.PatienceRules`, one table
:class:`~qtcards.kit.Pile` per pile (where it lies, how it fans), the table's size, and how
to deal number N; the kit does the rest:

- clicks: a click picks a card and the run on it (as far as the rules let it be taken),
  a click on another pile (its top card, or its place when empty) moves the run there;
  a click on the stock deals; a double-click sends a card home;
- drags: the run follows the pointer, onto a pile that takes it (lit while it would);
- keyboard: Tab goes through what can be picked (and, with a run picked, where it can go),
  the arrows along and across the piles, Enter or Space picks and drops, Escape puts the
  run back, F sends the focused card home, H shows a hint;
- screen reader: each card and run named ("7 of hearts to 3 of clubs, 5 cards"), each
  pile ("Foundation: hearts, up to the 4", "Tableau 3, empty"), a face-down card as
  "face-down card" without its face, and every move said after it is made;
- Game › Hint: a legal move from the rules (:meth:`~qtcards.kit.PatienceRules.hints`), lit;
- Undo, saving, statistics, deal numbers and the end of the game, through the session;
- the auto-move: when the game declares a ``BoolOption`` with the key ``auto_home``
  and the player turns it on, the rules' :meth:`~qtcards.kit.PatienceRules.safe_home`
  moves follow each move, each an undoable move of its own.

Example (Klondike's view, whole)::

    class KlondikeView(PatienceView):
        def __init__(self, context):
            super().__init__(context, RULES, PLACES, QSizeF(8.2, 5.6), new_game, State.from_json, MAX_DEAL)
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from PySide6.QtCore import QCoreApplication, QSizeF
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from qtcards.kit.deals import Deals
from qtcards.kit.ending import Ending
from qtcards.kit.game import GameContext, GameView, StatisticsTable
from qtcards.kit.hint import FirstHint
from qtcards.kit.patience import FOUNDATION, STOCK, PatienceRules, PileMove, PileState, card_rank, card_suit
from qtcards.kit.pile_words import PileWords
from qtcards.kit.session import Session
from qtcards.kit.tally import Tally, win_rate
from qtcards.qt.marked import QT_TRANSLATE_NOOP
from qtcards.table import CardItem, Face, FeltMessage, Pile, PileMarker, Table, TableObject
from qtcards.table.spots import BLOCKED, COVERED, FREE, SHOWN, Spot

#: The undo commands' names, after "Undo"/"Redo": a run moved, the stock dealt.
MOVE, DEAL = QT_TRANSLATE_NOOP("PatienceView", "Move"), QT_TRANSLATE_NOOP("PatienceView", "Deal")
#: What to do first, on a game's first start (the kit's FirstHint).
FIRST_HINT = QT_TRANSLATE_NOOP(
    "PatienceView", "Drag a card to where it goes, or click it and then there. H shows a move."
)


class PatienceTally(Tally):
    """A patience's statistics by default: games played and won, and the win rate."""

    def table(self, stats: dict[str, Any]) -> StatisticsTable:
        """One row: played, wins, win rate."""
        columns = [
            QCoreApplication.translate("PatienceTally", "Played"),
            QCoreApplication.translate("PatienceTally", "Wins"),
            QCoreApplication.translate("PatienceTally", "Win rate"),
        ]
        figures = [str(stats["played"]), str(stats["won"]), win_rate(stats["won"], stats["played"])]
        return StatisticsTable(columns, [(QCoreApplication.translate("PatienceTally", "All deals"), figures)])


def face(card: int) -> Face:
    """The table's face of a card of the kit's numbering."""
    return Face(card_rank(card), card_suit(card))


class PatienceView(GameView):
    """A builder patience's view, made from its rules and where its piles lie."""

    def __init__(
        self,
        context: GameContext,
        rules: PatienceRules[Any],
        places: Sequence[Pile],
        size: QSizeF,
        new_state: Callable[[int], Any],
        from_json: Callable[[Any], Any],
        last_deal: int,
        tally: Tally | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(context, parent)
        self.rules, self.places, self.new_state = rules, list(places), new_state
        self.words = PileWords()
        self.table = Table(size, self)
        self.show_table(self.table)
        self.state: Any = None
        self._piles: tuple[Any, Sequence[PileState]] = (None, ())
        self.cards: dict[int, CardItem] = {}
        self.markers = [self.table.add(PileMarker(self.table), at=(pile.x, pile.y)) for pile in self.places]
        self.picked: tuple[int, int] | None = None  # (pile, count): the run picked up
        self.hinted: PileMove | None = None
        self.message = self.table.add(FeltMessage(self.table, size=0.18), at=(size.width() / 2, size.height() - 0.25))
        self.hint_action, self.home_action = QAction(self), QAction(self)
        for action, key, slot in (
            (self.hint_action, "H", self.show_hint),
            (self.home_action, "F", self.send_focused_home),
        ):
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(slot)
        self.deals = Deals(self, self.start_deal, lambda: getattr(self.state, "deal", None), last_deal)
        self.session = Session(self, from_json, tally or PatienceTally(), names="PatienceView", follows=self._follows)
        self.first_hint = FirstHint(self, lambda: QCoreApplication.translate("PatienceView", FIRST_HINT))
        self.retranslate()
        if not self.session.resume():
            self.new_game()

    # ----- what the host calls ------------------------------------------------------

    def start_deal(self, number: int) -> None:
        """Start deal ``number`` from its beginning."""
        self.session.start(self.new_state(number))

    def retranslate(self) -> None:
        """The actions' texts in the player's language."""
        self.hint_action.setText(self.tr("&Hint"))
        self.home_action.setText(self.tr("Send to the &foundation"))

    def game_actions(self) -> list[QAction]:
        """Game menu: the deal numbers, Hint and Send to the foundation."""
        return [*super().game_actions(), self.hint_action, self.home_action]

    def _follows(self, before: Any, after: Any) -> bool:
        dealt = self.rules.deal(before)
        return after == dealt or any(self.rules.apply(before, m) == after for m in self.rules.legal_moves(before))

    # ----- the table ----------------------------------------------------------------

    def piles(self) -> Sequence[PileState]:
        """The piles of the state on the table (asked of the rules once for each state: a
        state never changes, and the spots read them for every card)."""
        if self._piles[0] is not self.state:
            self._piles = (self.state, tuple(self.rules.piles(self.state)))
        return self._piles[1]

    def show_state(self, state: Any, animate: bool = True) -> None:
        """Lay every pile of ``state``, face-down cards face down, gliding what moved."""
        self.state, self.picked, self.hinted = state, None, None
        shown = {card for pile in self.piles() for card in pile.cards}
        for card, item in self.cards.items():
            if card not in shown:  # a card of another game's deck (Spider of four suits, then of one)
                item.hide()
        for index, pile in enumerate(self.piles()):
            items = [self._card(card) for card in pile.cards]
            for position, item in enumerate(items):
                slot = self.places[index].slot(position, len(items))
                item.setVisible(slot.visible)
                item.animate(
                    slot.x, slot.y, slot.z, face_up=position >= pile.face_down, duration=None if animate else 0
                )
        self._mark()
        self._show_info()

    def _card(self, card: int) -> CardItem:
        if card not in self.cards:
            self.cards[card] = self.table.add_card(face(card), face_up=False, key=card)
        return self.cards[card]

    def _mark(self) -> None:
        """The picked run lifted and lit; a hint's run and target lit."""
        lit: set[int] = set()
        picked = self._run(*self.picked) if self.picked else ()
        if self.hinted is not None:
            lit |= set(self._run(self.hinted.source, self.hinted.count))
            target = self.piles()[self.hinted.target].top
            lit |= {target} if target is not None else set()
        for card, item in self.cards.items():
            item.set_state(selected=card in picked, outlined=card in lit)
        for index, marker in enumerate(self.markers):
            marker.setVisible(True)
            hinted = self.hinted is not None and self.hinted.target == index and not self.piles()[index].cards
            marker.set_targeted(hinted)

    def _run(self, pile: int, count: int) -> tuple[int, ...]:
        return self.piles()[pile].run(count)

    def _show_info(self) -> None:
        for key, value in (
            ("moves", getattr(self.state, "moves", None)),
            ("score", getattr(self.state, "score", None)),
        ):
            if value is not None:
                self.context.set_info(key, str(value))
        deal = getattr(self.state, "deal", None)
        self.context.set_info("deal", "—" if deal is None else str(deal))

    # ----- what can be played: clicks, keys, drags and the screen reader --------------

    def spots(self) -> list[Spot]:
        """Every pile in order, bottom card first: what can be taken, where a run can go."""
        if self.state is None:
            return []
        spots = []
        moves = self.rules.legal_moves(self.state)  # once: a rules' legal_moves may take milliseconds
        targets = self._targets(moves)
        for index, pile in enumerate(self.piles()):
            name = self.words.pile(pile, index, self.piles())
            if pile.kind == STOCK:
                item = self.cards[pile.cards[-1]] if pile.cards else self.markers[index]
                can_deal = self.picked is None and self.rules.deal(self.state) is not None
                spots.append(Spot(item, name, FREE if can_deal else BLOCKED, detail=self.words.stock(pile)))
                continue
            if not pile.cards:
                state = FREE if index in targets else SHOWN
                spots.append(Spot(self.markers[index], name, state, detail=self.words.empty()))
                continue
            for position, card in enumerate(pile.cards):
                spots.append(self._card_spot(index, pile, position, card, targets, moves))
        return spots

    def _card_spot(
        self, index: int, pile: PileState, position: int, card: int, targets: set[int], moves: list[PileMove]
    ) -> Spot:
        item, count = self.cards[card], len(pile.cards) - position
        if position < pile.face_down:
            return Spot(item, self.words.face_down(), COVERED)
        top = position == len(pile.cards) - 1
        if top and index in targets:
            return Spot(item, self.words.card(card), FREE, detail=self.words.target(pile, index, self.piles()))
        if not self.rules.can_take(self.state, index, count):
            return Spot(item, self.words.card(card), SHOWN if pile.kind == FOUNDATION else COVERED)
        run = pile.run(count)
        drops = [self._drop_item(m.target) for m in moves if (m.source, m.count) == (index, count)]
        picked = self.picked == (index, count)
        carries = [self.cards[other] for other in run[1:]]
        # Free (Tab stops there) when it can move now and nothing else is picked up: while a run
        # is, Tab goes through where it can go, and to it again (to put it back).
        free = bool(drops) and (self.picked is None or picked)
        return Spot(item, self.words.run(run), FREE if free else BLOCKED, picked, drops=drops, carries=carries)

    def _drop_item(self, pile: int) -> TableObject:
        top = self.piles()[pile].top
        return self.cards[top] if top is not None else self.markers[pile]

    def _targets(self, moves: list[PileMove] | None = None) -> set[int]:
        """The piles the picked run may go to (among ``moves``, when the legal moves are known)."""
        if self.picked is None:
            return set()
        source, count = self.picked
        moves = self.rules.legal_moves(self.state) if moves is None else moves
        return {m.target for m in moves if (m.source, m.count) == (source, count)}

    def _pile_of(self, item: TableObject) -> tuple[int, int] | None:
        """(pile, run length from this card up) of a card or a pile's place."""
        for index, pile in enumerate(self.piles()):
            if item is self.markers[index]:
                return index, 0
            if isinstance(item, CardItem) and item.key in pile.cards:
                return index, len(pile.cards) - pile.cards.index(item.key)
        return None

    def act(self, item: TableObject) -> None:
        """Deal, pick a run, put it down, or move it where it was clicked."""
        where = self._pile_of(item) if self.state is not None else None
        if where is None:
            return
        pile, count = where
        if self.piles()[pile].kind == STOCK:
            self.deal()
        elif self.picked is not None and pile in self._targets():
            self.play_move(PileMove(self.picked[0], self.picked[1], pile))
        elif self.picked == (pile, count):
            self.clear_selection()
        elif count and self.rules.can_take(self.state, pile, count) and self._has_move(pile, count):
            self.picked, self.hinted = (pile, count), None
            self._mark()
        elif self.picked is not None:
            self.message.say(self.tr("That run cannot go there."), self.context.announce)

    def _has_move(self, pile: int, count: int) -> bool:
        return any((m.source, m.count) == (pile, count) for m in self.rules.legal_moves(self.state))

    def drop(self, item: TableObject, target: TableObject) -> None:
        """A run dragged onto a pile: the move."""
        source, to = self._pile_of(item), self._pile_of(target)
        if source is not None and to is not None:
            self.play_move(PileMove(source[0], source[1], to[0]))

    def clear_selection(self) -> bool:
        """Escape: the picked run goes back."""
        if self.picked is None:
            return False
        self.picked = None
        self._mark()
        return True

    def double(self, item: TableObject) -> None:
        """A double-click sends the card home."""
        where = self._pile_of(item)
        if where is not None:
            self.send_home(where[0])

    # ----- moves ---------------------------------------------------------------------

    def play_move(self, move: PileMove) -> None:
        """Make ``move`` through the session, say it, then the safe cards home (when on)."""
        if not self.rules.is_legal(self.state, move):
            return
        words = self.words.moved(self._run(move.source, move.count), move.target, self.piles())
        self.session.run(lambda state: self.rules.apply(state, move), MOVE, words)
        self._auto_home()

    def deal(self) -> None:
        """The stock: deal, or say why not."""
        dealt = self.rules.deal(self.state)
        if dealt is None:
            self.message.say(self.stock_refused(), self.context.announce)
            return
        self.session.run(lambda state: self.rules.deal(state), DEAL, self.tr("Dealt from the stock."))
        self._auto_home()

    def stock_refused(self) -> str:
        """Why the stock cannot be used now, for the player (a game may say more: Spider deals
        only when no column is empty)."""
        return self.tr("The stock cannot be used now.")

    def send_home(self, pile: int) -> None:
        """Send the top card of ``pile`` to a foundation that takes it, or say it cannot go."""
        move = self.rules.home_move(self.state, pile)
        if move is None:
            self.message.say(self.tr("That card cannot go to a foundation now."), self.context.announce)
        else:
            self.play_move(move)

    def send_focused_home(self) -> None:
        """F: the card with the keyboard's focus (or the picked run's) goes home."""
        item = self.table.keyboard.item
        where = self._pile_of(item) if item is not None else None
        pile = where[0] if where is not None else self.picked[0] if self.picked else None
        if pile is not None:
            self.send_home(pile)

    def _auto_home(self) -> None:
        declared = any(option.key == "auto_home" for option in self.context.game.options)
        if not declared or not self.context.options.get("auto_home"):
            return
        while (move := self.rules.safe_home(self.state)) is not None and not self.rules.is_won(self.state):
            words = self.words.moved(self._run(move.source, 1), move.target, self.piles())
            self.session.run(lambda state, move=move: self.rules.apply(state, move), MOVE, words)

    def show_hint(self) -> None:
        """Game › Hint: light one legal move, and say it."""
        hints = self.rules.hints(self.state) if self.state is not None else []
        if hints:
            self.hinted = hints[0]
            self._mark()
            move = hints[0]
            self.context.announce(self.words.moved(self._run(move.source, move.count), move.target, self.piles()))
        elif self.rules.deal(self.state) is not None:
            self.message.say(self.tr("No move left on the table: deal from the stock."), self.context.announce)
        else:
            self.message.say(self.tr("No move is left."), self.context.announce)

    def ending(self, state: Any) -> Ending | None:
        """Won when the rules say so; stuck (Undo may help) when nothing can move."""
        if self.rules.is_won(state):
            return Ending("won", self.tr("You won!"), self.tr("Every card is home."))
        if self.rules.is_stuck(state):
            return Ending("lost", self.tr("No move is left"), self.tr("Undo, or start a new game."), final=False)
        return None
