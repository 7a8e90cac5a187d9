"""The rules pages read as pages: a contents that jumps to each heading, spaced lines, a
book's measure however wide the pane, and the small pictures of the table a player needs."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextBlockFormat
from qtcards_heart_to_heart.rules_page import rules_html as hh_rules
from qtcards_hearts.rules_page import rules_html as hearts_rules

from qtcards.i18n import languages
from qtcards.kit.rich_text import safe_html
from qtcards.window.rules_pane import LINE_HEIGHT, READING_MEASURE, PageBrowser


def page_in(language: str, rules) -> str:
    try:
        languages.install(language)
        return rules()
    finally:
        languages.install("en")


@pytest.mark.parametrize("rules", [hh_rules, hearts_rules])
def test_the_contents_link_to_every_heading_and_nothing_else(qapp, rules) -> None:
    html = rules()
    headings = re.findall(r'<h3><a name="([\w-]+)"></a>(.*?)</h3>', html)
    links = re.findall(r'<a href="#([\w-]+)">(.*?)</a>', html)
    assert len(headings) >= 8 and links == headings  # one link per heading, same words, same order
    assert safe_html(html) == html  # internal links survive the whitelist
    assert safe_html('<a href="http://example.com/" name="x">out</a>') == '<a name="x">out</a>'
    assert safe_html('<a href="file:///etc/passwd">out</a>') == "out"


@pytest.mark.parametrize("language", ["en", "ko", "ru"])
def test_heart_to_heart_draws_its_heart_and_hearts_its_seats(qapp, language: str) -> None:
    hh = page_in(language, hh_rules)
    drawing = re.search(r"<pre>(.*?)</pre>", hh, re.S).group(1).splitlines()
    numbers = [[int(n) for n in line.split()] for line in drawing[:7]]
    assert numbers == [[1, 2, 3, 4], list(range(5, 11)), list(range(11, 16))] + [
        list(range(16, 20)),
        [20, 21, 22],
        [23, 24],
        [25],
    ]
    assert drawing[0].index("1") < drawing[1].index("6")  # the lobes stick out, the tip is in the middle
    assert abs(drawing[6].index("25") - (drawing[1].index("7") + drawing[1].index("8")) / 2) < 2
    stock, waste = {"en": ("Stock", "Waste"), "ko": ("뽑기 더미", "버린 카드 더미"), "ru": ("Колода", "Сброс")}[
        language
    ]
    assert drawing[-1].startswith(stock) and drawing[-1].endswith(waste)
    hearts = page_in(language, hearts_rules)
    seats = re.search(r"<pre>(.*?)</pre>", hearts, re.S).group(1).splitlines()
    you = {"en": "You", "ko": "당신", "ru": "Вы"}[language]
    assert "CPU 2" in seats[0] and you in seats[-1]
    middle = seats[len(seats) // 2]
    assert middle.index("CPU 1") < middle.index("CPU 3")  # CPU 1 on your left, CPU 3 on your right
    assert hearts.count("CPU 1") > 2 and ("12…" in hearts)  # the passes, hand by hand


def test_the_page_jumps_to_a_heading_keeps_its_measure_and_spaces_its_lines(qtbot) -> None:
    browser = PageBrowser()
    qtbot.addWidget(browser)
    browser.resize(1600, 500)  # far wider than a line should be
    browser.show()
    browser.set_page(safe_html(hh_rules()))
    layout_width = browser.document().documentLayout().documentSize().width()
    frame = browser.document().rootFrame().frameFormat()
    text_width = layout_width - frame.leftMargin() - frame.rightMargin()
    assert text_width <= browser.fontMetrics().averageCharWidth() * (READING_MEASURE + 2)
    assert frame.leftMargin() > 100  # the column in the middle, not a 200-character line
    spaced = pre = 0
    block = browser.document().begin()
    while block.isValid():
        form = block.blockFormat()
        if form.nonBreakableLines():
            pre += 1
            assert form.lineHeight() in (0, 100)  # the drawing's lines stay together
        elif block.text():
            spaced += 1
            assert form.lineHeightType() == QTextBlockFormat.LineHeightTypes.ProportionalHeight.value
            assert form.lineHeight() == LINE_HEIGHT
        block = block.next()
    assert spaced > 20 and pre >= 8
    assert browser.verticalScrollBar().value() == 0
    browser.anchorClicked.emit(QUrl("#section-8"))  # a link of the contents
    qtbot.waitUntil(lambda: browser.verticalScrollBar().value() > 0)
    top = browser.cursorForPosition(browser.viewport().rect().topLeft()).block().text()
    assert top == "What the app does"  # the heading at the top of the page's view
    scrolled = browser.verticalScrollBar().value()
    browser.anchorClicked.emit(QUrl("https://example.com/#section-1"))  # a link out of the page: nothing
    assert browser.verticalScrollBar().value() == scrolled
