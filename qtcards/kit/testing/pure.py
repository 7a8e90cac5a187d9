"""A game's engine run with Qt blocked: the check that it stays pure Python."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

#: The child's script: PySide6 and shiboken6 cannot be imported, the engine's file is loaded
#: by itself as the module ``engine`` (its package's ``__init__``, which registers the game
#: with Qt's names, is not run), then the test's code runs.
_SCRIPT = textwrap.dedent(
    """
    import importlib.abc, importlib.util, sys

    class BlockQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("PySide6", "shiboken6"):
                raise ImportError(f"import of {name} is blocked: the engine must not use Qt")

    sys.meta_path.insert(0, BlockQt())
    spec = importlib.util.spec_from_file_location("engine", sys.argv[1])
    engine = importlib.util.module_from_spec(spec)
    sys.modules["engine"] = engine
    spec.loader.exec_module(engine)
    exec(sys.argv[2])
    """
)


def run_without_qt(engine_file: str | Path, code: str, timeout: float = 120) -> str:
    """Load ``engine_file`` in a new Python with PySide6 blocked, run ``code`` there (the
    engine is the name ``engine``), and return what it printed, stripped. An engine that
    imports Qt, directly or through a name of the kit that needs it, or code that fails,
    fails the test with the child's error::

        def test_the_engine_needs_no_qt() -> None:
            printed = run_without_qt(engine.__file__, "print(engine.new_game(1).moves)")
            assert printed == "0"
    """
    result = subprocess.run(
        [sys.executable, "-I", "-c", _SCRIPT, str(engine_file), code],
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if result.returncode != 0:
        raise AssertionError(f"{engine_file} with Qt blocked:\n{result.stderr}")
    return result.stdout.strip()
