"""A player's or a plugin's words are shown as they are written: tags stay text, nothing
is loaded, long texts are cut. Hostile rules pages and panels (``file:///dev/zero``,
5,000 nested tables, a 1 MB title) are shown in a process of their own, so that a
regression cannot take pytest down."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QTextDocument
from PySide6.QtWidgets import QLabel, QMessageBox, QTextBrowser, QWidget

from qtcards.kit.rich_text import MAX_DEPTH, MAX_TABLES, safe_html
from qtcards.plugin_host.registry import GameRegistry, PluginError, validate
from qtcards.table.plain_text import TITLE_LIMIT, cut
from tests.host.plugin_fakes import make_game
from tests.host.test_cli import ROOT

TAGS = '<b>bold</b><img src="file:///etc/hostname">'


def test_the_deal_dialog_quotes_what_was_typed_as_text(qtbot, make_window) -> None:
    from qtcards_heart_to_heart import plugin

    registry = GameRegistry()
    assert registry.add_plugin(plugin, "heart-to-heart")
    window = make_window(registry)
    assert window.open_game("heart-to-heart")
    window.view.deals.ask()
    dialog = window.view.deals.dialog
    dialog.field.setText(TAGS)
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert dialog.error_row.isVisible() and dialog.error.textFormat() == Qt.TextFormat.PlainText
    assert "<b>bold</b><img" in dialog.error.text()
    dialog.field.setText("x" * 30000)
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert "x" * 39 + "…" in dialog.error.text() and len(dialog.error.text()) < 200
    dialog.reject()


def panel(qtbot, title: str, text: str):
    from qtcards.kit.panel import ResultPanel

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(800, 600)
    host.show()
    box = ResultPanel(host, title, text, [("OK", lambda: None)])
    box.open()
    box.host = host  # (kept alive with the panel)
    return box


def test_a_panel_shows_a_plugin_title_and_text_as_text_and_cut(qtbot) -> None:
    box = panel(qtbot, TAGS, TAGS)
    assert box.title.textFormat() == Qt.TextFormat.PlainText and box.title.text() == TAGS
    assert box.body.textFormat() == Qt.TextFormat.RichText and "img" not in box.body.text()  # a score sheet, no image
    long = panel(qtbot, "t" * 1_000_000, "line\n" * 100_000)
    assert long.title.text().endswith("…") and len(long.title.text()) <= TITLE_LIMIT
    assert long.body.textFormat() == Qt.TextFormat.PlainText and long.body.text().count("\n") < 30
    assert long.width() <= 800
    for shown in (box, long):
        shown.close()
    qtbot.waitUntil(lambda: not box.isVisible() and not long.isVisible())


def test_a_notice_and_the_fault_box_are_plain_text(qtbot, make_window) -> None:
    window = make_window(GameRegistry())
    window.notify(TAGS)
    box = [b for b in window.findChildren(QMessageBox) if b.isVisible()][-1]
    assert box.textFormat() == Qt.TextFormat.PlainText and box.text() == TAGS
    window.notify("n" * 1_000_000)
    assert len(window.notices[-1]) <= 2000


def test_option_labels_and_info_fields_of_a_plugin_are_plain_text(qtbot) -> None:
    from qtcards.kit.game import InfoField
    from qtcards.kit.options import ChoiceOption, OptionValues
    from qtcards.window.dialogs import SettingsDialog
    from qtcards.window.infobar import InfoBar

    option = ChoiceOption("deck", TAGS, "a", note=TAGS, choices=(("a", "A"),))
    game = make_game("golf", options=(option,))
    dialog = SettingsDialog("en", lambda _l: None, [(game, OptionValues("golf", game.options))])
    qtbot.addWidget(dialog)
    shown = [label for label in dialog.findChildren(QLabel) if label.text() == TAGS]
    assert len(shown) == 2 and all(label.textFormat() == Qt.TextFormat.PlainText for label in shown)
    bar = InfoBar()
    qtbot.addWidget(bar)
    bar.show_fields(None, (InfoField("score", TAGS),))
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in bar.findChildren(QLabel))


def test_a_title_longer_than_the_limit_is_refused_at_registration() -> None:
    with pytest.raises(PluginError, match="title of over"):
        validate(make_game("golf", title="G" * (TITLE_LIMIT + 1)), {})


@pytest.mark.parametrize("description", ["two\nlines", "D" * 201, 7])
def test_a_description_of_more_than_one_line_is_refused_at_registration(description) -> None:
    with pytest.raises(PluginError, match="description"):
        validate(make_game("golf", description=description), {})


def test_safe_html_keeps_simple_tags_and_drops_what_loads_or_runs() -> None:
    html = (
        '<h2 style="background:url(file:///dev/zero)">T</h2><p>a<img src="file:///dev/zero">b</p>'
        '<link rel="stylesheet" href="file:///etc/passwd"><style>p { x }</style><script>alert(1)</script>'
        '<table background="file:///dev/zero" cellpadding="5"><tr><td align="right" bgcolor="red">1</td></tr></table>'
        '<a href="http://example.com/">link</a> &lt;kept&gt;'
    )
    assert safe_html(html) == (
        '<h2>T</h2><p>ab</p><table cellpadding="5"><tr><td align="right">1</td></tr></table>link &lt;kept&gt;'
    )
    deep = safe_html("<table><tr><td>" * 5000 + "x")
    assert deep.count("<table>") <= MAX_DEPTH and "x" in deep
    # tables nest at most MAX_TABLES deep (200 nests of 8 froze the window 1.8 s); the
    # text of those further in stays, and the tables after them are whole again
    nested = "<table><tr><td>" * 5 + "in" + "</td></tr></table>" * 5
    assert safe_html(nested + "<table><tr><td>after</td></tr></table>") == (
        "<table><tr><td>" * MAX_TABLES
        + "in"
        + "</td></tr></table>" * MAX_TABLES
        + "<table><tr><td>after</td></tr></table>"
    )
    assert len(safe_html("<p>" + "w" * 1_000_000, limit=1000)) < 1100
    assert cut("abcdef", 4) == "abc…" and cut("a\nb\nc", 100, lines=2) == "a\nb…"


def test_the_built_in_rules_pages_come_out_of_safe_html_unchanged(qtbot) -> None:
    def as_document(html: str) -> str:
        document = QTextDocument()
        document.setHtml(html)
        return document.toHtml()

    from qtcards_golf.rules_page import rules_html as golf_rules
    from qtcards_heart_to_heart.rules_page import rules_html as hh_rules
    from qtcards_hearts.rules_page import rules_html as hearts_rules

    sheet = (
        "<p><b>You shot the moon.</b></p><table cellspacing='0' cellpadding='5'><tr><th></th>"
        "<th align='right'>Total</th></tr><tr><td>You</td><td align='right'><b>3</b></td></tr></table>"
    )
    for html in (hearts_rules(), hh_rules(), golf_rules(), sheet):
        assert as_document(safe_html(html)) == as_document(html)


def test_the_rules_browser_loads_no_image_even_one_it_is_given(qtbot, tmp_path: Path) -> None:
    from qtcards.window.rules_pane import SealedBrowser

    picture = tmp_path / "big.png"
    image = QImage(400, 300, QImage.Format.Format_RGB32)
    image.fill(QColor("red"))
    assert image.save(str(picture))
    heights = []
    for browser in (QTextBrowser(), SealedBrowser()):
        qtbot.addWidget(browser)
        browser.setHtml(f'<p><img src="{picture.as_uri()}"></p><p><img src="{picture}"></p>')
        browser.show()
        browser.grab()
        heights.append(browser.document().size().height())
    assert heights[0] > 500 and heights[1] < 100  # Qt's own loads both; the sealed one neither


HOSTILE = r"""
import json, resource, sys
resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))  # a regression fails, not the machine
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
from qtcards.window.rules_pane import RulesPane
from qtcards.kit.panel import ResultPanel
cases = {
    "dev-zero": ("Rules", '<p>a<img src="file:///dev/zero"></p><table background="file:///dev/zero"><tr><td>b</td></tr></table>'),
    "nested": ("Rules", "<table><tr><td>" * 5000 + "deep"),
    "title": ("T" * 1_000_000, "<p>" + "word " * 200_000 + "</p>"),
}
seen = {}
for name, (title, html) in cases.items():
    dialog = RulesPane()
    dialog.set_page(title, html)
    dialog.show()
    app.processEvents()
    dialog.grab()
    host = QWidget()
    host.resize(800, 600)
    host.show()
    box = ResultPanel(host, title, html, [("OK", lambda: None)])
    box.open()
    app.processEvents()
    host.grab()
    seen[name] = [
        len(dialog.windowTitle()),
        dialog.browser.toPlainText().strip()[-20:],
        len(box.title.text()),
        box.body.text().count("<table"),
    ]
print(json.dumps(seen))
"""


def test_hostile_rules_pages_and_panels_are_bounded() -> None:
    env = {"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": f"{ROOT}:{ROOT / 'plugins'}", "PATH": "/usr/bin:/bin"}
    result = subprocess.run([sys.executable, "-c", HOSTILE], capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["dev-zero"][1].endswith("b")
    assert seen["nested"][1].endswith("deep") and seen["nested"][3] <= MAX_DEPTH
    assert seen["title"][0] < 200 and seen["title"][2] <= TITLE_LIMIT and seen["title"][1].endswith("…")


def test_a_tool_tip_shows_a_path_word_for_word(qtbot) -> None:
    """A deck's folder in the Appearance list's tool tip: Qt takes a tool tip for rich text
    when it looks like it, so a folder named ``<b>x`` showed a bold x."""
    from PySide6.QtGui import QTextDocument

    from qtcards.table.plain_text import tooltip

    where = "/home/me/decks/<b>x</b> & <img src=a>"
    page = QTextDocument()
    page.setHtml(tooltip(where))
    assert page.toPlainText() == where


def test_a_game_action_of_a_megabyte_is_cut_in_the_game_menu(qtbot) -> None:
    """A game's words in the Game menu: a megabyte of an action's text made it a wall."""
    from PySide6.QtGui import QAction

    from qtcards.plugin_host import boundary

    action = QAction("Deal " + "x" * 1_000_000)
    short = QAction("Hint")
    assert boundary.game_actions([action, short]) == [action, short]
    assert len(action.text()) <= 120 and action.text().endswith("…") and short.text() == "Hint"
