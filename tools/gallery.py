"""Render every screen a player meets to PNGs, in English, Korean and Russian, at three
screen sizes and in three window variants (a review and translation tool).

    python -m tools.gallery OUT_DIR [--langs en,ko,ru] [--sizes 1920x1080,1366x768,1024x600]
                                    [--variants narrow,maximised,scale2]

Each language and screen size (or variant) runs in a process of its own, on an offscreen
screen of that size and in a fresh data folder (QTCARDS_HOME), the window opened as a
first start opens it (qtcards.window.placement), the games imported from this checkout
(:func:`source_path`; an example game not installed is registered from its pyproject.toml).
It writes ``OUT_DIR/LANG-SIZE-NAME.png``: the game chooser of a first start
(tools/gallery_chooser.py: every game's picture drawn, then the keyboard on the third),
each game's table in the states of
tools/gallery_scenes.py (a fresh deal, a selection, the placement aid, a refused move,
keyboard focus, won and stuck after real moves; the pass, the received cards, a trick, a
no-pass hand, the hand's sheet, a game over lost, won and drawn; Golf lost and won) and
tools/gallery_patience.py (Pyramid, Klondike, FreeCell, Spider: a fresh deal, a picked
run, a refused move, a hint, keyboard focus, won and stuck or lost), each game's pages
and every dialog and notice of tools/gallery_dialogs.py (its rules, Settings at its
section, its Statistics, its deal dialog with an error; Settings, the reset question,
About, a plugin fault, a failed save, the Game and Edit menus, the page shown when no
game is open), and, at the screen sizes, each game with the built-in deck, two
installed SVG decks, four-colour suits and another felt (``look-GAME-NAME.png``,
tools/gallery_looks.py). The variants show the tables only: ``narrow`` a 640x480 window,
``maximised`` a maximised one at 1920x1080, ``scale2`` QT_SCALE_FACTOR=2 at 1920x1080.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.gallery_chooser import chooser
from tools.gallery_patience import PATIENCES
from tools.gallery_scenes import TABLES, settle

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "ko", "ru")
SIZES = ("1920x1080", "1366x768", "1024x600")
#: A variant's screen and what its child process is told (its environment, its window).
VARIANTS = {
    "narrow": ("1366x768", {}),
    "maximised": ("1920x1080", {}),
    "scale2": ("1920x1080", {"QT_SCALE_FACTOR": "2"}),
}


def shoot(app, widget, out: Path, name: str) -> None:
    """Save what ``widget`` shows now."""
    settle(app)
    widget.grab().save(str(out.with_name(f"{out.name}-{name}.png")))


def source_path() -> list[str]:
    """The checkout's folders a child process imports from, before any installed copy: the
    root, the built-in games and every example game (``examples/qtcards-*``, a new one too)."""
    examples = sorted(str(folder) for folder in ROOT.glob("examples/qtcards-*") if folder.is_dir())
    return [str(ROOT), str(ROOT / "plugins"), *examples]


def register_games(registry) -> None:
    """The installed games (their entry points), then each example game of the checkout
    that is not installed, from its pyproject.toml's ``qtcards.games`` entry point."""
    import importlib
    import tomllib

    from qtcards.kit.hookspecs import ENTRY_POINT_GROUP

    registry.load_entry_points()
    for project in sorted(ROOT.glob("examples/qtcards-*/pyproject.toml")):
        declared = tomllib.loads(project.read_text(encoding="utf-8"))["project"].get("entry-points", {})
        for name, module in sorted(declared.get(ENTRY_POINT_GROUP, {}).items()):
            if name not in registry.modules:
                registry.add_plugin(importlib.import_module(module), name)


def one(lang: str, out: Path, variant: str) -> None:
    """Every screen in one language, on this process's screen (the tables only in a variant)."""
    from PySide6.QtWidgets import QApplication

    from qtcards.i18n import languages as translation
    from qtcards.plugin_host.registry import GameRegistry
    from qtcards.window.main_window import MainWindow

    app = QApplication([])
    registry = GameRegistry()
    register_games(registry)
    translation.install(lang, [g.translations for g in registry.games.values() if g.translations])
    window = MainWindow(registry, lang)
    if variant == "narrow":
        window.resize(640, 480)
    window.showMaximized() if variant == "maximised" else window.show()
    settle(app)

    def look(name: str, widget) -> None:
        shoot(app, widget, out, name)

    for scenes in (chooser, *TABLES, *PATIENCES):
        scenes(app, window, look)
    if variant == "plain":
        from tools.gallery_dialogs import dialogs
        from tools.gallery_looks import shoot_looks

        shoot_looks(app, window, out, shoot)
        dialogs(app, window, look)
    window.close()


def screen_file(folder: Path, size: str) -> str:
    """An offscreen platform's screen of ``size`` ("WxH"), written in ``folder``."""
    width, height = (int(n) for n in size.split("x"))
    screen = {"name": "gallery", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96}
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [dict(screen, logicalBaseDpi=96, dpr=1)]}))
    return f"offscreen:configfile={config}"


def run_one(lang: str, size: str, variant: str, out: Path, extra: dict[str, str]) -> bool:
    """Render one language on one screen in a child process with a fresh data folder."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM=screen_file(Path(home), size), QTCARDS_HOME=home, **extra)
        env.pop("QTCARDS_NO_AUTOLOAD", None)
        env["PYTHONPATH"] = os.pathsep.join(source_path())  # the checkout's games, not an installed copy
        label = size if variant == "plain" else variant
        command = [sys.executable, "-m", "tools.gallery", "--one", lang, str(out / f"{lang}-{label}"), variant]
        result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    if result.returncode != 0:
        print(result.stderr, file=sys.stderr)
        return False
    print(f"{lang} {label}: done")
    return True


def main(argv: list[str]) -> int:
    """Run one process per language and size or variant (or, as such a process, render)."""
    if argv and argv[0] == "--one":
        one(argv[1], Path(argv[2]), argv[3])
        return 0
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    out = Path(argv[0]).resolve()  # the children run from the repo root
    out.mkdir(parents=True, exist_ok=True)
    options = dict(zip(argv[1::2], argv[2::2]))
    langs = options.get("--langs", ",".join(LANGS)).split(",")
    runs = [(size, "plain", {}) for size in options.get("--sizes", ",".join(SIZES)).split(",") if size]
    for variant in (v for v in options.get("--variants", ",".join(VARIANTS)).split(",") if v):
        size, extra = VARIANTS[variant]
        runs.append((size, variant, extra))
    for size, variant, extra in runs:
        for lang in langs:
            if not run_one(lang, size, variant, out, extra):
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
