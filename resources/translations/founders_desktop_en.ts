<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>DragController</name>
    <message numerus="yes">
        <source>%n other piece(s) now break the rules (marked !).</source>
        <translation>
            <numerusform>%n other piece now breaks the rules (marked !).</numerusform>
            <numerusform>%n other pieces now break the rules (marked !).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid %n road(s).</source>
        <translation>
            <numerusform>Laid %n road.</numerusform>
            <numerusform>Laid %n roads.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Laid %n road(s); the other squares are not allowed or taken.</source>
        <translation>
            <numerusform>Laid %n road; the other squares are not allowed or taken.</numerusform>
            <numerusform>Laid %n roads; the other squares are not allowed or taken.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapPainter</name>
    <message numerus="yes">
        <source>…and %n more.</source>
        <translation>
            <numerusform>…and %n more.</numerusform>
            <numerusform>…and %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OutcomePanel</name>
    <message numerus="yes">
        <source>%n outcomes: the players choose one.</source>
        <translation>
            <numerusform>%n outcome: the players choose it.</numerusform>
            <numerusform>%n outcomes: the players choose one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves %n hexes</source>
        <translation>
            <numerusform>moves %n hex</numerusform>
            <numerusform>moves %n hexes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PackEditor</name>
    <message numerus="yes">
        <source>%n problem(s): no game can use this pack until they are fixed; it can be saved as a draft.</source>
        <translation>
            <numerusform>%n problem: no game can use this pack until it is fixed; it can be saved as a draft.</numerusform>
            <numerusform>%n problems: no game can use this pack until they are fixed; it can be saved as a draft.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Map “%1”: %n problem(s), crossed out on its tab.</source>
        <translation>
            <numerusform>Map “%1”: %n problem, crossed out on its tab.</numerusform>
            <numerusform>Map “%1”: %n problems, crossed out on its tab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The maps or the race drafts do not work with %n value(s), shown under their field:</source>
        <translation>
            <numerusform>The maps or the race drafts do not work with %n value, shown under its field:</numerusform>
            <numerusform>The maps or the race drafts do not work with %n values, shown under their field:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved as a draft with %n problem(s): no game can use this pack until they are fixed.</source>
        <translation>
            <numerusform>Saved as a draft with %n problem: no game can use this pack until it is fixed.</numerusform>
            <numerusform>Saved as a draft with %n problems: no game can use this pack until they are fixed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PacksDialog</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
</TS>
