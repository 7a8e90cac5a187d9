"""Finding decks (KDE's layout, Aisleriot's, the player's folder) and refusing bad ones."""

from __future__ import annotations

import gzip
import os
from pathlib import Path

import pytest

from qtcards.appearance.decks import BUILT_IN, DeckProblem, discover, find
from qtcards.files import paths
from qtcards.table.looks import svg_deck
from qtcards.table.looks.look import DeckFile
from tests.support.decks import deck_svg, kde_deck


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An XDG data path of one folder (the real /usr/share out of sight)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home-data"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "share"))
    svg_deck.forget_decks()
    yield tmp_path / "share"
    svg_deck.forget_decks()


def test_decks_are_found_in_every_layout_with_their_localized_names(data: Path) -> None:
    kde_deck(data, "svg-test", {"Name": "Test", "Name[ko]": "시험", "Name[ru]": "Проба"})
    (data / "aisleriot" / "cards").mkdir(parents=True)
    (data / "aisleriot" / "cards" / "bonded_test.svgz").write_bytes(gzip.compress(deck_svg(rank_first=False).encode()))
    user = paths.data_dir() / "decks"
    user.mkdir(parents=True)
    (user / "mine.svg").write_text(deck_svg())
    decks = {deck.id: deck for deck in discover()}
    assert discover()[0].id == BUILT_IN
    assert set(decks) == {BUILT_IN, "kde:svg-test", "aisleriot:bonded_test", "user:mine"}
    test = decks["kde:svg-test"]
    assert (test.name(), test.name("ko"), test.name("ru"), test.name("de")) == ("Test", "시험", "Проба", "Test")
    assert test.where == str(data / "carddecks" / "svg-test")
    assert decks["aisleriot:bonded_test"].name() == "Bonded Test"
    assert find("user:mine").svg == user / "mine.svg"
    for deck in decks.values():
        if deck.svg is not None:
            assert svg_deck.open_deck(DeckFile(deck.id, deck.svg)) is not None, deck.id


def hostile(data: Path, kind: str) -> Path:
    """A deck file that must be refused, of the given kind."""
    folder = data / "carddecks" / f"svg-{kind}"
    if kind == "empty":
        file = kde_deck(data, folder.name, packed=False)
        file.write_bytes(b"")
        return file
    if kind == "not-svg":
        file = kde_deck(data, folder.name, packed=False)
        file.write_bytes(os.urandom(3000))
        return file
    if kind == "missing-card":
        return kde_deck(data, folder.name, svg=deck_svg(leave_out="queen_heart"))
    if kind == "bomb":  # 100 MB of spaces in a few hundred KB
        file = kde_deck(data, folder.name)
        file.write_bytes(gzip.compress(b"<svg" + b" " * (100 * 2**20) + b"/>", compresslevel=9))
        return file
    if kind == "huge":
        file = kde_deck(data, folder.name, packed=False)
        with open(file, "wb") as out:
            out.truncate(svg_deck.MAX_FILE + 1)
        return file
    if kind == "entities":
        laughs = '<!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>'
        return kde_deck(data, folder.name, svg=laughs + deck_svg())
    if kind == "cut-short":
        file = kde_deck(data, folder.name)
        file.write_bytes(file.read_bytes()[:200])
        return file
    if kind == "symlink":
        file = kde_deck(data, folder.name)
        target = data / "elsewhere.svgz"
        file.rename(target)
        file.symlink_to(target)
        return file
    if kind == "outside-image":
        image = '<image id="x" href="/etc/hostname" width="1" height="1"/>'
        return kde_deck(data, folder.name, svg=deck_svg().replace("</svg>", image + "</svg>"))
    raise AssertionError(kind)


KINDS = ["empty", "not-svg", "missing-card", "bomb", "huge", "entities", "cut-short", "symlink", "outside-image"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_bad_deck_file_is_refused_once_with_a_reason(data: Path, kind: str, monkeypatch) -> None:
    file = hostile(data, kind)
    heard: list[tuple[str, str]] = []
    monkeypatch.setattr("qtcards.table.looks.look._refusal_listeners", [lambda deck, why: heard.append((deck.id, why))])
    deck = DeckFile(f"kde:svg-{kind}", file)
    assert svg_deck.open_deck(deck) is None
    assert svg_deck.open_deck(deck) is None
    assert len(heard) == 1 and heard[0][0] == deck.id and heard[0][1]


@pytest.mark.parametrize(
    "index",
    [
        b"",
        b"\xff\xfe not utf-8",
        b"[Other]\nSVG=deck.svgz\n",
        b"[KDE Backdeck]\nSVG=../../x.svgz\n",
        b"[KDE Backdeck]\nName=x\n" + b"#" * (70 * 1024),
    ],
)
def test_a_damaged_index_desktop_is_not_listed_and_says_why(data: Path, index: bytes) -> None:
    kde_deck(data, "svg-bad")
    (data / "carddecks" / "svg-bad" / "index.desktop").write_bytes(index)
    assert "kde:svg-bad" not in {deck.id for deck in discover()}
    with pytest.raises(DeckProblem) as problem:
        find("kde:svg-bad")
    assert str(problem.value)


@pytest.mark.parametrize("deck_id", ["kde:", "kde:..", "kde:a/b", "nothing:x", "kde:svg-none"])
def test_odd_ids_name_no_deck(data: Path, deck_id: str) -> None:
    with pytest.raises(DeckProblem):
        find(deck_id)


def test_strange_entries_in_the_decks_folders_are_passed_over(data: Path) -> None:
    kde_deck(data, "svg-good")
    (data / "carddecks" / "loose-file").write_text("x")
    (data / "carddecks" / "svg-empty-folder").mkdir()
    if hasattr(os, "mkfifo"):  # (POSIX's named pipes)
        os.mkfifo(data / "carddecks" / "a-fifo")
    assert [deck.id for deck in discover()] == [BUILT_IN, "kde:svg-good"]
