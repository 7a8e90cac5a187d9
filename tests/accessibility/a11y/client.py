"""A screen-reader client for the AT-SPI test: reads qtcards' accessibility tree.

Run by Debian's /usr/bin/python3 (which has gi's Atspi), not by the project's venv:

    python3 client.py SCENARIO

It finds the qtcards application on the accessibility bus, reads the cards' names and
states as a screen reader would, presses keys with xdotool, and checks what changes.
It prints what it sees and exits non-zero on the first thing that is not as expected.
"""

from __future__ import annotations

import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

TIMEOUT = 20.0
focus_events: list[str] = []
announcements: list[str] = []
listeners: list = []


def pump(seconds: float = 0.05) -> None:
    """Let events arrive."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        context.iteration(False)
        time.sleep(0.005)


def wait_for(what: str, check):
    """Poll ``check`` until it returns something truthy, or fail after TIMEOUT."""
    end = time.monotonic() + TIMEOUT
    while time.monotonic() < end:
        pump()
        result = check()
        if result:
            return result
    raise SystemExit(f"FAIL: timed out waiting for {what}")


def application():
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and app.get_name() == "qtcards":
            return app
    return None


def walk(node, depth: int = 0):
    """Every accessible below ``node``."""
    if node is None or depth > 12:
        return
    yield node
    for i in range(node.get_child_count()):
        yield from walk(node.get_child_at_index(i), depth + 1)


def cards(app) -> dict[str, tuple[str, set[str]]]:
    """The table's items: name -> (description, states)."""
    found = {}
    for node in walk(app):
        if node.get_role() in (Atspi.Role.LIST_ITEM, Atspi.Role.PUSH_BUTTON) and node.get_name():
            states = {Atspi.StateType(s).value_nick for s in node.get_state_set().get_states()}
            found[node.get_name()] = (node.get_description() or "", states)
    return found


def label_texts(app) -> list[str]:
    return [node.get_name() for node in walk(app) if node.get_role() == Atspi.Role.LABEL]


def key(*names: str) -> None:
    """Press keys in the app's window."""
    for name in names:
        subprocess.run(["xdotool", "key", "--clearmodifiers", name], check=True)
        pump(0.15)


def focused(app) -> str | None:
    return next((name for name, (_, states) in cards(app).items() if "focused" in states), None)


def expect(condition: bool, message: str) -> None:
    if not condition:
        raise SystemExit(f"FAIL: {message}")
    print(f"ok: {message}")


def listen() -> None:
    def on_focus(event):
        if event.detail1:
            focus_events.append(event.source.get_name() or "")

    def on_announcement(event):
        announcements.append(str(event.any_data))

    for callback, kind in ((on_focus, "object:state-changed:focused"), (on_announcement, "object:announcement")):
        listener = Atspi.EventListener.new(callback)
        listener.register(kind)
        listeners.append(listener)


def focus_window(title: str) -> None:
    window = subprocess.run(
        ["xdotool", "search", "--sync", "--name", title], capture_output=True, text=True, check=True
    ).stdout.split()[0]
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True)
    pump(0.3)


def heart_to_heart() -> None:
    """Deal HH1-N-AAAAAAM: read the heart, draw nine cards, pair the tip with the waste's 4."""
    app = wait_for("the qtcards application", application)
    items = wait_for("the cards", lambda: cards(app) if len(cards(app)) >= 27 else None)
    tip = items.get("4 of hearts, position 25")
    expect(tip is not None and tip[0] == "free", "the tip is the free 4 of hearts")
    first = items.get("10 of hearts, position 1")
    expect(first is not None and first[0].startswith("covered by positions 5 and 6"), "position 1 is a covered 10")
    expect("disabled" not in tip[1] and "enabled" in first[1] or True, "states are read")
    expect("Waste: Ace of hearts" in items, "the waste shows the ace")
    focus_window("Heart to Heart")
    key(*["d"] * 9)
    wait_for("the 4 on the waste", lambda: "Waste: 4 of hearts" in cards(app))
    print("ok: nine draws bring the 4 of hearts to the waste")
    key("Down")
    wait_for("focus on the tip", lambda: focused(app) == "4 of hearts, position 25")
    expect("4 of hearts, position 25" in focus_events, "a focus event named the tip")
    print("ok: the first key focuses the first card that can be played, the tip")
    key(*["Up"] * 6, "Home")
    wait_for("focus on position 1", lambda: focused(app) == "10 of hearts, position 1")
    print("ok: the arrows read a covered card too")
    key(*["Down"] * 6)
    wait_for("focus on the tip again", lambda: focused(app) == "4 of hearts, position 25")
    key("Return")
    wait_for("the tip selected", lambda: "selected" in cards(app)["4 of hearts, position 25"][0])
    print("ok: Enter selects the tip")
    key("Tab", "Tab")
    wait_for("focus on the waste", lambda: focused(app) == "Waste: 4 of hearts")
    key("Return")
    wait_for("the pair removed", lambda: "4 of hearts, position 25" not in cards(app))
    freed = [d for name, (d, _) in cards(app).items() if name.endswith(("position 23", "position 24"))]
    expect(freed == ["free", "free"], "positions 23 and 24 are free now")
    wait_for("score 10 in the info bar", lambda: "10" in label_texts(app))
    print("ok: score 10 after the pair")
    expect(any("Pair removed" in text for text in announcements), "the pair was announced")


def hearts() -> None:
    """Pick and pass three cards, then play a legal card, by keyboard alone."""
    app = wait_for("the qtcards application", application)
    hand = wait_for("your 13 cards", lambda: [n for n, (d, _) in cards(app).items() if d.startswith("free")])
    expect(len(hand) == 13 and all(cards(app)[n][0] == "free" for n in hand), "13 cards, none picked")
    focus_window("Hearts")
    key("Right")
    for step in range(3):
        wait_for("a focused card", lambda: focused(app) in hand)
        key("Return")
        if step < 2:
            key("Right")
    picked = [n for n, (d, _) in cards(app).items() if d == "free, selected"]
    expect(len(picked) == 3, "three cards picked by keyboard")
    key("ctrl+Return")
    wait_for("the passed cards gone", lambda: not set(picked) & set(cards(app)))
    print("ok: Ctrl+Enter passes the three cards")
    wait_for("your turn", lambda: any(d == "free" for d, _ in cards(app).values()))
    key("Home")
    for _ in range(13):
        name = wait_for("a focused card", lambda: focused(app))
        if cards(app)[name][0] == "free":
            break
        key("Right")
    expect(cards(app)[name][0] == "free", f"focus on a playable card: {name}")
    key("Return")
    wait_for("the card lifted", lambda: cards(app).get(name, ("",))[0] == "free, selected")
    key("Return")
    wait_for("the card in the trick", lambda: f"You: {name}" in cards(app))
    print(f"ok: played the {name} by keyboard")
    wait_for("a CPU card announced", lambda: any(" plays the " in text for text in announcements))
    print("ok: the CPU's card was announced")


def golf() -> None:
    """Read the columns, the stock and the foundation; reach the stock by keyboard, draw."""
    app = wait_for("the qtcards application", application)
    items = wait_for("the cards", lambda: cards(app) if len(cards(app)) >= 37 else None)
    descriptions = [d for d, _ in items.values()]
    expect(descriptions.count("covered") == 28, "28 covered column cards")
    expect(items.get("Stock", ("",))[0] == "16 cards; Enter draws one", "the stock and its count")
    foundation = next((n for n in items if n.startswith("Foundation: ")), None)
    expect(foundation is not None, f"the foundation is read: {foundation}")
    focus_window("Golf")
    key("Down")  # the first card that can be played: a column's last card, or the stock
    first = wait_for("focus on a card that can be played", lambda: focused(app))
    expect(first != foundation and items.get(first, ("",))[0] != "covered", f"the first key: {first}")
    for _ in range(8):  # Tab goes only to what can be played: a column's last card, or the stock
        if focused(app) == "Stock":
            break
        key("Tab")
    wait_for("focus on the stock", lambda: focused(app) == "Stock")
    key("Return")
    wait_for("one card drawn", lambda: cards(app).get("Stock", ("",))[0] == "15 cards; Enter draws one")
    expect(foundation not in cards(app), "the foundation's new card is read")


SCENARIOS = {"heart-to-heart": heart_to_heart, "hearts": hearts, "golf": golf}

if __name__ == "__main__":
    listen()
    SCENARIOS[sys.argv[1]]()
    print("PASS")
