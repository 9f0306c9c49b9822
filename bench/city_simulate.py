"""Benchmark: random-bot 4-player city games per second and milliseconds per decision.

A decision is listing the legal actions and applying one (what a game loop does each step).
Games stop at the turn cap like ``simulate --max-turns``; capped games count, and how many were
capped is printed. ``games_per_s`` and ``decision_ms`` (median) are wall clock; ``cpu_games_per_s``
and ``cpu_decision_ms`` (mean, new games included) are this process's CPU time, which moves far
less when other jobs share the machine. Run:
``PYTHONPATH=. python bench/city_simulate.py [--games N] [--max-turns T]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from founders_desktop.city.game import apply, is_over, legal_actions, new_game
from founders_desktop.content import default_pack


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--map", default="thematic")
    parser.add_argument("--max-turns", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    pack = default_pack()
    new_game(pack, args.map, args.players, 0)  # warm the pack and map caches
    decision_times: list[float] = []
    capped = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for g in range(args.games):
        rng = random.Random(args.seed + g)
        state = new_game(pack, args.map, args.players, args.seed + g)
        while not is_over(state) and state.turn <= args.max_turns:
            t0 = time.perf_counter()
            legal = legal_actions(state)
            state, _ = apply(state, legal[rng.randrange(len(legal))], check=False)
            decision_times.append(time.perf_counter() - t0)
        capped += not is_over(state)
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    median_ms = statistics.median(decision_times) * 1000
    mean_ms = statistics.fmean(decision_times) * 1000
    p90_ms = sorted(decision_times)[int(len(decision_times) * 0.9)] * 1000
    print(
        f"games={args.games} players={args.players} map={args.map} max_turns={args.max_turns} "
        f"capped={capped} decisions={len(decision_times)} mean_ms={mean_ms:.3f} p90_ms={p90_ms:.3f}"
    )
    # CPU time beside wall clock: on a shared, loaded machine the wall figure moves with the load
    print(
        f"RESULT games_per_s={args.games / elapsed:.3f} decision_ms={median_ms:.3f} "
        f"cpu_games_per_s={args.games / cpu:.3f} cpu_decision_ms={cpu * 1000 / len(decision_times):.3f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
