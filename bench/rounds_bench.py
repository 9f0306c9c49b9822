"""Time whole random games of the starter scenarios (run by hand; ``--quick`` for CI).

    PYTHONPATH=. python bench/rounds_bench.py [--games N] [--quick]

Prints, per scenario, games played, outcomes, mean seconds per game and per action.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from founders_desktop.resources import resource
from founders_desktop.tactics.autoplay import random_game
from founders_desktop.tactics.scenario import load_scenario


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--quick", action="store_true", help="one game per scenario")
    args = parser.parse_args()
    games = 1 if args.quick else args.games
    for path in sorted(resource("scenarios").glob("*.json")):
        scenario = load_scenario(path)
        outcomes: Counter[str] = Counter()
        actions = 0
        started = time.perf_counter()
        for seed in range(games):
            last = None
            for step in random_game(scenario, seed):
                actions += 1
                last = step.state
            assert last is not None
            outcomes[str(last.outcome)] += 1
        spent = time.perf_counter() - started
        print(
            f"{scenario.id:16} games={games} {dict(outcomes)} "
            f"{spent / games:.2f}s/game {1000 * spent / max(actions, 1):.1f}ms/action"
        )


if __name__ == "__main__":
    main()
