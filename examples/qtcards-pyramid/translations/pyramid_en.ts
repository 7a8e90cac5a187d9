<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>PyramidView</name>
    <message numerus="yes">
        <source>%n card(s); Enter draws one</source>
        <translation>
            <numerusform>%n card; Enter draws one</numerusform>
            <numerusform>%n cards; Enter draws one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed; %n card(s) left in the pyramid.</source>
        <translation>
            <numerusform>Removed; %n card left in the pyramid.</numerusform>
            <numerusform>Removed; %n cards left in the pyramid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pyramid is cleared in %n move(s).</source>
        <translation>
            <numerusform>The pyramid is cleared in %n move.</numerusform>
            <numerusform>The pyramid is cleared in %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No move is left, with %n card(s) still in the pyramid.</source>
        <translation>
            <numerusform>No move is left, with %n card still in the pyramid.</numerusform>
            <numerusform>No move is left, with %n cards still in the pyramid.</numerusform>
        </translation>
    </message>
</context>
</TS>
