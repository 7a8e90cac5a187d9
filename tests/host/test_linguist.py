"""The kit's catalogue check (``linguist.catalogue_problems``), which every plugin's tests
run: it passes a complete project and names each kind of fault in a broken one."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

from qtcards.kit.catalogues import Catalogues, main as catalogues_main
from qtcards.kit.tools import linguist

SOURCE = """
from PySide6.QtCore import QObject


class ToyView(QObject):
    def words(self, n):
        return self.tr("Hello"), self.tr("%n card(s)", "", n)
"""
FORMS = {"ko": ["%n장"], "ru": ["%n карта", "%n карты", "%n карт"], "en": ["%n card", "%n cards"]}
HELLO = {"ko": "안녕하세요", "ru": "Привет"}


def translate(path: Path, language: str) -> None:
    """Fill a catalogue's messages as a translator would."""
    tree = ET.parse(path)
    for message in tree.iter("message"):
        translation = message.find("translation")
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            for form in list(translation):
                translation.remove(form)
            for text in FORMS[language]:
                ET.SubElement(translation, "numerusform").text = text
        else:
            translation.text = HELLO[language]
    tree.write(path, encoding="utf-8", xml_declaration=True)


def project(root: Path) -> tuple[list[Path], dict[str, Path], Path]:
    """A toy plugin's sources, catalogues (translated by hand, as a translator would) and .qm folder."""
    source = root / "toy"
    source.mkdir()
    (source / "view.py").write_text(SOURCE, encoding="utf-8")
    catalogues = {language: root / "translations" / f"toy_{language}.ts" for language in ("ko", "ru", "en")}
    qm = root / "i18n"
    linguist.update([source], catalogues, qm, "toy")
    for language, path in catalogues.items():
        translate(path, language)
    assert all(not missing for missing in linguist.update([source], catalogues, qm, "toy").values())
    return [source], catalogues, qm


def test_a_complete_project_has_no_problem(tmp_path: Path) -> None:
    assert linguist.catalogue_problems(*project(tmp_path), "toy") == []


def test_each_fault_is_named(tmp_path: Path) -> None:
    sources, catalogues, qm = project(tmp_path)
    shutil.copy(qm / "toy_ko.qm", qm / "toy_ru.qm")  # a stale compiled catalogue
    english = catalogues["en"].read_text(encoding="utf-8")
    catalogues["en"].write_text(english.replace("%n cards", "%n card(s)"), encoding="utf-8")
    korean = catalogues["ko"].read_text(encoding="utf-8")
    catalogues["ko"].write_text(
        korean.replace("<translation>안녕하세요</translation>", '<translation type="unfinished"></translation>'),
        encoding="utf-8",
    )
    (sources[0] / "more.py").write_text(
        'from PySide6.QtCore import QCoreApplication\nQCoreApplication.translate("Toy", "%n more(s)", "", len([]))\n',
        encoding="utf-8",
    )
    problems = "\n".join(linguist.catalogue_problems(sources, catalogues, qm, "toy"))
    assert "toy_ru.qm is not compiled from toy_ru.ts" in problems
    assert "write the English forms out: %n card(s)" in problems
    assert "toy_ko.ts: untranslated: Hello" in problems
    assert "more.py:2: %n more(s): lupdate reads no plural here" in problems


def test_the_update_writes_the_english_forms_and_keeps_corrected_ones(tmp_path: Path) -> None:
    source = tmp_path / "toy"
    source.mkdir()
    (source / "view.py").write_text(SOURCE + '\n        self.tr("Stock: %n", "", n)\n', encoding="utf-8")
    english = {"en": tmp_path / "toy_en.ts"}
    assert linguist.update([source], english, tmp_path / "i18n", "toy") == {"en": []}
    qm = tmp_path / "i18n" / "toy_en.qm"
    assert [linguist.translated(qm, "ToyView", "%n card(s)", n) for n in (1, 2)] == ["1 card", "2 cards"]
    assert linguist.translated(qm, "ToyView", "Stock: %n", 1) == "Stock: 1"
    corrected = english["en"].read_text(encoding="utf-8").replace("%n cards</", "%n cards, at last</")
    english["en"].write_text(corrected, encoding="utf-8")
    linguist.update([source], english, tmp_path / "i18n", "toy")
    assert linguist.translated(qm, "ToyView", "%n card(s)", 5) == "5 cards, at last"


def test_the_convention_finds_a_plugins_catalogues_and_names_hidden_calls(tmp_path: Path) -> None:
    sources, catalogues, qm = project(tmp_path)
    package = tmp_path / "qtcards_toy"
    sources[0].rename(package)
    (tmp_path / "i18n").rename(package / "i18n")
    found = Catalogues.of(package)
    assert found.prefix == "toy" and found.ts == catalogues and found.qm("ru") == package / "i18n" / "toy_ru.qm"
    assert found.problems() == []
    assert found.translated("ru", "ToyView", "%n card(s)", 3) == "3 карты"
    (package / "alias.py").write_text(
        "from functools import partial\nfrom PySide6.QtCore import QCoreApplication\n"
        "tr = QCoreApplication.translate\nsay = partial(QCoreApplication.translate, 'Toy')\n"
        "translate = QCoreApplication.translate\n",
        encoding="utf-8",
    )
    problems = found.problems()
    assert [problem.split(": ", 1)[0].rsplit("/", 1)[1] for problem in problems] == ["alias.py:3", "alias.py:4"]
    assert "tr = QCoreApplication.translate hides its strings from lupdate" in problems[0]
    assert catalogues_main([str(package)]) == 1  # the update command says so too
    assert catalogues_main([str(tmp_path / "nowhere")]) == 2
