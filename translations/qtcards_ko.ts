<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>Cards</name>
    <message>
        <source>Ace</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>King</source>
        <translation>K</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>클럽</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>다이아몬드</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>스페이드</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>하트</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>되돌리기</translation>
    </message>
</context>
<context>
    <name>HeartToHeart</name>
    <message>
        <source>Placement aid</source>
        <translation>배치 도움말</translation>
    </message>
    <message>
        <source>Outline the cards that can make a pair; dim the others while a card is selected.</source>
        <translation>짝을 이룰 수 있는 카드에 테두리를 표시하고, 카드를 선택하면 나머지 카드를 어둡게 표시합니다.</translation>
    </message>
    <message>
        <source>Move errors</source>
        <translation>이동 오류</translation>
    </message>
    <message>
        <source>Explain why two cards do not make a pair.</source>
        <translation>두 카드가 짝이 되지 않는 이유를 설명합니다.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>수</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>게임 코드</translation>
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
        <translation>초기 배치</translation>
    </message>
    <message>
        <source>Heart to Heart uses 52 cards, all hearts: four of each rank from ace to king. 25 cards lie face up in the shape of a heart, in rows of 4, 6, 5, 4, 3, 2 and 1 cards; 26 lie face down in the stock; the last one lies face up on the waste.</source>
        <translation>Heart to Heart는 모두 하트인 카드 52장을 사용합니다. 에이스부터 킹까지 랭크마다 4장씩 있습니다. 25장은 앞면이 보이도록 7개 줄에 각각 4, 6, 5, 4, 3, 2, 1장씩 놓여 하트 모양을 이루고, 26장은 뒷면이 보이도록 뽑기 더미에 놓이며, 마지막 한 장은 앞면이 보이도록 버린 카드 더미에 놓입니다.</translation>
    </message>
    <message>
        <source>Available cards</source>
        <translation>사용 가능한 카드</translation>
    </message>
    <message>
        <source>Each card of the heart is covered by the one or two cards of the row below that overlap it. A card is available when every card covering it is gone. At the start only the tip of the heart is available. Every card of the heart stays visible.</source>
        <translation>하트 배열의 각 카드는 바로 아래 줄에서 겹치는 카드 한 장 또는 두 장에 가려져 있습니다. 카드를 가리는 카드가 모두 제거되면 그 카드는 사용 가능한 카드가 됩니다. 시작할 때는 하트의 끝 카드만 사용할 수 있습니다. 하트 배열의 카드는 모두 계속 보입니다.</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>짝</translation>
    </message>
    <message>
        <source>A pair is two cards of the same rank: two available cards of the heart, or an available card and the top card of the waste. Both leave the game; their place stays empty. Suit never matters.</source>
        <translation>짝은 같은 랭크의 카드 두 장입니다. 하트 배열의 사용 가능한 카드 두 장, 또는 사용 가능한 카드 한 장과 버린 카드 더미 맨 위의 카드로 만듭니다. 두 카드는 게임에서 제거되고, 그 자리는 빈 채로 남습니다. 무늬는 중요하지 않습니다.</translation>
    </message>
    <message>
        <source>Stock and waste</source>
        <translation>뽑기 더미와 버린 카드 더미</translation>
    </message>
    <message>
        <source>Touch the stock to turn its top card onto the waste; only the waste&apos;s top card can be used. Touch the empty stock to turn the whole waste back over, in the same order, as often as you like. Every pair, draw and turn-over counts as one move.</source>
        <translation>뽑기 더미를 터치하면 맨 위의 카드를 뒤집어 버린 카드 더미에 놓습니다. 버린 카드 더미에서는 맨 위의 카드만 사용할 수 있습니다. 빈 뽑기 더미를 터치하면 버린 카드 전체가 뒷면이 보이도록 같은 순서로 뽑기 더미에 돌아가며, 횟수에는 제한이 없습니다. 짝 제거, 카드 뽑기, 뽑기 더미 재사용은 각각 한 수로 계산합니다.</translation>
    </message>
    <message>
        <source>Touching cards</source>
        <translation>카드 터치하기</translation>
    </message>
    <message>
        <source>Touch an available card or the waste to select it; touch a second card of the same rank to remove the pair. Touch the selected card again to deselect it. A second card of another rank removes nothing and becomes the selection. Touching a covered card does nothing.</source>
        <translation>사용 가능한 카드나 버린 카드 더미를 터치하면 그 카드가 선택됩니다. 같은 랭크의 두 번째 카드를 터치하면 짝이 제거됩니다. 선택한 카드를 다시 터치하면 선택이 해제됩니다. 두 번째 카드의 랭크가 다르면 아무 카드도 제거되지 않고 두 번째 카드가 선택됩니다. 가려진 카드를 터치해도 아무 일도 일어나지 않습니다.</translation>
    </message>
    <message>
        <source>Placement aid (on by default) outlines every available card that can make a pair, and dims the cards that do not match the selected one. Move errors (off by default) explains a mismatch with “Must be the same rank”.</source>
        <translation>기본적으로 켜져 있는 ‘배치 도움말’ 설정은 짝을 이룰 수 있는 사용 가능한 카드에 테두리를 표시하고, 선택한 카드와 맞지 않는 카드를 어둡게 표시합니다. 기본적으로 꺼져 있는 ‘이동 오류’ 설정을 켜면 짝이 맞지 않을 때 ‘같은 랭크여야 합니다’라는 설명이 표시됩니다.</translation>
    </message>
    <message>
        <source>Score and end</source>
        <translation>점수와 게임 종료</translation>
    </message>
    <message>
        <source>Every card removed from the heart scores 10; waste cards score nothing, so a won game always scores 250. You win when all 25 cards of the heart are gone, even with cards left in the stock. The game is stuck when no available card has a card of its rank among the other available cards, the stock or the waste: then you can undo or start a new game.</source>
        <translation>하트 배열의 카드를 한 장 제거할 때마다 10점을 얻습니다. 버린 카드 더미의 카드는 점수를 주지 않으므로, 승리한 게임은 언제나 250점입니다. 뽑기 더미에 카드가 남아 있더라도 하트 배열의 카드 25장을 모두 제거하면 승리합니다. 사용 가능한 모든 카드에 대해 다른 사용 가능한 카드, 뽑기 더미, 버린 카드 더미 어디에도 같은 랭크의 카드가 없으면 게임이 막힙니다. 이때는 되돌리거나 새 게임을 시작할 수 있습니다.</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>키보드로 플레이하기</translation>
    </message>
    <message>
        <source>The arrow keys move the focus ring: Left and Right along a row of the heart, Up and Down to the row above or below. Tab goes on to the stock and the waste and back to the heart. Enter or Space touches the card with the focus. D draws from the stock; Ctrl+Z undoes a move and Ctrl+Shift+Z redoes it; Ctrl+N deals a new game. A screen reader tells each card&apos;s rank, its position, and whether it is available or covered.</source>
        <translation>화살표 키로 포커스 테두리를 옮깁니다. 왼쪽·오른쪽 키는 하트 배열의 한 줄을 따라, 위쪽·아래쪽 키는 위나 아래 줄로 옮깁니다. Tab 키를 누르면 뽑기 더미와 버린 카드 더미로 갔다가 다시 하트 배열로 돌아옵니다. Enter 또는 Space 키는 포커스가 있는 카드를 터치합니다. D 키는 뽑기 더미에서 카드를 뽑고, Ctrl+Z는 수를 되돌리고, Ctrl+Shift+Z는 되돌린 수를 다시 실행하며, Ctrl+N은 새 게임을 시작합니다. 화면 낭독기는 각 카드의 랭크와 위치, 그리고 사용 가능한 카드인지 가려진 카드인지 알려 줍니다.</translation>
    </message>
    <message>
        <source>The app</source>
        <translation>앱의 기능</translation>
    </message>
    <message>
        <source>Undo takes back up to 100 moves, draws included. The info bar shows the time, the score, the moves and the deal code; the same code always gives the same deal. The app has no solver and no hints: it never says whether a deal can be won.</source>
        <translation>되돌리기로 카드 뽑기를 포함해 최근 100수까지 되돌릴 수 있습니다. 정보 표시줄에는 시간, 점수, 수, 게임 코드가 표시되며, 같은 코드는 언제나 같은 카드 배치를 만듭니다. 앱에는 풀이 기능도 힌트도 없으며, 카드 배치에서 승리할 수 있는지 알려 주지 않습니다.</translation>
    </message>
</context>
<context>
    <name>HeartToHeartView</name>
    <message>
        <source>Enter &amp;deal code...</source>
        <translation>게임 코드 입력(&amp;D)...</translation>
    </message>
    <message>
        <source>&amp;Copy deal code</source>
        <translation>게임 코드 복사(&amp;C)</translation>
    </message>
    <message>
        <source>Dra&amp;w from the stock</source>
        <translation>뽑기 더미에서 카드 뽑기(&amp;W)</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>플레이한 게임 수</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>승리</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>최단 시간</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>최소 수</translation>
    </message>
    <message>
        <source>Enter deal code</source>
        <translation>게임 코드 입력</translation>
    </message>
    <message>
        <source>Deal code (for example HH1-N-AAAAAAM):</source>
        <translation>게임 코드(예: HH1-N-AAAAAAM):</translation>
    </message>
    <message>
        <source>“{0}” is a deal code of another version; this game reads HH1 codes.</source>
        <translation>“{0}”은(는) 다른 버전의 게임 코드입니다. 이 게임은 HH1 코드만 읽을 수 있습니다.</translation>
    </message>
    <message>
        <source>“{0}” is a kind of deal this game does not know; codes look like HH1-N-AAAAAAM.</source>
        <translation>“{0}”은(는) 이 게임이 모르는 종류의 카드 배치입니다. 코드는 HH1-N-AAAAAAM과 같은 형식입니다.</translation>
    </message>
    <message>
        <source>“{0}” is not a deal code; codes look like HH1-N-AAAAAAM.</source>
        <translation>“{0}”은(는) 게임 코드가 아닙니다. 코드는 HH1-N-AAAAAAM과 같은 형식입니다.</translation>
    </message>
    <message>
        <source>Deal code copied.</source>
        <translation>게임 코드를 복사했습니다.</translation>
    </message>
    <message>
        <source>Must be the same rank</source>
        <translation>같은 랭크여야 합니다</translation>
    </message>
    <message>
        <source>Pair</source>
        <extracomment>An undo command&apos;s name, after &quot;Undo&quot;/&quot;Redo&quot; in the Edit menu: removing a pair.</extracomment>
        <translation>짝 제거</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>An undo command&apos;s name, after &quot;Undo&quot;/&quot;Redo&quot;: turning a stock card onto the waste.</extracomment>
        <translation>카드 뽑기</translation>
    </message>
    <message>
        <source>Recycle</source>
        <extracomment>An undo command&apos;s name, after &quot;Undo&quot;/&quot;Redo&quot;: turning the waste over as the stock.</extracomment>
        <translation>뽑기 더미 재사용</translation>
    </message>
    <message>
        <source>Pair removed; score {0}.</source>
        <translation>짝을 제거했습니다. 점수 {0}.</translation>
    </message>
    <message>
        <source>Drew {0}.</source>
        <translation>{0} 카드를 뽑았습니다.</translation>
    </message>
    <message>
        <source>The waste is back in the stock.</source>
        <translation>버린 카드가 뽑기 더미로 돌아갔습니다.</translation>
    </message>
    <message>
        <source>{0}, position {1}</source>
        <translation>{0}, {1}번 위치</translation>
    </message>
    <message>
        <source>available</source>
        <translation>사용 가능</translation>
    </message>
    <message>
        <source>covered by position {0}</source>
        <translation>{0}번 위치 카드에 가려짐</translation>
    </message>
    <message>
        <source>covered by positions {0} and {1}</source>
        <translation>{0}번, {1}번 위치 카드에 가려짐</translation>
    </message>
    <message>
        <source>{0}, selected</source>
        <translation>{0}, 선택됨</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>뽑기 더미</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s); Enter draws one</source>
        <translation>
            <numerusform>%n장, Enter 키로 한 장 뽑기</numerusform>
        </translation>
    </message>
    <message>
        <source>empty; Enter turns the waste over</source>
        <translation>비어 있음, Enter 키로 버린 카드를 되돌리기</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) on the waste</source>
        <translation>
            <numerusform>버린 카드 더미에 %n장</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste: {0}</source>
        <translation>버린 카드 더미: {0}</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>버린 카드 더미</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>비어 있음</translation>
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
        <source>Waste: %n</source>
        <translation>
            <numerusform>버린 카드: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>승리했습니다!</translation>
    </message>
    <message>
        <source>Score: {0}
Time: {1}
Moves: {2}</source>
        <translation>점수: {0}
시간: {1}
수: {2}</translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation>막힘</translation>
    </message>
    <message>
        <source>No more moves possible</source>
        <translation>더 이상 가능한 수가 없습니다</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>The undo commands&apos; name for the moves of a resumed game, after &quot;Undo&quot;/&quot;Redo&quot;.</extracomment>
        <translation>수</translation>
    </message>
</context>
<context>
    <name>Hearts</name>
    <message>
        <source>Easy</source>
        <extracomment>The CPU levels with their labels (marked for translation in the &quot;Hearts&quot; context).</extracomment>
        <translation>쉬움</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>어려움</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>난이도</translation>
    </message>
    <message>
        <source>A change applies from the next game; the game in progress keeps its level.</source>
        <translation>변경 사항은 다음 게임부터 적용됩니다. 진행 중인 게임은 원래 난이도를 유지합니다.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>판</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hearts (하트)</translation>
    </message>
</context>
<context>
    <name>HeartsRules</name>
    <message>
        <source>The table and how to win</source>
        <translation>테이블과 이기는 방법</translation>
    </message>
    <message>
        <source>Hearts is played by four seats: you at the bottom, CPU 1 on the left, CPU 2 across and CPU 3 on the right. All three opponents are CPU players; there is no online or hot-seat play. Play goes clockwise: you, CPU 1, CPU 2, CPU 3.</source>
        <translation>Hearts는 4개의 자리로 진행됩니다. 아래쪽이 당신, 왼쪽이 CPU 1, 맞은편이 CPU 2, 오른쪽이 CPU 3입니다. 세 상대는 모두 CPU이며, 온라인 플레이도 로컬 돌려가며 하기도 없습니다. 플레이는 시계 방향으로 당신, CPU 1, CPU 2, CPU 3 순서로 진행됩니다.</translation>
    </message>
    <message>
        <source>The deck is a standard 52 cards, ace high, with no trumps. Fourteen cards carry points: every heart is 1 point and the queen of spades is 13, so every hand hands out exactly 26 points to the seats that take those cards.</source>
        <translation>덱은 에이스가 가장 높은 표준 52장이며, 으뜸 무늬는 없습니다. 그중 14장에 점수가 붙어 있습니다. 하트는 모두 1점이고 스페이드 Q는 13점이므로, 한 판은 언제나 정확히 26점을 그 카드를 가져간 자리들에게 나누어 줍니다.</translation>
    </message>
    <message>
        <source>Each hand deals all 52 cards, 13 to each seat. There is no dealer and no choice of who leads: the deal itself decides both.</source>
        <translation>각 판은 52장 전부를 자리마다 13장씩 나눠줍니다. 딜러도 없고 누가 선을 잡을지 고를 필요도 없습니다. 카드를 나누는 것 자체가 둘 다 정해 버립니다.</translation>
    </message>
    <message>
        <source>The game ends when a hand ends with any seat at 100 points or more; the lowest score wins. You win when you alone have the lowest score, a tie for the lowest score is a draw, and any seat below you means a loss.</source>
        <translation>어느 한 판이 끝났을 때 어느 자리든 점수가 100점 이상이면 게임이 끝나며, 점수가 가장 적은 자리가 승리합니다. 당신 혼자 최저 점수이면 승리, 다른 자리와 최저 점수가 같으면 무승부, 당신보다 점수가 적은 자리가 하나라도 있으면 패배입니다.</translation>
    </message>
    <message>
        <source>The difficulty you choose applies from the next game: a game in progress keeps the opponents it started with. There are no daily deals and no streaks.</source>
        <translation>선택한 난이도는 다음 게임부터 적용됩니다. 진행 중인 게임은 시작할 때의 상대를 그대로 유지합니다. 데일리 판도 연속 기록도 없습니다.</translation>
    </message>
    <message>
        <source>Passing 3 cards</source>
        <translation>카드 3장 넘기기</translation>
    </message>
    <message>
        <source>Before most hands you pick exactly 3 cards of your hand to pass. The Confirm button is enabled only once the third card is picked. Tap a card to pick it, tap it again to put it back.</source>
        <translation>대부분의 판이 시작되기 전, 당신은 자신의 패에서 넘길 카드를 정확히 3장 고릅니다. 세 번째 카드를 고르고 나서야 확인 버튼이 켜집니다. 카드를 탭하면 고르고, 다시 탭하면 되돌립니다.</translation>
    </message>
    <message>
        <source>The direction changes every hand in a fixed cycle of four: to the left, to the right, across, and a hand with no pass; then it starts again.</source>
        <translation>방향은 판마다 바뀌며, 왼쪽 → 오른쪽 → 맞은편 → 넘기지 않는 판, 이렇게 고정된 4판 주기로 돌고 나서 다시 반복됩니다.</translation>
    </message>
    <message>
        <source>The three CPU seats have already chosen their cards while you pick. When you confirm, all 12 cards cross the table at the same moment, so nobody chooses knowing what another seat passed. The cards you received are highlighted for a moment.</source>
        <translation>당신이 고르는 동안 3개의 CPU 자리는 이미 넘길 카드를 골라 둡니다. 당신이 확인하면 12장 전체가 한 번에 테이블을 가로질러 이동하므로, 다른 자리가 무엇을 넘겼는지 알고서 고르는 자리는 없습니다. 받은 카드는 잠시 강조 표시됩니다.</translation>
    </message>
    <message>
        <source>Picking and unpicking cards is not a move: you can leave the game while picking and find your picks as you left them.</source>
        <translation>카드를 고르거나 고르기를 취소하는 것은 수가 아닙니다. 고르던 도중에 게임을 나갔다가 돌아와도 고른 카드는 그대로 남아 있습니다.</translation>
    </message>
    <message>
        <source>Playing the tricks</source>
        <translation>트릭 플레이하기</translation>
    </message>
    <message>
        <source>After the pass (or at once in a hand with no pass) the seat holding the two of clubs leads it; no other card may open a hand.</source>
        <translation>카드 넘기기가 끝나면(넘기지 않는 판이라면 곧바로) 클럽 2를 든 자리가 그 카드로 선을 잡습니다. 판의 첫 카드로는 다른 어떤 카드도 낼 수 없습니다.</translation>
    </message>
    <message>
        <source>You must follow the suit that was led if you can; this rule has no exceptions. On the first trick nobody may play a heart or the queen of spades unless every card they hold is one. Hearts may not be led until a heart has been played in an earlier trick, unless the leader holds only hearts.</source>
        <translation>선이 낸 무늬의 카드를 갖고 있다면 반드시 그 무늬를 따라 내야 하며, 이 규칙에는 예외가 없습니다. 첫 트릭에서는 아무도 하트나 스페이드 Q를 낼 수 없습니다. 다만 가진 카드가 모두 그런 카드라면 낼 수 있습니다. 이전 트릭에서 하트가 한 장 나오기 전까지는(하트 깨기) 하트로 선을 잡을 수 없습니다. 다만 선을 잡는 자리에 하트만 남아 있다면 하트로 선을 잡을 수 있습니다.</translation>
    </message>
    <message>
        <source>The queen of spades is not a heart: it never breaks hearts and may be led at any time.</source>
        <translation>스페이드 Q는 하트가 아닙니다. 스페이드 Q를 내도 하트 깨기가 되지 않으며, 언제든 스페이드 Q로 선을 잡을 수 있습니다.</translation>
    </message>
    <message>
        <source>The highest card of the suit led takes the trick; a card of another suit never wins. The winner leads the next trick, and all 13 tricks are always played.</source>
        <translation>트릭은 선이 낸 무늬 중 가장 높은 카드가 가져갑니다. 다른 무늬의 카드는 절대 이길 수 없습니다. 트릭을 가져간 자리가 다음 트릭의 선을 잡으며, 13개 트릭은 항상 끝까지 진행됩니다.</translation>
    </message>
    <message>
        <source>Playing a card takes two taps: the first lifts it out of your hand, the second plays it. Tapping another card lifts that one instead. Cards you may not play right now sink and ignore taps, without any sound or message.</source>
        <translation>카드를 내려면 두 번 탭합니다. 처음 탭하면 패에서 카드가 들리고, 두 번째 탭에서 실제로 냅니다. 다른 카드를 탭하면 그 카드가 대신 들립니다. 지금 낼 수 없는 카드는 아래로 가라앉아 탭에 반응하지 않으며, 소리나 메시지도 없습니다.</translation>
    </message>
    <message>
        <source>A finished trick stays face up on the table for a moment before it goes to the seat that took it.</source>
        <translation>끝난 트릭은 가져간 자리로 가기 전에 잠시 앞면이 보이는 채로 테이블에 놓여 있습니다.</translation>
    </message>
    <message>
        <source>CPU opponents and difficulty</source>
        <translation>CPU 상대와 난이도</translation>
    </message>
    <message>
        <source>The CPU seats play one card at a time, each on the same short beat. They never search ahead: the most any of them does is count its own cards against the cards already played.</source>
        <translation>CPU 자리는 한 번에 한 장씩, 모두 같은 짧은 박자로 카드를 냅니다. 앞을 내다보며 탐색하지 않으며, 기껏해야 자신의 카드를 이미 나온 카드와 대조해 세어 보는 정도입니다.</translation>
    </message>
    <message>
        <source>A CPU seat knows only its own hand, the cards actually played and its difficulty; after the pass it forgets what it passed. Ties between equally good cards are broken by the game&apos;s seed, so a saved game always plays out the same way.</source>
        <translation>CPU 자리가 아는 것은 자신의 패, 실제로 나온 카드, 자신의 난이도뿐이며, 카드 넘기기가 끝나면 자신이 넘긴 카드도 잊어버립니다. 똑같이 좋은 카드 사이의 선택은 게임의 시드로 정해지므로, 저장된 게임은 항상 같은 방식으로 진행됩니다.</translation>
    </message>
    <message>
        <source>Easy remembers nothing but its hand and the current trick. Normal remembers every card played this hand. Hard also notes which seat has shown a void in a suit.</source>
        <translation>쉬움은 자신의 패와 현재 트릭 외에는 아무것도 기억하지 않습니다. 보통은 이번 판에 나온 모든 카드를 기억합니다. 어려움은 여기에 더해 어느 자리가 어느 무늬에서 보이드를 드러냈는지도 기억합니다.</translation>
    </message>
    <message>
        <source>Easy and Normal guard against shooting the moon: when one seat has taken 12 points or more and nobody else any, they give it no more point cards. Hard instead watches for a seat that has taken every point so far and leads like a shooter: twice the highest card still out in a suit, once at least after taking points. It gives that seat no point cards and tries to take a trick from it. No CPU seat ever tries to shoot the moon itself.</source>
        <translation>쉬움과 보통은 26점 독식을 경계합니다. 한 자리가 12점 이상을 가져갔는데 다른 누구도 아직 점수를 가져가지 않았다면, 그 자리에 점수 카드를 더 이상 주지 않습니다. 어려움은 그 대신, 지금까지 나온 점수를 모두 가져갔고 26점 독식을 노리는 듯이 리드하는 자리를 지켜봅니다. 어떤 무늬에서 아직 남은 가장 높은 카드를 두 번 리드했고, 그중 한 번 이상은 점수를 가져간 뒤였다면 그렇습니다. 그 자리에는 점수 카드를 주지 않고, 그 자리에서 트릭을 빼앗으려 합니다. CPU 자리는 스스로 26점 독식을 절대 시도하지 않습니다.</translation>
    </message>
    <message>
        <source>No undo, no hints</source>
        <translation>되돌리기도 힌트도 없음</translation>
    </message>
    <message>
        <source>There is no undo: after three other seats have answered your card, taking it back would let you keep what you learned while pretending it never happened.</source>
        <translation>되돌리기는 없습니다. 다른 세 자리가 당신의 카드에 응답한 뒤에 그 카드를 되돌린다면, 알게 된 것은 그대로 간직한 채 아무 일도 없었던 척할 수 있게 되기 때문입니다.</translation>
    </message>
    <message>
        <source>There are no hints either: which cards to pass and when to duck or take a trick is the whole game. The only help is the rules made visible: cards you may play stay up, the others sink. Every legal card looks the same.</source>
        <translation>힌트도 없습니다. 어떤 카드를 넘길지, 언제 트릭을 피하고 언제 가져올지가 이 게임의 전부이기 때문입니다. 유일한 도움은 눈에 보이게 드러난 규칙입니다. 낼 수 있는 카드는 그대로 있고, 나머지는 가라앉습니다. 낼 수 있는 카드는 모두 똑같이 보입니다.</translation>
    </message>
    <message>
        <source>Your hand is sorted once, by suit (clubs, diamonds, spades, hearts) and then by rank.</source>
        <translation>패는 처음에 한 번만 무늬 순(클럽, 다이아몬드, 스페이드, 하트)으로, 그다음 랭크 순으로 정렬됩니다.</translation>
    </message>
    <message>
        <source>Scoring, the moon and the end</source>
        <translation>점수 계산, 26점 독식, 그리고 게임의 끝</translation>
    </message>
    <message>
        <source>Every heart taken scores 1 point and the queen of spades 13; the other 38 cards are worth nothing.</source>
        <translation>가져간 하트는 한 장마다 1점, 스페이드 Q는 13점입니다. 나머지 38장은 점수가 없습니다.</translation>
    </message>
    <message>
        <source>Shooting the moon means taking all 26 points in one hand. Then each of the other three seats takes 26 points instead and the shooter takes none. There is no option to subtract 26 from your own score. Taking the queen of spades alone is a plain 13 points.</source>
        <translation>26점 독식이란 한 자리가 한 판에서 26점을 모두 가져가는 것을 뜻합니다. 그러면 나머지 3개 자리가 각각 26점을 대신 받고, 독식한 자리는 0점을 받습니다. 자신의 점수에서 26점을 빼는 선택지는 없습니다. 스페이드 Q만 가져가는 것은 평범한 13점입니다.</translation>
    </message>
    <message>
        <source>After each hand the table shows that hand&apos;s points and the running totals; nothing of a finished hand is kept for review.</source>
        <translation>각 판이 끝나면 그 판의 점수와 누적 합계가 표시됩니다. 끝난 판의 기록은 다시 볼 수 있도록 남지 않습니다.</translation>
    </message>
    <message>
        <source>Statistics are kept per difficulty: games played, wins, losses, draws and the total play time. A game counts as played the moment it starts; leaving a game for a new one is not a loss. There is no clock on screen, no best score and no streak.</source>
        <translation>통계는 난이도별로 관리됩니다. 플레이한 게임 수, 승리, 패배, 무승부, 총 플레이 시간입니다. 게임은 시작하는 순간 플레이한 것으로 집계되며, 진행 중인 게임을 그만두고 새 게임을 시작해도 패배가 아닙니다. 화면에 표시되는 시계도, 최고 점수도, 연속 기록도 없습니다.</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>키보드로 플레이하기</translation>
    </message>
    <message>
        <source>Left and Right move the focus ring along your hand; Tab goes on to the cards of the trick and to the seats&apos; scores, and back to your hand. Enter or Space taps the card with the focus: while passing it picks or unpicks the card, while playing the first press lifts it and the second plays it. Ctrl+Enter confirms the pass. A screen reader tells each card&apos;s name and whether it is playable now, and nothing more.</source>
        <translation>왼쪽·오른쪽 키로 패를 따라 포커스 테두리를 옮깁니다. Tab 키를 누르면 트릭의 카드와 각 자리의 점수로 갔다가 다시 패로 돌아옵니다. Enter 또는 Space 키는 포커스가 있는 카드를 탭합니다. 카드를 넘길 때는 카드를 고르거나 고르기를 취소하고, 플레이할 때는 처음 누르면 카드가 들리고 두 번째로 누르면 카드를 냅니다. Ctrl+Enter는 카드 넘기기를 확인합니다. 화면 낭독기는 각 카드의 이름과 지금 낼 수 있는지만 알려 줍니다.</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>팁</translation>
    </message>
    <message>
        <source>Watch for voids: a seat that discards off-suit has none of the suit led. Remember it; it decides who can safely take your queen of spades later.</source>
        <translation>보이드를 지켜보세요. 선이 낸 무늬가 아닌 카드를 버리는 자리는 그 무늬를 하나도 갖고 있지 않습니다. 기억해 두세요. 나중에 누가 당신의 스페이드 Q를 안전하게 가져가 줄 수 있는지가 여기서 결정됩니다.</translation>
    </message>
    <message>
        <source>When passing, get rid of the queen of spades if you hold it, and the high spades with it if you can.</source>
        <translation>카드를 넘길 때 스페이드 Q를 갖고 있다면 처분하고, 가능하다면 높은 스페이드도 함께 보내세요.</translation>
    </message>
    <message>
        <source>Late in a hand, count the cards already shown rather than guess what the others still hold: with most of the deck played, the last cards are often a matter of arithmetic.</source>
        <translation>판의 후반부에는 다른 자리가 무엇을 쥐고 있을지 짐작하기보다 이미 나온 카드를 세어 보세요. 덱의 대부분이 이미 나온 상태라면, 마지막 몇 장은 계산만으로 알 수 있을 때가 많습니다.</translation>
    </message>
</context>
<context>
    <name>HeartsView</name>
    <message>
        <source>Confirm</source>
        <translation>확인</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>You</source>
        <translation>당신</translation>
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
        <translation>카드 넘기기 확인(&amp;C)</translation>
    </message>
    <message>
        <source>Pass 3 cards to the left</source>
        <translation>왼쪽으로 카드 3장 넘기기</translation>
    </message>
    <message>
        <source>Pass 3 cards to the right</source>
        <translation>오른쪽으로 카드 3장 넘기기</translation>
    </message>
    <message>
        <source>Pass 3 cards across</source>
        <translation>맞은편으로 카드 3장 넘기기</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>승리했습니다!</translation>
    </message>
    <message>
        <source>A draw: you share the lowest score.</source>
        <translation>무승부: 최저 점수가 같습니다.</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>패배했습니다.</translation>
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
        <source>Losses</source>
        <translation>패배</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>Total play time</source>
        <translation>총 플레이 시간</translation>
    </message>
    <message>
        <source>No passing this hand</source>
        <translation>이번 판은 카드를 넘기지 않습니다</translation>
    </message>
    <message>
        <source>You received the {0}, the {1} and the {2}.</source>
        <translation>받은 카드: {0}, {1}, {2}.</translation>
    </message>
    <message>
        <source>{0} plays the {1}.</source>
        <translation>{0}의 카드: {1}.</translation>
    </message>
    <message>
        <source>Hearts are broken.</source>
        <translation>하트가 깨졌습니다.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>당신이 트릭을 가져갑니다.</translation>
    </message>
    <message>
        <source>{0} takes the trick.</source>
        <translation>트릭은 {0}의 차지입니다.</translation>
    </message>
    <message>
        <source>You shot the moon: everyone else takes 26.</source>
        <translation>당신의 26점 독식! 다른 자리는 모두 26점을 받습니다.</translation>
    </message>
    <message>
        <source>{0} shot the moon: everyone else takes 26.</source>
        <translation>{0}의 26점 독식! 다른 자리는 모두 26점을 받습니다.</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>이번 판</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Totals: {0}.</source>
        <translation>총점: {0}.</translation>
    </message>
    <message>
        <source>Hand {0} is over</source>
        <translation>{0}번째 판 종료</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hearts (하트)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>다음 판</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>게임 종료</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>in the trick</source>
        <translation>트릭에 놓인 카드</translation>
    </message>
    <message>
        <source>picked</source>
        <translation>선택됨</translation>
    </message>
    <message>
        <source>not picked</source>
        <translation>선택 안 됨</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>낼 수 있음</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>낼 수 없음</translation>
    </message>
    <message>
        <source>{0}, lifted</source>
        <translation>{0}, 들림</translation>
    </message>
    <message>
        <source>This hand: {0}</source>
        <translation>이번 판: {0}</translation>
    </message>
    <message>
        <source>Game: {0}</source>
        <translation>합계: {0}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>새 게임(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>이 게임 다시 시작(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>통계(&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>설정(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>규칙(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About qtcards</source>
        <translation>qtcards 정보(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>되돌리기(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>No game is installed. Install a qtcards game plugin, then start qtcards again.</source>
        <translation>설치된 게임이 없습니다. qtcards 게임 플러그인을 설치한 다음 qtcards를 다시 시작하세요.</translation>
    </message>
    <message>
        <source>Choose a game from the Game menu.</source>
        <translation>게임 메뉴에서 게임을 고르세요.</translation>
    </message>
    <message>
        <source>Game plugins disabled</source>
        <translation>게임 플러그인 사용 중지됨</translation>
    </message>
    <message numerus="yes">
        <source>%n game plugin(s) could not be used and were disabled; the other games work as usual.</source>
        <translation>
            <numerusform>게임 플러그인 %n개를 사용할 수 없어 사용을 중지했습니다. 다른 게임은 평소처럼 작동합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>About qtcards</source>
        <translation>qtcards 정보</translation>
    </message>
    <message>
        <source>&lt;h3&gt;qtcards {0}&lt;/h3&gt;&lt;p&gt;A card table for card games written as plugins.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;qtcards {0}&lt;/h3&gt;&lt;p&gt;플러그인으로 만든 카드 게임을 위한 카드 테이블입니다.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {0}</source>
        <translation>규칙: {0}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>General</source>
        <translation>일반</translation>
    </message>
    <message>
        <source>System</source>
        <translation>시스템 설정</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics: {0}</source>
        <translation>통계: {0}</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>초기화(&amp;R)...</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>통계 초기화</translation>
    </message>
    <message>
        <source>Forget all statistics of this game? This cannot be undone.</source>
        <translation>이 게임의 통계를 모두 지우시겠습니까? 이 작업은 되돌릴 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The file {0} could not be read and was kept as {1}; starting afresh.</source>
        <translation>{0} 파일을 읽을 수 없어 원래 파일을 {1} 이름으로 보관했습니다. 처음부터 새로 시작합니다.</translation>
    </message>
</context>
</TS>
