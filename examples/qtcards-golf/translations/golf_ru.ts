<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Golf</name>
    <message>
        <source>Outline playable cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame the column cards that can go on the foundation, or the stock when none can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golf</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GolfRules</name>
    <message>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golf uses one deck of 52 cards. 35 cards lie face up in seven columns of five; the other 17 form the stock. The stock&apos;s first card is turned face up at once to start the foundation, so 16 cards are left to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Touch the top card of a column (the lowest one on the screen) to move it onto the foundation. It must be one rank higher or one rank lower than the foundation&apos;s top card; suits do not matter. Touch the stock to turn its next card onto the foundation: you may draw at any time, and there is no second pass through the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces and kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranks do not turn the corner: aces are low and kings high, so an ace goes only on a 2 and a king only on a queen. A king ends a sequence: nothing goes on a king, and after one you must draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End and score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win when all 35 column cards are on the foundation, even with cards left in the stock. The game is over when the stock is empty and no column card can move. The score is the number of cards left in the columns: lower is better, and a win scores 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo takes back up to 100 moves, draws included. The deal number in the info bar gives the same deal again through Game &gt; Play deal number. Outline playable cards (on by default) frames the cards you can move, or the stock when none can. Statistics count the games played and won and keep the best score.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GolfView</name>
    <message>
        <source>Play &amp;deal number...</source>
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
        <source>Best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal number (0 to {0}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing goes on a king: draw from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a card one rank higher or lower goes on the foundation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
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
    <message>
        <source>You won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>All 35 cards are on the foundation in %n move(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No move is left, with %n card(s) still in the columns.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
