"""Golf on the table: one card item per card, laid out where the state puts it; moves
go through the :class:`~qtcards.kit.view.Session` (undo, saving, statistics, the end), and
:meth:`GolfView.spots` tells the kit what can be played (keyboard, drag, screen reader).
The kit's solver, on Golf's own search space (:mod:`.search`), gives the verdict in the
status bar, Game › Hint, Game › Demo and winnable deals only (:mod:`qtcards.kit.verdicts`).
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPoint, QPointF, QRect, QSizeF
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from qtcards.kit import KING, QT_TRANSLATE_NOOP, Deals, GameContext, GameView, Pile, card_rank, card_suit
from qtcards.kit.view import (
    BLOCKED,
    COVERED,
    FREE,
    SHOWN,
    VERDICT_BUDGET,
    CardItem,
    Demo,
    Ending,
    Face,
    FeltMessage,
    FirstHint,
    PileMarker,
    Session,
    Spot,
    Table,
    TableObject,
    TableText,
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
from .engine import Draw, Play, State
from .records import SAVE_MIGRATIONS, GolfTally
from .rules_page import rules_html
from .search import SPACE

UNDO_LIMIT = 100

# The table in card widths (a card is 1 wide and 1.4 high; places are card centres).
# Seven columns fanned downwards, then the stock and the foundation fan below them.
COLUMN_STEP = 1.16
FAN = 0.4  # how far each card of a column lies below the one it covers
TOP = 0.75
TABLE = QSizeF(0.5 + 6 * COLUMN_STEP + 0.5, 5.3)
CENTRE_X = TABLE.width() / 2
ROW_Y = TOP + (engine.ROWS - 1) * FAN + 1.4 + 0.35 + 0.1  # the stock and foundation row
# The stock and the foundation side by side in the middle (the foundation fans out rightwards).
STOCK_AT = (CENTRE_X - 0.7, ROW_Y)
FOUNDATION_AT = (CENTRE_X + 0.7, ROW_Y)
# The stock shows its depth; the foundation fans its last 7 cards to the right; each
# column fans downwards.
STOCK = Pile(*STOCK_AT, depth=3, step=0.03, z=100)
FOUNDATION = Pile(*FOUNDATION_AT, spread=(0.3, 0.0), fanned=7, z=200)
TEXT_Y = ROW_Y + 0.95
MESSAGE_AT = (CENTRE_X, (TOP + (engine.ROWS - 1) * FAN + 0.7 + ROW_Y - 0.7) / 2)  # between the two
#: An undo command's name, after "Undo"/"Redo" in the Edit menu: a stock card turned.
DRAW = QT_TRANSLATE_NOOP("GolfView", "Draw")
#: An undo command's name, after "Undo"/"Redo": a card played onto the foundation.
MOVE = QT_TRANSLATE_NOOP("GolfView", "Move")


def column_pile(column: int) -> Pile:
    """A column of the tableau, its first card at the top."""
    return Pile(0.5 + column * COLUMN_STEP, TOP, spread=(0.0, FAN), z=10)


def face_of(card: int) -> Face:
    """The table's face for an engine card."""
    return Face(card_rank(card), card_suit(card))


class GolfView(GameView):
    """The seven columns, the stock and the foundation; clicks follow the rules page."""

    solver = True  # the host gives the game the solver's options, field and rules section

    def __init__(self, context: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.table = Table(TABLE, self)
        self.show_table(self.table)
        self.state: State | None = None
        self.new_state = engine.new_game
        self.hinted: engine.Move | None = None  # the move a hint lit
        self.cards: dict[int, CardItem] = {}
        self._make_table()
        self.deals = Deals(self, self.start_deal, lambda: self.state.deal if self.state else None, engine.MAX_DEAL)
        self.session = Session(
            self,
            State.from_json,
            GolfTally(context),
            undo_limit=UNDO_LIMIT,
            names="GolfView",
            follows=by_legal_moves(engine.apply, engine.legal_moves),
            migrations=SAVE_MIGRATIONS,
            clock=True,  # the statistics keep the fastest win
        )
        self.verdicts = Verdicts(self, SPACE, VERDICT_BUDGET)
        self.demo, self.winnable = Demo(self), WinnableDeals(self, SPACE)
        self.hint_action = hint_action(self, self.show_hint)
        self.hint = FirstHint(
            self,
            lambda: self.tr(
                "Click the lowest card of a column that is one rank above or below the foundation's card, "
                "or click the stock to turn its next card. By keyboard: Tab and the arrows choose, Enter plays."
            ),
        )
        if not self.session.resume():
            self.new_game()

    # ----- building -----------------------------------------------------------

    def _make_table(self) -> None:
        table = self.table
        for column in range(engine.COLUMNS):
            first = column_pile(column).slot(0, 1)
            table.add(PileMarker(table), at=(first.x, first.y))
        self.stock_marker = table.add(PileMarker(table), at=STOCK_AT)
        self.stock_count = table.add(TableText(table, size=0.17), at=(STOCK_AT[0], TEXT_Y))
        self.foundation_count = table.add(TableText(table, size=0.17), at=(FOUNDATION_AT[0], TEXT_Y))
        self.message = table.add(FeltMessage(table, size=0.18, shown_ms=3000), at=MESSAGE_AT)
        for card in range(engine.DECK_SIZE):
            self.cards[card] = table.add_card(face_of(card), key=card)

    def retranslate(self) -> None:
        """Set the view's own texts again (the host calls it when the language changes)."""
        self.hint_action.setText(hint_text())
        self.demo.retranslate()
        self.verdicts.retranslate()
        if self.state is not None:
            self._show_info()

    def keep_clear(self) -> list[QRect]:
        """The table's things, and the band across it where a refused click is said: the
        first-start hint (there until the first move) stays off those words."""
        table = self.table
        top, bottom = (table.mapFromScene(table.to_scene(QPointF(0, MESSAGE_AT[1] + dy))).y() for dy in (-0.2, 0.2))
        band = QRect(0, top, table.viewport().width(), bottom - top)
        return [*super().keep_clear(), band.translated(table.viewport().mapTo(self, QPoint(0, 0)))]

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

    def show_hint(self) -> None:
        """Game › Hint: the solver's next move, or the most promising new one
        (:func:`~qtcards.kit.line_hint.hint_step`), lit and said."""
        state = self.state
        if state is None or said_lost(self):
            return
        moves = engine.legal_moves(state)
        self.hinted = hint_step(self, [(move, engine.apply(state, move)) for move in moves], moves.index)
        self._mark()
        if isinstance(self.hinted, Play):
            card = card_name(face_of(state.columns[self.hinted.column][-1]))
            self.message.say(self.tr("Play the {0} onto the foundation.").format(card), self.context.announce)
        elif self.hinted is not None:
            self.message.say(self.tr("Draw from the stock."), self.context.announce)
        else:
            self.message.say(self.tr("No move is left."), self.context.announce)

    # ----- what can be played: clicks, keys, drags and the screen reader ------------

    def spots(self) -> list[Spot]:
        """Each column top to bottom, left to right; then the stock and the foundation."""
        state, cards = self.state, self.cards
        if state is None:
            return []
        playable = set(engine.playable_columns(state))
        foundation = cards[state.foundation[-1]]
        spots = []
        for index, column in enumerate(state.columns):
            for row, card in enumerate(column):
                name = card_name(face_of(card))
                if row < len(column) - 1:
                    spots.append(Spot(cards[card], name, COVERED))
                elif index in playable:  # its top card, free: it may be dragged onto the foundation
                    spots.append(Spot(cards[card], name, drops=[foundation]))
                else:
                    spots.append(Spot(cards[card], name, BLOCKED))
        stock = cards[state.stock[-1]] if state.stock else self.stock_marker
        detail = self.tr("%n card(s); Enter draws one", "", len(state.stock))
        spots.append(Spot(stock, self.tr("Stock"), FREE if state.stock else BLOCKED, detail=detail))
        spots.append(Spot(foundation, self.tr("Foundation: {0}").format(card_name(foundation.face)), SHOWN))
        return spots

    def act(self, item: TableObject) -> None:
        """A stock card draws; a column's top card goes to the foundation, or says why not."""
        state = self.state
        if state is None or engine.is_over(state) or not isinstance(item, CardItem):
            return
        if item.key in state.stock:
            self.play(Draw())
        for index, column in enumerate(state.columns):
            if column and column[-1] == item.key:
                self.click_column(index)

    def click_column(self, index: int) -> None:
        """Move a column's top card, or say why it cannot move."""
        state = self.state
        if state is None:
            return
        move = Play(index)
        if engine.is_legal(state, move):
            self.play(move)
        elif card_rank(state.foundation[-1]) == KING:
            self.message.say(self.tr("Nothing goes on a king: draw from the stock."), self.context.announce)
        else:
            text = self.tr("Only a card one rank higher or lower goes on the foundation.")
            self.message.say(text, self.context.announce)

    def play(self, move: engine.Move) -> None:
        """Make a move through the session (which shows it, saves it, counts it and tells it)."""
        self.message.set_text("")
        self.session.run(
            lambda state: engine.apply(state, move), DRAW if isinstance(move, Draw) else MOVE, self._told(move)
        )

    def _told(self, move: engine.Move) -> Callable[[State], str]:
        """What a screen reader hears of ``move`` once made: the card it put on the foundation."""

        def told(after: State) -> str:
            card = card_name(face_of(after.foundation[-1]))
            if isinstance(move, Draw):
                return self.tr("Drew the {0}.").format(card)
            left = engine.score(after)
            return self.tr("The {0} onto the foundation; %n card(s) left in the columns.", "", left).format(card)

        return told

    # ----- drawing the state ------------------------------------------------------

    def show_state(self, state: State, animate: bool = True) -> None:
        """Make the table show ``state``, gliding the cards that moved."""
        self.state, self.hinted = state, None
        cards = self.cards
        for index, column in enumerate(state.columns):
            column_pile(index).lay([cards[c] for c in column], face_up=True, animate=animate)
        STOCK.lay([cards[c] for c in state.stock], face_up=False, animate=animate)
        FOUNDATION.lay([cards[c] for c in state.foundation], face_up=True, animate=animate)
        self._mark()
        self._show_info()
        self.verdicts.refresh()

    def ending(self, state: State) -> Ending | None:
        """Won (every column cleared) or lost (no move left; Undo may still help)."""
        left = engine.score(state)
        if engine.is_won(state):
            text = self.tr("All 35 cards are on the foundation in %n move(s).", "", state.moves)
            return Ending("won", self.tr("You won!"), text, figures={"score": left, "moves": state.moves})
        if engine.is_lost(state):
            text = self.tr("No move is left, with %n card(s) still in the columns.", "", left)
            return Ending("lost", self.tr("Game over"), text, final=False, figures={"score": left})
        return None

    def option_changed(self, key: str) -> None:
        """An aid switched on or off: the outlines follow at once; the verdict shown or hidden."""
        self._mark()
        self.verdicts.option_changed(key)

    def _mark(self) -> None:
        """Outline what can move (when the option is on), light the hinted card; lift nothing, dim nothing."""
        state = self.state
        if state is None:
            return
        aid = bool(self.context.options.get("outline_playable"))
        playable = {state.columns[i][-1] for i in engine.playable_columns(state)} if aid else set()
        stock_hint = aid and not playable and bool(state.stock)
        top_of_stock = state.stock[-1] if state.stock else None
        hint = self.hinted
        lit = state.columns[hint.column][-1] if isinstance(hint, Play) else top_of_stock if hint else None
        for card, item in self.cards.items():
            item.set_state(outlined=card in playable or (stock_hint and card == top_of_stock), hinted=card == lit)

    def _show_info(self) -> None:
        state = self.state
        if state is None:
            return
        self.context.set_info("score", str(engine.score(state)))
        self.context.set_info("moves", self.tr("%n move(s)", "", state.moves))
        self.context.set_info("deal", "—" if state.deal is None else str(state.deal))
        self.stock_count.set_text(self.tr("Stock: %n", "", len(state.stock)))
        self.foundation_count.set_text(self.tr("Foundation: %n", "", len(state.foundation)))
