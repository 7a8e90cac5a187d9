"""mypy --strict reaches a game's own state through the kit: a misspelt field of the state in
a game's view is a type error (``PatienceView``, its ``state``, its ``session`` and the rules
are generic in the game's state; before, the view's state was ``Any`` and any name passed).

One mypy run over two small views, a good one and one with a misspelt field (about 10 s;
PySide's own stubs are skipped, the kit's modules followed with their errors silent)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

VIEW = """
from __future__ import annotations

from dataclasses import dataclass

from qtcards.kit import Figures, PatienceRules, PatienceView


@dataclass(frozen=True)
class State:
    moves: int


class Rules(PatienceRules[State]):
    def figures(self, state: State) -> Figures:
        return Figures(moves=state.{field})


class View(PatienceView[State]):
    def stock_refused(self) -> str:
        now = self.now().{field}
        return str(now + self.session.history()[0].{field})
"""
CONFIG = """
[mypy]
strict = True
[mypy-PySide6.*]
follow_imports = skip
[mypy-qtcards.*]
follow_imports = silent
"""


def test_a_misspelt_state_field_in_a_view_is_a_type_error(tmp_path: Path) -> None:
    (tmp_path / "good_view.py").write_text(VIEW.format(field="moves"), encoding="utf-8")
    (tmp_path / "bad_view.py").write_text(VIEW.format(field="movs"), encoding="utf-8")
    (tmp_path / "mypy.ini").write_text(CONFIG, encoding="utf-8")
    root = Path(__file__).resolve().parents[2]
    command = [sys.executable, "-m", "mypy", "--config-file", "mypy.ini", "--cache-dir", "cache"]
    files = ["good_view.py", "bad_view.py"]
    done = subprocess.run(command + files, cwd=tmp_path, capture_output=True, text=True, env={"MYPYPATH": str(root)})
    errors = [line for line in done.stdout.splitlines() if "error:" in line]
    assert [line.split(":")[:2] for line in errors] == [["bad_view.py", str(n)] for n in (16, 21, 22)]
    assert all('"State" has no attribute "movs"' in line for line in errors), done.stdout
