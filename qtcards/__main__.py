"""``python -m qtcards``: start the app."""

import sys

from qtcards.app.startup import main

sys.exit(main())
