<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>Golf</name>
    <message>
        <source>Outline playable cards</source>
        <translation>놓을 수 있는 카드 테두리 표시</translation>
    </message>
    <message>
        <source>Frame the column cards that can go on the foundation, or the stock when none can.</source>
        <translation>파운데이션에 놓을 수 있는 열의 카드에 테두리를 두르고, 그런 카드가 없으면 뽑기 더미에 두릅니다.</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>남은 카드</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>수</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>게임 번호</translation>
    </message>
    <message>
        <source>Golf</source>
        <translation>골프</translation>
    </message>
    <message>
        <source>Patience: clear seven columns onto one pile, a rank up or down.</source>
        <translation>솔리테어: 일곱 열의 카드를 한 숫자 위나 아래로 이어 한 더미에 모두 옮깁니다.</translation>
    </message>
</context>
<context>
    <name>GolfRules</name>
    <message>
        <source>The deal</source>
        <translation>카드 배치</translation>
    </message>
    <message>
        <source>Golf uses one deck of 52 cards. 35 cards lie face up in seven columns of five; the other 17 form the stock. The stock&apos;s first card is turned face up at once to start the foundation, so 16 cards are left to draw.</source>
        <translation>골프는 52장짜리 카드 한 벌로 합니다. 35장은 앞면이 보이게 다섯 장씩 일곱 열로 놓이고, 나머지 17장은 뽑기 더미가 됩니다. 뽑기 더미의 첫 카드는 곧바로 뒤집혀 파운데이션을 시작하므로, 뽑을 카드는 16장이 남습니다.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>게임 방법</translation>
    </message>
    <message>
        <source>Click the top card of a column (the lowest one on the screen) to move it onto the foundation. It must be one rank higher or one rank lower than the foundation&apos;s top card; suits do not matter. Click the stock to turn its next card onto the foundation: you may draw at any time, and there is no second pass through the stock.</source>
        <translation>열의 맨 위 카드(화면에서 가장 아래에 있는 카드)를 클릭하면 파운데이션으로 옮겨집니다. 그 카드는 파운데이션 맨 위 카드보다 한 단계 높거나 한 단계 낮아야 하며, 무늬는 상관없습니다. 뽑기 더미를 클릭하면 다음 카드가 파운데이션 위로 뒤집힙니다. 카드는 언제든지 뽑을 수 있고, 뽑기 더미를 다시 넘길 수는 없습니다.</translation>
    </message>
    <message>
        <source>Aces and kings</source>
        <translation>에이스와 킹</translation>
    </message>
    <message>
        <source>Ranks do not turn the corner: aces are low and kings high, so an ace goes only on a 2 and a king only on a queen. A king ends a sequence: nothing goes on a king, and after one you must draw.</source>
        <translation>에이스와 킹은 서로 이어지지 않습니다. 에이스가 가장 낮고 킹이 가장 높으므로, 에이스는 2 위에만, 킹은 퀸 위에만 놓을 수 있습니다. 킹은 연결을 끝냅니다. 킹 위에는 아무것도 놓을 수 없으므로, 킹이 나오면 카드를 뽑아야 합니다.</translation>
    </message>
    <message>
        <source>End and score</source>
        <translation>게임 종료와 점수</translation>
    </message>
    <message>
        <source>You win when all 35 column cards are on the foundation, even with cards left in the stock. The game is over when the stock is empty and no column card can move. The score is the number of cards left in the columns: lower is better, and a win scores 0.</source>
        <translation>열의 카드 35장이 모두 파운데이션에 놓이면 뽑기 더미에 카드가 남아 있어도 승리합니다. 뽑기 더미가 비었고 옮길 수 있는 열의 카드가 없으면 게임이 끝납니다. 점수는 열에 남은 카드 수이며, 낮을수록 좋고 승리하면 0점입니다.</translation>
    </message>
    <message>
        <source>The app</source>
        <translation>앱 사용법</translation>
    </message>
    <message>
        <source>Undo takes back up to 100 moves, draws included. The deal number in the info bar gives the same deal again through Game › Play deal number. Outline playable cards (on by default) frames the cards you can move, or the stock when none can. Statistics count the games played and won and keep the best score.</source>
        <translation>되돌리기로 카드 뽑기를 포함해 최근 100수까지 되돌릴 수 있습니다. 정보 표시줄의 게임 번호를 게임 › 게임 번호로 시작에 입력하면 같은 게임을 다시 할 수 있습니다. 놓을 수 있는 카드 테두리 표시(기본값: 켜짐)는 옮길 수 있는 카드에, 그런 카드가 없으면 뽑기 더미에 테두리를 두릅니다. 통계는 플레이한 게임과 이긴 게임의 수, 그리고 최고 점수를 기록합니다.</translation>
    </message>
</context>
<context>
    <name>GolfView</name>
    <message>
        <source>Best score</source>
        <translation>최고 점수</translation>
    </message>
    <message>
        <source>Nothing goes on a king: draw from the stock.</source>
        <translation>킹 위에는 아무것도 놓을 수 없습니다. 뽑기 더미에서 카드를 뽑으세요.</translation>
    </message>
    <message>
        <source>Only a card one rank higher or lower goes on the foundation.</source>
        <translation>파운데이션에는 한 단계 높거나 낮은 카드만 놓을 수 있습니다.</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>An undo command&apos;s name, after &quot;Undo&quot;/&quot;Redo&quot; in the Edit menu: a stock card turned.</extracomment>
        <translation>카드 뽑기</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>An undo command&apos;s name, after &quot;Undo&quot;/&quot;Redo&quot;: a card played onto the foundation.</extracomment>
        <translation>수</translation>
    </message>
    <message>
        <source>Play the {0} onto the foundation.</source>
        <translation>파운데이션에 놓을 카드: {0}.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>뽑기 더미에서 카드를 뽑으세요.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>더 이상 둘 수 있는 수가 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s); Enter draws one</source>
        <translation>
            <numerusform>%n장, Enter 키로 한 장 뽑기</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>뽑기 더미</translation>
    </message>
    <message>
        <source>Foundation: {0}</source>
        <translation>파운데이션: {0}</translation>
    </message>
    <message>
        <source>Drew the {0}.</source>
        <translation>뽑은 카드: {0}.</translation>
    </message>
    <message numerus="yes">
        <source>The {0} onto the foundation; %n card(s) left in the columns.</source>
        <translation>
            <numerusform>파운데이션에 놓은 카드: {0}. 열에 %n장 남았습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n수</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n</source>
        <translation>
            <numerusform>뽑기 더미: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Foundation: %n</source>
        <translation>
            <numerusform>파운데이션: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>승리했습니다!</translation>
    </message>
    <message>
        <source>Click the lowest card of a column that is one rank above or below the foundation&apos;s card, or click the stock to turn its next card. By keyboard: Tab and the arrows choose, Enter plays.</source>
        <translation>파운데이션 카드보다 한 단계 높거나 낮은 열의 맨 아래 카드를 클릭하거나, 뽑기 더미를 클릭해 다음 카드를 뒤집으세요. 키보드로는 Tab과 화살표로 고르고 Enter로 둡니다.</translation>
    </message>
    <message numerus="yes">
        <source>All 35 cards are on the foundation in %n move(s).</source>
        <translation>
            <numerusform>%n수 만에 35장을 모두 파운데이션에 올렸습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>게임 종료</translation>
    </message>
    <message numerus="yes">
        <source>No move is left, with %n card(s) still in the columns.</source>
        <translation>
            <numerusform>더 이상 옮길 수 있는 카드가 없습니다. 열에 카드가 %n장 남았습니다.</numerusform>
        </translation>
    </message>
</context>
</TS>
