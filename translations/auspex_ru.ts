<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
    <context>
        <name>About</name>
        <message>
            <source>About Auspex</source>
            <translation>О программе Auspex</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Auspex %1&lt;/h3&gt;&lt;p&gt;An offline companion for Warhammer 40,000-family tabletop games: rosters, guided shooting with exact odds, and a bilingual rules reference.&lt;/p&gt;&lt;p&gt;Editions: 40K 2nd, 40K 3rd (classic), Kill Team (2018), The Horus Heresy (3rd edition).&lt;/p&gt;&lt;p&gt;Unofficial and not endorsed by Games Workshop.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Auspex %1&lt;/h3&gt;&lt;p&gt;Офлайн-помощник для настольных игр семейства Warhammer 40,000: ростеры, пошаговая стрельба с точными шансами и двуязычный справочник правил.&lt;/p&gt;&lt;p&gt;Редакции: 40K 2-я, 40K 3-я (классика), Kill Team (2018), Ересь Хоруса (3-я редакция).&lt;/p&gt;&lt;p&gt;Неофициальная программа, не одобрена Games Workshop.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>BattleScribe</name>
        <message>
            <source>This is a BattleScribe catalogue, not a roster</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This is a BattleScribe game system, not a roster</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file has a bad number '%1' in %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file has an impossible number '%1' in %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is nested too deeply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This is not a BattleScribe catalogue or game system (its root is '%1')</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The catalogue '%1' is not loaded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The folder has too many data files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no game system (.gst) in %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The catalogue '%1' is not in %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 needs the catalogue %2, which is not in the folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This is not a BattleScribe roster (its root is '%1')</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file %1 does not exist</source>
            <translation type="unfinished">Файла %1 не существует</translation>
        </message>
        <message>
            <source>%1 is a folder, not a file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have no permission to read %1</source>
            <translation type="unfinished">Нет прав на чтение %1</translation>
        </message>
        <message>
            <source>Could not read %1: %2</source>
            <translation type="unfinished">Не удалось прочитать %1: %2</translation>
        </message>
        <message>
            <source>The file is too large (over %1 MB)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The zip archive has too many files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The zip archive should hold exactly one data file, it holds %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The zip archive is damaged or unreadable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file has too many elements</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file declares a DOCTYPE or entities, which BattleScribe files never do; it was not read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is damaged (XML error near line %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is damaged or not a BattleScribe file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is damaged (invalid JSON)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This is not a BattleScribe or New Recruit file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The zip archive holds another zip archive, not a data file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no force '%1'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'%1' cannot be selected here</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Catalogue</name>
        <message>
            <source>Two factions share the id %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two units share the id %1</source>
            <translation type="unfinished">У двух отрядов одинаковый идентификатор %1</translation>
        </message>
        <message>
            <source>%1, %2: '%3' is not a characteristic of this edition</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The catalogue %1 is for the edition '%2'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The catalogue %1 is too large</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The catalogue %1 is missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not read the catalogue %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The catalogue is too large</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The catalogue is not UTF-8 text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The catalogue is nested too deeply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The catalogue is damaged (invalid JSON near line %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This is not an Auspex catalogue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The catalogue has no valid version number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The catalogue was written for a newer Auspex (version %1, this app reads up to %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The catalogue is invalid at %1: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Classic</name>
        <message>
            <source>No model of %1 carries %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has no models left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At least one firing model can see the target unit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Firing models that can see the target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Models without line of sight do not fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a target unit that at least one firing model can see</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target declared: %1 of %2 models can see it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The firing unit moved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Firing models with the target in range</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Of those, models within half range</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 models in range (%2 within half range); moved: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No model can fire at this target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 shots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Number of shots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 x %2 shots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll to hit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BS %1: hits on %2+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 hits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hits allocated one per model in turn: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll to wound %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S%1 against T%2: wounds on %3+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S%1 cannot wound T%2 (%3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 wounds (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saving throws %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best save: %1+ (each success saves)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No cover</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Light cover (6+)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cover (5+)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fortified (4+)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cover of these models</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cover gives a 4+, 5+ or 6+ save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No save possible: %1 unsaved wounds (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 saved, %2 unsaved wounds (%3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 models removed, %3 wounds carried over%4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (instant death)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 casualties: 25% of the unit, it must take a morale test</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A double 1 always passes (house rule option)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Morale test</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passes on 2D6 at or under Ld %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Morale test passed (%1 against Ld %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Morale test failed (%1 against Ld %2): the unit falls back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Answer yes or no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter a number from %1 to %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Dice</name>
        <message>
            <source>'%1' is not a dice expression</source>
            <translation>«%1» — не запись кубиков</translation>
        </message>
        <message>
            <source>'%1' is not a dice expression (try 1, D3, 2D6 or D6+1)</source>
            <translation>«%1» — не запись кубиков (например: 1, D3, 2D6 или D6+1)</translation>
        </message>
        <message>
            <source>%1 is too large (at most %2)</source>
            <translation>%1 — слишком много (не больше %2)</translation>
        </message>
        <message>
            <source>There is no D%1 (use D3, D6, D4...)</source>
            <translation>Кубика D%1 не бывает (используйте D3, D6, D4…)</translation>
        </message>
        <message>
            <source>Roll between 1 and %1 dice, not %2</source>
            <translation>Бросают от 1 до %1 кубиков, а не %2</translation>
        </message>
    </context>
    <context>
        <name>Edition</name>
        <message>
            <source>Warhammer 40,000 2nd edition</source>
            <translation>Warhammer 40,000, 2-я редакция</translation>
        </message>
        <message>
            <source>Warhammer 40,000 3rd edition (classic)</source>
            <translation>Warhammer 40,000, 3-я редакция (классика)</translation>
        </message>
        <message>
            <source>Kill Team (2018)</source>
            <translation>Kill Team (2018)</translation>
        </message>
        <message>
            <source>The Horus Heresy (3rd edition)</source>
            <translation>Ересь Хоруса (3-я редакция)</translation>
        </message>
        <message>
            <source>40K 2nd</source>
            <translation>40K 2-я</translation>
        </message>
        <message>
            <source>40K 3rd</source>
            <translation>40K 3-я</translation>
        </message>
        <message>
            <source>Kill Team</source>
            <translation>Kill Team</translation>
        </message>
        <message>
            <source>Horus Heresy</source>
            <translation>Ересь Хоруса</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>This step needs a choice, not dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No dice are rolled at this step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This step takes no dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is nothing to choose here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'%1' cannot be declared at this step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This is already the first step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The attack is not finished yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The attack is already finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter %1 dice, not %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a face of a D%2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick between %1 and %2 options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Answer yes or no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter a number from %1 to %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'%1' is not one of the options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each option can be picked only once</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Findings</name>
        <message>
            <source>The roster costs %1 points, over its limit of %2</source>
            <translation>Ростер стоит %1 очков — больше лимита в %2</translation>
        </message>
        <message>
            <source>%1 has no models</source>
            <translation>В отряде «%1» нет моделей</translation>
        </message>
        <message>
            <source>%1, %2: %3</source>
            <translation>%1, %2: %3</translation>
        </message>
        <message>
            <source>%1, %2: has lost %3 wounds but only has %4</source>
            <translation>%1, %2: потеряно ран — %3, а всего их %4</translation>
        </message>
        <message>
            <source>%1, %2: %3 has no Strength</source>
            <translation>%1, %2: у оружия «%3» не указана сила</translation>
        </message>
        <message>
            <source>%1, %2: %3 has a weapon type this edition does not use</source>
            <translation>%1, %2: у оружия «%3» тип, которого нет в этой редакции</translation>
        </message>
        <message>
            <source>%1, %2: %3 has no weapon type</source>
            <translation>%1, %2: у оружия «%3» не указан тип оружия</translation>
        </message>
        <message>
            <source>%1, %2: %3 has no range</source>
            <translation>%1, %2: у оружия «%3» не указана дальность стрельбы</translation>
        </message>
        <message>
            <source>%1, %2: %3: Strength must be between 1 and 10</source>
            <translation>%1, %2: %3: сила должна быть от 1 до 10</translation>
        </message>
        <message>
            <source>%1, %2: %3: AP must be 0 or a negative number down to -6</source>
            <translation>%1, %2: %3: AP должно быть 0 или отрицательным, не меньше −6</translation>
        </message>
        <message>
            <source>%1, %2: %3: AP must be between 1 and 6, or -</source>
            <translation>%1, %2: %3: AP должно быть от 1 до 6 или «-»</translation>
        </message>
        <message>
            <source>%1, %2: %3: short range is longer than long range</source>
            <translation>%1, %2: %3: короткая дистанция больше длинной</translation>
        </message>
        <message>
            <source>%1, %2: %3: bad shots</source>
            <translation>%1, %2: %3: неверное число выстрелов</translation>
        </message>
    </context>
    <context>
        <name>GlossaryModel</name>
        <message>
            <source>Our proposal: no Russian source uses this term yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>English</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Russian</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Definition</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GlossaryView</name>
        <message>
            <source>%1 of %2 terms</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Filter terms in English or Russian (e.g. toughness, стойкость)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HorusHeresy</name>
        <message>
            <source>The Horus Heresy (3rd edition)</source>
            <translation type="unfinished">Ересь Хоруса (3-я редакция)</translation>
        </message>
        <message>
            <source>%1 is out of range and does not fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pinned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Suppressed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stunned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Routed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Return Fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the target shoots back before casualties are removed, with every model it had</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shieldwall!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+1 Toughness for the rest of the phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Smokescreen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shrouded (5+) against wounds, penetrating and glancing hits for the rest of the phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Medic!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>at step 11 one Recovery Test per model that took an unsaved wound: on X+ one unsaved wound deals 1 less Damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The target unit is destroyed: the other Fire Groups do not fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fire Group: %1 (%2 models, BS %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No shots fired</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Snap Shots at BS 1 miss automatically: %1 shots lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BS 10+ hits automatically: %1 Critical Hits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No hits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 wounds or penetrating hits, %2 glancing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No target model left: %1 wounds are lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 unsaved wounds: Damage %2; %3 models set aside as casualties so far</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Return Fire: before casualties are removed the target shoots back with all %1 of its models, even those reduced to 0 Wounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Automata pass every status check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No morale checks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check against %1 passed: not %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check against %1 failed: the unit is %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has no models left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No model of %1 carries %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown weapon special rule '%1'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'%1' is not a valid weapon special rule</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Medic! reaction (Recovery Tests on %1+ at step 11)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Medic! is declared or not</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saving throws (AP %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 on %2+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 saves failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage Mitigation Tests</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Feel No Pain / Shrouded on %1+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage rolls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage %1 for each of %2 unsaved wounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recovery Tests (Medic!)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1+: one unsaved wound of that model deals 1 less Damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vehicle Damage Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1-2 Stunned, 3-4 Pinned, 5-6 Suppressed; a status it already has costs 1 Hull Point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Removing the casualties breaks the unit's coherency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Coherency is broken or not</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 Recovery Tests passed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 models removed as casualties</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leadership check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cool check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 against %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>2D6 of %1 or less passes; double 1 passes, double 6 fails</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An embarked unit cannot make a Shooting Attack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A unit Locked in Combat cannot make a Shooting Attack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A unit that Rushed this turn cannot shoot (only units of Light models may, as Snap Shots)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No Reaction can answer a Shooting Attack made as a Reaction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A unit with Automata models cannot make Reactions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A Stunned or Routed unit cannot declare Reactions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 needs a target unit that has the matching trait (Shield, Smokescreen or Medic (X))</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no cover</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>light (6+)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>medium (5+)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>heavy (4+)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target models within area terrain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'%1' is not a kind of cover</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no reaction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reaction of the target unit (1 Reaction point)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A unit makes at most one Reaction in a turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'%1' is not a reaction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Medic! is declared at step 9, during the saves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reaction declared: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2 models, BS %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose the next Fire Group to resolve</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Firepower of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Firepower %1 for each of %2 models</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BS %1: hits on 2+, Critical Hit on %2+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BS %1: hits on %2+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Snap Shots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hit Tests: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 hits (%2 Critical Hits, %3 Rending)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wound Tests: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Strength %1 against Toughness %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Armour Penetration Tests: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>D6 + Strength %1 against Armour %2: equal glances, higher penetrates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>armour save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cover save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>invulnerable save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>light area terrain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>medium area terrain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>heavy area terrain</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>KillTeam</name>
        <message>
            <source>%1 has no %2 value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No model of %1 carries %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has no models left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown situation '%1'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After Advancing a model can shoot only Assault weapons</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A model within 1" of an enemy model can shoot only a Pistol</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only one model of a kill team can use a grenade in a phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A shaken model cannot shoot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A model within 1" of a friendly model cannot be targeted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The target is out of range</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 shots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target obscured (-1 to hit, -1 injury)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Split the shots between models within 2"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Firer moved (Heavy: -1 to hit)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Firer Advanced (Assault only, -1 to hit)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Firer within 1" of an enemy (Pistol only)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Flesh wounds on the firer (-1 each)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Firer's kill team is broken (-1 to hit)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Firer is shaken (cannot shoot)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target within 1" of a friendly model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'%1' needs a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'%1' must be between 0 and %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>'%1' is either on or off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model %1 of %2 shoots %3 at %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model %1 of %2 shoots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Distance to the target (inches)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Out of range (%1" &gt; %2"): no shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In range</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Within half range: Rapid Fire shoots twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Long range (%1" of %2"): -1 to hit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Within half range (%1" of %2")</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll for the number of shots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 shots, times %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model %1 (%2 wounds, %3 flesh wounds)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick the target model of each shot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shots split: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hit rolls at model %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BS %1+, modifier %2: hits on %3+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A 1 always misses, a 6 always hits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 hits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wound rolls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S %1 against T %2: wounds on %3+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 wounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No save is possible</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saving throws (the target's player)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save %1+, AP %2, invulnerable %3+: saved on %4+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A 1 always fails</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 unsaved wounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage: %1 for each unsaved wound, in order</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model %1 is down to 0 wounds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 further unsaved wounds are discarded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A third flesh wound: model %1 is out of action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model %1 has %2 wounds left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Injury roll for model %1 (the highest die counts)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>4+ is out of action, modifier %1: a die of %2+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Otherwise a flesh wound: 1 wound left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model %1 is out of action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model %1 suffers a flesh wound (%2 now)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of %2 models are down: a Broken test is due in the Morale phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No Broken test is due (%1 of %2 models down)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Файл</translation>
        </message>
        <message>
            <source>&amp;New roster…</source>
            <translation>&amp;Новый ростер…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Открыть…</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>Н&amp;едавние файлы</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Сохранить</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Сохранить &amp;как…</translation>
        </message>
        <message>
            <source>&amp;Close roster</source>
            <translation>&amp;Закрыть ростер</translation>
        </message>
        <message>
            <source>Open &amp;demo rosters</source>
            <translation>Открыть &amp;демо-ростеры</translation>
        </message>
        <message>
            <source>&amp;Import BattleScribe roster…</source>
            <translation>&amp;Импорт ростера BattleScribe…</translation>
        </message>
        <message>
            <source>&amp;Export as BattleScribe roster…</source>
            <translation>&amp;Экспорт в ростер BattleScribe…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>В&amp;ыход</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Правка</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Отменить</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Повторить</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Язык</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Справка</translation>
        </message>
        <message>
            <source>&amp;About Auspex</source>
            <translation>&amp;О программе Auspex</translation>
        </message>
        <message>
            <source>Undo history</source>
            <translation>История правок</translation>
        </message>
        <message>
            <source>&lt;unchanged&gt;</source>
            <translation>&lt;без изменений&gt;</translation>
        </message>
        <message>
            <source>Not saved yet</source>
            <translation>Ещё не сохранён</translation>
        </message>
        <message>
            <source>Open roster</source>
            <translation>Открыть ростер</translation>
        </message>
        <message numerus="yes">
            <source>…and %n more warning(s)</source>
            <translation>
                <numerusform>…и ещё %n предупреждение</numerusform>
                <numerusform>…и ещё %n предупреждения</numerusform>
                <numerusform>…и ещё %n предупреждений</numerusform>
            </translation>
        </message>
        <message>
            <source>Could not open %1</source>
            <translation>Не удалось открыть %1</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>Открыт файл %1</translation>
        </message>
        <message>
            <source>No recent files</source>
            <translation>Недавних файлов нет</translation>
        </message>
        <message>
            <source>Save roster</source>
            <translation>Сохранить ростер</translation>
        </message>
        <message>
            <source>Auspex rosters (*.json)</source>
            <translation>Ростеры Auspex (*.json)</translation>
        </message>
        <message>
            <source>Could not save %1</source>
            <translation>Не удалось сохранить %1</translation>
        </message>
        <message>
            <source>Rosters (*.json *.ros *.rosz);;All files (*)</source>
            <translation>Ростеры (*.json *.ros *.rosz);;Все файлы (*)</translation>
        </message>
        <message>
            <source>Import BattleScribe roster</source>
            <translation>Импорт ростера BattleScribe</translation>
        </message>
        <message>
            <source>BattleScribe rosters (*.ros *.rosz);;New Recruit JSON (*.json);;All files (*)</source>
            <translation>Ростеры BattleScribe (*.ros *.rosz);;New Recruit JSON (*.json);;Все файлы (*)</translation>
        </message>
        <message>
            <source>Could not import %1</source>
            <translation>Не удалось импортировать %1</translation>
        </message>
        <message>
            <source>Imported %1</source>
            <translation>Импортирован файл %1</translation>
        </message>
        <message>
            <source>Export as BattleScribe roster</source>
            <translation>Экспорт в ростер BattleScribe</translation>
        </message>
        <message>
            <source>BattleScribe rosters (*.rosz)</source>
            <translation>Ростеры BattleScribe (*.rosz)</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>Экспортировано: %1</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>Сохранено: %1</translation>
        </message>
        <message>
            <source>The disk is full. Your roster is still open; free some space or save it somewhere else.</source>
            <translation>Диск заполнен. Ростер по-прежнему открыт: освободите место или сохраните его в другую папку.</translation>
        </message>
        <message>
            <source>This folder cannot be written to. Save the roster somewhere else.</source>
            <translation>В эту папку нельзя записывать. Сохраните ростер в другое место.</translation>
        </message>
        <message>
            <source>The system said: %1</source>
            <translation>Сообщение системы: %1</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>Несохранённые изменения</translation>
        </message>
        <message>
            <source>Save the changes to %1?</source>
            <translation>Сохранить изменения в «%1»?</translation>
        </message>
        <message>
            <source>Autosave failed: %1</source>
            <translation>Автосохранение не удалось: %1</translation>
        </message>
    </context>
    <context>
        <name>NewRosterDialog</name>
        <message>
            <source>New roster</source>
            <translation>Новый ростер</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>Без лимита</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Название:</translation>
        </message>
        <message>
            <source>&amp;Edition:</source>
            <translation>&amp;Редакция:</translation>
        </message>
        <message>
            <source>&amp;Points limit:</source>
            <translation>&amp;Лимит очков:</translation>
        </message>
    </context>
    <context>
        <name>Profile</name>
        <message>
            <source>%1 needs a value</source>
            <translation>Укажите значение %1</translation>
        </message>
        <message>
            <source>%1 must be between %2+ and %3+</source>
            <translation>%1 должно быть от %2+ до %3+</translation>
        </message>
        <message>
            <source>%1 must be between %2 and %3</source>
            <translation>%1 должно быть от %2 до %3</translation>
        </message>
        <message>
            <source>%1 has no characteristic '%2'</source>
            <translation>В редакции %1 нет характеристики «%2»</translation>
        </message>
        <message>
            <source>Unknown weapon type '%1'</source>
            <translation>Неизвестный тип оружия «%1»</translation>
        </message>
    </context>
    <context>
        <name>Restore</name>
        <message numerus="yes">
            <source>Auspex did not close properly last time. %n roster(s) with unsaved changes can be restored. Restore them?</source>
            <translation>
                <numerusform>В прошлый раз Auspex закрылся некорректно. Можно восстановить %n ростер с несохранёнными изменениями. Восстановить?</numerusform>
                <numerusform>В прошлый раз Auspex закрылся некорректно. Можно восстановить %n ростера с несохранёнными изменениями. Восстановить?</numerusform>
                <numerusform>В прошлый раз Auspex закрылся некорректно. Можно восстановить %n ростеров с несохранёнными изменениями. Восстановить?</numerusform>
            </translation>
        </message>
        <message>
            <source>Restore unsaved work</source>
            <translation>Восстановить несохранённое</translation>
        </message>
    </context>
    <context>
        <name>Roster</name>
        <message>
            <source>Two units share the id %1</source>
            <translation>У двух отрядов одинаковый идентификатор %1</translation>
        </message>
        <message>
            <source>%1: '%2' is not a characteristic of this edition</source>
            <translation>%1: в этой редакции нет характеристики «%2»</translation>
        </message>
    </context>
    <context>
        <name>RosterCheck</name>
        <message>
            <source>%1 needs at least %2 × %3 (it has %4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 may have at most %2 × %3 (it has %4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not in the loaded catalogues</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not available in this roster</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RosterFile</name>
        <message>
            <source>The file is too large to be a roster (%1 MB)</source>
            <translation>Файл слишком велик для ростера (%1 МБ)</translation>
        </message>
        <message>
            <source>The file %1 does not exist</source>
            <translation>Файла %1 не существует</translation>
        </message>
        <message>
            <source>%1 is a folder, not a roster file</source>
            <translation>%1 — это папка, а не файл ростера</translation>
        </message>
        <message>
            <source>You have no permission to read %1</source>
            <translation>Нет прав на чтение %1</translation>
        </message>
        <message>
            <source>Could not read %1: %2</source>
            <translation>Не удалось прочитать %1: %2</translation>
        </message>
        <message>
            <source>The file is nested too deeply to be a roster</source>
            <translation>Вложенность в файле слишком глубокая для ростера</translation>
        </message>
        <message>
            <source>This is not an Auspex roster (the file is not UTF-8 text)</source>
            <translation>Это не ростер Auspex (файл не является текстом UTF-8)</translation>
        </message>
        <message>
            <source>The roster file is damaged (invalid JSON near line %1)</source>
            <translation>Файл ростера повреждён (ошибка JSON около строки %1)</translation>
        </message>
        <message>
            <source>This is not an Auspex roster file</source>
            <translation>Это не файл ростера Auspex</translation>
        </message>
        <message>
            <source>The roster file has no valid version number</source>
            <translation>В файле ростера нет правильного номера версии</translation>
        </message>
        <message>
            <source>This roster was saved by a newer Auspex (file version %1, this app reads up to %2). Update Auspex to open it.</source>
            <translation>Ростер сохранён более новой версией Auspex (версия файла %1, эта программа читает до %2). Обновите Auspex, чтобы открыть его.</translation>
        </message>
        <message>
            <source>The roster file has an unknown entry '%1'</source>
            <translation>В файле ростера неизвестная запись «%1»</translation>
        </message>
        <message>
            <source>The roster is invalid at %1: %2</source>
            <translation>Ошибка в ростере (%1): %2</translation>
        </message>
    </context>
    <context>
        <name>RosterImport</name>
        <message>
            <source>Some costs have fractions of a point; Auspex rounds them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: the weapon profile could not be used; it is kept as it is</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Auspex does not know the game system '%1'; its profiles are shown as they are</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The roster has too many units (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: the characteristic '%2' is not known; the profile is kept as it is</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 '%3' is not a number Auspex can use; the profile is kept as it is</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 '%3' is not something Auspex can use; the weapon is kept as a raw profile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The roster costs %1 %2, over its limit of %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file says the roster costs %1 %2, but its selections add up to %3</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RosterView</name>
        <message>
            <source>Name</source>
            <translation>Название</translation>
        </message>
        <message>
            <source>Models</source>
            <translation>Модели</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>Profile</source>
            <translation>Профиль</translation>
        </message>
        <message>
            <source>%1 / %2 pts</source>
            <translation>%1 / %2 очк.</translation>
        </message>
        <message>
            <source>%1 pts</source>
            <translation>%1 очк.</translation>
        </message>
    </context>
    <context>
        <name>RulesPanel</name>
        <message>
            <source>Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rules reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the rules reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back (Alt+Left)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forward</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forward (Alt+Right)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Glossary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edition</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search the rules (English or Russian)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This edition only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Search only the edition chosen above</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close the term card</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n topic(s) found</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Nothing found for “%1”.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show in the glossary</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RulesReference</name>
        <message>
            <source>Unknown language '%1' (use en or ru)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Second</name>
        <message>
            <source>No model of %1 carries %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has no models left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>short range</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>long range</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No exception</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The firer is a hero or special character</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The closer target is a vehicle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The closer target is a building</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The closer models are in close combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The closer models are broken</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The closer target is in cover, this one in the open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The target is in the 90° arc in front of the firers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Models with the target in arc and in sight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It is the closest target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why a closer target may be passed over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target in cover</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Soft cover (-1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hard cover (-2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slow or still</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fast (-1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Very fast (-2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unconfirmed thresholds: 10 inches moved is fast, 20 inches very fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Large target (+1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Models fire only at a target in the 90° arc in front of them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shoot the closest target, unless an exception applies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A target in cover may be passed over only for one in the open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target declared: %1 of %2 models have it in arc and in sight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The firing models moved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Models with the target in range</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Of those, models at short range</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Firers have a targeter (+1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Firing from a moving vehicle (-1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 models at short range, %2 at long range; moved: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No model can fire</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 shots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Number of shots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 x %2 shots: short range first (%3), then long (%4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score %1: each 6 is rolled again, needing %2+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll to hit at %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>BS %1, modifiers %2: hits on %3+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 hits at %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score of 10 or more: no hit possible at %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 sixes at %2, to be rolled again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Second roll to hit at %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each 6 hits if this roll is %1+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sustained fire dice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 dice for each of %2 hitting shots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Faces 1-2: one hit, 3-4: two hits, 5: three hits, 6: jammed (no hit)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sustained fire: %1 hits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 weapons jammed (out of action next turn)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Roll to wound %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S%1 against T%2: wounds on %3+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 wounds (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S%1 cannot wound T%2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Force field saves %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unmodifiable %1+ save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Armour saves %1 (two dice per wound)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each pair saves on %1+ (save %2+ on 2D6, modifier %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Armour saves %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save %1+ with modifier %2: %3+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Force field: %1 saved, %2 left (%3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No save possible: %1 unsaved wounds (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 saved, %2 unsaved wounds (%3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 damage for each of %2 unsaved wounds; surplus damage is lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage %1 (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Break test</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>25% of the squad lost this turn: passes on 2D6 at or under Ld %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Break test passed (%1 against Ld %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Break test failed (%1 against Ld %2): the squad is broken</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>WeaponType</name>
        <message>
            <source>Rapid Fire</source>
            <translation>Скорострельное</translation>
        </message>
        <message>
            <source>Assault</source>
            <translation>Штурмовое</translation>
        </message>
        <message>
            <source>Heavy</source>
            <translation>Тяжёлое</translation>
        </message>
        <message>
            <source>Pistol</source>
            <translation>Пистолет</translation>
        </message>
        <message>
            <source>Grenade</source>
            <translation>Граната</translation>
        </message>
        <message>
            <source>Ordnance</source>
            <translation>Артиллерийское</translation>
        </message>
    </context>
    <context>
        <name>WelcomePage</name>
        <message>
            <source>Rosters, guided shooting with exact odds and the rules of four editions — offline, in English and Russian.</source>
            <translation>Ростеры, пошаговая стрельба с точными шансами и правила четырёх редакций — без интернета, на русском и английском.</translation>
        </message>
        <message>
            <source>Create a new roster</source>
            <translation>Создать новый ростер</translation>
        </message>
        <message>
            <source>Open a roster…</source>
            <translation>Открыть ростер…</translation>
        </message>
        <message>
            <source>Import a BattleScribe roster…</source>
            <translation>Импортировать ростер BattleScribe…</translation>
        </message>
        <message>
            <source>Open the demo rosters</source>
            <translation>Открыть демо-ростеры</translation>
        </message>
    </context>
</TS>
