"""The ``monster-turn`` case format (docs/TACTICS.md): parse, validate, convert, compare.

Format 2 (``monster-turn/2``) adds a figure's starting state (``conditions``, ``shield``,
``retaliate``, ``retaliate_range``, as in a scenario file); the solver weighs the conditions it
knows (muddled, disarmed, immobilized on the active monster; invisible on an enemy). Format 1
cases read unchanged; a format-1 case cannot hold a starting state (an older reader would drop
it silently and solve another turn).

A case is one monster's turn on a small map with the full set of legal outcomes. The format is
a set of pydantic models (``CaseModel``); ``parse_case`` validates a case against them, checks
what ties its fields together, and raises ``CaseError`` naming the case and the field
(``figures[2].hex``) with what is wrong; it returns the solver's generic ``MonsterTurn`` with
the expected outcomes. ``outcomes_match`` is the one comparison of an outcome set.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    StrictStr,
    ValidationError,
    field_validator,
)

from founders_desktop.content import safe_file
from founders_desktop.tactics.board import Board
from founders_desktop.tactics.hexgrid import Hex, are_neighbours
from founders_desktop.tactics.model import (
    Ability,
    AreaPattern,
    Condition,
    Figure,
    MonsterTurn,
    MovementMode,
    Outcome,
    Team,
    solver_conditions,
)
from founders_desktop.tactics.rules import RULE_SETS, RuleSet
from founders_desktop.tactics.scenario import (
    RETALIATE_MAX,
    RETALIATE_RANGE_MAX,
    SHIELD_MAX,
    StartingCondition,
)
from founders_desktop.tactics.terrain import TERRAIN_NAMES, Terrain

FORMAT = "monster-turn/2"
#: Every format read: format 1 holds no starting state.
FORMATS = ("monster-turn/1", FORMAT)
ROLES = ("active", "ally", "enemy")


class CaseError(ValueError):
    """A case that does not follow ``monster-turn/1``: names the case and the field."""

    def __init__(self, case_id: str, field: str, message: str) -> None:
        super().__init__(f"case {case_id}: {field}: {message}")
        self.case_id = case_id
        self.field = field
        self.message = message


@dataclass(frozen=True)
class ExpectedOutcome:
    end: Hex
    targets: frozenset[Hex]


@dataclass(frozen=True)
class Case:
    id: str
    note: str
    rules: RuleSet
    turn: MonsterTurn
    expected: tuple[ExpectedOutcome, ...] | None
    #: the case as validated, with the editor's extras (app/tactics/case_io.py reads it)
    source: CaseModel | None = field(default=None, compare=False)

    def expected_keys(self) -> set[tuple[Hex, frozenset[Hex]]] | None:
        if self.expected is None:
            return None
        return {(e.end, e.targets) for e in self.expected}


# --- the file format, as pydantic models ---------------------------------------------------------
#
# The models check shapes and types (and the names of terrain, roles, rule sets); ``parse_case``
# then checks what ties the fields together (hexes on the map, one active figure, ...). The
# editor (app/tactics/case_io.py) reads the same models, so a file means one thing everywhere.

HexPair = tuple[StrictInt, StrictInt]


class _Model(BaseModel):
    # unknown keys are ignored: the editor keeps its own extras (kind, elite, standee) in them
    model_config = ConfigDict(extra="ignore", frozen=True)


class TerrainEntry(_Model):
    hex: HexPair
    type: str

    @field_validator("type")
    @classmethod
    def _known(cls, v: str) -> str:
        if v not in TERRAIN_NAMES:
            raise ValueError(f"unknown terrain {v!r} (known: {', '.join(TERRAIN_NAMES)})")
        return v


class FigureEntry(_Model):
    hex: HexPair
    role: str
    initiative: StrictInt | StrictFloat | None = None
    #: editor extras (the engine ignores them): summon / character / monster, elite, standee
    kind: StrictStr | None = None
    elite: StrictBool = False
    standee: StrictInt | None = None
    #: the figure's starting state (format 2), as in a scenario file
    conditions: list[StartingCondition] = Field(default_factory=list)
    shield: StrictInt = Field(default=0, ge=0, le=SHIELD_MAX)
    retaliate: StrictInt = Field(default=0, ge=0, le=RETALIATE_MAX)
    retaliate_range: StrictInt = Field(default=1, ge=1, le=RETALIATE_RANGE_MAX)

    def has_start(self) -> bool:
        return bool(self.conditions or self.shield or self.retaliate or self.retaliate_range != 1)

    @field_validator("role")
    @classmethod
    def _role(cls, v: str) -> str:
        if v not in ROLES:
            raise ValueError(f"must be one of {', '.join(ROLES)}, not {v!r}")
        return v


class AreaEntry(_Model):
    melee: StrictBool = False
    hexes: list[HexPair] = Field(min_length=1)


class AbilityEntry(_Model):
    move: StrictInt = Field(default=0, ge=0)
    range: StrictInt = Field(default=0, ge=0)
    targets: StrictInt = Field(default=1, ge=0)
    aoe: AreaEntry | None = None
    flying: StrictBool = False
    jumping: StrictBool = False
    teleport: StrictBool = False
    muddled: StrictBool = False


class ExpectedEntry(_Model):
    end: HexPair
    targets: list[HexPair] = Field(default_factory=list)


class CaseModel(_Model):
    """One ``monster-turn/1`` case as written in the file."""

    format: Any = None
    id: StrictStr = Field(min_length=1)
    rules: Any = "gloomhaven"
    note: StrictStr = ""
    hexes: list[HexPair] = Field(min_length=1)
    terrain: list[TerrainEntry] = Field(default_factory=list)
    thin_walls: list[tuple[HexPair, HexPair]] = Field(default_factory=list)
    figures: list[FigureEntry] = Field(default_factory=list)
    ability: AbilityEntry
    expected: list[ExpectedEntry] | None = None

    @field_validator("format")
    @classmethod
    def _format(cls, v: Any) -> Any:
        if v not in FORMATS:
            raise ValueError(f"must be one of {', '.join(map(repr, FORMATS))}, not {v!r}")
        return v

    @field_validator("rules")
    @classmethod
    def _rules(cls, v: Any) -> Any:
        if not isinstance(v, str):
            raise ValueError(f"must be the name of one rule set ({', '.join(RULE_SETS)}), not {v!r}")
        if v not in RULE_SETS:
            raise ValueError(f"unknown rule set {v!r} (known: {', '.join(RULE_SETS)})")
        return v


def _field_name(loc: Sequence[str | int]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "case"


_UNION_TAGS = frozenset({"int", "float", "str", "bool", "none"})


def _first_error(exc: ValidationError) -> tuple[str, str]:
    """(field, message) of the first problem pydantic found, in the file's own terms."""
    err = exc.errors(include_url=False)[0]
    kind = err["type"]
    loc = [p for p in err["loc"] if not (isinstance(p, str) and p in _UNION_TAGS)]
    ctx = err.get("ctx") or {}
    got = f", not {err['input']!r}" if "input" in err else ""
    if kind == "missing":
        message = "missing"
    elif "error" in ctx:  # our own validators
        message = str(ctx["error"])
    elif kind in ("tuple_type", "too_long") or (kind == "int_type" and loc and isinstance(loc[-1], int)):
        if kind == "int_type":
            loc = loc[:-1]
        message = "must be a hex [q, r] of two integers" + got
    elif kind == "too_short":
        message = "needs at least one entry"
    elif kind in ("int_type", "float_type") and loc and loc[-1] == "initiative":
        message = "must be a number" + got
    else:
        message = str(err["msg"])
        message = message[:1].lower() + message[1:] + got
    return _field_name(loc), message


def validate_case(data: Any, position: int = 0) -> CaseModel:
    """The case's fields checked against the format (shapes, types, names); raises CaseError."""
    raw_id = data.get("id") if isinstance(data, Mapping) else None
    case_id = raw_id if isinstance(raw_id, str) and raw_id else f"#{position + 1}"
    if not isinstance(data, Mapping):
        raise CaseError(case_id, "case", f"must be an object, not {type(data).__name__}")
    try:
        return CaseModel.model_validate(data)
    except ValidationError as exc:
        field, message = _first_error(exc)
        if field == "id":
            message = "missing or not a non-empty string"
        raise CaseError(case_id, field, message) from None


def parse_case(data: Any, position: int = 0) -> Case:
    """Check one case and convert it. ``position`` names a case that has no usable id."""
    model = validate_case(data, position)
    case_id = model.id

    def fail(field: str, message: str) -> CaseError:
        return CaseError(case_id, field, message)

    rules = RULE_SETS[model.rules]
    hex_list = [Hex(q, r) for q, r in model.hexes]
    hexes = set(hex_list)
    if len(hexes) != len(hex_list):
        seen: set[Hex] = set()
        for i, h in enumerate(hex_list):
            if h in seen:
                raise fail(f"hexes[{i}]", f"hex {list(h)} is listed twice")
            seen.add(h)

    def on_map(h: Hex, field: str) -> Hex:
        if h not in hexes:
            raise fail(field, f"hex {list(h)} is not on the map")
        return h

    terrain: dict[Hex, Terrain] = {}
    for i, t in enumerate(model.terrain):
        h = on_map(Hex(*t.hex), f"terrain[{i}].hex")
        if h in terrain:
            raise fail(f"terrain[{i}].hex", f"hex {list(h)} already has terrain {terrain[h].value}")
        terrain[h] = Terrain(t.type)

    thin: list[tuple[Hex, Hex]] = []
    for i, (wa, wb) in enumerate(model.thin_walls):
        a, b = Hex(*wa), Hex(*wb)
        if a not in hexes and b not in hexes:
            raise fail(f"thin_walls[{i}]", f"neither {list(a)} nor {list(b)} is on the map")
        if not are_neighbours(a, b):
            raise fail(f"thin_walls[{i}]", f"hexes {list(a)} and {list(b)} are not neighbours")
        thin.append((a, b))

    figures: list[Figure] = []
    active: str | None = None
    taken: dict[Hex, int] = {}
    muddled = model.ability.muddled
    for i, f in enumerate(model.figures):
        field = f"figures[{i}]"
        h = on_map(Hex(*f.hex), f"{field}.hex")
        if terrain.get(h) is Terrain.WALL:
            raise fail(f"{field}.hex", f"hex {list(h)} is a wall")
        if h in taken:
            raise fail(f"{field}.hex", f"hex {list(h)} already holds figures[{taken[h]}]")
        taken[h] = i
        fid = f"{f.role}-{i}"
        if f.has_start() and model.format != FORMAT:
            raise fail(field, f"a starting state (conditions, shield, retaliate) needs format {FORMAT!r}")
        for j, c in enumerate(f.conditions):
            if c in f.conditions[:j]:
                raise fail(f"{field}.conditions[{j}]", f"{c!r} is listed twice")
        if f.retaliate_range != 1 and not f.retaliate:
            raise fail(f"{field}.retaliate_range", "a retaliate range without a retaliate")
        conditions = solver_conditions(f.conditions)
        if f.role == "active":
            if active is not None:
                raise fail(f"{field}.role", "a second active monster (only one monster acts)")
            active = fid
            if muddled:
                conditions |= {Condition.MUDDLED}
        team = Team.CHARACTERS if f.role == "enemy" else Team.MONSTERS
        figures.append(Figure(fid, h, team, f.initiative, conditions))
    if active is None:
        raise fail("figures", "no figure has the role 'active'")

    ability = _ability(model.ability, fail)
    board = Board(hex_list, terrain, thin)
    turn = MonsterTurn(board=board, figures=tuple(figures), active=active, ability=ability, rules=rules)
    expected: tuple[ExpectedOutcome, ...] | None = None
    if model.expected is not None:
        expected = tuple(
            ExpectedOutcome(Hex(*e.end), frozenset(Hex(*t) for t in e.targets)) for e in model.expected
        )
    return Case(id=case_id, note=model.note, rules=rules, turn=turn, expected=expected, source=model)


def _ability(a: AbilityEntry, fail: Callable[[str, str], CaseError]) -> Ability:
    aoe = None
    if a.aoe is not None:
        aoe = AreaPattern(tuple((q, r) for q, r in a.aoe.hexes), a.aoe.melee)
        if not a.aoe.melee and a.range < 1 and a.targets > 0:
            raise fail(
                "ability.range",
                "a ranged area pattern needs a range of at least 1 (a melee pattern says melee: true)",
            )
    if a.teleport and (a.flying or a.jumping):
        raise fail("ability.teleport", "a teleport cannot also fly or jump")
    # flying and jumping: the figure flies (it ignores everything a jump ignores, and more)
    mode = MovementMode.NORMAL
    if a.flying:
        mode = MovementMode.FLYING
    elif a.jumping:
        mode = MovementMode.JUMP
    elif a.teleport:
        mode = MovementMode.TELEPORT
    return Ability(move=a.move, range=a.range, targets=a.targets, aoe=aoe, mode=mode)


def load_cases(path: str | Path) -> list[Case]:
    """Read a file holding one case or a list of cases; raises CaseError or ValueError."""
    data = safe_file.read_json(path)  # FileRefused is a ValueError naming the file
    return parse_cases(data)


def parse_cases(data: Any) -> list[Case]:
    items = data if isinstance(data, list) else [data]
    return [parse_case(item, i) for i, item in enumerate(items)]


def outcome_json(o: Outcome) -> dict[str, Any]:
    """An outcome in the case format, with the extra keys the command adds."""
    return {
        "end": list(o.end),
        "targets": [list(t) for t in o.target_hexes],
        "focus": o.focus,
        "path": [list(h) for h in o.path],
        "aoe": [list(h) for h in o.aoe_hexes],
        "sightlines": [
            {"from": list(s.source), "to": list(s.target), "start": list(s.start), "end": list(s.end)}
            for s in o.sightlines
        ],
    }


def outcomes_match(expected: Iterable[tuple[Hex, frozenset[Hex]]], outcomes: Sequence[Outcome]) -> bool:
    """Do the solver's outcomes equal an expected set (end hex and targets; order ignored, and an
    outcome listed twice is the same outcome)? The one comparison the command line, the bench
    and the editor use."""
    return {o.key() for o in outcomes} == set(expected)


def matches(case: Case, outcomes: Sequence[Outcome]) -> bool:
    """Does the solver's set of outcomes equal the case's expected set?"""
    want = case.expected_keys()
    return want is not None and outcomes_match(want, outcomes)
