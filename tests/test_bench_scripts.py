"""Every benchmark runs in its short mode and ends with its RESULT line (no timing is asserted).

One test over the bench scripts: each entry gives the short-mode arguments, the figures its RESULT
line must name, and a check of the values that says the script measured something.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
CASES = ROOT / "resources" / "tactics-cases" / "monster-turns.json"
SANDBOX_PHASES = ("press", "lift", "hover", "drop", "undo")

Figures = dict[str, str]


def _twelve_cases(tmp_path: Path) -> list[str]:
    few = tmp_path / "few.json"
    few.write_text(json.dumps(json.loads(CASES.read_text(encoding="utf-8"))[:12]))
    return [str(few)]


def _tactics_cases_figures(figures: Figures) -> None:
    assert figures["cases"] == "12" and figures["passed"] == "12"
    assert float(figures["mean_ms"]) > 0 and float(figures["max_ms"]) >= float(figures["mean_ms"])


def _sandbox_edit_figures(figures: Figures) -> None:
    assert int(figures["entries"]) >= 35 and int(figures["moved"]) == 3


@dataclass(frozen=True)
class Bench:
    script: str
    arguments: Callable[[Path], list[str]]
    first: str  # the RESULT line's first figure
    names: frozenset[str] = frozenset()  # when given: exactly these figures
    contains: tuple[str, ...] = ()  # figures that must be there besides the first
    check: Callable[[Figures], None] = field(default=lambda figures: None)
    timeout: int = 120
    label: str = ""  # the test id when one script is run twice


def _positive_first(name: str) -> Callable[[Figures], None]:
    def check(figures: Figures) -> None:
        assert float(figures[name]) > 0

    return check


def _stress_turns(figures: Figures) -> None:
    assert int(figures["turns"]) == 120  # one seed: every turn of the table once
    assert float(figures["crowded_ms"]) > 0


def _python_engine(figures: Figures) -> None:
    assert figures["engine"] == "python"  # a checkout's (the compiled one: scripts/compile_engine.py)


def _one_card_searched(figures: Figures) -> None:
    _python_engine(figures)
    assert figures["cards"] == "1" and float(figures["playouts_per_card"]) >= 1


def _all_positive(figures: Figures) -> None:
    assert all(float(v) > 0 for v in figures.values()), figures


BENCHES = [
    Bench(
        "startup.py",
        lambda _: ["--runs", "1", "--platform", "offscreen"],
        "startup_s",
        check=_positive_first("startup_s"),
    ),
    Bench(
        "city_simulate.py",
        lambda _: ["--games", "1", "--max-turns", "4"],
        "games_per_s",
        contains=("decision_ms", "decision_cpu_ms", "inplace_decision_cpu_ms"),
        check=_python_engine,
    ),
    Bench(
        "search_playouts.py",
        lambda _: ["--games", "1", "--cards", "1", "--from", "10", "--budget", "0.05"],
        "engine",
        names=frozenset({"engine", "cards", "playouts_per_card", "playouts_median"}),
        check=_one_card_searched,
    ),
    Bench(
        "greedy_games.py",
        lambda _: ["--games", "1", "--max-turns", "3"],
        "games_per_s",
        contains=("decision_ms",),
    ),
    Bench(
        "tactics_cases.py",
        _twelve_cases,
        "cases",
        contains=("passed", "mean_ms", "max_ms"),
        check=_tactics_cases_figures,
        timeout=300,
    ),
    Bench(
        "sandbox_edit.py",
        lambda _: ["--short"],
        "entries",
        names=frozenset(
            {"entries", "moved"}
            | {f"{p}_max_ms" for p in SANDBOX_PHASES}
            | {f"{p}_max_cpu_ms" for p in SANDBOX_PHASES}
        ),
        check=_sandbox_edit_figures,
        timeout=300,
    ),
    Bench(
        "drag_hover.py",
        lambda _: ["--short"],
        "hover_max_ms",
        names=frozenset(
            {
                "hover_max_ms",
                "hover_median_ms",
                "hover_max_cpu_ms",
                "first_move_max_ms",
                "pickup_max_ms",
                "pickup_median_ms",
                "frame_median_ms",
                "frame_max_ms",
            }
        ),
        check=_all_positive,
        timeout=300,
    ),
    Bench(
        "card_faces.py",
        lambda _: ["--rounds", "1"],
        "face_ms",
        contains=("hover_ms", "faces"),
        check=_positive_first("face_ms"),
    ),
    Bench(
        "tactics_stress.py",
        lambda _: ["--seeds", "1", "--repeat", "1"],
        "crowded_ms",
        contains=("turns",),
        check=_stress_turns,
        timeout=600,
    ),
    Bench(
        "solo_balance.py",
        lambda _: [
            "--bot",
            "greedy",
            "--games",
            "1",
            "--maps",
            "symmetric",
            "--solo",
            "starting_money=9",
            "--why",
            "--cpu-clock",
        ],
        "games",
        names=frozenset({"games", "won", "open_slots", "completions", "cpu_s"}),
        check=lambda figures: None if figures["games"] == "1" else pytest.fail(str(figures)),
    ),
    Bench(
        "seat_balance.py",
        lambda _: (
            ["--games", "1", "--players", "3", "--maps", "thematic", "--max-turns", "30"]
            + ["--jobs", "1", "--any-setup", "--lines"]
        ),
        "games",
        names=frozenset({"games", "seconds", "worst_ended_share", "most_uneven_first_seat", "at"}),
        check=lambda figures: None if figures["games"] == "1" else pytest.fail(str(figures)),
    ),
    Bench(
        "seat_balance.py",
        lambda _: (
            ["--games", "1", "--players", "2", "--maps", "symmetric", "--max-turns", "4"]
            + ["--jobs", "1", "--bot", "hard", "--budget", "0.02", "--cpu-clock"]
        ),
        "games",
        names=frozenset({"games", "seconds", "worst_ended_share", "most_uneven_first_seat", "at"}),
        check=lambda figures: None if figures["games"] == "1" else pytest.fail(str(figures)),
        label="seat_balance_hard",
    ),
    Bench(
        "tactics_hover.py",
        lambda _: ["--moves", "3", "--platform", "offscreen"],
        "hover_max_ms",
        check=_positive_first("hover_max_ms"),
    ),
]


@pytest.mark.parametrize("bench", BENCHES, ids=[b.label or b.script.removesuffix(".py") for b in BENCHES])
def test_bench_script_ends_with_its_result_line(bench: Bench, tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, str(BENCH / bench.script), *bench.arguments(tmp_path)],
        capture_output=True,
        text=True,
        timeout=bench.timeout,
        env=env,
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    last = result.stdout.strip().splitlines()[-1]
    assert last.startswith(f"RESULT {bench.first}="), last
    figures: Figures = dict(part.split("=", 1) for part in last.split()[1:])
    if bench.names:
        assert set(figures) == bench.names
    assert set(bench.contains) <= set(figures), last
    bench.check(figures)
