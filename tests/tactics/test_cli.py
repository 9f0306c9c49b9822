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
