"""The Hearts rules page, in the player's language."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from qtcards.rules import rules_page

CONTEXT = "HeartsRules"

SECTIONS = [
    (QT_TRANSLATE_NOOP("HeartsRules", "The table and how to win"), [
        QT_TRANSLATE_NOOP("HeartsRules", "Hearts is played by four seats: you at the bottom, CPU 1 on the left, CPU 2 "
           "across and CPU 3 on the right. All three opponents are CPU players; there is no "
           "online or hot-seat play. Play goes clockwise: you, CPU 1, CPU 2, CPU 3."),
        QT_TRANSLATE_NOOP("HeartsRules", "The deck is a standard 52 cards, ace high, with no trumps. Fourteen cards carry "
           "points: every heart is 1 point and the queen of spades is 13, so every hand "
           "hands out exactly 26 points to the seats that take those cards."),
        QT_TRANSLATE_NOOP("HeartsRules", "Each hand deals all 52 cards, 13 to each seat. There is no dealer and no choice "
           "of who leads: the deal itself decides both."),
        QT_TRANSLATE_NOOP("HeartsRules", "The game ends when a hand ends with any seat at 100 points or more; the lowest "
           "score wins. You win when you alone have the lowest score, a tie for the lowest "
           "score is a draw, and any seat below you means a loss."),
        QT_TRANSLATE_NOOP("HeartsRules", "The difficulty you choose applies from the next game: a game in progress keeps "
           "the opponents it started with. There are no daily deals and no streaks."),
    ]),
    (QT_TRANSLATE_NOOP("HeartsRules", "Passing 3 cards"), [
        QT_TRANSLATE_NOOP("HeartsRules", "Before most hands you pick exactly 3 cards of your hand to pass. The Confirm "
           "button is enabled only once the third card is picked. Tap a card to pick it, "
           "tap it again to put it back."),
        QT_TRANSLATE_NOOP("HeartsRules", "The direction changes every hand in a fixed cycle of four: to the left, to the "
           "right, across, and a hand with no pass; then it starts again."),
        QT_TRANSLATE_NOOP("HeartsRules", "The three CPU seats have already chosen their cards while you pick. When you "
           "confirm, all 12 cards cross the table at the same moment, so nobody chooses "
           "knowing what another seat passed. The cards you received are highlighted for a "
           "moment."),
        QT_TRANSLATE_NOOP("HeartsRules", "Picking and unpicking cards is not a move: you can leave the game while picking "
           "and find your picks as you left them."),
    ]),
    (QT_TRANSLATE_NOOP("HeartsRules", "Playing the tricks"), [
        QT_TRANSLATE_NOOP("HeartsRules", "After the pass (or at once in a hand with no pass) the seat holding the two of "
           "clubs leads it; no other card may open a hand."),
        QT_TRANSLATE_NOOP("HeartsRules", "You must follow the suit that was led if you can; this rule has no exceptions. "
           "On the first trick nobody may play a heart or the queen of spades unless every "
           "card they hold is one. Hearts may not be led until a heart has been played in an "
           "earlier trick, unless the leader holds only hearts."),
        QT_TRANSLATE_NOOP("HeartsRules", "The queen of spades is not a heart: it never breaks hearts and may be led at any "
           "time."),
        QT_TRANSLATE_NOOP("HeartsRules", "The highest card of the suit led takes the trick; a card of another suit never "
           "wins. The winner leads the next trick, and all 13 tricks are always played."),
        QT_TRANSLATE_NOOP("HeartsRules", "Playing a card takes two taps: the first lifts it out of your hand, the second "
           "plays it. Tapping another card lifts that one instead. Cards you may not play "
           "right now sink and ignore taps, without any sound or message."),
        QT_TRANSLATE_NOOP("HeartsRules", "A finished trick stays face up on the table for a moment before it goes to the "
           "seat that took it."),
    ]),
    (QT_TRANSLATE_NOOP("HeartsRules", "CPU opponents and difficulty"), [
        QT_TRANSLATE_NOOP("HeartsRules", "The CPU seats play one card at a time, each on the same short beat. They never "
           "search ahead: the most any of them does is count its own cards against the "
           "cards already played."),
        QT_TRANSLATE_NOOP("HeartsRules", "A CPU seat knows only its own hand, the cards actually played and its "
           "difficulty; after the pass it forgets what it passed. Ties between equally good "
           "cards are broken by the game's seed, so a saved game always plays out the same "
           "way."),
        QT_TRANSLATE_NOOP("HeartsRules", "Easy remembers nothing but its hand and the current trick. Normal remembers "
           "every card played this hand. Hard also notes which seat has shown a void in a "
           "suit."),
        QT_TRANSLATE_NOOP("HeartsRules", "Easy and Normal guard against shooting the moon: when one seat has taken 12 "
           "points or more and nobody else any, they give it no more point cards. Hard "
           "instead watches for a seat that has taken every point so far and leads like a "
           "shooter: twice the highest card still out in a suit, once at least after taking "
           "points. It gives that seat no point cards and tries to take a trick from it. No "
           "CPU seat ever tries to shoot the moon itself."),
    ]),
    (QT_TRANSLATE_NOOP("HeartsRules", "No undo, no hints"), [
        QT_TRANSLATE_NOOP("HeartsRules", "There is no undo: after three other seats have answered your card, taking it "
           "back would let you keep what you learned while pretending it never happened."),
        QT_TRANSLATE_NOOP("HeartsRules", "There are no hints either: which cards to pass and when to duck or take a trick "
           "is the whole game. The only help is the rules made visible: cards you may play "
           "stay up, the others sink. Every legal card looks the same."),
        QT_TRANSLATE_NOOP("HeartsRules", "Your hand is sorted once, by suit (clubs, diamonds, spades, hearts) and then by "
           "rank."),
    ]),
    (QT_TRANSLATE_NOOP("HeartsRules", "Scoring, the moon and the end"), [
        QT_TRANSLATE_NOOP("HeartsRules", "Every heart taken scores 1 point and the queen of spades 13; the other 38 cards "
           "are worth nothing."),
        QT_TRANSLATE_NOOP("HeartsRules", "Shooting the moon means taking all 26 points in one hand. Then each of the "
           "other three seats takes 26 points instead and the shooter takes none. There is "
           "no option to subtract 26 from your own score. Taking the queen of spades alone "
           "is a plain 13 points."),
        QT_TRANSLATE_NOOP("HeartsRules", "After each hand the table shows that hand's points and the running totals; "
           "nothing of a finished hand is kept for review."),
        QT_TRANSLATE_NOOP("HeartsRules", "Statistics are kept per difficulty: games played, wins, losses, draws and the "
           "total play time. A game counts as played the moment it starts; leaving a game "
           "for a new one is not a loss. There is no clock on screen, no best score and no "
           "streak."),
    ]),
    (QT_TRANSLATE_NOOP("HeartsRules", "Playing with the keyboard"), [
        QT_TRANSLATE_NOOP("HeartsRules", "Left and Right move the focus ring along your hand; Tab goes on to the cards "
           "of the trick and to the seats' scores, and back to your hand. Enter or Space "
           "taps the card with the focus: while passing it picks or unpicks the card, while "
           "playing the first press lifts it and the second plays it. Ctrl+Enter confirms "
           "the pass. A screen reader tells each card's name and whether it is playable now, "
           "and nothing more."),
    ]),
    (QT_TRANSLATE_NOOP("HeartsRules", "Tips"), [
        QT_TRANSLATE_NOOP("HeartsRules", "Watch for voids: a seat that discards off-suit has none of the suit led. "
           "Remember it; it decides who can safely take your queen of spades later."),
        QT_TRANSLATE_NOOP("HeartsRules", "When passing, get rid of the queen of spades if you hold it, and the high spades "
           "with it if you can."),
        QT_TRANSLATE_NOOP("HeartsRules", "Late in a hand, count the cards already shown rather than guess what the others "
           "still hold: with most of the deck played, the last cards are often a matter of "
           "arithmetic."),
    ]),
]


def rules_html() -> str:
    """The rules as rich text, in the player's language."""
    return rules_page(QCoreApplication.translate("Hearts", "Hearts"), CONTEXT, SECTIONS)
