"""The picture comparison the tests use has a tolerance, and still fails where it must."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage

from tests.support.imaging import difference, same_picture
from tools.render_icons import render


def test_a_level_or_two_here_and_there_is_the_same_picture(qapp) -> None:
    icon = render(64)
    noisy = icon.convertToFormat(QImage.Format.Format_ARGB32)
    for n in range(0, 64, 3):
        colour = noisy.pixelColor(n, n)
        colour.setGreen(min(255, colour.green() + 2))
        noisy.setPixelColor(n, n, colour)
    assert same_picture(icon, noisy)
    assert difference(icon, noisy).worst == 2


def test_a_changed_or_turned_picture_is_not_the_same(qapp) -> None:
    icon = render(64).convertToFormat(QImage.Format.Format_ARGB32)
    patched = icon.copy()
    for x in range(20, 30):
        for y in range(20, 30):
            patched.setPixelColor(QPoint(x, y), QColor(Qt.GlobalColor.red))
    assert not same_picture(icon, patched)
    assert not same_picture(icon, icon.flipped(Qt.Orientation.Vertical))
