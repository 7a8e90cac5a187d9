"""The example third-party plugin (examples/qtcards-golf), installed as its own distribution.

What is the host's to do: find Golf through its entry point, refuse it politely when it
wants another plugin API, list it in the Game menu. Golf's own tests (played by clicks,
saved and resumed, translated) live in examples/qtcards-golf/tests, on
``qtcards.kit.testing``. CI installs it with ``pip install -e examples/qtcards-golf``;
without it these tests skip.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, distribution, entry_points

import pytest

import qtcards.plugin_host.registry
from qtcards.kit import hookspecs
from qtcards.plugin_host.registry import GameRegistry

try:
    distribution("qtcards-golf")
except PackageNotFoundError:
    pytest.skip(
        "the example plugin is not installed: pip install -e examples/qtcards-golf",
        allow_module_level=True,
    )


@pytest.fixture
def registry(monkeypatch: pytest.MonkeyPatch) -> GameRegistry:
    """Every installed plugin, loaded through the entry points as the app does."""
    monkeypatch.delenv("QTCARDS_NO_AUTOLOAD", raising=False)
    registry = GameRegistry()
    registry.load_entry_points()
    return registry


# ----- found and listed -------------------------------------------------------------------


def test_entry_point_is_declared() -> None:
    found = {e.name: e for e in entry_points(group=hookspecs.ENTRY_POINT_GROUP)}
    assert "golf" in found
    assert found["golf"].value == "qtcards_golf"
    assert found["golf"].dist.name == "qtcards-golf"


def test_host_finds_golf_through_entry_points(registry: GameRegistry) -> None:
    assert "golf" in registry.games, registry.faults
    game = registry.games["golf"]
    assert game.plugin == "golf"
    assert game.title == "Golf" and game.has_undo
    assert [f for f in registry.faults if f.plugin == "golf"] == []
    assert registry.plugin_of(["qtcards_golf.view"]) == "golf"
    assert game.translations is not None
    for language in ("ko", "ru", "en"):
        qm = game.translations.with_name(f"{game.translations.name}_{language}.qm")
        assert qm.is_file(), f"{qm} is not shipped"


@pytest.mark.parametrize(("host_version", "age"), [(2, "too old"), (0, "too new")])
def test_another_api_version_is_reported_not_run(monkeypatch: pytest.MonkeyPatch, host_version: int, age: str) -> None:
    """Golf declares plugin API 1; a host speaking another version refuses it politely."""
    monkeypatch.delenv("QTCARDS_NO_AUTOLOAD", raising=False)
    monkeypatch.setattr(qtcards.plugin_host.registry, "API_VERSION", host_version)
    registry = GameRegistry()
    registry.load_entry_points()
    faults = [fault for fault in registry.faults if fault.plugin == "golf"]
    assert [fault.kind for fault in faults] == ["api-version"]
    assert age in faults[0].detail and f"speaks {host_version}" in faults[0].detail
    assert "golf" not in registry.games


def test_game_menu_lists_golf(make_window, registry: GameRegistry) -> None:
    window = make_window(registry)
    assert "Golf" in [action.text() for action in window.games_group.actions()]
