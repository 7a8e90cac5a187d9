"""Start-up: the command line, the application object, plugins, translations, window."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from . import __version__

LANG_CHOICES = ("en", "ko", "ru")


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The command line (Qt's own options are passed through to Qt)."""
    parser = argparse.ArgumentParser(prog="qtcards", description="A card table for card game plugins.")
    parser.add_argument("--version", action="version", version=f"qtcards {__version__}")
    parser.add_argument("--list-games", action="store_true", help="list the installed games and exit")
    parser.add_argument("--game", metavar="ID", help="open this game")
    parser.add_argument("--lang", choices=LANG_CHOICES, help="use this language for this run")
    parser.add_argument("--screenshot", metavar="FILE", type=Path, help="paint the table once, save a PNG, exit")
    parser.add_argument("--size", metavar="WxH", default="1180x820", help="window size for --screenshot")
    parser.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="add qtcards to this user's application menu (under ~/.local/share) and exit",
    )
    parser.add_argument(
        "--uninstall-desktop-entry", action="store_true", help="remove that menu entry and icon, and exit"
    )
    args, _qt = parser.parse_known_args(argv)
    return args


def load_registry():
    """Load every game plugin (unless autoloading is off)."""
    from .plugins import GameRegistry, autoload_enabled

    registry = GameRegistry()
    if autoload_enabled():
        registry.load_entry_points()
    return registry


def main(argv: list[str] | None = None) -> int:
    """Run qtcards; the process exit code."""
    argv = sys.argv[1:] if argv is None else argv
    args = parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="qtcards: %(levelname)s: %(name)s: %(message)s")
    if args.list_games:
        registry = load_registry()
        for game in sorted(registry.games.values(), key=lambda g: g.id):
            print(f"{game.id}\t{game.title}")
        return 0
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        return desktop_entry(install=args.install_desktop_entry)

    from . import qt_workarounds

    problem = qt_workarounds.apply()
    if problem:
        print(f"qtcards: {problem}", file=sys.stderr)
        return 1
    import shiboken6
    from PySide6.QtWidgets import QApplication

    from . import translation
    from .settings import open_checked_settings
    from .window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("qtcards")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.github.qtcards")
    registry = load_registry()
    early_notices: list[str] = []
    settings = open_checked_settings(early_notices.append)
    language = args.lang or str(settings.value("app/language", "system"))
    if language not in ("system", *LANG_CHOICES):
        language = "system"
    translation.install(language, [g.translations for g in registry.games.values() if g.translations])
    window = MainWindow(registry, language)
    registry.started(__version__)
    if args.game:
        if not window.open_game(args.game):
            print(f"qtcards: no game {args.game!r}; try --list-games", file=sys.stderr)
            return 2
    else:
        window.open_first_game()
    if args.screenshot:
        code = screenshot(window, args.screenshot, args.size)
    else:
        window.show()
        window.report_faults(registry.faults)
        for notice in early_notices:
            window.notify(notice)
        code = app.exec()
    # Delete the window while the application object still exists: left to the
    # interpreter's teardown, the order is arbitrary and Qt may crash on exit.
    shiboken6.delete(window)
    return code


def screenshot(window, path: Path, size: str) -> int:
    """Show the window at ``size``, let it lay out and paint once, save it as PNG."""
    from PySide6.QtWidgets import QApplication

    width, height = (int(n) for n in size.lower().split("x"))
    window.resize(width, height)
    window.show()
    for _ in range(3):
        QApplication.processEvents()
    ok = window.grab().save(str(path))
    window.close()
    if not ok:
        print(f"qtcards: could not write {path}", file=sys.stderr)
        return 1
    return 0


def desktop_entry(install: bool) -> int:
    """Install (or remove) the menu entry and icon for this user; the exit code."""
    from . import resources

    try:
        paths = resources.install_desktop_entry() if install else resources.uninstall_desktop_entry()
    except OSError as error:
        print(f"qtcards: {error}", file=sys.stderr)
        return 1
    for path in paths:
        print(f"{'installed' if install else 'removed'} {path}")
    if install:
        print("qtcards is in the application menu under Games (log in again if it does not show yet).")
    elif not paths:
        print("no menu entry was installed")
    return 0
