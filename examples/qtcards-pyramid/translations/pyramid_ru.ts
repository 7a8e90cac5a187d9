<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Pyramid</name>
    <message>
        <source>Cards left</source>
        <translation>Осталось карт</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Recycles left</source>
        <translation>Возвратов сброса</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Пирамида</translation>
    </message>
    <message>
        <source>Patience: take away pairs that add up to 13 from a pyramid of 28 cards.</source>
        <translation>Пасьянс: убирайте из пирамиды в 28 карт пары, дающие в сумме 13.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
</context>
<context>
    <name>PyramidRules</name>
    <message>
        <source>The deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>One deck of 52 cards. 28 cards are dealt face up in a pyramid of seven rows, one card at the top and seven at the bottom, each row overlapping the one above: a card is covered by the two cards that lie over it until both are gone. The other 24 cards form the stock.</source>
        <translation>Одна колода из 52 карт. 28 карт раскладываются открытыми в пирамиду из семи рядов: одна карта наверху, семь внизу, и каждый ряд накрывает ряд над ним. Карта перекрыта двумя картами, которые лежат на ней, пока обе не убраны. Остальные 24 карты образуют колоду.</translation>
    </message>
    <message>
        <source>Removing cards</source>
        <translation>Как убирать карты</translation>
    </message>
    <message>
        <source>A card is exposed when no card covers it. Click an exposed king to remove it alone; click two exposed cards whose ranks add up to 13 to remove them together, or drag one onto the other. An ace counts 1, a jack 11, a queen 12 and a king 13; suits do not matter. The waste&apos;s top card is in play too: it pairs with an exposed card of the pyramid, and a king on the waste is removed alone.</source>
        <translation>Карта свободна, когда её ничто не перекрывает. Щёлкните свободного короля, чтобы убрать его одного; щёлкните две свободные карты, достоинства которых в сумме дают 13, чтобы убрать их парой, или перетащите одну на другую. Туз стоит 1, валет 11, дама 12, король 13; масть не важна. Верхняя карта сброса тоже в игре: она составляет пару со свободной картой пирамиды, а король на сбросе убирается один.</translation>
    </message>
    <message>
        <source>The stock and the waste</source>
        <translation>Колода и сброс</translation>
    </message>
    <message>
        <source>Click the stock to turn its top card face up onto the waste, one at a time. When the stock is empty, click it to turn the whole waste back over as the stock. You may do so twice: you go through the stock three times in all.</source>
        <translation>Щёлкните колоду, чтобы открыть её верхнюю карту на сброс, по одной карте за раз. Когда колода пуста, щёлкните её, чтобы перевернуть весь сброс обратно в колоду. Так можно сделать дважды: всего колода проходится три раза.</translation>
    </message>
    <message>
        <source>End and score</source>
        <translation>Счёт и конец партии</translation>
    </message>
    <message>
        <source>You win when the pyramid is cleared, even with cards left in the stock or on the waste. The game is over when no move is left. The score is the number of cards left in the pyramid: lower is better. Undo takes back up to 100 moves; Game › Play deal number gives a deal again by the number the info bar shows. The arrow keys and Tab move between the cards, Enter or Space clicks, Escape puts a picked card back.</source>
        <translation>Вы выигрываете, когда пирамида разобрана, даже если в колоде или в сбросе остались карты. Партия окончена, когда ходов больше нет. Счёт — число карт, оставшихся в пирамиде: чем меньше, тем лучше. Можно отменить до 100 последних ходов; «Игра › Сыграть партию по номеру» снова раздаёт партию по номеру с панели. Стрелки и Tab переводят фокус между картами, Enter или пробел действуют как щелчок, Escape снимает выбор.</translation>
    </message>
</context>
<context>
    <name>PyramidView</name>
    <message>
        <source>Remove</source>
        <translation>снятие карт</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>взятие карты</translation>
    </message>
    <message>
        <source>Recycle</source>
        <translation>возврат сброса</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s); Enter draws one</source>
        <translation>
            <numerusform>%n карта; Enter берёт одну</numerusform>
            <numerusform>%n карты; Enter берёт одну</numerusform>
            <numerusform>%n карт; Enter берёт одну</numerusform>
        </translation>
    </message>
    <message>
        <source>empty; Enter turns the waste over</source>
        <translation>пуста; Enter возвращает в неё сброс</translation>
    </message>
    <message>
        <source>Click two free cards that add up to 13 (J 11, Q 12, K 13), a free king alone, or the stock.</source>
        <translation>Щёлкните две свободные карты, дающие в сумме 13 (валет 11, дама 12, король 13), свободного короля отдельно или колоду.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пуста</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Waste: {0}</source>
        <translation>Сброс: {0}</translation>
    </message>
    <message>
        <source>Drew the {0}.</source>
        <translation>Взята карта: {0}.</translation>
    </message>
    <message>
        <source>The waste is back in the stock.</source>
        <translation>Сброс возвращён в колоду.</translation>
    </message>
    <message numerus="yes">
        <source>Removed; %n card(s) left in the pyramid.</source>
        <translation>
            <numerusform>Убрано; в пирамиде осталась %n карта.</numerusform>
            <numerusform>Убрано; в пирамиде осталось %n карты.</numerusform>
            <numerusform>Убрано; в пирамиде осталось %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pyramid is cleared in %n move(s).</source>
        <translation>
            <numerusform>Пирамида разобрана за %n ход.</numerusform>
            <numerusform>Пирамида разобрана за %n хода.</numerusform>
            <numerusform>Пирамида разобрана за %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message numerus="yes">
        <source>No move is left, with %n card(s) still in the pyramid.</source>
        <translation>
            <numerusform>Ходов больше нет; в пирамиде осталась %n карта.</numerusform>
            <numerusform>Ходов больше нет; в пирамиде осталось %n карты.</numerusform>
            <numerusform>Ходов больше нет; в пирамиде осталось %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
</context>
</TS>
