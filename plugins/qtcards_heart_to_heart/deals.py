"""Heart to Heart deal numbers, deal codes and the deal function (pure Python, no Qt).

A deal code looks like ``HH1-N-AAAAAAM``: ``HH`` = Heart to Heart, ``1`` = code format
version, ``N`` = a normal shuffled deal (other letters are reserved), then 7 letters A-Z
giving the deal number in base 26, most significant first, A = 0. So ``HH1-N-AAAAAAM``
is deal 12 and deal numbers run from 0 to ``MAX_DEAL`` = 26**7 - 1.

Public API: ``MAX_DEAL``, ``SALT``, ``DealCodeError`` (a ``ValueError`` with a
``reason``), ``format_code(number)``, ``unbreakable(code)``, ``parse_code(text)``,
``deal_ranks(number)``, ``random_source(source)``, ``random_number(source=None)``.
"""

from __future__ import annotations

import random
import re
from typing import Any

from qtcards.kit import shuffled

CODE_PREFIX = "HH"
CODE_VERSION = 1
CODE_KIND = "N"
CODE_DIGITS = 7
MAX_DEAL = 26**CODE_DIGITS - 1

# Found by tools/hh_find_salt.py: the first salt for which deal 12 (HH1-N-AAAAAAM)
# shows what the rules page shows. Never change it: every deal code depends on it.
SALT = 165660

_CODE_SHAPE = re.compile(r"([A-Z]+)([0-9]+)-([A-Z])-([A-Z]+)")
#: One separator as a person may type it: a dash with spaces around it, or spaces alone.
_SEPARATOR = re.compile(r"\s*[-\u2010\u2011\u2013\u2014]\s*|\s+")


class DealCodeError(ValueError):
    """A deal code that cannot be read, or a deal number out of range.

    ``reason`` tells which, for the UI: ``"format"`` (not shaped like
    ``HH1-N-AAAAAAM``), ``"version"`` (a code format other than 1), ``"kind"`` (a deal
    kind other than N) or ``"range"`` (a deal number outside 0..MAX_DEAL).
    """

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


def _check_number(number: int) -> None:
    if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number <= MAX_DEAL:
        raise DealCodeError(f"A deal number must be a whole number 0..{MAX_DEAL}.", "range")


def format_code(number: int) -> str:
    """Return the deal code of deal ``number``, e.g. ``format_code(12) == "HH1-N-AAAAAAM"``."""
    _check_number(number)
    letters = []
    for _ in range(CODE_DIGITS):
        number, digit = divmod(number, 26)
        letters.append(chr(ord("A") + digit))
    return f"{CODE_PREFIX}{CODE_VERSION}-{CODE_KIND}-{''.join(reversed(letters))}"


def unbreakable(code: str) -> str:
    """A code as printed in a sentence: non-breaking hyphens (U+2011), so it never wraps."""
    return code.replace("-", "\u2011")


def parse_code(text: str) -> int:
    """Return the deal number of a deal code; raise ``DealCodeError`` if it is not one.

    Letters may be in any case and whitespace around the code is ignored. A person typing a
    code off a screenshot may put spaces for the dashes, around them, or a typographic
    dash: each separator may be a dash (``-``, ``‐``, ``–``, ``—``) with spaces around it or
    spaces alone. Nothing else is tolerated (no spaces inside the letters, no missing
    separator).
    """
    code = _SEPARATOR.sub("-", text.strip())
    # ASCII first: str.upper() turns some other letters into ASCII ones (ı -> I).
    shape = _CODE_SHAPE.fullmatch(code.upper()) if code.isascii() else None
    if shape is None or shape[1] != CODE_PREFIX or len(shape[4]) != CODE_DIGITS:
        raise DealCodeError(f"{code!r} is not a deal code: a deal code looks like HH1-N-AAAAAAM.", "format")
    if shape[2] != str(CODE_VERSION):
        raise DealCodeError(
            f"Deal code version {shape[2]} is not supported: this app reads HH1-N-... codes.",
            "version",
        )
    if shape[3] != CODE_KIND:
        raise DealCodeError(
            f"Deal kind {shape[3]!r} is not supported: this app reads HH1-N-... codes (normal shuffled deals).",
            "kind",
        )
    number = 0
    for letter in shape[4]:
        number = number * 26 + ord(letter) - ord("A")
    return number


def deal_ranks(number: int, salt: int = SALT) -> list[int]:
    """Return the 52 ranks (1..13) of deal ``number`` in deal order.

    The algorithm, fixed forever so that deal codes keep their layouts:

    1. seed = (number XOR salt) mod 2**64, with ``salt`` = ``SALT`` by default;
    2. the random stream is splitmix64 from that seed (:mod:`qtcards.kit.shuffle`);
    3. start from the sorted deck [1, 1, 1, 1, 2, 2, 2, 2, ..., 13, 13, 13, 13];
    4. Fisher-Yates: for i = 51 down to 1, j = next output mod (i + 1), swap deck[i]
       and deck[j];
    5. the result is the deal order: cards 1..25 are tableau positions 1..25, cards
       26..51 the stock (26 drawn first), card 52 the waste.

    ``salt`` is a parameter only for tools/hh_find_salt.py; the game uses ``SALT``.
    """
    _check_number(number)
    return shuffled([rank for rank in range(1, 14) for _ in range(4)], number ^ salt, modulo=True)


def random_source(source: Any = None) -> Any:
    """A ``random.Random``-like object: ``source`` itself (anything with ``randrange``),
    one seeded with an int, or the operating system's entropy for ``None``."""
    if source is None:
        return random.SystemRandom()
    if isinstance(source, int):
        return random.Random(source)
    return source


def random_number(source: Any = None) -> int:
    """Pick a fresh deal number 0..MAX_DEAL; ``source`` as for :func:`random_source`.

    Any number, stuck or not: "New game" uses ``engine.random_playable_deal``.
    """
    number: int = random_source(source).randrange(MAX_DEAL + 1)
    return number
