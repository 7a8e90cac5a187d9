"""A check that a game's own search space agrees with its rules (no Qt).

A game that gives the solver a faster space (its own move generator, key or folded steps)
keeps the solver's answers right only while the space agrees with the rules:
:func:`check_search_space` asks that at one position, and a property test asks it along
random games.
"""

from __future__ import annotations

from typing import Any

from qtcards.kit.search import DEAL, PatienceSpace


def check_search_space(space: PatienceSpace[Any], state: Any, deals_folded: bool = False) -> None:
    """Assert that ``space`` agrees with its rules at ``state``: each successor's steps
    replay through the rules to a position with the successor's key, and each legal move
    of the rules (followed by the space's safe moves) leads to a position whose key is a
    successor's or the state's own (a move the space leaves out must give a position it
    has already); so does the stock's deal, unless the space folds its deals into the
    moves they allow (``deals_folded``: Klondike's), which its own tests then check."""
    own = space.key(state)
    found = {own}
    for steps, after in space.successors(state):
        replayed = space.replay(state, steps)
        assert space.key(replayed) == space.key(after), f"{steps} lead elsewhere by the rules"
        found.add(space.key(after))
    rules = space.rules
    for move in rules.legal_moves(state):
        _, settled = space.settle(rules.apply(state, move))
        assert space.key(settled) in found, f"the search misses {move}"
    dealt = rules.deal(state)
    if dealt is not None and not deals_folded:
        assert space.key(space.settle(dealt)[1]) in found, f"the search misses the deal {DEAL}"
