"""Qt methods overridden in Python fail with an error report, never with the process
(PySide 6.11 ended it when an error left an override nested in another: see
:mod:`qtcards.qt.overrides`)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import sys

import pytest
from PySide6.QtCore import QEvent, QRectF, QSizeF
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from qtcards.qt.overrides import GuardedOverrides
from qtcards.table import Table, TableObject


class Broken(GuardedOverrides, QWidget):
    """A widget whose paint, nested in its own ``event``, fails as a bug in C code does."""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FontChange:
            return len(None)  # type: ignore[arg-type]
        return super().event(event)  # (a paint comes through here: an override in an override)

    def paintEvent(self, event) -> None:
        1 / 0  # noqa: B018


@pytest.fixture
def errors(monkeypatch) -> list[BaseException]:
    """The errors reported to ``sys.excepthook`` (pytest-qt's own capture is off)."""
    reported: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, error, tb: reported.append(error))
    return reported


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_nested_override_is_reported_and_the_process_goes_on(qtbot, errors) -> None:
    widget = Broken()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.repaint()  # (from Python: the paint's error went on up to here, and damaged the process)
    qtbot.waitUntil(lambda: any(isinstance(error, ZeroDivisionError) for error in errors))
    widget.setFont(QFont("Sans", 31))  # a FontChange: event() fails
    qtbot.waitUntil(lambda: any(isinstance(error, TypeError) for error in errors))
    assert widget.isVisible()  # and event() answered as Qt's own does


class Faulty(TableObject):
    """A plugin's item whose ``boundingRect`` fails: a method Qt leaves to subclasses."""

    def boundingRect(self) -> QRectF:
        raise ValueError("no size")


@pytest.mark.qt_no_exception_capture
def test_a_failed_method_that_qt_leaves_to_subclasses_answers_empty(qtbot, errors) -> None:
    table = Table(QSizeF(3, 2))
    qtbot.addWidget(table)
    item = table.add(Faulty(table))
    assert item.boundingRect() == QRectF()
    assert errors and all(isinstance(error, ValueError) for error in errors)


@pytest.mark.parametrize(
    "package", ["qtcards", "qtcards_heart_to_heart", "qtcards_hearts", "qtcards_golf", "qtcards_pyramid"]
)
def test_every_qt_method_overridden_in_the_project_is_guarded(package: str) -> None:
    """A class that overrides a Qt method and does not derive from GuardedOverrides (or a
    kit class that does) would bring the crash back for its errors."""
    root = importlib.import_module(package)
    unguarded = []
    for info in pkgutil.walk_packages(root.__path__, f"{package}."):
        if info.name.endswith("__main__") or ".testing" in info.name:
            continue
        module = importlib.import_module(info.name)
        for cls in vars(module).values():
            if not inspect.isclass(cls) or cls.__module__ != module.__name__:
                continue
            qt_bases = [base for base in cls.__mro__ if base.__module__.startswith("PySide6.")]
            unguarded += [
                f"{cls.__qualname__}.{name}"
                for name, value in vars(cls).items()
                if inspect.isfunction(value)
                and not name.startswith("__")
                and not getattr(value, "__guarded__", False)
                and any(name in vars(base) for base in qt_bases)
            ]
    assert unguarded == []
