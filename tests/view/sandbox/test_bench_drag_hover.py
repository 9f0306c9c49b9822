"""bench/drag_hover.py runs in its short mode and ends with its RESULT line (no timing asserted)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[3] / "bench" / "drag_hover.py"


def test_drag_hover_bench_reports_a_result_line() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(BENCH.parents[1])}
    result = subprocess.run(
        [sys.executable, str(BENCH), "--short"], capture_output=True, text=True, timeout=300, env=env
    )
    assert result.returncode == 0, result.stderr
    last = result.stdout.strip().splitlines()[-1]
    assert last.startswith("RESULT hover_max_ms=")
    figures = dict(part.split("=") for part in last.split()[1:])
    assert set(figures) == {
        "hover_max_ms",
        "hover_median_ms",
        "hover_max_cpu_ms",
        "first_move_max_ms",
        "pickup_max_ms",
        "pickup_median_ms",
        "frame_median_ms",
        "frame_max_ms",
    }
    assert all(float(v) > 0 for v in figures.values())
