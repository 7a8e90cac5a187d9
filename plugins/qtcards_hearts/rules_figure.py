"""The picture on the Hearts rules page: the four seats, the way play goes, where cards are passed."""

from PySide6.QtCore import QCoreApplication

from qtcards.kit import Figure

from .words import seat_name

# The column of the table's middle in the drawing, and how far from it the side seats sit.
MIDDLE = 15
SIDE = 11


def seats_figure() -> Figure:
    """You at the bottom, CPU 1 left, CPU 2 across, CPU 3 right; arrows clockwise; the passes."""
    you, left, across, right = (seat_name(seat) for seat in range(4))
    return Figure(
        QCoreApplication.translate(
            "HeartsRules",
            "The four seats around the table. Play goes clockwise, as the arrows show: you, CPU 1, CPU 2, CPU 3.",
        ),
        [
            [(MIDDLE, across)],
            [(MIDDLE - SIDE // 2, "↗"), (MIDDLE + SIDE // 2, "↘")],
            [(MIDDLE - SIDE, left), (MIDDLE + SIDE, right)],
            [(MIDDLE - SIDE // 2, "↖"), (MIDDLE + SIDE // 2, "↙")],
            [(MIDDLE, you)],
        ],
        [
            QCoreApplication.translate(
                "HeartsRules", "Hands 1, 5, 9…: each seat passes to the left; you pass to CPU 1."
            ),
            QCoreApplication.translate(
                "HeartsRules", "Hands 2, 6, 10…: each seat passes to the right; you pass to CPU 3."
            ),
            QCoreApplication.translate("HeartsRules", "Hands 3, 7, 11…: each seat passes across; you pass to CPU 2."),
            QCoreApplication.translate("HeartsRules", "Hands 4, 8, 12…: nobody passes."),
        ],
    )
