"""Benchmarks run in a short mode: they must work and end with their RESULT line (no timing asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "bench"


def test_startup_bench_reports_a_result_line() -> None:
    result = subprocess.run(
        [sys.executable, str(BENCH / "startup.py"), "--runs", "1", "--platform", "offscreen"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    last = result.stdout.strip().splitlines()[-1]
    assert last.startswith("RESULT startup_s=")
    assert float(last.split()[1].split("=")[1]) > 0
