"""The pure layers never import Qt: each pure module imports with PySide6 blocked.

Every module matched by :data:`PURE_MODULES` is imported in a fresh interpreter in
which a ``sys.meta_path`` finder refuses ``PySide6`` and ``shiboken6`` (and anything
under them). The packages around a module are stubbed, not run: a game package's
``__init__`` registers the game through ``qtcards.Game`` and may load Qt, but the engine,
the CPU players and the deal code must not, whatever imports them.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: (folder that is on sys.path, glob pattern under it) for every module that must stay
#: free of Qt. Add a pattern here when a new pure module appears.
PURE_MODULES = [
    ("plugins", "*/engine*.py"),
    ("plugins", "*/cpu*.py"),
    ("plugins", "*/deals*.py"),
    ("examples/qtcards-golf", "qtcards_golf/engine*.py"),
    ("examples/qtcards-pyramid", "qtcards_pyramid/engine*.py"),
    ("examples/qtcards-klondike", "qtcards_klondike/engine*.py"),
    ("examples/qtcards-freecell", "qtcards_freecell/engine*.py"),
    ("examples/qtcards-spider", "qtcards_spider/engine*.py"),
    (".", "qtcards/__init__.py"),
    (".", "qtcards/kit/hookspecs.py"),
    (".", "qtcards/kit/shuffle.py"),
    (".", "qtcards/kit/patience.py"),
    (".", "qtcards/kit/pile_rules.py"),
    (".", "qtcards/kit/pile_spec.py"),
    (".", "qtcards/kit/counts.py"),
    (".", "qtcards/kit/saved_fields.py"),
    (".", "qtcards/kit/saved_table.py"),
    (".", "qtcards/kit/tools.py"),
    (".", "qtcards/files/paths.py"),
]

GUARD = textwrap.dedent(
    """
    import importlib
    import importlib.abc
    import sys
    import types
    from pathlib import Path

    BLOCKED = ("PySide6", "shiboken6")


    class BlockQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                raise ImportError(f"import of {name} is blocked: this module must not use Qt")
            return None


    sys.meta_path.insert(0, BlockQt())
    for loaded in [m for m in sys.modules if m.split(".")[0] in BLOCKED]:
        del sys.modules[loaded]

    file, root = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
    parts = file.relative_to(root).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    # Stub the enclosing packages so that their __init__ does not run.
    for depth in range(1, len(parts)):
        name = ".".join(parts[:depth])
        package = types.ModuleType(name)
        package.__path__ = [str(root.joinpath(*parts[:depth]))]
        package.__package__ = name
        sys.modules[name] = package
    importlib.import_module(".".join(parts))
    leaked = sorted(m for m in sys.modules if m.split(".")[0] in BLOCKED)
    assert not leaked, leaked
    print("imported", ".".join(parts))
    """
)


def pure_modules() -> list[tuple[Path, Path]]:
    """(module file, import root) for every module a pattern matches."""
    found: dict[Path, Path] = {}
    for folder, pattern in PURE_MODULES:
        root = (ROOT / folder).resolve()
        for file in sorted(root.glob(pattern)):
            if "__pycache__" not in file.parts:
                found[file] = root
    return sorted(found.items())


def import_guarded(file: Path, root: Path) -> subprocess.CompletedProcess[str]:
    """Import ``file`` (a module under ``root``) in a new interpreter with Qt blocked: no
    PYTHONPATH, no user site (``-E -s``: isolated but for ``-c``'s current folder, ``root``)."""
    return subprocess.run(
        [sys.executable, "-E", "-s", "-c", GUARD, str(file), str(root)],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
    )


MODULES = pure_modules()


def test_patterns_find_the_engines() -> None:
    """The patterns match every game's engine (an empty list would test nothing)."""
    engines = sorted((ROOT / "plugins").glob("*/engine.py"))
    assert engines, "no plugins/*/engine.py found: the guard would test nothing"
    assert set(engines) <= {file for file, _ in MODULES}


@pytest.mark.parametrize(("file", "root"), MODULES, ids=[str(file.relative_to(ROOT)) for file, _ in MODULES])
def test_pure_module_imports_without_qt(file: Path, root: Path) -> None:
    result = import_guarded(file, root)
    assert result.returncode == 0, f"{file.relative_to(ROOT)} needs Qt or fails:\n{result.stderr}"
    assert result.stdout.startswith("imported ")


def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    package = tmp_path / "guardpkg"
    package.mkdir()
    for name, source in files.items():
        (package / name).write_text(textwrap.dedent(source))
    return package


def test_guard_catches_a_direct_qt_import(tmp_path: Path) -> None:
    package = _package(tmp_path, {"__init__.py": "", "engine.py": "from PySide6.QtCore import QObject\n"})
    result = import_guarded(package / "engine.py", tmp_path)
    assert result.returncode != 0
    assert "PySide6.QtCore is blocked" in result.stderr or "PySide6 is blocked" in result.stderr


def test_guard_catches_an_indirect_qt_import(tmp_path: Path) -> None:
    package = _package(
        tmp_path,
        {
            "__init__.py": "",
            "helper.py": "import shiboken6\n",
            "engine.py": "from . import helper\n",
        },
    )
    result = import_guarded(package / "engine.py", tmp_path)
    assert result.returncode != 0
    assert "shiboken6 is blocked" in result.stderr


def test_guard_catches_qt_through_the_host(tmp_path: Path) -> None:
    """An engine that imports the host's Qt parts (qtcards.kit.game) is caught too."""
    package = _package(tmp_path, {"__init__.py": "", "engine.py": "from qtcards.kit.game import Game\n"})
    # qtcards must be importable from the subprocess: put a link to it beside the package.
    (tmp_path / "qtcards").symlink_to(ROOT / "qtcards", target_is_directory=True)
    result = import_guarded(package / "engine.py", tmp_path)
    assert result.returncode != 0
    assert "is blocked" in result.stderr


def test_guard_passes_a_pure_module_in_a_qt_package(tmp_path: Path) -> None:
    """The control: a pure module passes even though its package's __init__ uses Qt."""
    package = _package(
        tmp_path,
        {
            "__init__.py": "import PySide6.QtCore\n",
            "deals.py": "import random\n",
            "engine.py": "from .deals import random\nVALUE = 1\n",
        },
    )
    result = import_guarded(package / "engine.py", tmp_path)
    assert result.returncode == 0, result.stderr
