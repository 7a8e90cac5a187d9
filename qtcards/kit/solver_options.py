"""The solver's options and info field, for a pile game's registration (cheap to import).

A pile game lists :data:`SOLVER_OPTIONS` among its ``options`` and :data:`VERDICT_FIELD`
among its ``info_fields``; the kit's :class:`~qtcards.kit.PatienceView` then shows the
solver's verdict there and offers winnable deals only (:mod:`qtcards.kit.verdicts`). Their
words are the kit's, in the context "Solver": :meth:`qtcards.kit.Game.translate` finds them
there when the game's own catalogue has none.
"""

from __future__ import annotations

from qtcards.kit.game import InfoField
from qtcards.kit.options import BoolOption
from qtcards.qt.marked import QT_TRANSLATE_NOOP

#: The kit's option that shows the solver's verdict (a pile game lists it among its options).
SHOW_VERDICT = BoolOption(
    "solver_verdict",
    QT_TRANSLATE_NOOP("Solver", "Say whether the deal can be won"),
    True,
    QT_TRANSLATE_NOOP("Solver", "The solver's verdict in the status bar, after each move."),
)
#: The kit's option that deals only deals the solver has won, for a new random deal.
WINNABLE_ONLY = BoolOption(
    "winnable_only",
    QT_TRANSLATE_NOOP("Solver", "Winnable deals only"),
    False,
    QT_TRANSLATE_NOOP("Solver", "A new random deal is one the solver has won; a deal number typed plays any deal."),
)
SOLVER_OPTIONS = (SHOW_VERDICT, WINNABLE_ONLY)
"""The solver's options, for a pile game's declared ``options``."""
#: The info field the verdict is shown in, for a pile game's ``info_fields``.
VERDICT_FIELD = InfoField("verdict", QT_TRANSLATE_NOOP("Solver", "Solver"), show_label=False)
