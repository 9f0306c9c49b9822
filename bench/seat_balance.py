"""Benchmark: seat balance and stalls of equal greedy players, per player count and map.

For every player count and map side, plays ``--games`` greedy-only games (seeds S, S+1, ...,
the ``simulate`` command's games) on up to ``--jobs`` processes and prints, per combination, the
first seat's win rate among the games that ended by the rules, every seat's wins, and the stall
figure: games with no end by the turn cap (six completions; solo: the solo rules' end). A capped
game counts for no seat. Solo has no seat effect, only the stall figure. Run:
``PYTHONPATH=. python bench/seat_balance.py [--games N] [--players 2,3] [--maps thematic]``.
"""

from __future__ import annotations

import argparse
import time
from multiprocessing import Pool

from founders_desktop.bots.simulate import GameResult, play_game
from founders_desktop.content import default_pack

MAPS = ("thematic", "symmetric")


def _one(job: tuple[int, str, int, int]) -> GameResult:
    players, map_id, seed, max_turns = job
    return play_game(default_pack(), map_id, ["greedy"] * players, seed, max_turns=max_turns)[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10, help="games per player count and map")
    parser.add_argument("--players", default="1,2,3,4", help="player counts, comma separated")
    parser.add_argument("--maps", default=",".join(MAPS), help="map sides, comma separated")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-turns", type=int, default=200, help="a game not over by then stalled")
    parser.add_argument("--jobs", type=int, default=2, help="processes")
    args = parser.parse_args()
    combos = [(int(p), m) for p in args.players.split(",") for m in args.maps.split(",")]
    jobs = [(p, m, args.seed + g, args.max_turns) for p, m in combos for g in range(args.games)]
    start = time.perf_counter()
    with Pool(args.jobs) as pool:
        results = pool.map(_one, jobs, chunksize=1)
    elapsed = time.perf_counter() - start
    worst_end, worst_first, worst_key = 1.0, 0.5, ""
    for p, m in combos:
        rs = [r for r in results if r.players == p and r.map_id == m]
        ended = [r for r in rs if not r.capped]
        stalled = [r.seed for r in rs if r.capped]
        end_share = len(ended) / len(rs)
        worst_end = min(worst_end, end_share)
        line = f"players={p} map={m} games={len(rs)} ended={len(ended)} stalled_seeds={stalled or '-'}"
        if p > 1 and ended:
            wins = [sum(1 for r in ended if r.winner == s) for s in range(p)]
            first = wins[0] / len(ended)
            if abs(first - 1 / p) > abs(worst_first - 1 / p):
                worst_first, worst_key = first, f"{p}p-{m}"
            line += f" first_seat_rate={first:.2f} (even={1 / p:.2f}) wins_by_seat={wins}"
        print(line, flush=True)
    print(
        f"RESULT games={len(results)} seconds={elapsed:.0f} worst_ended_share={worst_end:.3f} "
        f"most_uneven_first_seat={worst_first:.2f} at={worst_key or '-'}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
