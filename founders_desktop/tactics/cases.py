"""The ``monster-turn/1`` case format (docs/TACTICS.md): parse, validate, convert, compare.

A case is one monster's turn on a small map with the full set of legal outcomes. ``parse_case``
checks every field and raises ``CaseError`` naming the case and the field (``figures[2].hex``)
with what is wrong; ``to_turn`` converts a case into the solver's generic ``MonsterTurn``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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
)
from founders_desktop.tactics.rules import RULE_SETS, RuleSet
from founders_desktop.tactics.terrain import TERRAIN_NAMES, Terrain

FORMAT = "monster-turn/1"
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

    def expected_keys(self) -> set[tuple[Hex, frozenset[Hex]]] | None:
        if self.expected is None:
            return None
        return {(e.end, e.targets) for e in self.expected}


class _Checker:
    def __init__(self, case_id: str) -> None:
        self.case_id = case_id

    def fail(self, field: str, message: str) -> CaseError:
        return CaseError(self.case_id, field, message)

    def obj(self, value: Any, field: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail(field, f"must be an object, not {type(value).__name__}")
        return value

    def lst(self, value: Any, field: str) -> Sequence[Any]:
        if not isinstance(value, list):
            raise self.fail(field, f"must be a list, not {type(value).__name__}")
        return value

    def integer(self, value: Any, field: str, minimum: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(field, f"must be an integer, not {value!r}")
        if minimum is not None and value < minimum:
            raise self.fail(field, f"must be at least {minimum}, not {value}")
        return value

    def boolean(self, value: Any, field: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(field, f"must be true or false, not {value!r}")
        return value

    def hex(self, value: Any, field: str) -> Hex:
        if (
            not isinstance(value, list)
            or len(value) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) for v in value)
        ):
            raise self.fail(field, f"must be a hex [q, r] of two integers, not {value!r}")
        return Hex(value[0], value[1])

    def on_map(self, h: Hex, hexes: set[Hex], field: str) -> Hex:
        if h not in hexes:
            raise self.fail(field, f"hex {list(h)} is not on the map")
        return h


def parse_case(data: Any, position: int = 0) -> Case:
    """Check one case and convert it. ``position`` names a case that has no usable id."""
    raw_id = data.get("id") if isinstance(data, Mapping) else None
    case_id = raw_id if isinstance(raw_id, str) and raw_id else f"#{position + 1}"
    c = _Checker(case_id)
    d = c.obj(data, "case")
    if not isinstance(raw_id, str) or not raw_id:
        raise c.fail("id", "missing or not a non-empty string")
    fmt = d.get("format")
    if fmt != FORMAT:
        raise c.fail("format", f"must be {FORMAT!r}, not {fmt!r}")
    rules_name = d.get("rules", "gloomhaven")
    if rules_name not in RULE_SETS:
        raise c.fail("rules", f"unknown rule set {rules_name!r} (known: {', '.join(RULE_SETS)})")
    rules = RULE_SETS[rules_name]
    note = d.get("note", "")
    if not isinstance(note, str):
        raise c.fail("note", "must be a string")

    if "hexes" not in d:
        raise c.fail("hexes", "missing")
    raw_hexes = c.lst(d["hexes"], "hexes")
    if all(type(h) is list and len(h) == 2 and type(h[0]) is int and type(h[1]) is int for h in raw_hexes):
        hex_list = [Hex(h[0], h[1]) for h in raw_hexes]  # the common, valid case, fast
    else:
        hex_list = [c.hex(h, f"hexes[{i}]") for i, h in enumerate(raw_hexes)]
    if not hex_list:
        raise c.fail("hexes", "the map has no hexes")
    hexes = set(hex_list)
    if len(hexes) != len(hex_list):
        seen: set[Hex] = set()
        for i, h in enumerate(hex_list):
            if h in seen:
                raise c.fail(f"hexes[{i}]", f"hex {list(h)} is listed twice")
            seen.add(h)

    terrain: dict[Hex, Terrain] = {}
    for i, t in enumerate(c.lst(d.get("terrain", []), "terrain")):
        field = f"terrain[{i}]"
        t = c.obj(t, field)
        h = c.on_map(c.hex(t.get("hex"), f"{field}.hex"), hexes, f"{field}.hex")
        kind = t.get("type")
        if kind not in TERRAIN_NAMES:
            raise c.fail(f"{field}.type", f"unknown terrain {kind!r} (known: {', '.join(TERRAIN_NAMES)})")
        if h in terrain:
            raise c.fail(f"{field}.hex", f"hex {list(h)} already has terrain {terrain[h].value}")
        terrain[h] = Terrain(kind)

    thin: list[tuple[Hex, Hex]] = []
    for i, w in enumerate(c.lst(d.get("thin_walls", []), "thin_walls")):
        field = f"thin_walls[{i}]"
        w = c.lst(w, field)
        if len(w) != 2:
            raise c.fail(field, "must be a pair of hexes [[q, r], [q2, r2]]")
        a = c.on_map(c.hex(w[0], f"{field}[0]"), hexes, f"{field}[0]")
        b = c.on_map(c.hex(w[1], f"{field}[1]"), hexes, f"{field}[1]")
        if not are_neighbours(a, b):
            raise c.fail(field, f"hexes {list(a)} and {list(b)} are not neighbours")
        thin.append((a, b))

    figures: list[Figure] = []
    active: str | None = None
    taken: dict[Hex, int] = {}
    raw_ability = c.obj(d.get("ability"), "ability")
    muddled = c.boolean(raw_ability.get("muddled", False), "ability.muddled")
    for i, f in enumerate(c.lst(d.get("figures", []), "figures")):
        field = f"figures[{i}]"
        f = c.obj(f, field)
        h = c.on_map(c.hex(f.get("hex"), f"{field}.hex"), hexes, f"{field}.hex")
        if terrain.get(h) is Terrain.WALL:
            raise c.fail(f"{field}.hex", f"hex {list(h)} is a wall")
        if h in taken:
            raise c.fail(f"{field}.hex", f"hex {list(h)} already holds figures[{taken[h]}]")
        taken[h] = i
        role = f.get("role")
        if role not in ROLES:
            raise c.fail(f"{field}.role", f"must be one of {', '.join(ROLES)}, not {role!r}")
        initiative = f.get("initiative")
        if initiative is not None and (
            isinstance(initiative, bool) or not isinstance(initiative, int | float)
        ):
            raise c.fail(f"{field}.initiative", f"must be a number, not {initiative!r}")
        fid = f"{role}-{i}"
        conditions: frozenset[Condition] = frozenset()
        if role == "active":
            if active is not None:
                raise c.fail(f"{field}.role", "a second active monster (only one monster acts)")
            active = fid
            if muddled:
                conditions = frozenset({Condition.MUDDLED})
        team = Team.CHARACTERS if role == "enemy" else Team.MONSTERS
        figures.append(Figure(fid, h, team, initiative, conditions))
    if active is None:
        raise c.fail("figures", "no figure has the role 'active'")

    ability = _parse_ability(c, raw_ability)
    board = Board(hex_list, terrain, thin)
    turn = MonsterTurn(board=board, figures=tuple(figures), active=active, ability=ability, rules=rules)

    expected: tuple[ExpectedOutcome, ...] | None = None
    if "expected" in d:
        outs = []
        for i, e in enumerate(c.lst(d["expected"], "expected")):
            field = f"expected[{i}]"
            e = c.obj(e, field)
            end = c.hex(e.get("end"), f"{field}.end")
            targets = [
                c.hex(t, f"{field}.targets[{j}]")
                for j, t in enumerate(c.lst(e.get("targets", []), f"{field}.targets"))
            ]
            outs.append(ExpectedOutcome(end, frozenset(targets)))
        expected = tuple(outs)
    return Case(id=case_id, note=note, rules=rules, turn=turn, expected=expected)


def _parse_ability(c: _Checker, a: Mapping[str, Any]) -> Ability:
    move = c.integer(a.get("move", 0), "ability.move", 0)
    rng = c.integer(a.get("range", 0), "ability.range", 0)
    targets = c.integer(a.get("targets", 1), "ability.targets", 0)
    aoe_raw = a.get("aoe")
    aoe = None
    if aoe_raw is not None:
        ao = c.obj(aoe_raw, "ability.aoe")
        melee = c.boolean(ao.get("melee", False), "ability.aoe.melee")
        offs = [
            c.hex(h, f"ability.aoe.hexes[{i}]")
            for i, h in enumerate(c.lst(ao.get("hexes"), "ability.aoe.hexes"))
        ]
        if not offs:
            raise c.fail("ability.aoe.hexes", "an area pattern needs at least one hex")
        aoe = AreaPattern(tuple((h.q, h.r) for h in offs), melee)
    flags = {k: c.boolean(a.get(k, False), f"ability.{k}") for k in ("flying", "jumping", "teleport")}
    if sum(flags.values()) > 1:
        raise c.fail("ability", "at most one of flying, jumping, teleport")
    mode = MovementMode.NORMAL
    if flags["flying"]:
        mode = MovementMode.FLYING
    elif flags["jumping"]:
        mode = MovementMode.JUMP
    elif flags["teleport"]:
        mode = MovementMode.TELEPORT
    return Ability(move=move, range=rng, targets=targets, aoe=aoe, mode=mode)


def load_cases(path: str | Path) -> list[Case]:
    """Read a file holding one case or a list of cases; raises CaseError or ValueError."""
    text = Path(path).read_text(encoding="utf-8")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not valid JSON: {exc}") from None
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


def matches(case: Case, outcomes: Sequence[Outcome]) -> bool:
    """Does the solver's set of outcomes equal the expected set (order ignored)?"""
    want = case.expected_keys()
    got = {o.key() for o in outcomes}
    return want is not None and got == want and len(got) == len(outcomes)
