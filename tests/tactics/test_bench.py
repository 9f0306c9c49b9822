"""The tactics benchmark runs and ends with its RESULT line (no timing is asserted here)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_bench_reports_cases_passed_and_times(tmp_path: Path) -> None:
    data = json.loads((ROOT / "tests" / "tactics" / "data" / "monster-turns.json").read_text())
    few = tmp_path / "few.json"
    few.write_text(json.dumps(data[:12]))
    result = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "tactics_cases.py"), str(few)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    last = result.stdout.strip().splitlines()[-1]
    assert last.startswith("RESULT cases=12 passed=12 mean_ms=")
    fields = dict(part.split("=") for part in last.split()[1:])
    assert float(fields["mean_ms"]) > 0 and float(fields["max_ms"]) >= float(fields["mean_ms"])


def test_stress_bench_prints_its_table_and_result() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "tactics_stress.py"), "--seeds", "1", "--repeat", "1"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert len([ln for ln in lines if ln.split() and ln.split()[0].isdigit()]) == 30  # 6 targets x 5 areas
    fields = dict(part.split("=") for part in lines[-1].split()[1:])
    assert lines[-1].startswith("RESULT crowded_ms=") and int(fields["turns"]) == 120
