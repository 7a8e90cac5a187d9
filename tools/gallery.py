"""Render every screen a player meets to PNGs, in English, Korean and Russian, at three
screen sizes (a review and translation tool).

    python -m tools.gallery OUT_DIR [--langs en,ko,ru] [--sizes 1920x1080,1366x768,1024x600]

Each language and screen size runs in a process of its own on an offscreen screen of
that size, the window opened as a first start opens it (qtcards.window.placement). It writes
``OUT_DIR/LANG-WxH-NAME.png``: each game's table in its main states (a fresh deal, a
selection, the won and stuck panels; the pass, a trick, the hand's score sheet and the
game over; Golf's table when the example is installed), and every dialog (settings,
statistics, the rules pages, the deal code with an error, About), and each game with the
built-in deck, two installed SVG decks, four-colour suits and another felt
(``look-GAME-NAME.png``, tools/gallery_looks.py).
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "ko", "ru")
SIZES = ("1920x1080", "1366x768", "1024x600")


def settle(app, rounds: int = 6) -> None:
    """Let layouts, paints and deferred deletions happen (as the event loop would)."""
    from PySide6.QtCore import QEvent

    for _ in range(rounds):
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def shoot(app, widget, out: Path, name: str) -> None:
    """Save what ``widget`` shows now."""
    settle(app)
    widget.grab().save(str(out.with_name(f"{out.name}-{name}.png")))


def hearts_state(seed: int, phase: str):
    """A Hearts state in the given phase, reached by legal random play (engine only)."""
    import random

    from qtcards_hearts import engine

    rng = random.Random(seed)
    state = engine.new_game(seed)
    if phase == "game_over":
        state = dataclasses.replace(state, scores=(95, 97, 99, 60))
    while state.phase != phase or (phase == "play" and len(state.played) < 6):
        if state.phase == "pass":
            for seat in range(4):
                state = engine.submit_pass(state, seat, sorted(state.hands[seat])[:3])
        elif state.phase == "hand_over":
            state = engine.next_hand(state)
        elif phase == "play" and len(state.played) == 6:
            break
        else:
            state = engine.play(state, rng.choice(engine.legal_plays(state)))
    return state


def one(lang: str, out: Path) -> None:
    """Every screen in one language, on this process's screen."""
    from PySide6.QtWidgets import QApplication

    from qtcards.i18n import languages as translation
    from qtcards.plugin_host.registry import GameRegistry
    from qtcards.window.dialogs import SettingsDialog, StatisticsDialog
    from qtcards.window.main_window import MainWindow
    from tools.hh_solver import solve

    app = QApplication([])
    registry = GameRegistry()
    registry.load_entry_points()
    translation.install(lang, [g.translations for g in registry.games.values() if g.translations])
    window = MainWindow(registry, lang)
    window.show()
    window.open_game("heart-to-heart")
    view = window.view
    view.table.animation_ms = 0
    view.open_code("HH1-N-AAAAAAM")
    shoot(app, window, out, "hh-table")
    view.click(25)  # the tip of the heart, free from the start
    shoot(app, window, out, "hh-selected")
    view.click(25)
    line = solve(view.state)
    for move in line:
        view.play(move)
    shoot(app, window, out, "hh-won")
    from qtcards_heart_to_heart import engine as hh

    view.start_deal(next(n for n in range(500) if hh.is_stuck(hh.new_game(n))))
    shoot(app, window, out, "hh-stuck")
    view.open_code("HH1-N-AAAAAAM")
    shoot_rules(app, window, out, "hh-rules")
    for dialog, name in (
        (lambda: _code_dialog(view), "hh-deal-code-error"),
        (
            lambda: StatisticsDialog(
                window.game.translate(window.game.title), view.statistics, view.reset_statistics, window
            ),
            "hh-statistics",
        ),
        (
            lambda: SettingsDialog(
                lang, lambda _c: None, [(g, window.option_values[g.id]) for g in registry.games.values()], window
            ),
            "settings",
        ),
    ):
        shown = dialog()
        shown.show()
        shoot(app, shown, out, name)
        shown.close()
    window.open_game("hearts")
    view = window.view
    view.table.animation_ms = 0
    view.start_game(7)
    for card in view.state.hands[0][:2]:
        view._card_clicked(view.cards[card])
    shoot(app, window, out, "hearts-pass")
    for phase, name in (("play", "hearts-trick"), ("hand_over", "hearts-hand-over"), ("game_over", "hearts-game-over")):
        view._stop_everything()
        view.session.start(hearts_state(7, phase), level="normal", picks=[])
        view._resumed()
        settle(app)
        if phase == "game_over":  # (a resumed match's end shows no sheet: open it as at the end)
            ending = view.ending(view.state)
            view._open_sheet(ending.title, ending.text)
        shoot(app, window, out, name)
    shoot_rules(app, window, out, "hearts-rules")
    shown = StatisticsDialog(window.game.translate(window.game.title), view.statistics, view.reset_statistics, window)
    shown.show()
    shoot(app, shown, out, "hearts-statistics")
    shown.close()
    if window.open_game("golf"):
        window.view.table.animation_ms = 0
        shoot(app, window, out, "golf-table")
    from tools.gallery_looks import shoot_looks

    shoot_looks(app, window, out, shoot)
    window.close()


def shoot_rules(app, window, out: Path, name: str) -> None:
    """The open game's rules page beside its table, then closed."""
    from qtcards.window.rules_pane import RulesPane

    window.show_rules()
    shoot(app, window, out, name)
    window.findChild(RulesPane, "rules").close()


def _code_dialog(view):
    """Heart to Heart's Enter deal code (the kit's deal dialog), after a wrong code."""
    view.deals.ask()
    dialog = view.deals.dialog
    dialog.field.setText("HH2-N-AAAAAAM")
    dialog.accept()
    return dialog


def main(argv: list[str]) -> int:
    """Run one process per language and size (or, as such a process, render)."""
    if argv and argv[0] == "--one":
        one(argv[1], Path(argv[2]))
        return 0
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    out = Path(argv[0]).resolve()  # the children run from the repo root
    out.mkdir(parents=True, exist_ok=True)
    options = dict(zip(argv[1::2], argv[2::2]))
    langs = options.get("--langs", ",".join(LANGS)).split(",")
    sizes = options.get("--sizes", ",".join(SIZES)).split(",")
    for size in sizes:
        width, height = (int(n) for n in size.split("x"))
        with tempfile.TemporaryDirectory() as home:
            config = Path(home) / "screen.json"
            config.write_text(
                json.dumps(
                    {
                        "screens": [
                            {
                                "name": "gallery",
                                "x": 0,
                                "y": 0,
                                "width": width,
                                "height": height,
                                "logicalDpi": 96,
                                "logicalBaseDpi": 96,
                                "dpr": 1,
                            }
                        ]
                    }
                )
            )
            for lang in langs:
                env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QTCARDS_HOME=home)
                env.pop("QTCARDS_NO_AUTOLOAD", None)
                result = subprocess.run(
                    [sys.executable, "-m", "tools.gallery", "--one", lang, str(out / f"{lang}-{size}")],
                    cwd=ROOT,
                    env=env,
                    capture_output=True,
                    text=True,
                    timeout=600,
                )
                if result.returncode != 0:
                    print(result.stderr, file=sys.stderr)
                    return 1
                print(f"{lang} {size}: done")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
