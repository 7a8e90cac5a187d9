"""Update qtcards' translation sources and compile them (a development tool).

    python -m tools.translations

Every string of ``qtcards/`` and ``plugins/`` goes into ``translations/qtcards_ko.ts``
and ``translations/qtcards_ru.ts``, the plural messages alone into
``translations/plurals/qtcards_en.ts`` (their English singular and plural forms), all
translated by hand, and each is compiled into ``qtcards/i18n/qtcards_LANG.qm``, the
catalogue shipped in the package. The steps are :func:`qtcards.kit.linguist.update`'s;
a count lupdate cannot read (:func:`qtcards.kit.linguist.unseen_plurals`) fails it too.
"""

from __future__ import annotations

import sys
from pathlib import Path

from qtcards.kit.linguist import unseen_plurals, update

ROOT = Path(__file__).resolve().parent.parent

SOURCES = [ROOT / "qtcards", ROOT / "plugins"]
TS = {
    "ko": ROOT / "translations" / "qtcards_ko.ts",
    "ru": ROOT / "translations" / "qtcards_ru.ts",
    "en": ROOT / "translations" / "plurals" / "qtcards_en.ts",
}
QM_FOLDER = ROOT / "qtcards" / "i18n"


def main() -> int:
    """Update and compile; 1 (and a list on stderr) while a message is untranslated or a
    count is one lupdate cannot read."""
    missing = {language: texts for language, texts in update(SOURCES, TS, QM_FOLDER, "qtcards").items() if texts}
    for language, texts in missing.items():
        print(f"{TS[language].name}: {len(texts)} untranslated: {texts}", file=sys.stderr)
    unseen = unseen_plurals(SOURCES)
    for place in unseen:
        print(f"{place}: lupdate reads no plural here: write self.tr(text, '', n)", file=sys.stderr)
    return 1 if missing or unseen else 0


if __name__ == "__main__":
    sys.exit(main())
