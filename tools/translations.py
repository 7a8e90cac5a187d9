"""Update qtcards' translation sources and compile them (a development tool).

    python -m tools.translations

Every string of ``qtcards/`` and ``plugins/`` goes into ``translations/qtcards_ko.ts``
and ``translations/qtcards_ru.ts``, the plural messages alone into
``translations/plurals/qtcards_en.ts`` (their English singular and plural forms), all
translated by hand, and each is compiled into ``qtcards/i18n/qtcards_LANG.qm``, the
catalogue shipped in the package. The steps are :func:`qtcards.kit.linguist.update`'s;
a count lupdate cannot read (:func:`qtcards.kit.linguist.unseen_plurals`) and a translation
call hidden behind an alias (:func:`qtcards.kit.catalogues.hidden_calls`) fail it too.
"""

from __future__ import annotations

import sys
from pathlib import Path

from qtcards.kit.catalogues import hidden_calls
from qtcards.kit.linguist import update_and_report

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
    status = update_and_report(SOURCES, TS, QM_FOLDER, "qtcards")
    hidden = hidden_calls(SOURCES)
    print(*hidden, sep="\n", file=sys.stderr)
    return 1 if status or hidden else 0


if __name__ == "__main__":
    sys.exit(main())
