<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AbilityEditor</name>
    <message>
        <source>Gloomhaven</source>
        <translation>Мрачная Гавань</translation>
    </message>
    <message>
        <source>Frosthaven</source>
        <translation>Морозная Гавань</translation>
    </message>
    <message>
        <source>Jaws of the Lion</source>
        <translation>Челюсти льва</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>Move:</source>
        <translation>Движение:</translation>
    </message>
    <message>
        <source>Range (0 = melee):</source>
        <translation>Дальность (0 = ближний бой):</translation>
    </message>
    <message>
        <source>Targets (0 = no attack):</source>
        <translation>Цели (0 = без атаки):</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Пешком</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Прыжок</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Полёт</translation>
    </message>
    <message>
        <source>Teleport</source>
        <translation>Телепортация</translation>
    </message>
    <message>
        <source>Movement:</source>
        <translation>Перемещение:</translation>
    </message>
    <message>
        <source>Muddled</source>
        <translation>Замешательство</translation>
    </message>
    <message>
        <source>Area pattern (click hexes; none: single targets):</source>
        <translation>Шаблон области (щёлкайте по гексам; нет: одиночные цели):</translation>
    </message>
    <message>
        <source>Melee (centre: the monster)</source>
        <translation>Ближний бой (в центре: монстр)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;Founders Desktop {version}&lt;/h3&gt;&lt;p&gt;Play the Gloomhaven family of board games at your computer, with every rule enforced and every legal move shown before you make it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;City&lt;/b&gt;: the board game &lt;i&gt;Founders of Gloomhaven&lt;/i&gt; for 1 to 4 players, and a map sandbox. &lt;b&gt;Tactics&lt;/b&gt;: the hex rules of &lt;i&gt;Gloomhaven&lt;/i&gt; (movement, line of sight, monster focus and movement).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Where the game data comes from.&lt;/b&gt; The rules are implemented from the published rulebooks. The printed card and map data of the physical games is not public: every value the rulebook states is marked &lt;i&gt;rulebook&lt;/i&gt;; the rest (most recipes&apos; values, prestige buildings, advisers, races&apos; actions, the map grids) is &lt;i&gt;reconstructed&lt;/i&gt; by this project so the game is complete and balanced. Owners of the game can edit the content pack to match their cards.&lt;/p&gt;&lt;p&gt;Founders of Gloomhaven and Gloomhaven are games by Isaac Childres (Cephalofair Games). This is an unofficial fan project.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Founders Desktop {version}&lt;/h3&gt;&lt;p&gt;Играйте в настольные игры семейства «Мрачная Гавань» на компьютере: все правила соблюдаются, а каждый допустимый ход показан заранее.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Город&lt;/b&gt;: настольная игра &lt;i&gt;Основатели Глумхэвена&lt;/i&gt; для 1–4 игроков и песочница карты. &lt;b&gt;Тактика&lt;/b&gt;: правила гексов &lt;i&gt;Мрачной Гавани&lt;/i&gt; (перемещение, линия обзора, фокус и перемещение монстров).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Откуда данные игры.&lt;/b&gt; Правила реализованы по опубликованным книгам правил. Напечатанные данные карт и поля физических игр не публикуются: каждое значение из книги правил помечено как &lt;i&gt;книга правил&lt;/i&gt;; остальное (большинство значений рецептов, престижные здания, советники, действия рас, сетки карт) &lt;i&gt;восстановлено&lt;/i&gt; этим проектом, чтобы игра была полной и сбалансированной. Владельцы игры могут изменить набор данных под свои карты.&lt;/p&gt;&lt;p&gt;«Основатели Глумхэвена» и «Мрачная Гавань» — игры Айзека Чилдреса (Cephalofair Games). Это неофициальный любительский проект.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Bundled content: {rulebook} printed values from the rulebook text, {others} from other public sources (solo rules, box insert, reviews), {reconstructed} reconstructed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Встроенное содержимое: {rulebook} печатных значений из текста правил, {others} из других открытых источников (одиночные правила, органайзер коробки, обзоры), {reconstructed} восстановлено.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Founders Desktop</source>
        <translation>О программе Founders Desktop</translation>
    </message>
</context>
<context>
    <name>ActionEditor</name>
    <message>
        <source>Add an effect</source>
        <translation>Добавить эффект</translation>
    </message>
    <message>
        <source>Reads: {text}</source>
        <translation>Читается: {text}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Remove this effect from the action</source>
        <translation>Убрать этот эффект из действия</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Option {n}</source>
        <translation>Вариант {n}</translation>
    </message>
    <message>
        <source>Remove this option</source>
        <translation>Убрать этот вариант</translation>
    </message>
    <message>
        <source>Add an option</source>
        <translation>Добавить вариант</translation>
    </message>
</context>
<context>
    <name>AreaGrid</name>
    <message>
        <source>Click hexes to draw the area pattern.</source>
        <extracomment>The pattern&apos;s offsets (a tuple of (dq, dr)).</extracomment>
        <translation>Щёлкайте по гексам, чтобы нарисовать шаблон области.</translation>
    </message>
</context>
<context>
    <name>BoardInfoPanel</name>
    <message>
        <source>Completions: {n} of {end}</source>
        <translation>Завершения: {n} из {end}</translation>
    </message>
</context>
<context>
    <name>BoardInput</name>
    <message>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
</context>
<context>
    <name>CardForms</name>
    <message>
        <source>houses built</source>
        <translation>построенные дома</translation>
    </message>
    <message>
        <source>bridges built</source>
        <translation>построенные мосты</translation>
    </message>
    <message>
        <source>resource types owned</source>
        <translation>виды ресурсов во владении</translation>
    </message>
    <message>
        <source>tiles of a tier owned</source>
        <translation>тайлы одного уровня во владении</translation>
    </message>
    <message>
        <source>deliveries</source>
        <translation>поставки</translation>
    </message>
    <message>
        <source>tiles of a tier delivered</source>
        <translation>поставленные тайлы одного уровня</translation>
    </message>
    <message>
        <source>prestige buildings delivered to</source>
        <translation>престижные здания, куда сделаны поставки</translation>
    </message>
    <message>
        <source>completions joined</source>
        <translation>участие в завершениях</translation>
    </message>
    <message>
        <source>advisers recruited</source>
        <translation>нанятые советники</translation>
    </message>
    <message>
        <source>lasting influence</source>
        <translation>постоянное влияние</translation>
    </message>
    <message>
        <source>money</source>
        <translation>деньги</translation>
    </message>
    <message>
        <source>roads built</source>
        <translation>построенные дороги</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Main action</source>
        <translation>Основное действие</translation>
    </message>
    <message>
        <source>May be played face down</source>
        <translation>Можно сыграть рубашкой вверх</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Условие</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Порог</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Play these two cards</source>
        <translation>Сыграть эти две карты</translation>
    </message>
    <message>
        <source>Long rest</source>
        <translation>Длительный отдых</translation>
    </message>
    <message>
        <source>Initiative 99: lose one discarded card of your choice, heal 2, take the rest back.</source>
        <translation>Инициатива 99: потеряйте одну сброшенную карту на выбор, вылечите 2, верните остальные в руку.</translation>
    </message>
    <message>
        <source>%1: pick two cards. The first you pick leads and sets your initiative.</source>
        <translation>%1: выберите две карты. Первая выбранная — ведущая, она задаёт инициативу.</translation>
    </message>
    <message>
        <source>leading</source>
        <translation>ведущая</translation>
    </message>
    <message>
        <source>second</source>
        <translation>вторая</translation>
    </message>
    <message>
        <source>Top: %1</source>
        <translation>Верх: %1</translation>
    </message>
    <message>
        <source>Bottom: %1</source>
        <translation>Низ: %1</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Tier {n}</source>
        <translation>Уровень {n}</translation>
    </message>
    <message>
        <source>Needs {resource}</source>
        <translation>Нужен ресурс «{resource}»</translation>
    </message>
    <message>
        <source>{n} points when recruited</source>
        <translation>{n} очк. при найме</translation>
    </message>
    <message>
        <source>Main action: {effects}</source>
        <translation>Основное действие: {effects}</translation>
    </message>
    <message>
        <source>Others follow as {category}: {effects}</source>
        <translation>Другие следуют как «{category}»: {effects}</translation>
    </message>
    <message>
        <source>Adviser offer</source>
        <translation>Предложение советников</translation>
    </message>
    <message>
        <source>{name}: {cost} money</source>
        <translation>{name}: {cost} денег</translation>
    </message>
    <message>
        <source>Proposals</source>
        <translation>Предложения</translation>
    </message>
    <message>
        <source>{n}. {name}</source>
        <translation>{n}. {name}</translation>
    </message>
    <message>
        <source>Prestige building, {colour}</source>
        <translation>Престижное здание, {colour}</translation>
    </message>
    <message>
        <source>Goes on its reserved location only.</source>
        <translation>Ставится только на своё зарезервированное место.</translation>
    </message>
    <message>
        <source>{resource}: {n} points</source>
        <translation>{resource}: {n} очк.</translation>
    </message>
    <message>
        <source>Worker action: {effects}</source>
        <translation>Действие рабочего: {effects}</translation>
    </message>
    <message>
        <source>{seat}: {race}</source>
        <translation>{seat}: {race}</translation>
    </message>
    <message>
        <source>Resource: {resource}</source>
        <translation>Ресурс: {resource}</translation>
    </message>
    <message>
        <source>Resource: any resource card left</source>
        <translation>Ресурс: любая оставшаяся карта ресурса</translation>
    </message>
    <message>
        <source>Never: {list}</source>
        <translation>Никогда: {list}</translation>
    </message>
    <message>
        <source>Racial action: {effects}</source>
        <translation>Расовое действие: {effects}</translation>
    </message>
    <message>
        <source>{money} money, {points} points, influence {f} fleeting / {l} lasting</source>
        <translation>{money} денег, {points} очк., влияние {f} временное / {l} постоянное</translation>
    </message>
    <message>
        <source>Houses left {h}, bridges left {b}, workers {w} free of {n}, income {i}</source>
        <translation>Осталось домов {h}, мостов {b}, рабочих свободно {w} из {n}, доход {i}</translation>
    </message>
    <message>
        <source>Houses</source>
        <translation>Дома</translation>
    </message>
    <message>
        <source>Bridges</source>
        <translation>Мосты</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Рабочие</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Доход</translation>
    </message>
    <message>
        <source>A basic resource: imported as a trade stall.</source>
        <translation>Базовый ресурс: импортируется торговой лавкой.</translation>
    </message>
    <message>
        <source>Upgrade: {n} money.</source>
        <translation>Улучшение: {n} денег.</translation>
    </message>
    <message>
        <source>{resource}: {n}</source>
        <translation>{resource}: {n}</translation>
    </message>
    <message>
        <source>Used in: {list}</source>
        <translation>Используется в: {list}</translation>
    </message>
    <message>
        <source>Made from (points to each owner):</source>
        <translation>Делается из (очки каждому владельцу):</translation>
    </message>
    <message>
        <source>Main action: take back all your cards and workers, the others collect income, then a secret vote picks the next prestige building.</source>
        <translation>Основное действие: верните себе все карты и рабочих, остальные получают доход, затем тайное голосование выбирает следующее престижное здание.</translation>
    </message>
    <message>
        <source>Play it after {n} other cards.</source>
        <translation>Играется после {n} других карт.</translation>
    </message>
    <message>
        <source>Face down: a basic action.</source>
        <translation>Лицом вниз: базовое действие.</translation>
    </message>
    <message>
        <source>Played face up only.</source>
        <translation>Играется только лицом вверх.</translation>
    </message>
    <message>
        <source>Others may follow:</source>
        <translation>Другие могут последовать:</translation>
    </message>
    <message>
        <source>owns</source>
        <translation>владеет</translation>
    </message>
    <message>
        <source>access</source>
        <translation>доступ</translation>
    </message>
    <message>
        <source>Resource tracker</source>
        <translation>Трекер ресурсов</translation>
    </message>
</context>
<context>
    <name>CityGame</name>
    <message>
        <source>The game cannot be autosaved ({why}). You can play on; use Save to keep the game.</source>
        <translation>Игру не удаётся автосохранить ({why}). Можно играть дальше; чтобы сохранить игру, используйте «Сохранить».</translation>
    </message>
</context>
<context>
    <name>CityGameWords</name>
    <message>
        <source>{resource} card</source>
        <translation>карта «{resource}»</translation>
    </message>
    <message>
        <source>Choose a race</source>
        <translation>Выберите расу</translation>
    </message>
    <message>
        <source>Aesther: choose any resource card</source>
        <translation>Эстеры: выберите любую карту ресурса</translation>
    </message>
    <message>
        <source>Draft a resource card</source>
        <translation>Выберите карту ресурса</translation>
    </message>
    <message>
        <source>Place your first trade stall (drag it onto a numbered grey space)</source>
        <translation>Поставьте первую торговую лавку (перетащите её на пронумерованную серую клетку)</translation>
    </message>
    <message>
        <source>Your turn: play a card face up (main action) or face down (basic action)</source>
        <translation>Ваш ход: сыграйте карту лицом вверх (основное действие) или лицом вниз (базовое действие)</translation>
    </message>
    <message>
        <source>Take a basic action</source>
        <translation>Выполните базовое действие</translation>
    </message>
    <message>
        <source>Follow the {card} or take a basic action</source>
        <translation>Последуйте карте {card} или выполните базовое действие</translation>
    </message>
    <message>
        <source>Carry out the action</source>
        <translation>Выполнить действие</translation>
    </message>
    <message>
        <source>Lay a road (drag it onto a shaded square)</source>
        <translation>Проложите дорогу (перетащите её на затенённую клетку)</translation>
    </message>
    <message>
        <source>Place the piece</source>
        <translation>Поставьте фишку</translation>
    </message>
    <message>
        <source>Upgrade: lay the road first, or place the building</source>
        <translation>Улучшение: сначала проложите дорогу или поставьте здание</translation>
    </message>
    <message>
        <source>Vote called: choose your reset bonus</source>
        <translation>Созвано голосование: выберите бонус сброса</translation>
    </message>
    <message>
        <source>Secret vote</source>
        <translation>Тайное голосование</translation>
    </message>
    <message>
        <source>Choose a proposal</source>
        <translation>Выберите предложение</translation>
    </message>
    <message>
        <source>You won the vote: place the prestige building</source>
        <translation>Вы выиграли голосование: поставьте престижное здание</translation>
    </message>
    <message>
        <source>card</source>
        <translation>карта</translation>
    </message>
    <message>
        <source>Take 1 money</source>
        <translation>Взять 1 деньгу</translation>
    </message>
    <message>
        <source>Take 1 fleeting influence</source>
        <translation>Взять 1 временное влияние</translation>
    </message>
    <message>
        <source>Build 1 road</source>
        <translation>Построить 1 дорогу</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <source>Lay the road first</source>
        <translation>Сначала проложить дорогу</translation>
    </message>
    <message>
        <source>Reset bonus: a road</source>
        <translation>Бонус сброса: дорога</translation>
    </message>
    <message>
        <source>Reset bonus: money</source>
        <translation>Бонус сброса: деньги</translation>
    </message>
    <message>
        <source>Reset bonus: influence</source>
        <translation>Бонус сброса: влияние</translation>
    </message>
    <message>
        <source>Race: {race}</source>
        <translation>Раса: {race}</translation>
    </message>
    <message>
        <source>Take the {card}</source>
        <translation>Взять {card}</translation>
    </message>
    <message>
        <source>Take the {card} of seat {seat}</source>
        <translation>Взять {card} с места {seat}</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>лицом вверх</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>лицом вниз</translation>
    </message>
    <message>
        <source>Play {card} {face}</source>
        <translation>Сыграть {card} {face}</translation>
    </message>
    <message>
        <source>Follow the main action</source>
        <translation>Последовать основному действию</translation>
    </message>
    <message>
        <source>racial action</source>
        <translation>расовое действие</translation>
    </message>
    <message>
        <source>Place a worker: {where}</source>
        <translation>Поставьте рабочего: {where}</translation>
    </message>
    <message>
        <source>Option {n}</source>
        <translation>Вариант {n}</translation>
    </message>
    <message>
        <source>Recruit from space {n}</source>
        <translation>Нанять с места {n}</translation>
    </message>
    <message>
        <source>Buy access to a {item} tile</source>
        <translation>Купить доступ к тайлу «{item}»</translation>
    </message>
    <message>
        <source>Choose to place {piece}</source>
        <translation>Выберите, куда поставить: {piece}</translation>
    </message>
    <message>
        <source>Cast a secret vote</source>
        <translation>Отдать тайный голос</translation>
    </message>
    <message>
        <source>Proposal {n}</source>
        <translation>Предложение {n}</translation>
    </message>
    <message>
        <source>Place {kind}: {item}</source>
        <translation>Поставить {kind}: {item}</translation>
    </message>
    <message>
        <source>Place {kind}</source>
        <translation>Поставить: {kind}</translation>
    </message>
    <message>
        <source>first trade stall</source>
        <translation>первая торговая лавка</translation>
    </message>
    <message>
        <source>trade stall</source>
        <translation>торговая лавка</translation>
    </message>
    <message>
        <source>claim token</source>
        <translation>жетон притязания</translation>
    </message>
    <message>
        <source>neutral trade stall and claim</source>
        <translation>нейтральная торговая лавка и притязание</translation>
    </message>
    <message>
        <source>building</source>
        <translation>здание</translation>
    </message>
    <message>
        <source>house</source>
        <translation>дом</translation>
    </message>
    <message>
        <source>bridge or gate</source>
        <translation>мост или ворота</translation>
    </message>
    <message>
        <source>road</source>
        <translation>дорога</translation>
    </message>
    <message>
        <source>prestige building</source>
        <translation>престижное здание</translation>
    </message>
    <message>
        <source>Recruit {adviser} from space {n}</source>
        <translation>Нанять «{adviser}» с места {n}</translation>
    </message>
    <message>
        <source>{who}: {what}</source>
        <translation>{who}: {what}</translation>
    </message>
    <message>
        <source>{name} +{points}</source>
        <translation>{name} +{points}</translation>
    </message>
    <message>
        <source>points: {list}</source>
        <translation>очки: {list}</translation>
    </message>
    <message>
        <source>{name} {change:+d} money</source>
        <translation>{name} {change:+d} денег</translation>
    </message>
    <message>
        <source>delivered {resource} to {building}</source>
        <translation>доставил «{resource}» в «{building}»</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <source>the vote chose {item}</source>
        <translation>голосование выбрало «{item}»</translation>
    </message>
    <message>
        <source>{item} is complete</source>
        <translation>«{item}» завершено</translation>
    </message>
    <message>
        <source>a vote is called</source>
        <translation>созвано голосование</translation>
    </message>
    <message>
        <source>no valid resource card was left</source>
        <translation>не осталось подходящей карты ресурса</translation>
    </message>
    <message>
        <source>{item} is built</source>
        <translation>«{item}» построено</translation>
    </message>
    <message>
        <source>a player must pick again</source>
        <translation>игрок должен выбрать снова</translation>
    </message>
    <message>
        <source>{item} has no legal spot and is removed</source>
        <translation>«{item}» негде поставить, убирается</translation>
    </message>
    <message>
        <source>{item} leaves the game</source>
        <translation>«{item}» выходит из игры</translation>
    </message>
    <message>
        <source>the solo player collects income</source>
        <translation>одиночный игрок получает доход</translation>
    </message>
    <message>
        <source>votes revealed: {counts}</source>
        <translation>голоса раскрыты: {counts}</translation>
    </message>
    <message>
        <source>as {category}: {effects}</source>
        <translation>как «{category}»: {effects}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>Follow: {effects}</source>
        <translation>Последовать: {effects}</translation>
    </message>
    <message>
        <source>Follow as {category}: {effects}</source>
        <translation>Последовать как «{category}»: {effects}</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>white</source>
        <translation>белый</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелёный</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>серый</translation>
    </message>
    <message>
        <source>Follow as {category}</source>
        <translation>Последовать как «{category}»</translation>
    </message>
</context>
<context>
    <name>CityKeys</name>
    <message>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <source>Press the first to ninth choice of the prompt</source>
        <translation>Нажать с первого по девятый вариант подсказки</translation>
    </message>
    <message>
        <source>Drag from the tray</source>
        <translation>Перетащить из лотка</translation>
    </message>
    <message>
        <source>Take a piece; the shaded squares are where it may go</source>
        <translation>Взять фишку; затенённые клетки — куда её можно поставить</translation>
    </message>
    <message>
        <source>R, Shift+R or the wheel</source>
        <translation>R, Shift+R или колесо</translation>
    </message>
    <message>
        <source>Turn the piece in hand</source>
        <translation>Повернуть фишку в руке</translation>
    </message>
    <message>
        <source>Esc or right click</source>
        <translation>Esc или правый щелчок</translation>
    </message>
    <message>
        <source>Put the piece in hand back</source>
        <translation>Вернуть фишку из руки</translation>
    </message>
    <message>
        <source>Ctrl+wheel, Ctrl++ and Ctrl+-</source>
        <translation>Ctrl+колесо, Ctrl++ и Ctrl+-</translation>
    </message>
    <message>
        <source>Zoom the board</source>
        <translation>Масштабировать поле</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo your last action (not past hidden or random information)</source>
        <translation>Отменить своё последнее действие (не раньше скрытой или случайной информации)</translation>
    </message>
    <message>
        <source>Ctrl+Y or Ctrl+Shift+Z</source>
        <translation>Ctrl+Y или Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Открыть сохранённую игру</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>Этот список</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>Player aid: recipes, costs by terrain, turn, votes</source>
        <translation>Памятка: рецепты, цены по местности, ход, голосование</translation>
    </message>
    <message>
        <source>Hover a card&apos;s name</source>
        <translation>Навести мышь на название карты</translation>
    </message>
    <message>
        <source>Show the card</source>
        <translation>Показать карту</translation>
    </message>
</context>
<context>
    <name>CityMap</name>
    <message>
        <source>Entrance (red)</source>
        <translation>Вход (красный)</translation>
    </message>
    <message>
        <source>Coastal (white)</source>
        <translation>Прибрежный (белый)</translation>
    </message>
    <message>
        <source>Forested (green)</source>
        <translation>Лесной (зелёный)</translation>
    </message>
    <message>
        <source>Central (grey)</source>
        <translation>Центральный (серый)</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Река</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Стена</translation>
    </message>
    <message>
        <source>Unbuildable</source>
        <translation>Нельзя строить</translation>
    </message>
    <message>
        <source>Reserved location</source>
        <translation>Зарезервированное место</translation>
    </message>
    <message>
        <source>Start space (used with this many players or more)</source>
        <translation>Стартовая клетка (при стольких игроках или больше)</translation>
    </message>
    <message>
        <source>Section border</source>
        <translation>Граница района</translation>
    </message>
</context>
<context>
    <name>CityMapPage</name>
    <message>
        <source>Map side</source>
        <translation>Сторона карты</translation>
    </message>
    <message>
        <source>Thematic side</source>
        <translation>Тематическая сторона</translation>
    </message>
    <message>
        <source>Symmetric side</source>
        <translation>Симметричная сторона</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Легенда</translation>
    </message>
    <message>
        <source>What the terrains and marks of the board mean</source>
        <translation>Что означают местности и отметки на поле</translation>
    </message>
</context>
<context>
    <name>CityPage</name>
    <message>
        <source>Founders of Gloomhaven</source>
        <translation>Основатели Глумхэвена</translation>
    </message>
    <message>
        <source>Set up a hot-seat game for 1 to 4 players; any seat may be a computer player.</source>
        <translation>Настройте игру за одним компьютером для 1–4 игроков; любое место может занять компьютер.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>Продолжить последнюю игру</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Offer and tracker</source>
        <translation>Предложение и трекер</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Сохранить…</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Загрузить…</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>End game and score</source>
        <translation>Завершить и подсчитать</translation>
    </message>
    <message>
        <source>Final scores as they stand</source>
        <translation>Итоговые очки на текущий момент</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <source>Speed, confirmations, hints</source>
        <translation>Скорость, подтверждения, подсказки</translation>
    </message>
    <message>
        <source>Keys…</source>
        <translation>Клавиши…</translation>
    </message>
    <message>
        <source>Keyboard and mouse (F1)</source>
        <translation>Клавиатура и мышь (F1)</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Памятка</translation>
    </message>
    <message>
        <source>Recipes, costs, turn, votes</source>
        <translation>Рецепты, цены, ход, голосование</translation>
    </message>
    <message>
        <source>Replay last turn</source>
        <translation>Повторить последний ход</translation>
    </message>
    <message>
        <source>Show the computer players&apos; last moves again, one by one</source>
        <translation>Снова показать последние ходы компьютерных игроков, один за другим</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Клавиатура и мышь</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Выйти из этой партии?</translation>
    </message>
    <message>
        <source>A game is in progress. Leave it for another? It stays in its autosave.</source>
        <translation>Идёт партия. Перейти к другой? Эта партия останется в автосохранении.</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>Нет игры, которую можно продолжить.</translation>
    </message>
    <message>
        <source>The game cannot be opened: {why}</source>
        <translation>Игру нельзя открыть: {why}</translation>
    </message>
    <message>
        <source>End the game now?</source>
        <translation>Закончить партию сейчас?</translation>
    </message>
    <message>
        <source>The game ends at once and is scored as it stands. This cannot be undone.</source>
        <translation>Партия закончится сразу и будет подсчитана как есть. Это нельзя отменить.</translation>
    </message>
    <message>
        <source>The computer players have not moved yet.</source>
        <translation>Компьютерные игроки ещё не ходили.</translation>
    </message>
    <message>
        <source>The computer player {name} stopped with an error and cannot move. The details are in the log (Help &gt; Open log folder).</source>
        <translation>Компьютерный игрок {name} остановился из-за ошибки и не может ходить. Подробности — в журнале (Справка &gt; Открыть папку журнала).</translation>
    </message>
    <message>
        <source>Founders of Gloomhaven — {map}</source>
        <translation>Основатели Глумхэвена — {map}</translation>
    </message>
    <message>
        <source>Play this card?</source>
        <translation>Сыграть эту карту?</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Not allowed: {codes}</source>
        <translation>Не разрешено: {codes}</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Повторено.</translation>
    </message>
    <message>
        <source>City games (*{suffix})</source>
        <translation>Городские игры (*{suffix})</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>Сохранено: {name}.</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Загрузить игру</translation>
    </message>
</context>
<context>
    <name>CityPieces</name>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Оранжевый</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Фиолетовый</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрный</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Нейтральный</translation>
    </message>
    <message>
        <source>First trade stall (set-up)</source>
        <translation>Первая торговая лавка (подготовка)</translation>
    </message>
    <message>
        <source>Trade stall (import)</source>
        <translation>Торговая лавка (импорт)</translation>
    </message>
    <message>
        <source>Import and buy access</source>
        <translation>Импортировать и купить доступ</translation>
    </message>
    <message>
        <source>Claim token (buy access)</source>
        <translation>Жетон притязания (купить доступ)</translation>
    </message>
    <message>
        <source>Tier 2/3 resource building</source>
        <translation>Здание ресурса 2/3 уровня</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Дом</translation>
    </message>
    <message>
        <source>Bridge or gate</source>
        <translation>Мост или ворота</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Дорога</translation>
    </message>
    <message>
        <source>Prestige building</source>
        <translation>Престижное здание</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>Key: {n}</source>
        <translation>Ключ: {n}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (компьютер) думает…</translation>
    </message>
    <message>
        <source>{name}: {question}</source>
        <translation>{name}: {question}</translation>
    </message>
    <message>
        <source>You cannot follow the {card} now: take a basic action.</source>
        <translation>Сейчас нельзя последовать карте {card}: выполните базовое действие.</translation>
    </message>
    <message>
        <source>Or drag a piece from the tray onto a shaded square.</source>
        <translation>Или перетащите фишку из лотка на затенённую клетку.</translation>
    </message>
    <message>
        <source>Recruit {card} for {cost} money: {points} points; main action: {effects}</source>
        <translation>Нанять {card} за {cost} денег: {points} очк.; основное действие: {effects}</translation>
    </message>
    <message>
        <source>Worker on your race mat: {effects}</source>
        <translation>Рабочий на планшет расы: {effects}</translation>
    </message>
    <message>
        <source>Worker on the {building}: {effects}</source>
        <translation>Рабочий в «{building}»: {effects}</translation>
    </message>
    <message>
        <source>Buy access to {owner}&apos;s {item} tile</source>
        <translation>Купить доступ к тайлу «{item}» игрока {owner}</translation>
    </message>
    <message>
        <source>Proposal {n}: {name}</source>
        <translation>Предложение {n}: {name}</translation>
    </message>
    <message>
        <source>Play {n} cards before calling a vote.</source>
        <translation>Сыграйте {n} карт(ы), прежде чем созвать голосование.</translation>
    </message>
    <message>
        <source>Its main action cannot be carried out now.</source>
        <translation>Её основное действие сейчас выполнить нельзя.</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Лицом вверх</translation>
    </message>
    <message>
        <source>Call to Vote is played face up only.</source>
        <translation>«Созыв голосования» играется только лицом вверх.</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Лицом вниз</translation>
    </message>
    <message>
        <source>Basic action: 1 money, 1 fleeting influence, 1 road or a worker.</source>
        <translation>Базовое действие: 1 деньга, 1 временное влияние, 1 дорога или рабочий.</translation>
    </message>
    <message>
        <source>Secret vote</source>
        <translation>Тайное голосование</translation>
    </message>
    <message>
        <source>Pass the computer to {name}. The others look away.</source>
        <translation>Передайте компьютер игроку {name}. Остальные отворачиваются.</translation>
    </message>
    <message>
        <source>I am {name}: show my vote</source>
        <translation>Я {name}: показать мой голос</translation>
    </message>
</context>
<context>
    <name>DragController</name>
    <message numerus="yes">
        <source>%n other piece(s) now break the rules (marked !).</source>
        <translation>
            <numerusform>Теперь %n другая фишка нарушает правила (отмечена !).</numerusform>
            <numerusform>Теперь %n другие фишки нарушают правила (отмечены !).</numerusform>
            <numerusform>Теперь %n других фишек нарушают правила (отмечены !).</numerusform>
        </translation>
    </message>
    <message>
        <source>Placed against the rules: {reasons}</source>
        <translation>Поставлено вопреки правилам: {reasons}</translation>
    </message>
    <message>
        <source>Placed.</source>
        <translation>Поставлено.</translation>
    </message>
    <message>
        <source>Not placed: {reasons}</source>
        <translation>Не поставлено: {reasons}</translation>
    </message>
    <message numerus="yes">
        <source>Laid %n road(s).</source>
        <translation>
            <numerusform>Проложена %n дорога.</numerusform>
            <numerusform>Проложены %n дороги.</numerusform>
            <numerusform>Проложено %n дорог.</numerusform>
        </translation>
    </message>
    <message>
        <source>No road laid: {reasons}</source>
        <translation>Дорога не проложена: {reasons}</translation>
    </message>
    <message>
        <source>No road laid: the square is not allowed or taken.</source>
        <translation>Дорога не проложена: клетка запрещена или занята.</translation>
    </message>
    <message numerus="yes">
        <source>Laid %n road(s); the other squares are not allowed or taken.</source>
        <translation>
            <numerusform>Проложена %n дорога; остальные клетки запрещены или заняты.</numerusform>
            <numerusform>Проложены %n дороги; остальные клетки запрещены или заняты.</numerusform>
            <numerusform>Проложено %n дорог; остальные клетки запрещены или заняты.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EffectText</name>
    <message>
        <source> per house</source>
        <translation> за каждый дом</translation>
    </message>
    <message>
        <source> per bridge or gate</source>
        <translation> за каждый мост или ворота</translation>
    </message>
    <message>
        <source> per resource type owned</source>
        <translation> за каждый тип ваших ресурсов</translation>
    </message>
    <message>
        <source> per adviser recruited</source>
        <translation> за каждого нанятого советника</translation>
    </message>
    <message>
        <source> per prestige building delivered to</source>
        <translation> за каждое престижное здание с доставкой</translation>
    </message>
    <message>
        <source>gain {n} money</source>
        <translation>получить {n} денег</translation>
    </message>
    <message>
        <source>pay {n} money</source>
        <translation>заплатить {n} денег</translation>
    </message>
    <message>
        <source>lasting</source>
        <translation>постоянное</translation>
    </message>
    <message>
        <source>fleeting</source>
        <translation>временное</translation>
    </message>
    <message>
        <source>gain {n} {kind} influence</source>
        <translation>получить {n} влияния ({kind})</translation>
    </message>
    <message>
        <source>score {n} points</source>
        <translation>получить {n} очков</translation>
    </message>
    <message>
        <source>build {n} road(s)</source>
        <translation>построить дороги: {n}</translation>
    </message>
    <message>
        <source>recruit an adviser</source>
        <translation>нанять советника</translation>
    </message>
    <message>
        <source>trade</source>
        <translation>торговля</translation>
    </message>
    <message>
        <source>Recruit</source>
        <translation>Найм</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>Upgrade</source>
        <translation>Улучшение</translation>
    </message>
    <message>
        <source>Construct</source>
        <translation>Строительство</translation>
    </message>
    <message>
        <source>import</source>
        <translation>импорт</translation>
    </message>
    <message>
        <source>buy access</source>
        <translation>покупка доступа</translation>
    </message>
    <message>
        <source>import and buy access</source>
        <translation>импорт с покупкой доступа</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красных</translation>
    </message>
    <message>
        <source>white</source>
        <translation>белых</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелёных</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>серых</translation>
    </message>
    <message>
        <source>, {n} money cheaper</source>
        <translation>, на {n} денег дешевле</translation>
    </message>
    <message>
        <source>trade ({forms})</source>
        <translation>торговля ({forms})</translation>
    </message>
    <message>
        <source> on {terrains} squares only</source>
        <translation> только на {terrains} клетках</translation>
    </message>
    <message>
        <source> and a road</source>
        <translation> и дорогу</translation>
    </message>
    <message>
        <source>upgrade (tier {tiers}){road}</source>
        <translation>улучшить (уровень {tiers}){road}</translation>
    </message>
    <message>
        <source>construct a house</source>
        <translation>построить дом</translation>
    </message>
    <message>
        <source>construct a bridge/gate</source>
        <translation>построить мост/ворота</translation>
    </message>
    <message>
        <source>construct a house or bridge/gate</source>
        <translation>построить дом или мост/ворота</translation>
    </message>
    <message>
        <source>collect income</source>
        <translation>получить доход</translation>
    </message>
    <message>
        <source>take a {category} follow action</source>
        <translation>выполнить следование: {category}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
</context>
<context>
    <name>ElementBoard</name>
    <message>
        <source>strong</source>
        <translation>сильная</translation>
    </message>
    <message>
        <source>waning</source>
        <translation>угасающая</translation>
    </message>
    <message>
        <source>inert</source>
        <translation>инертная</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>Стихия «%1»: %2</translation>
    </message>
    <message>
        <source>Elements:</source>
        <translation>Стихии:</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>You won the solo game!</source>
        <translation>Вы выиграли одиночную игру!</translation>
    </message>
    <message>
        <source>The solo game is lost.</source>
        <translation>Одиночная игра проиграна.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} побеждает!</translation>
    </message>
    <message>
        <source>Open slots left: {slots}; buildings complete: {complete} of {buildings}.</source>
        <translation>Осталось открытых ячеек: {slots}; завершено зданий: {complete} из {buildings}.</translation>
    </message>
    <message>
        <source>Every slot of every building was delivered (buildings: {buildings}).</source>
        <translation>Все ячейки всех зданий заполнены поставками (зданий: {buildings}).</translation>
    </message>
    <message>
        <source>The game was ended before its sixth completion; scores as they stood.</source>
        <translation>Игра завершена до шестого завершения; очки — на тот момент.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Board and cards</source>
        <translation>Поле и карты</translation>
    </message>
    <message>
        <source>Lasting influence</source>
        <translation>Постоянное влияние</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Points over the game</source>
        <translation>Очки по ходу игры</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>Вернуться к полю</translation>
    </message>
</context>
<context>
    <name>EntryList</name>
    <message>
        <source>Add an entry</source>
        <translation>Добавить строку</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
</context>
<context>
    <name>FigurePanel</name>
    <message>
        <source>none</source>
        <extracomment>Move value and movement mode for the reach shading.</extracomment>
        <translation>нет</translation>
    </message>
    <message>
        <source>Initiative:</source>
        <translation>Инициатива:</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Элитный</translation>
    </message>
    <message>
        <source>Standee number:</source>
        <translation>Номер фигурки:</translation>
    </message>
    <message>
        <source>Make this the active monster</source>
        <translation>Сделать активным монстром</translation>
    </message>
    <message>
        <source>Move value to show:</source>
        <translation>Показать движение на:</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Пешком</translation>
    </message>
    <message>
        <source>Starts the scenario with:</source>
        <translation>Начинает сценарий с:</translation>
    </message>
    <message>
        <source>no shield</source>
        <translation>без щита</translation>
    </message>
    <message>
        <source>no retaliate</source>
        <translation>без возмездия</translation>
    </message>
    <message>
        <source>adjacent</source>
        <translation>соседние</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Прыжок</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Полёт</translation>
    </message>
    <message>
        <source>Teleport</source>
        <translation>Телепортация</translation>
    </message>
    <message>
        <source>Shield:</source>
        <translation>Щит:</translation>
    </message>
    <message>
        <source>Retaliate:</source>
        <translation>Возмездие:</translation>
    </message>
    <message>
        <source>Retaliate range:</source>
        <translation>Дальность возмездия:</translation>
    </message>
    <message>
        <source>Movement:</source>
        <translation>Перемещение:</translation>
    </message>
    <message>
        <source>No figure selected. Pick one with the Select tool.</source>
        <translation>Фигура не выбрана. Выберите её инструментом «Выбрать».</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Персонаж</translation>
    </message>
    <message>
        <source>Character summon</source>
        <translation>Призыв персонажа</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Монстр</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>(active monster)</source>
        <translation>(активный монстр)</translation>
    </message>
</context>
<context>
    <name>FigureStatus</name>
    <message>
        <source>Figure</source>
        <translation>Фигура</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>ОЗ</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Состояния</translation>
    </message>
</context>
<context>
    <name>FileRefusal</name>
    <message>
        <source>the move is not written correctly (field {field})</source>
        <translation>ход записан неправильно (поле {field})</translation>
    </message>
    <message>
        <source>the game cannot be set up with this pack ({reason})</source>
        <translation>игру нельзя подготовить с этим набором ({reason})</translation>
    </message>
    <message>
        <source>the game could not replay this move</source>
        <translation>игра не смогла повторить этот ход</translation>
    </message>
    <message>
        <source>it is made by a player whose turn it is not</source>
        <translation>его делает игрок, чья очередь не наступила</translation>
    </message>
    <message>
        <source>this kind of move is not possible at that point</source>
        <translation>такой ход в этот момент невозможен</translation>
    </message>
    <message>
        <source>the card is not in the player&apos;s hand</source>
        <translation>этой карты нет на руке у игрока</translation>
    </message>
    <message>
        <source>Call to Vote is played before enough cards have been played</source>
        <translation>«Созыв голосования» сыгран раньше, чем сыграно достаточно карт</translation>
    </message>
    <message>
        <source>Call to Vote cannot be played face down</source>
        <translation>«Созыв голосования» нельзя играть рубашкой вверх</translation>
    </message>
    <message>
        <source>the card&apos;s main action cannot be done</source>
        <translation>основное действие карты невыполнимо</translation>
    </message>
    <message>
        <source>it spends more influence than the player has</source>
        <translation>тратится больше влияния, чем есть у игрока</translation>
    </message>
    <message>
        <source>that adviser cannot be recruited</source>
        <translation>этого советника нельзя нанять</translation>
    </message>
    <message>
        <source>the piece cannot be placed there</source>
        <translation>эту фишку нельзя туда поставить</translation>
    </message>
    <message>
        <source>the game was already over</source>
        <translation>игра уже закончилась</translation>
    </message>
    <message>
        <source>the rules do not allow it ({code})</source>
        <translation>правила этого не разрешают ({code})</translation>
    </message>
    <message>
        <source>The save is of a scenario this app does not have.</source>
        <translation>Сохранение относится к сценарию, которого нет в приложении.</translation>
    </message>
    <message>
        <source>The scenario kept in the save is not valid.</source>
        <translation>Сценарий, хранящийся в сохранении, некорректен.</translation>
    </message>
    <message>
        <source>A move in the save breaks the rules.</source>
        <translation>Ход в сохранении нарушает правила.</translation>
    </message>
    <message>
        <source>This is not a tactics save.</source>
        <translation>Это не сохранение тактической игры.</translation>
    </message>
    <message>
        <source>The saved game cannot be set up: {rule}.</source>
        <translation>Сохранённую игру нельзя подготовить: {rule}.</translation>
    </message>
    <message>
        <source>Move {number} of the saved game cannot be replayed: {rule}.</source>
        <translation>Ход {number} сохранённой игры нельзя повторить: {rule}.</translation>
    </message>
    <message>
        <source>{file}: the file cannot be read ({why}).</source>
        <translation>{file}: файл не удаётся прочитать ({why}).</translation>
    </message>
    <message>
        <source>{file}: the file cannot be written or read ({why}).</source>
        <translation>{file}: файл не удаётся записать или прочитать ({why}).</translation>
    </message>
    <message>
        <source>Something went wrong with the file ({kind}); the game goes on.</source>
        <translation>С файлом что-то пошло не так ({kind}); игра продолжается.</translation>
    </message>
</context>
<context>
    <name>FootprintGrid</name>
    <message>
        <source>Click a square to cover or uncover it</source>
        <translation>Щёлкните клетку, чтобы занять или освободить её</translation>
    </message>
</context>
<context>
    <name>GameTray</name>
    <message>
        <source>Pieces to place</source>
        <translation>Фишки для выставления</translation>
    </message>
    <message>
        <source>{kind}: {item}</source>
        <translation>{kind}: {item}</translation>
    </message>
    <message>
        <source>Drag a piece onto a shaded square, or click it and then the square. R or the wheel turns it, Esc puts it back. Roads: drag across squares to lay them one by one.</source>
        <translation>Перетащите фишку на затенённую клетку или щёлкните по ней, а затем по клетке. R или колесо поворачивают её, Esc возвращает её. Дороги: проведите по клеткам, чтобы прокладывать их по одной.</translation>
    </message>
    <message>
        <source>Your race&apos;s resource, on a numbered grey start space.</source>
        <translation>Ресурс вашей расы, на пронумерованной серой стартовой клетке.</translation>
    </message>
    <message>
        <source>Import one of your basic resources: anywhere not touching another tile you own (it need not be connected), one tile of each resource per city section.</source>
        <translation>Импортируйте один из своих базовых ресурсов: в любом месте, не касаясь другого вашего тайла (соединять не нужно), по одному тайлу каждого ресурса на район города.</translation>
    </message>
    <message>
        <source>Import a neutral resource and buy access to it.</source>
        <translation>Импортируйте нейтральный ресурс и купите к нему доступ.</translation>
    </message>
    <message>
        <source>A tier 2 or 3 building: each prerequisite must be connected and yours or accessed; their owners score.</source>
        <translation>Здание 2-го или 3-го уровня: каждое требование должно быть связано и принадлежать вам или быть доступным; их владельцы получают очки.</translation>
    </message>
    <message>
        <source>A house on a green square, one per section: unlocks a worker.</source>
        <translation>Дом на зелёной клетке, один на район: открывает рабочего.</translation>
    </message>
    <message>
        <source>A bridge or gate on a river or wall square: a road for you only.</source>
        <translation>Мост или ворота на клетке реки или стены: дорога только для вас.</translation>
    </message>
    <message>
        <source>A road connected to something you own.</source>
        <translation>Дорога, связанная с вашим владением.</translation>
    </message>
    <message>
        <source>The voted prestige building: must touch its colour, one of each type per section.</source>
        <translation>Выбранное голосованием престижное здание: должно касаться своего цвета, по одному каждого типа на район.</translation>
    </message>
</context>
<context>
    <name>InitiativeTrack</name>
    <message>
        <source>Turn order: shown once every character has chosen.</source>
        <translation>Порядок ходов: показывается, когда все персонажи сделали выбор.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open saved game</source>
        <translation>Открыть сохранённую игру</translation>
    </message>
    <message>
        <source>Founders Desktop saves (*.fdsave)</source>
        <translation>Сохранения Founders Desktop (*.fdsave)</translation>
    </message>
    <message>
        <source>Cannot open the saved game</source>
        <translation>Не удаётся открыть сохранённую игру</translation>
    </message>
    <message>
        <source>{path}
This version of the app cannot open this kind of saved game yet.</source>
        <translation>{path}
Эта версия приложения пока не умеет открывать такие сохранения.</translation>
    </message>
    <message>
        <source>Founders Desktop</source>
        <translation>Founders Desktop</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;Системный язык</translation>
    </message>
    <message>
        <source>&amp;Start page</source>
        <translation>&amp;Начальная страница</translation>
    </message>
    <message>
        <source>New &amp;city game</source>
        <translation>Новая игра в &amp;город</translation>
    </message>
    <message>
        <source>Map &amp;sandbox</source>
        <translation>&amp;Песочница карты</translation>
    </message>
    <message>
        <source>&amp;Tactics</source>
        <translation>&amp;Тактика</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Открыть сохранённую игру…</translation>
    </message>
    <message>
        <source>Content &amp;packs…</source>
        <translation>&amp;Наборы данных…</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Уменьшить</translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation>&amp;Вписать поле в окно</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Полный экран</translation>
    </message>
    <message>
        <source>&amp;About Founders Desktop</source>
        <translation>&amp;О программе Founders Desktop</translation>
    </message>
    <message>
        <source>&amp;Player aid</source>
        <translation>&amp;Памятка</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Открыть папку &amp;журнала</translation>
    </message>
</context>
<context>
    <name>MapHeader</name>
    <message>
        <source>normal</source>
        <translation>обычная</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>трудная</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>очень трудная</translation>
    </message>
</context>
<context>
    <name>MapHeaderPanel</name>
    <message>
        <source>Sections</source>
        <translation>Районы</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>How hard a solo game is when its first stall stands in this section</source>
        <translation>Насколько трудна одиночная игра, когда её первая лавка стоит в этом районе</translation>
    </message>
    <message>
        <source>Section {n}</source>
        <translation>Район {n}</translation>
    </message>
    <message>
        <source>Reserved locations</source>
        <translation>Зарезервированные места</translation>
    </message>
    <message>
        <source>None painted yet.</source>
        <translation>Пока ни одного не нарисовано.</translation>
    </message>
    <message>
        <source>Location {letter} takes</source>
        <translation>Место {letter} принимает</translation>
    </message>
</context>
<context>
    <name>MapPainter</name>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Районы</translation>
    </message>
    <message>
        <source>Start numbers</source>
        <translation>Стартовые номера</translation>
    </message>
    <message>
        <source>Reserved locations</source>
        <translation>Зарезервированные места</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Слой</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Рисовать</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Nothing (clear the mark)</source>
        <translation>Ничего (стереть отметку)</translation>
    </message>
    <message>
        <source>Section %1</source>
        <translation>Район %1</translation>
    </message>
    <message>
        <source>Start space %1</source>
        <translation>Стартовая клетка %1</translation>
    </message>
    <message>
        <source>Location %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>paint</source>
        <translation>рисование</translation>
    </message>
    <message>
        <source>header</source>
        <translation>заголовок</translation>
    </message>
    <message>
        <source>Layout from: [%1]</source>
        <translation>Раскладка: [%1]</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more.</source>
        <translation>
            <numerusform>…и ещё %n.</numerusform>
            <numerusform>…и ещё %n.</numerusform>
            <numerusform>…и ещё %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The map cannot be used yet:</source>
        <translation>Карту пока нельзя использовать:</translation>
    </message>
    <message>
        <source>The map passes its checks.</source>
        <translation>Карта проходит проверки.</translation>
    </message>
    <message>
        <source>Map: {name}</source>
        <translation>Карта: {name}</translation>
    </message>
</context>
<context>
    <name>MapProblem</name>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Районы</translation>
    </message>
    <message>
        <source>Start numbers</source>
        <translation>Стартовые номера</translation>
    </message>
    <message>
        <source>Reserved locations</source>
        <translation>Зарезервированные места</translation>
    </message>
    <message>
        <source>Map header</source>
        <translation>Заголовок карты</translation>
    </message>
    <message>
        <source>“{char}” is not a mark this layer knows.</source>
        <translation>«{char}» — не отметка этого слоя.</translation>
    </message>
    <message>
        <source>Start space {number} is on {terrain}; start spaces are grey.</source>
        <translation>Стартовая клетка {number} стоит на местности «{terrain}»; стартовые клетки серые.</translation>
    </message>
    <message>
        <source>A reserved square needs a location letter on the Reserved locations layer.</source>
        <translation>Зарезервированной клетке нужна буква места на слое зарезервированных мест.</translation>
    </message>
    <message>
        <source>Location {letter} is on a square whose terrain is not a reserved location.</source>
        <translation>Место {letter} стоит на клетке, местность которой — не зарезервированное место.</translation>
    </message>
    <message>
        <source>This location letter is not named in the map header (“location x = …”).</source>
        <translation>Эта буква места не названа в заголовке карты («location x = …»).</translation>
    </message>
    <message>
        <source>This location has no squares on the Reserved locations layer.</source>
        <translation>У этого места нет клеток на слое зарезервированных мест.</translation>
    </message>
    <message>
        <source>The region the rivers and walls make here needs one section number on all its squares.</source>
        <translation>Области, которую здесь образуют реки и стены, нужен один номер района на всех её клетках.</translation>
    </message>
    <message>
        <source>Section {number} is split by rivers or walls into separate regions.</source>
        <translation>Район {number} разделён реками или стенами на отдельные части.</translation>
    </message>
    <message>
        <source>Section {number} is given to a square of {terrain}.</source>
        <translation>Район {number} назначен клетке местности «{terrain}».</translation>
    </message>
    <message>
        <source>Rivers, walls, unbuildable and reserved squares split the city into {count} sections; it must have {expected}.</source>
        <translation>Реки, стены, незастраиваемые и зарезервированные клетки делят город на {count} районов; их должно быть {expected}.</translation>
    </message>
    <message>
        <source>The header names a section that is not on the map.</source>
        <translation>Заголовок называет район, которого нет на карте.</translation>
    </message>
    <message>
        <source>It has {count} green squares; it needs at least {least}, one house per player.</source>
        <translation>В нём {count} зелёных клеток; нужно не меньше {least}, по дому на игрока.</translation>
    </message>
    <message>
        <source>It has no square of {terrain} for early trade.</source>
        <translation>В нём нет клетки местности «{terrain}» для ранней торговли.</translation>
    </message>
    <message>
        <source>It has no numbered start space.</source>
        <translation>В нём нет пронумерованной стартовой клетки.</translation>
    </message>
    <message>
        <source>Too few start spaces for {players}: a game of that many players needs {players} numbered {players} or less, and there are {usable}.</source>
        <translation>Мало стартовых клеток для {players}: игре с таким числом игроков нужно {players} с номером {players} или меньше, а их {usable}.</translation>
    </message>
    <message>
        <source>This layer has {rows} rows; the terrain has {expected}.</source>
        <translation>В этом слое {rows} строк; в местности — {expected}.</translation>
    </message>
    <message>
        <source>This row has {squares} squares; the terrain&apos;s rows have {expected}.</source>
        <translation>В этой строке {squares} клеток; в строках местности — {expected}.</translation>
    </message>
    <message>
        <source>This layer is missing from the file.</source>
        <translation>Этого слоя нет в файле.</translation>
    </message>
    <message>
        <source>The map check says: {message}</source>
        <translation>Проверка карты сообщает: {message}</translation>
    </message>
    <message>
        <source>Square {x}, {y}</source>
        <translation>Клетка {x}, {y}</translation>
    </message>
    <message>
        <source>Section {number}</source>
        <translation>Район {number}</translation>
    </message>
    <message>
        <source>Location {letter}</source>
        <translation>Место {letter}</translation>
    </message>
</context>
<context>
    <name>OutcomePanel</name>
    <message>
        <source>dashed orange ring: the focus (every tied focus)</source>
        <translation>пунктирное оранжевое кольцо: фокус (каждый равный фокус)</translation>
    </message>
    <message>
        <source>purple: the path and the numbered destinations (pick one on the board)</source>
        <translation>фиолетовый: путь и пронумерованные цели перемещения (выберите одну на поле)</translation>
    </message>
    <message>
        <source>red crosshair: a target; hatched red: the area attack as placed</source>
        <translation>красный прицел: цель; красная штриховка: атака по области, как она размещена</translation>
    </message>
    <message>
        <source>Place a monster and make it the active monster to see its turn.</source>
        <translation>Поставьте монстра и сделайте его активным, чтобы увидеть его ход.</translation>
    </message>
    <message>
        <source>A ranged area attack needs a range of at least 1: set the range, or tick Melee for a pattern around the monster.</source>
        <translation>Дальней атаке по области нужна дальность не меньше 1: задайте дальность или отметьте «Ближний бой» для шаблона вокруг монстра.</translation>
    </message>
    <message>
        <source>The engine cannot solve this monster turn yet.</source>
        <translation>Движок пока не может рассчитать этот ход монстра.</translation>
    </message>
    <message>
        <source>One outcome: the rules decide everything.</source>
        <translation>Один исход: правила решают всё.</translation>
    </message>
    <message numerus="yes">
        <source>%n outcomes: the players choose one.</source>
        <translation>
            <numerusform>%n исход: игроки выбирают один.</numerusform>
            <numerusform>%n исхода: игроки выбирают один.</numerusform>
            <numerusform>%n исходов: игроки выбирают один.</numerusform>
        </translation>
    </message>
    <message>
        <source>Monster %1</source>
        <translation>Монстр %1</translation>
    </message>
    <message>
        <source>(elite)</source>
        <translation>(элитный)</translation>
    </message>
    <message>
        <source>The ability being tested</source>
        <translation>Проверяемая способность</translation>
    </message>
    <message>
        <source>Character %1</source>
        <translation>Персонаж %1</translation>
    </message>
    <message>
        <source>Summon %1</source>
        <translation>Призванный %1</translation>
    </message>
    <message>
        <source>moves one hex</source>
        <translation>перемещается на один гекс</translation>
    </message>
    <message numerus="yes">
        <source>moves %n hexes</source>
        <translation>
            <numerusform>перемещается на %n гекс</numerusform>
            <numerusform>перемещается на %n гекса</numerusform>
            <numerusform>перемещается на %n гексов</numerusform>
        </translation>
    </message>
    <message>
        <source>stays</source>
        <translation>остаётся на месте</translation>
    </message>
    <message>
        <source>attacks %1</source>
        <translation>атакует %1</translation>
    </message>
    <message>
        <source>no attack</source>
        <translation>без атаки</translation>
    </message>
    <message>
        <source>focus %1</source>
        <translation>фокус %1</translation>
    </message>
    <message>
        <source>Edited since opened: </source>
        <translation>Изменено после открытия: </translation>
    </message>
    <message>
        <source>Matches the case&apos;s expected outcomes.</source>
        <translation>Совпадает с ожидаемыми исходами случая.</translation>
    </message>
    <message>
        <source>Differs from the case&apos;s expected outcomes.</source>
        <translation>Отличается от ожидаемых исходов случая.</translation>
    </message>
    <message>
        <source>missing: ends %1, attacks %2</source>
        <translation>не хватает: заканчивает на %1, атакует %2</translation>
    </message>
    <message>
        <source>extra: ends %1, attacks %2</source>
        <translation>лишнее: заканчивает на %1, атакует %2</translation>
    </message>
</context>
<context>
    <name>PackActions</name>
    <message>
        <source>Gain money</source>
        <translation>Получить деньги</translation>
    </message>
    <message>
        <source>Pay money</source>
        <translation>Заплатить деньги</translation>
    </message>
    <message>
        <source>Gain influence</source>
        <translation>Получить влияние</translation>
    </message>
    <message>
        <source>Gain points</source>
        <translation>Получить очки</translation>
    </message>
    <message>
        <source>Build roads</source>
        <translation>Построить дороги</translation>
    </message>
    <message>
        <source>Recruit</source>
        <translation>Нанять</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Торговать</translation>
    </message>
    <message>
        <source>Upgrade</source>
        <translation>Улучшить</translation>
    </message>
    <message>
        <source>Construct</source>
        <translation>Построить</translation>
    </message>
    <message>
        <source>Collect income</source>
        <translation>Получить доход</translation>
    </message>
    <message>
        <source>Follow action</source>
        <translation>Ответное действие</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Выбор</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>количество</translation>
    </message>
    <message>
        <source>per</source>
        <translation>за</translation>
    </message>
    <message>
        <source>lasting</source>
        <translation>постоянное</translation>
    </message>
    <message>
        <source>count</source>
        <translation>число</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>скидка</translation>
    </message>
    <message>
        <source>forms</source>
        <translation>способы</translation>
    </message>
    <message>
        <source>terrains</source>
        <translation>местности</translation>
    </message>
    <message>
        <source>tiers</source>
        <translation>уровни</translation>
    </message>
    <message>
        <source>with a road</source>
        <translation>с дорогой</translation>
    </message>
    <message>
        <source>buildings</source>
        <translation>постройки</translation>
    </message>
    <message>
        <source>category</source>
        <translation>категория</translation>
    </message>
    <message>
        <source>options</source>
        <translation>варианты</translation>
    </message>
    <message>
        <source>house</source>
        <translation>дом</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>мост</translation>
    </message>
    <message>
        <source>resource type owned</source>
        <translation>вид ресурса во владении</translation>
    </message>
    <message>
        <source>prestige building delivered to</source>
        <translation>престижное здание, куда сделана поставка</translation>
    </message>
    <message>
        <source>adviser recruited</source>
        <translation>нанятый советник</translation>
    </message>
    <message>
        <source>import</source>
        <translation>импорт</translation>
    </message>
    <message>
        <source>buy access</source>
        <translation>покупка доступа</translation>
    </message>
    <message>
        <source>import and buy access</source>
        <translation>импорт с покупкой доступа</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>white</source>
        <translation>белый</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелёный</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>серый</translation>
    </message>
    <message>
        <source>recruit</source>
        <translation>найм</translation>
    </message>
    <message>
        <source>trade</source>
        <translation>торговля</translation>
    </message>
    <message>
        <source>upgrade</source>
        <translation>улучшение</translation>
    </message>
    <message>
        <source>construct</source>
        <translation>строительство</translation>
    </message>
</context>
<context>
    <name>PackChoice</name>
    <message>
        <source>Bundled pack (designed by this project), version {version}</source>
        <translation>Встроенный набор (разработка этого проекта), версия {version}</translation>
    </message>
    <message>
        <source>{name} ({id}, version {version})</source>
        <translation>{name} ({id}, версия {version})</translation>
    </message>
    <message>
        <source>File &gt; Content packs… makes and imports packs</source>
        <translation>Файл &gt; Наборы данных… создаёт и импортирует наборы</translation>
    </message>
</context>
<context>
    <name>PackEditor</name>
    <message>
        <source>easy</source>
        <translation>лёгкая</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средняя</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>трудная</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>очень трудная</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>Supplies</source>
        <translation>Запасы</translation>
    </message>
    <message>
        <source>Vote and scoring</source>
        <translation>Голосование и подсчёт очков</translation>
    </message>
    <message>
        <source>[{provenance}]</source>
        <translation>[{provenance}]</translation>
    </message>
    <message>
        <source>Where this value comes from</source>
        <translation>Откуда взято это значение</translation>
    </message>
    <message>
        <source>Edit the content pack “{name}”</source>
        <translation>Правка набора данных «{name}»</translation>
    </message>
    <message>
        <source>Enter the values printed on your cards. A value you change is marked [owner]; problems are shown under their field as you type.</source>
        <translation>Введите значения, напечатанные на ваших картах. Изменённое значение помечается [владелец]; ошибки видны под полем сразу, пока вы вводите.</translation>
    </message>
    <message>
        <source>Races</source>
        <translation>Расы</translation>
    </message>
    <message>
        <source>Advisers</source>
        <translation>Советники</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ресурсы</translation>
    </message>
    <message>
        <source>Prestige buildings</source>
        <translation>Престижные здания</translation>
    </message>
    <message>
        <source>Standard cards</source>
        <translation>Стандартные карты</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Достижения</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>any remaining resource</source>
        <translation>любой оставшийся ресурс</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ресурс</translation>
    </message>
    <message>
        <source>Forbidden resources</source>
        <translation>Запрещённые ресурсы</translation>
    </message>
    <message>
        <source>Racial action</source>
        <translation>Расовое действие</translation>
    </message>
    <message>
        <source>Solo difficulty</source>
        <translation>Сложность одиночной игры</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <source>Resource needed</source>
        <translation>Нужный ресурс</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Main action</source>
        <translation>Основное действие</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Тайлы</translation>
    </message>
    <message>
        <source>Recipe (points per prerequisite)</source>
        <translation>Рецепт (очки за каждый компонент)</translation>
    </message>
    <message>
        <source>Rules values</source>
        <translation>Значения правил</translation>
    </message>
    <message>
        <source>Not an action of known effects: edit it in the pack&apos;s JSON file.</source>
        <translation>Это действие не из известных эффектов: отредактируйте его в JSON-файле набора.</translation>
    </message>
    <message>
        <source>none (a basic resource)</source>
        <translation>нет (базовый ресурс)</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> оч.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): no game can use this pack until they are fixed; it can be saved as a draft.</source>
        <translation>
            <numerusform>%n ошибка: ни одна партия не может использовать этот набор, пока она не исправлена; его можно сохранить как черновик.</numerusform>
            <numerusform>%n ошибки: ни одна партия не может использовать этот набор, пока они не исправлены; его можно сохранить как черновик.</numerusform>
            <numerusform>%n ошибок: ни одна партия не может использовать этот набор, пока они не исправлены; его можно сохранить как черновик.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Map “%1”: %n problem(s), crossed out on its tab.</source>
        <translation>
            <numerusform>Карта «%1»: %n проблема, отмечена крестом на её вкладке.</numerusform>
            <numerusform>Карта «%1»: %n проблемы, отмечены крестами на её вкладке.</numerusform>
            <numerusform>Карта «%1»: %n проблем, отмечены крестами на её вкладке.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pack passes its checks.</source>
        <translation>Набор проходит проверки.</translation>
    </message>
    <message numerus="yes">
        <source>The maps or the race drafts do not work with %n value(s), shown under their field:</source>
        <translation>
            <numerusform>Карты или выбор рас не работают с %n значением, оно показано под своим полем:</numerusform>
            <numerusform>Карты или выбор рас не работают с %n значениями, они показаны под своими полями:</numerusform>
            <numerusform>Карты или выбор рас не работают с %n значениями, они показаны под своими полями:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved as a draft with %n problem(s): no game can use this pack until they are fixed.</source>
        <translation>
            <numerusform>Сохранено как черновик с %n ошибкой: ни одна партия не может использовать набор, пока она не исправлена.</numerusform>
            <numerusform>Сохранено как черновик с %n ошибками: ни одна партия не может использовать набор, пока они не исправлены.</numerusform>
            <numerusform>Сохранено как черновик с %n ошибками: ни одна партия не может использовать набор, пока они не исправлены.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved. The pack passes its checks and can be chosen for a game.</source>
        <translation>Сохранено. Набор проходит проверки, его можно выбрать для партии.</translation>
    </message>
    <message>
        <source>Close the editor?</source>
        <translation>Закрыть редактор?</translation>
    </message>
    <message>
        <source>Your changes are not saved. Close without saving them?</source>
        <translation>Изменения не сохранены. Закрыть без сохранения?</translation>
    </message>
</context>
<context>
    <name>PackProblem</name>
    <message>
        <source>rulebook</source>
        <translation>книга правил</translation>
    </message>
    <message>
        <source>solo rules</source>
        <translation>правила одиночной игры</translation>
    </message>
    <message>
        <source>box insert</source>
        <translation>вкладыш коробки</translation>
    </message>
    <message>
        <source>review</source>
        <translation>обзор</translation>
    </message>
    <message>
        <source>reconstructed</source>
        <translation>восстановлено</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>владелец</translation>
    </message>
    <message>
        <source>A race cannot forbid its own resource.</source>
        <translation>Раса не может запрещать свой собственный ресурс.</translation>
    </message>
    <message>
        <source>This pack has no {what} “{value}”.</source>
        <translation>В этом наборе нет такого: {what} «{value}».</translation>
    </message>
    <message>
        <source>“{value}” is already the resource of “{other}”.</source>
        <translation>«{value}» уже ресурс расы «{other}».</translation>
    </message>
    <message>
        <source>Not an allowed value: it should be {allowed}.</source>
        <translation>Недопустимое значение: должно быть {allowed}.</translation>
    </message>
    <message>
        <source>The recipes go round in a circle: {cycle}.</source>
        <translation>Рецепты замыкаются в круг: {cycle}.</translation>
    </message>
    <message>
        <source>The covered squares must be one piece, joined side to side.</source>
        <translation>Занятые клетки должны составлять одну фигуру, соединённую сторонами.</translation>
    </message>
    <message>
        <source>A resource appears in two slots.</source>
        <translation>Ресурс указан в двух ячейках.</translation>
    </message>
    <message>
        <source>At least {least} needed here.</source>
        <translation>Здесь нужно не меньше {least}.</translation>
    </message>
    <message>
        <source>This footprint fits nowhere on the map “{map}” with a square of its colour.</source>
        <translation>Эта форма нигде не помещается на карте «{map}» так, чтобы занять клетку своего цвета.</translation>
    </message>
    <message>
        <source>A {players}-player race draft cannot be finished (a player is left without a valid resource card) after the races {races}.</source>
        <translation>Выбор рас на {players} игроков не может завершиться (игроку не остаётся допустимой карты ресурса) после рас {races}.</translation>
    </message>
    <message>
        <source>The pack check says: {message}</source>
        <translation>Проверка набора сообщает: {message}</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>ресурс</translation>
    </message>
    <message>
        <source>footprint</source>
        <translation>форма</translation>
    </message>
</context>
<context>
    <name>PackRefusal</name>
    <message>
        <source>The content pack “{name}” is not in your pack library (File &gt; Content packs…).</source>
        <translation>Набора данных «{name}» нет в вашей библиотеке наборов (Файл &gt; Наборы данных…).</translation>
    </message>
    <message>
        <source>The content pack “{name}” does not pass its checks.</source>
        <translation>Набор данных «{name}» не проходит проверки.</translation>
    </message>
    <message>
        <source>“{name}” cannot be a pack&apos;s name: use 1 to 40 Latin letters, digits, - or _ (no spaces), beginning with a letter or digit.</source>
        <translation>«{name}» не может быть именем набора: используйте от 1 до 40 латинских букв, цифр, - или _ (без пробелов), начиная с буквы или цифры.</translation>
    </message>
    <message>
        <source>There is a pack called “{name}” already.</source>
        <translation>Набор с именем «{name}» уже есть.</translation>
    </message>
    <message>
        <source>“{name}” is the bundled pack: it is read-only and cannot be replaced.</source>
        <translation>«{name}» — встроенный набор: он только для чтения и не может быть заменён.</translation>
    </message>
    <message>
        <source>{name} is not a content pack file (.fdpack).</source>
        <translation>{name} — не файл набора данных (.fdpack).</translation>
    </message>
    <message>
        <source>The list of files inside {name} is not valid.</source>
        <translation>Список файлов внутри {name} недействителен.</translation>
    </message>
    <message>
        <source>{name} holds a file that would be written outside the pack&apos;s folder, or a link.</source>
        <translation>{name} содержит файл, который был бы записан вне папки набора, или ссылку.</translation>
    </message>
    <message>
        <source>{name} holds a file its list does not name, or lacks one it names.</source>
        <translation>{name} содержит файл, которого нет в его списке, или в нём не хватает файла из списка.</translation>
    </message>
    <message>
        <source>{name} is too large, or a file inside it is.</source>
        <translation>{name} слишком велик, или слишком велик файл внутри него.</translation>
    </message>
    <message>
        <source>A file inside {name} is damaged (its checksum differs).</source>
        <translation>Файл внутри {name} повреждён (контрольная сумма не совпадает).</translation>
    </message>
    <message>
        <source>The pack inside {name} does not pass its checks.</source>
        <translation>Набор внутри {name} не проходит проверки.</translation>
    </message>
    <message>
        <source>{name} cannot be read or written.</source>
        <translation>{name} нельзя прочитать или записать.</translation>
    </message>
    <message>
        <source>The content pack “{name}” has changed since this game was saved, and the game&apos;s moves no longer replay under it.</source>
        <translation>Набор данных «{name}» изменился после сохранения этой игры, и ходы игры больше не воспроизводятся с ним.</translation>
    </message>
    <message>
        <source>… and {count} more problems</source>
        <translation>… и ещё проблем: {count}</translation>
    </message>
</context>
<context>
    <name>PacksDialog</name>
    <message>
        <source>Content packs</source>
        <translation>Наборы данных</translation>
    </message>
    <message>
        <source>The bundled pack is read-only. Make your own copy to enter the values printed on your cards, then choose it when you set up a game.</source>
        <translation>Встроенный набор только для чтения. Сделайте свою копию, чтобы ввести значения, напечатанные на ваших картах, а затем выберите её при подготовке игры.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>New pack from…</source>
        <translation>Новый набор из…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Править…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Открыть папку</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <extracomment>The dialog&apos;s questions, replaced in tests: a name (None: cancelled), a file to read, a file to write, and &quot;replace the pack called ...?&quot;.</extracomment>
        <translation> (только для чтения)</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>пройдена</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n проблема</numerusform>
            <numerusform>%n проблемы</numerusform>
            <numerusform>%n проблем</numerusform>
        </translation>
    </message>
    <message>
        <source>The bundled pack is read-only: make a pack from it to edit.</source>
        <translation>Встроенный набор только для чтения: создайте из него свой набор, чтобы править.</translation>
    </message>
    <message>
        <source>Made the pack “{name}” from “{source}”.</source>
        <translation>Набор «{name}» создан из «{source}».</translation>
    </message>
    <message>
        <source>Imported the pack “{name}”.</source>
        <translation>Набор «{name}» импортирован.</translation>
    </message>
    <message>
        <source>Exported “{name}” to {file}.</source>
        <translation>«{name}» экспортирован в {file}.</translation>
    </message>
    <message>
        <source>The folder {folder} cannot be made ({why}).</source>
        <translation>Не удаётся создать папку {folder} ({why}).</translation>
    </message>
    <message>
        <source>New pack from “{name}”</source>
        <translation>Новый набор из «{name}»</translation>
    </message>
    <message>
        <source>Name of the new pack (letters, digits, - or _):</source>
        <translation>Имя нового набора (буквы, цифры, - или _):</translation>
    </message>
    <message>
        <source>Import a content pack</source>
        <translation>Импорт набора данных</translation>
    </message>
    <message>
        <source>Content packs (*{suffix})</source>
        <translation>Наборы данных (*{suffix})</translation>
    </message>
    <message>
        <source>Export a content pack</source>
        <translation>Экспорт набора данных</translation>
    </message>
    <message>
        <source>Replace the pack?</source>
        <translation>Заменить набор?</translation>
    </message>
    <message>
        <source>There is a pack called “{name}” already. Replace it with the imported one?</source>
        <translation>Набор с именем «{name}» уже есть. Заменить его импортированным?</translation>
    </message>
</context>
<context>
    <name>PieceTray</name>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Фишка</translation>
    </message>
    <message>
        <source>{name} (tier {tier})</source>
        <translation>{name} (уровень {tier})</translation>
    </message>
</context>
<context>
    <name>PlacementPreview</name>
    <message>
        <source>Cannot go here</source>
        <translation>Сюда нельзя</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Запрещено</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Разрешено</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>банк</translation>
    </message>
    <message>
        <source>Costs {money} money, paid to {payee}</source>
        <translation>Стоит {money} денег, платится: {payee}</translation>
    </message>
    <message>
        <source>{player} +{points}</source>
        <translation>{player} +{points}</translation>
    </message>
    <message>
        <source>Points: {list}</source>
        <translation>Очки: {list}</translation>
    </message>
    <message>
        <source>{points} points to neutral resources (lost)</source>
        <translation>{points} очков нейтральным ресурсам (потеряны)</translation>
    </message>
    <message>
        <source>Delivers {resource} to {building} ({points} points, {player} token)</source>
        <translation>Доставляет «{resource}» в «{building}» ({points} очков, жетон доставки: {player})</translation>
    </message>
    <message>
        <source>Completes a prestige building</source>
        <translation>Завершает престижное здание</translation>
    </message>
    <message>
        <source>Tiles it connects to (highlighted): {count}</source>
        <translation>Плитки, с которыми соединяется (подсвечены): {count}</translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <source>%1 (%2 characters, %3 monsters)</source>
        <translation>%1 (персонажей: %2, монстров: %3)</translation>
    </message>
    <message>
        <source>Open a scenario file…</source>
        <translation>Открыть файл сценария…</translation>
    </message>
    <message>
        <source>Play a scenario</source>
        <translation>Сыграть сценарий</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>Файлы сценариев (*.json)</translation>
    </message>
    <message>
        <source>Cannot play this file</source>
        <translation>Этот файл нельзя сыграть</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>Slow</source>
        <extracomment>(label, milliseconds per step) of the playback speeds offered.</extracomment>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычный</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Мгновенно</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Фигуры</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>Not allowed now (%1).</source>
        <extracomment>The player wants the editor back.</extracomment>
        <translation>Сейчас не разрешено (%1).</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Take back your own last choice (never past a card reveal or a draw).</source>
        <translation>Отменить свой последний выбор (но не раньше раскрытия или взятия карты).</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Сохранить…</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Загрузить…</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Редактор</translation>
    </message>
    <message>
        <source>Leave the game and go back to the scenario editor.</source>
        <translation>Выйти из игры и вернуться в редактор сценариев.</translation>
    </message>
    <message>
        <source>Monster turns:</source>
        <translation>Ходы монстров:</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <source>Show the rest of the monsters&apos; turns at once (Esc).</source>
        <translation>Показать оставшиеся ходы монстров сразу (Esc).</translation>
    </message>
    <message>
        <source>%1 — round %2</source>
        <translation>%1 — раунд %2</translation>
    </message>
    <message>
        <source>The monsters act… (Skip shows it all at once)</source>
        <translation>Монстры действуют… («Пропустить» покажет всё сразу)</translation>
    </message>
    <message>
        <source>%1 cannot end the move there: drop it on a shaded hex.</source>
        <translation>%1 не может закончить движение здесь: отпустите фигуру на затенённом гексе.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Не удаётся сохранить</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Сохранено как %1.</translation>
    </message>
    <message>
        <source>Founders Desktop saves (*.fdsave);;Tactics engine saves (*.json)</source>
        <translation>Сохранения Founders Desktop (*.fdsave);;Сохранения тактического движка (*.json)</translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation>Загрузить игру</translation>
    </message>
    <message>
        <source>The save is of a scenario this app does not have: %1.</source>
        <translation>Сохранение относится к сценарию, которого нет в приложении: %1.</translation>
    </message>
    <message>
        <source>The scenario inside the save is not valid: %1.</source>
        <translation>Сценарий в сохранении недействителен: %1.</translation>
    </message>
    <message>
        <source>The save&apos;s moves break the rules at %1.</source>
        <translation>Ходы в сохранении нарушают правила на %1.</translation>
    </message>
    <message>
        <source>This is not a save this game can load: %1.</source>
        <translation>Это сохранение нельзя загрузить в эту игру: %1.</translation>
    </message>
    <message>
        <source>Cannot load</source>
        <translation>Не удаётся загрузить</translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message>
        <source>%1: play the top of one card and the bottom of the other, in either order.</source>
        <translation>%1: сыграйте верх одной карты и низ другой в любом порядке.</translation>
    </message>
    <message>
        <source>%1 — %2: drag the figure onto a shaded hex (or stay).</source>
        <translation>%1 — %2: перетащите фигуру на затенённый гекс (или останьтесь).</translation>
    </message>
    <message>
        <source>%1 — %2: click a ringed enemy (or skip the attack).</source>
        <translation>%1 — %2: щёлкните по отмеченному врагу (или пропустите атаку).</translation>
    </message>
    <message>
        <source>%1: click whom to heal.</source>
        <translation>%1: щёлкните по тому, кого лечить.</translation>
    </message>
    <message>
        <source>%1: click an empty hex next to you for the summon.</source>
        <translation>%1: щёлкните по пустому соседнему гексу для призыва.</translation>
    </message>
    <message>
        <source>%1 rests long: choose the discarded card to lose.</source>
        <translation>%1 делает длительный отдых: выберите сброшенную карту, которую потерять.</translation>
    </message>
    <message>
        <source>End of round: does %1 rest short (lose a random discarded card)?</source>
        <translation>Конец раунда: %1 делает короткий отдых (теряет случайную сброшенную карту)?</translation>
    </message>
    <message>
        <source>%1 would suffer %2 damage from %3: suffer it, or lose cards to negate all of it.</source>
        <translation>%1 получит %2 урона (%3): принять его или потерять карты, чтобы предотвратить весь урон.</translation>
    </message>
    <message>
        <source>Push %1: click a ringed hex, one hex at a time (%2 left), or skip before the first.</source>
        <translation>Оттолкнуть %1: щёлкните по отмеченному гексу, по одному за раз (осталось %2), или откажитесь до первого.</translation>
    </message>
    <message>
        <source>Pull %1: click a ringed hex, one hex at a time (%2 left), or skip before the first.</source>
        <translation>Притянуть %1: щёлкните по отмеченному гексу, по одному за раз (осталось %2), или откажитесь до первого.</translation>
    </message>
    <message>
        <source>Tied initiative that no rule separates: the players choose the order.</source>
        <translation>Ничья по инициативе, которую не разрешает ни одно правило: игроки выбирают порядок.</translation>
    </message>
    <message>
        <source>%1 may act in several ways the rules allow: the players choose (numbers on the board).</source>
        <translation>%1 может действовать несколькими способами, допустимыми правилами: игроки выбирают (номера на поле).</translation>
    </message>
    <message>
        <source>a trap</source>
        <translation>ловушка</translation>
    </message>
    <message>
        <source>hazardous terrain</source>
        <translation>опасная местность</translation>
    </message>
    <message>
        <source>the wound</source>
        <translation>рана</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Верх</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Низ</translation>
    </message>
    <message>
        <source>%1 of %2 as default: %3</source>
        <translation>%1 карты %2 по умолчанию: %3</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 карты %2: %3</translation>
    </message>
    <message>
        <source>Stay here</source>
        <translation>Остаться здесь</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>Переместиться на %1</translation>
    </message>
    <message>
        <source>Skip the attack</source>
        <translation>Пропустить атаку</translation>
    </message>
    <message>
        <source>Skip the pull</source>
        <translation>Не притягивать</translation>
    </message>
    <message>
        <source>Skip the push</source>
        <translation>Не отталкивать</translation>
    </message>
    <message>
        <source>Pull into %1</source>
        <translation>Притянуть на %1</translation>
    </message>
    <message>
        <source>Push into %1</source>
        <translation>Оттолкнуть на %1</translation>
    </message>
    <message>
        <source>Summon on the ringed hex</source>
        <translation>Призвать на гекс в кольце</translation>
    </message>
    <message>
        <source>Suffer %1 damage</source>
        <translation>Получить %1 урона</translation>
    </message>
    <message>
        <source>Lose %1 from the hand</source>
        <translation>Потерять %1 из руки</translation>
    </message>
    <message>
        <source>Lose %1 and %2 from the discard pile</source>
        <translation>Потерять %1 и %2 из сброса</translation>
    </message>
    <message>
        <source>%1: suffer 1 damage to lose another card</source>
        <translation>%1: получить 1 урон, чтобы сбросить другую карту</translation>
    </message>
    <message>
        <source>%1: stay, attack %2</source>
        <translation>%1: остаться, атаковать %2</translation>
    </message>
    <message>
        <source>%1: move %2, attack %3</source>
        <translation>%1: движение %2, атаковать %3</translation>
    </message>
    <message>
        <source>Attack %1</source>
        <translation>Атаковать %1</translation>
    </message>
    <message>
        <source>Heal %1</source>
        <translation>Вылечить %1</translation>
    </message>
    <message>
        <source>No room: the summon is lost</source>
        <translation>Нет места: призыв потерян</translation>
    </message>
    <message>
        <source>Lose %1</source>
        <translation>Потерять %1</translation>
    </message>
    <message>
        <source>Short rest</source>
        <translation>Короткий отдых</translation>
    </message>
    <message>
        <source>No rest</source>
        <translation>Без отдыха</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>%1: %2 of %3 hit points</source>
        <translation>%1: %2 из %3 очков здоровья</translation>
    </message>
    <message>
        <source>Level %1: at most %2 hit points</source>
        <translation>Уровень %1: не больше %2 очков здоровья</translation>
    </message>
    <message>
        <source>%1: exhausted.</source>
        <translation>%1: истощён.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 hit points, %4 cards lost.</source>
        <translation>%1: %2 из %3 очков здоровья, потеряно карт: %4.</translation>
    </message>
    <message>
        <source>Monsters defeated: %1 of %2.</source>
        <translation>Побеждено монстров: %1 из %2.</translation>
    </message>
    <message>
        <source>exhausted</source>
        <translation>истощён</translation>
    </message>
    <message>
        <source>hand %1 · discard %2 · lost %3</source>
        <translation>рука %1 · сброс %2 · потеряно %3</translation>
    </message>
    <message>
        <source> · in play %1</source>
        <translation> · в игре %1</translation>
    </message>
    <message>
        <source> · active %1</source>
        <translation> · активные %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграны</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Потеряны</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Активные</translation>
    </message>
    <message>
        <source>(elite)</source>
        <translation>(элитный)</translation>
    </message>
    <message>
        <source>muddled</source>
        <translation>в замешательстве</translation>
    </message>
    <message>
        <source>disarmed</source>
        <translation>обезоружен</translation>
    </message>
    <message>
        <source>invisible</source>
        <translation>невидим</translation>
    </message>
    <message>
        <source>immobilized</source>
        <translation>обездвижен</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Move %1, jump</source>
        <translation>Движение %1, прыжок</translation>
    </message>
    <message>
        <source>Infuse %1</source>
        <translation>Насытить: %1</translation>
    </message>
    <message>
        <source>Reshuffle at round end</source>
        <translation>Перемешать колоду в конце раунда</translation>
    </message>
    <message>
        <source>Move %1, teleport</source>
        <translation>Движение %1, телепортация</translation>
    </message>
    <message>
        <source>Move %1, flying</source>
        <translation>Движение %1, полёт</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Движение %1</translation>
    </message>
    <message>
        <source>+%1 move</source>
        <translation>+%1 к движению</translation>
    </message>
    <message>
        <source>+%1 attack</source>
        <translation>+%1 к атаке</translation>
    </message>
    <message>
        <source>+%1 range</source>
        <translation>+%1 к дальности</translation>
    </message>
    <message>
        <source>Consume %1</source>
        <translation>Поглощение (%1)</translation>
    </message>
    <message>
        <source>range %1</source>
        <translation>дальность %1</translation>
    </message>
    <message>
        <source>%1 targets</source>
        <translation>целей: %1</translation>
    </message>
    <message>
        <source>area of %1 hexes</source>
        <translation>область из %1 гексов</translation>
    </message>
    <message>
        <source>Heal %1, range %2</source>
        <translation>Лечение %1, дальность %2</translation>
    </message>
    <message>
        <source>Heal %1, self</source>
        <translation>Лечение %1, на себя</translation>
    </message>
    <message>
        <source>Summon %1 (%2 HP, move %3, attack %4)</source>
        <translation>Призыв %1 (%2 ОЗ, движение %3, атака %4)</translation>
    </message>
    <message>
        <source>Become %1</source>
        <translation>Стать: %1</translation>
    </message>
    <message>
        <source>[lost]</source>
        <translation>[потеряна]</translation>
    </message>
    <message>
        <source>[active]</source>
        <translation>[активна]</translation>
    </message>
    <message>
        <source>Tied initiative: the lower second card goes first.</source>
        <translation>Ничья по инициативе: первым ходит тот, у кого вторая карта меньше.</translation>
    </message>
    <message>
        <source>Tied with a monster: the character goes first.</source>
        <translation>Ничья с монстром: первым ходит персонаж.</translation>
    </message>
    <message>
        <source>Tied initiative: the players chose this order.</source>
        <translation>Ничья по инициативе: игроки выбрали этот порядок.</translation>
    </message>
    <message>
        <source>Tied initiative: the players must choose the order.</source>
        <translation>Ничья по инициативе: игроки должны выбрать порядок.</translation>
    </message>
    <message>
        <source>— Round %1 —</source>
        <translation>— Раунд %1 —</translation>
    </message>
    <message>
        <source>%1: the monster card is %2.</source>
        <translation>%1: карта монстра — %2.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Ход: %1.</translation>
    </message>
    <message>
        <source>top</source>
        <translation>верх</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>низ</translation>
    </message>
    <message>
        <source>(as the default action)</source>
        <translation>(как действие по умолчанию)</translation>
    </message>
    <message>
        <source>%1 plays the %2 of %3%4.</source>
        <translation>%1 играет %2 карты %3%4.</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 with %4, %5 damage.</source>
        <translation>%1 атакует %2: %3 с %4, урон %5.</translation>
    </message>
    <message>
        <source>%1 heals %2.</source>
        <translation>%1 лечит %2.</translation>
    </message>
    <message>
        <source>%1 moves one hex.</source>
        <translation>%1 перемещается на один гекс.</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation>отравлен</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>ранен</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>оглушён</translation>
    </message>
    <message>
        <source>strengthened</source>
        <translation>усилен</translation>
    </message>
    <message>
        <source>blessed</source>
        <translation>благословлён</translation>
    </message>
    <message>
        <source>cursed</source>
        <translation>проклят</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>огонь</translation>
    </message>
    <message>
        <source>ice</source>
        <translation>лёд</translation>
    </message>
    <message>
        <source>air</source>
        <translation>воздух</translation>
    </message>
    <message>
        <source>earth</source>
        <translation>земля</translation>
    </message>
    <message>
        <source>light</source>
        <translation>свет</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>тьма</translation>
    </message>
    <message>
        <source>infuse %1</source>
        <translation>насытить: %1</translation>
    </message>
    <message>
        <source>consume %1: +%2</source>
        <translation>поглотить %1: +%2</translation>
    </message>
    <message>
        <source>pierce %1</source>
        <translation>пробивание %1</translation>
    </message>
    <message>
        <source>Shield %1</source>
        <translation>Щит %1</translation>
    </message>
    <message>
        <source>Retaliate %1, range %2</source>
        <translation>Возмездие %1, дальность %2</translation>
    </message>
    <message>
        <source>Retaliate %1</source>
        <translation>Возмездие %1</translation>
    </message>
    <message>
        <source>push %1</source>
        <translation>отталкивание %1</translation>
    </message>
    <message>
        <source>pull %1</source>
        <translation>притягивание %1</translation>
    </message>
    <message>
        <source>Loot %1</source>
        <translation>Добыча %1</translation>
    </message>
    <message>
        <source>Revealed this round: acts right after the door&apos;s turn.</source>
        <translation>Открыт в этом раунде: действует сразу после хода, открывшего дверь.</translation>
    </message>
    <message>
        <source>%1 moves %2 hexes.</source>
        <translation>%1 перемещается (гексов: %2).</translation>
    </message>
    <message>
        <source>%1 summons %2.</source>
        <translation>%1 призывает: %2.</translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 is no longer %2.</source>
        <translation>%1: больше не %2.</translation>
    </message>
    <message>
        <source>%1 is immune: not %2.</source>
        <translation>%1 — иммунитет: не %2.</translation>
    </message>
    <message>
        <source>%1 retaliates: %2 damage to %3.</source>
        <translation>%1 — возмездие: %2 урона по %3.</translation>
    </message>
    <message>
        <source>%1 gains shield %2 this round.</source>
        <translation>%1 получает щит %2 на этот раунд.</translation>
    </message>
    <message>
        <source>%1 gains retaliate %2 this round.</source>
        <translation>%1 получает возмездие %2 на этот раунд.</translation>
    </message>
    <message>
        <source>%1 suffers %2 damage from a wound.</source>
        <translation>%1 получает %2 урона от раны.</translation>
    </message>
    <message>
        <source>%1 is stunned and does nothing.</source>
        <translation>%1 оглушён и ничего не делает.</translation>
    </message>
    <message>
        <source>%1 infuses %2.</source>
        <translation>%1 насыщает стихию: %2.</translation>
    </message>
    <message>
        <source>%1 consumes %2.</source>
        <translation>%1 поглощает стихию: %2.</translation>
    </message>
    <message>
        <source>%1 is pushed %2 hexes by %3.</source>
        <translation>%3 отталкивает %1 на %2 гекс.</translation>
    </message>
    <message>
        <source>%1 is pulled %2 hexes by %3.</source>
        <translation>%3 притягивает %1 на %2 гекс.</translation>
    </message>
    <message>
        <source>%1 loses %2 card(s) to negate %3 damage.</source>
        <translation>%1 теряет карты (%2), чтобы предотвратить %3 урона.</translation>
    </message>
    <message>
        <source>%1 suffers 1 damage to lose another card.</source>
        <translation>%1 получает 1 урон, чтобы потерять другую карту.</translation>
    </message>
    <message>
        <source>%1 opens a door: a room is revealed.</source>
        <translation>%1 открывает дверь: открыта новая комната.</translation>
    </message>
    <message>
        <source>%1 is in the room.</source>
        <translation>%1 находится в комнате.</translation>
    </message>
    <message>
        <source>%1 appears.</source>
        <translation>Появляется %1.</translation>
    </message>
    <message>
        <source>%1 stands on a pressure plate.</source>
        <translation>%1 стоит на нажимной плите.</translation>
    </message>
    <message>
        <source>%1 finds no empty hex and does not appear.</source>
        <translation>%1 не находит свободного гекса и не появляется.</translation>
    </message>
    <message>
        <source>%1 escapes.</source>
        <translation>%1 сбегает.</translation>
    </message>
    <message>
        <source>%1 drops a money token.</source>
        <translation>%1 оставляет жетон монет.</translation>
    </message>
    <message>
        <source>%1 loots %2 money tokens.</source>
        <translation>%1 забирает жетоны монет: %2.</translation>
    </message>
    <message>
        <source>%1 cannot be moved: no hex is free.</source>
        <translation>%1 нельзя сдвинуть: нет свободного гекса.</translation>
    </message>
    <message>
        <source>%1 is not moved.</source>
        <translation>%1 не сдвигается.</translation>
    </message>
    <message>
        <source>%1 springs a trap: %2 damage.</source>
        <translation>%1 попадает в ловушку: урон %2.</translation>
    </message>
    <message>
        <source>%1 crosses hazardous terrain: %2 damage.</source>
        <translation>%1 проходит опасную местность: урон %2.</translation>
    </message>
    <message>
        <source>%1 dies.</source>
        <translation>%1 погибает.</translation>
    </message>
    <message>
        <source>no hit points</source>
        <translation>нет очков здоровья</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>нет карт</translation>
    </message>
    <message>
        <source>%1 is exhausted (%2).</source>
        <translation>%1 истощён (%2).</translation>
    </message>
    <message>
        <source>%1 is removed.</source>
        <translation>%1 убран с поля.</translation>
    </message>
    <message>
        <source>%1 rests long and loses %2.</source>
        <translation>%1 делает длительный отдых и теряет %2.</translation>
    </message>
    <message>
        <source>%1 rests short and loses %2 at random.</source>
        <translation>%1 делает короткий отдых и теряет %2 случайно.</translation>
    </message>
    <message>
        <source>%1 has chosen.</source>
        <translation>%1 сделал выбор.</translation>
    </message>
    <message>
        <source>The players ordered a tie.</source>
        <translation>Игроки упорядочили ничью.</translation>
    </message>
    <message>
        <source>Every monster is dead: the scenario is won!</source>
        <translation>Все монстры мертвы: сценарий пройден!</translation>
    </message>
    <message>
        <source>Every character is exhausted: the scenario is lost.</source>
        <translation>Все персонажи истощены: сценарий провален.</translation>
    </message>
    <message>
        <source>Within a monster type: elites first, then normals, by standee number.</source>
        <translation>Внутри типа монстров: сначала элитные, затем обычные, по номеру фигурки.</translation>
    </message>
    <message>
        <source>%1: long rest, initiative 99.</source>
        <translation>%1: длительный отдых, инициатива 99.</translation>
    </message>
    <message>
        <source>%1: leading card %2, second card %3.</source>
        <translation>%1: ведущая карта %2, вторая карта %3.</translation>
    </message>
    <message>
        <source>%1: monster card, initiative %2.</source>
        <translation>%1: карта монстра, инициатива %2.</translation>
    </message>
    <message>
        <source>recommended from the party</source>
        <translation>рекомендован по отряду</translation>
    </message>
    <message>
        <source>set by the scenario</source>
        <translation>задан сценарием</translation>
    </message>
    <message>
        <source>Scenario level %1 (%2): traps deal %3 damage, a money token is worth %4 gold.</source>
        <translation>Уровень сценария %1 (%2): ловушки наносят %3 урона, жетон денег стоит %4 золота.</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (уровень %2)</translation>
    </message>
    <message>
        <source>Scenario level %1: a money token is worth %2 gold.</source>
        <translation>Уровень сценария %1: жетон денег стоит %2 золота.</translation>
    </message>
    <message>
        <source>%1: money tokens looted %2, gold %3.</source>
        <translation>%1: собрано жетонов денег %2, золота %3.</translation>
    </message>
</context>
<context>
    <name>PlayerAid</name>
    <message>
        <source>Resource</source>
        <translation>Ресурс</translation>
    </message>
    <message>
        <source>Made from (points to the owner)</source>
        <translation>Делается из (очки владельцу)</translation>
    </message>
    <message>
        <source>Used in</source>
        <translation>Используется в</translation>
    </message>
    <message>
        <source>Tier {tier}: upgrade for {cost} money</source>
        <translation>Уровень {tier}: улучшение за {cost} денег</translation>
    </message>
    <message>
        <source>Basic resources and what they go into</source>
        <translation>Базовые ресурсы и во что они идут</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Import your resource</source>
        <translation>Импорт своего ресурса</translation>
    </message>
    <message>
        <source>Buy access to another player&apos;s tile</source>
        <translation>Доступ к тайлу другого игрока</translation>
    </message>
    <message>
        <source>Access is priced by the cheapest terrain the tile covers; follow actions trade on red and white only.</source>
        <translation>Цена доступа — по самой дешёвой местности под тайлом; при следовании торговля только на красных и белых клетках.</translation>
    </message>
    <message>
        <source>Import a neutral resource and buy access to it: {n} money, any square.</source>
        <translation>Импорт нейтрального ресурса с доступом: {n} денег, любая клетка.</translation>
    </message>
    <message>
        <source>Import another player&apos;s resource and buy access: {n} money, after {k} completions.</source>
        <translation>Импорт ресурса другого игрока с доступом: {n} денег, после {k} завершений.</translation>
    </message>
    <message>
        <source>Upgrade: tier 2 for {two} money, tier 3 for {three} money.</source>
        <translation>Улучшение: уровень 2 за {two} денег, уровень 3 за {three} денег.</translation>
    </message>
    <message>
        <source>House or bridge/gate: {n} money ({m} with the Construct card&apos;s main action).</source>
        <translation>Дом или мост/ворота: {n} денег ({m} основным действием карты «Строительство»).</translation>
    </message>
    <message>
        <source>Adviser offer, left to right: {costs} money.</source>
        <translation>Предложение советников, слева направо: {costs} денег.</translation>
    </message>
    <message>
        <source>Costs by terrain (money)</source>
        <translation>Цены по местности (деньги)</translation>
    </message>
    <message>
        <source>Other costs</source>
        <translation>Другие цены</translation>
    </message>
    <message>
        <source>Play one card from your hand: face up for its main action, or face down for a basic action.</source>
        <translation>Сыграйте карту с руки: лицом вверх — её основное действие, лицом вниз — базовое действие.</translation>
    </message>
    <message>
        <source>After a main action each other player, in turn order, follows it or takes a basic action.</source>
        <translation>После основного действия каждый другой игрок по порядку хода следует ему или выполняет базовое действие.</translation>
    </message>
    <message>
        <source>The adviser offer closes its gaps to the left and is refilled on the right.</source>
        <translation>Предложение советников сдвигается влево и пополняется справа.</translation>
    </message>
    <message>
        <source>The next player takes a turn.</source>
        <translation>Ходит следующий игрок.</translation>
    </message>
    <message>
        <source>1 money</source>
        <translation>1 деньга</translation>
    </message>
    <message>
        <source>1 fleeting influence</source>
        <translation>1 временное влияние</translation>
    </message>
    <message>
        <source>1 road connected to something you own</source>
        <translation>1 дорога, связанная с вашим</translation>
    </message>
    <message>
        <source>a worker on your race mat or on a prestige building you delivered to</source>
        <translation>рабочий на планшет расы или в престижное здание, куда вы доставляли</translation>
    </message>
    <message>
        <source>{n} players: {k}</source>
        <translation>игроков {n}: {k}</translation>
    </message>
    <message>
        <source>After completion {n} the active player&apos;s turn finishes (follows included) and the game ends; lasting influence scores {p} point each, and every {m} money 1 point.</source>
        <translation>После завершения №{n} ход активного игрока доигрывается (вместе со следованиями), и игра заканчивается; каждое постоянное влияние даёт {p} очко, каждые {m} денег — 1 очко.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Basic actions (one of)</source>
        <translation>Базовые действия (одно из)</translation>
    </message>
    <message>
        <source>Follow actions</source>
        <translation>Действия следования</translation>
    </message>
    <message>
        <source>Call to Vote</source>
        <translation>Созыв голосования</translation>
    </message>
    <message>
        <source>Played face up only, after this many other cards: {counts}.</source>
        <translation>Только лицом вверх, после стольких других карт: {counts}.</translation>
    </message>
    <message>
        <source>The caller takes a reset bonus for each card left in hand (1 money, 1 fleeting influence or a road).</source>
        <translation>Созвавший получает бонус сброса за каждую карту в руке (1 деньга, 1 временное влияние или дорога).</translation>
    </message>
    <message>
        <source>The caller takes back all their cards and workers; every other player collects income: 1 money per resource type owned and 1 fleeting influence per house.</source>
        <translation>Созвавший возвращает себе все карты и рабочих; каждый другой игрок получает доход: 1 деньгу за каждый тип своих ресурсов и 1 временное влияние за каждый дом.</translation>
    </message>
    <message>
        <source>Each player votes in secret for one proposal, adding any fleeting and lasting influence.</source>
        <translation>Каждый игрок тайно голосует за одно предложение, добавляя сколько угодно временного и постоянного влияния.</translation>
    </message>
    <message>
        <source>A vote counts {base} + {f} per fleeting + {l} per lasting influence.</source>
        <translation>Голос стоит {base} + {f} за временное + {l} за постоянное влияние.</translation>
    </message>
    <message>
        <source>The proposal with the most influence is built; its top contributor places it.</source>
        <translation>Строится предложение с наибольшим влиянием; ставит его тот, кто вложил больше всех.</translation>
    </message>
    <message>
        <source>Ties, between proposals or contributors: the tied player with the fewest points decides, then the one nearest the caller in turn order.</source>
        <translation>Ничьи между предложениями или вкладчиками: решает игрок из участников ничьей с наименьшим числом очков, затем ближайший к созвавшему по порядку хода.</translation>
    </message>
    <message>
        <source>Lasting influence voted is spent; all fleeting influence goes back. New proposals are dealt.</source>
        <translation>Постоянное влияние в голосе тратится; всё временное влияние сбрасывается. Выкладываются новые предложения.</translation>
    </message>
    <message>
        <source>Solo: see the Solo tab.</source>
        <translation>Одиночная игра: см. вкладку «Одиночная игра».</translation>
    </message>
    <message>
        <source>You start with {money} money.</source>
        <translation>Вы начинаете с {money} денег.</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Одиночная игра</translation>
    </message>
    <message>
        <source>How votes are counted</source>
        <translation>Как считаются голоса</translation>
    </message>
    <message>
        <source>A tie goes to the rightmost proposal.</source>
        <translation>При ничьей побеждает самое правое предложение.</translation>
    </message>
    <message>
        <source>A tie goes to the leftmost proposal.</source>
        <translation>При ничьей побеждает самое левое предложение.</translation>
    </message>
    <message>
        <source>On a tie you choose among the tied proposals.</source>
        <translation>При ничьей вы выбираете из равных предложений.</translation>
    </message>
    <message>
        <source>left</source>
        <translation>левым</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>средним</translation>
    </message>
    <message>
        <source>right</source>
        <translation>правым</translation>
    </message>
    <message>
        <source>{votes} under the {space} one</source>
        <translation>{votes} под {space}</translation>
    </message>
    <message>
        <source>{cycles} cycles: play your cards until you call a vote. A vote follows each of the first {votes} cycles; the Call to Vote of the last cycle ends the game.</source>
        <translation>{cycles} циклов: разыгрывайте карты, пока не созовёте голосование. Голосование следует за каждым из первых {votes} циклов; Созыв голосования последнего цикла завершает игру.</translation>
    </message>
    <message>
        <source>To win, deliver every slot of every prestige building on the board by the end of the last cycle. Points do not count.</source>
        <translation>Чтобы победить, заполните поставками все ячейки всех престижных зданий на поле к концу последнего цикла. Очки не считаются.</translation>
    </message>
    <message>
        <source>You control all eight basic resources. Where your first stall goes sets the difficulty: its section&apos;s, as the map prints it.</source>
        <translation>Вы управляете всеми восемью базовыми ресурсами. Место первой лавки задаёт сложность: сложность её района, как указано на карте.</translation>
    </message>
    <message>
        <source>Phantom influence counts at every vote: {phantom}. The proposal with the most influence is built, and you place it.</source>
        <translation>Призрачное влияние учитывается на каждом голосовании: {phantom}. Строится предложение с наибольшим влиянием, и размещаете его вы.</translation>
    </message>
    <message>
        <source>Nobody follows your cards.</source>
        <translation>Никто не следует вашим картам.</translation>
    </message>
    <message>
        <source>An adviser played face up leaves the game.</source>
        <translation>Советник, сыгранный лицом вверх, выходит из игры.</translation>
    </message>
    <message>
        <source>At each Call to Vote but the last you collect income before voting: 1 money per resource type owned and 1 fleeting influence per house.</source>
        <translation>На каждом Созыве голосования, кроме последнего, вы получаете доход до голосования: 1 деньгу за каждый тип ресурса во владении и 1 мимолётное влияние за каждый дом.</translation>
    </message>
    <message>
        <source>Your delivery tokens go to deliveries alone: the income track and the resource tracker take none.</source>
        <translation>Ваши жетоны поставок идут только на поставки: трек дохода и трекер ресурсов их не занимают.</translation>
    </message>
    <message>
        <source>The solo game</source>
        <translation>Одиночная игра</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Памятка</translation>
    </message>
    <message>
        <source>Recipes</source>
        <translation>Рецепты</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Цены</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Голосование</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>computer</source>
        <translation>компьютер</translation>
    </message>
    <message>
        <source>person</source>
        <translation>человек</translation>
    </message>
    <message>
        <source>no race yet</source>
        <translation>раса ещё не выбрана</translation>
    </message>
    <message>
        <source>race {race}</source>
        <translation>раса {race}</translation>
    </message>
    <message>
        <source>Hand: {cards}</source>
        <translation>Рука: {cards}</translation>
    </message>
    <message>
        <source>Controls: {resources}</source>
        <translation>Контролирует: {resources}</translation>
    </message>
</context>
<context>
    <name>PointsChart</name>
    <message>
        <source>turns (last: {n})</source>
        <translation>ходы (последний: {n})</translation>
    </message>
</context>
<context>
    <name>PrestigeForm</name>
    <message>
        <source>anywhere on the map</source>
        <translation>в любом месте карты</translation>
    </message>
    <message>
        <source>only on a reserved location</source>
        <translation>только на отведённом месте</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Kind (tavern, guild, …)</source>
        <translation>Вид (таверна, гильдия, …)</translation>
    </message>
    <message>
        <source>Click a square to cover or uncover it. The type is the shape and colour together.</source>
        <translation>Щёлкните клетку, чтобы занять или освободить её. Тип — это форма и цвет вместе.</translation>
    </message>
    <message>
        <source>Footprint</source>
        <translation>Форма</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Размещение</translation>
    </message>
    <message>
        <source>no slots</source>
        <translation>нет ячеек</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> очк.</translation>
    </message>
    <message>
        <source>Slots (banner points)</source>
        <translation>Ячейки (очки на флажке)</translation>
    </message>
    <message>
        <source>Worker action</source>
        <translation>Действие рабочего</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Scenario won</source>
        <translation>Сценарий пройден</translation>
    </message>
    <message>
        <source>Scenario lost</source>
        <translation>Сценарий провален</translation>
    </message>
    <message>
        <source>Victory! Every monster of %1 is dead after %2 rounds.</source>
        <translation>Победа! Все монстры сценария «%1» мертвы после %2 раундов.</translation>
    </message>
    <message>
        <source>Defeat: every character of %1 is exhausted, in round %2.</source>
        <translation>Поражение: все персонажи сценария «%1» истощены в раунде %2.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Сыграть ещё раз</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Recruit: take an adviser from the offer, paying the price above its space; you need its resource. Others may follow by recruiting too.</source>
        <translation>Найм: возьмите советника из предложения, заплатив цену над его местом; нужен его ресурс. Остальные могут последовать, тоже нанимая.</translation>
    </message>
    <message>
        <source>Trade: import one of your basic resources, buy access to another player&apos;s tile, or import and buy a neutral one. Followers trade on red or white squares only.</source>
        <translation>Торговля: импортируйте один из своих базовых ресурсов, купите доступ к тайлу другого игрока или импортируйте и купите нейтральный. Последовавшие торгуют только на красных или белых клетках.</translation>
    </message>
    <message>
        <source>Upgrade: build a tier 2 (4 money) or tier 3 (6 money) building connected to its prerequisites, whose owners score; lay a road before or after. No road on a follow.</source>
        <translation>Улучшение: постройте здание 2-го (4 деньги) или 3-го (6 денег) уровня, связанное с требованиями, владельцы которых получают очки; проложите дорогу до или после. При следовании дороги нет.</translation>
    </message>
    <message>
        <source>Construct: a house on green (one per section; unlocks a worker) or a bridge/gate on a river or wall, 3 money with the main action, 4 as a follow.</source>
        <translation>Строительство: дом на зелёной клетке (один на район; открывает рабочего) или мост/ворота на реке или стене, 3 деньги основным действием, 4 при следовании.</translation>
    </message>
    <message>
        <source>Income: money for each resource type you own, influence for each house.</source>
        <translation>Доход: деньги за каждый тип ваших ресурсов, влияние за каждый дом.</translation>
    </message>
    <message>
        <source>Call to Vote: you take back all your cards and workers, the others collect income, then a secret vote picks the next prestige building; the top contributor places it.</source>
        <translation>«Созыв голосования»: вы возвращаете себе все карты и рабочих, остальные получают доход, затем тайное голосование выбирает следующее престижное здание; ставит его тот, кто вложил больше всех.</translation>
    </message>
    <message>
        <source>Face up: {main}.</source>
        <translation>Лицом вверх: {main}.</translation>
    </message>
    <message>
        <source>Adviser ({points} points when recruited).</source>
        <translation>Советник ({points} очков при найме).</translation>
    </message>
    <message>
        <source>Basic action: gain 1 money.</source>
        <translation>Базовое действие: получите 1 деньгу.</translation>
    </message>
    <message>
        <source>Basic action: gain 1 fleeting influence.</source>
        <translation>Базовое действие: получите 1 временное влияние.</translation>
    </message>
    <message>
        <source>Basic action: build one road connected to something you own.</source>
        <translation>Базовое действие: постройте одну дорогу, соединённую с чем-то вашим.</translation>
    </message>
    <message>
        <source>Basic action: place a free worker on your race mat (its racial action) or on a prestige building you have delivered to (its action); one worker per space until the next vote.</source>
        <translation>Базовое действие: поставьте свободного рабочего на планшет расы (расовое действие) или на престижное здание, в которое вы сделали поставку (его действие); один рабочий на место до следующего голосования.</translation>
    </message>
    <message>
        <source>Do nothing more with this action.</source>
        <translation>Больше ничего не делать этим действием.</translation>
    </message>
    <message>
        <source>Upgrade: lay the one road before the building (or place the building and lay it after).</source>
        <translation>Улучшение: проложите одну дорогу до здания (или поставьте здание, а дорогу после).</translation>
    </message>
    <message>
        <source>Reset bonus, one per card left in your hand (Call to Vote aside): gain 1 money.</source>
        <translation>Бонус сброса, по одному за каждую карту в руке (кроме «Созыва голосования»): получите 1 деньгу.</translation>
    </message>
    <message>
        <source>Reset bonus, one per card left in your hand (Call to Vote aside): gain 1 fleeting influence.</source>
        <translation>Бонус сброса, по одному за каждую карту в руке (кроме «Созыва голосования»): получите 1 временное влияние.</translation>
    </message>
    <message>
        <source>Reset bonus, one per card left in your hand (Call to Vote aside): build one road connected to something you own.</source>
        <translation>Бонус сброса, по одному за каждую карту в руке (кроме «Созыва голосования»): постройте одну дорогу, соединённую с чем-то вашим.</translation>
    </message>
    <message>
        <source>Take this adviser into your hand, paying the price above its space; you need its resource. The offer then shifts to fill the gap.</source>
        <translation>Возьмите этого советника в руку, заплатив цену над его местом; нужен его ресурс. Затем предложение сдвигается, заполняя пустое место.</translation>
    </message>
    <message>
        <source>The prestige building you will place: it must touch a square of its colour, cover nothing, and not share a section with a building of its type.</source>
        <translation>Престижное здание, которое вы поставите: оно должно касаться клетки своего цвета, ничего не накрывать и не стоять в одном районе со зданием своего типа.</translation>
    </message>
    <message>
        <source>No resource card you may take is left: take this one from another player, who then picks again.</source>
        <translation>Не осталось карт ресурсов, которые вы можете взять: заберите эту у другого игрока, и он выберет заново.</translation>
    </message>
    <message>
        <source>Follow: take the follow action of the card played, instead of a basic action.</source>
        <translation>Следовать: выполните действие следования сыгранной карты вместо базового действия.</translation>
    </message>
</context>
<context>
    <name>RulesLabel</name>
    <message>
        <source>Import price, by terrain</source>
        <translation>Цена импорта, по местности</translation>
    </message>
    <message>
        <source>Access price, by terrain</source>
        <translation>Цена доступа, по местности</translation>
    </message>
    <message>
        <source>Neutral building: import or access</source>
        <translation>Нейтральное здание: импорт или доступ</translation>
    </message>
    <message>
        <source>Another player&apos;s resource: import or access</source>
        <translation>Ресурс другого игрока: импорт или доступ</translation>
    </message>
    <message>
        <source>Another player&apos;s resource after completions</source>
        <translation>Ресурс другого игрока после завершений</translation>
    </message>
    <message>
        <source>Upgrade, by tier</source>
        <translation>Улучшение, по уровню</translation>
    </message>
    <message>
        <source>Personal building</source>
        <translation>Личное здание</translation>
    </message>
    <message>
        <source>Starting money</source>
        <translation>Стартовые деньги</translation>
    </message>
    <message>
        <source>Houses</source>
        <translation>Дома</translation>
    </message>
    <message>
        <source>Bridges</source>
        <translation>Мосты</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Рабочие</translation>
    </message>
    <message>
        <source>Claim tokens</source>
        <translation>Жетоны притязания</translation>
    </message>
    <message>
        <source>Delivery tokens</source>
        <translation>Жетоны доставки</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Дороги</translation>
    </message>
    <message>
        <source>Influence tokens</source>
        <translation>Жетоны влияния</translation>
    </message>
    <message>
        <source>Completion markers</source>
        <translation>Маркеры завершения</translation>
    </message>
    <message>
        <source>Achievement cards</source>
        <translation>Карты достижений</translation>
    </message>
    <message>
        <source>City events</source>
        <translation>Городские события</translation>
    </message>
    <message>
        <source>Money tokens</source>
        <translation>Жетоны денег</translation>
    </message>
    <message>
        <source>Cards played before a vote, by players</source>
        <translation>Карт сыграно до голосования, по числу игроков</translation>
    </message>
    <message>
        <source>Base vote</source>
        <translation>Базовый голос</translation>
    </message>
    <message>
        <source>Vote weight of fleeting influence</source>
        <translation>Вес временного влияния в голосовании</translation>
    </message>
    <message>
        <source>Vote weight of lasting influence</source>
        <translation>Вес постоянного влияния в голосовании</translation>
    </message>
    <message>
        <source>Completions that end the game</source>
        <translation>Завершений до конца игры</translation>
    </message>
    <message>
        <source>Points per lasting influence</source>
        <translation>Очков за постоянное влияние</translation>
    </message>
    <message>
        <source>Money per point</source>
        <translation>Денег за очко</translation>
    </message>
    <message>
        <source>Points of a neutral prerequisite</source>
        <translation>Очки нейтрального компонента</translation>
    </message>
    <message>
        <source>Proposals</source>
        <translation>Предложения</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красная</translation>
    </message>
    <message>
        <source>white</source>
        <translation>белая</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>серая</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелёная</translation>
    </message>
    <message>
        <source>{n}:</source>
        <translation>{n}:</translation>
    </message>
</context>
<context>
    <name>Sandbox</name>
    <message>
        <source>Place piece</source>
        <translation>Поставить фишку</translation>
    </message>
    <message>
        <source>Move piece</source>
        <translation>Переместить фишку</translation>
    </message>
    <message>
        <source>Delete piece</source>
        <translation>Удалить фишку</translation>
    </message>
    <message>
        <source>Lay roads</source>
        <translation>Проложить дороги</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Очистить поле</translation>
    </message>
</context>
<context>
    <name>SandboxPack</name>
    <message>
        <source>Content pack</source>
        <translation>Набор данных</translation>
    </message>
</context>
<context>
    <name>SandboxPage</name>
    <message>
        <source>This is not a save file.</source>
        <translation>Это не файл сохранения.</translation>
    </message>
    <message>
        <source>The save file is incomplete.</source>
        <translation>Файл сохранения неполон.</translation>
    </message>
    <message>
        <source>This is not a Founders Desktop save file.</source>
        <translation>Это не файл сохранения Founders Desktop.</translation>
    </message>
    <message>
        <source>The save is of a game this version does not know.</source>
        <translation>Сохранение относится к игре, неизвестной этой версии.</translation>
    </message>
    <message>
        <source>The save was made by a newer version of the app.</source>
        <translation>Сохранение сделано более новой версией приложения.</translation>
    </message>
    <message>
        <source>The save was changed outside the app, so it is refused.</source>
        <translation>Сохранение было изменено вне приложения, поэтому отклонено.</translation>
    </message>
    <message>
        <source>The file is not a sandbox layout this pack can show.</source>
        <translation>Файл не является раскладкой песочницы, которую может показать этот набор.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Файл нельзя прочитать.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>Файл нельзя записать.</translation>
    </message>
    <message>
        <source>Map sandbox</source>
        <translation>Песочница карты</translation>
    </message>
    <message>
        <source>Colours (players)</source>
        <translation>Цвета (игроки)</translation>
    </message>
    <message>
        <source>Place illegal pieces anyway (marked “illegal”)</source>
        <translation>Ставить запрещённые фишки всё равно (с пометкой «запрещено»)</translation>
    </message>
    <message>
        <source>Drag a piece from the list onto the board, or choose it and press on the board; drag to lay roads square by square. R or the wheel turns it, Esc puts it back. Drag a placed piece to move it, click it to see its connections, right-click or Delete to remove it.</source>
        <translation>Перетащите фишку из списка на поле или выберите её и нажмите на поле; проведите, чтобы прокладывать дороги по клеткам. R или колесо поворачивают её, Esc возвращает. Перетащите поставленную фишку, чтобы переместить, щёлкните, чтобы увидеть связи, правый щелчок или Delete — удалить.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Delete selected</source>
        <translation>Удалить выбранное</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Очистить поле</translation>
    </message>
    <message>
        <source>Save layout…</source>
        <translation>Сохранить раскладку…</translation>
    </message>
    <message>
        <source>Load layout…</source>
        <translation>Загрузить раскладку…</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>Сохранено: {name}.</translation>
    </message>
    <message>
        <source>Loaded {name}, but the content pack {pack} has changed since it was saved: the pieces are the same, their rules or values may not be.</source>
        <translation>{name} загружен, но набор данных «{pack}» изменился с момента сохранения: фишки те же, их правила или значения могут отличаться.</translation>
    </message>
    <message>
        <source>Loaded {name}.</source>
        <translation>Загружено: {name}.</translation>
    </message>
    <message>
        <source>Sandbox layouts (*{suffix})</source>
        <translation>Раскладки песочницы (*{suffix})</translation>
    </message>
    <message>
        <source>Save layout</source>
        <translation>Сохранить раскладку</translation>
    </message>
    <message>
        <source>Load layout</source>
        <translation>Загрузить раскладку</translation>
    </message>
    <message>
        <source>Drag across the board to lay roads square by square.</source>
        <translation>Проведите по полю, чтобы прокладывать дороги по клеткам.</translation>
    </message>
</context>
<context>
    <name>SaveProblems</name>
    <message>
        <source>This is not a save file (it is not JSON text).</source>
        <translation>Это не файл сохранения (это не текст JSON).</translation>
    </message>
    <message>
        <source>The save file is incomplete (cut short).</source>
        <translation>Файл сохранения неполон (обрезан).</translation>
    </message>
    <message>
        <source>This is not a Founders Desktop save file.</source>
        <translation>Это не файл сохранения Founders Desktop.</translation>
    </message>
    <message>
        <source>The save is of a game this version of the app does not know.</source>
        <translation>Сохранение относится к игре, неизвестной этой версии приложения.</translation>
    </message>
    <message>
        <source>The save was made by a newer version of the app; update the app to open it.</source>
        <translation>Сохранение сделано более новой версией; обновите приложение, чтобы открыть его.</translation>
    </message>
    <message>
        <source>The save was changed outside the app (its checksum does not match), so it is refused.</source>
        <translation>Сохранение было изменено вне приложения (контрольная сумма не совпадает), поэтому отклонено.</translation>
    </message>
    <message>
        <source>The save&apos;s contents do not match the save format.</source>
        <translation>Содержимое сохранения не соответствует формату.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Файл нельзя прочитать.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>Файл нельзя записать.</translation>
    </message>
</context>
<context>
    <name>SeatCover</name>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Ход: {name}</translation>
    </message>
    <message>
        <source>Pass the screen to {name}. Cards and votes stay hidden until {name} presses the button.</source>
        <translation>Передайте экран игроку {name}. Карты и голоса скрыты, пока {name} не нажмёт кнопку.</translation>
    </message>
    <message>
        <source>I am {name}: show my turn</source>
        <translation>Я — {name}: показать мой ход</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>City game settings</source>
        <translation>Настройки городской игры</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Computer player pause (animation speed)</source>
        <translation>Пауза компьютерного игрока (скорость анимации)</translation>
    </message>
    <message>
        <source>Ask before a card is played (confirm end of turn)</source>
        <translation>Спрашивать перед розыгрышем карты (подтверждать конец хода)</translation>
    </message>
    <message>
        <source>Show hints</source>
        <translation>Показывать подсказки</translation>
    </message>
    <message>
        <source>The normal level thinks a quarter of this</source>
        <translation>Обычный уровень думает четверть этого времени</translation>
    </message>
    <message>
        <source>Hard computer player&apos;s thinking time per card</source>
        <translation>Время на обдумывание карты у сложного компьютера</translation>
    </message>
</context>
<context>
    <name>SetupChoices</name>
    <message>
        <source>easy</source>
        <translation>лёгкая</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средняя</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>трудная</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>очень трудная</translation>
    </message>
    <message>
        <source>any remaining card</source>
        <translation>любая оставшаяся карта</translation>
    </message>
    <message>
        <source>{race} ({resource})</source>
        <translation>{race} ({resource})</translation>
    </message>
    <message>
        <source>{race}, solo: {difficulty}</source>
        <translation>{race}, соло: {difficulty}</translation>
    </message>
    <message>
        <source>Another player has chosen this race.</source>
        <translation>Эту расу выбрал другой игрок.</translation>
    </message>
    <message>
        <source>Its resource was taken by the Aesther.</source>
        <translation>Её ресурс забрали эстеры.</translation>
    </message>
    <message>
        <source>{card} (forbids {list})</source>
        <translation>{card} (запрещает {list})</translation>
    </message>
    <message>
        <source>Already taken.</source>
        <translation>Уже занято.</translation>
    </message>
    <message>
        <source>Forbidden by your race or a card you hold.</source>
        <translation>Запрещено вашей расой или вашей картой.</translation>
    </message>
    <message>
        <source>You already control this resource.</source>
        <translation>Вы уже контролируете этот ресурс.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Сейчас не разрешено.</translation>
    </message>
    <message>
        <source>Take {card} from seat {seat}</source>
        <translation>Взять {card} с места {seat}</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>New city game</source>
        <translation>Новая игра в город</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Компьютер: обычный</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Компьютер: сложный</translation>
    </message>
    <message>
        <source>Thematic side</source>
        <translation>Тематическая сторона</translation>
    </message>
    <message>
        <source>Symmetric side (friendlier)</source>
        <translation>Симметричная сторона (проще)</translation>
    </message>
    <message>
        <source>Map side</source>
        <translation>Сторона карты</translation>
    </message>
    <message>
        <source>Content pack</source>
        <translation>Набор данных</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайно</translation>
    </message>
    <message>
        <source>The same seed and choices give the same game.</source>
        <translation>Одинаковое зерно и выбор дают одинаковую игру.</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Зерно (необязательно)</translation>
    </message>
    <message>
        <source>The colour of this player&apos;s pieces</source>
        <translation>Цвет фишек этого игрока</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Компьютер: лёгкий</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Компьютер {n}</translation>
    </message>
    <message>
        <source>Two seats have chosen {colour}: give each player a different colour.</source>
        <translation>Два места выбрали {colour}: дайте каждому игроку свой цвет.</translation>
    </message>
</context>
<context>
    <name>SoloStatus</name>
    <message>
        <source>Solo game, last cycle ({cycle} of {cycles}): its Call to Vote ends the game.</source>
        <translation>Одиночная игра, последний цикл ({cycle} из {cycles}): его Созыв голосования завершает игру.</translation>
    </message>
    <message>
        <source>Solo game, cycle {cycle} of {cycles}; votes still to come: {votes}.</source>
        <translation>Одиночная игра, цикл {cycle} из {cycles}; голосований впереди: {votes}.</translation>
    </message>
    <message>
        <source>Buildings: {buildings} on the board, {complete} complete; open slots: {slots}.</source>
        <translation>Здания: {buildings} на поле, завершено {complete}; открытых ячеек: {slots}.</translation>
    </message>
    <message>
        <source>{resource} ({slots})</source>
        <translation>{resource} ({slots})</translation>
    </message>
    <message>
        <source>Still to deliver: {resources}.</source>
        <translation>Осталось поставить: {resources}.</translation>
    </message>
    <message>
        <source>To win, deliver every slot of every building by the end of cycle {cycles}.</source>
        <translation>Чтобы победить, заполните поставками все ячейки всех зданий к концу цикла {cycles}.</translation>
    </message>
    <message>
        <source>Start section: {level} difficulty.</source>
        <translation>Начальный район: сложность {level}.</translation>
    </message>
    <message>
        <source>{section}: {level}</source>
        <translation>{section}: {level}</translation>
    </message>
    <message>
        <source>The section of your first stall sets the difficulty: {sections}.</source>
        <translation>Район вашей первой лавки задаёт сложность: {sections}.</translation>
    </message>
</context>
<context>
    <name>SourceChoice</name>
    <message>
        <source>Choose the source</source>
        <translation>Выберите источник</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>северо-запад</translation>
    </message>
    <message>
        <source>north</source>
        <translation>север</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>северо-восток</translation>
    </message>
    <message>
        <source>west</source>
        <translation>запад</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>центр</translation>
    </message>
    <message>
        <source>east</source>
        <translation>восток</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>юго-запад</translation>
    </message>
    <message>
        <source>south</source>
        <translation>юг</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>юго-восток</translation>
    </message>
    <message>
        <source>{resource} ({owner}), {place}</source>
        <translation>{resource} ({owner}), {place}</translation>
    </message>
    <message>
        <source>{resource} ({owner}), section {section}, {place}</source>
        <translation>{resource} ({owner}), район {section}, {place}</translation>
    </message>
    <message>
        <source>Deliver {resource} from which tile?</source>
        <translation>С какого тайла доставить «{resource}»?</translation>
    </message>
    <message>
        <source>Use which {resource} tile?</source>
        <translation>Какой тайл «{resource}» использовать?</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Founders Desktop</source>
        <translation>Founders Desktop</translation>
    </message>
    <message>
        <source>The Gloomhaven family of board games, with every rule enforced.</source>
        <translation>Семейство настольных игр «Мрачная Гавань» со всеми правилами.</translation>
    </message>
    <message>
        <source>New city game</source>
        <translation>Новая игра в город</translation>
    </message>
    <message>
        <source>Founders of Gloomhaven: 1 to 4 players, people or computer, on either side of the map.</source>
        <translation>Основатели Глумхэвена: 1–4 игрока, люди или компьютер, на любой стороне карты.</translation>
    </message>
    <message>
        <source>Map sandbox</source>
        <translation>Песочница карты</translation>
    </message>
    <message>
        <source>Place any tile anywhere and see legality, connections and scores.</source>
        <translation>Ставьте любой тайл куда угодно и смотрите допустимость, связи и очки.</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Тактика</translation>
    </message>
    <message>
        <source>Gloomhaven&apos;s hex rules: movement, line of sight and what each monster will do.</source>
        <translation>Правила гексов «Мрачной Гавани»: перемещение, линия обзора и что сделает каждый монстр.</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>Продолжить последнюю игру</translation>
    </message>
    <message>
        <source>Reopen the city game you played last, where you left it.</source>
        <translation>Снова открыть последнюю городскую игру с того места, где вы остановились.</translation>
    </message>
</context>
<context>
    <name>TacticsController</name>
    <message>
        <source>Paint terrain</source>
        <extracomment>A solve that takes longer than this shows the busy indicator (one frame at 60 Hz). A frozenset of BOARD, FIGURES, ABILITY, RULES, CASE. The list of cases of the last opened file changed. The outcomes of the current scenario are known (after ``solve_in_background``). True when a background solve has taken longer than a frame, False when it is over. (generation, outcomes or None) from the worker thread; queued to this object&apos;s thread.</extracomment>
        <translation>Рисовать местность</translation>
    </message>
    <message>
        <source>Add map hex</source>
        <translation>Добавить гекс карты</translation>
    </message>
    <message>
        <source>Remove map hex</source>
        <translation>Убрать гекс карты</translation>
    </message>
    <message>
        <source>Thin wall</source>
        <translation>Тонкая стена</translation>
    </message>
    <message>
        <source>Place figure</source>
        <translation>Поставить фигуру</translation>
    </message>
    <message>
        <source>Move figure</source>
        <translation>Переместить фигуру</translation>
    </message>
    <message>
        <source>Edit figure</source>
        <translation>Изменить фигуру</translation>
    </message>
    <message>
        <source>Remove figure</source>
        <translation>Убрать фигуру</translation>
    </message>
    <message>
        <source>Set active monster</source>
        <translation>Назначить активного монстра</translation>
    </message>
    <message>
        <source>Edit ability</source>
        <translation>Изменить способность</translation>
    </message>
    <message>
        <source>Change rule set</source>
        <translation>Сменить правила</translation>
    </message>
</context>
<context>
    <name>TacticsPage</name>
    <message>
        <source>Tactics: scenario editor</source>
        <translation>Тактика: редактор сценариев</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Правка</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Способность</translation>
    </message>
    <message>
        <source>Monster turn</source>
        <translation>Ход монстра</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Открыть…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Edits come in bursts (a paint stroke); the monster&apos;s turn is solved once the burst ends.</extracomment>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Новый</translation>
    </message>
    <message>
        <source>An empty room (undo brings the old scenario back).</source>
        <translation>Пустая комната (отмена вернёт прежний сценарий).</translation>
    </message>
    <message>
        <source>Case suite</source>
        <translation>Набор случаев</translation>
    </message>
    <message>
        <source>Open the bundled monster-turn cases.</source>
        <translation>Открыть встроенные случаи ходов монстров.</translation>
    </message>
    <message>
        <source>Play…</source>
        <translation>Играть…</translation>
    </message>
    <message>
        <source>Play a scenario, round after round.</source>
        <translation>Сыграть сценарий раунд за раундом.</translation>
    </message>
    <message>
        <source>Play a scenario…</source>
        <translation>Сыграть сценарий…</translation>
    </message>
    <message>
        <source>The cases of the opened file: pick one to show it.</source>
        <translation>Случаи открытого файла: выберите один, чтобы показать его.</translation>
    </message>
    <message>
        <source>Cannot load</source>
        <translation>Не удаётся загрузить</translation>
    </message>
    <message>
        <source>{path}: {detail}</source>
        <translation>{path}: {detail}</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Новый сценарий</translation>
    </message>
    <message>
        <source>Open a scenario or monster-turn cases</source>
        <translation>Открыть сценарий или случаи ходов монстров</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Файлы JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Не удаётся открыть</translation>
    </message>
    <message>
        <source>The file is not readable JSON.</source>
        <translation>Файл не является читаемым JSON.</translation>
    </message>
    <message>
        <source>Case %1 is not in the monster-turn/1 format.</source>
        <translation>Случай %1 не в формате monster-turn/1.</translation>
    </message>
    <message>
        <source>Case %1: the field %2 is not valid.</source>
        <translation>Случай %1: поле %2 недействительно.</translation>
    </message>
    <message>
        <source>Nothing to save yet</source>
        <translation>Пока нечего сохранять</translation>
    </message>
    <message>
        <source>A monster-turn case needs an active monster: place a monster (the first one placed becomes the active monster) and save again.</source>
        <translation>Случаю хода монстра нужен активный монстр: поставьте монстра (первый поставленный становится активным) и сохраните снова.</translation>
    </message>
    <message>
        <source>Save the scenario as a monster-turn case</source>
        <translation>Сохранить сценарий как случай хода монстра</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Не удаётся сохранить</translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation>(без id)</translation>
    </message>
    <message>
        <source>Sight: now click the second hex.</source>
        <translation>Обзор: теперь щёлкните по второму гексу.</translation>
    </message>
    <message>
        <source>they see each other</source>
        <translation>они видят друг друга</translation>
    </message>
    <message>
        <source>no line of sight</source>
        <translation>нет линии обзора</translation>
    </message>
    <message>
        <source>walls cut them off</source>
        <translation>их разделяют стены</translation>
    </message>
    <message>
        <source>range %1</source>
        <translation>дальность %1</translation>
    </message>
    <message>
        <source>Sight: %1; %2.</source>
        <translation>Обзор: %1; %2.</translation>
    </message>
    <message>
        <source>The figure cannot end its move there: drop it on a shaded hex.</source>
        <translation>Фигура не может закончить движение здесь: отпустите её на затенённом гексе.</translation>
    </message>
</context>
<context>
    <name>TacticsScene</name>
    <message>
        <source>Paint terrain</source>
        <extracomment>The selected figure&apos;s id, or &quot;&quot; when none. The sight tool&apos;s picked hexes (a tuple) and the engine&apos;s answer (or None). A monster turn option picked on the board (its index in the outcome list). A drop the rules refuse (figure id, hex): the view says why.</extracomment>
        <translation>Рисовать местность</translation>
    </message>
</context>
<context>
    <name>Terrain</name>
    <message>
        <source>Wall</source>
        <translation>Стена</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Препятствие</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>Ловушка</translation>
    </message>
    <message>
        <source>Hazardous</source>
        <translation>Опасная местность</translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation>Труднопроходимая местность</translation>
    </message>
    <message>
        <source>Icy</source>
        <translation>Лёд</translation>
    </message>
</context>
<context>
    <name>ToolPalette</name>
    <message>
        <source>Select / move</source>
        <extracomment>(FigureKind, elite) The brush of each row of the combo box (Qt would turn enum values into plain text).</extracomment>
        <translation>Выбрать / переместить</translation>
    </message>
    <message>
        <source>Pick a figure: its reach is shaded; drag it.</source>
        <translation>Выберите фигуру: её досягаемость затенена; перетащите её.</translation>
    </message>
    <message>
        <source>Sight &amp;&amp; range</source>
        <translation>Обзор и дальность</translation>
    </message>
    <message>
        <source>Click two hexes: sight and range.</source>
        <translation>Щёлкните по двум гексам: обзор и дальность.</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Paint terrain; drag to paint more hexes.</source>
        <translation>Рисуйте местность; проведите, чтобы закрасить больше гексов.</translation>
    </message>
    <message>
        <source>Thin wall</source>
        <translation>Тонкая стена</translation>
    </message>
    <message>
        <source>Click near a hex edge to draw or erase a wall.</source>
        <translation>Щёлкните у края гекса, чтобы нарисовать или стереть стену.</translation>
    </message>
    <message>
        <source>Map hexes</source>
        <translation>Гексы карты</translation>
    </message>
    <message>
        <source>Click an outline to add a hex, a hex to remove it.</source>
        <translation>Щёлкните по контуру, чтобы добавить гекс, или по гексу, чтобы убрать его.</translation>
    </message>
    <message>
        <source>Place figure</source>
        <translation>Поставить фигуру</translation>
    </message>
    <message>
        <source>Click to place; drag figures anywhere.</source>
        <translation>Щёлкните, чтобы поставить; перетаскивайте фигуры куда угодно.</translation>
    </message>
    <message>
        <source>Remove figure</source>
        <translation>Убрать фигуру</translation>
    </message>
    <message>
        <source>Click a figure to take it off the map.</source>
        <translation>Щёлкните по фигуре, чтобы убрать её с карты.</translation>
    </message>
    <message>
        <source>Plain floor</source>
        <translation>Обычный пол</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Местность:</translation>
    </message>
    <message>
        <source>Monster (normal)</source>
        <translation>Монстр (обычный)</translation>
    </message>
    <message>
        <source>Monster (elite)</source>
        <translation>Монстр (элитный)</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Персонаж</translation>
    </message>
    <message>
        <source>Character summon</source>
        <translation>Призыв персонажа</translation>
    </message>
    <message>
        <source>Figure:</source>
        <translation>Фигура:</translation>
    </message>
</context>
<context>
    <name>TurnReplay</name>
    <message>
        <source>{n} of {total}: {what}</source>
        <translation>{n} из {total}: {what}</translation>
    </message>
</context>
<context>
    <name>Violation</name>
    <message>
        <source>There is no such player.</source>
        <translation>Такого игрока нет.</translation>
    </message>
    <message>
        <source>Part of the piece would be off the board.</source>
        <translation>Часть фишки оказалась бы за пределами поля.</translation>
    </message>
    <message>
        <source>The piece cannot be turned that way.</source>
        <translation>Фишку нельзя так повернуть.</translation>
    </message>
    <message>
        <source>This pack has no such piece ({item}).</source>
        <translation>В этом наборе нет такой фишки ({item}).</translation>
    </message>
    <message>
        <source>Buildings and roads go only on red, white, grey or green squares.</source>
        <translation>Здания и дороги ставятся только на красные, белые, серые или зелёные клетки.</translation>
    </message>
    <message>
        <source>Those squares are already taken.</source>
        <translation>Эти клетки уже заняты.</translation>
    </message>
    <message>
        <source>It would touch one of your own buildings (never two side by side).</source>
        <translation>Оно касалось бы вашего же здания (два рядом нельзя).</translation>
    </message>
    <message>
        <source>This city section already has a {item} tile (one of each resource per section).</source>
        <translation>В этом районе города уже есть тайл «{item}» (по одному каждого ресурса на район).</translation>
    </message>
    <message>
        <source>It is not connected to anything you own (touching, or through roads).</source>
        <translation>Оно не связано ни с чем вашим (касанием или через дороги).</translation>
    </message>
    <message>
        <source>No {item} you own or have access to is connected to it.</source>
        <translation>К нему не подключён ни один «{item}», которым вы владеете или к которому имеете доступ.</translation>
    </message>
    <message>
        <source>You do not control {item}: import only your own resources.</source>
        <translation>Вы не контролируете «{item}»: импортируйте только свои ресурсы.</translation>
    </message>
    <message>
        <source>The first trade stall is your race&apos;s resource.</source>
        <translation>Первая торговая лавка — ресурс вашей расы.</translation>
    </message>
    <message>
        <source>The first trade stall goes on a numbered start space for this many players.</source>
        <translation>Первая торговая лавка ставится на пронумерованную стартовую клетку для этого числа игроков.</translation>
    </message>
    <message>
        <source>{item} is yours: import it instead of buying access.</source>
        <translation>«{item}» ваш: импортируйте его вместо покупки доступа.</translation>
    </message>
    <message>
        <source>Another player&apos;s {item} may be imported only after the second completion.</source>
        <translation>«{item}» другого игрока можно импортировать только после второго завершения.</translation>
    </message>
    <message>
        <source>This trade cannot be done as a follow action.</source>
        <translation>Эту торговлю нельзя выполнить как следование.</translation>
    </message>
    <message>
        <source>A follow trade goes on red or white squares only.</source>
        <translation>Торговля при следовании — только на красных или белых клетках.</translation>
    </message>
    <message>
        <source>A claim token goes on a resource tile.</source>
        <translation>Жетон притязания кладётся на тайл ресурса.</translation>
    </message>
    <message>
        <source>You own this {item} tile already.</source>
        <translation>Этот тайл «{item}» уже ваш.</translation>
    </message>
    <message>
        <source>You already have access to this {item} tile.</source>
        <translation>У вас уже есть доступ к этому тайлу «{item}».</translation>
    </message>
    <message>
        <source>Only tier 2 and tier 3 resources are built by upgrading.</source>
        <translation>Улучшением строятся только ресурсы 2-го и 3-го уровня.</translation>
    </message>
    <message>
        <source>Houses go on green (forested) squares.</source>
        <translation>Дома ставятся на зелёные (лесные) клетки.</translation>
    </message>
    <message>
        <source>You already have a house in this city section.</source>
        <translation>У вас уже есть дом в этом районе города.</translation>
    </message>
    <message>
        <source>Bridges and gates go on river or wall squares.</source>
        <translation>Мосты и ворота ставятся на клетки реки или стены.</translation>
    </message>
    <message>
        <source>This building must cover at least one {item} square.</source>
        <translation>Это здание должно покрывать хотя бы одну клетку «{item}».</translation>
    </message>
    <message>
        <source>A building of the same type ({item}) already stands in this city section.</source>
        <translation>В этом районе города уже стоит здание того же типа ({item}).</translation>
    </message>
    <message>
        <source>{item} goes only on its reserved location.</source>
        <translation>«{item}» ставится только на своё зарезервированное место.</translation>
    </message>
    <message>
        <source>{item} is already on the board.</source>
        <translation>«{item}» уже на поле.</translation>
    </message>
    <message>
        <source>Every {item} tile is already on the board.</source>
        <translation>Все тайлы «{item}» уже на поле.</translation>
    </message>
    <message>
        <source>No claim tokens are left.</source>
        <translation>Жетонов притязания не осталось.</translation>
    </message>
    <message>
        <source>No delivery tokens are left.</source>
        <translation>Жетонов доставки не осталось.</translation>
    </message>
    <message>
        <source>All your houses are on the board.</source>
        <translation>Все ваши дома уже на поле.</translation>
    </message>
    <message>
        <source>All your bridges and gates are on the board.</source>
        <translation>Все ваши мосты и ворота уже на поле.</translation>
    </message>
    <message>
        <source>All the roads are on the board.</source>
        <translation>Все дороги уже на поле.</translation>
    </message>
    <message>
        <source>Not allowed by the rules ({code}).</source>
        <translation>Запрещено правилами ({code}).</translation>
    </message>
    <message>
        <source>red (entrance)</source>
        <translation>красная (вход)</translation>
    </message>
    <message>
        <source>white (coastal)</source>
        <translation>белая (прибрежная)</translation>
    </message>
    <message>
        <source>green (forested)</source>
        <translation>зелёная (лесная)</translation>
    </message>
    <message>
        <source>grey (central)</source>
        <translation>серая (центральная)</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>This is not what the current decision places (or you cannot pay for it).</source>
        <translation>Это не то, что ставит текущее решение (или вам нечем заплатить).</translation>
    </message>
</context>
<context>
    <name>VoteBox</name>
    <message>
        <source>{n}. {name}</source>
        <translation>{n}. {name}</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>Предложение</translation>
    </message>
    <message>
        <source>Fleeting influence counts once and is spent.</source>
        <translation>Временное влияние считается один раз и тратится.</translation>
    </message>
    <message>
        <source>Fleeting influence</source>
        <translation>Временное влияние</translation>
    </message>
    <message>
        <source>Lasting influence counts twice (and 1 point at the end if kept).</source>
        <translation>Постоянное влияние считается дважды (и даёт 1 очко в конце, если сохранено).</translation>
    </message>
    <message>
        <source>Lasting influence</source>
        <translation>Постоянное влияние</translation>
    </message>
    <message>
        <source>Your vote stays hidden until everyone has voted.</source>
        <translation>Ваш голос скрыт, пока не проголосуют все.</translation>
    </message>
    <message>
        <source>Cast my secret vote</source>
        <translation>Отдать мой тайный голос</translation>
    </message>
</context>
<context>
    <name>VoteReveal</name>
    <message>
        <source>Votes revealed:</source>
        <translation>Голоса раскрыты:</translation>
    </message>
    <message>
        <source>{name}: {building} ({f} fleeting, {l} lasting)</source>
        <translation>{name}: {building} ({f} временного, {l} постоянного)</translation>
    </message>
    <message>
        <source>A tie: {name} chooses the winner (fewest points, then nearest the caller).</source>
        <translation>Ничья: {name} выбирает победителя (меньше всего очков, затем ближе всех к созвавшему).</translation>
    </message>
    <message>
        <source>{name} places the {building}.</source>
        <translation>{name} ставит здание «{building}».</translation>
    </message>
    <message>
        <source>Chosen: {building}</source>
        <translation>Выбрано: {building}</translation>
    </message>
</context>
<context>
    <name>content</name>
    <message>
        <source>Recruit</source>
        <comment>standard card</comment>
        <translation>Найм</translation>
    </message>
    <message>
        <source>Trade</source>
        <comment>standard card</comment>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>Upgrade</source>
        <comment>standard card</comment>
        <translation>Улучшение</translation>
    </message>
    <message>
        <source>Construct</source>
        <comment>standard card</comment>
        <translation>Строительство</translation>
    </message>
    <message>
        <source>Income</source>
        <comment>standard card</comment>
        <translation>Доход</translation>
    </message>
    <message>
        <source>Call to Vote</source>
        <comment>standard card</comment>
        <translation>Созыв голосования</translation>
    </message>
    <message>
        <source>Shepherd</source>
        <comment>adviser</comment>
        <translation>Пастух</translation>
    </message>
    <message>
        <source>Quartermaster</source>
        <comment>adviser</comment>
        <translation>Интендант</translation>
    </message>
    <message>
        <source>Stonemason</source>
        <comment>adviser</comment>
        <translation>Каменотёс</translation>
    </message>
    <message>
        <source>Town Crier</source>
        <comment>adviser</comment>
        <translation>Глашатай</translation>
    </message>
    <message>
        <source>Surveyor</source>
        <comment>adviser</comment>
        <translation>Землемер</translation>
    </message>
    <message>
        <source>Harvest Master</source>
        <comment>adviser</comment>
        <translation>Распорядитель урожая</translation>
    </message>
    <message>
        <source>Scholar</source>
        <comment>adviser</comment>
        <translation>Учёный</translation>
    </message>
    <message>
        <source>Gem Cutter</source>
        <comment>adviser</comment>
        <translation>Огранщик</translation>
    </message>
    <message>
        <source>Architect</source>
        <comment>adviser</comment>
        <translation>Архитектор</translation>
    </message>
    <message>
        <source>Envoy</source>
        <comment>adviser</comment>
        <translation>Посланник</translation>
    </message>
    <message>
        <source>Treasurer</source>
        <comment>adviser</comment>
        <translation>Казначей</translation>
    </message>
    <message>
        <source>Foreman</source>
        <comment>adviser</comment>
        <translation>Бригадир</translation>
    </message>
    <message>
        <source>Magistrate</source>
        <comment>adviser</comment>
        <translation>Судья</translation>
    </message>
    <message>
        <source>Guildmaster</source>
        <comment>adviser</comment>
        <translation>Глава гильдии</translation>
    </message>
    <message>
        <source>Chief Engineer</source>
        <comment>adviser</comment>
        <translation>Главный инженер</translation>
    </message>
    <message>
        <source>Master Builder</source>
        <comment>adviser</comment>
        <translation>Зодчий</translation>
    </message>
    <message>
        <source>Provisioner</source>
        <comment>adviser</comment>
        <translation>Провиантмейстер</translation>
    </message>
    <message>
        <source>Warden</source>
        <comment>adviser</comment>
        <translation>Смотритель</translation>
    </message>
    <message>
        <source>Human</source>
        <comment>race</comment>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Vermling</source>
        <comment>race</comment>
        <translation>Вермлинг</translation>
    </message>
    <message>
        <source>Savvas</source>
        <comment>race</comment>
        <translation>Саввас</translation>
    </message>
    <message>
        <source>Inox</source>
        <comment>race</comment>
        <translation>Инокс</translation>
    </message>
    <message>
        <source>Orchid</source>
        <comment>race</comment>
        <translation>Орхид</translation>
    </message>
    <message>
        <source>Quatryl</source>
        <comment>race</comment>
        <translation>Кватрил</translation>
    </message>
    <message>
        <source>Valrath</source>
        <comment>race</comment>
        <translation>Валрат</translation>
    </message>
    <message>
        <source>Harrower</source>
        <comment>race</comment>
        <translation>Харроуэр</translation>
    </message>
    <message>
        <source>Aesther</source>
        <comment>race</comment>
        <translation>Эстер</translation>
    </message>
    <message>
        <source>Wood</source>
        <comment>resource</comment>
        <translation>Дерево</translation>
    </message>
    <message>
        <source>Stone</source>
        <comment>resource</comment>
        <translation>Камень</translation>
    </message>
    <message>
        <source>Metal</source>
        <comment>resource</comment>
        <translation>Металл</translation>
    </message>
    <message>
        <source>Crops</source>
        <comment>resource</comment>
        <translation>Урожай</translation>
    </message>
    <message>
        <source>Livestock</source>
        <comment>resource</comment>
        <translation>Скот</translation>
    </message>
    <message>
        <source>Gems</source>
        <comment>resource</comment>
        <translation>Самоцветы</translation>
    </message>
    <message>
        <source>Knowledge</source>
        <comment>resource</comment>
        <translation>Знания</translation>
    </message>
    <message>
        <source>Population</source>
        <comment>resource</comment>
        <translation>Население</translation>
    </message>
    <message>
        <source>Machinery</source>
        <comment>resource</comment>
        <translation>Механизмы</translation>
    </message>
    <message>
        <source>Bricks</source>
        <comment>resource</comment>
        <translation>Кирпич</translation>
    </message>
    <message>
        <source>Books</source>
        <comment>resource</comment>
        <translation>Книги</translation>
    </message>
    <message>
        <source>Jewelry</source>
        <comment>resource</comment>
        <translation>Украшения</translation>
    </message>
    <message>
        <source>Food</source>
        <comment>resource</comment>
        <translation>Еда</translation>
    </message>
    <message>
        <source>Leather</source>
        <comment>resource</comment>
        <translation>Кожа</translation>
    </message>
    <message>
        <source>Cloth</source>
        <comment>resource</comment>
        <translation>Ткань</translation>
    </message>
    <message>
        <source>Government</source>
        <comment>resource</comment>
        <translation>Управление</translation>
    </message>
    <message>
        <source>Weapons</source>
        <comment>resource</comment>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>Labor</source>
        <comment>resource</comment>
        <translation>Рабочая сила</translation>
    </message>
    <message>
        <source>Merchant&apos;s Guild</source>
        <comment>prestige building</comment>
        <translation>Гильдия торговцев</translation>
    </message>
    <message>
        <source>University</source>
        <comment>prestige building</comment>
        <translation>Университет</translation>
    </message>
    <message>
        <source>Salt Barrel</source>
        <comment>prestige building</comment>
        <translation>Соляная бочка</translation>
    </message>
    <message>
        <source>Sleeping Lion</source>
        <comment>prestige building</comment>
        <translation>Спящий лев</translation>
    </message>
    <message>
        <source>Golden Tankard</source>
        <comment>prestige building</comment>
        <translation>Золотая кружка</translation>
    </message>
    <message>
        <source>Temple of the Great Oak</source>
        <comment>prestige building</comment>
        <translation>Храм Великого Дуба</translation>
    </message>
    <message>
        <source>West Gatehouse</source>
        <comment>prestige building</comment>
        <translation>Западная надвратная башня</translation>
    </message>
    <message>
        <source>North Gatehouse</source>
        <comment>prestige building</comment>
        <translation>Северная надвратная башня</translation>
    </message>
    <message>
        <source>Ghost Fortress</source>
        <comment>prestige building</comment>
        <translation>Призрачная крепость</translation>
    </message>
    <message>
        <source>Grand Playhouse</source>
        <comment>prestige building</comment>
        <translation>Большой театр</translation>
    </message>
    <message>
        <source>Masquerade Theatre</source>
        <comment>prestige building</comment>
        <translation>Театр масок</translation>
    </message>
    <message>
        <source>Council Hall</source>
        <comment>prestige building</comment>
        <translation>Зал совета</translation>
    </message>
    <message>
        <source>Hall of Crafts</source>
        <comment>prestige building</comment>
        <translation>Зал ремёсел</translation>
    </message>
    <message>
        <source>Silk Emporium</source>
        <comment>prestige building</comment>
        <translation>Шёлковый торговый дом</translation>
    </message>
    <message>
        <source>Perfumery</source>
        <comment>prestige building</comment>
        <translation>Парфюмерная лавка</translation>
    </message>
    <message>
        <source>Gilded Parlour</source>
        <comment>prestige building</comment>
        <translation>Позолоченная гостиная</translation>
    </message>
    <message>
        <source>Armoury</source>
        <comment>prestige building</comment>
        <translation>Оружейная</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <comment>prestige building</comment>
        <translation>Верфь</translation>
    </message>
    <message>
        <source>Granary</source>
        <comment>prestige building</comment>
        <translation>Амбар</translation>
    </message>
    <message>
        <source>Great Forge</source>
        <comment>prestige building</comment>
        <translation>Великая кузня</translation>
    </message>
    <message>
        <source>Grand Library</source>
        <comment>prestige building</comment>
        <translation>Великая библиотека</translation>
    </message>
    <message>
        <source>Homesteader</source>
        <comment>achievement</comment>
        <translation>Поселенец</translation>
    </message>
    <message>
        <source>Bridge Builder</source>
        <comment>achievement</comment>
        <translation>Мостостроитель</translation>
    </message>
    <message>
        <source>Diversified</source>
        <comment>achievement</comment>
        <translation>Разносторонний</translation>
    </message>
    <message>
        <source>Artisan</source>
        <comment>achievement</comment>
        <translation>Ремесленник</translation>
    </message>
    <message>
        <source>Master Artisan</source>
        <comment>achievement</comment>
        <translation>Мастер-ремесленник</translation>
    </message>
    <message>
        <source>Merchant Prince</source>
        <comment>achievement</comment>
        <translation>Князь торговли</translation>
    </message>
    <message>
        <source>Supplier</source>
        <comment>achievement</comment>
        <translation>Поставщик</translation>
    </message>
    <message>
        <source>Craftsman</source>
        <comment>achievement</comment>
        <translation>Умелец</translation>
    </message>
    <message>
        <source>Grand Provider</source>
        <comment>achievement</comment>
        <translation>Великий поставщик</translation>
    </message>
    <message>
        <source>Patron</source>
        <comment>achievement</comment>
        <translation>Меценат</translation>
    </message>
    <message>
        <source>Founder</source>
        <comment>achievement</comment>
        <translation>Основатель</translation>
    </message>
    <message>
        <source>Courtier</source>
        <comment>achievement</comment>
        <translation>Придворный</translation>
    </message>
    <message>
        <source>Statesman</source>
        <comment>achievement</comment>
        <translation>Государственный муж</translation>
    </message>
    <message>
        <source>Road Warden</source>
        <comment>achievement</comment>
        <translation>Страж дорог</translation>
    </message>
    <message>
        <source>Everywhere at Once</source>
        <comment>achievement</comment>
        <translation>Повсюду сразу</translation>
    </message>
    <message>
        <source>City Event 1</source>
        <comment>city event</comment>
        <translation>Городское событие 1</translation>
    </message>
    <message>
        <source>City Event 2</source>
        <comment>city event</comment>
        <translation>Городское событие 2</translation>
    </message>
    <message>
        <source>City Event 3</source>
        <comment>city event</comment>
        <translation>Городское событие 3</translation>
    </message>
    <message>
        <source>City Event 4</source>
        <comment>city event</comment>
        <translation>Городское событие 4</translation>
    </message>
    <message>
        <source>City Event 5</source>
        <comment>city event</comment>
        <translation>Городское событие 5</translation>
    </message>
    <message>
        <source>City Event 6</source>
        <comment>city event</comment>
        <translation>Городское событие 6</translation>
    </message>
    <message>
        <source>City Event 7</source>
        <comment>city event</comment>
        <translation>Городское событие 7</translation>
    </message>
    <message>
        <source>City Event 8</source>
        <comment>city event</comment>
        <translation>Городское событие 8</translation>
    </message>
    <message>
        <source>City Event 9</source>
        <comment>city event</comment>
        <translation>Городское событие 9</translation>
    </message>
    <message>
        <source>West</source>
        <comment>map section</comment>
        <translation>Запад</translation>
    </message>
    <message>
        <source>Middle</source>
        <comment>map section</comment>
        <translation>Центр</translation>
    </message>
    <message>
        <source>East</source>
        <comment>map section</comment>
        <translation>Восток</translation>
    </message>
    <message>
        <source>North</source>
        <comment>map section</comment>
        <translation>Север</translation>
    </message>
    <message>
        <source>Ember Warden</source>
        <comment>character class</comment>
        <translation>Страж углей</translation>
    </message>
    <message>
        <source>Cinder Swing</source>
        <comment>ability card</comment>
        <translation>Тлеющий взмах</translation>
    </message>
    <message>
        <source>Kindled Guard</source>
        <comment>ability card</comment>
        <translation>Разожжённая защита</translation>
    </message>
    <message>
        <source>Hearth Rush</source>
        <comment>ability card</comment>
        <translation>Натиск очага</translation>
    </message>
    <message>
        <source>Sweeping Flame</source>
        <comment>ability card</comment>
        <translation>Сметающее пламя</translation>
    </message>
    <message>
        <source>Forge Breath</source>
        <comment>ability card</comment>
        <translation>Дыхание горна</translation>
    </message>
    <message>
        <source>Iron Step</source>
        <comment>ability card</comment>
        <translation>Железный шаг</translation>
    </message>
    <message>
        <source>Blazing Leap</source>
        <comment>ability card</comment>
        <translation>Пылающий прыжок</translation>
    </message>
    <message>
        <source>Ashen Wall</source>
        <comment>ability card</comment>
        <translation>Пепельная стена</translation>
    </message>
    <message>
        <source>Coal Stomp</source>
        <comment>ability card</comment>
        <translation>Угольный топот</translation>
    </message>
    <message>
        <source>Last Ember</source>
        <comment>ability card</comment>
        <translation>Последний уголёк</translation>
    </message>
    <message>
        <source>Spark Feint</source>
        <comment>ability card</comment>
        <translation>Искристый финт</translation>
    </message>
    <message>
        <source>Reed Archer</source>
        <comment>character class</comment>
        <translation>Тростниковый лучник</translation>
    </message>
    <message>
        <source>Marsh Shot</source>
        <comment>ability card</comment>
        <translation>Болотный выстрел</translation>
    </message>
    <message>
        <source>Twin Reeds</source>
        <comment>ability card</comment>
        <translation>Двойной тростник</translation>
    </message>
    <message>
        <source>Heron Glide</source>
        <comment>ability card</comment>
        <translation>Полёт цапли</translation>
    </message>
    <message>
        <source>Pinning Bolt</source>
        <comment>ability card</comment>
        <translation>Пригвождающая стрела</translation>
    </message>
    <message>
        <source>Rain of Shafts</source>
        <comment>ability card</comment>
        <translation>Дождь стрел</translation>
    </message>
    <message>
        <source>Quick Nock</source>
        <comment>ability card</comment>
        <translation>Быстрый натяг</translation>
    </message>
    <message>
        <source>Reed Cover</source>
        <comment>ability card</comment>
        <translation>Тростниковое укрытие</translation>
    </message>
    <message>
        <source>Piercing Aim</source>
        <comment>ability card</comment>
        <translation>Пронзающий прицел</translation>
    </message>
    <message>
        <source>Mudfoot</source>
        <comment>ability card</comment>
        <translation>Грязеступ</translation>
    </message>
    <message>
        <source>Fen Stalk</source>
        <comment>ability card</comment>
        <translation>Охота в топях</translation>
    </message>
    <message>
        <source>Longstring</source>
        <comment>ability card</comment>
        <translation>Длинная тетива</translation>
    </message>
    <message>
        <source>Hollow Caller</source>
        <comment>character class</comment>
        <translation>Взывающий к пустоте</translation>
    </message>
    <message>
        <source>Call the Husk</source>
        <comment>ability card</comment>
        <translation>Призыв оболочки</translation>
    </message>
    <message>
        <source>Husk</source>
        <comment>summon</comment>
        <translation>Оболочка</translation>
    </message>
    <message>
        <source>Moth Swarm</source>
        <comment>ability card</comment>
        <translation>Рой мотыльков</translation>
    </message>
    <message>
        <source>Moth</source>
        <comment>summon</comment>
        <translation>Мотылёк</translation>
    </message>
    <message>
        <source>Soft Mending</source>
        <comment>ability card</comment>
        <translation>Мягкое исцеление</translation>
    </message>
    <message>
        <source>Hollow Lash</source>
        <comment>ability card</comment>
        <translation>Хлыст пустоты</translation>
    </message>
    <message>
        <source>Grave Whisper</source>
        <comment>ability card</comment>
        <translation>Могильный шёпот</translation>
    </message>
    <message>
        <source>Bone Lantern</source>
        <comment>ability card</comment>
        <translation>Костяной фонарь</translation>
    </message>
    <message>
        <source>Drift</source>
        <comment>ability card</comment>
        <translation>Дрейф</translation>
    </message>
    <message>
        <source>Shade Step</source>
        <comment>ability card</comment>
        <translation>Шаг тени</translation>
    </message>
    <message>
        <source>Grasping Roots</source>
        <comment>ability card</comment>
        <translation>Цепкие корни</translation>
    </message>
    <message>
        <source>Call the Hound</source>
        <comment>ability card</comment>
        <translation>Призыв гончей</translation>
    </message>
    <message>
        <source>Hound</source>
        <comment>summon</comment>
        <translation>Гончая</translation>
    </message>
    <message>
        <source>Ebbing Tide</source>
        <comment>ability card</comment>
        <translation>Отлив</translation>
    </message>
    <message>
        <source>Bog Lurker</source>
        <comment>monster</comment>
        <translation>Болотный скрытень</translation>
    </message>
    <message>
        <source>Lunge</source>
        <comment>monster ability card</comment>
        <translation>Выпад</translation>
    </message>
    <message>
        <source>Wallow</source>
        <comment>monster ability card</comment>
        <translation>Барахтанье</translation>
    </message>
    <message>
        <source>Drag Under</source>
        <comment>monster ability card</comment>
        <translation>Утащить на дно</translation>
    </message>
    <message>
        <source>Slosh</source>
        <comment>monster ability card</comment>
        <translation>Плеск</translation>
    </message>
    <message>
        <source>Murk Bite</source>
        <comment>monster ability card</comment>
        <translation>Мутный укус</translation>
    </message>
    <message>
        <source>Creep</source>
        <comment>monster ability card</comment>
        <translation>Подкрадывание</translation>
    </message>
    <message>
        <source>Clamp</source>
        <comment>monster ability card</comment>
        <translation>Хватка</translation>
    </message>
    <message>
        <source>Thorn Slinger</source>
        <comment>monster</comment>
        <translation>Метатель шипов</translation>
    </message>
    <message>
        <source>Barb Volley</source>
        <comment>monster ability card</comment>
        <translation>Залп колючек</translation>
    </message>
    <message>
        <source>Aimed Thorn</source>
        <comment>monster ability card</comment>
        <translation>Прицельный шип</translation>
    </message>
    <message>
        <source>Skitter</source>
        <comment>monster ability card</comment>
        <translation>Юркнуть</translation>
    </message>
    <message>
        <source>Briar Burst</source>
        <comment>monster ability card</comment>
        <translation>Взрыв терновника</translation>
    </message>
    <message>
        <source>Close Spray</source>
        <comment>monster ability card</comment>
        <translation>Ближний залп</translation>
    </message>
    <message>
        <source>Sap Shot</source>
        <comment>monster ability card</comment>
        <translation>Выстрел смолой</translation>
    </message>
    <message>
        <source>Ash Wisp</source>
        <comment>monster</comment>
        <translation>Пепельный огонёк</translation>
    </message>
    <message>
        <source>Flicker</source>
        <comment>monster ability card</comment>
        <translation>Мерцание</translation>
    </message>
    <message>
        <source>Smoulder</source>
        <comment>monster ability card</comment>
        <translation>Тление</translation>
    </message>
    <message>
        <source>Drift Ember</source>
        <comment>monster ability card</comment>
        <translation>Блуждающий уголёк</translation>
    </message>
    <message>
        <source>Flare</source>
        <comment>monster ability card</comment>
        <translation>Вспышка</translation>
    </message>
    <message>
        <source>Glimmer</source>
        <comment>monster ability card</comment>
        <translation>Проблеск</translation>
    </message>
    <message>
        <source>Swirl</source>
        <comment>monster ability card</comment>
        <translation>Вихрь</translation>
    </message>
    <message>
        <source>Crag Hopper</source>
        <comment>monster</comment>
        <translation>Скалопрыг</translation>
    </message>
    <message>
        <source>Bound</source>
        <comment>monster ability card</comment>
        <translation>Скачок</translation>
    </message>
    <message>
        <source>Rockfall</source>
        <comment>monster ability card</comment>
        <translation>Камнепад</translation>
    </message>
    <message>
        <source>Scramble</source>
        <comment>monster ability card</comment>
        <translation>Карабканье</translation>
    </message>
    <message>
        <source>Pounce</source>
        <comment>monster ability card</comment>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>Hunker</source>
        <comment>monster ability card</comment>
        <translation>Затаиться</translation>
    </message>
    <message>
        <source>Skip</source>
        <comment>monster ability card</comment>
        <translation>Подскок</translation>
    </message>
    <message>
        <source>Crag Hollow</source>
        <comment>scenario</comment>
        <translation>Скалистая лощина</translation>
    </message>
    <message>
        <source>Flight from the Mossy Cellar</source>
        <comment>scenario</comment>
        <translation>Бегство из Замшелого погреба</translation>
    </message>
    <message>
        <source>The Brine Vault</source>
        <comment>scenario</comment>
        <translation>Соляное хранилище</translation>
    </message>
    <message>
        <source>Tide Warden</source>
        <comment>character class</comment>
        <translation>Страж прилива</translation>
    </message>
    <message>
        <source>Undertow Hook</source>
        <comment>ability card</comment>
        <translation>Крюк отбоя</translation>
    </message>
    <message>
        <source>Breaker Shove</source>
        <comment>ability card</comment>
        <translation>Толчок прибоя</translation>
    </message>
    <message>
        <source>Cold Snap</source>
        <comment>ability card</comment>
        <translation>Резкий холод</translation>
    </message>
    <message>
        <source>Brine Salve</source>
        <comment>ability card</comment>
        <translation>Соляной бальзам</translation>
    </message>
    <message>
        <source>Rip Current</source>
        <comment>ability card</comment>
        <translation>Обратное течение</translation>
    </message>
    <message>
        <source>Salt Sting</source>
        <comment>ability card</comment>
        <translation>Соляное жало</translation>
    </message>
    <message>
        <source>Tidal Surge</source>
        <comment>ability card</comment>
        <translation>Приливная волна</translation>
    </message>
    <message>
        <source>Kelp Snare</source>
        <comment>ability card</comment>
        <translation>Ловушка из водорослей</translation>
    </message>
    <message>
        <source>Drowning Pull</source>
        <comment>ability card</comment>
        <translation>Утягивание на дно</translation>
    </message>
    <message>
        <source>Spindrift</source>
        <comment>ability card</comment>
        <translation>Морская пыль</translation>
    </message>
    <message>
        <source>Ebb</source>
        <comment>ability card</comment>
        <translation>Отлив</translation>
    </message>
    <message>
        <source>The Depths of Crag Hollow</source>
        <comment>scenario</comment>
        <translation>Глубины Скалистой лощины</translation>
    </message>
    <message>
        <source>The Flooded Undercroft</source>
        <comment>scenario</comment>
        <translation>Затопленная крипта</translation>
    </message>
    <message>
        <source>The Mossy Cellar</source>
        <comment>scenario</comment>
        <translation>Замшелый погреб</translation>
    </message>
    <message>
        <source>The Sunken Stair</source>
        <comment>scenario</comment>
        <translation>Затонувшая лестница</translation>
    </message>
    <message>
        <source>The Thornwood Gate</source>
        <comment>scenario</comment>
        <translation>Врата Тернового леса</translation>
    </message>
    <message>
        <source>Thornwood Path</source>
        <comment>scenario</comment>
        <translation>Тропа Тернового леса</translation>
    </message>
</context>
</TS>
