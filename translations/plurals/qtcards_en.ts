<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>HeartToHeartView</name>
    <message numerus="yes">
        <source>%n card(s); Enter draws one</source>
        <translation>
            <numerusform>%n card; Enter draws one</numerusform>
            <numerusform>%n cards; Enter draws one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) on the waste</source>
        <translation>
            <numerusform>%n card on the waste</numerusform>
            <numerusform>%n cards on the waste</numerusform>
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
        <source>Stock: %n</source>
        <translation>
            <numerusform>Stock: %n</numerusform>
            <numerusform>Stock: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waste: %n</source>
        <translation>
            <numerusform>Waste: %n</numerusform>
            <numerusform>Waste: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n game plugin(s) could not be used and were disabled; the other games work as usual.</source>
        <translation>
            <numerusform>%n game plugin could not be used and was disabled; the other games work as usual.</numerusform>
            <numerusform>%n game plugins could not be used and were disabled; the other games work as usual.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PileWords</name>
    <message numerus="yes">
        <source>{0} to {1}, %n card(s)</source>
        <translation>
            <numerusform>{0} to {1}, %n card</numerusform>
            <numerusform>{0} to {1}, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s); Enter deals</source>
        <translation>
            <numerusform>%n card; Enter deals</numerusform>
            <numerusform>%n cards; Enter deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %n face-down card(s)</source>
        <translation>
            <numerusform>on %n face-down card</numerusform>
            <numerusform>on %n face-down cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} and %n card(s) on it, picked up.</source>
        <translation>
            <numerusform>{0} and %n card on it, picked up.</numerusform>
            <numerusform>{0} and %n cards on it, picked up.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Streak</name>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n loss</numerusform>
            <numerusform>%n losses</numerusform>
        </translation>
    </message>
</context>
</TS>
