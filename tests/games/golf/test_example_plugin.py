"""The example third-party plugin (examples/qtcards-golf), installed as its own distribution.

The host must find it through its entry point, list it in the Game menu, play it through
real clicks on the table, save and resume it, and load its own Korean catalogue. CI
installs it with ``pip install -e examples/qtcards-golf``; without it these tests skip.
"""

from __future__ import annotations

import json
from importlib.metadata import PackageNotFoundError, distribution, entry_points

import pytest
from PySide6.QtCore import QPointF, Qt

import qtcards.plugin_host.registry
from qtcards.kit import hookspecs
from qtcards.files import paths
from qtcards.i18n import languages as translation
from qtcards.plugin_host.registry import GameRegistry
from qtcards.window.main_window import MainWindow

try:
    distribution("qtcards-golf")
except PackageNotFoundError:
    pytest.skip(
        "the example plugin is not installed: pip install -e examples/qtcards-golf",
        allow_module_level=True,
    )

from qtcards_golf import engine  # noqa: E402  (installed: checked above)
from qtcards_golf.engine import Draw, Play  # noqa: E402

# A winning line of deal 13 (pinned in examples/qtcards-golf/tests/test_golf_engine.py).
WIN_13 = "0162D3D51D4DD032D3006D12D545DDDD6D65512DD0132D44634"


@pytest.fixture
def registry(monkeypatch: pytest.MonkeyPatch) -> GameRegistry:
    """Every installed plugin, loaded through the entry points as the app does."""
    monkeypatch.delenv("QTCARDS_NO_AUTOLOAD", raising=False)
    registry = GameRegistry()
    registry.load_entry_points()
    return registry


@pytest.fixture
def window(qtbot, registry: GameRegistry):
    translation.install("en", [g.translations for g in registry.games.values() if g.translations])
    window = MainWindow(registry, "en")
    qtbot.addWidget(window)
    window.resize(1000, 760)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()
    translation.install("en")


def open_golf(window: MainWindow):
    """Open Golf from the Game menu, as a player would."""
    action = next(a for a in window.game_menu.actions() if a.data() == "golf")
    action.trigger()
    view = window.view
    assert type(view).__name__ == "GolfView"
    view.table.animation_ms = 0
    return view


def click(qtbot, view, item) -> None:
    """Click an item where it shows, on the table's viewport."""
    point = item.sceneBoundingRect().center()
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=view.table.mapFromScene(QPointF(point)))


def click_stock(qtbot, view) -> None:
    click(qtbot, view, view.cards[view.state.stock[-1]])


def click_column(qtbot, view, column: int) -> None:
    click(qtbot, view, view.cards[view.state.columns[column][-1]])


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
def test_another_api_version_is_reported_not_run(
    monkeypatch: pytest.MonkeyPatch, host_version: int, age: str
) -> None:
    """Golf declares plugin API 1; a host speaking another version refuses it politely."""
    monkeypatch.delenv("QTCARDS_NO_AUTOLOAD", raising=False)
    monkeypatch.setattr(qtcards.plugin_host.registry, "API_VERSION", host_version)
    registry = GameRegistry()
    registry.load_entry_points()
    faults = [fault for fault in registry.faults if fault.plugin == "golf"]
    assert [fault.kind for fault in faults] == ["api-version"]
    assert age in faults[0].detail and f"speaks {host_version}" in faults[0].detail
    assert "golf" not in registry.games


def test_game_menu_lists_golf(window: MainWindow) -> None:
    titles = [action.text() for action in window.games_group.actions()]
    assert "Golf" in titles


# ----- played through the table ------------------------------------------------------------


def test_draw_and_move_by_clicks(qtbot, window: MainWindow) -> None:
    view = open_golf(window)
    view.start_deal(13)
    start = view.state
    assert window.info_bar.value("score") == "35"
    assert window.info_bar.value("deal") == "13"

    top_of_stock = start.stock[-1]
    click_stock(qtbot, view)
    assert view.state == engine.apply(start, Draw())
    assert view.state.foundation[-1] == top_of_stock
    assert window.info_bar.value("moves") == "1 move"
    assert window.info_bar.value("stock") == "15"

    # Draw until a column card can move, then click it.
    while not engine.playable_columns(view.state):
        click_stock(qtbot, view)
    before = view.state
    column = engine.playable_columns(before)[0]
    moved = before.columns[column][-1]
    assert view.cards[moved].outlined  # "Outline playable cards" is on by default
    click_column(qtbot, view, column)
    assert view.state == engine.apply(before, Play(column))
    assert view.state.foundation[-1] == moved
    assert window.info_bar.value("score") == "34"

    # An illegal click changes nothing and says why.
    state = view.state
    blocked = next(c for c in range(engine.COLUMNS) if state.columns[c] and c not in engine.playable_columns(state))
    click_column(qtbot, view, blocked)
    assert view.state == state
    assert view.message.text

    # Undo through the Edit menu's action.
    window.undo_action.trigger()
    assert view.state == before
    window.redo_action.trigger()
    assert view.state == state


def test_a_whole_game_won_by_clicks(qtbot, window: MainWindow) -> None:
    view = open_golf(window)
    view.start_deal(13)
    for step in WIN_13:
        if step == "D":
            click_stock(qtbot, view)
        else:
            click_column(qtbot, view, int(step))
    assert engine.is_won(view.state)
    assert view.end_box is not None
    stats = view.statistics()
    assert list(stats.columns) == ["Played", "Wins", "Win rate", "Best score"]
    assert list(stats.rows[0][1]) == ["1", "1", "100%", "0"]
    assert not view.context.storage.path("game").exists()  # a won game is not kept


def test_saved_game_resumes(qtbot, window: MainWindow) -> None:
    view = open_golf(window)
    view.start_deal(13)
    for step in WIN_13[:6]:
        click_stock(qtbot, view) if step == "D" else click_column(qtbot, view, int(step))
    state = view.state
    window.close_game()  # saves
    view = open_golf(window)
    assert view.state == state
    assert view.undo_stack().count() == 6 and view.undo_stack().canUndo()
    view.undo_stack().undo()
    assert view.state.moves == 5


def test_first_move_lost_in_a_crash_is_not_counted_again(qtbot, window: MainWindow) -> None:
    """Killed between the statistics write and the game write, the game counts once."""
    view = open_golf(window)
    view.start_deal(13)
    game_file = paths.data_dir() / "golf" / "game.json"
    before_move = game_file.read_bytes()  # the new deal, not counted yet
    click_stock(qtbot, view)
    window.close_game(save=False)  # a kill: nothing more is written
    game_file.write_bytes(before_move)  # ... and it came between the two writes
    view = open_golf(window)
    assert view.state.moves == 0
    click_stock(qtbot, view)
    assert list(view.statistics().rows[0][1])[:2] == ["1", "0"]


def test_statistics_reset_mid_game_then_a_win_stay_consistent(qtbot, window: MainWindow) -> None:
    view = open_golf(window)
    view.start_deal(13)
    for step in WIN_13[:10]:
        click_stock(qtbot, view) if step == "D" else click_column(qtbot, view, int(step))
    view.reset_statistics()
    for step in WIN_13[10:]:
        click_stock(qtbot, view) if step == "D" else click_column(qtbot, view, int(step))
    assert list(view.statistics().rows[0][1])[:2] == ["1", "1"]
    window.close_game()
    view = open_golf(window)
    assert list(view.statistics().rows[0][1])[:2] == ["1", "1"] and not window.notices  # not set aside


def test_damaged_save_is_set_aside(qtbot, window: MainWindow) -> None:
    folder = paths.data_dir() / "golf"
    folder.mkdir(parents=True)
    (folder / "game.json").write_text('{"format": 1, "data": {"history": "nonsense"}}')
    view = open_golf(window)
    assert view.state.moves == 0  # a fresh deal
    assert any(p.name.startswith("game.json.damaged-") for p in folder.iterdir())
    assert any("game.json" in notice for notice in window.notices)


def test_statistics_format_1_is_migrated(qtbot, window: MainWindow) -> None:
    folder = paths.data_dir() / "golf"
    folder.mkdir(parents=True)
    (folder / "statistics.json").write_text(json.dumps({"format": 1, "data": {"played": 4, "won": 0}}))
    view = open_golf(window)
    assert list(view.statistics().rows[0][1]) == ["4", "0", "0%", "—"]


# ----- its own translations -------------------------------------------------------------------


def test_korean_catalogue_loads(qtbot, window: MainWindow) -> None:
    game = window.registry.games["golf"]
    try:
        assert translation.install("ko", [game.translations]) == "ko"
        assert game.translate(game.title) == "골프"
        # Qt posts LanguageChange; the window retranslates its menus when it arrives.
        qtbot.waitUntil(lambda: "골프" in [action.text() for action in window.games_group.actions()])
        view = open_golf(window)
        assert window.info_bar.value("moves") == "0수"  # the words of Heart to Heart
        assert view.stock_count.text == "뽑기 더미: 16"
        assert "에이스와 킹" in view.rules_html()
    finally:
        translation.install("en")
    assert game.translate(game.title) == "Golf"


def test_language_switch_retranslates_the_open_game(qtbot, window: MainWindow) -> None:
    view = open_golf(window)
    view.start_deal(13)
    game = window.registry.games["golf"]
    try:
        translation.install("ru", [game.translations])
        qtbot.waitUntil(lambda: window.info_bar.value("moves") == "0 ходов")
        assert view.deal_action.text() == "Сыграть &партию по номеру..."
        assert view.stock_count.text == "Колода: 16"
        assert window.windowTitle().startswith("Гольф")
    finally:
        translation.install("en", [game.translations])
    qtbot.waitUntil(lambda: window.info_bar.value("moves") == "0 moves")


def test_lost_game_then_new_game(qtbot, window: MainWindow) -> None:
    """Drawing the whole stock first loses deal 13; the end box offers Undo, then a new deal."""
    view = open_golf(window)
    view.start_deal(13)
    while view.state.stock:
        click_stock(qtbot, view)
    while engine.playable_columns(view.state):
        click_column(qtbot, view, engine.playable_columns(view.state)[0])
    assert engine.is_lost(view.state)
    assert view.end_box is not None
    lost_score = engine.score(view.state)
    assert view.statistics().rows[0][1][3] == str(lost_score)
    window.new_action.trigger()
    assert view.state.moves == 0 and not engine.is_over(view.state)
    assert view.end_box is None
    assert view.undo_stack().count() == 0
    stats = view.statistics().rows[0][1]
    assert list(stats) == ["1", "0", "0%", str(lost_score)]
