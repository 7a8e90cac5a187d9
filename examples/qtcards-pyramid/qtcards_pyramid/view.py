"""Pyramid on the table: draws the engine's state, and says what can be played.

Every card is one :class:`~qtcards.kit.view.CardItem` for the whole game, laid out where the
state puts it. What the player can reach (by mouse, keyboard, drag and screen reader) is
declared once, in :meth:`PyramidView.spots` and :meth:`PyramidView.act`; every move goes
through the game's :class:`~qtcards.kit.view.Session` (undo, saving, statistics, the end);
the deal numbers (Play deal number…, Copy deal number, Restart) are the kit's
:class:`~qtcards.kit.Deals`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSizeF
from PySide6.QtWidgets import QWidget

from qtcards.kit import QT_TRANSLATE_NOOP, Deals, GameContext, GameView, Pile, StatisticsTable, card_rank, card_suit
from qtcards.kit.view import (
    BLOCKED,
    COVERED,
    FREE,
    Ending,
    Face,
    FirstHint,
    PileMarker,
    Session,
    Spot,
    Table,
    TableObject,
    Tally,
    by_legal_moves,
    card_name,
    win_rate,
)

from . import engine
from .engine import WASTE, Draw, Recycle, Remove, State
from .rules_page import rules_html

# The table in card widths (a card is 1 wide, 1.4 high; places are card centres): the
# pyramid in the middle, each row half a card lower than the one above; the stock and
# the waste at the top left, the removed cards at the top right.
TABLE = QSizeF(10.0, 5.85)
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


def face_of(card: int) -> Face:
    """The table's face for an engine card."""
    return Face(card_rank(card), card_suit(card))


class PyramidTally(Tally):
    """Games played and won (the kit's default counts), as the Statistics dialog shows them."""

    def table(self, stats: dict[str, int]) -> StatisticsTable:
        played, won = stats["played"], stats["won"]
        columns = [QCoreApplication.translate("Pyramid", "Played"), QCoreApplication.translate("Pyramid", "Wins")]
        columns.append(QCoreApplication.translate("Pyramid", "Win rate"))
        row = (QCoreApplication.translate("Pyramid", "Pyramid"), [str(played), str(won), win_rate(won, played)])
        return StatisticsTable(columns, [row])


class PyramidView(GameView):
    """The pyramid, the stock, the waste and the removed cards; clicks follow the rules page."""

    def __init__(self, context: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.table = Table(TABLE, self)
        self.show_table(self.table)
        self.state: State | None = None
        self.selection: int | None = None  # the place picked first (a pyramid place or WASTE)
        self.cards = {card: self.table.add_card(face_of(card), key=card) for card in range(engine.DECK)}
        self.stock_marker, waste_marker = PileMarker(self.table), PileMarker(self.table)
        for marker, pile in ((self.stock_marker, STOCK), (waste_marker, WASTE_PILE)):
            self.table.add(marker).place(pile.x, pile.y)
        self.deals = Deals(self, self.start_deal, lambda: self.state.deal if self.state else None, engine.MAX_DEAL)
        follows = by_legal_moves(engine.apply, engine.legal_moves)
        self.session = Session(self, State.from_json, PyramidTally(), names="PyramidView", follows=follows)
        self.hint = FirstHint(
            self,
            lambda: self.tr(
                "Click two free cards that add up to 13 (J 11, Q 12, K 13), a free king alone, or the stock."
            ),
        )
        if not self.session.resume():
            self.new_game()

    def retranslate(self) -> None:
        """Set the view's own texts again (the host calls it when the language changes)."""
        self._show()

    # ----- what the host calls --------------------------------------------------

    def start_deal(self, number: int) -> None:
        """Start deal ``number`` from its beginning."""
        self.session.start(engine.new_game(number))

    def rules_html(self) -> str:
        return rules_html()

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
        self.state, self.selection, cards = state, None, self.cards
        for place, card in enumerate(state.pyramid):
            if card is not None:
                PLACES[place].lay([cards[card]], face_up=True, animate=animate)
        STOCK.lay([cards[c] for c in state.stock], face_up=False, animate=animate)
        WASTE_PILE.lay([cards[c] for c in state.waste], face_up=True, animate=animate)
        REMOVED.lay([cards[c] for c in state.removed], face_up=True, animate=animate)
        self._show()

    def _show(self) -> None:
        """Show the picked card lifted, and the figures in the info bar."""
        state = self.state
        if state is None:
            return
        picked = engine.card_at(state, self.selection) if self.selection is not None else None
        for card, item in self.cards.items():
            item.set_state(selected=card == picked, lifted=card == picked)
        self.context.set_info("score", str(engine.score(state)))
        self.context.set_info("moves", self.tr("%n move(s)", "", state.moves))
        self.context.set_info("stock", self.tr("%n card(s)", "", len(state.stock)))
        self.context.set_info("recycles", str(engine.RECYCLES - state.recycles))
        self.context.set_info("deal", str(state.deal))
        self.stock_marker.set_symbol("↻" if Recycle() in engine.legal_moves(state) else "")

    def ending(self, state: State) -> Ending | None:
        """Won (the pyramid cleared) or lost (no move left; Undo may still help)."""
        if engine.is_won(state):
            return Ending("won", self.tr("You won!"), self.tr("The pyramid is cleared in %n move(s).", "", state.moves))
        if engine.is_lost(state):
            text = self.tr("No move is left, with %n card(s) still in the pyramid.", "", engine.score(state))
            return Ending("lost", self.tr("Game over"), text, final=False)
        return None
