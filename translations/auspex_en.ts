<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>About</name>
        <message>
            <source>About Auspex</source>
            <translation>About Auspex</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Auspex %1&lt;/h3&gt;&lt;p&gt;An offline companion for Warhammer 40,000-family tabletop games: rosters, guided shooting with exact odds, and a bilingual rules reference.&lt;/p&gt;&lt;p&gt;Editions: 40K 2nd, 40K 3rd (classic), Kill Team (2018), The Horus Heresy (3rd edition).&lt;/p&gt;&lt;p&gt;Unofficial and not endorsed by Games Workshop.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Auspex %1&lt;/h3&gt;&lt;p&gt;An offline companion for Warhammer 40,000-family tabletop games: rosters, guided shooting with exact odds, and a bilingual rules reference.&lt;/p&gt;&lt;p&gt;Editions: 40K 2nd, 40K 3rd (classic), Kill Team (2018), The Horus Heresy (3rd edition).&lt;/p&gt;&lt;p&gt;Unofficial and not endorsed by Games Workshop.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>BattleScribe</name>
        <message>
            <source>This is a BattleScribe catalogue, not a roster</source>
            <translation>This is a BattleScribe catalogue, not a roster</translation>
        </message>
        <message>
            <source>This is a BattleScribe game system, not a roster</source>
            <translation>This is a BattleScribe game system, not a roster</translation>
        </message>
        <message>
            <source>The file has a bad number '%1' in %2</source>
            <translation>The file has a bad number '%1' in %2</translation>
        </message>
        <message>
            <source>The file has an impossible number '%1' in %2</source>
            <translation>The file has an impossible number '%1' in %2</translation>
        </message>
        <message>
            <source>The file is nested too deeply</source>
            <translation>The file is nested too deeply</translation>
        </message>
        <message>
            <source>This is not a BattleScribe roster (its root is '%1')</source>
            <translation>This is not a BattleScribe roster (its root is '%1')</translation>
        </message>
        <message>
            <source>The file %1 does not exist</source>
            <translation>The file %1 does not exist</translation>
        </message>
        <message>
            <source>%1 is a folder, not a file</source>
            <translation>%1 is a folder, not a file</translation>
        </message>
        <message>
            <source>You have no permission to read %1</source>
            <translation>You have no permission to read %1</translation>
        </message>
        <message>
            <source>Could not read %1: %2</source>
            <translation>Could not read %1: %2</translation>
        </message>
        <message>
            <source>The file is too large (over %1 MB)</source>
            <translation>The file is too large (over %1 MB)</translation>
        </message>
        <message>
            <source>The zip archive has too many files</source>
            <translation>The zip archive has too many files</translation>
        </message>
        <message>
            <source>The zip archive should hold exactly one data file, it holds %1</source>
            <translation>The zip archive should hold exactly one data file, it holds %1</translation>
        </message>
        <message>
            <source>The zip archive is damaged or unreadable</source>
            <translation>The zip archive is damaged or unreadable</translation>
        </message>
        <message>
            <source>The file has too many elements</source>
            <translation>The file has too many elements</translation>
        </message>
        <message>
            <source>The file declares a DOCTYPE or entities, which BattleScribe files never do; it was not read</source>
            <translation>The file declares a DOCTYPE or entities, which BattleScribe files never do; it was not read</translation>
        </message>
        <message>
            <source>The file is damaged (XML error near line %1)</source>
            <translation>The file is damaged (XML error near line %1)</translation>
        </message>
        <message>
            <source>The file is damaged or not a BattleScribe file</source>
            <translation>The file is damaged or not a BattleScribe file</translation>
        </message>
        <message>
            <source>The file is damaged (invalid JSON)</source>
            <translation>The file is damaged (invalid JSON)</translation>
        </message>
        <message>
            <source>This is not a BattleScribe or New Recruit file</source>
            <translation>This is not a BattleScribe or New Recruit file</translation>
        </message>
        <message>
            <source>The zip archive holds another zip archive, not a data file</source>
            <translation>The zip archive holds another zip archive, not a data file</translation>
        </message>
    </context>
    <context>
        <name>Dice</name>
        <message>
            <source>'%1' is not a dice expression</source>
            <translation>'%1' is not a dice expression</translation>
        </message>
        <message>
            <source>'%1' is not a dice expression (try 1, D3, 2D6 or D6+1)</source>
            <translation>'%1' is not a dice expression (try 1, D3, 2D6 or D6+1)</translation>
        </message>
        <message>
            <source>%1 is too large (at most %2)</source>
            <translation>%1 is too large (at most %2)</translation>
        </message>
        <message>
            <source>There is no D%1 (use D3, D6, D4...)</source>
            <translation>There is no D%1 (use D3, D6, D4...)</translation>
        </message>
        <message>
            <source>Roll between 1 and %1 dice, not %2</source>
            <translation>Roll between 1 and %1 dice, not %2</translation>
        </message>
    </context>
    <context>
        <name>Edition</name>
        <message>
            <source>Warhammer 40,000 2nd edition</source>
            <translation>Warhammer 40,000 2nd edition</translation>
        </message>
        <message>
            <source>Warhammer 40,000 3rd edition (classic)</source>
            <translation>Warhammer 40,000 3rd edition (classic)</translation>
        </message>
        <message>
            <source>Kill Team (2018)</source>
            <translation>Kill Team (2018)</translation>
        </message>
        <message>
            <source>The Horus Heresy (3rd edition)</source>
            <translation>The Horus Heresy (3rd edition)</translation>
        </message>
        <message>
            <source>40K 2nd</source>
            <translation>40K 2nd</translation>
        </message>
        <message>
            <source>40K 3rd</source>
            <translation>40K 3rd</translation>
        </message>
        <message>
            <source>Kill Team</source>
            <translation>Kill Team</translation>
        </message>
        <message>
            <source>Horus Heresy</source>
            <translation>Horus Heresy</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>This step needs a choice, not dice</source>
            <translation>This step needs a choice, not dice</translation>
        </message>
        <message>
            <source>No dice are rolled at this step</source>
            <translation>No dice are rolled at this step</translation>
        </message>
        <message>
            <source>This step takes no dice</source>
            <translation>This step takes no dice</translation>
        </message>
        <message>
            <source>There is nothing to choose here</source>
            <translation>There is nothing to choose here</translation>
        </message>
        <message>
            <source>'%1' cannot be declared at this step</source>
            <translation>'%1' cannot be declared at this step</translation>
        </message>
        <message>
            <source>This is already the first step</source>
            <translation>This is already the first step</translation>
        </message>
        <message>
            <source>The attack is not finished yet</source>
            <translation>The attack is not finished yet</translation>
        </message>
        <message>
            <source>The attack is already finished</source>
            <translation>The attack is already finished</translation>
        </message>
        <message>
            <source>Enter %1 dice, not %2</source>
            <translation>Enter %1 dice, not %2</translation>
        </message>
        <message>
            <source>%1 is not a face of a D%2</source>
            <translation>%1 is not a face of a D%2</translation>
        </message>
        <message>
            <source>Pick between %1 and %2 options</source>
            <translation>Pick between %1 and %2 options</translation>
        </message>
        <message>
            <source>'%1' is not one of the options</source>
            <translation>'%1' is not one of the options</translation>
        </message>
        <message>
            <source>Each option can be picked only once</source>
            <translation>Each option can be picked only once</translation>
        </message>
    </context>
    <context>
        <name>Findings</name>
        <message>
            <source>The roster costs %1 points, over its limit of %2</source>
            <translation>The roster costs %1 points, over its limit of %2</translation>
        </message>
        <message>
            <source>%1 has no models</source>
            <translation>%1 has no models</translation>
        </message>
        <message>
            <source>%1, %2: %3</source>
            <translation>%1, %2: %3</translation>
        </message>
        <message>
            <source>%1, %2: has lost %3 wounds but only has %4</source>
            <translation>%1, %2: has lost %3 wounds but only has %4</translation>
        </message>
        <message>
            <source>%1, %2: %3 has no Strength</source>
            <translation>%1, %2: %3 has no Strength</translation>
        </message>
        <message>
            <source>%1, %2: %3 has a weapon type this edition does not use</source>
            <translation>%1, %2: %3 has a weapon type this edition does not use</translation>
        </message>
        <message>
            <source>%1, %2: %3 has no weapon type</source>
            <translation>%1, %2: %3 has no weapon type</translation>
        </message>
        <message>
            <source>%1, %2: %3 has no range</source>
            <translation>%1, %2: %3 has no range</translation>
        </message>
        <message>
            <source>%1, %2: %3: Strength must be between 1 and 10</source>
            <translation>%1, %2: %3: Strength must be between 1 and 10</translation>
        </message>
        <message>
            <source>%1, %2: %3: AP must be 0 or a negative number down to -6</source>
            <translation>%1, %2: %3: AP must be 0 or a negative number down to -6</translation>
        </message>
        <message>
            <source>%1, %2: %3: AP must be between 1 and 6, or -</source>
            <translation>%1, %2: %3: AP must be between 1 and 6, or -</translation>
        </message>
        <message>
            <source>%1, %2: %3: short range is longer than long range</source>
            <translation>%1, %2: %3: short range is longer than long range</translation>
        </message>
        <message>
            <source>%1, %2: %3: bad shots</source>
            <translation>%1, %2: %3: bad shots</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;File</translation>
        </message>
        <message>
            <source>&amp;New roster…</source>
            <translation>&amp;New roster…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Open…</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>Open &amp;recent</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Save</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Save &amp;as…</translation>
        </message>
        <message>
            <source>&amp;Close roster</source>
            <translation>&amp;Close roster</translation>
        </message>
        <message>
            <source>Open &amp;demo rosters</source>
            <translation>Open &amp;demo rosters</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Edit</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Undo</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Redo</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;About Auspex</source>
            <translation>&amp;About Auspex</translation>
        </message>
        <message>
            <source>Undo history</source>
            <translation>Undo history</translation>
        </message>
        <message>
            <source>&lt;unchanged&gt;</source>
            <translation>&lt;unchanged&gt;</translation>
        </message>
        <message>
            <source>Not saved yet</source>
            <translation>Not saved yet</translation>
        </message>
        <message>
            <source>Open roster</source>
            <translation>Open roster</translation>
        </message>
        <message>
            <source>Auspex rosters (*.json);;All files (*)</source>
            <translation>Auspex rosters (*.json);;All files (*)</translation>
        </message>
        <message>
            <source>Could not open %1</source>
            <translation>Could not open %1</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>Opened %1</translation>
        </message>
        <message>
            <source>No recent files</source>
            <translation>No recent files</translation>
        </message>
        <message>
            <source>Save roster</source>
            <translation>Save roster</translation>
        </message>
        <message>
            <source>Auspex rosters (*.json)</source>
            <translation>Auspex rosters (*.json)</translation>
        </message>
        <message>
            <source>Could not save %1</source>
            <translation>Could not save %1</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>Saved %1</translation>
        </message>
        <message>
            <source>The disk is full. Your roster is still open; free some space or save it somewhere else.</source>
            <translation>The disk is full. Your roster is still open; free some space or save it somewhere else.</translation>
        </message>
        <message>
            <source>This folder cannot be written to. Save the roster somewhere else.</source>
            <translation>This folder cannot be written to. Save the roster somewhere else.</translation>
        </message>
        <message>
            <source>The system said: %1</source>
            <translation>The system said: %1</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>Unsaved changes</translation>
        </message>
        <message>
            <source>Save the changes to %1?</source>
            <translation>Save the changes to %1?</translation>
        </message>
        <message>
            <source>Autosave failed: %1</source>
            <translation>Autosave failed: %1</translation>
        </message>
    </context>
    <context>
        <name>NewRosterDialog</name>
        <message>
            <source>New roster</source>
            <translation>New roster</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>No limit</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Name:</translation>
        </message>
        <message>
            <source>&amp;Edition:</source>
            <translation>&amp;Edition:</translation>
        </message>
        <message>
            <source>&amp;Points limit:</source>
            <translation>&amp;Points limit:</translation>
        </message>
    </context>
    <context>
        <name>Profile</name>
        <message>
            <source>%1 needs a value</source>
            <translation>%1 needs a value</translation>
        </message>
        <message>
            <source>%1 must be between %2+ and %3+</source>
            <translation>%1 must be between %2+ and %3+</translation>
        </message>
        <message>
            <source>%1 must be between %2 and %3</source>
            <translation>%1 must be between %2 and %3</translation>
        </message>
        <message>
            <source>%1 has no characteristic '%2'</source>
            <translation>%1 has no characteristic '%2'</translation>
        </message>
        <message>
            <source>Unknown weapon type '%1'</source>
            <translation>Unknown weapon type '%1'</translation>
        </message>
    </context>
    <context>
        <name>Restore</name>
        <message numerus="yes">
            <source>Auspex did not close properly last time. %n roster(s) with unsaved changes can be restored. Restore them?</source>
            <translation>
                <numerusform>Auspex did not close properly last time. %n roster with unsaved changes can be restored. Restore them?</numerusform>
                <numerusform>Auspex did not close properly last time. %n rosters with unsaved changes can be restored. Restore them?</numerusform>
            </translation>
        </message>
        <message>
            <source>Restore unsaved work</source>
            <translation>Restore unsaved work</translation>
        </message>
    </context>
    <context>
        <name>Roster</name>
        <message>
            <source>Two units share the id %1</source>
            <translation>Two units share the id %1</translation>
        </message>
        <message>
            <source>%1: '%2' is not a characteristic of this edition</source>
            <translation>%1: '%2' is not a characteristic of this edition</translation>
        </message>
    </context>
    <context>
        <name>RosterFile</name>
        <message>
            <source>The file is too large to be a roster (%1 MB)</source>
            <translation>The file is too large to be a roster (%1 MB)</translation>
        </message>
        <message>
            <source>The file %1 does not exist</source>
            <translation>The file %1 does not exist</translation>
        </message>
        <message>
            <source>%1 is a folder, not a roster file</source>
            <translation>%1 is a folder, not a roster file</translation>
        </message>
        <message>
            <source>You have no permission to read %1</source>
            <translation>You have no permission to read %1</translation>
        </message>
        <message>
            <source>Could not read %1: %2</source>
            <translation>Could not read %1: %2</translation>
        </message>
        <message>
            <source>The file is nested too deeply to be a roster</source>
            <translation>The file is nested too deeply to be a roster</translation>
        </message>
        <message>
            <source>This is not an Auspex roster (the file is not UTF-8 text)</source>
            <translation>This is not an Auspex roster (the file is not UTF-8 text)</translation>
        </message>
        <message>
            <source>The roster file is damaged (invalid JSON near line %1)</source>
            <translation>The roster file is damaged (invalid JSON near line %1)</translation>
        </message>
        <message>
            <source>This is not an Auspex roster file</source>
            <translation>This is not an Auspex roster file</translation>
        </message>
        <message>
            <source>The roster file has no valid version number</source>
            <translation>The roster file has no valid version number</translation>
        </message>
        <message>
            <source>This roster was saved by a newer Auspex (file version %1, this app reads up to %2). Update Auspex to open it.</source>
            <translation>This roster was saved by a newer Auspex (file version %1, this app reads up to %2). Update Auspex to open it.</translation>
        </message>
        <message>
            <source>The roster file has an unknown entry '%1'</source>
            <translation>The roster file has an unknown entry '%1'</translation>
        </message>
        <message>
            <source>The roster is invalid at %1: %2</source>
            <translation>The roster is invalid at %1: %2</translation>
        </message>
    </context>
    <context>
        <name>RosterView</name>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Models</source>
            <translation>Models</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Profile</source>
            <translation>Profile</translation>
        </message>
        <message>
            <source>%1 / %2 pts</source>
            <translation>%1 / %2 pts</translation>
        </message>
        <message>
            <source>%1 pts</source>
            <translation>%1 pts</translation>
        </message>
    </context>
    <context>
        <name>RulesReference</name>
        <message>
            <source>Unknown language '%1' (use en or ru)</source>
            <translation>Unknown language '%1' (use en or ru)</translation>
        </message>
    </context>
    <context>
        <name>WeaponType</name>
        <message>
            <source>Rapid Fire</source>
            <translation>Rapid Fire</translation>
        </message>
        <message>
            <source>Assault</source>
            <translation>Assault</translation>
        </message>
        <message>
            <source>Heavy</source>
            <translation>Heavy</translation>
        </message>
        <message>
            <source>Pistol</source>
            <translation>Pistol</translation>
        </message>
        <message>
            <source>Grenade</source>
            <translation>Grenade</translation>
        </message>
        <message>
            <source>Ordnance</source>
            <translation>Ordnance</translation>
        </message>
    </context>
</TS>
