"""Input storm: seeded random input at a real window, engine invariants after every event.

Run ``python -m benchmarks.input_storm [--events 10000] [--seed 1] [--game ID]``.

For each game a shown :class:`qtcards.window.main_window.MainWindow` (offscreen) gets a seeded stream
of events, sent as a person would send them (through ``QTest``): clicks anywhere on the
table's viewport (most of them on a card or place, some on the bare felt), double clicks,
right clicks, drags, keys (arrows, Home, End, Enter, Return, Space, Tab, Shift+Tab, D,
Escape, Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y, Ctrl+Return, Ctrl+N, Ctrl+R, stray letters),
window resizes, the menu actions New game, Restart, Undo, Redo and Confirm the pass, a
change of the game's options, answers to the message boxes the games open (hand summary,
game over, stuck, won), the Statistics, Rules and Settings dialogs (they block in
``exec()``: a timer closes them a moment later, while the game's timers go on), closing
and reopening the game, a jump close to the end of a game, and, now and then, a pause until
the table settles so that the CPU seats play on. Animations keep their default length; the
Hearts beat is shortened (40 ms a card, the view's test-only constants) so that the CPU
seats keep up. The deal-code dialog and About are never opened.

After every event: no exception (the window's exception hook is replaced by one that
records it), no plugin fault, and the engine invariants of ``table_players.check_invariants``
(cards conserved, the state accepted by the engine's own ``State.from_json``).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QMessageBox  # noqa: E402

from benchmarks.drivers import table_players  # noqa: E402

K = Qt.Key
M = Qt.KeyboardModifier
NO = M.NoModifier
KEYS = [
    (K.Key_Left, NO),
    (K.Key_Right, NO),
    (K.Key_Up, NO),
    (K.Key_Down, NO),
    (K.Key_Home, NO),
    (K.Key_End, NO),
    (K.Key_Return, NO),
    (K.Key_Enter, NO),
    (K.Key_Space, NO),
    (K.Key_Tab, NO),
    (K.Key_Backtab, M.ShiftModifier),
    (K.Key_D, NO),
    (K.Key_Escape, NO),
    (K.Key_Z, M.ControlModifier),
    (K.Key_Z, M.ControlModifier | M.ShiftModifier),
    (K.Key_Y, M.ControlModifier),
    (K.Key_Return, M.ControlModifier),
    (K.Key_A, NO),
    (K.Key_X, NO),
    (K.Key_5, NO),
    (K.Key_Q, NO),
    (K.Key_Backspace, NO),
]
#: (what, weight). "play" is a legal move of the scripted player (taps too), so that the
#: storm reaches the deep states (won and stuck deals, hand summaries, game over).
EVENTS = [
    ("click item", 26),
    ("click anywhere", 7),
    ("double click", 5),
    ("right click", 2),
    ("drag", 3),
    ("key", 24),
    ("action", 6),
    ("new game", 0.4),
    ("resize", 3),
    ("answer box", 4),
    ("option", 1),
    ("settle", 6),
    ("play", 20),
    ("reopen", 0.5),
    ("near the end", 1),
    ("dialog", 0.5),
]
#: The Hearts beat during a storm (ms): shortened through the view module's test-only
#: constants so that the CPU seats keep up with the storm; the animations keep their length.
BEAT_MS, TRICK_PAUSE_MS = 40, 80


class Storm:
    """Sends seeded random events to a window and checks the game after each."""

    def __init__(self, window, rng: random.Random, settle_ms: int = 3000, errors: list | None = None) -> None:
        self.window = window
        self.rng = rng
        self.settle_ms = settle_ms
        self.counts: dict[str, int] = {}
        #: Exceptions seen (a traceback text, or pytest-qt's (type, value, traceback)).
        self.errors: list = [] if errors is None else errors
        self.kinds = [kind for kind, _ in EVENTS]
        self.weights = [weight for _, weight in EVENTS]
        self.player = table_players.player_for(window, random.Random(rng.random()), menus=False)
        if hasattr(self.player, "solver"):
            self.player.solver = 1.0
        self.reached: dict[str, int] = {}

    # ----- the events ----------------------------------------------------------------

    @property
    def view(self):
        return self.window.view

    def viewport(self):
        return self.view.table.viewport()

    def item_point(self) -> QPoint:
        table = self.view.table
        items = [item for item in table.items_on_table if item.isVisible()]
        if not items:
            return self.any_point()
        rect = self.rng.choice(items).sceneBoundingRect()
        point = QPointF(rect.left() + rect.width() * self.rng.random(), rect.top() + rect.height() * self.rng.random())
        return table.mapFromScene(point)

    def any_point(self) -> QPoint:
        size = self.viewport().size()
        return QPoint(self.rng.randrange(max(1, size.width())), self.rng.randrange(max(1, size.height())))

    def answer_box(self) -> bool:
        boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
        if not boxes:
            return False
        buttons = self.rng.choice(boxes).buttons()
        if buttons:
            QTest.mouseClick(self.rng.choice(buttons), Qt.MouseButton.LeftButton)
        return True

    def settled(self) -> bool:
        view = self.view
        if view is None:
            return True
        moving = any(getattr(item, "is_moving", lambda: False)() for item in view.table.items_on_table)
        if moving:
            return False
        if self.window.game.id == "hearts":
            state = view.state
            return view.sheet.box is not None or view.your_turn() or state.phase in ("pass", "game_over") or view.halted
        return True

    def wait_until(self, condition, timeout_ms: int) -> None:
        deadline = time.monotonic() + timeout_ms / 1000
        while not condition() and time.monotonic() < deadline:
            QTest.qWait(5)

    def fire(self) -> str:
        rng, window = self.rng, self.window
        kind = rng.choices(self.kinds, weights=self.weights)[0]
        left = Qt.MouseButton.LeftButton
        if kind == "click item":
            QTest.mouseClick(self.viewport(), left, NO, self.item_point())
        elif kind == "click anywhere":
            QTest.mouseClick(self.viewport(), left, NO, self.any_point())
        elif kind == "double click":
            point = self.item_point()
            QTest.mouseClick(self.viewport(), left, NO, point)
            QTest.mouseDClick(self.viewport(), left, NO, point)
        elif kind == "right click":
            QTest.mouseClick(self.viewport(), Qt.MouseButton.RightButton, NO, self.item_point())
        elif kind == "drag":
            start, end = self.item_point(), self.any_point()
            QTest.mousePress(self.viewport(), left, NO, start)
            QTest.mouseMove(self.viewport(), end)
            QTest.mouseRelease(self.viewport(), left, NO, end)
        elif kind == "key":
            key, modifiers = rng.choice(KEYS)
            target = QApplication.focusWidget() or self.view.table
            QTest.keyClick(target, key, modifiers)
        elif kind == "action":
            actions = [window.undo_action, window.redo_action, *self.view.game_actions()]
            action = rng.choice(actions)
            deals = self.view.deals
            if action.isEnabled() and (deals is None or action is not deals.play_action):
                action.trigger()  # (the deal dialog would take the keys: never opened here)
        elif kind == "new game":
            choice = rng.randrange(4)
            if choice < 2:
                QTest.keyClick(self.view.table, (K.Key_N, K.Key_R)[choice], M.ControlModifier)
            else:
                (window.new_action, window.restart_action)[choice - 2].trigger()
        elif kind == "play":
            kind = f"play: {self.player.step()}"
        elif kind == "reopen":  # close the game (it is saved) and open it again (resumed)
            assert window.open_game(window.game.id)
        elif kind == "near the end":
            self.near_the_end()
        elif kind == "dialog":  # Statistics or Settings: modal, closed by a timer; the rules
            # pane opens beside the table (the game goes on) and is closed the next time
            action = rng.choice([window.statistics_action, window.rules_action, window.settings_action])
            pane = window.findChild(QDockWidget, "rules")
            if action is window.rules_action and pane is not None and pane.isVisible():
                pane.close()
            elif action is window.rules_action:
                action.trigger()
            elif action.isEnabled():
                QTimer.singleShot(rng.randrange(0, 60), self.close_dialog)
                action.trigger()  # (blocks in exec() until the timer closes the dialog)
        elif kind == "resize":
            window.resize(rng.randrange(360, 1700), rng.randrange(300, 1150))
        elif kind == "answer box":
            if not self.answer_box():
                kind = "answer box (none open)"
        elif kind == "option":
            values = self.view.context.options
            option = rng.choice(list(values.options.values()))
            choices = [v for v, _ in getattr(option, "choices", ())] or [True, False]
            values.set(option.key, rng.choice(choices))
        elif kind == "settle":
            self.wait_until(self.settled, self.settle_ms)
        QApplication.processEvents()
        return kind

    def close_dialog(self, tries: int = 500) -> None:
        """Reject the Statistics, Rules or Settings dialog once it shows (not the games' boxes)."""
        dialogs = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QDialog) and not isinstance(w, QMessageBox) and w.isVisible()
        ]
        if dialogs:
            for dialog in dialogs:
                dialog.reject()
        elif tries:
            QTimer.singleShot(10, lambda: self.close_dialog(tries - 1))
        else:
            self.errors.append("a dialog opened by the storm never showed, or never closed")

    def near_the_end(self) -> None:
        """Jump close to the end of a game, so that the storm also hits won and lost games.

        Heart to Heart: the rules page's deal, played by the solver to a few moves before
        the win. Hearts: a saved game of the fourth hand, one to three tricks before its
        end, with every seat at 99 points (any point ends the game), opened as the app opens
        any saved game.
        """
        window, rng = self.window, self.rng
        if window.game.id == "heart-to-heart":
            view = self.view
            view.start_deal(12)
            line = table_players.hh_solver.solve(view.state)
            for move in line[: len(line) - rng.randrange(1, 5)]:
                view.play(move)
            return
        import dataclasses

        from qtcards_hearts import engine

        from qtcards.files import paths
        from qtcards.files.storage import Storage
        from qtcards.kit.session import SAVE_FORMAT

        seed = rng.randrange(1 << 31)
        hands = engine.deal(seed, 3)
        state = dataclasses.replace(
            engine.new_game(seed),
            hand_number=3,
            phase="play",
            hands=hands,
            scores=(99, 99, 99, 99),
            leader=next(seat for seat in range(4) if engine.TWO_OF_CLUBS in hands[seat]),
        )
        while len(state.played) < 52 - 4 * rng.randrange(1, 4) or state.trick:
            state = engine.play(state, rng.choice(engine.legal_plays(state)))
        window.close_game()
        Storage(paths.data_dir() / "hearts", lambda text: None).save(
            "game",
            SAVE_FORMAT,
            {
                "history": [engine.State.from_json(state.to_json()).to_json()],
                "index": 0,
                "id": 1,
                "counted": True,
                "finished": False,
                "banked_ms": 0,
                "extra": {"level": rng.choice(["easy", "normal", "hard"]), "picks": [], "elapsed_ms": 0},
            },
        )
        assert window.open_game("hearts")

    # ----- the checks ------------------------------------------------------------------

    def check(self) -> None:
        window = self.window
        assert not window.registry.faults, f"plugin faults: {window.registry.faults}"
        assert not window.notices, f"notices: {window.notices}"
        assert window.view is not None, "the game was closed"
        table_players.check_invariants(window.view)
        check_statistics(window.view)
        state = window.view.state
        if window.game.id == "hearts":
            reached = state.phase
        else:
            from qtcards_heart_to_heart import engine

            reached = "won" if engine.is_won(state) else "stuck" if engine.is_stuck(state) else "playing"
        self.reached[reached] = self.reached.get(reached, 0) + 1

    def run(self, events: int) -> None:
        for number in range(1, events + 1):
            kind = self.fire()
            self.counts[kind] = self.counts.get(kind, 0) + 1
            try:
                self.check()
            except AssertionError as error:
                raise AssertionError(f"after event {number} ({kind}): {error}") from error
            if self.errors:
                error = self.errors[0]
                text = error if isinstance(error, str) else "".join(traceback.format_exception(*error))
                raise AssertionError(f"after event {number} ({kind}): exception:\n{text}")


def check_statistics(view) -> None:
    """The statistics in memory are what the game's own reader accepts (else a restart would
    set the file aside)."""
    view.session.tally.read(view.session.stats)


def fast_beat() -> tuple[int, int]:
    """Shorten the Hearts beat for a storm; returns the old values."""
    from qtcards_hearts import view as hearts_view

    old = hearts_view.BEAT_MS, hearts_view.TRICK_PAUSE_MS
    hearts_view.BEAT_MS, hearts_view.TRICK_PAUSE_MS = BEAT_MS, TRICK_PAUSE_MS
    return old


def open_window(game: str):
    """A shown main window with both built-in games, ``game`` open, at the default beat."""
    window = table_players.built_in_window()
    window.activateWindow()
    assert window.open_game(game)
    QApplication.processEvents()
    return window


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=("heart-to-heart", "hearts"), action="append")
    args = parser.parse_args(argv)
    os.environ["QTCARDS_HOME"] = tempfile.mkdtemp(prefix="qtcards-storm-")
    app = QApplication.instance() or QApplication([sys.argv[0]])
    fast_beat()
    failed = False
    for game in args.game or ("heart-to-heart", "hearts"):
        window = open_window(game)
        storm = Storm(window, random.Random(f"storm:{args.seed}:{game}"))
        errors = storm.errors
        sys.excepthook = lambda kind, error, tb: errors.append("".join(traceback.format_exception(kind, error, tb)))
        started = time.monotonic()
        try:
            storm.run(args.events)
            result = "ok"
        except AssertionError as error:
            result, failed = f"FAIL {error}", True
        seconds = time.monotonic() - started
        state = window.view.state if window.view is not None else None
        print(f"{game}: {sum(storm.counts.values())} events in {seconds:.0f} s: {result}")
        print("   ", ", ".join(f"{kind} {n}" for kind, n in sorted(storm.counts.items())))
        print("    events that left the game", ", ".join(f"{k}: {n}" for k, n in sorted(storm.reached.items())))
        if state is not None:
            print(
                f"    finished at: {state.moves if hasattr(state, 'moves') else state.phase} "
                f"statistics {window.view.session.stats}"
            )
        window.close()
        window.deleteLater()
        app.processEvents()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
