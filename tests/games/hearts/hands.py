"""Hearts engine states for the engine tests: a hand at the start of play, after the pass,
with the given hands."""

from qtcards_hearts.engine import TWO_OF_CLUBS, State


def play_state(hands, scores=(0, 0, 0, 0), hand_number=0) -> State:
    """A hand at the start of play (after the pass) with the given hands."""
    hands = tuple(tuple(sorted(h)) for h in hands)
    leader = next(s for s in range(4) if TWO_OF_CLUBS in hands[s])
    return State(
        seed=0,
        hand_number=hand_number,
        phase="play",
        hands=hands,
        passes=(None,) * 4,
        leader=leader,
        trick=(),
        points=(0,) * 4,
        played=(),
        hearts_broken=False,
        scores=tuple(scores),
        last_trick=None,
        last_hand=None,
    )
