"""``founders-desktop tactics solve FILE [--check]`` as docs/TACTICS.md specifies, run as a user would."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from founders_desktop.resources import resource
from founders_desktop.tactics.cases import CaseError, parse_case

DATA = resource("tactics-cases", "monster-turns.json")
ROOT = Path(__file__).resolve().parents[2]
RAW: list[dict[str, Any]] = json.loads(DATA.read_text(encoding="utf-8"))


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "founders_desktop", "tactics", *args],
        capture_output=True,
        text=True,
        timeout=300,
        input=stdin,
        cwd=ROOT,
    )


def test_solve_prints_only_a_json_list_one_object_per_case(tmp_path: Path) -> None:
    path = tmp_path / "few.json"
    path.write_text(json.dumps(RAW[:5]))
    result = run("solve", str(path))
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert [d["id"] for d in data] == [c["id"] for c in RAW[:5]]
    for d in data:
        assert d["outcomes"]
        for o in d["outcomes"]:
            assert len(o["end"]) == 2 and isinstance(o["targets"], list)
            assert {"focus", "path", "sightlines"} <= set(o)


def test_solve_reads_a_single_case_object_too(tmp_path: Path) -> None:
    path = tmp_path / "one.json"
    path.write_text(json.dumps(RAW[0]))
    data = json.loads(run("solve", str(path)).stdout)
    assert len(data) == 1 and data[0]["id"] == RAW[0]["id"]


def test_check_passes_every_case_and_ends_with_the_summary_line() -> None:
    result = run("solve", str(DATA), "--check")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert lines[-1] == f"{len(RAW)} passed, 0 failed"
    assert len(json.loads(lines[0])) == len(RAW)


def test_check_reports_a_wrong_expectation(tmp_path: Path) -> None:
    case = copy.deepcopy(RAW[0])
    case["expected"] = [{"end": case["figures"][2]["hex"], "targets": []}]
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps([RAW[1], case]))
    result = run("solve", str(path), "--check")
    assert result.returncode == 1
    assert result.stdout.strip().splitlines()[-1] == "1 passed, 1 failed"
    assert case["id"] in result.stderr


def broken(field_change: str) -> dict[str, Any]:
    case = copy.deepcopy(RAW[0])
    if field_change == "terrain":
        case["terrain"] = [{"hex": [0, 0], "type": "lava"}]
    elif field_change == "off-map":
        case["figures"][3]["hex"] = [40, 40]
    elif field_change == "two-active":
        case["figures"][0]["role"] = "active"
    elif field_change == "thin-wall":
        case["thin_walls"] = [[[0, 0], [2, -1]]]
    elif field_change == "no-active":
        case["figures"] = [f for f in case["figures"] if f["role"] != "active"]
    elif field_change == "bad-rules":
        case["rules"] = "chess"
    elif field_change == "rules-list":
        case["rules"] = ["frosthaven"]
    elif field_change == "ranged-area-range-0":
        case["ability"] = {
            "move": 2,
            "range": 0,
            "targets": 1,
            "aoe": {"melee": False, "hexes": [[0, 0], [1, 0]]},
        }
    elif field_change == "teleport-and-fly":
        case["ability"] = {"move": 2, "teleport": True, "flying": True}
    return case


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        ("terrain", "terrain[0].type", "lava"),
        ("off-map", "figures[3].hex", "not on the map"),
        ("two-active", "figures[2].role", "second active"),
        ("thin-wall", "thin_walls[0]", "not neighbours"),
        ("no-active", "figures", "active"),
        ("bad-rules", "rules", "chess"),
        ("rules-list", "rules", "the name of one rule set"),
        ("ranged-area-range-0", "ability.range", "ranged area pattern needs a range"),
        ("teleport-and-fly", "ability.teleport", "cannot also fly"),
    ],
)
def test_a_malformed_case_is_named_with_its_field_exit_2(
    tmp_path: Path, change: str, field: str, words: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps([RAW[5], broken(change)]))
    result = run("solve", str(path))
    assert result.returncode == 2
    assert result.stdout == ""
    assert RAW[0]["id"] in result.stderr and field in result.stderr and words in result.stderr
    assert str(path) in result.stderr  # the file is named too
    assert "Traceback" not in result.stderr
    with pytest.raises(CaseError) as err:
        parse_case(broken(change))
    assert err.value.case_id == RAW[0]["id"] and err.value.field == field


def test_unreadable_input_exit_2(tmp_path: Path) -> None:
    assert run("solve", str(tmp_path / "missing.json")).returncode == 2
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    result = run("solve", str(bad))
    assert result.returncode == 2 and "not valid JSON" in result.stderr


def test_standard_input(tmp_path: Path) -> None:
    result = run("solve", "-", stdin=json.dumps(RAW[:2]))
    assert result.returncode == 0 and len(json.loads(result.stdout)) == 2


def test_a_thin_wall_along_the_maps_border_is_accepted_and_changes_nothing() -> None:
    from founders_desktop.tactics.monster_turn import solve

    case = copy.deepcopy(RAW[0])
    hexes = {tuple(h) for h in case["hexes"]}
    q, r = next(iter(sorted(hexes)))
    off = next(
        (q + dq, r + dr)
        for dq, dr in ((1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1), (1, 0))
        if (q + dq, r + dr) not in hexes
    )
    case["thin_walls"] = [[[q, r], list(off)]]
    walled = parse_case(case)
    plain = parse_case(RAW[0])
    assert {o.key() for o in solve(walled.turn)} == {o.key() for o in solve(plain.turn)}


def test_flying_and_jumping_together_fly() -> None:
    from founders_desktop.tactics.model import MovementMode

    case = copy.deepcopy(RAW[0])
    case["ability"] = {**case["ability"], "flying": True, "jumping": True}
    assert parse_case(case).turn.ability.mode is MovementMode.FLYING
