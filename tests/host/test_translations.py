"""The translation catalogues: complete, well-formed, compiled, and in step with the code.

``tools/translations.py`` updates ``translations/*.ts`` (lupdate) and compiles
``qtcards/i18n/qtcards_LANG.qm`` (lrelease); every catalogue, the English plural forms
too, is translated by hand. These tests fail when a message is left unfinished or empty,
when a plural message has the wrong number of forms for its language, when an English
form still says "(s)", when a placeholder is lost or changed, when a shipped ``.qm`` is
not the compilation of its ``.ts``, when the code holds a string the catalogues lack,
and when the code holds a count lupdate cannot read as a plural.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from qtcards.kit.catalogues import hidden_calls
from qtcards.kit.linguist import LUPDATE_OPTIONS, tool, unseen_plurals

ROOT = Path(__file__).resolve().parents[2]
QM_FOLDER = ROOT / "qtcards" / "i18n"
SOURCES = [ROOT / "qtcards", ROOT / "plugins"]

#: language -> (.ts file, language attribute, number of plural forms, lupdate extra options)
CATALOGUES = {
    "ko": (ROOT / "translations" / "qtcards_ko.ts", "ko_KR", 1, []),
    "ru": (ROOT / "translations" / "qtcards_ru.ts", "ru_RU", 3, []),
    "en": (ROOT / "translations" / "plurals" / "qtcards_en.ts", "en_US", 2, ["-pluralonly"]),
}
LANGUAGES = list(CATALOGUES)

#: {0}, {rank}, {1!r}... ; %n and %Ln ; %1..%99 ; HTML tags.
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%L?n|%\d{1,2}|</?[A-Za-z][^<>]*>")


def qt_tool(name: str) -> str:
    """A Qt tool from the same environment as this Python (or from PATH)."""
    found = tool(name)
    if not Path(found).exists() and shutil.which(found) is None:
        pytest.skip(f"{name} is not installed")
    return found


def messages(path: Path) -> list[tuple[str, ET.Element]]:
    """Every message of a .ts file with its context name."""
    root = ET.parse(path).getroot()
    return [
        (context.findtext("name") or "", message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def unfinished(path: Path) -> list[str]:
    """The messages of a .ts file still marked unfinished, as "context: source"."""
    return [
        f"{context}: {message.findtext('source')!r}"
        for context, message in messages(path)
        if message.find("translation").get("type") == "unfinished"
    ]


def placeholders(text: str) -> list[str]:
    """The placeholders of a text, in sorted order (translations may reorder them)."""
    return sorted(PLACEHOLDER.findall(text or ""))


# ----- the .ts files ---------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_language_attribute(language: str) -> None:
    """lrelease needs it for the plural rules (without it Russian keeps only one form)."""
    path, attribute, _forms, _options = CATALOGUES[language]
    assert ET.parse(path).getroot().get("language") == attribute


@pytest.mark.parametrize("language", LANGUAGES)
def test_has_messages(language: str) -> None:
    path = CATALOGUES[language][0]
    found = messages(path)
    assert found, f"{path.name} has no messages"
    if language == "en":
        assert all(m.get("numerus") == "yes" for _c, m in found), "the English catalogue holds plurals only"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_unfinished_messages(language: str) -> None:
    path = CATALOGUES[language][0]
    assert unfinished(path) == [], f"unfinished in {path.name}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_empty_translations(language: str) -> None:
    """An empty form makes Qt fall back to English for every n, silently."""
    path, _attribute, forms, _options = CATALOGUES[language]
    problems = []
    for context, message in messages(path):
        where = f"{context}: {message.findtext('source')!r}"
        translation = message.find("translation")
        if message.get("numerus") == "yes":
            texts = [form.text or "" for form in translation.findall("numerusform")]
            if len(texts) != forms:
                problems.append(f"{where}: {len(texts)} plural forms, {language} needs {forms}")
            if any(not text.strip() for text in texts):
                problems.append(f"{where}: an empty plural form")
        else:
            if translation.findall("numerusform"):
                problems.append(f"{where}: plural forms on a message that is not plural")
            if not (translation.text or "").strip():
                problems.append(f"{where}: empty translation")
    assert problems == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_contexts_are_class_names(language: str) -> None:
    """lupdate takes a dotted name before ``tr`` for the context ("QCoreApplication.self"
    when a ``self.tr`` follows a ``QCoreApplication.translate`` in one statement), which
    no class at run time has."""
    contexts = {context for context, _ in messages(CATALOGUES[language][0])}
    assert [context for context in contexts if not context.isidentifier()] == []


def test_english_forms_are_written_out() -> None:
    """Singular and plural in words ("1 game plugin ... was disabled"), no "(s)" filler."""
    path = CATALOGUES["en"][0]
    filled = [
        f"{context}: {form.text!r}"
        for context, message in messages(path)
        for form in message.find("translation").findall("numerusform")
        if "(s)" in (form.text or "") or "(es)" in (form.text or "")
    ]
    assert filled == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_kept(language: str) -> None:
    """{0}, {rank}, %n, %1 and HTML tags survive translation, each form on its own."""
    path = CATALOGUES[language][0]
    problems = []
    for context, message in messages(path):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if message.get("numerus") == "yes":
            texts = [form.text or "" for form in translation.findall("numerusform")]
            assert "%n" in source, f"{context}: {source!r} is plural without %n"
        else:
            texts = [translation.text or ""]
        for text in texts:
            if placeholders(text) != placeholders(source):
                problems.append(f"{context}: {source!r} -> {text!r}")
    assert problems == []


def test_placeholder_pattern() -> None:
    """The checker itself sees what it must see."""
    assert placeholders("{rank} of {suit}") == ["{rank}", "{suit}"]
    assert placeholders("%n move(s)") == ["%n"]
    assert placeholders("Undo %1") == ["%1"]
    assert placeholders("<h3>qtcards {0}</h3>") == ["</h3>", "<h3>", "{0}"]
    assert placeholders("“{0}” and 100%") == ["{0}"]


# ----- the compiled .qm files ------------------------------------------------------------------


def compile_fresh(language: str, tmp_path: Path) -> bytes:
    path = CATALOGUES[language][0]
    qm = tmp_path / f"qtcards_{language}.qm"
    subprocess.run([qt_tool("pyside6-lrelease"), "-silent", str(path), "-qm", str(qm)], check=True)
    return qm.read_bytes()


@pytest.mark.parametrize("language", LANGUAGES)
def test_qm_is_compiled_from_ts(language: str, tmp_path: Path) -> None:
    """The shipped .qm is byte for byte what lrelease makes of the .ts today.

    Modification times alone cannot tell: a fresh clone gives every file the checkout
    time, in any order.
    """
    shipped = QM_FOLDER / f"qtcards_{language}.qm"
    assert shipped.exists(), f"{shipped} is missing: run python -m tools.translations"
    assert compile_fresh(language, tmp_path) == shipped.read_bytes(), (
        f"{shipped.name} is stale: run python -m tools.translations"
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_qm_not_older_than_ts(language: str, tmp_path: Path) -> None:
    """A .qm older than its .ts is fine only when its content is still current."""
    ts = CATALOGUES[language][0]
    qm = QM_FOLDER / f"qtcards_{language}.qm"
    newer = qm.stat().st_mtime >= ts.stat().st_mtime
    assert newer or compile_fresh(language, tmp_path) == qm.read_bytes(), (
        f"{qm.name} is older than {ts.name} and differs: run python -m tools.translations"
    )


# ----- the code against the catalogues ---------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_code_has_no_untranslated_strings(language: str, tmp_path: Path) -> None:
    """lupdate over the code adds nothing new to a copy of the .ts file."""
    path, _attribute, _forms, options = CATALOGUES[language]
    copy = tmp_path / path.name
    shutil.copy2(path, copy)
    subprocess.run(
        [qt_tool("pyside6-lupdate"), *LUPDATE_OPTIONS, *options, *map(str, SOURCES), "-ts", str(copy)],
        check=True,
        capture_output=True,
    )
    assert messages(copy), "lupdate found no messages"
    assert unfinished(copy) == [], f"strings in the code missing from {path.name}: run python -m tools.translations"


def test_every_count_is_read_as_a_plural() -> None:
    """lupdate reads a count only from ``tr(text, "", n)``: a QCoreApplication.translate
    with a count becomes a message without plural forms, or none (the player reads English)."""
    assert unseen_plurals(SOURCES) == []


def test_no_translation_call_is_hidden_behind_an_alias() -> None:
    """lupdate finds translation calls by name: ``tr = QCoreApplication.translate`` leaves
    every string called through ``tr`` out of the catalogues."""
    assert hidden_calls(SOURCES) == []


# ----- at run time -----------------------------------------------------------------------------


def moves(n: int) -> str:
    return QCoreApplication.translate("HeartToHeartView", "%n move(s)", "", n)


def test_plural_forms_at_run_time(qapp) -> None:
    from qtcards.i18n import languages as translation

    try:
        assert translation.install("ru") == "ru"
        assert [moves(n) for n in (1, 3, 5, 11, 21, 22, 0)] == [
            "1 ход",
            "3 хода",
            "5 ходов",
            "11 ходов",
            "21 ход",
            "22 хода",
            "0 ходов",
        ]
        assert QCoreApplication.translate("MainWindow", "&Game") == "&Игра"
        assert translation.install("ko") == "ko"
        assert [moves(n) for n in (1, 5)] == ["1수", "5수"]
        assert QCoreApplication.translate("MainWindow", "&Game") == "게임(&G)"
        assert translation.install("en") == "en"
        assert [moves(n) for n in (1, 5, 0)] == ["1 move", "5 moves", "0 moves"]
    finally:
        translation.install("en")


def test_a_screen_reader_hears_counts_in_the_player_s_words(qapp) -> None:
    """Heart to Heart's stock and waste counts, translated with their plural forms."""
    from qtcards.i18n import languages as translation

    def said(n: int) -> tuple[str, str]:
        stock = QCoreApplication.translate("HeartToHeartView", "%n card(s); Enter draws one", "", n)
        return stock, QCoreApplication.translate("HeartToHeartView", "%n card(s) on the waste", "", n)

    try:
        translation.install("ru")
        assert [said(n) for n in (1, 3, 11)] == [
            ("1 карта; Enter берёт одну", "1 карта в сбросе"),
            ("3 карты; Enter берёт одну", "3 карты в сбросе"),
            ("11 карт; Enter берёт одну", "11 карт в сбросе"),
        ]
        translation.install("ko")
        assert said(2) == ("2장. Enter 키를 누르면 한 장 뽑습니다", "버린 카드 더미에 2장")
        translation.install("en")
        assert [said(n) for n in (1, 2)] == [
            ("1 card; Enter draws one", "1 card on the waste"),
            ("2 cards; Enter draws one", "2 cards on the waste"),
        ]
    finally:
        translation.install("en")


def test_card_names_read_as_sentences_in_each_language(qapp) -> None:
    from qtcards.i18n import languages as translation
    from qtcards.table import HEARTS, SPADES, Face, card_name

    try:
        translation.install("ru")
        assert [card_name(Face(4, HEARTS)), card_name(Face(11, SPADES))] == ["четвёрка червей", "валет пик"]
        translation.install("ko")
        assert card_name(Face(4, HEARTS)) == "하트 4"
    finally:
        translation.install("en")
    assert card_name(Face(4, HEARTS)) == "4 of hearts"


def test_qt_s_own_ok_button_reads_in_the_player_s_letters(qapp) -> None:
    """Qt's Russian catalogue leaves "OK" in Latin letters; ours says "ОК" (qtcards/i18n/qt_words.py)."""
    from PySide6.QtWidgets import QDialogButtonBox

    from qtcards.i18n import languages as translation
    from qtcards.i18n.qt_words import WORDS

    try:
        for language, ok in (("ru", "ОК"), ("ko", "확인"), ("en", "OK")):
            translation.install(language)
            assert {QCoreApplication.translate(context, text) for context, text in WORDS} == {ok}
            box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
            assert box.button(QDialogButtonBox.StandardButton.Ok).text().replace("&", "") == ok
    finally:
        translation.install("en")


def test_korean_letters_and_digits_come_from_one_face(qapp) -> None:
    """In Korean the app writes in a face that has Hangul itself, so "0수" is one face."""
    from PySide6.QtGui import QFontDatabase, QGuiApplication

    from qtcards.i18n import fonts, languages as translation

    if not fonts.korean_face():
        pytest.skip("no face with Hangul installed (fonts-noto-cjk)")
    try:
        before = QGuiApplication.font().families()
        translation.install("ko")
        first = QGuiApplication.font().families()[0]
        assert QFontDatabase.WritingSystem.Korean in QFontDatabase.writingSystems(first)
        translation.install("en")
        assert QGuiApplication.font().families() == before
    finally:
        translation.install("en")
