"""Settings › Appearance: each choice shown at once on every table and saved; the
command line's --list-decks and --deck; a move played with an installed KDE deck."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QColor, QImage

from qtcards.appearance import stored
from qtcards.appearance.page import AppearanceBox
from qtcards.files.settings import open_settings
from qtcards.table import Face, Table
from qtcards.table.looks import svg_deck
from qtcards.table.looks.look import Look
from tests.host.test_cli import run
from tests.support.decks import FACE_FILL, kde_deck

KDE_DECKS = Path("/usr/share/carddecks")


@pytest.fixture(autouse=True)
def default_look():
    """Every test starts and ends with the default look and no deck read."""
    Table.look_default = Look()
    svg_deck.forget_decks()
    yield
    Table.look_default = Look()
    svg_deck.forget_decks()


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home-data"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "share"))
    kde_deck(tmp_path / "share", "svg-test", {"Name": "Test", "Name[ko]": "시험"})
    return tmp_path / "share"


def magenta(image: QImage) -> int:
    wanted = QColor(FACE_FILL)
    return sum(
        QColor(image.pixel(x, y)) == wanted for x in range(0, image.width(), 4) for y in range(0, image.height(), 4)
    )


def test_every_choice_is_shown_at_once_and_saved(qtbot, data: Path) -> None:
    table = Table(QSizeF(4, 3))
    qtbot.addWidget(table)
    table.resize(400, 300)
    table.show()
    table.add_card(Face(3, 0)).place(2, 1.5)
    box = AppearanceBox()
    qtbot.addWidget(box)
    box.felt_box.setCurrentIndex(box.felt_box.findData("#1c4f78"))
    box.back_box.setCurrentIndex(box.back_box.findData("navy"))
    box.four_colours.setChecked(True)
    box.deck_box.setCurrentIndex(box.deck_box.findData("kde:svg-test"))
    look = table.renderer.look
    assert (table.felt.name(), look.back, look.four_colours, look.deck.id) == ("#1c4f78", "navy", True, "kde:svg-test")
    assert magenta(table.viewport().grab().toImage()) > 50
    settings = open_settings()
    assert settings.value("appearance/felt") == "#1c4f78" and settings.value("appearance/deck") == "kde:svg-test"
    again = stored.stored_look(open_settings(), pytest.fail)
    assert (again.felt, again.back, again.four_colours, again.deck.id) == ("#1c4f78", "navy", True, "kde:svg-test")
    assert Table(QSizeF(4, 3)).renderer.look == table.renderer.look  # a table made later too


def test_the_deck_list_shows_localized_names(qtbot, data: Path) -> None:
    from qtcards.i18n import languages as translation

    translation.install("ko")
    try:
        box = AppearanceBox()
        qtbot.addWidget(box)
        assert box.deck_box.itemText(box.deck_box.findData("kde:svg-test")) == "시험"
    finally:
        translation.install("en")


def test_stored_values_of_a_wrong_kind_read_as_the_defaults(data: Path) -> None:
    settings = open_settings()
    for key, value in (
        ("felt", "not a colour"),
        ("back", ["a", "list"]),
        ("four_colours", "maybe"),
        ("deck", "kde:gone"),
    ):
        settings.setValue(f"appearance/{key}", value)
    notices: list[str] = []
    look = stored.stored_look(settings, notices.append)
    assert (look.felt, look.back, look.four_colours, look.deck) == (Look().felt, Look().back, False, None)
    assert len(notices) == 1 and "kde:gone" in notices[0]


def test_list_decks_prints_id_name_and_place(tmp_path: Path, data: Path, monkeypatch) -> None:
    result = run(["--list-decks"], tmp_path)
    assert result.returncode == 0, result.stderr
    lines = [line.split("\t") for line in result.stdout.splitlines()]
    assert lines[0][0] == "builtin"
    assert ["kde:svg-test", "Test", str(data / "carddecks" / "svg-test")] in lines


def test_deck_sets_the_deck_for_one_run(tmp_path: Path, data: Path) -> None:
    shot = tmp_path / "shot.png"
    result = run(
        ["--deck", "kde:svg-test", "--game", "heart-to-heart", "--screenshot", str(shot), "--size", "800x600"],
        tmp_path,
        autoload=True,
    )
    assert result.returncode == 0, result.stderr
    assert magenta(QImage(str(shot))) > 200
    assert open_settings().value("appearance/deck") is None  # not saved
    refused = run(["--deck", "kde:svg-nothing", "--list-games"], tmp_path)
    assert refused.returncode == 2 and "kde:svg-nothing" in refused.stderr and "\n" not in refused.stderr.strip()


@pytest.mark.skipif(
    not (KDE_DECKS / "svg-standard" / "index.desktop").exists(), reason="kdegames-card-data-kf5 is not installed"
)
def test_a_move_is_played_with_an_installed_kde_deck(qtbot) -> None:
    from tests.games.heart_to_heart.test_hh_view import EXAMPLE, click_at, click_stock, click_waste, open_window

    stored.apply(Look(deck=stored.deck_file("kde:svg-standard", pytest.fail)))
    window = open_window(qtbot)
    view = window.view
    assert view.open_code(EXAMPLE)
    for _ in range(9):
        click_stock(qtbot, view)
    click_at(qtbot, view, view.tableau[25])
    click_waste(qtbot, view)
    assert view.state.moves == 10
    assert view.table.renderer.look.deck is not None  # the deck was drawn, not refused
    assert svg_deck.open_deck(view.table.renderer.look.deck) is not None
    window.close()
