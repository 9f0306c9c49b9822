"""Benchmark: solve every monster-turn case in one process.

    python bench/tactics_cases.py [FILE] [--repeat N]

Each case is timed from its JSON object to its list of outcomes (parsing, building the board's
tables, sight, paths and the solve itself), on a fresh board every time. Prints the number of
cases, how many match their expected outcomes, the mean and the slowest milliseconds per case,
and ends with ``RESULT cases=... passed=... mean_ms=... max_ms=...``. The whole set is solved
``--repeat`` times (default 3) and each case keeps its fastest time, as timeit does: other work
on the machine only ever adds time. The first pass's figures are printed too.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from founders_desktop.tactics.cases import matches, parse_case  # noqa: E402
from founders_desktop.tactics.monster_turn import solve  # noqa: E402

DEFAULT = ROOT / "resources" / "tactics-cases" / "monster-turns.json"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", default=str(DEFAULT))
    parser.add_argument("--repeat", type=int, default=3, help="solve the set N times, keep each case's best")
    args = parser.parse_args(argv)
    raw = json.loads(Path(args.file).read_text(encoding="utf-8"))
    items = raw if isinstance(raw, list) else [raw]
    # The input is kept in memory for the whole run; keep the collector from walking it again
    # and again (a full pass over it would land on whichever case happens to be running).
    gc.collect()
    gc.freeze()
    best = [float("inf")] * len(items)
    passed = [False] * len(items)
    slowest_id = ""
    first: list[float] = []
    for run in range(max(1, args.repeat)):
        for k, item in enumerate(items):
            t0 = time.perf_counter()
            case = parse_case(item, k)
            outcomes = solve(case.turn)
            dt = (time.perf_counter() - t0) * 1000.0
            best[k] = min(best[k], dt)
            passed[k] = matches(case, outcomes)
            if run == 0:
                first.append(dt)
    n = len(items)
    mean = sum(best) / n if n else 0.0
    worst = max(best) if n else 0.0
    if n:
        slowest_id = str(items[best.index(worst)].get("id"))
    if n:
        print(f"first pass: mean {sum(first) / n:.2f} ms, slowest {max(first):.2f} ms")
    print(f"cases: {n}")
    print(f"passed: {sum(passed)}")
    print(f"mean ms per case: {mean:.2f}")
    print(f"slowest ms: {worst:.2f} ({slowest_id})")
    print(f"RESULT cases={n} passed={sum(passed)} mean_ms={mean:.2f} max_ms={worst:.2f}")
    return 0 if all(passed) else 1


if __name__ == "__main__":
    sys.exit(main())
