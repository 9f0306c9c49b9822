"""Benchmark: how strong the hard player is against greedy, and how long it thinks.

Plays, on both maps, 2-player games hard against greedy (hard takes the first seat in half of
them), 4-player games hard against three greedy players (hard's seat turns round), solo games of
hard at the pack's normal difficulty, and greedy-against-greedy games for the first seat's win
rate per player count. Every hard decision is timed on the wall clock (its budget is wall-clock
time too, so a loaded machine makes it a little weaker). Seeds are fixed. Run:
``PYTHONPATH=. python bench/bot_strength.py [--quick] [--budget S] [--games2 N] [--games4 N]``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from founders_desktop.bots import make_bot
from founders_desktop.city.game import (
    apply,
    current_player,
    is_over,
    legal_actions,
    new_game,
    view_for,
    winner,
)
from founders_desktop.content import ContentPack, default_pack

MAPS = ("thematic", "symmetric")


def play(
    pack: ContentPack, map_id: str, names: list[str], seed: int, budget: float, times: list[float], cap: int
) -> tuple[int | None, bool, str]:
    """One game: (winner, ended by the rules, solo result); hard decisions timed into ``times``."""
    bots = [make_bot(n, seed * 10 + i, budget) for i, n in enumerate(names)]
    state = new_game(pack, map_id, len(names), seed)
    while not is_over(state) and state.turn <= cap:
        seat = current_player(state)
        assert seat is not None
        legal = legal_actions(state)
        t = time.perf_counter()
        action = bots[seat].choose(view_for(state, seat), legal)
        if names[seat] == "hard" and state.stack and state.stack[-1].kind == "turn" and len(legal) > 1:
            times.append(time.perf_counter() - t)
        state, _ = apply(state, action, check=False)
    over = is_over(state)
    return (winner(state) if over else None), over, state.solo_result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="one game of each kind, a 0.1 s budget")
    parser.add_argument("--budget", type=float, default=0.6, help="hard's seconds per card")
    parser.add_argument("--games2", type=int, default=2, help="2-player games per map")
    parser.add_argument("--games4", type=int, default=1, help="4-player games per map")
    parser.add_argument("--solo", type=int, default=1, help="solo games per map")
    parser.add_argument("--greedy-games", type=int, default=2, help="greedy-vs-greedy per count, map")
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--max-turns", type=int, default=250)
    args = parser.parse_args()
    if args.quick:
        args.budget, args.games2, args.games4, args.solo, args.greedy_games = 0.1, 1, 1, 1, 2
    pack = default_pack()
    times: list[float] = []
    start = time.perf_counter()
    print(f"{'match':<28}{'map':<11}{'games':>6}{'hard won':>10}{'ended':>7}")
    won2 = n2 = won4 = n4 = solo_won = n_solo = 0
    for map_id in MAPS:
        won = ended = 0
        for g in range(args.games2):
            hard_seat = g % 2
            names = ["greedy", "greedy"]
            names[hard_seat] = "hard"
            w, over, _ = play(pack, map_id, names, args.seed + g, args.budget, times, args.max_turns)
            won += w == hard_seat
            ended += over
        print(f"{'hard vs greedy (2p)':<28}{map_id:<11}{args.games2:>6}{won:>10}{ended:>7}", flush=True)
        won2, n2 = won2 + won, n2 + args.games2
        won = ended = 0
        for g in range(args.games4):
            hard_seat = g % 4
            names = ["greedy"] * 4
            names[hard_seat] = "hard"
            w, over, _ = play(pack, map_id, names, args.seed + 50 + g, args.budget, times, args.max_turns)
            won += w == hard_seat
            ended += over
        print(f"{'hard vs 3 greedy (4p)':<28}{map_id:<11}{args.games4:>6}{won:>10}{ended:>7}", flush=True)
        won4, n4 = won4 + won, n4 + args.games4
        won = ended = 0
        for g in range(args.solo):
            _, over, result = play(
                pack, map_id, ["hard"], args.seed + 80 + g, args.budget, times, args.max_turns
            )
            won += result == "won"
            ended += over
        print(f"{'hard solo (normal)':<28}{map_id:<11}{args.solo:>6}{won:>10}{ended:>7}", flush=True)
        solo_won, n_solo = solo_won + won, n_solo + args.solo
    print(f"\n{'greedy vs greedy':<28}{'map':<11}{'games':>6}{'seat 1 won':>11}{'ended':>7}")
    for players in (2, 3, 4):
        for map_id in MAPS:
            first = ended = 0
            for g in range(args.greedy_games):
                w, over, _ = play(
                    pack, map_id, ["greedy"] * players, args.seed + 200 + g, 0, [], args.max_turns
                )
                first += w == 0
                ended += over
            label = f"{players} players"
            print(f"{label:<28}{map_id:<11}{args.greedy_games:>6}{first:>11}{ended:>7}", flush=True)
    median = statistics.median(times) if times else 0.0
    top = max(times) if times else 0.0
    print(f"\nhard decisions timed: {len(times)}; wall time {time.perf_counter() - start:.0f} s")
    print(
        f"RESULT hard_vs_greedy_2p={won2 / max(1, n2):.2f} hard_vs_greedy_4p={won4 / max(1, n4):.2f} "
        f"solo_won={solo_won / max(1, n_solo):.2f} decision_s_median={median:.2f} decision_s_max={top:.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
