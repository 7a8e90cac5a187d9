"""Start-up: the command line, the application object, plugins, translations, window."""

from __future__ import annotations

import argparse
import logging
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from qtcards import __version__

if TYPE_CHECKING:
    from qtcards.app.instance import Instance
    from qtcards.plugin_host.registry import GameRegistry

LANG_CHOICES = ("en", "ko", "ru")
#: The smallest and largest --size, in pixels.
MIN_SIZE, MAX_SIZE = (200, 150), (7680, 4320)


#: Qt's own command-line options (QGuiApplication, QApplication and the X11 platform's),
#: those that take a value, those that take none, and those written ``-name=value``.
QT_VALUE_OPTIONS = frozenset(
    {
        "platform",
        "platformpluginpath",
        "platformtheme",
        "plugin",
        "qwindowgeometry",
        "qwindowicon",
        "qwindowtitle",
        "session",
        "display",
        "geometry",
        "style",
        "stylesheet",
        "name",
        "title",
        "visual",
        "ncols",
        "im",
    }
)
QT_FLAG_OPTIONS = frozenset({"reverse", "widgetcount", "nograb", "dograb", "sync", "cmap"})
QT_EQUALS_OPTIONS = frozenset({"qmljsdebugger", "style", "stylesheet"})


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line, and exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"qtcards: error: {message}\n")


def window_size(text: str) -> tuple[int, int]:
    """``WIDTHxHEIGHT`` within :data:`MIN_SIZE` and :data:`MAX_SIZE`, as two numbers."""
    width, x, height = text.strip().lower().partition("x")
    if not (x and width.isascii() and width.isdigit() and height.isascii() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT, for example 1180x820")
    size = (int(width), int(height))
    if not all(low <= n <= high for low, n, high in zip(MIN_SIZE, size, MAX_SIZE)):
        raise argparse.ArgumentTypeError(
            f"{text!r} is out of range: from {MIN_SIZE[0]}x{MIN_SIZE[1]} to {MAX_SIZE[0]}x{MAX_SIZE[1]}"
        )
    return size


def screenshot_file(text: str) -> Path:
    """A PNG path whose folder exists (checked before anything is written)."""
    path = Path(text)
    if not text or not path.parent.is_dir():
        raise argparse.ArgumentTypeError(f"could not write {text!r}: no such folder")
    return path


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The command line (Qt's own options are passed through to Qt); a bad value ends the
    process with a one-line message and exit code 2, an unknown option with the usage line
    too, before anything is written."""
    parser = Parser(prog="qtcards", description="A card table for card game plugins.")
    parser.add_argument("--version", action="version", version=f"qtcards {__version__}")
    parser.add_argument("--list-games", action="store_true", help="list the installed games and exit")
    parser.add_argument("--game", metavar="ID", help="open this game")
    parser.add_argument("--lang", choices=LANG_CHOICES, help="use this language for this run")
    parser.add_argument(
        "--screenshot", metavar="FILE", type=screenshot_file, help="paint the table once, save a PNG, exit"
    )
    parser.add_argument(
        "--size", metavar="WxH", type=window_size, default="1180x820", help="window size for --screenshot"
    )
    from qtcards.appearance import cli as decks

    parser.add_argument("--list-decks", action="store_true", help="list the card decks found and exit")
    parser.add_argument(
        "--deck", metavar="ID", type=decks.deck_argument, help="draw the cards with this deck for this run"
    )
    parser.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="add qtcards to this user's application menu on a Linux desktop (under ~/.local/share) and exit",
    )
    parser.add_argument(
        "--uninstall-desktop-entry", action="store_true", help="remove that menu entry and icon, and exit"
    )
    args, unknown = parser.parse_known_args(without_qt_options(argv))
    if unknown:  # a typo, say: as argparse's own parse_args, with the usage line
        parser.print_usage(sys.stderr)
        parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    return args


def without_qt_options(argv: list[str]) -> list[str]:
    """``argv`` without the options Qt itself reads (QGuiApplication's and QApplication's
    documented ones, and the X11 ones, with one dash or two), which are left to Qt."""
    left, words = [], iter(argv)
    for word in words:
        if word == "--":
            left += [word, *words]
            break
        name, equals, value = word.lstrip("-").partition("=")
        if len(word) - len(name + equals + value) in (1, 2):  # one dash or two
            if name in (QT_EQUALS_OPTIONS if equals else QT_FLAG_OPTIONS):
                continue
            if name in QT_VALUE_OPTIONS and not equals:
                next(words, None)  # its value is Qt's too
                continue
        left.append(word)
    return left


def load_registry() -> GameRegistry:
    """Load every game plugin (unless autoloading is off)."""
    from qtcards.plugin_host.registry import GameRegistry, autoload_enabled

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
            print(f"{game.id}\t{game.title}\t{game.description}".rstrip("\t"))
        return 0
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        from qtcards.app.desktop_entry import desktop_entry

        return desktop_entry(args.install_desktop_entry, args.lang)
    if args.list_decks:
        from qtcards.appearance.cli import list_decks

        return list_decks()

    from qtcards.qt import workarounds as qt_workarounds

    problem = qt_workarounds.apply()
    if problem:
        print(f"qtcards: {problem}", file=sys.stderr)
        return 1
    import shiboken6
    from PySide6.QtWidgets import QApplication

    from qtcards.app.instance import Instance, bring_to_front
    from qtcards.app.interrupt import Interrupts
    from qtcards.app.rescue import Rescue
    from qtcards.appearance import stored as appearance
    from qtcards.files import paths
    from qtcards.files.settings import forget_abandoned_lock, open_checked_settings
    from qtcards.i18n import languages as translation
    from qtcards.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    qt_workarounds.quiet_offscreen_noise()
    app.setApplicationName("qtcards")
    app.setApplicationVersion(__version__)
    QApplication.setDesktopFileName("io.github.qtcards")
    interrupts = Interrupts()
    if args.screenshot:  # a fresh deal in a folder of its own: the player's saved game is neither shown nor kept
        scratch = tempfile.TemporaryDirectory(prefix="qtcards-screenshot-")
        paths.use_games_dir(Path(scratch.name))
    instance = Instance(paths.data_dir())
    if not instance.acquire():  # before anything is written
        interrupts.restore()
        return tell_the_other(instance)
    forget_abandoned_lock()
    registry = load_registry()
    if args.game and args.game not in registry.games:
        instance.release()
        interrupts.restore()
        print(f"qtcards: no game {args.game!r}; try --list-games", file=sys.stderr)
        return 2
    early_notices: list[str] = []
    settings = open_checked_settings(early_notices.append)
    appearance.start(settings, args.deck, early_notices.append)
    language = args.lang or str(settings.value("app/language", "system"))
    if language not in ("system", *LANG_CHOICES):
        language = "system"
    translation.install(language, [g.translations for g in registry.games.values() if g.translations])
    window = MainWindow(registry, language)
    registry.started(__version__)
    load_faults = list(registry.faults)  # those of opening a game are shown as they happen
    if args.game and not window.open_game(args.game):
        print(f"qtcards: the game {args.game!r} could not be opened: {registry.faults[-1].detail}", file=sys.stderr)
        window.open_first_game()
    elif not args.game:
        window.open_first_game()
    if interrupts.requested:  # Ctrl+C while the plugins loaded: no window
        code = 130
    elif args.screenshot:
        for notice in early_notices:  # (a window would show them; a script reads them here)
            print(f"qtcards: {notice}", file=sys.stderr)
        code = screenshot(window, args.screenshot, args.size, args.deck)
    else:
        instance.activated.connect(lambda: bring_to_front(window))
        interrupts.on_request(lambda: (window.close(), app.quit()) and None)
        window.show()
        instance.listen()
        window.report_faults(load_faults)
        if instance.problem:  # translated now that the translations are in
            early_notices.insert(0, unguarded_notice(instance.problem))
        for notice in early_notices:
            window.notify(notice)

        def finish() -> int:  # after a rescue (qtcards.rescue): the window is closed and saved
            instance.release()
            interrupts.restore()
            return 130 if interrupts.requested else 0

        escaped = SystemExit("raised out of a Qt slot or virtual while this game was open")
        code = Rescue(lambda: window.blame_open_game(escaped), finish).run(app.exec)
    # Delete the window while the application object still exists: left to the
    # interpreter's teardown, the order is arbitrary and Qt may crash on exit.
    shiboken6.delete(window)
    instance.release()
    interrupts.restore()
    return 130 if interrupts.requested else code


def tell_the_other(instance: Instance) -> int:
    """Another qtcards runs on the same data folder: bring its window up, and end."""
    from qtcards.app.calls import BROUGHT_TO_FRONT

    if instance.wake_other() == BROUGHT_TO_FRONT:
        print("qtcards is already running; its window was brought to the front.", file=sys.stderr)
        return 0
    print("qtcards is already running on these files but does not answer; close it first.", file=sys.stderr)
    return 1


def unguarded_notice(problem: str) -> str:
    """What the player is told when no private folder could hold the single-instance guard."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(
        "Instance",
        "No folder of yours alone could hold the guard that keeps a second qtcards off your files ({0}): "
        "do not start qtcards twice, or a game may not be counted.",
    ).format(problem)


def screenshot(window: Any, path: Path, size: tuple[int, int], deck: str | None = None) -> int:
    """Show the window at ``size``, let it lay out and paint once, save it as PNG; 1, and
    nothing saved, when the ``deck`` asked for is refused as it is drawn (say why)."""
    from PySide6.QtWidgets import QApplication

    from qtcards.table.looks.look import on_refusal

    refused: list[str] = []
    on_refusal(lambda file, reason: refused.append(reason) if file.id == deck else None)
    window.resize(*size)
    window.show()
    for _ in range(3):
        QApplication.processEvents()
    wait_for_verdict(window)
    if refused:
        window.close()
        print(f"qtcards: the deck {deck!r} cannot be used ({refused[0]}); no screenshot was written", file=sys.stderr)
        return 1
    ok = window.grab().save(str(path))
    window.close()
    if not ok:
        print(f"qtcards: could not write {path}", file=sys.stderr)
        return 1
    return 0


#: The longest a screenshot waits for the solver's verdict on the table, in seconds.
VERDICT_WAIT_S = 30.0


def wait_for_verdict(window: Any) -> None:
    """Let the solver's verdict on the table arrive before a screenshot (a pile game's
    status bar shows it), waiting at most :data:`VERDICT_WAIT_S` seconds."""
    import time

    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    verdicts = getattr(window.view, "verdicts", None)
    deadline = time.monotonic() + VERDICT_WAIT_S
    while verdicts is not None and verdicts.runner.busy and time.monotonic() < deadline:
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.02)
    QApplication.processEvents()
