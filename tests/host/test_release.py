"""What a release is made of: qtcards and the five example games as distributions of their
own, each with the metadata an index shows, and the PySide6 each Python gets.

The wheels and the sdist themselves are built and installed by .ci/run (a local wheelhouse,
``pip install --no-index --find-links FOLDER 'qtcards[games]'``); these tests read the
configuration they are built from.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted(path.parent for path in (ROOT / "examples").glob("*/pyproject.toml"))


def project(folder: Path) -> dict:
    return tomllib.loads((folder / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_example_game_is_in_the_games_extra() -> None:
    """``pip install 'qtcards[games]'`` brings every game of the repository."""
    extra = {Requirement(text).name for text in project(ROOT)["project"]["optional-dependencies"]["games"]}
    assert extra == {project(folder)["project"]["name"] for folder in EXAMPLES}


def test_the_license_is_mit_in_every_distribution() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n") and "Copyright (c) 2026 The qtcards developers" in text
    for folder in [ROOT, *EXAMPLES]:
        metadata = project(folder)["project"]
        assert metadata["license"] == "MIT" and metadata["license-files"] == ["LICENSE"], folder
        assert (folder / "LICENSE").read_text(encoding="utf-8") == text, folder
        assert not any(c.startswith("License ::") for c in metadata["classifiers"])  # PEP 639: the expression alone


@pytest.mark.parametrize("folder", EXAMPLES, ids=lambda folder: folder.name)
def test_an_example_game_has_what_an_index_shows(folder: Path) -> None:
    config = project(folder)
    metadata = config["project"]
    assert config["build-system"] == project(ROOT)["build-system"]
    assert metadata["requires-python"] == project(ROOT)["project"]["requires-python"]
    assert metadata["description"] and (folder / metadata["readme"]).is_file()
    assert metadata["authors"] and metadata["classifiers"] and set(metadata["urls"]) >= {"Homepage", "Issues"}
    (host,) = [Requirement(text) for text in metadata["dependencies"] if Requirement(text).name == "qtcards"]
    assert host.specifier.contains("0.1.0") and not host.specifier.contains("1.0")  # a range, both ends
    assert (folder / "MANIFEST.in").is_file()  # its tests and .ts sources in its sdist


def test_qtcards_is_a_console_command_and_qtcardsw_a_windowed_one() -> None:
    """On Windows, what ``qtcards`` prints reaches its console; ``qtcardsw`` opens none."""
    metadata = project(ROOT)["project"]
    assert metadata["scripts"] == {"qtcards": "qtcards.app.startup:main"}
    assert metadata["gui-scripts"] == {"qtcardsw": "qtcards.app.startup:main"}


@pytest.mark.parametrize("python", ["3.11", "3.12", "3.13", "3.14", "3.15"])
@pytest.mark.parametrize("pyside", ["6.7.3", "6.8.0", "6.11.3", "6.12.0", "6.12.1", "6.13.0"])
def test_the_start_up_check_agrees_with_the_dependency(python: str, pyside: str) -> None:
    """The PySide6 pip may install for a Python is the one the app starts with: 6.12.0 is
    kept out (and refused) under Python 3.11 alone."""
    from qtcards.qt.workarounds import version_problem

    environment = {"python_version": python, "python_full_version": f"{python}.0"}
    requirements = [Requirement(text) for text in project(ROOT)["project"]["dependencies"]]
    wanted = [
        r
        for r in requirements
        if r.name == "PySide6-Essentials" and (r.marker is None or r.marker.evaluate(environment))
    ]
    assert len(wanted) == 1, f"Python {python}: {wanted}"
    major, minor = (int(part) for part in python.split("."))
    started = version_problem(tuple(int(part) for part in pyside.split(".")), (major, minor)) == ""
    assert wanted[0].specifier.contains(pyside) == started
    assert started == (pyside != "6.7.3" and not (pyside == "6.12.0" and python == "3.11"))
