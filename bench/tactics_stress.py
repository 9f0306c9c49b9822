"""Benchmark: crowded monster turns, in process (founders_desktop/tactics/stress.py).

    python bench/tactics_stress.py [--seeds N] [--repeat R]

For every Target 1-6, ranged area of 0, 1, 3, 5 and 7 hexes and 6, 10, 14 and 20 enemies (4
allies, Move 7, Range 7, a ~140-hex map with some walls and terrain) it solves ``--seeds``
turns and prints a table of the mean milliseconds per turn (each turn's best of ``--repeat``
runs: other work on the machine only adds time; the crowded turn's CPU time is given too, for
a shared machine). Then the issue's crowded turn (14 enemies,
Target 5, a 7-hex area) over the same seeds. Ends with
``RESULT crowded_ms=... crowded_max_ms=... crowded_cpu_ms=... mean_ms=... max_ms=... turns=...``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from founders_desktop.tactics.monster_turn import solve  # noqa: E402
from founders_desktop.tactics.stress import crowded_turn, stress_turn  # noqa: E402

TARGETS = (1, 2, 3, 4, 5, 6)
AREAS = (0, 1, 3, 5, 7)
ENEMIES = (6, 10, 14, 20)


CPU: list[float] = []


def best_ms(make: object, repeat: int) -> float:
    """Best wall-clock milliseconds of ``repeat`` solves; the best CPU time goes to ``CPU``."""
    best = cpu = float("inf")
    for _ in range(repeat):
        turn = make()  # type: ignore[operator]
        t0, c0 = time.perf_counter(), time.process_time()
        solve(turn)
        best = min(best, (time.perf_counter() - t0) * 1000.0)
        cpu = min(cpu, (time.process_time() - c0) * 1000.0)
    CPU.append(cpu)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3, help="turns per cell of the table")
    parser.add_argument("--repeat", type=int, default=2, help="runs per turn, the best kept")
    args = parser.parse_args(argv)
    seeds = range(1, args.seeds + 1)
    every: list[float] = []
    print(f"mean ms per turn over {args.seeds} seeds; columns: enemies")
    print(f"{'targets':>7} {'area':>4} " + " ".join(f"{e:>7}" for e in ENEMIES))
    for targets in TARGETS:
        for area in AREAS:
            row = []
            for enemies in ENEMIES:
                times = [
                    best_ms(lambda s=s: stress_turn(s, targets, area, enemies), args.repeat)  # noqa: B023
                    for s in seeds
                ]
                every.extend(times)
                row.append(sum(times) / len(times))
            print(f"{targets:>7} {area:>4} " + " ".join(f"{ms:7.1f}" for ms in row))
    CPU.clear()
    crowded = [best_ms(lambda s=s: crowded_turn(s), args.repeat) for s in seeds]
    print("crowded turn (14 enemies, 4 allies, Move 7, Range 7, Target 5, 7-hex area):")
    print("  " + ", ".join(f"seed {s}: {ms:.1f} ms" for s, ms in zip(seeds, crowded, strict=True)))
    print(
        f"RESULT crowded_ms={sum(crowded) / len(crowded):.1f} crowded_max_ms={max(crowded):.1f} "
        f"crowded_cpu_ms={sum(CPU) / len(CPU):.1f} "
        f"mean_ms={sum(every) / len(every):.1f} max_ms={max(every):.1f} turns={len(every)}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
