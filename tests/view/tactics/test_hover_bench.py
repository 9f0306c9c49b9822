"""The hover benchmark runs in a short mode and ends with its RESULT line (no timing asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[3] / "bench" / "tactics_hover.py"


def test_hover_bench_reports_a_result_line() -> None:
    result = subprocess.run(
        [sys.executable, str(BENCH), "--moves", "3", "--platform", "offscreen"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    last = result.stdout.strip().splitlines()[-1]
    assert last.startswith("RESULT hover_max_ms=")
    assert float(last.split()[1].split("=")[1]) > 0
