"""Long play: many games in one process; memory, card items and timers must not pile up.

The whole run, with its options: ``python -m benchmarks.long_play --help`` (from the repo root).
The machinery lives in benchmarks/drivers/long_play.py, which the test suite also runs, short.
"""

import sys

from benchmarks.drivers.long_play import main

if __name__ == "__main__":
    sys.exit(main())
