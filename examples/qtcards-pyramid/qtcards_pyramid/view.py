"""Pyramid on the table: draws the engine's state, and says what can be played.

Every card is one :class:`~qtcards.kit.view.CardItem` for the whole game, laid out where the
state puts it. What the player can reach (by mouse, keyboard, drag and screen reader) is
declared once, in :meth:`PyramidView.spots` and :meth:`PyramidView.act`; every move goes
through the game's :class:`~qtcards.kit.view.Session` (undo, saving, statistics, the end);
the deal numbers (Play deal number…, Copy deal number, Restart) are the kit's
:class:`~qtcards.kit.Deals`. The kit's solver, on Pyramid's own search space (:mod:`.search`),
gives the verdict in the status bar, Game › Hint, Game › Demo and winnable deals only
(:mod:`qtcards.kit.verdicts`).
"""

from __future__ import annotations

from PySide6.QtCore import QSizeF
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from qtcards.kit import QT_TRANSLATE_NOOP, Deals, GameContext, GameView, Pile, card_rank, card_suit
from qtcards.kit.view import (
    BLOCKED,
    COVERED,
    FREE,
    VERDICT_BUDGET,
    Demo,
    Ending,
    Face,
    FeltMessage,
    FirstHint,
    PatienceTally,
    PileMarker,
    Session,
    Spot,
    Table,
    TableObject,
    Verdicts,
    WinnableDeals,
    by_legal_moves,
    card_name,
    hint_action,
    hint_step,
    hint_text,
    said_lost,
)

from . import engine
from .engine import WASTE, Draw, Recycle, Remove, State
from .rules_page import rules_html
from .search import SPACE

# The table in card widths (a card is 1 wide, 1.4 high; places are card centres): the
# pyramid in the middle, each row half a card lower than the one above; the stock and
# the waste at the top left, the removed cards at the top right; the felt's message below.
TABLE = QSizeF(10.0, 6.25)
CENTRE_X, TOP, ROW, COLUMN = 5.0, 0.75, 0.7, 1.1
STOCK = Pile(0.7, TOP, depth=3, hidden_below=3, z=100)
WASTE_PILE = Pile(1.9, TOP, depth=3, hidden_below=3, z=100)
REMOVED = Pile(9.3, TOP, depth=3, hidden_below=3, z=200)
# Each pyramid place, row by row: a row's cards a card apart, a later row above the earlier ones.
PLACES = [
    Pile(CENTRE_X + (p - r * (r + 1) // 2 - r / 2) * COLUMN, TOP + r * ROW, z=r) for p, r in enumerate(engine.ROW_OF)
]
# The undo commands' names, after "Undo"/"Redo" in the Edit menu.
NAMES = {Remove: QT_TRANSLATE_NOOP("PyramidView", "Remove"), Draw: QT_TRANSLATE_NOOP("PyramidView", "Draw")}
NAMES[Recycle] = QT_TRANSLATE_NOOP("PyramidView", "Recycle")
MESSAGE_AT = (CENTRE_X, 5.95)


def face_of(card: int) -> Face:
    """The table's face for an engine card."""
    return Face(card_rank(card), card_suit(card))


class PyramidView(GameView):
    """The pyramid, the stock, the waste and the removed cards; clicks follow the rules page."""

    solver = True  # the host gives the game the solver's options, field and rules section

    def __init__(self, context: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.table = Table(TABLE, self)
        self.show_table(self.table)
        self.state: State | None = None
        self.selection: int | None = None  # the place picked first (a pyramid place or WASTE)
        self.hinted: engine.Move | None = None  # the move a hint lit
        self.new_state = engine.new_game
        self.cards = {card: self.table.add_card(face_of(card), key=card) for card in range(engine.DECK)}
        self.stock_marker, waste_marker = PileMarker(self.table), PileMarker(self.table)
        for marker, pile in ((self.stock_marker, STOCK), (waste_marker, WASTE_PILE)):
            self.table.add(marker).place(pile.x, pile.y)
        self.message = self.table.add(FeltMessage(self.table, size=0.18), at=MESSAGE_AT)
        self.deals = Deals(self, self.start_deal, lambda: self.state.deal if self.state else None, engine.MAX_DEAL)
        follows = by_legal_moves(engine.apply, engine.legal_moves)
        # The kit's patience statistics (the clock: they keep the fastest win).
        self.session = Session(
            self, State.from_json, PatienceTally(context), names="PyramidView", follows=follows, clock=True
        )
        self.verdicts = Verdicts(self, SPACE, VERDICT_BUDGET)
        self.demo, self.winnable = Demo(self), WinnableDeals(self, SPACE)
        self.hint_action = hint_action(self, self.show_hint)
        self.hint = FirstHint(
            self,
            lambda: self.tr(
                "Click two free cards that add up to 13 (J 11, Q 12, K 13), a free king alone, or the stock. "
                "By keyboard: Tab and the arrows choose, Enter picks."
            ),
        )
        if not self.session.resume():
            self.new_game()

    def retranslate(self) -> None:
        """Set the view's own texts again (the host calls it when the language changes)."""
        self.hint_action.setText(hint_text())
        self.demo.retranslate()
        self.verdicts.retranslate()
        self._show()

    # ----- what the host calls --------------------------------------------------

    def start_deal(self, number: int) -> None:
        """Start deal ``number`` from its beginning."""
        self.session.start(engine.new_game(number))

    def rules_html(self) -> str:
        return rules_html()

    def new_game(self) -> None:
        """A deal at random (one the solver has won, with the option on)."""
        self.winnable.deal()

    def game_actions(self) -> list[QAction]:
        """Game menu: the deal numbers, Hint and Demo."""
        return [*super().game_actions(), self.hint_action, self.demo.action]

    def option_changed(self, key: str) -> None:
        """The solver's verdict shown or hidden."""
        self.verdicts.option_changed(key)

    def show_hint(self) -> None:
        """Game › Hint: the solver's next move, or the most promising new one
        (:func:`~qtcards.kit.line_hint.hint_step`), lit and said."""
        state = self.state
        if state is None or said_lost(self):
            return
        moves = engine.legal_moves(state)
        self.hinted = hint = hint_step(self, [(move, engine.apply(state, move)) for move in moves], moves.index)
        self._show()
        if isinstance(hint, Remove):
            names = [card_name(face_of(engine.card_at(state, place))) for place in hint.places]
            text = self.tr("Remove the {0}.") if len(names) == 1 else self.tr("Remove the {0} and the {1}.")
            self.message.say(text.format(*names), self.context.announce)
        elif isinstance(hint, Draw):
            self.message.say(self.tr("Draw from the stock."), self.context.announce)
        elif hint is not None:
            self.message.say(self.tr("Turn the waste over onto the stock."), self.context.announce)
        else:
            self.message.say(self.tr("No move is left."), self.context.announce)

    # ----- what can be played: clicks, keys, drags and the screen reader ------------

    def spots(self) -> list[Spot]:
        """The pyramid row by row (an exposed card may be dragged onto its partners), the stock, the waste."""
        state = self.state
        if state is None:
            return []
        legal, free = engine.legal_moves(state), engine.available(state)

        def spot(place: int, name: str) -> Spot:
            item = self.cards[engine.card_at(state, place)]
            if place not in free:
                return Spot(item, name, COVERED)
            drops = [self.cards[engine.card_at(state, p)] for p in free if Remove(tuple(sorted((place, p)))) in legal]
            return Spot(item, name, selected=place == self.selection, drops=drops)

        found = [spot(p, card_name(face_of(card))) for p, card in enumerate(state.pyramid) if card is not None]
        turns = Draw() in legal or Recycle() in legal
        empty = self.tr("empty; Enter turns the waste over") if turns else self.tr("empty")
        detail = self.tr("%n card(s); Enter draws one", "", len(state.stock)) if state.stock else empty
        stock = self.cards[state.stock[-1]] if state.stock else self.stock_marker
        found.append(Spot(stock, self.tr("Stock"), FREE if turns else BLOCKED, detail=detail))
        if state.waste:
            found.append(spot(WASTE, self.tr("Waste: {0}").format(card_name(face_of(state.waste[-1])))))
        return found

    def act(self, item: TableObject) -> None:
        """The stock draws or turns the waste over; an available card is removed, paired or picked."""
        state, key = self.state, getattr(item, "key", None)
        legal = engine.legal_moves(state) if state is not None else []
        if state is None or not legal:  # the game is over: nothing to pick
            return
        if item is self.stock_marker or key in state.stock:
            move = Draw() if state.stock else Recycle()
            if move in legal:
                self.play(move)
            return
        for place in [p for p in engine.available(state) if engine.card_at(state, p) == key]:
            picked = () if self.selection is None else (self.selection,)
            for removal in (Remove((place,)), Remove(tuple(sorted({place, *picked})))):
                if removal in legal:
                    return self.play(removal)
            self.selection = None if self.selection == place else place
            self._show()

    def clear_selection(self) -> bool:
        """Escape puts the picked card back."""
        picked, self.selection = self.selection, None
        self._show()
        return picked is not None

    def play(self, move: engine.Move) -> None:
        """Make a move through the session (which shows it, saves it, counts it and tells it)."""
        self.session.run(
            lambda state: engine.apply(state, move), NAMES[type(move)], lambda after: self._told(move, after)
        )

    def _told(self, move: engine.Move, after: State) -> str:
        if isinstance(move, Draw):
            return self.tr("Drew the {0}.").format(card_name(face_of(after.waste[-1])))
        if isinstance(move, Recycle):
            return self.tr("The waste is back in the stock.")
        return self.tr("Removed; %n card(s) left in the pyramid.", "", engine.score(after))

    # ----- drawing the state ------------------------------------------------------

    def show_state(self, state: State, animate: bool = True) -> None:
        """Make the table show ``state``, gliding the cards that moved."""
        self.state, self.selection, self.hinted, cards = state, None, None, self.cards
        for place, card in enumerate(state.pyramid):
            if card is not None:
                PLACES[place].lay([cards[card]], face_up=True, animate=animate)
        STOCK.lay([cards[c] for c in state.stock], face_up=False, animate=animate)
        WASTE_PILE.lay([cards[c] for c in state.waste], face_up=True, animate=animate)
        REMOVED.lay([cards[c] for c in state.removed], face_up=True, animate=animate)
        self._show()
        self.verdicts.refresh()

    def _show(self) -> None:
        """Show the picked card lifted, the hinted cards lit, and the figures in the info bar."""
        state = self.state
        if state is None:
            return
        picked = engine.card_at(state, self.selection) if self.selection is not None else None
        lit = self._lit(state)
        for card, item in self.cards.items():
            item.set_state(selected=card == picked, lifted=card == picked, hinted=card in lit)
        self.stock_marker.set_hinted(isinstance(self.hinted, Recycle))
        self.context.set_info("score", str(engine.score(state)))
        self.context.set_info("moves", self.tr("%n move(s)", "", state.moves))
        self.context.set_info("stock", self.tr("%n card(s)", "", len(state.stock)))
        self.context.set_info("recycles", str(engine.RECYCLES - state.recycles))
        self.context.set_info("deal", str(state.deal))
        self.stock_marker.set_symbol("↻" if Recycle() in engine.legal_moves(state) else "")

    def _lit(self, state: State) -> set[int]:
        """The cards the hint lights: those a removal takes, or the stock's top card."""
        hint = self.hinted
        if isinstance(hint, Remove):
            return {engine.card_at(state, place) for place in hint.places}
        return set(state.stock[-1:]) if hint is not None else set()

    def ending(self, state: State) -> Ending | None:
        """Won (the pyramid cleared) or lost (no move left; Undo may still help)."""
        if engine.is_won(state):
            text = self.tr("The pyramid is cleared in %n move(s).", "", state.moves)
            return Ending("won", self.tr("You won!"), text, figures={"moves": state.moves})
        if engine.is_lost(state):
            text = self.tr("No move is left, with %n card(s) still in the pyramid.", "", engine.score(state))
            return Ending("lost", self.tr("Game over"), text, final=False)
        return None
