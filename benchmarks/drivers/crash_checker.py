"""The checker of the crash-safety run: the parent's model of every user file, rebuilt
from the children's write log, and the checks made after each kill and restart."""

from __future__ import annotations

import json
import os
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.drivers.crash_log import FILES, GAMES, digest


@dataclass
class Instance:
    """What one game instance has added to its game's statistics (across all rounds)."""

    played: int = 0
    results: int = 0
    time_ms: int = 0
    clock_ms: int = 0  # the most its clock ever showed at a write
    counted_saved: bool = False  # a saved game of it showed a counted move (H2H) / exists (Hearts)
    ended: str | None = None  # "won" (H2H: saved game removed after a win) or "game over" (Hearts)


@dataclass
class Checker:
    """The parent's model of every user file, rebuilt from the children's write log."""

    home: Path
    log_path: Path
    failures: list[str] = field(default_factory=list)
    committed: dict[str, list[dict]] = field(default_factory=lambda: {f: [] for f in FILES})
    instances: dict[str, Instance] = field(default_factory=dict)
    offset: int = 0
    kills: int = 0
    checks: int = 0
    writes: int = 0
    in_flight_lost: int = 0
    modes: dict[str, int] = field(default_factory=dict)
    pending: list[dict] = field(default_factory=list)
    stale_locks: set[int] = field(default_factory=set)
    seconds: float = 0.0

    def fail(self, text: str) -> None:
        self.failures.append(text)

    # ----- reading the log -------------------------------------------------------------

    def read_new(self) -> list[dict]:
        with open(self.log_path, "rb") as file:
            file.seek(self.offset)
            chunk = file.read()
        end = chunk.rfind(b"\n") + 1
        self.offset += end
        return [json.loads(line) for line in chunk[:end].splitlines() if line.strip()]

    def wait_for(self, kind: str, run: int, process: subprocess.Popen, timeout: float) -> dict | None:
        """Poll the log until a record of ``kind`` from ``run`` shows; collect the others."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            records = self.read_new()
            self.pending.extend(records)
            for record in records:
                if (record.get("k") == kind and record.get("run") == run) or record.get("k") == "error":
                    return record
            if process.poll() is not None:
                return None
            time.sleep(0.001)
        return None

    # ----- after a kill ------------------------------------------------------------------

    def disk(self, name: str) -> tuple[bool, Any]:
        """(exists, data) of a user file, read as the app reads it; records a failure if bad."""
        from qtcards_heart_to_heart.engine import State as HeartToHeartState
        from qtcards_heart_to_heart.records import HeartToHeartTally
        from qtcards_hearts.engine import State as HeartsState
        from qtcards_hearts.records import HeartsTally

        from qtcards.kit.tally import read_entry

        def saved_game(state_type: type) -> Any:
            def read(data: dict) -> None:
                history = [state_type.from_json(item) for item in data["history"]]
                assert 0 <= data["index"] < len(history), "undo index"

            return read

        def statistics(tally: Any) -> Any:
            return lambda data: (tally.read(data), read_entry(data))

        game, base = name.split("/")
        path = self.home / "data" / game / f"{base}.json"
        if not path.exists():
            return False, None
        try:
            document = json.loads(path.read_bytes().decode("utf-8"))
            assert isinstance(document, dict) and document.get("format") == 2, "format"
            data = document["data"]
            reader = {
                "heart-to-heart/game": saved_game(HeartToHeartState),
                "heart-to-heart/statistics": statistics(HeartToHeartTally()),
                "hearts/game": saved_game(HeartsState),
                "hearts/statistics": statistics(HeartsTally()),
            }[name]
            reader(data)
        except Exception as error:  # noqa: BLE001 - any failure to read is the finding
            self.fail(f"{name}: does not load after the kill: {type(error).__name__}: {error}")
            return True, None
        return True, data

    def check_folders(self) -> None:
        expected = {
            # plugin-step: a kill inside a plugin's step leaves the crash marker; the next start reads it
            self.home / "config": {"qtcards.ini", "plugin-step"},
            **{self.home / "data" / game: {"game.json", "statistics.json"} for game in GAMES},
        }
        for folder, names in expected.items():
            if not folder.exists():
                continue
            for entry in folder.iterdir():
                if entry.name == "qtcards.ini.lock":
                    self.check_lock(entry)
                elif entry.name.startswith(".qtcards-tmp-"):
                    # a kill inside a write leaves the app's own temporary file; the next
                    # load of that file removes it: never more than one per file
                    file = entry.name[len(".qtcards-tmp-") :].rpartition(".")[0]
                    if file not in names or len(list(folder.glob(f".qtcards-tmp-{file}.*"))) > 1:
                        self.fail(f"temporary files pile up after the kill: {entry.relative_to(self.home)}")
                elif entry.name not in names:
                    self.fail(f"stray file after the kill: {entry.relative_to(self.home)}")
        ini = self.home / "config" / "qtcards.ini"
        if ini.exists():
            from PySide6.QtCore import QSettings

            settings = QSettings(str(ini), QSettings.Format.IniFormat)
            settings.allKeys()
            if settings.status() != QSettings.Status.NoError:
                self.fail(f"qtcards.ini does not parse after the kill: {settings.status()}")
            elif settings.value("app/last_game") not in GAMES:
                self.fail(f"qtcards.ini lost app/last_game: {settings.value('app/last_game')!r}")

    def check_lock(self, path: Path) -> None:
        """QSettings' lock file, left by a kill while it wrote: Qt must take it over next time.

        QLockFile writes the holder's process id first; a lock whose holder is dead is
        stale, and the next write of the settings removes it. A lock of a live process, or
        the same stale lock still there a round later, is a finding.
        """
        try:
            pid = int(path.read_text().split()[0])
        except (OSError, ValueError, IndexError):
            self.fail(f"unreadable lock file {path.name}")
            return
        try:
            os.kill(pid, 0)
            self.fail(f"{path.name} is held by the live process {pid} after the kill")
        except ProcessLookupError:
            if pid in self.stale_locks:
                self.fail(f"the stale {path.name} of process {pid} was never taken over")
            self.stale_locks.add(pid)

    def settle(self, run: int) -> None:
        """Take the killed round's writes into the model; check each file on disk."""
        ops = [r for r in self.pending if r.get("k") == "op"]
        errors = [r for r in self.pending if r.get("k") == "error"]
        for record in errors:
            self.fail(f"round {run}: the driver stopped: {record['error']}")
        self.pending = [r for r in self.pending if r.get("k") not in ("op", "error", "parked")]
        self.writes += len(ops)
        last = ops[-1] if ops else None
        for op in ops:
            self.committed[op["f"]].append(op)
        self.check_folders()
        for name in FILES:
            exists, data = self.disk(name)
            versions = self.committed[name]
            want = versions[-1] if versions else None
            on_disk = digest(data) if data is not None else None
            if exists and data is None:
                continue  # reported by disk()

            def matches(version: dict | None) -> bool:
                if version is None or version["h"] is None:
                    return not exists
                return exists and on_disk == version["h"]

            if matches(want):
                continue
            if want is last and len(versions) >= 1 and matches(versions[-2] if len(versions) > 1 else None):
                versions.pop()  # the write in flight did not happen: the file before it stays
                self.in_flight_lost += 1
                continue
            recent = [(v["run"], v["n"], v["h"]) for v in versions[-3:]]
            self.fail(
                f"round {run}: {name} on disk ({on_disk}) is not the last content written (nor the one "
                f"before the write in flight): lost or torn; last writes {recent}"
            )
        self.account()

    def account(self) -> None:
        """Rebuild every instance's contributions to the statistics from the committed writes."""
        self.instances = {}

        def instance(token: str | None) -> Instance:
            return self.instances.setdefault(token or "?", Instance())

        for game in GAMES:
            for op in self.committed[f"{game}/game"]:
                inst = instance(op["tok"])
                if op.get("clock") is not None:
                    inst.clock_ms = max(inst.clock_ms, op["clock"])
                if op["h"] is None:
                    inst.ended = "won"
                elif game == "heart-to-heart" and op.get("counted"):
                    inst.counted_saved = True
                elif game == "hearts":
                    inst.counted_saved = True
                    if op.get("phase") == "game_over":
                        inst.ended = "game over"
            previous = None
            for op in self.committed[f"{game}/statistics"]:
                data = op["data"]
                inst = instance(op["tok"])
                if op.get("clock") is not None:
                    inst.clock_ms = max(inst.clock_ms, op["clock"])
                if game == "heart-to-heart":
                    was = previous or {"played": 0, "won": 0, "best_ms": None, "fewest_moves": None}
                    played, won = data["played"] - was["played"], data["won"] - was["won"]
                    for key in ("best_ms", "fewest_moves"):
                        if was[key] is not None and (data[key] is None or data[key] > was[key]):
                            self.fail(f"heart-to-heart statistics: {key} went from {was[key]} to {data[key]}")
                    time_added = 0
                else:
                    levels = ("easy", "normal", "hard")
                    was = previous or {
                        level: dict.fromkeys(("played", "wins", "losses", "draws", "time_ms"), 0) for level in levels
                    }
                    played = sum(data[lv]["played"] - was[lv]["played"] for lv in levels)
                    won = sum(data[lv][k] - was[lv][k] for lv in levels for k in ("wins", "losses", "draws"))
                    time_added = sum(data[lv]["time_ms"] - was[lv]["time_ms"] for lv in levels)
                    for lv in levels:
                        for key, value in data[lv].items():
                            if value < was[lv][key]:
                                self.fail(f"hearts statistics: {lv} {key} went back from {was[lv][key]} to {value}")
                    owners = op.get("time") or {}
                    if sum(amount for amount, _ in owners.values()) != time_added:
                        self.fail(
                            f"hearts statistics: {time_added} ms added, but the clock banked "
                            f"{sum(amount for amount, _ in owners.values())} ms"
                        )
                    for owner, (amount, clock) in owners.items():
                        instance(owner).time_ms += amount
                        instance(owner).clock_ms = max(instance(owner).clock_ms, clock)
                if played < 0 or won < 0:
                    self.fail(f"{game} statistics went backwards: played {played:+}, results {won:+}")
                inst.played += played
                inst.results += won
                previous = data
        for token, inst in self.instances.items():
            if inst.played > 1:
                self.fail(f"game instance {token} counted as played {inst.played} times")
            if inst.results > 1:
                self.fail(f"game instance {token} has {inst.results} results counted")
            if inst.time_ms > inst.clock_ms:
                self.fail(
                    f"game instance {token} added {inst.time_ms} ms of play time; its clock "
                    f"never showed more than {inst.clock_ms} ms"
                )

    def check_counted(self) -> None:
        """Every saved instance is counted as played; every ended one has its result."""
        for token, inst in self.instances.items():
            if inst.counted_saved and inst.played != 1:
                self.fail(f"game instance {token} was saved as counted but is counted {inst.played} times")
            if inst.ended is not None and inst.results != 1:
                self.fail(f"game instance {token} ended ({inst.ended}) but has {inst.results} results")

    def check_ready(self, report: dict, expect: dict[str, Any]) -> None:
        """The restarted app: no notice, no fault, the saved game resumed, the same statistics."""
        game = report["game"]
        if report["notices"]:
            self.fail(f"round {report['run']}: notices at start: {report['notices']}")
        if report["faults"]:
            self.fail(f"round {report['run']}: plugin faults at start: {report['faults']}")
        if expect["resumed"] is not None and report.get("resumed") != expect["resumed"]:
            self.fail(f"round {report['run']}: {game} did not resume the saved game")
        run, n = report["run"], report["n"]
        stats = [op for op in self.committed[f"{game}/statistics"] if op["run"] < run or op["n"] <= n]
        if stats and "stats" in report:
            data = stats[-1]["data"]
            shown = report["stats"]
            on_disk = {k: data[k] for k in shown}
            if on_disk != shown:
                self.fail(f"round {report['run']}: {game} shows statistics {shown}, the file holds {on_disk}")


def expected_resume(checker: Checker, game: str) -> dict[str, Any]:
    """What the next round must resume: a digest of the saved game (None: none saved)."""
    exists, data = checker.disk(f"{game}/game")
    if not exists or data is None:
        return {"resumed": None, "tok": ""}
    if game == "heart-to-heart":
        resumed = digest({"history": data["history"], "index": data["index"]})
    else:
        resumed = digest(
            {"state": data["history"][data["index"]], "picks": data["extra"]["picks"], "level": data["extra"]["level"]}
        )
    versions = checker.committed[f"{game}/game"]
    return {"resumed": resumed, "tok": versions[-1]["tok"] if versions else ""}
