<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>GolfView</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n</source>
        <translation>
            <numerusform>Stock: %n</numerusform>
            <numerusform>Stock: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Foundation: %n</source>
        <translation>
            <numerusform>Foundation: %n</numerusform>
            <numerusform>Foundation: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All 35 cards are on the foundation in %n move(s).</source>
        <translation>
            <numerusform>All 35 cards are on the foundation in %n move.</numerusform>
            <numerusform>All 35 cards are on the foundation in %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s); Enter draws one</source>
        <translation>
            <numerusform>%n card; Enter draws one</numerusform>
            <numerusform>%n cards; Enter draws one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} onto the foundation; %n card(s) left in the columns.</source>
        <translation>
            <numerusform>The {0} onto the foundation; %n card left in the columns.</numerusform>
            <numerusform>The {0} onto the foundation; %n cards left in the columns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No move is left, with %n card(s) still in the columns.</source>
        <translation>
            <numerusform>No move is left, with %n card still in the columns.</numerusform>
            <numerusform>No move is left, with %n cards still in the columns.</numerusform>
        </translation>
    </message>
</context>
</TS>
