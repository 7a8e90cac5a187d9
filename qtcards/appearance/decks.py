"""The card decks on this machine: the built-in one, KDE's, Aisleriot's and the player's.

- KDE's layout (``kdegames-card-data-kf5``): ``<data>/carddecks/<folder>/index.desktop``,
  whose ``[KDE Backdeck]`` group names the deck (``Name``, ``Name[ko]``, ``Name[ru]``…)
  and its file (``SVG=``), in the same folder;
- Aisleriot's: ``<data>/aisleriot/cards/<name>.svg`` or ``.svgz``;
- the player's: the ``decks`` folder in qtcards' data folder, holding decks in either
  layout (a folder with an ``index.desktop``, or an SVG or SVGZ file).

``<data>`` is each folder of the XDG data path (``XDG_DATA_HOME``, then
``XDG_DATA_DIRS``); a deck found in two of them is the first one's. Only a little is
read here (``index.desktop``, at most :data:`MAX_INDEX` bytes); the deck's SVG is checked
when it is first drawn (:mod:`qtcards.table.looks.svg_deck`). Files that are symbolic
links are not used, as everywhere in qtcards.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

from qtcards.files import paths
from qtcards.files.checked import read_limited

BUILT_IN = "builtin"
MAX_INDEX = 64 * 1024
"""The largest ``index.desktop`` read (Debian's are 1 to 6 KB)."""
SVG_SUFFIXES = (".svg", ".svgz")


class DeckProblem(Exception):
    """A deck that cannot be used, with the reason in words."""


@dataclass(frozen=True)
class DeckInfo:
    """A deck: its id, its names by language ("" for the untranslated one), where it was
    found, and its SVG file (None for the built-in deck). (No Qt here: the command line
    reads decks before Qt is loaded.)"""

    id: str
    names: dict[str, str] = field(compare=False)
    where: str
    svg: Path | None = None

    def name(self, language: str = "") -> str:
        """The deck's name in ``language`` ("ko", "ru"…) where the deck has one."""
        return self.names.get(language) or self.names.get("", self.id)


def data_folders() -> list[Path]:
    """The XDG data path: the user's folder first, then the system's."""
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    system = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    return [Path(folder) for folder in [home, *system.split(":")] if folder]


def user_folder() -> Path:
    """The folder where a player puts decks of their own."""
    return paths.data_dir() / "decks"


def _sources() -> list[tuple[str, Path, str]]:
    """(id prefix, folder, layout) in the order decks are looked for."""
    found = [("kde", folder / "carddecks", "kde") for folder in data_folders()]
    found += [("aisleriot", folder / "aisleriot" / "cards", "aisleriot") for folder in data_folders()]
    return [*found, ("user", user_folder(), "any")]


def discover() -> list[DeckInfo]:
    """Every usable deck, the built-in one first, then by kind and id."""
    decks: dict[str, DeckInfo] = {}
    for prefix, folder, layout in _sources():
        try:
            entries = sorted(folder.iterdir())
        except OSError:
            continue
        for entry in entries:
            deck_id = f"{prefix}:{_stem(entry)}"
            if deck_id in decks:
                continue
            try:
                decks[deck_id] = _read(deck_id, entry, layout)
            except DeckProblem:
                continue  # listed nowhere; said when the player asks for it (find)
    return [built_in(), *decks.values()]


def built_in() -> DeckInfo:
    """The deck qtcards paints itself."""
    return DeckInfo(BUILT_IN, {"": "qtcards"}, "built in")


def find(deck_id: str) -> DeckInfo:
    """The deck of that id, read now; :class:`DeckProblem` when there is none or it is
    damaged (no need to look at every other deck)."""
    if deck_id == BUILT_IN:
        return built_in()
    prefix, _, name = deck_id.partition(":")
    problem = "it is not installed"
    if name and "/" not in name and name not in (".", ".."):
        for source, folder, layout in _sources():
            if source != prefix:
                continue
            candidates = [folder / name] if layout == "kde" else [folder / f"{name}{s}" for s in SVG_SUFFIXES]
            if layout == "any":
                candidates.insert(0, folder / name)
            for entry in candidates:
                if os.path.lexists(entry):
                    return _read(deck_id, entry, layout)
    raise DeckProblem(problem)


def _stem(entry: Path) -> str:
    return entry.name[: -len(entry.suffix)] if entry.suffix.lower() in SVG_SUFFIXES else entry.name


def _read(deck_id: str, entry: Path, layout: str) -> DeckInfo:
    """The deck at ``entry``: a folder in KDE's layout, or an SVG(Z) file."""
    if entry.is_dir() and layout in ("kde", "any"):
        return _read_kde(deck_id, entry)
    if layout in ("aisleriot", "any") and entry.suffix.lower() in SVG_SUFFIXES:
        _regular(entry)
        title = _stem(entry).replace("_", " ").replace("-", " ").strip().title() or entry.name
        return DeckInfo(deck_id, {"": title}, str(entry.parent), entry)
    raise DeckProblem("it is neither a deck folder nor an SVG file")


def _regular(path: Path) -> None:
    try:
        mode = path.lstat().st_mode
    except OSError as error:
        raise DeckProblem(f"{path.name} cannot be read ({error.strerror or error})") from None
    if stat.S_ISLNK(mode):
        raise DeckProblem(f"{path.name} is a symbolic link")
    if not stat.S_ISREG(mode):
        raise DeckProblem(f"{path.name} is not a regular file")


def _read_kde(deck_id: str, folder: Path) -> DeckInfo:
    index = folder / "index.desktop"
    _regular(index)
    try:
        text = read_limited(index, MAX_INDEX).decode("utf-8")
    except OSError as error:
        raise DeckProblem(f"index.desktop cannot be read ({error.strerror or error})") from None
    except UnicodeDecodeError:
        raise DeckProblem("index.desktop is not UTF-8 text") from None
    keys = _desktop_group(text, "KDE Backdeck")
    svg = keys.get("SVG", "")
    if not svg or "/" in svg or svg in (".", "..") or not svg.lower().endswith(SVG_SUFFIXES):
        raise DeckProblem("index.desktop names no SVG file of the deck's folder")
    _regular(folder / svg)
    names = {"": keys.get("Name") or folder.name}
    for key, value in keys.items():
        if key.startswith("Name[") and key.endswith("]") and value:
            names[key[5:-1]] = value
    return DeckInfo(deck_id, names, str(folder), folder / svg)


def _desktop_group(text: str, group: str) -> dict[str, str]:
    """The keys of one ``[group]`` of a desktop-entry file (the first of each key)."""
    keys: dict[str, str] = {}
    current = None
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
        elif current == group and "=" in line and not line.startswith("#"):
            key, _, value = line.partition("=")
            keys.setdefault(key.strip(), value.strip())
    if not keys:
        raise DeckProblem(f"index.desktop has no [{group}] group")
    return keys
