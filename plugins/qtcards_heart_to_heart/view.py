"""Heart to Heart on the table: draws the engine's state and turns clicks into moves."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSizeF
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from qtcards.kit import QT_TRANSLATE_NOOP, Deals, GameContext, GameView, Pile
from qtcards.kit.view import (
    HEARTS,
    CardItem,
    Cascade,
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
    by_legal_moves,
    card_name,
    format_duration,
)

from . import deals, engine, speech
from .deal_codes import CODES
from .engine import WASTE, Draw, Pair, Recycle, State
from .records import SAVE_MIGRATIONS, HeartToHeartTally
from .talon import Talon

UNDO_LIMIT = 100
# The undo commands' names, after "Undo"/"Redo" in the Edit menu (named again in a new language).
MOVE_NAMES = {
    #: An undo command's name, after "Undo"/"Redo" in the Edit menu: removing a pair.
    Pair: QT_TRANSLATE_NOOP("HeartToHeartView", "Pair"),
    #: An undo command's name, after "Undo"/"Redo": turning a stock card onto the waste.
    Draw: QT_TRANSLATE_NOOP("HeartToHeartView", "Draw"),
    #: An undo command's name, after "Undo"/"Redo": turning the waste over as the stock.
    Recycle: QT_TRANSLATE_NOOP("HeartToHeartView", "Recycle"),
}

# The table in card widths: the heart in the middle, the stock left of the tip, the
# waste right of it. Columns are a card width apart (plus a small gap), rows half a
# card height lower each.
TABLE = QSizeF(7.3, 5.95)
CENTRE_X = TABLE.width() / 2
COLUMN = 1.06
TOP = 0.78
ROW = 0.7
STOCK_AT = (CENTRE_X - 2.65 * COLUMN, TOP + 6 * ROW)
WASTE_AT = (CENTRE_X + 2.65 * COLUMN, TOP + 6 * ROW)
# The stock and the waste show their top 3 cards a little apart (the rest lie hidden below).
STOCK = Pile(*STOCK_AT, depth=3, hidden_below=3, z=100)
WASTE_PILE = Pile(*WASTE_AT, depth=3, hidden_below=3, z=200)


def position_at(position: int) -> tuple[float, float]:
    """A tableau position's centre in card units."""
    row, x = engine.GEOMETRY[position]
    return CENTRE_X + x * COLUMN, TOP + (row - 1) * ROW


class HeartToHeartView(GameView):
    """The heart of 25 cards, the stock and the waste; clicks follow the rules page."""

    @property
    def pile(self) -> list[CardItem]:
        """The card items of the stock (bottom-up) then the waste (top-down)."""
        return self.talon.cards

    @property
    def now(self) -> State:
        """The state on the table (there is one from the first deal on)."""
        assert self.state is not None
        return self.state

    def __init__(self, context: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.table = Table(TABLE, self)
        self.show_table(self.table)
        self.state: State | None = None
        self.selection: int | None = None
        self.tableau: dict[int, CardItem] = {}
        self.talon = Talon(self.table, WASTE_AT)
        self._make_table()
        self._make_actions()
        self.celebration = Cascade(self.table, lambda: list(self.pile))  # every card left
        self.session = Session(
            self,
            State.from_json,
            HeartToHeartTally(),
            undo_limit=UNDO_LIMIT,
            clock=True,
            names="HeartToHeartView",
            follows=by_legal_moves(engine.apply, engine.legal_moves),
            migrations=SAVE_MIGRATIONS,
        )
        self.hint = FirstHint(
            self, lambda: self.tr("Click two bright cards of one rank to pair them, or the stock for a card.")
        )
        self.session.clock.ticked.connect(self._show_info)
        if not self.session.resume():
            self.new_game()

    # ----- building -----------------------------------------------------------

    def _make_table(self) -> None:
        table = self.table
        self.stock_marker = table.add(PileMarker(table))
        self.stock_marker.place(*STOCK_AT)
        self.waste_marker = table.add(PileMarker(table))
        self.waste_marker.place(*WASTE_AT)
        self.stock_count = table.add(TableText(table, size=0.17))
        self.stock_count.place(STOCK_AT[0], STOCK_AT[1] + 0.9)
        self.waste_count = table.add(TableText(table, size=0.17))
        self.waste_count.place(WASTE_AT[0], WASTE_AT[1] + 0.9)
        self.message = table.add(FeltMessage(table, size=0.2))
        self.message.place(CENTRE_X, TABLE.height() - 0.15)
        for position in engine.POSITIONS:
            card = table.add_card(Face(1, HEARTS), key=position)
            card.place(*position_at(position))
            card.setZValue(engine.GEOMETRY[position][0])
            self.tableau[position] = card

    def _make_actions(self) -> None:
        self.deals = Deals(
            self, self.start_deal, lambda: self.state.deal if self.state else None, deals.MAX_DEAL, CODES
        )
        self.draw_action = QAction(self)
        self.draw_action.setShortcut("D")
        self.draw_action.triggered.connect(self._stock_clicked)
        self.retranslate()

    def retranslate(self) -> None:
        self.draw_action.setText(self.tr("Dra&w from the stock"))
        if self.state is not None:
            self._show_info()
            self._show_counts()
            self._mark()

    # ----- host calls ---------------------------------------------------------

    def new_game(self) -> None:
        """Deal a fresh random deal."""
        self.start_deal(engine.random_playable_deal())

    def start_deal(self, number: int) -> None:
        """Start deal ``number`` from its beginning."""
        self.selection = None
        self.celebration.cancel()
        self.session.start(engine.new_game(number))

    def game_actions(self) -> list[QAction]:
        return [self.draw_action, *self.deals.actions()]

    def rules_html(self) -> str:
        from .rules_page import rules_html  # when the rules are first opened

        return rules_html()

    def open_code(self, text: str) -> bool:
        """Start the deal of a code; False, leaving the game as it is, if it is none."""
        opened: bool = self.deals.open(text)
        return opened

    # ----- what can be played: clicks, keys, drags and the screen reader ----------

    def spots(self) -> list[Spot]:
        """The heart row by row, the stock, the waste (see :mod:`.speech`)."""
        if self.state is None:
            return []
        stock, waste = len(self.state.stock), len(self.state.waste)
        counts = self.tr("%n card(s); Enter draws one", "", stock), self.tr("%n card(s) on the waste", "", waste)
        return speech.spots(self, counts)

    def act(self, item: TableObject) -> None:
        """A click on a heart card, the stock (a card or the empty place) or the waste's top."""
        if self.state is None or self._finished():
            return
        if item is self.stock_marker or getattr(item, "key", None) == "stock":
            self._stock_clicked()
        elif isinstance(item, CardItem) and item in self.tableau.values():
            self.click(item.key)
        elif self.state.waste and item is self.pile[len(self.state.stock)]:
            self.click(WASTE)

    def clear_selection(self) -> bool:
        """Escape unpicks the picked card."""
        if self.selection is None:
            return False
        self.selection = None
        self._mark()
        return True

    def _stock_clicked(self) -> None:
        if self.state is None or self._finished():
            return
        move = Draw() if self.state.stock else Recycle()
        if engine.is_legal(self.state, move):
            self.selection = None
            self.play(move)

    def click(self, place: int) -> None:
        """Click a tableau position or WASTE (the waste's top), as the rules page says."""
        state = self.now
        if engine.rank_at(state, place) is None:
            return
        if place != WASTE and place not in engine.available(state):
            return
        if self.selection is None:
            self.selection = place
        elif self.selection == place:
            self.selection = None
        elif engine.rank_at(state, self.selection) == engine.rank_at(state, place):
            first, self.selection = self.selection, None
            self.play(Pair(first, place))
            return
        else:
            self.selection = place
            if self.context.options.get("move_errors"):
                self.message.say(self.tr("Must be the same rank"), self.context.announce)
        self._mark()

    def play(self, move: engine.Move) -> None:
        """Make a move through the session (which shows it, saves it and counts it)."""
        self.session.run(
            lambda state: engine.apply(state, move), MOVE_NAMES[type(move)], lambda after: self._told(move, after)
        )

    def _told(self, move: engine.Move, after: State) -> str:
        """What the player is told of a move."""
        if isinstance(move, Pair):
            return self.tr("Pair removed; score {0}.").format(after.score)
        if isinstance(move, Draw):
            return self.tr("Drew the {0}.").format(card_name(Face(after.waste[-1], HEARTS)))
        return self.tr("The waste is back in the stock.")

    # ----- drawing the state --------------------------------------------------

    def show_state(self, state: State, animate: bool = True) -> None:
        """Make the table show ``state``, gliding cards to their new places."""
        self.state = state
        if self.selection is not None and engine.rank_at(state, self.selection) is None:
            self.selection = None
        for position, card in self.tableau.items():
            rank = state.tableau[position - 1]
            if rank is None:
                if card.isVisible():
                    card.vanish(animate)
            else:
                card.face = Face(rank, HEARTS)
                card.appear(animate)
        self._show_pile(state, animate)
        self._mark()
        self._show_info()
        self._show_counts()

    def _show_pile(self, state: State, animate: bool) -> None:
        """Stock and waste: one list of cards, the stock bottom-up then the waste top-down.

        That order does not change when a card is drawn or the waste recycled, so the
        same card item stays the same card; a pair with the waste takes one out.
        """
        ranks = list(state.stock) + list(reversed(state.waste))
        self.talon.align(ranks, animate)
        in_stock = len(state.stock)
        for index, (card, rank) in enumerate(zip(self.pile, ranks)):
            card.face = Face(rank, HEARTS)
            card.key = "stock" if index < in_stock else WASTE
            card.setOpacity(1.0)
            card.set_state(outlined=False, dimmed=False, selected=False, lifted=False)
        STOCK.lay(self.pile[:in_stock], face_up=False, animate=animate)
        WASTE_PILE.lay(self.pile[in_stock:][::-1], face_up=True, animate=animate)

    def option_changed(self, key: str) -> None:
        """An aid switched on or off: the outlines follow at once."""
        self._mark()

    def _mark(self) -> None:
        """Selection, placement-aid outlines, and the one dimming: covered cards always."""
        state = self.state
        if state is None:
            return
        aid = self.context.options.get("placement_aid")
        outlined = engine.pairable(state) if aid else frozenset()
        wanted = engine.rank_at(state, self.selection) if self.selection is not None else None
        free = {WASTE, *engine.available(state)}
        for place, card in self._face_up_places():
            rank = engine.rank_at(state, place) if place == WASTE else state.tableau[place - 1]
            selected = place == self.selection
            # A covered card is dimmed; while a card is selected (with the aid on), so is
            # every card of another rank.
            card.set_state(
                selected=selected,
                lifted=selected,
                outlined=place in outlined and not selected,
                dimmed=place not in free or (aid and wanted is not None and not selected and rank != wanted),
            )

    def stock_item(self) -> TableObject:
        """What stands for the stock: its top card, or the empty place."""
        in_stock = len(self.now.stock)
        return self.pile[in_stock - 1] if in_stock else self.stock_marker

    def _face_up_places(self) -> list[tuple[int, CardItem]]:
        places = [(p, card) for p, card in self.tableau.items() if self.now.tableau[p - 1] is not None]
        if self.now.waste:
            places.append((WASTE, self.pile[len(self.now.stock)]))
        return places

    def _show_info(self) -> None:
        state = self.state
        if state is None:
            return
        self.context.set_info("time", format_duration(self.session.clock.elapsed_ms()))
        self.context.set_info("score", str(state.score))
        self.context.set_info("moves", self.tr("%n move(s)", "", state.moves))
        self.context.set_info("code", deals.format_code(state.deal) if state.deal is not None else "—")

    def _show_counts(self) -> None:
        gone = engine.is_won(self.now) and self.table.animation_ms > 0  # (they leave in the cascade)
        self.stock_count.set_text("" if gone else self.tr("Stock: %n", "", len(self.now.stock)))
        self.waste_count.set_text("" if gone else self.tr("Waste: %n", "", len(self.now.waste)))
        self.stock_marker.set_symbol("" if self.now.stock else "↻")

    # ----- the end ------------------------------------------------------------

    def _finished(self) -> bool:
        return engine.is_won(self.now) or engine.is_stuck(self.now)

    def show_end_box(self, title: str, text: str, undo: bool, more: Any = ()) -> None:
        """A win gets a celebration first (the panel opens once it is over or skipped),
        and "Restart this deal" beside New game."""
        if engine.is_won(self.now):
            end, more = super().show_end_box, [(self.tr("Restart this deal"), self.restart)]
            self.celebration.start(lambda: end(title, text, undo, more))
            return
        super().show_end_box(title, text, undo, more)

    def ending(self, state: State) -> Ending | None:
        """Won (the heart is gone) or stuck (Undo may still help)."""
        if engine.is_won(state):
            elapsed = self.session.clock.elapsed_ms()
            figures = self.tr("Score: {0}\nTime: {1}\nMoves: {2}").format(
                state.score, format_duration(elapsed), state.moves
            )
            code = (
                self.tr("Deal code: {0}").format(deals.unbreakable(deals.format_code(state.deal)))
                if state.deal is not None
                else ""
            )
            return Ending(
                "won",
                self.tr("You won!"),
                "\n".join(filter(None, (figures, code))),
                figures={"moves": state.moves, "time_ms": elapsed},
            )
        if engine.is_stuck(state):
            return Ending("stuck", self.tr("Stuck"), self.tr("No more moves possible"), final=False)
        return None
