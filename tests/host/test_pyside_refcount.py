"""Guard against a PySide6 build that drops references to None (6.12.0 on Python 3.11).

Such a build aborts the app ("deallocating None") after a few thousand calls of any
method returning void; pyproject.toml keeps it out, and this test fails if it comes back.
"""

import sys

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsObject


class Probe(QGraphicsObject):
    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 1, 1)

    def paint(self, *args) -> None:
        pass


def test_void_calls_keep_none_alive(qapp):
    probe = Probe()
    before = sys.getrefcount(None)
    for _ in range(2000):
        probe.setVisible(True)
        probe.setZValue(1.0)
    assert before - sys.getrefcount(None) < 100
