"""Hearts at the table, driven through real clicks on the view's viewport.

The CPU beat and the trick pause are shortened through the view module's test-only
constants; the table's animations are turned off where they would only slow a test down.
"""

from __future__ import annotations

import dataclasses
import json

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication
from qtcards_hearts import engine, words
from qtcards_hearts import plugin as hearts_plugin
from qtcards_hearts import view as hearts_view
from qtcards_hearts.records import HeartsTally

from qtcards.files import paths
from qtcards.files.storage import Storage
from qtcards.plugin_host.registry import GameRegistry
from qtcards.window.main_window import MainWindow

# Files as the version before the session wrote them (format 1): they load unchanged.
SAVE_NAME, SAVE_FORMAT, STATS_NAME, STATS_FORMAT = "game", 1, "statistics", 1
empty_stats = HeartsTally().empty

SEED = 20240611
WAIT = 15000


@pytest.fixture(autouse=True)
def fast_beat(monkeypatch: pytest.MonkeyPatch) -> None:
    """Short beats (the test-only hook); every test has its own QTCARDS_HOME (conftest)."""
    monkeypatch.setattr(hearts_view, "BEAT_MS", 1)
    monkeypatch.setattr(hearts_view, "TRICK_PAUSE_MS", 1)
    monkeypatch.setattr(hearts_view, "RECEIVED_MS", 100)


def open_window(qtbot, animate: bool = False) -> tuple[MainWindow, hearts_view.HeartsView]:
    registry = GameRegistry()
    assert registry.add_plugin(hearts_plugin, "hearts")
    window = MainWindow(registry, "en")
    qtbot.addWidget(window)
    window.resize(1180, 820)
    assert window.open_game("hearts")
    window.show()
    qtbot.waitExposed(window)
    view = window.view
    assert isinstance(view, hearts_view.HeartsView)
    if not animate:
        view.table.animation_ms = 0
    return window, view


def close_window(window: MainWindow) -> None:
    assert not window.registry.faults, window.registry.faults
    window.close()
    QApplication.processEvents()


def click_card(qtbot, view: hearts_view.HeartsView, card: int) -> None:
    """Click the visible strip of a card (its left part, which no neighbour covers)."""
    rect = view.cards[card].sceneBoundingRect()
    point = QPointF(rect.left() + rect.width() * 0.2, rect.center().y())
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=view.table.mapFromScene(point))


def pick_policy(state: engine.State) -> list[int]:
    """The test player's pass: the three highest cards of the hand."""
    return list(state.hands[0][-3:])


def pass_by_ui(qtbot, view: hearts_view.HeartsView) -> None:
    for card in pick_policy(view.state):
        if card not in view.picks:
            click_card(qtbot, view, card)
    assert view.board.confirm_button.isEnabled()
    qtbot.mouseClick(view.board.confirm_button, Qt.MouseButton.LeftButton)


def play_one_by_ui(qtbot, view: hearts_view.HeartsView) -> int:
    """Your turn: two taps on the first card that did not sink."""
    legal = [card for card in view.state.hands[0] if not view.cards[card].sunk]
    assert legal == list(engine.legal_plays(view.state, 0))
    card = legal[0]
    click_card(qtbot, view, card)
    assert view.cards[card].lifted
    click_card(qtbot, view, card)
    return card


def play_hand_by_ui(qtbot, view: hearts_view.HeartsView) -> None:
    """Play the rest of a hand through the UI until the hand's summary opens."""
    if view.state.phase == "pass":
        pass_by_ui(qtbot, view)
    while True:
        qtbot.waitUntil(lambda: view.sheet.box is not None or view.your_turn(), timeout=WAIT)
        if view.sheet.box is not None:
            return
        play_one_by_ui(qtbot, view)


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
    qtbot.waitUntil(lambda: not any(view.cards[card].outlined for card in received), timeout=WAIT)
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


def near_end_state(seed: int) -> engine.State:
    """A no-pass hand (hand 4) with every seat at 99: whoever takes a point ends the game."""
    hands = engine.deal(seed, 3)
    start = engine.new_game(seed)
    state = dataclasses.replace(
        start,
        hand_number=3,
        phase="play",
        hands=hands,
        scores=(99, 99, 99, 99),
        leader=next(seat for seat in range(4) if engine.TWO_OF_CLUBS in hands[seat]),
    )
    return engine.State.from_json(state.to_json())


def test_statistics_after_a_finished_game(qtbot) -> None:
    storage = Storage(paths.data_dir() / "hearts", lambda text: None)
    state = near_end_state(SEED)
    storage.save(
        SAVE_NAME,
        SAVE_FORMAT,
        {
            "state": state.to_json(),
            "level": "easy",
            "picks": [],
            "elapsed_ms": 60000,
            "banked_ms": 0,
        },
    )
    stats = empty_stats()
    stats["easy"]["played"] = 1
    storage.save(STATS_NAME, STATS_FORMAT, stats)
    window, view = open_window(qtbot)
    assert view.state == state and view.level == "easy"
    assert view.board.message.text == ""  # no pass this hand (no notice for a resumed hand)
    play_hand_by_ui(qtbot, view)
    assert view.state.phase == "game_over"
    result = engine.result(view.state)
    assert view.sheet.box.text().startswith(words.result_text(view.state))
    easy = view.session.stats["easy"]
    key = {"win": "wins", "loss": "losses", "draw": "draws"}[result]
    assert easy["played"] == 1 and easy[key] == 1
    assert easy["wins"] + easy["losses"] + easy["draws"] == 1
    assert easy["time_ms"] >= 60000
    table = view.statistics()
    assert list(table.columns) == ["Played", "Wins", "Losses", "Draws", "Unfinished", "Win rate", "Total play time"]
    assert [row[0] for row in table.rows] == ["Easy", "Normal", "Hard"]
    easy_row = table.rows[0][1]
    assert easy_row[0] == "1" and easy_row[4] == "0" and easy_row[6].startswith("1:0")
    assert easy_row[5] == ("100%" if result == "win" else "0%")
    assert easy_row[1:4] == [str(easy[k]) for k in ("wins", "losses", "draws")]
    # the file agrees, and a reopened game-over table shows the result, not the box
    on_disk = json.loads(storage.path(STATS_NAME).read_text())["data"]
    assert on_disk["easy"][key] == 1
    close_window(window)
    window, view = open_window(qtbot)
    assert view.state.phase == "game_over" and view.sheet.box is None
    assert view.board.new_game_button.isVisible() and view.board.message.text == words.result_text(view.state)
    assert view.session.stats["easy"][key] == 1  # not counted twice
    qtbot.mouseClick(view.board.new_game_button, Qt.MouseButton.LeftButton)
    assert view.state.phase == "pass" and view.session.stats["normal"]["played"] == 1
    view.reset_statistics()
    assert view.session.stats == empty_stats()
    close_window(window)


def test_an_abandoned_game_is_played_not_lost(qtbot) -> None:
    window, view = open_window(qtbot)
    assert view.session.stats["normal"]["played"] == 1
    pass_by_ui(qtbot, view)
    qtbot.waitUntil(view.your_turn, timeout=WAIT)
    play_one_by_ui(qtbot, view)
    view.new_game()
    normal = view.session.stats["normal"]
    assert normal["played"] == 2
    assert (normal["wins"], normal["losses"], normal["draws"]) == (0, 0, 0)
    close_window(window)


def run_uninterrupted(qtbot) -> dict:
    window, view = open_window(qtbot)
    view.start_game(SEED)
    play_hand_by_ui(qtbot, view)
    final = view.state.to_json()
    close_window(window)
    return final


def test_quit_and_resume_plays_out_the_same(qtbot, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("QTCARDS_HOME", str(tmp_path / "uninterrupted"))
    expected = run_uninterrupted(qtbot)
    monkeypatch.setenv("QTCARDS_HOME", str(tmp_path / "interrupted"))

    # quit in the middle of the pass: the picks are kept
    window, view = open_window(qtbot)
    view.start_game(SEED)
    picks = pick_policy(view.state)
    for card in picks[:2]:
        click_card(qtbot, view, card)
    at_quit = view.state.to_json()
    close_window(window)
    window, view = open_window(qtbot)
    assert view.state.to_json() == at_quit
    assert view.picks == set(picks[:2])
    assert all(view.cards[card].lifted for card in picks[:2])
    assert view.board.confirm_button.isVisible() and not view.board.confirm_button.isEnabled()
    pass_by_ui(qtbot, view)

    # quit in the middle of a trick: right after your card, before the CPUs answer
    while True:
        qtbot.waitUntil(view.your_turn, timeout=WAIT)
        play_one_by_ui(qtbot, view)
        if len(view.state.played) > 8 and 0 < len(view.state.trick) < 4:
            break
    at_quit = view.state.to_json()
    on_table = list(view.state.trick)
    close_window(window)
    saved = json.loads(view.context.storage.path(SAVE_NAME).read_text())["data"]
    assert saved["history"] == [at_quit]
    window, view = open_window(qtbot)
    assert view.state.to_json() == at_quit
    assert all(view.cards[card].isVisible() and view.cards[card].face_up for card in on_table)
    play_hand_by_ui(qtbot, view)  # the CPU chain restarts by itself
    assert view.state.to_json() == expected
    close_window(window)


def test_a_damaged_saved_game_is_set_aside(qtbot) -> None:
    storage = Storage(paths.data_dir() / "hearts", lambda text: None)
    state = engine.new_game(SEED).to_json()
    state["hands"][0][0], state["hands"][1][0] = state["hands"][1][0], state["hands"][0][0]
    storage.save(
        SAVE_NAME, SAVE_FORMAT, {"state": state, "level": "normal", "picks": [], "elapsed_ms": 0, "banked_ms": 0}
    )
    window, view = open_window(qtbot)
    assert view.state.phase == "pass" and view.state.hand_number == 0
    assert any("could not be read" in notice for notice in window.notices)
    assert list(storage.folder.glob("game.json.damaged-*"))
    close_window(window)


def test_rules_page_and_screen_words(qtbot) -> None:
    window, view = open_window(qtbot)
    html = view.rules_html()
    assert "<h2>Hearts</h2>" in html and "shoot" in html.lower()
    tips = html.split("<h3>Tips</h3>")[1]
    assert tips.count("<li>") == 6 and "no spade above 10" in tips
    assert "at every level" in html and "tap" not in html.lower()
    assert words.card_name(engine.QUEEN_OF_SPADES) == "Queen of spades"
    assert words.card_name(engine.TWO_OF_CLUBS) == "2 of clubs"
    assert [words.seat_name(seat) for seat in range(4)] == ["You", "CPU 1", "CPU 2", "CPU 3"]
    close_window(window)
