"""A small game for the window tests: a real view with three cards, games made of it,
plugin modules that register them, and registries of those plugins."""

from __future__ import annotations

import types
from typing import Any, Callable

from PySide6.QtCore import QSizeF
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QVBoxLayout

from qtcards.kit import hookimpl
from qtcards.kit.game import API_VERSION, Game, GameContext, GameView, InfoField
from qtcards.plugin_host.registry import GameRegistry
from qtcards.table import HEARTS, Face, Table
from qtcards.window.main_window import MainWindow
from tests.support.guests import registry_of


def validate_stats(data: Any) -> dict[str, int]:
    """The stats file's data, or ValueError if it is not ``{"played": int, ...}``."""
    if not isinstance(data, dict) or not isinstance(data.get("played"), int):
        raise ValueError("bad stats")
    return data


class CardView(GameView):
    """A real game view: a Table with three cards, an info field, optional undo."""

    def __init__(
        self,
        context: GameContext,
        *,
        undo: bool = False,
        on_click: Callable[[object], None] | None = None,
        stats: bool = False,
    ) -> None:
        super().__init__(context)
        self.calls: list[str] = []
        self.table = Table(QSizeF(5, 3))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        self.cards = []
        for n in range(3):
            card = self.table.add_card(Face(n + 1, HEARTS), key=n)
            card.place(1 + 1.5 * n, 1.5)
            if on_click is not None:
                card.clicked.connect(on_click)
            self.cards.append(card)
        self.stack = QUndoStack(self) if undo else None
        self.stats = context.storage.load("stats", 1, validate_stats) if stats else None
        context.set_info("score", "0")

    def new_game(self) -> None:
        self.calls.append("new_game")

    def restart(self) -> None:
        self.calls.append("restart")

    def undo_stack(self) -> QUndoStack | None:
        return self.stack

    def save(self) -> None:
        self.calls.append("save")


#: Every view the factories made in this test (kept alive until the test ends).
VIEWS: list[CardView] = []


def view_factory(**options: Any) -> Callable[[GameContext], CardView]:
    """A game's ``create_view`` that makes a CardView with these options."""

    def create(context: GameContext) -> CardView:
        view = CardView(context, **options)
        VIEWS.append(view)
        return view

    return create


def make_game(
    game_id: str, title: str, create_view: Callable[[GameContext], Any] | None = None, **changes: Any
) -> Game:
    """A game of CardViews (unless another factory is given), with a score and a deal field."""
    fields: dict[str, Any] = dict(
        id=game_id,
        api_version=API_VERSION,
        title=title,
        context="TestGames",
        create_view=create_view or view_factory(),
        info_fields=(InfoField("score", "Score"), InfoField("deal", "Deal", selectable=True)),
    )
    fields.update(changes)
    return Game(**fields)


def plugin_module(module_name: str, *games: Game) -> types.ModuleType:
    """A plugin module that registers these games."""
    module = types.ModuleType(module_name)

    @hookimpl
    def qtcards_register_games(register: Callable[[Game], None]) -> None:
        for game in games:
            register(game)

    module.qtcards_register_games = qtcards_register_games
    return module


def two_plugins() -> GameRegistry:
    """Two plugins: Alpha patience and Gamma in one, Beta hearts (no restart) in the other."""
    return registry_of(
        (
            plugin_module("qtcards_test_cards", make_game("alpha", "Alpha patience"), make_game("gamma", "Gamma")),
            "cards",
        ),
        (plugin_module("qtcards_test_more", make_game("beta", "Beta hearts", can_restart=False)), "more"),
    )


def game_titles(window: MainWindow) -> list[str]:
    """The titles in the Game menu, in menu order."""
    return [action.text() for action in window.games_group.actions()]


def game_ids(window: MainWindow) -> list[str]:
    """The ids of the games in the Game menu, in menu order."""
    return [action.data() for action in window.games_group.actions()]
