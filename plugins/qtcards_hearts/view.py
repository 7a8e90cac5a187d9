"""Hearts at the table: you at the bottom against three CPU seats.

The view draws the engine's :class:`~.engine.State` on a :class:`qtcards.kit.Table`,
turns your clicks into passes and plays, and runs the CPU seats one card at a time on a
single-shot timer beat. Every change goes through the game's
:class:`qtcards.kit.Session`, which saves it at once (with your pass picks and the
game's level), counts the game once and keeps its play time.

The beat lengths are module constants so that tests can shorten them (monkeypatch
:data:`BEAT_MS`, :data:`TRICK_PAUSE_MS`, :data:`RECEIVED_MS`); they are not settings.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from qtcards.kit import CardItem, Ending, GameContext, GameView, ResultPanel, Session, Table

from . import engine
from .board import HeartsBoard
from .engine import State
from .records import SAVE_MIGRATIONS, HeartsTally, read_extra
from .seats import CX, CY, TABLE, TAKEN_AT
from .sheet import ScoreSheet
from .words import card_name, level_name, pass_text, result_text, seat_name

#: One CPU card per beat (ms). Tests shorten it; it is not a setting.
BEAT_MS = 450
#: How long a finished trick stays face up before it is collected (ms).
TRICK_PAUSE_MS = 900
#: How long the cards you received stay outlined (ms).
RECEIVED_MS = 1500
#: How long a passing notice ("No passing this hand") stays on the felt (ms).
NOTICE_MS = 2500



class HeartsView(HeartsBoard, ScoreSheet, GameView):
    """The four seats, the trick in the middle, and the CPU seats' beat.

    It plays (passes, plays, the beat); :class:`~.board.HeartsBoard` draws and
    :class:`~.sheet.ScoreSheet` shows the score sheets.
    """

    def __init__(self, context: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.table = Table(TABLE, self)
        self.show_table(self.table)
        self.state: State | None = None
        self.picks: set[int] = set()
        self.lifted: int | None = None
        self.received: set[int] = set()
        self.showing: engine.CompletedTrick | None = None
        self.halted = False
        self.notice = ""
        self.box: ResultPanel | None = None  # the score sheet on the table, while it shows
        self._slots: tuple[tuple[int, int], list[int]] | None = None
        self.beat_timer = self._timer(self._beat)
        self.pause_timer = self._timer(self._collect)
        self.collect_timer = self._timer(self._collected)
        self.received_timer = self._timer(self._received_done)
        self.notice_timer = self._timer(self._notice_done)
        self._make_table()
        self.table.keyboard.areas = self._focus_areas
        self.confirm_action = QAction(self)
        self.confirm_action.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        self.confirm_action.triggered.connect(self.confirm_pass)
        self.session = Session(self, State.from_json, HeartsTally(), undo_limit=0, count_at_start=True, clock=True, keep_finished=True,
                               migrations=SAVE_MIGRATIONS)
        self.retranslate()
        if self.session.resume(read_extra):
            self._resumed()
        else:
            self.new_game()

    def _timer(self, slot: Callable[[], None]) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
        return timer

    @property
    def level(self) -> str:
        """The game's CPU level ("easy", "normal" or "hard")."""
        return self.session.extra["level"]

    def game_actions(self) -> list[QAction]:
        return [self.confirm_action]

    def retranslate(self) -> None:
        self.confirm_action.setText(self.tr("&Confirm the pass"))
        self.confirm_button.setText(self.tr("Confirm"))
        self.new_game_button.setText(self.tr("New game"))
        self._place_buttons()
        if self.state is not None:
            self._show_plates()
            self._update_controls()
            self._show_info()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self._place_buttons()
        if self.halted:
            self.halted = False
            self._proceed()

    def hideEvent(self, event: Any) -> None:
        super().hideEvent(event)
        if not event.spontaneous():
            self._halt()

    # ----- host calls ---------------------------------------------------------

    def new_game(self) -> None:
        """Start a new game with a fresh seed at the level the option names now."""
        self.start_game(random.SystemRandom().randrange(1 << 31))

    def start_game(self, seed: int, level: str | None = None) -> None:
        """Start the game of ``seed``; abandoning a game in progress is not a loss."""
        self._stop_everything()
        self.picks.clear()
        self.session.start(engine.new_game(seed), level=level or self.context.options.get("difficulty"), picks=[])
        self._start_hand()

    def restart(self) -> None:
        """Hearts cannot restart a game (the host greys the action)."""

    def rules_html(self) -> str:
        from .rules_page import rules_html

        return rules_html()

    def show_state(self, state: State, animate: bool = True) -> None:
        """Put the session's state on the table (the session calls it after every change)."""
        self.state = state
        self._show(animate)
        self._mark()
        self._show_plates()

    def ending(self, state: State) -> Ending | None:
        """The game over (counted once); the end of a hand (its play time is banked)."""
        if state.phase == "game_over":
            return Ending(engine.result(state), self.tr("Game over"), result_text(state))
        if state.phase == "hand_over":
            return Ending("hand", "", "", final=False)
        return None

    def show_end_box(self, title: str, text: str, undo: bool) -> None:
        """Hearts shows its score sheet itself, once the last trick is collected."""

    def close_end_box(self) -> None:
        """(Its boxes close with the table's beat: see :meth:`_stop_everything`.)"""

    # ----- a hand ---------------------------------------------------------------

    def _start_hand(self) -> None:
        """Deal the state's hand: CPU seats choose their passes at once."""
        self.picks.clear()
        self.lifted = None
        self.received.clear()
        self.showing = None
        self._cpu_passes()
        self._deal()
        self._save_picks()
        self._show_info()
        if self.state.phase == "play" and self.state.hand_number > 0:
            self._notify_felt(self.tr("No passing this hand"))
        elif self.state.phase == "pass":
            self.context.announce(pass_text(self.state))
        self._proceed()

    def _resumed(self) -> None:
        self.picks = set(self.session.extra["picks"])
        self._cpu_passes()
        self._show(animate=False)
        self._mark()
        self._show_info()
        self._update_controls()
        self._proceed()

    def _cpu_passes(self) -> None:
        state = self.state
        if state.phase != "pass" or all(state.passes[seat] is not None for seat in range(1, engine.SEATS)):
            return
        level = self.level
        from . import cpu

        def choose(state: State) -> State:
            for seat in range(1, engine.SEATS):
                if state.passes[seat] is None:
                    state = engine.submit_pass(state, seat, cpu.choose_pass(cpu.observe(state, seat, level)))
            return state

        self.session.run(choose)

    def _deal(self) -> None:
        """Every card flies from the middle of the table to its seat."""
        for item in self.cards.values():
            item.set_state(face_up=False, lifted=False, sunk=False, outlined=False, selected=False)
            item.appear(False)
            item.angle = 0.0
            item.place(CX, CY)
        self._show(animate=True)
        self._mark()

    def _save_picks(self) -> None:
        self.session.extra["picks"] = sorted(self.picks)
        self.session.save()

    def confirm_pass(self) -> None:
        """Pass your 3 picked cards: all 12 cards cross the table at once."""
        state = self.state
        if state is None or state.phase != "pass" or len(self.picks) != 3 or self.halted:
            return
        self._cpu_passes()
        before = set(self.state.hands[0])
        picks = sorted(self.picks)
        self.picks.clear()
        self.session.extra["picks"] = []
        after = engine.submit_pass(self.state, 0, picks)
        self.received = set(after.hands[0]) - before
        self.session.run(lambda state: after)
        self.received_timer.start(RECEIVED_MS)
        self.context.announce(
            self.tr("You received the {0}, the {1} and the {2}.").format(*(card_name(c) for c in sorted(self.received)))
        )
        self._proceed()

    def _received_done(self) -> None:
        self.received.clear()
        self._mark()

    def your_turn(self) -> bool:
        """True when your click can play a card now (the table has settled on your turn)."""
        state = self.state
        return (
            state is not None
            and state.phase == "play"
            and state.turn == 0
            and self.showing is None
            and not self.halted
        )

    def _card_clicked(self, item: CardItem) -> None:
        state = self.state
        card = item.key
        if state is None or self.halted or card not in state.hands[0]:
            return
        if state.phase == "pass":
            if card in self.picks:
                self.picks.discard(card)
            elif len(self.picks) < 3:
                self.picks.add(card)
            else:
                return
            self._mark()
            self._update_controls()
            self._save_picks()
            return
        if not self.your_turn() or card not in engine.legal_plays(state, 0):
            return
        if self.lifted == card:
            self._play(card)
        else:
            self.lifted = card
            self._mark()

    def _play(self, card: int) -> None:
        """Play ``card`` for the seat to play, show it, save, and go on."""
        seat = self.state.turn
        broken = self.state.hearts_broken
        after = engine.play(self.state, card)
        self.lifted = None
        trick_done = len(after.played) % engine.SEATS == 0
        if trick_done:
            self.showing = after.last_trick
        self.session.run(lambda state: after)
        if seat != 0:
            self.context.announce(self.tr("{0} plays the {1}.").format(seat_name(seat), card_name(card)))
        if after.hearts_broken and not broken:
            self.context.announce(self.tr("Hearts are broken."))
        if trick_done:
            self.pause_timer.start(TRICK_PAUSE_MS)
        else:
            self._proceed()

    def _beat(self) -> None:
        """One CPU card, if it is still a CPU seat's turn and the table has settled."""
        state = self.state
        if self.halted or self.showing is not None or state is None or state.phase != "play" or state.turn == 0:
            return
        if any(item.is_moving() for item in self.cards.values()):
            self.beat_timer.start(20)  # never ahead of the table
            return
        seat = state.turn
        from . import cpu

        self._play(cpu.choose_play(cpu.observe(state, seat, self.level)))

    def _collect(self) -> None:
        """The finished trick glides to the seat that took it."""
        trick = self.showing
        if trick is None:
            return
        x, y = TAKEN_AT[trick.winner]
        for index, card in enumerate(trick.cards):
            item = self.cards[card]
            item.setZValue(300 + index)
            item.move_to(x, y)
        if trick.winner == 0:
            self.context.announce(self.tr("You take the trick."))
        else:
            self.context.announce(self.tr("{0} takes the trick.").format(seat_name(trick.winner)))
        self.collect_timer.start(max(0, self.table.animation_ms) + 40)

    def _collected(self) -> None:
        trick, self.showing = self.showing, None
        if trick is not None:
            for card in trick.cards:
                self.cards[card].vanish()
        self._proceed(ended_now=True)

    def _proceed(self, ended_now: bool = False) -> None:
        """What comes next: a CPU beat, your turn, or the end of the hand."""
        state = self.state
        if state is None or self.halted or self.showing is not None:
            return
        self._update_controls()
        if state.phase == "play":
            if state.turn != 0:
                self.beat_timer.start(BEAT_MS)
            else:
                self._mark()
                self._show_plates()
        elif state.phase == "hand_over":
            self._open_summary()
        elif state.phase == "game_over" and ended_now:
            self._open_end()

    def _next_hand(self) -> None:
        if self.state is not None and self.state.phase == "hand_over":
            self.session.run(engine.next_hand)
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

    def _show_info(self) -> None:
        self.context.set_info("difficulty", level_name(self.level))
        self.context.set_info("hand", str(self.state.hand_number + 1))

    # ----- stopping and going on ------------------------------------------------

    def _stop_everything(self) -> None:
        for timer in (self.beat_timer, self.pause_timer, self.collect_timer, self.received_timer, self.notice_timer):
            timer.stop()
        self._close_sheet()
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
            for card in trick.cards:
                self.cards[card].vanish(False)
        self.received.clear()
