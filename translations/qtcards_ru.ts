<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
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
