"""Hearts at the table: you at the bottom against three CPU seats.

The view draws the engine's :class:`~.engine.State` on a :class:`qtcards.table.Table`,
turns your taps into passes and plays, and runs the CPU seats one card at a time on a
single-shot timer beat. Every action is saved at once (with your pass picks, the game's
level, its seed and play time), so leaving and coming back resumes exactly.

The beat lengths are module constants so that tests can shorten them (monkeypatch
:data:`BEAT_MS`, :data:`TRICK_PAUSE_MS`, :data:`RECEIVED_MS`); they are not settings.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QFont, QFontInfo, QFontMetricsF, QKeySequence, QPainter, QPen
from PySide6.QtWidgets import QMessageBox, QPushButton, QStyleOptionGraphicsItem, QVBoxLayout, QWidget

from qtcards.kit import GameClock, format_duration
from qtcards.game import GameContext, GameView, StatisticsTable
from qtcards.records import new_game_id
from qtcards.table import CardItem, Face, Table, TableObject, TableText
from qtcards.table import card_name as face_name

from . import cpu, engine
from .plugin import LEVELS
from .engine import CompletedTrick, State
from .records import (
    RESULT_KEY,
    SAVE_FORMAT,
    SAVE_NAME,
    STATS_FORMAT,
    STATS_NAME,
    SavedGame,
    empty_stats,
    read_saved_game,
    read_stats_file,
)
from .rules import rules_html

#: One CPU card per beat (ms). Tests shorten it; it is not a setting.
BEAT_MS = 450
#: How long a finished trick stays face up before it is collected (ms).
TRICK_PAUSE_MS = 900
#: How long the cards you received stay outlined (ms).
RECEIVED_MS = 1500
#: How long a passing notice ("No passing this hand") stays on the felt (ms).
NOTICE_MS = 2500

# The table in card widths. The trick lies in the middle; your hand along the bottom,
# CPU 2's across the top, CPU 1's and CPU 3's turned sideways on the left and right.
TABLE = QSizeF(10.8, 7.4)
CX = TABLE.width() / 2
CY = 3.7
HAND_Y = TABLE.height() - 0.8
HAND_STEP = 0.5
TOP_Y = 0.72
TOP_STEP = 0.22
SIDE_X = 0.8
SIDE_STEP = 0.22
PASS_SHIFT = 0.25
ANGLE = (0.0, 90.0, 0.0, -90.0)
TRICK_AT = ((CX, CY + 0.45), (CX - 0.8, CY), (CX, CY - 0.45), (CX + 0.8, CY))
TAKEN_AT = ((CX, HAND_Y), (SIDE_X, CY), (CX, TOP_Y), (TABLE.width() - SIDE_X, CY))
# The side plates sit above the middle row, so that the messages there never cover them.
PLATE_AT = (
    (CX, HAND_Y - 1.3),
    (SIDE_X + 2.0, CY - 1.35),
    (CX, TOP_Y + 1.28),
    (TABLE.width() - SIDE_X - 2.0, CY - 1.35),
)
MESSAGE_AT = (CX, CY - 0.3)
BUTTON_AT = (CX, CY + 0.4)

BUTTON_STYLE = """
QPushButton {{
    font-size: {font}px; font-weight: bold; color: #2b1d02;
    padding: {pad_v}px {pad_h}px; border: 1px solid #7a5a12; border-radius: {radius}px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe08a, stop:1 #d9a63a);
}}
QPushButton:hover {{
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffeaa8, stop:1 #e8b84c);
}}
QPushButton:pressed {{ background: #c99a30; }}
QPushButton:focus {{ border: 2px solid #3ec1ff; }}
QPushButton:disabled {{
    color: rgba(253, 248, 230, 150); background: rgba(0, 0, 0, 90);
    border: 1px solid rgba(253, 248, 230, 70);
}}
"""


def face_of(card: int) -> Face:
    """The table's face for an engine card (ace high there, rank 1 here)."""
    rank = engine.rank(card)
    return Face(rank if rank < 14 else 1, engine.suit(card))


def hand_place(seat: int, index: int, count: int) -> tuple[float, float]:
    """Where the ``index``-th of ``count`` cards of a seat's hand lies (card units)."""
    offset = index - (count - 1) / 2
    if seat == 0:
        return CX + offset * HAND_STEP, HAND_Y
    if seat == 2:
        return CX + offset * TOP_STEP, TOP_Y
    x = SIDE_X if seat == 1 else TABLE.width() - SIDE_X
    return x, CY + offset * SIDE_STEP


class HeartsCard(CardItem):
    """A card that can also lie turned sideways (the side seats' hands)."""

    def __init__(self, table: Table, card: int) -> None:
        super().__init__(table, face_of(card), face_up=False, key=card)
        self.angle = 0.0
        self._spin: QPropertyAnimation | None = None  # made on the first turn that glides

    def relayout(self) -> None:
        super().relayout()
        if self._spin is not None:
            self._spin.stop()
        self.setRotation(self.angle)
        w, h = CardItem.size(self)
        self.setTransformOriginPoint(w / 2, h / 2)

    def turn_to(self, angle: float, animate: bool = True) -> None:
        """Turn the card about its centre, gliding unless told not to."""
        if self._spin is not None:
            self._spin.stop()
        self.angle = angle
        if self.rotation() == angle:
            return
        duration = self.table.animation_ms
        if not animate or duration <= 0 or not self.isVisible():
            self.setRotation(angle)
            return
        if self._spin is None:
            self._spin = QPropertyAnimation(self, b"rotation", self)
            self._spin.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._spin.setDuration(duration)
        self._spin.setStartValue(self.rotation())
        self._spin.setEndValue(angle)
        self._spin.start()

    def is_moving(self) -> bool:
        spinning = self._spin is not None and self._spin.state() == QPropertyAnimation.State.Running
        return super().is_moving() or spinning


class SeatPlate(TableObject):
    """A seat's name over lines of points on one dark plate; a gold rim while it is to play."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.name = ""
        self.lines: tuple[str, ...] = ()
        self.active = False
        self._measured: tuple | None = None  # (texts and card size, fonts, heights, size)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(400)

    def set_texts(self, name: str, lines: tuple[str, ...], active: bool) -> None:
        """Change what the plate says and whether its seat is to play."""
        if (name, lines, active) != (self.name, self.lines, self.active):
            self.prepareGeometryChange()
            self.name, self.lines, self.active = name, lines, active
            self.relayout()
            self.update()

    def _fonts(self) -> tuple[QFont, QFont]:
        floor = QFontMetricsF(QFont()).height() * 0.75
        name = QFont()
        name.setBold(True)
        name.setPixelSize(round(max(floor, self.table.card_width * 0.17)))
        detail = QFont()
        detail.setPixelSize(round(max(floor, self.table.card_width * 0.135)))
        return name, detail

    def _measure(self) -> tuple:
        """Fonts, line heights and size, measured once per texts and card size (not per paint)."""
        key = (self.name, self.lines, self.table.card_width)
        if self._measured is None or self._measured[0] != key:
            name_font, detail_font = self._fonts()
            big, small = QFontMetricsF(name_font), QFontMetricsF(detail_font)
            pad = small.height() * 0.6
            width = max([big.horizontalAdvance(self.name), *(small.horizontalAdvance(line) for line in self.lines)])
            size = (width + 2 * pad, big.height() + small.height() * len(self.lines) + pad)
            self._measured = (key, name_font, detail_font, big.height(), small.height(), size)
        return self._measured[1:]

    def size(self) -> tuple[float, float]:
        return self._measure()[4]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_cached(painter, (self.name, self.lines, self.active, self.table.card_width), self._draw)

    def _draw(self, painter: QPainter, w: float, h: float) -> None:
        name_font, detail_font, big_height, small_height, _ = self._measure()
        pad = small_height * 0.3
        rim = QPen(QColor("#ffd54a"), max(2.0, self.table.card_width * 0.03)) if self.active else QPen(QColor(255, 255, 255, 45), 1.0)
        painter.setPen(rim)
        painter.setBrush(QColor(0, 0, 0, 125))
        radius = min(h / 2, small_height)
        painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), radius, radius)
        painter.setFont(name_font)
        painter.setPen(QColor("#ffe08a") if self.active else QColor("#fdf8e6"))
        painter.drawText(QRectF(0, pad, w, big_height), Qt.AlignmentFlag.AlignCenter, self.name)
        painter.setFont(detail_font)
        painter.setPen(QColor("#e3dcc4"))
        for index, line in enumerate(self.lines):
            top = pad + big_height + index * small_height
            painter.drawText(QRectF(0, top, w, small_height), Qt.AlignmentFlag.AlignCenter, line)


class HeartsView(GameView):
    """The four seats, the trick in the middle, and the CPU seats' beat."""

    def __init__(self, context: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.table = Table(TABLE, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        self.clock = GameClock(self)
        self.state: State | None = None
        self.level = "normal"
        self.picks: set[int] = set()
        self.lifted: int | None = None
        self.received: set[int] = set()
        self.showing: CompletedTrick | None = None
        self.banked_ms = 0  # how much of this game's play time is in the statistics
        self.game_id = 0  # tells the statistics which game their "current" entry is about
        self.played_counted = False  # this game is counted as played
        self.finished_counted = False  # its result is counted (once, even if a crash replays the end)
        self.halted = False
        self.notice = ""
        self.box: QMessageBox | None = None
        self._slots: tuple[tuple[int, int], list[int]] | None = None
        self.beat_timer = self._timer(self._beat)
        self.pause_timer = self._timer(self._collect)
        self.collect_timer = self._timer(self._collected)
        self.received_timer = self._timer(self._received_done)
        self.notice_timer = self._timer(self._notice_done)
        self._make_table()
        self.setFocusProxy(self.table)
        self.table.keyboard.areas = self._focus_areas
        self.confirm_action = QAction(self)
        self.confirm_action.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        self.confirm_action.triggered.connect(self.confirm_pass)
        self.stats = self._load_stats()
        self.retranslate()
        if not self._resume():
            self.new_game()

    def _timer(self, slot: Any) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
        return timer

    # ----- building -----------------------------------------------------------

    def _make_table(self) -> None:
        table = self.table
        self.cards: dict[int, HeartsCard] = {}
        for card in range(52):
            item = HeartsCard(table, card)
            table.add(item)
            item.place(CX, CY)
            item.clicked.connect(self._card_tapped)
            self.cards[card] = item
        self.plates: list[SeatPlate] = []
        for seat in range(engine.SEATS):
            plate = table.add(SeatPlate(table))
            plate.place(*PLATE_AT[seat])
            self.plates.append(plate)
        self.message = table.add(TableText(table, size=0.21, bold=True))
        self.message.place(*MESSAGE_AT)
        self.message.setZValue(500)
        self.confirm_button = QPushButton(table.viewport())
        self.confirm_button.setObjectName("hearts-confirm")
        self.confirm_button.clicked.connect(self.confirm_pass)
        self.new_game_button = QPushButton(table.viewport())
        self.new_game_button.setObjectName("hearts-new-game")
        self.new_game_button.clicked.connect(self.new_game)
        for button in (self.confirm_button, self.new_game_button):
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.hide()
        table.laid_out.connect(self._place_buttons)

    def _place_buttons(self) -> None:
        width = self.table.card_width
        font = max(QFontInfo(QFont()).pixelSize(), round(width * 0.17))
        style = BUTTON_STYLE.format(
            font=font, pad_v=round(font * 0.35), pad_h=round(font * 1.1), radius=round(font * 0.6)
        )
        for button in (self.confirm_button, self.new_game_button):
            if button.styleSheet() != style:  # re-polishing costs; most relayouts keep the size
                button.setStyleSheet(style)
            button.adjustSize()
            centre = self.table.mapFromScene(self.table.to_scene(QPointF(*BUTTON_AT)))
            button.move(centre.x() - button.width() // 2, centre.y() - button.height() // 2)

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
        self.clock.watch(self)
        self._place_buttons()
        if self.halted:
            self.halted = False
            self._proceed()

    def hideEvent(self, event: Any) -> None:
        super().hideEvent(event)
        if not event.spontaneous():
            self._halt()

    # ----- words ----------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        """"You", "CPU 1", "CPU 2" or "CPU 3"."""
        return (self.tr("You"), self.tr("CPU 1"), self.tr("CPU 2"), self.tr("CPU 3"))[seat]

    def card_name(self, card: int) -> str:
        """A card's name in words ("Queen of spades")."""
        return face_name(face_of(card))

    def level_name(self, level: str) -> str:
        """The translated label of a difficulty."""
        return self.context.game.translate(dict(LEVELS)[level])

    def pass_text(self) -> str:
        """What to pass and where, for this hand."""
        direction = engine.pass_direction(self.state.hand_number)
        return {
            "left": self.tr("Pass 3 cards to the left"),
            "right": self.tr("Pass 3 cards to the right"),
            "across": self.tr("Pass 3 cards across"),
        }.get(direction, "")

    def result_text(self) -> str:
        """The game's result from your seat."""
        return {
            "win": self.tr("You won!"),
            "draw": self.tr("A draw: you share the lowest score."),
            "loss": self.tr("You lost."),
        }[engine.result(self.state)]

    # ----- host calls ---------------------------------------------------------

    def new_game(self) -> None:
        """Start a new game with a fresh seed at the level the option names now."""
        self.start_game(random.SystemRandom().randrange(1 << 31))

    def start_game(self, seed: int, level: str | None = None) -> None:
        """Start the game of ``seed``; abandoning a game in progress is not a loss."""
        self._stop_everything()
        if self.state is not None and self.state.phase != "game_over":
            self._bank()
            self._save()  # with its time banked, before the statistics name the new game
        self.level = level or self.context.options.get("difficulty")
        self.state = engine.new_game(seed)
        self.game_id = new_game_id()
        self.stats[self.level]["played"] += 1
        self.played_counted, self.finished_counted = True, False
        self.banked_ms = 0
        self.clock.reset(0, running=True)
        self._save_stats()
        self._start_hand()

    def restart(self) -> None:
        """Hearts cannot restart a game (the host greys the action)."""

    def rules_html(self) -> str:
        return rules_html()

    def statistics(self) -> StatisticsTable:
        self._bank()
        self._save_stats()
        columns = [self.tr("Played"), self.tr("Wins"), self.tr("Losses"), self.tr("Draws"), self.tr("Total play time")]
        rows = []
        for level, _label in LEVELS:
            s = self.stats[level]
            values = [str(s["played"]), str(s["wins"]), str(s["losses"]), str(s["draws"]), format_duration(s["time_ms"])]
            rows.append((self.level_name(level), values))
        return StatisticsTable(columns=columns, rows=rows)

    def reset_statistics(self) -> None:
        self.stats = empty_stats()
        self.played_counted = False  # counted again only if it ends (with its result)
        self.finished_counted = self.state is not None and self.state.phase == "game_over"
        self.banked_ms = self.clock.elapsed_ms()
        self._save_stats()
        self._save()

    def save(self) -> None:
        self._bank()
        self._save_stats()
        self._save()

    # ----- a hand ---------------------------------------------------------------

    def _start_hand(self) -> None:
        """Deal the state's hand: CPU seats choose their passes at once."""
        self.picks.clear()
        self.lifted = None
        self.received.clear()
        self.showing = None
        self._cpu_passes()
        self._deal()
        self._save()
        self._show_info()
        if self.state.phase == "play" and self.state.hand_number > 0:
            self._notify_felt(self.tr("No passing this hand"))
        elif self.state.phase == "pass":
            self.context.announce(self.pass_text())
        self._proceed()

    def _cpu_passes(self) -> None:
        state = self.state
        if state.phase != "pass":
            return
        for seat in range(1, engine.SEATS):
            if state.passes[seat] is None:
                chosen = cpu.choose_pass(cpu.observe(state, seat, self.level))
                state = engine.submit_pass(state, seat, chosen)
        self.state = state

    def _deal(self) -> None:
        """Every card flies from the middle of the table to its seat."""
        for item in self.cards.values():
            item.set_state(face_up=False, lifted=False, sunk=False, outlined=False, selected=False)
            item.appear(False)
            item.turn_to(0.0, False)
            item.place(CX, CY)
        self._show(animate=True)
        self._mark()

    def confirm_pass(self) -> None:
        """Pass your 3 picked cards: all 12 cards cross the table at once."""
        state = self.state
        if state is None or state.phase != "pass" or len(self.picks) != 3 or self.halted:
            return
        self._cpu_passes()
        before = set(self.state.hands[0])
        self.state = engine.submit_pass(self.state, 0, sorted(self.picks))
        self.received = set(self.state.hands[0]) - before
        self.picks.clear()
        self._show()
        self._mark()
        self._save()
        self.received_timer.start(RECEIVED_MS)
        self.context.announce(
            self.tr("You received the {0}, the {1} and the {2}.").format(*(self.card_name(c) for c in sorted(self.received)))
        )
        self._proceed()

    def _received_done(self) -> None:
        self.received.clear()
        self._mark()

    def your_turn(self) -> bool:
        """True when your tap can play a card now (the table has settled on your turn)."""
        state = self.state
        return (
            state is not None
            and state.phase == "play"
            and state.turn == 0
            and self.showing is None
            and not self.halted
        )

    def _card_tapped(self, item: CardItem) -> None:
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
            self._save()
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
        self.state = engine.play(self.state, card)
        self.lifted = None
        trick_done = len(self.state.played) % engine.SEATS == 0
        if trick_done:
            self.showing = self.state.last_trick
        self._show()
        self._mark()
        self._show_plates()
        if seat != 0:
            self.context.announce(self.tr("{0} plays the {1}.").format(self.seat_name(seat), self.card_name(card)))
        if self.state.hearts_broken and not broken:
            self.context.announce(self.tr("Hearts are broken."))
        if self.state.phase in ("hand_over", "game_over"):
            self._hand_ended()
        self._save()
        if trick_done:
            self.pause_timer.start(TRICK_PAUSE_MS)
        else:
            self._proceed()

    def _hand_ended(self) -> None:
        """Bank the play time; at game over record the result."""
        if self.state.phase == "game_over":
            self.clock.stop()
            row = self.stats[self.level]
            if not self.finished_counted:
                # A game that ends was played, even if the statistics lost its start (they
                # were reset or set aside meanwhile, or predate this game's saved file).
                if not self.played_counted or row["wins"] + row["losses"] + row["draws"] >= row["played"]:
                    row["played"] += 1
                    self.played_counted = True
                row[RESULT_KEY[engine.result(self.state)]] += 1
                self.finished_counted = True
        self._bank()
        self._save_stats()

    def _beat(self) -> None:
        """One CPU card, if it is still a CPU seat's turn and the table has settled."""
        state = self.state
        if self.halted or self.showing is not None or state is None or state.phase != "play" or state.turn == 0:
            return
        if any(item.is_moving() for item in self.cards.values()):
            self.beat_timer.start(20)  # never ahead of the table
            return
        seat = state.turn
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
            self.context.announce(self.tr("{0} takes the trick.").format(self.seat_name(trick.winner)))
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
            self.state = engine.next_hand(self.state)
            self._start_hand()

    # ----- the end of a hand and of the game ------------------------------------

    def _summary_html(self) -> str:
        state = self.state
        summary = state.last_hand
        parts = []
        if summary.shooter is not None:
            if summary.shooter == 0:
                moon = self.tr("You shot the moon: everyone else takes 26.")
            else:
                moon = self.tr("{0} shot the moon: everyone else takes 26.").format(self.seat_name(summary.shooter))
            parts.append(f"<p><b>{moon}</b></p>")
        this_hand, total = self.tr("This hand"), self.tr("Total")
        rows = [f"<tr><th></th><th align='right'>{this_hand}</th><th align='right'>{total}</th></tr>"]
        for seat in range(engine.SEATS):
            rows.append(
                f"<tr><td>{self.seat_name(seat)}</td><td align='right'>{summary.added[seat]}</td>"
                f"<td align='right'><b>{state.scores[seat]}</b></td></tr>"
            )
        parts.append("<table cellspacing='0' cellpadding='5'>" + "".join(rows) + "</table>")
        return "".join(parts)

    def _open_box(self, title: str, heading: str, buttons: list[tuple[str, QMessageBox.ButtonRole, Any]], done: Any) -> None:
        self._close_box()
        box = QMessageBox(QMessageBox.Icon.NoIcon, title, "", parent=self)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(f"<h3>{heading}</h3>{self._summary_html()}")
        for text, role, slot in buttons:
            button = box.addButton(text, role)
            if slot is not None:
                button.clicked.connect(slot)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(done)
        self.box = box
        scores = ", ".join(
            self.tr("{0}: {1}").format(self.seat_name(seat), self.state.scores[seat]) for seat in range(engine.SEATS)
        )
        self.context.announce(heading)
        self.context.announce(self.tr("Totals: {0}.").format(scores))
        box.open()

    def _open_summary(self) -> None:
        """That hand's points and the running totals; closing it deals the next hand."""
        if self.box is not None:
            return
        heading = self.tr("Hand {0} is over").format(self.state.hand_number + 1)
        self._open_box(
            self.tr("Hearts"), heading, [(self.tr("Next hand"), QMessageBox.ButtonRole.AcceptRole, None)],
            self._summary_closed,
        )

    def _summary_closed(self) -> None:
        self.box = None
        self._next_hand()

    def _open_end(self) -> None:
        """The result from your seat, the last hand and the final totals."""
        self._open_box(
            self.tr("Game over"),
            self.result_text(),
            [
                (self.tr("New game"), QMessageBox.ButtonRole.AcceptRole, self.new_game),
                (self.tr("Close"), QMessageBox.ButtonRole.RejectRole, None),
            ],
            self._end_closed,
        )

    def _end_closed(self) -> None:
        self.box = None

    def _close_box(self) -> None:
        box, self.box = self.box, None
        if box is not None:
            box.finished.disconnect()
            box.close()

    # ----- drawing ----------------------------------------------------------------

    def _slot_order(self, seat: int) -> list[int]:
        """A face-down hand in an order that tells nothing about the cards."""
        key = (self.state.seed, self.state.hand_number)
        if self._slots is None or self._slots[0] != key:
            self._slots = (key, random.Random(f"qtcards-hearts-view:{key[0]}:{key[1]}").sample(range(52), 52))
        rank = self._slots[1]
        return sorted(self.state.hands[seat], key=lambda card: rank[card])

    def _show(self, animate: bool = True) -> None:
        """Put every card where the state says: hands, the trick, or gone."""
        state = self.state
        places: dict[int, tuple[float, float, float, bool, float]] = {}
        for seat in range(engine.SEATS):
            cards = state.hands[seat] if seat == 0 else self._slot_order(seat)
            chosen = state.passes[seat] or () if state.phase == "pass" else ()
            for index, card in enumerate(cards):
                x, y = hand_place(seat, index, len(cards))
                if seat and card in chosen:
                    x += (PASS_SHIFT, 0.0, -PASS_SHIFT)[seat - 1]
                    y += PASS_SHIFT if seat == 2 else 0.0
                places[card] = (x, y, 10 + index, seat == 0, ANGLE[seat])
        if self.showing is not None:
            leader, trick = self.showing.leader, self.showing.cards
        else:
            leader, trick = state.leader, state.trick
        for index, card in enumerate(trick):
            seat = (leader + index) % engine.SEATS
            places[card] = (*TRICK_AT[seat], 200 + index, True, 0.0)
        for card, item in self.cards.items():
            place = places.get(card)
            if place is None:
                if item.isVisible():
                    item.vanish(animate)
                continue
            x, y, z, face_up, angle = place
            if not item.isVisible() or item.opacity() < 1.0:
                item.appear(False)
            item.setZValue(z)
            item.set_state(face_up=face_up)
            item.turn_to(angle, animate)
            item.move_to(x, y, animate)

    def _mark(self) -> None:
        """Your hand: picks and the lifted card up, illegal cards sunk, received outlined."""
        state = self.state
        if state is None:
            return
        mine = set(state.hands[0])
        legal = set(engine.legal_plays(state, 0)) if self.your_turn() else None
        for card, item in self.cards.items():
            if card not in mine:
                item.set_state(lifted=False, sunk=False, outlined=False, selected=False)
            elif state.phase == "pass":
                picked = card in self.picks
                item.set_state(lifted=picked, selected=picked, sunk=False, outlined=False)
            else:
                item.set_state(
                    lifted=card == self.lifted,
                    selected=False,
                    sunk=legal is not None and card not in legal,
                    outlined=card in self.received,
                )
        self._describe(legal)

    def _describe(self, legal: set[int] | None) -> None:
        """What a screen reader says of each card: its name, and playable or blocked."""
        state = self.state
        trick = self.showing or CompletedTrick(state.leader, state.trick, None)
        in_trick = {card: (trick.leader + i) % engine.SEATS for i, card in enumerate(trick.cards)}
        for card, item in self.cards.items():
            if card in in_trick:
                name = self.tr("{0}: {1}").format(self.seat_name(in_trick[card]), self.card_name(card))
                item.set_accessible(name, self.tr("in the trick"))
            elif card not in state.hands[0]:
                item.set_accessible("")
            elif state.phase == "pass":
                picked = self.tr("picked") if card in self.picks else self.tr("not picked")
                item.set_accessible(self.card_name(card), picked)
            elif legal is None:
                item.set_accessible(self.card_name(card), self.tr("waiting"), blocked=True)
            else:
                playable = card in legal
                words = self.tr("playable") if playable else self.tr("blocked")
                if card == self.lifted:
                    words = self.tr("{0}, lifted").format(words)
                item.set_accessible(self.card_name(card), words, blocked=not playable)
        self.table.keyboard.refresh()

    def _focus_areas(self) -> list[list[TableObject]]:
        """Your hand, then the trick, then the seats' scores."""
        if self.state is None:
            return []
        trick = self.showing.cards if self.showing is not None else self.state.trick
        return [
            [self.cards[card] for card in self.state.hands[0]],
            [self.cards[card] for card in trick],
            list(self.plates),
        ]

    def _show_plates(self) -> None:
        state = self.state
        turn = state.turn if state.phase == "play" else None
        for seat in range(engine.SEATS):
            lines = (self.tr("This hand: {0}").format(state.points[seat]), self.tr("Game: {0}").format(state.scores[seat]))
            plate = self.plates[seat]
            plate.set_texts(self.seat_name(seat), lines, seat == turn and self.showing is None)
            plate.set_accessible(self.seat_name(seat), ", ".join(lines))

    def _update_controls(self) -> None:
        state = self.state
        passing = state.phase == "pass"
        over = state.phase == "game_over"
        self.confirm_button.setVisible(passing and not self.halted)
        self.confirm_button.setEnabled(passing and len(self.picks) == 3)
        self.new_game_button.setVisible(over and self.showing is None)
        if passing:
            text = self.pass_text()
        elif over and self.showing is None:
            text = self.result_text()
        elif state.phase == "hand_over" and self.showing is None:
            text = self.tr("Hand {0} is over").format(state.hand_number + 1)
        else:
            text = self.notice
        self.message.set_text(text)
        self._show_plates()

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
        self.context.set_info("difficulty", self.level_name(self.level))
        self.context.set_info("hand", str(self.state.hand_number + 1))

    # ----- stopping and going on ------------------------------------------------

    def _stop_everything(self) -> None:
        for timer in (self.beat_timer, self.pause_timer, self.collect_timer, self.received_timer, self.notice_timer):
            timer.stop()
        self._close_box()
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

    # ----- files ------------------------------------------------------------------

    def _bank(self) -> None:
        """Add the play time since the last banking to this level's total."""
        elapsed = self.clock.elapsed_ms()
        if self.state is not None and elapsed > self.banked_ms:
            self.stats[self.level]["time_ms"] += elapsed - self.banked_ms
            self.banked_ms = elapsed

    def _save(self) -> None:
        if self.state is None:
            return
        saved = SavedGame(
            self.state, self.level, tuple(sorted(self.picks)), self.clock.elapsed_ms(), self.banked_ms, self.game_id
        )
        self.context.storage.save(SAVE_NAME, SAVE_FORMAT, saved.to_json())

    def _resume(self) -> bool:
        saved = self.context.storage.load(SAVE_NAME, SAVE_FORMAT, read_saved_game)
        if saved is None:
            return False
        self.state = saved.state
        self.level = saved.level
        self.picks = set(saved.picks)
        # The statistics are written before the game: their "current" entry may know more
        # than the saved game (a crash in between). A game they do not name is older than
        # the one they do (or than the entry): it was counted when it started.
        self.game_id = new_game_id() if saved.game_id is None else saved.game_id
        over = saved.state.phase == "game_over"
        current = self.ledger
        if current is not None and current["game"] == self.game_id:
            self.played_counted, self.finished_counted = current["played"], current["finished"]
            self.banked_ms = current["banked_ms"]
        else:
            self.played_counted, self.finished_counted = self.stats_from_file, over
            self.banked_ms = saved.banked_ms
        self.clock.reset(max(saved.elapsed_ms, self.banked_ms), running=not over)
        self._cpu_passes()
        self._show(animate=False)
        self._mark()
        self._show_info()
        self._update_controls()
        self._proceed()
        return True

    def _load_stats(self) -> dict[str, dict[str, int]]:
        loaded = self.context.storage.load(STATS_NAME, STATS_FORMAT, read_stats_file)
        self.stats_from_file = loaded is not None
        stats, self.ledger = loaded if loaded is not None else (empty_stats(), None)
        return stats

    def _save_stats(self) -> None:
        current = None
        if self.state is not None:
            current = {"game": self.game_id, "played": self.played_counted,
                       "finished": self.finished_counted, "banked_ms": self.banked_ms}
        self.context.storage.save(STATS_NAME, STATS_FORMAT, {**self.stats, "current": current})
