"""Update Pyramid's translation sources and compile them (a development tool).

    python update_translations.py          # lupdate, English plurals, lrelease
    python update_translations.py --check  # also fail if a message is untranslated

1. ``pyside6-lupdate`` extracts every ``tr()``/``translate()``/``QT_TRANSLATE_NOOP``
   string of ``qtcards_pyramid/`` into ``translations/pyramid_ko.ts`` and
   ``translations/pyramid_ru.ts`` (translated by hand, e.g. with ``pyside6-linguist``), and
   the plural (``%n``) messages alone into ``translations/pyramid_en.ts``.
2. The English plural forms are filled in from the source text: "%n move(s)" becomes
   "%n move" and "%n moves" (without them English shows "1 move(s)").
3. ``pyside6-lrelease`` compiles each into ``qtcards_pyramid/i18n/pyramid_LANG.qm``, inside
   the package, where ``Game(translations=...)`` points and where the wheel ships it.

The steps are qtcards' own (:func:`qtcards.kit.linguist.update`). Run it after changing any
user-visible string, translate what lupdate marked
``type="unfinished"``, run it again, and commit the ``.ts`` and ``.qm`` files.
"""

from __future__ import annotations

import sys
from pathlib import Path

from qtcards.kit.linguist import update

ROOT = Path(__file__).resolve().parent
SOURCES = [ROOT / "qtcards_pyramid"]
TS = {
    "ko": ROOT / "translations" / "pyramid_ko.ts",
    "ru": ROOT / "translations" / "pyramid_ru.ts",
    "en": ROOT / "translations" / "pyramid_en.ts",  # plural forms only
}
QM_FOLDER = ROOT / "qtcards_pyramid" / "i18n"


def main(argv: list[str]) -> int:
    """Run the three steps; with --check, return 1 when a message is untranslated."""
    status = 0
    for language, missing in update(SOURCES, TS, QM_FOLDER, "pyramid").items():
        if missing:
            print(f"{TS[language].name}: {len(missing)} untranslated: {missing}", file=sys.stderr)
            status = 1 if "--check" in argv else status
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
