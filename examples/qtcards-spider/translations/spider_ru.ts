<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Spider</name>
    <message>
        <source>Suits</source>
        <translation>Масти</translation>
    </message>
    <message>
        <source>A change applies from the next deal.</source>
        <translation>Изменение действует со следующей партии.</translation>
    </message>
    <message>
        <source>One (spades)</source>
        <translation>Одна (пики)</translation>
    </message>
    <message>
        <source>Two (spades and hearts)</source>
        <translation>Две (пики и черви)</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Четыре</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
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
        <source>Spider</source>
        <translation>Паук</translation>
    </message>
    <message>
        <source>Patience: two decks in ten columns; build king-to-ace runs of one suit.</source>
        <translation>Пасьянс: две колоды в десяти столбцах; соберите стопки одной масти от короля до туза.</translation>
    </message>
</context>
<context>
    <name>SpiderRules</name>
    <message>
        <source>The deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Two decks, 104 cards, in one suit (spades), two (spades and hearts) or four: Settings. 54 cards go into ten columns, six in each of the first four and five in the others, only the last of each face up; the other 50 are the stock.</source>
        <translation>Две колоды, 104 карты, в одной масти (пики), в двух (пики и черви) или в четырёх: в настройках. 54 карты раскладываются в десять столбцов, по шесть в первые четыре и по пять в остальные, открыта только последняя карта каждого; остальные 50 — колода.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>A card goes on any card one rank higher, whatever its suit. A run of cards moves as one only when it goes down in sequence and is all of one suit. Any card or such run goes to an empty column. When a column&apos;s face-down card is uncovered, it turns face up.</source>
        <translation>Карту можно положить на любую карту на единицу старше, какой бы масти та ни была. Несколько карт переносятся вместе, только если они идут по убыванию подряд и все одной масти. На пустой столбец можно положить любую карту или такую стопку. Открывшаяся закрытая карта столбца переворачивается лицом вверх.</translation>
    </message>
    <message>
        <source>Click the stock to deal a row: one card face up on each column. A row is dealt only when no column is empty. A whole run of one suit from the king down to the ace leaves for a foundation at once.</source>
        <translation>Щёлкните колоду, чтобы сдать ряд: по одной открытой карте на каждый столбец. Ряд сдаётся, только если ни один столбец не пуст. Собранная стопка одной масти от короля до туза сразу уходит в базу.</translation>
    </message>
    <message>
        <source>Score and the end</source>
        <translation>Счёт и конец партии</translation>
    </message>
    <message>
        <source>The score is Microsoft Spider&apos;s: 500 to start, 1 off for each move and each row dealt, 100 more for each run sent home. You win when all eight runs are home.</source>
        <translation>Счёт — как в «Пауке» Microsoft: 500 в начале, минус 1 за каждый ход и каждый сданный ряд, плюс 100 за каждую стопку, ушедшую в базу. Вы выигрываете, когда все восемь стопок в базе.</translation>
    </message>
    <message>
        <source>The app</source>
        <translation>Программа</translation>
    </message>
    <message>
        <source>Click a card to pick it up with the run on it, then click where it goes, or drag it there; H shows a possible move. With the keyboard, Tab goes through what can be picked up and, with a run picked, through where it can go; Enter or Space picks and puts down; Escape puts the run back. A screen reader names every card and run, reads a face-down card as one, and says each move. Undo takes back up to 100 moves, each with the point it cost; Game › Statistics counts the games played and won; Game › Play deal number plays a deal by its number.</source>
        <translation>Щёлкните карту, чтобы взять её вместе с картами на ней, затем щёлкните место, куда её положить, или перетащите её туда; H показывает возможный ход. С клавиатуры Tab переходит по картам, которые можно взять, а когда стопка взята, — по местам, куда её можно положить; Enter или пробел берёт и кладёт; Escape возвращает стопку на место. Программа чтения с экрана называет каждую карту и стопку, закрытую карту читает просто как закрытую и сообщает о каждом ходе. Можно отменить до 100 последних ходов, и каждый отменённый ход возвращает снятое за него очко; «Игра › Статистика» считает сыгранные партии и победы; «Игра › Сыграть партию по номеру» раздаёт партию по её номеру.</translation>
    </message>
</context>
<context>
    <name>SpiderView</name>
    <message>
        <source>A row is dealt only when no column is empty.</source>
        <translation>Ряд сдаётся, только если ни один столбец не пуст.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>Колода пуста.</translation>
    </message>
</context>
</TS>
