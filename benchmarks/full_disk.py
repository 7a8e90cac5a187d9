"""A real full disk under the real window: Heart to Heart played while the disk fills up.

    mount -t tmpfs -o size=128k tmpfs /mnt/tiny      # as root, or any small file system
    QT_QPA_PLATFORM=offscreen python -m benchmarks.full_disk /mnt/tiny [--root CHECKOUT]

``QTCARDS_HOME`` goes on that file system; after the first move a filler file takes all
but 24 KB of the free space, and 150 seeded random legal moves are played through the
view. After each move ``game.json`` must still parse; at the end the filler is removed and
one more move must be saved. Prints what happened (``--root`` runs another checkout, a
baseline, the same way).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="a folder on a small file system (it is filled up)")
    parser.add_argument("--root", type=Path, help="another checkout to run (default: this one, as installed)")
    parser.add_argument("--moves", type=int, default=150)
    args = parser.parse_args()
    if args.root is not None:
        sys.path[:0] = [str(args.root), str(args.root / "plugins")]
    home = args.folder / "qtcards-home"
    shutil.rmtree(home, ignore_errors=True)
    os.environ["QTCARDS_HOME"] = str(home)
    from PySide6.QtWidgets import QApplication

    app = QApplication([])  # noqa: F841 - kept alive for the window
    from qtcards_heart_to_heart import engine, plugin

    from qtcards.plugin_host.registry import GameRegistry
    from qtcards.window.main_window import MainWindow

    registry = GameRegistry()
    registry.add_plugin(plugin, "heart-to-heart")
    window = MainWindow(registry, "en")
    window.open_game("heart-to-heart")
    view = window.view
    view.table.animation_ms = 0
    view.start_deal(12)
    view.play(engine.legal_moves(view.state)[0])
    game = home / "data" / "heart-to-heart" / "game.json"
    filler = args.folder / "qtcards-filler"
    stat = os.statvfs(args.folder)
    filler.write_bytes(b"x" * max(0, stat.f_bavail * stat.f_frsize - 24 * 1024))
    rng = random.Random(3)
    moves = unreadable = 0
    for _ in range(args.moves):
        legal = engine.legal_moves(view.state)
        if not legal:
            break
        view.play(rng.choice(legal))
        moves += 1
        try:
            json.loads(game.read_bytes())
        except ValueError:
            unreadable += 1
    filler.unlink()
    legal = engine.legal_moves(view.state)
    saved_again = None
    if legal:
        view.play(legal[0])
        try:
            data = json.loads(game.read_bytes())["data"]
            saved_again = data["history"][data["index"]] == view.state.to_json()
        except ValueError:
            saved_again = False
    others = sorted(set(os.listdir(game.parent)) - {"game.json", "statistics.json"})
    print(
        f"{args.root}: {moves} moves on a full disk; game.json unreadable after {unreadable} of them; "
        f"notices shown: {len(window.notices)}; saved again once there was room: {saved_again}; other files: {others}"
    )
    os._exit(0)  # no teardown needed: the file system is checked above


if __name__ == "__main__":
    main()
