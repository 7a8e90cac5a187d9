"""Guard against a PySide6 build that drops references to None (6.12.0 on Python 3.11).

Such a build aborts the app ("deallocating None") after a few thousand calls of any
method returning void. Under Python 3.11 pyproject.toml keeps 6.12.0 out (an environment
marker) and qtcards/qt/workarounds.py refuses it at start-up; this test fails if such a
build is installed there all the same, or if a later PySide6 brings the fault back. From
Python 3.12 on None is immortal (PEP 683): its count never falls, the lost references
harm nothing, 6.12.0 is allowed, and there is nothing to measure.
"""

import sys

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsObject

pytestmark = pytest.mark.skipif(
    sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 on: a lost reference cannot free it"
)


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
