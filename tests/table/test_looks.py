"""The look of the cards: four-colour suits, backs, the one veil, SVG decks and their disk cache."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from qtcards.appearance import face_cache
from qtcards.table import CLUBS, DIAMONDS, HEARTS, SPADES, DeckRenderer, Face, Table
from qtcards.table.looks import svg_deck
from qtcards.table.looks.look import DECK_BACK, DeckFile, Look
from tests.support.decks import deck_svg


def colours(image: QImage, step: int = 2) -> list[QColor]:
    return [QColor(image.pixel(x, y)) for x in range(0, image.width(), step) for y in range(0, image.height(), step)]


def greens(image: QImage) -> int:
    return sum(c.green() > c.red() + 60 and c.green() > c.blue() + 20 for c in colours(image))


def blues(image: QImage) -> int:
    return sum(c.blue() > c.red() + 60 and c.blue() > c.green() + 30 for c in colours(image))


def test_four_colour_suits_paint_clubs_green_and_diamonds_blue(qapp) -> None:
    two, four = DeckRenderer(Look()), DeckRenderer(Look(four_colours=True))
    for rank in (1, 7, 12):
        club, diamond = Face(rank, CLUBS), Face(rank, DIAMONDS)
        assert greens(four.pixmap(club, 90).toImage()) > 20 and greens(two.pixmap(club, 90).toImage()) == 0
        assert blues(four.pixmap(diamond, 90).toImage()) > 20 and blues(two.pixmap(diamond, 90).toImage()) == 0
    # Spades and hearts keep their colours.
    assert greens(four.pixmap(Face(7, SPADES), 90).toImage()) == 0
    assert blues(four.pixmap(Face(7, HEARTS), 90).toImage()) == 0


def test_the_three_backs_differ_by_their_colour(qapp) -> None:
    def mean(design: str) -> tuple[float, float, float]:
        pixels = colours(DeckRenderer(Look(back=design)).pixmap(None, 80).toImage(), 3)
        return tuple(sum(getattr(c, k)() for c in pixels) / len(pixels) for k in ("red", "green", "blue"))

    crimson, navy, forest = mean("crimson"), mean("navy"), mean("forest")
    assert crimson[0] > crimson[2] + 30 and navy[2] > navy[0] + 30 and forest[1] > forest[0] + 20


def test_the_veil_is_flat_no_hatch(qapp) -> None:
    veil = DeckRenderer().veil(80).toImage()
    inside = {veil.pixel(x, y) for x in range(10, 70) for y in range(10, 100)}
    assert len(inside) == 1


@pytest.fixture
def deck(tmp_path: Path) -> DeckFile:
    svg_deck.forget_decks()
    file = tmp_path / "tiny.svg"
    file.write_text(deck_svg())
    yield DeckFile("user:tiny", file)
    svg_deck.forget_decks()


def centre(pixmap) -> QColor:
    image = pixmap.toImage()
    return QColor(image.pixel(image.width() // 2, image.height() // 2))


def test_an_svg_deck_draws_the_faces_and_its_back_when_asked(qapp, deck: DeckFile) -> None:
    renderer = DeckRenderer(Look(deck=deck))
    assert centre(renderer.pixmap(Face(5, HEARTS), 70)).name() == "#ff00ff"
    assert centre(renderer.pixmap(None, 70)).name() != "#00ffff"  # the built-in back
    renderer.set_look(Look(deck=deck, back=DECK_BACK))
    assert centre(renderer.pixmap(None, 70)).name() == "#00ffff"
    sharp = renderer.pixmap(Face(5, HEARTS), 70, 2.0)  # drawn at the device's pixels
    assert (sharp.width(), sharp.height()) == (140, 196) and sharp.devicePixelRatio() == 2.0


def test_a_refused_deck_falls_back_to_the_built_in_one(qapp, tmp_path: Path, monkeypatch) -> None:
    bad = tmp_path / "bad.svg"
    bad.write_text(deck_svg(leave_out="king_spade"))
    heard = []
    monkeypatch.setattr("qtcards.table.looks.look._refusal_listeners", [lambda d, why: heard.append(why)])
    svg_deck.forget_decks()
    renderer = DeckRenderer(Look(deck=DeckFile("user:bad", bad)))
    face = renderer.pixmap(Face(13, SPADES), 70)
    assert centre(face).name() != "#ff00ff" and renderer.look.deck is None
    assert heard == ["it has no card named king_spade"]


def test_faces_are_cached_on_disk_and_read_back_without_the_deck(
    qapp, deck: DeckFile, tmp_path: Path, monkeypatch
) -> None:
    cache = tmp_path / "cache"
    look = Look(deck=deck, faces=face_cache.stores_in(cache))
    DeckRenderer(look).pixmap(Face(1, CLUBS), 64, 1.5)
    assert face_cache.wait_for_writes()
    written = list(cache.rglob(f"*{face_cache.SUFFIX}"))
    assert len(written) == 1
    monkeypatch.setattr(svg_deck, "open_deck", lambda _deck: pytest.fail("the deck was opened on a cache hit"))
    again = DeckRenderer(look).pixmap(Face(1, CLUBS), 64, 1.5).toImage()
    assert QColor(again.pixel(48, 67)).name() == "#ff00ff"
    assert (again.width(), again.height(), again.pixelColor(0, 0).alpha()) == (96, 135, 0)  # a transparent corner


def wrong_size(whole: bytes) -> bytes:
    """A whole face file of another size (10 x 10) but the same length."""
    return face_cache.HEADER.pack(face_cache.MAGIC, 10, 10) + whole[face_cache.HEADER.size :]


@pytest.mark.parametrize(
    "damage",
    [
        lambda whole: b"",
        lambda whole: b"not a face",
        lambda whole: whole[:-1],  # cut short
        lambda whole: whole + b"\0",
        lambda whole: b"PNG!" + whole[4:],  # another format's mark
        wrong_size,
    ],
)
def test_a_damaged_cached_face_is_ignored_and_made_again(qapp, deck: DeckFile, tmp_path: Path, damage) -> None:
    look = Look(deck=deck, faces=face_cache.stores_in(tmp_path / "cache"))
    DeckRenderer(look).pixmap(Face(2, CLUBS), 64)
    assert face_cache.wait_for_writes()
    (file,) = (tmp_path / "cache").rglob(f"*{face_cache.SUFFIX}")
    whole = file.read_bytes()
    file.write_bytes(damage(whole))
    assert centre(DeckRenderer(look).pixmap(Face(2, CLUBS), 64)).name() == "#ff00ff"
    assert face_cache.wait_for_writes()
    assert file.read_bytes() == whole


FACE = face_cache.HEADER.pack(face_cache.MAGIC, 10, 10) + b"x" * 1000  # (a face file's header, then pixels)


def test_the_cache_keeps_to_its_size_removing_the_oldest_sizes(tmp_path: Path) -> None:
    import os

    root = tmp_path / "faces"
    for age, name in enumerate(["60@1", "70@1", "80@1"]):
        size = root / "deck-0123456789abcdef" / name
        size.mkdir(parents=True)
        (size / "1-0.argb").write_bytes(FACE)
        (size / ".qtcards-tmp-2-0.argb.abc").write_bytes(b"x")
        os.utime(size, (1000 + age, 1000 + age))
    face_cache.prune(root, limit=2500)
    assert sorted(p.name for p in (root / "deck-0123456789abcdef").iterdir()) == ["70@1", "80@1"]
    assert not list(root.rglob(".qtcards-tmp-*"))


def test_the_clean_up_deletes_only_what_the_cache_wrote(tmp_path: Path) -> None:
    """The issue: past the size limit whole folders would go, whatever they held."""
    root = tmp_path / "faces"
    size = root / "deck-0123456789abcdef" / "60@1"
    size.mkdir(parents=True)
    (size / "1-0.argb").write_bytes(FACE)
    (size / "notes.txt").write_text("a player's file")  # not the cache's: its folder stays with it
    (size / "2-0.argb").write_bytes(b"PNG!" + FACE[4:])  # a name of the cache's, not its header
    strangers = root / "holiday photos"
    strangers.mkdir()
    (strangers / "beach.argb").write_bytes(FACE)
    face_cache.prune(root, limit=0)
    assert sorted(p.name for p in size.iterdir()) == ["2-0.argb", "notes.txt"]
    assert (strangers / "beach.argb").read_bytes() == FACE


@pytest.mark.parametrize("where", ["root", "deck", "parent"])
def test_a_cache_folder_that_is_a_link_is_not_used_and_its_target_is_untouched(
    qapp, deck: DeckFile, tmp_path: Path, where: str
) -> None:
    """The issue: with the cache folder a symbolic link, faces were written into its
    target and the player's own files there were deleted."""
    import os

    target = tmp_path / "documents"
    target.mkdir()
    (target / "letter.argb").write_bytes(b"x" * 3000)
    cache = tmp_path / "cache"
    root = cache / "faces"
    if where == "parent":
        os.symlink(target, cache)
    elif where == "root":
        cache.mkdir()
        os.symlink(target, root)
    look = Look(deck=deck, faces=face_cache.stores_in(root))
    if where == "deck":  # the deck's folder inside the cache, made a link after the cache was found usable
        DeckRenderer(look).pixmap(Face(1, CLUBS), 64)
        assert face_cache.wait_for_writes()
        (made,) = [p for p in root.iterdir()]
        for face in made.rglob("*.argb"):
            face.unlink()
        for folder in sorted(made.rglob("*"), reverse=True):
            folder.rmdir()
        made.rmdir()
        os.symlink(target, made)
    assert centre(DeckRenderer(look).pixmap(Face(3, CLUBS), 64)).name() == "#ff00ff"  # drawn all the same
    assert face_cache.wait_for_writes()
    face_cache.prune(root, limit=0)
    assert sorted(p.name for p in target.iterdir()) == ["letter.argb"]
    assert (target / "letter.argb").read_bytes() == b"x" * 3000


@pytest.mark.posix("os.getuid")  # (owners of files: none on Windows)
def test_a_cache_folder_of_another_user_is_not_used(qapp, deck: DeckFile, tmp_path: Path, monkeypatch) -> None:
    import os

    root = tmp_path / "cache" / "faces"
    root.mkdir(parents=True)
    monkeypatch.setattr(os, "getuid", lambda: os.lstat(root).st_uid + 1)  # as if someone else made it
    look = Look(deck=deck, faces=face_cache.stores_in(root))
    assert centre(DeckRenderer(look).pixmap(Face(4, CLUBS), 64)).name() == "#ff00ff"
    assert face_cache.wait_for_writes()
    assert list(root.iterdir()) == []


def test_a_table_takes_a_new_look_at_once(qtbot) -> None:
    from PySide6.QtCore import QSizeF

    table = Table(QSizeF(4, 3))
    qtbot.addWidget(table)
    table.resize(400, 300)
    table.show()
    card = table.add_card(Face(7, CLUBS))
    card.place(2, 1.5)
    qtbot.waitExposed(table)
    face = table.mapFromScene(card.sceneBoundingRect()).boundingRect().adjusted(8, 8, -8, -8)
    before = table.viewport().grab().toImage()
    table.set_look(Look(felt="#7b2231", four_colours=True))
    after = table.viewport().grab().toImage()
    corner = QColor(after.pixel(3, 3))
    assert corner.red() > corner.green() + 30  # a red felt
    assert greens(after.copy(face)) > greens(before.copy(face)) + 20  # the seven of clubs is green now
