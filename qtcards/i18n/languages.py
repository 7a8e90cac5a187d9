"""Translations: the host's catalogue, Qt's own, and one translator per plugin.

English is the source language. :func:`install` swaps every translator for the
chosen language at once; Qt then sends ``LanguageChange`` to every widget, which
retranslates itself in ``changeEvent``.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Iterable

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from qtcards.i18n import fonts

log = logging.getLogger(__name__)

CATALOGUE = Path(__file__).parent
LANGUAGES = ("en", "ko", "ru")
#: The Language option's values and their names, each in its own language.
LANGUAGE_CHOICES = (("system", "System"), ("en", "English"), ("ko", "한국어"), ("ru", "Русский"))

_installed: list[QTranslator] = []


def resolve(choice: str) -> str:
    """The language to use for a Language option value ("system" follows the locale)."""
    if choice in LANGUAGES:
        return choice
    for name in QLocale.system().uiLanguages():
        code = name.split("-")[0].split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def _load(prefix: Path, language: str) -> QTranslator | None:
    translator = QTranslator()
    if translator.load(f"{prefix.name}_{language}", str(prefix.parent)):
        return translator
    log.info("no %s translation at %s", language, prefix)
    return None


def install(choice: str, plugin_prefixes: Iterable[Path] = ()) -> str:
    """Install the translators for a Language option value; return the language used."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install() needs a QCoreApplication")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    language = resolve(choice)
    QLocale.setDefault(QLocale(language))
    fonts.use_for(language)
    prefixes = [CATALOGUE / "qtcards", *plugin_prefixes]
    if language != "en":  # English needs only the plural forms of our own catalogues
        from PySide6.QtCore import QLibraryInfo

        prefixes.insert(0, Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / "qtbase")
    for prefix in prefixes:
        loaded = _load(prefix, language)
        if loaded is not None:
            app.installTranslator(loaded)
            _installed.append(loaded)
    return language
