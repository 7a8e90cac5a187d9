"""The look kept in the settings (group ``appearance``), and applied to every table.

Keys: ``felt`` (``#rrggbb``), ``back`` (a built-in design or ``deck``), ``four_colours``
(true/false), ``deck`` (a deck id of :mod:`.decks`). A value of a wrong type or out of
range reads as its default, as every option of qtcards does.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from qtcards.appearance import face_cache
from qtcards.appearance.decks import BUILT_IN, DeckProblem, find
from qtcards.files import paths
from qtcards.files.settings import store
from qtcards.kit.options import BoolOption
from qtcards.table.looks.backs import BACK_COLOURS
from qtcards.table.looks.look import DECK_BACK, DEFAULT_BACK, DEFAULT_FELT, DeckFile, Look, on_refusal
from qtcards.table.view import Table

log = logging.getLogger(__name__)

GROUP = "appearance"
FOUR_COLOURS = BoolOption("four_colours", "", False)


def felt_colour(value: Any) -> str:
    """A stored felt colour as ``#rrggbb`` (the default felt for anything else)."""
    if isinstance(value, str) and value.startswith("#") and QColor.isValidColorName(value):
        return QColor(value).name()
    return DEFAULT_FELT


def stored_look(settings: QSettings, notify: Callable[[str], None], deck_id: str | None = None) -> Look:
    """The player's look from ``settings``; ``deck_id`` (the command line's) instead of
    the stored deck. A deck that cannot be used is told through ``notify``, in one
    sentence, and the built-in deck is used."""
    back = settings.value(f"{GROUP}/back", DEFAULT_BACK)
    if not (isinstance(back, str) and (back in BACK_COLOURS or back == DECK_BACK)):
        back = DEFAULT_BACK
    deck = deck_id if deck_id is not None else settings.value(f"{GROUP}/deck", BUILT_IN)
    return Look(
        felt=felt_colour(settings.value(f"{GROUP}/felt", DEFAULT_FELT)),
        back=back,
        four_colours=FOUR_COLOURS.coerce(settings.value(f"{GROUP}/four_colours", False)),
        deck=deck_file(deck if isinstance(deck, str) else BUILT_IN, notify),
        faces=face_cache.stores_in(paths.cache_dir() / "faces"),
    )


def deck_file(deck_id: str, notify: Callable[[str], None]) -> DeckFile | None:
    """The SVG file of the deck ``deck_id`` (None for the built-in deck, or one that
    cannot be used: then ``notify`` is told why)."""
    if deck_id == BUILT_IN:
        return None
    try:
        deck = find(deck_id)
    except DeckProblem as problem:
        notify(refusal_text(deck_id, str(problem)))
        return None
    return DeckFile(deck.id, deck.svg) if deck.svg is not None else None


def refusal_text(deck_id: str, reason: str) -> str:
    """The one sentence that says a deck is not used, and why."""
    return QCoreApplication.translate(
        "Appearance", "The card deck {0} cannot be used ({1}); the built-in deck is shown instead."
    ).format(deck_id, reason)


def start(settings: QSettings, deck_id: str | None, notify: Callable[[str], None]) -> None:
    """At start-up: every table of this run in the stored look (with the command line's
    deck), and a deck refused when first drawn told to the player."""
    Table.look_default = stored_look(settings, notify, deck_id)
    on_refusal(lambda deck, reason: QTimer.singleShot(0, lambda: _tell_window(refusal_text(deck.id, reason))))


def _tell_window(text: str) -> None:
    """Say ``text`` in the main window (the one top-level widget with ``notify``)."""
    for widget in QApplication.topLevelWidgets():
        notify = getattr(widget, "notify", None)
        if callable(notify) and widget.isVisible():
            notify(text)
            return
    log.warning("%s", text)


def save(key: str, value: Any) -> None:
    """Store one appearance setting."""
    store(f"{GROUP}/{key}", value)


def apply(look: Look) -> None:
    """Show every table in ``look`` now, and every table made from now on."""
    Table.look_default = look
    for widget in QApplication.topLevelWidgets():
        tables = widget.findChildren(Table)
        for table in [widget, *tables] if isinstance(widget, Table) else tables:
            table.set_look(look)


def changed(**values: Any) -> Look:
    """Store changed settings (``felt``, ``back``, ``four_colours``, ``deck``: a deck id)
    and apply the new look at once; the look."""
    look = Table.look_default
    for key, value in values.items():
        save(key, value)
    if "deck" in values:
        deck = deck_file(values.pop("deck"), _tell_window)
        look = replace(look, deck=deck)
    look = replace(look, **values)
    apply(look)
    return look
