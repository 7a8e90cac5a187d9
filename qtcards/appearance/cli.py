"""The command line's decks: ``--list-decks`` and the ``--deck ID`` argument."""

from __future__ import annotations

import argparse

from qtcards.appearance.decks import DeckProblem, discover, find


def list_decks() -> int:
    """Print every deck: its id, its name and where it was found, one a line (tab-separated)."""
    for deck in discover():
        print(f"{deck.id}\t{deck.name()}\t{deck.where}")
    return 0


def deck_argument(text: str) -> str:
    """A deck id that names a usable deck (else the command line's one-line error)."""
    try:
        find(text)
    except DeckProblem as problem:
        raise argparse.ArgumentTypeError(f"no usable deck {text!r} ({problem}); try --list-decks") from None
    return text
