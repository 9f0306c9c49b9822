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


def test_card_faces_bench_reports_a_result_line() -> None:
    result = subprocess.run(
        [sys.executable, str(BENCH / "card_faces.py"), "--rounds", "1"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr
    last = result.stdout.strip().splitlines()[-1]
    assert last.startswith("RESULT face_ms=")
