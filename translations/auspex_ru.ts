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
            <source>This is not a BattleScribe roster (its root is '%1')</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file %1 does not exist</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is a folder, not a file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have no permission to read %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not read %1: %2</source>
            <translation type="unfinished" />
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
        <message>
            <source>Auspex rosters (*.json);;All files (*)</source>
            <translation>Ростеры Auspex (*.json);;Все файлы (*)</translation>
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
        <name>RulesReference</name>
        <message>
            <source>Unknown language '%1' (use en or ru)</source>
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
</TS>
