"""bench/sandbox_edit.py runs in its short mode and ends with its RESULT line (no timing asserted)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[3] / "bench" / "sandbox_edit.py"


def test_sandbox_edit_bench_reports_a_result_line() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(BENCH.parents[1])}
    result = subprocess.run(
        [sys.executable, str(BENCH), "--short"], capture_output=True, text=True, timeout=300, env=env
    )
    assert result.returncode == 0, result.stderr
    last = result.stdout.strip().splitlines()[-1]
    assert last.startswith("RESULT entries=")
    figures = dict(part.split("=") for part in last.split()[1:])
    phases = ("press", "lift", "hover", "drop", "undo")
    assert set(figures) == {"entries", "moved"} | {f"{p}_max_ms" for p in phases} | {
        f"{p}_max_cpu_ms" for p in phases
    }
    assert int(figures["entries"]) >= 35 and int(figures["moved"]) == 3
