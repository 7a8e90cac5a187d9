"""The desktop files shipped inside the package, and installing them for one user.

This folder is the one place of qtcards' desktop integration files (the top-level
``resources/`` only points here), so that the wheel ships exactly what the checkout has:

* ``io.github.qtcards.desktop``: the menu entry (freedesktop Desktop Entry);
* ``io.github.qtcards.svg``: the scalable application icon;
* ``icons/io.github.qtcards-SIZE.png``: the same icon rendered at fixed sizes (by
  ``tools/render_icons.py``), which the window loads without QtSvg;
* ``io.github.qtcards.metainfo.xml``: the AppStream metadata for software centres.

A distribution package copies them to ``/usr/share/applications``,
``/usr/share/icons/hicolor/scalable/apps`` and ``/usr/share/metainfo``. A user who
installed with pip or pipx runs ``qtcards --install-desktop-entry``, which calls
:func:`install_desktop_entry`. Nothing here imports Qt.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

APP_ID = "io.github.qtcards"
FOLDER = Path(__file__).resolve().parent
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: The sizes the window carries: a window system copies every size of a window's icon
#: (X11: into _NET_WM_ICON) and title bars and task bars show 16 to 64 pixels; launchers
#: and task switchers take the large sizes from the installed icon theme (the desktop
#: entry). The 128 and 256 pixel sizes cost the app 1.1 MB of peak memory under X11.
WINDOW_ICON_SIZES = (16, 24, 32, 48, 64)


def icon_path() -> Path:
    """The scalable application icon (SVG); ``QIcon(str(icon_path()))`` loads it."""
    return FOLDER / f"{APP_ID}.svg"


def icon_png_paths() -> dict[int, Path]:
    """The icon as PNG files, by size in pixels (rendered from the SVG)."""
    return {size: FOLDER / "icons" / f"{APP_ID}-{size}.png" for size in ICON_SIZES}


def desktop_file_path() -> Path:
    """The desktop entry as shipped (``Exec=qtcards``)."""
    return FOLDER / f"{APP_ID}.desktop"


def metainfo_path() -> Path:
    """The AppStream metainfo file."""
    return FOLDER / f"{APP_ID}.metainfo.xml"


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset or not absolute."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if value and Path(value).is_absolute() else Path.home() / ".local" / "share"


def launcher() -> list[str]:
    """The command that starts this very qtcards, as an argument list.

    The ``qtcards`` script that is running (or, failing that, the one on ``PATH``), so
    that the menu entry works even where the desktop's ``PATH`` lacks ``~/.local/bin``;
    else this Python with ``-m qtcards``.
    """
    running = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if running is not None and running.name == "qtcards" and running.is_file():
        return [str(running.absolute())]
    found = shutil.which("qtcards")
    if found:
        return [str(Path(found).absolute())]
    return [sys.executable, "-m", "qtcards"]


def exec_value(argv: list[str]) -> str:
    """An argument list as a desktop entry's ``Exec`` value, quoted as the spec says.

    An argument with a reserved character is double-quoted, with ``"`$\\`` escaped
    inside; then ``%`` is doubled and every backslash escaped once more (the string-level
    escape of the file format).
    """

    def quote(arg: str) -> str:
        if arg and not any(c in arg for c in " \t\n\"'\\><~|&;$*?#()`"):
            return arg
        escaped = "".join("\\" + c if c in '"`$\\' else c for c in arg)
        return f'"{escaped}"'

    command = " ".join(quote(arg) for arg in argv)
    return command.replace("%", "%%").replace("\\", "\\\\")


def desktop_entry_text(argv: list[str] | None = None) -> str:
    """The shipped desktop entry with ``Exec`` set to ``argv`` (default: :func:`launcher`)."""
    command = exec_value(argv if argv is not None else launcher())
    lines = []
    for line in desktop_file_path().read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            line = f"Exec={command}"
        elif line.startswith("TryExec="):
            continue
        lines.append(line)
    return "\n".join(lines) + "\n"


def installed_paths(home: Path | None = None) -> dict[str, Path]:
    """Where :func:`install_desktop_entry` puts the entry and the icon."""
    base = home if home is not None else data_home()
    return {
        "desktop": base / "applications" / f"{APP_ID}.desktop",
        "icon": base / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
    }


def _write(path: Path, data: bytes) -> None:
    """Write ``path`` through a new temporary file beside it (never through a link at its name)."""
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, partial = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
        os.replace(partial, path)
    except BaseException:
        Path(partial).unlink(missing_ok=True)
        raise


def _ours(path: Path, kind: str) -> bool:
    """Whether ``path`` is the entry or icon qtcards installed: a regular file of the
    user's (not a link) holding what install writes (the entry's id, the icon's bytes)."""
    import stat

    try:
        info = path.lstat()
        data = path.read_bytes() if stat.S_ISREG(info.st_mode) else b""
    except OSError:
        return False
    if sys.platform != "win32" and hasattr(os, "getuid") and info.st_uid != os.getuid():  # (owners: POSIX)
        return False
    return data == icon_path().read_bytes() if kind == "icon" else b"Icon=" + APP_ID.encode() in data


def install_desktop_entry(home: Path | None = None, argv: list[str] | None = None) -> list[Path]:
    """Put the menu entry and the icon in the user's XDG data folders; return their paths.

    :param home: the XDG data folder (default :func:`data_home`, ``~/.local/share``).
    :param argv: the command the entry runs (default :func:`launcher`).

    Desktops watch these folders: the entry appears in the menu (under Games) at once or
    at the next login. Running it again updates both files; see
    :func:`uninstall_desktop_entry`.
    """
    paths = installed_paths(home)
    _write(paths["desktop"], desktop_entry_text(argv).encode("utf-8"))
    _write(paths["icon"], icon_path().read_bytes())
    return [paths["desktop"], paths["icon"]]


def uninstall_desktop_entry(home: Path | None = None) -> list[Path]:
    """Remove what :func:`install_desktop_entry` wrote; return the paths removed."""
    removed = []
    for kind, path in installed_paths(home).items():
        if _ours(path, kind):  # a file of the player's at that name, or a link, is left alone
            path.unlink()
            removed.append(path)
    return removed
