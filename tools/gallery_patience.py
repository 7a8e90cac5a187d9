"""The gallery's patience tables (tools/gallery_scenes.py has the others): Pyramid, and the
kit's patiences on piles with rules, Klondike, FreeCell and Spider, each in the states a
player meets, handed to ``look(name, widget)``.

A fresh deal, a picked run, a refused move, a hint, keyboard focus, then a won and a
stuck end, each reached by a real last move through the view from a position the game's
engine accepts (made here: a search for one could take minutes). The deal played last is
a fresh one again, so that no made-up position is left saved.
"""

from __future__ import annotations

import random

from tools.gallery_scenes import Look


def pyramid(app, window, look: Look) -> None:
    """A fresh deal, a picked card, keyboard focus, a game won and one lost by the greedy
    line (deal 414 is won by it, deal 0 lost: examples/qtcards-pyramid/tests/pyramid_hands.py)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    if not window.open_game("pyramid"):
        return
    from qtcards_pyramid import engine

    view = window.view
    view.table.animation_ms = 0
    view.start_deal(1)
    look("pyramid-table", window)
    place = next(p for p in engine.available(view.state) if engine.Remove((p,)) not in engine.legal_moves(view.state))
    view.act(view.cards[engine.card_at(view.state, place)])
    look("pyramid-selected", window)
    view.clear_selection()
    QTest.keyClick(view.table, Qt.Key.Key_Right)
    look("pyramid-keyboard-focus", window)
    for name, number in (("pyramid-won", 414), ("pyramid-lost", 0)):
        view.start_deal(number)
        state = view.state
        while moves := engine.legal_moves(state):
            move = next((m for m in moves if isinstance(m, engine.Remove)), moves[-1])
            view.play(move)
            state = view.state
        look(name, window)
    view.start_deal(1)


def patience(app, window, look: Look, game_id: str, won, stuck) -> None:
    """A kit patience (a :class:`~qtcards.kit.PatienceView`): the first deal with a hint
    from column to column, that run picked, a move refused, a hint, keyboard focus; then
    ``won()`` and ``stuck()``, each a position and the move that ends the game from it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from qtcards.kit import TABLEAU

    if not window.open_game(game_id):
        return
    view = window.view
    view.table.animation_ms = 0
    number = next(n for n in range(1, 200) if _column_move(view.rules, view.new_state(n)))
    view.start_deal(number)
    look(f"{game_id}-table", window)
    move, piles = _column_move(view.rules, view.state), view.piles()
    view.act(view.cards[piles[move.source].cards[-move.count]])
    look(f"{game_id}-selected", window)
    targets = {m.target for m in view.rules.legal_moves(view.state) if (m.source, m.count) == (move.source, move.count)}
    other = next(i for i, p in enumerate(piles) if p.kind == TABLEAU and p.cards and i not in targets | {move.source})
    view.act(view.cards[piles[other].cards[-1]])  # "That run cannot go there."
    look(f"{game_id}-move-error", window)
    view.message.set_text("")  # (as its timer does, in a moment)
    view.clear_selection()
    view.show_hint()
    look(f"{game_id}-hint", window)
    QTest.keyClick(view.table, Qt.Key.Key_Right)
    look(f"{game_id}-keyboard-focus", window)
    for name, (state, last) in ((f"{game_id}-won", won()), (f"{game_id}-stuck", stuck())):
        view.session.start(state)
        view.play_move(last)
        look(name, window)
    view.start_deal(1)


def _column_move(rules, state):
    """The first hint of ``state`` that moves a run from a column to another, or None."""
    from qtcards.kit import TABLEAU

    piles = rules.piles(state)
    return next((m for m in rules.hints(state) if piles[m.source].kind == piles[m.target].kind == TABLEAU), None)


def _columns(rest: list[int], tops: list[tuple[int, ...]], seed: int) -> list[tuple[int, ...]]:
    """``rest`` shuffled (a fixed seed) and shared out under ``tops``, one column each."""
    random.Random(seed).shuffle(rest)
    share = [len(rest) // len(tops) + (i < len(rest) % len(tops)) for i in range(len(tops))]
    starts = [sum(share[:i]) for i in range(len(tops))]
    return [tuple(rest[s : s + n]) + top for s, n, top in zip(starts, share, tops)]


def klondike(app, window, look: Look) -> None:
    """Klondike: every card home but a king (won); black tops over face-down columns, the
    stock gone, the last ace sent home (stuck)."""
    from qtcards_klondike.engine import RULES, State

    from qtcards.kit import TABLEAU

    COLUMNS = RULES.kinds[TABLEAU]

    def won():
        homes = tuple(tuple(suit * 13 + rank for rank in range(13)) for suit in range(4))
        state = State(((51,), (), (), (), (), (), ()), (0,) * 7, homes[:3] + (homes[3][:-1],), (), ())
        return state, RULES.home_move(state, COLUMNS[0])

    def stuck():
        tops = [(0 * 13 + r,) for r in (4, 6, 8, 10)] + [(2 * 13 + r,) for r in (4, 6, 8)]  # 5, 7, 9, J black
        tops[0] += (3 * 13,)  # the ace of hearts, the last card to go home
        homes = ((0,), (13,), (26,), ())
        rest = [c for c in range(52) if all(c not in pile for pile in tops + list(homes))]
        columns = _columns(rest, tops, 1)
        state = State(tuple(columns), tuple(len(c) - len(t) for c, t in zip(columns, tops)), homes, (), ())
        return state, RULES.home_move(state, COLUMNS[0])

    patience(app, window, look, "klondike", won, stuck)


def freecell(app, window, look: Look) -> None:
    """FreeCell: every card home but a king (won); the cells full, black tops, an ace sent
    home (stuck: with no free cell, one card moves at a time, and none fits)."""
    from qtcards_freecell.engine import RULES, State

    from qtcards.kit import TABLEAU

    COLUMNS = RULES.kinds[TABLEAU]

    def won():
        homes = tuple(tuple(suit * 13 + rank for rank in range(13)) for suit in range(4))
        state = State(((),) * 4, homes[:3] + (homes[3][:-1],), ((51,),) + ((),) * 7)
        return state, RULES.home_move(state, COLUMNS[0])

    def stuck():
        cells = [(0 * 13 + 1,), (0 * 13 + 3,), (2 * 13 + 1,), (2 * 13 + 3,)]  # black 2s and 4s
        tops = [(suit * 13 + r,) for suit in (0, 2) for r in (5, 7, 9, 11)]  # black 6, 8, 10, Q
        tops[0] += (3 * 13,)
        rest = [c for c in range(52) if all(c not in pile for pile in cells + tops)]
        state = State(tuple(cells), ((),) * 4, tuple(_columns(rest, tops, 1)))
        return state, RULES.home_move(state, COLUMNS[0])

    patience(app, window, look, "freecell", won, stuck)


def spider(app, window, look: Look) -> None:
    """Spider of one suit: seven runs home and the eighth one move from home (won); the
    stock gone, only odd ranks on top, a 3 put on the only 4 (stuck)."""
    from qtcards_spider.engine import RULES, State

    from qtcards.kit import TABLEAU, PileMove

    COLUMNS = RULES.kinds[TABLEAU]

    spades = [[copy * 52 + 26 + rank for rank in range(13)] for copy in range(8)]  # each copy ace first

    def run(copy: int) -> tuple[int, ...]:
        return tuple(reversed(spades[copy]))

    def won():
        columns = (run(7)[:-1], (spades[7][0],)) + ((),) * 8
        state = State(columns, (0,) * 10, tuple(run(c) for c in range(7)) + ((),), ())
        return state, PileMove(COLUMNS[1], 1, COLUMNS[0])

    def stuck():
        odd = [spades[c][r] for r in (0, 6, 8, 10, 12) for c in range(5)]  # aces, 7s, 9s, Js, Ks
        tops = [(spades[0][3],), (odd.pop(), spades[0][2])] + [(odd.pop(),) for _ in range(8)]  # a 4; a 3 on a K
        rest = [c for copy in range(5) for c in spades[copy] if all(c not in top for top in tops)]
        columns = _columns(rest, tops, 1)
        down = tuple(len(c) - 1 for c in columns)
        state = State(tuple(columns), down, tuple(run(c) for c in range(5, 8)) + ((),) * 5, ())
        return state, PileMove(COLUMNS[1], 1, COLUMNS[0])

    patience(app, window, look, "spider", won, stuck)


PATIENCES = (pyramid, klondike, freecell, spider)
