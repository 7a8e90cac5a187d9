"""The three CPU seats as inputs of the Hearts table, beside your clicks.

Each CPU seat chooses its pass as soon as a hand is dealt, and plays one card per beat
(a single-shot ``QTimer``), never ahead of the table: the beat waits for the cards to
land. A choice ends as the same step as your click (the view's play).
"""

from __future__ import annotations

from typing import Callable, Iterable

from PySide6.QtCore import QObject, QTimer, Signal

from qtcards.kit.view import CardItem, Landing

from . import engine
from .engine import State


def cpu_passes(level: str) -> Callable[[State], State]:
    """The step that submits each CPU seat's pass still missing, chosen at ``level``
    (none in a hand without passing, or once play has begun)."""
    from . import cpu

    def choose(state: State) -> State:
        if state.phase != "pass":
            return state
        for seat in range(1, engine.SEATS):
            if state.passes[seat] is None:
                state = engine.submit_pass(state, seat, cpu.choose_pass(cpu.observe(state, seat, level)))
        return state

    return choose


def passes_missing(state: State) -> bool:
    """True while a CPU seat has still to choose its pass."""
    return state.phase == "pass" and any(state.passes[seat] is None for seat in range(1, engine.SEATS))


class CpuSeats(QObject):
    """Plays the CPU seat to play on the beat: ``to_play()`` gives the state when a CPU
    seat may play now (else None), ``level()`` the CPU level; :attr:`chose` carries the
    card chosen. The beat waits for ``cards`` to land."""

    #: The card the CPU seat to play has chosen.
    chose = Signal(int)

    def __init__(
        self, parent: QObject, cards: Iterable[CardItem], to_play: Callable[[], State | None], level: Callable[[], str]
    ) -> None:
        super().__init__(parent)
        self.cards = list(cards)
        self.to_play = to_play
        self.level = level
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._beat)
        self.landing = Landing(self)

    def play_on_beat(self, beat_ms: int) -> None:
        """Choose a card ``beat_ms`` from now, or once the table has settled if later."""
        self.timer.start(beat_ms)

    def stop(self) -> None:
        """No CPU card until the next :meth:`play_on_beat`."""
        self.timer.stop()
        self.landing.cancel()

    def _beat(self) -> None:
        self.landing.wait(self.cards, self._choose)  # never ahead of the table

    def _choose(self) -> None:
        state = self.to_play()
        if state is None or state.turn is None:
            return
        from . import cpu

        self.chose.emit(cpu.choose_play(cpu.observe(state, state.turn, self.level())))
