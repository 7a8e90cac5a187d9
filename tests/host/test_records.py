"""qtcards.records: the statistics' "current" entry that keeps a game from counting twice."""

from __future__ import annotations

import pytest

from qtcards.records import current_entry, is_count, new_game_id, read_current


def test_current_entry_reads_back() -> None:
    game_id = new_game_id()
    assert is_count(game_id)
    entry = current_entry(game_id, counted=True, won_counted=False)
    assert read_current({"played": 1, "current": entry}) == {"game": game_id, "won": False}
    assert current_entry(game_id, counted=False, won_counted=False) is None
    assert read_current({"played": 1}) is None  # files from before the entry existed


@pytest.mark.parametrize(
    "entry", [[], "x", {"game": -1, "won": False}, {"game": True, "won": False}, {"game": 3}, {"game": 3, "won": 1}]
)
def test_a_bad_current_entry_is_refused(entry) -> None:
    with pytest.raises(ValueError):
        read_current({"current": entry})


def test_counts_are_whole_numbers() -> None:
    assert [is_count(v) for v in (0, 7, -1, True, 1.0, None)] == [True, True, False, False, False, False]
