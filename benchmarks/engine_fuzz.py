"""Engine fuzzing: random games of both rules engines, every invariant checked at every step.

The whole run, with its options: ``python -m benchmarks.engine_fuzz --help`` (from the repo root).
The machinery lives in benchmarks/drivers/engine_fuzz.py, which the test suite also runs, short.
"""

import sys

from benchmarks.drivers.engine_fuzz import main

if __name__ == "__main__":
    sys.exit(main())
