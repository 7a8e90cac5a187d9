"""The plugin kit is the plugins' only door into qtcards, and every name it promises is there."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import qtcards.kit

ROOT = Path(__file__).resolve().parents[2]
PLUGIN_PACKAGES = [ROOT / "plugins" / "qtcards_heart_to_heart", ROOT / "plugins" / "qtcards_hearts",
                   ROOT / "examples" / "qtcards-golf" / "qtcards_golf"]


def host_imports(path: Path) -> list[str]:
    """The qtcards modules a file imports (the game's own packages left out)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append(node.module)
    return [name for name in found if name == "qtcards" or name.startswith("qtcards.")]


@pytest.mark.parametrize("path", [p for package in PLUGIN_PACKAGES for p in sorted(package.glob("*.py"))],
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_plugins_import_only_the_kit(path: Path) -> None:
    outside = [name for name in host_imports(path) if name != "qtcards.kit"]
    assert outside == [], f"{path.relative_to(ROOT)} imports {outside} from the host: import from qtcards.kit"


def test_the_check_sees_an_import_from_the_host(tmp_path: Path) -> None:
    sneaky = tmp_path / "view.py"
    sneaky.write_text("from qtcards.kit import Table\nfrom qtcards.storage import Storage\nimport qtcards.window\n")
    assert host_imports(sneaky) == ["qtcards.kit", "qtcards.storage", "qtcards.window"]


@pytest.mark.parametrize("name", qtcards.kit.__all__)
def test_every_kit_name_resolves(name: str) -> None:
    assert getattr(qtcards.kit, name) is not None


def test_an_unknown_kit_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError):
        qtcards.kit.StateCommand  # noqa: B018 - the old undo command is not in the kit


@pytest.mark.parametrize("module", ["qtcards.undo", "qtcards.records"])
def test_api_1_modules_still_work_and_say_they_are_deprecated(module: str, caplog) -> None:
    """The guide's support period: API-1 names the kit replaced keep working, with a warning."""
    import importlib
    import sys

    sys.modules.pop(module, None)
    with caplog.at_level("WARNING"):
        loaded = importlib.import_module(module)
    assert "deprecated" in caplog.text and "qtcards.kit" in caplog.text
    if module == "qtcards.undo":
        from PySide6.QtGui import QUndoStack

        shown: list[int] = []
        stack = QUndoStack()
        loaded.restore(stack, [1, 2, 3], 1, shown.append, "Move")
        assert loaded.history(stack, 2) == [1, 2, 3] and stack.index() == 1
    else:
        assert loaded.current_entry(5, True, False) == {"game": 5, "won": False}
        assert loaded.read_current({"current": {"game": 5, "won": True}}) == {"game": 5, "won": True}
