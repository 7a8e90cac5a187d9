"""The AT-SPI client's scenarios for the pile games (run as ``client.py``'s are, by Debian's
python3): FreeCell, Klondike and Spider read and played by keyboard, every pick, move,
undo and deal heard. ``python3 piles.py SCENARIO``."""

from __future__ import annotations

import sys

import gi
from client import announcements, cards, expect, focus_window, focused, key, listen, wait_for, walk

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402


def heard(what: str, check, since: int = 0) -> str:
    """The first announcement from the ``since``-th on that ``check`` accepts (waits for it)."""
    return wait_for(what, lambda: next((text for text in announcements[since:] if check(text)), None))


def focused_item(app) -> tuple[str, str] | None:
    """(name, description) of the focused card or pile (names repeat in Spider's decks)."""
    for node in walk(app):
        if node.get_role() in (Atspi.Role.LIST_ITEM, Atspi.Role.PUSH_BUTTON):
            if node.get_state_set().contains(Atspi.StateType.FOCUSED):
                return node.get_name(), node.get_description() or ""
    return None


def start(title: str, table: str):
    from client import application

    app = wait_for("the qtcards application", application)
    wait_for("the cards", lambda: len(cards(app)) >= 8)
    names = [node.get_name() for node in walk(app) if node.get_role() == Atspi.Role.LIST]
    expect(table in names, f"the table is named: {table}")
    focus_window(title)
    return app


def freecell() -> None:
    """A pick, a move, Undo and Redo heard; empty cells by name; cards by their column."""
    app = start("FreeCell", "FreeCell table")
    items = cards(app)
    expect(items.get("Free cell 1", ("",))[0] == "empty", "Free cell 1, empty")
    expect(items.get("Foundation 1", ("",))[0] == "empty; starts at the Ace", "Foundation 1 starts at the Ace")
    expect(any(", Tableau 8, card " in d for d, _ in items.values()), "a card says its column and place")
    key("Tab", "Return")
    picked = heard("the pick", lambda text: text.endswith("picked up."))
    print(f"ok: the pick is heard: {picked}")
    key("Tab")
    wait_for("a target", lambda: "the run can go here" in cards(app).get(focused(app) or "", ("",))[0])
    since = len(announcements)
    key("Return")
    moved = heard("the move", lambda text: " to " in text and text.endswith("."), since)
    print(f"ok: the move is heard: {moved}")
    since = len(announcements)
    key("ctrl+z")  # the last move (the move, or a card the auto-move sent home after it)
    undone = heard("the undo", lambda text: text.startswith("Undone: "), since)
    expect(undone.removeprefix("Undone: ") in announcements[:since], f"Undo is heard with the move's words: {undone}")
    since = len(announcements)
    key("ctrl+shift+z")
    heard("the redo", lambda text: text == "Redone: " + undone.removeprefix("Undone: "), since)
    print("ok: Redo is heard")


def klondike() -> None:
    """Home reaches the stock; a deal names its card; Right lands on the waste's top."""
    app = start("Klondike", "Klondike table")
    key("Down", "Home")
    wait_for("focus on the stock", lambda: focused(app) == "Stock")
    key("Return")
    dealt = heard("the deal", lambda text: text.startswith("Dealt from the stock: "))
    card = dealt.removeprefix("Dealt from the stock: ").removesuffix(".")
    print(f"ok: the deal is heard: {dealt}")
    key("Right")
    wait_for("focus on the waste's top", lambda: focused(app) == card)
    expect("Waste" in cards(app)[card][0], f"the waste's card says where it lies: {cards(app)[card][0]}")


def spider() -> None:
    """Browsing names the column; face-down cards are passed over; Home, Enter deals."""
    app = start("Spider", "Spider table")
    key("Down", "Tab")  # the stock, then the first column's card
    name, said = wait_for(
        "a focused card", lambda: (focused_item(app) or ("Stock", ""))[0] != "Stock" and focused_item(app)
    )
    expect(", Tableau " in said, f"the column is said: {name}, {said}")
    expect(not any("face-down card" == n for n in cards(app)), "no face-down card is a stop")
    key("Home")
    wait_for("focus on the stock", lambda: focused(app) == "Stock")
    key("Return")
    dealt = heard("the deal", lambda text: text.startswith("Dealt from the stock: "))
    expect(dealt.count(" of ") == 10, f"the ten cards are heard: {dealt}")


SCENARIOS = {"freecell": freecell, "klondike": klondike, "spider": spider}

if __name__ == "__main__":
    listen()
    SCENARIOS[sys.argv[1]]()
    print("PASS")
