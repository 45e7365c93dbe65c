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
    <name>ApplyResult</name>
    <message>
        <source>The rules already say which models are removed</source>
        <translation>Какие модели удаляются, уже решают правила</translation>
    </message>
    <message>
        <source>Give one number per model group</source>
        <translation>Укажите по одному числу на каждую группу моделей</translation>
    </message>
    <message>
        <source>%1: not a number of models</source>
        <translation>%1: это не число моделей</translation>
    </message>
    <message>
        <source>%1: models left: %2</source>
        <translation>В группе «%1» всего моделей: %2</translation>
    </message>
    <message>
        <source>Models to remove: %1, not %2</source>
        <translation>Нужно удалить моделей: %1, а не %2</translation>
    </message>
    <message>
        <source>%1 was not the target of this attack</source>
        <translation>Группа «%1» не была целью этой атаки</translation>
    </message>
    <message>
        <source>Shooting result on %1</source>
        <translation>Результат стрельбы по отряду «%1»</translation>
    </message>
</context>
<context>
    <name>BattleScribe</name>
    <message>
        <source>This is a BattleScribe catalogue, not a roster</source>
        <translation>Это каталог BattleScribe, а не ростер</translation>
    </message>
    <message>
        <source>This is a BattleScribe game system, not a roster</source>
        <translation>Это игровая система BattleScribe, а не ростер</translation>
    </message>
    <message>
        <source>The file has a bad number &apos;%1&apos; in %2</source>
        <translation>В файле неправильное число «%1» (%2)</translation>
    </message>
    <message>
        <source>The file has an impossible number &apos;%1&apos; in %2</source>
        <translation>В файле недопустимое число «%1» (%2)</translation>
    </message>
    <message>
        <source>The file is nested too deeply</source>
        <translation>Вложенность в файле слишком глубокая</translation>
    </message>
    <message>
        <source>This is not a BattleScribe catalogue or game system (its root is &apos;%1&apos;)</source>
        <translation>Это не каталог и не игровая система BattleScribe (корневой элемент — «%1»)</translation>
    </message>
    <message>
        <source>The catalogue &apos;%1&apos; is not loaded</source>
        <translation>Каталог «%1» не загружен</translation>
    </message>
    <message>
        <source>%1 needs the catalogue &apos;%2&apos;, which is missing (add the game data that holds it)</source>
        <translation>%1 требует каталог «%2», которого нет (добавьте игровые данные, в которых он есть)</translation>
    </message>
    <message>
        <source>%1 needs the catalogue %2, which is missing</source>
        <translation>%1 требует каталог %2, которого нет</translation>
    </message>
    <message>
        <source>The folder has too many data files</source>
        <translation>В папке слишком много файлов данных</translation>
    </message>
    <message>
        <source>There is no game system (.gst) here</source>
        <translation>Здесь нет игровой системы (.gst)</translation>
    </message>
    <message>
        <source>The catalogue &apos;%1&apos; is not here</source>
        <translation>Каталога «%1» здесь нет</translation>
    </message>
    <message>
        <source>%1 belongs to another game system</source>
        <translation>%1 относится к другой игровой системе</translation>
    </message>
    <message>
        <source>This is not a BattleScribe roster (its root is &apos;%1&apos;)</source>
        <translation>Это не ростер BattleScribe (корневой элемент — «%1»)</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>The file is too large (over %1 MB)</source>
        <translation>Файл слишком велик (больше %1 МБ)</translation>
    </message>
    <message>
        <source>The zip archive has too many files</source>
        <translation>В zip-архиве слишком много файлов</translation>
    </message>
    <message>
        <source>The zip archive should hold exactly one data file, it holds %1</source>
        <translation>В zip-архиве должен быть ровно один файл данных, а в нём %1</translation>
    </message>
    <message>
        <source>The zip archive is damaged or unreadable</source>
        <translation>Zip-архив повреждён или не читается</translation>
    </message>
    <message>
        <source>The file has too many elements</source>
        <translation>В файле слишком много элементов</translation>
    </message>
    <message>
        <source>The file declares a DOCTYPE or entities, which BattleScribe files never do; it was not read</source>
        <translation>В файле объявлен DOCTYPE или сущности, чего в файлах BattleScribe не бывает; файл не прочитан</translation>
    </message>
    <message>
        <source>The file is damaged (XML error near line %1)</source>
        <translation>Файл повреждён (ошибка XML около строки %1)</translation>
    </message>
    <message>
        <source>The file is damaged or not a BattleScribe file</source>
        <translation>Файл повреждён или это не файл BattleScribe</translation>
    </message>
    <message>
        <source>The file is damaged (invalid JSON)</source>
        <translation>Файл повреждён (ошибка JSON)</translation>
    </message>
    <message>
        <source>This is not a BattleScribe or New Recruit file</source>
        <translation>Это не файл BattleScribe или New Recruit</translation>
    </message>
    <message>
        <source>The zip archive holds another zip archive, not a data file</source>
        <translation>В zip-архиве лежит другой zip-архив, а не файл данных</translation>
    </message>
    <message>
        <source>There is no force &apos;%1&apos;</source>
        <translation>Нет войска «%1»</translation>
    </message>
    <message>
        <source>Choose a catalogue for the force &apos;%1&apos;</source>
        <translation>Выберите каталог для формирования «%1»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be selected here</source>
        <translation>«%1» нельзя выбрать здесь</translation>
    </message>
</context>
<context>
    <name>CardWriter</name>
    <message>
        <source>%1 pts</source>
        <translation>%1 очк.</translation>
    </message>
    <message>
        <source>%1 / %2 pts</source>
        <translation>%1 / %2 очк.</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n модель</numerusform>
            <numerusform>%n модели</numerusform>
            <numerusform>%n моделей</numerusform>
        </translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Особые правила</translation>
    </message>
    <message>
        <source>Keywords:</source>
        <translation>Ключевые слова:</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Заметки:</translation>
    </message>
</context>
<context>
    <name>Catalogue</name>
    <message>
        <source>Two factions share the id %1</source>
        <translation>У двух фракций одинаковый идентификатор %1</translation>
    </message>
    <message>
        <source>Two units share the id %1</source>
        <translation>У двух отрядов одинаковый идентификатор %1</translation>
    </message>
    <message>
        <source>%1, %2: &apos;%3&apos; is not a characteristic of this edition</source>
        <translation>%1, %2: в этой редакции нет характеристики «%3»</translation>
    </message>
    <message>
        <source>The catalogue %1 is for the edition &apos;%2&apos;</source>
        <translation>Каталог %1 предназначен для редакции «%2»</translation>
    </message>
    <message>
        <source>The catalogue %1 is too large</source>
        <translation>Каталог %1 слишком велик</translation>
    </message>
    <message>
        <source>The catalogue %1 is missing</source>
        <translation>Каталог %1 отсутствует</translation>
    </message>
    <message>
        <source>Could not read the catalogue %1: %2</source>
        <translation>Не удалось прочитать каталог %1: %2</translation>
    </message>
    <message>
        <source>The catalogue is too large</source>
        <translation>Каталог слишком велик</translation>
    </message>
    <message>
        <source>The catalogue is not UTF-8 text</source>
        <translation>Каталог не является текстом UTF-8</translation>
    </message>
    <message>
        <source>The catalogue is nested too deeply</source>
        <translation>Вложенность в каталоге слишком глубокая</translation>
    </message>
    <message>
        <source>The catalogue is damaged (invalid JSON near line %1)</source>
        <translation>Каталог повреждён (ошибка JSON около строки %1)</translation>
    </message>
    <message>
        <source>This is not an Auspex catalogue</source>
        <translation>Это не каталог Auspex</translation>
    </message>
    <message>
        <source>The catalogue has no valid version number</source>
        <translation>В каталоге нет правильного номера версии</translation>
    </message>
    <message>
        <source>The catalogue was written for a newer Auspex (version %1, this app reads up to %2)</source>
        <translation>Каталог создан для более новой версии Auspex (версия %1, эта программа читает до %2)</translation>
    </message>
    <message>
        <source>The catalogue is invalid at %1: %2</source>
        <translation>Ошибка в каталоге (%1): %2</translation>
    </message>
</context>
<context>
    <name>CatalogueDialog</name>
    <message>
        <source>Add units from the catalogue</source>
        <translation>Добавить отряды из каталога</translation>
    </message>
    <message>
        <source>These built-in units carry checked profiles and weapons only, without points or options. Add your game data (BattleScribe or New Recruit files) to build rosters with points, options and the data&apos;s own checks.</source>
        <translation>Во встроенных отрядах только проверенные профили и оружие, без очков и опций. Добавьте свои игровые данные (файлы BattleScribe или New Recruit), чтобы собирать ростеры с очками, опциями и проверками самих данных.</translation>
    </message>
    <message>
        <source>&amp;Game data…</source>
        <translation>&amp;Игровые данные…</translation>
    </message>
    <message>
        <source>New roster from game &amp;data…</source>
        <translation>Новый ростер из игровых данны&amp;х…</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Поиск:</translation>
    </message>
    <message>
        <source>Unit or faction name</source>
        <translation>Название отряда или фракции</translation>
    </message>
    <message>
        <source>&amp;Faction:</source>
        <translation>&amp;Фракция:</translation>
    </message>
    <message>
        <source>All factions</source>
        <translation>Все фракции</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) selected</source>
        <translation>
            <numerusform>Выбран %n отряд</numerusform>
            <numerusform>Выбрано %n отряда</numerusform>
            <numerusform>Выбрано %n отрядов</numerusform>
        </translation>
    </message>
    <message>
        <source>No unit matches the search.</source>
        <translation>Ни один отряд не подходит под поиск.</translation>
    </message>
    <message>
        <source>Select one or more units.</source>
        <translation>Выберите один или несколько отрядов.</translation>
    </message>
    <message>
        <source>range %1</source>
        <translation>дальность %1</translation>
    </message>
    <message>
        <source>long range %1</source>
        <translation>длинная дистанция %1</translation>
    </message>
    <message>
        <source>short range %1</source>
        <translation>короткая дистанция %1</translation>
    </message>
    <message>
        <source>shots %1</source>
        <translation>выстрелы %1</translation>
    </message>
    <message>
        <source>firepower %1</source>
        <translation>огневая мощь %1</translation>
    </message>
    <message>
        <source>strength %1</source>
        <translation>сила %1</translation>
    </message>
    <message>
        <source>ranged strength %1</source>
        <translation>сила стрельбы %1</translation>
    </message>
    <message>
        <source>armour piercing %1</source>
        <translation>пробивание брони %1</translation>
    </message>
    <message>
        <source>damage %1</source>
        <translation>урон %1</translation>
    </message>
    <message>
        <source>to hit at short range %1</source>
        <translation>попадание на короткой дистанции %1</translation>
    </message>
    <message>
        <source>to hit at long range %1</source>
        <translation>попадание на длинной дистанции %1</translation>
    </message>
    <message>
        <source>save modifier %1</source>
        <translation>модификатор спасброска %1</translation>
    </message>
    <message>
        <source>armour penetration %1</source>
        <translation>бронепробиваемость %1</translation>
    </message>
</context>
<context>
    <name>CatalogueModel</name>
    <message>
        <source>Unit</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Фракция</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Модели</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
</context>
<context>
    <name>CatalogueNote</name>
    <message>
        <source>Profiles only: every stat line and weapon here is checked against community game data (a test compares them). No points and no options: those come from your own game data (File &gt; Game data…), which Auspex builds and checks rosters from.</source>
        <translation>Только профили: каждая строка характеристик и каждое оружие здесь сверены с игровыми данными сообщества (это проверяет тест). Очков и опций нет: они берутся из ваших игровых данных (Файл &gt; Игровые данные…), по которым Auspex собирает и проверяет ростеры.</translation>
    </message>
    <message>
        <source>Slugga and choppa.</source>
        <translation>Slugga и choppa.</translation>
    </message>
    <message>
        <source>Mesh armour (5+).</source>
        <translation>Mesh armour (спасбросок 5+).</translation>
    </message>
    <message>
        <source>Aspect armour (4+).</source>
        <translation>Aspect armour (спасбросок 4+).</translation>
    </message>
    <message>
        <source>Power armour (3+).</source>
        <translation>Power armour (спасбросок 3+).</translation>
    </message>
    <message>
        <source>Half a tactical squad.</source>
        <translation>Половина тактического отряда.</translation>
    </message>
    <message>
        <source>No armour.</source>
        <translation>Без брони.</translation>
    </message>
    <message>
        <source>Bolt rifle by default.</source>
        <translation>По умолчанию — bolt rifle.</translation>
    </message>
    <message>
        <source>Carries an auxiliary grenade launcher (grenades reach 30&quot;).</source>
        <translation>Несёт auxiliary grenade launcher (гранаты летят на 30&quot;).</translation>
    </message>
    <message>
        <source>Two avenger shuriken catapults.</source>
        <translation>Два оружия avenger shuriken catapult.</translation>
    </message>
    <message>
        <source>A rokkit launcha is the other option.</source>
        <translation>Другой вариант — rokkit launcha.</translation>
    </message>
    <message>
        <source>Cataphractii pattern (the Tartaros pattern has M7 and a 5+ INV).</source>
        <translation>Вариант Cataphractii (у варианта Tartaros M7 и INV 5+).</translation>
    </message>
    <message>
        <source>Volkite serpenta taken from the Mechanicum pistols list.</source>
        <translation>Volkite serpenta взята из списка пистолетов Mechanicum.</translation>
    </message>
    <message>
        <source>Each Castellax carries a mauler bolt cannon and two bolters (or flamers).</source>
        <translation>Каждый Castellax несёт mauler bolt cannon и два bolter (или flamer).</translation>
    </message>
    <message>
        <source>10 to 40 Tech-Thralls.</source>
        <translation>От 10 до 40 моделей Tech-Thrall.</translation>
    </message>
    <message>
        <source>Centreline lightning cannon (an irradiation blaster is the alternative).</source>
        <translation>Lightning cannon по оси корпуса (вместо неё можно irradiation blaster).</translation>
    </message>
    <message>
        <source>Transport capacity 22.</source>
        <translation>Вместимость транспорта — 22.</translation>
    </message>
    <message>
        <source>6 to 12 Custodian Guard.</source>
        <translation>От 6 до 12 моделей Custodian Guard.</translation>
    </message>
    <message>
        <source>6 to 12 Sentinel Guard.</source>
        <translation>От 6 до 12 моделей Sentinel Guard.</translation>
    </message>
</context>
<context>
    <name>ChoicePanel</name>
    <message>
        <source>%1 of %2 picked</source>
        <translation>Выбрано %1 из %2</translation>
    </message>
    <message>
        <source>%1 picked (between %2 and %3)</source>
        <translation>Выбрано %1 (от %2 до %3)</translation>
    </message>
</context>
<context>
    <name>Classic</name>
    <message>
        <source>%1 cannot have had %2 models at the start of the phase: it has %3 now</source>
        <translation>Отряд %1: моделей в начале фазы не могло быть %2 — сейчас их %3</translation>
    </message>
    <message>
        <source>At least one firing model can see the target unit</source>
        <translation>Хотя бы одна стреляющая модель видит целевой отряд</translation>
    </message>
    <message>
        <source>Firing models that can see the target</source>
        <translation>Стреляющие модели, которые видят цель</translation>
    </message>
    <message>
        <source>Models without line of sight do not fire</source>
        <translation>Модели без линии видимости не стреляют</translation>
    </message>
    <message>
        <source>Cover of the target models</source>
        <translation>Укрытие моделей цели</translation>
    </message>
    <message>
        <source>Models in cover are removed after the models in the open</source>
        <translation>Модели в укрытии убирают после моделей на открытом месте</translation>
    </message>
    <message>
        <source>Choose a target unit that at least one firing model can see</source>
        <translation>Выберите целевой отряд, видимый хотя бы одной стреляющей модели</translation>
    </message>
    <message>
        <source>The firing unit moved</source>
        <translation>Стреляющий отряд передвигался</translation>
    </message>
    <message>
        <source>Firing models with the target in range</source>
        <translation>Стреляющие модели, у которых цель в пределах дальности</translation>
    </message>
    <message>
        <source>Of those, models within half range</source>
        <translation>Из них — в пределах половины дальности</translation>
    </message>
    <message>
        <source>Models under each template or blast marker</source>
        <translation>Моделей под каждым шаблоном или маркером взрыва</translation>
    </message>
    <message>
        <source>Models partly under each (hit on a 4+)</source>
        <translation>Моделей частично под каждым (попадание на 4+)</translation>
    </message>
    <message>
        <source>Unconfirmed for this edition: partly covered models hit on a 4+</source>
        <translation>Для этой редакции не подтверждено: частично накрытые модели поражены на 4+</translation>
    </message>
    <message>
        <source>%1: templates laid: %2</source>
        <translation>%1: положено шаблонов: %2</translation>
    </message>
    <message>
        <source>No model can fire at this target</source>
        <translation>Ни одна модель не может стрелять по этой цели</translation>
    </message>
    <message>
        <source>%1: %2 x %3</source>
        <translation>%1: %2 × %3</translation>
    </message>
    <message>
        <source>Each weapon&apos;s dice in turn, as listed</source>
        <translation>Кубики каждого оружия по очереди, как перечислено</translation>
    </message>
    <message>
        <source>Number of shots</source>
        <translation>Число выстрелов</translation>
    </message>
    <message>
        <source>%1 (BS %2): %3+</source>
        <translation>%1 (BS %2): %3+</translation>
    </message>
    <message>
        <source>Roll to hit</source>
        <translation>Бросок на попадание</translation>
    </message>
    <message>
        <source>BS %1: hits on %2+</source>
        <translation>BS %1: попадание на %2+</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 по цели «%2»</translation>
    </message>
    <message>
        <source>%1 (S%2 v T%3): %4+</source>
        <translation>%1 (S%2 против T%3): %4+</translation>
    </message>
    <message>
        <source>Wounds: %1 (%2)</source>
        <translation>Ранений: %1 (%2)</translation>
    </message>
    <message>
        <source>Instant death, whole models removed: %1</source>
        <translation>Мгновенная смерть, убрано целых моделей: %1</translation>
    </message>
    <message>
        <source>%1 — models removed: %2, wounds carried over: %3</source>
        <translation>%1 — убрано моделей: %2, ранений осталось на отряде: %3</translation>
    </message>
    <message>
        <source>S%1 against T%2: wounds on %3+</source>
        <translation>S%1 против T%2: ранение на %3+</translation>
    </message>
    <message>
        <source>S%1 cannot wound T%2 (%3)</source>
        <translation>S%1 не может ранить T%2 (%3)</translation>
    </message>
    <message>
        <source>Target declared; models that can see it: %1 of %2</source>
        <translation>Цель объявлена; моделей, видящих её: %1 из %2</translation>
    </message>
    <message>
        <source>Models in range: %1 (within half range: %2); moved: %3</source>
        <translation>Моделей в пределах дальности: %1 (в пределах половины дальности: %2); отряд передвигался: %3</translation>
    </message>
    <message>
        <source>Shots: %1</source>
        <translation>Выстрелов: %1</translation>
    </message>
    <message>
        <source>Saving throws %1</source>
        <translation>Спасброски: %1</translation>
    </message>
    <message>
        <source>Best save: %1+ (each success saves)</source>
        <translation>Лучший спасбросок: %1+ (каждый успех отменяет одно ранение)</translation>
    </message>
    <message>
        <source>No cover</source>
        <translation>Без укрытия</translation>
    </message>
    <message>
        <source>%1 (in cover)</source>
        <translation>%1 (в укрытии)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Light cover (6+)</source>
        <translation>Лёгкое укрытие (6+)</translation>
    </message>
    <message>
        <source>Cover (5+)</source>
        <translation>В укрытии или за ним (5+)</translation>
    </message>
    <message>
        <source>Fortified (4+)</source>
        <translation>Укреплённая позиция (4+)</translation>
    </message>
    <message>
        <source>Cover: %1 × %2</source>
        <translation>Укрытие: %1 × %2</translation>
    </message>
    <message>
        <source>Cover gives a 4+, 5+ or 6+ save</source>
        <translation>Укрытие даёт спасбросок 4+, 5+ или 6+</translation>
    </message>
    <message>
        <source>Several weapons or groups: the dice of each part in turn, as listed</source>
        <translation>Несколько видов оружия или групп: кубики каждого по очереди, в порядке списка ниже</translation>
    </message>
    <message>
        <source>%1: blast markers on target: %2</source>
        <translation>%1: маркеров взрыва на цели: %2</translation>
    </message>
    <message>
        <source>%1: hits: %2</source>
        <translation>%1: попаданий: %2</translation>
    </message>
    <message>
        <source>%1: models partly covered: 4+</source>
        <translation>%1: частично накрытые модели: 4+</translation>
    </message>
    <message>
        <source>Models partly under templates and blast markers</source>
        <translation>Модели частично под шаблонами и маркерами взрыва</translation>
    </message>
    <message>
        <source>Each is hit on a 4+</source>
        <translation>Каждая поражена на 4+</translation>
    </message>
    <message>
        <source>Roll to wound</source>
        <translation>Бросок на ранение</translation>
    </message>
    <message>
        <source>Toughness differs: hits dealt one per model in turn (%1)</source>
        <translation>Стойкость разная: попадания розданы по одному на модель по очереди (%1)</translation>
    </message>
    <message>
        <source>The unit is already wiped out: these saves only complete the count of unsaved wounds</source>
        <translation>Отряд уже уничтожен: эти спасброски лишь дополняют счёт неспасённых ранений</translation>
    </message>
    <message>
        <source>%1 wounds now: the models with this save may fall before the others; the rest follow</source>
        <translation>Сейчас ранений: %1: модели с этим спасброском могут погибнуть раньше остальных; прочие ранения следом</translation>
    </message>
    <message>
        <source>%1 on %2: %3+</source>
        <translation>%1 по цели «%2»: %3+</translation>
    </message>
    <message>
        <source>No save possible; unsaved wounds: %1 (%2)</source>
        <translation>Спасбросок невозможен — неспасённых ранений: %1 (%2)</translation>
    </message>
    <message>
        <source>Saved: %1, unsaved wounds: %2 (%3)</source>
        <translation>Спасено ранений: %1, неспасённых: %2 (%3)</translation>
    </message>
    <message>
        <source>A double 1 always passes (house rule option)</source>
        <translation>Дубль единиц — всегда успех (по домашнему правилу)</translation>
    </message>
    <message>
        <source>Morale test</source>
        <translation>Тест на лидерство</translation>
    </message>
    <message>
        <source>Casualties: %1, at least 25% of the unit: passes on 2D6 at or under Ld %2</source>
        <translation>Погибших: %1, это не меньше 25% отряда: тест пройден, если на 2D6 выпало не больше Ld %2</translation>
    </message>
    <message>
        <source>Morale test passed (%1 against Ld %2)</source>
        <translation>Тест на лидерство пройден (выпало %1 при Ld %2)</translation>
    </message>
    <message>
        <source>Morale test failed (%1 against Ld %2): the unit falls back</source>
        <translation>Тест на лидерство провален (выпало %1 при Ld %2): отряд отступает</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>DataAddDialog</name>
    <message>
        <source>Add units from the game data</source>
        <translation>Добавить отряды из игровых данных</translation>
    </message>
    <message>
        <source>&amp;Force:</source>
        <translation>&amp;Формирование:</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Поиск:</translation>
    </message>
    <message>
        <source>Unit name</source>
        <translation>Название отряда</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Допустимо</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Прочее</translation>
    </message>
    <message>
        <source>%1 chosen; %2</source>
        <translation>выбрано: %1; %2</translation>
    </message>
    <message>
        <source>%1 chosen</source>
        <translation>выбрано: %1</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>до %1</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>не меньше %1</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) selected</source>
        <translation>
            <numerusform>Выбран %n отряд</numerusform>
            <numerusform>Выбрано %n отряда</numerusform>
            <numerusform>Выбрано %n отрядов</numerusform>
        </translation>
    </message>
    <message>
        <source>Select one or more units to add.</source>
        <translation>Выберите один или несколько отрядов для добавления.</translation>
    </message>
    <message>
        <source>%1 as added</source>
        <translation>%1 при добавлении</translation>
    </message>
    <message>
        <source>With: %1</source>
        <translation>В составе: %1</translation>
    </message>
</context>
<context>
    <name>DataEdits</name>
    <message>
        <source>Add %1</source>
        <translation>Добавить: %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Убрать: %1</translation>
    </message>
    <message>
        <source>Set %1 to %2</source>
        <translation>%1: теперь %2</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>Выбрать: %1</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>Очистить: %1</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>Дублировать: %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Переместить: %1</translation>
    </message>
    <message>
        <source>Add force %1</source>
        <translation>Добавить формирование: %1</translation>
    </message>
    <message>
        <source>Remove force %1</source>
        <translation>Убрать формирование: %1</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>&apos;%1&apos; is not a dice expression</source>
        <translation>«%1» — не запись кубиков</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a dice expression (try 1, D3, 2D6 or D6+1)</source>
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
        <translation>Кубиков должно быть от 1 до %1, а не %2</translation>
    </message>
</context>
<context>
    <name>DicePad</name>
    <message>
        <source>die %1</source>
        <translation>кубик %1</translation>
    </message>
    <message>
        <source>dice %1–%2</source>
        <translation>кубики %1–%2</translation>
    </message>
    <message>
        <source>successes: %1</source>
        <translation>успехов: %1</translation>
    </message>
    <message>
        <source>Type your dice, e.g. 3 5 6 1, then Enter</source>
        <translation>Кубики, напр. 3 5 6 1, затем Enter</translation>
    </message>
    <message>
        <source>Remove the last die</source>
        <translation>Убрать последний кубик</translation>
    </message>
    <message>
        <source>Add a %1</source>
        <translation>Добавить %1</translation>
    </message>
    <message>
        <source>Dice entered: %1 of %2</source>
        <translation>Введено кубиков: %1 из %2</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>сумма %1</translation>
    </message>
</context>
<context>
    <name>DiceValidator</name>
    <message>
        <source>Type a dice expression such as 1, D3, 2D6 or D6+1</source>
        <translation>Введите бросок кубов, например 1, D3, 2D6 или D6+1</translation>
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
    <name>EditorActions</name>
    <message>
        <source>&amp;Add unit from catalogue…</source>
        <translation>&amp;Добавить отряд из каталога…</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Добавить отряд</translation>
    </message>
    <message>
        <source>&amp;New blank unit</source>
        <translation>&amp;Новый пустой отряд</translation>
    </message>
    <message>
        <source>New unit</source>
        <translation>Новый отряд</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>Д&amp;ублировать</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Дублировать</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Переименовать</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Вверх</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <source>Add &amp;model</source>
        <translation>Добавить &amp;модель</translation>
    </message>
    <message>
        <source>Add model</source>
        <translation>Добавить модель</translation>
    </message>
    <message>
        <source>Add &amp;weapon</source>
        <translation>Добавить о&amp;ружие</translation>
    </message>
    <message>
        <source>Add weapon</source>
        <translation>Добавить оружие</translation>
    </message>
    <message>
        <source>Export roster as PD&amp;F…</source>
        <translation>Экспорт ростера в &amp;PDF…</translation>
    </message>
    <message>
        <source>Copy text</source>
        <translation>Копировать текст</translation>
    </message>
    <message>
        <source>Renam&amp;e</source>
        <translation>Пере&amp;именовать</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>Уд&amp;алить</translation>
    </message>
    <message>
        <source>Move unit u&amp;p</source>
        <translation>Переместить отряд &amp;вверх</translation>
    </message>
    <message>
        <source>Move unit d&amp;own</source>
        <translation>Переместить отряд вни&amp;з</translation>
    </message>
    <message>
        <source>Cop&amp;y roster as text</source>
        <translation>Копировать ростер как &amp;текст</translation>
    </message>
    <message>
        <source>&amp;Print roster…</source>
        <translation>&amp;Печать ростера…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Печать</translation>
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
        <translation>Новый отряд</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>The roster was copied to the clipboard as text.</source>
        <translation>Ростер скопирован в буфер обмена как текст.</translation>
    </message>
    <message>
        <source>Export roster as PDF</source>
        <translation>Экспорт ростера в PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Не удалось записать %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message>
        <source>%1 needs a value</source>
        <translation>%1: укажите значение</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3</source>
        <translation>%1: допустимо от %2 до %3</translation>
    </message>
    <message>
        <source>This edition has no weapon type &apos;%1&apos;</source>
        <translation>В этой редакции нет типа оружия «%1»</translation>
    </message>
    <message>
        <source>This edition has no weapon column &apos;%1&apos;</source>
        <translation>В этой редакции у оружия нет поля «%1»</translation>
    </message>
    <message>
        <source>A name cannot be empty</source>
        <translation>Название не может быть пустым</translation>
    </message>
    <message>
        <source>%1 cannot be &apos;%2&apos;</source>
        <translation>%1: недопустимое значение «%2»</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Добавить «%1»</translation>
    </message>
    <message>
        <source>Add units from the catalogue: %1</source>
        <translation>Добавить отряды из каталога: %1</translation>
    </message>
    <message>
        <source>%1 does not fit this edition (&apos;%2&apos; is not one of its characteristics)</source>
        <translation>«%1» не подходит к этой редакции (у неё нет характеристики «%2»)</translation>
    </message>
    <message>
        <source>Add new unit %1</source>
        <translation>Новый отряд «%1»</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Удалить «%1»</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>Дублировать «%1»</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Переместить «%1»</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>Переименовать «%1» в «%2»</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Edit the notes of %1</source>
        <translation>Изменить заметки к «%1»</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Set the extra points of %1 to %2</source>
        <translation>Доп. очки отряда «%1»: %2</translation>
    </message>
    <message>
        <source>Add %1 to %2</source>
        <translation>Добавить «%1» в «%2»</translation>
    </message>
    <message>
        <source>Remove %1 from %2</source>
        <translation>Убрать «%1» из «%2»</translation>
    </message>
    <message>
        <source>Duplicate %1 in %2</source>
        <translation>Дублировать «%1» в «%2»</translation>
    </message>
    <message>
        <source>Number of models</source>
        <translation>Число моделей</translation>
    </message>
    <message>
        <source>Set the number of %1 to %2</source>
        <translation>Число моделей «%1»: %2</translation>
    </message>
    <message>
        <source>Set the points of %1 to %2 each</source>
        <translation>Очки «%1»: %2 за модель</translation>
    </message>
    <message>
        <source>A keyword or special rule can be at most 100 characters long</source>
        <translation>Ключевое слово или особое правило — не длиннее 100 символов</translation>
    </message>
    <message>
        <source>A model group can have at most 50 keywords and special rules</source>
        <translation>У группы моделей может быть не больше 50 ключевых слов и особых правил</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Ключевые слова</translation>
    </message>
    <message>
        <source>Set the keywords of %1 to %2</source>
        <translation>Ключевые слова «%1»: %2</translation>
    </message>
    <message>
        <source>Set %1 of %2 to %3</source>
        <translation>%1 у «%2»: %3</translation>
    </message>
    <message>
        <source>%1 cannot carry more weapons</source>
        <translation>«%1» не может нести больше оружия</translation>
    </message>
    <message>
        <source>Rename the roster to %1</source>
        <translation>Переименовать ростер в «%1»</translation>
    </message>
    <message>
        <source>Points limit</source>
        <translation>Лимит очков</translation>
    </message>
    <message>
        <source>Remove the points limit</source>
        <translation>Убрать лимит очков</translation>
    </message>
    <message>
        <source>Set the points limit to %1</source>
        <translation>Лимит очков: %1</translation>
    </message>
    <message>
        <source>Edit the roster notes</source>
        <translation>Изменить заметки к ростеру</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>This step needs a choice, not dice</source>
        <translation>На этом шаге нужно сделать выбор, а не бросать кубики</translation>
    </message>
    <message>
        <source>No dice are rolled at this step</source>
        <translation>На этом шаге кубики не бросают</translation>
    </message>
    <message>
        <source>This step takes no dice</source>
        <translation>Этот шаг не принимает кубики</translation>
    </message>
    <message>
        <source>There is nothing to choose here</source>
        <translation>Здесь нечего выбирать</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be declared at this step</source>
        <translation>«%1» нельзя объявить на этом шаге</translation>
    </message>
    <message>
        <source>This is already the first step</source>
        <translation>Это уже первый шаг</translation>
    </message>
    <message>
        <source>The attack is not finished yet</source>
        <translation>Атака ещё не закончена</translation>
    </message>
    <message>
        <source>The attack is already finished</source>
        <translation>Атака уже закончена</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Не учитывается: %1</translation>
    </message>
    <message>
        <source>Dice needed: %1, entered: %2</source>
        <translation>Нужно кубиков: %1, введено: %2</translation>
    </message>
    <message>
        <source>%1 is not a face of a D%2</source>
        <translation>У D%2 нет грани %1</translation>
    </message>
    <message>
        <source>Pick between %1 and %2 options</source>
        <translation>Выберите вариантов: от %1 до %2</translation>
    </message>
    <message>
        <source>Answer yes or no</source>
        <translation>Ответьте «да» или «нет»</translation>
    </message>
    <message>
        <source>Enter a number from %1 to %2</source>
        <translation>Введите число от %1 до %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the options</source>
        <translation>Варианта «%1» нет среди предложенных</translation>
    </message>
    <message>
        <source>Each option can be picked only once</source>
        <translation>Каждый вариант можно выбрать только один раз</translation>
    </message>
    <message>
        <source>Too many dice to compute exactly: up to %1 hits (at most %2)</source>
        <translation>Слишком много кубиков для точного расчёта: возможных попаданий до %1 (предел — %2)</translation>
    </message>
    <message>
        <source>%1: expected one value per model group</source>
        <translation>%1: нужно одно значение на группу моделей</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a model group</source>
        <translation>%1: «%2» — не группа моделей</translation>
    </message>
    <message>
        <source>%1 is not a number of models</source>
        <translation>%1 — не число моделей</translation>
    </message>
    <message>
        <source>%1 has no model group %2</source>
        <translation>В отряде «%1» нет группы моделей %2</translation>
    </message>
    <message>
        <source>Model group %1 does not carry %2</source>
        <translation>У группы моделей «%1» нет оружия «%2»</translation>
    </message>
    <message>
        <source>No model of %1 fires %2</source>
        <translation>Ни одна модель отряда «%1» не стреляет из оружия «%2»</translation>
    </message>
    <message>
        <source>%1 has no models left</source>
        <translation>В отряде «%1» не осталось моделей</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Open roster</source>
        <translation>Открыть ростер</translation>
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
        <source>Could not open %1</source>
        <translation>Не удалось открыть %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Открыт файл %1</translation>
    </message>
    <message>
        <source>Still importing; %1 was not opened</source>
        <translation>Импорт ещё идёт; файл %1 не открыт</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Импорт файла %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) so far</source>
        <translation>
            <numerusform>Прошла %n секунда</numerusform>
            <numerusform>Прошло %n секунды</numerusform>
            <numerusform>Прошло %n секунд</numerusform>
        </translation>
    </message>
    <message>
        <source>Import of %1 cancelled</source>
        <translation>Импорт файла %1 отменён</translation>
    </message>
    <message>
        <source>Could not import %1</source>
        <translation>Не удалось импортировать %1</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>Импортирован файл %1</translation>
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
        <source>Game data</source>
        <translation>Игровые данные</translation>
    </message>
    <message>
        <source>No game data yet</source>
        <translation>Игровых данных пока нет</translation>
    </message>
    <message>
        <source>Rosters are built from game data (BattleScribe or New Recruit files), and none is installed yet. Add some now?</source>
        <translation>Ростеры собираются по игровым данным (файлам BattleScribe или New Recruit), а их ещё нет. Добавить сейчас?</translation>
    </message>
    <message>
        <source>Could not create the roster</source>
        <translation>Не удалось создать ростер</translation>
    </message>
    <message>
        <source>New roster %1</source>
        <translation>Новый ростер %1</translation>
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
        <source>%1 is open in another tab (%2). Close that tab first, or save under another name.</source>
        <translation>Файл %1 открыт в другой вкладке (%2). Сначала закройте её или сохраните под другим именем.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>Файл изменён на диске</translation>
    </message>
    <message>
        <source>%1 was changed by another program or another Auspex window since you opened or last saved it.

Replace it with your version? Cancel leaves the file as it is (Save as… keeps your version under another name).</source>
        <translation>Файл %1 изменила другая программа или другое окно Auspex после того, как вы его открыли или сохранили.

Заменить его вашей версией? «Отмена» оставит файл как есть («Сохранить как…» сохранит вашу версию под другим именем).</translation>
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
    <name>Findings</name>
    <message>
        <source>The roster costs %1 points, over its limit of %2</source>
        <translation>Стоимость ростера (%1 очк.) больше лимита (%2 очк.)</translation>
    </message>
    <message>
        <source>%1: its extra points are negative (%2): a cost cannot be below zero</source>
        <translation>%1: доп. очки отрицательные (%2), а стоимость не может быть меньше нуля</translation>
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
    <name>FindingsModel</name>
    <message>
        <source>Severity</source>
        <translation>Важность</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <source>Findings</source>
        <translation>Замечания</translation>
    </message>
    <message>
        <source>No roster open.</source>
        <translation>Нет открытого ростера.</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Проблем не найдено.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FirstStepsBar</name>
    <message>
        <source>&lt;b&gt;First steps:&lt;/b&gt; shoot in this demo battle from the Shooting panel, then bring your own game data and rosters.</source>
        <translation>&lt;b&gt;С чего начать:&lt;/b&gt; постреляйте в этой демо-битве на панели «Стрельба», затем добавьте свои игровые данные и ростеры.</translation>
    </message>
    <message>
        <source>&lt;b&gt;First steps:&lt;/b&gt; open a demo battle to look around, then bring your own game data and rosters.</source>
        <translation>&lt;b&gt;С чего начать:&lt;/b&gt; откройте демо-битву, чтобы осмотреться, затем добавьте свои игровые данные и ростеры.</translation>
    </message>
    <message>
        <source>Demo battles</source>
        <translation>Демо-битвы</translation>
    </message>
    <message>
        <source>Open a pair of opposing demo rosters</source>
        <translation>Открыть пару противостоящих демо-ростеров</translation>
    </message>
    <message>
        <source>Add game data…</source>
        <translation>Добавить игровые данные…</translation>
    </message>
    <message>
        <source>Install the catalogues of your game (BattleScribe data) for checking rosters</source>
        <translation>Установить каталоги вашей игры (данные BattleScribe) для проверки ростеров</translation>
    </message>
    <message>
        <source>Import a roster…</source>
        <translation>Импортировать ростер…</translation>
    </message>
    <message>
        <source>Read a roster made with BattleScribe (.ros, .rosz) or New Recruit (.json)</source>
        <translation>Прочитать ростер, созданный в BattleScribe (.ros, .rosz) или New Recruit (.json)</translation>
    </message>
    <message>
        <source>Hide these hints (Help &gt; First steps shows them again)</source>
        <translation>Скрыть подсказки (Справка &gt; С чего начать покажет их снова)</translation>
    </message>
</context>
<context>
    <name>ForcesPanel</name>
    <message>
        <source>Force / category</source>
        <translation>Формирование / категория</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Выбрано</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Допустимо</translation>
    </message>
    <message>
        <source>Add &amp;units…</source>
        <translation>Добавить &amp;отряды…</translation>
    </message>
    <message>
        <source>Add &amp;detachment</source>
        <translation>Добавить соеди&amp;нение</translation>
    </message>
    <message>
        <source>Add a force inside the selected force (a detachment)</source>
        <translation>Добавить формирование внутрь выбранного (соединение)</translation>
    </message>
    <message>
        <source>Add fo&amp;rce</source>
        <translation>Добавить фор&amp;мирование</translation>
    </message>
    <message>
        <source>Remove force</source>
        <translation>Убрать формирование</translation>
    </message>
    <message>
        <source>Reading the game data…</source>
        <translation>Чтение игровых данных…</translation>
    </message>
    <message>
        <source>Checked against %1. Total: %2</source>
        <translation>Проверено по данным %1. Итого: %2</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>лимит %1</translation>
    </message>
    <message>
        <source>No force yet: add one with “Add force”.</source>
        <translation>Формирований пока нет: добавьте его кнопкой «Добавить формирование».</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n отряд</numerusform>
            <numerusform>%n отряда</numerusform>
            <numerusform>%n отрядов</numerusform>
        </translation>
    </message>
    <message>
        <source>exactly %1</source>
        <translation>ровно %1</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>до %1</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>не меньше %1</translation>
    </message>
    <message>
        <source>This force has no detachments to add</source>
        <translation>В это формирование нельзя добавить соединения</translation>
    </message>
</context>
<context>
    <name>GameData</name>
    <message>
        <source>Could not read the game data folder: %1</source>
        <translation>Не удалось прочитать папку игровых данных: %1</translation>
    </message>
    <message>
        <source>The game system %1 is not installed</source>
        <translation>Игровая система %1 не установлена</translation>
    </message>
    <message>
        <source>Could not remove %1: %2</source>
        <translation>Не удалось удалить %1: %2</translation>
    </message>
    <message>
        <source>The game data is too large (over %1 MB unpacked)</source>
        <translation>Игровые данные слишком велики (больше %1 МБ в распакованном виде)</translation>
    </message>
    <message>
        <source>There are too many data files (over %1)</source>
        <translation>Слишком много файлов данных (больше %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 не существует</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a file or a folder</source>
        <translation>%1 — не файл и не папка</translation>
    </message>
    <message>
        <source>The folder is nested too deeply</source>
        <translation>Вложенность папок слишком глубокая</translation>
    </message>
    <message>
        <source>%1 is a link to another place; game data with links is not read</source>
        <translation>%1 — ссылка на другое место; игровые данные со ссылками не читаются</translation>
    </message>
    <message>
        <source>The archive has too many files</source>
        <translation>В архиве слишком много файлов</translation>
    </message>
    <message>
        <source>%1 is too large (over %2 MB)</source>
        <translation>%1 слишком велик (больше %2 МБ)</translation>
    </message>
    <message>
        <source>The archive %1 is damaged or unreadable</source>
        <translation>Архив %1 повреждён или не читается</translation>
    </message>
    <message>
        <source>The archive holds a file that points outside it (%1); it was not read</source>
        <translation>В архиве есть файл, указывающий за его пределы (%1); архив не прочитан</translation>
    </message>
    <message>
        <source>The archive holds a link (%1); game data with links is not read</source>
        <translation>В архиве есть ссылка (%1); игровые данные со ссылками не читаются</translation>
    </message>
    <message>
        <source>The archive is encrypted</source>
        <translation>Архив зашифрован</translation>
    </message>
    <message>
        <source>%1 is too large</source>
        <translation>%1 слишком велик</translation>
    </message>
    <message>
        <source>%1 holds no game data (.gst, .cat, .catz or New Recruit .json)</source>
        <translation>В %1 нет игровых данных (.gst, .cat, .catz или .json New Recruit)</translation>
    </message>
    <message>
        <source>%1: %2 catalogues for a game system that is neither installed nor included (add its .gst file too); nothing was installed</source>
        <translation>%1: каталогов — %2, но их игровая система не установлена и не приложена (добавьте и её файл .gst); ничего не установлено</translation>
    </message>
    <message>
        <source>%1, revision %2: installed with %3 catalogues</source>
        <translation>%1, ревизия %2: установлено, каталогов — %3</translation>
    </message>
    <message>
        <source>%1, revision %2: the installed data is newer than this copy and was kept (%3 older catalogues not used)</source>
        <translation>%1, ревизия %2: установленные данные новее этой копии и сохранены (старых каталогов не использовано: %3)</translation>
    </message>
    <message>
        <source>%1, revision %2: already installed, nothing changed</source>
        <translation>%1, ревизия %2: уже установлено, ничего не изменилось</translation>
    </message>
    <message>
        <source>%1: updated from revision %2 to %3 (catalogues: %4 new, %5 updated, %6 older ones not used)</source>
        <translation>%1: обновлено с ревизии %2 до %3 (каталоги: новых — %4, обновлено — %5, старых не использовано — %6)</translation>
    </message>
    <message>
        <source>%1, revision %2: catalogues updated (%3 new, %4 updated, %5 older ones not used)</source>
        <translation>%1, ревизия %2: каталоги обновлены (новых — %3, обновлено — %4, старых не использовано — %5)</translation>
    </message>
    <message>
        <source>Could not write the game data folder: %1</source>
        <translation>Не удалось записать папку игровых данных: %1</translation>
    </message>
    <message>
        <source>%1 was built with revision %2 of its catalogue; the installed one is revision %3</source>
        <translation>%1 собрано по ревизии %2 своего каталога; установлена ревизия %3</translation>
    </message>
    <message>
        <source>The catalogue %1 is not installed; its forces are not checked</source>
        <translation>Каталог %1 не установлен; его формирования не проверяются</translation>
    </message>
    <message>
        <source>The game data of %1 is not installed: add it (File &gt; Game data…) to check this roster against its catalogues and to change its options.</source>
        <translation>Игровые данные %1 не установлены: добавьте их (Файл &gt; Игровые данные…), чтобы проверять этот ростер по каталогам и менять его опции.</translation>
    </message>
    <message>
        <source>This roster keeps no BattleScribe document</source>
        <translation>В этом ростере нет документа BattleScribe</translation>
    </message>
    <message>
        <source>The game data is still being read</source>
        <translation>Игровые данные ещё читаются</translation>
    </message>
    <message>
        <source>The roster is too large to keep its BattleScribe document</source>
        <translation>Ростер слишком велик, чтобы хранить его документ BattleScribe</translation>
    </message>
    <message>
        <source>The game data could not be read (an unexpected problem; try adding it again)</source>
        <translation>Не удалось прочитать игровые данные (непредвиденная ошибка; попробуйте добавить их заново)</translation>
    </message>
</context>
<context>
    <name>GameDataDialog</name>
    <message>
        <source>Game data</source>
        <translation>Игровые данные</translation>
    </message>
    <message>
        <source>Rosters are built from community game data: a game system (.gst) and its faction catalogues (.cat, or New Recruit&apos;s .json). Get them from the BattleScribe data repositories (&lt;a href=&quot;https://github.com/BSData&quot;&gt;github.com/BSData&lt;/a&gt;: “Code &gt; Download ZIP”) or New Recruit, then add the zip or the folder here, or drop it on this window. Auspex keeps a copy, so it works offline.</source>
        <translation>Ростеры собираются по игровым данным сообщества: игровой системе (.gst) и каталогам фракций (.cat или .json от New Recruit). Возьмите их в репозиториях данных BattleScribe (&lt;a href=&quot;https://github.com/BSData&quot;&gt;github.com/BSData&lt;/a&gt;: «Code &gt; Download ZIP») или в New Recruit и добавьте здесь zip-архив или папку — или перетащите их в это окно. Auspex хранит копию, поэтому работает без сети.</translation>
    </message>
    <message>
        <source>Game system / catalogue</source>
        <translation>Игровая система / каталог</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Ревизия</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Add &amp;folder…</source>
        <translation>Добавить &amp;папку…</translation>
    </message>
    <message>
        <source>Add &amp;zip or files…</source>
        <translation>Добавить &amp;zip или файлы…</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>&amp;New roster from game data…</source>
        <translation>&amp;Новый ростер из игровых данных…</translation>
    </message>
    <message numerus="yes">
        <source>%n faction(s)</source>
        <translation>
            <numerusform>%n фракция</numerusform>
            <numerusform>%n фракции</numerusform>
            <numerusform>%n фракций</numerusform>
        </translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Библиотека</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Фракция</translation>
    </message>
    <message>
        <source>No game data yet: add a folder or a zip.</source>
        <translation>Игровых данных пока нет: добавьте папку или zip-архив.</translation>
    </message>
    <message>
        <source>Add game data from a folder</source>
        <translation>Добавить игровые данные из папки</translation>
    </message>
    <message>
        <source>Add game data</source>
        <translation>Добавить игровые данные</translation>
    </message>
    <message>
        <source>Game data (%1);;All files (*)</source>
        <translation>Игровые данные (%1);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Still adding the game data from before…</source>
        <translation>Предыдущие игровые данные ещё добавляются…</translation>
    </message>
    <message>
        <source>Adding game data: %1</source>
        <translation>Добавление игровых данных: %1</translation>
    </message>
    <message>
        <source>Stop waiting</source>
        <translation>Не ждать</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) so far</source>
        <translation>
            <numerusform>Прошла %n секунда</numerusform>
            <numerusform>Прошло %n секунды</numerusform>
            <numerusform>Прошло %n секунд</numerusform>
        </translation>
    </message>
    <message>
        <source>The game data is still being added; the list updates when it is done.</source>
        <translation>Игровые данные ещё добавляются; список обновится, когда всё будет готово.</translation>
    </message>
    <message>
        <source>%1 was not added: %2</source>
        <translation>%1 не добавлен: %2</translation>
    </message>
    <message>
        <source>Remove game data</source>
        <translation>Удалить игровые данные</translation>
    </message>
    <message>
        <source>Remove %1 (revision %2) and its catalogues from Auspex? Rosters built from it keep their units, but can no longer be checked or changed through the data until you add it again.</source>
        <translation>Удалить из Auspex %1 (ревизия %2) вместе с каталогами? Ростеры, собранные по этим данным, сохранят свои отряды, но их нельзя будет проверять и менять по данным, пока вы не добавите данные снова.</translation>
    </message>
    <message>
        <source>%1 was removed.</source>
        <translation>%1: удалено.</translation>
    </message>
</context>
<context>
    <name>GlossaryModel</name>
    <message>
        <source>Our proposal: no Russian source uses this term yet.</source>
        <translation>Наш вариант: в русских источниках этот термин пока не встречается.</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Английский</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Русский</translation>
    </message>
    <message>
        <source>Definition</source>
        <translation>Определение</translation>
    </message>
</context>
<context>
    <name>GlossaryView</name>
    <message>
        <source>%1 of %2 terms</source>
        <translation>Терминов: %1 из %2</translation>
    </message>
    <message>
        <source>Filter terms (English or Russian)</source>
        <translation>Фильтр терминов (рус. или англ.)</translation>
    </message>
    <message>
        <source>Type part of a term or definition, e.g. toughness or стойкость</source>
        <translation>Введите часть термина или определения, например «стойкость» или «toughness»</translation>
    </message>
</context>
<context>
    <name>GroupTableModel</name>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Кол-во</translation>
    </message>
    <message>
        <source>Pts each</source>
        <translation>Очк./мод.</translation>
    </message>
    <message>
        <source>Keywords and rules</source>
        <translation>Ключевые слова и правила</translation>
    </message>
    <message>
        <source>Points per model</source>
        <translation>Очки за одну модель</translation>
    </message>
    <message>
        <source>Keywords and special rules, separated by commas (e.g. Infantry, Feel No Pain (5+)); the rules the shooting wizard applies are offered as you type</source>
        <translation>Ключевые слова и особые правила через запятую (например, Infantry, Feel No Pain (5+)); при наборе подсказываются правила, которые учитывает мастер стрельбы</translation>
    </message>
</context>
<context>
    <name>HorusHeresy</name>
    <message>
        <source>%1 is out of range and does not fire</source>
        <translation>Оружие «%1» не достаёт до цели и не стреляет</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>прижат</translation>
    </message>
    <message>
        <source>Suppressed</source>
        <translation>подавлен</translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation>оглушён</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>обращён в бегство</translation>
    </message>
    <message>
        <source>Return Fire</source>
        <translation>Ответный огонь</translation>
    </message>
    <message>
        <source>the target shoots back before casualties are removed, with every model it had</source>
        <translation>цель стреляет в ответ до удаления погибших — всеми моделями, что у неё были</translation>
    </message>
    <message>
        <source>Shieldwall!</source>
        <translation>Стена щитов! (Shieldwall!)</translation>
    </message>
    <message>
        <source>+1 Toughness for the rest of the phase</source>
        <translation>+1 к стойкости до конца фазы</translation>
    </message>
    <message>
        <source>Smokescreen</source>
        <translation>Дымовая завеса (Smokescreen)</translation>
    </message>
    <message>
        <source>Shrouded (5+) against wounds, penetrating and glancing hits for the rest of the phase</source>
        <translation>Завеса (5+) против ранений, пробивающих и скользящих попаданий до конца фазы</translation>
    </message>
    <message>
        <source>Medic!</source>
        <translation>Медик! (Medic!)</translation>
    </message>
    <message>
        <source>at step 11 one Recovery Test per model that took an unsaved wound: on X+ one unsaved wound deals 1 less Damage</source>
        <translation>на шаге 11 — один тест восстановления за каждую модель с неспасённым ранением: на X+ одно неспасённое ранение наносит на 1 урон меньше</translation>
    </message>
    <message>
        <source>The target unit is destroyed: the other Fire Groups do not fire</source>
        <translation>Целевой отряд уничтожен: остальные огневые группы не стреляют</translation>
    </message>
    <message>
        <source>Fire Group: %1 (models: %2, BS %3)</source>
        <translation>Огневая группа: %1 (моделей: %2, BS %3)</translation>
    </message>
    <message>
        <source>No shots fired</source>
        <translation>Выстрелов нет</translation>
    </message>
    <message>
        <source>BS 10+ hits automatically: %1 Critical Hits</source>
        <translation>BS 10+ попадает автоматически; критических попаданий: %1</translation>
    </message>
    <message>
        <source>No hits</source>
        <translation>Попаданий нет</translation>
    </message>
    <message>
        <source>Snap Shots at BS 1 miss automatically; shots lost: %1</source>
        <translation>Стрельба навскидку с BS 1 — автоматический промах; потеряно выстрелов: %1</translation>
    </message>
    <message>
        <source>Models under the marker or template: %1, each one hit</source>
        <translation>Моделей под маркером или шаблоном: %1, каждая получает попадание</translation>
    </message>
    <message>
        <source>Wounds or penetrating hits: %1, glancing: %2</source>
        <translation>Ранений или пробивающих попаданий: %1, скользящих: %2</translation>
    </message>
    <message>
        <source>No target model left; wounds lost: %1</source>
        <translation>Целевых моделей не осталось; пропало ранений: %1</translation>
    </message>
    <message>
        <source>Deflagrate: %1 more hits at Strength %2</source>
        <translation>«Deflagrate»: ещё %1 попаданий с силой %2</translation>
    </message>
    <message>
        <source>Unsaved wounds: %1, Damage %2; models set aside as casualties so far: %3</source>
        <translation>Неспасённых ранений: %1, урон %2; погибших моделей пока отложено: %3</translation>
    </message>
    <message>
        <source>Return Fire: before casualties are removed the target shoots back with all %1 of its models, even those reduced to 0 Wounds</source>
        <translation>Ответный огонь: до удаления погибших цель стреляет в ответ всеми своими моделями (%1), даже теми, у кого не осталось ран</translation>
    </message>
    <message>
        <source>Automata pass every status check</source>
        <translation>Для автоматов (Automata) любая проверка статуса успешна</translation>
    </message>
    <message>
        <source>No morale checks</source>
        <translation>Проверок морали нет</translation>
    </message>
    <message>
        <source>Check against %1 passed: not %2</source>
        <translation>Проверка (%1 или меньше) пройдена: отряд не %2</translation>
    </message>
    <message>
        <source>Check against %1 failed: the unit is %2</source>
        <translation>Проверка (%1 или меньше) провалена: отряд %2</translation>
    </message>
    <message>
        <source>%1 has no models left</source>
        <translation>В отряде «%1» не осталось моделей</translation>
    </message>
    <message>
        <source>%1 has no model group %2</source>
        <translation>В отряде %1 нет группы моделей %2</translation>
    </message>
    <message>
        <source>Model group %1 does not carry %2</source>
        <translation>У группы моделей %1 нет оружия %2</translation>
    </message>
    <message>
        <source>No model of %1 fires a weapon</source>
        <translation>Ни одна модель отряда %1 не стреляет</translation>
    </message>
    <message>
        <source>No model of %1 carries %2</source>
        <translation>Ни у одной модели отряда «%1» нет оружия «%2»</translation>
    </message>
    <message>
        <source>%1 would fire in %2 Fire Groups; Auspex resolves at most 21</source>
        <translation>У отряда %1 получается огневых групп: %2; Auspex обсчитывает не больше 21</translation>
    </message>
    <message>
        <source>Unknown weapon special rule &apos;%1&apos;</source>
        <translation>Неизвестное особое правило оружия «%1»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid weapon special rule</source>
        <translation>Особое правило оружия «%1» записано неверно</translation>
    </message>
    <message>
        <source>Medic! reaction (Recovery Tests on %1+ at step 11)</source>
        <translation>Реакция «Медик!» (тесты восстановления на %1+ на шаге 11)</translation>
    </message>
    <message>
        <source>Medic! is declared or not</source>
        <translation>«Медик!» можно только объявить или не объявлять</translation>
    </message>
    <message>
        <source>Saving throws (AP %1)</source>
        <translation>Спасброски (AP %1)</translation>
    </message>
    <message>
        <source>%1 on %2+</source>
        <translation>%1 на %2+</translation>
    </message>
    <message>
        <source>Damage Mitigation Tests</source>
        <translation>Тесты снижения урона</translation>
    </message>
    <message>
        <source>Feel No Pain / Shrouded on %1+</source>
        <translation>Не ведая боли / Завеса на %1+</translation>
    </message>
    <message>
        <source>Damage rolls</source>
        <translation>Броски на урон</translation>
    </message>
    <message>
        <source>Saves failed: %1</source>
        <translation>Провалено спасбросков: %1</translation>
    </message>
    <message>
        <source>Damage %1 for each unsaved wound (unsaved wounds: %2)</source>
        <translation>Урон %1 за каждое неспасённое ранение (всего %2)</translation>
    </message>
    <message>
        <source>Recovery Tests (Medic!)</source>
        <translation>Тесты восстановления («Медик!»)</translation>
    </message>
    <message>
        <source>%1+: one unsaved wound of that model deals 1 less Damage</source>
        <translation>%1+: одно неспасённое ранение этой модели наносит на 1 урон меньше</translation>
    </message>
    <message>
        <source>Vehicle Damage Table</source>
        <translation>Таблица повреждений техники</translation>
    </message>
    <message>
        <source>1-2 Stunned, 3-4 Pinned, 5-6 Suppressed; a status it already has costs 1 Hull Point</source>
        <translation>1–2: оглушена, 3–4: прижата, 5–6: подавлена; статус, который уже есть, стоит 1 очко корпуса</translation>
    </message>
    <message>
        <source>Removing the casualties breaks the unit&apos;s coherency</source>
        <translation>Удаление погибших нарушает когерентность отряда</translation>
    </message>
    <message>
        <source>Coherency is broken or not</source>
        <translation>Когерентность либо нарушена, либо нет</translation>
    </message>
    <message>
        <source>%1 Recovery Tests passed</source>
        <translation>Пройдено тестов восстановления: %1</translation>
    </message>
    <message>
        <source>Models removed as casualties: %1</source>
        <translation>Удалено погибших моделей: %1</translation>
    </message>
    <message>
        <source>Leadership check</source>
        <translation>Проверка лидерства</translation>
    </message>
    <message>
        <source>Cool check</source>
        <translation>Проверка выдержки</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 (при провале отряд %2)</translation>
    </message>
    <message>
        <source>2D6 of %1 or less passes; double 1 passes, double 6 fails</source>
        <translation>2D6: %1 или меньше — успех; дубль единиц — всегда успех, дубль шестёрок — всегда провал</translation>
    </message>
    <message>
        <source>An embarked unit cannot make a Shooting Attack</source>
        <translation>Отряд в транспорте не может проводить стрелковую атаку</translation>
    </message>
    <message>
        <source>A unit Locked in Combat cannot make a Shooting Attack</source>
        <translation>Отряд, связанный рукопашной, не может проводить стрелковую атаку</translation>
    </message>
    <message>
        <source>A unit that Rushed this turn cannot shoot (only units of Light models may, as Snap Shots)</source>
        <translation>Отряд, использовавший бег в этот ход, не может стрелять (могут только отряды из моделей подтипа «лёгкий» — стрельбой навскидку)</translation>
    </message>
    <message>
        <source>No Reaction can answer a Shooting Attack made as a Reaction</source>
        <translation>На стрелковую атаку, проведённую как реакция, нельзя ответить реакцией</translation>
    </message>
    <message>
        <source>A unit with Automata models cannot make Reactions</source>
        <translation>Отряд с моделями-автоматами (Automata) не может выполнять реакции</translation>
    </message>
    <message>
        <source>A Stunned or Routed unit cannot declare Reactions</source>
        <translation>Оглушённый или обращённый в бегство отряд не может объявлять реакции</translation>
    </message>
    <message>
        <source>%1 needs a target unit that has the matching trait (Shield, Smokescreen or Medic (X))</source>
        <translation>Для «%1» у целевого отряда должна быть соответствующая черта («Щит», «Дымовая завеса» или «Медик (X)»)</translation>
    </message>
    <message>
        <source>no cover</source>
        <translation>без укрытия</translation>
    </message>
    <message>
        <source>light (6+)</source>
        <translation>лёгкий (6+)</translation>
    </message>
    <message>
        <source>medium (5+)</source>
        <translation>средний (5+)</translation>
    </message>
    <message>
        <source>heavy (4+)</source>
        <translation>тяжёлый (4+)</translation>
    </message>
    <message>
        <source>Target models within area terrain</source>
        <translation>Целевые модели в площадном ландшафте</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of cover</source>
        <translation>«%1» — не вид укрытия</translation>
    </message>
    <message>
        <source>no reaction</source>
        <translation>без реакции</translation>
    </message>
    <message>
        <source>The unit may also declare Medic! later, during the saves (step 9)</source>
        <translation>Отряд может объявить и «Медик!», но позже, во время спасбросков (шаг 9)</translation>
    </message>
    <message>
        <source>Reaction of the target unit (1 Reaction point)</source>
        <translation>Реакция целевого отряда (1 очко реакции)</translation>
    </message>
    <message>
        <source>A unit makes at most one Reaction in a turn</source>
        <translation>Отряд выполняет не больше одной реакции за ход</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a reaction</source>
        <translation>«%1» — не реакция</translation>
    </message>
    <message>
        <source>Medic! is declared at step 9, during the saves</source>
        <translation>«Медик!» объявляется на шаге 9, во время спасбросков</translation>
    </message>
    <message>
        <source>Reaction declared: %1</source>
        <translation>Объявлена реакция: %1</translation>
    </message>
    <message>
        <source>%1 (models: %2, BS %3)</source>
        <translation>%1 (моделей: %2, BS %3)</translation>
    </message>
    <message>
        <source>Choose the next Fire Group to resolve</source>
        <translation>Выберите следующую огневую группу</translation>
    </message>
    <message>
        <source>Firepower of %1</source>
        <translation>Огневая мощь: %1</translation>
    </message>
    <message>
        <source>Firepower %1 for each model (models: %2)</source>
        <translation>Огневая мощь %1 у каждой модели (всего %2)</translation>
    </message>
    <message>
        <source>Lay the template with its narrow end touching the firer; every target model it touches is hit (no Hit Test)</source>
        <translation>Положите шаблон узким концом к стрелку; каждая модель цели, которой он касается, получает попадание (без броска на попадание)</translation>
    </message>
    <message>
        <source>Place the marker over a target model and scatter it as the weapon&apos;s rules say; every target model it then touches is hit (no Hit Test)</source>
        <translation>Поставьте маркер взрыва над моделью цели и сместите его, как велят правила оружия; каждая модель цели, которой он затем касается, получает попадание (без броска на попадание)</translation>
    </message>
    <message>
        <source>Target models under the marker or template</source>
        <translation>Модели цели под маркером или шаблоном</translation>
    </message>
    <message>
        <source>Enter a number of models from 0 to %1</source>
        <translation>Укажите число моделей от 0 до %1</translation>
    </message>
    <message>
        <source>Hits: %1 (Critical Hits: %2, Rending: %3)</source>
        <translation>Попаданий: %1 (критических: %2, «Раздирающий»: %3)</translation>
    </message>
    <message>
        <source>Strength %1 against Toughness %2: wounds on %3+</source>
        <translation>Сила %1 против стойкости %2: ранение на %3+</translation>
    </message>
    <message>
        <source>Strength %1 against Toughness %2: no wound possible</source>
        <translation>Сила %1 против стойкости %2: ранить невозможно</translation>
    </message>
    <message>
        <source>BS %1: hits on 2+, Critical Hit on %2+</source>
        <translation>BS %1: попадание на 2+, критическое попадание на %2+</translation>
    </message>
    <message>
        <source>BS %1: hits on %2+</source>
        <translation>BS %1: попадание на %2+</translation>
    </message>
    <message>
        <source>Snap Shots</source>
        <translation>Стрельба навскидку</translation>
    </message>
    <message>
        <source>Hit Tests: %1</source>
        <translation>Броски на попадание: %1</translation>
    </message>
    <message>
        <source>Wound Tests: %1</source>
        <translation>Броски на ранение: %1</translation>
    </message>
    <message>
        <source>Armour Penetration Tests: %1</source>
        <translation>Тесты пробития брони: %1</translation>
    </message>
    <message>
        <source>D6 + Strength %1 against Armour %2: equal glances, higher penetrates</source>
        <translation>D6 + сила %1 против брони %2: равно — скользящее, больше — пробивающее</translation>
    </message>
    <message>
        <source>Armour save</source>
        <translation>Спасбросок за броню</translation>
    </message>
    <message>
        <source>Cover save</source>
        <translation>Спасбросок за укрытие</translation>
    </message>
    <message>
        <source>Invulnerable save</source>
        <translation>Неуязвимый спасбросок</translation>
    </message>
</context>
<context>
    <name>KillTeam</name>
    <message>
        <source>%1 has no %2 value</source>
        <translation>У «%1» не задано значение %2</translation>
    </message>
    <message>
        <source>No model of %1 carries %2</source>
        <translation>Ни у одной модели отряда «%1» нет оружия «%2»</translation>
    </message>
    <message>
        <source>%1 has no models left</source>
        <translation>В отряде «%1» не осталось моделей</translation>
    </message>
    <message>
        <source>The target kill team has more than 50 models: too many for exact odds</source>
        <translation>В целевой истребительной команде больше 50 моделей: слишком много для точных шансов</translation>
    </message>
    <message>
        <source>Unknown situation &apos;%1&apos;</source>
        <translation>Неизвестное условие «%1»</translation>
    </message>
    <message>
        <source>After Advancing a model can shoot only Assault weapons</source>
        <translation>После рывка модель может стрелять только из штурмового оружия</translation>
    </message>
    <message>
        <source>A model within 1&quot; of an enemy model can shoot only a Pistol</source>
        <translation>Модель в пределах 1&quot; от вражеской модели может стрелять только из пистолета</translation>
    </message>
    <message>
        <source>Only one model of a kill team can use a grenade in a phase</source>
        <translation>За фазу гранату может использовать только одна модель истребительной команды</translation>
    </message>
    <message>
        <source>A shaken model cannot shoot</source>
        <translation>Потрясённая модель не может стрелять</translation>
    </message>
    <message>
        <source>A model within 1&quot; of a friendly model cannot be targeted</source>
        <translation>Нельзя целиться в модель, находящуюся в пределах 1&quot; от дружественной модели</translation>
    </message>
    <message>
        <source>The target is out of range</source>
        <translation>Цель вне дальности стрельбы</translation>
    </message>
    <message>
        <source>Shots: %1</source>
        <translation>Выстрелов: %1</translation>
    </message>
    <message>
        <source>%1 (wounds: %2, flesh wounds: %3)</source>
        <translation>%1 (ран: %2, лёгких ранений: %3)</translation>
    </message>
    <message>
        <source>Target model</source>
        <translation>Целевая модель</translation>
    </message>
    <message>
        <source>Any enemy model the firer can see and reach, except one within 1&quot; of a model of your side</source>
        <translation>Любая вражеская модель, которую стрелок видит и достаёт, кроме стоящей в пределах 1&quot; от модели вашей стороны</translation>
    </message>
    <message>
        <source>Target obscured (-1 to hit, -1 injury)</source>
        <translation>Цель частично скрыта (−1 к попаданию, −1 к броску последствий)</translation>
    </message>
    <message>
        <source>Split the shots between models within 2&quot;</source>
        <translation>Разделить выстрелы между моделями в пределах 2&quot;</translation>
    </message>
    <message>
        <source>Firer moved (Heavy: -1 to hit)</source>
        <translation>Стрелок двигался (тяжёлое оружие: −1 к попаданию)</translation>
    </message>
    <message>
        <source>Firer Advanced (Assault only, -1 to hit)</source>
        <translation>Стрелок сделал рывок (только штурмовое, −1 к попаданию)</translation>
    </message>
    <message>
        <source>Firer within 1&quot; of an enemy (Pistol only)</source>
        <translation>Стрелок в пределах 1&quot; от врага (только пистолет)</translation>
    </message>
    <message>
        <source>Flesh wounds on the firer (-1 each)</source>
        <translation>Лёгкие ранения стрелка (−1 за каждое)</translation>
    </message>
    <message>
        <source>Firer&apos;s kill team is broken (-1 to hit)</source>
        <translation>У команды стрелка сломлена мораль (−1 к попаданию)</translation>
    </message>
    <message>
        <source>Firer is shaken (cannot shoot)</source>
        <translation>Стрелок потрясён (не может стрелять)</translation>
    </message>
    <message>
        <source>Target within 1&quot; of a friendly model</source>
        <translation>Цель в пределах 1&quot; от дружественной модели</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a number</source>
        <translation>«%1»: нужно число</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be between 0 and %2</source>
        <translation>«%1»: значение должно быть от 0 до %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is either on or off</source>
        <translation>«%1» можно только включить или выключить</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a target model in action</source>
        <translation>«%1» — не модель-цель, оставшаяся в строю</translation>
    </message>
    <message>
        <source>Model %1 of %2 shoots %3 at %4</source>
        <translation>Модель %1 из %2 стреляет из оружия «%3» по «%4»</translation>
    </message>
    <message>
        <source>Model %1 of %2 shoots</source>
        <translation>Стреляет модель %1 из %2</translation>
    </message>
    <message>
        <source>Distance to the target (inches)</source>
        <translation>Расстояние до цели (дюймы)</translation>
    </message>
    <message>
        <source>Out of range (%1&quot; &gt; %2&quot;): no shot</source>
        <translation>Вне дальности (%1&quot; &gt; %2&quot;): выстрела нет</translation>
    </message>
    <message>
        <source>In range</source>
        <translation>В пределах дальности</translation>
    </message>
    <message>
        <source>Within half range: Rapid Fire shoots twice</source>
        <translation>В пределах половины дальности: скорострельное оружие стреляет дважды</translation>
    </message>
    <message>
        <source>Long range (%1&quot; of %2&quot;): -1 to hit</source>
        <translation>Длинная дистанция (%1&quot; из %2&quot;): −1 к попаданию</translation>
    </message>
    <message>
        <source>Within half range (%1&quot; of %2&quot;)</source>
        <translation>В пределах половины дальности (%1&quot; из %2&quot;)</translation>
    </message>
    <message>
        <source>Roll for the number of shots</source>
        <translation>Бросок на количество выстрелов</translation>
    </message>
    <message>
        <source>Shots: %1, times %2</source>
        <translation>Выстрелы: %1, умноженные на %2</translation>
    </message>
    <message>
        <source>Split the shots: the first target and models within 2&quot; of it</source>
        <translation>Распределите выстрелы: первая цель и модели в пределах 2&quot; от неё</translation>
    </message>
    <message>
        <source>The first target model must get at least one of the shots</source>
        <translation>Первой цели должен достаться хотя бы один выстрел</translation>
    </message>
    <message>
        <source>Shots split: %1</source>
        <translation>Распределение выстрелов: %1</translation>
    </message>
    <message>
        <source>BS %1+, modifier %2: hits on %3+</source>
        <translation>BS %1+, модификатор %2: попадание на %3+</translation>
    </message>
    <message>
        <source>A 1 always misses, a 6 always hits</source>
        <translation>1 — всегда промах, 6 — всегда попадание</translation>
    </message>
    <message>
        <source>Wound rolls</source>
        <translation>Броски на ранение</translation>
    </message>
    <message>
        <source>S %1 against T %2: wounds on %3+</source>
        <translation>S %1 против T %2: ранение на %3+</translation>
    </message>
    <message>
        <source>Bladestorm: %1 of them at AP %2</source>
        <translation>«Bladestorm»: из них %1 с AP %2</translation>
    </message>
    <message>
        <source>No save is possible</source>
        <translation>Спасбросок невозможен</translation>
    </message>
    <message>
        <source>Saving throws (the target&apos;s player)</source>
        <translation>Спасброски (бросает владелец цели)</translation>
    </message>
    <message>
        <source>Saves failed: %1</source>
        <translation>Проваленных спасбросков: %1</translation>
    </message>
    <message>
        <source>%1 is down to 0 wounds</source>
        <translation>У «%1» не осталось ран</translation>
    </message>
    <message>
        <source>A third flesh wound: %1 is out of action</source>
        <translation>Третье лёгкое ранение: «%1» выбывает из строя</translation>
    </message>
    <message>
        <source>%1: wounds left: %2</source>
        <translation>«%1»: осталось ран: %2</translation>
    </message>
    <message>
        <source>Injury roll for %1 (the highest die counts)</source>
        <translation>Бросок последствий для «%1» (считается наибольший кубик)</translation>
    </message>
    <message>
        <source>%1 is out of action</source>
        <translation>«%1» выбывает из строя</translation>
    </message>
    <message>
        <source>%1 suffers a flesh wound (%2 now)</source>
        <translation>«%1» получает лёгкое ранение (теперь их %2)</translation>
    </message>
    <message>
        <source>Save %1+, AP %2, invulnerable %3+: saved on %4+</source>
        <translation>Спасбросок %1+, AP %2, неуязвимый %3+: успех на %4+</translation>
    </message>
    <message>
        <source>Hit rolls at %1</source>
        <translation>Броски на попадание по «%1»</translation>
    </message>
    <message>
        <source>Save %1+, AP %2: saved on %3+</source>
        <translation>Спасбросок %1+, AP %2: успех на %3+</translation>
    </message>
    <message>
        <source>A 1 always fails</source>
        <translation>1 — всегда провал</translation>
    </message>
    <message>
        <source>Damage: %1 for each unsaved wound, in order</source>
        <translation>Урон: %1 за каждое неспасённое ранение, по порядку</translation>
    </message>
    <message>
        <source>Damage %1</source>
        <translation>Урон %1</translation>
    </message>
    <message>
        <source>%1 further unsaved wounds are discarded</source>
        <translation>Остальные неспасённые ранения пропадают: %1</translation>
    </message>
    <message>
        <source>Hits: %1</source>
        <translation>Попаданий: %1</translation>
    </message>
    <message>
        <source>Wounds: %1</source>
        <translation>Ранений: %1</translation>
    </message>
    <message>
        <source>No armour save; invulnerable %1+: saved on %2+</source>
        <translation>Спасброска за броню нет; неуязвимый %1+: успех на %2+</translation>
    </message>
    <message>
        <source>Unsaved wounds: %1</source>
        <translation>Неспасённых ранений: %1</translation>
    </message>
    <message>
        <source>4+ is out of action, modifier %1: a die of %2+</source>
        <translation>4+ — выведена из строя; модификатор %1: нужен кубик %2+</translation>
    </message>
    <message>
        <source>Otherwise a flesh wound: 1 wound left</source>
        <translation>Иначе лёгкое ранение: остаётся 1 рана</translation>
    </message>
    <message>
        <source>Models down: %1 of %2; a Broken test is due in the Morale phase</source>
        <translation>Пострадавших моделей: %1 из %2 — в фазе морали нужна проверка на сломленную мораль</translation>
    </message>
    <message>
        <source>No Broken test is due (models down: %1 of %2)</source>
        <translation>Проверка на сломленную мораль не нужна (пострадавших моделей: %1 из %2)</translation>
    </message>
</context>
<context>
    <name>LazyRules</name>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Справочник по правилам</translation>
    </message>
    <message>
        <source>Open the rules reference</source>
        <translation>Открыть справочник правил</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1: %2 vs %3</source>
        <translation>%1: %2 против %3</translation>
    </message>
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
        <source>All demo rosters</source>
        <translation>Все демо-ростеры</translation>
    </message>
    <message>
        <source>&amp;Game data…</source>
        <translation>Игровые д&amp;анные…</translation>
    </message>
    <message>
        <source>New roster from game da&amp;ta…</source>
        <translation>Новый ростер из игровых данны&amp;х…</translation>
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
        <source>&amp;First steps</source>
        <translation>С &amp;чего начать</translation>
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
        <source>Your settings could not be saved: %1</source>
        <translation>Не удалось сохранить настройки: %1</translation>
    </message>
</context>
<context>
    <name>NewDataRosterDialog</name>
    <message>
        <source>New roster from game data</source>
        <translation>Новый ростер из игровых данных</translation>
    </message>
    <message>
        <source>&amp;Game system:</source>
        <translation>&amp;Игровая система:</translation>
    </message>
    <message>
        <source>&amp;Faction:</source>
        <translation>&amp;Фракция:</translation>
    </message>
    <message>
        <source>F&amp;orce:</source>
        <translation>Ф&amp;ормирование:</translation>
    </message>
    <message>
        <source>&amp;Detachments:</source>
        <translation>&amp;Соединения:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>&amp;Points limit:</source>
        <translation>&amp;Лимит очков:</translation>
    </message>
    <message>
        <source>Search factions</source>
        <translation>Поиск фракции</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Без лимита</translation>
    </message>
    <message>
        <source>Forces inside the chosen force (the ones the data requires are ticked); more can be added later</source>
        <translation>Формирования внутри выбранного (обязательные по данным отмечены); другие можно добавить позже</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Создать</translation>
    </message>
    <message>
        <source>revision %1</source>
        <translation>ревизия %1</translation>
    </message>
    <message>
        <source>This catalogue offers no force to build.</source>
        <translation>В этом каталоге нет формирований, которые можно собрать.</translation>
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
    <name>Notices</name>
    <message>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
</context>
<context>
    <name>OddsPanel</name>
    <message>
        <source>The odds could not be computed.</source>
        <translation>Не удалось рассчитать вероятности.</translation>
    </message>
    <message>
        <source>Odds from here (exact)</source>
        <translation>Шансы с этого шага (точно)</translation>
    </message>
    <message>
        <source>Calculating…</source>
        <translation>Вычисляю…</translation>
    </message>
    <message>
        <source>Expected models removed</source>
        <translation>Удалённых моделей в среднем</translation>
    </message>
    <message>
        <source>At least one model removed</source>
        <translation>Удалена хотя бы одна модель</translation>
    </message>
    <message>
        <source>Morale test forced</source>
        <translation>Нужен бросок на мораль</translation>
    </message>
    <message>
        <source>Morale test failed</source>
        <translation>Бросок на мораль провален</translation>
    </message>
    <message>
        <source>Models removed: settled at %1</source>
        <translation>Удалено моделей: точно %1</translation>
    </message>
    <message>
        <source>unknown (no Leadership)</source>
        <translation>неизвестно (нет лидерства)</translation>
    </message>
    <message>
        <source>not rolled in this edition</source>
        <translation>в этой редакции не бросают</translation>
    </message>
    <message>
        <source>exactly N</source>
        <translation>ровно N</translation>
    </message>
    <message>
        <source>at least N</source>
        <translation>не меньше N</translation>
    </message>
    <message>
        <source>%1: %2 on average, at least one %3</source>
        <translation>%1: в среднем %2, хотя бы 1 — %3</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <source>Reading the game data…</source>
        <translation>Чтение игровых данных…</translation>
    </message>
    <message>
        <source>This roster has no game data to build from.</source>
        <translation>У этого ростера нет игровых данных, по которым его можно собирать.</translation>
    </message>
    <message>
        <source>This unit is not from the game data (it was made or changed by hand in Auspex): it has no options.</source>
        <translation>Этот отряд не из игровых данных (его создали или изменили вручную в Auspex): опций у него нет.</translation>
    </message>
    <message>
        <source>This unit has no options.</source>
        <translation>У этого отряда нет опций.</translation>
    </message>
    <message>
        <source>%1 (not available here)</source>
        <translation>%1 (здесь недоступно)</translation>
    </message>
    <message>
        <source>The game data does not offer this here (any more). Clear the box to take it away.</source>
        <translation>Игровые данные (больше) не предлагают это здесь. Снимите флажок, чтобы убрать.</translation>
    </message>
    <message>
        <source>exactly %1</source>
        <translation>ровно %1</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>до %1</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>не меньше %1</translation>
    </message>
    <message>
        <source>%1 chosen</source>
        <translation>выбрано: %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ничего</translation>
    </message>
    <message>
        <source>required</source>
        <translation>обязательно</translation>
    </message>
    <message>
        <source>Cost of one: %1</source>
        <translation>Стоимость одного: %1</translation>
    </message>
    <message>
        <source>How many: %1</source>
        <translation>Сколько: %1</translation>
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
        <source>%1 has no characteristic &apos;%2&apos;</source>
        <translation>В редакции %1 нет характеристики «%2»</translation>
    </message>
    <message>
        <source>Unknown weapon type &apos;%1&apos;</source>
        <translation>Неизвестный тип оружия «%1»</translation>
    </message>
</context>
<context>
    <name>RestoreOffer</name>
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
    <name>ResultPage</name>
    <message numerus="yes">
        <source>unsaved</source>
        <translation>
            <numerusform>неспасённое</numerusform>
            <numerusform>неспасённых</numerusform>
            <numerusform>неспасённых</numerusform>
        </translation>
    </message>
    <message>
        <source>Model group</source>
        <translation>Группа моделей</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Модели</translation>
    </message>
    <message>
        <source>Wounds lost</source>
        <translation>Потеряно ран</translation>
    </message>
    <message>
        <source>Flesh wounds</source>
        <translation>Лёгкие ранения</translation>
    </message>
    <message>
        <source>Target unit after the attack</source>
        <translation>Отряд-цель после атаки</translation>
    </message>
    <message>
        <source>New attack</source>
        <translation>Новая атака</translation>
    </message>
    <message numerus="yes">
        <source>shot(s)</source>
        <translation>
            <numerusform>выстрел</numerusform>
            <numerusform>выстрела</numerusform>
            <numerusform>выстрелов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hit(s)</source>
        <translation>
            <numerusform>попадание</numerusform>
            <numerusform>попадания</numerusform>
            <numerusform>попаданий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wound(s)</source>
        <translation>
            <numerusform>ранение</numerusform>
            <numerusform>ранения</numerusform>
            <numerusform>ранений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>model(s) removed</source>
        <translation>
            <numerusform>модель удалена</numerusform>
            <numerusform>модели удалены</numerusform>
            <numerusform>моделей удалено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model(s) removed</source>
        <translation>
            <numerusform>удалена %n модель</numerusform>
            <numerusform>удалены %n модели</numerusform>
            <numerusform>удалено %n моделей</numerusform>
        </translation>
    </message>
    <message>
        <source>The target kill team must take a Broken test in the next Morale phase.</source>
        <translation>В следующей фазе морали команда цели делает проверку на сломленную мораль.</translation>
    </message>
    <message>
        <source>The firing weapon jammed.</source>
        <translation>Оружие стрелков заклинило.</translation>
    </message>
    <message>
        <source>Target models after the attack</source>
        <translation>Модели-цели после атаки</translation>
    </message>
    <message>
        <source>Morale test passed.</source>
        <translation>Бросок на мораль удался.</translation>
    </message>
    <message>
        <source>Morale test failed.</source>
        <translation>Бросок на мораль провален.</translation>
    </message>
    <message>
        <source>A morale test is due.</source>
        <translation>Предстоит бросок на мораль.</translation>
    </message>
    <message>
        <source>New status: %1</source>
        <translation>Новый статус: %1</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> из %1</translation>
    </message>
    <message>
        <source>You choose which models are removed: set how many each group loses.</source>
        <translation>Какие модели удалить, решаете вы: укажите, сколько теряет каждая группа.</translation>
    </message>
    <message>
        <source>Apply to %1</source>
        <translation>Применить к отряду «%1»</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>Two units share the id %1</source>
        <translation>У двух отрядов одинаковый идентификатор %1</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a characteristic of this edition</source>
        <translation>%1: в этой редакции нет характеристики «%2»</translation>
    </message>
</context>
<context>
    <name>RosterCheck</name>
    <message>
        <source>%1 needs at least %2 × %3 (it has %4)</source>
        <translation>%1: нужно не меньше %2 × %3 (сейчас %4)</translation>
    </message>
    <message>
        <source>%1 may have at most %2 × %3 (it has %4)</source>
        <translation>%1: допускается не больше %2 × %3 (сейчас %4)</translation>
    </message>
    <message>
        <source>%1 needs at least %2 %3 of %4 (it has %5)</source>
        <translation>%1: нужно не меньше %2 %3 на «%4» (сейчас %5)</translation>
    </message>
    <message>
        <source>%1 may have at most %2 %3 of %4 (it has %5)</source>
        <translation>%1: допускается не больше %2 %3 на «%4» (сейчас %5)</translation>
    </message>
    <message>
        <source>%1 is not in the loaded catalogues</source>
        <translation>«%1» нет в загруженных каталогах</translation>
    </message>
    <message>
        <source>%1 cannot have %2: it is not available in this roster</source>
        <translation>%1 не может иметь «%2»: это недоступно в данном ростере</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The force %1 is not in the loaded game data</source>
        <translation>Формирования %1 нет в загруженных игровых данных</translation>
    </message>
</context>
<context>
    <name>RosterCommand</name>
    <message>
        <source>The file is too large or too deeply nested to read</source>
        <translation>Файл слишком велик или слишком глубоко вложен, чтобы его прочитать</translation>
    </message>
    <message>
        <source>Could not read the roster (%1)</source>
        <translation>Не удалось прочитать ростер (%1)</translation>
    </message>
    <message>
        <source>%1 is a folder; give the name of the .json file to write</source>
        <translation>%1 — это папка; укажите имя файла .json для записи</translation>
    </message>
    <message>
        <source>The folder %1 does not exist</source>
        <translation>Папки %1 не существует</translation>
    </message>
    <message>
        <source>IN and OUT are the same file; give another name for OUT</source>
        <translation>IN и OUT — один и тот же файл; укажите для OUT другое имя</translation>
    </message>
    <message>
        <source>%1 already exists; add --force to replace it</source>
        <translation>%1 уже существует; добавьте --force, чтобы заменить его</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
</context>
<context>
    <name>RosterEditor</name>
    <message>
        <source>Profiles</source>
        <translation>Профили</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Опции</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>Формирования</translation>
    </message>
    <message>
        <source>Roster editor</source>
        <translation>Редактор ростера</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Ростер</translation>
    </message>
    <message>
        <source>Total: %1 pts</source>
        <translation>Итого: %1 очк.</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n модель</numerusform>
            <numerusform>%n модели</numerusform>
            <numerusform>%n моделей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterFile</name>
    <message>
        <source>The file is too large to be a roster (%1 MB)</source>
        <translation>Файл слишком велик для ростера (%1 МБ)</translation>
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
        <source>The roster file is damaged (the entry &apos;%1&apos; appears twice in one object)</source>
        <translation>Файл ростера повреждён (запись «%1» встречается дважды в одном объекте)</translation>
    </message>
    <message>
        <source>The roster file is damaged (%1 is not a JSON value)</source>
        <translation>Файл ростера повреждён (%1 — недопустимое значение JSON)</translation>
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
        <source>The roster file has an unknown entry &apos;%1&apos;</source>
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
        <translation>У некоторых стоимостей есть дробные очки; Auspex их округляет</translation>
    </message>
    <message>
        <source>%1: Auspex cannot shoot with or at this kind of model (%2) in this edition yet; its profiles are kept as they are</source>
        <translation>%1: Auspex пока не умеет стрелять такими моделями и по ним (%2) в этой редакции; их профили сохранены как есть</translation>
    </message>
    <message>
        <source>%1: the weapon profile could not be used; it is kept as it is</source>
        <translation>%1: профиль оружия не удалось использовать; он сохранён как есть</translation>
    </message>
    <message>
        <source>Auspex does not know the game system &apos;%1&apos;; its profiles are shown as they are</source>
        <translation>Auspex не знает игровую систему «%1»; её профили показаны как есть</translation>
    </message>
    <message>
        <source>The roster has too many units (%1)</source>
        <translation>В ростере слишком много отрядов (%1)</translation>
    </message>
    <message>
        <source>%1: the characteristic &apos;%2&apos; is not known; the profile is kept as it is</source>
        <translation>%1: характеристика «%2» неизвестна; профиль сохранён как есть</translation>
    </message>
    <message>
        <source>%1: %2 &apos;%3&apos; is not a number Auspex can use; the profile is kept as it is</source>
        <translation>%1: %2 «%3» — не число, понятное Auspex; профиль сохранён как есть</translation>
    </message>
    <message>
        <source>%1: %2 &apos;%3&apos; is not something Auspex can use; the weapon is kept as a raw profile</source>
        <translation>%1: %2 «%3» — значение, непонятное Auspex; оружие сохранено как исходный профиль</translation>
    </message>
    <message>
        <source>The roster costs %1 %2, over its limit of %3</source>
        <translation>Ростер стоит %1 %2 — больше лимита в %3</translation>
    </message>
    <message>
        <source>The file says the roster costs %1 %2, but its selections add up to %3</source>
        <translation>В файле указано, что ростер стоит %1 %2, но выбранное в нём даёт в сумме %3</translation>
    </message>
</context>
<context>
    <name>RosterPage</name>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>Edition:</source>
        <translation>Редакция:</translation>
    </message>
    <message>
        <source>&amp;Points limit:</source>
        <translation>&amp;Лимит очков:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>&amp;Заметки:</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Без лимита</translation>
    </message>
    <message>
        <source>%1 (imported)</source>
        <translation>%1 (импорт)</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n отряд</numerusform>
            <numerusform>%n отряда</numerusform>
            <numerusform>%n отрядов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n модель</numerusform>
            <numerusform>%n модели</numerusform>
            <numerusform>%n моделей</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterTreeModel</name>
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
        <translation>Правила</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Справочник по правилам</translation>
    </message>
    <message>
        <source>Open the rules reference</source>
        <translation>Открыть справочник по правилам</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>Назад (Alt+Влево)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Вперёд (Alt+Вправо)</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Глоссарий</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Редакция</translation>
    </message>
    <message>
        <source>Search the rules (English or Russian)</source>
        <translation>Поиск по правилам (на русском или английском)</translation>
    </message>
    <message>
        <source>This edition only</source>
        <translation>Только эта редакция</translation>
    </message>
    <message>
        <source>Search only the edition chosen above</source>
        <translation>Искать только в редакции, выбранной выше</translation>
    </message>
    <message numerus="yes">
        <source>%n topic(s) found</source>
        <translation>
            <numerusform>Найдена %n тема</numerusform>
            <numerusform>Найдены %n темы</numerusform>
            <numerusform>Найдено %n тем</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing found for “%1”.</source>
        <translation>По запросу «%1» ничего не найдено.</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>Unknown language &apos;%1&apos; (use en or ru)</source>
        <translation>Неизвестный язык «%1» (используйте en или ru)</translation>
    </message>
</context>
<context>
    <name>Second</name>
    <message>
        <source>%1 cannot have had %2 models at the start of the turn: it has %3 now</source>
        <translation>Отряд %1: моделей в начале хода не могло быть %2 — сейчас их %3</translation>
    </message>
    <message>
        <source>short range</source>
        <translation>короткой дистанции</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>длинной дистанции</translation>
    </message>
    <message>
        <source>No exception</source>
        <translation>Исключений нет</translation>
    </message>
    <message>
        <source>The firer is a hero or special character</source>
        <translation>Стреляет герой или специальный персонаж</translation>
    </message>
    <message>
        <source>The closer target is a vehicle</source>
        <translation>Ближняя цель — техника</translation>
    </message>
    <message>
        <source>The closer target is a building</source>
        <translation>Ближняя цель — здание</translation>
    </message>
    <message>
        <source>The closer models are in close combat</source>
        <translation>Ближние модели участвуют в рукопашном бою</translation>
    </message>
    <message>
        <source>The closer models are broken</source>
        <translation>У ближних моделей сломленная мораль</translation>
    </message>
    <message>
        <source>The closer target is in cover, this one in the open</source>
        <translation>Ближняя цель в укрытии, а эта на открытом месте</translation>
    </message>
    <message>
        <source>The target is in the 90° arc in front of the firers</source>
        <translation>Цель в дуге стрельбы 90° перед стрелками</translation>
    </message>
    <message>
        <source>Models with the target in arc and in sight</source>
        <translation>Модели, которые видят цель в своей дуге стрельбы</translation>
    </message>
    <message>
        <source>It is the closest target</source>
        <translation>Это ближайшая цель</translation>
    </message>
    <message>
        <source>Why a closer target may be passed over</source>
        <translation>Почему можно пропустить более близкую цель</translation>
    </message>
    <message>
        <source>Target in cover</source>
        <translation>Цель в укрытии</translation>
    </message>
    <message>
        <source>In the open</source>
        <translation>На открытом месте</translation>
    </message>
    <message>
        <source>soft cover</source>
        <translation>мягком укрытии</translation>
    </message>
    <message>
        <source>hard cover</source>
        <translation>твёрдом укрытии</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (in %2)</source>
        <translation>%1 (в %2)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>%1 at %2, at models in %3</source>
        <translation>%1 на %2, по моделям в %3</translation>
    </message>
    <message>
        <source>Several weapons or groups: the dice of each part in turn, as listed</source>
        <translation>Несколько видов оружия или групп: кубики каждого по очереди, в порядке списка ниже</translation>
    </message>
    <message>
        <source>Soft cover (-1)</source>
        <translation>Мягкое укрытие (−1)</translation>
    </message>
    <message>
        <source>Hard cover (-2)</source>
        <translation>Твёрдое укрытие (−2)</translation>
    </message>
    <message>
        <source>Target speed</source>
        <translation>Скорость цели</translation>
    </message>
    <message>
        <source>Slow or still</source>
        <translation>Медленная или неподвижная</translation>
    </message>
    <message>
        <source>Fast (-1)</source>
        <translation>Быстрая (−1)</translation>
    </message>
    <message>
        <source>Very fast (-2)</source>
        <translation>Очень быстрая (−2)</translation>
    </message>
    <message>
        <source>Unconfirmed thresholds: 10 inches moved is fast, 20 inches very fast</source>
        <translation>Пороги не подтверждены: цель, прошедшая 10&quot;, — быстрая, 20&quot; — очень быстрая</translation>
    </message>
    <message>
        <source>Large target (+1)</source>
        <translation>Большая цель (+1)</translation>
    </message>
    <message>
        <source>Models fire only at a target in the 90° arc in front of them</source>
        <translation>Модели стреляют только по цели в дуге стрельбы 90° перед собой</translation>
    </message>
    <message>
        <source>Shoot the closest target, unless an exception applies</source>
        <translation>Стреляйте по ближайшей цели, если не действует исключение</translation>
    </message>
    <message>
        <source>A target in cover may be passed over only for one in the open</source>
        <translation>Цель в укрытии можно пропустить только ради цели на открытом месте</translation>
    </message>
    <message>
        <source>Models under each template or blast marker</source>
        <translation>Моделей под каждым шаблоном или маркером взрыва</translation>
    </message>
    <message>
        <source>Models partly under each (hit on a 4+)</source>
        <translation>Моделей частично под каждым (попадание на 4+)</translation>
    </message>
    <message>
        <source>%1: %2 x %3</source>
        <translation>%1: %2 × %3</translation>
    </message>
    <message>
        <source>%1 (BS %2, modifiers %3): %4+</source>
        <translation>%1 (BS %2, модификаторы %3): %4+</translation>
    </message>
    <message>
        <source>Scores of 7 or more: each 6 is rolled again</source>
        <translation>Значения 7 и больше: за каждую выпавшую 6 бросают ещё раз</translation>
    </message>
    <message>
        <source>Roll to hit</source>
        <translation>Бросок на попадание</translation>
    </message>
    <message>
        <source>Score of 10 or more: no hit possible (%1)</source>
        <translation>Значение 10 или больше: попасть нельзя (%1)</translation>
    </message>
    <message>
        <source>Hits: %1 (%2)</source>
        <translation>Попаданий: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 sixes (%2), to be rolled again</source>
        <translation>Шестёрок: %1 (%2), их бросают ещё раз</translation>
    </message>
    <message>
        <source>%1: %2+</source>
        <translation>%1: %2+</translation>
    </message>
    <message>
        <source>Second roll to hit</source>
        <translation>Второй бросок на попадание</translation>
    </message>
    <message>
        <source>%1: %2 dice for each of %3 hitting shots</source>
        <translation>%1: по %2 куб. на каждый из попавших выстрелов (%3)</translation>
    </message>
    <message>
        <source>Sustained fire hits: %1 (%2)</source>
        <translation>Попаданий непрерывного огня: %1 (%2)</translation>
    </message>
    <message>
        <source>%1: models partly covered: 4+</source>
        <translation>%1: частично накрытые модели: 4+</translation>
    </message>
    <message>
        <source>Models partly under templates and blast markers</source>
        <translation>Модели частично под шаблонами и маркерами взрыва</translation>
    </message>
    <message>
        <source>Each is hit on a 4+</source>
        <translation>Каждая поражена на 4+</translation>
    </message>
    <message>
        <source>Roll to wound</source>
        <translation>Бросок на ранение</translation>
    </message>
    <message>
        <source>Toughness differs: hits dealt one per model in turn (%1)</source>
        <translation>Стойкость разная: попадания розданы по одному на модель по очереди (%1)</translation>
    </message>
    <message>
        <source>%1 on %2: %3+</source>
        <translation>%1 по цели «%2»: %3+</translation>
    </message>
    <message>
        <source>The squad is already wiped out: these saves only complete the count of unsaved wounds</source>
        <translation>Отряд уже уничтожен: эти спасброски лишь дополняют счёт неспасённых ранений</translation>
    </message>
    <message>
        <source>%1 wounds now: the models with these saves may fall before the others; the rest follow</source>
        <translation>Сейчас ранений: %1: модели с этими спасбросками могут погибнуть раньше остальных; прочие ранения следом</translation>
    </message>
    <message>
        <source>No save possible; unsaved wounds: %1 (%2)</source>
        <translation>Спасбросок невозможен — неспасённых ранений: %1 (%2)</translation>
    </message>
    <message>
        <source>Saved: %1, unsaved wounds: %2 (%3)</source>
        <translation>Спасено ранений: %1, неспасённых: %2 (%3)</translation>
    </message>
    <message>
        <source>Damage %1 for each unsaved wound (unsaved wounds: %2); surplus damage is lost</source>
        <translation>Урон %1 за каждое неспасённое ранение (всего %2); лишний урон пропадает</translation>
    </message>
    <message>
        <source>At least 25% of the squad lost this turn: passes on 2D6 at or under Ld %1</source>
        <translation>Отряд потерял за ход не меньше 25% моделей: тест пройден, если на 2D6 выпало не больше Ld %1</translation>
    </message>
    <message>
        <source>The firing models moved</source>
        <translation>Стреляющие модели двигались</translation>
    </message>
    <message>
        <source>Cover: %1 × %2</source>
        <translation>Укрытие: %1 × %2</translation>
    </message>
    <message>
        <source>Models with the target in range</source>
        <translation>Модели, у которых цель в пределах дальности</translation>
    </message>
    <message>
        <source>Of those, models at short range</source>
        <translation>Из них — на короткой дистанции</translation>
    </message>
    <message>
        <source>Firers have a targeter (+1)</source>
        <translation>У стрелков есть целеуказатель (+1)</translation>
    </message>
    <message>
        <source>Firing from a moving vehicle (-1)</source>
        <translation>Стрельба с движущейся техники (−1)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>No model can fire</source>
        <translation>Ни одна модель не может стрелять</translation>
    </message>
    <message>
        <source>Number of shots</source>
        <translation>Число выстрелов</translation>
    </message>
    <message>
        <source>Score %1: each 6 is rolled again, needing %2+</source>
        <translation>Значение %1: за каждую выпавшую 6 бросают ещё раз, нужно %2+</translation>
    </message>
    <message>
        <source>BS %1, modifiers %2: hits on %3+</source>
        <translation>BS %1, модификаторы %2: попадание на %3+</translation>
    </message>
    <message>
        <source>Each 6 hits if this roll is %1+</source>
        <translation>Каждая 6 попадает, если в этом броске выпало %1+</translation>
    </message>
    <message>
        <source>Sustained fire dice</source>
        <translation>Кубики непрерывного огня</translation>
    </message>
    <message>
        <source>Faces 1-2: one hit, 3-4: two hits, 5: three hits, 6: jammed (no hit)</source>
        <translation>Грани 1–2: одно попадание, 3–4: два, 5: три, 6: заклинивание (без попадания)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 по цели «%2»</translation>
    </message>
    <message>
        <source>%1 (S%2 v T%3): %4+</source>
        <translation>%1 (S%2 против T%3): %4+</translation>
    </message>
    <message>
        <source>S%1 against T%2: wounds on %3+</source>
        <translation>S%1 против T%2: ранение на %3+</translation>
    </message>
    <message>
        <source>S%1 cannot wound T%2</source>
        <translation>S%1 не может ранить T%2</translation>
    </message>
    <message>
        <source>Wounds: %1 (%2)</source>
        <translation>Ранений: %1 (%2)</translation>
    </message>
    <message>
        <source>Force field saves %1</source>
        <translation>Спасброски силового поля: %1</translation>
    </message>
    <message>
        <source>Unmodifiable %1+ save</source>
        <translation>Немодифицируемый спасбросок %1+</translation>
    </message>
    <message>
        <source>Armour saves %1 (two dice per wound)</source>
        <translation>Спасброски за броню: %1 (два кубика на ранение)</translation>
    </message>
    <message>
        <source>Each pair saves on %1+ (save %2+ on 2D6, modifier %3)</source>
        <translation>Каждая пара спасает на %1+ (спасбросок %2+ на 2D6, модификатор %3)</translation>
    </message>
    <message>
        <source>Unmodifiable %1+ save (better than the armour save)</source>
        <translation>Немодифицируемый спасбросок %1+ (лучше спасброска за броню)</translation>
    </message>
    <message>
        <source>Armour saves %1</source>
        <translation>Спасброски за броню: %1</translation>
    </message>
    <message>
        <source>Save %1+ with modifier %2: %3+</source>
        <translation>Спасбросок %1+ с модификатором %2: %3+</translation>
    </message>
    <message>
        <source>Target declared; models with it in arc and in sight: %1 of %2</source>
        <translation>Цель объявлена; моделей, видящих её в своей дуге стрельбы: %1 из %2</translation>
    </message>
    <message>
        <source>Models at short range: %1, at long range: %2; moved: %3</source>
        <translation>Моделей на короткой дистанции: %1, на длинной: %2; двигались: %3</translation>
    </message>
    <message>
        <source>Shots: %1</source>
        <translation>Выстрелов: %1</translation>
    </message>
    <message>
        <source>Dice for each hitting shot: %1 (hitting shots: %2)</source>
        <translation>Кубиков на каждый попавший выстрел: %1 (таких выстрелов: %2)</translation>
    </message>
    <message>
        <source>Weapons jammed: %1 (out of action next turn)</source>
        <translation>Заклинило единиц оружия: %1 (в следующий ход они не стреляют)</translation>
    </message>
    <message>
        <source>Force field: %1 saved, %2 left (%3)</source>
        <translation>Силовое поле: спасено %1, осталось %2 (%3)</translation>
    </message>
    <message>
        <source>Damage %1</source>
        <translation>Урон: %1</translation>
    </message>
    <message>
        <source>Damage %1 (%2)</source>
        <translation>Урон: %1 (%2)</translation>
    </message>
    <message>
        <source>Break test</source>
        <translation>Тест на сломленную мораль</translation>
    </message>
    <message>
        <source>Break test passed (%1 against Ld %2)</source>
        <translation>Тест на сломленную мораль пройден (выпало %1 при Ld %2)</translation>
    </message>
    <message>
        <source>Break test failed (%1 against Ld %2): the squad is broken</source>
        <translation>Тест на сломленную мораль провален (выпало %1 при Ld %2): у отряда сломленная мораль</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Firing unit</source>
        <translation>Стреляющий отряд</translation>
    </message>
    <message>
        <source>Weapon each model fires</source>
        <translation>Из чего стреляет каждая модель</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Обстановка</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Ростер</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>Target model groups</source>
        <translation>Группы моделей цели</translation>
    </message>
    <message>
        <source>Models in cover (the rest are in the open and are removed first):</source>
        <translation>Модели в укрытии (остальные стоят на открытом месте и снимаются первыми):</translation>
    </message>
    <message>
        <source>Casualties are removed in this order (drag or use the buttons):</source>
        <translation>Потери снимаются в таком порядке (перетащите или воспользуйтесь кнопками):</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Выше</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Ниже</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Start the attack</source>
        <translation>Начать атаку</translation>
    </message>
    <message>
        <source>Every model&apos;s weapon (Fire Groups)</source>
        <translation>Оружие каждой модели (огневые группы)</translation>
    </message>
    <message>
        <source>does not fire</source>
        <translation>не стреляет</translation>
    </message>
    <message numerus="yes">
        <source>%n weapon(s) declared</source>
        <translation>
            <numerusform>Заявлен %n вид оружия</numerusform>
            <numerusform>Заявлено %n вида оружия</numerusform>
            <numerusform>Заявлено %n видов оружия</numerusform>
        </translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> из %1</translation>
    </message>
    <message>
        <source>Templates and blast markers</source>
        <translation>Шаблоны и маркеры взрыва</translation>
    </message>
    <message>
        <source>Count the target&apos;s models under each template or marker at the table. Left as it is, each covers one model wholly and none partly.</source>
        <translation>Посчитайте на столе модели цели под каждым шаблоном или маркером. Если ничего не менять, каждый накрывает одну модель целиком и ни одной частично.</translation>
    </message>
    <message>
        <source>Models under each template</source>
        <translation>Моделей под каждым шаблоном</translation>
    </message>
    <message>
        <source>Models under each blast marker</source>
        <translation>Моделей под каждым маркером взрыва</translation>
    </message>
    <message>
        <source>Models partly under (hit on 4+)</source>
        <translation>Моделей частично под ним (попадание на 4+)</translation>
    </message>
    <message>
        <source>Open a roster to shoot with (File &gt; Open demo rosters has a pair for each edition).</source>
        <translation>Откройте ростер, которым будете стрелять (в меню Файл &gt; Открыть демо-ростеры есть пара ростеров для каждой редакции).</translation>
    </message>
    <message>
        <source>Open the opposing roster of the same edition to pick a target.</source>
        <translation>Чтобы выбрать цель, откройте ростер противника той же редакции.</translation>
    </message>
    <message>
        <source>First target model</source>
        <translation>Первая модель-цель</translation>
    </message>
    <message>
        <source>Each firing model may pick another model of this roster, or split its shots, at its target step</source>
        <translation>На шаге цели каждый стрелок может выбрать другую модель этого ростера или разделить выстрелы</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>не измерено</translation>
    </message>
    <message>
        <source>Leave at &apos;not measured&apos; when every firer is in range; the range step lets you adjust it</source>
        <translation>Оставьте «не измерено», если все стрелки в пределах дальности; на шаге дальности это можно уточнить</translation>
    </message>
</context>
<context>
    <name>ShootingWizard</name>
    <message>
        <source>Set-up</source>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Дальность</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Выстрелы</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Попадание</translation>
    </message>
    <message>
        <source>Second roll</source>
        <translation>Второй бросок</translation>
    </message>
    <message>
        <source>Sustained fire</source>
        <translation>Непрерывный огонь</translation>
    </message>
    <message>
        <source>Templates and blasts</source>
        <translation>Шаблоны и взрывы</translation>
    </message>
    <message>
        <source>Wound</source>
        <translation>Ранение</translation>
    </message>
    <message>
        <source>Armour penetration</source>
        <translation>Пробитие брони</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Спасбросок</translation>
    </message>
    <message>
        <source>Damage mitigation</source>
        <translation>Снижение урона</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Урон</translation>
    </message>
    <message>
        <source>Injury</source>
        <translation>Последствия</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Потери</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Мораль</translation>
    </message>
    <message>
        <source>Fire groups</source>
        <translation>Огневые группы</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>Реакции</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>мораль сломлена</translation>
    </message>
    <message>
        <source>falling back</source>
        <translation>отступает</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>прижат</translation>
    </message>
    <message>
        <source>suppressed</source>
        <translation>подавлен</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>оглушён</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>обращён в бегство</translation>
    </message>
    <message>
        <source>weapon jammed</source>
        <translation>оружие заклинило</translation>
    </message>
    <message>
        <source>Broken test due</source>
        <translation>предстоит проверка на сломленную мораль</translation>
    </message>
    <message>
        <source>Models left with a flesh wound</source>
        <translation>Модели с лёгким ранением</translation>
    </message>
    <message>
        <source>Sustained fire jams</source>
        <translation>Заклинивания при непрерывном огне</translation>
    </message>
    <message>
        <source>Glancing hits</source>
        <translation>Скользящие попадания</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Попадания</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Ранения</translation>
    </message>
    <message>
        <source>Unsaved wounds</source>
        <translation>Неспасённые ранения</translation>
    </message>
    <message>
        <source>Models removed</source>
        <translation>Удалено моделей</translation>
    </message>
    <message>
        <source>Distance to the target</source>
        <translation>Расстояние до цели</translation>
    </message>
    <message>
        <source>Target unit&apos;s models when this shooting phase began</source>
        <translation>Моделей в отряде-цели в начале этой фазы стрельбы</translation>
    </message>
    <message>
        <source>In or behind cover (5+)</source>
        <translation>В укрытии или за ним (5+)</translation>
    </message>
    <message>
        <source>Light cover (6+)</source>
        <translation>Лёгкое укрытие (6+)</translation>
    </message>
    <message>
        <source>Fortified position (4+)</source>
        <translation>Укреплённая позиция (4+)</translation>
    </message>
    <message>
        <source>as many as now</source>
        <translation>столько же, сколько сейчас</translation>
    </message>
    <message>
        <source>Target squad&apos;s models when this turn began</source>
        <translation>Моделей в отряде-цели в начале этого хода</translation>
    </message>
    <message>
        <source>Soft cover (-1 to hit)</source>
        <translation>Мягкое укрытие (−1 к попаданию)</translation>
    </message>
    <message>
        <source>Hard cover (-2 to hit)</source>
        <translation>Твёрдое укрытие (−2 к попаданию)</translation>
    </message>
    <message>
        <source>Models the target kill team started with</source>
        <translation>Моделей в команде цели в начале игры</translation>
    </message>
    <message>
        <source>as many as it has now</source>
        <translation>сколько в ней сейчас</translation>
    </message>
    <message>
        <source>Of them, already flesh-wounded, shaken or out of action</source>
        <translation>Из них уже с лёгким ранением, потрясены или выведены из строя</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Kind of attack</source>
        <translation>Вид атаки</translation>
    </message>
    <message>
        <source>Shooting Attack</source>
        <translation>Стрелковая атака</translation>
    </message>
    <message>
        <source>Return Fire</source>
        <translation>Ответный огонь</translation>
    </message>
    <message>
        <source>Overwatch</source>
        <translation>Встречный огонь</translation>
    </message>
    <message>
        <source>Intercept</source>
        <translation>Перехват</translation>
    </message>
    <message>
        <source>Facing hit (vehicles)</source>
        <translation>Сторона брони (техника)</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Лоб</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Борт</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Корма</translation>
    </message>
    <message>
        <source>The firing unit moved</source>
        <translation>Стреляющий отряд передвигался</translation>
    </message>
    <message>
        <source>The firing unit Rushed</source>
        <translation>Стреляющий отряд совершил бег</translation>
    </message>
    <message>
        <source>Snap Shots</source>
        <translation>Стрельба навскидку</translation>
    </message>
    <message>
        <source>The firing unit is locked in combat</source>
        <translation>Стреляющий отряд связан рукопашным боем</translation>
    </message>
    <message>
        <source>The firing unit is embarked</source>
        <translation>Стреляющий отряд сидит в транспорте</translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation>Стрельба</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Undo the last step (the roster is not touched)</source>
        <translation>Отменить последний шаг (ростер не меняется)</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Заново</translation>
    </message>
    <message>
        <source>Start this attack again from the first step</source>
        <translation>Начать эту атаку заново с первого шага</translation>
    </message>
    <message>
        <source>Rule (F1)</source>
        <translation>Правило (F1)</translation>
    </message>
    <message>
        <source>Open the rules of this step (F1)</source>
        <translation>Открыть правила этого шага (F1)</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>Copy log</source>
        <translation>Копировать журнал</translation>
    </message>
    <message>
        <source>Pick a firing unit, a weapon and a target first.</source>
        <translation>Сначала выберите стреляющий отряд, оружие и цель.</translation>
    </message>
    <message>
        <source>These units cannot be used here: %1</source>
        <translation>Эти отряды здесь не подходят: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number: type the dice as numbers, e.g. 3 5 6 1</source>
        <translation>«%1» — не число: вводите кубики числами, например 3 5 6 1</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>кубики</translation>
    </message>
    <message>
        <source>shots %1, hits %2, wounds %3, unsaved %4, models removed %5</source>
        <translation>выстрелов: %1, попаданий: %2, ранений: %3, неспасённых: %4, удалено моделей: %5</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Auspex could not start. The details are in the terminal output.</source>
        <translation>Не удалось запустить Auspex. Подробности — в выводе терминала.</translation>
    </message>
</context>
<context>
    <name>StepPage</name>
    <message>
        <source>Roll for me</source>
        <translation>Бросить за меня</translation>
    </message>
    <message>
        <source>Roll these dice with virtual dice and go on</source>
        <translation>Бросить эти кубики виртуально и перейти дальше</translation>
    </message>
    <message>
        <source>Enter my dice</source>
        <translation>Ввести свои броски</translation>
    </message>
    <message>
        <source>…or type the dice you rolled at the table (or click the faces):</source>
        <translation>…или введите кубики, выброшенные за столом (или нажимайте на кубики ниже):</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Далее</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Условия</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Предыдущий шаг</translation>
    </message>
    <message>
        <source>No dice at this step: continue.</source>
        <translation>На этом шаге кубики не бросают: переходите дальше.</translation>
    </message>
    <message>
        <source>dice at %3+: %1 of %2</source>
        <translation>выпало %3+: %1 из %2</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>сумма %1</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n dice for me</source>
        <translation>
            <numerusform>Бросить %n кубик за меня</numerusform>
            <numerusform>Бросить %n кубика за меня</numerusform>
            <numerusform>Бросить %n кубиков за меня</numerusform>
        </translation>
    </message>
    <message>
        <source>No dice at this step: check the declarations, then continue.</source>
        <translation>На этом шаге кубики не бросают: проверьте условия и переходите дальше.</translation>
    </message>
</context>
<context>
    <name>TermCard</name>
    <message>
        <source>Close the term card</source>
        <translation>Закрыть карточку термина</translation>
    </message>
    <message>
        <source>Show in the glossary</source>
        <translation>Показать в глоссарии</translation>
    </message>
</context>
<context>
    <name>TextWriter</name>
    <message>
        <source>%1 pts</source>
        <translation>%1 очк.</translation>
    </message>
    <message>
        <source>%1 / %2 pts</source>
        <translation>%1 / %2 очк.</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n модель</numerusform>
            <numerusform>%n модели</numerusform>
            <numerusform>%n моделей</numerusform>
        </translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Итого: %1</translation>
    </message>
</context>
<context>
    <name>UnitPage</name>
    <message>
        <source>&amp;Models:</source>
        <translation>&amp;Модели:</translation>
    </message>
    <message>
        <source>&amp;All characteristics</source>
        <translation>&amp;Все характеристики</translation>
    </message>
    <message>
        <source>Also show the optional columns no model of this unit uses yet (invulnerable save, armour values)</source>
        <translation>Показать и необязательные столбцы, которые пока не использует ни одна модель отряда (неуязвимый спасбросок, броня)</translation>
    </message>
    <message>
        <source>E&amp;xtra points (upgrades):</source>
        <translation>&amp;Доп. очки (улучшения):</translation>
    </message>
    <message>
        <source>Unit n&amp;otes:</source>
        <translation>&amp;Заметки к отряду:</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n модель</numerusform>
            <numerusform>%n модели</numerusform>
            <numerusform>%n моделей</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 очк.</translation>
    </message>
    <message>
        <source>Imported profiles, shown as they are:</source>
        <translation>Импортированные профили (как есть):</translation>
    </message>
    <message>
        <source>&amp;Weapons of %1</source>
        <translation>&amp;Оружие: %1</translation>
    </message>
    <message>
        <source>&amp;Weapons</source>
        <translation>&amp;Оружие</translation>
    </message>
</context>
<context>
    <name>UserFile</name>
    <message>
        <source>%1 is too large to read (over %2)</source>
        <translation>%1 слишком велик для чтения (больше %2)</translation>
    </message>
    <message>
        <source>The file %1 does not exist</source>
        <translation>Файла %1 не существует</translation>
    </message>
    <message>
        <source>You have no permission to read %1</source>
        <translation>Нет прав на чтение %1</translation>
    </message>
    <message>
        <source>The file is %1 text, not UTF-8; save it as UTF-8 and try again</source>
        <translation>Файл в кодировке %1, а не UTF-8; сохраните его в UTF-8 и попробуйте снова</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (a byte on line %1 is not valid UTF-8)</source>
        <translation>Файл — не текст в UTF-8 (в строке %1 байт, недопустимый в UTF-8)</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 — это папка, а не файл</translation>
    </message>
    <message>
        <source>%1 is not a regular file (it is a pipe, a device or a socket), so it was not replaced</source>
        <translation>%1 — не обычный файл (а канал, устройство или сокет), поэтому он не заменён</translation>
    </message>
    <message>
        <source>%1 is read-only, so it was not replaced (make it writable, or save under another name)</source>
        <translation>%1 доступен только для чтения, поэтому он не заменён (разрешите запись в него или сохраните под другим именем)</translation>
    </message>
    <message>
        <source>%1 is not a regular file (it is a pipe, a device or a socket), so it was not read</source>
        <translation>%1 — не обычный файл (а канал, устройство или сокет), поэтому он не прочитан</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
</context>
<context>
    <name>ValueSpinBox</name>
    <message>
        <source>Type a number</source>
        <translation>Введите число</translation>
    </message>
    <message>
        <source>Type a number from %1 to %2</source>
        <translation>Введите число от %1 до %2</translation>
    </message>
</context>
<context>
    <name>WeaponField</name>
    <message>
        <source>Weapon</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Дальность</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Weapon type</source>
        <translation>Тип оружия</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Выстр.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Сила</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>AP</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Урон</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Особые правила</translation>
    </message>
    <message>
        <source>Firepower</source>
        <translation>Огневая мощь</translation>
    </message>
    <message>
        <source>Ranged Strength</source>
        <translation>Сила стрельбы</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Кор.</translation>
    </message>
    <message>
        <source>Short range</source>
        <translation>Короткая дистанция</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Длин.</translation>
    </message>
    <message>
        <source>Long range</source>
        <translation>Длинная дистанция</translation>
    </message>
    <message>
        <source>Hit S</source>
        <translation>Поп.К</translation>
    </message>
    <message>
        <source>To hit at short range</source>
        <translation>Модификатор попадания на короткой дистанции</translation>
    </message>
    <message>
        <source>Hit L</source>
        <translation>Поп.Д</translation>
    </message>
    <message>
        <source>To hit at long range</source>
        <translation>Модификатор попадания на длинной дистанции</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Спас.</translation>
    </message>
    <message>
        <source>Save modifier</source>
        <translation>Модификатор спасброска</translation>
    </message>
    <message>
        <source>Pen.</source>
        <translation>Проб.</translation>
    </message>
    <message>
        <source>Armour penetration</source>
        <translation>Бронепробиваемость</translation>
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
        <source>&lt;b&gt;First steps:&lt;/b&gt; play a demo battle, add your game data, or import a roster of your own.</source>
        <translation>&lt;b&gt;С чего начать:&lt;/b&gt; разыграйте демо-битву, добавьте свои игровые данные или импортируйте собственный ростер.</translation>
    </message>
    <message>
        <source>Open a demo battle</source>
        <translation>Открыть демо-битву</translation>
    </message>
    <message>
        <source>Add your game data…</source>
        <translation>Добавить свои игровые данные…</translation>
    </message>
    <message>
        <source>New roster from game data…</source>
        <translation>Новый ростер из игровых данных…</translation>
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
</context>
</TS>
