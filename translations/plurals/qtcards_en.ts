<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>HeartToHeartView</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform><numerusform>%n moves</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n</source>
        <translation>
            <numerusform>Stock: %n</numerusform><numerusform>Stock: %n</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Waste: %n</source>
        <translation>
            <numerusform>Waste: %n</numerusform><numerusform>Waste: %n</numerusform></translation>
    </message>
</context>
</TS>