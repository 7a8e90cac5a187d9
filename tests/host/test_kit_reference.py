"""The kit reference (docs/kit-reference.md) is written from the kit's docstrings, and is current.

``tools/kit_reference.py`` writes the page from ``qtcards.kit.__all__`` and
``qtcards.kit.testing.__all__``. These tests fail when the committed page is not what the
tool writes today (a name added, a signature or a docstring changed: run
``python -m tools.kit_reference``), and when a public name has no documentation.
"""

from __future__ import annotations

import re

import qtcards.kit
import qtcards.kit.testing
import qtcards.kit.tools
import qtcards.kit.view
from tools import kit_reference


def test_the_page_is_what_the_tool_writes() -> None:
    assert kit_reference.PAGE.read_text(encoding="utf-8") == kit_reference.page(), (
        "docs/kit-reference.md is stale: run python -m tools.kit_reference"
    )


def test_every_public_name_has_a_docstring() -> None:
    assert kit_reference.undocumented() == []


def test_every_exported_name_has_an_entry() -> None:
    headings = {entry.name for _, entries in kit_reference.sections() for entry in entries}
    assert (
        set(qtcards.kit.__all__)
        | set(qtcards.kit.view.__all__)
        | set(qtcards.kit.tools.__all__)
        | set(qtcards.kit.testing.__all__)
        == headings
    )
    page = kit_reference.PAGE.read_text(encoding="utf-8")
    for name in headings:
        assert f"### `{name}`\n" in page


def test_a_class_lists_its_own_methods_and_signals_not_qt_s() -> None:
    entries = {entry.name: entry for _, group in kit_reference.sections() for entry in group}
    marker = {member.name for member in entries["PileMarker"].members}
    assert "PileMarker.set_symbol" in marker and "PileMarker.paint" not in marker  # paint is QGraphicsItem's
    clock = {member.name: member for member in entries["GameClock"].members}
    assert "Signal" in clock["GameClock.ticked"].note and clock["GameClock.ticked"].doc
    assert "GameClock.eventFilter" not in clock
    assert entries["Session"].signature.startswith("Session(\n    view: Any,")


def test_a_name_without_a_docstring_is_found(monkeypatch) -> None:
    """The check sees a missing docstring (here, the one of a kit function taken away)."""
    monkeypatch.setattr(qtcards.kit.view.best, "__doc__", None)
    assert "best" in kit_reference.undocumented()


def test_the_guide_links_to_the_reference_where_it_has_those_names() -> None:
    guide = (kit_reference.ROOT / "docs" / "plugins.md").read_text(encoding="utf-8")
    assert "(kit-reference.md)" in guide
    page = kit_reference.PAGE.read_text(encoding="utf-8")
    anchors = {kit_reference.anchor(line.lstrip("#").strip()) for line in page.splitlines() if line.startswith("#")}
    links = re.findall(r"\(kit-reference\.md#([^)\s]+)\)", guide)
    assert links and [link for link in links if link not in anchors] == []


def test_a_field_declared_again_is_shown_once_where_the_dataclass_keeps_it() -> None:
    """``BoolOption`` narrows ``Option.default``: the signature has one ``default``, the narrowed one,
    in the place of the base's (as the dataclass's own ``__init__`` takes it)."""
    entries = {entry.name: entry for _, group in kit_reference.sections() for entry in group}
    assert entries["BoolOption"].signature == "BoolOption(key: str, label: str, default: bool = False, note: str = '')"
    assert entries["ChoiceOption"].signature.count("default:") == 1
