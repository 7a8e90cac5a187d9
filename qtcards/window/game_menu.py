"""The Game menu's list of games: one checkable entry per installed game, sorted by its
translated title, with the game's one-line description as its status tip and tool tip."""

from __future__ import annotations

from typing import Callable, Iterable

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from qtcards.kit.game import Game
from qtcards.plugin_host.registry import DESCRIPTION_LIMIT
from qtcards.table.plain_text import cut


def add_games(
    menu: QMenu, group: QActionGroup, games: Iterable[Game], current: str | None, open_game: Callable[[str], object]
) -> None:
    """Put an entry per game in ``menu`` (and ``group``), in place of the group's old ones;
    ``current`` is checked, choosing an entry calls ``open_game(id)``."""
    for action in group.actions():
        group.removeAction(action)
        action.deleteLater()
    for game in sorted(games, key=lambda g: g.translate(g.title).casefold()):
        action = QAction(group)  # (with a text too, PySide would try QIcon's overload)
        action.setText(game.translate(game.title))
        if game.description:
            action.setStatusTip(cut(game.translate(game.description), DESCRIPTION_LIMIT))
        action.setCheckable(True)
        action.setChecked(game.id == current)
        action.setData(game.id)
        action.triggered.connect(lambda _on=False, gid=game.id: open_game(gid))
        menu.addAction(action)


def describe_games(group: QActionGroup) -> None:
    """Give each entry its description as a tool tip, shown word for word (when the menu
    opens: escaping it loads ``html``, which start-up need not wait for)."""
    from qtcards.table.plain_text import tooltip

    for action in group.actions():
        if action.statusTip() and not action.toolTip().startswith("<p"):
            action.setToolTip(tooltip(action.statusTip()))
