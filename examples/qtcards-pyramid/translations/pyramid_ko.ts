<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>Pyramid</name>
    <message>
        <source>Cards left</source>
        <translation>남은 카드</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>수</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>뽑기 더미</translation>
    </message>
    <message>
        <source>Recycles left</source>
        <translation>남은 재사용 횟수</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>게임 번호</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>피라미드</translation>
    </message>
    <message>
        <source>Patience: take away pairs that add up to 13 from a pyramid of 28 cards.</source>
        <translation>솔리테어: 28장 피라미드에서 합이 13인 두 장씩 치웁니다.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>플레이한 게임 수</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>승리</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>승률</translation>
    </message>
</context>
<context>
    <name>PyramidRules</name>
    <message>
        <source>The deal</source>
        <translation>카드 배치</translation>
    </message>
    <message>
        <source>One deck of 52 cards. 28 cards are dealt face up in a pyramid of seven rows, one card at the top and seven at the bottom, each row overlapping the one above: a card is covered by the two cards that lie over it until both are gone. The other 24 cards form the stock.</source>
        <translation>52장짜리 덱 한 벌을 씁니다. 28장을 앞면이 보이게 일곱 줄의 피라미드로 놓습니다. 맨 위 줄은 한 장, 맨 아래 줄은 일곱 장이며, 각 줄은 바로 위 줄에 겹쳐 놓입니다. 카드는 그 위에 놓인 두 장이 모두 없어질 때까지 가려진 카드입니다. 나머지 24장은 뽑기 더미가 됩니다.</translation>
    </message>
    <message>
        <source>Removing cards</source>
        <translation>카드 제거</translation>
    </message>
    <message>
        <source>A card is exposed when no card covers it. Click an exposed king to remove it alone; click two exposed cards whose ranks add up to 13 to remove them together, or drag one onto the other. An ace counts 1, a jack 11, a queen 12 and a king 13; suits do not matter. The waste&apos;s top card is in play too: it pairs with an exposed card of the pyramid, and a king on the waste is removed alone.</source>
        <translation>아무 카드에도 가려지지 않은 카드는 사용 가능한 카드입니다. 사용 가능한 K는 클릭하면 혼자 제거됩니다. 랭크의 합이 13인 사용 가능한 카드 두 장을 차례로 클릭하거나 한 장을 다른 카드 위로 끌어다 놓으면 짝으로 함께 제거됩니다. A는 1, J는 11, Q는 12, K는 13이며 무늬는 상관없습니다. 버린 카드 더미의 맨 위 카드도 사용할 수 있습니다. 피라미드의 사용 가능한 카드와 짝을 이루고, K면 혼자 제거됩니다.</translation>
    </message>
    <message>
        <source>The stock and the waste</source>
        <translation>뽑기 더미와 버린 카드 더미</translation>
    </message>
    <message>
        <source>Click the stock to turn its top card face up onto the waste, one at a time. When the stock is empty, click it to turn the whole waste back over as the stock. You may do so twice: you go through the stock three times in all.</source>
        <translation>뽑기 더미를 클릭하면 맨 위 카드가 한 장씩 앞면으로 버린 카드 더미에 놓입니다. 뽑기 더미가 비면 클릭해서 버린 카드 더미 전체를 뒤집어 다시 뽑기 더미로 만듭니다. 이것은 두 번까지 할 수 있으므로 뽑기 더미를 모두 세 번 넘겨 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>End and score</source>
        <translation>게임 종료와 점수</translation>
    </message>
    <message>
        <source>You win when the pyramid is cleared, even with cards left in the stock or on the waste. The game is over when no move is left. The score is the number of cards left in the pyramid: lower is better. Undo takes back up to 100 moves; Game › Play deal number gives a deal again by the number the info bar shows. The arrow keys and Tab move between the cards, Enter or Space clicks, Escape puts a picked card back.</source>
        <translation>뽑기 더미나 버린 카드 더미에 카드가 남아 있어도 피라미드를 모두 치우면 승리합니다. 더 이상 가능한 수가 없으면 게임이 끝납니다. 점수는 피라미드에 남은 카드 수이며 낮을수록 좋습니다. 되돌리기는 최대 100수까지 취소합니다. 게임 › 게임 번호로 시작에 정보 표시줄의 번호를 넣으면 같은 배치를 다시 할 수 있습니다. 화살표 키와 Tab 키로 카드 사이를 이동하고, Enter나 Space 키로 클릭하며, Esc 키로 고른 카드를 내려놓습니다.</translation>
    </message>
</context>
<context>
    <name>PyramidView</name>
    <message>
        <source>Remove</source>
        <translation>카드 제거</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>카드 뽑기</translation>
    </message>
    <message>
        <source>Recycle</source>
        <translation>뽑기 더미 재사용</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s); Enter draws one</source>
        <translation>
            <numerusform>%n장, Enter 키로 한 장 뽑기</numerusform>
        </translation>
    </message>
    <message>
        <source>empty; Enter turns the waste over</source>
        <translation>비어 있음, Enter 키로 버린 카드 더미를 뒤집어 다시 뽑기</translation>
    </message>
    <message>
        <source>Click two free cards that add up to 13 (J 11, Q 12, K 13), a free king alone, or the stock.</source>
        <translation>합이 13인 사용 가능한 카드 두 장(J 11, Q 12, K 13)이나 사용 가능한 K 한 장을 클릭하거나, 뽑기 더미를 클릭하세요.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>비어 있음</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>뽑기 더미</translation>
    </message>
    <message>
        <source>Waste: {0}</source>
        <translation>버린 카드 더미: {0}</translation>
    </message>
    <message>
        <source>Drew the {0}.</source>
        <translation>뽑은 카드: {0}.</translation>
    </message>
    <message>
        <source>The waste is back in the stock.</source>
        <translation>버린 카드가 뽑기 더미로 돌아갔습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Removed; %n card(s) left in the pyramid.</source>
        <translation>
            <numerusform>제거했습니다. 피라미드에 카드가 %n장 남았습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n수</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n장</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pyramid is cleared in %n move(s).</source>
        <translation>
            <numerusform>%n수 만에 피라미드를 모두 치웠습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>승리했습니다!</translation>
    </message>
    <message numerus="yes">
        <source>No move is left, with %n card(s) still in the pyramid.</source>
        <translation>
            <numerusform>더 이상 가능한 수가 없습니다. 피라미드에 카드가 %n장 남았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>게임 종료</translation>
    </message>
</context>
</TS>
