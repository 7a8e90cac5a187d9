"""Hearts at the table, driven through real clicks on the view's viewport.

The CPU beat and the trick pause are shortened through the view module's test-only
constants; the table's animations are turned off where they would only slow a test down.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from qtcards_hearts import engine, plugin as hearts_plugin, words

from qtcards.plugin_host.registry import GameRegistry
from tests.games.hearts.table_driver import (
    SAVE_NAME,
    SEED,
    WAIT,
    click_card,
    close_window,
    open_window,
    pass_by_ui,
    play_hand_by_ui,
    play_one_by_ui,
    shorten_beats,
)


@pytest.fixture(autouse=True)
def fast_beat(monkeypatch: pytest.MonkeyPatch) -> None:
    """Short beats (the test-only hook); every test has its own QTCARDS_HOME (conftest)."""
    shorten_beats(monkeypatch)


def test_registration() -> None:
    registry = GameRegistry()
    assert registry.add_plugin(hearts_plugin, "hearts")
    game = registry.games["hearts"]
    assert (game.title, game.context, game.has_undo, game.can_restart) == ("Hearts", "Hearts", False, False)
    (option,) = game.options
    assert option.key == "difficulty" and option.default == "normal"
    assert [value for value, _ in option.choices] == ["easy", "normal", "hard"]
    assert option.note


def test_a_whole_hand_through_the_ui(qtbot) -> None:
    window, view = open_window(qtbot)
    view.start_game(SEED)
    said: list[str] = []
    announce = view.context.announce
    view.context.announce = lambda text: (said.append(text), announce(text))
    assert view.state.phase == "pass"
    assert view.board.message.text == "Pass 3 cards to the left"
    assert all(view.state.passes[seat] is not None for seat in (1, 2, 3))  # CPUs have chosen
    assert list(view.state.hands[0]) == sorted(view.state.hands[0])
    play_hand_by_ui(qtbot, view)
    state = view.state
    assert state.phase == "hand_over"
    assert len(state.played) == 52 and not any(state.hands)
    assert sum(text.endswith(("takes the trick.", "take the trick.")) for text in said) == 13
    summary = state.last_hand
    assert sum(summary.points) == 26
    assert sum(summary.added) == (78 if summary.shooter is not None else 26)
    assert state.scores == summary.added
    assert "Hand 1 is over" in view.sheet.box.text()
    # the summary's button deals the next hand: passing to the right
    button = view.sheet.box.buttons()[0]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.state.hand_number == 1)
    assert view.state.phase == "pass" and view.board.message.text == "Pass 3 cards to the right"
    assert view.sheet.box is None
    close_window(window)


def test_confirm_needs_exactly_three_picks(qtbot) -> None:
    window, view = open_window(qtbot, animate=True)
    view.start_game(SEED)
    qtbot.waitUntil(lambda: not any(item.is_moving() for item in view.cards.values()))
    hand = view.state.hands[0]
    assert view.board.confirm_button.isVisible() and not view.board.confirm_button.isEnabled()
    for count, card in enumerate(hand[:3], start=1):
        click_card(qtbot, view, card)
        assert view.picks == set(hand[:count])
        assert view.cards[card].lifted
        assert view.board.confirm_button.isEnabled() == (count == 3)
        assert view.confirm_action.isEnabled() == (count == 3)  # Game › Confirm the pass too
    click_card(qtbot, view, hand[5])  # a fourth tap picks nothing
    assert view.picks == set(hand[:3]) and not view.cards[hand[5]].lifted
    click_card(qtbot, view, hand[1])  # unpick
    assert view.picks == {hand[0], hand[2]} and not view.board.confirm_button.isEnabled()
    click_card(qtbot, view, hand[5])
    assert view.board.confirm_button.isEnabled()
    before = view.state
    moving = [card for seat in (1, 2, 3) for card in before.passes[seat]] + [hand[0], hand[2], hand[5]]
    qtbot.mouseClick(view.board.confirm_button, Qt.MouseButton.LeftButton)
    assert view.state.phase == "play"
    assert all(view.cards[card].is_moving() for card in moving)  # all 12 at once
    received = set(view.state.hands[0]) - set(before.hands[0])
    assert len(received) == 3
    assert {card for card in view.state.hands[0] if view.cards[card].outlined} == received
    assert not view.board.confirm_button.isVisible() and not view.confirm_action.isEnabled()
    qtbot.waitUntil(view.your_turn, timeout=WAIT)
    qtbot.wait(1600)  # longer than the second and a half they used to stay marked
    assert {card for card in view.state.hands[0] if view.cards[card].outlined} == received
    legal = engine.legal_plays(view.state, 0)
    click_card(qtbot, view, legal[0])  # you act on your new hand: the marks have done their work
    assert view.cards[legal[0]].lifted and not any(view.cards[card].outlined for card in received)
    close_window(window)


def test_an_illegal_tap_changes_nothing(qtbot) -> None:
    window, view = open_window(qtbot)
    view.start_game(SEED)
    pass_by_ui(qtbot, view)
    while True:
        qtbot.waitUntil(view.your_turn, timeout=WAIT)
        sunk = [card for card in view.state.hands[0] if view.cards[card].sunk]
        if sunk:
            break
        play_one_by_ui(qtbot, view)
    legal = engine.legal_plays(view.state, 0)
    assert set(sunk) == set(view.state.hands[0]) - set(legal)
    said: list[str] = []
    view.context.announce = said.append
    view.context.notify = said.append
    before = json.dumps(view.state.to_json())
    saved = view.context.storage.path(SAVE_NAME).read_bytes()
    for _ in range(2):
        click_card(qtbot, view, sunk[0])
        assert json.dumps(view.state.to_json()) == before
        assert not view.cards[sunk[0]].lifted and view.cards[sunk[0]].sunk
        assert view.lifted is None
    assert view.context.storage.path(SAVE_NAME).read_bytes() == saved
    assert said == []
    # a legal card lifts; another legal card takes the lift over
    click_card(qtbot, view, legal[0])
    assert view.lifted == legal[0]
    if len(legal) > 1:
        click_card(qtbot, view, legal[1])
        assert view.lifted == legal[1] and not view.cards[legal[0]].lifted
    assert json.dumps(view.state.to_json()) == before
    close_window(window)


def test_cpu_cards_come_one_per_beat(qtbot) -> None:
    window, view = open_window(qtbot)
    view.start_game(SEED)
    seen: list[tuple[int, bool]] = []
    run = view.session.run

    def spy(step, *args, **kwargs):
        """Every play is a step of the session: a CPU's choice as your click."""
        state = view.state
        if state.phase != "play":
            return run(step, *args, **kwargs)
        seat = state.turn
        seen.append((seat, view.cpus.timer.isActive() or view.pause_timer.isActive()))
        return run(step, *args, **kwargs)

    def after_cpu_card(card: int) -> None:
        if view.state.phase == "play" and view.showing is None:
            # the next beat is scheduled only now, after this card is on the table
            assert view.cpus.timer.isActive() == (view.state.turn != 0)

    view.session.run = spy
    view.cpus.chose.connect(after_cpu_card)  # (after the view's own slot, which plays it)
    pass_by_ui(qtbot, view)
    for _ in range(4):
        qtbot.waitUntil(view.your_turn, timeout=WAIT)
        assert not view.cpus.timer.isActive()  # your turn stops the chain
        play_one_by_ui(qtbot, view)
    assert any(seat != 0 for seat, _ in seen)
    assert not any(pending for _, pending in seen)  # no timer ran ahead of a card
    close_window(window)


def test_difficulty_change_applies_to_the_next_game(qtbot) -> None:
    window, view = open_window(qtbot)
    assert view.level == "normal"
    assert window.info_bar.value("difficulty") == "Normal"
    view.context.options.set("difficulty", "hard")
    assert view.level == "normal" and window.info_bar.value("difficulty") == "Normal"
    close_window(window)
    window, view = open_window(qtbot)  # the saved game keeps its level
    assert view.level == "normal"
    view.new_game()
    assert view.level == "hard" and window.info_bar.value("difficulty") == "Hard"
    assert view.session.stats["hard"]["played"] == 1 and view.session.stats["normal"]["played"] == 1
    close_window(window)


def test_rules_page_and_screen_words(qtbot) -> None:
    window, view = open_window(qtbot)
    html = view.rules_html()
    assert "<h2>Hearts</h2>" in html and "shoot" in html.lower()
    tips = html.split("Tips</h3>")[1]
    assert tips.count("<li>") == 6 and "no spade above 10" in tips
    assert "at every level" in html and "tap" not in html.lower()
    assert words.card_name(engine.QUEEN_OF_SPADES) == "Queen of spades"
    assert words.card_name(engine.TWO_OF_CLUBS) == "2 of clubs"
    assert [words.seat_name(seat) for seat in range(4)] == ["You", "CPU 1", "CPU 2", "CPU 3"]
    close_window(window)
