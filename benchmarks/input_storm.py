"""Input storm: seeded random input at a real window, engine invariants after every event.

The whole run, with its options: ``python -m benchmarks.input_storm --help`` (from the repo root).
The machinery lives in benchmarks/drivers/input_storm.py, which the test suite also runs, short.
"""

import sys

from benchmarks.drivers.input_storm import main

if __name__ == "__main__":
    sys.exit(main())
