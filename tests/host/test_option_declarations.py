"""A bad option declaration is refused with a message that names the option and the reason.

The registry refuses the whole plugin (a "registration" fault, shown to the player in
the fault box's details); the detail says which option of which game, and why, so that
the plugin's author can fix it without reading the host.
"""

from __future__ import annotations

from typing import Any

import pytest

from qtcards.kit import BoolOption, ChoiceOption, Option
from qtcards.kit.options import declaration_problem
from qtcards.plugin_host.registry import GameRegistry
from tests.host.plugin_fakes import GamesPlugin, faults_of, make_game

SPEED = (("slow", "Slow"), ("fast", "Fast"))

#: A declaration, and the words the refusal must hold.
BAD: dict[str, tuple[Any, str]] = {
    "default-not-a-choice": (
        (ChoiceOption("speed", "Speed", "x", choices=SPEED),),
        "option 'speed': default 'x' is not one of its choices ('slow', 'fast')",
    ),
    "no-choices": ((ChoiceOption("speed", "Speed", "slow"),), "option 'speed': it has no choices"),
    "choices-not-a-list": (
        (ChoiceOption("speed", "Speed", "slow", choices="slow"),),
        "option 'speed': it has no choices",
    ),
    "choice-not-a-pair": (
        (ChoiceOption("speed", "Speed", "slow", choices=(("slow", "Slow"), ("fast",))),),
        "option 'speed': choice 2 (('fast',)) is not a (value, label) pair of texts",
    ),
    "choice-label-not-text": (
        (ChoiceOption("speed", "Speed", "slow", choices=(("slow", 3),)),),
        "option 'speed': choice 1 (('slow', 3)) is not a (value, label) pair of texts",
    ),
    "value-twice": (
        (ChoiceOption("speed", "Speed", "slow", choices=(("slow", "Slow"), ("slow", "Slower"))),),
        "option 'speed': the value 'slow' is among its choices twice",
    ),
    "bool-default-not-bool": ((BoolOption("aid", "Aid", 1),), "option 'aid': default 1 is not True or False"),
    "label-not-text": ((BoolOption("aid", None, True),), "option 'aid': its label None is not a text"),
    "note-not-text": ((BoolOption("aid", "Aid", True, note=5),), "option 'aid': its note 5 is not a text"),
    "empty-key": ((BoolOption("", "Aid", True),), "option 1: its key '' is not a non-empty text"),
    "key-not-text": ((BoolOption("aid", "Aid"), BoolOption(7, "Aid")), "option 2: its key 7 is not a non-empty text"),
    "key-twice": ((BoolOption("aid", "Aid"), BoolOption("aid", "Aid again")), "option 'aid' is declared twice"),
    "plain-option": ((Option("k", "Label", 1),), "option 'k' is an Option, not a BoolOption or ChoiceOption"),
    "a-text": (("aid",), "option 1 is a str, not a BoolOption or ChoiceOption"),
    "a-dict": (({"key": "aid"},), "option 1 is a dict, not a BoolOption or ChoiceOption"),
    "not-a-list": (None, "the options are None, not a list or tuple"),
    "too-many": (
        tuple(BoolOption(f"o{n}", "Aid") for n in range(10_000)),
        "it declares 10000 options, more than the 32 Settings shows",
    ),
    "too-many-choices": (
        (ChoiceOption("deal", "Deal", "0", choices=tuple((str(n), str(n)) for n in range(1000))),),
        "option 'deal': it has 1000 choices, more than the 64 Settings shows",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_declaration_is_refused_naming_the_option_and_why(case: str) -> None:
    options, words = BAD[case]
    registry = GameRegistry()
    assert registry.add_plugin(GamesPlugin(make_game("golf", options=options)), "bad") is False
    assert faults_of(registry) == [("bad", "registration")]
    assert registry.faults[0].detail.startswith("game 'golf': ")
    assert words in registry.faults[0].detail
    assert registry.games == {}


def test_good_declarations_are_accepted() -> None:
    options = (
        BoolOption("aid", "Aid", True, note="A sentence."),
        ChoiceOption("speed", "Speed", "fast", choices=[("slow", "Slow"), ("fast", "Fast")]),
    )
    assert declaration_problem(options) == ""
    assert declaration_problem(()) == ""
    registry = GameRegistry()
    assert registry.add_plugin(GamesPlugin(make_game(options=options)), "good")
    assert registry.games["golf"].options == options
