"""Guards of the performance work (docs/performance.md): counts and imports, no clocks.

- painting the table again at one size renders no card pixmap; a resize renders only the
  distinct faces shown, once each;
- the felt is cached by the view, and the pile markers, texts and seat plates are
  painted once per look, then copied;
- cards make no animation objects before they glide, fade or turn;
- start-up (the app up to the first painted table) imports neither ``importlib.metadata``
  (and ``email``), nor the host's dialogs, nor ``html``, nor OpenSSL (``_hashlib``), nor
  the view of a game not opened, nor QtSvg (the window icon is PNG), and keeps no source
  lines of its modules in memory;
- the light entry-point scan finds what ``importlib.metadata`` finds, in the same order;
- the app turns Qt's GUI thread pool off (``QT_NO_GUI_THREADPOOL``) before its first paint;
- opening a game shows no window but the main one (the info bar once flashed as its own);
- the table's viewport is made in Python (PySide then never searches every QWidget
  subclass for the type of a C++-made one).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from importlib.metadata import entry_points as metadata_entry_points
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QPropertyAnimation, QSize
from PySide6.QtWidgets import QApplication, QWidget
from qtcards_heart_to_heart import plugin as hh_plugin
from qtcards_hearts import plugin as hearts_plugin

import qtcards.plugin_host.entry_points
import qtcards.plugin_host.registry
from benchmarks.drivers.paint_hook import PAINT_HOOK
from qtcards.plugin_host.entry_points import entry_points
from qtcards.plugin_host.registry import GameRegistry
from qtcards.table import CardItem, Table, TableObject
from qtcards.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def open_window(qtbot, game: str) -> MainWindow:
    registry = GameRegistry()
    assert registry.add_plugin(hh_plugin, "heart-to-heart")
    assert registry.add_plugin(hearts_plugin, "hearts")
    window = MainWindow(registry, "en")
    qtbot.addWidget(window)
    window.resize(1000, 760)
    assert window.open_game(game)
    window.show()
    qtbot.waitUntil(lambda: window.windowHandle() is not None and window.windowHandle().isExposed())
    window.view.table.animation_ms = 0
    return window


@pytest.fixture
def paints(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts every card's paint (so that a test knows the table was painted)."""
    count = [0]
    paint = CardItem.paint

    def counted(self, *args) -> None:
        count[0] += 1
        paint(self, *args)

    monkeypatch.setattr(CardItem, "paint", counted)
    return count


def repaint(qtbot, table: Table, paints: list[int]) -> None:
    """Paint the whole table now, and check that its cards were painted."""
    before = paints[0]
    table.viewport().repaint()
    qtbot.waitUntil(lambda: paints[0] > before)


def shown_faces(table: Table) -> set:
    """The distinct pixmaps the visible cards need: their face, or the back."""
    return {
        card.face if card.face_up else None
        for card in table.items_on_table
        if isinstance(card, CardItem) and card.isVisible() and card.opacity() > 0
    }


# ----- card pixmaps: once per size ----------------------------------------------------


@pytest.mark.parametrize("game", ["heart-to-heart", "hearts"])
def test_repaint_at_one_size_renders_no_pixmap(qtbot, paints: list[int], game: str) -> None:
    window = open_window(qtbot, game)
    table = window.view.table
    repaint(qtbot, table, paints)
    before = table.renderer.rendered
    assert before >= len(shown_faces(table)) > 0
    for _ in range(3):
        repaint(qtbot, table, paints)
    assert table.renderer.rendered == before
    assert table.renderer.cached() == len(shown_faces(table))


@pytest.mark.parametrize("game", ["heart-to-heart", "hearts"])
def test_resize_renders_each_shown_face_once(qtbot, paints: list[int], game: str) -> None:
    window = open_window(qtbot, game)
    table = window.view.table
    repaint(qtbot, table, paints)
    for grow in (-160, 160, -60):
        width = table.card_width
        before = table.renderer.rendered
        window.resize(window.size() + QSize(grow, grow))
        qtbot.waitUntil(lambda: table.card_width != width)
        repaint(qtbot, table, paints)
        repaint(qtbot, table, paints)
        faces = shown_faces(table)
        assert table.renderer.rendered - before == len(faces)
        assert table.renderer.cached() == len(faces)  # the old size's pixmaps are dropped


@pytest.mark.parametrize("game", ["heart-to-heart", "hearts"])
def test_plates_are_painted_once_per_look(qtbot, paints: list[int], monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    """Repaints copy pixmaps: the felt comes from the view's background cache, and the
    markers, texts and seat plates are painted again only when they change."""
    from PySide6.QtWidgets import QGraphicsView

    window = open_window(qtbot, game)
    table = window.view.table
    repaint(qtbot, table, paints)
    looks = [0]
    paint_cached = TableObject.paint_cached

    def counted_look(self, painter, key, draw) -> None:
        def counted_draw(*args) -> None:
            looks[0] += 1
            draw(*args)

        paint_cached(self, painter, key, counted_draw)

    monkeypatch.setattr(TableObject, "paint_cached", counted_look)
    for _ in range(3):
        repaint(qtbot, table, paints)
    assert looks == [0]
    assert table.cacheMode() == QGraphicsView.CacheModeFlag.CacheBackground


# ----- no animation objects before an animation ------------------------------------------


def animations(item: QObject) -> int:
    return len(item.findChildren(QPropertyAnimation))


def test_cards_make_animations_only_when_they_animate(qtbot) -> None:
    from qtcards_hearts.seats import HeartsCard

    from qtcards.table import Face

    table = Table(QSize(6, 4).toSizeF())
    qtbot.addWidget(table)
    table.resize(400, 300)
    table.show()
    cards = [table.add_card(Face(rank, 0)) for rank in range(1, 14)] + [HeartsCard(table, 5)]
    table.add(cards[-1])
    for index, card in enumerate(cards):
        card.place(0.5 + index * 0.3, 1.0)  # placing and laying out never animate
        card.move_to(0.5 + index * 0.3, 2.0, animate=False)
        card.vanish(animate=False)
        card.appear(animate=False)
    cards[-1].animate(1.0, 2.0, rotation=90.0, duration=0)
    table.relayout()
    assert sum(animations(card) for card in cards) == 0
    card = cards[-1]
    card.animate(1.0, 1.0, rotation=0.0)  # a glide and a turn together
    card.vanish()
    assert animations(card) == 3 and card.is_moving()
    qtbot.waitUntil(lambda: not card.is_moving())
    assert sum(animations(other) for other in cards[:-1]) == 0


# ----- start-up imports -------------------------------------------------------------------

STARTUP_PROBE = (
    r"""
import os, sys

def _first_paint(table=None):
    import json, linecache
    print("MODULES " + json.dumps(sorted(sys.modules)), flush=True)
    print("LINECACHE " + json.dumps(sorted(linecache.cache)), flush=True)
    print("POOL " + json.dumps(os.environ.get("QT_NO_GUI_THREADPOOL")), flush=True)
    with open("/proc/self/maps") as maps:
        print("LIBRARIES " + json.dumps(sorted({line.split()[-1] for line in maps if ".so" in line})), flush=True)
    os._exit(0)
"""
    + PAINT_HOOK
    + """
from qtcards.app.startup import main
main(["--game", sys.argv[1]])
"""
)


@pytest.mark.proc  # (the libraries loaded, from /proc/self/maps)
@pytest.mark.parametrize("game, other", [("heart-to-heart", "qtcards_hearts"), ("hearts", "qtcards_heart_to_heart")])
def test_startup_imports_only_what_the_first_table_needs(tmp_path: Path, game: str, other: str) -> None:
    env = dict(os.environ)
    env.pop("QTCARDS_NO_AUTOLOAD", None)  # the real start: plugins from their entry points
    env.update(QTCARDS_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(ROOT / "plugins"), env.get("PYTHONPATH", "")])
    result = subprocess.run(
        [sys.executable, "-c", STARTUP_PROBE, game], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120
    )
    lines = {
        line.split(" ", 1)[0]: json.loads(line.split(" ", 1)[1])
        for line in result.stdout.splitlines()
        if line.startswith(("MODULES ", "LINECACHE ", "POOL ", "LIBRARIES "))
    }
    assert "MODULES" in lines, result.stderr[-3000:]
    modules = set(lines["MODULES"])
    assert f"{'qtcards_heart_to_heart' if game == 'heart-to-heart' else 'qtcards_hearts'}.view" in modules
    # importlib.metadata imports email; secrets imports hashlib, which loads OpenSSL.
    unwanted = {"importlib.metadata", "email", "qtcards.window.dialogs", "html", "_hashlib", f"{other}.view"}
    assert not modules & unwanted
    # PySide's import hook reads the modules imported after it; their lines are not kept.
    ours = (ROOT / "qtcards", ROOT / "plugins")
    kept = [name for name in lines["LINECACHE"] if any(Path(name).resolve().is_relative_to(d) for d in ours)]
    assert kept == []
    # Qt's raster engine paints on the main thread, without handing fills to a pool.
    assert lines["POOL"] is not None  # set at all: Qt then makes no pool
    # The window icon comes from PNGs: no SVG library or icon engine is loaded for it.
    assert not [path for path in lines["LIBRARIES"] if "Svg" in path or "svgicon" in path]


# ----- the entry-point scan ----------------------------------------------------------------


def pairs(found) -> list[tuple[str, str]]:
    return [(entry.name, entry.value) for entry in found]


@pytest.mark.parametrize("group", ["qtcards.games", "console_scripts", "pytest11", "no.such.group"])
def test_entry_point_scan_matches_importlib_metadata(group: str) -> None:
    assert pairs(entry_points(group=group)) == pairs(metadata_entry_points(group=group))


def test_entry_point_scan_of_a_fake_site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Order, the first of two same-named distributions, comments, other groups, extras."""
    first, second = tmp_path / "first", tmp_path / "second"
    texts = {
        first / "golf_game-1.0.dist-info": """
            # a comment
            [console_scripts]
            golf = golf_game:main

            [qtcards.games]
            golf = golf_game.plugin:plugin [extra]
            """,
        first / "Broken.Thing-2.0.dist-info": "[qtcards.games]\nbroken = broken_thing\n",
        first / "no_entry_points-1.0.dist-info": None,
        second / "Golf.Game-9.9.dist-info": "[qtcards.games]\nshadowed = nowhere\n",
        second / "spider.egg-info": "[qtcards.games]\nspider=spider_game\n",
    }
    for folder, text in texts.items():
        folder.mkdir(parents=True)
        if text is not None:
            (folder / "entry_points.txt").write_text(textwrap.dedent(text))
    monkeypatch.setattr(sys, "path", [str(first), str(second), str(tmp_path / "missing")])
    found = entry_points(group="qtcards.games")
    assert pairs(found) == pairs(metadata_entry_points(group="qtcards.games"))
    assert ("shadowed", "nowhere") not in pairs(found)
    assert {"golf", "broken", "spider"} == {entry.name for entry in found}


def test_entry_point_load_follows_the_value(monkeypatch: pytest.MonkeyPatch) -> None:
    entry = qtcards.plugin_host.entry_points.EntryPoint(
        "x", "qtcards.plugin_host.registry:GameRegistry.add_plugin [extra]", "qtcards.games"
    )
    assert entry.load() is GameRegistry.add_plugin
    assert (
        qtcards.plugin_host.entry_points.EntryPoint("y", "qtcards_hearts.plugin", "qtcards.games").load()
        is hearts_plugin
    )


# ----- one window --------------------------------------------------------------------------


class ShownWindows(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.windows: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            self.windows.append(type(watched).__name__)
        return False


def test_opening_games_shows_no_other_window(qtbot) -> None:
    spy = ShownWindows()
    app = QApplication.instance()
    app.installEventFilter(spy)
    try:
        window = open_window(qtbot, "heart-to-heart")
        assert window.open_game("hearts")
        qtbot.wait(10)
    finally:
        app.removeEventFilter(spy)
    # Only the main window; other tests' leftovers (a message box) are no concern here.
    assert "MainWindow" in spy.windows
    assert not {"InfoBar", "Table", "HeartToHeartView", "HeartsView", "QWidget", "QLabel"} & set(spy.windows)


def test_the_table_viewport_is_made_in_python(qtbot) -> None:
    table = Table(QSize(4, 3).toSizeF())
    qtbot.addWidget(table)
    assert type(table.viewport()) is QWidget


def test_a_resize_looks_at_each_cpu_hand_once_not_once_per_card(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """A resize stops every gliding card at once; each CPU hand's fan looked at its
    thirteen cards after each one stopped (13 x 13 looks, some 40 % of a Hearts relayout)."""
    from qtcards_hearts.fan import HandFan

    window = open_window(qtbot, "hearts")
    fans = [item for item in window.view.table.items_on_table if isinstance(item, HandFan)]
    qtbot.waitUntil(lambda: all(fan.settled for fan in fans))
    looks: list[HandFan] = []
    stops: list[HandFan] = []
    settle, stopped = HandFan._settle, HandFan.card_stopped
    monkeypatch.setattr(HandFan, "_settle", lambda fan: (looks.append(fan), settle(fan))[1])
    monkeypatch.setattr(HandFan, "card_stopped", lambda fan: (stops.append(fan), stopped(fan))[1])
    window.resize(window.size() + QSize(-120, -90))
    qtbot.waitUntil(lambda: bool(looks) and all(fan.settled for fan in fans))
    qtbot.wait(20)
    assert len(stops) >= 13 * len(fans)  # every card of every hand stopped (each was a look before)
    assert len(looks) <= 4 * len(fans)  # now: the fans' own relayouts, and one look after the cards
