"""Golf's own tests: the example's folder is importable, hypothesis runs derandomized.

The engine tests need no display and no installed plugin: ``qtcards_golf.engine`` is
loaded from this checkout. (Importing ``qtcards_golf`` itself needs qtcards and PySide6.)
"""

import os
import sys
from pathlib import Path

from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile("ci", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
