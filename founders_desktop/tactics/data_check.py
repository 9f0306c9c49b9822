"""``tactics check-data FILE``: every problem of a classes or monsters file, one line per field.

Loading stops at the first error (one clear message beats twenty when a scenario will not open),
but an owner typing the printed stat cards of their own copy wants the whole list at once, and
wants to hear about values that are legal yet probably mistyped: hit points that fall as the
level rises, an elite weaker than its normal, a deck that never reshuffles.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from founders_desktop.content import safe_file
from founders_desktop.tactics.catalog import ClassesFile, MonstersFile, MonsterType, migrate
from founders_desktop.tactics.content_errors import field_path

FORMATS = ("tactics-classes/1", "tactics-classes/2", "tactics-monsters/1", "tactics-monsters/2")


@dataclass(frozen=True)
class Problem:
    """``severity`` is ``error`` (the file will not load) or ``warning`` (it loads; check it)."""

    severity: str
    field: str
    message: str


@dataclass(frozen=True)
class DataReport:
    file: str
    kind: str  # "classes", "monsters" or "" when the file could not be read
    count: int
    problems: tuple[Problem, ...]

    @property
    def errors(self) -> tuple[Problem, ...]:
        return tuple(p for p in self.problems if p.severity == "error")

    def lines(self) -> list[str]:
        out = [
            f"{p.severity}: {self.file}: {p.field + ': ' if p.field else ''}{p.message}"
            for p in self.problems
        ]
        if not self.errors:
            out.append(f"ok {self.file}: {self.count} {self.kind}, {len(self.problems)} warnings")
        return out


def check_data(path: Path) -> DataReport:
    name = str(path)
    try:
        raw = safe_file.read_json(path)
    except safe_file.FileRefused as exc:
        return DataReport(name, "", 0, (Problem("error", "", exc.detail),))
    fmt = raw.get("format") if isinstance(raw, dict) else None
    if fmt not in FORMATS:
        shown = repr(fmt)[:60] if fmt is not None else "missing"
        return DataReport(
            name, "", 0, (Problem("error", "format", f"{shown}; expected one of {', '.join(FORMATS)}"),)
        )
    kind = "classes" if str(fmt).startswith("tactics-classes") else "monsters"
    model = ClassesFile if kind == "classes" else MonstersFile
    entries = raw.get(kind)
    count = len(entries) if isinstance(entries, list) else 0
    try:
        loaded = model.model_validate(migrate(raw))
    except ValidationError as err:
        return DataReport(name, kind, count, tuple(_errors(err)))
    warnings: list[Problem] = []
    if isinstance(loaded, MonstersFile):
        for i, m in enumerate(loaded.monsters):
            warnings += _monster_warnings(f"monsters[{i}]", m)
    return DataReport(name, kind, count, tuple(warnings))


def _errors(err: ValidationError) -> list[Problem]:
    found = []
    for e in err.errors():
        loc = tuple(p for p in e["loc"] if not (isinstance(p, str) and p.startswith("function-")))
        found.append((loc, e))
    out = []
    for loc, e in found:
        # a list whose entries have errors also looks too short to pydantic: say it once
        if e.get("type") == "too_short" and any(
            other[: len(loc)] == loc and other != loc for other, _ in found
        ):
            continue
        out.append(Problem("error", field_path(loc), _message(e)))
    return out


def _message(e: Any) -> str:
    msg = str(e["msg"])
    if e.get("type") == "extra_forbidden":
        return "not a field of this format (a typo?)"
    if e.get("type") == "missing":
        return "missing: this field is required"
    if e.get("type") in ("too_short", "too_long"):
        ctx = e.get("ctx", {})
        limit = ctx.get("min_length") if e["type"] == "too_short" else ctx.get("max_length")
        word = "at least" if e["type"] == "too_short" else "at most"
        return f"needs {word} {limit} entries, has {ctx.get('actual_length')}"
    return msg.removeprefix("Value error, ")


def _monster_warnings(where: str, m: MonsterType) -> list[Problem]:
    out: list[Problem] = []
    if not any(c.shuffle for c in m.deck):
        out.append(
            Problem(
                "warning",
                f"{where}.deck",
                "no card is marked shuffle: the deck only reshuffles when it runs out",
            )
        )
    for half in ("normal", "elite"):
        for lv in range(1, len(m.levels)):
            before, now = getattr(m.levels[lv - 1], half), getattr(m.levels[lv], half)
            for stat in ("hp", "attack", "move", "range", "shield", "retaliate"):
                if getattr(now, stat) < getattr(before, stat):
                    out.append(
                        Problem(
                            "warning",
                            f"{where}.levels[{lv}].{half}.{stat}",
                            f"{getattr(now, stat)} is less than level {lv - 1}'s {getattr(before, stat)}",
                        )
                    )
    for lv, row in enumerate(m.levels):
        if row.elite.hp < row.normal.hp:
            out.append(
                Problem(
                    "warning",
                    f"{where}.levels[{lv}].elite.hp",
                    f"{row.elite.hp} is less than the normal {row.normal.hp}",
                )
            )
    return out
