"""The Hearts score sheet on the table: the end of a hand and the game over, shown in the
kit's result panel."""

from __future__ import annotations

from typing import Callable

from qtcards.kit import GameView
from qtcards.kit.view import ResultPanel


class ScoreSheet:
    """One score sheet at a time over ``parent``: a heading, the sheet (rich text) and
    its buttons (text, action)."""

    def __init__(self, parent: GameView) -> None:
        self.parent = parent
        #: The panel on the table, while it shows.
        self.box: ResultPanel | None = None

    def open(
        self, heading: str, sheet: str, buttons: list[tuple[str, Callable[[], None]]], closed: Callable[[], None]
    ) -> None:
        """Show a sheet (in place of one that shows); ``closed()`` once the player closes it."""
        self.close()
        panel = ResultPanel(self.parent, heading, sheet, buttons, self.parent.keep_clear)  # the plates clear
        panel.closed.connect(lambda: self._closed(closed))
        self.box = panel
        panel.open()

    def _closed(self, then: Callable[[], None]) -> None:
        self.box = None
        then()

    def close(self) -> None:
        """Put the sheet away without telling anyone (a new game, the view put away)."""
        box, self.box = self.box, None
        if box is not None:
            box.closed.disconnect()
            box.close()
