"""What the seat plates and the score sheet say: one word for one number."""

from __future__ import annotations

import dataclasses

from qtcards_hearts import engine, words


def moon_hand_over(shooter: int) -> engine.State:
    """A first hand over in which ``shooter`` took all 26 points."""
    state = engine.new_game(7)
    points = tuple(engine.MOON if seat == shooter else 0 for seat in range(engine.SEATS))
    added = tuple(0 if seat == shooter else engine.MOON for seat in range(engine.SEATS))
    return dataclasses.replace(
        state,
        phase="hand_over",
        points=points,
        scores=added,
        last_hand=engine.HandSummary(points, added, shooter),
        hands=((),) * engine.SEATS,
    )


def test_after_a_shot_moon_the_plates_say_what_the_sheet_says() -> None:
    state = moon_hand_over(shooter=2)
    lines = [words.plate_lines(state, seat) for seat in range(engine.SEATS)]
    assert lines[2] == ("This hand: 0", "Score: 0")
    for seat in (0, 1, 3):
        assert lines[seat] == ("This hand: 26", "Score: 26")
    sheet = words.summary_html(state)
    assert "shot the moon" in sheet and sheet.count(">26<") == 6  # three seats' hand and score


def test_during_a_hand_the_plate_counts_the_points_taken() -> None:
    state = dataclasses.replace(engine.new_game(7), phase="play", points=(3, 0, 13, 0), scores=(10, 4, 0, 20))
    assert words.plate_lines(state, 2) == ("Taken: 13", "Score: 0")
    assert words.plate_lines(state, 3) == ("Taken: 0", "Score: 20")
