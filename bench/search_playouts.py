"""Benchmark: how many playouts the search player (the hard level) weighs for a card in its time.

Mid-game card choices of 4-player games the light greedy player plays (``--games`` seeds from 1,
``--cards`` choices a game from its ``--from``-th decision on), each made by the search player with
``--budget`` seconds of this process's CPU time (CPU time: a loaded machine disturbs it less).
More playouts a card is a stronger hard level in the same time; the engine decides how many fit:
``engine=python`` from a checkout, ``compiled`` with ``PYTHONPATH=build/compiled:bench`` (the
installers' mypyc build, ``scripts/compile_engine.py``). Run:
``PYTHONPATH=. python bench/search_playouts.py [--games N] [--cards K] [--budget S]``; it ends with
``RESULT engine=... cards=... playouts_per_card=... playouts_median=...``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from founders_desktop.bots.greedy import LightGreedyBot
from founders_desktop.bots.search import SearchBot
from founders_desktop.city.game import apply, current_player, is_over, legal_actions, new_game, view_for
from founders_desktop.content import default_pack
from founders_desktop.logs import engine_kind


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--cards", type=int, default=4, help="card choices timed per game")
    parser.add_argument("--from", dest="start", type=int, default=60, help="first decision timed")
    parser.add_argument("--budget", type=float, default=0.6, help="CPU seconds a card")
    parser.add_argument("--map", default="thematic")
    args = parser.parse_args()
    pack = default_pack()
    counts: list[int] = []
    for seed in range(1, args.games + 1):
        state = new_game(pack, args.map, 4, seed)
        player = LightGreedyBot(seed)
        decisions = timed = 0
        while not is_over(state) and timed < args.cards:
            seat = current_player(state)
            if state.stack[-1].kind == "turn" and decisions >= args.start and seat is not None:
                search = SearchBot(seed, budget_s=args.budget, clock=time.process_time)
                search.choose(view_for(state, seat), legal_actions(state))
                counts.append(search.playouts)
                timed += 1
            state, _ = apply(state, player.choose(state, legal_actions(state)), check=False)
            decisions += 1
        print(f"seed {seed}: {counts[-timed:] if timed else []} playouts")
    print(
        f"RESULT engine={engine_kind()} cards={len(counts)} playouts_per_card={statistics.fmean(counts):.1f} "
        f"playouts_median={statistics.median(counts):.1f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
