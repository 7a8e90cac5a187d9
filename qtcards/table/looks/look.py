"""The player's look of the table, as one plain value (no Qt here)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Protocol

if TYPE_CHECKING:  # (types only: the look itself is a plain value)
    from PySide6.QtGui import QPixmap

DEFAULT_BACK = "crimson"
DEFAULT_FELT = "#1f6a3c"
#: The felt colours offered first (the Settings dialog names them), besides any colour.
FELT_PRESETS = {"green": DEFAULT_FELT, "blue": "#1c4f78", "red": "#7b2231", "grey": "#4a5058", "brown": "#6a4a2c"}
#: The card back that is the SVG deck's own (the built-in deck then shows the default back).
DECK_BACK = "deck"


@dataclass(frozen=True)
class DeckFile:
    """An SVG deck to draw cards with: its id (``kde:svg-oxygen``) and its SVG or SVGZ file."""

    id: str
    path: Path


class FaceStore(Protocol):
    """Where the faces one deck renders at one size are kept between runs (the host's disk
    cache, :mod:`qtcards.appearance.face_cache`): the table asks it before rendering."""

    def load(self, name: str, size: tuple[int, int]) -> QPixmap | None:
        """The stored picture ``name`` of ``size`` device pixels, or None."""

    def store(self, name: str, pixmap: QPixmap) -> None:
        """Keep the picture ``name`` for the next run."""


#: Makes the store of one deck's faces at one size and pixel ratio.
FaceStores = Callable[[DeckFile, int, float], FaceStore]


@dataclass(frozen=True)
class Look:
    """How the table looks: felt colour (``#rrggbb``), card back (a design of
    :data:`~.backs.BACK_COLOURS` or :data:`DECK_BACK`), four-colour suits, the deck
    (None: the built-in one) and where its rendered faces are kept (None: nowhere)."""

    felt: str = DEFAULT_FELT
    back: str = DEFAULT_BACK
    four_colours: bool = False
    deck: DeckFile | None = None
    faces: FaceStores | None = None


_refusal_listeners: list[Callable[[DeckFile, str], None]] = []


def on_refusal(listener: Callable[[DeckFile, str], None]) -> None:
    """Call ``listener(deck, reason)`` whenever an SVG deck is refused when first drawn
    (once per deck per run; the built-in deck is drawn instead)."""
    _refusal_listeners.append(listener)


def report_refusal(deck: DeckFile, reason: str) -> None:
    """Tell every listener that ``deck`` is refused, and why."""
    for listener in list(_refusal_listeners):
        listener(deck, reason)
