<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Cards</name>
    <message>
        <source>Ace</source>
        <translation>туз</translation>
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
    <name>GameView</name>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить ход</translation>
    </message>
</context>
<context>
    <name>HeartToHeart</name>
    <message>
        <source>Placement aid</source>
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
</context>
<context>
    <name>HeartToHeartRules</name>
    <message>
        <source>The deal</source>
        <translation>Начальная раскладка</translation>
    </message>
    <message>
        <source>Heart to Heart uses 52 cards, all hearts: four of each rank from ace to king. 25 cards lie face up in the shape of a heart, in rows of 4, 6, 5, 4, 3, 2 and 1 cards; 26 lie face down in the stock; the last one lies face up on the waste.</source>
        <translation>В Heart to Heart используются 52 карты, все червовые: по четыре карты каждого достоинства, от туза до короля. 25 карт лежат лицом вверх в форме сердца, в семи рядах: 4, 6, 5, 4, 3, 2 и 1 карта; 26 карт лежат лицом вниз в колоде; последняя карта лежит лицом вверх на сбросе.</translation>
    </message>
    <message>
        <source>Available cards</source>
        <translation>Свободные карты</translation>
    </message>
    <message>
        <source>Each card of the heart is covered by the one or two cards of the row below that overlap it. A card is available when every card covering it is gone. At the start only the tip of the heart is available. Every card of the heart stays visible.</source>
        <translation>Каждая карта сердца перекрыта одной или двумя картами нижнего ряда, которые на неё накладываются. Карта свободна, когда все перекрывающие её карты убраны. В начале свободна только карта на острие. Все карты сердца остаются видимыми.</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Пары</translation>
    </message>
    <message>
        <source>A pair is two cards of the same rank: two available cards of the heart, or an available card and the top card of the waste. Both leave the game; their place stays empty. Suit never matters.</source>
        <translation>Пара — две карты одного достоинства: две свободные карты сердца или свободная карта и верхняя карта сброса. Обе карты выходят из игры, их место остаётся пустым. Масть не имеет значения.</translation>
    </message>
    <message>
        <source>Stock and waste</source>
        <translation>Колода и сброс</translation>
    </message>
    <message>
        <source>Touch the stock to turn its top card onto the waste; only the waste&apos;s top card can be used. Touch the empty stock to turn the whole waste back over, in the same order, as often as you like. Every pair, draw and turn-over counts as one move.</source>
        <translation>Коснитесь колоды, чтобы перевернуть её верхнюю карту на сброс; использовать можно только верхнюю карту сброса. Коснитесь пустой колоды, чтобы вернуть в неё весь сброс в том же порядке, — сколько угодно раз. Каждая пара, каждая взятая из колоды карта и каждый возврат сброса считаются одним ходом.</translation>
    </message>
    <message>
        <source>Touching cards</source>
        <translation>Касания карт</translation>
    </message>
    <message>
        <source>Touch an available card or the waste to select it; touch a second card of the same rank to remove the pair. Touch the selected card again to deselect it. A second card of another rank removes nothing and becomes the selection. Touching a covered card does nothing.</source>
        <translation>Коснитесь свободной карты или сброса, чтобы выбрать карту; коснитесь второй карты того же достоинства, чтобы убрать пару. Повторное касание выбранной карты снимает выделение. Вторая карта другого достоинства ничего не убирает, а становится выбранной. Касание перекрытой карты ничего не делает.</translation>
    </message>
    <message>
        <source>Placement aid (on by default) outlines every available card that can make a pair, and dims the cards that do not match the selected one. Move errors (off by default) explains a mismatch with “Must be the same rank”.</source>
        <translation>«Помощь при выборе» (по умолчанию включена) обводит все свободные карты, из которых можно составить пару, и затемняет карты, не подходящие к выбранной. «Ошибки ходов» (по умолчанию отключены) объясняют несовпадение: «Должно быть то же достоинство».</translation>
    </message>
    <message>
        <source>Score and end</source>
        <translation>Счёт и конец партии</translation>
    </message>
    <message>
        <source>Every card removed from the heart scores 10; waste cards score nothing, so a won game always scores 250. You win when all 25 cards of the heart are gone, even with cards left in the stock. The game is stuck when no available card has a card of its rank among the other available cards, the stock or the waste: then you can undo or start a new game.</source>
        <translation>Каждая карта, убранная из сердца, приносит 10 очков; карты сброса очков не приносят, поэтому выигранная партия всегда даёт 250. Вы побеждаете, когда убраны все 25 карт сердца, даже если в колоде ещё остались карты. Тупик наступает, когда ни для одной свободной карты нет карты того же достоинства ни среди других свободных карт, ни в колоде, ни в сбросе: тогда можно отменить ход или начать новую партию.</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Игра с клавиатуры</translation>
    </message>
    <message>
        <source>The arrow keys move the focus ring: Left and Right along a row of the heart, Up and Down to the row above or below. Tab goes on to the stock and the waste and back to the heart. Enter or Space touches the card with the focus. D draws from the stock; Ctrl+Z undoes a move and Ctrl+Shift+Z redoes it; Ctrl+N deals a new game. A screen reader tells each card&apos;s rank, its position, and whether it is available or covered.</source>
        <translation>Клавиши со стрелками перемещают рамку фокуса: влево и вправо — вдоль ряда сердца, вверх и вниз — на ряд выше или ниже. Tab переходит к колоде, затем к сбросу и обратно к сердцу. Enter или пробел касается карты с фокусом. D берёт карту из колоды; Ctrl+Z отменяет ход, Ctrl+Shift+Z повторяет его; Ctrl+N начинает новую партию. Программа чтения с экрана называет достоинство каждой карты, её позицию и то, свободна она или перекрыта.</translation>
    </message>
    <message>
        <source>The app</source>
        <translation>Что умеет приложение</translation>
    </message>
    <message>
        <source>Undo takes back up to 100 moves, draws included. The info bar shows the time, the score, the moves and the deal code; the same code always gives the same deal. The app has no solver and no hints: it never says whether a deal can be won.</source>
        <translation>Отмена возвращает до 100 последних ходов, включая взятие карт из колоды. Панель показывает время, счёт, ходы и код партии; один и тот же код всегда даёт один и тот же расклад. В приложении нет ни решателя, ни подсказок: оно никогда не сообщает, можно ли выиграть расклад.</translation>
    </message>
</context>
<context>
    <name>HeartToHeartView</name>
    <message>
        <source>Enter &amp;deal code...</source>
        <translation>Ввести &amp;код партии...</translation>
    </message>
    <message>
        <source>&amp;Copy deal code</source>
        <translation>Копировать код &amp;партии</translation>
    </message>
    <message>
        <source>Dra&amp;w from the stock</source>
        <translation>&amp;Взять карту из колоды</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Лучшее время</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Минимум ходов</translation>
    </message>
    <message>
        <source>Enter deal code</source>
        <translation>Ввод кода партии</translation>
    </message>
    <message>
        <source>Deal code (for example HH1-N-AAAAAAM):</source>
        <translation>Код партии (например, HH1-N-AAAAAAM):</translation>
    </message>
    <message>
        <source>“{0}” is a deal code of another version; this game reads HH1 codes.</source>
        <translation>«{0}» — код партии другой версии; эта игра читает коды HH1.</translation>
    </message>
    <message>
        <source>“{0}” is a kind of deal this game does not know; codes look like HH1-N-AAAAAAM.</source>
        <translation>«{0}» — неизвестный этой игре вид расклада; коды выглядят так: HH1-N-AAAAAAM.</translation>
    </message>
    <message>
        <source>“{0}” is not a deal code; codes look like HH1-N-AAAAAAM.</source>
        <translation>«{0}» — не код партии; коды выглядят так: HH1-N-AAAAAAM.</translation>
    </message>
    <message>
        <source>Deal code copied.</source>
        <translation>Код партии скопирован.</translation>
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
        <source>Drew {0}.</source>
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
        <source>available</source>
        <translation>свободна</translation>
    </message>
    <message>
        <source>covered by position {0}</source>
        <translation>перекрыта картой на позиции {0}</translation>
    </message>
    <message>
        <source>covered by positions {0} and {1}</source>
        <translation>перекрыта картами на позициях {0} и {1}</translation>
    </message>
    <message>
        <source>{0}, selected</source>
        <translation>{0}, выбрана</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Колода</translation>
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
    <message numerus="yes">
        <source>%n card(s) on the waste</source>
        <translation>
            <numerusform>%n карта в сбросе</numerusform>
            <numerusform>%n карты в сбросе</numerusform>
            <numerusform>%n карт в сбросе</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste: {0}</source>
        <translation>Сброс: {0}</translation>
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
        <source>Stuck</source>
        <translation>Тупик</translation>
    </message>
    <message>
        <source>No more moves possible</source>
        <translation>Больше нет возможных ходов</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>The undo commands&apos; name for the moves of a resumed game, after &quot;Undo&quot;/&quot;Redo&quot;.</extracomment>
        <translation>ход</translation>
    </message>
</context>
<context>
    <name>Hearts</name>
    <message>
        <source>Easy</source>
        <extracomment>The CPU levels with their labels (marked for translation in the &quot;Hearts&quot; context).</extracomment>
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
</context>
<context>
    <name>HeartsRules</name>
    <message>
        <source>The table and how to win</source>
        <translation>Стол и цель игры</translation>
    </message>
    <message>
        <source>Hearts is played by four seats: you at the bottom, CPU 1 on the left, CPU 2 across and CPU 3 on the right. All three opponents are CPU players; there is no online or hot-seat play. Play goes clockwise: you, CPU 1, CPU 2, CPU 3.</source>
        <translation>В «Червы» играют вчетвером: вы внизу, CPU 1 слева, CPU 2 напротив и CPU 3 справа. Все три соперника — компьютерные; игры по сети или вдвоём за одним устройством нет. Ходят по часовой стрелке: вы, CPU 1, CPU 2, CPU 3.</translation>
    </message>
    <message>
        <source>The deck is a standard 52 cards, ace high, with no trumps. Fourteen cards carry points: every heart is 1 point and the queen of spades is 13, so every hand hands out exactly 26 points to the seats that take those cards.</source>
        <translation>Колода — обычные 52 карты, старший — туз, козырей нет. Очки несут четырнадцать карт: каждая червовая карта — 1 очко, дама пик — 13, так что в каждой раздаче ровно 26 очков достаются тем, кто взял эти карты.</translation>
    </message>
    <message>
        <source>Each hand deals all 52 cards, 13 to each seat. There is no dealer and no choice of who leads: the deal itself decides both.</source>
        <translation>В каждой раздаче сдаются все 52 карты, по 13 каждому. Сдающего нет, и выбирать, кто ходит первым, не нужно: всё решает сама раздача.</translation>
    </message>
    <message>
        <source>The game ends when a hand ends with any seat at 100 points or more; the lowest score wins. You win when you alone have the lowest score, a tie for the lowest score is a draw, and any seat below you means a loss.</source>
        <translation>Игра заканчивается, когда после раздачи у кого-нибудь 100 очков или больше; побеждает наименьший счёт. Вы выигрываете, если наименьший счёт только у вас; если он у вас вместе с кем-то ещё — это ничья; если у кого-то счёт меньше вашего — поражение.</translation>
    </message>
    <message>
        <source>The difficulty you choose applies from the next game: a game in progress keeps the opponents it started with. There are no daily deals and no streaks.</source>
        <translation>Выбранная сложность действует со следующей партии: текущая партия идёт с теми соперниками, с которыми началась. Ежедневных раздач и серий побед нет.</translation>
    </message>
    <message>
        <source>Passing 3 cards</source>
        <translation>Передача 3 карт</translation>
    </message>
    <message>
        <source>Before most hands you pick exactly 3 cards of your hand to pass. The Confirm button is enabled only once the third card is picked. Tap a card to pick it, tap it again to put it back.</source>
        <translation>Перед большинством раздач вы выбираете из своих карт ровно 3 для передачи. Кнопка «Подтвердить» становится доступна, только когда выбрана третья карта. Коснитесь карты, чтобы выбрать её, и ещё раз — чтобы вернуть.</translation>
    </message>
    <message>
        <source>The direction changes every hand in a fixed cycle of four: to the left, to the right, across, and a hand with no pass; then it starts again.</source>
        <translation>Направление меняется каждую раздачу по постоянному циклу из четырёх: игроку слева, игроку справа, игроку напротив и раздача без передачи; затем всё повторяется.</translation>
    </message>
    <message>
        <source>The three CPU seats have already chosen their cards while you pick. When you confirm, all 12 cards cross the table at the same moment, so nobody chooses knowing what another seat passed. The cards you received are highlighted for a moment.</source>
        <translation>Пока вы выбираете, три компьютерных соперника уже выбрали свои карты. Когда вы подтверждаете выбор, все 12 карт одновременно переходят через стол, так что никто не выбирает, зная, что передал другой. Полученные вами карты ненадолго выделяются.</translation>
    </message>
    <message>
        <source>Picking and unpicking cards is not a move: you can leave the game while picking and find your picks as you left them.</source>
        <translation>Выбор карт и его отмена — не ход: можно выйти из игры посреди выбора, а вернувшись, найти выбранные карты такими, какими вы их оставили.</translation>
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
        <source>You must follow the suit that was led if you can; this rule has no exceptions. On the first trick nobody may play a heart or the queen of spades unless every card they hold is one. Hearts may not be led until a heart has been played in an earlier trick, unless the leader holds only hearts.</source>
        <translation>Если можете, вы обязаны ходить в масть захода; у этого правила нет исключений. В первой взятке никто не может сыграть червовую карту или даму пик, если только все его карты не такие. Заходить с червей нельзя, пока червы не открыты — пока червовая карта не сыграна в одной из предыдущих взяток, — разве что у заходящего остались одни червы.</translation>
    </message>
    <message>
        <source>The queen of spades is not a heart: it never breaks hearts and may be led at any time.</source>
        <translation>Дама пик — не червовая карта: она никогда не открывает червы, и заходить с неё можно в любой момент.</translation>
    </message>
    <message>
        <source>The highest card of the suit led takes the trick; a card of another suit never wins. The winner leads the next trick, and all 13 tricks are always played.</source>
        <translation>Взятку берёт старшая карта масти захода; карта другой масти никогда не выигрывает. Взявший взятку заходит в следующую, и всегда разыгрываются все 13 взяток.</translation>
    </message>
    <message>
        <source>Playing a card takes two taps: the first lifts it out of your hand, the second plays it. Tapping another card lifts that one instead. Cards you may not play right now sink and ignore taps, without any sound or message.</source>
        <translation>Чтобы сыграть карту, коснитесь её дважды: первое касание поднимает её из руки, второе разыгрывает. Касание другой карты поднимает вместо неё ту. Карты, которыми сейчас ходить нельзя, опускаются и не отзываются на касания — без звуков и сообщений.</translation>
    </message>
    <message>
        <source>A finished trick stays face up on the table for a moment before it goes to the seat that took it.</source>
        <translation>Завершённая взятка ненадолго остаётся на столе лицом вверх, прежде чем уйти к тому, кто её взял.</translation>
    </message>
    <message>
        <source>CPU opponents and difficulty</source>
        <translation>Компьютерные соперники и сложность</translation>
    </message>
    <message>
        <source>The CPU seats play one card at a time, each on the same short beat. They never search ahead: the most any of them does is count its own cards against the cards already played.</source>
        <translation>Компьютерные соперники кладут по одной карте, каждый после одной и той же короткой паузы. Они не просчитывают ходы вперёд: самое большее — сверяют свои карты с уже сыгранными.</translation>
    </message>
    <message>
        <source>A CPU seat knows only its own hand, the cards actually played and its difficulty; after the pass it forgets what it passed. Ties between equally good cards are broken by the game&apos;s seed, so a saved game always plays out the same way.</source>
        <translation>Компьютерный соперник знает только свои карты, уже сыгранные карты и свою сложность; после передачи он забывает, что передал. Выбор между одинаково хорошими картами определяет начальное случайное число партии, поэтому сохранённая партия всегда разыгрывается одинаково.</translation>
    </message>
    <message>
        <source>Easy remembers nothing but its hand and the current trick. Normal remembers every card played this hand. Hard also notes which seat has shown a void in a suit.</source>
        <translation>На лёгкой сложности соперники не помнят ничего, кроме своих карт и текущей взятки. На обычной — помнят все карты, сыгранные в этой раздаче. На сложной — вдобавок замечают, у кого кончилась какая масть.</translation>
    </message>
    <message>
        <source>Easy and Normal guard against shooting the moon: when one seat has taken 12 points or more and nobody else any, they give it no more point cards. Hard instead watches for a seat that has taken every point so far and leads like a shooter: twice the highest card still out in a suit, once at least after taking points. It gives that seat no point cards and tries to take a trick from it. No CPU seat ever tries to shoot the moon itself.</source>
        <translation>На лёгкой и обычной сложности соперники не дают никому забрать все очки: если кто-то взял 12 очков или больше, а остальные ни одного, ему больше не отдают карт с очками. На сложной они вместо этого следят, не взял ли кто-то все очки, выпавшие до сих пор, и не ходит ли он так, будто собирается забрать все: дважды старшей из оставшихся в игре карт масти, причём хотя бы раз — уже после того, как взял очки. Такому игроку они не отдают карт с очками и стараются отобрать у него взятку. Сами компьютерные соперники никогда не пытаются забрать все очки.</translation>
    </message>
    <message>
        <source>No undo, no hints</source>
        <translation>Ни отмены, ни подсказок</translation>
    </message>
    <message>
        <source>There is no undo: after three other seats have answered your card, taking it back would let you keep what you learned while pretending it never happened.</source>
        <translation>Отмены нет: когда три соперника уже ответили на вашу карту, забрать её назад значило бы сохранить всё узнанное, делая вид, что ничего не было.</translation>
    </message>
    <message>
        <source>There are no hints either: which cards to pass and when to duck or take a trick is the whole game. The only help is the rules made visible: cards you may play stay up, the others sink. Every legal card looks the same.</source>
        <translation>Подсказок тоже нет: какие карты передать, когда уклониться от взятки и когда её взять — в этом и состоит вся игра. Единственная помощь — наглядные правила: карты, которыми можно ходить, остаются на месте, остальные опускаются. Все разрешённые карты выглядят одинаково.</translation>
    </message>
    <message>
        <source>Your hand is sorted once, by suit (clubs, diamonds, spades, hearts) and then by rank.</source>
        <translation>Ваши карты сортируются один раз: по мастям (трефы, бубны, пики, червы), затем по достоинству.</translation>
    </message>
    <message>
        <source>Scoring, the moon and the end</source>
        <translation>Очки, «забрать все» и конец игры</translation>
    </message>
    <message>
        <source>Every heart taken scores 1 point and the queen of spades 13; the other 38 cards are worth nothing.</source>
        <translation>Каждая взятая червовая карта — 1 очко, дама пик — 13; остальные 38 карт очков не стоят.</translation>
    </message>
    <message>
        <source>Shooting the moon means taking all 26 points in one hand. Then each of the other three seats takes 26 points instead and the shooter takes none. There is no option to subtract 26 from your own score. Taking the queen of spades alone is a plain 13 points.</source>
        <translation>«Забрать все» значит взять все 26 очков за одну раздачу. Тогда каждый из трёх остальных игроков получает по 26 очков, а забравший все — ноль. Вычесть 26 из собственного счёта нельзя. Одна только дама пик — это просто 13 очков.</translation>
    </message>
    <message>
        <source>After each hand the table shows that hand&apos;s points and the running totals; nothing of a finished hand is kept for review.</source>
        <translation>После каждой раздачи на столе видны очки за неё и общий счёт; ход завершённой раздачи для просмотра не сохраняется.</translation>
    </message>
    <message>
        <source>Statistics are kept per difficulty: games played, wins, losses, draws and the total play time. A game counts as played the moment it starts; leaving a game for a new one is not a loss. There is no clock on screen, no best score and no streak.</source>
        <translation>Статистика ведётся отдельно для каждой сложности: сыграно партий, победы, поражения, ничьи и общее время игры. Партия считается сыгранной с момента начала; бросить партию ради новой — не поражение. Часов на экране, лучшего счёта и серий нет.</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>Игра с клавиатуры</translation>
    </message>
    <message>
        <source>Left and Right move the focus ring along your hand; Tab goes on to the cards of the trick and to the seats&apos; scores, and back to your hand. Enter or Space taps the card with the focus: while passing it picks or unpicks the card, while playing the first press lifts it and the second plays it. Ctrl+Enter confirms the pass. A screen reader tells each card&apos;s name and whether it is playable now, and nothing more.</source>
        <translation>Клавиши влево и вправо перемещают рамку фокуса по вашим картам; Tab переходит к картам взятки, затем к счёту игроков и обратно к вашим картам. Enter или пробел касается карты с фокусом: при передаче выбирает карту или снимает выбор, во время розыгрыша первое нажатие поднимает карту, а второе разыгрывает её. Ctrl+Enter подтверждает передачу. Программа чтения с экрана называет каждую карту и сообщает, можно ли сыграть её сейчас, — и ничего больше.</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Советы</translation>
    </message>
    <message>
        <source>Watch for voids: a seat that discards off-suit has none of the suit led. Remember it; it decides who can safely take your queen of spades later.</source>
        <translation>Следите, у кого кончилась масть: кто сбрасывает карту другой масти, у того нет карт масти захода. Запомните это — потом станет ясно, кому можно безопасно отдать вашу даму пик.</translation>
    </message>
    <message>
        <source>When passing, get rid of the queen of spades if you hold it, and the high spades with it if you can.</source>
        <translation>При передаче избавьтесь от дамы пик, если она у вас, а по возможности и от старших пик вместе с ней.</translation>
    </message>
    <message>
        <source>Late in a hand, count the cards already shown rather than guess what the others still hold: with most of the deck played, the last cards are often a matter of arithmetic.</source>
        <translation>В конце раздачи считайте уже вышедшие карты, а не гадайте, что осталось у других: когда сыграна бо́льшая часть колоды, последние карты часто можно просто вычислить.</translation>
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
        <extracomment>One CPU card per beat (ms). Tests shorten it; it is not a setting. How long a finished trick stays face up before it is collected (ms). How long the cards you received stay outlined (ms). How long a passing notice (&quot;No passing this hand&quot;) stays on the felt (ms).</extracomment>
        <translation>&amp;Подтвердить передачу</translation>
    </message>
    <message>
        <source>Pass 3 cards to the left</source>
        <translation>Отдайте 3 карты влево</translation>
    </message>
    <message>
        <source>Pass 3 cards to the right</source>
        <translation>Отдайте 3 карты вправо</translation>
    </message>
    <message>
        <source>Pass 3 cards across</source>
        <translation>Отдайте 3 карты напротив</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <source>A draw: you share the lowest score.</source>
        <translation>Ничья: наименьший счёт не у вас одного.</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>Вы проиграли.</translation>
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
        <source>Losses</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Total play time</source>
        <translation>Общее время игры</translation>
    </message>
    <message>
        <source>No passing this hand</source>
        <translation>Без передачи карт</translation>
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
        <translation>Взятку берёт: {0}.</translation>
    </message>
    <message>
        <source>You shot the moon: everyone else takes 26.</source>
        <translation>Вы забрали все очки: остальные получают по 26.</translation>
    </message>
    <message>
        <source>{0} shot the moon: everyone else takes 26.</source>
        <translation>{0} забрал все очки: остальные получают по 26.</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>За раздачу</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Totals: {0}.</source>
        <translation>Всего: {0}.</translation>
    </message>
    <message>
        <source>Hand {0} is over</source>
        <translation>Раздача {0} окончена</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Червы</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>in the trick</source>
        <translation>во взятке</translation>
    </message>
    <message>
        <source>picked</source>
        <translation>выбрана</translation>
    </message>
    <message>
        <source>not picked</source>
        <translation>не выбрана</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>ожидание хода</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>можно сыграть</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>нельзя сыграть</translation>
    </message>
    <message>
        <source>{0}, lifted</source>
        <translation>{0}, поднята</translation>
    </message>
    <message>
        <source>This hand: {0}</source>
        <translation>За раздачу: {0}</translation>
    </message>
    <message>
        <source>Game: {0}</source>
        <translation>Всего: {0}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
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
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
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
        <source>Game plugins disabled</source>
        <translation>Игровые плагины отключены</translation>
    </message>
    <message numerus="yes">
        <source>%n game plugin(s) could not be used and were disabled; the other games work as usual.</source>
        <translation>
            <numerusform>%n игровой плагин не удалось использовать, и он отключён; остальные игры работают как обычно.</numerusform>
            <numerusform>%n игровых плагина не удалось использовать, и они отключены; остальные игры работают как обычно.</numerusform>
            <numerusform>%n игровых плагинов не удалось использовать, и они отключены; остальные игры работают как обычно.</numerusform>
        </translation>
    </message>
    <message>
        <source>About qtcards</source>
        <translation>О программе qtcards</translation>
    </message>
    <message>
        <source>&lt;h3&gt;qtcards {0}&lt;/h3&gt;&lt;p&gt;A card table for card games written as plugins.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;qtcards {0}&lt;/h3&gt;&lt;p&gt;Карточный стол для карточных игр, написанных в виде плагинов.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {0}</source>
        <translation>Правила: {0}</translation>
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
        <source>The file {0} could not be read and was kept as {1}; starting afresh.</source>
        <translation>Не удалось прочитать файл {0}; он сохранён как {1}, игра начинается заново.</translation>
    </message>
</context>
</TS>
