"""Update Golf's translation sources and compile them (a development tool).

    python update_translations.py   # lupdate, lrelease, and what is left to translate

1. ``pyside6-lupdate`` extracts every ``tr()``/``translate()``/``QT_TRANSLATE_NOOP``
   string of ``qtcards_golf/`` into ``translations/golf_ko.ts`` and
   ``translations/golf_ru.ts``, and the plural (``%n``) messages alone into
   ``translations/golf_en.ts``: all translated by hand (e.g. with ``pyside6-linguist``),
   the English one with each message's singular and plural forms ("%n move" and
   "%n moves": without them English shows "1 move(s)").
2. ``pyside6-lrelease`` compiles each into ``qtcards_golf/i18n/golf_LANG.qm``, inside
   the package, where ``Game(translations=...)`` points and where the wheel ships it.
3. It checks that lupdate could read every count: a plural is ``self.tr(text, "", n)``.

The steps are qtcards' own (:func:`qtcards.kit.linguist.update_and_report`). Run it after changing any
user-visible string, translate what lupdate marked
``type="unfinished"``, run it again, and commit the ``.ts`` and ``.qm`` files.
"""

from __future__ import annotations

import sys
from pathlib import Path

from qtcards.kit.linguist import update_and_report

ROOT = Path(__file__).resolve().parent
SOURCES = [ROOT / "qtcards_golf"]
TS = {
    "ko": ROOT / "translations" / "golf_ko.ts",
    "ru": ROOT / "translations" / "golf_ru.ts",
    "en": ROOT / "translations" / "golf_en.ts",  # plural forms only
}
QM_FOLDER = ROOT / "qtcards_golf" / "i18n"


def main() -> int:
    """Run the steps; 1 when a message is untranslated or a count is one lupdate cannot read."""
    return update_and_report(SOURCES, TS, QM_FOLDER, "golf")


if __name__ == "__main__":
    sys.exit(main())
