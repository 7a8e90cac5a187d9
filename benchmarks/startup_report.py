"""The figures of the start-up benchmark (``startup.py``) as printed tables: the in-process
runs with their headline against the start-up goal, and the side-by-side screen polling
under Xvfb. All times are ms from the spawn of the contestant."""

from __future__ import annotations

import statistics

#: The reference the start-up goal is set against (issue 17): a game's first painted table
#: within GOAL times this one's first paint, measured in the same run.
REFERENCE = "floor + Qt + text"
GOAL = 1.3


def summary(values: list[float]) -> tuple[float, float, float]:
    """Median, min and max."""
    return statistics.median(values), min(values), max(values)


def built_in_of(name: str) -> str:
    """The contestant a deck's contestant is measured against: the same game of the same
    checkout with the built-in deck ("hearts [warm ID]" -> "hearts", "hearts [BASE cold
    ID]" -> "hearts [BASE]"); any other name itself."""
    game, _, tag = name.partition(" [")
    words = tag.split(" ")
    if len(words) < 2 or words[-2] not in ("warm", "cold"):
        return name
    return f"{game} [{words[0]}]" if len(words) == 3 else game


def print_in_process(title: str, results: dict[str, list[dict]], games: tuple[str, ...]) -> dict[str, float]:
    """The headline (each game's first painted table against :data:`REFERENCE`), then per
    contestant the wall-clock ms from spawn to the first paint, the CPU time the process
    used until then (user + system, all threads: it hardly moves with the load of other
    processes, the wall clock does), and for the games the ms from spawn until the table
    had handled the first key posted to it right after that paint (first input). ``games`` are
    the contestants the headline is about (each game with the built-in deck)."""
    print(f"\n{title}")
    floor = statistics.median(r["ms"] for r in results["floor"])
    floor_cpu = statistics.median(r["cpu_ms"] for r in results["floor"])
    medians = {name: statistics.median(r["ms"] for r in runs) for name, runs in results.items()}
    if REFERENCE in medians:
        ratios = ", ".join(f"{name} {medians[name] / medians[REFERENCE]:.2f} x" for name in results if name in games)
        print(f"  HEADLINE first painted table / {REFERENCE}: {ratios} (goal <= {GOAL:.2f} x)")
    cpus = {name: statistics.median(r["cpu_ms"] for r in runs) for name, runs in results.items()}
    fastest = {name: min(r["ms"] for r in runs) for name, runs in results.items()}
    decks = [(name, built_in_of(name)) for name in results if built_in_of(name) != name]
    if decks:  # (the fastest runs and the CPU time move less with the machine's load)
        ratios = ", ".join(
            f"{name} {medians[name] / medians[game]:.2f} x"
            f" (min {fastest[name] / fastest[game]:.2f} x, cpu {cpus[name] / cpus[game]:.2f} x)"
            for name, game in decks
        )
        print(f"  DECK first painted table / the same game with the built-in deck: {ratios} (goal: warm <= 1.10 x)")
    width = max(28, *map(len, results))  # (the names of a deck's contestants are long)
    print(
        f"  {'':{width}} {'wall: median':>12} {'min':>6} {'max':>6} {'x floor':>8} {'x ref':>6}   "
        f"{'cpu: median':>11} {'x floor':>8}   {'first input':>11} {'x ref':>6}"
    )
    reference = medians.get(REFERENCE, float("nan"))
    for name, runs in results.items():
        med, low, high = summary([r["ms"] for r in runs])
        cpu = statistics.median(r["cpu_ms"] for r in runs)
        inputs = [r["input_ms"] for r in runs if r.get("input_ms") is not None]
        if inputs:
            first_input = statistics.median(inputs)
            refused = sum(not r["accepted"] for r in runs if r.get("accepted") is not None)
            input_text = f"{first_input:11.0f} {first_input / reference:6.2f}" + (
                f"  ({refused} refused)" if refused else ""
            )
        else:
            input_text = f"{'-':>11} {'':>6}"
        print(
            f"  {name:{width}} {med:12.0f} {low:6.0f} {high:6.0f} {med / floor:8.2f} {med / reference:6.2f}   "
            f"{cpu:11.0f} {cpu / floor_cpu:8.2f}   {input_text}"
        )
    return medians


def print_side_by_side(runs: int, polled: dict[str, list[tuple[float, float, float]]]) -> None:
    """Per contestant of the screen poller: the first non-black frame ("mapped"), the first frame
    with cards, both against the floor and Aisleriot, and the first paint the process reported
    itself ("own paint"). ``polled`` holds (mapped, cards, own) per run, NaN for "not seen"."""
    print(f"\nSide by side under Xvfb, screen polled every ~10 ms, {runs} runs (ms from spawn, median [min-max]):")
    print(f"  {'':22} {'mapped':>16} {'cards':>18} {'x floor':>8} {'x aisleriot':>12}   {'own paint':>9}")
    medians = {}
    for name, values in polled.items():
        cards = [c for _, c, _ in values if c == c] or [m for m, _, _ in values if m == m]
        medians[name] = statistics.median(cards) if cards else float("nan")
    aisleriot = next((v for k, v in medians.items() if k.startswith("aisleriot")), float("nan"))
    for name, values in polled.items():
        mapped = [m for m, _, _ in values if m == m]
        cards = [c for _, c, _ in values if c == c]
        own = [o for _, _, o in values if o == o]
        m_text = f"{statistics.median(mapped):4.0f} [{min(mapped):.0f}-{max(mapped):.0f}]" if mapped else "-"
        c_text = f"{statistics.median(cards):4.0f} [{min(cards):.0f}-{max(cards):.0f}]" if cards else "no cards seen"
        o_text = f"{statistics.median(own):9.0f}" if own else f"{'-':>9}"
        print(
            f"  {name:22} {m_text:>16} {c_text:>18} {medians[name] / medians['floor']:8.2f} "
            f"{medians[name] / aisleriot:12.2f}   {o_text}"
        )
    print(
        "  (the floor shows no card: its figures are its first drawn frame. 'own paint': the first\n"
        "   paint the floor and qtcards report themselves in the same runs)"
    )
