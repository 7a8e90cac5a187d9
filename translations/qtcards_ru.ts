<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Appearance</name>
    <message>
        <source>The card deck {0} cannot be used ({1}); the built-in deck is shown instead.</source>
        <translation>Рисунок карт {0} нельзя использовать ({1}); вместо него показаны встроенные карты.</translation>
    </message>
</context>
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Appearance</source>
        <extracomment>A felt that is none of the presets: the combo box shows it as this entry.</extracomment>
        <translation>Внешний вид</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>Встроенный</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <extracomment>The Settings dialog: the set of card pictures (the built-in one, or an installed SVG deck).</extracomment>
        <translation>&amp;Рисунок карт</translation>
    </message>
    <message>
        <source>Crimson lattice</source>
        <translation>Малиновая решётка</translation>
    </message>
    <message>
        <source>Navy star</source>
        <translation>Синяя звезда</translation>
    </message>
    <message>
        <source>Forest diamonds</source>
        <translation>Зелёные ромбы</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>Рубашка выбранного рисунка</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Р&amp;убашка карт</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёное</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синее</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красное</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Серое</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Коричневое</translation>
    </message>
    <message>
        <source>Other colour</source>
        <translation>Другой цвет</translation>
    </message>
    <message>
        <source>&amp;Choose...</source>
        <translation>&amp;Выбрать...</translation>
    </message>
    <message>
        <source>&amp;Felt</source>
        <translation>&amp;Сукно</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>&amp;Четырёхцветные масти</translation>
    </message>
    <message>
        <source>Clubs green, diamonds blue (on the built-in deck)</source>
        <translation>Трефы зелёные, бубны синие (на встроенных картах)</translation>
    </message>
    <message>
        <source>Felt colour</source>
        <translation>Цвет сукна</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>2</source>
        <translation>двойка</translation>
    </message>
    <message>
        <source>3</source>
        <translation>тройка</translation>
    </message>
    <message>
        <source>4</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <source>5</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <source>6</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <source>7</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <source>8</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <source>9</source>
        <translation>девятка</translation>
    </message>
    <message>
        <source>10</source>
        <translation>десятка</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>King</source>
        <translation>король</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубен</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
</context>
<context>
    <name>DealCodes</name>
    <message>
        <source>“{0}” is a deal code of another version; this game reads HH1 codes.</source>
        <translation>«{0}» — код партии другой версии; эта игра читает коды HH1.</translation>
    </message>
    <message>
        <source>“{0}” is a kind of deal this game does not know; codes look like {1}.</source>
        <translation>«{0}» — неизвестный этой игре вид расклада; коды выглядят так: {1}.</translation>
    </message>
    <message>
        <source>“{0}” is not a deal code; codes look like {1}.</source>
        <translation>«{0}» — не код партии; коды выглядят так: {1}.</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>Play &amp;deal number...</source>
        <extracomment>Game menu: opens the dialog that asks for a deal number.</extracomment>
        <translation>Сыграть &amp;партию по номеру...</translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation>Партия по номеру</translation>
    </message>
    <message>
        <source>&amp;Deal number (0 to {1}):</source>
        <extracomment>{1} is the last deal number of the game.</extracomment>
        <translation>&amp;Номер партии (от 0 до {1}):</translation>
    </message>
    <message>
        <source>Type a deal number from 0 to {1}.</source>
        <translation>Введите номер партии от 0 до {1}.</translation>
    </message>
    <message>
        <source>&amp;Copy deal number</source>
        <translation>&amp;Копировать номер партии</translation>
    </message>
    <message>
        <source>Deal number copied.</source>
        <translation>Номер партии скопирован.</translation>
    </message>
    <message>
        <source>Enter &amp;deal code...</source>
        <extracomment>Game menu: opens the dialog that asks for a deal code.</extracomment>
        <translation>Ввести &amp;код партии...</translation>
    </message>
    <message>
        <source>Enter deal code</source>
        <translation>Ввод кода партии</translation>
    </message>
    <message>
        <source>&amp;Deal code (for example {1}) or deal number:</source>
        <extracomment>{1} is an example code, such as HH1-N-AAAAAAM.</extracomment>
        <translation>&amp;Код партии (например, {1}) или номер партии:</translation>
    </message>
    <message>
        <source>Type a deal code, for example {1}, or a deal number.</source>
        <translation>Введите код партии, например {1}, или номер партии.</translation>
    </message>
    <message>
        <source>&amp;Copy deal code</source>
        <translation>Копировать код &amp;партии</translation>
    </message>
    <message>
        <source>Deal code copied.</source>
        <translation>Код партии скопирован.</translation>
    </message>
    <message>
        <source>“{0}” is not a deal number; deal numbers run from 0 to {1}.</source>
        <extracomment>{0} is what the player typed, {1} the last deal number.</extracomment>
        <translation>«{0}» — не номер партии; номера партий — от 0 до {1}.</translation>
    </message>
    <message>
        <source>There is no deal {0}; deal numbers run from 0 to {1}.</source>
        <extracomment>{0} is the number the player typed, {1} the last deal number.</extracomment>
        <translation>Партии с номером {0} нет; номера партий — от 0 до {1}.</translation>
    </message>
    <message>
        <source>There is no deal “{0}”; the last deal is {2}.</source>
        <extracomment>{0} is the code the player typed, {2} the code of the game&apos;s last deal.</extracomment>
        <translation>Партии «{0}» нет; последняя партия — {2}.</translation>
    </message>
</context>
<context>
    <name>DesktopEntry</name>
    <message>
        <source>{0} is for Linux desktops, whose application menus read freedesktop.org entries; nothing was changed on this system.</source>
        <extracomment>{0} is the command-line option, which stays as it is.</extracomment>
        <translation>Параметр {0} предназначен для рабочих столов Linux, чьи меню приложений читают записи freedesktop.org; в этой системе ничего не изменено.</translation>
    </message>
</context>
<context>
    <name>Discard</name>
    <message>
        <source>Leave this game?</source>
        <extracomment>The setting that says whether to ask (true unless the player said &quot;Don&apos;t ask again&quot;). Whether to ask while the player has not said (scripted players and test windows, which press New game mid-game, set it to False: :mod:`qtcards.app.game_windows`).</extracomment>
        <translation>Бросить эту партию?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Начатая партия будет потеряна.</translation>
    </message>
    <message>
        <source>&amp;Leave it</source>
        <translation>&amp;Бросить</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Больше не спрашивать</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>{0} {1}</source>
        <comment>after a full stop</comment>
        <extracomment>A finished sentence ({0}: &quot;You won!&quot;) and the first line of the box after it.</extracomment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0}. {1}</source>
        <comment>title, then text</comment>
        <extracomment>A box&apos;s title ({0}: &quot;Stuck&quot;) and its first line, as one status line.</extracomment>
        <translation>{0}. {1}</translation>
    </message>
    <message>
        <source>{0}; {1}</source>
        <comment>two lines in one</comment>
        <extracomment>Two lines of an end-of-game box (&quot;Score: 250&quot;, &quot;Time: 1:02&quot;) in one status line.</extracomment>
        <translation>{0}; {1}</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>Emit it when what the menus show may have changed: the host sets again which of its Game menu entries are enabled (the QActions of :meth:`game_actions` are the view&apos;s own to enable or disable). The table :meth:`show_table` put in the view. The game&apos;s :class:`qtcards.kit.view.Session`, when it has one: the defaults of undo_stack, statistics, reset_statistics and save below then use it. (Not imported here: the session&apos;s module stands on this one.)</extracomment>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить ход</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>GroupAction</name>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo {0}</source>
        <extracomment>Edit menu: redo the move named {0} (an undo command&apos;s name, e.g. &quot;Draw&quot;).</extracomment>
        <translation>&amp;Повторить {0}</translation>
    </message>
    <message>
        <source>&amp;Undo {0}</source>
        <extracomment>Edit menu: undo the move named {0} (an undo command&apos;s name, e.g. &quot;Draw&quot;).</extracomment>
        <translation>&amp;Отменить {0}</translation>
    </message>
</context>
<context>
    <name>HeartToHeart</name>
    <message>
        <source>Placement aid</source>
        <extracomment>The plugin API this game is written for, written out (see docs/plugins.md, &quot;Checked at load&quot;).</extracomment>
        <translation>Помощь при выборе</translation>
    </message>
    <message>
        <source>Outline the cards that can make a pair; dim the others while a card is selected.</source>
        <translation>Обводить карты, из которых можно составить пару; пока карта выбрана, затемнять остальные.</translation>
    </message>
    <message>
        <source>Move errors</source>
        <translation>Ошибки ходов</translation>
    </message>
    <message>
        <source>Explain why two cards do not make a pair.</source>
        <translation>Объяснять, почему две карты не составляют пару.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
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
        <source>Deal code</source>
        <translation>Код партии</translation>
    </message>
    <message>
        <source>Heart to Heart</source>
        <translation>Heart to Heart</translation>
    </message>
    <message>
        <source>Patience: pair equal ranks out of a heart of 25 cards.</source>
        <translation>Пасьянс: убирайте пары карт одного достоинства из сердца из 25 карт.</translation>
    </message>
</context>
<context>
    <name>HeartToHeartRules</name>
    <message>
        <source>The deal</source>
        <translation>Начальная раскладка</translation>
    </message>
    <message>
        <source>The app uses a deck of 52 cards, all hearts: four of each of the 13 ranks, from ace to king. After the shuffle, the first 25 cards are dealt face up in 7 rows of 4, 6, 5, 4, 3, 2 and 1 cards, in the shape of a heart: the two rounded lobes at the top, the tip at the bottom. The next 26 cards form the stock, face down, and the last card is turned face up onto the waste.</source>
        <translation>Приложение использует колоду из 52 карт, все червовые: по 4 экземпляра каждого из 13 достоинств, от туза до короля. После перемешивания первые 25 карт выкладываются лицом вверх в форме сердца в 7 рядах: 4, 6, 5, 4, 3, 2, 1 карт; две округлые части вверху, остриё внизу. Следующие 26 карт образуют колоду лицом вниз, а последняя переворачивается на сброс.</translation>
    </message>
    <message>
        <source>Each card of the heart is covered by one or two cards of the row just below, which overlap it on the left and on the right.</source>
        <translation>Каждая карта сердца перекрыта одной или двумя картами нижнего ряда, которые накладываются на неё слева и справа.</translation>
    </message>
    <message>
        <source>A card becomes available when every card covering it has been removed. Nothing covers the tip of the heart, so it is the only card available at the start.</source>
        <translation>Карта свободна, когда все перекрывающие её карты убраны. Карту на острие ничто не перекрывает: это единственная свободная карта в начале.</translation>
    </message>
    <message>
        <source>A card at an edge has only one card overlapping it from below, so edge cards free up sooner.</source>
        <translation>Крайние карты перекрыты лишь одной картой, поэтому освобождаются быстрее.</translation>
    </message>
    <message>
        <source>Every card of the heart stays visible, so you know in advance which cards will become available. Only the stock is hidden.</source>
        <translation>Все карты сердца остаются видимыми: заранее известно, какие карты освободятся. Скрыта только колода.</translation>
    </message>
    <message>
        <source>A pair is two cards of the same rank: two available cards of the heart, or an available card and the top card of the waste.</source>
        <translation>Пара — две карты одного достоинства. Это могут быть две свободные карты сердца или свободная карта и верхняя карта сброса.</translation>
    </message>
    <message>
        <source>Suit does not matter: all the cards are hearts, so only the rank counts.</source>
        <translation>Масть не имеет значения: все карты червовые, важно только достоинство.</translation>
    </message>
    <message>
        <source>Both cards leave the game. The place a card of the heart leaves stays empty.</source>
        <translation>Обе карты выходят из игры. Освободившееся место в сердце остаётся пустым.</translation>
    </message>
    <message>
        <source>An example from deal HH1-N-AAAAAAM, which can be won: after a few cards have been drawn, a 4♥ shows on the waste, the same rank as the tip of the heart. The two are removed together as move 10, and the two cards the tip was covering become available.</source>
        <translation>Пример из раздачи HH1-N-AAAAAAM, которую можно выиграть: после переворота нескольких карт сверху сброса появляется 4♥, как и на острие. Обе карты убираются вместе на ходу № 10, и две карты, которые перекрывала карта на острие, становятся свободными.</translation>
    </message>
    <message>
        <source>Click the stock to turn its top card over onto the waste. Only the top card of the waste can be used.</source>
        <translation>Щелчок по колоде переворачивает её верхнюю карту на сброс. Использовать можно только верхнюю карту сброса.</translation>
    </message>
    <message>
        <source>Click the empty stock to turn the whole waste back into the stock, face down, in the same order. You can do this as often as you like.</source>
        <translation>Если щёлкнуть пустую колоду, весь сброс возвращается в неё лицом вниз в том же порядке. Число таких возвратов не ограничено.</translation>
    </message>
    <message>
        <source>Every card turned over and every return of the waste to the stock counts as one move.</source>
        <translation>Каждая перевёрнутая карта и каждый возврат сброса в колоду считаются отдельным ходом.</translation>
    </message>
    <message>
        <source>Clicking cards</source>
        <translation>Щелчки по картам</translation>
    </message>
    <message>
        <source>Clicking a covered card does nothing (the 10♥ at position 1 in deal HH1-N-AAAAAAM).</source>
        <translation>Щелчок по перекрытой карте ничего не делает (карта 10♥ на позиции 1 в раздаче HH1-N-AAAAAAM).</translation>
    </message>
    <message>
        <source>Click the selected card again to deselect it.</source>
        <translation>Повторный щелчок по выбранной карте снимает её выделение.</translation>
    </message>
    <message>
        <source>If the second card has another rank, nothing is removed and the second card becomes the selection: after clicking the tip of the heart (4♥) and then the waste (A♥), the waste card stays selected.</source>
        <translation>Если достоинство второй карты отличается, ничего не убирается, а выбранной становится она: после щелчка по карте на острие (4♥), а затем по сбросу (A♥) выбранной остаётся карта сброса.</translation>
    </message>
    <message>
        <source>Turn on the Move errors setting, off by default, and the app explains why: “Must be the same rank”.</source>
        <translation>Если включить настройку «Ошибки ходов», по умолчанию отключённую, приложение объяснит причину: «Должно быть то же достоинство».</translation>
    </message>
    <message>
        <source>The Placement aid setting, on by default, outlines the available cards that can pair with another available card or with the top card of the waste. While a card is selected, it dims the cards that do not match it.</source>
        <translation>Настройка «Помощь при выборе», по умолчанию включённая, обводит свободные карты, для которых есть пара среди свободных карт или сверху сброса; когда карта выбрана, она затемняет не подходящие к ней карты.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Every card removed from the heart adds 10 to the score; the cards of the waste score nothing. So a pair within the heart scores 20, and a pair with the waste 10. A won game removes all 25 cards of the heart, so it scores 250 however it is played. Time and moves are counted separately.</source>
        <translation>Каждая убранная из сердца карта добавляет к счёту 10 очков; карта сброса очков не приносит. Поэтому пара из карт сердца даёт 20, а пара со сбросом — 10. В выигранной партии убраны все 25 карт сердца: счёт составляет 250 независимо от способа победы. Время и количество ходов учитываются отдельно.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Конец партии</translation>
    </message>
    <message>
        <source>Won: all 25 cards of the heart are removed, even if cards are left in the stock.</source>
        <translation>Победа: убраны все 25 карт сердца, даже если в колоде ещё остались карты.</translation>
    </message>
    <message>
        <source>Stuck: no available card has a card to pair with, neither among the other available cards of the heart nor in the stock or the waste. The app opens the “No more moves possible” window: you can undo or start a new game.</source>
        <translation>Тупик: ни для одной свободной карты нет возможной пары — ни среди свободных карт сердца, ни в колоде или сбросе. Приложение открывает окно «Больше нет возможных ходов»; можно отменить ход или начать новую партию.</translation>
    </message>
    <message>
        <source>What the app does</source>
        <translation>Что умеет приложение</translation>
    </message>
    <message>
        <source>Undo: up to the last 100 moves, draws included. The cards go back to their places, and the points of a pair are taken back.</source>
        <translation>Отмена: до 100 последних ходов, включая взятие карт из колоды; карты возвращаются на прежние места, а очки за пару вычитаются.</translation>
    </message>
    <message>
        <source>Info bar: the time, the score, the moves and the deal code.</source>
        <translation>Панель: время, счёт, ходы и код партии.</translation>
    </message>
    <message>
        <source>Deal code: every deal has a code (for example HH1-N-AAAAAAM) that recreates it exactly: Game › Enter deal code.</source>
        <translation>Код партии: у каждого расклада есть код (например, HH1-N-AAAAAAM), позволяющий воссоздать его в точности: «Игра › Ввести код партии».</translation>
    </message>
    <message>
        <source>There is no solver: the app does not tell whether a deal can be won, but it announces that you are stuck when no pair can be made any more.</source>
        <translation>Решателя нет: приложение не сообщает, можно ли выиграть раздачу, но объявляет тупик, когда больше нельзя составить ни одной пары.</translation>
    </message>
    <message>
        <source>The arrow keys move the focus ring: Left and Right along a row of the heart, Up and Down to the row above or below, Home and End to the ends of a row, and past the end of a row or column round to its other end. Tab goes only to the cards that can be played now (the free cards, row by row, then the stock and the waste), and round again. Enter or Space does what a click on the card with the focus does; Escape puts a selected card back. A free card can also be dragged onto a card of its rank. D draws from the stock; Ctrl+Z undoes a move and Ctrl+Shift+Z redoes it; Ctrl+N deals a new game. A screen reader tells each card&apos;s rank, its position, and whether it is “free” or “covered”.</source>
        <translation>Стрелки перемещают рамку фокуса: влево и вправо — по ряду сердца, вверх и вниз — к ряду выше или ниже, Home и End — к концам ряда; за концом ряда или столбца фокус переходит к его другому концу. Tab переходит только по картам, которые можно сыграть сейчас (свободные карты ряд за рядом, затем колода и сброс), и снова по кругу. Enter или пробел действуют как щелчок по карте с фокусом; Escape снимает выбор. Свободную карту можно также перетащить на карту того же достоинства. D берёт карту из колоды; Ctrl+Z отменяет ход, Ctrl+Shift+Z возвращает его; Ctrl+N начинает новую партию. Программа чтения с экрана называет достоинство каждой карты, её позицию и сообщает, «свободна» она или «перекрыта».</translation>
    </message>
    <message>
        <source>The app&apos;s rules and the traditional rules</source>
        <translation>Правила приложения и традиция</translation>
    </message>
    <message>
        <source>Removing cards two at a time with the help of the stock, where a card can be used only once nothing covers it any more, is the rule of the Pyramid family. Heart to Heart changes it in three ways: the cards form a heart, a pair is two cards of the same rank, and the deck holds only hearts.</source>
        <translation>Убирать карты по две с помощью колоды, причём карту можно использовать лишь тогда, когда её больше ничто не перекрывает, — правило семейства Pyramide. В Heart to Heart оно изменено в трёх отношениях: карты образуют сердце, пару составляют карты одного достоинства, а колода содержит только черви.</translation>
    </message>
    <message>
        <source>The heart by position number: 7 rows of 4, 6, 5, 4, 3, 2 and 1 cards, each card covered by the one or two cards just below it; 25 is the tip. The stock lies at the bottom left, the waste at the bottom right.</source>
        <translation>Сердце по номерам позиций: 7 рядов из 4, 6, 5, 4, 3, 2 и 1 карты; каждую карту перекрывают одна или две карты ряда ниже; 25 — острие. Колода лежит внизу слева, сброс — внизу справа.</translation>
    </message>
    <message>
        <source>Available cards</source>
        <translation>Свободные карты</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Пары</translation>
    </message>
    <message>
        <source>Stock and waste</source>
        <translation>Колода и сброс</translation>
    </message>
    <message>
        <source>First click an available card (or the waste) to select it. Click a second card of the same rank to remove the pair.</source>
        <translation>Щелчок по первой свободной карте (или сбросу) выбирает её. Щелчок по второй карте того же достоинства убирает пару.</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Игра с клавиатуры</translation>
    </message>
</context>
<context>
    <name>HeartToHeartView</name>
    <message>
        <source>Dra&amp;w from the stock</source>
        <translation>&amp;Взять карту из колоды</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>The statistics table&apos;s columns (translated when shown).</extracomment>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Лучшее время</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Минимум ходов</translation>
    </message>
    <message>
        <source>Must be the same rank</source>
        <translation>Должно быть то же достоинство</translation>
    </message>
    <message>
        <source>Pair</source>
        <extracomment>An undo command&apos;s name, after &quot;Undo&quot;/&quot;Redo&quot; in the Edit menu: removing a pair.</extracomment>
        <translation>удаление пары</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>An undo command&apos;s name, after &quot;Undo&quot;/&quot;Redo&quot;: turning a stock card onto the waste.</extracomment>
        <translation>взятие карты</translation>
    </message>
    <message>
        <source>Recycle</source>
        <extracomment>An undo command&apos;s name, after &quot;Undo&quot;/&quot;Redo&quot;: turning the waste over as the stock.</extracomment>
        <translation>возврат сброса</translation>
    </message>
    <message>
        <source>Pair removed; score {0}.</source>
        <translation>Пара убрана; счёт {0}.</translation>
    </message>
    <message>
        <source>Drew the {0}.</source>
        <translation>Взята карта: {0}.</translation>
    </message>
    <message>
        <source>The waste is back in the stock.</source>
        <translation>Сброс возвращён в колоду.</translation>
    </message>
    <message>
        <source>{0}, position {1}</source>
        <translation>{0}, позиция {1}</translation>
    </message>
    <message>
        <source>covered by position {0}</source>
        <translation>перекрыта картой на позиции {0}</translation>
    </message>
    <message>
        <source>covered by positions {0} and {1}</source>
        <translation>перекрыта картами на позициях {0} и {1}</translation>
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
        <source>empty; Enter turns the waste over</source>
        <translation>пуста; Enter возвращает в неё сброс</translation>
    </message>
    <message>
        <source>Waste: {0}</source>
        <translation>Сброс: {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) on the waste</source>
        <translation>
            <numerusform>%n карта в сбросе</numerusform>
            <numerusform>%n карты в сбросе</numerusform>
            <numerusform>%n карт в сбросе</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пуст</translation>
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
        <source>Waste: %n</source>
        <translation>
            <numerusform>Сброс: %n</numerusform>
            <numerusform>Сброс: %n</numerusform>
            <numerusform>Сброс: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal code: {0}</source>
        <translation>Код партии: {0}</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <source>Score: {0}
Time: {1}
Moves: {2}</source>
        <translation>Счёт: {0}
Время: {1}
Ходы: {2}</translation>
    </message>
    <message>
        <source>Click two bright cards of one rank to pair them, or the stock for a card.</source>
        <translation>Щёлкните две яркие карты одного достоинства или колоду за новой картой.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Начать партию заново</translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation>Тупик</translation>
    </message>
    <message>
        <source>No more moves possible</source>
        <translation>Больше нет возможных ходов</translation>
    </message>
</context>
<context>
    <name>Hearts</name>
    <message>
        <source>Easy</source>
        <extracomment>The CPU levels, easiest first, with their labels.</extracomment>
        <translation>Лёгкая</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложная</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>The plugin API this game is written for, written out (see docs/plugins.md, &quot;Checked at load&quot;).</extracomment>
        <translation>Сложность</translation>
    </message>
    <message>
        <source>A change applies from the next game; the game in progress keeps its level.</source>
        <translation>Изменение действует со следующей партии; текущая партия сохраняет свою сложность.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Червы</translation>
    </message>
    <message>
        <source>You against three CPU seats: take no hearts and not the queen of spades.</source>
        <translation>Вы против трёх компьютерных игроков: не берите черви и даму пик.</translation>
    </message>
</context>
<context>
    <name>HeartsRules</name>
    <message>
        <source>The table and how to win</source>
        <translation>Стол и цель игры</translation>
    </message>
    <message>
        <source>Passing 3 cards</source>
        <translation>Передача 3 карт</translation>
    </message>
    <message>
        <source>Hearts is played by four seats: you at the bottom, CPU 1 on the left, CPU 2 across and CPU 3 on the right. All three opponents are CPU players: there is no online play and no taking turns at one computer, and the seats carry numbers rather than names because a seat stands for a direction, not a person. Play goes clockwise: you, CPU 1, CPU 2, CPU 3.</source>
        <translation>В «Червы» играют вчетвером: вы внизу, CPU 1 слева, CPU 2 напротив и CPU 3 справа. Все три соперника — компьютерные: ни игры по сети, ни игры по очереди за одним компьютером нет, а места обозначены номерами, а не именами, потому что место означает направление, а не человека. Ходят по часовой стрелке: вы, CPU 1, CPU 2, CPU 3.</translation>
    </message>
    <message>
        <source>The deck is a standard 52 cards, ace high, with no trumps. Fourteen cards carry points: every heart is 1 point and the queen of spades is 13, so every hand hands out exactly 26 points to the seats that take those cards. The other 38 cards are there only to be got rid of.</source>
        <translation>Колода — обычные 52 карты, старший — туз, козырей нет. Очки несут четырнадцать карт: каждая червовая карта — 1 очко, дама пик — 13, так что в каждой раздаче ровно 26 очков достаются тем, кто взял эти карты. Остальные 38 карт нужны лишь для того, чтобы от них избавляться.</translation>
    </message>
    <message>
        <source>Each hand deals all 52 cards, 13 to each seat, so nobody draws from a pile and no card is left over. There is no dealer and no choice of who leads: the deal itself decides both.</source>
        <translation>В каждой раздаче сдаются все 52 карты, по 13 каждому, так что никто не берёт карт из колоды и лишних карт не остаётся. Сдающего нет, и выбирать, кто ходит первым, не нужно: всё решает сама раздача.</translation>
    </message>
    <message>
        <source>The game ends when a hand ends with any seat at 100 points or more, and the seat with the lowest score wins. With four seats at the table, finishing tied with another seat for the lowest score is a real outcome here, not the near impossibility it would be in a game of two: a draw.</source>
        <translation>Игра заканчивается, когда после раздачи у кого-нибудь 100 очков или больше, и побеждает тот, у кого меньше всего очков. За столом четыре места, поэтому закончить с наименьшим счётом поровну с кем-то ещё здесь — реальный исход, а не почти невозможный случай, как в игре вдвоём: это ничья.</translation>
    </message>
    <message>
        <source>The difficulty you choose applies from the next game. A game in progress keeps the opponents it started with, so the strength of the CPU seats cannot change in the middle of a hand.</source>
        <translation>Выбранная сложность действует со следующей партии. Текущая партия идёт с теми соперниками, с которыми началась, поэтому силу компьютерных соперников нельзя изменить посреди раздачи.</translation>
    </message>
    <message>
        <source>Before most hands you pick exactly 3 cards of your hand to pass. Two cards are not a pass: the Confirm button is enabled only once the third card is picked. Click a card to pick it, click it again to put it back.</source>
        <translation>Перед большинством раздач вы выбираете из своих карт ровно 3 для передачи. Две карты — это ещё не передача: кнопка «Подтвердить» становится доступна, только когда выбрана третья карта. Щёлкните карту, чтобы выбрать её, и ещё раз — чтобы вернуть.</translation>
    </message>
    <message>
        <source>The direction changes every hand in a fixed cycle of four hands: to the left, to the right, across, and a hand in which nobody passes; then it starts again. It depends on the hand number alone, so you never have to guess the next direction.</source>
        <translation>Направление меняется каждую раздачу по постоянному циклу из четырёх раздач: влево, вправо, напротив и раздача, в которой никто не передаёт карт; затем всё повторяется. Оно зависит только от номера раздачи, так что гадать о следующем направлении не придётся.</translation>
    </message>
    <message>
        <source>All four seats pass at the same time: the moment the fourth seat confirms, all 12 cards cross the table at once, not one seat after another. So nobody picks 3 cards knowing how an earlier seat changed their hand. The cards you received are highlighted for a moment.</source>
        <translation>Все четыре места передают карты одновременно: в тот момент, когда подтверждает четвёртое место, все 12 карт разом переходят через стол, а не по очереди. Поэтому никто не выбирает свои 3 карты, зная, как изменились карты того, кто подтвердил раньше. Полученные вами карты ненадолго выделяются.</translation>
    </message>
    <message>
        <source>Picking and unpicking cards is not a move: it takes no turn, and if you leave the game while picking, you find your picks as you left them.</source>
        <translation>Выбор карт и его отмена — не ход: он не тратит очередь, а если выйти из игры посреди выбора, то, вернувшись, вы найдёте выбранные карты такими, какими их оставили.</translation>
    </message>
    <message>
        <source>While you are still picking, the three CPU seats have already confirmed their pass. By the time you press the button, your 3 cards are the last ones still to move.</source>
        <translation>Пока вы ещё выбираете, три компьютерных соперника уже подтвердили свою передачу. Когда вы нажимаете кнопку, ваши 3 карты — последние, которые ещё не переданы.</translation>
    </message>
    <message>
        <source>Playing the tricks</source>
        <translation>Розыгрыш взяток</translation>
    </message>
    <message>
        <source>After the pass (or at once in a hand with no pass) the seat holding the two of clubs leads it; no other card may open a hand.</source>
        <translation>После передачи (или сразу, если в раздаче передачи нет) игрок с двойкой треф заходит с неё; никакой другой картой раздачу начать нельзя.</translation>
    </message>
    <message>
        <source>From then on the rule is simple: if you hold a card of the suit that was led, you must follow suit. It is the only rule of the game without exceptions; the rules below apply only to a seat that cannot follow suit.</source>
        <translation>Дальше правило простое: если у вас есть карта масти захода, вы обязаны ходить в масть. Это единственное правило игры без исключений; правила ниже касаются только того, кто не может ответить в масть.</translation>
    </message>
    <message>
        <source>On the first trick no point card may be played, neither a heart nor the queen of spades, unless the seat holds no other card: then the rule steps back rather than drive the hand into a dead end. Hearts may not be led until a heart has been played in an earlier trick; the only exception is a seat whose whole hand is hearts, which may then lead one.</source>
        <translation>В первой взятке нельзя сыграть карту с очками — ни червовую карту, ни даму пик, — если только у игрока нет других карт: тогда правило отступает, а не заводит раздачу в тупик. Заходить с червей нельзя, пока червовая карта не сыграна в одной из предыдущих взяток; единственное исключение — игрок, у которого на руках одни червы: он может зайти с червей.</translation>
    </message>
    <message>
        <source>Cards you may not play right now sink and ignore clicks. There is no scolding sound or message: the game simply never takes an illegal click as your move.</source>
        <translation>Карты, которыми сейчас ходить нельзя, опускаются и не отзываются на щелчки. Ни укоряющего звука, ни сообщений: игра просто никогда не принимает запрещённый щелчок за ваш ход.</translation>
    </message>
    <message>
        <source>The queen of spades is not a heart: it never breaks hearts, and it may lead a trick at any time, even when no heart has been played yet.</source>
        <translation>Дама пик — не червовая карта: она никогда не открывает червы, и заходить с неё можно в любой момент, даже когда ни одна червовая карта ещё не сыграна.</translation>
    </message>
    <message>
        <source>The highest card of the suit led takes the trick. With no trumps, a card of another suit never wins, however high: a seat with none of the suit led simply cannot win that trick.</source>
        <translation>Взятку берёт старшая карта масти захода. Козырей нет, поэтому карта другой масти никогда не выигрывает, какой бы старшей она ни была: у игрока без карт масти захода просто нет шансов на эту взятку.</translation>
    </message>
    <message>
        <source>When all four seats have played, the trick is not swept away at once: its 4 cards stay face up for a moment before they are collected, so you can see exactly what was played before the table moves on. The winner leads the next trick, and a hand always plays all 13 tricks, all 52 cards.</source>
        <translation>Когда все четыре места сыграли, взятка не исчезает сразу: её 4 карты ненадолго остаются лицом вверх, прежде чем их заберут, так что вы точно видите, что было сыграно, до того как игра пойдёт дальше. Взявший взятку заходит в следующую, и в раздаче всегда разыгрываются все 13 взяток, все 52 карты.</translation>
    </message>
    <message>
        <source>What a CPU seat can see is deliberately limited: its own hand, the cards actually played and its difficulty, never another seat&apos;s hand or who passed what. After the exchange it does not even remember the 3 cards it passed: a human expert would remember passing you the queen of spades, these three do not.</source>
        <translation>То, что видит компьютерный соперник, намеренно ограничено: свои карты, действительно сыгранные карты и своя сложность, но никогда — чужие карты или то, кто что передал. После обмена он не помнит даже 3 карты, которые передал сам: опытный игрок запомнил бы, что отдал вам даму пик, а эти трое — нет.</translation>
    </message>
    <message>
        <source>There is no CPU of unlimited strength here and no depth beyond what is described above. Hard judges by what it has actually seen; it does not work out every card hidden behind your hand.</source>
        <translation>Компьютерного соперника неограниченной силы здесь нет, как нет и глубины сверх описанного выше. Сложный соперник судит по тому, что действительно видел; он не вычисляет все карты, скрытые у вас на руках.</translation>
    </message>
    <message>
        <source>All three levels guard against shooting the moon in the same way: when one seat has taken 12 points or more and nobody else any yet, the others give it no more point cards. Only Hard goes a step further and actively takes tricks from a seat that looks set to shoot the moon. None of the three CPU seats ever tries to shoot the moon itself: a CPU going for the moon could not be told apart from three seats ganging up on you, and that is not the game Hearts means to be.</source>
        <translation>Все три уровня одинаково не дают забрать все очки: если кто-то взял 12 очков или больше, а остальные пока ни одного, ему больше не отдают карт с очками. Только на сложном уровне соперники идут дальше и сами отбирают взятки у того, кто, похоже, нацелился забрать все очки. Ни один из трёх компьютерных соперников сам никогда не пытается забрать все очки: такой соперник ничем не отличался бы от троих, сговорившихся против вас, а «Червы» задуманы совсем не так.</translation>
    </message>
    <message>
        <source>No undo, no hints: the help you do get</source>
        <translation>Ни отмены, ни подсказок: какая помощь есть</translation>
    </message>
    <message>
        <source>Every heart taken in a trick scores 1 point for that seat and the queen of spades 13: 14 point cards in all, which always add up to exactly 26 points a hand. The other 38 cards are worth nothing; they are there only to be thrown onto the tricks you lose.</source>
        <translation>Каждая червовая карта, взятая во взятке, приносит взявшему 1 очко, дама пик — 13: всего 14 карт с очками, и в каждой раздаче они всегда дают ровно 26 очков. Остальные 38 карт ничего не стоят; они нужны лишь для того, чтобы сбрасывать их на проигранные взятки.</translation>
    </message>
    <message>
        <source>Shooting the moon means one seat taking all 26 points in one hand. Then each of the other three seats takes 26 points instead and the shooter takes none. There is no option to subtract 26 from your own score: it would simply always be chosen, and so would never really decide anything.</source>
        <translation>«Забрать все» значит, что одно место берёт все 26 очков за одну раздачу. Тогда каждое из трёх остальных мест получает по 26 очков, а забравший все — ноль. Вычесть 26 из собственного счёта нельзя: такой выбор делали бы всегда, и он на самом деле ничего бы не решал.</translation>
    </message>
    <message>
        <source>Taking the queen of spades alone for 13 points is not shooting the moon: it is half of a hand&apos;s points, not all of them, and the game scores it as a plain 13.</source>
        <translation>Взять одну даму пик за 13 очков — не значит забрать все: это половина очков раздачи, а не все, и игра засчитывает её как обычные 13 очков.</translation>
    </message>
    <message>
        <source>Statistics are kept per difficulty: games played, wins, losses, draws, and the total play time across them all. There are no per-hand records, no best score, no streaks and no clock on screen during play: a hand in progress simply has 13 tricks to play, not a countdown.</source>
        <translation>Статистика ведётся отдельно для каждой сложности: сыграно партий, победы, поражения, ничьи и общее время всех этих партий. Нет ни записей по раздачам, ни лучшего счёта, ни серий, ни часов на экране во время игры: у идущей раздачи просто впереди 13 взяток, а не обратный отсчёт.</translation>
    </message>
    <message>
        <source>Only games actually finished have a result. Leaving a game halfway to start another is not recorded as a loss, but a game counts as played the moment it starts.</source>
        <translation>Результат есть только у действительно законченных партий. Если бросить партию на середине и начать другую, это не записывается как поражение, но партия считается сыгранной с момента начала.</translation>
    </message>
    <message>
        <source>Left and Right move the focus ring along your hand, round from one end to the other; Up reaches the cards of the trick and the seats&apos; scores. Tab goes through the cards of your hand that can be played now, then to the Confirm button while it can be pressed. Enter or Space does what a click on the card with the focus does: while passing it picks or unpicks the card, while playing the first press lifts it and the second plays it. Escape puts a lifted card down, or unpicks the cards picked for the pass. Ctrl+Enter confirms the pass. A screen reader tells each card&apos;s name and whether it can be played now, and nothing more.</source>
        <translation>Стрелки влево и вправо перемещают рамку фокуса по вашим картам, от одного края по кругу к другому; стрелка вверх ведёт к картам взятки и к счёту игроков. Tab обходит карты вашей руки, которые можно сыграть сейчас, а затем кнопку «Подтвердить», пока её можно нажать. Enter или пробел действует так же, как щелчок по карте с фокусом: при передаче выбирает карту или снимает выбор, во время розыгрыша первое нажатие поднимает карту, а второе разыгрывает её. Escape опускает поднятую карту или снимает выбор с карт для передачи. Ctrl+Enter подтверждает передачу. Программа чтения с экрана называет каждую карту и сообщает, можно ли сыграть её сейчас, — и ничего больше.</translation>
    </message>
    <message>
        <source>Track the voids as each trick ends. A seat that throws off a card of another suit as soon as it can is telling you it holds none of the suit led. Remember it: it decides who can later safely take your queen of spades.</source>
        <translation>Следите после каждой взятки, у кого кончилась масть. Кто при первой возможности сбрасывает карту другой масти, тот сообщает, что карт масти захода у него нет. Запомните это: от этого зависит, кому потом можно безопасно отдать вашу даму пик.</translation>
    </message>
    <message>
        <source>When passing, get rid of the queen of spades if you hold it, and send your highest spades with it if you can: on a hand with no spade above 10, it is very hard for anyone to drop that queen on you.</source>
        <translation>При передаче избавьтесь от дамы пик, если она у вас, а по возможности отдайте вместе с ней и старшие пики: если в руке нет пик старше десятки, навязать вам эту даму очень трудно.</translation>
    </message>
    <message>
        <source>Do not lead hearts or the queen of spades before you need to. Neither may be played on the first trick anyway, but the habit of saving them matters in every trick after it too.</source>
        <translation>Не заходите с червей или с дамы пик, пока это не нужно. В первой взятке их всё равно нельзя сыграть, но привычка приберегать их важна и во всех следующих взятках.</translation>
    </message>
    <message>
        <source>One long, strong suit together with a short void elsewhere is the shape a moon attempt needs. If you see that shape early in your hand, decide by the third or fourth trick whether you are really going for it: backing out halfway mostly hands the points to the other three seats.</source>
        <translation>Одна длинная сильная масть и короткая масть, которая скоро кончится, — вот какая рука нужна, чтобы забрать все очки. Если вы рано видите у себя такую руку, решите к третьей или четвёртой взятке, действительно ли вы на это идёте: отступив на полпути, вы чаще всего просто отдадите очки трём остальным.</translation>
    </message>
    <message>
        <source>If a CPU seat looks set to shoot the moon, taking every trick with points and playing only hearts and high cards, hold on to one card of its strong suit if you can. Taking a single trick from it is enough to stop the moon and the 26-point swing that comes with it.</source>
        <translation>Если компьютерный соперник, похоже, нацелился забрать все очки — берёт все взятки с очками и ходит только червами и старшими картами, — по возможности придержите одну карту его сильной масти. Отобрать у него хотя бы одну взятку достаточно, чтобы он не забрал все очки и каждому из остальных не досталось по 26.</translation>
    </message>
    <message>
        <source>Late in a hand, count the cards already shown rather than guess what the others still hold: with most of the deck played, working out the last few cards from what is left in each suit is often exact arithmetic, not a guess.</source>
        <translation>В конце раздачи считайте уже вышедшие карты, а не гадайте, что осталось у других: когда сыграна бо́льшая часть колоды, вычислить последние карты по тому, что осталось в каждой масти, — часто точная арифметика, а не догадка.</translation>
    </message>
    <message>
        <source>Once a hand is over there is no record of it to look back on: only what you noticed while it was played remains. That is why watching the voids as they appear matters far more than trying to recall them later.</source>
        <translation>Когда раздача окончена, её запись не сохраняется: остаётся только то, что вы заметили во время игры. Поэтому следить, у кого кончаются масти, прямо по ходу раздачи гораздо важнее, чем пытаться вспомнить это потом.</translation>
    </message>
    <message>
        <source>CPU opponents and difficulty</source>
        <translation>Компьютерные соперники и сложность</translation>
    </message>
    <message>
        <source>There are no daily deals and nothing is kept as a streak. Every game starts from a new random deal; the only thing you choose beforehand is how strongly the three CPU seats play.</source>
        <translation>Ежедневных раздач нет, и серии побед не ведутся. Каждая партия начинается с новой случайной раздачи; заранее можно выбрать только то, насколько сильно играют три компьютерных соперника.</translation>
    </message>
    <message>
        <source>Playing a card takes two clicks: the first lifts it out of your hand, the second plays it. There are two steps because, with a whole hand of cards side by side, a single click could too easily play a card by mistake. Clicking another card lifts that one instead.</source>
        <translation>Чтобы сыграть карту, щёлкните её дважды: первый щелчок поднимает её из руки, второй разыгрывает. Шагов два, потому что, когда все карты лежат в руке рядом, одним щелчком слишком легко сыграть карту по ошибке. Если щёлкнуть другую карту, поднимется она, а не первая.</translation>
    </message>
    <message>
        <source>The three CPU seats do not search ahead through possible plays: the heaviest work any of them does is to count the 13 cards it holds against the cards already played.</source>
        <translation>Три компьютерных соперника не просчитывают ходы вперёд: самое трудоёмкое, что делает любой из них, — сверяет свои 13 карт с уже сыгранными.</translation>
    </message>
    <message>
        <source>Every CPU move comes one at a time, after the same short pause: when you play a card, the other three seats answer in turn, the finished trick is collected, and if a CPU seat won it, its next lead follows. The pauses never run ahead of what is actually happening on the table.</source>
        <translation>Компьютерные соперники ходят по одному, каждый раз после одной и той же короткой паузы: когда вы сыграли карту, остальные три места отвечают по очереди, завершённую взятку забирают, и если её взял компьютерный соперник, он тут же заходит снова. Пауза никогда не забегает вперёд: компьютер ходит только после того, как на столе всё показано.</translation>
    </message>
    <message>
        <source>Easy remembers nothing but its hand and the current trick. Normal remembers every card played this hand. Hard also notes which seat has shown a void in a suit.</source>
        <translation>На лёгкой сложности соперники не помнят ничего, кроме своих карт и текущей взятки. На обычной — помнят все карты, сыгранные в этой раздаче. На сложной — вдобавок замечают, у кого кончилась какая масть.</translation>
    </message>
    <message>
        <source>Ties between equally good cards are settled by the game&apos;s own random deal, not by anything like skill: replaying the same saved game always plays out the same way.</source>
        <translation>Если карты одинаково хороши, выбор между ними решает случай, заложенный в раздачу этой партии, а вовсе не мастерство: сохранённая партия, сыгранная заново, всегда разыгрывается одинаково.</translation>
    </message>
    <message>
        <source>This game has no undo. Undo is fair only when both sides see the same position; Hearts hides information, and three answers come back before your turn comes round again. Taking your card back after seeing those 3 cards would let you pretend the trick never happened while keeping what you learned: which seat was void in which suit, where the queen of spades went. Undo can take back a move but not what you now know, so it is not offered here.</source>
        <translation>В этой игре нет отмены хода. Отмена честна, только когда обе стороны видят одну и ту же позицию; в «Червах» информация скрыта, и прежде чем снова придёт ваш черёд, приходят три ответа. Если забрать свою карту назад, увидев эти 3 карты, можно было бы делать вид, что ничего не было, сохранив всё узнанное: у кого кончилась какая масть, куда ушла дама пик. Отмена может вернуть ход, но не то, что вы теперь знаете, поэтому её здесь нет.</translation>
    </message>
    <message>
        <source>There are no hints either. What to pass, when to duck and when to take a trick is the whole game, so suggesting a move would be playing in your place. What you get instead is not advice but the rules made visible: the cards you may play stay up and can be chosen, the others sink and do not respond.</source>
        <translation>Подсказок тоже нет. Что передать, когда уклониться от взятки и когда её взять — в этом и состоит вся игра, так что предложить ход значило бы сыграть за вас. Вместо советов — наглядные правила: карты, которыми можно ходить сейчас, остаются доступными, остальные опускаются и не отзываются.</translation>
    </message>
    <message>
        <source>When a screen reader says a card can&apos;t be played now, that is a fact about that card at this moment, not advice on which of the others to choose. Nothing tells you which legal card is a good move: every legal card looks and sounds the same.</source>
        <translation>Если программа чтения с экрана говорит, что карту «сейчас нельзя сыграть», это факт об этой карте в данный момент, а не совет, какую из остальных выбрать. Ничто не подсказывает, какая разрешённая карта — хороший ход: все разрешённые карты выглядят и звучат одинаково.</translation>
    </message>
    <message>
        <source>Your hand is sorted once, when it is dealt: by suit (clubs, diamonds, spades, hearts) and then by rank, and it is never sorted again. Following suit is a matter of finding which suits you hold, so a hand grouped by suit is all Hearts needs to show you.</source>
        <translation>Ваши карты сортируются один раз, при раздаче: по мастям (трефы, бубны, пики, червы), затем по достоинству, и больше не пересортировываются. Чтобы ходить в масть, достаточно видеть, какие масти у вас есть, поэтому для «Червей» хватает руки, разложенной по мастям.</translation>
    </message>
    <message>
        <source>This one kind of help, which cards you may play, is there from the first start, at every level, with nothing to unlock.</source>
        <translation>Эта единственная помощь — какими картами можно ходить — доступна с первого запуска, на любом уровне сложности, и ничего не нужно открывать отдельно.</translation>
    </message>
    <message>
        <source>Scoring, the moon and the end</source>
        <translation>Очки, «забрать все» и конец игры</translation>
    </message>
    <message>
        <source>After each hand the table shows that hand&apos;s points and the running totals; nothing of a finished hand is kept for review.</source>
        <translation>После каждой раздачи на столе видны очки за неё и общий счёт; ход завершённой раздачи для просмотра не сохраняется.</translation>
    </message>
    <message>
        <source>The game ends the moment a hand ends with any seat at 100 points or more, and the seat with the lowest score at that moment wins. The result is read from your seat: you alone in the lead is a win, tied for the lead with another seat is a draw, and any seat with fewer points than you is a loss, even if you beat every other CPU seat.</source>
        <translation>Игра заканчивается в тот момент, когда после раздачи у кого-нибудь 100 очков или больше, и побеждает тот, у кого в этот момент наименьший счёт. Итог считается с вашего места: наименьший счёт только у вас — победа, поровну с кем-то ещё — ничья, а если хоть у кого-то счёт меньше вашего — поражение, даже если вы обошли всех остальных компьютерных соперников.</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Игра с клавиатуры</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Советы</translation>
    </message>
    <message>
        <source>The four seats around the table. Play goes clockwise, as the arrows show: you, CPU 1, CPU 2, CPU 3.</source>
        <translation>Четыре места за столом. Ходят по часовой стрелке, как показывают стрелки: вы, CPU 1, CPU 2, CPU 3.</translation>
    </message>
    <message>
        <source>Hands 1, 5, 9…: each seat passes to the left; you pass to CPU 1.</source>
        <translation>Раздачи 1, 5, 9…: все передают карты влево; вы передаёте игроку CPU 1.</translation>
    </message>
    <message>
        <source>Hands 2, 6, 10…: each seat passes to the right; you pass to CPU 3.</source>
        <translation>Раздачи 2, 6, 10…: все передают карты вправо; вы передаёте игроку CPU 3.</translation>
    </message>
    <message>
        <source>Hands 3, 7, 11…: each seat passes across; you pass to CPU 2.</source>
        <translation>Раздачи 3, 7, 11…: все передают карты игроку напротив; вы передаёте игроку CPU 2.</translation>
    </message>
    <message>
        <source>Hands 4, 8, 12…: nobody passes.</source>
        <translation>Раздачи 4, 8, 12…: никто не передаёт карт.</translation>
    </message>
</context>
<context>
    <name>HeartsView</name>
    <message>
        <source>Confirm</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>победитель</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>CPU 1</source>
        <translation>CPU 1</translation>
    </message>
    <message>
        <source>CPU 2</source>
        <translation>CPU 2</translation>
    </message>
    <message>
        <source>CPU 3</source>
        <translation>CPU 3</translation>
    </message>
    <message>
        <source>&amp;Confirm the pass</source>
        <extracomment>One CPU card per beat (ms). Tests shorten it; it is not a setting. How long a finished trick stays face up before it is collected (ms). How long a passing notice (&quot;No passing this hand&quot;) stays on the felt (ms).</extracomment>
        <translation>&amp;Подтвердить передачу</translation>
    </message>
    <message>
        <source>Pass 3 cards to the left</source>
        <translation>Передайте 3 карты игроку слева</translation>
    </message>
    <message>
        <source>Pass 3 cards to the right</source>
        <translation>Передайте 3 карты игроку справа</translation>
    </message>
    <message>
        <source>Pass 3 cards across</source>
        <translation>Передайте 3 карты игроку напротив</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>The statistics table&apos;s columns (translated when shown).</extracomment>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Не доиграно</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Total play time</source>
        <translation>Общее время игры</translation>
    </message>
    <message>
        <source>No passing this hand</source>
        <translation>В этой раздаче карты не передаются</translation>
    </message>
    <message>
        <source>You received the {0}, the {1} and the {2}.</source>
        <translation>Вы получили: {0}, {1} и {2}.</translation>
    </message>
    <message>
        <source>{0} plays the {1}.</source>
        <translation>Ход {0}: {1}.</translation>
    </message>
    <message>
        <source>Hearts are broken.</source>
        <translation>Червы открыты.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Вы берёте взятку.</translation>
    </message>
    <message>
        <source>{0} takes the trick.</source>
        <translation>Взятку берёт {0}.</translation>
    </message>
    <message>
        <source>You shot the moon: everyone else takes 26.</source>
        <translation>Вы забрали все очки: остальные получают по&#xa0;26.</translation>
    </message>
    <message>
        <source>{0} shot the moon: everyone else takes 26.</source>
        <translation>{0} забрал все очки: остальные получают по&#xa0;26.</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>За раздачу</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Hand {0} is over</source>
        <translation>Раздача {0} окончена</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Click 3 cards to pass them, then Confirm. Later, click a card twice to play it.</source>
        <translation>Щёлкните 3 карты для передачи, затем «Подтвердить». Чтобы сыграть карту, щёлкните по ней дважды.</translation>
    </message>
    <message>
        <source>A draw: you share the lowest score</source>
        <translation>Ничья: наименьший счёт у вас и ещё у кого-то</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>Вы проиграли</translation>
    </message>
    <message>
        <source>Scores: {0}.</source>
        <translation>Счёт: {0}.</translation>
    </message>
    <message>
        <source>Winner: {0}</source>
        <translation>Победитель: {0}</translation>
    </message>
    <message>
        <source>Winners: {0}</source>
        <translation>Победители: {0}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Taken: {0}</source>
        <translation>Взято: {0}</translation>
    </message>
    <message>
        <source>Score: {0}</source>
        <translation>Счёт: {0}</translation>
    </message>
    <message>
        <source>in the trick</source>
        <translation>во взятке</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>ожидание хода</translation>
    </message>
    <message>
        <source>This hand: {0}</source>
        <translation>За раздачу: {0}</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>No folder of yours alone could hold the guard that keeps a second qtcards off your files ({0}): do not start qtcards twice, or a game may not be counted.</source>
        <extracomment>The smallest and largest --size, in pixels. Qt&apos;s own command-line options (QGuiApplication, QApplication and the X11 platform&apos;s), those that take a value, those that take none, and those written ``-name=value``.</extracomment>
        <translation>Не удалось создать защиту от второй копии qtcards ({0}): нет папки, доступной только вам. Не запускайте qtcards дважды, иначе игра может не попасть в статистику.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>The games a first start tries, in this order, before any third party&apos;s.</extracomment>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая партия</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>Начать партию &amp;заново</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>&amp;Статистика...</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>Н&amp;астройки...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;About qtcards</source>
        <translation>&amp;О программе qtcards</translation>
    </message>
    <message>
        <source>No game is installed. Install a qtcards game plugin, then start qtcards again.</source>
        <translation>Не установлено ни одной игры. Установите игровой плагин qtcards и снова запустите qtcards.</translation>
    </message>
    <message>
        <source>Choose a game from the Game menu.</source>
        <translation>Выберите игру в меню «Игра».</translation>
    </message>
    <message>
        <source>{0} is kept: it goes on where you left it when you open it again.</source>
        <translation>Игра «{0}» сохранена: когда вы снова её откроете, партия продолжится с того же места.</translation>
    </message>
    <message numerus="yes">
        <source>%n game plugin(s) could not be used and were disabled; the other games work as usual.</source>
        <translation>
            <numerusform>Не удалось использовать %n игровой плагин; он отключён, остальные игры работают как обычно.</numerusform>
            <numerusform>Не удалось использовать %n игровых плагина; они отключены, остальные игры работают как обычно.</numerusform>
            <numerusform>Не удалось использовать %n игровых плагинов; они отключены, остальные игры работают как обычно.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game plugins disabled</source>
        <translation>Игровые плагины отключены</translation>
    </message>
    <message>
        <source>A card table for card games written as plugins: Heart to Heart and Hearts are built in, and anyone can add a game.</source>
        <extracomment>Where the code, the issues and the releases are.</extracomment>
        <translation>Карточный стол для игр-плагинов: «Heart to Heart» и «Червы» уже встроены, а добавить игру может каждый.</translation>
    </message>
    <message>
        <source>Free software under the MIT licence. Copyright the qtcards developers.</source>
        <translation>Свободная программа под лицензией MIT. Авторские права: разработчики qtcards.</translation>
    </message>
    <message>
        <source>Made with Qt for Python (PySide6), pluggy and platformdirs. The rules follow the Korean and Russian rules pages the games were made from.</source>
        <translation>Сделано на Qt for Python (PySide6), pluggy и platformdirs. Правила следуют корейским и русским страницам правил, по которым сделаны игры.</translation>
    </message>
    <message>
        <source>About qtcards</source>
        <translation>О программе qtcards</translation>
    </message>
</context>
<context>
    <name>PatienceTally</name>
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
    <message>
        <source>All deals</source>
        <translation>Все партии</translation>
    </message>
</context>
<context>
    <name>PatienceView</name>
    <message>
        <source>Move</source>
        <extracomment>The undo commands&apos; names, after &quot;Undo&quot;/&quot;Redo&quot;: a run moved, the stock dealt.</extracomment>
        <translation>ход</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>сдачу</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>Send to the &amp;foundation</source>
        <translation>Отправить в &amp;базу</translation>
    </message>
    <message>
        <source>That run cannot go there.</source>
        <translation>Сюда положить нельзя.</translation>
    </message>
    <message>
        <source>The stock cannot be used now.</source>
        <translation>Колоду сейчас использовать нельзя.</translation>
    </message>
    <message>
        <source>Dealt from the stock.</source>
        <translation>Сдача из колоды.</translation>
    </message>
    <message>
        <source>Drag a card to where it goes, or click it and then there. H shows a move.</source>
        <extracomment>What to do first, on a game&apos;s first start (the kit&apos;s FirstHint).</extracomment>
        <translation>Перетащите карту на нужное место или щёлкните карту, а затем это место. Клавиша H подскажет ход.</translation>
    </message>
    <message>
        <source>That card cannot go to a foundation now.</source>
        <translation>Эту карту сейчас нельзя положить в базу.</translation>
    </message>
    <message>
        <source>Deal from the stock.</source>
        <translation>Сдайте карты из колоды.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Ходов больше нет.</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>Все карты в базе.</translation>
    </message>
    <message>
        <source>No move is left</source>
        <translation>Ходов больше нет</translation>
    </message>
    <message>
        <source>Undo, or start a new game.</source>
        <translation>Отмените ход или начните новую партию.</translation>
    </message>
</context>
<context>
    <name>PileWords</name>
    <message>
        <source>face-down card</source>
        <translation>закрытая карта</translation>
    </message>
    <message numerus="yes">
        <source>{0} to {1}, %n card(s)</source>
        <translation>
            <numerusform>{0} — {1}, %n карта</numerusform>
            <numerusform>{0} — {1}, %n карты</numerusform>
            <numerusform>{0} — {1}, %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Foundation {0}</source>
        <translation>База {0}</translation>
    </message>
    <message>
        <source>Foundation: clubs, up to the {0}</source>
        <extracomment>A foundation with cards, one whole phrase per suit (in the order of the suits&apos; numbers), so that each language says the suit in its own case: Russian &quot;База червей&quot;, not &quot;База: червей&quot;.</extracomment>
        <translation>База треф, сверху {0}</translation>
    </message>
    <message>
        <source>Foundation: diamonds, up to the {0}</source>
        <translation>База бубен, сверху {0}</translation>
    </message>
    <message>
        <source>Foundation: spades, up to the {0}</source>
        <translation>База пик, сверху {0}</translation>
    </message>
    <message>
        <source>Foundation: hearts, up to the {0}</source>
        <translation>База червей, сверху {0}</translation>
    </message>
    <message>
        <source>Free cell {0}</source>
        <translation>Свободная ячейка {0}</translation>
    </message>
    <message>
        <source>Tableau {0}</source>
        <translation>Столбец {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s); Enter deals</source>
        <translation>
            <numerusform>%n карта; Enter сдаёт</numerusform>
            <numerusform>%n карты; Enter сдаёт</numerusform>
            <numerusform>%n карт; Enter сдаёт</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>empty; starts at the {0}</source>
        <translation>пусто; первая карта: {0}</translation>
    </message>
    <message>
        <source>on {0}: the run can go here</source>
        <translation>{0}: сюда можно положить</translation>
    </message>
    <message>
        <source>{0} to {1}.</source>
        <translation>{0} → {1}.</translation>
    </message>
</context>
<context>
    <name>PluginCrashes</name>
    <message>
        <source>while it was loading</source>
        <translation>при загрузке</translation>
    </message>
    <message>
        <source>while it registered its games</source>
        <translation>при регистрации своих игр</translation>
    </message>
    <message>
        <source>while qtcards started</source>
        <translation>при запуске qtcards</translation>
    </message>
    <message>
        <source>while its game opened</source>
        <translation>при открытии своей игры</translation>
    </message>
    <message>
        <source>The game plugin “{0}” closed qtcards {1}, so it is turned off; Settings can turn it on again.</source>
        <translation>Игровой плагин «{0}» закрыл qtcards {1}, поэтому он выключен; в настройках его можно снова включить.</translation>
    </message>
</context>
<context>
    <name>PluginsSection</name>
    <message>
        <source>Game plugins</source>
        <translation>Игровые плагины</translation>
    </message>
    <message>
        <source>“{0}” is turned off: it closed qtcards {1}.</source>
        <translation>«{0}» выключен: он закрыл qtcards {1}.</translation>
    </message>
    <message>
        <source>Turn on</source>
        <translation>Включить</translation>
    </message>
    <message>
        <source>“{0}” will be tried again at the next start.</source>
        <translation>Плагин «{0}» попробуем загрузить снова при следующем запуске.</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>The solver</source>
        <translation>Решатель</translation>
    </message>
    <message>
        <source>The verdict in the status bar, Hint and Demo come from a solver that knows every card, the face-down ones and the order of the stock too, as KPatience&apos;s does: it tells whether the deal can be won, not whether a player who sees only the face-up cards could find the way.</source>
        <translation>Оценка в строке состояния, подсказка и демонстрация берутся у решателя, который знает все карты, в том числе закрытые карты и порядок карт в колоде, как решатель KPatience: он говорит, можно ли выиграть партию, а не найдёт ли путь игрок, который видит только открытые карты.</translation>
    </message>
    <message>
        <source>On this page:</source>
        <translation>На этой странице:</translation>
    </message>
</context>
<context>
    <name>RulesPane</name>
    <message>
        <source>Rules: {0}</source>
        <extracomment>The rules page&apos;s text, in points more than the app&apos;s font. Characters a line of the rules page holds at most (a book&apos;s measure). The line height of the page&apos;s paragraphs, per cent of the font&apos;s. The page&apos;s margin around its text (pixels). The largest share of the window&apos;s width the docked page takes. Room kept below a floating rules page for its title bar and a panel (pixels).</extracomment>
        <translation>Правила: {0}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Move</source>
        <extracomment>The most moves a game&apos;s Undo may keep: each is saved with the game, and a history longer than this would outgrow the saved game&apos;s size limit long before it filled. The undo commands&apos; name for the moves of a resumed game, after &quot;Undo&quot;/&quot;Redo&quot;.</extracomment>
        <translation>ход</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Settings cannot be saved in {0} ({1}); changes are kept until qtcards quits.</source>
        <extracomment>Told of each checked settings write (:func:`save`): the window&apos;s report of failed saves, while a window is open; otherwise a failure is only logged. The settings file&apos;s format, kept in its ``app/format`` key (files without one are 0). ``{n: f}``: ``f(settings)`` turns a format-``n`` settings file into format ``n + 1``. Format 1 only added ``app/format`` itself.</extracomment>
        <translation>Не удаётся сохранить настройки в {0} ({1}); изменения действуют до выхода из qtcards.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Общие</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрая</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выключена</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <extracomment>The Settings dialog: how fast cards glide, turn over and celebrate (&quot;Off&quot;: no motion).</extracomment>
        <translation>&amp;Анимация</translation>
    </message>
    <message>
        <source>As&amp;k before a game in progress is thrown away</source>
        <translation>&amp;Спрашивать, прежде чем бросить начатую партию</translation>
    </message>
    <message>
        <source>{0}</source>
        <comment>a game&apos;s section</comment>
        <extracomment>A game&apos;s section in Settings: {0} is the game&apos;s name (Russian readers take a Latin name such as &quot;Heart to Heart&quot; for a leftover unless it is called a game).</extracomment>
        <translation>Игра «{0}»</translation>
    </message>
</context>
<context>
    <name>Solver</name>
    <message>
        <source>Demo: the solver plays. Press any key or click to stop.</source>
        <translation>Демонстрация: играет решатель. Нажмите любую клавишу или щёлкните, чтобы остановить.</translation>
    </message>
    <message>
        <source>The demo won the game. Press any key or click to go back to your game.</source>
        <translation>Демонстрация выиграла партию. Нажмите любую клавишу или щёлкните, чтобы вернуться к своей партии.</translation>
    </message>
    <message>
        <source>The solver has found no way to win from here yet.</source>
        <translation>Решатель пока не нашёл, как выиграть отсюда.</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Демонстрация</translation>
    </message>
    <message>
        <source>Say whether the deal can be won</source>
        <translation>Сообщать, можно ли выиграть партию</translation>
    </message>
    <message>
        <source>The solver&apos;s verdict in the status bar, after each move.</source>
        <translation>После каждого хода оценка решателя — в строке состояния.</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <extracomment>The kit&apos;s option that deals only deals the solver has won, for a new random deal.</extracomment>
        <translation>Только выигрышные партии</translation>
    </message>
    <message>
        <source>A new random deal is one the solver has won; a deal number typed plays any deal.</source>
        <translation>Новая случайная партия — только та, которую решатель выиграл; партия по номеру — любая.</translation>
    </message>
    <message>
        <source>Solver</source>
        <extracomment>The info field the verdict is shown in, for a pile game&apos;s ``info_fields``.</extracomment>
        <translation>Решатель</translation>
    </message>
    <message>
        <source>This deal can be won.</source>
        <extracomment>What the status bar says of each outcome: of the deal as dealt, then of a game under way.</extracomment>
        <translation>Эту партию можно выиграть.</translation>
    </message>
    <message>
        <source>This game can still be won.</source>
        <translation>Эту партию ещё можно выиграть.</translation>
    </message>
    <message>
        <source>This deal cannot be won.</source>
        <translation>Эту партию выиграть нельзя.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Эту партию уже не выиграть.</translation>
    </message>
    <message>
        <source>Could not tell whether this deal can be won.</source>
        <translation>Не удалось выяснить, можно ли выиграть эту партию.</translation>
    </message>
    <message>
        <source>Could not tell whether this game can still be won.</source>
        <translation>Не удалось выяснить, можно ли ещё выиграть эту партию.</translation>
    </message>
    <message>
        <source>Looking for a way to win…</source>
        <translation>Поиск пути к выигрышу…</translation>
    </message>
    <message>
        <source>The solver tried every way on from here.</source>
        <extracomment>The end panel&apos;s words when the solver proves the game lost, and its button.</extracomment>
        <translation>Решатель перебрал все ходы отсюда.</translation>
    </message>
    <message>
        <source>Undo to the last position from which it could still be won</source>
        <translation>Отменить до последней позиции, с которой ещё можно было выиграть</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>Поиск партии, которую можно выиграть…</translation>
    </message>
    <message>
        <source>No deal was proved winnable in time: this one may not be.</source>
        <translation>За отведённое время не нашлось партии, которую точно можно выиграть: эту, возможно, не выиграть.</translation>
    </message>
</context>
<context>
    <name>Spot</name>
    <message>
        <source>free</source>
        <translation>свободна</translation>
    </message>
    <message>
        <source>covered</source>
        <translation>перекрыта</translation>
    </message>
    <message>
        <source>can&apos;t be played now</source>
        <translation>сейчас нельзя сыграть</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>выбрана</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics: {0}</source>
        <translation>Статистика: {0}</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Сбросить...</translation>
    </message>
    <message>
        <source>{0}, {1}: {2}</source>
        <extracomment>What a screen reader says of one figure: row ({0}), column ({1}), figure ({2}).</extracomment>
        <translation>{0}, {1}: {2}</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <source>Forget all statistics of this game? This cannot be undone.</source>
        <translation>Удалить всю статистику этой игры? Это действие нельзя отменить.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The file {0} is a symbolic link, which qtcards does not follow; it was kept as {1}, and qtcards starts afresh.</source>
        <translation>Файл {0} — символическая ссылка, а qtcards не следует по ссылкам; она сохранена как {1}, а qtcards начинает с чистого листа.</translation>
    </message>
    <message>
        <source>The file {0} could not be read and was kept as {1}; starting afresh.</source>
        <translation>Не удалось прочитать файл {0}; он сохранён как {1}, и данные начаты заново.</translation>
    </message>
    <message>
        <source>Your progress is not being saved: {0} could not be written ({1}); the game goes on, and qtcards tries again at every change.</source>
        <translation>Прогресс не сохраняется: не удалось записать {0} ({1}); игра продолжается, и qtcards пытается сохранить снова при каждом изменении.</translation>
    </message>
    <message>
        <source>Your settings are not being saved: {0} could not be written; they are kept until qtcards quits, and written with the next change.</source>
        <translation>Настройки не сохраняются: не удалось записать {0}; они действуют до выхода из qtcards и будут записаны при следующем изменении.</translation>
    </message>
    <message>
        <source>Your settings are being saved again: {0} was written.</source>
        <translation>Настройки снова сохраняются: файл {0} записан.</translation>
    </message>
    <message>
        <source>Your progress is being saved again: {0} was written.</source>
        <translation>Прогресс снова сохраняется: файл {0} записан.</translation>
    </message>
    <message>
        <source>{0} is a symbolic link; qtcards writes only in folders it made</source>
        <translation>{0} — символическая ссылка; qtcards пишет только в папки, которые создал сам</translation>
    </message>
    <message>
        <source>{0} is not a folder of yours; qtcards writes only in folders it made</source>
        <translation>{0} — не ваша папка; qtcards пишет только в папки, которые создал сам</translation>
    </message>
</context>
<context>
    <name>Tally</name>
    <message>
        <source>{0}%</source>
        <extracomment>The statistics file&apos;s name in the game&apos;s storage. The format of the statistics the tally writes: raise it when their shape changes. ``{n: f}``: ``f`` turns statistics of format ``n`` into format ``n + 1`` (as a storage&apos;s ``load`` takes them). Whether each row keeps the total play time (``&quot;time_ms&quot;``), banked as play goes on.</extracomment>
        <translation>{0} %</translation>
    </message>
</context>
</TS>
