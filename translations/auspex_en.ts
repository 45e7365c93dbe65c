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
        <name>ApplyResult</name>
        <message>
            <source>The rules already say which models are removed</source>
            <translation>The rules already say which models are removed</translation>
        </message>
        <message>
            <source>Give one number per model group</source>
            <translation>Give one number per model group</translation>
        </message>
        <message>
            <source>%1: not a number of models</source>
            <translation>%1: not a number of models</translation>
        </message>
        <message>
            <source>%1: models left: %2</source>
            <translation>%1: models left: %2</translation>
        </message>
        <message>
            <source>Models to remove: %1, not %2</source>
            <translation>Models to remove: %1, not %2</translation>
        </message>
        <message>
            <source>%1 was not the target of this attack</source>
            <translation>%1 was not the target of this attack</translation>
        </message>
        <message>
            <source>Shooting result on %1</source>
            <translation>Shooting result on %1</translation>
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
            <source>This is not a BattleScribe catalogue or game system (its root is '%1')</source>
            <translation>This is not a BattleScribe catalogue or game system (its root is '%1')</translation>
        </message>
        <message>
            <source>The catalogue '%1' is not loaded</source>
            <translation>The catalogue '%1' is not loaded</translation>
        </message>
        <message>
            <source>%1 needs the catalogue '%2', which is missing (add the game data that holds it)</source>
            <translation>%1 needs the catalogue '%2', which is missing (add the game data that holds it)</translation>
        </message>
        <message>
            <source>%1 needs the catalogue %2, which is missing</source>
            <translation>%1 needs the catalogue %2, which is missing</translation>
        </message>
        <message>
            <source>The folder has too many data files</source>
            <translation>The folder has too many data files</translation>
        </message>
        <message>
            <source>There is no game system (.gst) here</source>
            <translation>There is no game system (.gst) here</translation>
        </message>
        <message>
            <source>The catalogue '%1' is not here</source>
            <translation>The catalogue '%1' is not here</translation>
        </message>
        <message>
            <source>%1 belongs to another game system</source>
            <translation>%1 belongs to another game system</translation>
        </message>
        <message>
            <source>This is not a BattleScribe roster (its root is '%1')</source>
            <translation>This is not a BattleScribe roster (its root is '%1')</translation>
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
        <message>
            <source>There is no force '%1'</source>
            <translation>There is no force '%1'</translation>
        </message>
        <message>
            <source>Choose a catalogue for the force '%1'</source>
            <translation>Choose a catalogue for the force '%1'</translation>
        </message>
        <message>
            <source>'%1' cannot be selected here</source>
            <translation>'%1' cannot be selected here</translation>
        </message>
    </context>
    <context>
        <name>CardWriter</name>
        <message>
            <source>%1 pts</source>
            <translation>%1 pts</translation>
        </message>
        <message>
            <source>%1 / %2 pts</source>
            <translation>%1 / %2 pts</translation>
        </message>
        <message numerus="yes">
            <source>%n model(s)</source>
            <translation>
                <numerusform>%n model</numerusform>
                <numerusform>%n models</numerusform>
            </translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Model</translation>
        </message>
        <message>
            <source>Special rules</source>
            <translation>Special rules</translation>
        </message>
        <message>
            <source>Keywords:</source>
            <translation>Keywords:</translation>
        </message>
        <message>
            <source>Notes:</source>
            <translation>Notes:</translation>
        </message>
    </context>
    <context>
        <name>Catalogue</name>
        <message>
            <source>Two factions share the id %1</source>
            <translation>Two factions share the id %1</translation>
        </message>
        <message>
            <source>Two units share the id %1</source>
            <translation>Two units share the id %1</translation>
        </message>
        <message>
            <source>%1, %2: '%3' is not a characteristic of this edition</source>
            <translation>%1, %2: '%3' is not a characteristic of this edition</translation>
        </message>
        <message>
            <source>The catalogue %1 is for the edition '%2'</source>
            <translation>The catalogue %1 is for the edition '%2'</translation>
        </message>
        <message>
            <source>The catalogue %1 is too large</source>
            <translation>The catalogue %1 is too large</translation>
        </message>
        <message>
            <source>The catalogue %1 is missing</source>
            <translation>The catalogue %1 is missing</translation>
        </message>
        <message>
            <source>Could not read the catalogue %1: %2</source>
            <translation>Could not read the catalogue %1: %2</translation>
        </message>
        <message>
            <source>The catalogue is too large</source>
            <translation>The catalogue is too large</translation>
        </message>
        <message>
            <source>The catalogue is not UTF-8 text</source>
            <translation>The catalogue is not UTF-8 text</translation>
        </message>
        <message>
            <source>The catalogue is nested too deeply</source>
            <translation>The catalogue is nested too deeply</translation>
        </message>
        <message>
            <source>The catalogue is damaged (invalid JSON near line %1)</source>
            <translation>The catalogue is damaged (invalid JSON near line %1)</translation>
        </message>
        <message>
            <source>This is not an Auspex catalogue</source>
            <translation>This is not an Auspex catalogue</translation>
        </message>
        <message>
            <source>The catalogue has no valid version number</source>
            <translation>The catalogue has no valid version number</translation>
        </message>
        <message>
            <source>The catalogue was written for a newer Auspex (version %1, this app reads up to %2)</source>
            <translation>The catalogue was written for a newer Auspex (version %1, this app reads up to %2)</translation>
        </message>
        <message>
            <source>The catalogue is invalid at %1: %2</source>
            <translation>The catalogue is invalid at %1: %2</translation>
        </message>
    </context>
    <context>
        <name>CatalogueDialog</name>
        <message>
            <source>Add units from the catalogue</source>
            <translation>Add units from the catalogue</translation>
        </message>
        <message>
            <source>These built-in units carry checked profiles and weapons only, without points or options. Add your game data (BattleScribe or New Recruit files) to build rosters with points, options and the data's own checks.</source>
            <translation>These built-in units carry checked profiles and weapons only, without points or options. Add your game data (BattleScribe or New Recruit files) to build rosters with points, options and the data's own checks.</translation>
        </message>
        <message>
            <source>&amp;Game data…</source>
            <translation>&amp;Game data…</translation>
        </message>
        <message>
            <source>New roster from game &amp;data…</source>
            <translation>New roster from game &amp;data…</translation>
        </message>
        <message>
            <source>&amp;Search:</source>
            <translation>&amp;Search:</translation>
        </message>
        <message>
            <source>Unit or faction name</source>
            <translation>Unit or faction name</translation>
        </message>
        <message>
            <source>&amp;Faction:</source>
            <translation>&amp;Faction:</translation>
        </message>
        <message>
            <source>All factions</source>
            <translation>All factions</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>&amp;Add</translation>
        </message>
        <message numerus="yes">
            <source>%n unit(s) selected</source>
            <translation>
                <numerusform>%n unit selected</numerusform>
                <numerusform>%n units selected</numerusform>
            </translation>
        </message>
        <message>
            <source>No unit matches the search.</source>
            <translation>No unit matches the search.</translation>
        </message>
        <message>
            <source>Select one or more units.</source>
            <translation>Select one or more units.</translation>
        </message>
        <message>
            <source>range %1</source>
            <translation>range %1</translation>
        </message>
        <message>
            <source>long range %1</source>
            <translation>long range %1</translation>
        </message>
        <message>
            <source>short range %1</source>
            <translation>short range %1</translation>
        </message>
        <message>
            <source>shots %1</source>
            <translation>shots %1</translation>
        </message>
        <message>
            <source>firepower %1</source>
            <translation>firepower %1</translation>
        </message>
        <message>
            <source>strength %1</source>
            <translation>strength %1</translation>
        </message>
        <message>
            <source>ranged strength %1</source>
            <translation>ranged strength %1</translation>
        </message>
        <message>
            <source>armour piercing %1</source>
            <translation>armour piercing %1</translation>
        </message>
        <message>
            <source>damage %1</source>
            <translation>damage %1</translation>
        </message>
        <message>
            <source>to hit at short range %1</source>
            <translation>to hit at short range %1</translation>
        </message>
        <message>
            <source>to hit at long range %1</source>
            <translation>to hit at long range %1</translation>
        </message>
        <message>
            <source>save modifier %1</source>
            <translation>save modifier %1</translation>
        </message>
        <message>
            <source>armour penetration %1</source>
            <translation>armour penetration %1</translation>
        </message>
    </context>
    <context>
        <name>CatalogueModel</name>
        <message>
            <source>Unit</source>
            <translation>Unit</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>Faction</translation>
        </message>
        <message>
            <source>Models</source>
            <translation>Models</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
    </context>
    <context>
        <name>CatalogueNote</name>
        <message>
            <source>Profiles only: every stat line and weapon here is checked against community game data (a test compares them). No points and no options: those come from your own game data (File &gt; Game data…), which Auspex builds and checks rosters from.</source>
            <translation>Profiles only: every stat line and weapon here is checked against community game data (a test compares them). No points and no options: those come from your own game data (File &gt; Game data…), which Auspex builds and checks rosters from.</translation>
        </message>
        <message>
            <source>Slugga and choppa.</source>
            <translation>Slugga and choppa.</translation>
        </message>
        <message>
            <source>Mesh armour (5+).</source>
            <translation>Mesh armour (5+).</translation>
        </message>
        <message>
            <source>Aspect armour (4+).</source>
            <translation>Aspect armour (4+).</translation>
        </message>
        <message>
            <source>Power armour (3+).</source>
            <translation>Power armour (3+).</translation>
        </message>
        <message>
            <source>Half a tactical squad.</source>
            <translation>Half a tactical squad.</translation>
        </message>
        <message>
            <source>No armour.</source>
            <translation>No armour.</translation>
        </message>
        <message>
            <source>Bolt rifle by default.</source>
            <translation>Bolt rifle by default.</translation>
        </message>
        <message>
            <source>Carries an auxiliary grenade launcher (grenades reach 30").</source>
            <translation>Carries an auxiliary grenade launcher (grenades reach 30").</translation>
        </message>
        <message>
            <source>Two avenger shuriken catapults.</source>
            <translation>Two avenger shuriken catapults.</translation>
        </message>
        <message>
            <source>A rokkit launcha is the other option.</source>
            <translation>A rokkit launcha is the other option.</translation>
        </message>
        <message>
            <source>Cataphractii pattern (the Tartaros pattern has M7 and a 5+ INV).</source>
            <translation>Cataphractii pattern (the Tartaros pattern has M7 and a 5+ INV).</translation>
        </message>
        <message>
            <source>Volkite serpenta taken from the Mechanicum pistols list.</source>
            <translation>Volkite serpenta taken from the Mechanicum pistols list.</translation>
        </message>
        <message>
            <source>Each Castellax carries a mauler bolt cannon and two bolters (or flamers).</source>
            <translation>Each Castellax carries a mauler bolt cannon and two bolters (or flamers).</translation>
        </message>
        <message>
            <source>10 to 40 Tech-Thralls.</source>
            <translation>10 to 40 Tech-Thralls.</translation>
        </message>
        <message>
            <source>Centreline lightning cannon (an irradiation blaster is the alternative).</source>
            <translation>Centreline lightning cannon (an irradiation blaster is the alternative).</translation>
        </message>
        <message>
            <source>Transport capacity 22.</source>
            <translation>Transport capacity 22.</translation>
        </message>
        <message>
            <source>6 to 12 Custodian Guard.</source>
            <translation>6 to 12 Custodian Guard.</translation>
        </message>
        <message>
            <source>6 to 12 Sentinel Guard.</source>
            <translation>6 to 12 Sentinel Guard.</translation>
        </message>
    </context>
    <context>
        <name>ChoicePanel</name>
        <message>
            <source>%1 of %2 picked</source>
            <translation>%1 of %2 picked</translation>
        </message>
        <message>
            <source>%1 picked (between %2 and %3)</source>
            <translation>%1 picked (between %2 and %3)</translation>
        </message>
    </context>
    <context>
        <name>Classic</name>
        <message>
            <source>%1 cannot have had %2 models at the start of the phase: it has %3 now</source>
            <translation>%1 cannot have had %2 models at the start of the phase: it has %3 now</translation>
        </message>
        <message>
            <source>At least one firing model can see the target unit</source>
            <translation>At least one firing model can see the target unit</translation>
        </message>
        <message>
            <source>Firing models that can see the target</source>
            <translation>Firing models that can see the target</translation>
        </message>
        <message>
            <source>Models without line of sight do not fire</source>
            <translation>Models without line of sight do not fire</translation>
        </message>
        <message>
            <source>Cover of the target models</source>
            <translation>Cover of the target models</translation>
        </message>
        <message>
            <source>Models in cover are removed after the models in the open</source>
            <translation>Models in cover are removed after the models in the open</translation>
        </message>
        <message>
            <source>Choose a target unit that at least one firing model can see</source>
            <translation>Choose a target unit that at least one firing model can see</translation>
        </message>
        <message>
            <source>The firing unit moved</source>
            <translation>The firing unit moved</translation>
        </message>
        <message>
            <source>Firing models with the target in range</source>
            <translation>Firing models with the target in range</translation>
        </message>
        <message>
            <source>Of those, models within half range</source>
            <translation>Of those, models within half range</translation>
        </message>
        <message>
            <source>Models under each template or blast marker</source>
            <translation>Models under each template or blast marker</translation>
        </message>
        <message>
            <source>Models partly under each (hit on a 4+)</source>
            <translation>Models partly under each (hit on a 4+)</translation>
        </message>
        <message>
            <source>Unconfirmed for this edition: partly covered models hit on a 4+</source>
            <translation>Unconfirmed for this edition: partly covered models hit on a 4+</translation>
        </message>
        <message>
            <source>%1: templates laid: %2</source>
            <translation>%1: templates laid: %2</translation>
        </message>
        <message>
            <source>No model can fire at this target</source>
            <translation>No model can fire at this target</translation>
        </message>
        <message>
            <source>%1: %2 x %3</source>
            <translation>%1: %2 x %3</translation>
        </message>
        <message>
            <source>Each weapon's dice in turn, as listed</source>
            <translation>Each weapon's dice in turn, as listed</translation>
        </message>
        <message>
            <source>Number of shots</source>
            <translation>Number of shots</translation>
        </message>
        <message>
            <source>%1 (BS %2): %3+</source>
            <translation>%1 (BS %2): %3+</translation>
        </message>
        <message>
            <source>Roll to hit</source>
            <translation>Roll to hit</translation>
        </message>
        <message>
            <source>BS %1: hits on %2+</source>
            <translation>BS %1: hits on %2+</translation>
        </message>
        <message>
            <source>%1 on %2</source>
            <translation>%1 on %2</translation>
        </message>
        <message>
            <source>%1 (S%2 v T%3): %4+</source>
            <translation>%1 (S%2 v T%3): %4+</translation>
        </message>
        <message>
            <source>Wounds: %1 (%2)</source>
            <translation>Wounds: %1 (%2)</translation>
        </message>
        <message>
            <source>Instant death, whole models removed: %1</source>
            <translation>Instant death, whole models removed: %1</translation>
        </message>
        <message>
            <source>%1 — models removed: %2, wounds carried over: %3</source>
            <translation>%1 — models removed: %2, wounds carried over: %3</translation>
        </message>
        <message>
            <source>S%1 against T%2: wounds on %3+</source>
            <translation>S%1 against T%2: wounds on %3+</translation>
        </message>
        <message>
            <source>S%1 cannot wound T%2 (%3)</source>
            <translation>S%1 cannot wound T%2 (%3)</translation>
        </message>
        <message>
            <source>Target declared; models that can see it: %1 of %2</source>
            <translation>Target declared; models that can see it: %1 of %2</translation>
        </message>
        <message>
            <source>Models in range: %1 (within half range: %2); moved: %3</source>
            <translation>Models in range: %1 (within half range: %2); moved: %3</translation>
        </message>
        <message>
            <source>Shots: %1</source>
            <translation>Shots: %1</translation>
        </message>
        <message>
            <source>Saving throws %1</source>
            <translation>Saving throws %1</translation>
        </message>
        <message>
            <source>Best save: %1+ (each success saves)</source>
            <translation>Best save: %1+ (each success saves)</translation>
        </message>
        <message>
            <source>No cover</source>
            <translation>No cover</translation>
        </message>
        <message>
            <source>%1 (in cover)</source>
            <translation>%1 (in cover)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Light cover (6+)</source>
            <translation>Light cover (6+)</translation>
        </message>
        <message>
            <source>Cover (5+)</source>
            <translation>Cover (5+)</translation>
        </message>
        <message>
            <source>Fortified (4+)</source>
            <translation>Fortified (4+)</translation>
        </message>
        <message>
            <source>Cover: %1 × %2</source>
            <translation>Cover: %1 × %2</translation>
        </message>
        <message>
            <source>Cover gives a 4+, 5+ or 6+ save</source>
            <translation>Cover gives a 4+, 5+ or 6+ save</translation>
        </message>
        <message>
            <source>Several weapons or groups: the dice of each part in turn, as listed</source>
            <translation>Several weapons or groups: the dice of each part in turn, as listed</translation>
        </message>
        <message>
            <source>%1: blast markers on target: %2</source>
            <translation>%1: blast markers on target: %2</translation>
        </message>
        <message>
            <source>%1: hits: %2</source>
            <translation>%1: hits: %2</translation>
        </message>
        <message>
            <source>%1: models partly covered: 4+</source>
            <translation>%1: models partly covered: 4+</translation>
        </message>
        <message>
            <source>Models partly under templates and blast markers</source>
            <translation>Models partly under templates and blast markers</translation>
        </message>
        <message>
            <source>Each is hit on a 4+</source>
            <translation>Each is hit on a 4+</translation>
        </message>
        <message>
            <source>Roll to wound</source>
            <translation>Roll to wound</translation>
        </message>
        <message>
            <source>Toughness differs: hits dealt one per model in turn (%1)</source>
            <translation>Toughness differs: hits dealt one per model in turn (%1)</translation>
        </message>
        <message>
            <source>The unit is already wiped out: these saves only complete the count of unsaved wounds</source>
            <translation>The unit is already wiped out: these saves only complete the count of unsaved wounds</translation>
        </message>
        <message>
            <source>%1 wounds now: the models with this save may fall before the others; the rest follow</source>
            <translation>%1 wounds now: the models with this save may fall before the others; the rest follow</translation>
        </message>
        <message>
            <source>%1 on %2: %3+</source>
            <translation>%1 on %2: %3+</translation>
        </message>
        <message>
            <source>No save possible; unsaved wounds: %1 (%2)</source>
            <translation>No save possible; unsaved wounds: %1 (%2)</translation>
        </message>
        <message>
            <source>Saved: %1, unsaved wounds: %2 (%3)</source>
            <translation>Saved: %1, unsaved wounds: %2 (%3)</translation>
        </message>
        <message>
            <source>A double 1 always passes (house rule option)</source>
            <translation>A double 1 always passes (house rule option)</translation>
        </message>
        <message>
            <source>Morale test</source>
            <translation>Morale test</translation>
        </message>
        <message>
            <source>Casualties: %1, at least 25% of the unit: passes on 2D6 at or under Ld %2</source>
            <translation>Casualties: %1, at least 25% of the unit: passes on 2D6 at or under Ld %2</translation>
        </message>
        <message>
            <source>Morale test passed (%1 against Ld %2)</source>
            <translation>Morale test passed (%1 against Ld %2)</translation>
        </message>
        <message>
            <source>Morale test failed (%1 against Ld %2): the unit falls back</source>
            <translation>Morale test failed (%1 against Ld %2): the unit falls back</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
    </context>
    <context>
        <name>DataAddDialog</name>
        <message>
            <source>Add units from the game data</source>
            <translation>Add units from the game data</translation>
        </message>
        <message>
            <source>&amp;Force:</source>
            <translation>&amp;Force:</translation>
        </message>
        <message>
            <source>&amp;Search:</source>
            <translation>&amp;Search:</translation>
        </message>
        <message>
            <source>Unit name</source>
            <translation>Unit name</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Unit</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Cost</translation>
        </message>
        <message>
            <source>Allowed</source>
            <translation>Allowed</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>&amp;Add</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Other</translation>
        </message>
        <message>
            <source>%1 chosen; %2</source>
            <translation>%1 chosen; %2</translation>
        </message>
        <message>
            <source>%1 chosen</source>
            <translation>%1 chosen</translation>
        </message>
        <message>
            <source>up to %1</source>
            <translation>up to %1</translation>
        </message>
        <message>
            <source>at least %1</source>
            <translation>at least %1</translation>
        </message>
        <message numerus="yes">
            <source>%n unit(s) selected</source>
            <translation>
                <numerusform>%n unit selected</numerusform>
                <numerusform>%n units selected</numerusform>
            </translation>
        </message>
        <message>
            <source>Select one or more units to add.</source>
            <translation>Select one or more units to add.</translation>
        </message>
        <message>
            <source>%1 as added</source>
            <translation>%1 as added</translation>
        </message>
        <message>
            <source>With: %1</source>
            <translation>With: %1</translation>
        </message>
    </context>
    <context>
        <name>DataEdits</name>
        <message>
            <source>Add %1</source>
            <translation>Add %1</translation>
        </message>
        <message>
            <source>Remove %1</source>
            <translation>Remove %1</translation>
        </message>
        <message>
            <source>Set %1 to %2</source>
            <translation>Set %1 to %2</translation>
        </message>
        <message>
            <source>Choose %1</source>
            <translation>Choose %1</translation>
        </message>
        <message>
            <source>Clear %1</source>
            <translation>Clear %1</translation>
        </message>
        <message>
            <source>Duplicate %1</source>
            <translation>Duplicate %1</translation>
        </message>
        <message>
            <source>Move %1</source>
            <translation>Move %1</translation>
        </message>
        <message>
            <source>Add force %1</source>
            <translation>Add force %1</translation>
        </message>
        <message>
            <source>Remove force %1</source>
            <translation>Remove force %1</translation>
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
        <name>DicePad</name>
        <message>
            <source>die %1</source>
            <translation>die %1</translation>
        </message>
        <message>
            <source>dice %1–%2</source>
            <translation>dice %1–%2</translation>
        </message>
        <message>
            <source>successes: %1</source>
            <translation>successes: %1</translation>
        </message>
        <message>
            <source>Type your dice, e.g. 3 5 6 1, then Enter</source>
            <translation>Type your dice, e.g. 3 5 6 1, then Enter</translation>
        </message>
        <message>
            <source>Remove the last die</source>
            <translation>Remove the last die</translation>
        </message>
        <message>
            <source>Add a %1</source>
            <translation>Add a %1</translation>
        </message>
        <message>
            <source>Dice entered: %1 of %2</source>
            <translation>Dice entered: %1 of %2</translation>
        </message>
        <message>
            <source>total %1</source>
            <translation>total %1</translation>
        </message>
    </context>
    <context>
        <name>DiceValidator</name>
        <message>
            <source>Type a dice expression such as 1, D3, 2D6 or D6+1</source>
            <translation>Type a dice expression such as 1, D3, 2D6 or D6+1</translation>
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
        <name>EditorActions</name>
        <message>
            <source>&amp;Add unit from catalogue…</source>
            <translation>&amp;Add unit from catalogue…</translation>
        </message>
        <message>
            <source>Add unit</source>
            <translation>Add unit</translation>
        </message>
        <message>
            <source>&amp;New blank unit</source>
            <translation>&amp;New blank unit</translation>
        </message>
        <message>
            <source>New unit</source>
            <translation>New unit</translation>
        </message>
        <message>
            <source>&amp;Duplicate</source>
            <translation>&amp;Duplicate</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>Duplicate</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Rename</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Remove</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Up</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Down</translation>
        </message>
        <message>
            <source>Add &amp;model</source>
            <translation>Add &amp;model</translation>
        </message>
        <message>
            <source>Add model</source>
            <translation>Add model</translation>
        </message>
        <message>
            <source>Add &amp;weapon</source>
            <translation>Add &amp;weapon</translation>
        </message>
        <message>
            <source>Add weapon</source>
            <translation>Add weapon</translation>
        </message>
        <message>
            <source>Export roster as PD&amp;F…</source>
            <translation>Export roster as PD&amp;F…</translation>
        </message>
        <message>
            <source>Copy text</source>
            <translation>Copy text</translation>
        </message>
        <message>
            <source>Renam&amp;e</source>
            <translation>Renam&amp;e</translation>
        </message>
        <message>
            <source>Remo&amp;ve</source>
            <translation>Remo&amp;ve</translation>
        </message>
        <message>
            <source>Move unit u&amp;p</source>
            <translation>Move unit u&amp;p</translation>
        </message>
        <message>
            <source>Move unit d&amp;own</source>
            <translation>Move unit d&amp;own</translation>
        </message>
        <message>
            <source>Cop&amp;y roster as text</source>
            <translation>Cop&amp;y roster as text</translation>
        </message>
        <message>
            <source>&amp;Print roster…</source>
            <translation>&amp;Print roster…</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Print</translation>
        </message>
        <message>
            <source>PDF</source>
            <translation>PDF</translation>
        </message>
    </context>
    <context>
        <name>EditorCommands</name>
        <message>
            <source>New unit</source>
            <translation>New unit</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Model</translation>
        </message>
        <message>
            <source>Weapon</source>
            <translation>Weapon</translation>
        </message>
        <message>
            <source>The roster was copied to the clipboard as text.</source>
            <translation>The roster was copied to the clipboard as text.</translation>
        </message>
        <message>
            <source>Export roster as PDF</source>
            <translation>Export roster as PDF</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF files (*.pdf)</translation>
        </message>
        <message>
            <source>Could not write %1</source>
            <translation>Could not write %1</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>Saved %1</translation>
        </message>
    </context>
    <context>
        <name>Edits</name>
        <message>
            <source>%1 needs a value</source>
            <translation>%1 needs a value</translation>
        </message>
        <message>
            <source>%1 must be between %2 and %3</source>
            <translation>%1 must be between %2 and %3</translation>
        </message>
        <message>
            <source>This edition has no weapon type '%1'</source>
            <translation>This edition has no weapon type '%1'</translation>
        </message>
        <message>
            <source>This edition has no weapon column '%1'</source>
            <translation>This edition has no weapon column '%1'</translation>
        </message>
        <message>
            <source>A name cannot be empty</source>
            <translation>A name cannot be empty</translation>
        </message>
        <message>
            <source>%1 cannot be '%2'</source>
            <translation>%1 cannot be '%2'</translation>
        </message>
        <message>
            <source>Add %1</source>
            <translation>Add %1</translation>
        </message>
        <message>
            <source>Add units from the catalogue: %1</source>
            <translation>Add units from the catalogue: %1</translation>
        </message>
        <message>
            <source>%1 does not fit this edition ('%2' is not one of its characteristics)</source>
            <translation>%1 does not fit this edition ('%2' is not one of its characteristics)</translation>
        </message>
        <message>
            <source>Add new unit %1</source>
            <translation>Add new unit %1</translation>
        </message>
        <message>
            <source>Remove %1</source>
            <translation>Remove %1</translation>
        </message>
        <message>
            <source>Duplicate %1</source>
            <translation>Duplicate %1</translation>
        </message>
        <message>
            <source>Move %1</source>
            <translation>Move %1</translation>
        </message>
        <message>
            <source>Rename %1 to %2</source>
            <translation>Rename %1 to %2</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <source>Edit the notes of %1</source>
            <translation>Edit the notes of %1</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Set the extra points of %1 to %2</source>
            <translation>Set the extra points of %1 to %2</translation>
        </message>
        <message>
            <source>Add %1 to %2</source>
            <translation>Add %1 to %2</translation>
        </message>
        <message>
            <source>Remove %1 from %2</source>
            <translation>Remove %1 from %2</translation>
        </message>
        <message>
            <source>Duplicate %1 in %2</source>
            <translation>Duplicate %1 in %2</translation>
        </message>
        <message>
            <source>Number of models</source>
            <translation>Number of models</translation>
        </message>
        <message>
            <source>Set the number of %1 to %2</source>
            <translation>Set the number of %1 to %2</translation>
        </message>
        <message>
            <source>Set the points of %1 to %2 each</source>
            <translation>Set the points of %1 to %2 each</translation>
        </message>
        <message>
            <source>A keyword or special rule can be at most 100 characters long</source>
            <translation>A keyword or special rule can be at most 100 characters long</translation>
        </message>
        <message>
            <source>A model group can have at most 50 keywords and special rules</source>
            <translation>A model group can have at most 50 keywords and special rules</translation>
        </message>
        <message>
            <source>Keywords</source>
            <translation>Keywords</translation>
        </message>
        <message>
            <source>Set the keywords of %1 to %2</source>
            <translation>Set the keywords of %1 to %2</translation>
        </message>
        <message>
            <source>Set %1 of %2 to %3</source>
            <translation>Set %1 of %2 to %3</translation>
        </message>
        <message>
            <source>%1 cannot carry more weapons</source>
            <translation>%1 cannot carry more weapons</translation>
        </message>
        <message>
            <source>Rename the roster to %1</source>
            <translation>Rename the roster to %1</translation>
        </message>
        <message>
            <source>Points limit</source>
            <translation>Points limit</translation>
        </message>
        <message>
            <source>Remove the points limit</source>
            <translation>Remove the points limit</translation>
        </message>
        <message>
            <source>Set the points limit to %1</source>
            <translation>Set the points limit to %1</translation>
        </message>
        <message>
            <source>Edit the roster notes</source>
            <translation>Edit the roster notes</translation>
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
            <source>Not applied: %1</source>
            <translation>Not applied: %1</translation>
        </message>
        <message>
            <source>Dice needed: %1, entered: %2</source>
            <translation>Dice needed: %1, entered: %2</translation>
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
            <source>Answer yes or no</source>
            <translation>Answer yes or no</translation>
        </message>
        <message>
            <source>Enter a number from %1 to %2</source>
            <translation>Enter a number from %1 to %2</translation>
        </message>
        <message>
            <source>'%1' is not one of the options</source>
            <translation>'%1' is not one of the options</translation>
        </message>
        <message>
            <source>Each option can be picked only once</source>
            <translation>Each option can be picked only once</translation>
        </message>
        <message>
            <source>Too many dice to compute exactly: up to %1 hits (at most %2)</source>
            <translation>Too many dice to compute exactly: up to %1 hits (at most %2)</translation>
        </message>
        <message>
            <source>%1: expected one value per model group</source>
            <translation>%1: expected one value per model group</translation>
        </message>
        <message>
            <source>%1: '%2' is not a model group</source>
            <translation>%1: '%2' is not a model group</translation>
        </message>
        <message>
            <source>%1 is not a number of models</source>
            <translation>%1 is not a number of models</translation>
        </message>
        <message>
            <source>%1 has no model group %2</source>
            <translation>%1 has no model group %2</translation>
        </message>
        <message>
            <source>Model group %1 does not carry %2</source>
            <translation>Model group %1 does not carry %2</translation>
        </message>
        <message>
            <source>No model of %1 fires %2</source>
            <translation>No model of %1 fires %2</translation>
        </message>
        <message>
            <source>%1 has no models left</source>
            <translation>%1 has no models left</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>Open roster</source>
            <translation>Open roster</translation>
        </message>
        <message>
            <source>Rosters (*.json *.ros *.rosz);;All files (*)</source>
            <translation>Rosters (*.json *.ros *.rosz);;All files (*)</translation>
        </message>
        <message>
            <source>Import BattleScribe roster</source>
            <translation>Import BattleScribe roster</translation>
        </message>
        <message>
            <source>BattleScribe rosters (*.ros *.rosz);;New Recruit JSON (*.json);;All files (*)</source>
            <translation>BattleScribe rosters (*.ros *.rosz);;New Recruit JSON (*.json);;All files (*)</translation>
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
            <source>Still importing; %1 was not opened</source>
            <translation>Still importing; %1 was not opened</translation>
        </message>
        <message>
            <source>Importing %1…</source>
            <translation>Importing %1…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message numerus="yes">
            <source>%n second(s) so far</source>
            <translation>
                <numerusform>%n second so far</numerusform>
                <numerusform>%n seconds so far</numerusform>
            </translation>
        </message>
        <message>
            <source>Import of %1 cancelled</source>
            <translation>Import of %1 cancelled</translation>
        </message>
        <message>
            <source>Could not import %1</source>
            <translation>Could not import %1</translation>
        </message>
        <message>
            <source>Imported %1</source>
            <translation>Imported %1</translation>
        </message>
        <message numerus="yes">
            <source>…and %n more warning(s)</source>
            <translation>
                <numerusform>…and %n more warning</numerusform>
                <numerusform>…and %n more warnings</numerusform>
            </translation>
        </message>
        <message>
            <source>Game data</source>
            <translation>Game data</translation>
        </message>
        <message>
            <source>No game data yet</source>
            <translation>No game data yet</translation>
        </message>
        <message>
            <source>Rosters are built from game data (BattleScribe or New Recruit files), and none is installed yet. Add some now?</source>
            <translation>Rosters are built from game data (BattleScribe or New Recruit files), and none is installed yet. Add some now?</translation>
        </message>
        <message>
            <source>Could not create the roster</source>
            <translation>Could not create the roster</translation>
        </message>
        <message>
            <source>New roster %1</source>
            <translation>New roster %1</translation>
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
            <source>%1 is open in another tab (%2). Close that tab first, or save under another name.</source>
            <translation>%1 is open in another tab (%2). Close that tab first, or save under another name.</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>Saved %1</translation>
        </message>
        <message>
            <source>File changed on disk</source>
            <translation>File changed on disk</translation>
        </message>
        <message>
            <source>%1 was changed by another program or another Auspex window since you opened or last saved it.

Replace it with your version? Cancel leaves the file as it is (Save as… keeps your version under another name).</source>
            <translation>%1 was changed by another program or another Auspex window since you opened or last saved it.

Replace it with your version? Cancel leaves the file as it is (Save as… keeps your version under another name).</translation>
        </message>
        <message>
            <source>Export as BattleScribe roster</source>
            <translation>Export as BattleScribe roster</translation>
        </message>
        <message>
            <source>BattleScribe rosters (*.rosz)</source>
            <translation>BattleScribe rosters (*.rosz)</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>Exported %1</translation>
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
        <name>Findings</name>
        <message>
            <source>The roster costs %1 points, over its limit of %2</source>
            <translation>The roster costs %1 points, over its limit of %2</translation>
        </message>
        <message>
            <source>%1: its extra points are negative (%2): a cost cannot be below zero</source>
            <translation>%1: its extra points are negative (%2): a cost cannot be below zero</translation>
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
        <name>FindingsModel</name>
        <message>
            <source>Severity</source>
            <translation>Severity</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Problem</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Error</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Warning</translation>
        </message>
    </context>
    <context>
        <name>FindingsPanel</name>
        <message>
            <source>Findings</source>
            <translation>Findings</translation>
        </message>
        <message>
            <source>No roster open.</source>
            <translation>No roster open.</translation>
        </message>
        <message>
            <source>No problems found.</source>
            <translation>No problems found.</translation>
        </message>
        <message numerus="yes">
            <source>%n error(s)</source>
            <translation>
                <numerusform>%n error</numerusform>
                <numerusform>%n errors</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n warning(s)</source>
            <translation>
                <numerusform>%n warning</numerusform>
                <numerusform>%n warnings</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FirstStepsBar</name>
        <message>
            <source>&lt;b&gt;First steps:&lt;/b&gt; shoot in this demo battle from the Shooting panel, then bring your own game data and rosters.</source>
            <translation>&lt;b&gt;First steps:&lt;/b&gt; shoot in this demo battle from the Shooting panel, then bring your own game data and rosters.</translation>
        </message>
        <message>
            <source>&lt;b&gt;First steps:&lt;/b&gt; open a demo battle to look around, then bring your own game data and rosters.</source>
            <translation>&lt;b&gt;First steps:&lt;/b&gt; open a demo battle to look around, then bring your own game data and rosters.</translation>
        </message>
        <message>
            <source>Demo battles</source>
            <translation>Demo battles</translation>
        </message>
        <message>
            <source>Open a pair of opposing demo rosters</source>
            <translation>Open a pair of opposing demo rosters</translation>
        </message>
        <message>
            <source>Add game data…</source>
            <translation>Add game data…</translation>
        </message>
        <message>
            <source>Install the catalogues of your game (BattleScribe data) for checking rosters</source>
            <translation>Install the catalogues of your game (BattleScribe data) for checking rosters</translation>
        </message>
        <message>
            <source>Import a roster…</source>
            <translation>Import a roster…</translation>
        </message>
        <message>
            <source>Read a roster made with BattleScribe (.ros, .rosz) or New Recruit (.json)</source>
            <translation>Read a roster made with BattleScribe (.ros, .rosz) or New Recruit (.json)</translation>
        </message>
        <message>
            <source>Hide these hints (Help &gt; First steps shows them again)</source>
            <translation>Hide these hints (Help &gt; First steps shows them again)</translation>
        </message>
    </context>
    <context>
        <name>ForcesPanel</name>
        <message>
            <source>Force / category</source>
            <translation>Force / category</translation>
        </message>
        <message>
            <source>Chosen</source>
            <translation>Chosen</translation>
        </message>
        <message>
            <source>Allowed</source>
            <translation>Allowed</translation>
        </message>
        <message>
            <source>Add &amp;units…</source>
            <translation>Add &amp;units…</translation>
        </message>
        <message>
            <source>Add &amp;detachment</source>
            <translation>Add &amp;detachment</translation>
        </message>
        <message>
            <source>Add a force inside the selected force (a detachment)</source>
            <translation>Add a force inside the selected force (a detachment)</translation>
        </message>
        <message>
            <source>Add fo&amp;rce</source>
            <translation>Add fo&amp;rce</translation>
        </message>
        <message>
            <source>Remove force</source>
            <translation>Remove force</translation>
        </message>
        <message>
            <source>Reading the game data…</source>
            <translation>Reading the game data…</translation>
        </message>
        <message>
            <source>Checked against %1. Total: %2</source>
            <translation>Checked against %1. Total: %2</translation>
        </message>
        <message>
            <source>limit %1</source>
            <translation>limit %1</translation>
        </message>
        <message>
            <source>No force yet: add one with “Add force”.</source>
            <translation>No force yet: add one with “Add force”.</translation>
        </message>
        <message numerus="yes">
            <source>%n unit(s)</source>
            <translation>
                <numerusform>%n unit</numerusform>
                <numerusform>%n units</numerusform>
            </translation>
        </message>
        <message>
            <source>exactly %1</source>
            <translation>exactly %1</translation>
        </message>
        <message>
            <source>up to %1</source>
            <translation>up to %1</translation>
        </message>
        <message>
            <source>at least %1</source>
            <translation>at least %1</translation>
        </message>
        <message>
            <source>This force has no detachments to add</source>
            <translation>This force has no detachments to add</translation>
        </message>
    </context>
    <context>
        <name>GameData</name>
        <message>
            <source>Could not read the game data folder: %1</source>
            <translation>Could not read the game data folder: %1</translation>
        </message>
        <message>
            <source>The game system %1 is not installed</source>
            <translation>The game system %1 is not installed</translation>
        </message>
        <message>
            <source>Could not remove %1: %2</source>
            <translation>Could not remove %1: %2</translation>
        </message>
        <message>
            <source>The game data is too large (over %1 MB unpacked)</source>
            <translation>The game data is too large (over %1 MB unpacked)</translation>
        </message>
        <message>
            <source>There are too many data files (over %1)</source>
            <translation>There are too many data files (over %1)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1 does not exist</source>
            <translation>%1 does not exist</translation>
        </message>
        <message>
            <source>Could not read %1: %2</source>
            <translation>Could not read %1: %2</translation>
        </message>
        <message>
            <source>%1 is not a file or a folder</source>
            <translation>%1 is not a file or a folder</translation>
        </message>
        <message>
            <source>The folder is nested too deeply</source>
            <translation>The folder is nested too deeply</translation>
        </message>
        <message>
            <source>%1 is a link to another place; game data with links is not read</source>
            <translation>%1 is a link to another place; game data with links is not read</translation>
        </message>
        <message>
            <source>The archive has too many files</source>
            <translation>The archive has too many files</translation>
        </message>
        <message>
            <source>%1 is too large (over %2 MB)</source>
            <translation>%1 is too large (over %2 MB)</translation>
        </message>
        <message>
            <source>The archive %1 is damaged or unreadable</source>
            <translation>The archive %1 is damaged or unreadable</translation>
        </message>
        <message>
            <source>The archive holds a file that points outside it (%1); it was not read</source>
            <translation>The archive holds a file that points outside it (%1); it was not read</translation>
        </message>
        <message>
            <source>The archive holds a link (%1); game data with links is not read</source>
            <translation>The archive holds a link (%1); game data with links is not read</translation>
        </message>
        <message>
            <source>The archive is encrypted</source>
            <translation>The archive is encrypted</translation>
        </message>
        <message>
            <source>%1 is too large</source>
            <translation>%1 is too large</translation>
        </message>
        <message>
            <source>%1 holds no game data (.gst, .cat, .catz or New Recruit .json)</source>
            <translation>%1 holds no game data (.gst, .cat, .catz or New Recruit .json)</translation>
        </message>
        <message>
            <source>%1: %2 catalogues for a game system that is neither installed nor included (add its .gst file too); nothing was installed</source>
            <translation>%1: %2 catalogues for a game system that is neither installed nor included (add its .gst file too); nothing was installed</translation>
        </message>
        <message>
            <source>%1, revision %2: installed with %3 catalogues</source>
            <translation>%1, revision %2: installed with %3 catalogues</translation>
        </message>
        <message>
            <source>%1, revision %2: the installed data is newer than this copy and was kept (%3 older catalogues not used)</source>
            <translation>%1, revision %2: the installed data is newer than this copy and was kept (%3 older catalogues not used)</translation>
        </message>
        <message>
            <source>%1, revision %2: already installed, nothing changed</source>
            <translation>%1, revision %2: already installed, nothing changed</translation>
        </message>
        <message>
            <source>%1: updated from revision %2 to %3 (catalogues: %4 new, %5 updated, %6 older ones not used)</source>
            <translation>%1: updated from revision %2 to %3 (catalogues: %4 new, %5 updated, %6 older ones not used)</translation>
        </message>
        <message>
            <source>%1, revision %2: catalogues updated (%3 new, %4 updated, %5 older ones not used)</source>
            <translation>%1, revision %2: catalogues updated (%3 new, %4 updated, %5 older ones not used)</translation>
        </message>
        <message>
            <source>Could not write the game data folder: %1</source>
            <translation>Could not write the game data folder: %1</translation>
        </message>
        <message>
            <source>%1 was built with revision %2 of its catalogue; the installed one is revision %3</source>
            <translation>%1 was built with revision %2 of its catalogue; the installed one is revision %3</translation>
        </message>
        <message>
            <source>The catalogue %1 is not installed; its forces are not checked</source>
            <translation>The catalogue %1 is not installed; its forces are not checked</translation>
        </message>
        <message>
            <source>The game data of %1 is not installed: add it (File &gt; Game data…) to check this roster against its catalogues and to change its options.</source>
            <translation>The game data of %1 is not installed: add it (File &gt; Game data…) to check this roster against its catalogues and to change its options.</translation>
        </message>
        <message>
            <source>This roster keeps no BattleScribe document</source>
            <translation>This roster keeps no BattleScribe document</translation>
        </message>
        <message>
            <source>The game data is still being read</source>
            <translation>The game data is still being read</translation>
        </message>
        <message>
            <source>The roster is too large to keep its BattleScribe document</source>
            <translation>The roster is too large to keep its BattleScribe document</translation>
        </message>
        <message>
            <source>The game data could not be read (an unexpected problem; try adding it again)</source>
            <translation>The game data could not be read (an unexpected problem; try adding it again)</translation>
        </message>
    </context>
    <context>
        <name>GameDataDialog</name>
        <message>
            <source>Game data</source>
            <translation>Game data</translation>
        </message>
        <message>
            <source>Rosters are built from community game data: a game system (.gst) and its faction catalogues (.cat, or New Recruit's .json). Get them from the BattleScribe data repositories (&lt;a href="https://github.com/BSData"&gt;github.com/BSData&lt;/a&gt;: “Code &gt; Download ZIP”) or New Recruit, then add the zip or the folder here, or drop it on this window. Auspex keeps a copy, so it works offline.</source>
            <translation>Rosters are built from community game data: a game system (.gst) and its faction catalogues (.cat, or New Recruit's .json). Get them from the BattleScribe data repositories (&lt;a href="https://github.com/BSData"&gt;github.com/BSData&lt;/a&gt;: “Code &gt; Download ZIP”) or New Recruit, then add the zip or the folder here, or drop it on this window. Auspex keeps a copy, so it works offline.</translation>
        </message>
        <message>
            <source>Game system / catalogue</source>
            <translation>Game system / catalogue</translation>
        </message>
        <message>
            <source>Revision</source>
            <translation>Revision</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Kind</translation>
        </message>
        <message>
            <source>Add &amp;folder…</source>
            <translation>Add &amp;folder…</translation>
        </message>
        <message>
            <source>Add &amp;zip or files…</source>
            <translation>Add &amp;zip or files…</translation>
        </message>
        <message>
            <source>&amp;Remove…</source>
            <translation>&amp;Remove…</translation>
        </message>
        <message>
            <source>&amp;New roster from game data…</source>
            <translation>&amp;New roster from game data…</translation>
        </message>
        <message numerus="yes">
            <source>%n faction(s)</source>
            <translation>
                <numerusform>%n faction</numerusform>
                <numerusform>%n factions</numerusform>
            </translation>
        </message>
        <message>
            <source>Library</source>
            <translation>Library</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>Faction</translation>
        </message>
        <message>
            <source>No game data yet: add a folder or a zip.</source>
            <translation>No game data yet: add a folder or a zip.</translation>
        </message>
        <message>
            <source>Add game data from a folder</source>
            <translation>Add game data from a folder</translation>
        </message>
        <message>
            <source>Add game data</source>
            <translation>Add game data</translation>
        </message>
        <message>
            <source>Game data (%1);;All files (*)</source>
            <translation>Game data (%1);;All files (*)</translation>
        </message>
        <message>
            <source>Still adding the game data from before…</source>
            <translation>Still adding the game data from before…</translation>
        </message>
        <message>
            <source>Adding game data: %1</source>
            <translation>Adding game data: %1</translation>
        </message>
        <message>
            <source>Stop waiting</source>
            <translation>Stop waiting</translation>
        </message>
        <message numerus="yes">
            <source>%n second(s) so far</source>
            <translation>
                <numerusform>%n second so far</numerusform>
                <numerusform>%n seconds so far</numerusform>
            </translation>
        </message>
        <message>
            <source>The game data is still being added; the list updates when it is done.</source>
            <translation>The game data is still being added; the list updates when it is done.</translation>
        </message>
        <message>
            <source>%1 was not added: %2</source>
            <translation>%1 was not added: %2</translation>
        </message>
        <message>
            <source>Remove game data</source>
            <translation>Remove game data</translation>
        </message>
        <message>
            <source>Remove %1 (revision %2) and its catalogues from Auspex? Rosters built from it keep their units, but can no longer be checked or changed through the data until you add it again.</source>
            <translation>Remove %1 (revision %2) and its catalogues from Auspex? Rosters built from it keep their units, but can no longer be checked or changed through the data until you add it again.</translation>
        </message>
        <message>
            <source>%1 was removed.</source>
            <translation>%1 was removed.</translation>
        </message>
    </context>
    <context>
        <name>GlossaryModel</name>
        <message>
            <source>Our proposal: no Russian source uses this term yet.</source>
            <translation>Our proposal: no Russian source uses this term yet.</translation>
        </message>
        <message>
            <source>English</source>
            <translation>English</translation>
        </message>
        <message>
            <source>Russian</source>
            <translation>Russian</translation>
        </message>
        <message>
            <source>Definition</source>
            <translation>Definition</translation>
        </message>
    </context>
    <context>
        <name>GlossaryView</name>
        <message>
            <source>%1 of %2 terms</source>
            <translation>%1 of %2 terms</translation>
        </message>
        <message>
            <source>Filter terms (English or Russian)</source>
            <translation>Filter terms (English or Russian)</translation>
        </message>
        <message>
            <source>Type part of a term or definition, e.g. toughness or стойкость</source>
            <translation>Type part of a term or definition, e.g. toughness or стойкость</translation>
        </message>
    </context>
    <context>
        <name>GroupTableModel</name>
        <message>
            <source>Model</source>
            <translation>Model</translation>
        </message>
        <message>
            <source>Number</source>
            <translation>Number</translation>
        </message>
        <message>
            <source>Pts each</source>
            <translation>Pts each</translation>
        </message>
        <message>
            <source>Keywords and rules</source>
            <translation>Keywords and rules</translation>
        </message>
        <message>
            <source>Points per model</source>
            <translation>Points per model</translation>
        </message>
        <message>
            <source>Keywords and special rules, separated by commas (e.g. Infantry, Feel No Pain (5+)); the rules the shooting wizard applies are offered as you type</source>
            <translation>Keywords and special rules, separated by commas (e.g. Infantry, Feel No Pain (5+)); the rules the shooting wizard applies are offered as you type</translation>
        </message>
    </context>
    <context>
        <name>HorusHeresy</name>
        <message>
            <source>%1 is out of range and does not fire</source>
            <translation>%1 is out of range and does not fire</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>Pinned</translation>
        </message>
        <message>
            <source>Suppressed</source>
            <translation>Suppressed</translation>
        </message>
        <message>
            <source>Stunned</source>
            <translation>Stunned</translation>
        </message>
        <message>
            <source>Routed</source>
            <translation>Routed</translation>
        </message>
        <message>
            <source>Return Fire</source>
            <translation>Return Fire</translation>
        </message>
        <message>
            <source>the target shoots back before casualties are removed, with every model it had</source>
            <translation>the target shoots back before casualties are removed, with every model it had</translation>
        </message>
        <message>
            <source>Shieldwall!</source>
            <translation>Shieldwall!</translation>
        </message>
        <message>
            <source>+1 Toughness for the rest of the phase</source>
            <translation>+1 Toughness for the rest of the phase</translation>
        </message>
        <message>
            <source>Smokescreen</source>
            <translation>Smokescreen</translation>
        </message>
        <message>
            <source>Shrouded (5+) against wounds, penetrating and glancing hits for the rest of the phase</source>
            <translation>Shrouded (5+) against wounds, penetrating and glancing hits for the rest of the phase</translation>
        </message>
        <message>
            <source>Medic!</source>
            <translation>Medic!</translation>
        </message>
        <message>
            <source>at step 11 one Recovery Test per model that took an unsaved wound: on X+ one unsaved wound deals 1 less Damage</source>
            <translation>at step 11 one Recovery Test per model that took an unsaved wound: on X+ one unsaved wound deals 1 less Damage</translation>
        </message>
        <message>
            <source>The target unit is destroyed: the other Fire Groups do not fire</source>
            <translation>The target unit is destroyed: the other Fire Groups do not fire</translation>
        </message>
        <message>
            <source>Fire Group: %1 (models: %2, BS %3)</source>
            <translation>Fire Group: %1 (models: %2, BS %3)</translation>
        </message>
        <message>
            <source>No shots fired</source>
            <translation>No shots fired</translation>
        </message>
        <message>
            <source>BS 10+ hits automatically: %1 Critical Hits</source>
            <translation>BS 10+ hits automatically: %1 Critical Hits</translation>
        </message>
        <message>
            <source>No hits</source>
            <translation>No hits</translation>
        </message>
        <message>
            <source>Snap Shots at BS 1 miss automatically; shots lost: %1</source>
            <translation>Snap Shots at BS 1 miss automatically; shots lost: %1</translation>
        </message>
        <message>
            <source>Models under the marker or template: %1, each one hit</source>
            <translation>Models under the marker or template: %1, each one hit</translation>
        </message>
        <message>
            <source>Wounds or penetrating hits: %1, glancing: %2</source>
            <translation>Wounds or penetrating hits: %1, glancing: %2</translation>
        </message>
        <message>
            <source>No target model left; wounds lost: %1</source>
            <translation>No target model left; wounds lost: %1</translation>
        </message>
        <message>
            <source>Deflagrate: %1 more hits at Strength %2</source>
            <translation>Deflagrate: %1 more hits at Strength %2</translation>
        </message>
        <message>
            <source>Unsaved wounds: %1, Damage %2; models set aside as casualties so far: %3</source>
            <translation>Unsaved wounds: %1, Damage %2; models set aside as casualties so far: %3</translation>
        </message>
        <message>
            <source>Return Fire: before casualties are removed the target shoots back with all %1 of its models, even those reduced to 0 Wounds</source>
            <translation>Return Fire: before casualties are removed the target shoots back with all %1 of its models, even those reduced to 0 Wounds</translation>
        </message>
        <message>
            <source>Automata pass every status check</source>
            <translation>Automata pass every status check</translation>
        </message>
        <message>
            <source>No morale checks</source>
            <translation>No morale checks</translation>
        </message>
        <message>
            <source>Check against %1 passed: not %2</source>
            <translation>Check against %1 passed: not %2</translation>
        </message>
        <message>
            <source>Check against %1 failed: the unit is %2</source>
            <translation>Check against %1 failed: the unit is %2</translation>
        </message>
        <message>
            <source>%1 has no models left</source>
            <translation>%1 has no models left</translation>
        </message>
        <message>
            <source>%1 has no model group %2</source>
            <translation>%1 has no model group %2</translation>
        </message>
        <message>
            <source>Model group %1 does not carry %2</source>
            <translation>Model group %1 does not carry %2</translation>
        </message>
        <message>
            <source>No model of %1 fires a weapon</source>
            <translation>No model of %1 fires a weapon</translation>
        </message>
        <message>
            <source>No model of %1 carries %2</source>
            <translation>No model of %1 carries %2</translation>
        </message>
        <message>
            <source>%1 would fire in %2 Fire Groups; Auspex resolves at most 21</source>
            <translation>%1 would fire in %2 Fire Groups; Auspex resolves at most 21</translation>
        </message>
        <message>
            <source>Unknown weapon special rule '%1'</source>
            <translation>Unknown weapon special rule '%1'</translation>
        </message>
        <message>
            <source>'%1' is not a valid weapon special rule</source>
            <translation>'%1' is not a valid weapon special rule</translation>
        </message>
        <message>
            <source>Medic! reaction (Recovery Tests on %1+ at step 11)</source>
            <translation>Medic! reaction (Recovery Tests on %1+ at step 11)</translation>
        </message>
        <message>
            <source>Medic! is declared or not</source>
            <translation>Medic! is declared or not</translation>
        </message>
        <message>
            <source>Saving throws (AP %1)</source>
            <translation>Saving throws (AP %1)</translation>
        </message>
        <message>
            <source>%1 on %2+</source>
            <translation>%1 on %2+</translation>
        </message>
        <message>
            <source>Damage Mitigation Tests</source>
            <translation>Damage Mitigation Tests</translation>
        </message>
        <message>
            <source>Feel No Pain / Shrouded on %1+</source>
            <translation>Feel No Pain / Shrouded on %1+</translation>
        </message>
        <message>
            <source>Damage rolls</source>
            <translation>Damage rolls</translation>
        </message>
        <message>
            <source>Saves failed: %1</source>
            <translation>Saves failed: %1</translation>
        </message>
        <message>
            <source>Damage %1 for each unsaved wound (unsaved wounds: %2)</source>
            <translation>Damage %1 for each unsaved wound (unsaved wounds: %2)</translation>
        </message>
        <message>
            <source>Recovery Tests (Medic!)</source>
            <translation>Recovery Tests (Medic!)</translation>
        </message>
        <message>
            <source>%1+: one unsaved wound of that model deals 1 less Damage</source>
            <translation>%1+: one unsaved wound of that model deals 1 less Damage</translation>
        </message>
        <message>
            <source>Vehicle Damage Table</source>
            <translation>Vehicle Damage Table</translation>
        </message>
        <message>
            <source>1-2 Stunned, 3-4 Pinned, 5-6 Suppressed; a status it already has costs 1 Hull Point</source>
            <translation>1-2 Stunned, 3-4 Pinned, 5-6 Suppressed; a status it already has costs 1 Hull Point</translation>
        </message>
        <message>
            <source>Removing the casualties breaks the unit's coherency</source>
            <translation>Removing the casualties breaks the unit's coherency</translation>
        </message>
        <message>
            <source>Coherency is broken or not</source>
            <translation>Coherency is broken or not</translation>
        </message>
        <message>
            <source>%1 Recovery Tests passed</source>
            <translation>%1 Recovery Tests passed</translation>
        </message>
        <message>
            <source>Models removed as casualties: %1</source>
            <translation>Models removed as casualties: %1</translation>
        </message>
        <message>
            <source>Leadership check</source>
            <translation>Leadership check</translation>
        </message>
        <message>
            <source>Cool check</source>
            <translation>Cool check</translation>
        </message>
        <message>
            <source>%1 against %2</source>
            <translation>%1 against %2</translation>
        </message>
        <message>
            <source>2D6 of %1 or less passes; double 1 passes, double 6 fails</source>
            <translation>2D6 of %1 or less passes; double 1 passes, double 6 fails</translation>
        </message>
        <message>
            <source>An embarked unit cannot make a Shooting Attack</source>
            <translation>An embarked unit cannot make a Shooting Attack</translation>
        </message>
        <message>
            <source>A unit Locked in Combat cannot make a Shooting Attack</source>
            <translation>A unit Locked in Combat cannot make a Shooting Attack</translation>
        </message>
        <message>
            <source>A unit that Rushed this turn cannot shoot (only units of Light models may, as Snap Shots)</source>
            <translation>A unit that Rushed this turn cannot shoot (only units of Light models may, as Snap Shots)</translation>
        </message>
        <message>
            <source>No Reaction can answer a Shooting Attack made as a Reaction</source>
            <translation>No Reaction can answer a Shooting Attack made as a Reaction</translation>
        </message>
        <message>
            <source>A unit with Automata models cannot make Reactions</source>
            <translation>A unit with Automata models cannot make Reactions</translation>
        </message>
        <message>
            <source>A Stunned or Routed unit cannot declare Reactions</source>
            <translation>A Stunned or Routed unit cannot declare Reactions</translation>
        </message>
        <message>
            <source>%1 needs a target unit that has the matching trait (Shield, Smokescreen or Medic (X))</source>
            <translation>%1 needs a target unit that has the matching trait (Shield, Smokescreen or Medic (X))</translation>
        </message>
        <message>
            <source>no cover</source>
            <translation>no cover</translation>
        </message>
        <message>
            <source>light (6+)</source>
            <translation>light (6+)</translation>
        </message>
        <message>
            <source>medium (5+)</source>
            <translation>medium (5+)</translation>
        </message>
        <message>
            <source>heavy (4+)</source>
            <translation>heavy (4+)</translation>
        </message>
        <message>
            <source>Target models within area terrain</source>
            <translation>Target models within area terrain</translation>
        </message>
        <message>
            <source>'%1' is not a kind of cover</source>
            <translation>'%1' is not a kind of cover</translation>
        </message>
        <message>
            <source>no reaction</source>
            <translation>no reaction</translation>
        </message>
        <message>
            <source>The unit may also declare Medic! later, during the saves (step 9)</source>
            <translation>The unit may also declare Medic! later, during the saves (step 9)</translation>
        </message>
        <message>
            <source>Reaction of the target unit (1 Reaction point)</source>
            <translation>Reaction of the target unit (1 Reaction point)</translation>
        </message>
        <message>
            <source>A unit makes at most one Reaction in a turn</source>
            <translation>A unit makes at most one Reaction in a turn</translation>
        </message>
        <message>
            <source>'%1' is not a reaction</source>
            <translation>'%1' is not a reaction</translation>
        </message>
        <message>
            <source>Medic! is declared at step 9, during the saves</source>
            <translation>Medic! is declared at step 9, during the saves</translation>
        </message>
        <message>
            <source>Reaction declared: %1</source>
            <translation>Reaction declared: %1</translation>
        </message>
        <message>
            <source>%1 (models: %2, BS %3)</source>
            <translation>%1 (models: %2, BS %3)</translation>
        </message>
        <message>
            <source>Choose the next Fire Group to resolve</source>
            <translation>Choose the next Fire Group to resolve</translation>
        </message>
        <message>
            <source>Firepower of %1</source>
            <translation>Firepower of %1</translation>
        </message>
        <message>
            <source>Firepower %1 for each model (models: %2)</source>
            <translation>Firepower %1 for each model (models: %2)</translation>
        </message>
        <message>
            <source>Lay the template with its narrow end touching the firer; every target model it touches is hit (no Hit Test)</source>
            <translation>Lay the template with its narrow end touching the firer; every target model it touches is hit (no Hit Test)</translation>
        </message>
        <message>
            <source>Place the marker over a target model and scatter it as the weapon's rules say; every target model it then touches is hit (no Hit Test)</source>
            <translation>Place the marker over a target model and scatter it as the weapon's rules say; every target model it then touches is hit (no Hit Test)</translation>
        </message>
        <message>
            <source>Target models under the marker or template</source>
            <translation>Target models under the marker or template</translation>
        </message>
        <message>
            <source>Enter a number of models from 0 to %1</source>
            <translation>Enter a number of models from 0 to %1</translation>
        </message>
        <message>
            <source>Hits: %1 (Critical Hits: %2, Rending: %3)</source>
            <translation>Hits: %1 (Critical Hits: %2, Rending: %3)</translation>
        </message>
        <message>
            <source>Strength %1 against Toughness %2: wounds on %3+</source>
            <translation>Strength %1 against Toughness %2: wounds on %3+</translation>
        </message>
        <message>
            <source>Strength %1 against Toughness %2: no wound possible</source>
            <translation>Strength %1 against Toughness %2: no wound possible</translation>
        </message>
        <message>
            <source>BS %1: hits on 2+, Critical Hit on %2+</source>
            <translation>BS %1: hits on 2+, Critical Hit on %2+</translation>
        </message>
        <message>
            <source>BS %1: hits on %2+</source>
            <translation>BS %1: hits on %2+</translation>
        </message>
        <message>
            <source>Snap Shots</source>
            <translation>Snap Shots</translation>
        </message>
        <message>
            <source>Hit Tests: %1</source>
            <translation>Hit Tests: %1</translation>
        </message>
        <message>
            <source>Wound Tests: %1</source>
            <translation>Wound Tests: %1</translation>
        </message>
        <message>
            <source>Armour Penetration Tests: %1</source>
            <translation>Armour Penetration Tests: %1</translation>
        </message>
        <message>
            <source>D6 + Strength %1 against Armour %2: equal glances, higher penetrates</source>
            <translation>D6 + Strength %1 against Armour %2: equal glances, higher penetrates</translation>
        </message>
        <message>
            <source>Armour save</source>
            <translation>Armour save</translation>
        </message>
        <message>
            <source>Cover save</source>
            <translation>Cover save</translation>
        </message>
        <message>
            <source>Invulnerable save</source>
            <translation>Invulnerable save</translation>
        </message>
    </context>
    <context>
        <name>KillTeam</name>
        <message>
            <source>%1 has no %2 value</source>
            <translation>%1 has no %2 value</translation>
        </message>
        <message>
            <source>No model of %1 carries %2</source>
            <translation>No model of %1 carries %2</translation>
        </message>
        <message>
            <source>%1 has no models left</source>
            <translation>%1 has no models left</translation>
        </message>
        <message>
            <source>The target kill team has more than 50 models: too many for exact odds</source>
            <translation>The target kill team has more than 50 models: too many for exact odds</translation>
        </message>
        <message>
            <source>Unknown situation '%1'</source>
            <translation>Unknown situation '%1'</translation>
        </message>
        <message>
            <source>After Advancing a model can shoot only Assault weapons</source>
            <translation>After Advancing a model can shoot only Assault weapons</translation>
        </message>
        <message>
            <source>A model within 1" of an enemy model can shoot only a Pistol</source>
            <translation>A model within 1" of an enemy model can shoot only a Pistol</translation>
        </message>
        <message>
            <source>Only one model of a kill team can use a grenade in a phase</source>
            <translation>Only one model of a kill team can use a grenade in a phase</translation>
        </message>
        <message>
            <source>A shaken model cannot shoot</source>
            <translation>A shaken model cannot shoot</translation>
        </message>
        <message>
            <source>A model within 1" of a friendly model cannot be targeted</source>
            <translation>A model within 1" of a friendly model cannot be targeted</translation>
        </message>
        <message>
            <source>The target is out of range</source>
            <translation>The target is out of range</translation>
        </message>
        <message>
            <source>Shots: %1</source>
            <translation>Shots: %1</translation>
        </message>
        <message>
            <source>%1 (wounds: %2, flesh wounds: %3)</source>
            <translation>%1 (wounds: %2, flesh wounds: %3)</translation>
        </message>
        <message>
            <source>Target model</source>
            <translation>Target model</translation>
        </message>
        <message>
            <source>Any enemy model the firer can see and reach, except one within 1" of a model of your side</source>
            <translation>Any enemy model the firer can see and reach, except one within 1" of a model of your side</translation>
        </message>
        <message>
            <source>Target obscured (-1 to hit, -1 injury)</source>
            <translation>Target obscured (-1 to hit, -1 injury)</translation>
        </message>
        <message>
            <source>Split the shots between models within 2"</source>
            <translation>Split the shots between models within 2"</translation>
        </message>
        <message>
            <source>Firer moved (Heavy: -1 to hit)</source>
            <translation>Firer moved (Heavy: -1 to hit)</translation>
        </message>
        <message>
            <source>Firer Advanced (Assault only, -1 to hit)</source>
            <translation>Firer Advanced (Assault only, -1 to hit)</translation>
        </message>
        <message>
            <source>Firer within 1" of an enemy (Pistol only)</source>
            <translation>Firer within 1" of an enemy (Pistol only)</translation>
        </message>
        <message>
            <source>Flesh wounds on the firer (-1 each)</source>
            <translation>Flesh wounds on the firer (-1 each)</translation>
        </message>
        <message>
            <source>Firer's kill team is broken (-1 to hit)</source>
            <translation>Firer's kill team is broken (-1 to hit)</translation>
        </message>
        <message>
            <source>Firer is shaken (cannot shoot)</source>
            <translation>Firer is shaken (cannot shoot)</translation>
        </message>
        <message>
            <source>Target within 1" of a friendly model</source>
            <translation>Target within 1" of a friendly model</translation>
        </message>
        <message>
            <source>'%1' needs a number</source>
            <translation>'%1' needs a number</translation>
        </message>
        <message>
            <source>'%1' must be between 0 and %2</source>
            <translation>'%1' must be between 0 and %2</translation>
        </message>
        <message>
            <source>'%1' is either on or off</source>
            <translation>'%1' is either on or off</translation>
        </message>
        <message>
            <source>'%1' is not a target model in action</source>
            <translation>'%1' is not a target model in action</translation>
        </message>
        <message>
            <source>Model %1 of %2 shoots %3 at %4</source>
            <translation>Model %1 of %2 shoots %3 at %4</translation>
        </message>
        <message>
            <source>Model %1 of %2 shoots</source>
            <translation>Model %1 of %2 shoots</translation>
        </message>
        <message>
            <source>Distance to the target (inches)</source>
            <translation>Distance to the target (inches)</translation>
        </message>
        <message>
            <source>Out of range (%1" &gt; %2"): no shot</source>
            <translation>Out of range (%1" &gt; %2"): no shot</translation>
        </message>
        <message>
            <source>In range</source>
            <translation>In range</translation>
        </message>
        <message>
            <source>Within half range: Rapid Fire shoots twice</source>
            <translation>Within half range: Rapid Fire shoots twice</translation>
        </message>
        <message>
            <source>Long range (%1" of %2"): -1 to hit</source>
            <translation>Long range (%1" of %2"): -1 to hit</translation>
        </message>
        <message>
            <source>Within half range (%1" of %2")</source>
            <translation>Within half range (%1" of %2")</translation>
        </message>
        <message>
            <source>Roll for the number of shots</source>
            <translation>Roll for the number of shots</translation>
        </message>
        <message>
            <source>Shots: %1, times %2</source>
            <translation>Shots: %1, times %2</translation>
        </message>
        <message>
            <source>Split the shots: the first target and models within 2" of it</source>
            <translation>Split the shots: the first target and models within 2" of it</translation>
        </message>
        <message>
            <source>The first target model must get at least one of the shots</source>
            <translation>The first target model must get at least one of the shots</translation>
        </message>
        <message>
            <source>Shots split: %1</source>
            <translation>Shots split: %1</translation>
        </message>
        <message>
            <source>BS %1+, modifier %2: hits on %3+</source>
            <translation>BS %1+, modifier %2: hits on %3+</translation>
        </message>
        <message>
            <source>A 1 always misses, a 6 always hits</source>
            <translation>A 1 always misses, a 6 always hits</translation>
        </message>
        <message>
            <source>Wound rolls</source>
            <translation>Wound rolls</translation>
        </message>
        <message>
            <source>S %1 against T %2: wounds on %3+</source>
            <translation>S %1 against T %2: wounds on %3+</translation>
        </message>
        <message>
            <source>Bladestorm: %1 of them at AP %2</source>
            <translation>Bladestorm: %1 of them at AP %2</translation>
        </message>
        <message>
            <source>No save is possible</source>
            <translation>No save is possible</translation>
        </message>
        <message>
            <source>Saving throws (the target's player)</source>
            <translation>Saving throws (the target's player)</translation>
        </message>
        <message>
            <source>Saves failed: %1</source>
            <translation>Saves failed: %1</translation>
        </message>
        <message>
            <source>%1 is down to 0 wounds</source>
            <translation>%1 is down to 0 wounds</translation>
        </message>
        <message>
            <source>A third flesh wound: %1 is out of action</source>
            <translation>A third flesh wound: %1 is out of action</translation>
        </message>
        <message>
            <source>%1: wounds left: %2</source>
            <translation>%1: wounds left: %2</translation>
        </message>
        <message>
            <source>Injury roll for %1 (the highest die counts)</source>
            <translation>Injury roll for %1 (the highest die counts)</translation>
        </message>
        <message>
            <source>%1 is out of action</source>
            <translation>%1 is out of action</translation>
        </message>
        <message>
            <source>%1 suffers a flesh wound (%2 now)</source>
            <translation>%1 suffers a flesh wound (%2 now)</translation>
        </message>
        <message>
            <source>Save %1+, AP %2, invulnerable %3+: saved on %4+</source>
            <translation>Save %1+, AP %2, invulnerable %3+: saved on %4+</translation>
        </message>
        <message>
            <source>Hit rolls at %1</source>
            <translation>Hit rolls at %1</translation>
        </message>
        <message>
            <source>Save %1+, AP %2: saved on %3+</source>
            <translation>Save %1+, AP %2: saved on %3+</translation>
        </message>
        <message>
            <source>A 1 always fails</source>
            <translation>A 1 always fails</translation>
        </message>
        <message>
            <source>Damage: %1 for each unsaved wound, in order</source>
            <translation>Damage: %1 for each unsaved wound, in order</translation>
        </message>
        <message>
            <source>Damage %1</source>
            <translation>Damage %1</translation>
        </message>
        <message>
            <source>%1 further unsaved wounds are discarded</source>
            <translation>%1 further unsaved wounds are discarded</translation>
        </message>
        <message>
            <source>Hits: %1</source>
            <translation>Hits: %1</translation>
        </message>
        <message>
            <source>Wounds: %1</source>
            <translation>Wounds: %1</translation>
        </message>
        <message>
            <source>No armour save; invulnerable %1+: saved on %2+</source>
            <translation>No armour save; invulnerable %1+: saved on %2+</translation>
        </message>
        <message>
            <source>Unsaved wounds: %1</source>
            <translation>Unsaved wounds: %1</translation>
        </message>
        <message>
            <source>4+ is out of action, modifier %1: a die of %2+</source>
            <translation>4+ is out of action, modifier %1: a die of %2+</translation>
        </message>
        <message>
            <source>Otherwise a flesh wound: 1 wound left</source>
            <translation>Otherwise a flesh wound: 1 wound left</translation>
        </message>
        <message>
            <source>Models down: %1 of %2; a Broken test is due in the Morale phase</source>
            <translation>Models down: %1 of %2; a Broken test is due in the Morale phase</translation>
        </message>
        <message>
            <source>No Broken test is due (models down: %1 of %2)</source>
            <translation>No Broken test is due (models down: %1 of %2)</translation>
        </message>
    </context>
    <context>
        <name>LazyRules</name>
        <message>
            <source>&amp;Rules reference</source>
            <translation>&amp;Rules reference</translation>
        </message>
        <message>
            <source>Open the rules reference</source>
            <translation>Open the rules reference</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>%1: %2 vs %3</source>
            <translation>%1: %2 vs %3</translation>
        </message>
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
            <source>All demo rosters</source>
            <translation>All demo rosters</translation>
        </message>
        <message>
            <source>&amp;Game data…</source>
            <translation>&amp;Game data…</translation>
        </message>
        <message>
            <source>New roster from game da&amp;ta…</source>
            <translation>New roster from game da&amp;ta…</translation>
        </message>
        <message>
            <source>&amp;Import BattleScribe roster…</source>
            <translation>&amp;Import BattleScribe roster…</translation>
        </message>
        <message>
            <source>&amp;Export as BattleScribe roster…</source>
            <translation>&amp;Export as BattleScribe roster…</translation>
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
            <source>&amp;First steps</source>
            <translation>&amp;First steps</translation>
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
            <source>Your settings could not be saved: %1</source>
            <translation>Your settings could not be saved: %1</translation>
        </message>
    </context>
    <context>
        <name>NewDataRosterDialog</name>
        <message>
            <source>New roster from game data</source>
            <translation>New roster from game data</translation>
        </message>
        <message>
            <source>&amp;Game system:</source>
            <translation>&amp;Game system:</translation>
        </message>
        <message>
            <source>&amp;Faction:</source>
            <translation>&amp;Faction:</translation>
        </message>
        <message>
            <source>F&amp;orce:</source>
            <translation>F&amp;orce:</translation>
        </message>
        <message>
            <source>&amp;Detachments:</source>
            <translation>&amp;Detachments:</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Name:</translation>
        </message>
        <message>
            <source>&amp;Points limit:</source>
            <translation>&amp;Points limit:</translation>
        </message>
        <message>
            <source>Search factions</source>
            <translation>Search factions</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>No limit</translation>
        </message>
        <message>
            <source>Forces inside the chosen force (the ones the data requires are ticked); more can be added later</source>
            <translation>Forces inside the chosen force (the ones the data requires are ticked); more can be added later</translation>
        </message>
        <message>
            <source>&amp;Create</source>
            <translation>&amp;Create</translation>
        </message>
        <message>
            <source>revision %1</source>
            <translation>revision %1</translation>
        </message>
        <message>
            <source>This catalogue offers no force to build.</source>
            <translation>This catalogue offers no force to build.</translation>
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
        <name>Notices</name>
        <message>
            <source>Retry</source>
            <translation>Retry</translation>
        </message>
    </context>
    <context>
        <name>OddsPanel</name>
        <message>
            <source>The odds could not be computed.</source>
            <translation>The odds could not be computed.</translation>
        </message>
        <message>
            <source>Odds from here (exact)</source>
            <translation>Odds from here (exact)</translation>
        </message>
        <message>
            <source>Calculating…</source>
            <translation>Calculating…</translation>
        </message>
        <message>
            <source>Expected models removed</source>
            <translation>Expected models removed</translation>
        </message>
        <message>
            <source>At least one model removed</source>
            <translation>At least one model removed</translation>
        </message>
        <message>
            <source>Morale test forced</source>
            <translation>Morale test forced</translation>
        </message>
        <message>
            <source>Morale test failed</source>
            <translation>Morale test failed</translation>
        </message>
        <message>
            <source>Models removed: settled at %1</source>
            <translation>Models removed: settled at %1</translation>
        </message>
        <message>
            <source>unknown (no Leadership)</source>
            <translation>unknown (no Leadership)</translation>
        </message>
        <message>
            <source>not rolled in this edition</source>
            <translation>not rolled in this edition</translation>
        </message>
        <message>
            <source>exactly N</source>
            <translation>exactly N</translation>
        </message>
        <message>
            <source>at least N</source>
            <translation>at least N</translation>
        </message>
        <message>
            <source>%1: %2 on average, at least one %3</source>
            <translation>%1: %2 on average, at least one %3</translation>
        </message>
    </context>
    <context>
        <name>OptionsPanel</name>
        <message>
            <source>Reading the game data…</source>
            <translation>Reading the game data…</translation>
        </message>
        <message>
            <source>This roster has no game data to build from.</source>
            <translation>This roster has no game data to build from.</translation>
        </message>
        <message>
            <source>This unit is not from the game data (it was made or changed by hand in Auspex): it has no options.</source>
            <translation>This unit is not from the game data (it was made or changed by hand in Auspex): it has no options.</translation>
        </message>
        <message>
            <source>This unit has no options.</source>
            <translation>This unit has no options.</translation>
        </message>
        <message>
            <source>%1 (not available here)</source>
            <translation>%1 (not available here)</translation>
        </message>
        <message>
            <source>The game data does not offer this here (any more). Clear the box to take it away.</source>
            <translation>The game data does not offer this here (any more). Clear the box to take it away.</translation>
        </message>
        <message>
            <source>exactly %1</source>
            <translation>exactly %1</translation>
        </message>
        <message>
            <source>up to %1</source>
            <translation>up to %1</translation>
        </message>
        <message>
            <source>at least %1</source>
            <translation>at least %1</translation>
        </message>
        <message>
            <source>%1 chosen</source>
            <translation>%1 chosen</translation>
        </message>
        <message>
            <source>None</source>
            <translation>None</translation>
        </message>
        <message>
            <source>required</source>
            <translation>required</translation>
        </message>
        <message>
            <source>Cost of one: %1</source>
            <translation>Cost of one: %1</translation>
        </message>
        <message>
            <source>How many: %1</source>
            <translation>How many: %1</translation>
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
        <name>RestoreOffer</name>
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
        <name>ResultPage</name>
        <message numerus="yes">
            <source>unsaved</source>
            <translation>
                <numerusform>unsaved</numerusform>
                <numerusform>unsaved</numerusform>
            </translation>
        </message>
        <message>
            <source>Model group</source>
            <translation>Model group</translation>
        </message>
        <message>
            <source>Models</source>
            <translation>Models</translation>
        </message>
        <message>
            <source>Wounds lost</source>
            <translation>Wounds lost</translation>
        </message>
        <message>
            <source>Flesh wounds</source>
            <translation>Flesh wounds</translation>
        </message>
        <message>
            <source>Target unit after the attack</source>
            <translation>Target unit after the attack</translation>
        </message>
        <message>
            <source>New attack</source>
            <translation>New attack</translation>
        </message>
        <message numerus="yes">
            <source>shot(s)</source>
            <translation>
                <numerusform>shot</numerusform>
                <numerusform>shots</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>hit(s)</source>
            <translation>
                <numerusform>hit</numerusform>
                <numerusform>hits</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>wound(s)</source>
            <translation>
                <numerusform>wound</numerusform>
                <numerusform>wounds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>model(s) removed</source>
            <translation>
                <numerusform>model removed</numerusform>
                <numerusform>models removed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n model(s) removed</source>
            <translation>
                <numerusform>%n model removed</numerusform>
                <numerusform>%n models removed</numerusform>
            </translation>
        </message>
        <message>
            <source>The target kill team must take a Broken test in the next Morale phase.</source>
            <translation>The target kill team must take a Broken test in the next Morale phase.</translation>
        </message>
        <message>
            <source>The firing weapon jammed.</source>
            <translation>The firing weapon jammed.</translation>
        </message>
        <message>
            <source>Target models after the attack</source>
            <translation>Target models after the attack</translation>
        </message>
        <message>
            <source>Morale test passed.</source>
            <translation>Morale test passed.</translation>
        </message>
        <message>
            <source>Morale test failed.</source>
            <translation>Morale test failed.</translation>
        </message>
        <message>
            <source>A morale test is due.</source>
            <translation>A morale test is due.</translation>
        </message>
        <message>
            <source>New status: %1</source>
            <translation>New status: %1</translation>
        </message>
        <message>
            <source> of %1</source>
            <translation> of %1</translation>
        </message>
        <message>
            <source>You choose which models are removed: set how many each group loses.</source>
            <translation>You choose which models are removed: set how many each group loses.</translation>
        </message>
        <message>
            <source>Apply to %1</source>
            <translation>Apply to %1</translation>
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
        <name>RosterCheck</name>
        <message>
            <source>%1 needs at least %2 × %3 (it has %4)</source>
            <translation>%1 needs at least %2 × %3 (it has %4)</translation>
        </message>
        <message>
            <source>%1 may have at most %2 × %3 (it has %4)</source>
            <translation>%1 may have at most %2 × %3 (it has %4)</translation>
        </message>
        <message>
            <source>%1 needs at least %2 %3 of %4 (it has %5)</source>
            <translation>%1 needs at least %2 %3 of %4 (it has %5)</translation>
        </message>
        <message>
            <source>%1 may have at most %2 %3 of %4 (it has %5)</source>
            <translation>%1 may have at most %2 %3 of %4 (it has %5)</translation>
        </message>
        <message>
            <source>%1 is not in the loaded catalogues</source>
            <translation>%1 is not in the loaded catalogues</translation>
        </message>
        <message>
            <source>%1 cannot have %2: it is not available in this roster</source>
            <translation>%1 cannot have %2: it is not available in this roster</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>The force %1 is not in the loaded game data</source>
            <translation>The force %1 is not in the loaded game data</translation>
        </message>
    </context>
    <context>
        <name>RosterCommand</name>
        <message>
            <source>The file is too large or too deeply nested to read</source>
            <translation>The file is too large or too deeply nested to read</translation>
        </message>
        <message>
            <source>Could not read the roster (%1)</source>
            <translation>Could not read the roster (%1)</translation>
        </message>
        <message>
            <source>%1 is a folder; give the name of the .json file to write</source>
            <translation>%1 is a folder; give the name of the .json file to write</translation>
        </message>
        <message>
            <source>The folder %1 does not exist</source>
            <translation>The folder %1 does not exist</translation>
        </message>
        <message>
            <source>IN and OUT are the same file; give another name for OUT</source>
            <translation>IN and OUT are the same file; give another name for OUT</translation>
        </message>
        <message>
            <source>%1 already exists; add --force to replace it</source>
            <translation>%1 already exists; add --force to replace it</translation>
        </message>
        <message>
            <source>Could not write %1: %2</source>
            <translation>Could not write %1: %2</translation>
        </message>
    </context>
    <context>
        <name>RosterEditor</name>
        <message>
            <source>Profiles</source>
            <translation>Profiles</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <source>Forces</source>
            <translation>Forces</translation>
        </message>
        <message>
            <source>Roster editor</source>
            <translation>Roster editor</translation>
        </message>
        <message>
            <source>Roster</source>
            <translation>Roster</translation>
        </message>
        <message>
            <source>Total: %1 pts</source>
            <translation>Total: %1 pts</translation>
        </message>
        <message numerus="yes">
            <source>%n model(s)</source>
            <translation>
                <numerusform>%n model</numerusform>
                <numerusform>%n models</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n error(s)</source>
            <translation>
                <numerusform>%n error</numerusform>
                <numerusform>%n errors</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n warning(s)</source>
            <translation>
                <numerusform>%n warning</numerusform>
                <numerusform>%n warnings</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RosterFile</name>
        <message>
            <source>The file is too large to be a roster (%1 MB)</source>
            <translation>The file is too large to be a roster (%1 MB)</translation>
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
            <source>The roster file is damaged (the entry '%1' appears twice in one object)</source>
            <translation>The roster file is damaged (the entry '%1' appears twice in one object)</translation>
        </message>
        <message>
            <source>The roster file is damaged (%1 is not a JSON value)</source>
            <translation>The roster file is damaged (%1 is not a JSON value)</translation>
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
        <name>RosterImport</name>
        <message>
            <source>Some costs have fractions of a point; Auspex rounds them</source>
            <translation>Some costs have fractions of a point; Auspex rounds them</translation>
        </message>
        <message>
            <source>%1: Auspex cannot shoot with or at this kind of model (%2) in this edition yet; its profiles are kept as they are</source>
            <translation>%1: Auspex cannot shoot with or at this kind of model (%2) in this edition yet; its profiles are kept as they are</translation>
        </message>
        <message>
            <source>%1: the weapon profile could not be used; it is kept as it is</source>
            <translation>%1: the weapon profile could not be used; it is kept as it is</translation>
        </message>
        <message>
            <source>Auspex does not know the game system '%1'; its profiles are shown as they are</source>
            <translation>Auspex does not know the game system '%1'; its profiles are shown as they are</translation>
        </message>
        <message>
            <source>The roster has too many units (%1)</source>
            <translation>The roster has too many units (%1)</translation>
        </message>
        <message>
            <source>%1: the characteristic '%2' is not known; the profile is kept as it is</source>
            <translation>%1: the characteristic '%2' is not known; the profile is kept as it is</translation>
        </message>
        <message>
            <source>%1: %2 '%3' is not a number Auspex can use; the profile is kept as it is</source>
            <translation>%1: %2 '%3' is not a number Auspex can use; the profile is kept as it is</translation>
        </message>
        <message>
            <source>%1: %2 '%3' is not something Auspex can use; the weapon is kept as a raw profile</source>
            <translation>%1: %2 '%3' is not something Auspex can use; the weapon is kept as a raw profile</translation>
        </message>
        <message>
            <source>The roster costs %1 %2, over its limit of %3</source>
            <translation>The roster costs %1 %2, over its limit of %3</translation>
        </message>
        <message>
            <source>The file says the roster costs %1 %2, but its selections add up to %3</source>
            <translation>The file says the roster costs %1 %2, but its selections add up to %3</translation>
        </message>
    </context>
    <context>
        <name>RosterPage</name>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Name:</translation>
        </message>
        <message>
            <source>Edition:</source>
            <translation>Edition:</translation>
        </message>
        <message>
            <source>&amp;Points limit:</source>
            <translation>&amp;Points limit:</translation>
        </message>
        <message>
            <source>N&amp;otes:</source>
            <translation>N&amp;otes:</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>No limit</translation>
        </message>
        <message>
            <source>%1 (imported)</source>
            <translation>%1 (imported)</translation>
        </message>
        <message numerus="yes">
            <source>%n unit(s)</source>
            <translation>
                <numerusform>%n unit</numerusform>
                <numerusform>%n units</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n model(s)</source>
            <translation>
                <numerusform>%n model</numerusform>
                <numerusform>%n models</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RosterTreeModel</name>
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
        <name>RulesPanel</name>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>&amp;Rules reference</source>
            <translation>&amp;Rules reference</translation>
        </message>
        <message>
            <source>Open the rules reference</source>
            <translation>Open the rules reference</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Back</translation>
        </message>
        <message>
            <source>Back (Alt+Left)</source>
            <translation>Back (Alt+Left)</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Forward</translation>
        </message>
        <message>
            <source>Forward (Alt+Right)</source>
            <translation>Forward (Alt+Right)</translation>
        </message>
        <message>
            <source>Glossary</source>
            <translation>Glossary</translation>
        </message>
        <message>
            <source>Edition</source>
            <translation>Edition</translation>
        </message>
        <message>
            <source>Search the rules (English or Russian)</source>
            <translation>Search the rules (English or Russian)</translation>
        </message>
        <message>
            <source>This edition only</source>
            <translation>This edition only</translation>
        </message>
        <message>
            <source>Search only the edition chosen above</source>
            <translation>Search only the edition chosen above</translation>
        </message>
        <message numerus="yes">
            <source>%n topic(s) found</source>
            <translation>
                <numerusform>%n topic found</numerusform>
                <numerusform>%n topics found</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing found for “%1”.</source>
            <translation>Nothing found for “%1”.</translation>
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
        <name>Second</name>
        <message>
            <source>%1 cannot have had %2 models at the start of the turn: it has %3 now</source>
            <translation>%1 cannot have had %2 models at the start of the turn: it has %3 now</translation>
        </message>
        <message>
            <source>short range</source>
            <translation>short range</translation>
        </message>
        <message>
            <source>long range</source>
            <translation>long range</translation>
        </message>
        <message>
            <source>No exception</source>
            <translation>No exception</translation>
        </message>
        <message>
            <source>The firer is a hero or special character</source>
            <translation>The firer is a hero or special character</translation>
        </message>
        <message>
            <source>The closer target is a vehicle</source>
            <translation>The closer target is a vehicle</translation>
        </message>
        <message>
            <source>The closer target is a building</source>
            <translation>The closer target is a building</translation>
        </message>
        <message>
            <source>The closer models are in close combat</source>
            <translation>The closer models are in close combat</translation>
        </message>
        <message>
            <source>The closer models are broken</source>
            <translation>The closer models are broken</translation>
        </message>
        <message>
            <source>The closer target is in cover, this one in the open</source>
            <translation>The closer target is in cover, this one in the open</translation>
        </message>
        <message>
            <source>The target is in the 90° arc in front of the firers</source>
            <translation>The target is in the 90° arc in front of the firers</translation>
        </message>
        <message>
            <source>Models with the target in arc and in sight</source>
            <translation>Models with the target in arc and in sight</translation>
        </message>
        <message>
            <source>It is the closest target</source>
            <translation>It is the closest target</translation>
        </message>
        <message>
            <source>Why a closer target may be passed over</source>
            <translation>Why a closer target may be passed over</translation>
        </message>
        <message>
            <source>Target in cover</source>
            <translation>Target in cover</translation>
        </message>
        <message>
            <source>In the open</source>
            <translation>In the open</translation>
        </message>
        <message>
            <source>soft cover</source>
            <translation>soft cover</translation>
        </message>
        <message>
            <source>hard cover</source>
            <translation>hard cover</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1 (in %2)</source>
            <translation>%1 (in %2)</translation>
        </message>
        <message>
            <source>%1 at %2</source>
            <translation>%1 at %2</translation>
        </message>
        <message>
            <source>%1 at %2, at models in %3</source>
            <translation>%1 at %2, at models in %3</translation>
        </message>
        <message>
            <source>Several weapons or groups: the dice of each part in turn, as listed</source>
            <translation>Several weapons or groups: the dice of each part in turn, as listed</translation>
        </message>
        <message>
            <source>Soft cover (-1)</source>
            <translation>Soft cover (-1)</translation>
        </message>
        <message>
            <source>Hard cover (-2)</source>
            <translation>Hard cover (-2)</translation>
        </message>
        <message>
            <source>Target speed</source>
            <translation>Target speed</translation>
        </message>
        <message>
            <source>Slow or still</source>
            <translation>Slow or still</translation>
        </message>
        <message>
            <source>Fast (-1)</source>
            <translation>Fast (-1)</translation>
        </message>
        <message>
            <source>Very fast (-2)</source>
            <translation>Very fast (-2)</translation>
        </message>
        <message>
            <source>Unconfirmed thresholds: 10 inches moved is fast, 20 inches very fast</source>
            <translation>Unconfirmed thresholds: 10 inches moved is fast, 20 inches very fast</translation>
        </message>
        <message>
            <source>Large target (+1)</source>
            <translation>Large target (+1)</translation>
        </message>
        <message>
            <source>Models fire only at a target in the 90° arc in front of them</source>
            <translation>Models fire only at a target in the 90° arc in front of them</translation>
        </message>
        <message>
            <source>Shoot the closest target, unless an exception applies</source>
            <translation>Shoot the closest target, unless an exception applies</translation>
        </message>
        <message>
            <source>A target in cover may be passed over only for one in the open</source>
            <translation>A target in cover may be passed over only for one in the open</translation>
        </message>
        <message>
            <source>Models under each template or blast marker</source>
            <translation>Models under each template or blast marker</translation>
        </message>
        <message>
            <source>Models partly under each (hit on a 4+)</source>
            <translation>Models partly under each (hit on a 4+)</translation>
        </message>
        <message>
            <source>%1: %2 x %3</source>
            <translation>%1: %2 x %3</translation>
        </message>
        <message>
            <source>%1 (BS %2, modifiers %3): %4+</source>
            <translation>%1 (BS %2, modifiers %3): %4+</translation>
        </message>
        <message>
            <source>Scores of 7 or more: each 6 is rolled again</source>
            <translation>Scores of 7 or more: each 6 is rolled again</translation>
        </message>
        <message>
            <source>Roll to hit</source>
            <translation>Roll to hit</translation>
        </message>
        <message>
            <source>Score of 10 or more: no hit possible (%1)</source>
            <translation>Score of 10 or more: no hit possible (%1)</translation>
        </message>
        <message>
            <source>Hits: %1 (%2)</source>
            <translation>Hits: %1 (%2)</translation>
        </message>
        <message>
            <source>%1 sixes (%2), to be rolled again</source>
            <translation>%1 sixes (%2), to be rolled again</translation>
        </message>
        <message>
            <source>%1: %2+</source>
            <translation>%1: %2+</translation>
        </message>
        <message>
            <source>Second roll to hit</source>
            <translation>Second roll to hit</translation>
        </message>
        <message>
            <source>%1: %2 dice for each of %3 hitting shots</source>
            <translation>%1: %2 dice for each of %3 hitting shots</translation>
        </message>
        <message>
            <source>Sustained fire hits: %1 (%2)</source>
            <translation>Sustained fire hits: %1 (%2)</translation>
        </message>
        <message>
            <source>%1: models partly covered: 4+</source>
            <translation>%1: models partly covered: 4+</translation>
        </message>
        <message>
            <source>Models partly under templates and blast markers</source>
            <translation>Models partly under templates and blast markers</translation>
        </message>
        <message>
            <source>Each is hit on a 4+</source>
            <translation>Each is hit on a 4+</translation>
        </message>
        <message>
            <source>Roll to wound</source>
            <translation>Roll to wound</translation>
        </message>
        <message>
            <source>Toughness differs: hits dealt one per model in turn (%1)</source>
            <translation>Toughness differs: hits dealt one per model in turn (%1)</translation>
        </message>
        <message>
            <source>%1 on %2: %3+</source>
            <translation>%1 on %2: %3+</translation>
        </message>
        <message>
            <source>The squad is already wiped out: these saves only complete the count of unsaved wounds</source>
            <translation>The squad is already wiped out: these saves only complete the count of unsaved wounds</translation>
        </message>
        <message>
            <source>%1 wounds now: the models with these saves may fall before the others; the rest follow</source>
            <translation>%1 wounds now: the models with these saves may fall before the others; the rest follow</translation>
        </message>
        <message>
            <source>No save possible; unsaved wounds: %1 (%2)</source>
            <translation>No save possible; unsaved wounds: %1 (%2)</translation>
        </message>
        <message>
            <source>Saved: %1, unsaved wounds: %2 (%3)</source>
            <translation>Saved: %1, unsaved wounds: %2 (%3)</translation>
        </message>
        <message>
            <source>Damage %1 for each unsaved wound (unsaved wounds: %2); surplus damage is lost</source>
            <translation>Damage %1 for each unsaved wound (unsaved wounds: %2); surplus damage is lost</translation>
        </message>
        <message>
            <source>At least 25% of the squad lost this turn: passes on 2D6 at or under Ld %1</source>
            <translation>At least 25% of the squad lost this turn: passes on 2D6 at or under Ld %1</translation>
        </message>
        <message>
            <source>The firing models moved</source>
            <translation>The firing models moved</translation>
        </message>
        <message>
            <source>Cover: %1 × %2</source>
            <translation>Cover: %1 × %2</translation>
        </message>
        <message>
            <source>Models with the target in range</source>
            <translation>Models with the target in range</translation>
        </message>
        <message>
            <source>Of those, models at short range</source>
            <translation>Of those, models at short range</translation>
        </message>
        <message>
            <source>Firers have a targeter (+1)</source>
            <translation>Firers have a targeter (+1)</translation>
        </message>
        <message>
            <source>Firing from a moving vehicle (-1)</source>
            <translation>Firing from a moving vehicle (-1)</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>No model can fire</source>
            <translation>No model can fire</translation>
        </message>
        <message>
            <source>Number of shots</source>
            <translation>Number of shots</translation>
        </message>
        <message>
            <source>Score %1: each 6 is rolled again, needing %2+</source>
            <translation>Score %1: each 6 is rolled again, needing %2+</translation>
        </message>
        <message>
            <source>BS %1, modifiers %2: hits on %3+</source>
            <translation>BS %1, modifiers %2: hits on %3+</translation>
        </message>
        <message>
            <source>Each 6 hits if this roll is %1+</source>
            <translation>Each 6 hits if this roll is %1+</translation>
        </message>
        <message>
            <source>Sustained fire dice</source>
            <translation>Sustained fire dice</translation>
        </message>
        <message>
            <source>Faces 1-2: one hit, 3-4: two hits, 5: three hits, 6: jammed (no hit)</source>
            <translation>Faces 1-2: one hit, 3-4: two hits, 5: three hits, 6: jammed (no hit)</translation>
        </message>
        <message>
            <source>%1 on %2</source>
            <translation>%1 on %2</translation>
        </message>
        <message>
            <source>%1 (S%2 v T%3): %4+</source>
            <translation>%1 (S%2 v T%3): %4+</translation>
        </message>
        <message>
            <source>S%1 against T%2: wounds on %3+</source>
            <translation>S%1 against T%2: wounds on %3+</translation>
        </message>
        <message>
            <source>S%1 cannot wound T%2</source>
            <translation>S%1 cannot wound T%2</translation>
        </message>
        <message>
            <source>Wounds: %1 (%2)</source>
            <translation>Wounds: %1 (%2)</translation>
        </message>
        <message>
            <source>Force field saves %1</source>
            <translation>Force field saves %1</translation>
        </message>
        <message>
            <source>Unmodifiable %1+ save</source>
            <translation>Unmodifiable %1+ save</translation>
        </message>
        <message>
            <source>Armour saves %1 (two dice per wound)</source>
            <translation>Armour saves %1 (two dice per wound)</translation>
        </message>
        <message>
            <source>Each pair saves on %1+ (save %2+ on 2D6, modifier %3)</source>
            <translation>Each pair saves on %1+ (save %2+ on 2D6, modifier %3)</translation>
        </message>
        <message>
            <source>Unmodifiable %1+ save (better than the armour save)</source>
            <translation>Unmodifiable %1+ save (better than the armour save)</translation>
        </message>
        <message>
            <source>Armour saves %1</source>
            <translation>Armour saves %1</translation>
        </message>
        <message>
            <source>Save %1+ with modifier %2: %3+</source>
            <translation>Save %1+ with modifier %2: %3+</translation>
        </message>
        <message>
            <source>Target declared; models with it in arc and in sight: %1 of %2</source>
            <translation>Target declared; models with it in arc and in sight: %1 of %2</translation>
        </message>
        <message>
            <source>Models at short range: %1, at long range: %2; moved: %3</source>
            <translation>Models at short range: %1, at long range: %2; moved: %3</translation>
        </message>
        <message>
            <source>Shots: %1</source>
            <translation>Shots: %1</translation>
        </message>
        <message>
            <source>Dice for each hitting shot: %1 (hitting shots: %2)</source>
            <translation>Dice for each hitting shot: %1 (hitting shots: %2)</translation>
        </message>
        <message>
            <source>Weapons jammed: %1 (out of action next turn)</source>
            <translation>Weapons jammed: %1 (out of action next turn)</translation>
        </message>
        <message>
            <source>Force field: %1 saved, %2 left (%3)</source>
            <translation>Force field: %1 saved, %2 left (%3)</translation>
        </message>
        <message>
            <source>Damage %1</source>
            <translation>Damage %1</translation>
        </message>
        <message>
            <source>Damage %1 (%2)</source>
            <translation>Damage %1 (%2)</translation>
        </message>
        <message>
            <source>Break test</source>
            <translation>Break test</translation>
        </message>
        <message>
            <source>Break test passed (%1 against Ld %2)</source>
            <translation>Break test passed (%1 against Ld %2)</translation>
        </message>
        <message>
            <source>Break test failed (%1 against Ld %2): the squad is broken</source>
            <translation>Break test failed (%1 against Ld %2): the squad is broken</translation>
        </message>
    </context>
    <context>
        <name>SetupPage</name>
        <message>
            <source>Firing unit</source>
            <translation>Firing unit</translation>
        </message>
        <message>
            <source>Weapon each model fires</source>
            <translation>Weapon each model fires</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Target</translation>
        </message>
        <message>
            <source>Situation</source>
            <translation>Situation</translation>
        </message>
        <message>
            <source>Roster</source>
            <translation>Roster</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Unit</translation>
        </message>
        <message>
            <source>Weapon</source>
            <translation>Weapon</translation>
        </message>
        <message>
            <source>Target model groups</source>
            <translation>Target model groups</translation>
        </message>
        <message>
            <source>Models in cover (the rest are in the open and are removed first):</source>
            <translation>Models in cover (the rest are in the open and are removed first):</translation>
        </message>
        <message>
            <source>Casualties are removed in this order (drag or use the buttons):</source>
            <translation>Casualties are removed in this order (drag or use the buttons):</translation>
        </message>
        <message>
            <source>Move up</source>
            <translation>Move up</translation>
        </message>
        <message>
            <source>Move down</source>
            <translation>Move down</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>Start the attack</source>
            <translation>Start the attack</translation>
        </message>
        <message>
            <source>Every model's weapon (Fire Groups)</source>
            <translation>Every model's weapon (Fire Groups)</translation>
        </message>
        <message>
            <source>does not fire</source>
            <translation>does not fire</translation>
        </message>
        <message numerus="yes">
            <source>%n weapon(s) declared</source>
            <translation>
                <numerusform>%n weapon declared</numerusform>
                <numerusform>%n weapons declared</numerusform>
            </translation>
        </message>
        <message>
            <source> of %1</source>
            <translation> of %1</translation>
        </message>
        <message>
            <source>Templates and blast markers</source>
            <translation>Templates and blast markers</translation>
        </message>
        <message>
            <source>Count the target's models under each template or marker at the table. Left as it is, each covers one model wholly and none partly.</source>
            <translation>Count the target's models under each template or marker at the table. Left as it is, each covers one model wholly and none partly.</translation>
        </message>
        <message>
            <source>Models under each template</source>
            <translation>Models under each template</translation>
        </message>
        <message>
            <source>Models under each blast marker</source>
            <translation>Models under each blast marker</translation>
        </message>
        <message>
            <source>Models partly under (hit on 4+)</source>
            <translation>Models partly under (hit on 4+)</translation>
        </message>
        <message>
            <source>Open a roster to shoot with (File &gt; Open demo rosters has a pair for each edition).</source>
            <translation>Open a roster to shoot with (File &gt; Open demo rosters has a pair for each edition).</translation>
        </message>
        <message>
            <source>Open the opposing roster of the same edition to pick a target.</source>
            <translation>Open the opposing roster of the same edition to pick a target.</translation>
        </message>
        <message>
            <source>First target model</source>
            <translation>First target model</translation>
        </message>
        <message>
            <source>Each firing model may pick another model of this roster, or split its shots, at its target step</source>
            <translation>Each firing model may pick another model of this roster, or split its shots, at its target step</translation>
        </message>
        <message>
            <source>not measured</source>
            <translation>not measured</translation>
        </message>
        <message>
            <source>Leave at 'not measured' when every firer is in range; the range step lets you adjust it</source>
            <translation>Leave at 'not measured' when every firer is in range; the range step lets you adjust it</translation>
        </message>
    </context>
    <context>
        <name>ShootingWizard</name>
        <message>
            <source>Set-up</source>
            <translation>Set-up</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Target</translation>
        </message>
        <message>
            <source>Range</source>
            <translation>Range</translation>
        </message>
        <message>
            <source>Shots</source>
            <translation>Shots</translation>
        </message>
        <message>
            <source>Hit</source>
            <translation>Hit</translation>
        </message>
        <message>
            <source>Second roll</source>
            <translation>Second roll</translation>
        </message>
        <message>
            <source>Sustained fire</source>
            <translation>Sustained fire</translation>
        </message>
        <message>
            <source>Templates and blasts</source>
            <translation>Templates and blasts</translation>
        </message>
        <message>
            <source>Wound</source>
            <translation>Wound</translation>
        </message>
        <message>
            <source>Armour penetration</source>
            <translation>Armour penetration</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Save</translation>
        </message>
        <message>
            <source>Damage mitigation</source>
            <translation>Damage mitigation</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>Damage</translation>
        </message>
        <message>
            <source>Injury</source>
            <translation>Injury</translation>
        </message>
        <message>
            <source>Casualties</source>
            <translation>Casualties</translation>
        </message>
        <message>
            <source>Morale</source>
            <translation>Morale</translation>
        </message>
        <message>
            <source>Fire groups</source>
            <translation>Fire groups</translation>
        </message>
        <message>
            <source>Reactions</source>
            <translation>Reactions</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>broken</source>
            <translation>broken</translation>
        </message>
        <message>
            <source>falling back</source>
            <translation>falling back</translation>
        </message>
        <message>
            <source>pinned</source>
            <translation>pinned</translation>
        </message>
        <message>
            <source>suppressed</source>
            <translation>suppressed</translation>
        </message>
        <message>
            <source>stunned</source>
            <translation>stunned</translation>
        </message>
        <message>
            <source>routed</source>
            <translation>routed</translation>
        </message>
        <message>
            <source>weapon jammed</source>
            <translation>weapon jammed</translation>
        </message>
        <message>
            <source>Broken test due</source>
            <translation>Broken test due</translation>
        </message>
        <message>
            <source>Models left with a flesh wound</source>
            <translation>Models left with a flesh wound</translation>
        </message>
        <message>
            <source>Sustained fire jams</source>
            <translation>Sustained fire jams</translation>
        </message>
        <message>
            <source>Glancing hits</source>
            <translation>Glancing hits</translation>
        </message>
        <message>
            <source>Hits</source>
            <translation>Hits</translation>
        </message>
        <message>
            <source>Wounds</source>
            <translation>Wounds</translation>
        </message>
        <message>
            <source>Unsaved wounds</source>
            <translation>Unsaved wounds</translation>
        </message>
        <message>
            <source>Models removed</source>
            <translation>Models removed</translation>
        </message>
        <message>
            <source>Distance to the target</source>
            <translation>Distance to the target</translation>
        </message>
        <message>
            <source>Target unit's models when this shooting phase began</source>
            <translation>Target unit's models when this shooting phase began</translation>
        </message>
        <message>
            <source>In or behind cover (5+)</source>
            <translation>In or behind cover (5+)</translation>
        </message>
        <message>
            <source>Light cover (6+)</source>
            <translation>Light cover (6+)</translation>
        </message>
        <message>
            <source>Fortified position (4+)</source>
            <translation>Fortified position (4+)</translation>
        </message>
        <message>
            <source>as many as now</source>
            <translation>as many as now</translation>
        </message>
        <message>
            <source>Target squad's models when this turn began</source>
            <translation>Target squad's models when this turn began</translation>
        </message>
        <message>
            <source>Soft cover (-1 to hit)</source>
            <translation>Soft cover (-1 to hit)</translation>
        </message>
        <message>
            <source>Hard cover (-2 to hit)</source>
            <translation>Hard cover (-2 to hit)</translation>
        </message>
        <message>
            <source>Models the target kill team started with</source>
            <translation>Models the target kill team started with</translation>
        </message>
        <message>
            <source>as many as it has now</source>
            <translation>as many as it has now</translation>
        </message>
        <message>
            <source>Of them, already flesh-wounded, shaken or out of action</source>
            <translation>Of them, already flesh-wounded, shaken or out of action</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>Kind of attack</source>
            <translation>Kind of attack</translation>
        </message>
        <message>
            <source>Shooting Attack</source>
            <translation>Shooting Attack</translation>
        </message>
        <message>
            <source>Return Fire</source>
            <translation>Return Fire</translation>
        </message>
        <message>
            <source>Overwatch</source>
            <translation>Overwatch</translation>
        </message>
        <message>
            <source>Intercept</source>
            <translation>Intercept</translation>
        </message>
        <message>
            <source>Facing hit (vehicles)</source>
            <translation>Facing hit (vehicles)</translation>
        </message>
        <message>
            <source>Front</source>
            <translation>Front</translation>
        </message>
        <message>
            <source>Side</source>
            <translation>Side</translation>
        </message>
        <message>
            <source>Rear</source>
            <translation>Rear</translation>
        </message>
        <message>
            <source>The firing unit moved</source>
            <translation>The firing unit moved</translation>
        </message>
        <message>
            <source>The firing unit Rushed</source>
            <translation>The firing unit Rushed</translation>
        </message>
        <message>
            <source>Snap Shots</source>
            <translation>Snap Shots</translation>
        </message>
        <message>
            <source>The firing unit is locked in combat</source>
            <translation>The firing unit is locked in combat</translation>
        </message>
        <message>
            <source>The firing unit is embarked</source>
            <translation>The firing unit is embarked</translation>
        </message>
        <message>
            <source>Shooting</source>
            <translation>Shooting</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Back</translation>
        </message>
        <message>
            <source>Undo the last step (the roster is not touched)</source>
            <translation>Undo the last step (the roster is not touched)</translation>
        </message>
        <message>
            <source>Restart</source>
            <translation>Restart</translation>
        </message>
        <message>
            <source>Start this attack again from the first step</source>
            <translation>Start this attack again from the first step</translation>
        </message>
        <message>
            <source>Rule (F1)</source>
            <translation>Rule (F1)</translation>
        </message>
        <message>
            <source>Open the rules of this step (F1)</source>
            <translation>Open the rules of this step (F1)</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Log</translation>
        </message>
        <message>
            <source>Copy log</source>
            <translation>Copy log</translation>
        </message>
        <message>
            <source>Pick a firing unit, a weapon and a target first.</source>
            <translation>Pick a firing unit, a weapon and a target first.</translation>
        </message>
        <message>
            <source>These units cannot be used here: %1</source>
            <translation>These units cannot be used here: %1</translation>
        </message>
        <message>
            <source>'%1' is not a number: type the dice as numbers, e.g. 3 5 6 1</source>
            <translation>'%1' is not a number: type the dice as numbers, e.g. 3 5 6 1</translation>
        </message>
        <message>
            <source>dice</source>
            <translation>dice</translation>
        </message>
        <message>
            <source>shots %1, hits %2, wounds %3, unsaved %4, models removed %5</source>
            <translation>shots %1, hits %2, wounds %3, unsaved %4, models removed %5</translation>
        </message>
    </context>
    <context>
        <name>Startup</name>
        <message>
            <source>Auspex could not start. The details are in the terminal output.</source>
            <translation>Auspex could not start. The details are in the terminal output.</translation>
        </message>
    </context>
    <context>
        <name>StepPage</name>
        <message>
            <source>Roll for me</source>
            <translation>Roll for me</translation>
        </message>
        <message>
            <source>Roll these dice with virtual dice and go on</source>
            <translation>Roll these dice with virtual dice and go on</translation>
        </message>
        <message>
            <source>Enter my dice</source>
            <translation>Enter my dice</translation>
        </message>
        <message>
            <source>…or type the dice you rolled at the table (or click the faces):</source>
            <translation>…or type the dice you rolled at the table (or click the faces):</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>Confirm</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <source>Declare</source>
            <translation>Declare</translation>
        </message>
        <message>
            <source>Last step</source>
            <translation>Last step</translation>
        </message>
        <message>
            <source>No dice at this step: continue.</source>
            <translation>No dice at this step: continue.</translation>
        </message>
        <message>
            <source>dice at %3+: %1 of %2</source>
            <translation>dice at %3+: %1 of %2</translation>
        </message>
        <message>
            <source>total %1</source>
            <translation>total %1</translation>
        </message>
        <message numerus="yes">
            <source>Roll %n dice for me</source>
            <translation>
                <numerusform>Roll %n die for me</numerusform>
                <numerusform>Roll %n dice for me</numerusform>
            </translation>
        </message>
        <message>
            <source>No dice at this step: check the declarations, then continue.</source>
            <translation>No dice at this step: check the declarations, then continue.</translation>
        </message>
    </context>
    <context>
        <name>TermCard</name>
        <message>
            <source>Close the term card</source>
            <translation>Close the term card</translation>
        </message>
        <message>
            <source>Show in the glossary</source>
            <translation>Show in the glossary</translation>
        </message>
    </context>
    <context>
        <name>TextWriter</name>
        <message>
            <source>%1 pts</source>
            <translation>%1 pts</translation>
        </message>
        <message>
            <source>%1 / %2 pts</source>
            <translation>%1 / %2 pts</translation>
        </message>
        <message numerus="yes">
            <source>%n model(s)</source>
            <translation>
                <numerusform>%n model</numerusform>
                <numerusform>%n models</numerusform>
            </translation>
        </message>
        <message>
            <source>Total: %1</source>
            <translation>Total: %1</translation>
        </message>
    </context>
    <context>
        <name>UnitPage</name>
        <message>
            <source>&amp;Models:</source>
            <translation>&amp;Models:</translation>
        </message>
        <message>
            <source>&amp;All characteristics</source>
            <translation>&amp;All characteristics</translation>
        </message>
        <message>
            <source>Also show the optional columns no model of this unit uses yet (invulnerable save, armour values)</source>
            <translation>Also show the optional columns no model of this unit uses yet (invulnerable save, armour values)</translation>
        </message>
        <message>
            <source>E&amp;xtra points (upgrades):</source>
            <translation>E&amp;xtra points (upgrades):</translation>
        </message>
        <message>
            <source>Unit n&amp;otes:</source>
            <translation>Unit n&amp;otes:</translation>
        </message>
        <message numerus="yes">
            <source>%n model(s)</source>
            <translation>
                <numerusform>%n model</numerusform>
                <numerusform>%n models</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 pts</source>
            <translation>%1 pts</translation>
        </message>
        <message>
            <source>Imported profiles, shown as they are:</source>
            <translation>Imported profiles, shown as they are:</translation>
        </message>
        <message>
            <source>&amp;Weapons of %1</source>
            <translation>&amp;Weapons of %1</translation>
        </message>
        <message>
            <source>&amp;Weapons</source>
            <translation>&amp;Weapons</translation>
        </message>
    </context>
    <context>
        <name>UserFile</name>
        <message>
            <source>%1 is too large to read (over %2)</source>
            <translation>%1 is too large to read (over %2)</translation>
        </message>
        <message>
            <source>The file %1 does not exist</source>
            <translation>The file %1 does not exist</translation>
        </message>
        <message>
            <source>You have no permission to read %1</source>
            <translation>You have no permission to read %1</translation>
        </message>
        <message>
            <source>The file is %1 text, not UTF-8; save it as UTF-8 and try again</source>
            <translation>The file is %1 text, not UTF-8; save it as UTF-8 and try again</translation>
        </message>
        <message>
            <source>The file is not UTF-8 text (a byte on line %1 is not valid UTF-8)</source>
            <translation>The file is not UTF-8 text (a byte on line %1 is not valid UTF-8)</translation>
        </message>
        <message>
            <source>%1 is a folder, not a file</source>
            <translation>%1 is a folder, not a file</translation>
        </message>
        <message>
            <source>%1 is not a regular file (it is a pipe, a device or a socket), so it was not replaced</source>
            <translation>%1 is not a regular file (it is a pipe, a device or a socket), so it was not replaced</translation>
        </message>
        <message>
            <source>%1 is read-only, so it was not replaced (make it writable, or save under another name)</source>
            <translation>%1 is read-only, so it was not replaced (make it writable, or save under another name)</translation>
        </message>
        <message>
            <source>%1 is not a regular file (it is a pipe, a device or a socket), so it was not read</source>
            <translation>%1 is not a regular file (it is a pipe, a device or a socket), so it was not read</translation>
        </message>
        <message>
            <source>Could not read %1: %2</source>
            <translation>Could not read %1: %2</translation>
        </message>
    </context>
    <context>
        <name>ValueSpinBox</name>
        <message>
            <source>Type a number</source>
            <translation>Type a number</translation>
        </message>
        <message>
            <source>Type a number from %1 to %2</source>
            <translation>Type a number from %1 to %2</translation>
        </message>
    </context>
    <context>
        <name>WeaponField</name>
        <message>
            <source>Weapon</source>
            <translation>Weapon</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Range</source>
            <translation>Range</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>Weapon type</source>
            <translation>Weapon type</translation>
        </message>
        <message>
            <source>Shots</source>
            <translation>Shots</translation>
        </message>
        <message>
            <source>Strength</source>
            <translation>Strength</translation>
        </message>
        <message>
            <source>AP</source>
            <translation>AP</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>Damage</translation>
        </message>
        <message>
            <source>Special rules</source>
            <translation>Special rules</translation>
        </message>
        <message>
            <source>Firepower</source>
            <translation>Firepower</translation>
        </message>
        <message>
            <source>Ranged Strength</source>
            <translation>Ranged Strength</translation>
        </message>
        <message>
            <source>Short</source>
            <translation>Short</translation>
        </message>
        <message>
            <source>Short range</source>
            <translation>Short range</translation>
        </message>
        <message>
            <source>Long</source>
            <translation>Long</translation>
        </message>
        <message>
            <source>Long range</source>
            <translation>Long range</translation>
        </message>
        <message>
            <source>Hit S</source>
            <translation>Hit S</translation>
        </message>
        <message>
            <source>To hit at short range</source>
            <translation>To hit at short range</translation>
        </message>
        <message>
            <source>Hit L</source>
            <translation>Hit L</translation>
        </message>
        <message>
            <source>To hit at long range</source>
            <translation>To hit at long range</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Save</translation>
        </message>
        <message>
            <source>Save modifier</source>
            <translation>Save modifier</translation>
        </message>
        <message>
            <source>Pen.</source>
            <translation>Pen.</translation>
        </message>
        <message>
            <source>Armour penetration</source>
            <translation>Armour penetration</translation>
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
    <context>
        <name>WelcomePage</name>
        <message>
            <source>Rosters, guided shooting with exact odds and the rules of four editions — offline, in English and Russian.</source>
            <translation>Rosters, guided shooting with exact odds and the rules of four editions — offline, in English and Russian.</translation>
        </message>
        <message>
            <source>&lt;b&gt;First steps:&lt;/b&gt; play a demo battle, add your game data, or import a roster of your own.</source>
            <translation>&lt;b&gt;First steps:&lt;/b&gt; play a demo battle, add your game data, or import a roster of your own.</translation>
        </message>
        <message>
            <source>Open a demo battle</source>
            <translation>Open a demo battle</translation>
        </message>
        <message>
            <source>Add your game data…</source>
            <translation>Add your game data…</translation>
        </message>
        <message>
            <source>New roster from game data…</source>
            <translation>New roster from game data…</translation>
        </message>
        <message>
            <source>Create a new roster</source>
            <translation>Create a new roster</translation>
        </message>
        <message>
            <source>Open a roster…</source>
            <translation>Open a roster…</translation>
        </message>
        <message>
            <source>Import a BattleScribe roster…</source>
            <translation>Import a BattleScribe roster…</translation>
        </message>
    </context>
</TS>
