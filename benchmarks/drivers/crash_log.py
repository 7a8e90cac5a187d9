"""The write log of the crash-safety run: the user files it covers, the hash it keeps of
each content, and the append-only log the killed app's driver writes and the checker reads."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

GAMES = ("heart-to-heart", "hearts")
FILES = tuple(f"{game}/{name}" for game in GAMES for name in ("game", "statistics"))


def digest(data: Any) -> str:
    """A hash of JSON data that does not depend on key order or spacing."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


class Log:
    """Append-only JSON lines, each fsync'ed before the call returns."""

    def __init__(self, path: Path) -> None:
        self.fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    def write(self, record: dict) -> None:
        os.write(self.fd, (json.dumps(record, separators=(",", ":")) + "\n").encode("utf-8"))
        os.fsync(self.fd)
