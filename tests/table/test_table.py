"""The card table: layout in card units, the deck renderer's cache, card states, clicks."""

from __future__ import annotations

import hashlib

import pytest
from PySide6.QtCore import QPointF, QSizeF, Qt
from PySide6.QtGui import QImage, QPixmap

from qtcards.table import ASPECT, CLUBS, HEARTS, SPADES, CardItem, DeckRenderer, Face, PileMarker, Table, TableText
from tests.support.imaging import LEVELS

ALL_FACES = [Face(rank, suit) for suit in range(4) for rank in range(1, 14)]


def image_digest(pixmap: QPixmap) -> str:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return hashlib.sha256(bytes(image.constBits())).hexdigest()


def close(a: QPointF, b: QPointF, tolerance: float = 0.51) -> bool:
    return abs(a.x() - b.x()) <= tolerance and abs(a.y() - b.y()) <= tolerance


def centre(card: CardItem) -> QPointF:
    w, h = card.size()
    return card.pos() + QPointF(w / 2, h / 2)


def shown_table(qtbot, units: QSizeF, width: int, height: int) -> Table:
    """A table of ``units`` card widths, shown at ``width`` x ``height`` pixels."""
    table = Table(units)
    qtbot.addWidget(table)
    table.resize(width, height)
    table.show()
    qtbot.waitExposed(table)
    return table


@pytest.fixture
def table(qtbot) -> Table:
    return shown_table(qtbot, QSizeF(6, 4), 400, 300)


def deal(table: Table) -> list[CardItem]:
    places = [(0.5, 0.7), (2.5, 0.7), (4.0, 2.0), (5.5, 3.3)]
    cards = []
    for n, (x, y) in enumerate(places):
        card = table.add_card(Face(n + 1, n % 4), key=n)
        card.place(x, y)
        cards.append(card)
    return cards


# ----- layout in card units ----------------------------------------------------------------


def test_cards_sit_at_their_unit_places(table: Table) -> None:
    cards = deal(table)
    for card in cards:
        assert close(centre(card), table.to_scene(card.unit_pos))
        w, h = card.size()
        assert (w, h) == (table.card_width, table.card_width * ASPECT)


def test_card_width_is_the_largest_that_fits(table: Table) -> None:
    size = table.viewport().size()
    span_w, span_h = 6 + 2 * table.margin, 4 + 2 * table.margin
    assert table.card_width == int(min(size.width() / span_w, size.height() / span_h))
    # The table (units * card width) is centred in the viewport.
    assert close(table.to_scene(QPointF(3, 2)), QPointF(size.width() / 2, size.height() / 2))


def test_resizing_bigger_grows_the_cards_and_moves_them(qtbot, table: Table) -> None:
    cards = deal(table)
    marker = table.add(PileMarker(table, "↻"))
    marker.place(1.0, 3.0)
    before_width = table.card_width
    before = [QPointF(centre(card)) for card in cards]
    with qtbot.waitSignal(table.laid_out, timeout=2000):
        table.resize(900, 700)
    qtbot.waitUntil(lambda: table.card_width > before_width)
    assert table.card_width >= 2 * before_width
    for card, old in zip(cards, before):
        assert close(centre(card), table.to_scene(card.unit_pos))
        assert card.pos() != old
        assert card.size()[0] == table.card_width
    assert close(
        marker.pos() + QPointF(table.card_width / 2, table.card_width * ASPECT / 2), table.to_scene(QPointF(1, 3))
    )


def test_a_stretching_table_grows_wider_with_the_window(qtbot, table: Table) -> None:
    """A game that sets ``widest`` gets a wider table in a wide window, the cards as large
    as the height allows, and never more than ``widest`` card widths."""
    table.widest = 14.0
    table.resize(600, 300)
    qtbot.waitUntil(lambda: table.viewport().width() == 600)
    span_h = 4 + 2 * table.margin
    assert table.card_width == int(300 / span_h)
    assert table.width_units == pytest.approx(600 / table.card_width - 2 * table.margin)
    table.resize(2000, 300)
    qtbot.waitUntil(lambda: table.viewport().width() == 2000)
    assert table.width_units == 14.0 and table.origin.x() == pytest.approx((2000 - 14 * table.card_width) / 2)


def test_resizing_smaller_keeps_a_minimum(qtbot, table: Table) -> None:
    table.resize(table.minimumSize())
    qtbot.waitUntil(lambda: table.viewport().width() <= 320)
    assert table.card_width >= 12
    assert table.card_width * (6 + 2 * table.margin) <= table.viewport().width()


def test_table_text_is_centred_on_its_place(table: Table) -> None:
    text = table.add(TableText(table, "Score: 120"))
    text.place(3, 2)
    w, h = text.size()
    assert w > 0 and h > 0
    assert close(text.pos() + QPointF(w / 2, h / 2), table.to_scene(QPointF(3, 2)))
    text.set_text("")
    assert text.size() == (0.0, 0.0)


def test_a_message_over_cards_hides_them(qtbot, table: Table) -> None:
    """A felt message (Hearts' "No passing this hand" over the trick) is not see-through:
    the card under it does not show through its plate."""
    from PySide6.QtGui import QColor

    from qtcards.table import FeltMessage

    message = table.add(FeltMessage(table))
    message.place(3, 2)
    message.say("No passing this hand")
    corner = message.pos() + QPointF(message.size()[1] * 0.7, message.size()[1] * 0.1)  # above the words
    seen = []
    for card_there in (False, True):
        if card_there:
            card = table.add_card(Face(12, HEARTS))
            card.setPos(corner - QPointF(card.size()[0] / 2, card.size()[1] / 2))
        qtbot.wait(1)
        seen.append(QColor(table.viewport().grab().toImage().pixel(table.mapFromScene(corner))).getRgb())
    assert seen[0] == seen[1], seen


def test_remove_and_clear(table: Table) -> None:
    cards = deal(table)
    table.remove(cards[0])
    assert cards[0] not in table.items_on_table
    assert len([item for item in table.scene().items() if item is not table.focus_ring]) == 3
    table.clear_table()
    assert table.items_on_table == []
    assert table.scene().items() == [table.focus_ring]  # (the keyboard's ring: the table's own, not an item on it)


# ----- the deck renderer ---------------------------------------------------------------------


@pytest.mark.parametrize("size", [(400, 300), (401, 299), (1180, 760)])
def test_felt_is_the_radial_glow_everywhere(qtbot, table: Table, size: tuple[int, int]) -> None:
    """The felt is the radial glow on every pixel, edges and corners included (to within
    tests/support/imaging.py's tolerance: gradients are rasterised a little differently by
    machine)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QPainter, QRadialGradient

    table.resize(*size)
    qtbot.waitUntil(lambda: table.viewport().size().width() == size[0])
    shown = table.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    width, height = shown.width(), shown.height()
    wanted = QImage(width, height, QImage.Format.Format_RGB32)
    glow = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.75)
    glow.setColorAt(0.0, table.felt.lighter(135))
    glow.setColorAt(0.6, table.felt)
    glow.setColorAt(1.0, table.felt.darker(190))
    painter = QPainter(wanted)
    painter.fillRect(QRectF(0, 0, width, height), glow)
    painter.end()
    xs = [*range(0, width, 7), width - 1]
    ys = [*range(0, height, 7), height - 1]
    worst = 0
    for y in ys:
        for x in xs:
            a, b = QColor(shown.pixel(x, y)), QColor(wanted.pixel(x, y))
            worst = max(worst, abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))
    assert worst <= LEVELS


@pytest.mark.parametrize("angle", [90, -90, 180, 270])
def test_turned_card_shows_where_and_how_its_turn_puts_it(qtbot, table: Table, angle: int) -> None:
    """A card turned by quarter turns is copied from a turned pixmap: the same place and
    the same way round as the upright face drawn through the turn (within a pixel)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor

    card = table.add_card(Face(1, HEARTS))
    card.place(2.37, 1.81)  # a place off the pixel grid
    w, h = card.size()
    card.setTransformOriginPoint(w / 2, h / 2)
    card.setRotation(angle)
    shown = table.viewport().grab().toImage()
    expected = card.mapToScene(QRectF(0, 0, w, h)).boundingRect()
    paper = [
        (x, y)
        for y in range(shown.height())
        for x in range(shown.width())
        if min(QColor(shown.pixel(x, y)).getRgb()[:3]) > 200
    ]
    xs, ys = [x for x, _ in paper], [y for _, y in paper]
    assert abs(min(xs) - expected.left()) <= 1.5 and abs(max(xs) + 1 - expected.right()) <= 1.5
    assert abs(min(ys) - expected.top()) <= 1.5 and abs(max(ys) + 1 - expected.bottom()) <= 1.5
    # The big heart in the middle and the red "A" in the top-left corner of the face:
    # the corner must be where the turn takes the face's own top-left corner.
    corner = card.mapToScene(QPointF(w * 0.1, h * 0.07)).toPoint()
    near = [QColor(shown.pixel(corner.x() + dx, corner.y() + dy)) for dx in range(-3, 4) for dy in range(-3, 4)]
    assert sum(c.red() > 150 and c.green() < 90 for c in near) >= 5, corner
    far = card.mapToScene(QPointF(w * 0.9, h * 0.07)).toPoint()  # the corner the turn leaves white
    assert all(QColor(shown.pixel(far.x() + dx, far.y() + dy)).green() > 200 for dx in (-1, 0, 1) for dy in (-1, 0, 1))

    # The big heart points the right way: red low in the middle of the face, the cleft
    # between its lobes above (a face turned the wrong way round shows them swapped).
    def is_red(x: float, y: float) -> bool:
        colour = QColor(shown.pixel(card.mapToScene(QPointF(w * x, h * y)).toPoint()))
        return colour.red() > 150 and colour.green() < 90

    assert is_red(0.5, 0.62) and not is_red(0.5, 0.38)
    assert table.renderer.cached() == 1  # the turned copy is not a second rendered face


def test_renderer_paints_52_distinct_faces_and_a_back(qapp) -> None:
    renderer = DeckRenderer()
    digests = {image_digest(renderer.pixmap(face, 72)) for face in ALL_FACES}
    assert len(digests) == 52
    back = renderer.pixmap(None, 72)
    assert image_digest(back) not in digests
    assert (back.width(), back.height()) == (72, round(72 * ASPECT))
    assert renderer.cached() == 53


def test_face_is_not_blank(qapp) -> None:
    image = DeckRenderer().pixmap(Face(12, SPADES), 80).toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)}
    assert len(colours) > 10


def test_renderer_caches_per_size(qapp) -> None:
    renderer = DeckRenderer()
    first = renderer.pixmap(Face(1, HEARTS), 60)
    assert renderer.cached() == 1
    assert renderer.pixmap(Face(1, HEARTS), 60) is first
    renderer.pixmap(Face(2, HEARTS), 60)
    renderer.pixmap(None, 60)
    assert renderer.cached() == 3
    assert renderer.pixmap(None, 60) is renderer.pixmap(None, 60)
    assert renderer.cached() == 3


def test_renderer_drops_old_sizes(qapp) -> None:
    renderer = DeckRenderer()
    for face in ALL_FACES[:10]:
        renderer.pixmap(face, 60)
    assert renderer.cached() == 10
    bigger = renderer.pixmap(Face(1, CLUBS), 90)
    assert renderer.cached() == 1
    assert bigger.width() == 90
    renderer.pixmap(Face(1, CLUBS), 90, 2.0)  # another device pixel ratio is another size
    assert renderer.cached() == 1


def test_renderer_honours_the_device_pixel_ratio(qapp) -> None:
    pixmap = DeckRenderer().pixmap(Face(5, HEARTS), 50, 2.0)
    assert pixmap.devicePixelRatio() == 2.0
    assert (pixmap.width(), pixmap.height()) == (100, round(50 * ASPECT * 2))


def test_table_drops_old_sizes_on_resize(qtbot, table: Table) -> None:
    cards = deal(table)
    table.viewport().repaint()
    assert table.renderer.cached() == 4
    old_width = table.card_width
    table.resize(900, 700)
    qtbot.waitUntil(lambda: table.card_width != old_width)
    table.viewport().repaint()
    # Four cards at the new size only (the old size's four pixmaps are gone) ...
    assert table.renderer.cached() == 4
    # ... and they are the new size's: asking for one paints nothing new.
    ratio = table.viewport().devicePixelRatioF()
    assert table.renderer.pixmap(cards[0].face, table.card_width, ratio).width() == round(table.card_width * ratio)
    assert table.renderer.cached() == 4


# ----- card states and clicks ------------------------------------------------------------------


def test_lifted_and_sunk_move_the_card(qtbot, table: Table) -> None:
    card = deal(table)[2]
    rest = QPointF(card.pos())
    height = card.size()[1]

    card.set_state(lifted=True)
    assert card.is_moving()
    qtbot.waitUntil(lambda: not card.is_moving(), timeout=3000)
    assert close(card.pos(), rest - QPointF(0, CardItem.LIFT * height))

    card.set_state(lifted=False, sunk=True)
    qtbot.waitUntil(lambda: not card.is_moving(), timeout=3000)
    assert close(card.pos(), rest + QPointF(0, CardItem.SINK * height))

    card.set_state(sunk=False)
    qtbot.waitUntil(lambda: not card.is_moving(), timeout=3000)
    assert close(card.pos(), rest)


def test_flags_that_do_not_move_do_not_animate(table: Table) -> None:
    card = deal(table)[0]
    rest = QPointF(card.pos())
    card.set_state(outlined=True, dimmed=True, focused=True, face_up=False)
    assert not card.is_moving()
    assert card.pos() == rest
    assert (card.outlined, card.dimmed, card.focused, card.face_up) == (True, True, True, False)
    with pytest.raises(AttributeError):
        card.set_state(shiny=True)


def test_lifted_card_is_relaid_out_lifted(qtbot, table: Table) -> None:
    card = deal(table)[1]
    card.set_state(lifted=True)
    old_width = table.card_width
    table.resize(800, 600)
    qtbot.waitUntil(lambda: not card.is_moving() and table.card_width > old_width, timeout=3000)
    assert close(card.pos(), card.target())
    assert close(centre(card) + QPointF(0, CardItem.LIFT * card.size()[1]), table.to_scene(card.unit_pos))


def test_move_to_glides_to_the_new_place(qtbot, table: Table) -> None:
    card = deal(table)[0]
    card.move_to(3, 2)
    assert card.is_moving()
    qtbot.waitUntil(lambda: not card.is_moving(), timeout=3000)
    assert close(centre(card), table.to_scene(QPointF(3, 2)))
    card.move_to(1, 1, animate=False)
    assert not card.is_moving()
    assert close(centre(card), table.to_scene(QPointF(1, 1)))


def test_click_on_the_viewport_emits_clicked(qtbot, table: Table) -> None:
    cards = deal(table)
    target = cards[2]
    seen: list[object] = []
    for card in cards:
        card.clicked.connect(seen.append)
    point = table.mapFromScene(target.sceneBoundingRect().center())
    with qtbot.waitSignal(target.clicked, timeout=2000) as blocker:
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [target]
    assert seen == [target]


def test_right_click_and_empty_felt_emit_nothing(qtbot, table: Table) -> None:
    cards = deal(table)
    with qtbot.assertNotEmitted(cards[2].clicked):
        point = table.mapFromScene(cards[2].sceneBoundingRect().center())
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.RightButton, pos=point)
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(QPointF(2, 2)))
