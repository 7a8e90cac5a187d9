"""The plugin kit is the plugins' only door into qtcards, and every name it promises is there."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import qtcards.kit
import qtcards.kit.tools
import qtcards.kit.view

ROOT = Path(__file__).resolve().parents[2]
#: The kit's namespaces a game's code may import.
KIT = ("qtcards.kit", "qtcards.kit.view", "qtcards.kit.tools")
EXAMPLES = sorted(path.name for path in (ROOT / "examples").glob("qtcards-*") if (path / "pyproject.toml").is_file())
PLUGIN_PACKAGES = [
    ROOT / "plugins" / "qtcards_heart_to_heart",
    ROOT / "plugins" / "qtcards_hearts",
    *(ROOT / "examples" / name / name.replace("-", "_") for name in EXAMPLES),
]
#: The patience games on piles: written on the first namespace alone, as a new author's would be.
PILE_GAMES = ["qtcards-klondike", "qtcards-freecell", "qtcards-spider"]


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
    outside = [name for name in host_imports(path) if name not in KIT]
    assert outside == [], f"{path.relative_to(ROOT)} imports {outside} from the host: import from qtcards.kit"


@pytest.mark.parametrize("example", PILE_GAMES)
def test_a_patience_on_piles_needs_the_first_namespace_alone(example: str) -> None:
    package = ROOT / "examples" / example / example.replace("-", "_")
    used = {name for path in package.glob("*.py") for name in host_imports(path)}
    assert used == {"qtcards.kit"}


EXAMPLE_TESTS = sorted(path for example in EXAMPLES for path in (ROOT / "examples" / example / "tests").glob("*.py"))


@pytest.mark.parametrize("path", EXAMPLE_TESTS, ids=lambda p: f"{p.parents[1].name}/{p.name}")
def test_example_tests_import_only_the_kit_and_its_test_fixtures(path: Path) -> None:
    """The examples' tests are a plugin author's: nothing of qtcards but the kit and qtcards.kit.testing."""
    outside = [name for name in host_imports(path) if name not in (*KIT, "qtcards.kit.testing")]
    assert outside == [], f"{path.relative_to(ROOT)} imports {outside} from the host"


@pytest.mark.parametrize("example", EXAMPLES)
def test_each_example_has_view_tests_on_the_fixtures(example: str) -> None:
    tests = (ROOT / "examples" / example / "tests").glob("*.py")
    assert any("qtcards.kit.testing" in host_imports(path) for path in tests)


def test_the_check_sees_an_import_from_the_host(tmp_path: Path) -> None:
    sneaky = tmp_path / "view.py"
    sneaky.write_text("from qtcards.kit import Table\nfrom qtcards.storage import Storage\nimport qtcards.window\n")
    assert host_imports(sneaky) == ["qtcards.kit", "qtcards.storage", "qtcards.window"]


@pytest.mark.parametrize(
    ("namespace", "name"),
    [(space, name) for space in (qtcards.kit, qtcards.kit.view, qtcards.kit.tools) for name in space.__all__],
)
def test_every_kit_name_resolves(namespace, name: str) -> None:
    assert getattr(namespace, name) is not None


def test_each_kit_name_has_one_namespace() -> None:
    spaces = [set(qtcards.kit.__all__), set(qtcards.kit.view.__all__), set(qtcards.kit.tools.__all__)]
    assert sum(len(space) for space in spaces) == len(set.union(*spaces))


def test_an_unknown_kit_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError):
        qtcards.kit.StateCommand  # noqa: B018 - the old undo command is not in the kit
    with pytest.raises(AttributeError):
        qtcards.kit.Table  # noqa: B018 - a table of its own is qtcards.kit.view's


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
