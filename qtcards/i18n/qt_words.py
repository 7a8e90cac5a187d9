"""Qt's own button words that Qt's catalogues leave untranslated, translated by ours.

Qt's Russian catalogue (``qtbase_ru.qm``) keeps the standard button "OK" in Latin
letters; a Russian player reads "ОК". The host's catalogue is installed after Qt's, so
its entries for Qt's contexts win. Listed here so that ``pyside6-lupdate`` keeps them in
``translations/qtcards_*.ts``; ``tests/host/test_translations.py`` checks they are used.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: (Qt's context, Qt's source text) of each overridden word.
WORDS = (
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "OK")),
    ("QDialogButtonBox", QT_TRANSLATE_NOOP("QDialogButtonBox", "OK")),
)
