"""Benchmark: random-bot 4-player city games per second and milliseconds per decision.

A decision is listing the legal actions and applying one (what a game loop does each step).
Games stop at the turn cap like ``simulate --max-turns``; capped games count, and how many were
capped is printed. ``games_per_s`` and ``decision_ms`` (median) are wall clock; ``cpu_games_per_s``
and ``cpu_decision_ms`` (mean, new games included) are this process's CPU time, which moves far
less when other jobs share the machine. ``decision_cpu_ms`` times only the decisions (list
and apply), in CPU time; ``inplace_decision_cpu_ms`` the same games applied in place, as playouts
do; ``engine`` says which engine was timed: ``python``, or ``compiled`` when PYTHONPATH holds
the mypyc build (``python scripts/compile_engine.py``, then ``PYTHONPATH=build/compiled:bench``).
With ``--against-catanatron`` (``pip install catanatron``) the same
figure is taken for Catanatron's 4 random players in the same run (``catan_decision_cpu_ms``).
``greedy_playouts_per_s`` and ``random_playouts_per_s`` are playouts from a mid-game state to
the end (``city_playouts.py``), as the search player runs them. Run:
``PYTHONPATH=. python bench/city_simulate.py [--games N] [--max-turns T] [--against-catanatron]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from city_playouts import mid_game, playouts_per_s  # type: ignore[import-not-found]

from founders_desktop.city.game import apply, apply_in_place, is_over, legal_actions, new_game
from founders_desktop.content import ContentPack, default_pack
from founders_desktop.logs import engine_kind


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--map", default="thematic")
    parser.add_argument("--max-turns", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--playouts", type=int, default=10, help="of each kind (0: none)")
    parser.add_argument("--from-decisions", type=int, default=120, help="where playouts start")
    parser.add_argument("--against-catanatron", action="store_true")
    parser.add_argument("--catan-games", type=int, default=20)
    args = parser.parse_args()
    pack = default_pack()
    new_game(pack, args.map, args.players, 0)  # warm the pack and map caches
    decision_times: list[float] = []
    capped = 0
    decision_cpu = 0.0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for g in range(args.games):
        rng = random.Random(args.seed + g)
        state = new_game(pack, args.map, args.players, args.seed + g)
        while not is_over(state) and state.turn <= args.max_turns:
            t0 = time.perf_counter()
            c0 = time.process_time()
            legal = legal_actions(state)
            state, _ = apply(state, legal[rng.randrange(len(legal))], check=False)
            decision_cpu += time.process_time() - c0
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
    extra = f" engine={engine_kind()} decision_cpu_ms={decision_cpu * 1000 / len(decision_times):.4f}"
    extra += f" inplace_decision_cpu_ms={inplace_decision_ms(pack, args):.4f}"
    if args.playouts:
        start_state = mid_game(args.map, args.players, args.seed, args.from_decisions)
        for kind in ("greedy", "random"):
            rate, length = playouts_per_s(start_state, kind, args.playouts, args.max_turns, args.seed)
            print(f"{kind} playouts from turn {start_state.turn}: {rate:.2f}/s, {length:.0f} decisions each")
            extra += f" {kind}_playouts_per_s={rate:.3f}"
    if args.against_catanatron:
        catan_ms, catan_n = catanatron_decision_ms(args.catan_games, args.seed)
        print(f"catanatron: {args.catan_games} games of 4 random players, {catan_n} decisions")
        extra += f" catan_decision_cpu_ms={catan_ms:.4f}"
    # CPU time beside wall clock: on a shared, loaded machine the wall figure moves with the load
    print(
        f"RESULT games_per_s={args.games / elapsed:.3f} decision_ms={median_ms:.3f} "
        f"cpu_games_per_s={args.games / cpu:.3f} cpu_decision_ms={cpu * 1000 / len(decision_times):.3f}"
        + extra
    )
    return 0


def inplace_decision_ms(pack: ContentPack, args: argparse.Namespace) -> float:
    """CPU milliseconds per decision of the same games with each action applied in place
    (``apply_in_place``: what the search player's playouts do, and how Catanatron's own game
    loop applies an action), rather than to a copy as the GUI's game does."""
    cpu = 0.0
    n = 0
    for g in range(args.games):
        rng = random.Random(args.seed + g)
        state = new_game(pack, args.map, args.players, args.seed + g)
        while not is_over(state) and state.turn <= args.max_turns:
            c0 = time.process_time()
            legal = legal_actions(state)
            apply_in_place(state, legal[rng.randrange(len(legal))], check=False)
            cpu += time.process_time() - c0
            n += 1
    return cpu * 1000 / max(1, n)


def catanatron_decision_ms(games: int, seed: int) -> tuple[float, int]:
    """Catanatron's CPU milliseconds per decision (list the playable actions, apply a random
    one) over ``games`` games of four random players, timed like ours."""
    from catanatron import Color, Game, RandomPlayer  # type: ignore[import-not-found]
    from catanatron.game import TURNS_LIMIT  # type: ignore[import-not-found]

    colors = (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)
    cpu = 0.0
    n = 0
    for g in range(games):
        rng = random.Random(seed + g)
        game = Game([RandomPlayer(c) for c in colors], seed=seed + g)
        while game.winning_color() is None and game.state.num_turns < TURNS_LIMIT:
            c0 = time.process_time()
            actions = game.state.playable_actions
            game.execute(actions[rng.randrange(len(actions))], validate_action=False)
            cpu += time.process_time() - c0
            n += 1
    return cpu * 1000 / max(1, n), n


if __name__ == "__main__":
    raise SystemExit(main())
