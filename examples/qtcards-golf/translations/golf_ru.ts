<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Golf</name>
    <message>
        <source>Outline playable cards</source>
        <translation>Выделять карты, которые можно сыграть</translation>
    </message>
    <message>
        <source>Frame the column cards that can go on the foundation, or the stock when none can.</source>
        <translation>Обводить рамкой карты столбцов, которые можно положить на базу, а если таких нет — колоду.</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Осталось карт</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Golf</source>
        <translation>Гольф</translation>
    </message>
    <message>
        <source>Patience: clear seven columns onto one pile, a rank up or down.</source>
        <translation>Пасьянс: переложите семь столбцов в одну стопку, на карту на единицу старше или младше.</translation>
    </message>
</context>
<context>
    <name>GolfRules</name>
    <message>
        <source>The deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Golf uses one deck of 52 cards. 35 cards lie face up in seven columns of five; the other 17 form the stock. The stock&apos;s first card is turned face up at once to start the foundation, so 16 cards are left to draw.</source>
        <translation>В Гольф играют одной колодой из 52 карт. 35 карт лежат открытыми в семи столбцах по пять; остальные 17 образуют колоду. Первая карта колоды сразу открывается и начинает базу, так что брать остаётся 16 карт.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>Click the top card of a column (the lowest one on the screen) to move it onto the foundation. It must be one rank higher or one rank lower than the foundation&apos;s top card; suits do not matter. Click the stock to turn its next card onto the foundation: you may draw at any time, and there is no second pass through the stock.</source>
        <translation>Щёлкните верхнюю карту столбца (самую нижнюю на экране), чтобы переложить её на базу. Она должна быть на одно достоинство старше или младше верхней карты базы; масть не важна. Щёлкните колоду, чтобы открыть её следующую карту на базу: брать карту можно в любой момент, а второго прохода по колоде нет.</translation>
    </message>
    <message>
        <source>Aces and kings</source>
        <translation>Тузы и короли</translation>
    </message>
    <message>
        <source>Ranks do not turn the corner: aces are low and kings high, so an ace goes only on a 2 and a king only on a queen. A king ends a sequence: nothing goes on a king, and after one you must draw.</source>
        <translation>Достоинства не замыкаются в круг: туз младший, король старший, поэтому туз ложится только на двойку, а король — только на даму. Король завершает последовательность: на короля ничего не кладут, и после него нужно взять карту из колоды.</translation>
    </message>
    <message>
        <source>End and score</source>
        <translation>Счёт и конец партии</translation>
    </message>
    <message>
        <source>You win when all 35 column cards are on the foundation, even with cards left in the stock. The game is over when the stock is empty and no column card can move. The score is the number of cards left in the columns: lower is better, and a win scores 0.</source>
        <translation>Вы выигрываете, когда все 35 карт из столбцов лежат на базе, даже если в колоде ещё остались карты. Партия окончена, когда колода пуста и ни одну карту из столбцов нельзя переложить. Очки — число карт, оставшихся в столбцах: чем меньше, тем лучше, а выигрыш даёт 0.</translation>
    </message>
    <message>
        <source>The app</source>
        <translation>Программа</translation>
    </message>
    <message>
        <source>Undo takes back up to 100 moves, draws included. The deal number in the info bar gives the same deal again through Game › Play deal number. Outline playable cards (on by default) frames the cards you can move, or the stock when none can. Statistics count the games played and won and keep the best score.</source>
        <translation>Можно отменить до 100 последних ходов, включая взятые из колоды карты. По номеру партии на панели ту же партию можно сыграть снова: «Игра › Сыграть партию по номеру». Параметр «Выделять карты, которые можно сыграть» (включён по умолчанию) обводит карты, которые можно переложить, а если таких нет — колоду. Статистика считает сыгранные и выигранные партии и хранит лучший результат.</translation>
    </message>
</context>
<context>
    <name>GolfView</name>
    <message>
        <source>Best score</source>
        <translation>Лучший результат</translation>
    </message>
    <message>
        <source>Nothing goes on a king: draw from the stock.</source>
        <translation>На короля ничего не кладут: возьмите карту из колоды.</translation>
    </message>
    <message>
        <source>Only a card one rank higher or lower goes on the foundation.</source>
        <translation>На базу можно положить только карту на одно достоинство старше или младше.</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>An undo command&apos;s name, after &quot;Undo&quot;/&quot;Redo&quot; in the Edit menu: a stock card turned.</extracomment>
        <translation>взятие карты</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>An undo command&apos;s name, after &quot;Undo&quot;/&quot;Redo&quot;: a card played onto the foundation.</extracomment>
        <translation>ход</translation>
    </message>
    <message>
        <source>Play the {0} onto the foundation.</source>
        <translation>На базу: {0}.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>Возьмите карту из колоды.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Ходов больше нет.</translation>
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
        <source>Stock</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Foundation: {0}</source>
        <translation>База: {0}</translation>
    </message>
    <message>
        <source>Drew the {0}.</source>
        <translation>Взята карта: {0}.</translation>
    </message>
    <message numerus="yes">
        <source>The {0} onto the foundation; %n card(s) left in the columns.</source>
        <translation>
            <numerusform>На базу: {0}; в столбцах осталась %n карта.</numerusform>
            <numerusform>На базу: {0}; в столбцах осталось %n карты.</numerusform>
            <numerusform>На базу: {0}; в столбцах осталось %n карт.</numerusform>
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
        <source>Stock: %n</source>
        <translation>
            <numerusform>Колода: %n</numerusform>
            <numerusform>Колода: %n</numerusform>
            <numerusform>Колода: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Foundation: %n</source>
        <translation>
            <numerusform>База: %n</numerusform>
            <numerusform>База: %n</numerusform>
            <numerusform>База: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <source>Click the lowest card of a column that is one rank above or below the foundation&apos;s card, or click the stock to turn its next card. By keyboard: Tab and the arrows choose, Enter plays.</source>
        <translation>Щёлкните нижнюю карту столбца на одно достоинство старше или младше карты базы или щёлкните колоду, чтобы открыть следующую карту. С клавиатуры: Tab и стрелки выбирают, Enter играет.</translation>
    </message>
    <message numerus="yes">
        <source>All 35 cards are on the foundation in %n move(s).</source>
        <translation>
            <numerusform>Все 35 карт на базе за %n ход.</numerusform>
            <numerusform>Все 35 карт на базе за %n хода.</numerusform>
            <numerusform>Все 35 карт на базе за %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message numerus="yes">
        <source>No move is left, with %n card(s) still in the columns.</source>
        <translation>
            <numerusform>Ходов больше нет; в столбцах осталась %n карта.</numerusform>
            <numerusform>Ходов больше нет; в столбцах осталось %n карты.</numerusform>
            <numerusform>Ходов больше нет; в столбцах осталось %n карт.</numerusform>
        </translation>
    </message>
</context>
</TS>
