"""Long play: many games in one process; memory, card items and timers must not pile up.

The whole run, with its options: ``python benchmarks/long_play.py --help``. The machinery
lives in tests/support/long_play.py, which the test suite also runs, short.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support.long_play import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
