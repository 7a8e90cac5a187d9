"""The tools around a game (``from qtcards.kit.tools import ...``): a plugin's catalogues
of translations, ``Catalogues`` (checked by one call in its tests, updated by
``python -m qtcards.kit.catalogues PACKAGE``), ``linguist`` (the module of the steps
underneath); ``splitmix64``, the random numbers under :func:`qtcards.kit.shuffled` (for
an engine that draws its own); and the checks of a whole number read from a file,
``is_count`` and ``check_count`` (an engine's ``from_json``, a game's statistics). All
but the catalogues are pure Python."""

from __future__ import annotations

from typing import TYPE_CHECKING

from qtcards.kit.lazy import exported, lazy_names

if TYPE_CHECKING:  # what editors and type checkers see; at run time the names load lazily
    from qtcards.kit import linguist as linguist
    from qtcards.kit.catalogues import Catalogues as Catalogues
    from qtcards.kit.counts import check_count as check_count, is_count as is_count
    from qtcards.kit.shuffle import splitmix64 as splitmix64

_HOMES: dict[str, tuple[str, ...]] = {
    "qtcards.kit.catalogues": ("Catalogues",),
    "qtcards.kit.linguist": (),
    "qtcards.kit.shuffle": ("splitmix64",),
    "qtcards.kit.counts": ("check_count", "is_count"),
}

__all__ = exported(_HOMES)
__getattr__ = lazy_names(globals(), _HOMES)
