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
- the kit's solver, in a worker process: its verdict in the status bar, Game › Hint (the
  next move of a winning line), Game › Demo, winnable deals only (:mod:`qtcards.kit.verdicts`);
- Undo, saving, statistics, deal numbers and the end of the game, through the session;
- the auto-move: when the view is given the game's auto-move option (a ``BoolOption``
  the game declares) and the player turns it on, the rules'
  :meth:`~qtcards.kit.PatienceRules.safe_home` moves follow each move, each an undoable
  move of its own;
- the info bar: the fields the game declares (``InfoField``) of the keys ``moves``,
  ``score`` and ``deal`` from the rules' :meth:`~qtcards.kit.PatienceRules.figures`,
  ``stock`` (the cards left in the stock) and ``time`` (the play clock, when the view
  keeps one), each set after every change.

The piles are the rules' declarations (:class:`~qtcards.kit.PileSpec`): where each lies,
how it fans, what it is called; the view only adds the table's size and how to start and
read a deal. Example (FreeCell's view, whole)::

    class FreeCellView(PatienceView[State]):
        def __init__(self, context: GameContext) -> None:
            super().__init__(
                context, RULES, size=SIZE, deal=new_game, read=State.from_json, last_deal=MAX_DEAL,
                auto_home=AUTO_HOME,
            )
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Generic, Sequence, TypeVar

from PySide6.QtCore import QCoreApplication, QSizeF
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from qtcards.kit.deals import Deals
from qtcards.kit.demo import Demo
from qtcards.kit.ending import Ending
from qtcards.kit.game import GameContext, GameView
from qtcards.kit.hint import FirstHint
from qtcards.kit.options import BoolOption
from qtcards.kit.patience import PatienceRules, PileMove, PileState
from qtcards.kit.patience_hint import show_hint
from qtcards.kit.patience_parts import PatienceTally, check_layout, face, place, show_info
from qtcards.kit.patience_spots import table_spots
from qtcards.kit.pile_spec import FOUNDATION, STOCK
from qtcards.kit.pile_words import PileWords
from qtcards.kit.session import Session
from qtcards.kit.solver import Budget
from qtcards.kit.solver_options import SHOW_VERDICT
from qtcards.kit.tally import Tally
from qtcards.kit.verdicts import Verdicts
from qtcards.kit.winnable_deals import WinnableDeals
from qtcards.qt.marked import QT_TRANSLATE_NOOP
from qtcards.table import CardItem, FeltMessage, PileMarker, Table, TableObject
from qtcards.table.deck import RANK_LABELS
from qtcards.table.spots import Spot

S = TypeVar("S")

#: The undo commands' names, after "Undo"/"Redo": a run moved, the stock dealt.
MOVE, DEAL = QT_TRANSLATE_NOOP("PatienceView", "Move"), QT_TRANSLATE_NOOP("PatienceView", "Deal")
#: What to do first, on a game's first start (the kit's FirstHint).
FIRST_HINT = QT_TRANSLATE_NOOP(
    "PatienceView", "Drag a card to where it goes, or click it and then there. H shows a move."
)


class PatienceView(GameView, Generic[S]):
    """A builder patience's view, made from its rules and their declared piles.

    :param rules: the game's rules (their ``layout`` places and names the piles).
    :param size: the table's width and height in card units.
    :param deal: the state of deal number N, from its beginning.
    :param read: a saved state read back (the engine's ``State.from_json``).
    :param last_deal: the highest deal number.
    :param auto_home: the game's option (one of its declared ``options``) that turns the
        safe auto-move on; None: the game has none.
    :param clock: keep a play clock (shown in an info field ``time``).
    :param tally: the statistics (the default: played, won, win rate).
    :param search: the game's own :class:`~qtcards.kit.SearchSpace` for the kit's solver
        (None: the rules', :class:`~qtcards.kit.PatienceSpace`); the solver's verdict,
        hints, demo and winnable deals (:mod:`qtcards.kit.verdicts`) come from it.

    What a plugin and its tests may read: ``state`` (the state on the table, None before
    the first), ``rules``, ``session`` (its :class:`~qtcards.kit.view.Session`), ``deals``
    (its :class:`~qtcards.kit.Deals`), ``table``, ``cards`` (each card's item by its
    number), ``markers`` (each pile's empty frame, in layout order), ``picked`` ((pile,
    count) of the run picked up, or None), ``hinted`` (the move a hint lit, or None),
    ``hint_action`` and ``home_action`` (Game › Hint and Send to the foundation),
    ``first_hint`` and ``words`` (what the screen reader says, :class:`PileWords`).
    """

    def __init__(
        self,
        context: GameContext,
        rules: PatienceRules[S],
        *,
        size: tuple[float, float],
        deal: Callable[[int], S],
        read: Callable[[Any], S],
        last_deal: int,
        auto_home: BoolOption | None = None,
        clock: bool = False,
        tally: Tally | None = None,
        search: Any = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(context, parent)
        check_layout(context, rules, size, auto_home)
        self.rules, self.new_state, self.auto_home = rules, deal, auto_home
        self.places = [place(spec, index) for index, spec in enumerate(rules.layout)]
        self.words = PileWords()
        self.table = Table(QSizeF(*size), self)
        self.show_table(self.table)
        self.state: S | None = None
        self._moves: tuple[S | None, list[PileMove]] = (None, [])
        self.cards: dict[int, CardItem] = {}
        self.markers = [self.table.add(PileMarker(self.table), at=spec.at) for spec in rules.layout]
        self.picked: tuple[int, int] | None = None  # (pile, count): the run picked up
        self.hinted: PileMove | None = None
        self.message = self.table.add(FeltMessage(self.table, size=0.18), at=(size[0] / 2, size[1] - 0.25))
        self.hint_action, self.home_action = QAction(self), QAction(self)
        for action, key, slot in (
            (self.hint_action, "H", self.show_hint),
            (self.home_action, "F", self.send_focused_home),
        ):
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(slot)
        self.deals = Deals(self, self.start_deal, self._deal_number, last_deal)
        self.session: Session[S] = Session(
            self, read, tally or PatienceTally(), names="PatienceView", follows=self._follows, clock=clock
        )
        self.verdicts = Verdicts(self, search or rules, Budget(seconds=10.0, megabytes=200.0))
        self.demo, self.winnable = Demo(self), WinnableDeals(self, search or rules)
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
        self.demo.retranslate()
        self.verdicts.retranslate()

    def game_actions(self) -> list[QAction]:
        """Game menu: the deal numbers, Hint, Send to the foundation and Demo."""
        return [*super().game_actions(), self.hint_action, self.home_action, self.demo.action]

    def new_game(self) -> None:
        """A deal at random (one the solver has won, with the option on)."""
        self.winnable.deal()

    def option_changed(self, key: str) -> None:
        """The solver's verdict shown or hidden."""
        if key == SHOW_VERDICT.key:
            self.verdicts.said = ""
            self.verdicts.refresh()

    def _follows(self, before: S, after: S) -> bool:
        dealt = self.rules.deal(before)
        return after == dealt or any(self.rules.apply(before, m) == after for m in self.rules.legal_moves(before))

    def _deal_number(self) -> int | None:
        return self.rules.figures(self.state).deal if self.state is not None else None

    # ----- the table ----------------------------------------------------------------

    def now(self) -> S:
        """The state on the table (a view's method may ask it only once a game is on)."""
        if self.state is None:
            raise RuntimeError("no game is on the table yet")
        return self.state

    def piles(self) -> Sequence[PileState]:
        """The piles of the state on the table (made once for each state, by the rules)."""
        return self.rules.piles(self.state) if self.state is not None else ()

    def moves(self) -> list[PileMove]:
        """The legal moves of the state on the table, asked of the rules once for each
        state (the spots, a click, a hint and F all read them)."""
        if self.state is None:
            return []
        if self._moves[0] is not self.state:
            self._moves = (self.state, self.rules.legal_moves(self.state))
        return self._moves[1]

    def name(self, index: int) -> str:
        """Pile ``index``'s name, as the screen reader and the status bar say it."""
        kind = self.rules.layout[index].kind
        number = 1 + sum(1 for spec in self.rules.layout[:index] if spec.kind == kind)
        return self.words.pile(self.piles()[index], self.rules.layout[index], number, self.context.game.context)

    def show_state(self, state: S, animate: bool = True) -> None:
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
            base = self.rules.base(state, index) if pile.kind == FOUNDATION else None
            self.markers[index].set_symbol(RANK_LABELS[base] if base is not None else "")
        self._mark()
        show_info(self, state)
        self.verdicts.refresh()

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

    # ----- what can be played: clicks, keys, drags and the screen reader --------------

    def spots(self) -> list[Spot]:
        """Every pile in order, bottom card first: what can be taken, where a run can go (a
        foundation read as its top card alone, by the foundation's name)."""
        return table_spots(self)

    def drop_item(self, pile: int) -> TableObject:
        """What a run dropped on ``pile`` lands on: its top card, or its empty frame."""
        top = self.piles()[pile].top
        return self.cards[top] if top is not None else self.markers[pile]

    def targets(self, moves: list[PileMove]) -> set[int]:
        """The piles the picked run may go to, among ``moves``."""
        if self.picked is None:
            return set()
        source, count = self.picked
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
        elif self.picked is not None and pile in self.targets(self.moves()):
            self.play_move(PileMove(self.picked[0], self.picked[1], pile))
        elif self.picked == (pile, count):
            self.clear_selection()
        elif count and self.rules.can_take(self.now(), pile, count) and self._has_move(pile, count):
            self.picked, self.hinted = (pile, count), None
            self._mark()
        elif self.picked is not None:
            self.message.say(self.tr("That run cannot go there."), self.context.announce)

    def _has_move(self, pile: int, count: int) -> bool:
        return any((m.source, m.count) == (pile, count) for m in self.moves())

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
        if self.state is None or not self.rules.is_legal(self.state, move):
            return
        words = self.words.moved(self._run(move.source, move.count), self.name(move.target))
        self.session.run(partial(self._applied, move), MOVE, words)
        self._auto_home()

    def deal(self) -> None:
        """The stock: deal, or say why not."""
        if self.state is None or self.rules.deal(self.state) is None:
            self.message.say(self.stock_refused(), self.context.announce)
            return
        self.session.run(self._dealt, DEAL, self.tr("Dealt from the stock."))
        self._auto_home()

    def _applied(self, move: PileMove, state: S) -> S:
        return self.rules.apply(state, move)

    def _dealt(self, state: S) -> S:
        dealt = self.rules.deal(state)
        if dealt is None:
            raise ValueError("the stock cannot deal")
        return dealt

    def stock_refused(self) -> str:
        """Why the stock cannot be used now, for the player (a game may say more: Spider deals
        only when no column is empty)."""
        return self.tr("The stock cannot be used now.")

    def send_home(self, pile: int) -> None:
        """Send the top card of ``pile`` to a foundation that takes it, or say it cannot go."""
        move = self.rules.home_move(self.state, pile) if self.state is not None else None
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
        if self.auto_home is None or not self.context.options.get(self.auto_home.key):
            return
        while (
            self.state is not None
            and not self.rules.is_won(self.state)
            and (move := self.rules.safe_home(self.state)) is not None
        ):
            words = self.words.moved(self._run(move.source, 1), self.name(move.target))
            self.session.run(partial(self._applied, move), MOVE, words)

    def show_hint(self) -> None:
        """Game › Hint: the solver's next step, or the most promising new move (:mod:`~qtcards.kit.patience_hint`)."""
        show_hint(self)

    def ending(self, state: S) -> Ending | None:
        """Won when the rules say so; stuck (Undo may help) when nothing can move."""
        if self.rules.is_won(state):
            return Ending("won", self.tr("You won!"), self.tr("Every card is home."))
        moves = self.moves() if state is self.state else self.rules.legal_moves(state)
        if not moves and self.rules.deal(state) is None:
            return Ending("lost", self.tr("No move is left"), self.tr("Undo, or start a new game."), final=False)
        return None
