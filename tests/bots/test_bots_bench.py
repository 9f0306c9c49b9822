"""The greedy_games benchmark runs in a short mode and ends with its RESULT line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_greedy_games_bench_reports_a_result_line() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "greedy_games.py"), "--games", "1", "--max-turns", "3"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert result.returncode == 0, result.stderr
    last = result.stdout.strip().splitlines()[-1]
    assert last.startswith("RESULT games_per_s=") and " decision_ms=" in last
