"""The desktop entry, the icon and the AppStream metainfo: valid, consistent and shipped.

The freedesktop validators run when installed (Debian packages ``desktop-file-utils``
and ``appstream``); without them those tests skip and the rest still check the files.
"""

from __future__ import annotations

import configparser
import fnmatch
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from importlib.metadata import distribution
from importlib.resources import files
from pathlib import Path

import pytest

import qtcards
from qtcards import resources

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("io.github.qtcards.desktop", "io.github.qtcards.svg", "io.github.qtcards.metainfo.xml")


def desktop_entry(text: str) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(text)
    return parser["Desktop Entry"]


def run_validator(*command: str) -> subprocess.CompletedProcess[str]:
    if shutil.which(command[0]) is None:
        pytest.skip(f"{command[0]} is not installed (apt-get install desktop-file-utils appstream)")
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


# ----- shipped ------------------------------------------------------------------------------


def test_paths_point_at_the_files() -> None:
    assert resources.icon_path().name == "io.github.qtcards.svg"
    assert resources.desktop_file_path().name == "io.github.qtcards.desktop"
    assert resources.metainfo_path().name == "io.github.qtcards.metainfo.xml"
    for path in (resources.icon_path(), resources.desktop_file_path(), resources.metainfo_path()):
        assert path.is_file()


@pytest.mark.parametrize("name", NAMES)
def test_files_are_inside_the_installed_package(name: str) -> None:
    """Found through the installed ``qtcards`` package, as the app finds them."""
    assert (files("qtcards") / "resources" / name).is_file()
    assert Path(str(files("qtcards") / "resources" / name)).read_bytes() == (resources.FOLDER / name).read_bytes()


@pytest.mark.parametrize("name", NAMES)
def test_package_data_ships_the_files(name: str) -> None:
    """The wheel's package data takes them (checked against pyproject.toml's globs)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    package_data = config["tool"]["setuptools"]["package-data"]
    patterns = [f"resources/{p}" for p in package_data.get("qtcards.resources", [])]
    patterns += package_data.get("qtcards", [])
    assert any(fnmatch.fnmatch(f"resources/{name}", pattern) for pattern in patterns)
    recorded = distribution("qtcards").files or []
    if any(str(f).startswith("qtcards/") for f in recorded):  # a regular (not editable) install
        assert f"qtcards/resources/{name}" in {str(f) for f in recorded}


def test_top_level_resources_holds_no_copies() -> None:
    """One place only: resources/ points to qtcards/resources/ instead of duplicating it."""
    for name in NAMES:
        assert not (ROOT / "resources" / name).exists()


# ----- the desktop entry --------------------------------------------------------------------


def test_desktop_entry_content() -> None:
    entry = desktop_entry(resources.desktop_file_path().read_text(encoding="utf-8"))
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "qtcards"
    assert entry["Icon"] == resources.APP_ID
    assert entry["Categories"].split(";")[:2] == ["Game", "CardGame"]
    for key in ("Name", "Comment", "GenericName"):
        for language in ("ko", "ru"):
            assert entry[f"{key}[{language}]"].strip(), f"{key}[{language}] is empty"
    assert entry["Comment[ko]"] != entry["Comment"] and entry["Comment[ru]"] != entry["Comment"]


def test_desktop_file_name_matches_the_app() -> None:
    """Wayland compositors match the window to the entry by this id."""
    source = (ROOT / "qtcards" / "app" / "startup.py").read_text(encoding="utf-8")
    assert f'setDesktopFileName("{resources.APP_ID}")' in source


def test_desktop_file_validate() -> None:
    result = run_validator("desktop-file-validate", str(resources.desktop_file_path()))
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


# ----- the metainfo --------------------------------------------------------------------------


def test_metainfo_content() -> None:
    root = ET.parse(resources.metainfo_path()).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == resources.APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    assert root.findtext("launchable") == resources.desktop_file_path().name
    assert [b.text for b in root.iter("binary")] == ["qtcards"]
    assert root.find("content_rating") is not None
    versions = [release.get("version") for release in root.iter("release")]
    assert qtcards.__version__ in versions
    assert {c.text for c in root.iter("category")} >= {"Game", "CardGame"}
    images = [image.text for image in root.iter("image")]
    assert images and all(url.startswith("https://") for url in images)
    summaries = {s.get("{http://www.w3.org/XML/1998/namespace}lang"): s.text for s in root.findall("summary")}
    assert set(summaries) == {None, "ko", "ru"}


def test_binary_is_the_installed_script() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    scripts = {**config["project"].get("gui-scripts", {}), **config["project"].get("scripts", {})}
    assert "qtcards" in scripts


def test_appstreamcli_validate() -> None:
    result = run_validator("appstreamcli", "validate", "--no-net", "--pedantic", str(resources.metainfo_path()))
    assert result.returncode == 0, result.stdout + result.stderr


# ----- the icon -----------------------------------------------------------------------------


def test_icon_is_a_square_svg() -> None:
    root = ET.parse(resources.icon_path()).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    x, y, width, height = (float(v) for v in root.get("viewBox").split())
    assert (x, y) == (0, 0) and width == height


def test_icon_renders(qapp) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QIcon, QImage, QPainter

    try:
        from PySide6.QtSvg import QSvgRenderer
    except ImportError:  # pragma: no cover - QtSvg ships with PySide6-Essentials
        pytest.skip("QtSvg is not available")
    renderer = QSvgRenderer(str(resources.icon_path()))
    assert renderer.isValid()
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    assert image.pixelColor(0, 0).alpha() == 0  # the rounded corner is see-through
    assert image.pixelColor(32, 32).alpha() == 255
    felt = image.pixelColor(10, 32)
    assert felt.green() > felt.red() and felt.green() > felt.blue()
    assert not QIcon(str(resources.icon_path())).pixmap(32, 32).isNull()


def test_png_icons_are_the_svg_rendered(qapp) -> None:
    """The window's PNG icons exist at every size and match the SVG (tools/render_icons.py)."""
    from PySide6.QtGui import QImage

    from qtcards.window.message_boxes import application_icon
    from tests.support.imaging import same_picture
    from tools.render_icons import render

    for size, path in resources.icon_png_paths().items():
        png = QImage(str(path)).convertToFormat(QImage.Format.Format_ARGB32)
        assert (png.width(), png.height()) == (size, size), path
        # Within a stated tolerance (tests/support/imaging.py): QtSvg's anti-aliasing differs
        # by a level here and there between machines; a stale icon differs far more.
        assert same_picture(png, render(size)), f"{path.name} is stale: run python -m tools.render_icons"
    sizes = {(s.width(), s.height()) for s in application_icon().availableSizes()}
    assert sizes == {(size, size) for size in resources.WINDOW_ICON_SIZES}


# ----- installing for one user -----------------------------------------------------------------


def test_install_and_uninstall_desktop_entry(tmp_path: Path) -> None:
    command = [str(tmp_path / "my bin" / "qtcards")]
    written = resources.install_desktop_entry(tmp_path, command)
    desktop = tmp_path / "applications" / "io.github.qtcards.desktop"
    icon = tmp_path / "icons" / "hicolor" / "scalable" / "apps" / "io.github.qtcards.svg"
    assert written == [desktop, icon]
    assert icon.read_bytes() == resources.icon_path().read_bytes()
    entry = desktop_entry(desktop.read_text(encoding="utf-8"))
    assert entry["Exec"] == f'"{command[0]}"'
    assert entry["Icon"] == resources.APP_ID and entry["Name[ko]"]
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout
    assert resources.install_desktop_entry(tmp_path, command) == written  # again: updates
    assert resources.uninstall_desktop_entry(tmp_path) == [desktop, icon]
    assert not desktop.exists() and not icon.exists()
    assert resources.uninstall_desktop_entry(tmp_path) == []


def test_uninstall_removes_only_what_install_wrote(tmp_path: Path) -> None:
    """A file of the player's at the entry's name, or a link there, is left alone (as is
    the file a link points to); install writes over a link, not through it."""
    import os

    paths = resources.installed_paths(tmp_path)
    for path in paths.values():
        path.parent.mkdir(parents=True)
    paths["desktop"].write_text("[Desktop Entry]\nName=My own launcher\n")
    mine = tmp_path / "my-icon.svg"
    mine.write_bytes(resources.icon_path().read_bytes())
    os.symlink(mine, paths["icon"])
    assert resources.uninstall_desktop_entry(tmp_path) == []
    assert paths["desktop"].read_text().startswith("[Desktop Entry]\nName=My own") and os.path.islink(paths["icon"])
    resources.install_desktop_entry(tmp_path, ["qtcards"])
    assert not os.path.islink(paths["icon"]) and mine.read_bytes() == resources.icon_path().read_bytes()
    assert resources.uninstall_desktop_entry(tmp_path) == list(paths.values())


def test_install_uses_xdg_data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert resources.data_home() == tmp_path / "data"
    written = resources.install_desktop_entry(argv=["qtcards"])
    assert written[0] == tmp_path / "data" / "applications" / "io.github.qtcards.desktop"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/path")  # not absolute: ignored, as the spec says
    assert resources.data_home() == Path.home() / ".local" / "share"


def test_exec_value_quoting() -> None:
    assert resources.exec_value(["/usr/bin/qtcards"]) == "/usr/bin/qtcards"
    assert resources.exec_value(["/usr/bin/python3", "-m", "qtcards"]) == "/usr/bin/python3 -m qtcards"
    assert resources.exec_value(["/home/a b/qtcards"]) == '"/home/a b/qtcards"'
    assert resources.exec_value(["/x/$y/100%"]) == '"/x/\\\\$y/100%%"'


def test_launcher_prefers_the_running_script(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    script = tmp_path / "qtcards"
    script.write_text("#!/bin/sh\n")
    monkeypatch.setattr("sys.argv", [str(script)])
    assert resources.launcher() == [str(script)]
    monkeypatch.setattr("sys.argv", ["-c"])
    monkeypatch.setenv("PATH", str(tmp_path / "nowhere"))
    launcher = resources.launcher()
    assert launcher[1:] == ["-m", "qtcards"]
