"""The gallery's scenes of the patience games from examples/: Klondike, FreeCell and Spider
(each a :class:`~qtcards.kit.PatienceView`) and Pyramid, each handed to ``look(name,
widget)`` as tools/gallery_scenes.py hands the built-in games'. A game that is not
installed is passed over (tests/host/test_clipped_text.py asks for every one)."""

from __future__ import annotations

import random
from collections import defaultdict
from typing import Any, Callable

from tools.gallery_scenes import Look

#: The deal every scene starts from.
DEAL = 7


def _won_klondike(engine: Any) -> Any:
    homes = tuple(tuple(suit * 13 + rank for rank in range(13)) for suit in range(4))
    return engine.State(((),) * 7, (0,) * 7, homes, (), (), deal=DEAL)


def _won_freecell(engine: Any) -> Any:
    homes = tuple(tuple(suit * 13 + rank for rank in range(13)) for suit in range(4))
    return engine.State(((),) * 4, homes, ((),) * 8, deal=DEAL)


def _won_spider(engine: Any) -> Any:
    by_rank = defaultdict(list)
    for card in sorted(engine.deck(1)):
        by_rank[card % 13].append(card)
    runs = tuple(tuple(by_rank[rank][copy] for rank in reversed(range(13))) for copy in range(8))  # as taken off
    return engine.State(((),) * 10, (0,) * 10, runs, (), suits=1, deal=DEAL)


def piles(game_id: str, prefix: str, engine_module: str, won: Callable[[Any], Any]) -> Callable[..., None]:
    """The scenes of one patience on piles: a fresh deal, a run picked, a hint, a refused
    move, the keyboard's focus and a win."""

    def scenes(app: Any, window: Any, look: Look) -> None:
        import importlib

        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        if not window.open_game(game_id):
            return
        view = window.view
        view.table.animation_ms = 0
        view.start_deal(DEAL)
        look(f"{prefix}-table", window)
        view.show_hint()
        look(f"{prefix}-hint", window)
        moves = view.rules.legal_moves(view.state)
        if moves:
            pile = view.rules.piles(view.state)[moves[0].source]
            view.act(view.cards[pile.run(moves[0].count)[0]])
            look(f"{prefix}-picked", window)
            view.clear_selection()
        from qtcards.kit import TABLEAU

        stays = [i for i, p in enumerate(view.rules.piles(view.state)) if p.kind == TABLEAU and p.top is not None]
        refused = next((i for i in stays if view.rules.home_move(view.state, i) is None), None)
        if refused is not None:
            view.send_home(refused)  # a card that cannot go home: the felt says why
            look(f"{prefix}-refused", window)
        QTest.keyClick(view.table, Qt.Key.Key_Tab)
        look(f"{prefix}-keyboard-focus", window)
        view.session.start(won(importlib.import_module(engine_module)))
        look(f"{prefix}-won", window)
        view.start_deal(DEAL)

    return scenes


def pyramid(app: Any, window: Any, look: Look) -> None:
    """Pyramid's table, a card picked, the keyboard's focus, and a game played to its end."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    if not window.open_game("pyramid"):
        return
    from qtcards_pyramid import engine

    view = window.view
    view.table.animation_ms = 0
    view.start_deal(DEAL)
    look("pyramid-table", window)
    free = engine.available(view.state)
    view.act(view.cards[engine.card_at(view.state, free[0])])
    look("pyramid-picked", window)
    view.clear_selection()
    QTest.keyClick(view.table, Qt.Key.Key_Tab)
    look("pyramid-keyboard-focus", window)
    rng = random.Random(DEAL)
    while engine.legal_moves(view.state):
        moves = engine.legal_moves(view.state)
        removals = [move for move in moves if isinstance(move, engine.Remove)]
        view.play(rng.choice(removals or moves))
    look("pyramid-won" if engine.is_won(view.state) else "pyramid-lost", window)
    view.start_deal(DEAL)


#: Every scene function of this module, in the gallery's order.
TABLES = (
    pyramid,
    piles("klondike", "klondike", "qtcards_klondike.engine", _won_klondike),
    piles("freecell", "freecell", "qtcards_freecell.engine", _won_freecell),
    piles("spider", "spider", "qtcards_spider.engine", _won_spider),
)
