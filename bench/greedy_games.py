"""Benchmark: greedy-player city games, how many end normally, and milliseconds per decision.

A decision is one ``GreedyBot.choose`` call (its lookahead included), timed on its own; games
stop at the turn cap like ``simulate --max-turns``. Issue 5 asks that 95% of greedy games end
with six completions. Run:
``PYTHONPATH=. python bench/greedy_games.py [--games N] [--players P] [--map M] [--max-turns T]``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from founders_desktop.bots import make_bot
from founders_desktop.city.game import apply, current_player, is_over, legal_actions, new_game, view_for
from founders_desktop.content import default_pack


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--map", default="thematic")
    parser.add_argument("--max-turns", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    pack = default_pack()
    new_game(pack, args.map, args.players, 0)  # warm the pack and map caches
    times: list[float] = []
    ended = turns = completions = 0
    start = time.perf_counter()
    for g in range(args.games):
        seed = args.seed + g
        bots = [make_bot("greedy", seed * 10 + i) for i in range(args.players)]
        state = new_game(pack, args.map, args.players, seed)
        while not is_over(state) and state.turn <= args.max_turns:
            seat = current_player(state)
            assert seat is not None
            legal = legal_actions(state)
            view = view_for(state, seat)
            t0 = time.perf_counter()
            action = bots[seat].choose(view, legal)
            times.append(time.perf_counter() - t0)
            state, _ = apply(state, action, check=False)
        ended += is_over(state)
        turns += state.turn if is_over(state) else args.max_turns
        completions += state.completions()
    elapsed = time.perf_counter() - start
    ms = [t * 1000 for t in times]
    print(
        f"games={args.games} players={args.players} map={args.map} max_turns={args.max_turns} "
        f"ended={ended} mean_turns={turns / args.games:.1f} mean_completions={completions / args.games:.2f} "
        f"decisions={len(ms)} mean_ms={statistics.fmean(ms):.2f} p90_ms={sorted(ms)[int(len(ms) * 0.9)]:.2f} "
        f"max_ms={max(ms):.1f}"
    )
    print(
        f"RESULT games_per_s={args.games / elapsed:.3f} ended_share={ended / args.games:.3f} "
        f"decision_ms={statistics.median(ms):.3f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
