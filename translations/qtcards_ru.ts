<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Cards</name>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeartToHeart</name>
    <message>
        <source>Placement aid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outline the cards that can make a pair; dim the others while a card is selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain why two cards do not make a pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heart to Heart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeartToHeartRules</name>
    <message>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heart to Heart uses 52 cards, all hearts: four of each rank from ace to king. 25 cards lie face up in the shape of a heart, in rows of 4, 6, 5, 4, 3, 2 and 1 cards; 26 lie face down in the stock; the last one lies face up on the waste.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each card of the heart is covered by the one or two cards of the row below that overlap it. A card is available when every card covering it is gone. At the start only the tip of the heart is available. Every card of the heart stays visible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair is two cards of the same rank: two available cards of the heart, or an available card and the top card of the waste. Both leave the game; their place stays empty. Suit never matters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock and waste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Touch the stock to turn its top card onto the waste; only the waste&apos;s top card can be used. Touch the empty stock to turn the whole waste back over, in the same order, as often as you like. Every pair, draw and turn-over counts as one move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Touching cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Touch an available card or the waste to select it; touch a second card of the same rank to remove the pair. Touch the selected card again to deselect it. A second card of another rank removes nothing and becomes the selection. Touching a covered card does nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement aid (on by default) outlines every available card that can make a pair, and dims the cards that do not match the selected one. Move errors (off by default) explains a mismatch with “Must be the same rank”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score and end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card removed from the heart scores 10; waste cards score nothing, so a won game always scores 250. You win when all 25 cards of the heart are gone, even with cards left in the stock. The game is stuck when no available card has a card of its rank among the other available cards, the stock or the waste: then you can undo or start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arrow keys move the focus ring: Left and Right along a row of the heart, Up and Down to the row above or below. Tab goes on to the stock and the waste and back to the heart. Enter or Space touches the card with the focus. D draws from the stock; Ctrl+Z undoes a move and Ctrl+Shift+Z redoes it; Ctrl+N deals a new game. A screen reader tells each card&apos;s rank, its position, and whether it is available or covered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo takes back up to 100 moves, draws included. The info bar shows the time, the score, the moves and the deal code; the same code always gives the same deal. The app has no solver and no hints: it never says whether a deal can be won.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeartToHeartView</name>
    <message>
        <source>Enter &amp;deal code...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy deal code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dra&amp;w from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter deal code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal code (for example HH1-N-AAAAAAM):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” is a deal code of another version; this game reads HH1 codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” is a kind of deal this game does not know; codes look like HH1-N-AAAAAAM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” is not a deal code; codes look like HH1-N-AAAAAAM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal code copied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be the same rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair removed; score {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drew {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The waste is back in the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, position {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>covered by position {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s); Enter draws one</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>empty; Enter turns the waste over</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) on the waste</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Waste: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waste: %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: {0}
Time: {1}
Moves: {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more moves possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hearts</name>
    <message>
        <source>Easy</source>
        <extracomment>The CPU levels with their labels (marked for translation in the &quot;Hearts&quot; context).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A change applies from the next game; the game in progress keeps its level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeartsView</name>
    <message>
        <source>Confirm</source>
        <extracomment>One CPU card per beat (ms). Tests shorten it; it is not a setting. How long a finished trick stays face up before it is collected (ms). How long the cards you received stay outlined (ms). How long a passing notice (&quot;No passing this hand&quot;) stays on the felt (ms).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass 3 cards to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass 3 cards to the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass 3 cards across</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw: you share the lowest score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total play time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No passing this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You received the {0}, the {1} and the {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} plays the {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} takes the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You shot the moon: everyone else takes 26.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} shot the moon: everyone else takes 26.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {0} is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {0} · Total {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About qtcards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is installed. Install a qtcards game plugin, then start qtcards again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game from the Game menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game plugins disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game plugin(s) could not be used and were disabled; the other games work as usual.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>About qtcards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;qtcards {0}&lt;/h3&gt;&lt;p&gt;A card table for card games written as plugins.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget all statistics of this game? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The file {0} could not be read and was kept as {1}; starting afresh.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
