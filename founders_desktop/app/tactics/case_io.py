"""Read and write ``monster-turn/1`` cases (docs/TACTICS.md) as editor scenarios.

The engine's cases.py checks every field (one validator for the GUI and the command line); this
module then turns a checked case into the editor's ``Scenario``, which keeps what the engine does
not need (figure kinds, elite, standee numbers). Those ride in extra figure keys (``kind``,
``elite``, ``standee``) that the engine ignores, so a saved scenario is a valid case.

Errors carry a code and the offending case and field; the view turns them into words.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from founders_desktop.app.tactics.scenario import (
    AbilitySpec,
    ExpectedOutcome,
    FigureKind,
    Scenario,
    ScenarioFigure,
)
from founders_desktop.tactics import Hex, Terrain, cases

FORMAT = "monster-turn/1"


class CaseFileError(ValueError):
    """A file that is not a valid ``monster-turn/1`` case (``code``: not_json, bad_format,
    bad_field), naming the case id and the field when known."""

    def __init__(self, code: str, case_id: str = "", field: str = "", detail: str = "") -> None:
        super().__init__(f"{code}: case {case_id or '?'} field {field or '?'} {detail}")
        self.code = code
        self.case_id = case_id
        self.field = field
        #: The engine's own explanation (English), for a details box.
        self.detail = detail


def load_cases(path: Path) -> list[Scenario]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CaseFileError("not_json") from exc
    return parse_cases(data)


def parse_cases(data: Any) -> list[Scenario]:
    items = data if isinstance(data, list) else [data]
    return [parse_case(item, i) for i, item in enumerate(items)]


def _hex(value: Any, case_id: str, field: str) -> Hex:
    if isinstance(value, list | tuple) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return Hex(int(value[0]), int(value[1]))
    raise CaseFileError("bad_field", case_id, field)


def parse_case(item: Any, position: int = 0) -> Scenario:
    """One case object to a scenario (checked by the engine first); enemies become
    characters, the others monsters."""
    try:
        cases.parse_case(item, position)
    except cases.CaseError as exc:
        code = "bad_format" if exc.field == "format" else "bad_field"
        raise CaseFileError(code, exc.case_id, exc.field, exc.message) from exc
    cid = str(item.get("id", ""))
    try:
        hexes = frozenset(_hex(h, cid, "hexes") for h in item["hexes"])
        terrain = {}
        for t in item.get("terrain", []):
            terrain[_hex(t["hex"], cid, "terrain")] = Terrain(t["type"])
        walls = frozenset(
            frozenset((_hex(a, cid, "thin_walls"), _hex(b, cid, "thin_walls")))
            for a, b in item.get("thin_walls", [])
        )
        figures, active = _figures(item.get("figures", []), cid)
        ability = _ability(item.get("ability", {}), cid)
        expected = None
        if item.get("expected") is not None:
            expected = tuple(
                ExpectedOutcome(
                    _hex(o["end"], cid, "expected"),
                    frozenset(_hex(t, cid, "expected") for t in o.get("targets", [])),
                )
                for o in item["expected"]
            )
    except CaseFileError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise CaseFileError("bad_field", cid, str(exc)) from exc
    return Scenario(
        hexes=hexes,
        terrain=tuple(sorted(terrain.items())),
        thin_walls=walls,
        figures=figures,
        active=active,
        ability=ability,
        rules=str(item.get("rules", "gloomhaven")),
        case_id=cid,
        note=str(item.get("note", "")),
        expected=expected,
    )


def _figures(items: list[Any], cid: str) -> tuple[tuple[ScenarioFigure, ...], str | None]:
    figures: list[ScenarioFigure] = []
    active: str | None = None
    counts: dict[str, int] = {}
    standee = 0
    for f in items:
        role = f.get("role")
        if role not in ("active", "ally", "enemy"):
            raise CaseFileError("bad_field", cid, "figures.role")
        kind = FigureKind(f.get("kind", "character" if role == "enemy" else "monster"))
        counts[kind.value] = counts.get(kind.value, 0) + 1
        fid = f"{kind.value}-{counts[kind.value]}"
        if kind.is_monster:
            standee += 1
        init = f.get("initiative")
        figures.append(
            ScenarioFigure(
                id=fid,
                hex=_hex(f.get("hex"), cid, "figures.hex"),
                kind=kind,
                initiative=float(init) if init is not None else None,
                elite=bool(f.get("elite", False)),
                standee=int(f.get("standee", standee if kind.is_monster else 0)),
            )
        )
        if role == "active":
            active = fid
    return tuple(figures), active


def _ability(a: dict[str, Any], cid: str) -> AbilitySpec:
    aoe = a.get("aoe")
    offsets: tuple[tuple[int, int], ...] = ()
    melee = True
    if aoe:
        offsets = tuple((int(h[0]), int(h[1])) for h in aoe["hexes"])
        melee = bool(aoe.get("melee", True))
    return AbilitySpec(
        move=int(a.get("move", 0)),
        range=int(a.get("range", 0)),
        targets=int(a.get("targets", 1)),
        aoe=offsets,
        aoe_melee=melee,
        jumping=bool(a.get("jumping", False)),
        flying=bool(a.get("flying", False)),
        teleport=bool(a.get("teleport", False)),
        muddled=bool(a.get("muddled", False)),
    )


def case_dict(s: Scenario) -> dict[str, Any]:
    """A scenario as a ``monster-turn/1`` object (editor extras only where they differ)."""
    figures = []
    for f in s.figures:
        role = "active" if f.id == s.active else ("ally" if f.kind.is_monster else "enemy")
        d: dict[str, Any] = {"hex": list(f.hex), "role": role}
        if f.initiative is not None:
            d["initiative"] = int(f.initiative) if f.initiative == int(f.initiative) else f.initiative
        if f.kind is FigureKind.SUMMON:
            d["kind"] = f.kind.value
        if f.elite:
            d["elite"] = True
        if f.kind.is_monster and f.standee:
            d["standee"] = f.standee
        figures.append(d)
    ab = s.ability
    out: dict[str, Any] = {
        "format": FORMAT,
        "id": s.case_id or "scenario",
        "rules": s.rules,
        "note": s.note,
        "hexes": [list(h) for h in sorted(s.hexes)],
        "terrain": [{"hex": list(h), "type": t.value} for h, t in s.terrain],
        "thin_walls": [[list(h) for h in sorted(w)] for w in sorted(s.thin_walls, key=sorted)],
        "figures": figures,
        "ability": {
            "move": ab.move,
            "range": ab.range,
            "targets": ab.targets,
            "aoe": {"melee": ab.aoe_melee, "hexes": [list(o) for o in ab.aoe]} if ab.aoe else None,
            "flying": ab.flying,
            "jumping": ab.jumping,
            "teleport": ab.teleport,
            "muddled": ab.muddled,
        },
    }
    if s.expected is not None:
        out["expected"] = [
            {"end": list(o.end), "targets": [list(t) for t in sorted(o.targets)]} for o in s.expected
        ]
    return out


def save_cases(path: Path, scenarios: list[Scenario]) -> None:
    """Write one case (a JSON object) or several (a list); atomically, via a temporary file."""
    data: Any = case_dict(scenarios[0]) if len(scenarios) == 1 else [case_dict(s) for s in scenarios]
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    tmp.replace(path)
