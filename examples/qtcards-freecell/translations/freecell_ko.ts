<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>FreeCell</name>
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
        <source>Moves</source>
        <translation>수</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>게임 번호</translation>
    </message>
    <message>
        <source>FreeCell</source>
        <translation>프리셀</translation>
    </message>
    <message>
        <source>Patience: every card face up, four free cells, Microsoft&apos;s deals.</source>
        <translation>솔리테어: 모든 카드가 앞면으로 놓이고, 프리셀 칸 네 개가 있으며, Microsoft의 게임 번호를 씁니다.</translation>
    </message>
</context>
<context>
    <name>FreeCellRules</name>
    <message>
        <source>The deal</source>
        <translation>카드 배치</translation>
    </message>
    <message>
        <source>One deck of 52 cards, all face up, dealt row by row into eight columns: four of seven cards, four of six. Deals 1 to 32000 are Microsoft FreeCell&apos;s, card for card: the same number gives the same deal as there.</source>
        <translation>카드 52장 한 벌을 모두 앞면이 보이게 여덟 열에 한 줄씩 돌립니다. 네 열은 일곱 장, 네 열은 여섯 장입니다. 1번부터 32000번까지의 게임은 Microsoft 프리셀의 게임과 카드 한 장까지 같아서, 번호가 같으면 배치도 같습니다.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>게임 방법</translation>
    </message>
    <message>
        <source>Columns build down in alternating colours: a red 6 on a black 7. Any card may go to an empty column. Each of the four free cells holds one card. The four foundations build up one suit from the ace to the king; a card sent home stays there.</source>
        <translation>열은 색을 번갈아 가며 숫자가 하나씩 작아지게 쌓습니다. 예를 들어 검은 7 위에 빨간 6을 놓습니다. 빈 열에는 어떤 카드든 놓을 수 있습니다. 프리셀 칸 네 개에는 각각 카드 한 장을 둘 수 있습니다. 파운데이션 네 개는 무늬별로 A부터 K까지 쌓으며, 파운데이션에 올린 카드는 다시 가져올 수 없습니다.</translation>
    </message>
    <message>
        <source>A run in sequence moves as one when the free cells and the empty columns could carry it card by card: at most (free cells + 1) × 2 to the power of the empty columns, the column it goes to not counted when that one is empty.</source>
        <translation>순서대로 놓인 묶음은 프리셀 칸과 빈 열로 한 장씩 옮길 수 있는 만큼 한 번에 옮길 수 있습니다. 최대 (비어 있는 프리셀 칸 수 + 1) × 2의 (빈 열 수)제곱 장이며, 옮겨 갈 열이 비어 있으면 그 열은 세지 않습니다.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>게임 종료</translation>
    </message>
    <message>
        <source>You win when all 52 cards are home. When no move is left, Undo may still help. Nearly every deal can be won; Microsoft&apos;s deal 11982 is the famous one that cannot.</source>
        <translation>52장이 모두 파운데이션에 올라가면 승리합니다. 더 이상 둘 수가 없어도 되돌리기가 도움이 될 수 있습니다. 거의 모든 게임은 이길 수 있으며, Microsoft의 11982번 게임은 이길 수 없는 것으로 유명합니다.</translation>
    </message>
    <message>
        <source>The app</source>
        <translation>앱 사용법</translation>
    </message>
    <message>
        <source>Click a card to pick it up with the run on it, then click where it goes, or drag it there. A double-click (or F) sends a card to its foundation; H shows a possible move; Send safe cards home (on by default) moves cards that no column can still use. With the keyboard, Tab goes through what can be picked up and, with a run picked, through where it can go; Enter or Space picks and puts down; Escape puts the run back. Undo takes back up to 100 moves; Game › Play deal number plays a deal by its number.</source>
        <translation>카드를 클릭하면 그 위의 묶음과 함께 집어 들고, 놓을 곳을 클릭하거나 그곳으로 끌어다 놓으면 옮겨집니다. 더블클릭(또는 F 키)하면 카드를 파운데이션으로 보내고, H 키는 가능한 수를 보여 줍니다. ‘카드를 파운데이션에 자동으로 올리기’(기본으로 켜짐)는 어떤 열에서도 더 필요하지 않은 카드를 옮깁니다. 키보드로는 Tab 키로 집을 수 있는 카드를, 묶음을 집은 뒤에는 놓을 수 있는 곳을 차례로 거치며, Enter 또는 Space 키로 집고 내려놓고, Esc 키로 집은 묶음을 되돌립니다. 되돌리기로 최근 100수까지 되돌릴 수 있고, 게임 › 게임 번호로 시작에서 번호로 게임을 할 수 있습니다.</translation>
    </message>
</context>
</TS>
