"""Deal numbers as a kit service: a game's reproducible deals, played again by number or code.

A game whose engine deals number n the same way on every machine declares its deals
with :class:`Deals`, and the kit gives it the rest: the Game menu's "Play deal number…"
(or "Enter deal code…") with one dialog that checks what is typed as it is typed and
says why it is no deal, asking before the game in progress is thrown away; "Copy deal
number" (or code); and the view's default ``restart()``, which the host's one Game ›
Restart this deal calls. A game that writes its numbers as codes (Heart to Heart's
``HH1-N-AAAAAAM``) adds a :class:`DealCode` and raises :class:`DealError` with its own
reasons. A game whose every deal is fresh (Hearts) declares nothing and offers none of it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, NoReturn

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QGuiApplication

from qtcards.kit.guest_values import GuestFault
from qtcards.qt.marked import QT_TRANSLATE_NOOP
from qtcards.table.plain_text import TEXT_LIMIT, cut

if TYPE_CHECKING:
    from qtcards.kit.deal_dialog import DealDialog
    from qtcards.kit.game import GameView

CONTEXT = "Deals"
# What the player typed, as a message quotes it: at most this many characters ("…" after).
QUOTED = 40

# The kit's words for a game whose deals are plain numbers, then for one that writes codes.
# In the messages, {0} is what the player typed, {1} the last deal number or an example code,
# {2} the first deal number.
WORDS = {
    False: {
        #: Game menu: opens the dialog that asks for a deal number.
        "play": QT_TRANSLATE_NOOP("Deals", "Play &deal number..."),
        "title": QT_TRANSLATE_NOOP("Deals", "Play deal number"),
        #: {2} is the first deal number of the game (0 or 1), {1} the last.
        "prompt": QT_TRANSLATE_NOOP("Deals", "&Deal number ({2} to {1}):"),
        #: {2} is the first deal number of the game (0 or 1), {1} the last.
        "empty": QT_TRANSLATE_NOOP("Deals", "Type a deal number from {2} to {1}."),
        "copy": QT_TRANSLATE_NOOP("Deals", "&Copy deal number"),
        "copied": QT_TRANSLATE_NOOP("Deals", "Deal number copied."),
    },
    True: {
        #: Game menu: opens the dialog that asks for a deal code.
        "play": QT_TRANSLATE_NOOP("Deals", "Enter &deal code..."),
        "title": QT_TRANSLATE_NOOP("Deals", "Enter deal code"),
        #: {1} is an example code, such as HH1-N-AAAAAAM.
        "prompt": QT_TRANSLATE_NOOP("Deals", "&Deal code (for example {1}) or deal number:"),
        "empty": QT_TRANSLATE_NOOP("Deals", "Type a deal code, for example {1}, or a deal number."),
        "copy": QT_TRANSLATE_NOOP("Deals", "&Copy deal code"),
        "copied": QT_TRANSLATE_NOOP("Deals", "Deal code copied."),
    },
}
#: {0} is what the player typed, {2} the first deal number (0 or 1), {1} the last.
NOT_A_NUMBER = QT_TRANSLATE_NOOP("Deals", "“{0}” is not a deal number; deal numbers run from {2} to {1}.")
#: {0} is the number the player typed, {2} the first deal number (0 or 1), {1} the last.
OUT_OF_RANGE = QT_TRANSLATE_NOOP("Deals", "There is no deal {0}; deal numbers run from {2} to {1}.")
#: {0} is the code the player typed, {2} the code of the game's last deal.
PAST_THE_LAST_CODE = QT_TRANSLATE_NOOP("Deals", "There is no deal “{0}”; the last deal is {2}.")


def _translate(text: str) -> str:
    """One of the kit's texts above in the player's language."""
    return QCoreApplication.translate(CONTEXT, text)


class DealError(ValueError):
    """What the player typed is no deal of the game; ``str(error)`` says why, translated.

    A game's :attr:`DealCode.parse` raises it with its reason. The message may hold ``{0}``,
    which the kit replaces with what the player typed (quoted as a sentence shows it: cut,
    its hyphens unbreakable), and ``{1}``, the example code.
    """


@dataclass(frozen=True)
class DealCode:
    """How a game writes its deal numbers as codes (Heart to Heart's ``HH1-N-AAAAAAM``).

    :param format: ``format(number)``: the code of a deal number.
    :param parse: ``parse(text)``: the deal number of a code the player typed (never
        blank, stripped; U+2011 hyphens already plain); raises :class:`DealError` with the
        game's reason when it is none.
    :param example: the deal whose code the dialog shows as an example.
    """

    format: Callable[[int], str]
    parse: Callable[[str], int]
    example: int = 0


def unbreakable(text: str) -> str:
    """A code as a sentence shows it: non-breaking hyphens (U+2011), so it never wraps."""
    return text.replace("-", "\u2011")


class Deals(QObject):
    """A game's numbered deals: the Game menu's actions, the dialog, Restart and copy.

    Make it in the view's ``__init__`` and keep it as ``self.deals``: the view's default
    :meth:`~qtcards.kit.GameView.restart` and :meth:`~qtcards.kit.GameView.game_actions`
    then use it.

    :param view: the game's view.
    :param start: ``start(number)`` starts deal ``number`` from its beginning.
    :param current: ``current()``: the number of the deal in play, or None (a game with no number).
    :param last: deal numbers run from ``first`` to ``last``.
    :param code: how the game writes its numbers as codes (its dialog reads a plain deal
        number too, as the games without codes show theirs); None: as plain numbers.
    :param first: the first deal number, 0 or 1 (Microsoft's FreeCell deals start at 1):
        the dialog takes none below it and a deal at random is never one.
    """

    def __init__(
        self,
        view: GameView,
        start: Callable[[int], None],
        current: Callable[[], int | None],
        last: int,
        code: DealCode | None = None,
        first: int = 0,
    ) -> None:
        if first not in (0, 1) or isinstance(first, bool):
            raise TypeError(f"Deals: first is {first!r:.40}, not 0 or 1")
        if not isinstance(last, int) or isinstance(last, bool) or last < first:
            raise TypeError(f"Deals: last is {last!r:.40}, not a whole number from {first}")
        if not (callable(start) and callable(current)) or not (code is None or isinstance(code, DealCode)):
            raise TypeError("Deals: start and current must be callables, code a DealCode or None")
        super().__init__(view)
        self.view = view
        self.start = start
        self._current = current
        self.first, self.last = first, last
        self.code = code
        self._words = WORDS[code is not None]
        # The dialog while it is open.
        self.dialog: DealDialog | None = None
        self.play_action = QAction(self)
        self.play_action.triggered.connect(self.ask)
        self.copy_action = QAction(self)
        self.copy_action.triggered.connect(self.copy)
        self.retranslate()

    def current(self) -> int | None:
        """The number of the deal in play, or None, as the game's ``current()`` says (checked)."""
        number = self._current()
        if number is not None and (not isinstance(number, int) or isinstance(number, bool)):
            raise GuestFault.of(self.view, TypeError(f"current() returned {number!r:.40}"))
        return number

    def retranslate(self) -> None:
        """Set the actions' texts again: the view's ``GameView`` does it when the language
        changes, before the view's own ``retranslate`` (a game need not call it)."""
        self.play_action.setText(self.word("play"))
        self.copy_action.setText(self.word("copy"))

    def actions(self) -> list[QAction]:
        """The Game menu's entries: play a deal by its number (or code), copy the one in play."""
        return [self.play_action, self.copy_action]

    def word(self, key: str) -> str:
        """One of the kit's texts ("play", "title", "prompt", "empty", "copy", "copied"), translated."""
        return self.fill(_translate(self._words[key]))

    def fill(self, message: str, typed: str = "") -> str:
        """``message`` with ``{0}`` (what was typed, quoted), ``{1}`` (the example or the last
        deal number) and ``{2}`` (the first deal number) filled in."""
        quoted = typed if len(typed) <= QUOTED else typed[: QUOTED - 1] + "…"
        example = unbreakable(self.text(self.code.example)) if self.code is not None else str(self.last)
        filled = message.replace("{1}", example).replace("{2}", str(self.first))
        return cut(filled.replace("{0}", unbreakable(quoted)), TEXT_LIMIT)

    def text(self, number: int) -> str:
        """Deal ``number`` as the player reads and types it: its code, or the number."""
        if self.code is None:
            return str(number)
        code = self.code.format(number)
        if not isinstance(code, str):
            self._fault(f"format() returned {type(code).__name__}, not a text")
        return code

    def read(self, text: str) -> int:
        """The deal number of what the player typed; :class:`DealError` with the message to show."""
        typed = text.strip().replace("\u2011", "-")  # a copy of a code from a sentence reads too
        if not typed:
            raise DealError(self.word("empty"))
        try:
            if self.code is not None and not typed.isdecimal():  # a game with codes reads numbers too
                number = self.code.parse(typed)
            else:
                number = self._number(typed)
        except DealError as error:
            raise DealError(self.fill(str(error), typed)) from None
        if not isinstance(number, int) or isinstance(number, bool):
            self._fault(f"parse() returned {number!r:.40}, not a deal number")
        if not self.first <= number <= self.last:  # a well-formed code of a deal the game does not have
            last = unbreakable(self.text(self.last))
            raise DealError(self.fill(_translate(PAST_THE_LAST_CODE).replace("{2}", last), typed))
        return number

    def problem(self, text: str) -> str:
        """Why ``text`` is no deal, in the game's words ("" when it is one): the dialog's check."""
        try:
            self.read(text)
        except DealError as error:
            return str(error)
        return ""

    def _fault(self, what: str) -> NoReturn:
        """The game's code reader or writer gave what the kit cannot use: blame its plugin."""
        raise GuestFault.of(self.view, TypeError(f"a deal code's {what}"))

    def _number(self, typed: str) -> int:
        if not typed.isdecimal():
            raise DealError(_translate(NOT_A_NUMBER))
        if len(typed.lstrip("0")) > len(str(self.last)) or not self.first <= int(typed) <= self.last:
            raise DealError(_translate(OUT_OF_RANGE).replace("{1}", str(self.last)))
        return int(typed)

    def ask(self) -> None:
        """Game › Play deal number…: open the dialog; its deal starts once the player has
        said the game in progress may go (``GameContext.may_discard``)."""
        from qtcards.kit.deal_dialog import DealDialog  # made when first opened

        if self.dialog is not None:
            self.dialog.activateWindow()
            return
        self.dialog = DealDialog(self, self.view)
        self.dialog.chosen.connect(self._chosen)
        self.dialog.finished.connect(self._closed)
        self.dialog.open()

    def _chosen(self, number: int) -> None:
        if self.view.context.may_discard():
            self.start(number)

    def _closed(self, _result: int) -> None:
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.deleteLater()

    def open(self, text: str) -> bool:
        """Start the deal of ``text`` (a number or code) at once, without asking; False when
        it is none, the game left as it is."""
        try:
            number = self.read(text)
        except DealError:
            return False
        self.start(number)
        return True

    def deal_any(self) -> None:
        """Start a deal picked at random from ``first``..``last`` (the operating system's randomness)."""
        self.start(random.SystemRandom().randint(self.first, self.last))

    def restart(self) -> None:
        """Play the deal in play again from its beginning (a game with no number: a new one)."""
        number = self.current()
        if number is None:
            self.view.new_game()
        else:
            self.start(number)

    def copy(self) -> None:
        """Put the number (or code) of the deal in play on the clipboard, and say so."""
        number = self.current()
        if number is not None:
            QGuiApplication.clipboard().setText(self.text(number))
            self.view.context.announce(self.word("copied"))
