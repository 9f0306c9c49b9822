<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AbilityEditor</name>
    <message>
        <source>Gloomhaven</source>
        <translation>Gloomhaven</translation>
    </message>
    <message>
        <source>Frosthaven</source>
        <translation>Frosthaven</translation>
    </message>
    <message>
        <source>Jaws of the Lion</source>
        <translation>Fauces del León</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <source>Move:</source>
        <translation>Movimiento:</translation>
    </message>
    <message>
        <source>Range (0 = melee):</source>
        <translation>Alcance (0 = cuerpo a cuerpo):</translation>
    </message>
    <message>
        <source>Targets (0 = no attack):</source>
        <translation>Objetivos (0 = sin ataque):</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>A pie</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Salto</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Vuelo</translation>
    </message>
    <message>
        <source>Teleport</source>
        <translation>Teletransporte</translation>
    </message>
    <message>
        <source>Movement:</source>
        <translation>Movimiento:</translation>
    </message>
    <message>
        <source>Muddled</source>
        <translation>Confundido</translation>
    </message>
    <message>
        <source>Area pattern (click hexes; none: single targets):</source>
        <translation>Patrón de área (haz clic en hexágonos; ninguno: objetivos individuales):</translation>
    </message>
    <message>
        <source>Melee (centre: the monster)</source>
        <translation>Cuerpo a cuerpo (centro: el monstruo)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;Founders Desktop {version}&lt;/h3&gt;&lt;p&gt;Play the Gloomhaven family of board games at your computer, with every rule enforced and every legal move shown before you make it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;City&lt;/b&gt;: the board game &lt;i&gt;Founders of Gloomhaven&lt;/i&gt; for 1 to 4 players, and a map sandbox. &lt;b&gt;Tactics&lt;/b&gt;: the hex rules of &lt;i&gt;Gloomhaven&lt;/i&gt; (movement, line of sight, monster focus and movement).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Where the game data comes from.&lt;/b&gt; The rules are implemented from the published rulebooks. The printed card and map data of the physical games is not public: every value the rulebook states is marked &lt;i&gt;rulebook&lt;/i&gt;; the rest (most recipes&apos; values, prestige buildings, advisers, races&apos; actions, the map grids) is &lt;i&gt;reconstructed&lt;/i&gt; by this project so the game is complete and balanced. Owners of the game can edit the content pack to match their cards.&lt;/p&gt;&lt;p&gt;Founders of Gloomhaven and Gloomhaven are games by Isaac Childres (Cephalofair Games). This is an unofficial fan project.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Founders Desktop {version}&lt;/h3&gt;&lt;p&gt;Juega a la familia de juegos de mesa de Gloomhaven en tu ordenador, con todas las reglas aplicadas y cada movimiento legal mostrado antes de hacerlo.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ciudad&lt;/b&gt;: el juego de mesa &lt;i&gt;Fundadores de Gloomhaven&lt;/i&gt; para 1 a 4 jugadores, y un mapa de pruebas. &lt;b&gt;Táctica&lt;/b&gt;: las reglas hexagonales de &lt;i&gt;Gloomhaven&lt;/i&gt; (movimiento, línea de visión, foco y movimiento de los monstruos).&lt;/p&gt;&lt;p&gt;&lt;b&gt;De dónde vienen los datos del juego.&lt;/b&gt; Las reglas se implementan a partir de los reglamentos publicados. Los datos impresos de las cartas y mapas de los juegos físicos no son públicos: cada valor que indica el reglamento está marcado como &lt;i&gt;reglamento&lt;/i&gt;; el resto (la mayoría de los valores de las recetas, los edificios de prestigio, los consejeros, las acciones de las razas, las cuadrículas de los mapas) está &lt;i&gt;reconstruido&lt;/i&gt; por este proyecto para que el juego sea completo y equilibrado. Los propietarios del juego pueden editar el paquete de contenido para que coincida con sus cartas.&lt;/p&gt;&lt;p&gt;Fundadores de Gloomhaven y Gloomhaven son juegos de Isaac Childres (Cephalofair Games). Este es un proyecto no oficial de aficionados.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Bundled content: {rulebook} printed values from the rulebook text, {others} from other public sources (solo rules, box insert, reviews), {reconstructed} reconstructed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Contenido incluido: {rulebook} valores impresos del texto del reglamento, {others} de otras fuentes públicas (reglas en solitario, inserto de la caja, reseñas), {reconstructed} reconstruidos.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Founders Desktop</source>
        <translation>Acerca de Founders Desktop</translation>
    </message>
</context>
<context>
    <name>ActionEditor</name>
    <message>
        <source>Add an effect</source>
        <translation>Añadir un efecto</translation>
    </message>
    <message>
        <source>Reads: {text}</source>
        <translation>Se lee: {text}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove this effect from the action</source>
        <translation>Quitar este efecto de la acción</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Option {n}</source>
        <translation>Opción {n}</translation>
    </message>
    <message>
        <source>Remove this option</source>
        <translation>Quitar esta opción</translation>
    </message>
    <message>
        <source>Add an option</source>
        <translation>Añadir una opción</translation>
    </message>
</context>
<context>
    <name>AreaGrid</name>
    <message>
        <source>Click hexes to draw the area pattern.</source>
        <extracomment>The pattern&apos;s offsets (a tuple of (dq, dr)).</extracomment>
        <translation>Haz clic en los hexágonos para dibujar el patrón de área.</translation>
    </message>
</context>
<context>
    <name>BoardInfoPanel</name>
    <message>
        <source>Completions: {n} of {end}</source>
        <translation>Finalizaciones: {n} de {end}</translation>
    </message>
</context>
<context>
    <name>BoardInput</name>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
</context>
<context>
    <name>CardForms</name>
    <message>
        <source>houses built</source>
        <translation>casas construidas</translation>
    </message>
    <message>
        <source>bridges built</source>
        <translation>puentes construidos</translation>
    </message>
    <message>
        <source>resource types owned</source>
        <translation>tipos de recurso poseídos</translation>
    </message>
    <message>
        <source>tiles of a tier owned</source>
        <translation>losetas de un nivel poseídas</translation>
    </message>
    <message>
        <source>deliveries</source>
        <translation>entregas</translation>
    </message>
    <message>
        <source>tiles of a tier delivered</source>
        <translation>losetas de un nivel entregadas</translation>
    </message>
    <message>
        <source>prestige buildings delivered to</source>
        <translation>edificios de prestigio abastecidos</translation>
    </message>
    <message>
        <source>completions joined</source>
        <translation>finalizaciones en las que se participa</translation>
    </message>
    <message>
        <source>advisers recruited</source>
        <translation>consejeros reclutados</translation>
    </message>
    <message>
        <source>lasting influence</source>
        <translation>influencia duradera</translation>
    </message>
    <message>
        <source>money</source>
        <translation>dinero</translation>
    </message>
    <message>
        <source>roads built</source>
        <translation>caminos construidos</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Main action</source>
        <translation>Acción principal</translation>
    </message>
    <message>
        <source>May be played face down</source>
        <translation>Puede jugarse boca abajo</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condición</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Umbral</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Play these two cards</source>
        <translation>Jugar estas dos cartas</translation>
    </message>
    <message>
        <source>Long rest</source>
        <translation>Descanso largo</translation>
    </message>
    <message>
        <source>Initiative 99: lose one discarded card of your choice, heal 2, take the rest back.</source>
        <translation>Iniciativa 99: pierde una carta descartada a tu elección, cúrate 2 y recupera el resto.</translation>
    </message>
    <message>
        <source>%1: pick two cards. The first you pick leads and sets your initiative.</source>
        <translation>%1: elige dos cartas. La primera que elijas es la carta líder y fija tu iniciativa.</translation>
    </message>
    <message>
        <source>leading</source>
        <translation>líder</translation>
    </message>
    <message>
        <source>second</source>
        <translation>segunda</translation>
    </message>
    <message>
        <source>Top: %1</source>
        <translation>Superior: %1</translation>
    </message>
    <message>
        <source>Bottom: %1</source>
        <translation>Inferior: %1</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Tier {n}</source>
        <translation>Nivel {n}</translation>
    </message>
    <message>
        <source>Needs {resource}</source>
        <translation>Requiere {resource}</translation>
    </message>
    <message>
        <source>{n} points when recruited</source>
        <translation>{n} puntos al reclutarlo</translation>
    </message>
    <message>
        <source>Main action: {effects}</source>
        <translation>Acción principal: {effects}</translation>
    </message>
    <message>
        <source>Others follow as {category}: {effects}</source>
        <translation>Los demás siguen como {category}: {effects}</translation>
    </message>
    <message>
        <source>Adviser offer</source>
        <translation>Oferta de consejeros</translation>
    </message>
    <message>
        <source>{name}: {cost} money</source>
        <translation>{name}: {cost} de dinero</translation>
    </message>
    <message>
        <source>Proposals</source>
        <translation>Propuestas</translation>
    </message>
    <message>
        <source>{n}. {name}</source>
        <translation>{n}. {name}</translation>
    </message>
    <message>
        <source>Prestige building, {colour}</source>
        <translation>Edificio de prestigio, {colour}</translation>
    </message>
    <message>
        <source>Goes on its reserved location only.</source>
        <translation>Solo va en su ubicación reservada.</translation>
    </message>
    <message>
        <source>{resource}: {n} points</source>
        <translation>{resource}: {n} puntos</translation>
    </message>
    <message>
        <source>Worker action: {effects}</source>
        <translation>Acción del trabajador: {effects}</translation>
    </message>
    <message>
        <source>{seat}: {race}</source>
        <translation>{seat}: {race}</translation>
    </message>
    <message>
        <source>Resource: {resource}</source>
        <translation>Recurso: {resource}</translation>
    </message>
    <message>
        <source>Resource: any resource card left</source>
        <translation>Recurso: cualquier carta de recurso que quede</translation>
    </message>
    <message>
        <source>Never: {list}</source>
        <translation>Nunca: {list}</translation>
    </message>
    <message>
        <source>Racial action: {effects}</source>
        <translation>Acción racial: {effects}</translation>
    </message>
    <message>
        <source>{money} money, {points} points, influence {f} fleeting / {l} lasting</source>
        <translation>{money} de dinero, {points} puntos, influencia {f} efímera / {l} duradera</translation>
    </message>
    <message>
        <source>Houses left {h}, bridges left {b}, workers {w} free of {n}, income {i}</source>
        <translation>Casas restantes {h}, puentes restantes {b}, trabajadores {w} libres de {n}, ingresos {i}</translation>
    </message>
    <message>
        <source>Houses</source>
        <translation>Casas</translation>
    </message>
    <message>
        <source>Bridges</source>
        <translation>Puentes</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Trabajadores</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Ingresos</translation>
    </message>
    <message>
        <source>A basic resource: imported as a trade stall.</source>
        <translation>Un recurso básico: se importa como puesto comercial.</translation>
    </message>
    <message>
        <source>Upgrade: {n} money.</source>
        <translation>Mejora: {n} de dinero.</translation>
    </message>
    <message>
        <source>{resource}: {n}</source>
        <translation>{resource}: {n}</translation>
    </message>
    <message>
        <source>Used in: {list}</source>
        <translation>Se usa en: {list}</translation>
    </message>
    <message>
        <source>Made from (points to each owner):</source>
        <translation>Se hace con (puntos para cada dueño):</translation>
    </message>
    <message>
        <source>Main action: take back all your cards and workers, the others collect income, then a secret vote picks the next prestige building.</source>
        <translation>Acción principal: recupera todas tus cartas y trabajadores, los demás cobran ingresos y luego una votación secreta elige el siguiente edificio de prestigio.</translation>
    </message>
    <message>
        <source>Play it after {n} other cards.</source>
        <translation>Juégala después de {n} cartas más.</translation>
    </message>
    <message>
        <source>Face down: a basic action.</source>
        <translation>Boca abajo: una acción básica.</translation>
    </message>
    <message>
        <source>Played face up only.</source>
        <translation>Solo se juega boca arriba.</translation>
    </message>
    <message>
        <source>Others may follow:</source>
        <translation>Los demás pueden seguir:</translation>
    </message>
    <message>
        <source>owns</source>
        <translation>posee</translation>
    </message>
    <message>
        <source>access</source>
        <translation>acceso</translation>
    </message>
    <message>
        <source>Resource tracker</source>
        <translation>Marcador de recursos</translation>
    </message>
</context>
<context>
    <name>CityGame</name>
    <message>
        <source>The game cannot be autosaved ({why}). You can play on; use Save to keep the game.</source>
        <translation>La partida no se puede guardar automáticamente ({why}). Puedes seguir jugando; usa Guardar para conservarla.</translation>
    </message>
</context>
<context>
    <name>CityGameWords</name>
    <message>
        <source>{resource} card</source>
        <translation>carta de {resource}</translation>
    </message>
    <message>
        <source>Choose a race</source>
        <translation>Elige una raza</translation>
    </message>
    <message>
        <source>Aesther: choose any resource card</source>
        <translation>Aesther: elige cualquier carta de recurso</translation>
    </message>
    <message>
        <source>Draft a resource card</source>
        <translation>Escoge una carta de recurso</translation>
    </message>
    <message>
        <source>Place your first trade stall (drag it onto a numbered grey space)</source>
        <translation>Coloca tu primer puesto comercial (arrástralo a un espacio gris numerado)</translation>
    </message>
    <message>
        <source>Your turn: play a card face up (main action) or face down (basic action)</source>
        <translation>Tu turno: juega una carta boca arriba (acción principal) o boca abajo (acción básica)</translation>
    </message>
    <message>
        <source>Take a basic action</source>
        <translation>Realiza una acción básica</translation>
    </message>
    <message>
        <source>Follow the {card} or take a basic action</source>
        <translation>Sigue la carta {card} o realiza una acción básica</translation>
    </message>
    <message>
        <source>Carry out the action</source>
        <translation>Realizar la acción</translation>
    </message>
    <message>
        <source>Lay a road (drag it onto a shaded square)</source>
        <translation>Coloca un camino (arrástralo a una casilla sombreada)</translation>
    </message>
    <message>
        <source>Place the piece</source>
        <translation>Coloca la pieza</translation>
    </message>
    <message>
        <source>Upgrade: lay the road first, or place the building</source>
        <translation>Mejorar: coloca primero el camino o coloca el edificio</translation>
    </message>
    <message>
        <source>Vote called: choose your reset bonus</source>
        <translation>Votación convocada: elige tu bonificación de reinicio</translation>
    </message>
    <message>
        <source>Secret vote</source>
        <translation>Votación secreta</translation>
    </message>
    <message>
        <source>Choose a proposal</source>
        <translation>Elige una propuesta</translation>
    </message>
    <message>
        <source>You won the vote: place the prestige building</source>
        <translation>Has ganado la votación: coloca el edificio de prestigio</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>Take 1 money</source>
        <translation>Tomar 1 de dinero</translation>
    </message>
    <message>
        <source>Take 1 fleeting influence</source>
        <translation>Tomar 1 de influencia efímera</translation>
    </message>
    <message>
        <source>Build 1 road</source>
        <translation>Construir 1 camino</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <source>Lay the road first</source>
        <translation>Coloca primero el camino</translation>
    </message>
    <message>
        <source>Reset bonus: a road</source>
        <translation>Bonificación de reinicio: un camino</translation>
    </message>
    <message>
        <source>Reset bonus: money</source>
        <translation>Bonificación de reinicio: dinero</translation>
    </message>
    <message>
        <source>Reset bonus: influence</source>
        <translation>Bonificación de reinicio: influencia</translation>
    </message>
    <message>
        <source>Race: {race}</source>
        <translation>Raza: {race}</translation>
    </message>
    <message>
        <source>Take the {card}</source>
        <translation>Tomar {card}</translation>
    </message>
    <message>
        <source>Take the {card} of seat {seat}</source>
        <translation>Tomar {card} del puesto {seat}</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>boca arriba</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>boca abajo</translation>
    </message>
    <message>
        <source>Play {card} {face}</source>
        <translation>Jugar {card} {face}</translation>
    </message>
    <message>
        <source>Follow the main action</source>
        <translation>Seguir la acción principal</translation>
    </message>
    <message>
        <source>racial action</source>
        <translation>acción racial</translation>
    </message>
    <message>
        <source>Place a worker: {where}</source>
        <translation>Coloca un trabajador: {where}</translation>
    </message>
    <message>
        <source>Option {n}</source>
        <translation>Opción {n}</translation>
    </message>
    <message>
        <source>Recruit from space {n}</source>
        <translation>Reclutar del espacio {n}</translation>
    </message>
    <message>
        <source>Buy access to a {item} tile</source>
        <translation>Comprar acceso a una loseta de {item}</translation>
    </message>
    <message>
        <source>Choose to place {piece}</source>
        <translation>Elige dónde colocar {piece}</translation>
    </message>
    <message>
        <source>Cast a secret vote</source>
        <translation>Emitir un voto secreto</translation>
    </message>
    <message>
        <source>Proposal {n}</source>
        <translation>Propuesta {n}</translation>
    </message>
    <message>
        <source>Place {kind}: {item}</source>
        <translation>Colocar {kind}: {item}</translation>
    </message>
    <message>
        <source>Place {kind}</source>
        <translation>Colocar {kind}</translation>
    </message>
    <message>
        <source>first trade stall</source>
        <translation>primer puesto comercial</translation>
    </message>
    <message>
        <source>trade stall</source>
        <translation>puesto comercial</translation>
    </message>
    <message>
        <source>claim token</source>
        <translation>ficha de reclamo</translation>
    </message>
    <message>
        <source>neutral trade stall and claim</source>
        <translation>puesto comercial neutral y reclamo</translation>
    </message>
    <message>
        <source>building</source>
        <translation>edificio</translation>
    </message>
    <message>
        <source>house</source>
        <translation>casa</translation>
    </message>
    <message>
        <source>bridge or gate</source>
        <translation>puente o puerta</translation>
    </message>
    <message>
        <source>road</source>
        <translation>camino</translation>
    </message>
    <message>
        <source>prestige building</source>
        <translation>edificio de prestigio</translation>
    </message>
    <message>
        <source>Recruit {adviser} from space {n}</source>
        <translation>Reclutar a {adviser} del espacio {n}</translation>
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
        <translation>puntos: {list}</translation>
    </message>
    <message>
        <source>{name} {change:+d} money</source>
        <translation>{name} {change:+d} de dinero</translation>
    </message>
    <message>
        <source>delivered {resource} to {building}</source>
        <translation>entregó {resource} a {building}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>the vote chose {item}</source>
        <translation>la votación eligió {item}</translation>
    </message>
    <message>
        <source>{item} is complete</source>
        <translation>{item} está completo</translation>
    </message>
    <message>
        <source>a vote is called</source>
        <translation>se convoca una votación</translation>
    </message>
    <message>
        <source>no valid resource card was left</source>
        <translation>no quedaba ninguna carta de recurso válida</translation>
    </message>
    <message>
        <source>{item} is built</source>
        <translation>{item} se ha construido</translation>
    </message>
    <message>
        <source>a player must pick again</source>
        <translation>un jugador debe elegir de nuevo</translation>
    </message>
    <message>
        <source>{item} has no legal spot and is removed</source>
        <translation>{item} no tiene lugar legal y se retira</translation>
    </message>
    <message>
        <source>{item} leaves the game</source>
        <translation>{item} sale de la partida</translation>
    </message>
    <message>
        <source>the solo player collects income</source>
        <translation>el jugador en solitario cobra sus ingresos</translation>
    </message>
    <message>
        <source>votes revealed: {counts}</source>
        <translation>votos revelados: {counts}</translation>
    </message>
    <message>
        <source>as {category}: {effects}</source>
        <translation>como {category}: {effects}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>Follow: {effects}</source>
        <translation>Seguir: {effects}</translation>
    </message>
    <message>
        <source>Follow as {category}: {effects}</source>
        <translation>Seguir como {category}: {effects}</translation>
    </message>
    <message>
        <source>red</source>
        <translation>roja</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanca</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>Follow as {category}</source>
        <translation>Seguir como {category}</translation>
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
        <translation>Pulsa la primera a la novena opción del aviso</translation>
    </message>
    <message>
        <source>Drag from the tray</source>
        <translation>Arrastrar desde la bandeja</translation>
    </message>
    <message>
        <source>Take a piece; the shaded squares are where it may go</source>
        <translation>Toma una pieza; las casillas sombreadas son donde puede ir</translation>
    </message>
    <message>
        <source>R, Shift+R or the wheel</source>
        <translation>R, Mayús+R o la rueda</translation>
    </message>
    <message>
        <source>Turn the piece in hand</source>
        <translation>Girar la pieza que llevas</translation>
    </message>
    <message>
        <source>Esc or right click</source>
        <translation>Esc o clic derecho</translation>
    </message>
    <message>
        <source>Put the piece in hand back</source>
        <translation>Devolver la pieza que llevas</translation>
    </message>
    <message>
        <source>Ctrl+wheel, Ctrl++ and Ctrl+-</source>
        <translation>Ctrl+rueda, Ctrl++ y Ctrl+-</translation>
    </message>
    <message>
        <source>Zoom the board</source>
        <translation>Acercar o alejar el tablero</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo your last action (not past hidden or random information)</source>
        <translation>Deshacer tu última acción (no más allá de información oculta o aleatoria)</translation>
    </message>
    <message>
        <source>Ctrl+Y or Ctrl+Shift+Z</source>
        <translation>Ctrl+Y o Ctrl+Mayús+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>Esta lista</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>Player aid: recipes, costs by terrain, turn, votes</source>
        <translation>Ayuda de juego: recetas, costes por terreno, turno, votaciones</translation>
    </message>
    <message>
        <source>Hover a card&apos;s name</source>
        <translation>Pasar el ratón sobre el nombre de una carta</translation>
    </message>
    <message>
        <source>Show the card</source>
        <translation>Muestra la carta</translation>
    </message>
</context>
<context>
    <name>CityMap</name>
    <message>
        <source>Entrance (red)</source>
        <translation>Entrada (rojo)</translation>
    </message>
    <message>
        <source>Coastal (white)</source>
        <translation>Costero (blanco)</translation>
    </message>
    <message>
        <source>Forested (green)</source>
        <translation>Boscoso (verde)</translation>
    </message>
    <message>
        <source>Central (grey)</source>
        <translation>Central (gris)</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Río</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Muro</translation>
    </message>
    <message>
        <source>Unbuildable</source>
        <translation>No edificable</translation>
    </message>
    <message>
        <source>Reserved location</source>
        <translation>Ubicación reservada</translation>
    </message>
    <message>
        <source>Start space (used with this many players or more)</source>
        <translation>Casilla inicial (se usa con este número de jugadores o más)</translation>
    </message>
    <message>
        <source>Section border</source>
        <translation>Límite de sección</translation>
    </message>
</context>
<context>
    <name>CityMapPage</name>
    <message>
        <source>Map side</source>
        <translation>Cara del mapa</translation>
    </message>
    <message>
        <source>Thematic side</source>
        <translation>Cara temática</translation>
    </message>
    <message>
        <source>Symmetric side</source>
        <translation>Cara simétrica</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <source>What the terrains and marks of the board mean</source>
        <translation>Qué significan los terrenos y las marcas del tablero</translation>
    </message>
</context>
<context>
    <name>CityPage</name>
    <message>
        <source>Founders of Gloomhaven</source>
        <translation>Fundadores de Gloomhaven</translation>
    </message>
    <message>
        <source>Set up a hot-seat game for 1 to 4 players; any seat may be a computer player.</source>
        <translation>Prepara una partida por turnos en el mismo equipo para 1 a 4 jugadores; cualquier puesto puede ser un jugador del ordenador.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>Continuar la última partida</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Offer and tracker</source>
        <translation>Oferta y marcador</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Cargar…</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>End game and score</source>
        <translation>Terminar y puntuar</translation>
    </message>
    <message>
        <source>Final scores as they stand</source>
        <translation>Puntuación final tal como está</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Ajustes…</translation>
    </message>
    <message>
        <source>Speed, confirmations, hints</source>
        <translation>Velocidad, confirmaciones, pistas</translation>
    </message>
    <message>
        <source>Keys…</source>
        <translation>Teclas…</translation>
    </message>
    <message>
        <source>Keyboard and mouse (F1)</source>
        <translation>Teclado y ratón (F1)</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Ayuda de juego</translation>
    </message>
    <message>
        <source>Recipes, costs, turn, votes</source>
        <translation>Recetas, costes, turno, votaciones</translation>
    </message>
    <message>
        <source>Replay last turn</source>
        <translation>Repetir el último turno</translation>
    </message>
    <message>
        <source>Show the computer players&apos; last moves again, one by one</source>
        <translation>Vuelve a mostrar, una a una, las últimas jugadas de los jugadores del ordenador</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Teclado y ratón</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>¿Dejar esta partida?</translation>
    </message>
    <message>
        <source>A game is in progress. Leave it for another? It stays in its autosave.</source>
        <translation>Hay una partida en curso. ¿Dejarla por otra? Queda en su guardado automático.</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>No hay ninguna partida que continuar.</translation>
    </message>
    <message>
        <source>The game cannot be opened: {why}</source>
        <translation>No se puede abrir la partida: {why}</translation>
    </message>
    <message>
        <source>End the game now?</source>
        <translation>¿Terminar la partida ahora?</translation>
    </message>
    <message>
        <source>The game ends at once and is scored as it stands. This cannot be undone.</source>
        <translation>La partida termina ya y se puntúa tal como está. No se puede deshacer.</translation>
    </message>
    <message>
        <source>The computer players have not moved yet.</source>
        <translation>Los jugadores del ordenador aún no han jugado.</translation>
    </message>
    <message>
        <source>The computer player {name} stopped with an error and cannot move. The details are in the log (Help &gt; Open log folder).</source>
        <translation>El jugador del ordenador {name} se detuvo por un error y no puede mover. Los detalles están en el registro (Ayuda &gt; Abrir carpeta de registros).</translation>
    </message>
    <message>
        <source>Founders of Gloomhaven — {map}</source>
        <translation>Fundadores de Gloomhaven — {map}</translation>
    </message>
    <message>
        <source>Play this card?</source>
        <translation>¿Jugar esta carta?</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Not allowed: {codes}</source>
        <translation>No permitido: {codes}</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Deshecho.</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Rehecho.</translation>
    </message>
    <message>
        <source>City games (*{suffix})</source>
        <translation>Partidas de ciudad (*{suffix})</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>Guardado {name}.</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Cargar partida</translation>
    </message>
</context>
<context>
    <name>CityPieces</name>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <source>First trade stall (set-up)</source>
        <translation>Primer puesto comercial (preparación)</translation>
    </message>
    <message>
        <source>Trade stall (import)</source>
        <translation>Puesto comercial (importar)</translation>
    </message>
    <message>
        <source>Import and buy access</source>
        <translation>Importar y comprar acceso</translation>
    </message>
    <message>
        <source>Claim token (buy access)</source>
        <translation>Ficha de reclamo (comprar acceso)</translation>
    </message>
    <message>
        <source>Tier 2/3 resource building</source>
        <translation>Edificio de recurso de nivel 2/3</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Casa</translation>
    </message>
    <message>
        <source>Bridge or gate</source>
        <translation>Puente o puerta</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Camino</translation>
    </message>
    <message>
        <source>Prestige building</source>
        <translation>Edificio de prestigio</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>Key: {n}</source>
        <translation>Clave: {n}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (ordenador) está pensando…</translation>
    </message>
    <message>
        <source>{name}: {question}</source>
        <translation>{name}: {question}</translation>
    </message>
    <message>
        <source>You cannot follow the {card} now: take a basic action.</source>
        <translation>Ahora no puedes seguir la carta {card}: realiza una acción básica.</translation>
    </message>
    <message>
        <source>Or drag a piece from the tray onto a shaded square.</source>
        <translation>O arrastra una pieza de la bandeja a una casilla sombreada.</translation>
    </message>
    <message>
        <source>Recruit {card} for {cost} money: {points} points; main action: {effects}</source>
        <translation>Reclutar {card} por {cost} de dinero: {points} puntos; acción principal: {effects}</translation>
    </message>
    <message>
        <source>Worker on your race mat: {effects}</source>
        <translation>Trabajador en tu tablero de raza: {effects}</translation>
    </message>
    <message>
        <source>Worker on the {building}: {effects}</source>
        <translation>Trabajador en {building}: {effects}</translation>
    </message>
    <message>
        <source>Buy access to {owner}&apos;s {item} tile</source>
        <translation>Comprar acceso a la loseta de {item} de {owner}</translation>
    </message>
    <message>
        <source>Proposal {n}: {name}</source>
        <translation>Propuesta {n}: {name}</translation>
    </message>
    <message>
        <source>Play {n} cards before calling a vote.</source>
        <translation>Juega {n} cartas antes de convocar una votación.</translation>
    </message>
    <message>
        <source>Its main action cannot be carried out now.</source>
        <translation>Su acción principal no se puede realizar ahora.</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Boca arriba</translation>
    </message>
    <message>
        <source>Call to Vote is played face up only.</source>
        <translation>Convocar a votación solo se juega boca arriba.</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Boca abajo</translation>
    </message>
    <message>
        <source>Basic action: 1 money, 1 fleeting influence, 1 road or a worker.</source>
        <translation>Acción básica: 1 de dinero, 1 de influencia efímera, 1 camino o un trabajador.</translation>
    </message>
    <message>
        <source>Secret vote</source>
        <translation>Votación secreta</translation>
    </message>
    <message>
        <source>Pass the computer to {name}. The others look away.</source>
        <translation>Pasa el ordenador a {name}. Los demás no miran.</translation>
    </message>
    <message>
        <source>I am {name}: show my vote</source>
        <translation>Soy {name}: mostrar mi voto</translation>
    </message>
</context>
<context>
    <name>DragController</name>
    <message numerus="yes">
        <source>%n other piece(s) now break the rules (marked !).</source>
        <translation>
            <numerusform>%n pieza más incumple ahora las reglas (marcada con !).</numerusform>
            <numerusform>%n piezas más incumplen ahora las reglas (marcadas con !).</numerusform>
        </translation>
    </message>
    <message>
        <source>Placed against the rules: {reasons}</source>
        <translation>Colocado contra las reglas: {reasons}</translation>
    </message>
    <message>
        <source>Placed.</source>
        <translation>Colocado.</translation>
    </message>
    <message>
        <source>Not placed: {reasons}</source>
        <translation>No colocado: {reasons}</translation>
    </message>
    <message numerus="yes">
        <source>Laid %n road(s).</source>
        <translation>
            <numerusform>Colocado %n camino.</numerusform>
            <numerusform>Colocados %n caminos.</numerusform>
        </translation>
    </message>
    <message>
        <source>No road laid: {reasons}</source>
        <translation>No se ha colocado ningún camino: {reasons}</translation>
    </message>
    <message>
        <source>No road laid: the square is not allowed or taken.</source>
        <translation>No se ha colocado ningún camino: la casilla no está permitida o está ocupada.</translation>
    </message>
    <message numerus="yes">
        <source>Laid %n road(s); the other squares are not allowed or taken.</source>
        <translation>
            <numerusform>Colocado %n camino; las demás casillas no están permitidas u ocupadas.</numerusform>
            <numerusform>Colocados %n caminos; las demás casillas no están permitidas u ocupadas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EffectText</name>
    <message>
        <source> per house</source>
        <translation> por casa</translation>
    </message>
    <message>
        <source> per bridge or gate</source>
        <translation> por puente o puerta</translation>
    </message>
    <message>
        <source> per resource type owned</source>
        <translation> por tipo de recurso que poseas</translation>
    </message>
    <message>
        <source> per adviser recruited</source>
        <translation> por consejero reclutado</translation>
    </message>
    <message>
        <source> per prestige building delivered to</source>
        <translation> por edificio de prestigio abastecido</translation>
    </message>
    <message>
        <source>gain {n} money</source>
        <translation>ganar {n} de dinero</translation>
    </message>
    <message>
        <source>pay {n} money</source>
        <translation>pagar {n} de dinero</translation>
    </message>
    <message>
        <source>lasting</source>
        <translation>duradera</translation>
    </message>
    <message>
        <source>fleeting</source>
        <translation>efímera</translation>
    </message>
    <message>
        <source>gain {n} {kind} influence</source>
        <translation>ganar {n} de influencia {kind}</translation>
    </message>
    <message>
        <source>score {n} points</source>
        <translation>ganar {n} puntos</translation>
    </message>
    <message>
        <source>build {n} road(s)</source>
        <translation>construir {n} camino(s)</translation>
    </message>
    <message>
        <source>recruit an adviser</source>
        <translation>reclutar un consejero</translation>
    </message>
    <message>
        <source>trade</source>
        <translation>comercio</translation>
    </message>
    <message>
        <source>Recruit</source>
        <translation>Reclutar</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Comercio</translation>
    </message>
    <message>
        <source>Upgrade</source>
        <translation>Mejora</translation>
    </message>
    <message>
        <source>Construct</source>
        <translation>Construir</translation>
    </message>
    <message>
        <source>import</source>
        <translation>importar</translation>
    </message>
    <message>
        <source>buy access</source>
        <translation>comprar acceso</translation>
    </message>
    <message>
        <source>import and buy access</source>
        <translation>importar y comprar acceso</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojas</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blancas</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verdes</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grises</translation>
    </message>
    <message>
        <source>, {n} money cheaper</source>
        <translation>, {n} de dinero más barato</translation>
    </message>
    <message>
        <source>trade ({forms})</source>
        <translation>comerciar ({forms})</translation>
    </message>
    <message>
        <source> on {terrains} squares only</source>
        <translation> solo en casillas {terrains}</translation>
    </message>
    <message>
        <source> and a road</source>
        <translation> y un camino</translation>
    </message>
    <message>
        <source>upgrade (tier {tiers}){road}</source>
        <translation>mejorar (nivel {tiers}){road}</translation>
    </message>
    <message>
        <source>construct a house</source>
        <translation>construir una casa</translation>
    </message>
    <message>
        <source>construct a bridge/gate</source>
        <translation>construir un puente/puerta</translation>
    </message>
    <message>
        <source>construct a house or bridge/gate</source>
        <translation>construir una casa o un puente/puerta</translation>
    </message>
    <message>
        <source>collect income</source>
        <translation>cobrar ingresos</translation>
    </message>
    <message>
        <source>take a {category} follow action</source>
        <translation>realizar una acción de seguimiento de {category}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
</context>
<context>
    <name>ElementBoard</name>
    <message>
        <source>strong</source>
        <translation>fuerte</translation>
    </message>
    <message>
        <source>waning</source>
        <translation>menguante</translation>
    </message>
    <message>
        <source>inert</source>
        <translation>inerte</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Elements:</source>
        <translation>Elementos:</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>You won the solo game!</source>
        <translation>¡Has ganado la partida en solitario!</translation>
    </message>
    <message>
        <source>The solo game is lost.</source>
        <translation>La partida en solitario se ha perdido.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>¡{name} gana!</translation>
    </message>
    <message>
        <source>Open slots left: {slots}; buildings complete: {complete} of {buildings}.</source>
        <translation>Espacios abiertos restantes: {slots}; edificios completos: {complete} de {buildings}.</translation>
    </message>
    <message>
        <source>Every slot of every building was delivered (buildings: {buildings}).</source>
        <translation>Se entregaron todos los espacios de todos los edificios (edificios: {buildings}).</translation>
    </message>
    <message>
        <source>The game was ended before its sixth completion; scores as they stood.</source>
        <translation>La partida terminó antes de su sexta finalización; puntuaciones tal como estaban.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Board and cards</source>
        <translation>Tablero y cartas</translation>
    </message>
    <message>
        <source>Lasting influence</source>
        <translation>Influencia duradera</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Points over the game</source>
        <translation>Puntos a lo largo de la partida</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>Volver al tablero</translation>
    </message>
</context>
<context>
    <name>EntryList</name>
    <message>
        <source>Add an entry</source>
        <translation>Añadir una entrada</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
</context>
<context>
    <name>FigurePanel</name>
    <message>
        <source>none</source>
        <extracomment>Move value and movement mode for the reach shading.</extracomment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Initiative:</source>
        <translation>Iniciativa:</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Standee number:</source>
        <translation>Número de peana:</translation>
    </message>
    <message>
        <source>Make this the active monster</source>
        <translation>Convertir en el monstruo activo</translation>
    </message>
    <message>
        <source>Move value to show:</source>
        <translation>Valor de movimiento a mostrar:</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>A pie</translation>
    </message>
    <message>
        <source>Starts the scenario with:</source>
        <translation>Empieza el escenario con:</translation>
    </message>
    <message>
        <source>no shield</source>
        <translation>sin escudo</translation>
    </message>
    <message>
        <source>no retaliate</source>
        <translation>sin represalia</translation>
    </message>
    <message>
        <source>adjacent</source>
        <translation>adyacente</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Salto</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Vuelo</translation>
    </message>
    <message>
        <source>Teleport</source>
        <translation>Teletransporte</translation>
    </message>
    <message>
        <source>Shield:</source>
        <translation>Escudo:</translation>
    </message>
    <message>
        <source>Retaliate:</source>
        <translation>Represalia:</translation>
    </message>
    <message>
        <source>Retaliate range:</source>
        <translation>Alcance de la represalia:</translation>
    </message>
    <message>
        <source>Movement:</source>
        <translation>Movimiento:</translation>
    </message>
    <message>
        <source>No figure selected. Pick one with the Select tool.</source>
        <translation>Ninguna figura seleccionada. Elige una con la herramienta Seleccionar.</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Character summon</source>
        <translation>Invocación de personaje</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monstruo</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>(active monster)</source>
        <translation>(monstruo activo)</translation>
    </message>
</context>
<context>
    <name>FigureStatus</name>
    <message>
        <source>Figure</source>
        <translation>Figura</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Estados</translation>
    </message>
</context>
<context>
    <name>FileRefusal</name>
    <message>
        <source>the move is not written correctly (field {field})</source>
        <translation>el movimiento no está bien escrito (campo {field})</translation>
    </message>
    <message>
        <source>the game cannot be set up with this pack ({reason})</source>
        <translation>la partida no se puede preparar con este paquete ({reason})</translation>
    </message>
    <message>
        <source>the game could not replay this move</source>
        <translation>la partida no pudo repetir este movimiento</translation>
    </message>
    <message>
        <source>it is made by a player whose turn it is not</source>
        <translation>lo hace un jugador al que no le toca</translation>
    </message>
    <message>
        <source>this kind of move is not possible at that point</source>
        <translation>ese tipo de movimiento no es posible en ese momento</translation>
    </message>
    <message>
        <source>the card is not in the player&apos;s hand</source>
        <translation>la carta no está en la mano del jugador</translation>
    </message>
    <message>
        <source>Call to Vote is played before enough cards have been played</source>
        <translation>se juega Convocar a votación antes de haber jugado suficientes cartas</translation>
    </message>
    <message>
        <source>Call to Vote cannot be played face down</source>
        <translation>Convocar a votación no se puede jugar boca abajo</translation>
    </message>
    <message>
        <source>the card&apos;s main action cannot be done</source>
        <translation>la acción principal de la carta no se puede hacer</translation>
    </message>
    <message>
        <source>it spends more influence than the player has</source>
        <translation>gasta más influencia de la que tiene el jugador</translation>
    </message>
    <message>
        <source>that adviser cannot be recruited</source>
        <translation>ese consejero no se puede reclutar</translation>
    </message>
    <message>
        <source>the piece cannot be placed there</source>
        <translation>la pieza no se puede colocar ahí</translation>
    </message>
    <message>
        <source>the game was already over</source>
        <translation>la partida ya había terminado</translation>
    </message>
    <message>
        <source>the rules do not allow it ({code})</source>
        <translation>las reglas no lo permiten ({code})</translation>
    </message>
    <message>
        <source>The save is of a scenario this app does not have.</source>
        <translation>La partida guardada es de un escenario que esta aplicación no tiene.</translation>
    </message>
    <message>
        <source>The scenario kept in the save is not valid.</source>
        <translation>El escenario guardado en la partida no es válido.</translation>
    </message>
    <message>
        <source>A move in the save breaks the rules.</source>
        <translation>Un movimiento de la partida guardada incumple las reglas.</translation>
    </message>
    <message>
        <source>This is not a tactics save.</source>
        <translation>No es una partida guardada de táctica.</translation>
    </message>
    <message>
        <source>The saved game cannot be set up: {rule}.</source>
        <translation>La partida guardada no se puede preparar: {rule}.</translation>
    </message>
    <message>
        <source>Move {number} of the saved game cannot be replayed: {rule}.</source>
        <translation>El movimiento {number} de la partida guardada no se puede repetir: {rule}.</translation>
    </message>
    <message>
        <source>{file}: the file cannot be read ({why}).</source>
        <translation>{file}: no se puede leer el archivo ({why}).</translation>
    </message>
    <message>
        <source>{file}: the file cannot be written or read ({why}).</source>
        <translation>{file}: no se puede escribir ni leer el archivo ({why}).</translation>
    </message>
    <message>
        <source>Something went wrong with the file ({kind}); the game goes on.</source>
        <translation>Algo falló con el archivo ({kind}); la partida sigue.</translation>
    </message>
</context>
<context>
    <name>FootprintGrid</name>
    <message>
        <source>Click a square to cover or uncover it</source>
        <translation>Haz clic en una casilla para cubrirla o descubrirla</translation>
    </message>
</context>
<context>
    <name>GameTray</name>
    <message>
        <source>Pieces to place</source>
        <translation>Piezas por colocar</translation>
    </message>
    <message>
        <source>{kind}: {item}</source>
        <translation>{kind}: {item}</translation>
    </message>
    <message>
        <source>Drag a piece onto a shaded square, or click it and then the square. R or the wheel turns it, Esc puts it back. Roads: drag across squares to lay them one by one.</source>
        <translation>Arrastra una pieza a una casilla sombreada, o haz clic en ella y luego en la casilla. R o la rueda la giran, Esc la devuelve. Caminos: arrastra por las casillas para colocarlos uno a uno.</translation>
    </message>
    <message>
        <source>Your race&apos;s resource, on a numbered grey start space.</source>
        <translation>El recurso de tu raza, en un espacio inicial gris numerado.</translation>
    </message>
    <message>
        <source>Import one of your basic resources: anywhere not touching another tile you own (it need not be connected), one tile of each resource per city section.</source>
        <translation>Importa uno de tus recursos básicos: en cualquier lugar que no toque otra loseta tuya (no hace falta que esté conectada), una loseta de cada recurso por sección de la ciudad.</translation>
    </message>
    <message>
        <source>Import a neutral resource and buy access to it.</source>
        <translation>Importa un recurso neutral y compra acceso a él.</translation>
    </message>
    <message>
        <source>A tier 2 or 3 building: each prerequisite must be connected and yours or accessed; their owners score.</source>
        <translation>Un edificio de nivel 2 o 3: cada requisito debe estar conectado y ser tuyo o tener acceso; sus dueños puntúan.</translation>
    </message>
    <message>
        <source>A house on a green square, one per section: unlocks a worker.</source>
        <translation>Una casa en una casilla verde, una por sección: desbloquea un trabajador.</translation>
    </message>
    <message>
        <source>A bridge or gate on a river or wall square: a road for you only.</source>
        <translation>Un puente o una puerta en una casilla de río o muro: un camino solo para ti.</translation>
    </message>
    <message>
        <source>A road connected to something you own.</source>
        <translation>Un camino conectado a algo tuyo.</translation>
    </message>
    <message>
        <source>The voted prestige building: must touch its colour, one of each type per section.</source>
        <translation>El edificio de prestigio votado: debe tocar su color, uno de cada tipo por sección.</translation>
    </message>
</context>
<context>
    <name>InitiativeTrack</name>
    <message>
        <source>Turn order: shown once every character has chosen.</source>
        <translation>Orden de turno: se muestra cuando todos los personajes han elegido.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open saved game</source>
        <translation>Abrir partida guardada</translation>
    </message>
    <message>
        <source>Founders Desktop saves (*.fdsave)</source>
        <translation>Partidas guardadas de Founders Desktop (*.fdsave)</translation>
    </message>
    <message>
        <source>Cannot open the saved game</source>
        <translation>No se puede abrir la partida guardada</translation>
    </message>
    <message>
        <source>{path}
This version of the app cannot open this kind of saved game yet.</source>
        <translation>{path}
Esta versión de la aplicación aún no puede abrir este tipo de partida guardada.</translation>
    </message>
    <message>
        <source>Founders Desktop</source>
        <translation>Founders Desktop</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>Idioma del &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Start page</source>
        <translation>Página de &amp;inicio</translation>
    </message>
    <message>
        <source>New &amp;city game</source>
        <translation>Nueva partida de &amp;ciudad</translation>
    </message>
    <message>
        <source>Map &amp;sandbox</source>
        <translation>Mapa de &amp;pruebas</translation>
    </message>
    <message>
        <source>&amp;Tactics</source>
        <translation>&amp;Táctica</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Abrir partida guardada…</translation>
    </message>
    <message>
        <source>Content &amp;packs…</source>
        <translation>&amp;Paquetes de contenido…</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation>&amp;Ajustar el tablero a la ventana</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>&amp;About Founders Desktop</source>
        <translation>&amp;Acerca de Founders Desktop</translation>
    </message>
    <message>
        <source>&amp;Player aid</source>
        <translation>A&amp;yuda de juego</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Abrir carpeta de &amp;registros</translation>
    </message>
</context>
<context>
    <name>MapHeader</name>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>muy difícil</translation>
    </message>
</context>
<context>
    <name>MapHeaderPanel</name>
    <message>
        <source>Sections</source>
        <translation>Secciones</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>How hard a solo game is when its first stall stands in this section</source>
        <translation>Lo difícil que es una partida en solitario cuando su primer puesto está en esta sección</translation>
    </message>
    <message>
        <source>Section {n}</source>
        <translation>Sección {n}</translation>
    </message>
    <message>
        <source>Reserved locations</source>
        <translation>Lugares reservados</translation>
    </message>
    <message>
        <source>None painted yet.</source>
        <translation>Aún no hay ninguno pintado.</translation>
    </message>
    <message>
        <source>Location {letter} takes</source>
        <translation>El lugar {letter} admite</translation>
    </message>
</context>
<context>
    <name>MapPainter</name>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Secciones</translation>
    </message>
    <message>
        <source>Start numbers</source>
        <translation>Números de inicio</translation>
    </message>
    <message>
        <source>Reserved locations</source>
        <translation>Ubicaciones reservadas</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Pintar</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Nothing (clear the mark)</source>
        <translation>Nada (borrar la marca)</translation>
    </message>
    <message>
        <source>Section %1</source>
        <translation>Sección %1</translation>
    </message>
    <message>
        <source>Start space %1</source>
        <translation>Casilla inicial %1</translation>
    </message>
    <message>
        <source>Location %1</source>
        <translation>Lugar %1</translation>
    </message>
    <message>
        <source>paint</source>
        <translation>pintar</translation>
    </message>
    <message>
        <source>header</source>
        <translation>cabecera</translation>
    </message>
    <message>
        <source>Layout from: [%1]</source>
        <translation>Trazado de: [%1]</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more.</source>
        <translation>
            <numerusform>…y %n más.</numerusform>
            <numerusform>…y %n más.</numerusform>
        </translation>
    </message>
    <message>
        <source>The map cannot be used yet:</source>
        <translation>El mapa aún no se puede usar:</translation>
    </message>
    <message>
        <source>The map passes its checks.</source>
        <translation>El mapa supera sus comprobaciones.</translation>
    </message>
    <message>
        <source>Map: {name}</source>
        <translation>Mapa: {name}</translation>
    </message>
</context>
<context>
    <name>MapProblem</name>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Secciones</translation>
    </message>
    <message>
        <source>Start numbers</source>
        <translation>Números de inicio</translation>
    </message>
    <message>
        <source>Reserved locations</source>
        <translation>Lugares reservados</translation>
    </message>
    <message>
        <source>Map header</source>
        <translation>Cabecera del mapa</translation>
    </message>
    <message>
        <source>“{char}” is not a mark this layer knows.</source>
        <translation>«{char}» no es una marca que esta capa conozca.</translation>
    </message>
    <message>
        <source>Start space {number} is on {terrain}; start spaces are grey.</source>
        <translation>La casilla inicial {number} está en {terrain}; las casillas iniciales son grises.</translation>
    </message>
    <message>
        <source>A reserved square needs a location letter on the Reserved locations layer.</source>
        <translation>Una casilla reservada necesita una letra de lugar en la capa de lugares reservados.</translation>
    </message>
    <message>
        <source>Location {letter} is on a square whose terrain is not a reserved location.</source>
        <translation>El lugar {letter} está en una casilla cuyo terreno no es un lugar reservado.</translation>
    </message>
    <message>
        <source>This location letter is not named in the map header (“location x = …”).</source>
        <translation>Esta letra de lugar no figura en la cabecera del mapa («location x = …»).</translation>
    </message>
    <message>
        <source>This location has no squares on the Reserved locations layer.</source>
        <translation>Este lugar no tiene casillas en la capa de lugares reservados.</translation>
    </message>
    <message>
        <source>The region the rivers and walls make here needs one section number on all its squares.</source>
        <translation>La zona que forman aquí los ríos y murallas necesita un mismo número de sección en todas sus casillas.</translation>
    </message>
    <message>
        <source>Section {number} is split by rivers or walls into separate regions.</source>
        <translation>La sección {number} queda partida en zonas separadas por ríos o murallas.</translation>
    </message>
    <message>
        <source>Section {number} is given to a square of {terrain}.</source>
        <translation>La sección {number} está asignada a una casilla de {terrain}.</translation>
    </message>
    <message>
        <source>Rivers, walls, unbuildable and reserved squares split the city into {count} sections; it must have {expected}.</source>
        <translation>Los ríos, murallas y casillas no edificables o reservadas dividen la ciudad en {count} secciones; debe tener {expected}.</translation>
    </message>
    <message>
        <source>The header names a section that is not on the map.</source>
        <translation>La cabecera nombra una sección que no está en el mapa.</translation>
    </message>
    <message>
        <source>It has {count} green squares; it needs at least {least}, one house per player.</source>
        <translation>Tiene {count} casillas verdes; necesita al menos {least}, una casa por jugador.</translation>
    </message>
    <message>
        <source>It has no square of {terrain} for early trade.</source>
        <translation>No tiene ninguna casilla de {terrain} para el comercio temprano.</translation>
    </message>
    <message>
        <source>It has no numbered start space.</source>
        <translation>No tiene ninguna casilla inicial numerada.</translation>
    </message>
    <message>
        <source>Too few start spaces for {players}: a game of that many players needs {players} numbered {players} or less, and there are {usable}.</source>
        <translation>Faltan casillas iniciales para {players}: una partida con tantos jugadores necesita {players} numeradas con {players} o menos, y hay {usable}.</translation>
    </message>
    <message>
        <source>This layer has {rows} rows; the terrain has {expected}.</source>
        <translation>Esta capa tiene {rows} filas; el terreno tiene {expected}.</translation>
    </message>
    <message>
        <source>This row has {squares} squares; the terrain&apos;s rows have {expected}.</source>
        <translation>Esta fila tiene {squares} casillas; las filas del terreno tienen {expected}.</translation>
    </message>
    <message>
        <source>This layer is missing from the file.</source>
        <translation>Falta esta capa en el archivo.</translation>
    </message>
    <message>
        <source>The map check says: {message}</source>
        <translation>La comprobación del mapa dice: {message}</translation>
    </message>
    <message>
        <source>Square {x}, {y}</source>
        <translation>Casilla {x}, {y}</translation>
    </message>
    <message>
        <source>Section {number}</source>
        <translation>Sección {number}</translation>
    </message>
    <message>
        <source>Location {letter}</source>
        <translation>Lugar {letter}</translation>
    </message>
</context>
<context>
    <name>OutcomePanel</name>
    <message>
        <source>dashed orange ring: the focus (every tied focus)</source>
        <translation>anillo naranja discontinuo: el foco (cada foco empatado)</translation>
    </message>
    <message>
        <source>purple: the path and the numbered destinations (pick one on the board)</source>
        <translation>morado: el camino y los destinos numerados (elige uno en el tablero)</translation>
    </message>
    <message>
        <source>red crosshair: a target; hatched red: the area attack as placed</source>
        <translation>mira roja: un objetivo; rojo rayado: el ataque de área tal como se coloca</translation>
    </message>
    <message>
        <source>Place a monster and make it the active monster to see its turn.</source>
        <translation>Coloca un monstruo y conviértelo en el monstruo activo para ver su turno.</translation>
    </message>
    <message>
        <source>A ranged area attack needs a range of at least 1: set the range, or tick Melee for a pattern around the monster.</source>
        <translation>Un ataque de área a distancia necesita un alcance de al menos 1: fija el alcance o marca Cuerpo a cuerpo para un patrón alrededor del monstruo.</translation>
    </message>
    <message>
        <source>The engine cannot solve this monster turn yet.</source>
        <translation>El motor aún no puede resolver este turno de monstruo.</translation>
    </message>
    <message>
        <source>One outcome: the rules decide everything.</source>
        <translation>Un resultado: las reglas lo deciden todo.</translation>
    </message>
    <message numerus="yes">
        <source>%n outcomes: the players choose one.</source>
        <translation>
            <numerusform>%n resultado: los jugadores eligen uno.</numerusform>
            <numerusform>%n resultados: los jugadores eligen uno.</numerusform>
        </translation>
    </message>
    <message>
        <source>Monster %1</source>
        <translation>Monstruo %1</translation>
    </message>
    <message>
        <source>(elite)</source>
        <translation>(élite)</translation>
    </message>
    <message>
        <source>The ability being tested</source>
        <translation>La habilidad que se prueba</translation>
    </message>
    <message>
        <source>Character %1</source>
        <translation>Personaje %1</translation>
    </message>
    <message>
        <source>Summon %1</source>
        <translation>Invocación %1</translation>
    </message>
    <message>
        <source>moves one hex</source>
        <translation>se mueve un hexágono</translation>
    </message>
    <message numerus="yes">
        <source>moves %n hexes</source>
        <translation>
            <numerusform>se mueve %n hexágono</numerusform>
            <numerusform>se mueve %n hexágonos</numerusform>
        </translation>
    </message>
    <message>
        <source>stays</source>
        <translation>se queda</translation>
    </message>
    <message>
        <source>attacks %1</source>
        <translation>ataca a %1</translation>
    </message>
    <message>
        <source>no attack</source>
        <translation>sin ataque</translation>
    </message>
    <message>
        <source>focus %1</source>
        <translation>foco %1</translation>
    </message>
    <message>
        <source>Edited since opened: </source>
        <translation>Editado desde que se abrió: </translation>
    </message>
    <message>
        <source>Matches the case&apos;s expected outcomes.</source>
        <translation>Coincide con los resultados esperados del caso.</translation>
    </message>
    <message>
        <source>Differs from the case&apos;s expected outcomes.</source>
        <translation>Difiere de los resultados esperados del caso.</translation>
    </message>
    <message>
        <source>missing: ends %1, attacks %2</source>
        <translation>falta: termina en %1, ataca a %2</translation>
    </message>
    <message>
        <source>extra: ends %1, attacks %2</source>
        <translation>sobra: termina en %1, ataca a %2</translation>
    </message>
</context>
<context>
    <name>PackActions</name>
    <message>
        <source>Gain money</source>
        <translation>Ganar dinero</translation>
    </message>
    <message>
        <source>Pay money</source>
        <translation>Pagar dinero</translation>
    </message>
    <message>
        <source>Gain influence</source>
        <translation>Ganar influencia</translation>
    </message>
    <message>
        <source>Gain points</source>
        <translation>Ganar puntos</translation>
    </message>
    <message>
        <source>Build roads</source>
        <translation>Construir caminos</translation>
    </message>
    <message>
        <source>Recruit</source>
        <translation>Reclutar</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Comerciar</translation>
    </message>
    <message>
        <source>Upgrade</source>
        <translation>Mejorar</translation>
    </message>
    <message>
        <source>Construct</source>
        <translation>Construir</translation>
    </message>
    <message>
        <source>Collect income</source>
        <translation>Cobrar ingresos</translation>
    </message>
    <message>
        <source>Follow action</source>
        <translation>Acción de seguimiento</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Elección</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>cantidad</translation>
    </message>
    <message>
        <source>per</source>
        <translation>por</translation>
    </message>
    <message>
        <source>lasting</source>
        <translation>duradera</translation>
    </message>
    <message>
        <source>count</source>
        <translation>número</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>descuento</translation>
    </message>
    <message>
        <source>forms</source>
        <translation>formas</translation>
    </message>
    <message>
        <source>terrains</source>
        <translation>terrenos</translation>
    </message>
    <message>
        <source>tiers</source>
        <translation>niveles</translation>
    </message>
    <message>
        <source>with a road</source>
        <translation>con un camino</translation>
    </message>
    <message>
        <source>buildings</source>
        <translation>edificios</translation>
    </message>
    <message>
        <source>category</source>
        <translation>categoría</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>house</source>
        <translation>casa</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>puente</translation>
    </message>
    <message>
        <source>resource type owned</source>
        <translation>tipo de recurso poseído</translation>
    </message>
    <message>
        <source>prestige building delivered to</source>
        <translation>edificio de prestigio abastecido</translation>
    </message>
    <message>
        <source>adviser recruited</source>
        <translation>consejero reclutado</translation>
    </message>
    <message>
        <source>import</source>
        <translation>importar</translation>
    </message>
    <message>
        <source>buy access</source>
        <translation>comprar acceso</translation>
    </message>
    <message>
        <source>import and buy access</source>
        <translation>importar y comprar acceso</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanco</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>recruit</source>
        <translation>reclutar</translation>
    </message>
    <message>
        <source>trade</source>
        <translation>comerciar</translation>
    </message>
    <message>
        <source>upgrade</source>
        <translation>mejorar</translation>
    </message>
    <message>
        <source>construct</source>
        <translation>construir</translation>
    </message>
</context>
<context>
    <name>PackChoice</name>
    <message>
        <source>Bundled pack (designed by this project), version {version}</source>
        <translation>Paquete incluido (diseño de este proyecto), versión {version}</translation>
    </message>
    <message>
        <source>{name} ({id}, version {version})</source>
        <translation>{name} ({id}, versión {version})</translation>
    </message>
    <message>
        <source>File &gt; Content packs… makes and imports packs</source>
        <translation>Archivo &gt; Paquetes de contenido… crea e importa paquetes</translation>
    </message>
</context>
<context>
    <name>PackEditor</name>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>media</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>muy difícil</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Costes</translation>
    </message>
    <message>
        <source>Supplies</source>
        <translation>Suministros</translation>
    </message>
    <message>
        <source>Vote and scoring</source>
        <translation>Votación y puntuación</translation>
    </message>
    <message>
        <source>[{provenance}]</source>
        <translation>[{provenance}]</translation>
    </message>
    <message>
        <source>Where this value comes from</source>
        <translation>De dónde viene este valor</translation>
    </message>
    <message>
        <source>Edit the content pack “{name}”</source>
        <translation>Editar el paquete de contenido «{name}»</translation>
    </message>
    <message>
        <source>Enter the values printed on your cards. A value you change is marked [owner]; problems are shown under their field as you type.</source>
        <translation>Introduce los valores impresos en tus cartas. Un valor que cambies se marca [propietario]; los problemas se muestran bajo su campo mientras escribes.</translation>
    </message>
    <message>
        <source>Races</source>
        <translation>Razas</translation>
    </message>
    <message>
        <source>Advisers</source>
        <translation>Consejeros</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <source>Prestige buildings</source>
        <translation>Edificios de prestigio</translation>
    </message>
    <message>
        <source>Standard cards</source>
        <translation>Cartas estándar</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Logros</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>any remaining resource</source>
        <translation>cualquier recurso que quede</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Recurso</translation>
    </message>
    <message>
        <source>Forbidden resources</source>
        <translation>Recursos prohibidos</translation>
    </message>
    <message>
        <source>Racial action</source>
        <translation>Acción racial</translation>
    </message>
    <message>
        <source>Solo difficulty</source>
        <translation>Dificultad en solitario</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categoría</translation>
    </message>
    <message>
        <source>Resource needed</source>
        <translation>Recurso necesario</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Main action</source>
        <translation>Acción principal</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Losetas</translation>
    </message>
    <message>
        <source>Recipe (points per prerequisite)</source>
        <translation>Receta (puntos por requisito)</translation>
    </message>
    <message>
        <source>Rules values</source>
        <translation>Valores de las reglas</translation>
    </message>
    <message>
        <source>Not an action of known effects: edit it in the pack&apos;s JSON file.</source>
        <translation>No es una acción de efectos conocidos: edítala en el archivo JSON del paquete.</translation>
    </message>
    <message>
        <source>none (a basic resource)</source>
        <translation>ninguna (un recurso básico)</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): no game can use this pack until they are fixed; it can be saved as a draft.</source>
        <translation>
            <numerusform>%n problema: ninguna partida puede usar este paquete hasta corregirlo; se puede guardar como borrador.</numerusform>
            <numerusform>%n problemas: ninguna partida puede usar este paquete hasta corregirlos; se puede guardar como borrador.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Map “%1”: %n problem(s), crossed out on its tab.</source>
        <translation>
            <numerusform>Mapa «%1»: %n problema, tachado en su pestaña.</numerusform>
            <numerusform>Mapa «%1»: %n problemas, tachados en su pestaña.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pack passes its checks.</source>
        <translation>El paquete supera sus comprobaciones.</translation>
    </message>
    <message numerus="yes">
        <source>The maps or the race drafts do not work with %n value(s), shown under their field:</source>
        <translation>
            <numerusform>Los mapas o los repartos de razas no funcionan con %n valor, mostrado bajo su campo:</numerusform>
            <numerusform>Los mapas o los repartos de razas no funcionan con %n valores, mostrados bajo su campo:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved as a draft with %n problem(s): no game can use this pack until they are fixed.</source>
        <translation>
            <numerusform>Guardado como borrador con %n problema: ninguna partida puede usar este paquete hasta corregirlo.</numerusform>
            <numerusform>Guardado como borrador con %n problemas: ninguna partida puede usar este paquete hasta corregirlos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved. The pack passes its checks and can be chosen for a game.</source>
        <translation>Guardado. El paquete supera sus comprobaciones y se puede elegir para una partida.</translation>
    </message>
    <message>
        <source>Close the editor?</source>
        <translation>¿Cerrar el editor?</translation>
    </message>
    <message>
        <source>Your changes are not saved. Close without saving them?</source>
        <translation>Tus cambios no están guardados. ¿Cerrar sin guardarlos?</translation>
    </message>
</context>
<context>
    <name>PackProblem</name>
    <message>
        <source>rulebook</source>
        <translation>reglamento</translation>
    </message>
    <message>
        <source>solo rules</source>
        <translation>reglas en solitario</translation>
    </message>
    <message>
        <source>box insert</source>
        <translation>inserto de la caja</translation>
    </message>
    <message>
        <source>review</source>
        <translation>reseña</translation>
    </message>
    <message>
        <source>reconstructed</source>
        <translation>reconstruido</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>propietario</translation>
    </message>
    <message>
        <source>A race cannot forbid its own resource.</source>
        <translation>Una raza no puede prohibir su propio recurso.</translation>
    </message>
    <message>
        <source>This pack has no {what} “{value}”.</source>
        <translation>Este paquete no tiene {what} «{value}».</translation>
    </message>
    <message>
        <source>“{value}” is already the resource of “{other}”.</source>
        <translation>«{value}» ya es el recurso de «{other}».</translation>
    </message>
    <message>
        <source>Not an allowed value: it should be {allowed}.</source>
        <translation>Valor no permitido: debería ser {allowed}.</translation>
    </message>
    <message>
        <source>The recipes go round in a circle: {cycle}.</source>
        <translation>Las recetas forman un círculo: {cycle}.</translation>
    </message>
    <message>
        <source>The covered squares must be one piece, joined side to side.</source>
        <translation>Las casillas cubiertas deben formar una sola pieza, unidas por los lados.</translation>
    </message>
    <message>
        <source>A resource appears in two slots.</source>
        <translation>Un recurso aparece en dos espacios.</translation>
    </message>
    <message>
        <source>At least {least} needed here.</source>
        <translation>Aquí hace falta al menos {least}.</translation>
    </message>
    <message>
        <source>This footprint fits nowhere on the map “{map}” with a square of its colour.</source>
        <translation>Esta forma no cabe en ningún lugar del mapa «{map}» con una casilla de su color.</translation>
    </message>
    <message>
        <source>A {players}-player race draft cannot be finished (a player is left without a valid resource card) after the races {races}.</source>
        <translation>Un reparto de razas para {players} jugadores no puede terminarse (un jugador se queda sin carta de recurso válida) tras las razas {races}.</translation>
    </message>
    <message>
        <source>The pack check says: {message}</source>
        <translation>La comprobación del paquete dice: {message}</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>recurso</translation>
    </message>
    <message>
        <source>footprint</source>
        <translation>forma</translation>
    </message>
</context>
<context>
    <name>PackRefusal</name>
    <message>
        <source>The content pack “{name}” is not in your pack library (File &gt; Content packs…).</source>
        <translation>El paquete de contenido «{name}» no está en tu biblioteca de paquetes (Archivo &gt; Paquetes de contenido…).</translation>
    </message>
    <message>
        <source>The content pack “{name}” does not pass its checks.</source>
        <translation>El paquete de contenido «{name}» no supera sus comprobaciones.</translation>
    </message>
    <message>
        <source>“{name}” cannot be a pack&apos;s name: use 1 to 40 Latin letters, digits, - or _ (no spaces), beginning with a letter or digit.</source>
        <translation>«{name}» no puede ser el nombre de un paquete: usa de 1 a 40 letras latinas, cifras, - o _ (sin espacios), empezando por una letra o una cifra.</translation>
    </message>
    <message>
        <source>There is a pack called “{name}” already.</source>
        <translation>Ya hay un paquete llamado «{name}».</translation>
    </message>
    <message>
        <source>“{name}” is the bundled pack: it is read-only and cannot be replaced.</source>
        <translation>«{name}» es el paquete incluido: es de solo lectura y no se puede reemplazar.</translation>
    </message>
    <message>
        <source>{name} is not a content pack file (.fdpack).</source>
        <translation>{name} no es un archivo de paquete de contenido (.fdpack).</translation>
    </message>
    <message>
        <source>The list of files inside {name} is not valid.</source>
        <translation>La lista de archivos dentro de {name} no es válida.</translation>
    </message>
    <message>
        <source>{name} holds a file that would be written outside the pack&apos;s folder, or a link.</source>
        <translation>{name} contiene un archivo que se escribiría fuera de la carpeta del paquete, o un enlace.</translation>
    </message>
    <message>
        <source>{name} holds a file its list does not name, or lacks one it names.</source>
        <translation>{name} contiene un archivo que su lista no nombra, o le falta uno que nombra.</translation>
    </message>
    <message>
        <source>{name} is too large, or a file inside it is.</source>
        <translation>{name} es demasiado grande, o lo es un archivo de dentro.</translation>
    </message>
    <message>
        <source>A file inside {name} is damaged (its checksum differs).</source>
        <translation>Un archivo dentro de {name} está dañado (su suma de comprobación no coincide).</translation>
    </message>
    <message>
        <source>The pack inside {name} does not pass its checks.</source>
        <translation>El paquete dentro de {name} no supera sus comprobaciones.</translation>
    </message>
    <message>
        <source>{name} cannot be read or written.</source>
        <translation>{name} no se puede leer ni escribir.</translation>
    </message>
    <message>
        <source>The content pack “{name}” has changed since this game was saved, and the game&apos;s moves no longer replay under it.</source>
        <translation>El paquete de contenido «{name}» ha cambiado desde que se guardó esta partida, y los movimientos de la partida ya no se pueden reproducir con él.</translation>
    </message>
    <message>
        <source>… and {count} more problems</source>
        <translation>… y {count} problemas más</translation>
    </message>
</context>
<context>
    <name>PacksDialog</name>
    <message>
        <source>Content packs</source>
        <translation>Paquetes de contenido</translation>
    </message>
    <message>
        <source>The bundled pack is read-only. Make your own copy to enter the values printed on your cards, then choose it when you set up a game.</source>
        <translation>El paquete incluido es de solo lectura. Haz tu propia copia para introducir los valores impresos en tus cartas y luego elígela al preparar una partida.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <source>New pack from…</source>
        <translation>Nuevo paquete a partir de…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Abrir carpeta</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <extracomment>The dialog&apos;s questions, replaced in tests: a name (None: cancelled), a file to read, a file to write, and &quot;replace the pack called ...?&quot;.</extracomment>
        <translation> (solo lectura)</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>correcto</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problema</numerusform>
            <numerusform>%n problemas</numerusform>
        </translation>
    </message>
    <message>
        <source>The bundled pack is read-only: make a pack from it to edit.</source>
        <translation>El paquete incluido es de solo lectura: crea un paquete a partir de él para editarlo.</translation>
    </message>
    <message>
        <source>Made the pack “{name}” from “{source}”.</source>
        <translation>Se ha creado el paquete «{name}» a partir de «{source}».</translation>
    </message>
    <message>
        <source>Imported the pack “{name}”.</source>
        <translation>Se ha importado el paquete «{name}».</translation>
    </message>
    <message>
        <source>Exported “{name}” to {file}.</source>
        <translation>Se ha exportado «{name}» a {file}.</translation>
    </message>
    <message>
        <source>The folder {folder} cannot be made ({why}).</source>
        <translation>No se puede crear la carpeta {folder} ({why}).</translation>
    </message>
    <message>
        <source>New pack from “{name}”</source>
        <translation>Nuevo paquete a partir de «{name}»</translation>
    </message>
    <message>
        <source>Name of the new pack (letters, digits, - or _):</source>
        <translation>Nombre del nuevo paquete (letras, cifras, - o _):</translation>
    </message>
    <message>
        <source>Import a content pack</source>
        <translation>Importar un paquete de contenido</translation>
    </message>
    <message>
        <source>Content packs (*{suffix})</source>
        <translation>Paquetes de contenido (*{suffix})</translation>
    </message>
    <message>
        <source>Export a content pack</source>
        <translation>Exportar un paquete de contenido</translation>
    </message>
    <message>
        <source>Replace the pack?</source>
        <translation>¿Reemplazar el paquete?</translation>
    </message>
    <message>
        <source>There is a pack called “{name}” already. Replace it with the imported one?</source>
        <translation>Ya hay un paquete llamado «{name}». ¿Reemplazarlo por el importado?</translation>
    </message>
</context>
<context>
    <name>PieceTray</name>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Pieza</translation>
    </message>
    <message>
        <source>{name} (tier {tier})</source>
        <translation>{name} (nivel {tier})</translation>
    </message>
</context>
<context>
    <name>PlacementPreview</name>
    <message>
        <source>Cannot go here</source>
        <translation>No puede ir aquí</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Ilegal</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Legal</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>la banca</translation>
    </message>
    <message>
        <source>Costs {money} money, paid to {payee}</source>
        <translation>Cuesta {money} de dinero, pagado a {payee}</translation>
    </message>
    <message>
        <source>{player} +{points}</source>
        <translation>{player} +{points}</translation>
    </message>
    <message>
        <source>Points: {list}</source>
        <translation>Puntos: {list}</translation>
    </message>
    <message>
        <source>{points} points to neutral resources (lost)</source>
        <translation>{points} puntos a recursos neutrales (perdidos)</translation>
    </message>
    <message>
        <source>Delivers {resource} to {building} ({points} points, {player} token)</source>
        <translation>Entrega {resource} a {building} ({points} puntos, ficha de entrega de {player})</translation>
    </message>
    <message>
        <source>Completes a prestige building</source>
        <translation>Completa un edificio de prestigio</translation>
    </message>
    <message>
        <source>Tiles it connects to (highlighted): {count}</source>
        <translation>Losetas a las que se conecta (resaltadas): {count}</translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <source>%1 (%2 characters, %3 monsters)</source>
        <translation>%1 (%2 personajes, %3 monstruos)</translation>
    </message>
    <message>
        <source>Open a scenario file…</source>
        <translation>Abrir un archivo de escenario…</translation>
    </message>
    <message>
        <source>Play a scenario</source>
        <translation>Jugar un escenario</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>Archivos de escenario (*.json)</translation>
    </message>
    <message>
        <source>Cannot play this file</source>
        <translation>No se puede jugar este archivo</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>Slow</source>
        <extracomment>(label, milliseconds per step) of the playback speeds offered.</extracomment>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuras</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Not allowed now (%1).</source>
        <extracomment>The player wants the editor back.</extracomment>
        <translation>No permitido ahora (%1).</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Take back your own last choice (never past a card reveal or a draw).</source>
        <translation>Retira tu última elección (nunca antes de revelar o robar una carta).</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Cargar…</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Leave the game and go back to the scenario editor.</source>
        <translation>Sal de la partida y vuelve al editor de escenarios.</translation>
    </message>
    <message>
        <source>Monster turns:</source>
        <translation>Turnos de monstruos:</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <source>Show the rest of the monsters&apos; turns at once (Esc).</source>
        <translation>Muestra de una vez el resto de los turnos de los monstruos (Esc).</translation>
    </message>
    <message>
        <source>%1 — round %2</source>
        <translation>%1 — ronda %2</translation>
    </message>
    <message>
        <source>The monsters act… (Skip shows it all at once)</source>
        <translation>Los monstruos actúan… (Saltar lo muestra todo de una vez)</translation>
    </message>
    <message>
        <source>%1 cannot end the move there: drop it on a shaded hex.</source>
        <translation>%1 no puede terminar el movimiento ahí: suéltalo en un hexágono sombreado.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Guardado como %1.</translation>
    </message>
    <message>
        <source>Founders Desktop saves (*.fdsave);;Tactics engine saves (*.json)</source>
        <translation>Partidas guardadas de Founders Desktop (*.fdsave);;Partidas guardadas del motor táctico (*.json)</translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation>Cargar una partida</translation>
    </message>
    <message>
        <source>The save is of a scenario this app does not have: %1.</source>
        <translation>La partida guardada es de un escenario que esta aplicación no tiene: %1.</translation>
    </message>
    <message>
        <source>The scenario inside the save is not valid: %1.</source>
        <translation>El escenario de la partida guardada no es válido: %1.</translation>
    </message>
    <message>
        <source>The save&apos;s moves break the rules at %1.</source>
        <translation>Los movimientos de la partida guardada incumplen las reglas en %1.</translation>
    </message>
    <message>
        <source>This is not a save this game can load: %1.</source>
        <translation>No es una partida guardada que este juego pueda cargar: %1.</translation>
    </message>
    <message>
        <source>Cannot load</source>
        <translation>No se puede cargar</translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message>
        <source>%1: play the top of one card and the bottom of the other, in either order.</source>
        <translation>%1: juega la parte superior de una carta y la inferior de la otra, en cualquier orden.</translation>
    </message>
    <message>
        <source>%1 — %2: drag the figure onto a shaded hex (or stay).</source>
        <translation>%1 — %2: arrastra la figura a un hexágono sombreado (o quédate).</translation>
    </message>
    <message>
        <source>%1 — %2: click a ringed enemy (or skip the attack).</source>
        <translation>%1 — %2: haz clic en un enemigo marcado (u omite el ataque).</translation>
    </message>
    <message>
        <source>%1: click whom to heal.</source>
        <translation>%1: haz clic en quien quieras curar.</translation>
    </message>
    <message>
        <source>%1: click an empty hex next to you for the summon.</source>
        <translation>%1: haz clic en un hexágono vacío adyacente para la invocación.</translation>
    </message>
    <message>
        <source>%1 rests long: choose the discarded card to lose.</source>
        <translation>%1 hace un descanso largo: elige la carta descartada que pierdes.</translation>
    </message>
    <message>
        <source>End of round: does %1 rest short (lose a random discarded card)?</source>
        <translation>Fin de la ronda: ¿%1 hace un descanso corto (pierde una carta descartada al azar)?</translation>
    </message>
    <message>
        <source>%1 would suffer %2 damage from %3: suffer it, or lose cards to negate all of it.</source>
        <translation>%1 sufriría %2 de daño de %3: sufrirlo o perder cartas para anularlo por completo.</translation>
    </message>
    <message>
        <source>Push %1: click a ringed hex, one hex at a time (%2 left), or skip before the first.</source>
        <translation>Empujar a %1: haz clic en una casilla marcada, de una en una (quedan %2), o renuncia antes de la primera.</translation>
    </message>
    <message>
        <source>Pull %1: click a ringed hex, one hex at a time (%2 left), or skip before the first.</source>
        <translation>Atraer a %1: haz clic en una casilla marcada, de una en una (quedan %2), o renuncia antes de la primera.</translation>
    </message>
    <message>
        <source>Tied initiative that no rule separates: the players choose the order.</source>
        <translation>Empate de iniciativa que ninguna regla resuelve: los jugadores eligen el orden.</translation>
    </message>
    <message>
        <source>%1 may act in several ways the rules allow: the players choose (numbers on the board).</source>
        <translation>%1 puede actuar de varias formas que las reglas permiten: los jugadores eligen (números en el tablero).</translation>
    </message>
    <message>
        <source>a trap</source>
        <translation>una trampa</translation>
    </message>
    <message>
        <source>hazardous terrain</source>
        <translation>terreno peligroso</translation>
    </message>
    <message>
        <source>the wound</source>
        <translation>la herida</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Superior</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Inferior</translation>
    </message>
    <message>
        <source>%1 of %2 as default: %3</source>
        <translation>%1 de %2 por defecto: %3</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 de %2: %3</translation>
    </message>
    <message>
        <source>Stay here</source>
        <translation>Quedarse aquí</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>Moverse a %1</translation>
    </message>
    <message>
        <source>Skip the attack</source>
        <translation>Omitir el ataque</translation>
    </message>
    <message>
        <source>Skip the pull</source>
        <translation>No atraer</translation>
    </message>
    <message>
        <source>Skip the push</source>
        <translation>No empujar</translation>
    </message>
    <message>
        <source>Pull into %1</source>
        <translation>Atraer a %1</translation>
    </message>
    <message>
        <source>Push into %1</source>
        <translation>Empujar a %1</translation>
    </message>
    <message>
        <source>Summon on the ringed hex</source>
        <translation>Invocar en el hexágono marcado</translation>
    </message>
    <message>
        <source>Suffer %1 damage</source>
        <translation>Sufrir %1 de daño</translation>
    </message>
    <message>
        <source>Lose %1 from the hand</source>
        <translation>Perder %1 de la mano</translation>
    </message>
    <message>
        <source>Lose %1 and %2 from the discard pile</source>
        <translation>Perder %1 y %2 de la pila de descartes</translation>
    </message>
    <message>
        <source>%1: suffer 1 damage to lose another card</source>
        <translation>%1: sufrir 1 de daño para perder otra carta</translation>
    </message>
    <message>
        <source>%1: stay, attack %2</source>
        <translation>%1: quedarse, atacar a %2</translation>
    </message>
    <message>
        <source>%1: move %2, attack %3</source>
        <translation>%1: movimiento %2, atacar a %3</translation>
    </message>
    <message>
        <source>Attack %1</source>
        <translation>Atacar a %1</translation>
    </message>
    <message>
        <source>Heal %1</source>
        <translation>Curar a %1</translation>
    </message>
    <message>
        <source>No room: the summon is lost</source>
        <translation>No hay espacio: la invocación se pierde</translation>
    </message>
    <message>
        <source>Lose %1</source>
        <translation>Perder %1</translation>
    </message>
    <message>
        <source>Short rest</source>
        <translation>Descanso corto</translation>
    </message>
    <message>
        <source>No rest</source>
        <translation>Sin descanso</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>%1: %2 of %3 hit points</source>
        <translation>%1: %2 de %3 puntos de vida</translation>
    </message>
    <message>
        <source>Level %1: at most %2 hit points</source>
        <translation>Nivel %1: como máximo %2 puntos de vida</translation>
    </message>
    <message>
        <source>%1: exhausted.</source>
        <translation>%1: agotado.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 hit points, %4 cards lost.</source>
        <translation>%1: %2 de %3 puntos de vida, %4 cartas perdidas.</translation>
    </message>
    <message>
        <source>Monsters defeated: %1 of %2.</source>
        <translation>Monstruos derrotados: %1 de %2.</translation>
    </message>
    <message>
        <source>exhausted</source>
        <translation>agotado</translation>
    </message>
    <message>
        <source>hand %1 · discard %2 · lost %3</source>
        <translation>mano %1 · descarte %2 · perdidas %3</translation>
    </message>
    <message>
        <source> · in play %1</source>
        <translation> · en juego %1</translation>
    </message>
    <message>
        <source> · active %1</source>
        <translation> · activas %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Activas</translation>
    </message>
    <message>
        <source>(elite)</source>
        <translation>(élite)</translation>
    </message>
    <message>
        <source>muddled</source>
        <translation>confundido</translation>
    </message>
    <message>
        <source>disarmed</source>
        <translation>desarmado</translation>
    </message>
    <message>
        <source>invisible</source>
        <translation>invisible</translation>
    </message>
    <message>
        <source>immobilized</source>
        <translation>inmovilizado</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Move %1, jump</source>
        <translation>Movimiento %1, salto</translation>
    </message>
    <message>
        <source>Infuse %1</source>
        <translation>Infundir %1</translation>
    </message>
    <message>
        <source>Reshuffle at round end</source>
        <translation>Barajar al final de la ronda</translation>
    </message>
    <message>
        <source>Move %1, teleport</source>
        <translation>Movimiento %1, teletransporte</translation>
    </message>
    <message>
        <source>Move %1, flying</source>
        <translation>Movimiento %1, vuelo</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Movimiento %1</translation>
    </message>
    <message>
        <source>+%1 move</source>
        <translation>+%1 al movimiento</translation>
    </message>
    <message>
        <source>+%1 attack</source>
        <translation>+%1 al ataque</translation>
    </message>
    <message>
        <source>+%1 range</source>
        <translation>+%1 al alcance</translation>
    </message>
    <message>
        <source>Consume %1</source>
        <translation>Consumir %1</translation>
    </message>
    <message>
        <source>range %1</source>
        <translation>alcance %1</translation>
    </message>
    <message>
        <source>%1 targets</source>
        <translation>%1 objetivos</translation>
    </message>
    <message>
        <source>area of %1 hexes</source>
        <translation>área de %1 hexágonos</translation>
    </message>
    <message>
        <source>Heal %1, range %2</source>
        <translation>Curar %1, alcance %2</translation>
    </message>
    <message>
        <source>Heal %1, self</source>
        <translation>Curar %1, a sí mismo</translation>
    </message>
    <message>
        <source>Summon %1 (%2 HP, move %3, attack %4)</source>
        <translation>Invocar %1 (%2 PV, movimiento %3, ataque %4)</translation>
    </message>
    <message>
        <source>Become %1</source>
        <translation>Volverse %1</translation>
    </message>
    <message>
        <source>[lost]</source>
        <translation>[perdida]</translation>
    </message>
    <message>
        <source>[active]</source>
        <translation>[activa]</translation>
    </message>
    <message>
        <source>Tied initiative: the lower second card goes first.</source>
        <translation>Empate de iniciativa: va primero quien tenga la segunda carta más baja.</translation>
    </message>
    <message>
        <source>Tied with a monster: the character goes first.</source>
        <translation>Empate con un monstruo: el personaje va primero.</translation>
    </message>
    <message>
        <source>Tied initiative: the players chose this order.</source>
        <translation>Empate de iniciativa: los jugadores eligieron este orden.</translation>
    </message>
    <message>
        <source>Tied initiative: the players must choose the order.</source>
        <translation>Empate de iniciativa: los jugadores deben elegir el orden.</translation>
    </message>
    <message>
        <source>— Round %1 —</source>
        <translation>— Ronda %1 —</translation>
    </message>
    <message>
        <source>%1: the monster card is %2.</source>
        <translation>%1: la carta de monstruo es %2.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Turno de %1.</translation>
    </message>
    <message>
        <source>top</source>
        <translation>superior</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>inferior</translation>
    </message>
    <message>
        <source>(as the default action)</source>
        <translation>(como acción por defecto)</translation>
    </message>
    <message>
        <source>%1 plays the %2 of %3%4.</source>
        <translation>%1 juega la parte %2 de %3%4.</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 with %4, %5 damage.</source>
        <translation>%1 ataca a %2: %3 con %4, %5 de daño.</translation>
    </message>
    <message>
        <source>%1 heals %2.</source>
        <translation>%1 cura %2.</translation>
    </message>
    <message>
        <source>%1 moves one hex.</source>
        <translation>%1 se mueve un hexágono.</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation>envenenado</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>herido</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>aturdido</translation>
    </message>
    <message>
        <source>strengthened</source>
        <translation>fortalecido</translation>
    </message>
    <message>
        <source>blessed</source>
        <translation>bendecido</translation>
    </message>
    <message>
        <source>cursed</source>
        <translation>maldito</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>fuego</translation>
    </message>
    <message>
        <source>ice</source>
        <translation>hielo</translation>
    </message>
    <message>
        <source>air</source>
        <translation>aire</translation>
    </message>
    <message>
        <source>earth</source>
        <translation>tierra</translation>
    </message>
    <message>
        <source>light</source>
        <translation>luz</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>oscuridad</translation>
    </message>
    <message>
        <source>infuse %1</source>
        <translation>infundir %1</translation>
    </message>
    <message>
        <source>consume %1: +%2</source>
        <translation>consumir %1: +%2</translation>
    </message>
    <message>
        <source>pierce %1</source>
        <translation>perforación %1</translation>
    </message>
    <message>
        <source>Shield %1</source>
        <translation>Escudo %1</translation>
    </message>
    <message>
        <source>Retaliate %1, range %2</source>
        <translation>Represalia %1, alcance %2</translation>
    </message>
    <message>
        <source>Retaliate %1</source>
        <translation>Represalia %1</translation>
    </message>
    <message>
        <source>push %1</source>
        <translation>empujar %1</translation>
    </message>
    <message>
        <source>pull %1</source>
        <translation>atraer %1</translation>
    </message>
    <message>
        <source>Loot %1</source>
        <translation>Saquear %1</translation>
    </message>
    <message>
        <source>Revealed this round: acts right after the door&apos;s turn.</source>
        <translation>Revelado esta ronda: actúa justo después del turno de la puerta.</translation>
    </message>
    <message>
        <source>%1 moves %2 hexes.</source>
        <translation>%1 se mueve %2 hexágonos.</translation>
    </message>
    <message>
        <source>%1 summons %2.</source>
        <translation>%1 invoca a %2.</translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation>%1 está %2.</translation>
    </message>
    <message>
        <source>%1 is no longer %2.</source>
        <translation>%1 ya no está %2.</translation>
    </message>
    <message>
        <source>%1 is immune: not %2.</source>
        <translation>%1 es inmune: no queda %2.</translation>
    </message>
    <message>
        <source>%1 retaliates: %2 damage to %3.</source>
        <translation>%1 responde con represalia: %2 de daño a %3.</translation>
    </message>
    <message>
        <source>%1 gains shield %2 this round.</source>
        <translation>%1 gana escudo %2 esta ronda.</translation>
    </message>
    <message>
        <source>%1 gains retaliate %2 this round.</source>
        <translation>%1 gana represalia %2 esta ronda.</translation>
    </message>
    <message>
        <source>%1 suffers %2 damage from a wound.</source>
        <translation>%1 sufre %2 de daño por la herida.</translation>
    </message>
    <message>
        <source>%1 is stunned and does nothing.</source>
        <translation>%1 está aturdido y no hace nada.</translation>
    </message>
    <message>
        <source>%1 infuses %2.</source>
        <translation>%1 infunde %2.</translation>
    </message>
    <message>
        <source>%1 consumes %2.</source>
        <translation>%1 consume %2.</translation>
    </message>
    <message>
        <source>%1 is pushed %2 hexes by %3.</source>
        <translation>%3 empuja a %1 %2 hexágonos.</translation>
    </message>
    <message>
        <source>%1 is pulled %2 hexes by %3.</source>
        <translation>%3 atrae a %1 %2 hexágonos.</translation>
    </message>
    <message>
        <source>%1 loses %2 card(s) to negate %3 damage.</source>
        <translation>%1 pierde %2 carta(s) para anular %3 de daño.</translation>
    </message>
    <message>
        <source>%1 suffers 1 damage to lose another card.</source>
        <translation>%1 sufre 1 de daño para perder otra carta.</translation>
    </message>
    <message>
        <source>%1 opens a door: a room is revealed.</source>
        <translation>%1 abre una puerta: se revela una sala.</translation>
    </message>
    <message>
        <source>%1 is in the room.</source>
        <translation>%1 está en la sala.</translation>
    </message>
    <message>
        <source>%1 appears.</source>
        <translation>Aparece %1.</translation>
    </message>
    <message>
        <source>%1 stands on a pressure plate.</source>
        <translation>%1 está sobre una placa de presión.</translation>
    </message>
    <message>
        <source>%1 finds no empty hex and does not appear.</source>
        <translation>%1 no encuentra un hexágono libre y no aparece.</translation>
    </message>
    <message>
        <source>%1 escapes.</source>
        <translation>%1 escapa.</translation>
    </message>
    <message>
        <source>%1 drops a money token.</source>
        <translation>%1 deja una ficha de dinero.</translation>
    </message>
    <message>
        <source>%1 loots %2 money tokens.</source>
        <translation>%1 saquea %2 fichas de dinero.</translation>
    </message>
    <message>
        <source>%1 cannot be moved: no hex is free.</source>
        <translation>%1 no puede moverse: no hay hexágono libre.</translation>
    </message>
    <message>
        <source>%1 is not moved.</source>
        <translation>%1 no se mueve.</translation>
    </message>
    <message>
        <source>%1 springs a trap: %2 damage.</source>
        <translation>%1 activa una trampa: %2 de daño.</translation>
    </message>
    <message>
        <source>%1 crosses hazardous terrain: %2 damage.</source>
        <translation>%1 cruza terreno peligroso: %2 de daño.</translation>
    </message>
    <message>
        <source>%1 dies.</source>
        <translation>%1 muere.</translation>
    </message>
    <message>
        <source>no hit points</source>
        <translation>sin puntos de vida</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>sin cartas</translation>
    </message>
    <message>
        <source>%1 is exhausted (%2).</source>
        <translation>%1 queda agotado (%2).</translation>
    </message>
    <message>
        <source>%1 is removed.</source>
        <translation>%1 es retirado.</translation>
    </message>
    <message>
        <source>%1 rests long and loses %2.</source>
        <translation>%1 hace un descanso largo y pierde %2.</translation>
    </message>
    <message>
        <source>%1 rests short and loses %2 at random.</source>
        <translation>%1 hace un descanso corto y pierde %2 al azar.</translation>
    </message>
    <message>
        <source>%1 has chosen.</source>
        <translation>%1 ha elegido.</translation>
    </message>
    <message>
        <source>The players ordered a tie.</source>
        <translation>Los jugadores ordenaron un empate.</translation>
    </message>
    <message>
        <source>Every monster is dead: the scenario is won!</source>
        <translation>Todos los monstruos han muerto: ¡escenario ganado!</translation>
    </message>
    <message>
        <source>Every character is exhausted: the scenario is lost.</source>
        <translation>Todos los personajes están agotados: escenario perdido.</translation>
    </message>
    <message>
        <source>Within a monster type: elites first, then normals, by standee number.</source>
        <translation>Dentro de un tipo de monstruo: primero los de élite, luego los normales, por número de peana.</translation>
    </message>
    <message>
        <source>%1: long rest, initiative 99.</source>
        <translation>%1: descanso largo, iniciativa 99.</translation>
    </message>
    <message>
        <source>%1: leading card %2, second card %3.</source>
        <translation>%1: carta líder %2, segunda carta %3.</translation>
    </message>
    <message>
        <source>%1: monster card, initiative %2.</source>
        <translation>%1: carta de monstruo, iniciativa %2.</translation>
    </message>
    <message>
        <source>recommended from the party</source>
        <translation>recomendado según el grupo</translation>
    </message>
    <message>
        <source>set by the scenario</source>
        <translation>fijado por el escenario</translation>
    </message>
    <message>
        <source>Scenario level %1 (%2): traps deal %3 damage, a money token is worth %4 gold.</source>
        <translation>Nivel del escenario %1 (%2): las trampas hacen %3 de daño, una ficha de dinero vale %4 de oro.</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (nivel %2)</translation>
    </message>
    <message>
        <source>Scenario level %1: a money token is worth %2 gold.</source>
        <translation>Nivel del escenario %1: una ficha de dinero vale %2 de oro.</translation>
    </message>
    <message>
        <source>%1: money tokens looted %2, gold %3.</source>
        <translation>%1: fichas de dinero saqueadas %2, oro %3.</translation>
    </message>
</context>
<context>
    <name>PlayerAid</name>
    <message>
        <source>Resource</source>
        <translation>Recurso</translation>
    </message>
    <message>
        <source>Made from (points to the owner)</source>
        <translation>Se hace con (puntos para el dueño)</translation>
    </message>
    <message>
        <source>Used in</source>
        <translation>Se usa en</translation>
    </message>
    <message>
        <source>Tier {tier}: upgrade for {cost} money</source>
        <translation>Nivel {tier}: mejora por {cost} de dinero</translation>
    </message>
    <message>
        <source>Basic resources and what they go into</source>
        <translation>Recursos básicos y dónde se usan</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Import your resource</source>
        <translation>Importar tu recurso</translation>
    </message>
    <message>
        <source>Buy access to another player&apos;s tile</source>
        <translation>Comprar acceso a la loseta de otro jugador</translation>
    </message>
    <message>
        <source>Access is priced by the cheapest terrain the tile covers; follow actions trade on red and white only.</source>
        <translation>El acceso se paga según el terreno más barato que cubre la loseta; las acciones de seguimiento comercian solo en rojo y blanco.</translation>
    </message>
    <message>
        <source>Import a neutral resource and buy access to it: {n} money, any square.</source>
        <translation>Importar un recurso neutral y comprar acceso: {n} de dinero, en cualquier casilla.</translation>
    </message>
    <message>
        <source>Import another player&apos;s resource and buy access: {n} money, after {k} completions.</source>
        <translation>Importar el recurso de otro jugador y comprar acceso: {n} de dinero, tras {k} finalizaciones.</translation>
    </message>
    <message>
        <source>Upgrade: tier 2 for {two} money, tier 3 for {three} money.</source>
        <translation>Mejora: nivel 2 por {two} de dinero, nivel 3 por {three} de dinero.</translation>
    </message>
    <message>
        <source>House or bridge/gate: {n} money ({m} with the Construct card&apos;s main action).</source>
        <translation>Casa o puente/puerta: {n} de dinero ({m} con la acción principal de la carta Construir).</translation>
    </message>
    <message>
        <source>Adviser offer, left to right: {costs} money.</source>
        <translation>Oferta de consejeros, de izquierda a derecha: {costs} de dinero.</translation>
    </message>
    <message>
        <source>Costs by terrain (money)</source>
        <translation>Costes por terreno (dinero)</translation>
    </message>
    <message>
        <source>Other costs</source>
        <translation>Otros costes</translation>
    </message>
    <message>
        <source>Play one card from your hand: face up for its main action, or face down for a basic action.</source>
        <translation>Juega una carta de tu mano: boca arriba para su acción principal, o boca abajo para una acción básica.</translation>
    </message>
    <message>
        <source>After a main action each other player, in turn order, follows it or takes a basic action.</source>
        <translation>Tras una acción principal, cada otro jugador, en orden de turno, la sigue o realiza una acción básica.</translation>
    </message>
    <message>
        <source>The adviser offer closes its gaps to the left and is refilled on the right.</source>
        <translation>La oferta de consejeros cierra sus huecos hacia la izquierda y se rellena por la derecha.</translation>
    </message>
    <message>
        <source>The next player takes a turn.</source>
        <translation>El siguiente jugador juega su turno.</translation>
    </message>
    <message>
        <source>1 money</source>
        <translation>1 de dinero</translation>
    </message>
    <message>
        <source>1 fleeting influence</source>
        <translation>1 de influencia efímera</translation>
    </message>
    <message>
        <source>1 road connected to something you own</source>
        <translation>1 camino conectado a algo tuyo</translation>
    </message>
    <message>
        <source>a worker on your race mat or on a prestige building you delivered to</source>
        <translation>un trabajador en tu tablero de raza o en un edificio de prestigio al que entregaste</translation>
    </message>
    <message>
        <source>{n} players: {k}</source>
        <translation>{n} jugadores: {k}</translation>
    </message>
    <message>
        <source>After completion {n} the active player&apos;s turn finishes (follows included) and the game ends; lasting influence scores {p} point each, and every {m} money 1 point.</source>
        <translation>Tras la finalización {n} termina el turno del jugador activo (con los seguimientos) y acaba la partida; cada influencia duradera da {p} punto y cada {m} de dinero, 1 punto.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un turno</translation>
    </message>
    <message>
        <source>Basic actions (one of)</source>
        <translation>Acciones básicas (una de)</translation>
    </message>
    <message>
        <source>Follow actions</source>
        <translation>Acciones de seguimiento</translation>
    </message>
    <message>
        <source>Call to Vote</source>
        <translation>Convocar a votación</translation>
    </message>
    <message>
        <source>Played face up only, after this many other cards: {counts}.</source>
        <translation>Solo boca arriba, después de tantas otras cartas: {counts}.</translation>
    </message>
    <message>
        <source>The caller takes a reset bonus for each card left in hand (1 money, 1 fleeting influence or a road).</source>
        <translation>Quien convoca toma una bonificación de reinicio por cada carta que le quede en la mano (1 de dinero, 1 de influencia efímera o un camino).</translation>
    </message>
    <message>
        <source>The caller takes back all their cards and workers; every other player collects income: 1 money per resource type owned and 1 fleeting influence per house.</source>
        <translation>Quien convoca recupera todas sus cartas y trabajadores; cada otro jugador cobra ingresos: 1 de dinero por tipo de recurso que posea y 1 de influencia efímera por casa.</translation>
    </message>
    <message>
        <source>Each player votes in secret for one proposal, adding any fleeting and lasting influence.</source>
        <translation>Cada jugador vota en secreto por una propuesta, añadiendo la influencia efímera y duradera que quiera.</translation>
    </message>
    <message>
        <source>A vote counts {base} + {f} per fleeting + {l} per lasting influence.</source>
        <translation>Un voto cuenta {base} + {f} por influencia efímera + {l} por influencia duradera.</translation>
    </message>
    <message>
        <source>The proposal with the most influence is built; its top contributor places it.</source>
        <translation>Se construye la propuesta con más influencia; la coloca quien más aportó.</translation>
    </message>
    <message>
        <source>Ties, between proposals or contributors: the tied player with the fewest points decides, then the one nearest the caller in turn order.</source>
        <translation>Empates, entre propuestas o aportantes: decide el jugador empatado con menos puntos y, después, el más cercano a quien convocó en orden de turno.</translation>
    </message>
    <message>
        <source>Lasting influence voted is spent; all fleeting influence goes back. New proposals are dealt.</source>
        <translation>La influencia duradera votada se gasta; toda la influencia efímera se devuelve. Se reparten nuevas propuestas.</translation>
    </message>
    <message>
        <source>Solo: see the Solo tab.</source>
        <translation>En solitario: mira la pestaña En solitario.</translation>
    </message>
    <message>
        <source>You start with {money} money.</source>
        <translation>Empiezas con {money} de dinero.</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>En solitario</translation>
    </message>
    <message>
        <source>How votes are counted</source>
        <translation>Cómo se cuentan los votos</translation>
    </message>
    <message>
        <source>A tie goes to the rightmost proposal.</source>
        <translation>Un empate se lo lleva la propuesta más a la derecha.</translation>
    </message>
    <message>
        <source>A tie goes to the leftmost proposal.</source>
        <translation>Un empate se lo lleva la propuesta más a la izquierda.</translation>
    </message>
    <message>
        <source>On a tie you choose among the tied proposals.</source>
        <translation>En un empate eliges entre las propuestas empatadas.</translation>
    </message>
    <message>
        <source>left</source>
        <translation>izquierda</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>central</translation>
    </message>
    <message>
        <source>right</source>
        <translation>derecha</translation>
    </message>
    <message>
        <source>{votes} under the {space} one</source>
        <translation>{votes} bajo la {space}</translation>
    </message>
    <message>
        <source>{cycles} cycles: play your cards until you call a vote. A vote follows each of the first {votes} cycles; the Call to Vote of the last cycle ends the game.</source>
        <translation>{cycles} ciclos: juega tus cartas hasta convocar una votación. Tras cada uno de los primeros {votes} ciclos hay una votación; la carta Convocar a votación del último ciclo termina la partida.</translation>
    </message>
    <message>
        <source>To win, deliver every slot of every prestige building on the board by the end of the last cycle. Points do not count.</source>
        <translation>Para ganar, entrega todos los espacios de todos los edificios de prestigio del tablero antes del final del último ciclo. Los puntos no cuentan.</translation>
    </message>
    <message>
        <source>You control all eight basic resources. Where your first stall goes sets the difficulty: its section&apos;s, as the map prints it.</source>
        <translation>Controlas los ocho recursos básicos. Donde va tu primer puesto fija la dificultad: la de su sección, como la indica el mapa.</translation>
    </message>
    <message>
        <source>Phantom influence counts at every vote: {phantom}. The proposal with the most influence is built, and you place it.</source>
        <translation>La influencia fantasma cuenta en cada votación: {phantom}. Se construye la propuesta con más influencia y la colocas tú.</translation>
    </message>
    <message>
        <source>Nobody follows your cards.</source>
        <translation>Nadie sigue tus cartas.</translation>
    </message>
    <message>
        <source>An adviser played face up leaves the game.</source>
        <translation>Un consejero jugado boca arriba sale de la partida.</translation>
    </message>
    <message>
        <source>At each Call to Vote but the last you collect income before voting: 1 money per resource type owned and 1 fleeting influence per house.</source>
        <translation>Cada vez que juegas Convocar a votación, salvo la última, cobras ingresos antes de votar: 1 de dinero por tipo de recurso que posees y 1 de influencia efímera por casa.</translation>
    </message>
    <message>
        <source>Your delivery tokens go to deliveries alone: the income track and the resource tracker take none.</source>
        <translation>Tus fichas de entrega van solo a entregas: el marcador de ingresos y el registro de recursos no se llevan ninguna.</translation>
    </message>
    <message>
        <source>The solo game</source>
        <translation>La partida en solitario</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Ayuda de juego</translation>
    </message>
    <message>
        <source>Recipes</source>
        <translation>Recetas</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Costes</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Votaciones</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>computer</source>
        <translation>ordenador</translation>
    </message>
    <message>
        <source>person</source>
        <translation>persona</translation>
    </message>
    <message>
        <source>no race yet</source>
        <translation>aún sin raza</translation>
    </message>
    <message>
        <source>race {race}</source>
        <translation>raza {race}</translation>
    </message>
    <message>
        <source>Hand: {cards}</source>
        <translation>Mano: {cards}</translation>
    </message>
    <message>
        <source>Controls: {resources}</source>
        <translation>Controla: {resources}</translation>
    </message>
</context>
<context>
    <name>PointsChart</name>
    <message>
        <source>turns (last: {n})</source>
        <translation>turnos (último: {n})</translation>
    </message>
</context>
<context>
    <name>PrestigeForm</name>
    <message>
        <source>anywhere on the map</source>
        <translation>en cualquier lugar del mapa</translation>
    </message>
    <message>
        <source>only on a reserved location</source>
        <translation>solo en un lugar reservado</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Kind (tavern, guild, …)</source>
        <translation>Tipo (taberna, gremio, …)</translation>
    </message>
    <message>
        <source>Click a square to cover or uncover it. The type is the shape and colour together.</source>
        <translation>Haz clic en una casilla para cubrirla o descubrirla. El tipo es la forma y el color juntos.</translation>
    </message>
    <message>
        <source>Footprint</source>
        <translation>Forma</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Colocación</translation>
    </message>
    <message>
        <source>no slots</source>
        <translation>sin espacios</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Slots (banner points)</source>
        <translation>Espacios (puntos del estandarte)</translation>
    </message>
    <message>
        <source>Worker action</source>
        <translation>Acción del trabajador</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Scenario won</source>
        <translation>Escenario ganado</translation>
    </message>
    <message>
        <source>Scenario lost</source>
        <translation>Escenario perdido</translation>
    </message>
    <message>
        <source>Victory! Every monster of %1 is dead after %2 rounds.</source>
        <translation>¡Victoria! Todos los monstruos de %1 han muerto tras %2 rondas.</translation>
    </message>
    <message>
        <source>Defeat: every character of %1 is exhausted, in round %2.</source>
        <translation>Derrota: todos los personajes de %1 están agotados, en la ronda %2.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar de nuevo</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Recruit: take an adviser from the offer, paying the price above its space; you need its resource. Others may follow by recruiting too.</source>
        <translation>Reclutar: toma un consejero de la oferta pagando el precio sobre su espacio; necesitas su recurso. Los demás pueden seguir reclutando también.</translation>
    </message>
    <message>
        <source>Trade: import one of your basic resources, buy access to another player&apos;s tile, or import and buy a neutral one. Followers trade on red or white squares only.</source>
        <translation>Comerciar: importa uno de tus recursos básicos, compra acceso a la loseta de otro jugador o importa y compra uno neutral. Quienes siguen solo comercian en casillas rojas o blancas.</translation>
    </message>
    <message>
        <source>Upgrade: build a tier 2 (4 money) or tier 3 (6 money) building connected to its prerequisites, whose owners score; lay a road before or after. No road on a follow.</source>
        <translation>Mejorar: construye un edificio de nivel 2 (4 de dinero) o nivel 3 (6 de dinero) conectado a sus requisitos, cuyos dueños puntúan; coloca un camino antes o después. Sin camino al seguir.</translation>
    </message>
    <message>
        <source>Construct: a house on green (one per section; unlocks a worker) or a bridge/gate on a river or wall, 3 money with the main action, 4 as a follow.</source>
        <translation>Construir: una casa en verde (una por sección; desbloquea un trabajador) o un puente/puerta en un río o muro, 3 de dinero con la acción principal, 4 al seguir.</translation>
    </message>
    <message>
        <source>Income: money for each resource type you own, influence for each house.</source>
        <translation>Ingresos: dinero por cada tipo de recurso que poseas, influencia por cada casa.</translation>
    </message>
    <message>
        <source>Call to Vote: you take back all your cards and workers, the others collect income, then a secret vote picks the next prestige building; the top contributor places it.</source>
        <translation>Convocar a votación: recuperas todas tus cartas y trabajadores, los demás cobran ingresos y luego una votación secreta elige el siguiente edificio de prestigio; lo coloca quien más aportó.</translation>
    </message>
    <message>
        <source>Face up: {main}.</source>
        <translation>Boca arriba: {main}.</translation>
    </message>
    <message>
        <source>Adviser ({points} points when recruited).</source>
        <translation>Consejero ({points} puntos al reclutarlo).</translation>
    </message>
    <message>
        <source>Basic action: gain 1 money.</source>
        <translation>Acción básica: gana 1 de dinero.</translation>
    </message>
    <message>
        <source>Basic action: gain 1 fleeting influence.</source>
        <translation>Acción básica: gana 1 de influencia efímera.</translation>
    </message>
    <message>
        <source>Basic action: build one road connected to something you own.</source>
        <translation>Acción básica: construye un camino conectado a algo tuyo.</translation>
    </message>
    <message>
        <source>Basic action: place a free worker on your race mat (its racial action) or on a prestige building you have delivered to (its action); one worker per space until the next vote.</source>
        <translation>Acción básica: coloca un trabajador libre en tu tablero de raza (su acción racial) o en un edificio de prestigio al que hayas entregado (su acción); un trabajador por espacio hasta la próxima votación.</translation>
    </message>
    <message>
        <source>Do nothing more with this action.</source>
        <translation>No hacer nada más con esta acción.</translation>
    </message>
    <message>
        <source>Upgrade: lay the one road before the building (or place the building and lay it after).</source>
        <translation>Mejora: coloca el camino antes del edificio (o coloca el edificio y el camino después).</translation>
    </message>
    <message>
        <source>Reset bonus, one per card left in your hand (Call to Vote aside): gain 1 money.</source>
        <translation>Bonificación de reinicio, una por carta que te quede en la mano (sin contar Convocar a votación): gana 1 de dinero.</translation>
    </message>
    <message>
        <source>Reset bonus, one per card left in your hand (Call to Vote aside): gain 1 fleeting influence.</source>
        <translation>Bonificación de reinicio, una por carta que te quede en la mano (sin contar Convocar a votación): gana 1 de influencia efímera.</translation>
    </message>
    <message>
        <source>Reset bonus, one per card left in your hand (Call to Vote aside): build one road connected to something you own.</source>
        <translation>Bonificación de reinicio, una por carta que te quede en la mano (sin contar Convocar a votación): construye un camino conectado a algo tuyo.</translation>
    </message>
    <message>
        <source>Take this adviser into your hand, paying the price above its space; you need its resource. The offer then shifts to fill the gap.</source>
        <translation>Toma este consejero en tu mano pagando el precio que hay sobre su espacio; necesitas su recurso. Después la oferta se desplaza para llenar el hueco.</translation>
    </message>
    <message>
        <source>The prestige building you will place: it must touch a square of its colour, cover nothing, and not share a section with a building of its type.</source>
        <translation>El edificio de prestigio que colocarás: debe tocar una casilla de su color, no cubrir nada y no compartir sección con un edificio de su tipo.</translation>
    </message>
    <message>
        <source>No resource card you may take is left: take this one from another player, who then picks again.</source>
        <translation>No queda ninguna carta de recurso que puedas tomar: toma esta de otro jugador, que después elige de nuevo.</translation>
    </message>
    <message>
        <source>Follow: take the follow action of the card played, instead of a basic action.</source>
        <translation>Seguir: realiza la acción de seguimiento de la carta jugada, en lugar de una acción básica.</translation>
    </message>
</context>
<context>
    <name>RulesLabel</name>
    <message>
        <source>Import price, by terrain</source>
        <translation>Precio de importación, por terreno</translation>
    </message>
    <message>
        <source>Access price, by terrain</source>
        <translation>Precio de acceso, por terreno</translation>
    </message>
    <message>
        <source>Neutral building: import or access</source>
        <translation>Edificio neutral: importar o acceder</translation>
    </message>
    <message>
        <source>Another player&apos;s resource: import or access</source>
        <translation>Recurso de otro jugador: importar o acceder</translation>
    </message>
    <message>
        <source>Another player&apos;s resource after completions</source>
        <translation>Recurso de otro jugador tras las finalizaciones</translation>
    </message>
    <message>
        <source>Upgrade, by tier</source>
        <translation>Mejora, por nivel</translation>
    </message>
    <message>
        <source>Personal building</source>
        <translation>Edificio personal</translation>
    </message>
    <message>
        <source>Starting money</source>
        <translation>Dinero inicial</translation>
    </message>
    <message>
        <source>Houses</source>
        <translation>Casas</translation>
    </message>
    <message>
        <source>Bridges</source>
        <translation>Puentes</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Trabajadores</translation>
    </message>
    <message>
        <source>Claim tokens</source>
        <translation>Fichas de reclamo</translation>
    </message>
    <message>
        <source>Delivery tokens</source>
        <translation>Fichas de entrega</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Caminos</translation>
    </message>
    <message>
        <source>Influence tokens</source>
        <translation>Fichas de influencia</translation>
    </message>
    <message>
        <source>Completion markers</source>
        <translation>Marcadores de finalización</translation>
    </message>
    <message>
        <source>Achievement cards</source>
        <translation>Cartas de logro</translation>
    </message>
    <message>
        <source>City events</source>
        <translation>Eventos de ciudad</translation>
    </message>
    <message>
        <source>Money tokens</source>
        <translation>Fichas de dinero</translation>
    </message>
    <message>
        <source>Cards played before a vote, by players</source>
        <translation>Cartas jugadas antes de una votación, por jugadores</translation>
    </message>
    <message>
        <source>Base vote</source>
        <translation>Voto base</translation>
    </message>
    <message>
        <source>Vote weight of fleeting influence</source>
        <translation>Peso en la votación de la influencia efímera</translation>
    </message>
    <message>
        <source>Vote weight of lasting influence</source>
        <translation>Peso en la votación de la influencia duradera</translation>
    </message>
    <message>
        <source>Completions that end the game</source>
        <translation>Finalizaciones que terminan la partida</translation>
    </message>
    <message>
        <source>Points per lasting influence</source>
        <translation>Puntos por influencia duradera</translation>
    </message>
    <message>
        <source>Money per point</source>
        <translation>Dinero por punto</translation>
    </message>
    <message>
        <source>Points of a neutral prerequisite</source>
        <translation>Puntos de un requisito neutral</translation>
    </message>
    <message>
        <source>Proposals</source>
        <translation>Propuestas</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanco</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
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
        <translation>Colocar pieza</translation>
    </message>
    <message>
        <source>Move piece</source>
        <translation>Mover pieza</translation>
    </message>
    <message>
        <source>Delete piece</source>
        <translation>Eliminar pieza</translation>
    </message>
    <message>
        <source>Lay roads</source>
        <translation>Colocar caminos</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Vaciar tablero</translation>
    </message>
</context>
<context>
    <name>SandboxPack</name>
    <message>
        <source>Content pack</source>
        <translation>Paquete de contenido</translation>
    </message>
</context>
<context>
    <name>SandboxPage</name>
    <message>
        <source>This is not a save file.</source>
        <translation>No es un archivo de partida guardada.</translation>
    </message>
    <message>
        <source>The save file is incomplete.</source>
        <translation>El archivo de partida guardada está incompleto.</translation>
    </message>
    <message>
        <source>This is not a Founders Desktop save file.</source>
        <translation>No es un archivo de partida guardada de Founders Desktop.</translation>
    </message>
    <message>
        <source>The save is of a game this version does not know.</source>
        <translation>La partida guardada es de un juego que esta versión no conoce.</translation>
    </message>
    <message>
        <source>The save was made by a newer version of the app.</source>
        <translation>La partida se guardó con una versión más reciente de la aplicación.</translation>
    </message>
    <message>
        <source>The save was changed outside the app, so it is refused.</source>
        <translation>La partida guardada se modificó fuera de la aplicación, así que se rechaza.</translation>
    </message>
    <message>
        <source>The file is not a sandbox layout this pack can show.</source>
        <translation>El archivo no es una disposición de pruebas que este paquete pueda mostrar.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>No se puede leer el archivo.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>No se puede escribir el archivo.</translation>
    </message>
    <message>
        <source>Map sandbox</source>
        <translation>Mapa de pruebas</translation>
    </message>
    <message>
        <source>Colours (players)</source>
        <translation>Colores (jugadores)</translation>
    </message>
    <message>
        <source>Place illegal pieces anyway (marked “illegal”)</source>
        <translation>Colocar piezas ilegales de todos modos (marcadas como «ilegal»)</translation>
    </message>
    <message>
        <source>Drag a piece from the list onto the board, or choose it and press on the board; drag to lay roads square by square. R or the wheel turns it, Esc puts it back. Drag a placed piece to move it, click it to see its connections, right-click or Delete to remove it.</source>
        <translation>Arrastra una pieza de la lista al tablero, o elígela y pulsa en el tablero; arrastra para colocar caminos casilla a casilla. R o la rueda la giran, Esc la devuelve. Arrastra una pieza colocada para moverla, haz clic para ver sus conexiones, clic derecho o Supr para quitarla.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Delete selected</source>
        <translation>Eliminar selección</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Vaciar tablero</translation>
    </message>
    <message>
        <source>Save layout…</source>
        <translation>Guardar disposición…</translation>
    </message>
    <message>
        <source>Load layout…</source>
        <translation>Cargar disposición…</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>Guardado {name}.</translation>
    </message>
    <message>
        <source>Loaded {name}, but the content pack {pack} has changed since it was saved: the pieces are the same, their rules or values may not be.</source>
        <translation>Cargado {name}, pero el paquete de contenido «{pack}» ha cambiado desde que se guardó: las piezas son las mismas, sus reglas o valores quizá no.</translation>
    </message>
    <message>
        <source>Loaded {name}.</source>
        <translation>Cargado {name}.</translation>
    </message>
    <message>
        <source>Sandbox layouts (*{suffix})</source>
        <translation>Disposiciones de pruebas (*{suffix})</translation>
    </message>
    <message>
        <source>Save layout</source>
        <translation>Guardar disposición</translation>
    </message>
    <message>
        <source>Load layout</source>
        <translation>Cargar disposición</translation>
    </message>
    <message>
        <source>Drag across the board to lay roads square by square.</source>
        <translation>Arrastra por el tablero para colocar caminos casilla a casilla.</translation>
    </message>
</context>
<context>
    <name>SaveProblems</name>
    <message>
        <source>This is not a save file (it is not JSON text).</source>
        <translation>No es un archivo de partida guardada (no es texto JSON).</translation>
    </message>
    <message>
        <source>The save file is incomplete (cut short).</source>
        <translation>El archivo de partida guardada está incompleto (cortado).</translation>
    </message>
    <message>
        <source>This is not a Founders Desktop save file.</source>
        <translation>No es un archivo de partida guardada de Founders Desktop.</translation>
    </message>
    <message>
        <source>The save is of a game this version of the app does not know.</source>
        <translation>La partida guardada es de un juego que esta versión de la aplicación no conoce.</translation>
    </message>
    <message>
        <source>The save was made by a newer version of the app; update the app to open it.</source>
        <translation>La partida se guardó con una versión más reciente; actualiza la aplicación para abrirla.</translation>
    </message>
    <message>
        <source>The save was changed outside the app (its checksum does not match), so it is refused.</source>
        <translation>La partida guardada se modificó fuera de la aplicación (su suma de comprobación no coincide), así que se rechaza.</translation>
    </message>
    <message>
        <source>The save&apos;s contents do not match the save format.</source>
        <translation>El contenido de la partida guardada no coincide con el formato.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>No se puede leer el archivo.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>No se puede escribir el archivo.</translation>
    </message>
</context>
<context>
    <name>SeatCover</name>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Turno de {name}</translation>
    </message>
    <message>
        <source>Pass the screen to {name}. Cards and votes stay hidden until {name} presses the button.</source>
        <translation>Pasa la pantalla a {name}. Las cartas y los votos quedan ocultos hasta que {name} pulse el botón.</translation>
    </message>
    <message>
        <source>I am {name}: show my turn</source>
        <translation>Soy {name}: mostrar mi turno</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>City game settings</source>
        <translation>Ajustes de la partida de ciudad</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Computer player pause (animation speed)</source>
        <translation>Pausa del jugador del ordenador (velocidad de animación)</translation>
    </message>
    <message>
        <source>Ask before a card is played (confirm end of turn)</source>
        <translation>Preguntar antes de jugar una carta (confirmar fin de turno)</translation>
    </message>
    <message>
        <source>Show hints</source>
        <translation>Mostrar pistas</translation>
    </message>
    <message>
        <source>The normal level thinks a quarter of this</source>
        <translation>El nivel normal piensa la cuarta parte de esto</translation>
    </message>
    <message>
        <source>Hard computer player&apos;s thinking time per card</source>
        <translation>Tiempo para pensar cada carta del ordenador difícil</translation>
    </message>
</context>
<context>
    <name>SetupChoices</name>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>media</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>muy difícil</translation>
    </message>
    <message>
        <source>any remaining card</source>
        <translation>cualquier carta restante</translation>
    </message>
    <message>
        <source>{race} ({resource})</source>
        <translation>{race} ({resource})</translation>
    </message>
    <message>
        <source>{race}, solo: {difficulty}</source>
        <translation>{race}, en solitario: {difficulty}</translation>
    </message>
    <message>
        <source>Another player has chosen this race.</source>
        <translation>Otro jugador ha elegido esta raza.</translation>
    </message>
    <message>
        <source>Its resource was taken by the Aesther.</source>
        <translation>Su recurso lo tomaron los Aesther.</translation>
    </message>
    <message>
        <source>{card} (forbids {list})</source>
        <translation>{card} (prohíbe {list})</translation>
    </message>
    <message>
        <source>Already taken.</source>
        <translation>Ya está cogida.</translation>
    </message>
    <message>
        <source>Forbidden by your race or a card you hold.</source>
        <translation>Prohibido por tu raza o por una carta que tienes.</translation>
    </message>
    <message>
        <source>You already control this resource.</source>
        <translation>Ya controlas este recurso.</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>No permitido ahora.</translation>
    </message>
    <message>
        <source>Take {card} from seat {seat}</source>
        <translation>Tomar {card} del puesto {seat}</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>New city game</source>
        <translation>Nueva partida de ciudad</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Ordenador: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Ordenador: difícil</translation>
    </message>
    <message>
        <source>Thematic side</source>
        <translation>Cara temática</translation>
    </message>
    <message>
        <source>Symmetric side (friendlier)</source>
        <translation>Cara simétrica (más sencilla)</translation>
    </message>
    <message>
        <source>Map side</source>
        <translation>Cara del mapa</translation>
    </message>
    <message>
        <source>Content pack</source>
        <translation>Paquete de contenido</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
    <message>
        <source>The same seed and choices give the same game.</source>
        <translation>La misma semilla y las mismas elecciones dan la misma partida.</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Semilla (opcional)</translation>
    </message>
    <message>
        <source>The colour of this player&apos;s pieces</source>
        <translation>El color de las piezas de este jugador</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Ordenador: fácil</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Ordenador {n}</translation>
    </message>
    <message>
        <source>Two seats have chosen {colour}: give each player a different colour.</source>
        <translation>Dos asientos han elegido {colour}: da a cada jugador un color distinto.</translation>
    </message>
</context>
<context>
    <name>SoloStatus</name>
    <message>
        <source>Solo game, last cycle ({cycle} of {cycles}): its Call to Vote ends the game.</source>
        <translation>Partida en solitario, último ciclo ({cycle} de {cycles}): su Convocar a votación termina la partida.</translation>
    </message>
    <message>
        <source>Solo game, cycle {cycle} of {cycles}; votes still to come: {votes}.</source>
        <translation>Partida en solitario, ciclo {cycle} de {cycles}; votaciones por venir: {votes}.</translation>
    </message>
    <message>
        <source>Buildings: {buildings} on the board, {complete} complete; open slots: {slots}.</source>
        <translation>Edificios: {buildings} en el tablero, {complete} completos; espacios abiertos: {slots}.</translation>
    </message>
    <message>
        <source>{resource} ({slots})</source>
        <translation>{resource} ({slots})</translation>
    </message>
    <message>
        <source>Still to deliver: {resources}.</source>
        <translation>Por entregar: {resources}.</translation>
    </message>
    <message>
        <source>To win, deliver every slot of every building by the end of cycle {cycles}.</source>
        <translation>Para ganar, entrega todos los espacios de todos los edificios antes del final del ciclo {cycles}.</translation>
    </message>
    <message>
        <source>Start section: {level} difficulty.</source>
        <translation>Sección inicial: dificultad {level}.</translation>
    </message>
    <message>
        <source>{section}: {level}</source>
        <translation>{section}: {level}</translation>
    </message>
    <message>
        <source>The section of your first stall sets the difficulty: {sections}.</source>
        <translation>La sección de tu primer puesto fija la dificultad: {sections}.</translation>
    </message>
</context>
<context>
    <name>SourceChoice</name>
    <message>
        <source>Choose the source</source>
        <translation>Elige el origen</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>noroeste</translation>
    </message>
    <message>
        <source>north</source>
        <translation>norte</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>noreste</translation>
    </message>
    <message>
        <source>west</source>
        <translation>oeste</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>centro</translation>
    </message>
    <message>
        <source>east</source>
        <translation>este</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>suroeste</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sur</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>sureste</translation>
    </message>
    <message>
        <source>{resource} ({owner}), {place}</source>
        <translation>{resource} ({owner}), {place}</translation>
    </message>
    <message>
        <source>{resource} ({owner}), section {section}, {place}</source>
        <translation>{resource} ({owner}), sección {section}, {place}</translation>
    </message>
    <message>
        <source>Deliver {resource} from which tile?</source>
        <translation>¿Desde qué loseta entregar {resource}?</translation>
    </message>
    <message>
        <source>Use which {resource} tile?</source>
        <translation>¿Qué loseta de {resource} usar?</translation>
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
        <translation>La familia de juegos de mesa de Gloomhaven, con todas las reglas aplicadas.</translation>
    </message>
    <message>
        <source>New city game</source>
        <translation>Nueva partida de ciudad</translation>
    </message>
    <message>
        <source>Founders of Gloomhaven: 1 to 4 players, people or computer, on either side of the map.</source>
        <translation>Fundadores de Gloomhaven: de 1 a 4 jugadores, personas u ordenador, en cualquier cara del mapa.</translation>
    </message>
    <message>
        <source>Map sandbox</source>
        <translation>Mapa de pruebas</translation>
    </message>
    <message>
        <source>Place any tile anywhere and see legality, connections and scores.</source>
        <translation>Coloca cualquier loseta en cualquier lugar y ve la legalidad, las conexiones y las puntuaciones.</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Táctica</translation>
    </message>
    <message>
        <source>Gloomhaven&apos;s hex rules: movement, line of sight and what each monster will do.</source>
        <translation>Las reglas hexagonales de Gloomhaven: movimiento, línea de visión y lo que hará cada monstruo.</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>Continuar la última partida</translation>
    </message>
    <message>
        <source>Reopen the city game you played last, where you left it.</source>
        <translation>Vuelve a abrir la última partida de ciudad, donde la dejaste.</translation>
    </message>
</context>
<context>
    <name>TacticsController</name>
    <message>
        <source>Paint terrain</source>
        <extracomment>A solve that takes longer than this shows the busy indicator (one frame at 60 Hz). A frozenset of BOARD, FIGURES, ABILITY, RULES, CASE. The list of cases of the last opened file changed. The outcomes of the current scenario are known (after ``solve_in_background``). True when a background solve has taken longer than a frame, False when it is over. (generation, outcomes or None) from the worker thread; queued to this object&apos;s thread.</extracomment>
        <translation>Pintar terreno</translation>
    </message>
    <message>
        <source>Add map hex</source>
        <translation>Añadir hexágono al mapa</translation>
    </message>
    <message>
        <source>Remove map hex</source>
        <translation>Quitar hexágono del mapa</translation>
    </message>
    <message>
        <source>Thin wall</source>
        <translation>Muro fino</translation>
    </message>
    <message>
        <source>Place figure</source>
        <translation>Colocar figura</translation>
    </message>
    <message>
        <source>Move figure</source>
        <translation>Mover figura</translation>
    </message>
    <message>
        <source>Edit figure</source>
        <translation>Editar figura</translation>
    </message>
    <message>
        <source>Remove figure</source>
        <translation>Quitar figura</translation>
    </message>
    <message>
        <source>Set active monster</source>
        <translation>Fijar monstruo activo</translation>
    </message>
    <message>
        <source>Edit ability</source>
        <translation>Editar habilidad</translation>
    </message>
    <message>
        <source>Change rule set</source>
        <translation>Cambiar reglas</translation>
    </message>
</context>
<context>
    <name>TacticsPage</name>
    <message>
        <source>Tactics: scenario editor</source>
        <translation>Táctica: editor de escenarios</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>Monster turn</source>
        <translation>Turno del monstruo</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>Edits come in bursts (a paint stroke); the monster&apos;s turn is solved once the burst ends.</extracomment>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuevo</translation>
    </message>
    <message>
        <source>An empty room (undo brings the old scenario back).</source>
        <translation>Una sala vacía (deshacer recupera el escenario anterior).</translation>
    </message>
    <message>
        <source>Case suite</source>
        <translation>Batería de casos</translation>
    </message>
    <message>
        <source>Open the bundled monster-turn cases.</source>
        <translation>Abre los casos de turno de monstruo incluidos.</translation>
    </message>
    <message>
        <source>Play…</source>
        <translation>Jugar…</translation>
    </message>
    <message>
        <source>Play a scenario, round after round.</source>
        <translation>Juega un escenario, ronda tras ronda.</translation>
    </message>
    <message>
        <source>Play a scenario…</source>
        <translation>Jugar un escenario…</translation>
    </message>
    <message>
        <source>The cases of the opened file: pick one to show it.</source>
        <translation>Los casos del archivo abierto: elige uno para mostrarlo.</translation>
    </message>
    <message>
        <source>Cannot load</source>
        <translation>No se puede cargar</translation>
    </message>
    <message>
        <source>{path}: {detail}</source>
        <translation>{path}: {detail}</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Nuevo escenario</translation>
    </message>
    <message>
        <source>Open a scenario or monster-turn cases</source>
        <translation>Abrir un escenario o casos de turno de monstruo</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>No se puede abrir</translation>
    </message>
    <message>
        <source>The file is not readable JSON.</source>
        <translation>El archivo no es JSON legible.</translation>
    </message>
    <message>
        <source>Case %1 is not in the monster-turn/1 format.</source>
        <translation>El caso %1 no está en el formato monster-turn/1.</translation>
    </message>
    <message>
        <source>Case %1: the field %2 is not valid.</source>
        <translation>Caso %1: el campo %2 no es válido.</translation>
    </message>
    <message>
        <source>Nothing to save yet</source>
        <translation>Aún no hay nada que guardar</translation>
    </message>
    <message>
        <source>A monster-turn case needs an active monster: place a monster (the first one placed becomes the active monster) and save again.</source>
        <translation>Un caso de turno de monstruo necesita un monstruo activo: coloca un monstruo (el primero colocado se convierte en el monstruo activo) y vuelve a guardar.</translation>
    </message>
    <message>
        <source>Save the scenario as a monster-turn case</source>
        <translation>Guardar el escenario como caso de turno de monstruo</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation>(sin id)</translation>
    </message>
    <message>
        <source>Sight: now click the second hex.</source>
        <translation>Visión: ahora haz clic en el segundo hexágono.</translation>
    </message>
    <message>
        <source>they see each other</source>
        <translation>se ven mutuamente</translation>
    </message>
    <message>
        <source>no line of sight</source>
        <translation>sin línea de visión</translation>
    </message>
    <message>
        <source>walls cut them off</source>
        <translation>los muros los separan</translation>
    </message>
    <message>
        <source>range %1</source>
        <translation>alcance %1</translation>
    </message>
    <message>
        <source>Sight: %1; %2.</source>
        <translation>Visión: %1; %2.</translation>
    </message>
    <message>
        <source>The figure cannot end its move there: drop it on a shaded hex.</source>
        <translation>La figura no puede terminar su movimiento ahí: suéltala en un hexágono sombreado.</translation>
    </message>
</context>
<context>
    <name>TacticsScene</name>
    <message>
        <source>Paint terrain</source>
        <extracomment>The selected figure&apos;s id, or &quot;&quot; when none. The sight tool&apos;s picked hexes (a tuple) and the engine&apos;s answer (or None). A monster turn option picked on the board (its index in the outcome list). A drop the rules refuse (figure id, hex): the view says why.</extracomment>
        <translation>Pintar terreno</translation>
    </message>
</context>
<context>
    <name>Terrain</name>
    <message>
        <source>Wall</source>
        <translation>Muro</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Obstáculo</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>Trampa</translation>
    </message>
    <message>
        <source>Hazardous</source>
        <translation>Peligroso</translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation>Terreno difícil</translation>
    </message>
    <message>
        <source>Icy</source>
        <translation>Helado</translation>
    </message>
</context>
<context>
    <name>ToolPalette</name>
    <message>
        <source>Select / move</source>
        <extracomment>(FigureKind, elite) The brush of each row of the combo box (Qt would turn enum values into plain text).</extracomment>
        <translation>Seleccionar / mover</translation>
    </message>
    <message>
        <source>Pick a figure: its reach is shaded; drag it.</source>
        <translation>Elige una figura: su alcance aparece sombreado; arrástrala.</translation>
    </message>
    <message>
        <source>Sight &amp;&amp; range</source>
        <translation>Visión y alcance</translation>
    </message>
    <message>
        <source>Click two hexes: sight and range.</source>
        <translation>Haz clic en dos hexágonos: visión y alcance.</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Paint terrain; drag to paint more hexes.</source>
        <translation>Pinta el terreno; arrastra para pintar más hexágonos.</translation>
    </message>
    <message>
        <source>Thin wall</source>
        <translation>Muro fino</translation>
    </message>
    <message>
        <source>Click near a hex edge to draw or erase a wall.</source>
        <translation>Haz clic cerca del borde de un hexágono para dibujar o borrar un muro.</translation>
    </message>
    <message>
        <source>Map hexes</source>
        <translation>Hexágonos del mapa</translation>
    </message>
    <message>
        <source>Click an outline to add a hex, a hex to remove it.</source>
        <translation>Haz clic en un contorno para añadir un hexágono, o en un hexágono para quitarlo.</translation>
    </message>
    <message>
        <source>Place figure</source>
        <translation>Colocar figura</translation>
    </message>
    <message>
        <source>Click to place; drag figures anywhere.</source>
        <translation>Haz clic para colocar; arrastra las figuras a cualquier lugar.</translation>
    </message>
    <message>
        <source>Remove figure</source>
        <translation>Quitar figura</translation>
    </message>
    <message>
        <source>Click a figure to take it off the map.</source>
        <translation>Haz clic en una figura para quitarla del mapa.</translation>
    </message>
    <message>
        <source>Plain floor</source>
        <translation>Suelo normal</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Terreno:</translation>
    </message>
    <message>
        <source>Monster (normal)</source>
        <translation>Monstruo (normal)</translation>
    </message>
    <message>
        <source>Monster (elite)</source>
        <translation>Monstruo (élite)</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Character summon</source>
        <translation>Invocación de personaje</translation>
    </message>
    <message>
        <source>Figure:</source>
        <translation>Figura:</translation>
    </message>
</context>
<context>
    <name>TurnReplay</name>
    <message>
        <source>{n} of {total}: {what}</source>
        <translation>{n} de {total}: {what}</translation>
    </message>
</context>
<context>
    <name>Violation</name>
    <message>
        <source>There is no such player.</source>
        <translation>No existe ese jugador.</translation>
    </message>
    <message>
        <source>Part of the piece would be off the board.</source>
        <translation>Parte de la pieza quedaría fuera del tablero.</translation>
    </message>
    <message>
        <source>The piece cannot be turned that way.</source>
        <translation>La pieza no se puede girar así.</translation>
    </message>
    <message>
        <source>This pack has no such piece ({item}).</source>
        <translation>Este paquete no tiene esa pieza ({item}).</translation>
    </message>
    <message>
        <source>Buildings and roads go only on red, white, grey or green squares.</source>
        <translation>Los edificios y caminos solo van en casillas rojas, blancas, grises o verdes.</translation>
    </message>
    <message>
        <source>Those squares are already taken.</source>
        <translation>Esas casillas ya están ocupadas.</translation>
    </message>
    <message>
        <source>It would touch one of your own buildings (never two side by side).</source>
        <translation>Tocaría uno de tus propios edificios (nunca dos juntos).</translation>
    </message>
    <message>
        <source>This city section already has a {item} tile (one of each resource per section).</source>
        <translation>Esta sección de la ciudad ya tiene una loseta de {item} (una de cada recurso por sección).</translation>
    </message>
    <message>
        <source>It is not connected to anything you own (touching, or through roads).</source>
        <translation>No está conectado a nada tuyo (tocando o a través de caminos).</translation>
    </message>
    <message>
        <source>No {item} you own or have access to is connected to it.</source>
        <translation>Ningún {item} tuyo o al que tengas acceso está conectado.</translation>
    </message>
    <message>
        <source>You do not control {item}: import only your own resources.</source>
        <translation>No controlas {item}: importa solo tus propios recursos.</translation>
    </message>
    <message>
        <source>The first trade stall is your race&apos;s resource.</source>
        <translation>El primer puesto comercial es el recurso de tu raza.</translation>
    </message>
    <message>
        <source>The first trade stall goes on a numbered start space for this many players.</source>
        <translation>El primer puesto comercial va en un espacio inicial numerado para este número de jugadores.</translation>
    </message>
    <message>
        <source>{item} is yours: import it instead of buying access.</source>
        <translation>{item} es tuyo: impórtalo en lugar de comprar acceso.</translation>
    </message>
    <message>
        <source>Another player&apos;s {item} may be imported only after the second completion.</source>
        <translation>El {item} de otro jugador solo se puede importar después de la segunda finalización.</translation>
    </message>
    <message>
        <source>This trade cannot be done as a follow action.</source>
        <translation>Este comercio no se puede hacer como acción de seguimiento.</translation>
    </message>
    <message>
        <source>A follow trade goes on red or white squares only.</source>
        <translation>Un comercio de seguimiento solo va en casillas rojas o blancas.</translation>
    </message>
    <message>
        <source>A claim token goes on a resource tile.</source>
        <translation>Una ficha de reclamo va en una loseta de recurso.</translation>
    </message>
    <message>
        <source>You own this {item} tile already.</source>
        <translation>Ya posees esta loseta de {item}.</translation>
    </message>
    <message>
        <source>You already have access to this {item} tile.</source>
        <translation>Ya tienes acceso a esta loseta de {item}.</translation>
    </message>
    <message>
        <source>Only tier 2 and tier 3 resources are built by upgrading.</source>
        <translation>Solo los recursos de nivel 2 y 3 se construyen mejorando.</translation>
    </message>
    <message>
        <source>Houses go on green (forested) squares.</source>
        <translation>Las casas van en casillas verdes (boscosas).</translation>
    </message>
    <message>
        <source>You already have a house in this city section.</source>
        <translation>Ya tienes una casa en esta sección de la ciudad.</translation>
    </message>
    <message>
        <source>Bridges and gates go on river or wall squares.</source>
        <translation>Los puentes y puertas van en casillas de río o muro.</translation>
    </message>
    <message>
        <source>This building must cover at least one {item} square.</source>
        <translation>Este edificio debe cubrir al menos una casilla de {item}.</translation>
    </message>
    <message>
        <source>A building of the same type ({item}) already stands in this city section.</source>
        <translation>Ya hay un edificio del mismo tipo ({item}) en esta sección de la ciudad.</translation>
    </message>
    <message>
        <source>{item} goes only on its reserved location.</source>
        <translation>{item} solo va en su ubicación reservada.</translation>
    </message>
    <message>
        <source>{item} is already on the board.</source>
        <translation>{item} ya está en el tablero.</translation>
    </message>
    <message>
        <source>Every {item} tile is already on the board.</source>
        <translation>Todas las losetas de {item} ya están en el tablero.</translation>
    </message>
    <message>
        <source>No claim tokens are left.</source>
        <translation>No quedan fichas de reclamo.</translation>
    </message>
    <message>
        <source>No delivery tokens are left.</source>
        <translation>No quedan fichas de entrega.</translation>
    </message>
    <message>
        <source>All your houses are on the board.</source>
        <translation>Todas tus casas están en el tablero.</translation>
    </message>
    <message>
        <source>All your bridges and gates are on the board.</source>
        <translation>Todos tus puentes y puertas están en el tablero.</translation>
    </message>
    <message>
        <source>All the roads are on the board.</source>
        <translation>Todos los caminos están en el tablero.</translation>
    </message>
    <message>
        <source>Not allowed by the rules ({code}).</source>
        <translation>No permitido por las reglas ({code}).</translation>
    </message>
    <message>
        <source>red (entrance)</source>
        <translation>rojo (entrada)</translation>
    </message>
    <message>
        <source>white (coastal)</source>
        <translation>blanco (costero)</translation>
    </message>
    <message>
        <source>green (forested)</source>
        <translation>verde (boscoso)</translation>
    </message>
    <message>
        <source>grey (central)</source>
        <translation>gris (central)</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>This is not what the current decision places (or you cannot pay for it).</source>
        <translation>Esto no es lo que coloca la decisión actual (o no puedes pagarlo).</translation>
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
        <translation>Propuesta</translation>
    </message>
    <message>
        <source>Fleeting influence counts once and is spent.</source>
        <translation>La influencia efímera cuenta una vez y se gasta.</translation>
    </message>
    <message>
        <source>Fleeting influence</source>
        <translation>Influencia efímera</translation>
    </message>
    <message>
        <source>Lasting influence counts twice (and 1 point at the end if kept).</source>
        <translation>La influencia duradera cuenta doble (y 1 punto al final si se conserva).</translation>
    </message>
    <message>
        <source>Lasting influence</source>
        <translation>Influencia duradera</translation>
    </message>
    <message>
        <source>Your vote stays hidden until everyone has voted.</source>
        <translation>Tu voto permanece oculto hasta que todos hayan votado.</translation>
    </message>
    <message>
        <source>Cast my secret vote</source>
        <translation>Emitir mi voto secreto</translation>
    </message>
</context>
<context>
    <name>VoteReveal</name>
    <message>
        <source>Votes revealed:</source>
        <translation>Votos revelados:</translation>
    </message>
    <message>
        <source>{name}: {building} ({f} fleeting, {l} lasting)</source>
        <translation>{name}: {building} ({f} efímera, {l} duradera)</translation>
    </message>
    <message>
        <source>A tie: {name} chooses the winner (fewest points, then nearest the caller).</source>
        <translation>Empate: {name} elige el ganador (menos puntos y, después, más cerca de quien convocó).</translation>
    </message>
    <message>
        <source>{name} places the {building}.</source>
        <translation>{name} coloca {building}.</translation>
    </message>
    <message>
        <source>Chosen: {building}</source>
        <translation>Elegido: {building}</translation>
    </message>
</context>
<context>
    <name>content</name>
    <message>
        <source>Recruit</source>
        <comment>standard card</comment>
        <translation>Reclutar</translation>
    </message>
    <message>
        <source>Trade</source>
        <comment>standard card</comment>
        <translation>Comerciar</translation>
    </message>
    <message>
        <source>Upgrade</source>
        <comment>standard card</comment>
        <translation>Mejorar</translation>
    </message>
    <message>
        <source>Construct</source>
        <comment>standard card</comment>
        <translation>Construir</translation>
    </message>
    <message>
        <source>Income</source>
        <comment>standard card</comment>
        <translation>Ingresos</translation>
    </message>
    <message>
        <source>Call to Vote</source>
        <comment>standard card</comment>
        <translation>Convocar a votación</translation>
    </message>
    <message>
        <source>Shepherd</source>
        <comment>adviser</comment>
        <translation>Pastor</translation>
    </message>
    <message>
        <source>Quartermaster</source>
        <comment>adviser</comment>
        <translation>Intendente</translation>
    </message>
    <message>
        <source>Stonemason</source>
        <comment>adviser</comment>
        <translation>Cantero</translation>
    </message>
    <message>
        <source>Town Crier</source>
        <comment>adviser</comment>
        <translation>Pregonero</translation>
    </message>
    <message>
        <source>Surveyor</source>
        <comment>adviser</comment>
        <translation>Agrimensor</translation>
    </message>
    <message>
        <source>Harvest Master</source>
        <comment>adviser</comment>
        <translation>Maestro de cosecha</translation>
    </message>
    <message>
        <source>Scholar</source>
        <comment>adviser</comment>
        <translation>Erudito</translation>
    </message>
    <message>
        <source>Gem Cutter</source>
        <comment>adviser</comment>
        <translation>Tallador de gemas</translation>
    </message>
    <message>
        <source>Architect</source>
        <comment>adviser</comment>
        <translation>Arquitecto</translation>
    </message>
    <message>
        <source>Envoy</source>
        <comment>adviser</comment>
        <translation>Emisario</translation>
    </message>
    <message>
        <source>Treasurer</source>
        <comment>adviser</comment>
        <translation>Tesorero</translation>
    </message>
    <message>
        <source>Foreman</source>
        <comment>adviser</comment>
        <translation>Capataz</translation>
    </message>
    <message>
        <source>Magistrate</source>
        <comment>adviser</comment>
        <translation>Magistrado</translation>
    </message>
    <message>
        <source>Guildmaster</source>
        <comment>adviser</comment>
        <translation>Maestro del gremio</translation>
    </message>
    <message>
        <source>Chief Engineer</source>
        <comment>adviser</comment>
        <translation>Ingeniero jefe</translation>
    </message>
    <message>
        <source>Master Builder</source>
        <comment>adviser</comment>
        <translation>Maestro de obras</translation>
    </message>
    <message>
        <source>Provisioner</source>
        <comment>adviser</comment>
        <translation>Abastecedor</translation>
    </message>
    <message>
        <source>Warden</source>
        <comment>adviser</comment>
        <translation>Guardián</translation>
    </message>
    <message>
        <source>Human</source>
        <comment>race</comment>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Vermling</source>
        <comment>race</comment>
        <translation>Vermling</translation>
    </message>
    <message>
        <source>Savvas</source>
        <comment>race</comment>
        <translation>Savvas</translation>
    </message>
    <message>
        <source>Inox</source>
        <comment>race</comment>
        <translation>Inox</translation>
    </message>
    <message>
        <source>Orchid</source>
        <comment>race</comment>
        <translation>Orchid</translation>
    </message>
    <message>
        <source>Quatryl</source>
        <comment>race</comment>
        <translation>Quatryl</translation>
    </message>
    <message>
        <source>Valrath</source>
        <comment>race</comment>
        <translation>Valrath</translation>
    </message>
    <message>
        <source>Harrower</source>
        <comment>race</comment>
        <translation>Harrower</translation>
    </message>
    <message>
        <source>Aesther</source>
        <comment>race</comment>
        <translation>Aesther</translation>
    </message>
    <message>
        <source>Wood</source>
        <comment>resource</comment>
        <translation>Madera</translation>
    </message>
    <message>
        <source>Stone</source>
        <comment>resource</comment>
        <translation>Piedra</translation>
    </message>
    <message>
        <source>Metal</source>
        <comment>resource</comment>
        <translation>Metal</translation>
    </message>
    <message>
        <source>Crops</source>
        <comment>resource</comment>
        <translation>Cultivos</translation>
    </message>
    <message>
        <source>Livestock</source>
        <comment>resource</comment>
        <translation>Ganado</translation>
    </message>
    <message>
        <source>Gems</source>
        <comment>resource</comment>
        <translation>Gemas</translation>
    </message>
    <message>
        <source>Knowledge</source>
        <comment>resource</comment>
        <translation>Conocimiento</translation>
    </message>
    <message>
        <source>Population</source>
        <comment>resource</comment>
        <translation>Población</translation>
    </message>
    <message>
        <source>Machinery</source>
        <comment>resource</comment>
        <translation>Maquinaria</translation>
    </message>
    <message>
        <source>Bricks</source>
        <comment>resource</comment>
        <translation>Ladrillos</translation>
    </message>
    <message>
        <source>Books</source>
        <comment>resource</comment>
        <translation>Libros</translation>
    </message>
    <message>
        <source>Jewelry</source>
        <comment>resource</comment>
        <translation>Joyas</translation>
    </message>
    <message>
        <source>Food</source>
        <comment>resource</comment>
        <translation>Comida</translation>
    </message>
    <message>
        <source>Leather</source>
        <comment>resource</comment>
        <translation>Cuero</translation>
    </message>
    <message>
        <source>Cloth</source>
        <comment>resource</comment>
        <translation>Tela</translation>
    </message>
    <message>
        <source>Government</source>
        <comment>resource</comment>
        <translation>Gobierno</translation>
    </message>
    <message>
        <source>Weapons</source>
        <comment>resource</comment>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Labor</source>
        <comment>resource</comment>
        <translation>Mano de obra</translation>
    </message>
    <message>
        <source>Merchant&apos;s Guild</source>
        <comment>prestige building</comment>
        <translation>Gremio de Mercaderes</translation>
    </message>
    <message>
        <source>University</source>
        <comment>prestige building</comment>
        <translation>Universidad</translation>
    </message>
    <message>
        <source>Salt Barrel</source>
        <comment>prestige building</comment>
        <translation>El Barril de Sal</translation>
    </message>
    <message>
        <source>Sleeping Lion</source>
        <comment>prestige building</comment>
        <translation>El León Durmiente</translation>
    </message>
    <message>
        <source>Golden Tankard</source>
        <comment>prestige building</comment>
        <translation>La Jarra Dorada</translation>
    </message>
    <message>
        <source>Temple of the Great Oak</source>
        <comment>prestige building</comment>
        <translation>Templo del Gran Roble</translation>
    </message>
    <message>
        <source>West Gatehouse</source>
        <comment>prestige building</comment>
        <translation>Torre de la Puerta Oeste</translation>
    </message>
    <message>
        <source>North Gatehouse</source>
        <comment>prestige building</comment>
        <translation>Torre de la Puerta Norte</translation>
    </message>
    <message>
        <source>Ghost Fortress</source>
        <comment>prestige building</comment>
        <translation>Fortaleza Fantasma</translation>
    </message>
    <message>
        <source>Grand Playhouse</source>
        <comment>prestige building</comment>
        <translation>Gran Teatro</translation>
    </message>
    <message>
        <source>Masquerade Theatre</source>
        <comment>prestige building</comment>
        <translation>Teatro de Máscaras</translation>
    </message>
    <message>
        <source>Council Hall</source>
        <comment>prestige building</comment>
        <translation>Sala del Consejo</translation>
    </message>
    <message>
        <source>Hall of Crafts</source>
        <comment>prestige building</comment>
        <translation>Salón de los Oficios</translation>
    </message>
    <message>
        <source>Silk Emporium</source>
        <comment>prestige building</comment>
        <translation>Emporio de la Seda</translation>
    </message>
    <message>
        <source>Perfumery</source>
        <comment>prestige building</comment>
        <translation>Perfumería</translation>
    </message>
    <message>
        <source>Gilded Parlour</source>
        <comment>prestige building</comment>
        <translation>Salón Dorado</translation>
    </message>
    <message>
        <source>Armoury</source>
        <comment>prestige building</comment>
        <translation>Armería</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <comment>prestige building</comment>
        <translation>Astillero</translation>
    </message>
    <message>
        <source>Granary</source>
        <comment>prestige building</comment>
        <translation>Granero</translation>
    </message>
    <message>
        <source>Great Forge</source>
        <comment>prestige building</comment>
        <translation>Gran Forja</translation>
    </message>
    <message>
        <source>Grand Library</source>
        <comment>prestige building</comment>
        <translation>Gran Biblioteca</translation>
    </message>
    <message>
        <source>Homesteader</source>
        <comment>achievement</comment>
        <translation>Colono</translation>
    </message>
    <message>
        <source>Bridge Builder</source>
        <comment>achievement</comment>
        <translation>Constructor de puentes</translation>
    </message>
    <message>
        <source>Diversified</source>
        <comment>achievement</comment>
        <translation>Diversificado</translation>
    </message>
    <message>
        <source>Artisan</source>
        <comment>achievement</comment>
        <translation>Artesano</translation>
    </message>
    <message>
        <source>Master Artisan</source>
        <comment>achievement</comment>
        <translation>Maestro artesano</translation>
    </message>
    <message>
        <source>Merchant Prince</source>
        <comment>achievement</comment>
        <translation>Príncipe mercader</translation>
    </message>
    <message>
        <source>Supplier</source>
        <comment>achievement</comment>
        <translation>Proveedor</translation>
    </message>
    <message>
        <source>Craftsman</source>
        <comment>achievement</comment>
        <translation>Artífice</translation>
    </message>
    <message>
        <source>Grand Provider</source>
        <comment>achievement</comment>
        <translation>Gran proveedor</translation>
    </message>
    <message>
        <source>Patron</source>
        <comment>achievement</comment>
        <translation>Mecenas</translation>
    </message>
    <message>
        <source>Founder</source>
        <comment>achievement</comment>
        <translation>Fundador</translation>
    </message>
    <message>
        <source>Courtier</source>
        <comment>achievement</comment>
        <translation>Cortesano</translation>
    </message>
    <message>
        <source>Statesman</source>
        <comment>achievement</comment>
        <translation>Estadista</translation>
    </message>
    <message>
        <source>Road Warden</source>
        <comment>achievement</comment>
        <translation>Guardián de caminos</translation>
    </message>
    <message>
        <source>Everywhere at Once</source>
        <comment>achievement</comment>
        <translation>En todas partes</translation>
    </message>
    <message>
        <source>City Event 1</source>
        <comment>city event</comment>
        <translation>Evento de ciudad 1</translation>
    </message>
    <message>
        <source>City Event 2</source>
        <comment>city event</comment>
        <translation>Evento de ciudad 2</translation>
    </message>
    <message>
        <source>City Event 3</source>
        <comment>city event</comment>
        <translation>Evento de ciudad 3</translation>
    </message>
    <message>
        <source>City Event 4</source>
        <comment>city event</comment>
        <translation>Evento de ciudad 4</translation>
    </message>
    <message>
        <source>City Event 5</source>
        <comment>city event</comment>
        <translation>Evento de ciudad 5</translation>
    </message>
    <message>
        <source>City Event 6</source>
        <comment>city event</comment>
        <translation>Evento de ciudad 6</translation>
    </message>
    <message>
        <source>City Event 7</source>
        <comment>city event</comment>
        <translation>Evento de ciudad 7</translation>
    </message>
    <message>
        <source>City Event 8</source>
        <comment>city event</comment>
        <translation>Evento de ciudad 8</translation>
    </message>
    <message>
        <source>City Event 9</source>
        <comment>city event</comment>
        <translation>Evento de ciudad 9</translation>
    </message>
    <message>
        <source>West</source>
        <comment>map section</comment>
        <translation>Oeste</translation>
    </message>
    <message>
        <source>Middle</source>
        <comment>map section</comment>
        <translation>Centro</translation>
    </message>
    <message>
        <source>East</source>
        <comment>map section</comment>
        <translation>Este</translation>
    </message>
    <message>
        <source>North</source>
        <comment>map section</comment>
        <translation>Norte</translation>
    </message>
    <message>
        <source>Ember Warden</source>
        <comment>character class</comment>
        <translation>Guardián de Brasas</translation>
    </message>
    <message>
        <source>Cinder Swing</source>
        <comment>ability card</comment>
        <translation>Golpe de Ceniza</translation>
    </message>
    <message>
        <source>Kindled Guard</source>
        <comment>ability card</comment>
        <translation>Guardia Encendida</translation>
    </message>
    <message>
        <source>Hearth Rush</source>
        <comment>ability card</comment>
        <translation>Embestida del Hogar</translation>
    </message>
    <message>
        <source>Sweeping Flame</source>
        <comment>ability card</comment>
        <translation>Llama Arrolladora</translation>
    </message>
    <message>
        <source>Forge Breath</source>
        <comment>ability card</comment>
        <translation>Aliento de Forja</translation>
    </message>
    <message>
        <source>Iron Step</source>
        <comment>ability card</comment>
        <translation>Paso de Hierro</translation>
    </message>
    <message>
        <source>Blazing Leap</source>
        <comment>ability card</comment>
        <translation>Salto Llameante</translation>
    </message>
    <message>
        <source>Ashen Wall</source>
        <comment>ability card</comment>
        <translation>Muro de Ceniza</translation>
    </message>
    <message>
        <source>Coal Stomp</source>
        <comment>ability card</comment>
        <translation>Pisotón de Carbón</translation>
    </message>
    <message>
        <source>Last Ember</source>
        <comment>ability card</comment>
        <translation>Última Brasa</translation>
    </message>
    <message>
        <source>Spark Feint</source>
        <comment>ability card</comment>
        <translation>Finta de Chispas</translation>
    </message>
    <message>
        <source>Reed Archer</source>
        <comment>character class</comment>
        <translation>Arquero de los Juncos</translation>
    </message>
    <message>
        <source>Marsh Shot</source>
        <comment>ability card</comment>
        <translation>Disparo del Pantano</translation>
    </message>
    <message>
        <source>Twin Reeds</source>
        <comment>ability card</comment>
        <translation>Juncos Gemelos</translation>
    </message>
    <message>
        <source>Heron Glide</source>
        <comment>ability card</comment>
        <translation>Vuelo de Garza</translation>
    </message>
    <message>
        <source>Pinning Bolt</source>
        <comment>ability card</comment>
        <translation>Flecha Inmovilizadora</translation>
    </message>
    <message>
        <source>Rain of Shafts</source>
        <comment>ability card</comment>
        <translation>Lluvia de Flechas</translation>
    </message>
    <message>
        <source>Quick Nock</source>
        <comment>ability card</comment>
        <translation>Encoque Rápido</translation>
    </message>
    <message>
        <source>Reed Cover</source>
        <comment>ability card</comment>
        <translation>Cobertura de Juncos</translation>
    </message>
    <message>
        <source>Piercing Aim</source>
        <comment>ability card</comment>
        <translation>Puntería Perforante</translation>
    </message>
    <message>
        <source>Mudfoot</source>
        <comment>ability card</comment>
        <translation>Pie de Barro</translation>
    </message>
    <message>
        <source>Fen Stalk</source>
        <comment>ability card</comment>
        <translation>Acecho en la Ciénaga</translation>
    </message>
    <message>
        <source>Longstring</source>
        <comment>ability card</comment>
        <translation>Cuerda Larga</translation>
    </message>
    <message>
        <source>Hollow Caller</source>
        <comment>character class</comment>
        <translation>Invocador del Vacío</translation>
    </message>
    <message>
        <source>Call the Husk</source>
        <comment>ability card</comment>
        <translation>Llamar al Cascarón</translation>
    </message>
    <message>
        <source>Husk</source>
        <comment>summon</comment>
        <translation>Cascarón</translation>
    </message>
    <message>
        <source>Moth Swarm</source>
        <comment>ability card</comment>
        <translation>Enjambre de Polillas</translation>
    </message>
    <message>
        <source>Moth</source>
        <comment>summon</comment>
        <translation>Polilla</translation>
    </message>
    <message>
        <source>Soft Mending</source>
        <comment>ability card</comment>
        <translation>Remiendo Suave</translation>
    </message>
    <message>
        <source>Hollow Lash</source>
        <comment>ability card</comment>
        <translation>Latigazo del Vacío</translation>
    </message>
    <message>
        <source>Grave Whisper</source>
        <comment>ability card</comment>
        <translation>Susurro de Tumba</translation>
    </message>
    <message>
        <source>Bone Lantern</source>
        <comment>ability card</comment>
        <translation>Linterna de Hueso</translation>
    </message>
    <message>
        <source>Drift</source>
        <comment>ability card</comment>
        <translation>Deriva</translation>
    </message>
    <message>
        <source>Shade Step</source>
        <comment>ability card</comment>
        <translation>Paso de Sombra</translation>
    </message>
    <message>
        <source>Grasping Roots</source>
        <comment>ability card</comment>
        <translation>Raíces Aferradoras</translation>
    </message>
    <message>
        <source>Call the Hound</source>
        <comment>ability card</comment>
        <translation>Llamar al Sabueso</translation>
    </message>
    <message>
        <source>Hound</source>
        <comment>summon</comment>
        <translation>Sabueso</translation>
    </message>
    <message>
        <source>Ebbing Tide</source>
        <comment>ability card</comment>
        <translation>Marea Menguante</translation>
    </message>
    <message>
        <source>Bog Lurker</source>
        <comment>monster</comment>
        <translation>Acechador del Pantano</translation>
    </message>
    <message>
        <source>Lunge</source>
        <comment>monster ability card</comment>
        <translation>Embestida</translation>
    </message>
    <message>
        <source>Wallow</source>
        <comment>monster ability card</comment>
        <translation>Revolcón</translation>
    </message>
    <message>
        <source>Drag Under</source>
        <comment>monster ability card</comment>
        <translation>Arrastrar al Fondo</translation>
    </message>
    <message>
        <source>Slosh</source>
        <comment>monster ability card</comment>
        <translation>Chapoteo</translation>
    </message>
    <message>
        <source>Murk Bite</source>
        <comment>monster ability card</comment>
        <translation>Mordisco Turbio</translation>
    </message>
    <message>
        <source>Creep</source>
        <comment>monster ability card</comment>
        <translation>Reptar</translation>
    </message>
    <message>
        <source>Clamp</source>
        <comment>monster ability card</comment>
        <translation>Tenaza</translation>
    </message>
    <message>
        <source>Thorn Slinger</source>
        <comment>monster</comment>
        <translation>Lanzaespinas</translation>
    </message>
    <message>
        <source>Barb Volley</source>
        <comment>monster ability card</comment>
        <translation>Andanada de Púas</translation>
    </message>
    <message>
        <source>Aimed Thorn</source>
        <comment>monster ability card</comment>
        <translation>Espina Certera</translation>
    </message>
    <message>
        <source>Skitter</source>
        <comment>monster ability card</comment>
        <translation>Escabullirse</translation>
    </message>
    <message>
        <source>Briar Burst</source>
        <comment>monster ability card</comment>
        <translation>Estallido de Zarzas</translation>
    </message>
    <message>
        <source>Close Spray</source>
        <comment>monster ability card</comment>
        <translation>Rociada Cercana</translation>
    </message>
    <message>
        <source>Sap Shot</source>
        <comment>monster ability card</comment>
        <translation>Disparo de Savia</translation>
    </message>
    <message>
        <source>Ash Wisp</source>
        <comment>monster</comment>
        <translation>Fuego Fatuo de Ceniza</translation>
    </message>
    <message>
        <source>Flicker</source>
        <comment>monster ability card</comment>
        <translation>Parpadeo</translation>
    </message>
    <message>
        <source>Smoulder</source>
        <comment>monster ability card</comment>
        <translation>Rescoldo</translation>
    </message>
    <message>
        <source>Drift Ember</source>
        <comment>monster ability card</comment>
        <translation>Brasa Errante</translation>
    </message>
    <message>
        <source>Flare</source>
        <comment>monster ability card</comment>
        <translation>Fogonazo</translation>
    </message>
    <message>
        <source>Glimmer</source>
        <comment>monster ability card</comment>
        <translation>Destello</translation>
    </message>
    <message>
        <source>Swirl</source>
        <comment>monster ability card</comment>
        <translation>Remolino</translation>
    </message>
    <message>
        <source>Crag Hopper</source>
        <comment>monster</comment>
        <translation>Saltarrocas</translation>
    </message>
    <message>
        <source>Bound</source>
        <comment>monster ability card</comment>
        <translation>Brinco</translation>
    </message>
    <message>
        <source>Rockfall</source>
        <comment>monster ability card</comment>
        <translation>Desprendimiento</translation>
    </message>
    <message>
        <source>Scramble</source>
        <comment>monster ability card</comment>
        <translation>Trepar</translation>
    </message>
    <message>
        <source>Pounce</source>
        <comment>monster ability card</comment>
        <translation>Abalanzarse</translation>
    </message>
    <message>
        <source>Hunker</source>
        <comment>monster ability card</comment>
        <translation>Agazaparse</translation>
    </message>
    <message>
        <source>Skip</source>
        <comment>monster ability card</comment>
        <translation>Saltito</translation>
    </message>
    <message>
        <source>Crag Hollow</source>
        <comment>scenario</comment>
        <translation>La Hondonada del Risco</translation>
    </message>
    <message>
        <source>Flight from the Mossy Cellar</source>
        <comment>scenario</comment>
        <translation>Huida de la Bodega Musgosa</translation>
    </message>
    <message>
        <source>The Brine Vault</source>
        <comment>scenario</comment>
        <translation>La Cámara Salobre</translation>
    </message>
    <message>
        <source>Tide Warden</source>
        <comment>character class</comment>
        <translation>Guardián de la Marea</translation>
    </message>
    <message>
        <source>Undertow Hook</source>
        <comment>ability card</comment>
        <translation>Garfio de Resaca</translation>
    </message>
    <message>
        <source>Breaker Shove</source>
        <comment>ability card</comment>
        <translation>Empuje de Rompiente</translation>
    </message>
    <message>
        <source>Cold Snap</source>
        <comment>ability card</comment>
        <translation>Golpe de Frío</translation>
    </message>
    <message>
        <source>Brine Salve</source>
        <comment>ability card</comment>
        <translation>Ungüento Salino</translation>
    </message>
    <message>
        <source>Rip Current</source>
        <comment>ability card</comment>
        <translation>Corriente de Resaca</translation>
    </message>
    <message>
        <source>Salt Sting</source>
        <comment>ability card</comment>
        <translation>Picadura de Sal</translation>
    </message>
    <message>
        <source>Tidal Surge</source>
        <comment>ability card</comment>
        <translation>Oleada de Marea</translation>
    </message>
    <message>
        <source>Kelp Snare</source>
        <comment>ability card</comment>
        <translation>Lazo de Algas</translation>
    </message>
    <message>
        <source>Drowning Pull</source>
        <comment>ability card</comment>
        <translation>Tirón Ahogador</translation>
    </message>
    <message>
        <source>Spindrift</source>
        <comment>ability card</comment>
        <translation>Espuma Marina</translation>
    </message>
    <message>
        <source>Ebb</source>
        <comment>ability card</comment>
        <translation>Reflujo</translation>
    </message>
    <message>
        <source>The Depths of Crag Hollow</source>
        <comment>scenario</comment>
        <translation>Las profundidades de la Hondonada del Risco</translation>
    </message>
    <message>
        <source>The Flooded Undercroft</source>
        <comment>scenario</comment>
        <translation>La Cripta Inundada</translation>
    </message>
    <message>
        <source>The Mossy Cellar</source>
        <comment>scenario</comment>
        <translation>La Bodega Musgosa</translation>
    </message>
    <message>
        <source>The Sunken Stair</source>
        <comment>scenario</comment>
        <translation>La Escalera Hundida</translation>
    </message>
    <message>
        <source>The Thornwood Gate</source>
        <comment>scenario</comment>
        <translation>La Puerta del Bosque Espinoso</translation>
    </message>
    <message>
        <source>Thornwood Path</source>
        <comment>scenario</comment>
        <translation>El Sendero del Bosque Espinoso</translation>
    </message>
</context>
</TS>
