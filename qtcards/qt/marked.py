"""Texts marked for translation where they are written, translated where they are shown."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Qt's ``QT_TRANSLATE_NOOP``, typed: ``text`` as it is, filed by lupdate under
    ``context``; translate it where it is shown (``QCoreApplication.translate(context,
    text)``). PySide's own is typed to return ``object``, which ``Game(title=...)``,
    ``InfoField`` and the options, typed ``str``, do not take."""
    return text
