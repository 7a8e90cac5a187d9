"""Engine fuzzing: random games of both rules engines, every invariant checked at every step.

The whole run, with its options: ``python benchmarks/engine_fuzz.py --help``. The machinery
lives in tests/support/engine_fuzz.py, which the test suite also runs, short.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support.engine_fuzz import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
