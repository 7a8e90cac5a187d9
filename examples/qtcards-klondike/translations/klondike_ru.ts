<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Klondike</name>
    <message>
        <source>Cards turned from the stock</source>
        <translation>Сколько карт открывать из колоды</translation>
    </message>
    <message>
        <source>A change applies from the next deal.</source>
        <translation>Изменение действует со следующей партии.</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Одну</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Три</translation>
    </message>
    <message>
        <source>Send safe cards home</source>
        <extracomment>The safe auto-move (the kit&apos;s PatienceView sends safe cards home while it is on).</extracomment>
        <translation>Автоматически отправлять карты в базу</translation>
    </message>
    <message>
        <source>After each move, cards that no column can still use go to the foundations.</source>
        <translation>После каждого хода карты, которые уже не нужны ни одному столбцу, уходят в базу.</translation>
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
        <source>Klondike</source>
        <translation>Косынка</translation>
    </message>
    <message>
        <source>Patience: build four suits home from seven columns and a stock.</source>
        <translation>Пасьянс: соберите четыре масти в базе из семи столбцов и колоды.</translation>
    </message>
</context>
<context>
    <name>KlondikeRules</name>
    <message>
        <source>The deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>One deck of 52 cards. Seven columns get one to seven cards, only the last of each face up; the other 24 cards are the stock, face down. The four foundations start empty.</source>
        <translation>Одна колода в 52 карты. В семь столбцов кладут от одной до семи карт, открыта только последняя карта каждого; остальные 24 карты лежат рубашкой вверх в колоде. Четыре базы в начале пусты.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>Columns build down in alternating colours: a red 6 on a black 7. Any face-up card may move with the cards on it, as one run, onto a card one rank higher of the other colour; only a king, or a run headed by a king, goes to an empty column. When a column&apos;s face-down card is uncovered, it turns face up.</source>
        <translation>Столбцы собираются по убыванию с чередованием цвета: красная шестёрка на чёрную семёрку. Любую открытую карту можно переложить вместе с картами на ней, одной стопкой, на карту другого цвета на единицу старше; на пустой столбец кладут только короля или стопку, которая начинается с короля. Открывшаяся закрытая карта столбца переворачивается лицом вверх.</translation>
    </message>
    <message>
        <source>Each foundation builds up one suit from the ace to the king. A foundation&apos;s top card may come back to a column.</source>
        <translation>Каждая база собирается в одной масти от туза до короля. Верхнюю карту базы можно вернуть в столбец.</translation>
    </message>
    <message>
        <source>Click the stock to turn one card (or three: Settings) onto the waste; the waste&apos;s top card may be played. When the stock is empty, a click turns the waste over into the stock, as often as you like.</source>
        <translation>Щёлкните колоду, чтобы открыть одну карту (или три: в настройках) в сброс; верхнюю карту сброса можно сыграть. Когда колода пуста, щелчок переворачивает сброс обратно в колоду, сколько угодно раз.</translation>
    </message>
    <message>
        <source>Score and the end</source>
        <translation>Счёт и конец партии</translation>
    </message>
    <message>
        <source>The score is Windows Solitaire&apos;s standard one: 10 points for a card sent to a foundation, 5 for a card from the waste to a column, 5 for a column&apos;s card turned face up, minus 15 for a card taken back from a foundation. Turning the waste over costs 100 points from the second time on when turning one card, 20 from the fourth time on when turning three. The score never goes below 0. You win when all 52 cards are home.</source>
        <translation>Счёт — стандартный, как в пасьянсе Windows: 10 очков за карту в базу, 5 за карту из сброса в столбец, 5 за открытую карту столбца, минус 15 за карту, взятую из базы обратно. Переворот сброса стоит 100 очков, начиная со второго раза, если открывать по одной карте, и 20 очков, начиная с четвёртого, если по три. Счёт не бывает меньше нуля. Вы выигрываете, когда все 52 карты в базе.</translation>
    </message>
    <message>
        <source>The app</source>
        <translation>Программа</translation>
    </message>
    <message>
        <source>Click a card to pick it up with the cards on it, then click where it goes, or drag it there. A double-click (or F) sends a card to its foundation; H shows a possible move. With the keyboard, Tab goes through what can be picked up and, with a run picked, through where it can go; Enter or Space picks and puts down; Escape puts the run back. A screen reader names every card and run, reads a face-down card as one, and says each move. Undo takes back up to 100 moves; the deal number gives the same deal again (Game › Play deal number).</source>
        <translation>Щёлкните карту, чтобы взять её вместе с картами на ней, затем щёлкните место, куда её положить, или перетащите её туда. Двойной щелчок (или F) отправляет карту в базу; H показывает возможный ход. С клавиатуры Tab переходит по картам, которые можно взять, а когда стопка взята, — по местам, куда её можно положить; Enter или пробел берёт и кладёт; Escape возвращает стопку на место. Программа чтения с экрана называет каждую карту и стопку, закрытую карту читает просто как закрытую и сообщает о каждом ходе. Можно отменить до 100 последних ходов; номер партии раздаёт ту же партию снова (Игра › Сыграть партию по номеру).</translation>
    </message>
</context>
</TS>
