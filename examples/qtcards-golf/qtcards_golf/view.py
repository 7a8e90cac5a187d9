"""Golf on the table: draws the engine's state and turns clicks into moves.

Every card of the deck is one :class:`~qtcards.table.CardItem` for the whole game;
:meth:`GolfView.show_state` glides each to where the state puts it. A move goes
through the ``QUndoStack`` as a command holding the states before and after it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSizeF, QTimer
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QInputDialog, QVBoxLayout, QWidget

from qtcards.game import GameContext, GameView, StatisticsTable
from qtcards.records import current_entry, is_count, new_game_id, read_current
from qtcards.table import CardItem, Face, PileMarker, Table, TableText
from qtcards.undo import StateCommand, history, restore

from . import engine
from .engine import Draw, Play, State
from .rules import rules_html

SAVE_NAME = "game"
SAVE_FORMAT = 1
STATS_NAME = "statistics"
STATS_FORMAT = 2
UNDO_LIMIT = 100

# The table in card widths (a card is 1 wide and 1.4 high; places are card centres).
# Seven columns fanned downwards, then the stock and the foundation fan below them.
COLUMN_STEP = 1.16
FAN = 0.4  # how far each card of a column lies below the one it covers
TOP = 0.75
TABLE = QSizeF(0.5 + 6 * COLUMN_STEP + 0.5, 5.3)
CENTRE_X = TABLE.width() / 2
ROW_Y = TOP + (engine.ROWS - 1) * FAN + 1.4 + 0.35 + 0.1  # the stock and foundation row
STOCK_AT = (CENTRE_X - 1.7, ROW_Y)
FOUNDATION_AT = (CENTRE_X - 0.35, ROW_Y)
FOUNDATION_STEP = 0.3  # the foundation shows its last cards fanned to the right
FOUNDATION_SHOWN = 7
STOCK_SHOWN = 3  # stock cards drawn slightly apart so the pile looks thick
TEXT_Y = ROW_Y + 0.95
MESSAGE_AT = (CENTRE_X, (TOP + (engine.ROWS - 1) * FAN + 0.7 + ROW_Y - 0.7) / 2)  # between the two
#: An undo command's name, after "Undo"/"Redo" in the Edit menu: a stock card turned.
DRAW = QT_TRANSLATE_NOOP("GolfView", "Draw")
#: An undo command's name, after "Undo"/"Redo": a card played onto the foundation (or any
#: move of a resumed game).
MOVE = QT_TRANSLATE_NOOP("GolfView", "Move")


def column_place(column: int, row: int) -> tuple[float, float]:
    """The centre of the card ``row`` (0 = dealt first, at the top) of ``column``."""
    return 0.5 + column * COLUMN_STEP, TOP + row * FAN


def face_of(card: int) -> Face:
    """The table's face for an engine card."""
    return Face(engine.rank(card), engine.suit(card))


class GolfView(GameView):
    """The seven columns, the stock and the foundation; clicks follow the rules page."""

    def __init__(self, context: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.table = Table(TABLE, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        self.undo = QUndoStack(self)
        self.undo.setUndoLimit(UNDO_LIMIT)
        self.undo.indexChanged.connect(self._after_change)
        self.state: State | None = None
        self.counted = False  # this game was counted as played
        self.won_counted = False  # ... and as won
        self.game_id = 0  # names the game in the statistics' "current" entry
        self.ledger: dict[str, Any] | None = None  # that entry, as last read
        self.restoring = False
        self.cards: dict[int, CardItem] = {}
        self._make_table()
        self._make_actions()
        # A method, not a lambda: the options outlive the view, and Qt drops a connection to
        # a method when its view is deleted (a lambda would call into a deleted table).
        context.options.changed.connect(self._option_changed)
        self.stats = self._load_stats()
        if not self._resume():
            self.new_game()

    # ----- building -----------------------------------------------------------

    def _make_table(self) -> None:
        table = self.table
        for column in range(engine.COLUMNS):
            marker = table.add(PileMarker(table))
            marker.place(*column_place(column, 0))
        self.stock_marker = table.add(PileMarker(table))
        self.stock_marker.place(*STOCK_AT)
        self.stock_count = table.add(TableText(table, size=0.17))
        self.stock_count.place(STOCK_AT[0], TEXT_Y)
        self.foundation_count = table.add(TableText(table, size=0.17))
        self.foundation_count.place(FOUNDATION_AT[0], TEXT_Y)
        self.message = table.add(TableText(table, size=0.18, bold=True))
        self.message.place(*MESSAGE_AT)
        self.message.setZValue(500)
        self.message_timer = QTimer(self, singleShot=True, interval=3000)
        self.message_timer.timeout.connect(lambda: self.message.set_text(""))
        self.z_timer = QTimer(self, singleShot=True)
        self.z_timer.timeout.connect(self._settle)
        for card in range(engine.DECK_SIZE):
            item = table.add_card(face_of(card), key=card)
            item.clicked.connect(self._card_clicked)
            self.cards[card] = item

    def _make_actions(self) -> None:
        self.deal_action = QAction(self)
        self.deal_action.triggered.connect(self.ask_deal)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the view's own texts again (the host calls it when the language changes)."""
        self.deal_action.setText(self.tr("Play &deal number..."))
        if self.state is not None:
            self._show_info()

    # ----- what the host calls --------------------------------------------------

    def new_game(self) -> None:
        """Deal a fresh random deal."""
        self.start_deal(engine.random_deal())

    def restart(self) -> None:
        """Deal the current deal again."""
        deal = self.state.deal if self.state is not None else None
        self.start_deal(engine.random_deal() if deal is None else deal)

    def start_deal(self, number: int) -> None:
        """Start deal ``number`` from its beginning."""
        self.close_end_box()
        self.restoring = True  # clearing the stack must not save or judge the old game
        try:
            self.undo.clear()
        finally:
            self.restoring = False
        self.counted = self.won_counted = False
        self.game_id = new_game_id()
        self.show_state(engine.new_game(number), animate=False)
        self._save()

    def undo_stack(self) -> QUndoStack:
        return self.undo

    def game_actions(self) -> list[QAction]:
        return [self.deal_action]

    def rules_html(self) -> str:
        return rules_html()

    def statistics(self) -> StatisticsTable:
        s = self.stats
        game = self.context.game
        return StatisticsTable(
            columns=[self.tr("Played"), self.tr("Won"), self.tr("Best score")],
            rows=[(game.translate(game.title), [str(s["played"]), str(s["won"]), "—" if s["best"] is None else str(s["best"])])],
        )

    def reset_statistics(self) -> None:
        # The game in progress is counted again from its next move (as played, then won),
        # so that the new counts stay consistent (never more won than played).
        self.counted = self.won_counted = False
        self._save()  # the game first: a crash in between keeps the old statistics, still consistent
        self.stats = empty_stats()
        self._save_stats()

    def save(self) -> None:
        self._save()

    def ask_deal(self) -> None:
        """Ask for a deal number and start that deal."""
        current = self.state.deal if self.state is not None and self.state.deal is not None else 0
        number, ok = QInputDialog.getInt(
            self, self.tr("Play deal number"), self.tr("Deal number (0 to {0}):").format(engine.MAX_DEAL),
            current, 0, engine.MAX_DEAL,
        )
        if ok:
            self.start_deal(number)

    # ----- clicks ---------------------------------------------------------------

    def _card_clicked(self, item: CardItem) -> None:
        state = self.state
        if state is None or engine.is_over(state):
            return
        card = item.key
        if card in state.stock:
            self.play(Draw())
            return
        for index, column in enumerate(state.columns):
            if column and column[-1] == card:
                self.click_column(index)
                return
        # A covered column card or a foundation card: nothing to do.

    def click_column(self, index: int) -> None:
        """Move a column's top card, or say why it cannot move."""
        state = self.state
        move = Play(index)
        if engine.is_legal(state, move):
            self.play(move)
        elif engine.rank(state.foundation[-1]) == engine.KING:
            self.say(self.tr("Nothing goes on a king: draw from the stock."))
        else:
            self.say(self.tr("Only a card one rank higher or lower goes on the foundation."))

    def play(self, move: engine.Move) -> None:
        """Make a move through the undo stack (which shows it and saves)."""
        after = engine.apply(self.state, move)
        if not self.counted:
            self.counted = True
            self.stats["played"] += 1
            self._save_stats()
        # The move's name, after "Undo"/"Redo" in the Edit menu, named again in a new language.
        text = DRAW if isinstance(move, Draw) else MOVE
        self.message.set_text("")
        self.undo.push(StateCommand(self.show_state, self.state, after, text, "GolfView"))

    def say(self, text: str) -> None:
        """Show a short message on the felt for a moment, and announce it."""
        self.message.set_text(text)
        self.message_timer.start()
        self.context.announce(text)

    # ----- drawing the state ------------------------------------------------------

    def show_state(self, state: State, animate: bool = True) -> None:
        """Make the table show ``state``, gliding the cards that moved."""
        animate = animate and not self.restoring
        self.state = state
        places: dict[int, tuple[float, float, float, bool]] = {}  # card -> x, y, z, face up
        for index, column in enumerate(state.columns):
            for row, card in enumerate(column):
                places[card] = (*column_place(index, row), 10 + row, True)
        count = len(state.stock)
        for index, card in enumerate(state.stock):
            offset = min(count - 1 - index, STOCK_SHOWN - 1) * 0.03
            places[card] = (STOCK_AT[0] - offset, STOCK_AT[1] - offset, 100 + index, False)
        hidden = max(0, len(state.foundation) - FOUNDATION_SHOWN)  # lie under the first shown
        for index, card in enumerate(state.foundation):
            slot = max(0, index - hidden)
            places[card] = (FOUNDATION_AT[0] + slot * FOUNDATION_STEP, FOUNDATION_AT[1], 200 + index, True)
        for card, (x, y, z, face_up) in places.items():
            item = self.cards[card]
            moved = (x, y) != (item.unit_pos.x(), item.unit_pos.y())
            # A moving card flies above the others until it has landed.
            item.setZValue(z + (1000 if moved and animate else 0))
            item.face_up = face_up
            item.move_to(x, y, animate and moved)
        if animate:
            self.z_timer.start(max(self.table.animation_ms, 0) + 40)
        self._mark()
        self._show_info()

    def _settle(self) -> None:
        for item in self.cards.values():
            if item.zValue() >= 1000:
                item.setZValue(item.zValue() - 1000)

    def _option_changed(self, _key: str) -> None:
        self._mark()

    def _mark(self) -> None:
        """Outline what can move (when the option is on); lift nothing, dim nothing."""
        state = self.state
        if state is None:
            return
        aid = bool(self.context.options.get("outline_playable"))
        playable = {state.columns[i][-1] for i in engine.playable_columns(state)} if aid else set()
        stock_hint = aid and not playable and bool(state.stock)
        top_of_stock = state.stock[-1] if state.stock else None
        for card, item in self.cards.items():
            item.set_state(outlined=card in playable or (stock_hint and card == top_of_stock))

    def _show_info(self) -> None:
        state = self.state
        if state is None:
            return
        self.context.set_info("score", str(engine.score(state)))
        self.context.set_info("stock", str(len(state.stock)))
        self.context.set_info("moves", self.tr("%n move(s)", "", state.moves))
        self.context.set_info("deal", "—" if state.deal is None else str(state.deal))
        self.stock_count.set_text(self.tr("Stock: %n", "", len(state.stock)))
        self.foundation_count.set_text(self.tr("Foundation: %n", "", len(state.foundation)))

    # ----- after each move ----------------------------------------------------------

    def _after_change(self) -> None:
        if self.restoring:
            return
        self.close_end_box()
        self._save()
        self._check_end()

    def _check_end(self) -> None:
        state = self.state
        if engine.is_won(state):
            self._record(won=True)
            self.context.storage.remove(SAVE_NAME)
            self.show_end_box(self.tr("You won!"), self.tr("All 35 cards are on the foundation in %n move(s).", "", state.moves), undo=False)
        elif engine.is_lost(state):
            self._record(won=False)
            self.show_end_box(
                self.tr("Game over"),
                self.tr("No move is left, with %n card(s) still in the columns.", "", engine.score(state)),
                undo=self.undo.canUndo(),
            )

    def _record(self, won: bool) -> None:
        s = self.stats
        score = engine.score(self.state)
        s["best"] = score if s["best"] is None else min(s["best"], score)
        if won and not self.won_counted:
            self.won_counted = True
            s["won"] += 1
        self._save_stats()

    # ----- saving -------------------------------------------------------------------

    def _history(self) -> list[State]:
        return history(self.undo, self.state)

    def _save(self) -> None:
        if self.state is None or self.restoring or engine.is_won(self.state):
            return
        self.context.storage.save(
            SAVE_NAME,
            SAVE_FORMAT,
            {
                "history": [state.to_json() for state in self._history()],
                "index": self.undo.index(),
                "counted": self.counted,
                "won_counted": self.won_counted,
                "id": self.game_id,
            },
        )

    def _resume(self) -> bool:
        saved = self.context.storage.load(SAVE_NAME, SAVE_FORMAT, read_saved_game)
        if saved is None:
            return False
        history, index, counted, won_counted, game_id = saved
        # The statistics are written before the game: their "current" entry may already
        # count this game (the app was killed between the two writes).
        self.game_id = new_game_id() if game_id is None else game_id
        mine = self.ledger is not None and self.ledger["game"] == self.game_id
        self.counted = counted or mine
        self.won_counted = won_counted or (mine and self.ledger["won"])
        self.restoring = True
        try:
            restore(self.undo, history, index, self.show_state, MOVE, "GolfView")
        finally:
            self.restoring = False
        self.show_state(history[index], animate=False)
        self._check_end()
        return True

    def _load_stats(self) -> dict[str, Any]:
        loaded = self.context.storage.load(STATS_NAME, STATS_FORMAT, read_stats, STATS_MIGRATIONS)
        self.ledger = loaded.pop("current") if loaded is not None else None
        return loaded or empty_stats()

    def _save_stats(self) -> None:
        current = current_entry(self.game_id, self.counted, self.won_counted)
        self.context.storage.save(STATS_NAME, STATS_FORMAT, {**self.stats, "current": current})


def read_saved_game(data: Any) -> tuple[list[State], int, bool, bool, int | None]:
    """Validate a saved game: states that follow by legal moves, the undo index, two flags
    and the game's id (``None`` in files from before ids)."""
    history = [State.from_json(item) for item in data["history"]]
    index, counted, won_counted = data["index"], data["counted"], data["won_counted"]
    game_id = data.get("id")
    if game_id is not None and not is_count(game_id):
        raise ValueError("bad game id")
    if not history or len(history) > UNDO_LIMIT + 1:
        raise ValueError("bad history length")
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(history):
        raise ValueError("bad undo index")
    if not isinstance(counted, bool) or not isinstance(won_counted, bool):
        raise ValueError("bad flags")
    for before, after in zip(history, history[1:]):
        if not any(engine.apply(before, move) == after for move in engine.legal_moves(before)):
            raise ValueError("history is not a sequence of legal moves")
    return history, index, counted, won_counted, game_id


def empty_stats() -> dict[str, Any]:
    """Statistics before the first game."""
    return {"played": 0, "won": 0, "best": None}


def read_stats(data: Any) -> dict[str, Any]:
    """Validate the statistics file's data (format 2).

    Besides the counts it holds ``"current"`` (``None`` when absent): what is counted of
    the game in progress, ``{"game": id, "won": bool}``, written with the counts, so that
    a game whose saved file missed the last write is not counted twice.
    """
    stats = empty_stats()
    for key in ("played", "won"):
        if not is_count(data[key]):
            raise ValueError(f"bad {key}")
        stats[key] = data[key]
    best = data["best"]
    if best is not None and (not isinstance(best, int) or isinstance(best, bool) or not 0 <= best <= engine.TABLEAU_SIZE):
        raise ValueError("bad best score")
    stats["best"] = best
    if stats["won"] > stats["played"]:
        raise ValueError("more games won than played")
    return {**stats, "current": read_current(data)}


def _stats_1_to_2(data: Any) -> Any:
    """Format 1 counted games played and won; format 2 also keeps the best score."""
    return {"played": data["played"], "won": data["won"], "best": 0 if data["won"] else None}


# ``{n: f}``: ``f`` turns format ``n`` data into format ``n + 1`` (see qtcards.storage).
STATS_MIGRATIONS = {1: _stats_1_to_2}
