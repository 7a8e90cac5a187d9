"""The command line, run as a real process: --version, --list-games, --screenshot."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from importlib.metadata import entry_points
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

import qtcards
from qtcards.kit.hookspecs import ENTRY_POINT_GROUP

ROOT = Path(__file__).resolve().parents[2]
LINE = re.compile(r"[a-z0-9][a-z0-9_.-]*\t\S.*")


def run(
    args: list[str],
    home: Path,
    *,
    autoload: bool = False,
    extra_path: list[Path] = (),
    python: tuple[str, ...] = ("-m", "qtcards"),
    **variables: str,
) -> subprocess.CompletedProcess[str]:
    """``python -m qtcards ARGS`` (or ``python PYTHON... ARGS``) with its files in ``home``,
    and these environment ``variables`` set."""
    env = dict(os.environ, **variables)
    env["QTCARDS_HOME"] = str(home)
    env["QT_QPA_PLATFORM"] = "offscreen"
    python_path = [*map(str, extra_path), str(ROOT), str(ROOT / "plugins")]
    if env.get("PYTHONPATH"):
        python_path.append(env["PYTHONPATH"])
    env["PYTHONPATH"] = os.pathsep.join(python_path)
    if autoload:
        env.pop("QTCARDS_NO_AUTOLOAD", None)
    else:
        env["QTCARDS_NO_AUTOLOAD"] = "1"
    return subprocess.run(
        [sys.executable, *python, *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=home,
        timeout=120,
    )


def test_version(tmp_path: Path) -> None:
    result = run(["--version"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"qtcards {qtcards.__version__}"


def test_help(tmp_path: Path) -> None:
    result = run(["--help"], tmp_path)
    assert result.returncode == 0
    for option in ("--list-games", "--screenshot", "--lang", "--game"):
        assert option in result.stdout


def test_list_games_runs(tmp_path: Path) -> None:
    result = run(["--list-games"], tmp_path, autoload=True)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    for line in lines:
        assert LINE.fullmatch(line), f"not 'id<TAB>title': {line!r}"
    if list(entry_points(group=ENTRY_POINT_GROUP)):
        # Installed: each line names a game; the built-in games may still be in the works.
        ids = [line.split("\t")[0] for line in lines]
        assert ids == sorted(set(ids))
    else:
        assert lines == []


def fake_distribution(site: Path) -> None:
    """A third-party plugin "installed" in ``site``: a good game and a broken one."""
    site.mkdir()
    (site / "qtcards_fake_golf.py").write_text(
        textwrap.dedent(
            """
            from qtcards.kit import API_VERSION, Game, hookimpl

            @hookimpl
            def qtcards_register_games(register):
                register(Game(id="fake-golf", api_version=API_VERSION, title="Fake Golf",
                              context="FakeGolf", create_view=lambda context: None,
                              description="Patience for tests: one line."))
            """
        )
    )
    (site / "qtcards_fake_broken.py").write_text("import a_module_that_does_not_exist\n")
    info = site / "qtcards_fake-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: qtcards-fake\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(
        f"[{ENTRY_POINT_GROUP}]\nfake-golf = qtcards_fake_golf\nfake-broken = qtcards_fake_broken\n"
    )


def test_list_games_finds_an_installed_plugin(tmp_path: Path) -> None:
    site = tmp_path / "site"
    fake_distribution(site)
    result = run(["--list-games"], tmp_path, autoload=True, extra_path=[site])
    assert result.returncode == 0, result.stderr
    assert "fake-golf\tFake Golf\tPatience for tests: one line." in result.stdout.splitlines()
    assert all(LINE.fullmatch(line) for line in result.stdout.splitlines())
    assert "fake-broken" in result.stderr  # the broken plugin is reported, not listed
    assert "fake-broken" not in result.stdout


def test_list_games_without_autoload_lists_nothing(tmp_path: Path) -> None:
    site = tmp_path / "site"
    fake_distribution(site)
    result = run(["--list-games"], tmp_path, autoload=False, extra_path=[site])
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""


def check_png(path: Path, size: tuple[int, int] | None = None) -> QImage:
    assert path.is_file()
    data = path.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    image = QImage(str(path))
    assert not image.isNull()
    if size is not None:
        assert (image.width(), image.height()) == size
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 2, "the screenshot is blank"
    return image


@pytest.mark.parametrize("lang", [None, "ko", "ru"])
def test_screenshot_with_no_games(tmp_path: Path, lang: str | None) -> None:
    out = tmp_path / "shot.png"
    args = ["--screenshot", str(out), "--size", "640x480"]
    if lang:
        args += ["--lang", lang]
    result = run(args, tmp_path)
    assert result.returncode == 0, result.stderr
    check_png(out, (640, 480))


def test_screenshot_at_the_default_size(tmp_path: Path) -> None:
    out = tmp_path / "default.png"
    result = run(["--screenshot", str(out)], tmp_path)
    assert result.returncode == 0, result.stderr
    check_png(out)


def test_screenshot_into_a_missing_folder_fails(tmp_path: Path) -> None:
    result = run(["--screenshot", str(tmp_path / "no" / "such" / "shot.png")], tmp_path)
    assert result.returncode != 0
    assert "could not write" in result.stderr


def test_unknown_game_fails(tmp_path: Path) -> None:
    result = run(["--game", "no-such-game", "--screenshot", str(tmp_path / "x.png")], tmp_path)
    assert result.returncode == 2
    assert "no-such-game" in result.stderr


def test_an_unsupported_pyside_is_refused_with_a_message() -> None:
    """The PySide6 versions the app is known to run on (qtcards/qt/workarounds.py)."""
    from qtcards.qt.workarounds import version_problem

    for good in ((6, 8, 0), (6, 11, 3), (6, 12, 1), (6, 13, 0)):
        assert version_problem(good, (3, 11)) == "" and version_problem(good, (3, 15)) == ""
    assert version_problem((6, 12, 0, "", ""), (3, 12)) == "" and version_problem((6, 12, 0), (3, 15)) == ""
    for bad, python in (((6, 12, 0, "", ""), (3, 11)), ((6, 7, 2), (3, 11)), ((5, 15, 2), (3, 13))):
        problem = version_problem(bad, python)
        assert "not supported" in problem and ".".join(map(str, bad[:3])) in problem
    assert "under Python 3.11" in version_problem((6, 12, 0), (3, 11))


@pytest.mark.parametrize(
    "args",
    [
        ["--size", "abc"],
        ["--size", "800"],
        ["--size", "10x10x10"],
        ["--size", "40000x40000"],
        ["--size", "99999999999999999999x1"],
        ["--size", "10x10"],
        ["--size", "-5x100"],
        ["--lang", "xx"],
        ["--screenshot", "/no/such/folder/shot.png"],
    ],
)
def test_bad_values_get_one_line_before_anything_is_written(tmp_path: Path, args: list[str]) -> None:
    home = tmp_path / "home"
    home.mkdir()
    result = run([*args, "--screenshot", str(tmp_path / "x.png")] if "--screenshot" not in args else args, home)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1 and result.stderr.startswith("qtcards: error: "), result.stderr
    assert "Traceback" not in result.stderr
    assert list(home.rglob("*")) == [] and not (tmp_path / "x.png").exists()


def test_the_largest_size_is_accepted(tmp_path: Path) -> None:
    from qtcards.app.startup import MAX_SIZE, window_size

    assert window_size(f"{MAX_SIZE[0]}x{MAX_SIZE[1]}") == MAX_SIZE
    assert window_size(" 640X480 ") == (640, 480)


def test_every_package_of_the_host_is_in_the_wheel() -> None:
    """setuptools finds the packages (pyproject.toml's packages.find): every folder of
    qtcards/ with an ``__init__.py`` and both built-in games go into the wheel."""
    import tomllib

    from setuptools import find_packages

    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]["find"]
    listed = {name for where in config["where"] for name in find_packages(str(ROOT / where), include=config["include"])}
    found = {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "qtcards").rglob("__init__.py")}
    assert found | {"qtcards_heart_to_heart", "qtcards_hearts"} <= listed, sorted(found - listed)
    assert not {name for name in listed if name.startswith(("tests", "benchmarks", "tools", "examples"))}


@pytest.mark.parametrize(
    "args",
    [["--no-such-option"], ["--gmae", "hearts"], ["-x"], ["stray"], ["--list-games", "--typo"], ["-reverse=yes"]],
)
def test_an_unknown_option_is_an_error_with_the_usage_line(tmp_path: Path, args: list[str]) -> None:
    home = tmp_path / "home"
    home.mkdir()
    result = run(args, home)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    usage, error = lines[0], lines[-1]  # argparse's usage, wrapped, then the error
    assert usage.startswith("usage: qtcards ") and "--list-games" in result.stderr
    assert error == f"qtcards: error: unrecognized arguments: {' '.join(a for a in args if a != '--list-games')}"
    assert result.stdout == "" and list(home.rglob("*")) == []


def test_qt_options_are_left_to_qt(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    result = run(
        [
            "-platform",
            "offscreen",
            "--screenshot",
            str(out),
            "-style",
            "fusion",
            "-reverse",
            "--size",
            "640x480",
            "-qwindowtitle",
            "A title",
            "--stylesheet=",
            "-nograb",
        ],
        tmp_path,
    )
    assert result.returncode == 0, result.stderr
    check_png(out, (640, 480))


def test_the_options_qt_reads_are_taken_out_with_their_values() -> None:
    from qtcards.app.startup import without_qt_options

    assert without_qt_options(["-platform", "xcb", "--game", "hearts", "--display", ":1", "-sync"]) == [
        "--game",
        "hearts",
    ]
    assert without_qt_options(["-style=fusion", "-qmljsdebugger=port:1234", "-reverse", "--lang", "ko"]) == [
        "--lang",
        "ko",
    ]
    # not Qt's: a value where Qt takes none, three dashes, an option after "--"
    assert without_qt_options(["-reverse=1", "---style", "x"]) == ["-reverse=1", "---style", "x"]
    assert without_qt_options(["--", "-style", "x"]) == ["--", "-style", "x"]


def test_a_screenshot_with_a_deck_refused_as_it_is_drawn_says_why_and_fails(tmp_path: Path) -> None:
    """The issue: ``--screenshot`` with a refused ``--deck`` printed nothing and saved the built-in deck."""
    decks = tmp_path / "data" / "decks"
    decks.mkdir(parents=True)
    (decks / "plain.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>')
    shot = tmp_path / "shot.png"
    result = run(["--deck", "user:plain", "--screenshot", str(shot), "--size", "640x480"], tmp_path, autoload=True)
    assert result.returncode == 1
    assert "the deck 'user:plain' cannot be used (it has no card named 1_club or club_1)" in result.stderr
    assert not shot.exists()


#: qtcards' command line as on another system: sys.platform is set once the modules are in.
AS_ON = (
    "-c",
    "import sys; import PySide6.QtCore; from qtcards.app import startup; from qtcards.i18n import languages; "
    "sys.platform = sys.argv.pop(1); sys.exit(startup.main(sys.argv[1:]))",
)


@pytest.mark.parametrize(
    ("system", "option", "lang", "words"),
    [
        ("win32", "--install-desktop-entry", "en", "is for Linux desktops"),
        ("win32", "--uninstall-desktop-entry", "ko", "Linux 데스크톱용입니다"),
        ("darwin", "--install-desktop-entry", "ru", "предназначен для рабочих столов Linux"),
        ("darwin", "--uninstall-desktop-entry", "en", "nothing was changed on this system"),
    ],
)
def test_the_desktop_entry_options_say_on_windows_and_macos_that_they_are_for_linux(
    tmp_path: Path, system: str, option: str, lang: str, words: str
) -> None:
    """Windows and macOS read no freedesktop.org menus: the options change nothing there,
    say so in the player's language, and fail."""
    from qtcards import resources

    xdg = tmp_path / "xdg"
    installed = resources.install_desktop_entry(xdg, ["qtcards"])  # as a Linux start left them, say
    before = {path: path.read_bytes() for path in installed}
    result = run([system, option, "--lang", lang], tmp_path, python=AS_ON, XDG_DATA_HOME=str(xdg))
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    assert result.stderr.startswith("qtcards: ") and option in result.stderr and words in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert {path: path.read_bytes() for path in installed} == before
