"""qtcards.kit.testing, the pytest plugin for game authors: found by pytest, cheap to load,
and honest: a plugin's fault or a refused plugin fails the author's test.

The author's side runs in pytest's own ``pytester``: a fresh pytest in a subprocess, with
a plugin and its tests written to a temporary folder, as a third party would have them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from qtcards.table.view import Table

pytest_plugins = ["pytester"]

#: A game whose card raises when clicked, and a test for each way a fault ends.
PLUGIN = """
from PySide6.QtCore import QSizeF
from qtcards.kit.view import CardItem, Face, Table
from qtcards.kit import Game, GameView, hookimpl


class BrokenView(GameView):
    def __init__(self, context):
        super().__init__(context)
        self.table = Table(QSizeF(3, 2), self)
        self.show_table(self.table)
        self.card = self.table.add_card(Face(1, 0))
        self.card.move_to(1.5, 1.0, animate=False)
        self.card.clicked.connect(self.explode)

    def explode(self, _item):
        raise RuntimeError("the card fell off the table")


@hookimpl
def qtcards_register_games(register):
    register(Game(id="broken", api_version=API, title="Broken", context="Broken", create_view=BrokenView))
"""

TESTS = """
import broken_game
import too_new_game


def test_a_fault_fails_the_test(game_window):
    game = game_window.open(broken_game, "broken")
    game.click(game.view.card)


def test_a_fault_taken_is_expected(game_window):
    game = game_window.open(broken_game, "broken")
    game.click(game.view.card)
    assert [fault.kind for fault in game.take_faults()] == ["runtime"]


def test_a_refused_plugin_fails_the_test(game_window):
    game_window.open(too_new_game, "broken")


def test_an_unknown_game_fails_the_test(game_window):
    game_window.open(broken_game, "solitaire")
"""


def test_pytest_finds_the_plugin_through_its_entry_point() -> None:
    found = {entry.value for entry in entry_points(group="pytest11")}
    assert "qtcards.kit.testing" in found


def test_loading_the_plugin_imports_no_qt() -> None:
    """pytest loads it in every run of an environment with qtcards in it."""
    code = (
        "import sys, qtcards.kit.testing; "
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.strip() == "[]"


def test_qtcards_own_tests_use_the_plugins_home(qtcards_home: Path) -> None:
    assert os.environ["QTCARDS_HOME"] == str(qtcards_home)
    assert os.environ["XDG_RUNTIME_DIR"] == str(qtcards_home / "run")
    assert os.environ["QTCARDS_NO_AUTOLOAD"] == "1"
    assert list(qtcards_home.iterdir()) == [qtcards_home / "run"]
    assert os.environ["TMPDIR"] == str(qtcards_home / "run" / "tmp")  # the guard's other places
    assert os.environ["XDG_CACHE_HOME"] == str(qtcards_home / "run" / "cache")


def test_motion_comes_back_after_a_game_window(game_window) -> None:
    """The windows run with motion off; the tests after them get the player's speed."""
    from qtcards_heart_to_heart import plugin

    before = Table.animation_default
    game = game_window.open(plugin, "heart-to-heart")
    assert game.table.animation_ms == 0
    game_window.close_all()
    assert Table.animation_default == before


def test_faults_and_refusals_fail_the_authors_test(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        broken_game=PLUGIN.replace("api_version=API", "api_version=1"),
        too_new_game=PLUGIN.replace("api_version=API", "api_version=99"),
        test_broken=TESTS,
    )
    pytester.makeini("[pytest]\nqt_api = pyside6\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", timeout=300)  # offscreen, as this run
    outcomes = result.parseoutcomes()
    report = result.stdout.str()
    assert outcomes.get("passed") == 2, report  # the fault taken, and the faulty test's call itself
    assert outcomes.get("failed") == 2, report
    assert outcomes.get("errors") == 1, report  # the untaken fault, at the end of its test
    assert "the plugin faulted" in report and "the card fell off the table" in report
    assert "qtcards refused the plugin too_new_game" in report and "too new" in report
    assert "registers no game 'solitaire'" in report


def test_run_without_qt_fails_an_engine_that_imports_qt(tmp_path) -> None:
    from qtcards.kit.testing import run_without_qt

    pure = tmp_path / "pure_engine.py"
    pure.write_text("def new_game(number):\n    return number * 2\n")
    assert run_without_qt(pure, "print(engine.new_game(21))") == "42"
    leaky = tmp_path / "leaky_engine.py"
    leaky.write_text("from PySide6.QtCore import QObject\n")
    with pytest.raises(AssertionError, match="import of PySide6 is blocked"):
        run_without_qt(leaky, "print('never')")
