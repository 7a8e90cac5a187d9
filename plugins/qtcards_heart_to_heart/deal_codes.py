"""Heart to Heart's deal codes as the kit's :class:`~qtcards.kit.Deals` reads them, with
the reasons a player is told when a code is none (the rules are in :mod:`.deals`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from qtcards.kit import DealCode, DealError

from . import deals


def read_code(text: str) -> int:
    """The deal number of a deal code; a :class:`DealError` saying why when it is none."""
    try:
        return deals.parse_code(text)
    except deals.DealCodeError as error:
        raise DealError(reason(error.reason)) from None


def reason(kind: str) -> str:
    """Why a text is no code this game reads ({0}: the text, {1}: the example code)."""
    if kind == "version":
        return QCoreApplication.translate(
            "DealCodes", "“{0}” is a deal code of another version; this game reads HH1 codes."
        )
    if kind == "kind":
        return QCoreApplication.translate(
            "DealCodes", "“{0}” is a kind of deal this game does not know; codes look like {1}."
        )
    return QCoreApplication.translate("DealCodes", "“{0}” is not a deal code; codes look like {1}.")


#: The deal codes of Heart to Heart; the example is the rules page's deal, HH1-N-AAAAAAM.
CODES = DealCode(deals.format_code, read_code, example=12)
