"""A game in progress, and the one path every change of it takes.

On the model of Anki's ``CollectionOp``: a view never changes its game by hand. It asks
its :class:`Session` to :meth:`~Session.run` a step (a player's move or a CPU's choice,
as a function of the engine's state), and the session, in this order,

1. applies it to the engine's state (an engine error leaves everything as it was);
2. counts the game as played the first time (the statistics are written first);
3. pushes it on the game's ``QUndoStack`` (when the game has undo), which shows it;
4. saves the game crash-safely;
5. checks for the end: counts the result exactly once per game, across crashes,
   resets and Undo/Redo, and opens the end-of-game box;
6. tells the view to redraw, and the player (and a screen reader) what happened.

Undo and Redo take the same path from step 4 on. What the game gives back is checked
first (:func:`qtcards.kit.guest_values.state`, :func:`qtcards.kit.guest_values.ending`, and that its
files can be saved and loaded again): a fault found in it stops the change before it is
counted or saved, and is raised as a :class:`qtcards.kit.guest_values.GuestFault` naming the
game's plugin, which the window disables; the last good save stays. A game gives the session its view (a
:class:`~qtcards.kit.game.GameView` with ``show_state(state, animate=True)`` and
``ending(state)``), how its states are read (``from_json``, and ``follows`` to check a
saved history), and its :class:`~qtcards.kit.tally.Tally`.
"""

from __future__ import annotations

from typing import Any, Callable, Generic, Mapping, TypeVar

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QWidget

from qtcards.kit import guest_values, saved_game
from qtcards.kit.clock import GameClock
from qtcards.kit.ending import Ending
from qtcards.kit.saved_game import SAVE_FORMAT
from qtcards.kit.steps import Step, json_of
from qtcards.kit.tally import Counted, Tally, new_game_id, read_entry
from qtcards.qt.marked import QT_TRANSLATE_NOOP
from qtcards.qt.overrides import GuardedOverrides

#: The most moves a game's Undo may keep: each is saved with the game, and a history
#: longer than this would outgrow the saved game's size limit long before it filled.
UNDO_LIMIT = 10_000
#: The undo commands' name for the moves of a resumed game, after "Undo"/"Redo".
RESUMED = QT_TRANSLATE_NOOP("Session", "Move")
#: The game's state: what its engine's functions take and give (the session is generic in it).
S = TypeVar("S")


class Session(GuardedOverrides, QObject, Generic[S]):
    """One game in progress: its state, undo history, clock, saved file and statistics.

    :param view: the game's view: a :class:`~qtcards.kit.game.GameView` that draws a state
        (``show_state(state, animate=True)``) and says when a state ends the game
        (``ending(state)``, an :class:`Ending` or None); its ``GameContext``'s storage,
        announcements and notices are used.
    :param names: the translation context of the steps' names (see :meth:`run`).
    :param from_json: turns a saved state back into the engine's state.
    :param tally: how the game's statistics count.
    :param undo_limit: moves that Undo can take back (0: the game has no undo), at most
        :data:`UNDO_LIMIT`; anything else raises ``ValueError``.
    :param follows: ``follows(before, after)`` tells whether a saved history's step is a
        legal move (a damaged or edited file is set aside); None skips the check.
    :param count_at_start: count a game as played when it starts (a match against CPU
        seats) rather than at its first move (a patience).
    :param clock: keep a play clock (saved with the game, stopped at the end).
    :param keep_finished: keep a finished game's file, so that the next start shows its
        final table (a match's result); else it is removed and the next start deals anew.
    :param migrations: steps from the game's older saved-game formats to this one.

    ``state`` is the state on the table (None before the first game): what the last
    ``show_state`` drew.
    """

    #: Emitted after every step :meth:`run` made (a move of the player's or a CPU's).
    stepped = Signal()

    def __init__(
        self,
        view: Any,
        from_json: Callable[[Any], S],
        tally: Tally,
        *,
        undo_limit: int = 100,
        follows: Callable[[S, S], bool] | None = None,
        count_at_start: bool = False,
        clock: bool = False,
        keep_finished: bool = False,
        names: str = "",
        migrations: Mapping[int, Callable[[Any], Any]] | None = None,
    ) -> None:
        if not isinstance(undo_limit, int) or isinstance(undo_limit, bool) or not 0 <= undo_limit <= UNDO_LIMIT:
            # Checked before any Qt object is made: the game's view fails whole, its plugin blamed.
            raise ValueError(f"Session: undo_limit is {undo_limit!r:.40}, not a whole number 0..{UNDO_LIMIT}")
        super().__init__(view)
        self.view: Any = view  # a GameView with show_state() and ending() (the game's own class)
        self.context = view.context
        self.plugin = view.context.game.plugin  # blamed for faults found in the game's values
        self.from_json = from_json
        self.tally = tally
        self.follows = follows
        self.count_at_start = count_at_start
        self.keep_finished = keep_finished
        self.names = names
        self.migrations = migrations or {}
        self.undo_limit = undo_limit
        self.stack = QUndoStack(self)
        self.stack.setUndoLimit(undo_limit)
        self.stack.indexChanged.connect(self._after_change)
        self.clock = GameClock(self) if clock else None
        if self.clock is not None:
            view.installEventFilter(self)  # watches its window once the view is shown
        self.state: S | None = None
        self.extra: dict[str, Any] = {}  # what the game keeps in the saved game besides its states
        self.counted = Counted(0)
        self.restoring = False
        self.moved = False  # a move was made in the game since it started (or it was resumed)
        self._holding = False  # inside run(): an end reached waits in _held_end until the move is said
        self._held_end: Ending | None = None
        # The statistics, their entry about the game in progress as the file holds it, and
        # whether they were read from a file (not started afresh).
        self.stats, self.on_file, self.stats_read = self._load_stats()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and isinstance(watched, QWidget) and event.type() == QEvent.Type.Show:
            if self.clock is not None:
                self.clock.watch(watched)  # paused while its window is minimised or blocked
        return False

    # ----- the change path ------------------------------------------------------

    def start(self, state: S, **extra: Any) -> None:
        """Begin a new game at ``state`` (with the game's ``extra`` values)."""
        self._checked(guest_values.state, state)
        self.view.close_end_box()
        if self.tally.keeps_time and self.state is not None and not self._is_over():
            self.save_stats()  # the old game's play time banked, and the old game with it,
            self.save()  # before the statistics name the new game
        self._quietly(self.stack.clear)
        self.moved = False
        self.counted = Counted(new_game_id())
        self.extra = dict(extra)
        if self.clock is not None:
            self.clock.reset()
        self.state = state
        self.view.show_state(state, False)
        if self.count_at_start:
            self._count_played()
            if self.clock is not None:
                self.clock.start()
        self._settle()

    def run(self, step: Callable[[S], S], name: str = "", say: Callable[[S], str] | str = "") -> S:
        """Apply ``step`` (the engine's function of the state) as one change; return the
        new state. ``name`` names it in Edit › Undo: English, marked with
        ``QT_TRANSLATE_NOOP`` in the session's ``names`` context; ``say`` (a text, or a
        function of the new state) is told to the player."""
        if self.state is None:
            raise RuntimeError("Session.run before Session.start")
        after: S = self._checked(guest_values.state, step(self.state))
        self.moved = True
        if not self.counted.played:
            self._count_played()
        if self.clock is not None and not self.clock.started:
            self.clock.start()
        self._held_end = None
        self._holding = True  # the end box waits until the move is said: the end is said last
        try:
            if self.undo_limit:
                self.stack.push(Step(self, self.state, after, name, self.names))  # shows it, then _after_change
            else:
                self.show(after)
                self._after_change()
        finally:
            self._holding = False
        text = say(after) if callable(say) else say
        if text:
            self.context.announce(text)
        self.stepped.emit()
        if self._held_end is not None:
            self._show_end(self._held_end)
        return after

    def has_progress(self) -> bool:
        """Whether the game has moves a new game would throw away (made, or resumed), and
        is not over."""
        return self.moved and self.state is not None and not self._is_over()

    def keep(self, **values: Any) -> None:
        """Set some of the game's own saved values (the ``extra`` of :meth:`start`) and
        save the game: a choice in progress that is no move, such as Hearts' pass picks,
        survives a crash without a step on the undo stack."""
        self.extra.update(values)
        self.save()

    def show(self, state: S) -> None:
        """Put ``state`` on the table (Undo and Redo come here too)."""
        self.state = state
        self.view.show_state(state, not self.restoring)

    def _after_change(self) -> None:
        if self.restoring:
            return
        self.view.close_end_box()
        self._settle()

    def _settle(self) -> None:
        """After a change: count what it ended (the statistics are written first), save
        the game (or remove a finished one), and tell the player the game is over."""
        ending = self._ending(self.state)  # asked once per change
        over = ending is not None and ending.final
        if ending is not None:
            if ending.final:
                if self.clock is not None:
                    self.clock.stop()
                self._count_result(ending)
            else:
                self.tally.note(self._row(), ending.result, dict(ending.figures))
                self.save_stats()
        self.stack.setActive(not over)  # a finished game takes no Undo: the Edit menu greys
        self.save(over)
        if ending is not None and self._holding:
            self._held_end = ending
        elif ending is not None:
            self._show_end(ending)

    def _show_end(self, ending: Ending) -> None:
        self.view.show_end_box(ending.title, ending.text, undo=not ending.final and self.stack.canUndo())

    # ----- counting -------------------------------------------------------------

    def _row(self) -> dict[str, Any]:
        return self.tally.row(self.stats, self.extra)

    def _count_played(self) -> None:
        self._row()["played"] += 1
        self.counted.played = True
        self.save_stats()

    def _count_result(self, ending: Ending) -> None:
        if self.counted.finished:
            return
        row = self._row()
        # A game that ends was played, even if the statistics lost its start (they were
        # reset or set aside meanwhile): never more results than games played.
        if not self.counted.played or self.tally.finished(row) >= row["played"]:
            row["played"] += 1
            self.counted.played = True
        figures = dict(ending.figures)
        if self.clock is not None:
            figures.setdefault("time_ms", self.clock.elapsed_ms())
        self.tally.add_result(row, ending.result, figures)
        self.counted.finished = True
        self.save_stats()

    def _bank_time(self) -> None:
        """Add the play time since the last banking to the row's ``time_ms`` (games whose
        tally keeps total play time)."""
        if self.clock is None or not self.tally.keeps_time or self.state is None:
            return
        elapsed = self.clock.elapsed_ms()
        banked = self.counted.extra or 0
        if elapsed > banked:
            self._row()["time_ms"] += elapsed - banked
            self.counted.extra = elapsed

    def statistics(self) -> Any:
        """The game's statistics table for the host's dialog (time banked first)."""
        self.save_stats()
        return self.tally.table(self.stats)

    def reset_statistics(self) -> None:
        """Forget the statistics; the game in progress counts again when it ends."""
        self.counted = Counted(
            self.counted.game,
            finished=self._is_over(),
            extra=self.clock.elapsed_ms() if self.clock is not None and self.tally.keeps_time else None,
        )
        self.save()  # the game first: a crash in between keeps the old statistics, still consistent
        self.stats = self.tally.empty()
        self.save_stats(bank=False)

    def _is_over(self) -> bool:
        ending = self._ending(self.state) if self.state is not None else None
        return ending is not None and ending.final

    def _ending(self, state: Any) -> Ending | None:
        ending: Ending | None = self._checked(guest_values.ending, self.view.ending(state))
        return ending

    def _checked(self, check: Callable[[Any], Any], value: Any) -> Any:
        """``check(value)``; a fault it finds in the game's value is the plugin's."""
        try:
            return check(value)
        except guest_values.GuestFault:
            raise
        except (TypeError, ValueError, RecursionError) as error:
            raise guest_values.GuestFault(self.plugin, error) from error

    # ----- files ----------------------------------------------------------------

    def save_stats(self, bank: bool = True) -> None:
        """Write the statistics (with the game in progress's entry), its play time
        banked first unless told not to."""
        if bank:
            self._bank_time()
        data = {**self.stats, "current": self.counted.entry() if self.state is not None else None}
        self._checked(lambda values: self.context.storage.save(self.tally.name, self.tally.format, values), data)

    def save(self, over: bool | None = None) -> None:
        """Write the game in progress; a finished game's file is removed (unless the
        session keeps finished games). ``over``: whether the game is finished, when the
        caller has asked its ending already."""
        if self.state is None or self.restoring:
            return
        if not self.keep_finished and (self._is_over() if over is None else over):
            self.context.storage.remove("game")
            return
        extra = dict(self.extra)
        if self.clock is not None:
            extra["elapsed_ms"] = self.clock.elapsed_ms()
        steps = self._steps()
        history = [steps[0].before_json()] + [step.after_json() for step in steps] if steps else [json_of(self.state)]
        names = [(step.context, step.name) for step in steps]
        data = saved_game.encode(history, names, self.stack.index(), self.counted, extra)
        self._checked(lambda values: self.context.storage.save("game", SAVE_FORMAT, values), data)

    def _steps(self) -> list[Step[S]]:
        return [self.stack.command(i) for i in range(self.stack.count())]  # type: ignore[misc]  # only Steps are pushed

    def history(self) -> list[S]:
        """Every state the undo stack can reach, oldest first."""
        steps, now = self._steps(), [] if self.state is None else [self.state]
        return [steps[0].before] + [step.after for step in steps] if steps else now

    def resume(self, read_extra: Callable[[dict[str, Any], Any], dict[str, Any]] = lambda extra, state: extra) -> bool:
        """Go on with the saved game, if there is one that reads; False otherwise.

        ``read_extra(extra, state)`` validates the game's own saved values against the
        state the game resumes at (raise ``ValueError``).
        """
        saved = self.context.storage.load(
            "game",
            SAVE_FORMAT,
            lambda data: saved_game.read(data, self.from_json, self.undo_limit, self.follows, read_extra),
            self.migrations,
        )
        if saved is None:
            return False
        history, index, counted = saved.history, saved.index, saved.counted
        extra, elapsed = saved.extra, saved.elapsed_ms
        names = saved.names or [("Session", RESUMED)] * (len(history) - 1)
        # The statistics are written before the game: their entry may know more than the
        # saved game (a crash in between); statistics that were set aside know nothing.
        on_file = self.on_file if self.on_file is not None and self.on_file.game == counted.game else None
        read = self.stats_read
        self.counted = Counted(
            counted.game,
            played=read and (counted.played or (on_file is not None and on_file.played)),
            finished=read and (counted.finished or (on_file is not None and on_file.finished)),
            extra=on_file.extra if on_file is not None else (counted.extra if read else None),
        )
        self.extra = extra
        self.moved = index > 0 or saved.counted.played  # a game resumed has moves to lose

        def rebuild() -> None:
            self.stack.clear()
            for (before, after), (context, name) in zip(zip(history, history[1:]), names):
                self.stack.push(Step(self, before, after, name, context))
            self.stack.setIndex(index)

        self._quietly(rebuild)
        self.state = history[index]
        self.view.show_state(self.state, False)
        if self.clock is not None:
            # A resumed patience's clock goes on at the next move, not at launch; a match's
            # (counted at its start) goes on at once, as the CPU seats play.
            self.clock.reset(max(elapsed, self.counted.extra or 0), running=self.count_at_start)
        if self._ending(self.state) is not None:
            self._settle()  # an ending not yet counted; else the file holds this game already
        return True

    def _load_stats(self) -> tuple[dict[str, Any], Counted | None, bool]:
        def read(data: Any) -> tuple[dict[str, Any], Counted | None]:
            return self.tally.read(data), read_entry(data)

        loaded = self.context.storage.load(self.tally.name, self.tally.format, read, self.tally.migrations)
        if loaded is None:
            return self.tally.empty(), None, False
        return loaded[0], loaded[1], True

    def _quietly(self, action: Callable[[], None]) -> None:
        self.restoring = True  # changing the stack must not save, judge or redraw as it goes
        try:
            action()
        finally:
            self.restoring = False
