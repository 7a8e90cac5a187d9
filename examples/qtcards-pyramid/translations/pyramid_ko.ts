<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>Pyramid</name>
    <message>
        <source>Cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recycles left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PyramidRules</name>
    <message>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One deck of 52 cards. 28 cards are dealt face up in a pyramid of seven rows, one card at the top and seven at the bottom, each row overlapping the one above: a card is covered by the two cards that lie over it until both are gone. The other 24 cards form the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removing cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card is exposed when no card covers it. Click an exposed king to remove it alone; click two exposed cards whose ranks add up to 13 to remove them together, or drag one onto the other. An ace counts 1, a jack 11, a queen 12 and a king 13; suits do not matter. The waste&apos;s top card is in play too: it pairs with an exposed card of the pyramid, and a king on the waste is removed alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock and the waste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the stock to turn its top card face up onto the waste, one at a time. When the stock is empty, click it to turn the whole waste back over as the stock. You may do so twice: you go through the stock three times in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End and score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win when the pyramid is cleared, even with cards left in the stock or on the waste. The game is over when no move is left. The score is the number of cards left in the pyramid: lower is better. Undo takes back up to 100 moves; Game › Play deal number gives a deal again by the number the info bar shows. The arrow keys and Tab move between the cards, Enter or Space clicks, Escape puts a picked card back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PyramidView</name>
    <message>
        <source>Remove</source>
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
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play &amp;deal number...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal number (0 to {0}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s); Enter draws one</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>empty; Enter turns the waste over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waste: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drew the {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The waste is back in the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Removed; %n card(s) left in the pyramid.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pyramid is cleared in %n move(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No move is left, with %n card(s) still in the pyramid.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
