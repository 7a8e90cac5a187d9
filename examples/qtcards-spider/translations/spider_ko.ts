<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>Spider</name>
    <message>
        <source>Suits</source>
        <translation>무늬</translation>
    </message>
    <message>
        <source>A change applies from the next deal.</source>
        <translation>변경 사항은 다음 게임부터 적용됩니다.</translation>
    </message>
    <message>
        <source>One (spades)</source>
        <translation>한 가지(스페이드)</translation>
    </message>
    <message>
        <source>Two (spades and hearts)</source>
        <translation>두 가지(스페이드와 하트)</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>네 가지</translation>
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
        <source>Spider</source>
        <translation>스파이더</translation>
    </message>
    <message>
        <source>Patience: two decks in ten columns; build king-to-ace runs of one suit.</source>
        <translation>솔리테어: 카드 두 벌을 10개의 열에 놓고, 같은 무늬로 K부터 A까지 묶음을 만듭니다.</translation>
    </message>
</context>
<context>
    <name>SpiderRules</name>
    <message>
        <source>The deal</source>
        <translation>카드 배치</translation>
    </message>
    <message>
        <source>Two decks, 104 cards, in one suit (spades), two (spades and hearts) or four: Settings. 54 cards go into ten columns, six in each of the first four and five in the others, only the last of each face up; the other 50 are the stock.</source>
        <translation>카드 두 벌(104장)을 씁니다. 무늬는 한 가지(스페이드), 두 가지(스페이드와 하트), 네 가지 중에서 설정에서 고릅니다. 54장을 10개의 열에 놓는데, 처음 네 열에는 여섯 장, 나머지에는 다섯 장을 놓고 각 열의 맨 위 카드만 앞면이 보이게 둡니다. 나머지 50장은 뽑기 더미가 됩니다.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>게임 방법</translation>
    </message>
    <message>
        <source>A card goes on any card one rank higher, whatever its suit. A run of cards moves as one only when it goes down in sequence and is all of one suit. Any card or such run goes to an empty column. When a column&apos;s face-down card is uncovered, it turns face up.</source>
        <translation>카드는 무늬와 상관없이 숫자가 하나 큰 카드 위에 놓을 수 있습니다. 여러 장의 묶음은 숫자가 차례로 작아지고 모두 같은 무늬일 때만 한 번에 옮길 수 있습니다. 빈 열에는 어떤 카드나 그런 묶음이든 놓을 수 있습니다. 열의 뒷면 카드가 드러나면 앞면으로 뒤집힙니다.</translation>
    </message>
    <message>
        <source>Click the stock to deal a row: one card face up on each column. A row is dealt only when no column is empty. A whole run of one suit from the king down to the ace leaves for a foundation at once.</source>
        <translation>뽑기 더미를 클릭하면 각 열에 카드를 한 장씩 앞면으로 돌립니다. 빈 열이 없을 때만 돌릴 수 있습니다. 같은 무늬로 K부터 A까지 이어진 묶음이 완성되면 곧바로 파운데이션으로 갑니다.</translation>
    </message>
    <message>
        <source>Score and the end</source>
        <translation>게임 종료와 점수</translation>
    </message>
    <message>
        <source>The score is Microsoft Spider&apos;s: 500 to start, 1 off for each move and each row dealt, 100 more for each run sent home. You win when all eight runs are home.</source>
        <translation>점수는 Microsoft 스파이더 방식입니다. 500점으로 시작해 수를 두거나 카드를 돌릴 때마다 1점씩 잃고, 묶음을 파운데이션으로 보낼 때마다 100점을 얻습니다. 여덟 묶음이 모두 파운데이션에 올라가면 승리합니다.</translation>
    </message>
    <message>
        <source>The app</source>
        <translation>앱 사용법</translation>
    </message>
    <message>
        <source>Click a card to pick it up with the run on it, then click where it goes, or drag it there; H shows a possible move. With the keyboard, Tab goes through what can be picked up and, with a run picked, through where it can go; Enter or Space picks and puts down; Escape puts the run back. A screen reader names every card and run, reads a face-down card as one, and says each move. Undo takes back up to 100 moves, each with the point it cost; Game › Statistics counts the games played and won; Game › Play deal number plays a deal by its number.</source>
        <translation>카드를 클릭하면 그 위의 묶음과 함께 집어 들고, 놓을 곳을 클릭하거나 그곳으로 끌어다 놓으면 옮겨집니다. H 키는 가능한 수를 보여 줍니다. 키보드로는 Tab 키로 집을 수 있는 카드를, 묶음을 집은 뒤에는 놓을 수 있는 곳을 차례로 거치며, Enter 또는 Space 키로 집고 내려놓고, Esc 키로 집은 묶음을 되돌립니다. 화면 낭독기는 모든 카드와 묶음의 이름을 알려 주고, 뒷면 카드는 뒷면 카드라고만 읽으며, 수를 둘 때마다 알려 줍니다. 되돌리기로 최근 100수까지 되돌릴 수 있고, 되돌린 수마다 깎인 1점도 돌려받습니다. 게임 › 통계는 플레이한 게임 수와 승리를 세고, 게임 › 게임 번호로 시작에서 번호로 게임을 할 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>SpiderView</name>
    <message>
        <source>A row is dealt only when no column is empty.</source>
        <translation>빈 열이 없을 때만 카드를 돌릴 수 있습니다.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>뽑기 더미가 비었습니다.</translation>
    </message>
</context>
</TS>
