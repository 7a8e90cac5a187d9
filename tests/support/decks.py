"""Tiny SVG card decks made for tests, in KDE's and Aisleriot's layouts."""

from __future__ import annotations

import gzip
from pathlib import Path

RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
SUITS = ("club", "diamond", "spade", "heart")
#: The colour every face of a test deck is filled with (the back is BACK_FILL).
FACE_FILL = "#ff00ff"
BACK_FILL = "#00ffff"


def deck_svg(rank_first: bool = True, leave_out: str = "") -> str:
    """An SVG with the 52 cards and a back as plain rectangles, 70 x 98 each."""
    cards = []
    names = [f"{r}_{s}" if rank_first else f"{s}_{r}" for s in SUITS for r in RANKS] + ["back"]
    for index, name in enumerate(names):
        if name == leave_out:
            continue
        x, y = (index % 13) * 72, (index // 13) * 100
        fill = BACK_FILL if name == "back" else FACE_FILL
        cards.append(f'<rect id="{name}" x="{x}" y="{y}" width="70" height="98" fill="{fill}"/>')
    return '<svg xmlns="http://www.w3.org/2000/svg" width="940" height="500">' + "".join(cards) + "</svg>"


def kde_deck(
    root: Path, folder: str, names: dict[str, str] | None = None, svg: str | None = None, packed: bool = True
) -> Path:
    """A deck in KDE's layout under ``root/carddecks/folder``; its SVG(Z) file."""
    home = root / "carddecks" / folder
    home.mkdir(parents=True)
    file = home / ("deck.svgz" if packed else "deck.svg")
    data = (svg or deck_svg()).encode()
    file.write_bytes(gzip.compress(data) if packed else data)
    lines = [
        "[KDE Backdeck]",
        *(f"{key}={value}" for key, value in (names or {"Name": folder}).items()),
        f"SVG={file.name}",
        "Back=Test",
    ]
    (home / "index.desktop").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return file
