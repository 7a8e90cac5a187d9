"""Update Pyramid's translation sources and compile them (a development tool).

    python update_translations.py          # lupdate, English plurals, lrelease

1. ``pyside6-lupdate`` extracts every ``tr()``/``translate()``/``QT_TRANSLATE_NOOP``
   string of ``qtcards_pyramid/`` into ``translations/pyramid_ko.ts`` and
   ``translations/pyramid_ru.ts`` (translated by hand, e.g. with ``pyside6-linguist``), and
   the plural (``%n``) messages alone into ``translations/pyramid_en.ts``.
2. The English plural forms are filled in from the source text: "%n move(s)" becomes
   "%n move" and "%n moves" (without them English shows "1 move(s)").
3. ``pyside6-lrelease`` compiles each into ``qtcards_pyramid/i18n/pyramid_LANG.qm``, inside
   the package, where ``Game(translations=...)`` points and where the wheel ships it.

The steps are qtcards' own (:func:`qtcards.kit.linguist.update_and_report`). Run it after changing any
user-visible string, translate what lupdate marked
``type="unfinished"``, run it again, and commit the ``.ts`` and ``.qm`` files.
"""

from __future__ import annotations

import sys
from pathlib import Path

from qtcards.kit.linguist import update_and_report

ROOT = Path(__file__).resolve().parent
SOURCES = [ROOT / "qtcards_pyramid"]
TS = {
    "ko": ROOT / "translations" / "pyramid_ko.ts",
    "ru": ROOT / "translations" / "pyramid_ru.ts",
    "en": ROOT / "translations" / "pyramid_en.ts",  # plural forms only
}
QM_FOLDER = ROOT / "qtcards_pyramid" / "i18n"


def main() -> int:
    """Run the steps; 1 when a message is untranslated or a count is one lupdate cannot read."""
    return update_and_report(SOURCES, TS, QM_FOLDER, "pyramid")


if __name__ == "__main__":
    sys.exit(main())
