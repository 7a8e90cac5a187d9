"""What a game plugin gives the host, and what the host gives a game.

A plugin registers a :class:`Game` (see :mod:`qtcards.kit.hookspecs`). When the player
opens the game, the host calls ``Game.create_view(context)`` with a
:class:`GameContext` and puts the returned :class:`GameView` in its window.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, Signal
from PySide6.QtWidgets import QWidget

from qtcards.qt.overrides import GuardedOverrides

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QUndoStack

    from qtcards.files.storage import Storage
    from qtcards.kit.options import Option, OptionValues
    from qtcards.table import Table, TableObject
    from qtcards.table.spots import Spot

API_VERSION = 1
"""The plugin API version this host speaks. See docs/plugins.md for when it changes."""


@dataclass(frozen=True)
class InfoField:
    """One field of the info bar: a stable key and a label marked for translation.

    ``selectable`` lets the player select and copy the value (a deal code, say);
    ``show_label`` False shows the value alone (when it names itself, as "12 moves"
    does), the label then serving screen readers only.
    """

    key: str
    label: str
    selectable: bool = False
    show_label: bool = True


@dataclass(frozen=True)
class StatisticsTable:
    """A game's statistics as the host's Statistics dialog shows them.

    ``columns`` are translated column titles; each row is a translated row title and
    one text per column.
    """

    columns: Sequence[str]
    rows: Sequence[tuple[str, Sequence[str]]]


@dataclass(frozen=True)
class Game:
    """A game as a plugin registers it.

    :param id: stable string id, ``[a-z0-9][a-z0-9_.-]*``; settings and saved files are
        kept under it, so it never changes once published.
    :param api_version: the :data:`API_VERSION` the plugin was written for.
    :param title: the game's name in English, marked for translation with
        ``QT_TRANSLATE_NOOP(context, ...)``.
    :param context: the translation context of ``title``, the option labels and the
        info field labels.
    :param create_view: called with a :class:`GameContext`, returns the game's
        :class:`GameView`. Import the game's modules inside it, not before.
    :param options: the game's declared options (:class:`~qtcards.kit.options.BoolOption`
        and :class:`~qtcards.kit.options.ChoiceOption`).
    :param info_fields: the fields of the info bar, left to right.
    :param translations: a path prefix of the plugin's compiled translations:
        of ``prefix_ko.qm``, ``prefix_ru.qm`` and ``prefix_en.qm`` (the English plural
        forms), the one of the player's language is loaded when it exists; ``None`` when the
        game's strings live in the host's own catalogue (the built-in games).
    :param description: one line that says what the game is, in English, marked for
        translation in ``context`` like the title; the game menu and ``--list-games``
        show it.
    :param has_undo: whether the game offers Undo and Redo (else they are greyed).
    :param can_restart: whether "Restart" makes sense for this game.
    :param plugin: set by the host: the name of the plugin that registered the game.
    """

    id: str
    api_version: int
    title: str
    context: str
    create_view: Callable[[GameContext], GameView]
    options: Sequence[Option] = ()
    info_fields: Sequence[InfoField] = ()
    translations: Path | None = None
    description: str = ""
    has_undo: bool = False
    can_restart: bool = True
    plugin: str = field(default="", compare=False)

    def translate(self, text: str) -> str:
        """Translate one of this game's declared strings (one of the kit's, such as the
        solver's options, in the kit's words when the game's catalogue has none for it)."""
        translated = QCoreApplication.translate(self.context, text)
        return translated if translated != text else QCoreApplication.translate("Solver", text)


@dataclass
class GameContext:
    """The host services a game view may use.

    :ivar game: the registration the view was made from.
    :ivar options: the current values of the game's declared options.
    :ivar storage: the game's own folder of user files (written atomically).
    :ivar set_info: ``set_info(key, text)`` shows text in an info bar field.
    :ivar announce: ``announce(text)`` tells the player (and a screen reader, politely)
        about an event on the table; ``announce("")`` clears the status line, saying nothing.
    :ivar say: ``say(text)`` tells a screen reader alone (politely) what the window already
        shows: an info field's new text worth hearing, such as the solver's verdict.
    :ivar notify: ``notify(text)`` shows the player a one-sentence message.
    :ivar may_discard: ``may_discard()`` before the view throws its game in progress away
        of its own accord (a deal code typed, say): False when the player would rather
        keep it (they are asked when the game has moves to lose; the Game menu's New game
        and Restart ask by themselves).
    :ivar preview: True when the view is made only to be drawn once, as the game chooser's
        picture of the game: it deals a game and lays it out, is never shown to play, and
        is thrown away (its storage is an empty folder of its own, its messages go
        nowhere); a view may leave out what only play needs (the kit's views start no
        solver and show no first-start tip).
    """

    game: Game
    options: OptionValues
    storage: Storage
    set_info: Callable[[str, str], None]
    announce: Callable[[str], None]
    notify: Callable[[str], None]
    say: Callable[[str], None] = lambda text: None
    may_discard: Callable[[], bool] = lambda: True
    preview: bool = False


def one_line(title: str, text: str) -> str:
    """A box's title and text as one status line: "Stuck. No more moves possible", "You
    won! Score: 250; Time: 1:02", each join a translatable pattern (Korean joins with
    commas, not semicolons). Linear in the text's length: each join adds its words around
    the line so far (kept in pieces), never copying it."""
    said, before, after = title, list[str](), list[str]()
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    for index, line in enumerate(lines):
        if index == 0 and not title:
            said = line
            continue
        if index == 0:
            if title.endswith((".", "!", "?", "…")):
                #: A finished sentence ({0}: "You won!") and the first line of the box after it.
                pattern = QCoreApplication.translate("GameView", "{0} {1}", "after a full stop")
            else:
                #: A box's title ({0}: "Stuck") and its first line, as one status line.
                pattern = QCoreApplication.translate("GameView", "{0}. {1}", "title, then text")
        else:
            #: Two lines of an end-of-game box ("Score: 250", "Time: 1:02") in one status line.
            pattern = QCoreApplication.translate("GameView", "{0}; {1}", "two lines in one")
        head, _, tail = pattern.partition("{0}")  # pattern.format(said, line) is head + said + tail
        before.append(head.format(None, line))
        after.append(tail.format(None, line))
    return "".join(reversed(before)) + said + "".join(after)


class GameView(GuardedOverrides, QWidget):
    """Base class of a game's view: the widget the host puts in its window.

    Subclasses draw the game's engine on a :class:`qtcards.table.Table` and forward
    input to it. The host calls the methods below from its menus; each default does
    what a game without that feature needs.
    """

    #: Emit it when what the menus show may have changed: the host sets again which of its
    #: Game menu entries are enabled (the QActions of :meth:`game_actions` are the view's
    #: own to enable or disable).
    actions_changed = Signal()

    #: Whether the kit's solver serves this game: the host then gives the game the kit's
    #: solver options and verdict field (:mod:`qtcards.kit.solver_options`) and its rules
    #: page the section on the solver, without the game listing them. True for every
    #: :class:`~qtcards.kit.PatienceView`; a game whose view should have no solver sets it
    #: False.
    solver = False

    def __init__(self, context: GameContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        # The box show_end_box opened, while it is open.
        self.end_box: QWidget | None = None
        #: The table :meth:`show_table` put in the view.
        self.shown_table: QWidget | None = None
        #: The game's :class:`qtcards.kit.view.Session`, when it has one: the defaults of
        #: undo_stack, statistics, reset_statistics and save below then use it. (Not
        #: imported here: the session's module stands on this one.)
        self.session: Any = None
        # A method, not a lambda: the options outlive the view, and Qt drops a connection
        # to a method when its view is deleted (a lambda would call into a deleted table).
        context.options.changed.connect(self.option_changed)
        # The game's :class:`qtcards.kit.Deals`, when its deals have numbers: the defaults
        # of restart and game_actions below then use it.
        self.deals: Any = None

    def show_table(self, table: Table) -> None:
        """Fill the view with the game's table (the keyboard goes to it), which from now
        on asks this view what can be played: :meth:`spots`, :meth:`act`, :meth:`drop`
        and :meth:`clear_selection` (see :mod:`qtcards.table.spots`)."""
        from PySide6.QtWidgets import QVBoxLayout

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(table)
        self.setFocusProxy(table)
        self.shown_table = table
        table.declaration = self
        self._name_table()

    def _name_table(self) -> None:
        """The table's name for a screen reader ("FreeCell table"), and the view's."""
        title = self.context.game.translate(self.context.game.title)
        self.setAccessibleName(title)
        if self.shown_table is not None:
            self.shown_table.setAccessibleName(QCoreApplication.translate("GameView", "{0} table").format(title))

    # ----- what can be played: keyboard, mouse, drag and screen reader ----------

    def spots(self) -> Sequence[Spot]:
        """The cards and piles the player can reach now, in reading order, each with
        its name, state and drag targets: the keyboard visits them, a screen reader
        reads them, a drag starts from those with ``drops``. None by default."""
        return ()

    def act(self, item: TableObject) -> None:
        """What a click, Enter or Space on ``item`` does (any item of the table)."""

    def drop(self, item: TableObject, target: TableObject) -> None:
        """``item`` dragged onto ``target`` (one of its spot's ``drops``): by default
        the same as clicking the one, then the other (with nothing picked before)."""
        self.clear_selection()
        self.act(item)
        self.act(target)

    def double(self, item: TableObject) -> None:
        """A double-click on ``item`` (after the click's ``act``): nothing by default; a
        patience sends the card home."""

    def clear_selection(self) -> bool:
        """Escape: forget what the player picked; True when there was something.
        Nothing by default."""
        return False

    def retranslate(self) -> None:
        """Set the view's own texts again in the current language.

        Called whenever the language changes (Qt's ``LanguageChange``).
        """

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            if self.deals is not None:
                self.deals.retranslate()
            self._name_table()
            self.retranslate()
        super().changeEvent(event)

    def option_changed(self, key: str) -> None:
        """The player changed the game's option ``key`` in Settings (its new value is in
        ``self.context.options``). Nothing by default."""

    def new_game(self) -> None:
        """Start a new game (Game > New game): by default a deal of :attr:`deals` picked
        at random."""
        if self.deals is None:
            raise NotImplementedError
        self.deals.deal_any()

    def restart(self) -> None:
        """Start the current game again from its beginning (Game > Restart this deal; the
        host asked before the game in progress goes): the deal in play, of :attr:`deals`."""
        if self.deals is None:
            raise NotImplementedError
        self.deals.restart()

    def undo_stack(self) -> QUndoStack | None:
        """The game's undo stack, or None when the game has no undo."""
        session = self.session
        return session.stack if session is not None and session.undo_limit else None

    def game_actions(self) -> list[QAction]:
        """Extra actions for the Game menu, owned by the view: those of :attr:`deals`."""
        return self.deals.actions() if self.deals is not None else []

    def rules_html(self) -> str:
        """The game's rules page as translated rich text."""
        return ""

    def statistics(self) -> StatisticsTable | None:
        """The game's statistics, or None when it keeps none."""
        return self.session.statistics() if self.session is not None else None

    def reset_statistics(self) -> None:
        """Forget the game's statistics (the host has asked the player first)."""
        if self.session is not None:
            self.session.reset_statistics()

    def show_end_box(
        self, title: str, text: str, undo: bool, more: Sequence[tuple[str, Callable[[], None]]] = ()
    ) -> None:
        """Tell the player the game is over, on the table, and announce it to screen readers.

        The result panel (:class:`qtcards.kit.panel.ResultPanel`) shows ``title`` and
        ``text`` (figures one per line, or a rich-text score sheet) and offers New game,
        the ``more`` buttons (text, action), and Undo (of :meth:`undo_stack`) when
        ``undo`` is true, else Close. It does not block: the table stays usable.
        """
        from qtcards.kit.panel import ResultPanel  # made when a game first ends
        from qtcards.table.plain_text import TEXT_LIMIT, TEXT_LINES, TITLE_LIMIT, cut

        self.close_end_box()
        self._hush_felt()
        # Said as the panel shows it: cut first (a plugin's text may be a megabyte).
        self.context.announce(one_line(cut(title, TITLE_LIMIT), cut(text, TEXT_LIMIT, TEXT_LINES)))
        buttons = [(QCoreApplication.translate("GameView", "New game"), self.new_game), *more]
        stack = self.undo_stack()
        if undo and stack is not None:
            buttons.append((QCoreApplication.translate("GameView", "Undo"), stack.undo))
        else:
            buttons.append((QCoreApplication.translate("GameView", "Close"), lambda: None))
        panel = ResultPanel(self, title, text, buttons, self.keep_clear)
        panel.closed.connect(lambda: setattr(self, "end_box", None))
        self.end_box = panel
        panel.open()

    def _hush_felt(self) -> None:
        """Take every passing message off the felt ("Must be the same rank"): the end of
        the game is what the player reads now, not a message left under its panel."""
        from qtcards.table import FeltMessage, Table

        for table in self.findChildren(Table):
            for item in table.scene().items():
                if isinstance(item, FeltMessage):
                    item.set_text("")

    def keep_clear(self) -> list[QRect]:
        """What a result panel should not hide, in the view's coordinates: every visible
        thing on the table of :meth:`show_table` (its cards, marks and texts)."""
        from qtcards.table.view import Table  # (imported by then: the table is shown)

        table = self.shown_table
        if not isinstance(table, Table):
            return []
        offset = table.viewport().mapTo(self, QPoint(0, 0))
        return [rect.translated(offset) for rect in table.item_rects()]

    def close_end_box(self) -> None:
        """Close the box of :meth:`show_end_box` if it is open (a move or a new deal)."""
        if self.end_box is not None:
            box, self.end_box = self.end_box, None
            box.close()

    def has_progress(self) -> bool:
        """Whether a new game would throw moves away (the host asks the player first):
        the session's game has moves and is not over. A view without a session says no."""
        return self.session is not None and self.session.has_progress()

    def save(self) -> None:
        """Write whatever is not yet saved; called before the view is closed."""
        if self.session is not None:
            self.session.save()
            self.session.save_stats()
