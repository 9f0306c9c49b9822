"""Read and write ``monster-turn`` cases (docs/TACTICS.md) as editor scenarios.

The engine's cases.py holds the format (pydantic models) and checks every field, one parse for
the GUI and the command line; this module turns the validated case into the editor's
``Scenario``, which keeps what the engine does not need (figure kinds, elite, standee numbers).
Those ride in extra figure keys (``kind``, ``elite``, ``standee``) that the engine ignores, so a
saved scenario is a valid case. A figure's starting state (conditions, shield, retaliate) needs
format 2; a scenario without one is still written as format 1, so older builds read it.

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
from founders_desktop.content import safe_file
from founders_desktop.persist.atomic import write_atomic
from founders_desktop.tactics import Hex, Terrain, cases
from founders_desktop.tactics.scenario import STARTING_CONDITIONS

FORMAT = cases.FORMAT
#: The format of a case whose figures hold no starting state (older builds read it).
PLAIN_FORMAT = "monster-turn/1"


class CaseFileError(ValueError):
    """A file that is not a valid ``monster-turn`` case (``code``: not_json, bad_format,
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
        data = safe_file.read_json(path)
    except safe_file.FileRefused as exc:
        raise CaseFileError("not_json", detail=str(exc)) from None
    return parse_cases(data)


def parse_cases(data: Any) -> list[Scenario]:
    items = data if isinstance(data, list) else [data]
    return [parse_case(item, i) for i, item in enumerate(items)]


def parse_case(item: Any, position: int = 0) -> Scenario:
    """One case object to a scenario, read from the engine's own validated model (cases.py), so
    that the editor and the command line read a file alike; enemies become characters, the
    others monsters."""
    try:
        case = cases.parse_case(item, position)
    except cases.CaseError as exc:
        code = "bad_format" if exc.field == "format" else "bad_field"
        raise CaseFileError(code, exc.case_id, exc.field, exc.message) from exc
    model = case.source
    assert model is not None  # parse_case always keeps it
    figures, active = _figures(model)
    expected = None
    if case.expected is not None:
        expected = tuple(ExpectedOutcome(e.end, e.targets) for e in case.expected)
    return Scenario(
        hexes=frozenset(Hex(q, r) for q, r in model.hexes),
        terrain=tuple(sorted((Hex(*t.hex), Terrain(t.type)) for t in model.terrain)),
        thin_walls=frozenset(frozenset((Hex(*a), Hex(*b))) for a, b in model.thin_walls),
        figures=figures,
        active=active,
        ability=_ability(model.ability),
        rules=str(model.rules),
        case_id=model.id,
        note=model.note,
        expected=expected,
    )


def _figures(model: cases.CaseModel) -> tuple[tuple[ScenarioFigure, ...], str | None]:
    figures: list[ScenarioFigure] = []
    active: str | None = None
    counts: dict[str, int] = {}
    standee = 0
    for i, f in enumerate(model.figures):
        try:
            kind = FigureKind(f.kind or ("character" if f.role == "enemy" else "monster"))
        except ValueError:
            raise CaseFileError(
                "bad_field", model.id, f"figures[{i}].kind", f"unknown kind {f.kind!r}"
            ) from None
        counts[kind.value] = counts.get(kind.value, 0) + 1
        fid = f"{kind.value}-{counts[kind.value]}"
        if kind.is_monster:
            standee += 1
        figures.append(
            ScenarioFigure(
                id=fid,
                hex=Hex(*f.hex),
                kind=kind,
                initiative=float(f.initiative) if f.initiative is not None else None,
                elite=f.elite,
                standee=f.standee if f.standee is not None else (standee if kind.is_monster else 0),
                conditions=tuple(c for c in STARTING_CONDITIONS if c in f.conditions),
                shield=f.shield,
                retaliate=f.retaliate,
                retaliate_range=f.retaliate_range if f.retaliate else 1,
            )
        )
        if f.role == "active":
            active = fid
    return tuple(figures), active


def _ability(a: cases.AbilityEntry) -> AbilitySpec:
    return AbilitySpec(
        move=a.move,
        range=a.range,
        targets=a.targets,
        aoe=tuple((q, r) for q, r in a.aoe.hexes) if a.aoe is not None else (),
        aoe_melee=a.aoe.melee if a.aoe is not None else True,
        jumping=a.jumping,
        flying=a.flying,
        teleport=a.teleport,
        muddled=a.muddled,
    )


def case_dict(s: Scenario) -> dict[str, Any]:
    """A scenario as a ``monster-turn`` object (editor extras only where they differ)."""
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
        if f.conditions:
            d["conditions"] = list(f.conditions)
        if f.shield:
            d["shield"] = f.shield
        if f.retaliate:
            d["retaliate"] = f.retaliate
            if f.retaliate_range != 1:
                d["retaliate_range"] = f.retaliate_range
        figures.append(d)
    ab = s.ability
    out: dict[str, Any] = {
        "format": FORMAT if any(f.has_start for f in s.figures) else PLAIN_FORMAT,
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
    try:
        write_atomic(path, json.dumps(data, indent=1) + "\n")  # nothing is left behind on failure
    except OSError as error:  # named after the file asked for, not the temporary one
        raise OSError(error.errno, error.strerror, str(path)) from None
