"""Crash safety, short: the real app killed with SIGKILL ten times, restarted, files checked.

The full run (200 kills) is ``python -m benchmarks.crash_safety``; see docs/reliability.md.
Every round starts ``qtcards --game ID`` (through ``qtcards.app.startup.main``) in a process of
its own, lets a seeded script play, kills it (at a random moment, during start-up, or
parked right before or after a file write) and checks that every file loads, holds the
last content written (or the one before the write in flight), that the restart resumes
it without a notice, and that the statistics never go back and never count twice.
"""

from __future__ import annotations

import copy

import pytest

from benchmarks.drivers import crash_safety

pytestmark = pytest.mark.posix("signal.SIGKILL")  # (the kill; Windows ends a process another way)


@pytest.fixture(scope="module")
def checked(tmp_path_factory: pytest.TempPathFactory):
    """Ten rounds of play, kill and restart (one run shared by the tests below)."""
    return crash_safety.run(kills=10, seed=7, home=tmp_path_factory.mktemp("crash"), say=lambda text: None)


def test_ten_kills_lose_nothing(checked) -> None:
    assert checked.failures == [], "\n".join(checked.failures)
    assert checked.kills == 10
    assert checked.checks >= 8  # restarts that came up and were compared with the files
    assert checked.writes >= 40
    assert {"before-save", "after-save"} & set(checked.modes)
    assert sum(inst.played for inst in checked.instances.values()) >= 2


def test_the_checker_sees_a_lost_write(checked) -> None:
    """The check is not vacuous: a file that went back to an older content is reported."""
    checker = copy.deepcopy(checked)
    checker.failures = []
    name = next(f for f in ("heart-to-heart/game", "hearts/game") if checker.committed[f])
    versions = checker.committed[name]
    versions.append(dict(versions[-1], h="0" * 24, n=versions[-1]["n"] + 1))  # a write that never came
    checker.settle(99)
    assert any("not the last content written" in failure for failure in checker.failures)


def test_the_checker_sees_a_double_count(checked) -> None:
    """The check is not vacuous: a statistics write that counts a counted game again is reported."""
    checker = copy.deepcopy(checked)
    checker.failures = []
    game = next(g for g in ("heart-to-heart", "hearts") if checker.committed[f"{g}/statistics"])
    last = checker.committed[f"{game}/statistics"][-1]
    tokens = {op["tok"] for op in checker.committed[f"{game}/statistics"]}
    token = max(tokens, key=lambda t: checker.instances[t or "?"].played)
    assert checker.instances[token or "?"].played == 1
    data = copy.deepcopy(last["data"])
    if game == "heart-to-heart":
        data["played"] += 1
    else:
        data["normal"]["played"] += 1
    checker.committed[f"{game}/statistics"].append(dict(last, data=data, tok=token, time={}))
    checker.account()
    assert any("counted as played" in failure for failure in checker.failures), checker.failures
