"""Render every screen a player meets to PNGs, in English, Korean and Russian, at three
screen sizes and in three window variants (a review and translation tool).

    python -m tools.gallery OUT_DIR [--langs en,ko,ru] [--sizes 1920x1080,1366x768,1024x600]
                                    [--variants narrow,maximised,scale2]

Each language and screen size (or variant) runs in a process of its own, on an offscreen
screen of that size and in a fresh data folder (QTCARDS_HOME), the window opened as a
first start opens it (qtcards.window.placement). It writes ``OUT_DIR/LANG-SIZE-NAME.png``:
each game's table in the states of tools/gallery_scenes.py (a fresh deal, a selection,
the placement aid, a refused move, keyboard focus, won and stuck after real moves; the
pass, the received cards, a trick, a no-pass hand, the hand's sheet, a game over lost,
won and drawn; Golf lost and won) and of tools/gallery_patience.py (Pyramid, Klondike,
FreeCell and Spider: a fresh deal, a card or run picked, a hint, a refused move, keyboard
focus, won; Pyramid lost or won), every game's rules page, every dialog and notice of
tools/gallery_dialogs.py (Settings, Statistics, the reset question, About, the deal code
with an error, a plugin fault, a failed save, the Game and Edit menus, the page shown
when no game is open), and, at the screen sizes, each game with the built-in deck, two
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

from tools.gallery_patience import TABLES as PATIENCE_TABLES
from tools.gallery_scenes import TABLES, settle

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "ko", "ru")
SIZES = ("1920x1080", "1366x768", "1024x600")
#: A variant's screen and what its child process is told (its environment, its window).
#: Each game whose rules page is shown, and its scenes' prefix.
RULES_PAGES = {
    "heart-to-heart": "hh",
    "hearts": "hearts",
    "golf": "golf",
    "pyramid": "pyramid",
    "klondike": "klondike",
    "freecell": "freecell",
    "spider": "spider",
}
VARIANTS = {
    "narrow": ("1366x768", {}),
    "maximised": ("1920x1080", {}),
    "scale2": ("1920x1080", {"QT_SCALE_FACTOR": "2"}),
}


def shoot(app, widget, out: Path, name: str) -> None:
    """Save what ``widget`` shows now."""
    settle(app)
    widget.grab().save(str(out.with_name(f"{out.name}-{name}.png")))


def one(lang: str, out: Path, variant: str) -> None:
    """Every screen in one language, on this process's screen (the tables only in a variant)."""
    from PySide6.QtWidgets import QApplication

    from qtcards.i18n import languages as translation
    from qtcards.plugin_host.registry import GameRegistry
    from qtcards.window.main_window import MainWindow

    app = QApplication([])
    registry = GameRegistry()
    registry.load_entry_points()
    translation.install(lang, [g.translations for g in registry.games.values() if g.translations])
    window = MainWindow(registry, lang)
    if variant == "narrow":
        window.resize(640, 480)
    window.showMaximized() if variant == "maximised" else window.show()
    settle(app)

    def look(name: str, widget) -> None:
        shoot(app, widget, out, name)

    for scenes in (*TABLES, *PATIENCE_TABLES):
        scenes(app, window, look)
    if variant == "plain":
        from tools.gallery_dialogs import dialogs
        from tools.gallery_looks import shoot_looks

        rules(app, window, look)
        shoot_looks(app, window, out, shoot)
        dialogs(app, window, look)
    window.close()


def rules(app, window, look) -> None:
    """Each game's rules page beside its table, then closed."""
    from qtcards.window.rules_pane import RulesPane

    for game_id in RULES_PAGES:
        if window.open_game(game_id):
            window.dialogs.show_rules()
            look(f"{RULES_PAGES[game_id]}-rules", window)
            window.findChild(RulesPane, "rules").close()


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
