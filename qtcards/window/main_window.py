"""The main window: menus, the current game's view, its info bar, and plugin faults."""

from __future__ import annotations

import logging
import sys
import traceback
from types import TracebackType
from typing import Any, Callable

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence, QUndoGroup
from PySide6.QtWidgets import QApplication, QLabel, QStackedWidget, QVBoxLayout, QWidget

from qtcards.files import paths, settings as settings_file
from qtcards.files.settings import forget, open_settings, store
from qtcards.files.storage import SaveReport, Storage
from qtcards.kit.game import Game, GameContext, GameView
from qtcards.kit.guest_values import GuestFault
from qtcards.kit.options import OptionValues
from qtcards.plugin_host import boundary, crashes as plugin_crashes
from qtcards.plugin_host.registry import GameRegistry, PluginFault, describe
from qtcards.qt.later import after_first_paint
from qtcards.qt.overrides import GuardedOverrides
from qtcards.qt.spoken import say
from qtcards.table.plain_text import TEXT_LIMIT, TITLE_LIMIT, cut
from qtcards.window import discard, edit_actions, game_menu, message_boxes, placement
from qtcards.window.dialog_actions import WindowDialogs
from qtcards.window.game_host import GameHost
from qtcards.window.infobar import InfoBar
from qtcards.window.solver_games import serve_solver
from qtcards.window.status_line import StatusLine

log = logging.getLogger(__name__)


class MainWindow(GuardedOverrides, GameHost):
    """The window around the table; it knows games only through their registrations."""

    def __init__(self, registry: GameRegistry, language: str) -> None:
        super().__init__()
        self.dialogs = WindowDialogs(self)  # Settings, Statistics, Rules, About
        self.registry = registry
        self.language = language
        self.view: GameView | None = None
        self.game: Game | None = None
        self.notices: list[str] = []
        self.save_report = SaveReport(self.notify, self._saved_again)
        settings_file.report = self.save_report  # the settings file's writes are told here too
        self._failing: set[str] = set()  # plugins whose fault is being handled
        self.option_values = {gid: OptionValues(gid, game.options, self) for gid, game in registry.games.items()}
        self.undo_group = QUndoGroup(self)
        self.undo_group.indexChanged.connect(self._history_moved)
        self.pages = QStackedWidget()
        self.placeholder = QLabel()
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setWordWrap(True)
        self.placeholder.setMargin(40)
        self.game_page = QWidget()
        self.game_column = QVBoxLayout(self.game_page)
        self.game_column.setContentsMargins(0, 0, 0, 0)
        # The info bar lives in the status bar, beside the table's messages: one line
        # from the start, so that the first message neither adds a line nor rescales
        # the cards.
        self.info_bar = InfoBar()
        self.setStatusBar(StatusLine())
        self.statusBar().addPermanentWidget(self.info_bar)
        self.pages.addWidget(self.placeholder)
        self.pages.addWidget(self.game_page)
        self.setCentralWidget(self.pages)
        # On the application, once: every window and dialog (the About box too) shows it;
        # after the first frame, which it is not part of.
        after_first_paint(self, self._after_first_frame)
        self._make_actions()
        self._previous_hook = sys.excepthook
        sys.excepthook = self._excepthook
        self._restore_exit = boundary.guard_exit(registry)
        self.retranslate()
        self._place_on_screen(open_settings().value("window/geometry"))
        self.dialogs.apply_animation(open_settings().value("app/animation", "normal"))

    def _place_on_screen(self, saved: Any) -> None:
        """Open where the player left the window, brought inside the screen it is on now;
        on a first start, at most 90 % of the screen."""
        if isinstance(saved, QByteArray) and self.restoreGeometry(saved):
            screen = QGuiApplication.screenAt(self.geometry().center()) or self.screen()
            room = screen.availableGeometry().adjusted(0, placement.FRAME_ALLOWANCE, 0, 0)
            self.setGeometry(placement.inside(self.geometry(), room))
        else:
            self.setGeometry(placement.first_start_geometry(self.screen().availableGeometry()))

    # ----- menus -------------------------------------------------------------

    def _action(self, slot: Callable[[], Any], keys: Any = None) -> QAction:
        action = QAction(self)
        if keys is not None:
            action.setShortcuts(keys if isinstance(keys, list) else [QKeySequence(keys)])
        action.triggered.connect(slot)
        return action

    def _make_actions(self) -> None:
        self.new_action = self._action(lambda: self._discarding(lambda v: v.new_game()), QKeySequence.StandardKey.New)
        self.restart_action = self._action(lambda: self._discarding(lambda v: v.restart()), "Ctrl+R")
        self.choose_action = self._action(self.show_chooser, "Ctrl+Shift+N")
        self.statistics_action = self._action(self.dialogs.show_statistics, "Ctrl+T")
        self.settings_action = self._action(self.dialogs.show_settings, [QKeySequence("Ctrl+,")])
        self.quit_action = self._action(self.close, QKeySequence.StandardKey.Quit)
        self.undo_action = edit_actions.GroupAction(self.undo_group, False, self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = edit_actions.GroupAction(self.undo_group, True, self)
        # The platform's Redo (Ctrl+Y on some, Ctrl+Shift+Z on others) and both of those.
        redo_keys = [QKeySequence(QKeySequence.StandardKey.Redo), QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]
        self.redo_action.setShortcuts([k for i, k in enumerate(redo_keys) if k not in redo_keys[:i]])
        self.rules_action = self._action(self.dialogs.show_rules, QKeySequence.StandardKey.HelpContents)
        self.about_action = self._action(self.dialogs.show_about)
        self.games_group = QActionGroup(self)
        self.game_menu = self.menuBar().addMenu("")
        self.game_menu.setToolTipsVisible(True)  # the games' one-line descriptions
        self.game_menu.aboutToShow.connect(lambda: game_menu.describe_games(self.games_group))
        self.game_menu.aboutToShow.connect(self._check_statistics)
        self.edit_menu = self.menuBar().addMenu("")
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.addActions([self.rules_action, self.about_action])
        self._fill_game_menu()

    def _fill_game_menu(self) -> None:
        extra = self.call(lambda v: boundary.game_actions(v.game_actions()))
        menu = self.game_menu
        # Not menu.clear(): PySide hands the removed actions to Python, and the window
        # and Python then both delete the ones the window owns at exit.
        for action in menu.actions():
            menu.removeAction(action)
            if action.isSeparator():
                action.deleteLater()
        menu.addActions([self.new_action, self.restart_action])
        if extra:
            menu.addSeparator()
            menu.addActions(extra)
        menu.addSeparator()
        menu.addAction(self.choose_action)
        current = self.game.id if self.game is not None else None
        game_menu.add_games(menu, self.games_group, self.registry.games.values(), current, self.open_game)
        menu.addSeparator()
        menu.addActions([self.statistics_action, self.settings_action])
        menu.addSeparator()
        menu.addAction(self.quit_action)
        self._update_actions()

    def _update_actions(self) -> None:
        playing = self.view is not None
        self.new_action.setEnabled(playing)
        self.restart_action.setEnabled(playing and self.game is not None and self.game.can_restart)
        self.rules_action.setEnabled(playing)
        # Asked when the menu opens, not here: a game's statistics() banks its play time
        # and writes its file, which start-up need not wait for.
        self.statistics_action.setEnabled(playing)

    def _check_statistics(self) -> None:
        self.statistics_action.setEnabled(self.statistics() is not None)

    def retranslate(self) -> None:
        """Set every text of the window in the current language."""
        self.setWindowTitle(self.game.translate(self.game.title) + " — qtcards" if self.game else "qtcards")
        self.game_menu.setTitle(self.tr("&Game"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_action.setText(self.tr("&New game"))
        self.restart_action.setText(self.tr("&Restart this deal"))
        self.choose_action.setText(self.tr("Choose &game..."))
        self.statistics_action.setText(self.tr("S&tatistics..."))
        self.settings_action.setText(self.tr("&Settings..."))
        self.quit_action.setText(self.tr("&Quit"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About qtcards"))
        edit_actions.retranslate(self.undo_group.activeStack())  # the moves' names, then the menu's
        self.undo_action.retranslate()
        self.redo_action.retranslate()
        if self.view is None:
            self.placeholder.setText(self._placeholder_text())
        self.info_bar.retranslate()
        self._fill_game_menu()
        self.dialogs.refresh_rules()

    def _placeholder_text(self) -> str:
        if not self.registry.games:
            return self.tr("No game is installed. Install a qtcards game plugin, then start qtcards again.")
        return self.tr("Choose a game from the Game menu.")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----- games -------------------------------------------------------------

    def open_game(self, game_id: str) -> bool:
        """Close the current game (saving it) and open another; False if it failed."""
        game = self.registry.games.get(game_id)
        if game is None:
            return False
        kept = self.kept_title(game_id)
        self.close_game()
        context = GameContext(
            game=game,
            options=self.option_values[game.id],
            storage=Storage(paths.games_dir() / game.id, self.notify, self.save_report),
            set_info=self.info_bar.set,
            announce=self.announce,
            say=self.say,
            notify=self.notify,
            may_discard=self.may_discard,
        )
        self.game = game
        self.info_bar.show_fields(game, game.info_fields)
        try:
            with self.registry.guard.step(game.plugin, "view"):
                view = boundary.view(game.create_view(context))
        except BaseException as error:  # noqa: BLE001 - a guest's fault, SystemExit included
            self.plugin_failed(game.plugin, error)
            return False
        self.view = view
        serve_solver(self, game, view)
        self.game_column.addWidget(view, 1)
        self.pages.setCurrentWidget(self.game_page)
        stack = self.call(lambda v: boundary.undo_stack(v.undo_stack())) if game.has_undo else None
        if self.view is None:  # the view failed
            return False
        if stack is not None:
            self.undo_group.addStack(stack)
        self.undo_group.setActiveStack(stack)  # type: ignore[arg-type]  # (None: no stack is active)
        view.actions_changed.connect(self._update_actions)
        self._remember_game()
        self.retranslate()
        view.setFocus()
        self.tell_kept(kept)
        return True

    def tell_kept(self, title: str) -> None:
        """Say that the game ``title`` the player left is kept, to go on later ("": nothing to say)."""
        if title:
            self.announce(self.tr("{0} is kept: it goes on where you left it when you open it again.").format(title))

    def kept_title(self, game_id: str) -> str:
        """The title of the game the player is leaving with moves in it (it is saved, to
        go on later), or "" (no game, the same game, or nothing to lose)."""
        if self.game is None or self.game.id == game_id or not self.call(lambda v: v.has_progress()):
            return ""
        return self.game.translate(self.game.title)

    def _after_first_frame(self) -> None:
        QApplication.setWindowIcon(message_boxes.application_icon())
        if self.view is not None and QApplication.focusWidget() is None:
            self.view.setFocus()  # the keyboard on the table from the first second
        self._remember_game(now=True)

    def _remember_game(self, now: bool = False) -> None:
        """Note the open game for the next start: at once once the window shows, else after
        its first frame or ``now`` (a write waits for the disk, and for the settings' lock)."""
        if self.game is None or not (now or self.isVisible()):
            return
        if open_settings().value("app/last_game") != self.game.id:
            store("app/last_game", self.game.id)

    def close_game(self, save: bool = True) -> None:
        """Put the current game's view away, saving it first unless told not to."""
        view, self.view = self.view, None
        if view is not None:
            if save:
                self.call_on(view, lambda v: v.save())
            for stack in self.undo_group.stacks():
                self.undo_group.removeStack(stack)
            view.hide()
            view.setParent(None)
            view.deleteLater()
        self.game = None
        self.info_bar.show_fields(None, ())
        self.pages.setCurrentWidget(self.placeholder)
        self.placeholder.setText(self._placeholder_text())

    def open_first_game(self) -> None:
        """Open the game played last time; on a first start, or when that game is gone
        or fails to open, the game chooser."""
        last = open_settings().value("app/last_game")
        known = isinstance(last, str) and last in self.registry.games  # (a list, say, is not hashable)
        if not (known and self.open_game(last)):
            self.show_chooser()

    def show_chooser(self) -> None:
        """Game › Choose game...: the game chooser in place of the table."""
        from qtcards.window.choosing import show_chooser  # (not imported by a start that opens a game)

        show_chooser(self)

    def may_discard(self) -> bool:
        """Whether the open game may be thrown away (the player asked when it has moves)."""
        if self.view is None:
            return True
        in_progress = self.call(lambda v: v.has_progress() is True)
        return discard.may_discard(self, bool(in_progress))

    def _discarding(self, method: Callable[[GameView], Any]) -> None:
        if self.may_discard():
            self.call(method)

    # ----- faults -------------------------------------------------------------

    def _excepthook(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        modules = [frame.f_globals.get("__name__", "") for frame, _ in traceback.walk_tb(tb)]
        # A fault the kit found in a plugin's values names it: Qt may have called the
        # kit's code (an undo stack's slot), leaving no frame of the plugin's.
        plugin = error.plugin if isinstance(error, GuestFault) else self.registry.plugin_of(modules)
        if plugin is None:
            self._previous_hook(kind, error, tb)
        elif plugin not in self._failing:
            # From a Qt virtual or slot, maybe in the middle of the view's own paint: the
            # view is put away once Qt is out of it (a paint fault repeats until then).
            self._failing.add(plugin)
            QTimer.singleShot(0, self, lambda: self.plugin_failed(plugin, error))

    def blame_open_game(self, error: BaseException) -> None:
        """Disable the open game's plugin for a fault seen outside the window (:mod:`qtcards.app.rescue`)."""
        if self.game is not None:
            self.plugin_failed(self.game.plugin, error)

    def plugin_failed(self, plugin: str, error: BaseException) -> None:
        """Blame ``plugin`` for ``error``: say so, switch its games off and play on without them."""
        self._failing.discard(plugin)
        if self.registry.manager.get_plugin(plugin) is None:
            return  # already disabled
        log.error("plugin %s raised", plugin, exc_info=error)
        games = [gid for gid, game in self.registry.games.items() if game.plugin == plugin]
        fault = self.registry.disable(plugin, "runtime", describe(error))
        if open_settings().value("app/last_game") in games:  # never reopened at the next start
            forget("app/last_game")
        if self.game is not None and self.game.plugin == plugin:
            self.close_game(save=False)
        self.retranslate()
        self.report_faults([fault])

    def report_faults(self, faults: list[PluginFault]) -> None:
        """Tell the player which plugins were disabled, and why (a dialog and the log);
        those that took the process down in a notice of their own, in the player's words."""
        for fault in (f for f in faults if f.kind == "crash"):
            self.notify(plugin_crashes.notice(fault.plugin, self.registry.crashed.get(fault.plugin, "import")))
        faults = [f for f in faults if f.kind != "crash"]
        if not faults:
            return
        # self.tr, not QCoreApplication.translate: lupdate reads a count only from tr().
        text = self.tr(
            "%n game plugin(s) could not be used and were disabled; the other games work as usual.", "", len(faults)
        )
        self.fault_box = message_boxes.faults(self, text, faults)

    def notify(self, text: str) -> None:
        """Show the player a one-sentence message (and keep it in ``notices``)."""
        text = cut(text, TEXT_LIMIT)  # a plugin's words too: plain, and bounded
        log.warning("%s", text)
        self.notices.append(text)
        self.statusBar().showMessage(cut(text, TITLE_LIMIT * 2), 15000)
        message_boxes.notice(self, text)

    def _saved_again(self, text: str) -> None:
        """Say that a file is saved again once the change that saved it has had its say
        (a move's announcement comes after its save, and would hide this one)."""
        QTimer.singleShot(0, self, lambda: self.announce(text))

    def _history_moved(self) -> None:
        """A move, an undo or a redo: what the status bar said of the last move is stale."""
        bar = self.findChild(StatusLine, options=Qt.FindChildOption.FindDirectChildrenOnly)
        if bar is not None:
            bar.clearMessage()

    def announce(self, text: str) -> None:
        """Tell the player about a table event: in the status bar and to screen readers
        (nothing: the status bar's last news cleared, and nothing said)."""
        if not text:
            self.statusBar().clearMessage()
            return

        text = cut(text, TITLE_LIMIT * 2)
        self.statusBar().showMessage(text, 6000)
        self.say(text)

    def say(self, text: str) -> None:
        """Tell screen readers what the window already shows (an info field's new text)."""
        say(self.view if self.view is not None else self, cut(text, TITLE_LIMIT * 2))

    def closeEvent(self, event: QCloseEvent) -> None:
        self._remember_game(now=True)
        self.close_game()
        store("window/geometry", self.saveGeometry())
        if settings_file.report is self.save_report:
            settings_file.report = None  # (this window's boxes are gone)
        sys.excepthook = self._previous_hook
        self._restore_exit()
        super().closeEvent(event)
