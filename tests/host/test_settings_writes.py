"""Settings writes are checked: a failed one is told once, its recovery too, and the
changes wait in memory for the next write that works (issue 21: every file write)."""

from __future__ import annotations

import pytest

from qtcards.files import paths, settings as settings_file
from qtcards.files.settings import open_settings, store
from qtcards.files.storage import SaveReport


@pytest.fixture
def told(monkeypatch) -> tuple[list[str], list[str]]:
    """The boxes and the passing status lines the settings writes gave."""
    boxes: list[str] = []
    lines: list[str] = []
    monkeypatch.setattr(settings_file, "report", SaveReport(boxes.append, lines.append))
    return boxes, lines


def test_a_failed_settings_write_is_told_once_and_its_recovery_too(told) -> None:
    boxes, lines = told
    assert store("app/animation", "fast")
    path = paths.config_dir() / "qtcards.ini"
    path.unlink()
    path.mkdir()  # no file can be written there now (root or not)
    assert not store("app/language", "ko")
    assert not store("app/animation", "off")
    assert len(boxes) == 1 and boxes[0].startswith("Your settings are not being saved:") and str(path) in boxes[0]
    assert open_settings().value("app/language") == "ko"  # kept in memory meanwhile
    path.rmdir()
    assert store("app/animation", "normal")
    assert lines == [f"Your settings are being saved again: {path} was written."]
    written = path.read_text()
    assert "language=ko" in written and "animation=normal" in written  # the waiting change too
    assert len(boxes) == 1


def test_an_option_change_that_cannot_be_written_is_told(told) -> None:
    from qtcards.kit.options import BoolOption, OptionValues

    values = OptionValues("golf", (BoolOption("aid", "Aid", True),))
    path = paths.config_dir() / "qtcards.ini"
    store("app/format", 1)
    path.unlink()
    path.mkdir()
    values.set("aid", False)
    assert len(told[0]) == 1 and values.get("aid") is False
