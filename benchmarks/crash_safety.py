"""Crash safety: kill the real app with SIGKILL at random moments, restart it, check the files.

The whole run, with its options: ``python -m benchmarks.crash_safety --help`` (from the repo root).
The machinery lives in benchmarks/drivers/crash_safety.py, which the test suite also runs, short.
"""

import sys

from benchmarks.drivers.crash_safety import main

if __name__ == "__main__":
    sys.exit(main())
