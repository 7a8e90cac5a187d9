"""The plugin author's guide (docs/plugins.md) stays true to the code.

Every hookspec is documented in the guide (a heading names it, its section names its
parameters) and has a test under tests/ that implements it; every code block the guide
says it copied from a file still matches that file; the fields, methods and fault kinds
it describes are those of the host; its links point at files that exist. Every name of
the kit is documented in docs/kit-reference.md instead (tests/host/test_kit_reference.py).
"""

from __future__ import annotations

import dataclasses
import inspect
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from qtcards.kit import hookspecs
from qtcards.kit.game import API_VERSION, Game, GameContext, GameView, InfoField
from qtcards.plugin_host.registry import DEADLINE, PluginFault

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "plugins.md"
TESTS = ROOT / "tests"


def guide() -> str:
    return GUIDE.read_text(encoding="utf-8")


def hookspec_names() -> list[str]:
    return sorted(
        name
        for name, function in inspect.getmembers(hookspecs, inspect.isfunction)
        if hasattr(function, f"{hookspecs.PROJECT}_spec")
    )


def parameters(name: str) -> list[str]:
    return list(inspect.signature(getattr(hookspecs, name)).parameters)


def headings(text: str) -> list[tuple[int, int, str]]:
    """(line index, level, title) of every markdown heading outside code blocks."""
    found, fenced = [], False
    for index, line in enumerate(text.splitlines()):
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and (match := re.match(r"(#{1,6})\s+(.*)", line)):
            found.append((index, len(match.group(1)), match.group(2)))
    return found


def section(text: str, name: str) -> str | None:
    """The text under the heading that names ``name`` (down to the next heading as high)."""
    lines = text.splitlines()
    marks = headings(text)
    for position, (index, level, title) in enumerate(marks):
        if re.search(rf"\b{re.escape(name)}\b", title):
            end = next((i for i, lv, _ in marks[position + 1 :] if lv <= level), len(lines))
            return "\n".join(lines[index:end])
    return None


def code_blocks(text: str) -> list[tuple[str, str]]:
    """(info string, body) of every fenced code block."""
    return re.findall(r"^```(\w*)\n(.*?)^```", text, flags=re.S | re.M)


def inline_code(text: str) -> set[str]:
    return set(re.findall(r"`([^`\n]+)`", text))


# ----- every hook documented and tested -------------------------------------------------------


def test_hookspecs_are_found() -> None:
    assert hookspec_names(), "no hookspecs found in qtcards/kit/hookspecs.py"


@pytest.mark.parametrize("name", hookspec_names())
def test_every_hookspec_is_documented(name: str) -> None:
    text = guide()
    part = section(text, name)
    if part is None:  # no heading: the name must at least appear as code
        in_code = any(name in body for _, body in code_blocks(text)) or any(name in c for c in inline_code(text))
        assert in_code, f"docs/plugins.md does not document the hook {name}"
        part = text
    named = inline_code(part) | {word for _, body in code_blocks(part) for word in re.findall(r"\w+", body)}
    for parameter in parameters(name):
        assert parameter in named or f"`{parameter}`" in part, (
            f"docs/plugins.md does not name the parameter {parameter!r} of {name}"
        )


@pytest.mark.parametrize("name", hookspec_names())
def test_every_hookspec_has_a_test(name: str) -> None:
    """Some test implements the hook (and so has the host call it)."""
    implemented = re.compile(rf"def\s+{re.escape(name)}\s*\(")
    homes = [
        path.relative_to(ROOT)
        for path in sorted(TESTS.rglob("*.py"))
        if path.name != Path(__file__).name and implemented.search(path.read_text(encoding="utf-8"))
    ]
    assert homes, f"no test under tests/ implements the hook {name}"


# ----- code copied from the example is still the example's code ----------------------------------


def quoted_blocks() -> list[tuple[str, list[str]]]:
    blocks = []
    for _, body in code_blocks(guide()):
        lines = body.splitlines()
        if lines and (match := re.match(r"#\s*from\s+(\S+)\s*$", lines[0])):
            blocks.append((match.group(1), lines[1:]))
    return blocks


def test_guide_quotes_the_example() -> None:
    sources = {source for source, _ in quoted_blocks()}
    assert "examples/qtcards-golf/pyproject.toml" in sources
    assert "examples/qtcards-golf/qtcards_golf/__init__.py" in sources
    assert "examples/qtcards-golf/qtcards_golf/view.py" in sources
    assert "examples/qtcards-golf/qtcards_golf/engine.py" in sources


@pytest.mark.parametrize(("source", "lines"), quoted_blocks(), ids=lambda value: str(value)[:60])
def test_quoted_code_matches_its_file(source: str, lines: list[str]) -> None:
    path = ROOT / source
    assert path.is_file(), f"the guide quotes {source}, which does not exist"
    real = {line.strip() for line in path.read_text(encoding="utf-8").splitlines()}
    for line in lines:
        if line.strip():
            assert line.strip() in real, f"docs/plugins.md quotes a line that is not in {source}: {line.strip()!r}"


# ----- the API it describes is the host's ----------------------------------------------------------


def test_game_fields_are_documented() -> None:
    named = inline_code(guide())
    for field in dataclasses.fields(Game):
        if field.name != "plugin":  # set by the host, not by plugins
            assert field.name in named, f"Game.{field.name} is not in the guide"
    for field in dataclasses.fields(InfoField):
        assert field.name in guide(), f"InfoField.{field.name} is not in the guide"


def test_context_and_view_are_documented() -> None:
    text = guide()
    named = inline_code(text)
    for field in dataclasses.fields(GameContext):
        assert any(code == field.name or code.startswith(f"{field.name}(") for code in named), (
            f"GameContext.{field.name} is not in the guide"
        )
    methods = [
        name
        for name, _ in inspect.getmembers(GameView, inspect.isfunction)
        if not name.startswith("_") and name in GameView.__dict__ and not hasattr(QWidget, name)
    ]
    assert methods
    for method in methods:
        assert f"`{method}()`" in text, f"GameView.{method}() is not in the guide"
    assert "`actions_changed`" in text


def test_fault_kinds_are_documented() -> None:
    kinds = re.findall(r'"([a-z-]+)"', PluginFault.__doc__)
    assert {"import", "registration", "duplicate", "api-version", "hook", "runtime"} <= set(kinds)
    named = inline_code(guide())
    for kind in kinds:
        assert kind in named, f"the fault kind {kind!r} is not in the guide"


def test_the_deadline_the_guide_names_is_the_hosts() -> None:
    """The guide says the deadline in seconds, not by a host module's name an author cannot import."""
    assert f"deadline ({DEADLINE:g} seconds)" in guide() and f"the deadline ({DEADLINE:g} s)" in guide()
    assert "qtcards.plugin_host" not in guide()


def test_api_version_section() -> None:
    part = section(guide(), "API versions and stability")
    assert part is not None
    assert f"API_VERSION = {API_VERSION}" in part, "the guide must state the current API version"
    for words in ("too old", "too new", "Compatible changes", "Incompatible changes", "How long old versions"):
        assert words in part


def test_entry_point_group_is_the_hosts() -> None:
    assert f'entry-points."{hookspecs.ENTRY_POINT_GROUP}"' in guide()


def test_local_links_exist() -> None:
    for target in re.findall(r"\]\((\.\.?/[^)#\s]+)", guide()):
        assert (GUIDE.parent / target).resolve().exists(), f"docs/plugins.md links to a missing {target}"


def test_guide_pytest_qt_example_runs(game_window) -> None:
    """The guide's test example is a working test (run here against the real Golf, with
    the game_window fixture of qtcards.kit.testing)."""
    pytest.importorskip(
        "qtcards_golf", reason="the example plugin is not installed: pip install -e examples/qtcards-golf"
    )
    blocks = [body for _, body in code_blocks(guide()) if "def test_draw_by_click(game_window)" in body]
    assert len(blocks) == 1
    assert "import qtcards." not in blocks[0] and "from qtcards." not in blocks[0]  # no host import
    namespace: dict[str, object] = {}
    exec(compile(blocks[0], f"{GUIDE}:test_draw_by_click", "exec"), namespace)
    namespace["test_draw_by_click"](game_window)


def test_hook_reference_is_written_from_the_hookspecs() -> None:
    """The guide's hook reference is tools/plugin_guide.py's rendering of the docstrings."""
    from tools import plugin_guide

    assert plugin_guide.written(guide()) == plugin_guide.reference(), "run python -m tools.plugin_guide"
    for name in hookspec_names():
        doc = inspect.cleandoc(getattr(hookspecs, name).__doc__).splitlines()[0]
        assert doc in plugin_guide.written(guide())


def test_the_kit_section_points_to_the_reference() -> None:
    """The guide does not repeat the kit's names: its kit section sends the reader to the
    reference page, which tests/host/test_kit_reference.py keeps complete and current."""
    part = section(guide(), "The kit reference")
    assert part is not None
    assert "(kit-reference.md)" in part and "python -m tools.kit_reference" in part
