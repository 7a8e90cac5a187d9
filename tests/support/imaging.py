"""Comparing pictures with a stated tolerance (fonts and rasterisers differ by machine).

No test compares rendered pixels exactly: two renders of the same picture may differ by
a level or a few at anti-aliased edges, from one CPU's code path or library version to
the next. What a stale or broken picture changes is far more than that.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QImage


@dataclass(frozen=True)
class Difference:
    """How far apart two pictures of one size are, channel by channel (alpha included)."""

    worst: int  # the largest difference of one channel of one pixel, 0..255
    mean: float  # the mean difference over every channel of every pixel
    share_off: float  # the share of pixels with a channel more than ``LEVELS`` apart


#: A channel this many levels away or less counts as the same colour.
LEVELS = 8


def argb_bytes(image: QImage) -> bytes:
    """The picture's pixels as ARGB32 bytes (copied while the converted image lives:
    the view ``constBits()`` gives dies with it)."""
    converted = image.convertToFormat(QImage.Format.Format_ARGB32)
    return bytes(converted.constBits())


def difference(a: QImage, b: QImage) -> Difference:
    """Compare two pictures of the same size (converted to ARGB32)."""
    assert (a.width(), a.height()) == (b.width(), b.height()), "pictures of different sizes"
    first, second = (argb_bytes(image) for image in (a, b))
    gaps = [abs(x - y) for x, y in zip(first, second)]
    off = sum(max(gaps[i : i + 4]) > LEVELS for i in range(0, len(gaps), 4))
    return Difference(max(gaps, default=0), sum(gaps) / max(1, len(gaps)), off / max(1, len(gaps) // 4))


def same_picture(a: QImage, b: QImage) -> bool:
    """True when ``a`` and ``b`` show the same picture: at most 0.5 % of the pixels
    more than :data:`LEVELS` apart in a channel, and a mean gap under one level."""
    gap = difference(a, b)
    return gap.share_off <= 0.005 and gap.mean < 1.0
