"""The command line's ``--install-desktop-entry`` and ``--uninstall-desktop-entry``.

They write (or remove) a freedesktop.org menu entry and icon under the user's XDG data
folder (:mod:`qtcards.resources`), which Linux desktops read. Windows and macOS have no
such menus: there the options change nothing and say so, in the player's language.
"""

from __future__ import annotations

import sys


def desktop_entry(install: bool, language: str | None = None) -> int:
    """Install (or remove) the menu entry and icon for this user; the exit code (2, and
    nothing written, on Windows and macOS). ``language`` is ``--lang``'s, if given."""
    from qtcards import resources

    if sys.platform in ("win32", "darwin"):  # no freedesktop.org menus
        option = "--install-desktop-entry" if install else "--uninstall-desktop-entry"
        print(f"qtcards: {not_for_this_system(option, language)}", file=sys.stderr)
        return 2
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


def not_for_this_system(option: str, language: str | None) -> str:
    """What a player on Windows or macOS is told of ``option``, in ``language`` (the
    system's when None): no window is open, so the translations are installed here."""
    from PySide6.QtCore import QCoreApplication

    from qtcards.i18n import languages

    if QCoreApplication.instance() is None:
        QCoreApplication([sys.argv[0] if sys.argv else "qtcards"])
    languages.install(language or "system")
    #: {0} is the command-line option, which stays as it is.
    return QCoreApplication.translate(
        "DesktopEntry",
        "{0} is for Linux desktops, whose application menus read freedesktop.org entries; "
        "nothing was changed on this system.",
    ).format(option)
