"""The plugin kit is the plugins' only door into qtcards, and every name it promises is there."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import qtcards.kit

ROOT = Path(__file__).resolve().parents[2]
PLUGIN_PACKAGES = [
    ROOT / "plugins" / "qtcards_heart_to_heart",
    ROOT / "plugins" / "qtcards_hearts",
    ROOT / "examples" / "qtcards-golf" / "qtcards_golf",
    ROOT / "examples" / "qtcards-pyramid" / "qtcards_pyramid",
]


def host_imports(path: Path) -> list[str]:
    """The qtcards modules a file imports (the game's own packages left out)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append(node.module)
    return [name for name in found if name == "qtcards" or name.startswith("qtcards.")]


@pytest.mark.parametrize(
    "path",
    [p for package in PLUGIN_PACKAGES for p in sorted(package.glob("*.py"))],
    ids=lambda p: f"{p.parent.name}/{p.name}",
)
def test_plugins_import_only_the_kit(path: Path) -> None:
    outside = [name for name in host_imports(path) if name != "qtcards.kit"]
    assert outside == [], f"{path.relative_to(ROOT)} imports {outside} from the host: import from qtcards.kit"


EXAMPLES = ["qtcards-golf", "qtcards-pyramid"]
EXAMPLE_TESTS = sorted(path for example in EXAMPLES for path in (ROOT / "examples" / example / "tests").glob("*.py"))


@pytest.mark.parametrize("path", EXAMPLE_TESTS, ids=lambda p: f"{p.parents[1].name}/{p.name}")
def test_example_tests_import_only_the_kit_and_its_test_fixtures(path: Path) -> None:
    """The examples' tests are a plugin author's: nothing of qtcards but the kit and qtcards.kit.testing."""
    outside = [name for name in host_imports(path) if name not in ("qtcards.kit", "qtcards.kit.testing")]
    assert outside == [], f"{path.relative_to(ROOT)} imports {outside} from the host"


@pytest.mark.parametrize("example", EXAMPLES)
def test_each_example_has_view_tests_on_the_fixtures(example: str) -> None:
    tests = (ROOT / "examples" / example / "tests").glob("*.py")
    assert any("qtcards.kit.testing" in host_imports(path) for path in tests)


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


@pytest.mark.parametrize("module", ["qtcards.undo", "qtcards.records", "qtcards.game", "qtcards.settings"])
def test_the_api_0_shims_and_loose_modules_are_gone(module: str) -> None:
    """Plugin API 0.x: nothing was published against the old spellings, so they were removed."""
    import importlib

    with pytest.raises(ModuleNotFoundError):
        importlib.import_module(module)


@pytest.mark.parametrize("name", ["Game", "GameView", "API_VERSION", "hookimpl", "BoolOption"])
def test_the_old_top_level_names_are_gone(name: str) -> None:
    import qtcards

    assert not hasattr(qtcards, name), f"qtcards.{name}: plugins import it from qtcards.kit"
