"""What a checked save costs: ``qtcards.files.write_checked`` against a plain ``QSaveFile``.

    python -m benchmarks.save_cost [--saves 200] [--kb 50]

Writes the same JSON document (about the size of a long Heart to Heart history) over and
over into a temporary folder, both ways, and prints the median and 90th percentile.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSaveFile

from qtcards.files.checked import write_checked


def qsavefile(path: Path, payload: bytes) -> None:
    file = QSaveFile(str(path))
    file.open(QSaveFile.OpenModeFlag.WriteOnly)
    file.write(payload)
    file.commit()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=200)
    parser.add_argument("--kb", type=int, default=50)
    args = parser.parse_args()
    payload = (b"x" * 1023 + b"\n") * args.kb
    with tempfile.TemporaryDirectory() as folder:
        for name, save in (("QSaveFile", qsavefile), ("write_checked", write_checked)):
            path = Path(folder) / f"{name}.json"
            times = []
            for _ in range(args.saves):
                start = time.perf_counter()
                save(path, payload)
                times.append(time.perf_counter() - start)
            times.sort()
            print(
                f"{name:14} median {statistics.median(times) * 1000:6.2f} ms   "
                f"p90 {times[int(len(times) * 0.9)] * 1000:6.2f} ms"
            )


if __name__ == "__main__":
    main()
