"""Golf's own tests: offscreen Qt, hypothesis derandomized.

Golf is tested installed (``pip install -e examples/qtcards-golf[test]``); the view tests
use the ``game_window`` fixture of ``qtcards.kit.testing``, the pytest plugin qtcards
installs. The engine tests need no display.
"""

import os

from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile("ci", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
