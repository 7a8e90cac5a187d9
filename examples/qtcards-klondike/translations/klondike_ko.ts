<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>Klondike</name>
    <message>
        <source>Cards turned from the stock</source>
        <translation>뽑기 더미에서 뒤집는 카드 수</translation>
    </message>
    <message>
        <source>A change applies from the next deal.</source>
        <translation>변경 사항은 다음 게임부터 적용됩니다.</translation>
    </message>
    <message>
        <source>One</source>
        <translation>한 장</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>세 장</translation>
    </message>
    <message>
        <source>Send safe cards home</source>
        <extracomment>The safe auto-move (the kit&apos;s PatienceView sends safe cards home while it is on).</extracomment>
        <translation>카드를 파운데이션에 자동으로 올리기</translation>
    </message>
    <message>
        <source>After each move, cards that no column can still use go to the foundations.</source>
        <translation>수를 둘 때마다, 어떤 열에서도 더 필요하지 않은 카드를 파운데이션으로 옮깁니다.</translation>
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
        <source>Deal</source>
        <translation>게임 번호</translation>
    </message>
    <message>
        <source>Klondike</source>
        <translation>클론다이크</translation>
    </message>
    <message>
        <source>Patience: build four suits home from seven columns and a stock.</source>
        <translation>솔리테어: 일곱 열과 뽑기 더미에서 네 무늬를 파운데이션에 쌓습니다.</translation>
    </message>
</context>
<context>
    <name>KlondikeRules</name>
    <message>
        <source>The deal</source>
        <translation>카드 배치</translation>
    </message>
    <message>
        <source>One deck of 52 cards. Seven columns get one to seven cards, only the last of each face up; the other 24 cards are the stock, face down. The four foundations start empty.</source>
        <translation>카드 52장 한 벌을 씁니다. 일곱 열에 한 장부터 일곱 장까지 놓고, 각 열의 맨 위 카드만 앞면이 보이게 둡니다. 나머지 24장은 뒷면이 보이게 뽑기 더미에 둡니다. 파운데이션 네 개는 비어 있는 상태로 시작합니다.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>게임 방법</translation>
    </message>
    <message>
        <source>Columns build down in alternating colours: a red 6 on a black 7. Any face-up card may move with the cards on it, as one run, onto a card one rank higher of the other colour; only a king, or a run headed by a king, goes to an empty column. When a column&apos;s face-down card is uncovered, it turns face up.</source>
        <translation>열은 색을 번갈아 가며 숫자가 하나씩 작아지게 쌓습니다. 예를 들어 검은 7 위에 빨간 6을 놓습니다. 앞면이 보이는 카드는 그 위의 카드와 함께 한 묶음으로, 색이 다르고 숫자가 하나 큰 카드 위로 옮길 수 있습니다. 빈 열에는 K나 K로 시작하는 묶음만 놓을 수 있습니다. 열의 뒷면 카드가 드러나면 앞면으로 뒤집힙니다.</translation>
    </message>
    <message>
        <source>Each foundation builds up one suit from the ace to the king. A foundation&apos;s top card may come back to a column.</source>
        <translation>파운데이션은 무늬별로 A부터 K까지 하나씩 쌓습니다. 파운데이션 맨 위의 카드를 다시 열로 가져올 수도 있습니다.</translation>
    </message>
    <message>
        <source>Click the stock to turn one card (or three: Settings) onto the waste; the waste&apos;s top card may be played. When the stock is empty, a click turns the waste over into the stock, as often as you like.</source>
        <translation>뽑기 더미를 클릭하면 카드 한 장(설정에서 세 장)을 버린 카드 더미에 뒤집어 놓습니다. 버린 카드 더미의 맨 위 카드를 쓸 수 있습니다. 뽑기 더미가 비면 클릭할 때 버린 카드 더미를 다시 뽑기 더미로 뒤집으며, 횟수에는 제한이 없습니다.</translation>
    </message>
    <message>
        <source>Score and the end</source>
        <translation>게임 종료와 점수</translation>
    </message>
    <message>
        <source>The score is Windows Solitaire&apos;s standard one: 10 points for a card sent to a foundation, 5 for a card from the waste to a column, 5 for a column&apos;s card turned face up, minus 15 for a card taken back from a foundation. Turning the waste over costs 100 points from the second time on when turning one card, 20 from the fourth time on when turning three. The score never goes below 0. You win when all 52 cards are home.</source>
        <translation>점수는 Windows 솔리테어의 표준 방식입니다. 카드를 파운데이션으로 보내면 10점, 버린 카드 더미에서 열로 옮기면 5점, 열의 카드를 앞면으로 뒤집으면 5점을 얻고, 파운데이션의 카드를 다시 열로 가져오면 15점을 잃습니다. 버린 카드 더미를 다시 뒤집으면 한 장씩 뒤집을 때는 두 번째부터 100점, 세 장씩 뒤집을 때는 네 번째부터 20점을 잃습니다. 점수는 0 아래로 내려가지 않습니다. 52장이 모두 파운데이션에 올라가면 승리합니다.</translation>
    </message>
    <message>
        <source>The app</source>
        <translation>앱 사용법</translation>
    </message>
    <message>
        <source>Click a card to pick it up with the cards on it, then click where it goes, or drag it there. A double-click (or F) sends a card to its foundation; H shows a possible move. With the keyboard, Tab goes through what can be picked up and, with a run picked, through where it can go; Enter or Space picks and puts down; Escape puts the run back. A screen reader names every card and run, reads a face-down card as one, and says each move. Undo takes back up to 100 moves; the deal number gives the same deal again (Game › Play deal number).</source>
        <translation>카드를 클릭하면 그 위의 카드와 함께 집어 들고, 놓을 곳을 클릭하거나 그곳으로 끌어다 놓으면 옮겨집니다. 더블클릭(또는 F 키)하면 카드를 파운데이션으로 보내고, H 키는 가능한 수를 보여 줍니다. 키보드로는 Tab 키로 집을 수 있는 카드를, 묶음을 집은 뒤에는 놓을 수 있는 곳을 차례로 거치며, Enter 또는 Space 키로 집고 내려놓고, Esc 키로 집은 묶음을 되돌립니다. 화면 낭독기는 모든 카드와 묶음의 이름을 알려 주고, 뒷면 카드는 뒷면 카드라고만 읽으며, 수를 둘 때마다 알려 줍니다. 되돌리기로 최근 100수까지 되돌릴 수 있고, 게임 번호로 같은 배치를 다시 할 수 있습니다(게임 › 게임 번호로 시작).</translation>
    </message>
</context>
</TS>
