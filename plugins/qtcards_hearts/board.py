"""Drawing the Hearts table: the cards where the state puts them, the marks on your
hand, the seat plates, the message and the buttons on the felt (the view's drawing job)."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QPushButton

from qtcards.kit import TableObject, TableText

from . import engine
from .fan import HandFan
from .seats import (
    ANGLE, BUTTON_AT, BUTTON_STYLE, CX, CY, MESSAGE_AT, PLATE_AT, PLATE_FLOOR, TRICK_AT, HANDS, HeartsCard, SeatPlate,
)
from .words import describe, pass_text, plate_lines, result_text, seat_name


class HeartsBoard:
    """The drawing half of :class:`~.view.HeartsView` (a mixin: it reads the view's
    ``state``, ``picks``, ``lifted``, ``received`` and ``showing``)."""

    def _make_table(self) -> None:
        table = self.table
        self.cards: dict[int, HeartsCard] = {}
        for card in range(52):
            item = HeartsCard(table, card)
            table.add(item)
            item.place(CX, CY)
            item.clicked.connect(self._card_clicked)
            self.cards[card] = item
        self.fans = {seat: table.add(HandFan(table, round(ANGLE[seat] / 90))) for seat in range(1, engine.SEATS)}
        self.plates: list[SeatPlate] = []
        for seat in range(engine.SEATS):
            plate = table.add(SeatPlate(table, PLATE_FLOOR if seat == 0 else None))
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
        rest: dict[int, list] = {}  # each CPU hand's cards and resting places, bottom first
        for seat in range(engine.SEATS):
            cards = state.hands[seat] if seat == 0 else self._slot_order(seat)
            for index, card in enumerate(cards):
                slot = HANDS[seat].slot(index, len(cards))
                places[card] = (slot.x, slot.y, slot.z, seat == 0, ANGLE[seat])
            if seat:
                rest[seat] = [(self.cards[card], places[card][:2]) for card in cards]
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
            item.animate(x, y, rotation=angle, face_up=face_up, duration=None if animate else 0)
        for seat, fan in self.fans.items():
            fan.hold(rest[seat])

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
        describe(self, legal)

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
            lines = plate_lines(state, seat)
            plate = self.plates[seat]
            plate.set_texts(seat_name(seat), lines, seat == turn and self.showing is None)
            plate.set_accessible(seat_name(seat), ", ".join(lines))

    def _update_controls(self) -> None:
        state = self.state
        passing = state.phase == "pass"
        over = state.phase == "game_over"
        self.confirm_button.setVisible(passing and not self.halted)
        self.confirm_button.setEnabled(passing and len(self.picks) == 3)
        self.confirm_action.setEnabled(self.confirm_button.isEnabled() and not self.halted)
        self.new_game_button.setVisible(over and self.showing is None)
        if passing:
            text = pass_text(state)
        elif over and self.showing is None:
            text = result_text(state)
        elif state.phase == "hand_over" and self.showing is None:
            text = QCoreApplication.translate("HeartsView", "Hand {0} is over").format(state.hand_number + 1)
        else:
            text = self.notice
        self.message.set_text(text)
        self._show_plates()
