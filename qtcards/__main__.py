"""``python -m qtcards``: start the app."""

import sys

from .app import main

sys.exit(main())
