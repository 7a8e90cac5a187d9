"""Crash safety: kill the real app with SIGKILL at random moments, restart it, check the files.

The whole run, with its options: ``python benchmarks/crash_safety.py --help``. The machinery
lives in tests/support/crash_safety.py, which the test suite also runs, short.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support.crash_safety import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
