"""Declared options: coercion, storage in QSettings under the game's group, change signals."""

from __future__ import annotations

import configparser
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, strategies as st

from qtcards.files import paths
from qtcards.files.settings import open_settings
from qtcards.kit.options import BoolOption, ChoiceOption, OptionValues

AID = BoolOption("aid", "Placement aid", True)
ERRORS = BoolOption("errors", "Move errors")
LEVEL = ChoiceOption(
    "level", "Difficulty", "normal", choices=(("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard"))
)
OPTIONS = (AID, ERRORS, LEVEL)

ANY_VALUE = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=False),
    st.text(max_size=8),
    st.sampled_from(["true", "false", "TRUE", "False", "easy", "hard", "normal", "Hard", " easy"]),
    st.lists(st.text(max_size=3), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


def ini_file() -> Path:
    return paths.config_dir() / "qtcards.ini"


# ----- coercion ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [(True, True), (False, False), ("true", True), ("false", False), ("TRUE", True), ("False", False)],
)
def test_bool_coerce_accepts_booleans(value: Any, expected: bool) -> None:
    assert AID.coerce(value) is expected
    assert ERRORS.coerce(value) is expected


@pytest.mark.parametrize("value", [None, 1, 0, "1", "yes", "on", "", 1.0, [], ["true"], {"a": 1}])
def test_bool_coerce_falls_back_to_default(value: Any) -> None:
    assert AID.coerce(value) is True
    assert ERRORS.coerce(value) is False


@pytest.mark.parametrize("value", ["easy", "normal", "hard"])
def test_choice_coerce_accepts_declared_values(value: str) -> None:
    assert LEVEL.coerce(value) == value


@pytest.mark.parametrize(
    "value", [None, "", "Hard", "expert", " easy", 1, True, 2.5, ["easy"], ["a", "b"], {"easy": 1}]
)
def test_choice_coerce_falls_back_to_default(value: Any) -> None:
    assert LEVEL.coerce(value) == "normal"


@given(ANY_VALUE)
def test_coerce_always_gives_a_valid_value(value: Any) -> None:
    assert AID.coerce(value) in (True, False)
    assert type(AID.coerce(value)) is bool
    assert LEVEL.coerce(value) in ("easy", "normal", "hard")


# ----- QSettings round trip -----------------------------------------------------------------


def test_defaults_when_nothing_is_stored() -> None:
    values = OptionValues("golf", OPTIONS)
    assert values.get("aid") is True
    assert values.get("errors") is False
    assert values.get("level") == "normal"


def test_round_trip_through_qsettings() -> None:
    values = OptionValues("golf", OPTIONS)
    values.set("aid", False)
    values.set("errors", True)
    values.set("level", "hard")
    fresh = OptionValues("golf", OPTIONS)
    assert fresh.get("aid") is False
    assert fresh.get("errors") is True
    assert fresh.get("level") == "hard"


def test_stored_under_the_game_group_in_the_ini_file() -> None:
    OptionValues("golf", OPTIONS).set("level", "easy")
    OptionValues("spider", OPTIONS).set("errors", True)
    parser = configparser.ConfigParser()
    parser.read(ini_file(), encoding="utf-8")
    assert parser.get("golf", "level") == "easy"
    assert parser.get("spider", "errors") == "true"
    assert not parser.has_option("golf", "errors")
    assert not parser.has_option("spider", "level")


def test_games_do_not_share_values() -> None:
    golf, spider = OptionValues("golf", OPTIONS), OptionValues("spider", OPTIONS)
    golf.set("aid", False)
    assert golf.get("aid") is False
    assert spider.get("aid") is True


def test_wrong_types_in_the_file_read_as_defaults() -> None:
    folder = paths.config_dir()
    folder.mkdir(parents=True)
    ini_file().write_text("[golf]\naid=maybe\nerrors=1\nlevel=easy, hard\n", encoding="utf-8")
    values = OptionValues("golf", OPTIONS)
    assert values.get("aid") is True
    assert values.get("errors") is False
    assert values.get("level") == "normal"


def test_setting_a_wrong_value_stores_the_default() -> None:
    values = OptionValues("golf", OPTIONS)
    values.set("level", "hard")
    values.set("level", "impossible")
    assert values.get("level") == "normal"


def test_unknown_key_is_an_error() -> None:
    with pytest.raises(KeyError):
        OptionValues("golf", OPTIONS).get("colour")


def test_open_settings_is_an_ini_file_under_config_dir() -> None:
    settings = open_settings()
    assert Path(settings.fileName()) == ini_file()
    assert settings.format() == settings.Format.IniFormat


# ----- change signal -----------------------------------------------------------------------


def test_changed_is_emitted_once_per_real_change(qtbot) -> None:
    values = OptionValues("golf", OPTIONS)
    seen: list[str] = []
    values.changed.connect(seen.append)
    with qtbot.waitSignal(values.changed, timeout=1000) as blocker:
        values.set("level", "hard")
    assert blocker.args == ["level"]
    values.set("level", "hard")  # the same value again: no signal
    values.set("aid", True)  # already the default: no signal
    values.set("aid", "true")  # the same, as QSettings spells it
    values.set("aid", False)
    values.set("aid", False)
    values.set("level", "easy")
    assert seen == ["level", "aid", "level"]


def test_changed_is_not_emitted_by_another_group(qtbot) -> None:
    golf, spider = OptionValues("golf", OPTIONS), OptionValues("spider", OPTIONS)
    with qtbot.assertNotEmitted(golf.changed):
        spider.set("errors", True)


# ----- a damaged file ------------------------------------------------------------------


@pytest.mark.parametrize("damaged", [b"\0" * 4096, b"[app]\nformat=1\n" + b"\0" * 64], ids=["nul-bytes", "nul-tail"])
def test_a_settings_file_of_nul_bytes_is_kept_aside_with_the_true_message(damaged: bytes) -> None:
    from qtcards.files.settings import open_checked_settings

    ini_file().parent.mkdir(parents=True)
    ini_file().write_bytes(damaged)
    notices: list[str] = []
    settings = open_checked_settings(notices.append)
    assert len(notices) == 1 and "qtcards.ini could not be read and was kept as qtcards.ini.damaged-" in notices[0]
    assert "cannot be saved" not in notices[0]
    (backup,) = ini_file().parent.glob("qtcards.ini.damaged-*")
    assert backup.read_bytes() == damaged
    assert settings.status() == settings.Status.NoError and settings.value("app/format") == 1
    OptionValues("golf", OPTIONS).set("level", "hard")
    assert OptionValues("golf", OPTIONS).get("level") == "hard"
