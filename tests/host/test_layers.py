"""The host's packages stand in layers: each imports only packages below its own (issue
22), counting imports inside functions too (a lazy import is an arrow all the same)."""

from __future__ import annotations

import ast
from pathlib import Path

import qtcards

#: Each package's floor: a package imports only packages on lower floors. The host's Qt
#: layer, the resources and the translations stand on nothing of qtcards; the card table
#: and the files on them; the kit (what a plugin imports) on those; the application on top.
FLOORS = {
    "qt": 1,
    "resources": 1,
    "i18n": 1,
    "table": 2,
    "files": 2,
    "kit": 3,
    "appearance": 4,
    "plugin_host": 4,
    "window": 5,
    "app": 6,
}


def imported_packages(path: Path) -> set[str]:
    """The qtcards packages a module imports, anywhere in it."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        for name in names:
            parts = name.split(".")
            if parts[0] == "qtcards" and len(parts) > 1 and parts[1] in FLOORS:
                found.add(parts[1])
    return found


def test_every_package_imports_only_packages_below_it() -> None:
    root = Path(qtcards.__file__).parent
    packages = {path.name for path in root.iterdir() if (path / "__init__.py").is_file()}
    assert packages == set(FLOORS)  # a new package takes its place here
    wrong = []
    for package, floor in FLOORS.items():
        for path in sorted((root / package).rglob("*.py")):
            for other in imported_packages(path) - {package}:
                if FLOORS[other] >= floor:
                    wrong.append(f"{path.relative_to(root)} imports qtcards.{other}")
    assert wrong == []
