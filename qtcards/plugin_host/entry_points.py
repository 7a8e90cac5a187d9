"""Finding the entry points of a group: a plain scan of the metadata folders on ``sys.path``.

It gives what ``importlib.metadata.entry_points(group=...)`` gives, without importing
``importlib.metadata`` (and ``email`` with it): about a tenth of the floor's start-up
time (see docs/performance.md).
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from importlib import import_module
from typing import Any


@dataclass(frozen=True)
class EntryPoint:
    """One entry point: its name, ``module[:attr]`` value and group, as in entry_points.txt."""

    name: str
    value: str
    group: str

    def load(self) -> Any:
        """Import the module and return the object the value names."""
        module, _, attrs = self.value.partition("[")[0].partition(":")
        target = import_module(module.strip())
        for attr in filter(None, attrs.strip().split(".")):
            target = getattr(target, attr)
        return target


def _metadata_folders(path_entry: str) -> list[str] | None:
    """The ``*.dist-info`` and ``*.egg-info`` children of a sys.path entry, in listing
    order; None when the entry exists but is not a folder (a zip file)."""
    folder = path_entry or "."
    try:
        children = os.listdir(folder)
    except NotADirectoryError:
        return None
    except OSError:  # missing or unreadable: importlib.metadata skips it as well
        return []
    return [child for child in children if child.lower().endswith((".dist-info", ".egg-info"))]


def entry_points(*, group: str) -> list[EntryPoint]:
    """The entry points of ``group``, as ``importlib.metadata.entry_points(group=group)``.

    Distributions are taken in ``sys.path`` order, the first of each normalised name
    only, and their ``entry_points.txt`` read as importlib.metadata reads it. Where a
    scan cannot see what importlib.metadata would (a zip file or an old ``.egg`` on
    ``sys.path``, or an import hook that lists distributions of its own),
    importlib.metadata is asked.
    """
    from importlib.machinery import PathFinder

    hooks = [finder for finder in sys.meta_path if finder is not PathFinder and hasattr(finder, "find_distributions")]
    listings = [(entry, _metadata_folders(entry)) for entry in sys.path if isinstance(entry, str)]
    if hooks or any(children is None or entry.lower().endswith(".egg") for entry, children in listings):
        from importlib.metadata import entry_points as metadata_entry_points

        return [EntryPoint(e.name, e.value, e.group) for e in metadata_entry_points(group=group)]
    found: list[EntryPoint] = []
    seen: set[str] = set()
    for entry, children in listings:
        for child in children or ():
            name = child.lower().rpartition(".")[0].partition("-")[0]
            normalized = re.sub(r"[-_.]+", "_", name)
            if normalized in seen:
                continue
            seen.add(normalized)
            try:
                with open(os.path.join(entry or ".", child, "entry_points.txt"), encoding="utf-8") as file:
                    text = file.read()
            except (OSError, UnicodeDecodeError):
                continue
            found.extend(_parse_entry_points(text, group))
    return found


def _parse_entry_points(text: str, group: str) -> list[EntryPoint]:
    """The entries of one section of an entry_points.txt (importlib.metadata's reading)."""
    section = None
    found = []
    for line in map(str.strip, text.splitlines()):
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line.strip("[]")
        elif section == group:
            name, _, value = line.partition("=")
            found.append(EntryPoint(name.strip(), value.strip(), group))
    return found
