"""The gallery's looks: each game with the built-in deck, two installed SVG decks,
four-colour suits and another felt (``tools/gallery.py`` calls :func:`shoot_looks`)."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

#: Tried in this order for the two installed decks; any other installed deck otherwise.
PREFERRED = ("kde:svg-oxygen", "kde:svg-nicu-white", "kde:svg-standard", "aisleriot:bonded")


def gallery_looks():
    """(name, look) for the gallery: the built-in deck, up to two installed decks, four
    colours, and a blue felt with the navy back."""
    from qtcards.appearance.decks import BUILT_IN, discover
    from qtcards.appearance.stored import deck_file
    from qtcards.table.looks.look import FELT_PRESETS, Look

    installed = [deck.id for deck in discover() if deck.id != BUILT_IN]
    chosen = ([d for d in PREFERRED if d in installed] + [d for d in installed if d not in PREFERRED])[:2]
    found = [("builtin", Look())]
    found += [(deck_id.split(":")[1], Look(deck=deck_file(deck_id, print))) for deck_id in chosen]
    found += [("four-colours", Look(four_colours=True)), ("blue-felt", Look(felt=FELT_PRESETS["blue"], back="navy"))]
    return found


def shoot_looks(app, window, out: Path, shoot: Callable) -> None:
    """Each game's table in each of :func:`gallery_looks`, as ``look-GAME-NAME.png``."""
    from qtcards.appearance.stored import apply
    from tools.gallery_dialogs import GAMES

    openings = {
        "heart-to-heart": lambda view: view.open_code("HH1-N-AAAAAAM"),
        "hearts": lambda view: view.start_game(7),
    }
    for game_id, _prefix in GAMES:
        if not window.open_game(game_id):
            continue
        window.view.table.animation_ms = 0
        openings.get(game_id, lambda view: view.start_deal(1))(window.view)
        for name, look in gallery_looks():
            apply(look)
            shoot(app, window, out, f"look-{game_id}-{name}")
    apply(gallery_looks()[0][1])
