"""Game › Demo of a patience: the solver's winning line played on the table, as kpat does.

The demo shows the winning line from the position on the table, one step at a time with
the cards' usual motion. It plays on the table only, not in the game: the session (its
undo history, saved game and statistics) never sees a step of it, so a demo counts
neither as a win nor as a loss. Any key or click stops it, and the table goes back to
the game where the demo began (the key or click does nothing else).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence

from qtcards.kit.solver import LOST, WINNABLE
from qtcards.kit.verdicts import WORDS, tr
from qtcards.qt.marked import QT_TRANSLATE_NOOP
from qtcards.qt.overrides import GuardedOverrides

if TYPE_CHECKING:
    from qtcards.kit.patience_view import PatienceView

# Milliseconds between two steps of the demo (the cards glide in about half of it).
STEP_MS = 450
STARTED = QT_TRANSLATE_NOOP("Solver", "Demo: the solver plays. Press any key or click to stop.")
ENDED = QT_TRANSLATE_NOOP("Solver", "The demo won the game. Press any key or click to go back to your game.")
NO_LINE = QT_TRANSLATE_NOOP("Solver", "The solver has found no way to win from here yet.")
# The events that stop the demo (the event that stops it does nothing else).
STOPPERS = frozenset(
    {
        QEvent.Type.KeyPress,
        QEvent.Type.ShortcutOverride,
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.TouchBegin,
    }
)


class Demo(GuardedOverrides, QObject):
    """The demo of ``view``'s game: :attr:`action` (Game › Demo, key D) starts it."""

    def __init__(self, view: PatienceView[Any]) -> None:
        super().__init__(view)
        self.view = view
        self.action = QAction(view)
        self.action.setShortcut(QKeySequence("D"))
        self.action.triggered.connect(self.start)
        self.timer = QTimer(self, interval=STEP_MS)
        self.timer.timeout.connect(self._step)
        self.line: list[Any] = []
        self.state: Any = None
        self.playing = False
        self.retranslate()

    def retranslate(self) -> None:
        """The action's text in the player's language."""
        self.action.setText(QCoreApplication.translate("Solver", "&Demo"))

    def start(self) -> None:
        """Play the winning line from the position on the table, or say why not."""
        view, verdict = self.view, self.view.verdicts.now()
        if self.playing or view.state is None:
            return
        if verdict is None or verdict.outcome != WINNABLE:
            text = WORDS[LOST, False] if verdict is not None and verdict.outcome == LOST else NO_LINE
            view.message.say(tr(text), view.context.announce)
            return
        view.close_end_box()
        self.line, self.state, self.playing = list(verdict.line), view.state, True
        view.verdicts.paused = True
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        view.context.announce(tr(STARTED))
        self.timer.start()

    def _step(self) -> None:
        if not self.line:
            self.timer.stop()
            self.view.message.say(tr(ENDED), self.view.context.announce)
            return
        self.state = self.view.verdicts.space.replay(self.state, [self.line.pop(0)])
        self.view.show_state(self.state)

    def stop(self) -> None:
        """Stop the demo: the table shows the game again, where the demo began."""
        if not self.playing:
            return
        self.timer.stop()
        self.playing = False
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        view = self.view
        view.verdicts.paused = False
        view.message.set_text("")
        if view.session.state is not None:
            view.show_state(view.session.state)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in STOPPERS or not self.playing:
            return False
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()  # no shortcut fires: the key press comes, and stops the demo
            return True
        self.stop()
        return True
