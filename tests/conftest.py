"""Shared test set-up: offscreen Qt, no plugin autoloading, fixed hypothesis seeds.

Every test also gets its own ``QTCARDS_HOME`` (settings and user files in a fresh
temporary folder) and ``XDG_RUNTIME_DIR`` (the ``qtcards_home`` fixture of
``qtcards.kit.testing``, the pytest plugin qtcards installs), so no test reads or writes
the real user folders. (pyproject.toml's ``pythonpath`` puts the checkout and its
``plugins/`` first on ``sys.path``: the built-in games are tested from the checkout even
when an older copy is installed, and without ``PYTHONPATH``.)
"""

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTCARDS_NO_AUTOLOAD", "1")

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile("ci", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None)
# The long fuzz run (python -m benchmarks.engine_fuzz --hypothesis): tests that do not fix their own
# max_examples get 100,000 examples each (or QTCARDS_LONG_EXAMPLES, for a shorter try), with fresh random seeds.
settings.register_profile(
    "long",
    max_examples=int(os.environ.get("QTCARDS_LONG_EXAMPLES", "100000")),
    derandomize=False,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def fresh_home(qtcards_home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets qtcards.kit.testing's ``qtcards_home``: a fresh QTCARDS_HOME
    (config/ and data/ are created on demand), and a runtime folder of its own: the
    single-instance lock and socket of the apps a test starts (and kills) stay out of the
    shared temporary folder. The question before a game in progress is thrown away is
    off (tests press New game mid-game); tests/host/test_discard.py turns it on."""
    from qtcards.window import discard

    monkeypatch.setattr(discard, "ASK_BY_DEFAULT", False)
    return qtcards_home


@pytest.fixture
def make_window(qtbot):
    """Build shown main windows of a registry; close them all (and restore sys.excepthook
    and sys.exit) at the end."""
    from tests.support.guests import shown_windows

    yield from shown_windows(qtbot)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Skip, with the reason, a test this system lacks something for (tests/support/markers.py)."""
    from tests.support.markers import skip_reason

    for item in items:
        reason = skip_reason(item)
        if reason:
            item.add_marker(pytest.mark.skip(reason=reason))


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Fail a test whose desktop tools are missing where they must not be (``.ci/run``)."""
    from tests.support.markers import insist

    insist(item)
