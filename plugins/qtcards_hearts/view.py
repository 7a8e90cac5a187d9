"""Hearts at the table: you at the bottom against three CPU seats.

The view owns the table's parts and runs the game: a :class:`~.board.HeartsBoard` draws
the engine's :class:`~.engine.State`, a :class:`~.sheet.ScoreSheet` shows the score
sheets, and :class:`~.opponents.CpuSeats` plays the CPU seats one card per beat. Your
clicks and the CPU seats' choices are steps of the game's :class:`qtcards.kit.view.Session`,
which saves each at once (with your pass picks and the game's level), counts the game
once, keeps its play time, and says when a hand or the game is over.

The beats are module constants (:data:`BEAT_MS`...) that tests shorten; not settings.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from qtcards.kit import GameContext, GameView
from qtcards.kit.view import CardItem, Ending, FirstHint, Landing, Session, Spot, Table, TableObject

from . import engine, words
from .board import HeartsBoard
from .engine import State
from .opponents import CpuSeats, cpu_passes, passes_missing
from .records import SAVE_MIGRATIONS, HeartsTally, read_extra
from .seats import TABLE
from .sheet import ScoreSheet
from .words import card_name, felt_text, level_name, pass_text, result_text, seat_name, summary_html, totals_text

#: One CPU card per beat (ms). Tests shorten it; it is not a setting.
BEAT_MS = 450
#: How long a finished trick stays face up before it is collected (ms).
TRICK_PAUSE_MS = 900
#: How long a passing notice ("No passing this hand") stays on the felt (ms).
NOTICE_MS = 2500


class HeartsView(GameView):
    """The four seats, the trick in the middle, your picks and plays, and the score sheets."""

    def __init__(self, context: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.table = Table(TABLE, self)
        self.show_table(self.table)
        self.state: State | None = None
        self.picks: set[int] = set()
        self.lifted: int | None = None
        self.received: set[int] = set()
        self.showing: engine.CompletedTrick | None = None  # a finished trick, until it is collected
        self.halted = False
        self.notice = ""
        self.due: tuple[str, str] | None = None  # the score sheet the session asked for (heading, sheet)
        self.board = HeartsBoard(self.table, self.confirm_pass, self.new_game)
        self.cards = self.board.cards
        self.sheet = ScoreSheet(self)
        self.cpus = CpuSeats(self, self.cards.values(), self._cpu_to_play, lambda: self.level)
        self.cpus.chose.connect(self._play)
        self.landing = Landing(self)  # a trick collected
        self.pause_timer, self.notice_timer = QTimer(self, singleShot=True), QTimer(self, singleShot=True)
        self.pause_timer.timeout.connect(self._collect)
        self.notice_timer.timeout.connect(self._notice_done)
        self.confirm_action = QAction(self)
        self.confirm_action.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        self.confirm_action.triggered.connect(self.confirm_pass)
        self.session = Session(
            self,
            State.from_json,
            HeartsTally(),
            undo_limit=0,
            count_at_start=True,
            clock=True,
            keep_finished=True,
            migrations=SAVE_MIGRATIONS,
        )
        self.hint = FirstHint(self, words.first_hint)
        self.retranslate()
        if self.session.resume(read_extra):
            self._resumed()
        else:
            self.new_game()

    @property
    def now(self) -> State:
        """The state on the table (there is one from the first deal on)."""
        assert self.state is not None
        return self.state

    @property
    def level(self) -> str:
        """The game's CPU level ("easy", "normal" or "hard")."""
        return str(self.session.extra["level"])

    def game_actions(self) -> list[QAction]:
        return [self.confirm_action]

    def retranslate(self) -> None:
        self.confirm_action.setText(self.tr("&Confirm the pass"))
        self.board.retranslate()
        if self.state is not None:
            self._update_controls()
            self._show_info()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.board.place_buttons()
        if self.halted:
            self.halted = False
            self._proceed()

    def hideEvent(self, event: Any) -> None:
        super().hideEvent(event)
        if not event.spontaneous():
            self._halt()

    # ----- host and session calls -----------------------------------------------

    def new_game(self) -> None:
        """Start a new game with a fresh seed at the level the option names now."""
        self.start_game(random.SystemRandom().randrange(1 << 31))

    def start_game(self, seed: int, level: str | None = None) -> None:
        """Start the game of ``seed``; abandoning a game in progress is not a loss."""
        self._stop_everything()
        self.picks.clear()
        level = level or self.context.options.get("difficulty")
        # One save: the deal with the CPU seats' passes (a kill between two would resume another state).
        self.session.start(cpu_passes(level)(engine.new_game(seed)), level=level, picks=[])
        self._start_hand()

    def rules_html(self) -> str:
        from .rules_page import rules_html

        return rules_html()

    def show_state(self, state: State, animate: bool = True) -> None:
        """Put the session's state on the table (the session calls it after every change);
        a play that finished a trick leaves it on show until it is collected."""
        before, self.state = self.state, state
        if (
            animate
            and before is not None
            and len(state.played) == len(before.played) + 1
            and len(state.played) % engine.SEATS == 0
        ):  # this step played a trick's last card
            self.showing = state.last_trick
        self.board.show(state, self.showing, animate)
        self._mark()

    def ending(self, state: State) -> Ending | None:
        """The game over (counted once); the end of a hand, a stop on the way (its play
        time is banked): each with its score sheet."""
        if state.phase == "game_over":
            return Ending(engine.result(state), result_text(state), summary_html(state))
        if state.phase == "hand_over":
            return Ending(
                "hand", self.tr("Hand {0} is over").format(state.hand_number + 1), summary_html(state), final=False
            )
        return None

    def show_end_box(self, title: str, text: str, undo: bool, more: Sequence[Any] = ()) -> None:
        """The session's word that a hand or the game is over: its score sheet opens once
        the last trick is collected."""
        self.due = (title, text)

    def close_end_box(self) -> None:
        """A change or a new game: the score sheet goes."""
        self.due = None
        self.sheet.close()

    # ----- a hand ---------------------------------------------------------------

    def _start_hand(self) -> None:
        """Show the state's new hand (its CPU passes came with the deal)."""
        self.picks.clear()
        self.lifted = None
        self.received.clear()
        self.showing = None
        self.board.deal()
        self.board.show(self.now, None, animate=True)
        self._mark()
        self._show_info()
        if self.now.phase == "play" and self.now.hand_number > 0:
            self._notify_felt(self.tr("No passing this hand"))
        elif self.now.phase == "pass":
            self.context.announce(pass_text(self.now))
        self._proceed()

    def _resumed(self) -> None:
        self.picks = set(self.session.extra["picks"])
        if self.now.phase == "game_over":
            self.due = None  # a match resumed at its end shows its final table, the result on the felt
        if passes_missing(self.now):  # saved before the CPU passes came with the deal
            self.session.run(cpu_passes(self.level))
        self.board.show(self.now, None, animate=False)
        self._mark()
        self._show_info()
        self._update_controls()
        self._proceed()

    def confirm_pass(self) -> None:
        """Pass your 3 picked cards: all 12 cards cross the table at once."""
        state = self.state
        if state is None or state.phase != "pass" or len(self.picks) != 3 or self.halted:
            return
        before = set(state.hands[0])
        picks = sorted(self.picks)
        self.picks.clear()
        self.session.keep(picks=[])
        after = self.session.run(lambda state: engine.submit_pass(state, 0, picks))
        self.received = set(after.hands[0]) - before
        self._mark()
        self.context.announce(
            self.tr("You received the {0}, the {1} and the {2}.").format(*(card_name(c) for c in sorted(self.received)))
        )
        self._proceed()

    def your_turn(self) -> bool:
        """True when your click can play a card now (the table has settled on your turn)."""
        state, settled = self.state, self.showing is None and not self.halted
        return state is not None and state.phase == "play" and state.turn == 0 and settled

    def spots(self) -> list[Spot]:
        """Your hand, the trick, the seats' plates (as the board marked them)."""
        return self.board.spots()

    def act(self, item: TableObject) -> None:
        """A card of your hand: picked or unpicked for the pass; lifted, then played."""
        state = self.state
        card = item.key if isinstance(item, CardItem) else None
        if state is None or self.halted or card not in state.hands[0]:
            return
        if state.phase == "pass":
            if card in self.picks or len(self.picks) < 3:
                self._set_picks(self.picks ^ {card})
            return
        if not self.your_turn() or card not in engine.legal_plays(state, 0):
            return
        if self.lifted == card:
            self._play(card)
        else:
            self.lifted = card
            self._mark()

    def clear_selection(self) -> bool:
        """Escape: the lifted card goes down, or the cards picked for the pass are unpicked."""
        if self.lifted is None and not self.picks:
            return False
        self.lifted = None
        self._set_picks(set())
        return True

    def _set_picks(self, picks: set[int]) -> None:
        """Your cards picked for the pass, shown and kept with the saved game."""
        self.picks = picks
        self._mark()
        self._update_controls()
        self.session.keep(picks=sorted(picks))

    def _cpu_to_play(self) -> State | None:
        """The state, when it is a CPU seat's turn and the table has settled on it."""
        state = self.state
        if self.halted or self.showing is not None or state is None or state.phase != "play" or state.turn == 0:
            return None
        return state

    def _play(self, card: int) -> None:
        """Play ``card`` for the seat to play, and go on."""
        seat, broken = self.now.turn, self.now.hearts_broken
        assert seat is not None  # cards are played in the play phase, where a seat has the turn
        self.lifted = None
        if seat == 0:
            self.received.clear()  # you have acted on your new hand
        after = self.session.run(lambda state: engine.play(state, card))
        if seat != 0:
            self.context.announce(self.tr("{0} plays the {1}.").format(seat_name(seat), card_name(card)))
        if after.hearts_broken and not broken:
            self.context.announce(self.tr("Hearts are broken."))
        if self.showing is not None:
            self.pause_timer.start(TRICK_PAUSE_MS)
        else:
            self._proceed()

    def _collect(self) -> None:
        """The finished trick glides to the seat that took it."""
        trick = self.showing
        if trick is None:
            return
        if trick.winner == 0:
            self.context.announce(self.tr("You take the trick."))
        else:
            self.context.announce(self.tr("{0} takes the trick.").format(seat_name(trick.winner)))
        self.landing.wait(self.board.collect(trick), self._collected)

    def _collected(self) -> None:
        trick, self.showing = self.showing, None
        if trick is not None:
            self.board.take_away(trick)
        self._proceed()

    def _proceed(self) -> None:
        """What comes next: a CPU beat, your turn, or the score sheet the session asked for."""
        state = self.state
        if state is None or self.halted or self.showing is not None:
            return
        self._update_controls()
        if state.phase == "play":
            if state.turn != 0:
                self.cpus.play_on_beat(BEAT_MS)
            else:
                self._mark()
        elif self.due is not None and self.sheet.box is None:
            self._open_sheet(*self.due)

    def _open_sheet(self, heading: str, sheet: str) -> None:
        """The hand's points and the running totals (closing it deals the next hand), or
        the game's result with New game and Close."""
        if self.now.phase == "hand_over":
            buttons, closed = [(self.tr("Next hand"), lambda: None)], self._next_hand
        else:
            buttons, closed = [(self.tr("New game"), self.new_game), (self.tr("Close"), lambda: None)], self._end_closed
        self.board.show_controls("", None, False)  # the sheet says it: no second line under it
        self.context.announce(heading)
        self.context.announce(totals_text(self.now))
        self.sheet.open(heading, sheet, buttons, closed)

    def _end_closed(self) -> None:
        self.due = None
        self._update_controls()  # the result and New game stay on the felt

    def _next_hand(self) -> None:
        if self.state is not None and self.state.phase == "hand_over":
            self.session.run(lambda state: cpu_passes(self.level)(engine.next_hand(state)))  # one save, as above
            self._start_hand()

    def _notify_felt(self, text: str) -> None:
        self.notice = text
        self.notice_timer.start(NOTICE_MS)
        self.context.announce(text)
        self._update_controls()

    def _notice_done(self) -> None:
        self.notice = ""
        if self.state is not None:
            self._update_controls()

    # ----- what the board shows besides the state -------------------------------

    def _mark(self) -> None:
        """Your hand's marks and the seat plates (the cards passed to you until you lift one)."""
        if self.lifted is not None:
            self.received.clear()
        legal = set(engine.legal_plays(self.now, 0)) if self.your_turn() else None
        self.board.mark(self.now, self.showing, self.picks, self.lifted, self.received, legal)
        self._show_plates()

    def _show_plates(self) -> None:
        state = self.now
        self.board.show_plates(state, state.turn if state.phase == "play" and self.showing is None else None)

    def _update_controls(self) -> None:
        state = self.now
        passing, over = state.phase == "pass", state.phase == "game_over"
        settled = self.showing is None
        text = felt_text(state, settled, self.notice)
        shown = passing and not self.halted
        self.board.show_controls(text, len(self.picks) == 3 if shown else None, over and settled)
        self.confirm_action.setEnabled(shown and len(self.picks) == 3)
        self._show_plates()

    def _show_info(self) -> None:
        self.context.set_info("difficulty", level_name(self.level))
        self.context.set_info("hand", str(self.now.hand_number + 1))

    # ----- stopping and going on ------------------------------------------------

    def _stop_everything(self) -> None:
        for timer in (self.pause_timer, self.notice_timer):
            timer.stop()
        self.cpus.stop()
        self.landing.cancel()
        self.sheet.close()
        self.showing = None
        self.notice = ""

    def _halt(self) -> None:
        """The view was put away: stop the beat; a finished trick is collected at once."""
        if self.halted:
            return
        self.halted = True
        trick = self.showing
        self._stop_everything()
        if trick is not None:
            self.board.take_away(trick, animate=False)
        if self.state is not None and self.state.phase == "game_over":
            self.due = None  # (shown again, the result stays on the felt)
        self.received.clear()
