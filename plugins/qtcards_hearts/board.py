"""The Hearts table's things and how they show a state: the cards where the state puts
them, the marks on your hand, the seat plates, the message and the buttons on the felt.

The board draws and knows nothing of turns or timers: the view
(:class:`~.view.HeartsView`) tells it what to show.
"""

from __future__ import annotations

import random
from typing import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QPushButton

from qtcards.kit.view import SHOWN, CardItem, Spot, Table, TableText

from . import engine
from .engine import CompletedTrick, State
from .fan import HandFan
from .seats import ANGLE, BUTTON_STYLE, CY, WIDEST, HeartsCard, Layout, SeatPlate
from .words import hand_spots, plate_lines, seat_name, winner_name, winners


class HeartsBoard:
    """The 52 cards, the CPU hands' fans, the seat plates, the message and the two buttons
    on ``table``; the buttons call ``confirm()`` and ``new_game()``."""

    def __init__(
        self,
        table: Table,
        confirm: Callable[[], None],
        new_game: Callable[[], None],
    ) -> None:
        self.table = table
        table.widest = WIDEST  # a wide window spreads the table out (see seats.Layout)
        self.layout = Layout(table.width_units, table.card_width)
        self._shown: tuple[State, CompletedTrick | None] | None = None  # what show() was last told
        self.cards: dict[int, HeartsCard] = {}
        for card in range(52):
            item = HeartsCard(table, card)
            table.add(item)
            item.place(self.layout.cx, CY)
            self.cards[card] = item
        self.fans = {seat: table.add(HandFan(table, round(ANGLE[seat] / 90))) for seat in range(1, engine.SEATS)}
        self.plates = [table.add(SeatPlate(table, by_bottom=seat == 0)) for seat in range(engine.SEATS)]
        self.ended = False  # the hands are empty: the plates stand where they were
        self._place_plates()
        self.message = table.add(TableText(table, size=0.21, bold=True, opaque=True))  # over the trick
        self.message.place(*self.layout.message_at)
        self.message.setZValue(500)
        self.confirm_button = QPushButton(table.viewport())
        self.confirm_button.setObjectName("hearts-confirm")
        self.confirm_button.clicked.connect(confirm)
        self.new_game_button = QPushButton(table.viewport())
        self.new_game_button.setObjectName("hearts-new-game")
        self.new_game_button.clicked.connect(new_game)
        for button in (self.confirm_button, self.new_game_button):
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.hide()
        self._slots: tuple[tuple[int, int], list[int]] | None = None
        # What the player can reach of the hand and the trick, as :meth:`mark` left them, and
        # what a screen reader hears of each plate, as :meth:`show_plates` left it.
        self.hand_spots: list[Spot] = []
        self.plate_words = [""] * engine.SEATS
        table.laid_out.connect(self._laid_out)

    def _laid_out(self) -> None:
        """The window changed size: on a wider or narrower table, everything moves (and
        the fans' steps are whole pixels of the new card size)."""
        layout = Layout(self.table.width_units, self.table.card_width)
        if layout != self.layout:
            self.layout = layout
            self.message.place(*self.layout.message_at)
            self._place_plates()
            if self._shown is not None:
                self.show(*self._shown, animate=False)
        self.place_buttons()

    def _place_plates(self) -> None:
        for plate, place in zip(self.plates, self.layout.plate_at(self.ended)):
            plate.place(*place)

    def retranslate(self) -> None:
        """The buttons' words in the current language."""
        self.confirm_button.setText(QCoreApplication.translate("HeartsView", "Confirm"))
        self.new_game_button.setText(QCoreApplication.translate("HeartsView", "New game"))
        self.place_buttons()

    def place_buttons(self) -> None:
        """Size the buttons to the cards and put them in their place."""
        width = self.table.card_width
        font = max(QFontInfo(QFont()).pixelSize(), round(width * 0.17))
        style = BUTTON_STYLE.format(
            font=font, pad_v=round(font * 0.35), pad_h=round(font * 1.1), radius=round(font * 0.6)
        )
        for button in (self.confirm_button, self.new_game_button):
            if button.styleSheet() != style:  # re-polishing costs; most relayouts keep the size
                button.setStyleSheet(style)
            button.adjustSize()
        self._move_buttons()

    def _move_buttons(self) -> None:
        """Centre the buttons under the message, or, where a plate is in the way there (a
        small window, whose plates keep a readable size), beside or above your plate; clear
        of the CPU hands too where the window leaves room."""
        table = self.table
        plates = [
            table.mapFromScene(plate.mapRectToScene(QRectF(0, 0, *plate.size()))).boundingRect()
            for plate in self.plates
        ]
        centre = table.mapFromScene(table.to_scene(QPointF(*self.layout.button_at)))
        yours, gap = plates[0], max(4, table.card_width // 10)
        for button in (self.confirm_button, self.new_game_button):
            w, h = button.width(), button.height()
            places = [
                QRect(centre.x() - w // 2, centre.y() - h // 2, w, h),
                QRect(yours.right() + gap, yours.center().y() - h // 2, w, h),
                QRect(yours.left() - gap - w, yours.center().y() - h // 2, w, h),
                QRect(yours.center().x() - w // 2, yours.top() - gap - h, w, h),
            ]
            room = table.viewport().rect()
            inside = [p for p in places if room.contains(p) and not any(p.intersects(plate) for plate in plates)]
            free = [p for p in inside if not self._over_a_hand(p)]  # (a very small window's middle reaches them)
            button.move((free or inside or places)[0].topLeft())

    def _over_a_hand(self, place: QRect) -> bool:
        """Whether ``place`` (viewport pixels) lies over a CPU hand's cards (face down)."""
        area = self.table.mapToScene(place).boundingRect()
        return any(isinstance(item, CardItem) and not item.face_up for item in self.table.scene().items(area))

    def _slot_order(self, state: State, seat: int) -> list[int]:
        """A face-down hand in an order that tells nothing about the cards."""
        key = (state.seed, state.hand_number)
        if self._slots is None or self._slots[0] != key:
            self._slots = (key, random.Random(f"qtcards-hearts-view:{key[0]}:{key[1]}").sample(range(52), 52))
        rank = self._slots[1]
        return sorted(state.hands[seat], key=lambda card: rank[card])

    def deal(self) -> None:
        """Gather every card face down in the middle of the table, to be dealt from there."""
        for item in self.cards.values():
            item.set_state(face_up=False, lifted=False, sunk=False, outlined=False, selected=False)
            item.appear(False)
            item.angle = 0.0
            item.place(self.layout.cx, CY)

    def show(self, state: State, trick: CompletedTrick | None, animate: bool = True) -> None:
        """Put every card where ``state`` says: hands, the trick (``trick``, a finished one
        still on show, else the state's), or gone."""
        self._shown = (state, trick)
        hands = self.layout.hands
        places: dict[int, tuple[float, float, float, bool, float]] = {}
        rest: dict[int, list[tuple[HeartsCard, tuple[float, float]]]] = {}  # each CPU hand's cards, places
        for seat in range(engine.SEATS):
            cards = state.hands[seat] if seat == 0 else self._slot_order(state, seat)
            for index, card in enumerate(cards):
                slot = hands[seat].slot(index, len(cards))
                places[card] = (slot.x, slot.y, slot.z, seat == 0, ANGLE[seat])
            if seat:
                rest[seat] = [(self.cards[card], places[card][:2]) for card in cards]
        leader, cards = (trick.leader, trick.cards) if trick is not None else (state.leader or 0, state.trick)
        for index, card in enumerate(cards):
            seat = (leader + index) % engine.SEATS
            places[card] = (*self.layout.trick_at[seat], 200 + index, True, 0.0)
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
            item.animate(x, y, rotation=angle, face_up=face_up, duration=None if animate else 0)
        for seat, fan in self.fans.items():
            fan.hold(rest[seat])

    def collect(self, trick: CompletedTrick) -> list[HeartsCard]:
        """The finished trick's cards glide to the seat that took it; returns them."""
        x, y = self.layout.taken_at[trick.winner]
        items = [self.cards[card] for card in trick.cards]
        for index, item in enumerate(items):
            item.setZValue(300 + index)
            item.move_to(x, y)
        return items

    def take_away(self, trick: CompletedTrick, animate: bool = True) -> None:
        """The collected trick's cards leave the table."""
        if self._shown is not None:
            self._shown = (self._shown[0], None)  # (a relayout must not lay it out again)
        for card in trick.cards:
            self.cards[card].vanish(animate)

    def mark(
        self,
        state: State,
        trick: CompletedTrick | None,
        picks: set[int],
        lifted: int | None,
        received: set[int],
        legal: set[int] | None,
    ) -> None:
        """Your hand: picks and the lifted card up, cards not in ``legal`` sunk (None: not
        your turn), received outlined; and what a screen reader says of each card."""
        mine = set(state.hands[0])
        for card, item in self.cards.items():
            if card not in mine:
                item.set_state(lifted=False, sunk=False, outlined=False, selected=False)
            elif state.phase == "pass":
                picked = card in picks
                item.set_state(lifted=picked, selected=picked, sunk=False, outlined=False)
            else:
                item.set_state(
                    lifted=card == lifted,
                    selected=False,
                    sunk=legal is not None and card not in legal,
                    outlined=card in received,
                )
        self.hand_spots = hand_spots(self.cards, state, trick, picks, lifted, legal)

    def spots(self) -> list[Spot]:
        """What the player can reach: your hand, the trick, then each seat's plate."""
        plates = [
            Spot(plate, seat_name(seat), SHOWN, detail=self.plate_words[seat]) for seat, plate in enumerate(self.plates)
        ]
        return self.hand_spots + plates

    def show_plates(self, state: State, to_play: int | None) -> None:
        """Every seat's name and points; a gold rim round the seat ``to_play``, and round
        the winners (their names starred) once the game is over."""
        best = winners(state)
        ended = not any(state.hands)
        if ended != self.ended:
            self.ended = ended
            self._place_plates()
        for seat in range(engine.SEATS):
            lines = plate_lines(state, seat)
            plate = self.plates[seat]
            plate.set_texts(winner_name(state, seat), lines, seat == to_play or seat in best)
            won = [QCoreApplication.translate("HeartsView", "winner")] if seat in best else []
            self.plate_words[seat] = ", ".join([*won, *lines])
        self._move_buttons()  # (a plate's size follows its words)

    def show_controls(self, text: str, confirm: bool | None, new_game: bool) -> None:
        """The message on the felt; the Confirm button shown (``confirm`` is whether it is
        enabled; None hides it) and the New game button shown or not."""
        self.confirm_button.setVisible(confirm is not None)
        self.confirm_button.setEnabled(bool(confirm))
        self.new_game_button.setVisible(new_game)
        self.message.set_text(text)
