<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>Appearance</name>
    <message>
        <source>The card deck {0} cannot be used ({1}); the built-in deck is shown instead.</source>
        <translation>카드 덱 {0}을(를) 쓸 수 없습니다({1}). 대신 기본 제공 덱을 보여 줍니다.</translation>
    </message>
</context>
<context>
    <name>AppearanceBox</name>
    <message>
        <source>Appearance</source>
        <extracomment>A felt that is none of the presets: the combo box shows it as this entry.</extracomment>
        <translation>화면 모양</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>기본 제공</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <extracomment>The Settings dialog: the set of card pictures (the built-in one, or an installed SVG deck).</extracomment>
        <translation>카드 덱(&amp;D)</translation>
    </message>
    <message>
        <source>Crimson lattice</source>
        <translation>진홍 격자</translation>
    </message>
    <message>
        <source>Navy star</source>
        <translation>남색 별</translation>
    </message>
    <message>
        <source>Forest diamonds</source>
        <translation>초록 마름모</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <translation>덱 고유의 뒷면</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>카드 뒷면(&amp;B)</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>초록</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>파랑</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>빨강</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>회색</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>갈색</translation>
    </message>
    <message>
        <source>Other colour</source>
        <translation>다른 색</translation>
    </message>
    <message>
        <source>&amp;Choose...</source>
        <translation>선택(&amp;C)...</translation>
    </message>
    <message>
        <source>&amp;Felt</source>
        <translation>테이블 천(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>네 가지 색 무늬(&amp;F)</translation>
    </message>
    <message>
        <source>Clubs green, diamonds blue (on the built-in deck)</source>
        <translation>클럽은 초록, 다이아몬드는 파랑 (기본 제공 덱에서)</translation>
    </message>
    <message>
        <source>Felt colour</source>
        <translation>테이블 천 색</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Ace</source>
        <translation>A</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
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
    <name>DealCodes</name>
    <message>
        <source>“{0}” is a deal code of another version; this game reads HH1 codes.</source>
        <translation>“{0}”: 다른 버전의 게임 코드입니다. 이 게임은 HH1 코드만 읽을 수 있습니다.</translation>
    </message>
    <message>
        <source>“{0}” is a kind of deal this game does not know; codes look like {1}.</source>
        <translation>“{0}”: 이 게임이 모르는 종류의 카드 배치입니다. 코드 형식: {1}</translation>
    </message>
    <message>
        <source>“{0}” is not a deal code; codes look like {1}.</source>
        <translation>“{0}”: 게임 코드가 아닙니다. 코드 형식: {1}</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>Play &amp;deal number...</source>
        <extracomment>Game menu: opens the dialog that asks for a deal number.</extracomment>
        <translation>게임 번호로 시작(&amp;D)...</translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation>게임 번호로 시작</translation>
    </message>
    <message>
        <source>&amp;Deal number (0 to {1}):</source>
        <extracomment>{1} is the last deal number of the game.</extracomment>
        <translation>게임 번호 (0~{1})(&amp;D):</translation>
    </message>
    <message>
        <source>Type a deal number from 0 to {1}.</source>
        <translation>0부터 {1}까지의 게임 번호를 입력하세요.</translation>
    </message>
    <message>
        <source>&amp;Copy deal number</source>
        <translation>게임 번호 복사(&amp;C)</translation>
    </message>
    <message>
        <source>Deal number copied.</source>
        <translation>게임 번호를 복사했습니다.</translation>
    </message>
    <message>
        <source>Enter &amp;deal code...</source>
        <extracomment>Game menu: opens the dialog that asks for a deal code.</extracomment>
        <translation>게임 코드 입력(&amp;D)...</translation>
    </message>
    <message>
        <source>Enter deal code</source>
        <translation>게임 코드 입력</translation>
    </message>
    <message>
        <source>&amp;Deal code (for example {1}) or deal number:</source>
        <extracomment>{1} is an example code, such as HH1-N-AAAAAAM.</extracomment>
        <translation>게임 코드(예: {1}) 또는 게임 번호(&amp;D):</translation>
    </message>
    <message>
        <source>Type a deal code, for example {1}, or a deal number.</source>
        <translation>게임 코드(예: {1})나 게임 번호를 입력하세요.</translation>
    </message>
    <message>
        <source>&amp;Copy deal code</source>
        <translation>게임 코드 복사(&amp;C)</translation>
    </message>
    <message>
        <source>Deal code copied.</source>
        <translation>게임 코드를 복사했습니다.</translation>
    </message>
    <message>
        <source>“{0}” is not a deal number; deal numbers run from 0 to {1}.</source>
        <extracomment>{0} is what the player typed, {1} the last deal number.</extracomment>
        <translation>“{0}”: 게임 번호가 아닙니다. 게임 번호는 0부터 {1}까지입니다.</translation>
    </message>
    <message>
        <source>There is no deal {0}; deal numbers run from 0 to {1}.</source>
        <extracomment>{0} is the number the player typed, {1} the last deal number.</extracomment>
        <translation>{0}번 게임은 없습니다. 게임 번호는 0부터 {1}까지입니다.</translation>
    </message>
    <message>
        <source>There is no deal “{0}”; the last deal is {2}.</source>
        <extracomment>{0} is the code the player typed, {2} the code of the game&apos;s last deal.</extracomment>
        <translation>“{0}”: 그런 게임은 없습니다. 마지막 게임은 {2}입니다.</translation>
    </message>
</context>
<context>
    <name>DesktopEntry</name>
    <message>
        <source>{0} is for Linux desktops, whose application menus read freedesktop.org entries; nothing was changed on this system.</source>
        <extracomment>{0} is the command-line option, which stays as it is.</extracomment>
        <translation>{0} 옵션은 freedesktop.org 항목을 읽는 응용 프로그램 메뉴가 있는 Linux 데스크톱용입니다. 이 시스템에서는 아무것도 바뀌지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>Discard</name>
    <message>
        <source>Leave this game?</source>
        <extracomment>The setting that says whether to ask (true unless the player said &quot;Don&apos;t ask again&quot;). Whether to ask while the player has not said (scripted players and test windows, which press New game mid-game, set it to False: :mod:`qtcards.app.game_windows`).</extracomment>
        <translation>이 게임을 그만둘까요?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>진행 중인 게임은 사라집니다.</translation>
    </message>
    <message>
        <source>&amp;Leave it</source>
        <translation>그만두기(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>다시 묻지 않기(&amp;D)</translation>
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
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>Emit it when what the menus show may have changed: the host sets again which of its Game menu entries are enabled (the QActions of :meth:`game_actions` are the view&apos;s own to enable or disable). The table :meth:`show_table` put in the view. The game&apos;s :class:`qtcards.kit.view.Session`, when it has one: the defaults of undo_stack, statistics, reset_statistics and save below then use it. (Not imported here: the session&apos;s module stands on this one.)</extracomment>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>되돌리기</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
</context>
<context>
    <name>GroupAction</name>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>되돌리기(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo {0}</source>
        <extracomment>Edit menu: redo the move named {0} (an undo command&apos;s name, e.g. &quot;Draw&quot;).</extracomment>
        <translation>{0} 다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo {0}</source>
        <extracomment>Edit menu: undo the move named {0} (an undo command&apos;s name, e.g. &quot;Draw&quot;).</extracomment>
        <translation>{0} 되돌리기(&amp;U)</translation>
    </message>
</context>
<context>
    <name>HeartToHeart</name>
    <message>
        <source>Placement aid</source>
        <extracomment>The plugin API this game is written for, written out (see docs/plugins.md, &quot;Checked at load&quot;).</extracomment>
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
    <message>
        <source>Patience: pair equal ranks out of a heart of 25 cards.</source>
        <translation>솔리테어: 하트 모양 25장에서 같은 숫자끼리 짝지어 치웁니다.</translation>
    </message>
</context>
<context>
    <name>HeartToHeartRules</name>
    <message>
        <source>The deal</source>
        <translation>초기 배치</translation>
    </message>
    <message>
        <source>The app uses a deck of 52 cards, all hearts: four of each of the 13 ranks, from ace to king. After the shuffle, the first 25 cards are dealt face up in 7 rows of 4, 6, 5, 4, 3, 2 and 1 cards, in the shape of a heart: the two rounded lobes at the top, the tip at the bottom. The next 26 cards form the stock, face down, and the last card is turned face up onto the waste.</source>
        <translation>앱은 모두 하트인 카드 52장으로 된 덱을 사용합니다. 에이스부터 킹까지 13개 랭크가 각각 4장씩 있습니다. 섞은 뒤 처음 25장을 앞면이 보이도록 7개 줄에 각각 4, 6, 5, 4, 3, 2, 1장씩 놓아 하트 모양을 만듭니다. 위에는 두 둥근 부분이, 아래에는 뾰족한 끝이 놓입니다. 다음 26장은 뒷면이 보이도록 뽑기 더미에 놓고, 마지막 한 장은 뒤집어 버린 카드 더미에 놓습니다.</translation>
    </message>
    <message>
        <source>Each card of the heart is covered by one or two cards of the row just below, which overlap it on the left and on the right.</source>
        <translation>하트 배열의 각 카드는 바로 아래 줄에서 왼쪽과 오른쪽으로 겹치는 카드 한 장 또는 두 장에 가려져 있습니다.</translation>
    </message>
    <message>
        <source>A card becomes available when every card covering it has been removed. Nothing covers the tip of the heart, so it is the only card available at the start.</source>
        <translation>카드를 가리는 모든 카드가 제거되면 그 카드는 사용 가능한 카드가 됩니다. 하트의 끝 카드는 아무 카드에도 가려져 있지 않으므로, 시작할 때 사용할 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
        <source>A card at an edge has only one card overlapping it from below, so edge cards free up sooner.</source>
        <translation>가장자리의 카드는 바로 아래에 겹치는 카드가 한 장뿐이므로 더 빨리 사용할 수 있게 됩니다.</translation>
    </message>
    <message>
        <source>Every card of the heart stays visible, so you know in advance which cards will become available. Only the stock is hidden.</source>
        <translation>하트 배열의 카드는 모두 계속 보이므로, 어떤 카드를 사용할 수 있게 될지 미리 알 수 있습니다. 뽑기 더미만 숨겨져 있습니다.</translation>
    </message>
    <message>
        <source>A pair is two cards of the same rank: two available cards of the heart, or an available card and the top card of the waste.</source>
        <translation>짝은 같은 랭크의 카드 두 장입니다. 하트 배열의 사용 가능한 카드 두 장, 또는 사용 가능한 카드 한 장과 버린 카드 더미 맨 위의 카드로 만듭니다.</translation>
    </message>
    <message>
        <source>Suit does not matter: all the cards are hearts, so only the rank counts.</source>
        <translation>무늬는 중요하지 않습니다. 모든 카드가 하트이므로 랭크만으로 결정됩니다.</translation>
    </message>
    <message>
        <source>Both cards leave the game. The place a card of the heart leaves stays empty.</source>
        <translation>두 카드는 게임에서 제거됩니다. 하트 배열에서 카드가 제거된 자리는 빈 채로 남습니다.</translation>
    </message>
    <message>
        <source>An example from deal HH1-N-AAAAAAM, which can be won: after a few cards have been drawn, a 4♥ shows on the waste, the same rank as the tip of the heart. The two are removed together as move 10, and the two cards the tip was covering become available.</source>
        <translation>승리할 수 있는 카드 배치 HH1-N-AAAAAAM에서 가져온 예입니다. 카드를 몇 장 뒤집으면 버린 카드 더미에 하트의 끝 카드와 같은 4♥ 카드가 보입니다. 두 카드는 10번째 수에 함께 제거되고, 끝 카드가 가리고 있던 두 카드를 사용할 수 있게 됩니다.</translation>
    </message>
    <message>
        <source>Click the stock to turn its top card over onto the waste. Only the top card of the waste can be used.</source>
        <translation>뽑기 더미를 클릭하면 맨 위의 카드를 뒤집어 버린 카드 더미에 놓습니다. 버린 카드 더미에서는 맨 위의 카드만 사용할 수 있습니다.</translation>
    </message>
    <message>
        <source>Click the empty stock to turn the whole waste back into the stock, face down, in the same order. You can do this as often as you like.</source>
        <translation>빈 뽑기 더미를 클릭하면 버린 카드 전체가 뒷면이 보이도록 같은 순서로 뽑기 더미에 돌아갑니다. 재사용 횟수에는 제한이 없습니다.</translation>
    </message>
    <message>
        <source>Every card turned over and every return of the waste to the stock counts as one move.</source>
        <translation>카드 한 장을 뒤집을 때마다, 뽑기 더미를 재사용할 때마다 한 수로 계산합니다.</translation>
    </message>
    <message>
        <source>Clicking cards</source>
        <translation>카드 클릭하기</translation>
    </message>
    <message>
        <source>Clicking a covered card does nothing (the 10♥ at position 1 in deal HH1-N-AAAAAAM).</source>
        <translation>가려진 카드를 클릭해도 아무 일도 일어나지 않습니다(카드 배치 HH1-N-AAAAAAM의 1번 위치에 있는 10♥ 카드).</translation>
    </message>
    <message>
        <source>Click the selected card again to deselect it.</source>
        <translation>선택한 카드를 다시 클릭하면 선택이 해제됩니다.</translation>
    </message>
    <message>
        <source>If the second card has another rank, nothing is removed and the second card becomes the selection: after clicking the tip of the heart (4♥) and then the waste (A♥), the waste card stays selected.</source>
        <translation>두 번째 카드의 랭크가 다르면 아무 카드도 제거되지 않고 두 번째 카드가 선택됩니다. 하트의 끝 카드(4♥)를 클릭한 다음 버린 카드 더미(A♥)를 클릭하면 버린 카드 더미의 카드가 선택된 상태로 남습니다.</translation>
    </message>
    <message>
        <source>Turn on the Move errors setting, off by default, and the app explains why: “Must be the same rank”.</source>
        <translation>기본적으로 꺼져 있는 ‘이동 오류’ 설정을 켜면 앱에 ‘같은 랭크여야 합니다’라는 설명이 표시됩니다.</translation>
    </message>
    <message>
        <source>The Placement aid setting, on by default, outlines the available cards that can pair with another available card or with the top card of the waste. While a card is selected, it dims the cards that do not match it.</source>
        <translation>기본적으로 켜져 있는 ‘배치 도움말’ 설정은 다른 사용 가능한 카드나 버린 카드 더미의 카드와 짝을 이룰 수 있는 사용 가능한 카드에 테두리를 표시합니다. 카드를 선택하면 그 카드와 맞지 않는 카드를 어둡게 표시합니다.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <source>Every card removed from the heart adds 10 to the score; the cards of the waste score nothing. So a pair within the heart scores 20, and a pair with the waste 10. A won game removes all 25 cards of the heart, so it scores 250 however it is played. Time and moves are counted separately.</source>
        <translation>하트 배열의 카드를 한 장 제거할 때마다 점수가 10씩 올라갑니다. 버린 카드 더미의 카드는 점수를 주지 않습니다. 따라서 하트 배열 안에서 짝을 제거하면 20점, 버린 카드 더미의 카드와 짝을 제거하면 10점입니다. 승리한 게임에서는 하트 배열의 카드 25장을 모두 제거하므로, 어떤 방식으로 진행하든 250점을 얻습니다. 시간과 수는 별도로 집계됩니다.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>게임 종료</translation>
    </message>
    <message>
        <source>Won: all 25 cards of the heart are removed, even if cards are left in the stock.</source>
        <translation>승리: 뽑기 더미에 카드가 남아 있더라도 하트 배열의 카드 25장을 모두 제거하면 승리합니다.</translation>
    </message>
    <message>
        <source>Stuck: no available card has a card to pair with, neither among the other available cards of the heart nor in the stock or the waste. The app opens the “No more moves possible” window: you can undo or start a new game.</source>
        <translation>막힘: 사용 가능한 모든 카드에 대해 하트 배열의 다른 사용 가능한 카드, 뽑기 더미, 버린 카드 더미 어디에도 짝이 될 카드가 없습니다. 앱은 ‘더 이상 가능한 수가 없습니다’ 창을 열며, 되돌리거나 새 게임을 시작할 수 있습니다.</translation>
    </message>
    <message>
        <source>What the app does</source>
        <translation>앱의 기능</translation>
    </message>
    <message>
        <source>Undo: up to the last 100 moves, draws included. The cards go back to their places, and the points of a pair are taken back.</source>
        <translation>되돌리기: 카드 뽑기를 포함해 최근 100수까지 되돌릴 수 있습니다. 카드는 원래 자리로 돌아가고, 짝을 제거해 얻은 점수는 차감됩니다.</translation>
    </message>
    <message>
        <source>Info bar: the time, the score, the moves and the deal code.</source>
        <translation>정보 표시줄: 시간, 점수, 수, 게임 코드를 표시합니다.</translation>
    </message>
    <message>
        <source>Deal code: every deal has a code (for example HH1-N-AAAAAAM) that recreates it exactly: Game › Enter deal code.</source>
        <translation>게임 코드: 각 카드 배치에는 코드(예: HH1-N-AAAAAAM)가 있으며, 이 코드로 똑같은 배치를 다시 만들 수 있습니다(게임 › 게임 코드 입력).</translation>
    </message>
    <message>
        <source>There is no solver: the app does not tell whether a deal can be won, but it announces that you are stuck when no pair can be made any more.</source>
        <translation>풀이 기능은 없습니다. 앱은 해당 카드 배치에서 승리할 수 있는지 알려 주지 않지만, 더 이상 만들 수 있는 짝이 없으면 막힘을 알립니다.</translation>
    </message>
    <message>
        <source>The arrow keys move the focus ring: Left and Right along a row of the heart, Up and Down to the row above or below, Home and End to the ends of a row, and past the end of a row or column round to its other end. Tab goes only to the cards that can be played now (the free cards, row by row, then the stock and the waste), and round again. Enter or Space does what a click on the card with the focus does; Escape puts a selected card back. A free card can also be dragged onto a card of its rank. D draws from the stock; Ctrl+Z undoes a move and Ctrl+Shift+Z redoes it; Ctrl+N deals a new game. A screen reader tells each card&apos;s rank, its position, and whether it is “free” or “covered”.</source>
        <translation>화살표 키로 포커스 테두리를 옮깁니다. 왼쪽·오른쪽 키는 하트 배열의 한 줄을 따라, 위쪽·아래쪽 키는 위나 아래 줄로, Home·End 키는 그 줄의 양 끝으로 옮기며, 줄이나 열의 끝을 지나면 반대쪽 끝으로 돌아갑니다. Tab 키는 지금 낼 수 있는 카드로만 옮겨 갑니다(한 줄씩 사용 가능한 카드, 그다음 뽑기 더미와 버린 카드 더미). 끝에 이르면 처음으로 돌아갑니다. Enter 또는 Space 키는 포커스가 있는 카드를 클릭한 것과 같고, Esc 키는 선택한 카드를 내려놓습니다. 사용 가능한 카드는 같은 랭크의 카드 위로 끌어다 놓을 수도 있습니다. D 키는 뽑기 더미에서 카드를 뽑고, Ctrl+Z는 수를 되돌리고, Ctrl+Shift+Z는 되돌린 수를 다시 실행하며, Ctrl+N은 새 게임을 시작합니다. 화면 낭독기는 각 카드의 랭크와 위치, 그리고 “사용 가능”인지 “가려짐”인지 알려 줍니다.</translation>
    </message>
    <message>
        <source>The app&apos;s rules and the traditional rules</source>
        <translation>앱의 규칙과 전통적인 규칙</translation>
    </message>
    <message>
        <source>Removing cards two at a time with the help of the stock, where a card can be used only once nothing covers it any more, is the rule of the Pyramid family. Heart to Heart changes it in three ways: the cards form a heart, a pair is two cards of the same rank, and the deck holds only hearts.</source>
        <translation>뽑기 더미의 도움을 받아 카드를 두 장씩 제거하되, 더 이상 가리는 카드가 없을 때만 카드를 사용할 수 있다는 것은 Pyramide 계열의 규칙입니다. Heart to Heart에서는 세 가지가 달라집니다. 카드를 하트 모양으로 놓고, 같은 랭크끼리 짝을 만들며, 덱에는 하트 카드만 있습니다.</translation>
    </message>
    <message>
        <source>The heart by position number: 7 rows of 4, 6, 5, 4, 3, 2 and 1 cards, each card covered by the one or two cards just below it; 25 is the tip. The stock lies at the bottom left, the waste at the bottom right.</source>
        <translation>위치 번호로 본 하트 배열: 4, 6, 5, 4, 3, 2, 1장의 7줄이며, 각 카드는 바로 아랫줄의 카드 한두 장에 가려집니다. 25번이 하트의 끝입니다. 뽑기 더미는 왼쪽 아래, 버린 카드 더미는 오른쪽 아래에 있습니다.</translation>
    </message>
    <message>
        <source>Available cards</source>
        <translation>사용 가능한 카드</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>짝</translation>
    </message>
    <message>
        <source>Stock and waste</source>
        <translation>뽑기 더미와 버린 카드 더미</translation>
    </message>
    <message>
        <source>First click an available card (or the waste) to select it. Click a second card of the same rank to remove the pair.</source>
        <translation>먼저 사용 가능한 카드 한 장(또는 버린 카드 더미)을 클릭하면 그 카드가 선택됩니다. 같은 랭크의 두 번째 카드를 클릭하면 짝이 제거됩니다.</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>키보드로 플레이하기</translation>
    </message>
</context>
<context>
    <name>HeartToHeartView</name>
    <message>
        <source>Dra&amp;w from the stock</source>
        <translation>뽑기 더미에서 카드 뽑기(&amp;W)</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>The statistics table&apos;s columns (translated when shown).</extracomment>
        <translation>플레이한 게임 수</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>승리</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>최단 시간</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>승률</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>최소 수</translation>
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
        <source>Drew the {0}.</source>
        <translation>뽑은 카드: {0}.</translation>
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
        <source>covered by position {0}</source>
        <translation>{0}번 위치 카드에 가려짐</translation>
    </message>
    <message>
        <source>covered by positions {0} and {1}</source>
        <translation>{0}번, {1}번 위치 카드에 가려짐</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s); Enter draws one</source>
        <translation>
            <numerusform>%n장. Enter 키를 누르면 한 장 뽑습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>뽑기 더미</translation>
    </message>
    <message>
        <source>empty; Enter turns the waste over</source>
        <translation>비어 있음. Enter 키를 누르면 버린 카드 더미를 뽑기 더미로 되돌립니다</translation>
    </message>
    <message>
        <source>Waste: {0}</source>
        <translation>버린 카드 더미: {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) on the waste</source>
        <translation>
            <numerusform>버린 카드 더미에 %n장</numerusform>
        </translation>
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
            <numerusform>버린 카드 더미: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal code: {0}</source>
        <translation>게임 코드: {0}</translation>
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
        <source>Click two bright cards of one rank to pair them, or the stock for a card.</source>
        <translation>같은 랭크의 밝은 카드 두 장을 클릭해 치우거나, 뽑기 더미를 클릭해 카드를 뒤집으세요.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>이 게임 다시 시작</translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation>막힘</translation>
    </message>
    <message>
        <source>No more moves possible</source>
        <translation>더 이상 가능한 수가 없습니다</translation>
    </message>
</context>
<context>
    <name>Hearts</name>
    <message>
        <source>Easy</source>
        <extracomment>The CPU levels, easiest first, with their labels.</extracomment>
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
        <extracomment>The plugin API this game is written for, written out (see docs/plugins.md, &quot;Checked at load&quot;).</extracomment>
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
    <message>
        <source>You against three CPU seats: take no hearts and not the queen of spades.</source>
        <translation>CPU 세 자리와 겨룹니다: 하트와 스페이드 Q를 가져오지 마세요.</translation>
    </message>
</context>
<context>
    <name>HeartsRules</name>
    <message>
        <source>The table and how to win</source>
        <translation>테이블과 이기는 방법</translation>
    </message>
    <message>
        <source>Passing 3 cards</source>
        <translation>카드 3장 넘기기</translation>
    </message>
    <message>
        <source>Hearts is played by four seats: you at the bottom, CPU 1 on the left, CPU 2 across and CPU 3 on the right. All three opponents are CPU players: there is no online play and no taking turns at one computer, and the seats carry numbers rather than names because a seat stands for a direction, not a person. Play goes clockwise: you, CPU 1, CPU 2, CPU 3.</source>
        <translation>Hearts는 4개의 자리로 진행됩니다: 아래쪽이 당신, 왼쪽이 CPU 1, 맞은편이 CPU 2, 오른쪽이 CPU 3입니다. 세 상대는 모두 CPU입니다 — 온라인 대전도, 한 컴퓨터에서 번갈아 하는 기능도 없으며, 자리에 이름이 아니라 번호가 붙는 것은 자리가 사람이 아니라 방향을 가리키기 때문입니다. 플레이는 시계 방향으로 당신, CPU 1, CPU 2, CPU 3 순서로 진행됩니다.</translation>
    </message>
    <message>
        <source>The deck is a standard 52 cards, ace high, with no trumps. Fourteen cards carry points: every heart is 1 point and the queen of spades is 13, so every hand hands out exactly 26 points to the seats that take those cards. The other 38 cards are there only to be got rid of.</source>
        <translation>덱은 에이스가 가장 높고 으뜸 무늬가 없는 표준 52장입니다. 그중 14장에 점수가 붙어 있습니다: 하트는 모두 1점이고 스페이드 Q는 13점이므로, 한 판은 언제나 정확히 26점을 그 카드를 가져간 자리들에게 나누어 줍니다. 나머지 38장은 오직 처분하기 위해서만 존재합니다.</translation>
    </message>
    <message>
        <source>Each hand deals all 52 cards, 13 to each seat, so nobody draws from a pile and no card is left over. There is no dealer and no choice of who leads: the deal itself decides both.</source>
        <translation>각 판은 52장 전부를 자리마다 13장씩 나눠주므로, 더미에서 카드를 뽑는 사람도 남는 카드도 없습니다. 딜러도 없고 누가 먼저 낼지 고를 필요도 없습니다 — 카드를 나누는 그 자체가 둘 다 정해 버립니다.</translation>
    </message>
    <message>
        <source>The game ends when a hand ends with any seat at 100 points or more, and the seat with the lowest score wins. With four seats at the table, finishing tied with another seat for the lowest score is a real outcome here, not the near impossibility it would be in a game of two: a draw.</source>
        <translation>어느 한 판이 끝나면서 어느 자리든 점수가 100점 이상이 되는 순간 게임이 끝나며, 점수가 가장 적은 자리가 승리합니다. 테이블에 자리가 4개이므로, 최저 점수에서 다른 자리와 동점으로 끝나는 것은 2인 게임이라면 거의 불가능한 일이지만 여기서는 실제로 나올 수 있는 결과, 즉 무승부입니다.</translation>
    </message>
    <message>
        <source>The difficulty you choose applies from the next game. A game in progress keeps the opponents it started with, so the strength of the CPU seats cannot change in the middle of a hand.</source>
        <translation>난이도 선택은 다음에 시작하는 게임부터 적용됩니다. 이미 진행 중인 게임은 시작할 때의 상대를 그대로 유지하므로, 진행 중인 판 도중에 CPU 강도를 바꿀 수는 없습니다.</translation>
    </message>
    <message>
        <source>Before most hands you pick exactly 3 cards of your hand to pass. Two cards are not a pass: the Confirm button is enabled only once the third card is picked. Click a card to pick it, click it again to put it back.</source>
        <translation>대부분의 판이 시작되기 전, 당신은 자신의 패에서 정확히 3장을 골라 넘깁니다. 2장은 패스가 아니며, 세 번째 카드를 고르고 나서야 확인 버튼이 켜집니다. 카드를 클릭하면 고르고, 다시 클릭하면 고르기가 풀립니다.</translation>
    </message>
    <message>
        <source>The direction changes every hand in a fixed cycle of four hands: to the left, to the right, across, and a hand in which nobody passes; then it starts again. It depends on the hand number alone, so you never have to guess the next direction.</source>
        <translation>방향은 판마다 바뀌며, 왼쪽 → 오른쪽 → 맞은편 → 아무도 넘기지 않는 판, 이렇게 고정된 4판 주기로 돌고 나서 다시 반복됩니다. 오직 판 번호만으로 정해지므로, 다음 방향이 무엇일지 절대 추측할 필요가 없습니다.</translation>
    </message>
    <message>
        <source>All four seats pass at the same time: the moment the fourth seat confirms, all 12 cards cross the table at once, not one seat after another. So nobody picks 3 cards knowing how an earlier seat changed their hand. The cards you received are highlighted for a moment.</source>
        <translation>4개 자리 모두 동시에 패스를 처리합니다: 네 번째로 확인한 자리가 확정되는 순간, 한 자리씩 차례로가 아니라 12장 전체가 한 번에 테이블을 가로질러 이동합니다. 한꺼번에 처리한다는 것은, 앞서 확인한 자리가 자신의 패를 어떻게 바꿨는지 미리 알고서 3장을 고르는 사람이 아무도 없다는 뜻입니다. 받은 카드는 잠시 강조 표시됩니다.</translation>
    </message>
    <message>
        <source>Picking and unpicking cards is not a move: it takes no turn, and if you leave the game while picking, you find your picks as you left them.</source>
        <translation>카드를 선택하거나 선택 해제하는 것 자체는 수가 아닙니다 — 차례를 소모하지 않으며, 선택하던 도중에 나갔다가 돌아와도 그 선택은 그대로 유지됩니다.</translation>
    </message>
    <message>
        <source>While you are still picking, the three CPU seats have already confirmed their pass. By the time you press the button, your 3 cards are the last ones still to move.</source>
        <translation>당신이 아직 고르고 있는 동안 3개의 CPU 자리는 이미 자신의 패스를 확인해 둡니다. 그래서 당신이 버튼을 누를 즈음에는, 당신의 3장만이 아직 옮겨지지 않은 마지막 카드로 남습니다.</translation>
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
        <source>From then on the rule is simple: if you hold a card of the suit that was led, you must follow suit. It is the only rule of the game without exceptions; the rules below apply only to a seat that cannot follow suit.</source>
        <translation>그 다음부터 규칙은 단순합니다: 선이 낸 무늬의 카드를 갖고 있다면 반드시 그 무늬를 따라 내야 합니다. 이는 이 게임 어디에도 예외가 없는 유일한 규칙입니다 — 아래의 규칙들은 오직 그 무늬를 따를 수 없는 자리에만 적용됩니다.</translation>
    </message>
    <message>
        <source>On the first trick no point card may be played, neither a heart nor the queen of spades, unless the seat holds no other card: then the rule steps back rather than drive the hand into a dead end. Hearts may not be led until a heart has been played in an earlier trick; the only exception is a seat whose whole hand is hearts, which may then lead one.</source>
        <translation>첫 트릭에서는 점수 카드를 낼 수 없습니다 — 하트도 스페이드 Q도 안 됩니다 — 다만 그 자리가 다른 카드를 하나도 갖고 있지 않다면 예외이며, 이 경우 규칙은 판을 막다른 곳으로 몰아넣는 대신 한 발 물러섭니다. 하트는 이전 트릭에서 이미 한 장 나오기 전까지는 트릭의 선을 잡을 수 없으며, 유일한 예외는 패 전체가 하트뿐인 자리로, 이 경우에는 그래도 하트로 선을 잡을 수 있습니다.</translation>
    </message>
    <message>
        <source>Cards you may not play right now sink and ignore clicks. There is no scolding sound or message: the game simply never takes an illegal click as your move.</source>
        <translation>지금 규칙상 낼 수 없는 카드는 아래로 가라앉으며 클릭에 반응하지 않게 됩니다. 나무라는 소리나 메시지는 없습니다 — 게임은 그저 규칙에 어긋나는 클릭을 당신의 수로 절대 처리하지 않을 뿐입니다.</translation>
    </message>
    <message>
        <source>The queen of spades is not a heart: it never breaks hearts, and it may lead a trick at any time, even when no heart has been played yet.</source>
        <translation>스페이드 Q는 하트가 아니므로 내도 하트가 깨지지 않으며, 하트가 한 장도 나오지 않았을 때를 포함해 언제든 트릭의 선을 잡을 수 있습니다.</translation>
    </message>
    <message>
        <source>The highest card of the suit led takes the trick. With no trumps, a card of another suit never wins, however high: a seat with none of the suit led simply cannot win that trick.</source>
        <translation>트릭은 선을 잡은 무늬 중 가장 높은 카드가 가져갑니다. 으뜸 무늬가 없으므로 아무리 높아도 다른 무늬의 카드는 이길 수 없습니다 — 선을 잡은 무늬가 하나도 없는 자리는 그 트릭에서는 아예 승산이 없을 뿐입니다.</translation>
    </message>
    <message>
        <source>When all four seats have played, the trick is not swept away at once: its 4 cards stay face up for a moment before they are collected, so you can see exactly what was played before the table moves on. The winner leads the next trick, and a hand always plays all 13 tricks, all 52 cards.</source>
        <translation>4개 자리가 모두 카드를 내고 나면 트릭이 곧바로 정리되지는 않습니다: 4장의 카드는 수거되기 전까지 잠시 앞면을 보인 채로 놓여 있으므로, 테이블이 다음으로 넘어가기 전에 무엇이 나왔는지 정확히 볼 수 있습니다. 이긴 자리가 다음 선을 잡으며, 한 판은 항상 52장 전부를 써서 13개 트릭을 끝까지 진행합니다.</translation>
    </message>
    <message>
        <source>What a CPU seat can see is deliberately limited: its own hand, the cards actually played and its difficulty, never another seat&apos;s hand or who passed what. After the exchange it does not even remember the 3 cards it passed: a human expert would remember passing you the queen of spades, these three do not.</source>
        <translation>CPU 자리가 볼 수 있는 것은 의도적으로 제한되어 있습니다: 자신의 패, 실제로 나온 카드, 그리고 자신의 난이도만 압니다 — 다른 자리의 패나 어느 자리가 무엇을 넘겼는지는 절대 모릅니다. 교환이 끝나고 나면 자신이 넘긴 3장조차 절대 기억하지 못합니다 — 사람 고수라면 당신에게 스페이드 Q를 넘긴 일을 기억하겠지만, 이 셋은 그러지 않습니다.</translation>
    </message>
    <message>
        <source>There is no CPU of unlimited strength here and no depth beyond what is described above. Hard judges by what it has actually seen; it does not work out every card hidden behind your hand.</source>
        <translation>여기에는 무제한 강도의 CPU가 없으며, 위에서 설명한 것 이상의 깊이도 없습니다. 어려움은 실제로 본 것을 바탕으로 판단할 뿐, 당신의 패 뒤에 숨은 모든 카드를 계산해 내지는 않습니다.</translation>
    </message>
    <message>
        <source>All three levels guard against shooting the moon in the same way: when one seat has taken 12 points or more and nobody else any yet, the others give it no more point cards. Only Hard goes a step further and actively takes tricks from a seat that looks set to shoot the moon. None of the three CPU seats ever tries to shoot the moon itself: a CPU going for the moon could not be told apart from three seats ganging up on you, and that is not the game Hearts means to be.</source>
        <translation>세 난이도 모두 26점 독식을 같은 방식으로 경계합니다: 한 자리가 12점 이상을 가져갔는데 다른 누구도 아직 하나도 가져가지 않았다면, 나머지 자리들은 그 자리에 점수 카드를 더 이상 주지 않습니다. 어려움만 한 걸음 더 나아가, 26점을 독식하려는 것처럼 보이는 자리에서 적극적으로 트릭을 빼앗습니다. 3개의 CPU 자리 중 어느 것도 스스로 26점 독식을 절대 시도하지 않습니다 — 26점 독식을 노리는 CPU는 세 자리가 짜고 당신에게 맞서는 것과 구별되지 않을 것이며, 그것은 Hearts가 의도하는 게임이 아닙니다.</translation>
    </message>
    <message>
        <source>No undo, no hints: the help you do get</source>
        <translation>되돌리기도 힌트도 없음 — 실제로 받는 도움</translation>
    </message>
    <message>
        <source>Every heart taken in a trick scores 1 point for that seat and the queen of spades 13: 14 point cards in all, which always add up to exactly 26 points a hand. The other 38 cards are worth nothing; they are there only to be thrown onto the tricks you lose.</source>
        <translation>트릭에서 가져간 하트는 한 장마다 그 자리에 1점을 매기고, 스페이드 Q는 13점을 매깁니다 — 총 14장의 점수 카드가 있으며, 이는 한 판마다 항상 정확히 26점으로 합산됩니다. 나머지 38장은 아무 가치가 없습니다. 그저 당신이 지는 트릭 위에 버려지기 위해 존재할 뿐입니다.</translation>
    </message>
    <message>
        <source>Shooting the moon means one seat taking all 26 points in one hand. Then each of the other three seats takes 26 points instead and the shooter takes none. There is no option to subtract 26 from your own score: it would simply always be chosen, and so would never really decide anything.</source>
        <translation>26점 독식이란 한 자리가 한 판에서 26점을 모두 가져가는 것을 뜻합니다. 그 일이 벌어지면 나머지 3개 자리가 각각 26점을 대신 받고, 독식한 자리는 0점을 받습니다 — 자신의 점수에서 26점을 빼는 선택지는 없습니다. 그런 선택지가 있었다면 항상 선택될 뿐, 실제로는 절대 아무것도 결정하지 못했을 것이기 때문입니다.</translation>
    </message>
    <message>
        <source>Taking the queen of spades alone for 13 points is not shooting the moon: it is half of a hand&apos;s points, not all of them, and the game scores it as a plain 13.</source>
        <translation>스페이드 Q만 가져가서 13점을 받는 것은 26점 독식이 아닙니다 — 이는 한 판의 절반에 해당하는 점수일 뿐 전부가 아니며, 게임은 이를 독식이 아니라 평범한 13점으로 채점합니다.</translation>
    </message>
    <message>
        <source>Statistics are kept per difficulty: games played, wins, losses, draws, and the total play time across them all. There are no per-hand records, no best score, no streaks and no clock on screen during play: a hand in progress simply has 13 tricks to play, not a countdown.</source>
        <translation>통계는 난이도별로 관리됩니다: 플레이한 게임 수, 승리, 패배, 무승부, 그리고 그 전체에 걸친 총 플레이 시간입니다. 판별로 따로 집계하는 것도, 최고 점수도, 연속 기록도, 플레이 중 표시되는 시계도 없습니다 — 진행 중인 판은 그저 앞으로 13개 트릭이 남아 있을 뿐이지, 카운트다운이 있는 것이 아닙니다.</translation>
    </message>
    <message>
        <source>Only games actually finished have a result. Leaving a game halfway to start another is not recorded as a loss, but a game counts as played the moment it starts.</source>
        <translation>실제로 끝난 게임만 결과가 집계됩니다. 진행하던 게임을 도중에 그만두고 다른 게임을 시작하면 패배로 기록되지는 않지만, 시작하는 순간 이미 플레이한 것으로는 집계됩니다.</translation>
    </message>
    <message>
        <source>Left and Right move the focus ring along your hand, round from one end to the other; Up reaches the cards of the trick and the seats&apos; scores. Tab goes through the cards of your hand that can be played now, then to the Confirm button while it can be pressed. Enter or Space does what a click on the card with the focus does: while passing it picks or unpicks the card, while playing the first press lifts it and the second plays it. Escape puts a lifted card down, or unpicks the cards picked for the pass. Ctrl+Enter confirms the pass. A screen reader tells each card&apos;s name and whether it can be played now, and nothing more.</source>
        <translation>왼쪽·오른쪽 키로 패를 따라 포커스 테두리를 옮기며, 한쪽 끝을 지나면 반대쪽 끝으로 돌아갑니다. 위쪽 키로는 트릭의 카드와 각 자리의 점수를 읽을 수 있습니다. Tab 키는 지금 낼 수 있는 패의 카드를 차례로 거친 다음, 누를 수 있을 때는 ‘확인’ 버튼으로 옮겨 갑니다. Enter 또는 Space 키는 포커스가 있는 카드를 클릭한 것과 같습니다. 카드를 넘길 때는 카드를 고르거나 선택을 해제하고, 플레이할 때는 처음 누르면 카드가 들리고 두 번째로 누르면 카드를 냅니다. Esc 키는 들린 카드를 내려놓거나, 넘기려고 고른 카드를 모두 선택 해제합니다. Ctrl+Enter는 카드 넘기기를 확인합니다. 화면 낭독기는 각 카드의 이름과 지금 낼 수 있는지만 알려 줍니다.</translation>
    </message>
    <message>
        <source>Track the voids as each trick ends. A seat that throws off a card of another suit as soon as it can is telling you it holds none of the suit led. Remember it: it decides who can later safely take your queen of spades.</source>
        <translation>트릭이 끝날 때마다 보이드를 추적하세요. 기회가 오자마자 무늬가 전혀 안 맞는 카드를 던지는 자리는 그 무늬를 하나도 갖고 있지 않다고 알려 주는 것입니다 — 기억해 두세요. 나중에 누가 안전하게 당신의 스페이드 Q를 가져가 줄 수 있는지가 여기서 결정되기 때문입니다.</translation>
    </message>
    <message>
        <source>When passing, get rid of the queen of spades if you hold it, and send your highest spades with it if you can: on a hand with no spade above 10, it is very hard for anyone to drop that queen on you.</source>
        <translation>카드를 넘길 때는 스페이드 Q를 갖고 있다면 처분하고, 가능하다면 가장 높은 스페이드도 함께 보내세요 — 10보다 높은 스페이드가 없는 패에는 누구도 그 퀸을 씌우기가 매우 어렵습니다.</translation>
    </message>
    <message>
        <source>Do not lead hearts or the queen of spades before you need to. Neither may be played on the first trick anyway, but the habit of saving them matters in every trick after it too.</source>
        <translation>필요해지기 전까지는 하트나 스페이드 Q로 선을 잡지 마세요. 어차피 첫 트릭에서는 둘 다 낼 수 없지만, 그 뒤로 이어지는 모든 트릭에서도 이들을 아껴 두는 습관은 중요합니다.</translation>
    </message>
    <message>
        <source>One long, strong suit together with a short void elsewhere is the shape a moon attempt needs. If you see that shape early in your hand, decide by the third or fourth trick whether you are really going for it: backing out halfway mostly hands the points to the other three seats.</source>
        <translation>길고 강한 무늬 하나와 다른 곳의 짧은 보이드가 짝을 이루는 것이 26점 독식 시도에 필요한 모양입니다. 자신의 패에서 이 모양이 일찍 보인다면, 세 번째나 네 번째 트릭쯤에서 정말로 노릴 것인지 결정하세요 — 절반쯤 가다가 물러서면 결국 나머지 3개 자리에 점수를 그냥 넘겨주는 셈이기 때문입니다.</translation>
    </message>
    <message>
        <source>If a CPU seat looks set to shoot the moon, taking every trick with points and playing only hearts and high cards, hold on to one card of its strong suit if you can. Taking a single trick from it is enough to stop the moon and the 26-point swing that comes with it.</source>
        <translation>CPU 자리가 26점 독식을 노리는 것처럼 보인다면 — 점수가 걸린 트릭을 모두 가져가고 하트와 높은 카드만 내고 있다면 — 가능하면 그 자리의 강한 무늬 카드를 한 장 쥐고 있으세요. 트릭을 단 하나라도 빼앗는 것만으로 독식과 그에 따르는 26점의 반전을 막을 수 있습니다.</translation>
    </message>
    <message>
        <source>Late in a hand, count the cards already shown rather than guess what the others still hold: with most of the deck played, working out the last few cards from what is left in each suit is often exact arithmetic, not a guess.</source>
        <translation>판의 후반부에는 다들 아직 쥐고 있을지도 모르는 카드보다, 이미 보여 준 카드를 세어 보세요. 덱의 대부분이 이미 나온 상태이므로, 각 무늬에 남은 카드로 마지막 몇 장을 추리해 내는 것은 짐작이 아니라 정확한 계산일 때가 많습니다.</translation>
    </message>
    <message>
        <source>Once a hand is over there is no record of it to look back on: only what you noticed while it was played remains. That is why watching the voids as they appear matters far more than trying to recall them later.</source>
        <translation>한 판이 끝나면 되돌아볼 수 있는 판 기록은 없습니다 — 진행되는 동안 알아챈 것만이 남으며, 바로 그래서 보이드가 나타날 때 지켜보는 것이 나중에 기억해 내려는 것보다 훨씬 중요합니다.</translation>
    </message>
    <message>
        <source>CPU opponents and difficulty</source>
        <translation>CPU 상대와 난이도</translation>
    </message>
    <message>
        <source>There are no daily deals and nothing is kept as a streak. Every game starts from a new random deal; the only thing you choose beforehand is how strongly the three CPU seats play.</source>
        <translation>데일리 판도 없고 연속 기록으로 남는 것도 없습니다. 모든 게임은 새로운 무작위 카드 배분으로 시작하며, 미리 정할 수 있는 것은 세 CPU 자리가 얼마나 강하게 플레이할지뿐입니다.</translation>
    </message>
    <message>
        <source>Playing a card takes two clicks: the first lifts it out of your hand, the second plays it. There are two steps because, with a whole hand of cards side by side, a single click could too easily play a card by mistake. Clicking another card lifts that one instead.</source>
        <translation>카드를 내는 것은 두 번 클릭하는 확인 절차입니다: 처음 클릭하면 패에서 카드가 들리고, 두 번째 클릭에서 실제로 냅니다. 카드가 나란히 펼쳐진 패에서는 한 번의 클릭만으로 실수로 카드를 내기 쉽기 때문에 두 단계로 나뉘어 있습니다. 다른 카드를 클릭하면 그 카드가 대신 들립니다.</translation>
    </message>
    <message>
        <source>The three CPU seats do not search ahead through possible plays: the heaviest work any of them does is to count the 13 cards it holds against the cards already played.</source>
        <translation>3개의 CPU 자리는 가능한 수를 앞서 내다보며 탐색하지 않습니다 — 이들이 하는 가장 무거운 작업이라고 해봐야 자신이 쥔 13장을 이미 나온 카드와 대조해 세어 보는 정도입니다.</translation>
    </message>
    <message>
        <source>Every CPU move comes one at a time, after the same short pause: when you play a card, the other three seats answer in turn, the finished trick is collected, and if a CPU seat won it, its next lead follows. The pauses never run ahead of what is actually happening on the table.</source>
        <translation>CPU의 모든 수는 매번 똑같이 잠깐 쉰 뒤에 한 번에 하나씩 나옵니다: 당신이 카드를 내면 나머지 3개 자리가 차례로 응답하고, 완성된 트릭이 수거되며, CPU 자리가 그 트릭을 이겼다면 다음 선이 그대로 이어집니다. 이 쉼이 테이블에서 실제로 벌어지는 일보다 앞서가는 일은 절대 없습니다.</translation>
    </message>
    <message>
        <source>Easy remembers nothing but its hand and the current trick. Normal remembers every card played this hand. Hard also notes which seat has shown a void in a suit.</source>
        <translation>‘쉬움’ CPU는 자신의 패와 현재 트릭 외에는 아무것도 기억하지 않습니다. ‘보통’ CPU는 이번 판에 나온 모든 카드를 기억합니다. ‘어려움’ CPU는 여기에 더해 어느 자리가 어느 무늬에서 보이드를 드러냈는지도 기억합니다.</translation>
    </message>
    <message>
        <source>Ties between equally good cards are settled by the game&apos;s own random deal, not by anything like skill: replaying the same saved game always plays out the same way.</source>
        <translation>똑같이 좋은 선택지 사이의 동점은 실력에 가까운 무언가가 아니라 그 게임 고유의 무작위 카드 배분으로 갈립니다 — 저장된 같은 게임을 다시 플레이하면 항상 같은 방식으로 풀립니다.</translation>
    </message>
    <message>
        <source>This game has no undo. Undo is fair only when both sides see the same position; Hearts hides information, and three answers come back before your turn comes round again. Taking your card back after seeing those 3 cards would let you pretend the trick never happened while keeping what you learned: which seat was void in which suit, where the queen of spades went. Undo can take back a move but not what you now know, so it is not offered here.</source>
        <translation>이 게임에는 되돌리기가 없습니다. 되돌리기는 양쪽이 같은 상황을 보고 있을 때에만 공정합니다 — Hearts는 정보가 감춰져 있으며, 당신의 차례가 다시 돌아오기 전에 3개의 응답이 먼저 돌아옵니다. 그 3장을 모두 본 뒤에 자신의 카드를 되돌린다면, 마치 그 판이 아직 일어나지 않은 척하면서도 당신이 알게 된 것 — 어느 자리가 어느 무늬에서 보이드였는지, 스페이드 Q가 어디로 갔는지 — 은 그대로 간직할 수 있게 됩니다. 되돌리기는 수를 되돌릴 수는 있어도 지금 당신이 알게 된 것까지 되돌릴 수는 없으므로, 여기에는 마련되어 있지 않습니다.</translation>
    </message>
    <message>
        <source>There are no hints either. What to pass, when to duck and when to take a trick is the whole game, so suggesting a move would be playing in your place. What you get instead is not advice but the rules made visible: the cards you may play stay up and can be chosen, the others sink and do not respond.</source>
        <translation>힌트도 없습니다. 무엇을 넘길지, 언제 피하고 언제 가져올지가 이 게임의 전부이므로, 수를 제안하는 것은 곧 당신 대신 플레이해 주는 것이나 다름없습니다. 대신 주어지는 것은 제안이 아니라 눈에 보이게 드러난 규칙입니다: 지금 규칙상 낼 수 있는 카드는 계속 선택 가능한 상태로 남고, 낼 수 없는 카드는 가라앉아 반응하지 않게 됩니다.</translation>
    </message>
    <message>
        <source>When a screen reader says a card can&apos;t be played now, that is a fact about that card at this moment, not advice on which of the others to choose. Nothing tells you which legal card is a good move: every legal card looks and sounds the same.</source>
        <translation>화면 낭독기가 어떤 카드를 ‘지금은 낼 수 없음’이라고 알려 주면, 그것은 지금 이 순간 그 카드에 대한 사실일 뿐, 나머지 중 무엇을 골라야 하는지에 대한 조언이 아닙니다. 어떤 낼 수 있는 카드가 좋은 수인지 알려 주는 것은 아무것도 없습니다 — 낼 수 있는 카드는 모두 보이는 것도 들리는 것도 똑같습니다.</translation>
    </message>
    <message>
        <source>Your hand is sorted once, when it is dealt: by suit (clubs, diamonds, spades, hearts) and then by rank, and it is never sorted again. Following suit is a matter of finding which suits you hold, so a hand grouped by suit is all Hearts needs to show you.</source>
        <translation>패는 처음 나눠질 때 한 번, 무늬 순(클럽, 다이아몬드, 스페이드, 하트)으로, 그다음 숫자 순으로 정렬될 뿐, 그 이상의 자동 정렬은 없습니다. 무늬를 따르는 것은 어떤 무늬가 있는지 찾는 문제이므로, Hearts가 당신에게 보여 줘야 할 것은 무늬별로 묶인 패로 충분합니다.</translation>
    </message>
    <message>
        <source>This one kind of help, which cards you may play, is there from the first start, at every level, with nothing to unlock.</source>
        <translation>규칙상 낼 수 있는 카드를 보여 주는 이 한 가지 도움은 첫 실행부터 모든 난이도에서 주어지며, 따로 잠금을 풀어야 할 것도 없습니다.</translation>
    </message>
    <message>
        <source>Scoring, the moon and the end</source>
        <translation>점수 계산, 26점 독식, 그리고 게임의 끝</translation>
    </message>
    <message>
        <source>After each hand the table shows that hand&apos;s points and the running totals; nothing of a finished hand is kept for review.</source>
        <translation>각 판이 끝나면 그 판의 점수와 누적 합계가 표시됩니다. 끝난 판의 기록은 다시 볼 수 있도록 남지 않습니다.</translation>
    </message>
    <message>
        <source>The game ends the moment a hand ends with any seat at 100 points or more, and the seat with the lowest score at that moment wins. The result is read from your seat: you alone in the lead is a win, tied for the lead with another seat is a draw, and any seat with fewer points than you is a loss, even if you beat every other CPU seat.</source>
        <translation>어느 한 판이 끝나면서 어느 자리든 점수가 100점 이상이 되는 순간 게임이 끝나며, 그 순간 점수가 가장 적은 자리가 승리합니다. 결과는 당신의 자리를 기준으로 읽힙니다: 당신 혼자 선두이면 승리, 다른 자리와 선두에서 동점이면 무승부, 당신보다 점수가 적은 자리가 하나라도 있으면 — 설령 다른 모든 CPU 자리를 이겼더라도 — 패배입니다.</translation>
    </message>
    <message>
        <source>Playing with the keyboard</source>
        <translation>키보드로 플레이하기</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>팁</translation>
    </message>
    <message>
        <source>The four seats around the table. Play goes clockwise, as the arrows show: you, CPU 1, CPU 2, CPU 3.</source>
        <translation>테이블에 둘러앉은 네 자리입니다. 플레이는 화살표처럼 시계 방향으로 당신, CPU 1, CPU 2, CPU 3 순서로 진행됩니다.</translation>
    </message>
    <message>
        <source>Hands 1, 5, 9…: each seat passes to the left; you pass to CPU 1.</source>
        <translation>1, 5, 9…번째 판: 모든 자리가 왼쪽으로 넘깁니다. 당신은 CPU 1에게 넘깁니다.</translation>
    </message>
    <message>
        <source>Hands 2, 6, 10…: each seat passes to the right; you pass to CPU 3.</source>
        <translation>2, 6, 10…번째 판: 모든 자리가 오른쪽으로 넘깁니다. 당신은 CPU 3에게 넘깁니다.</translation>
    </message>
    <message>
        <source>Hands 3, 7, 11…: each seat passes across; you pass to CPU 2.</source>
        <translation>3, 7, 11…번째 판: 모든 자리가 맞은편으로 넘깁니다. 당신은 CPU 2에게 넘깁니다.</translation>
    </message>
    <message>
        <source>Hands 4, 8, 12…: nobody passes.</source>
        <translation>4, 8, 12…번째 판: 아무도 넘기지 않습니다.</translation>
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
        <source>winner</source>
        <translation>승자</translation>
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
        <extracomment>One CPU card per beat (ms). Tests shorten it; it is not a setting. How long a finished trick stays face up before it is collected (ms). How long a passing notice (&quot;No passing this hand&quot;) stays on the felt (ms).</extracomment>
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
        <source>Played</source>
        <extracomment>The statistics table&apos;s columns (translated when shown).</extracomment>
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
        <source>Unfinished</source>
        <translation>끝내지 않은 게임</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>승률</translation>
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
        <translation>트릭은 {0} 쪽으로 갑니다.</translation>
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
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Hand {0} is over</source>
        <translation>{0}번째 판 종료</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>다음 판</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Click 3 cards to pass them, then Confirm. Later, click a card twice to play it.</source>
        <translation>넘길 카드 3장을 클릭한 뒤 확인을 누르세요. 카드를 낼 때는 그 카드를 두 번 클릭합니다.</translation>
    </message>
    <message>
        <source>A draw: you share the lowest score</source>
        <translation>무승부: 다른 자리와 최저 점수가 같습니다</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>패배했습니다</translation>
    </message>
    <message>
        <source>Scores: {0}.</source>
        <translation>점수: {0}.</translation>
    </message>
    <message>
        <source>Winner: {0}</source>
        <translation>승자: {0}</translation>
    </message>
    <message>
        <source>Winners: {0}</source>
        <translation>공동 승자: {0}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <source>Taken: {0}</source>
        <translation>가져간 점수: {0}</translation>
    </message>
    <message>
        <source>Score: {0}</source>
        <translation>점수: {0}</translation>
    </message>
    <message>
        <source>in the trick</source>
        <translation>트릭에 놓임</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <source>This hand: {0}</source>
        <translation>이번 판: {0}</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>No folder of yours alone could hold the guard that keeps a second qtcards off your files ({0}): do not start qtcards twice, or a game may not be counted.</source>
        <extracomment>The smallest and largest --size, in pixels. Qt&apos;s own command-line options (QGuiApplication, QApplication and the X11 platform&apos;s), those that take a value, those that take none, and those written ``-name=value``.</extracomment>
        <translation>사용자만 쓸 수 있는 폴더가 없어 두 번째 qtcards로부터 파일을 지키는 보호 장치를 만들 수 없습니다({0}). qtcards를 두 번 실행하지 마세요. 게임이 통계에 기록되지 않을 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>The games a first start tries, in this order, before any third party&apos;s.</extracomment>
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
        <source>No game is installed. Install a qtcards game plugin, then start qtcards again.</source>
        <translation>설치된 게임이 없습니다. qtcards 게임 플러그인을 설치한 다음 qtcards를 다시 시작하세요.</translation>
    </message>
    <message>
        <source>Choose a game from the Game menu.</source>
        <translation>게임 메뉴에서 게임을 고르세요.</translation>
    </message>
    <message>
        <source>{0} is kept: it goes on where you left it when you open it again.</source>
        <translation>{0} 게임은 저장되어 있습니다. 다시 열면 그만둔 곳부터 이어집니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n game plugin(s) could not be used and were disabled; the other games work as usual.</source>
        <translation>
            <numerusform>게임 플러그인 %n개를 사용할 수 없어 사용 중지했습니다. 다른 게임은 평소처럼 작동합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game plugins disabled</source>
        <translation>게임 플러그인 사용 중지됨</translation>
    </message>
    <message>
        <source>A card table for card games written as plugins: Heart to Heart and Hearts are built in, and anyone can add a game.</source>
        <extracomment>Where the code, the issues and the releases are.</extracomment>
        <translation>플러그인으로 만든 카드 게임을 위한 카드 테이블입니다. Heart to Heart와 Hearts(하트)가 들어 있으며, 누구나 게임을 더할 수 있습니다.</translation>
    </message>
    <message>
        <source>Free software under the MIT licence. Copyright the qtcards developers.</source>
        <translation>MIT 라이선스의 자유 소프트웨어입니다. 저작권: qtcards 개발자들.</translation>
    </message>
    <message>
        <source>Made with Qt for Python (PySide6), pluggy and platformdirs. The rules follow the Korean and Russian rules pages the games were made from.</source>
        <translation>Qt for Python(PySide6), pluggy, platformdirs로 만들었습니다. 규칙은 게임의 바탕이 된 한국어·러시아어 규칙 페이지를 따릅니다.</translation>
    </message>
    <message>
        <source>About qtcards</source>
        <translation>qtcards 정보</translation>
    </message>
</context>
<context>
    <name>PatienceTally</name>
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
    <message>
        <source>All deals</source>
        <translation>모든 게임</translation>
    </message>
</context>
<context>
    <name>PatienceView</name>
    <message>
        <source>Move</source>
        <extracomment>The undo commands&apos; names, after &quot;Undo&quot;/&quot;Redo&quot;: a run moved, the stock dealt.</extracomment>
        <translation>이동</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>카드 나눠 주기</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>힌트(&amp;H)</translation>
    </message>
    <message>
        <source>Send to the &amp;foundation</source>
        <translation>파운데이션으로 보내기(&amp;F)</translation>
    </message>
    <message>
        <source>That run cannot go there.</source>
        <translation>그곳에는 놓을 수 없습니다.</translation>
    </message>
    <message>
        <source>The stock cannot be used now.</source>
        <translation>지금은 뽑기 더미를 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>Dealt from the stock.</source>
        <translation>뽑기 더미에서 카드를 돌렸습니다.</translation>
    </message>
    <message>
        <source>Drag a card to where it goes, or click it and then there. H shows a move.</source>
        <extracomment>What to do first, on a game&apos;s first start (the kit&apos;s FirstHint).</extracomment>
        <translation>카드를 놓을 곳으로 끌어 놓거나, 카드를 클릭한 다음 놓을 곳을 클릭하세요. H 키를 누르면 둘 수 있는 수를 보여 줍니다.</translation>
    </message>
    <message>
        <source>That card cannot go to a foundation now.</source>
        <translation>그 카드는 지금 파운데이션으로 갈 수 없습니다.</translation>
    </message>
    <message>
        <source>Deal from the stock.</source>
        <translation>뽑기 더미에서 카드를 나눠 주세요.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>더 이상 둘 수 있는 수가 없습니다.</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>승리했습니다!</translation>
    </message>
    <message>
        <source>Every card is home.</source>
        <translation>모든 카드가 파운데이션에 올라갔습니다.</translation>
    </message>
    <message>
        <source>No move is left</source>
        <translation>더 이상 가능한 수가 없습니다</translation>
    </message>
    <message>
        <source>Undo, or start a new game.</source>
        <translation>되돌리거나 새 게임을 시작하세요.</translation>
    </message>
</context>
<context>
    <name>PileWords</name>
    <message>
        <source>face-down card</source>
        <translation>뒷면 카드</translation>
    </message>
    <message numerus="yes">
        <source>{0} to {1}, %n card(s)</source>
        <translation>
            <numerusform>{0}부터 {1}까지 %n장</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>뽑기 더미</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>버린 카드 더미</translation>
    </message>
    <message>
        <source>Foundation {0}</source>
        <translation>파운데이션 {0}</translation>
    </message>
    <message>
        <source>Foundation: clubs, up to the {0}</source>
        <extracomment>A foundation with cards, one whole phrase per suit (in the order of the suits&apos; numbers), so that each language says the suit in its own case: Russian &quot;База червей&quot;, not &quot;База: червей&quot;.</extracomment>
        <translation>파운데이션: 클럽, {0}까지</translation>
    </message>
    <message>
        <source>Foundation: diamonds, up to the {0}</source>
        <translation>파운데이션: 다이아몬드, {0}까지</translation>
    </message>
    <message>
        <source>Foundation: spades, up to the {0}</source>
        <translation>파운데이션: 스페이드, {0}까지</translation>
    </message>
    <message>
        <source>Foundation: hearts, up to the {0}</source>
        <translation>파운데이션: 하트, {0}까지</translation>
    </message>
    <message>
        <source>Free cell {0}</source>
        <translation>프리셀 칸 {0}</translation>
    </message>
    <message>
        <source>Tableau {0}</source>
        <translation>{0}열</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s); Enter deals</source>
        <translation>
            <numerusform>%n장. Enter 키를 누르면 카드를 돌립니다</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>비어 있음</translation>
    </message>
    <message>
        <source>empty; starts at the {0}</source>
        <translation>비어 있음; {0}부터 시작</translation>
    </message>
    <message>
        <source>on {0}: the run can go here</source>
        <translation>{0}: 여기에 놓을 수 있습니다</translation>
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
        <translation>불러오는 중에</translation>
    </message>
    <message>
        <source>while it registered its games</source>
        <translation>게임을 등록하는 중에</translation>
    </message>
    <message>
        <source>while qtcards started</source>
        <translation>qtcards가 시작하는 중에</translation>
    </message>
    <message>
        <source>while its game opened</source>
        <translation>게임을 여는 중에</translation>
    </message>
    <message>
        <source>The game plugin “{0}” closed qtcards {1}, so it is turned off; Settings can turn it on again.</source>
        <translation>게임 플러그인 “{0}”: {1} qtcards를 종료시켜 꺼 두었습니다. 설정에서 다시 켤 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>PluginsSection</name>
    <message>
        <source>Game plugins</source>
        <translation>게임 플러그인</translation>
    </message>
    <message>
        <source>“{0}” is turned off: it closed qtcards {1}.</source>
        <translation>꺼진 플러그인: “{0}” ({1} qtcards를 종료시켰습니다).</translation>
    </message>
    <message>
        <source>Turn on</source>
        <translation>켜기</translation>
    </message>
    <message>
        <source>“{0}” will be tried again at the next start.</source>
        <translation>다음에 시작할 때 다시 시도할 플러그인: “{0}”.</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>확인</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>확인</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>The solver</source>
        <translation>솔버</translation>
    </message>
    <message>
        <source>The verdict in the status bar, Hint and Demo come from a solver that knows every card, the face-down ones and the order of the stock too, as KPatience&apos;s does: it tells whether the deal can be won, not whether a player who sees only the face-up cards could find the way.</source>
        <translation>상태 표시줄의 판정, 힌트, 데모는 모든 카드를 아는 솔버가 알려 줍니다. 솔버는 KPatience의 솔버처럼 뒷면 카드와 뽑기 더미의 순서까지 알고 있으므로, 앞면 카드만 보는 사람이 이기는 방법을 찾을 수 있는지가 아니라 이 게임을 이길 수 있는지를 알려 줍니다.</translation>
    </message>
    <message>
        <source>On this page:</source>
        <translation>이 페이지의 내용:</translation>
    </message>
</context>
<context>
    <name>RulesPane</name>
    <message>
        <source>Rules: {0}</source>
        <extracomment>The rules page&apos;s text, in points more than the app&apos;s font. Characters a line of the rules page holds at most (a book&apos;s measure). The line height of the page&apos;s paragraphs, per cent of the font&apos;s. The page&apos;s margin around its text (pixels). The largest share of the window&apos;s width the docked page takes. Room kept below a floating rules page for its title bar and a panel (pixels).</extracomment>
        <translation>규칙: {0}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Move</source>
        <extracomment>The most moves a game&apos;s Undo may keep: each is saved with the game, and a history longer than this would outgrow the saved game&apos;s size limit long before it filled. The undo commands&apos; name for the moves of a resumed game, after &quot;Undo&quot;/&quot;Redo&quot;.</extracomment>
        <translation>수</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Settings cannot be saved in {0} ({1}); changes are kept until qtcards quits.</source>
        <extracomment>Told of each checked settings write (:func:`save`): the window&apos;s report of failed saves, while a window is open; otherwise a failure is only logged. The settings file&apos;s format, kept in its ``app/format`` key (files without one are 0). ``{n: f}``: ``f(settings)`` turns a format-``n`` settings file into format ``n + 1``. Format 1 only added ``app/format`` itself.</extracomment>
        <translation>{0}에 설정을 저장할 수 없습니다({1}). 바꾼 설정은 qtcards를 끝낼 때까지만 유지됩니다.</translation>
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
        <translation>시스템 언어</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>빠름</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>끔</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <extracomment>The Settings dialog: how fast cards glide, turn over and celebrate (&quot;Off&quot;: no motion).</extracomment>
        <translation>애니메이션(&amp;A)</translation>
    </message>
    <message>
        <source>As&amp;k before a game in progress is thrown away</source>
        <translation>진행 중인 게임을 버리기 전에 묻기(&amp;K)</translation>
    </message>
    <message>
        <source>{0}</source>
        <comment>a game&apos;s section</comment>
        <extracomment>A game&apos;s section in Settings: {0} is the game&apos;s name (Russian readers take a Latin name such as &quot;Heart to Heart&quot; for a leftover unless it is called a game).</extracomment>
        <translation>게임: {0}</translation>
    </message>
</context>
<context>
    <name>Solver</name>
    <message>
        <source>Demo: the solver plays. Press any key or click to stop.</source>
        <translation>데모: 솔버가 게임을 합니다. 아무 키나 누르거나 클릭하면 멈춥니다.</translation>
    </message>
    <message>
        <source>The demo won the game. Press any key or click to go back to your game.</source>
        <translation>데모가 게임을 이겼습니다. 아무 키나 누르거나 클릭하면 하던 게임으로 돌아갑니다.</translation>
    </message>
    <message>
        <source>The solver has found no way to win from here yet.</source>
        <translation>솔버가 아직 여기서 이기는 방법을 찾지 못했습니다.</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>데모(&amp;D)</translation>
    </message>
    <message>
        <source>Say whether the deal can be won</source>
        <translation>이길 수 있는 게임인지 알려 주기</translation>
    </message>
    <message>
        <source>The solver&apos;s verdict in the status bar, after each move.</source>
        <translation>수를 둘 때마다 상태 표시줄에 솔버의 판정을 보여 줍니다.</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <extracomment>The kit&apos;s option that deals only deals the solver has won, for a new random deal.</extracomment>
        <translation>이길 수 있는 게임만</translation>
    </message>
    <message>
        <source>A new random deal is one the solver has won; a deal number typed plays any deal.</source>
        <translation>무작위 새 게임은 솔버가 이긴 게임으로만 시작합니다. 게임 번호를 입력하면 어떤 게임이든 시작합니다.</translation>
    </message>
    <message>
        <source>Solver</source>
        <extracomment>The info field the verdict is shown in, for a pile game&apos;s ``info_fields``.</extracomment>
        <translation>솔버</translation>
    </message>
    <message>
        <source>This deal can be won.</source>
        <extracomment>What the status bar says of each outcome: of the deal as dealt, then of a game under way.</extracomment>
        <translation>이 게임은 이길 수 있습니다.</translation>
    </message>
    <message>
        <source>This game can still be won.</source>
        <translation>이 게임은 아직 이길 수 있습니다.</translation>
    </message>
    <message>
        <source>This deal cannot be won.</source>
        <translation>이 게임은 이길 수 없습니다.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>이 게임은 더 이상 이길 수 없습니다.</translation>
    </message>
    <message>
        <source>Could not tell whether this deal can be won.</source>
        <translation>이 게임을 이길 수 있는지 알아내지 못했습니다.</translation>
    </message>
    <message>
        <source>Could not tell whether this game can still be won.</source>
        <translation>이 게임을 아직 이길 수 있는지 알아내지 못했습니다.</translation>
    </message>
    <message>
        <source>Looking for a way to win…</source>
        <translation>이기는 방법을 찾는 중…</translation>
    </message>
    <message>
        <source>The solver tried every way on from here.</source>
        <extracomment>The end panel&apos;s words when the solver proves the game lost, and its button.</extracomment>
        <translation>솔버가 여기서 둘 수 있는 모든 방법을 살펴보았습니다.</translation>
    </message>
    <message>
        <source>Undo to the last position from which it could still be won</source>
        <translation>이길 수 있었던 마지막 상태로 되돌리기</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>이길 수 있는 게임을 찾는 중…</translation>
    </message>
    <message>
        <source>No deal was proved winnable in time: this one may not be.</source>
        <translation>제한 시간 안에 이길 수 있다고 확인된 게임이 없었습니다. 이 게임은 이기지 못할 수도 있습니다.</translation>
    </message>
</context>
<context>
    <name>Spot</name>
    <message>
        <source>free</source>
        <translation>사용 가능</translation>
    </message>
    <message>
        <source>covered</source>
        <translation>가려짐</translation>
    </message>
    <message>
        <source>can&apos;t be played now</source>
        <translation>지금은 낼 수 없음</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>선택됨</translation>
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
        <source>{0}, {1}: {2}</source>
        <extracomment>What a screen reader says of one figure: row ({0}), column ({1}), figure ({2}).</extracomment>
        <translation>{0}, {1}: {2}</translation>
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
        <source>The file {0} is a symbolic link, which qtcards does not follow; it was kept as {1}, and qtcards starts afresh.</source>
        <translation>{0} 파일은 심볼릭 링크이며 qtcards는 링크를 따라가지 않습니다. 링크를 {1} 이름으로 보관하고 처음부터 새로 시작합니다.</translation>
    </message>
    <message>
        <source>The file {0} could not be read and was kept as {1}; starting afresh.</source>
        <translation>{0} 파일을 읽을 수 없어 원래 파일을 {1} 이름으로 보관했습니다. 처음부터 새로 시작합니다.</translation>
    </message>
    <message>
        <source>Your progress is not being saved: {0} could not be written ({1}); the game goes on, and qtcards tries again at every change.</source>
        <translation>진행 상황이 저장되지 않고 있습니다: {0}에 쓸 수 없습니다({1}). 게임은 계속되며, qtcards는 바뀔 때마다 다시 저장을 시도합니다.</translation>
    </message>
    <message>
        <source>Your settings are not being saved: {0} could not be written; they are kept until qtcards quits, and written with the next change.</source>
        <translation>설정이 저장되지 않고 있습니다: {0}에 쓸 수 없습니다. 설정은 qtcards를 끝낼 때까지 유지되며, 다음에 바꿀 때 함께 저장됩니다.</translation>
    </message>
    <message>
        <source>Your settings are being saved again: {0} was written.</source>
        <translation>설정이 다시 저장되고 있습니다: {0}에 썼습니다.</translation>
    </message>
    <message>
        <source>Your progress is being saved again: {0} was written.</source>
        <translation>진행 상황이 다시 저장되고 있습니다: {0}에 썼습니다.</translation>
    </message>
    <message>
        <source>{0} is a symbolic link; qtcards writes only in folders it made</source>
        <translation>{0}: 심볼릭 링크입니다. qtcards는 직접 만든 폴더에만 씁니다</translation>
    </message>
    <message>
        <source>{0} is not a folder of yours; qtcards writes only in folders it made</source>
        <translation>{0}: 사용자의 폴더가 아닙니다. qtcards는 직접 만든 폴더에만 씁니다</translation>
    </message>
</context>
<context>
    <name>Tally</name>
    <message>
        <source>{0}%</source>
        <extracomment>The statistics file&apos;s name in the game&apos;s storage. The format of the statistics the tally writes: raise it when their shape changes. ``{n: f}``: ``f`` turns statistics of format ``n`` into format ``n + 1`` (as a storage&apos;s ``load`` takes them). Whether each row keeps the total play time (``&quot;time_ms&quot;``), banked as play goes on.</extracomment>
        <translation>{0}%</translation>
    </message>
</context>
</TS>
