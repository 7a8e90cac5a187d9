"""Input storm: seeded random input at a real window, engine invariants after every event.

The whole run, with its options: ``python benchmarks/input_storm.py --help``. The machinery
lives in tests/support/input_storm.py, which the test suite also runs, short.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support.input_storm import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
