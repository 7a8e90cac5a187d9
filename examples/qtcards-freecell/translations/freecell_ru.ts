<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>FreeCell</name>
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
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>FreeCell</source>
        <translation>Свободная ячейка</translation>
    </message>
    <message>
        <source>Patience: every card face up, four free cells, Microsoft&apos;s deals.</source>
        <translation>Пасьянс: все карты открыты, четыре свободные ячейки, раздачи Microsoft.</translation>
    </message>
</context>
<context>
    <name>FreeCellRules</name>
    <message>
        <source>The deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>One deck of 52 cards, all face up, dealt row by row into eight columns: four of seven cards, four of six. Deals 1 to 32000 are Microsoft FreeCell&apos;s, card for card: the same number gives the same deal as there.</source>
        <translation>Одна колода в 52 карты, все открыты, разложены по рядам в восемь столбцов: четыре по семь карт и четыре по шесть. Партии с 1 по 32000 совпадают с раздачами Microsoft FreeCell карта в карту: тот же номер даёт ту же раздачу.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>Columns build down in alternating colours: a red 6 on a black 7. Any card may go to an empty column. Each of the four free cells holds one card. The four foundations build up one suit from the ace to the king; a card sent home stays there.</source>
        <translation>Столбцы собираются по убыванию с чередованием цвета: красная шестёрка на чёрную семёрку. На пустой столбец можно положить любую карту. В каждой из четырёх свободных ячеек помещается одна карта. Четыре базы собираются в одной масти от туза до короля; карта, ушедшая в базу, остаётся там.</translation>
    </message>
    <message>
        <source>A run in sequence moves as one when the free cells and the empty columns could carry it card by card: at most (free cells + 1) × 2 to the power of the empty columns, the column it goes to not counted when that one is empty.</source>
        <translation>Последовательность переносится целиком, если её можно было бы перенести по одной карте через свободные ячейки и пустые столбцы: не больше (свободные ячейки + 1) × 2 в степени числа пустых столбцов; столбец, куда идёт перенос, не считается, если он пуст.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Конец партии</translation>
    </message>
    <message>
        <source>You win when all 52 cards are home. When no move is left, Undo may still help. Nearly every deal can be won; Microsoft&apos;s deal 11982 is the famous one that cannot.</source>
        <translation>Вы выигрываете, когда все 52 карты в базе. Когда ходов не осталось, может помочь отмена. Почти любую раздачу можно разложить; знаменитая раздача Microsoft 11982 — та, что не раскладывается.</translation>
    </message>
    <message>
        <source>The app</source>
        <translation>Программа</translation>
    </message>
    <message>
        <source>Click a card to pick it up with the run on it, then click where it goes, or drag it there. A double-click (or F) sends a card to its foundation; H shows a possible move; Send safe cards home (on by default) moves cards that no column can still use. With the keyboard, Tab goes through what can be picked up and, with a run picked, through where it can go; Enter or Space picks and puts down; Escape puts the run back. Undo takes back up to 100 moves; Game › Play deal number plays a deal by its number.</source>
        <translation>Щёлкните карту, чтобы взять её вместе с картами на ней, затем щёлкните место, куда её положить, или перетащите её туда. Двойной щелчок (или F) отправляет карту в базу; H показывает возможный ход; «Автоматически отправлять карты в базу» (включено по умолчанию) переносит карты, которые уже не нужны столбцам. С клавиатуры Tab переходит по картам, которые можно взять, а когда стопка взята, — по местам, куда её можно положить; Enter или пробел берёт и кладёт; Escape возвращает стопку на место. Можно отменить до 100 последних ходов; «Игра › Сыграть партию по номеру» раздаёт партию по её номеру.</translation>
    </message>
</context>
</TS>
