"""Scenario files (format ``tactics-scenario/2``): a map, the figures on it and the level.

The map uses the monster-turn geometry (axial hexes, terrain, thin walls; docs/TACTICS.md). A file
is checked in two passes: pydantic for shape and types, then the rules of a playable scenario
(figures on open hexes of the map, one figure per hex, known classes, cards and monster types,
unique standee numbers). Every problem is a ``TacticsFileError`` naming the file and field.

    {"format": "tactics-scenario/1", "id": "mossy-cellar", "name": "The Mossy Cellar",
     "level": 0,                        0-7, or "recommended" (format 2; also when left out)
     "rules": "gloomhaven",             or frosthaven, jaws-of-the-lion
     "trap_damage": 3,                  optional
     "map": {"hexes": [[q, r], ...], "terrain": [{"hex": [q, r], "type": "obstacle"}, ...],
             "thin_walls": [[[q, r], [q2, r2]], ...]},
     "characters": [{"class": "ember-warden", "hex": [q, r], "id": "optional",
                     "hand": ["ew-01", ...],            optional: the class's first hand_size
                     "level": 1}],                      optional (format 2): 1-9, default 1
     "monsters": [{"type": "bog-lurker", "elite": false, "standee": 1, "hex": [q, r],
                   "players": {"2": "absent", "3": "normal", "4": "elite"}}],   players optional
     any figure, optional:  "conditions": ["poisoned", "stunned", ...],
                            "shield": 1, "retaliate": 2, "retaliate_range": 3
     "rooms": [{"id": "vault", "door": [q, r], "hexes": [[q, r], ...], "monsters": [...]}],
     "spawns": [{"round": 3, "monsters": [...]}],       or, format 2, one trigger instead of
                "when_door_opens": "vault" | [q, r], "when_plate_occupied": [q, r],
                "when_killed": "type#standee", "every_round_from": 3 (+ "times": N)
     "money": [[q, r], ...],                            tokens on the map at the start
     "objective": {"type": "kill_all" | "loot" | "escape" | "survive" | "boss",
                   "tokens": N, "exits": [[q, r]], "rounds": N, "boss": "type#standee"},
     "classes": [...], "monster_types": [...]}          optional, as in resources/tactics/

Rooms, spawns, money and the objective are optional (older files read unchanged). A figure's
starting state (format 2; a ``tactics-scenario/1`` file reads unchanged but cannot hold it) is
what the scenario's setup gives it beyond its class or stat card: conditions it starts with
(they then run out by the rules, as if given before the first round: poison and wound until
healed, the others at the end of its first turn), and a shield and a retaliate (range 1:
adjacent attackers only) that hold for the whole scenario on top of a monster's printed ones.
A monster cannot start with a condition it is immune to.

Levels (format 2): a character's ``level`` (1 to 9) gives it its class's hit points at that level
(character_level.py). The scenario's ``level`` sets the monsters' stat card row, trap damage
(unless ``trap_damage`` is given) and a money token's gold (scenario_level.py); left out or
``"recommended"``, it is the party's average level / 2 rounded up. A scenario is
won when its objective is met (every monster dead by default; checked at the end of the round),
lost when every character is exhausted (scenario_flow.py).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError, field_validator

from founders_desktop.tactics import character_level, scenario_level
from founders_desktop.tactics.board import Board, BoardError
from founders_desktop.tactics.catalog import Catalog, CharacterClass, MonsterType, starter_catalog
from founders_desktop.tactics.content_errors import TacticsFileError, from_validation, read_json
from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.rules import RULE_SETS, RuleSet, rule_set
from founders_desktop.tactics.terrain import Terrain

FORMAT = "tactics-scenario/2"
#: Every format read; format 1 has no starting state.
FORMATS = ("tactics-scenario/1", FORMAT)
#: Terrain the round engine plays; icy sliding is the monster solver's alone for now.
ROUND_TERRAIN = ("wall", "obstacle", "trap", "hazardous", "difficult")


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class TerrainSpec(_Strict):
    hex: tuple[int, int]
    type: Literal["wall", "obstacle", "trap", "hazardous", "difficult", "icy"]


class MapSpec(_Strict):
    hexes: tuple[tuple[int, int], ...] = Field(min_length=1)
    terrain: tuple[TerrainSpec, ...] = ()
    thin_walls: tuple[tuple[tuple[int, int], tuple[int, int]], ...] = ()


#: Conditions a figure may start a scenario with (bless and curse are modifier cards, not tokens).
StartingCondition = Literal[
    "poisoned", "wounded", "immobilized", "disarmed", "stunned", "muddled", "invisible", "strengthened"
]
STARTING_CONDITIONS: tuple[StartingCondition, ...] = (
    "poisoned",
    "wounded",
    "immobilized",
    "disarmed",
    "stunned",
    "muddled",
    "invisible",
    "strengthened",
)
SHIELD_MAX = 10
RETALIATE_MAX = 10
RETALIATE_RANGE_MAX = 8


class _StartSpec(_Strict):
    """A figure's starting state (format 2): see the module's docstring."""

    conditions: tuple[StartingCondition, ...] = ()
    shield: StrictInt = Field(default=0, ge=0, le=SHIELD_MAX)
    retaliate: StrictInt = Field(default=0, ge=0, le=RETALIATE_MAX)
    retaliate_range: StrictInt = Field(default=1, ge=1, le=RETALIATE_RANGE_MAX)

    def has_start(self) -> bool:
        return bool(self.conditions or self.shield or self.retaliate or self.retaliate_range != 1)


class CharacterSpec(_StartSpec):
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)
    id: str | None = None
    class_: str = Field(alias="class", min_length=1)
    hex: tuple[int, int]
    hand: tuple[str, ...] | None = None
    #: the character's level (format 2): its class's hit points at that level
    level: StrictInt = Field(
        default=character_level.MIN_LEVEL, ge=character_level.MIN_LEVEL, le=character_level.MAX_LEVEL
    )


PlayerCount = Literal["2", "3", "4"]


class MonsterSpec(_StartSpec):
    type: str = Field(min_length=1)
    elite: bool = False
    standee: int = Field(ge=1, le=20)
    hex: tuple[int, int]
    #: the printed setup per number of characters (2, 3, 4): absent, normal or elite; a count
    #: not listed uses ``elite``. One or two characters play the two-character setup.
    players: dict[PlayerCount, Literal["absent", "normal", "elite"]] = Field(default_factory=dict)


class RoomSpec(_Strict):
    """A room behind a door: hidden until a character enters the door hex."""

    id: str = Field(min_length=1)
    door: tuple[int, int]
    hexes: tuple[tuple[int, int], ...] = Field(min_length=1)
    monsters: tuple[MonsterSpec, ...] = ()


class SpawnSpec(_Strict):
    """Monsters that appear in their printed hex (or the nearest empty one, the lowest
    coordinates on a tie) when the spawn's one trigger comes (spawn_triggers.py):

    * ``round``: at the start of that round (they act in it);
    * format 2 ``every_round_from`` N: at the start of every round from N, ``times`` rounds
      if given (a standee comes again only once it has died);
    * format 2, once each and at once, joining the round as a revealed room's monsters do:
      ``when_door_opens`` (a room id or its door hex) right after the room is revealed;
      ``when_plate_occupied`` (a hex) when a character stands on it at the end of a turn;
      ``when_killed`` (``type#standee``) the moment that monster dies."""

    round: int | None = Field(default=None, ge=2, le=99)
    when_door_opens: str | tuple[int, int] | None = None
    when_plate_occupied: tuple[int, int] | None = None
    when_killed: str | None = None
    every_round_from: int | None = Field(default=None, ge=2, le=99)
    #: how many rounds an ``every_round_from`` spawn comes (none: every round to the end)
    times: int | None = Field(default=None, ge=1, le=99)
    monsters: tuple[MonsterSpec, ...] = Field(min_length=1)


class ObjectiveSpec(_Strict):
    """What wins the scenario (checked at the end of each round; the round is played out):
    kill every monster, loot ``tokens`` money tokens, escape (every standing character has
    left by an ``exit`` hex), survive ``rounds`` rounds, or kill the ``boss`` (a monster id,
    ``type#standee``)."""

    type: Literal["kill_all", "loot", "escape", "survive", "boss"] = "kill_all"
    tokens: int = Field(default=0, ge=0, le=99)
    rounds: int = Field(default=0, ge=0, le=99)
    exits: tuple[tuple[int, int], ...] = ()
    boss: str | None = None


class ScenarioFile(_Strict):
    format: Literal["tactics-scenario/1", "tactics-scenario/2"]
    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    #: a chosen level, or None / "recommended" (format 2): worked out from the party
    level: int | Literal["recommended"] | None = None
    rules: str = "gloomhaven"
    trap_damage: int | None = Field(default=None, ge=0, le=20)
    map: MapSpec
    characters: tuple[CharacterSpec, ...] = Field(min_length=1, max_length=4)
    monsters: tuple[MonsterSpec, ...] = Field(min_length=1)
    rooms: tuple[RoomSpec, ...] = ()
    spawns: tuple[SpawnSpec, ...] = ()
    objective: ObjectiveSpec = ObjectiveSpec()
    #: money tokens printed on the map at the start, one entry per token
    money: tuple[tuple[int, int], ...] = ()
    classes: tuple[CharacterClass, ...] = ()
    monster_types: tuple[MonsterType, ...] = ()

    @field_validator("level", mode="before")
    @classmethod
    def _level(cls, value: object) -> object:
        """A whole number from 0 to 7 or the word "recommended" (one clear message for both)."""
        if value is None or value == "recommended":
            return value
        low, high = scenario_level.MIN_LEVEL, scenario_level.MAX_LEVEL
        if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
            return value
        raise ValueError(f'a scenario level is a number from 0 to 7 or "recommended", not {value!r}')


@dataclass(frozen=True)
class StartingState:
    """What the setup gives a figure beyond its class or stat card (the module's docstring):
    conditions at the start, and a shield and a retaliate for the whole scenario."""

    conditions: tuple[str, ...] = ()
    shield: int = 0
    retaliate: int = 0
    retaliate_range: int = 1


NO_START = StartingState()


@dataclass(frozen=True)
class CharacterSetup:
    id: str
    cls: CharacterClass
    hex: Hex
    hand: tuple[str, ...]
    start: StartingState = NO_START
    level: int = character_level.MIN_LEVEL

    @property
    def max_hp(self) -> int:
        """The hit points the character starts with: its class's at its level."""
        return self.cls.hp_at(self.level)


@dataclass(frozen=True)
class MonsterSetup:
    id: str
    type: MonsterType
    elite: bool
    standee: int
    hex: Hex
    start: StartingState = NO_START


@dataclass(frozen=True)
class Room:
    id: str
    door: Hex
    hexes: frozenset[Hex]
    monsters: tuple[MonsterSetup, ...]


@dataclass(frozen=True)
class Spawn:
    """A checked spawn: ``round``, or one trigger (the room of ``door``, the ``plate`` hex, the
    ``killed`` monster, ``every_from`` a round for ``times`` rounds); spawn_triggers.py."""

    round: int | None
    monsters: tuple[MonsterSetup, ...]
    door: str | None = None
    plate: Hex | None = None
    killed: str | None = None
    every_from: int | None = None
    times: int | None = None

    @property
    def triggered(self) -> bool:
        """Set off by something in play, once (not by the round)."""
        return self.door is not None or self.plate is not None or self.killed is not None


@dataclass(frozen=True)
class Objective:
    type: str = "kill_all"
    tokens: int = 0
    rounds: int = 0
    exits: frozenset[Hex] = frozenset()
    boss: str | None = None


@dataclass(frozen=True)
class Scenario:
    """A checked scenario, ready to start a game."""

    id: str
    name: str
    level: int
    rules: RuleSet
    board: Board
    trap_damage: int
    characters: tuple[CharacterSetup, ...]
    monsters: tuple[MonsterSetup, ...]
    catalog: Catalog
    rooms: tuple[Room, ...] = ()
    spawns: tuple[Spawn, ...] = ()
    objective: Objective = Objective()
    money: tuple[tuple[int, int], ...] = ()
    #: how ``level`` was set: from the party's levels, or chosen (scenario_level.py)
    level_source: scenario_level.LevelSource = "chosen"

    def hidden_hexes(self, opened: Collection[str]) -> frozenset[Hex]:
        """The hexes of rooms whose doors are still closed."""
        out: set[Hex] = set()
        for room in self.rooms:
            if room.id not in opened:
                out |= room.hexes
        return frozenset(out)

    def closed_doors(self, opened: Collection[str]) -> frozenset[Hex]:
        return frozenset(r.door for r in self.rooms if r.id not in opened)

    def monster_type(self, type_id: str) -> MonsterType:
        return self.catalog.monsters[type_id]

    def character_class(self, class_id: str) -> CharacterClass:
        return self.catalog.classes[class_id]

    def character_level(self, figure_id: str) -> int:
        """A character's level (1 for an id that is no character of the setup)."""
        for c in self.characters:
            if c.id == figure_id:
                return c.level
        return character_level.MIN_LEVEL

    @property
    def gold_per_token(self) -> int:
        """What a money token is worth at the end of the scenario, by its level."""
        return scenario_level.gold_per_token(self.level)

    def starting(self, figure_id: str) -> StartingState:
        """The setup's starting state of a figure (none for a summon or an unknown id)."""
        for c in self.characters:
            if c.id == figure_id:
                return c.start
        later = [m for r in self.rooms for m in r.monsters] + [m for sp in self.spawns for m in sp.monsters]
        for m in (*self.monsters, *later):
            if m.id == figure_id:
                return m.start
        return NO_START


def load_scenario(path: Path | str, catalog: Catalog | None = None, level: int | None = None) -> Scenario:
    """Read and check a scenario file; the starter catalog unless another is given; ``level``
    is one the players choose instead of the file's."""
    path = Path(path)
    return parse_scenario(read_json(path), str(path), catalog, level)


def parse_scenario(
    data: Any, file: str = "<scenario>", catalog: Catalog | None = None, level: int | None = None
) -> Scenario:
    """Check parsed JSON as a scenario; ``file`` names it in errors; ``level``: the players'
    choice of scenario level, over the file's (a trap damage the file gives stays)."""
    if isinstance(data, dict) and data.get("format") not in (None, *FORMATS):
        raise TacticsFileError(
            file, "format", f"expected one of {', '.join(map(repr, FORMATS))}, got {data.get('format')!r}"
        )
    try:
        spec = ScenarioFile.model_validate(data)
    except ValidationError as err:
        raise from_validation(file, err) from None
    base = catalog if catalog is not None else starter_catalog()
    return _build(spec, file, base.extended(spec.classes, spec.monster_types), level)


def _build(spec: ScenarioFile, file: str, catalog: Catalog, chosen_level: int | None = None) -> Scenario:
    def fail(field: str, message: str) -> TacticsFileError:
        return TacticsFileError(file, field, message)

    if chosen_level is not None and not scenario_level.MIN_LEVEL <= chosen_level <= scenario_level.MAX_LEVEL:
        raise fail("level", f"the chosen scenario level {chosen_level} is not from 0 to 7")
    if spec.format == "tactics-scenario/1":
        if not isinstance(spec.level, int):
            raise fail(
                "level", f"format 1 needs a level from 0 to 7; a recommended level needs format {FORMAT!r}"
            )
        for i, own in enumerate(spec.classes):
            if own.by_level:
                raise fail(f"classes[{i}].hp", f"hit points per level need format {FORMAT!r}")

    if spec.rules not in RULE_SETS:
        raise fail("rules", f"unknown rule set {spec.rules!r}; known: {', '.join(RULE_SETS)}")
    seen_hexes: set[tuple[int, int]] = set()
    for i, h in enumerate(spec.map.hexes):
        if h in seen_hexes:
            raise fail(f"map.hexes[{i}]", f"hex {Hex(*h)} is listed twice")
        seen_hexes.add(h)
    terrain: dict[tuple[int, int], Terrain] = {}
    for i, t in enumerate(spec.map.terrain):
        if t.type not in ROUND_TERRAIN:
            raise fail(f"map.terrain[{i}].type", f"{t.type!r} terrain is not played by rounds")
        if t.hex not in seen_hexes:
            raise fail(f"map.terrain[{i}].hex", f"{Hex(*t.hex)} is not on the map")
        if t.hex in terrain:
            raise fail(f"map.terrain[{i}].hex", f"{Hex(*t.hex)} has terrain twice")
        terrain[t.hex] = Terrain(t.type)
    try:
        board = Board(spec.map.hexes, terrain, spec.map.thin_walls)
    except BoardError as exc:
        raise fail("map.thin_walls", str(exc)) from None

    occupied: dict[tuple[int, int], str] = {}

    def start_of(
        field: str, figure: _StartSpec, immune: tuple[str, ...] = (), who: str = ""
    ) -> StartingState:
        """The figure's starting state, checked: format 2, no condition twice or one a monster
        is immune to, no retaliate range without a retaliate."""
        if not figure.has_start():
            return NO_START
        if spec.format == "tactics-scenario/1":
            raise fail(field, f"a starting state (conditions, shield, retaliate) needs format {FORMAT!r}")
        for j, c in enumerate(figure.conditions):
            if c in figure.conditions[:j]:
                raise fail(f"{field}.conditions[{j}]", f"{c!r} is listed twice")
            if c in immune:
                raise fail(f"{field}.conditions[{j}]", f"{who} is immune to {c!r}")
        if figure.retaliate_range != 1 and not figure.retaliate:
            raise fail(f"{field}.retaliate_range", "a retaliate range without a retaliate")
        return StartingState(figure.conditions, figure.shield, figure.retaliate, figure.retaliate_range)

    def place(field: str, h: tuple[int, int]) -> Hex:
        hx = Hex(*h)
        if h not in seen_hexes:
            raise fail(field, f"{hx} is not on the map")
        t = terrain.get(h)
        if t is not None and t.blocks_walking:
            raise fail(field, f"{hx} is {t.value}: no figure can stand there")
        if h in occupied:
            raise fail(field, f"{hx} already holds {occupied[h]}")
        return hx

    characters: list[CharacterSetup] = []
    for i, c in enumerate(spec.characters):
        field = f"characters[{i}]"
        cls = catalog.classes.get(c.class_)
        if cls is None:
            raise fail(f"{field}.class", f"unknown class {c.class_!r}")
        cid = c.id or cls.id
        if any(o.id == cid for o in characters):
            raise fail(f"{field}.id", f"two characters are called {cid!r}; give each an id")
        hx = place(f"{field}.hex", c.hex)
        occupied[c.hex] = cid
        hand = c.hand if c.hand is not None else tuple(card.id for card in cls.cards[: cls.hand_size])
        known = {card.id for card in cls.cards}
        for j, card_id in enumerate(hand):
            if card_id not in known:
                raise fail(f"{field}.hand[{j}]", f"{cls.id} has no card {card_id!r}")
        if len(set(hand)) != len(hand):
            raise fail(f"{field}.hand", "a card is in the hand twice")
        if not 2 <= len(hand) <= cls.hand_size:
            raise fail(f"{field}.hand", f"{cls.id} takes 2 to {cls.hand_size} cards, not {len(hand)}")
        if c.level != character_level.MIN_LEVEL and spec.format == "tactics-scenario/1":
            raise fail(f"{field}.level", f"a character level needs format {FORMAT!r}")
        characters.append(CharacterSetup(cid, cls, hx, tuple(hand), start_of(field, c), c.level))

    count = str(min(4, max(2, len(characters))))
    ids: set[str] = set()

    def setup(field: str, specs: tuple[MonsterSpec, ...], occupy: bool) -> tuple[MonsterSetup, ...]:
        out: list[MonsterSetup] = []
        for i, m in enumerate(specs):
            f = f"{field}[{i}]"
            mtype = catalog.monsters.get(m.type)
            if mtype is None:
                raise fail(f"{f}.type", f"unknown monster type {m.type!r}")
            mid = f"{m.type}#{m.standee}"
            if mid in ids:
                raise fail(f"{f}.standee", f"{m.type} standee {m.standee} is used twice")
            ids.add(mid)
            rank = m.players.get(count, "elite" if m.elite else "normal")  # type: ignore[call-overload]
            start = start_of(f, m, mtype.immunities, mtype.id)
            if occupy:
                hx = place(f"{f}.hex", m.hex)
            else:
                hx = _on_map(f"{f}.hex", m.hex)
            if rank == "absent":
                continue
            if occupy:
                occupied[m.hex] = mid
            out.append(MonsterSetup(mid, mtype, rank == "elite", m.standee, hx, start))
        return tuple(out)

    def _on_map(field: str, h: tuple[int, int]) -> Hex:
        if h not in seen_hexes:
            raise fail(field, f"{Hex(*h)} is not on the map")
        t = terrain.get(h)
        if t is not None and t.blocks_walking:
            raise fail(field, f"{Hex(*h)} is {t.value}: no figure can stand there")
        return Hex(*h)

    monsters = list(setup("monsters", spec.monsters, True))
    rooms: list[Room] = []
    room_hexes: set[tuple[int, int]] = set()
    for i, r in enumerate(spec.rooms):
        field = f"rooms[{i}]"
        if any(o.id == r.id for o in rooms):
            raise fail(f"{field}.id", f"two rooms are called {r.id!r}")
        door = _on_map(f"{field}.door", r.door)
        for j, h in enumerate(r.hexes):
            if h not in seen_hexes:
                raise fail(f"{field}.hexes[{j}]", f"{Hex(*h)} is not on the map")
            if h in occupied:
                raise fail(f"{field}.hexes[{j}]", f"{Hex(*h)} holds {occupied[h]}, but the room is hidden")
            if h in room_hexes:
                raise fail(f"{field}.hexes[{j}]", f"{Hex(*h)} is in two rooms")
            room_hexes.add(h)
        placed = setup(f"{field}.monsters", r.monsters, False)
        for j, m in enumerate(r.monsters):
            if m.hex not in r.hexes:
                raise fail(f"{field}.monsters[{j}].hex", f"{Hex(*m.hex)} is not in room {r.id!r}")
        rooms.append(Room(r.id, door, frozenset(Hex(*h) for h in r.hexes), placed))
    placed_spawns = [setup(f"spawns[{i}].monsters", sp.monsters, False) for i, sp in enumerate(spec.spawns)]
    spawns = tuple(
        _spawn(fail, f"spawns[{i}]", sp, placed, spec.format, rooms, board, ids)
        for i, (sp, placed) in enumerate(zip(spec.spawns, placed_spawns, strict=True))
    )
    o = spec.objective
    for j, h in enumerate(o.exits):
        _on_map(f"objective.exits[{j}]", h)
    if o.type == "escape" and not o.exits:
        raise fail("objective.exits", "an escape needs at least one exit hex")
    if o.type == "boss" and o.boss not in ids:
        raise fail("objective.boss", f"no monster {o.boss!r} in the scenario (type#standee)")
    if o.type == "survive" and o.rounds < 1:
        raise fail("objective.rounds", "survive how many rounds? (at least 1)")
    if o.type == "loot" and o.tokens < 1:
        raise fail("objective.tokens", "loot how many money tokens? (at least 1)")
    objective = Objective(o.type, o.tokens, o.rounds, frozenset(Hex(*h) for h in o.exits), o.boss)
    for j, h in enumerate(spec.money):
        _on_map(f"money[{j}]", h)

    level, source = _scenario_level(spec.level, chosen_level, [c.level for c in characters])
    trap_damage = spec.trap_damage if spec.trap_damage is not None else scenario_level.trap_damage(level)
    return Scenario(
        id=spec.id,
        name=spec.name,
        level=level,
        rules=rule_set(spec.rules),
        board=board,
        trap_damage=trap_damage,
        characters=tuple(characters),
        monsters=tuple(monsters),
        catalog=catalog,
        rooms=tuple(rooms),
        spawns=spawns,
        objective=objective,
        money=tuple(sorted(spec.money)),
        level_source=source,
    )


def _spawn(
    fail: Callable[[str, str], TacticsFileError],
    field: str,
    sp: SpawnSpec,
    monsters: tuple[MonsterSetup, ...],
    fmt: str,
    rooms: list[Room],
    board: Board,
    ids: set[str],
) -> Spawn:
    """A spawn with its one trigger checked: a known room or door, a hex on the map a character
    can stand on, a monster of the scenario (not one of its own), a count only for repeats."""
    given = [
        name
        for name in ("round", "when_door_opens", "when_plate_occupied", "when_killed", "every_round_from")
        if getattr(sp, name) is not None
    ]
    if len(given) != 1:
        raise fail(
            field,
            f"give exactly one of round, when_door_opens, when_plate_occupied, when_killed, "
            f"every_round_from (got {', '.join(given) or 'none'})",
        )
    trigger = given[0]
    if trigger != "round" and fmt == "tactics-scenario/1":
        raise fail(f"{field}.{trigger}", f"a spawn trigger needs format {FORMAT!r}")
    if sp.times is not None and trigger != "every_round_from":
        raise fail(f"{field}.times", "only an every_round_from spawn repeats")
    door: str | None = None
    if isinstance(sp.when_door_opens, str):
        door = sp.when_door_opens
        if not any(r.id == door for r in rooms):
            raise fail(
                f"{field}.when_door_opens",
                f"no room {door!r} (known: {', '.join(r.id for r in rooms) or 'none'})",
            )
    elif sp.when_door_opens is not None:
        at = Hex(*sp.when_door_opens)
        room = next((r for r in rooms if r.door == at), None)
        if room is None:
            raise fail(f"{field}.when_door_opens", f"no door at {at}")
        door = room.id
    plate: Hex | None = None
    if sp.when_plate_occupied is not None:
        plate = Hex(*sp.when_plate_occupied)
        if plate not in board.hexes:
            raise fail(f"{field}.when_plate_occupied", f"{plate} is not on the map")
        t = board.terrain_at(plate)
        if t is not None and t.blocks_walking:
            raise fail(f"{field}.when_plate_occupied", f"{plate} is {t.value}: no character can stand there")
    if sp.when_killed is not None:
        if sp.when_killed not in ids:
            raise fail(
                f"{field}.when_killed", f"no monster {sp.when_killed!r} in the scenario (type#standee)"
            )
        if any(f"{m.type}#{m.standee}" == sp.when_killed for m in sp.monsters):
            raise fail(f"{field}.when_killed", f"{sp.when_killed!r} comes with this very spawn")
    return Spawn(sp.round, monsters, door, plate, sp.when_killed, sp.every_round_from, sp.times)


def _scenario_level(
    written: int | str | None, chosen: int | None, party: list[int]
) -> tuple[int, scenario_level.LevelSource]:
    """The level the scenario is played at: the players' choice, else the file's, else the
    party's recommended level."""
    if chosen is not None:
        return scenario_level.monster_level(chosen), "chosen"
    if isinstance(written, int):
        return written, "chosen"
    return scenario_level.recommended_level(party), "recommended"
