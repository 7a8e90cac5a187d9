"""The Hearts rules page, in the player's language (the rules page of the seeds)."""

from PySide6.QtCore import QCoreApplication

from qtcards.kit import QT_TRANSLATE_NOOP, rules_page

CONTEXT = "HeartsRules"

SECTIONS: list[tuple[str, list[str | list[str]]]] = [
    (
        QT_TRANSLATE_NOOP("HeartsRules", "The table and how to win"),
        [
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "Hearts is played by four seats: you at the bottom, CPU 1 on the left, CPU 2 "
                "across and CPU 3 on the right. All three opponents are CPU players: there is no online play and no "
                "taking turns at one computer, and the seats carry numbers rather than names because a seat stands for "
                "a direction, not a person. Play goes clockwise: you, CPU 1, CPU 2, CPU 3.",
            ),
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "The deck is a standard 52 cards, ace high, with no trumps. Fourteen cards carry "
                "points: every heart is 1 point and the queen of spades is 13, so every hand hands out exactly 26 "
                "points to the seats that take those cards. The other 38 cards are there only to be got rid of.",
            ),
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "Each hand deals all 52 cards, 13 to each seat, so nobody draws from a pile and "
                "no card is left over. There is no dealer and no choice of who leads: the deal itself decides both.",
            ),
            [
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "The game ends when a hand ends with any seat at 100 points or more, and the "
                    "seat with the lowest score wins. With four seats at the table, finishing tied with another seat "
                    "for the lowest score is a real outcome here, not the near impossibility it would be in a game of "
                    "two: a draw.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "The difficulty you choose applies from the next game. A game in progress "
                    "keeps the opponents it started with, so the strength of the CPU seats cannot change in the middle "
                    "of a hand.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "There are no daily deals and nothing is kept as a streak. Every game starts from a new random "
                    "deal; the only thing you choose beforehand is how strongly the three CPU seats play.",
                ),
            ],
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartsRules", "Passing 3 cards"),
        [
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "Before most hands you pick exactly 3 cards of your hand to pass. Two cards are "
                "not a pass: the Confirm button is enabled only once the third card is picked. Click a card to pick "
                "it, click it again to put it back.",
            ),
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "The direction changes every hand in a fixed cycle of four hands: to the left, "
                "to the right, across, and a hand in which nobody passes; then it starts again. It depends on the hand "
                "number alone, so you never have to guess the next direction.",
            ),
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "All four seats pass at the same time: the moment the fourth seat confirms, all "
                "12 cards cross the table at once, not one seat after another. So nobody picks 3 cards knowing how an "
                "earlier seat changed their hand. The cards you received are highlighted for a moment.",
            ),
            [
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "Picking and unpicking cards is not a move: it takes no turn, and if you "
                    "leave the game while picking, you find your picks as you left them.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "While you are still picking, the three CPU seats have already confirmed "
                    "their pass. By the time you press the button, your 3 cards are the last ones still to move.",
                ),
            ],
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartsRules", "Playing the tricks"),
        [
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "After the pass (or at once in a hand with no pass) the seat holding the two of "
                "clubs leads it; no other card may open a hand.",
            ),
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "From then on the rule is simple: if you hold a card of the suit that was led, "
                "you must follow suit. It is the only rule of the game without exceptions; the rules below apply only "
                "to a seat that cannot follow suit.",
            ),
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "On the first trick no point card may be played, neither a heart nor the queen "
                "of spades, unless the seat holds no other card: then the rule steps back rather than drive the hand "
                "into a dead end. Hearts may not be led until a heart has been played in an earlier trick; the only "
                "exception is a seat whose whole hand is hearts, which may then lead one.",
            ),
            [
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "Playing a card takes two clicks: the first lifts it out of your hand, the second plays it. There "
                    "are two steps because, with a whole hand of cards side by side, a single click could too easily "
                    "play a card by mistake. Clicking another card lifts that one instead.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "Cards you may not play right now sink and ignore clicks. There is no "
                    "scolding sound or message: the game simply never takes an illegal click as your move.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "The queen of spades is not a heart: it never breaks hearts, and it may lead "
                    "a trick at any time, even when no heart has been played yet.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "The highest card of the suit led takes the trick. With no trumps, a card of "
                    "another suit never wins, however high: a seat with none of the suit led simply cannot win that "
                    "trick.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "When all four seats have played, the trick is not swept away at once: its 4 "
                    "cards stay face up for a moment before they are collected, so you can see exactly what was played "
                    "before the table moves on. The winner leads the next trick, and a hand always plays all 13 "
                    "tricks, "
                    "all 52 cards.",
                ),
            ],
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartsRules", "CPU opponents and difficulty"),
        [
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "The three CPU seats do not search ahead through possible plays: the heaviest work any of them does "
                "is to count the 13 cards it holds against the cards already played.",
            ),
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "Every CPU move comes one at a time, after the same short pause: when you play a card, the other "
                "three seats answer in turn, the finished trick is collected, and if a CPU seat won it, its next lead "
                "follows. The pauses never run ahead of what is actually happening on the table.",
            ),
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "What a CPU seat can see is deliberately limited: its own hand, the cards "
                "actually played and its difficulty, never another seat's hand or who passed what. After the exchange "
                "it does not even remember the 3 cards it passed: a human expert would remember passing you the queen "
                "of spades, these three do not.",
            ),
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "Easy remembers nothing but its hand and the current trick. Normal remembers "
                "every card played this hand. Hard also notes which seat has shown a void in a suit.",
            ),
            [
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "Ties between equally good cards are settled by the game's own random deal, not by anything like "
                    "skill: replaying the same saved game always plays out the same way.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "There is no CPU of unlimited strength here and no depth beyond what is "
                    "described above. Hard judges by what it has actually seen; it does not work out every card hidden "
                    "behind your hand.",
                ),
            ],
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "All three levels guard against shooting the moon in the same way: when one "
                "seat has taken 12 points or more and nobody else any yet, the others give it no more point cards. "
                "Only Hard goes a step further and actively takes tricks from a seat that looks set to shoot the moon. "
                "None of the three CPU seats ever tries to shoot the moon itself: a CPU going for the moon could not "
                "be "
                "told apart from three seats ganging up on you, and that is not the game Hearts means to be.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartsRules", "No undo, no hints: the help you do get"),
        [
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "This game has no undo. Undo is fair only when both sides see the same position; Hearts hides "
                "information, and three answers come back before your turn comes round again. Taking your card back "
                "after seeing those 3 cards would let you pretend the trick never happened while keeping what you "
                "learned: which seat was void in which suit, where the queen of spades went. Undo can take back a "
                "move but not what you now know, so it is not offered here.",
            ),
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "There are no hints either. What to pass, when to duck and when to take a trick is the whole game, so "
                "suggesting a move would be playing in your place. What you get instead is not advice but the rules "
                "made visible: the cards you may play stay up and can be chosen, the others sink and do not respond.",
            ),
            [
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "When a screen reader says a card can't be played now, that is a fact about that card at this "
                    "moment, not advice on which of the others to choose. Nothing tells you which legal card is a "
                    "good move: every legal card looks and sounds the same.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "Your hand is sorted once, when it is dealt: by suit (clubs, diamonds, spades, hearts) and then "
                    "by rank, and it is never sorted again. Following suit is a matter of finding which suits you "
                    "hold, so a hand grouped by suit is all Hearts needs to show you.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "This one kind of help, which cards you may play, is there from the first start, at every level, "
                    "with nothing to unlock.",
                ),
            ],
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartsRules", "Scoring, the moon and the end"),
        [
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "Every heart taken in a trick scores 1 point for that seat and the queen of "
                "spades 13: 14 point cards in all, which always add up to exactly 26 points a hand. The other 38 cards "
                "are worth nothing; they are there only to be thrown onto the tricks you lose.",
            ),
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "Shooting the moon means one seat taking all 26 points in one hand. Then each of "
                "the other three seats takes 26 points instead and the shooter takes none. There is no option to "
                "subtract 26 from your own score: it would simply always be chosen, and so would never really decide "
                "anything.",
            ),
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "Taking the queen of spades alone for 13 points is not shooting the moon: it is "
                "half of a hand's points, not all of them, and the game scores it as a plain 13.",
            ),
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "After each hand the table shows that hand's points and the running totals; "
                "nothing of a finished hand is kept for review.",
            ),
            [
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "The game ends the moment a hand ends with any seat at 100 points or more, "
                    "and the seat with the lowest score at that moment wins. The result is read from your seat: you "
                    "alone in the lead is a win, tied for the lead with another seat is a draw, and any seat with "
                    "fewer "
                    "points than you is a loss, even if you beat every other CPU seat.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "Statistics are kept per difficulty: games played, wins, losses, draws, and "
                    "the total play time across them all. There are no per-hand records, no best score, no streaks and "
                    "no clock on screen during play: a hand in progress simply has 13 tricks to play, not a "
                    "countdown.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "Only games actually finished have a result. Leaving a game halfway to start "
                    "another is not recorded as a loss, but a game counts as played the moment it starts.",
                ),
            ],
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartsRules", "Playing with the keyboard"),
        [
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "Left and Right move the focus ring along your hand, round from one end to the "
                "other; Up reaches the cards of the trick and the seats' scores. Tab goes through the cards of your "
                "hand that can be played now, then to the Confirm button while it can be pressed. Enter or "
                "Space does what a click on the card with the focus does: while passing it picks or unpicks the "
                "card, while playing the first press lifts it and the second plays it. Escape puts a lifted card "
                "down, or unpicks the cards picked for the pass. Ctrl+Enter confirms the pass. A screen reader "
                "tells each card's name and whether it can be played now, and nothing more.",
            ),
        ],
    ),
    (
        QT_TRANSLATE_NOOP("HeartsRules", "Tips"),
        [
            [
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "Track the voids as each trick ends. A seat that throws off a card of "
                    "another suit as soon as it can is telling you it holds none of the suit led. Remember it: it "
                    "decides who can later safely take your queen of spades.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "When passing, get rid of the queen of spades if you hold it, and send your "
                    "highest spades with it if you can: on a hand with no spade above 10, it is very hard for "
                    "anyone to "
                    "drop that queen on you.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "Do not lead hearts or the queen of spades before you need to. Neither may "
                    "be played on the first trick anyway, but the habit of saving them matters in every trick after "
                    "it too.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "One long, strong suit together with a short void elsewhere is the shape a "
                    "moon attempt needs. If you see that shape early in your hand, decide by the third or fourth trick "
                    "whether you are really going for it: backing out halfway mostly hands the points to the other "
                    "three seats.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "If a CPU seat looks set to shoot the moon, taking every trick with points "
                    "and playing only hearts and high cards, hold on to one card of its strong suit if you can. Taking "
                    "a single trick from it is enough to stop the moon and the 26-point swing that comes with it.",
                ),
                QT_TRANSLATE_NOOP(
                    "HeartsRules",
                    "Late in a hand, count the cards already shown rather than guess what the "
                    "others still hold: with most of the deck played, working out the last few cards from what is "
                    "left in each suit is often exact arithmetic, not a guess.",
                ),
            ],
            QT_TRANSLATE_NOOP(
                "HeartsRules",
                "Once a hand is over there is no record of it to look back on: only what you "
                "noticed while it was played remains. That is why watching the voids as they appear matters far more "
                "than trying to recall them later.",
            ),
        ],
    ),
]


def rules_html() -> str:
    """The rules as rich text, in the player's language."""
    from .rules_figure import seats_figure

    return rules_page(
        QCoreApplication.translate("Hearts", "Hearts"), CONTEXT, SECTIONS, {SECTIONS[0][0]: seats_figure()}
    )
