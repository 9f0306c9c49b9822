"""Time whole random games of the starter scenarios (run by hand; ``--quick`` for CI).

    PYTHONPATH=. python bench/rounds_bench.py [--games N] [--quick]

Prints, per scenario, games played, outcomes, mean seconds per game and per action; then the
issue's limit: a round of a 4-character, 12-monster scenario (built here from the starter
classes and monsters, on a 12 x 9 map) in at most 100 ms of engine time (every legal-action
list and every apply of the round, monster turns included).
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from founders_desktop.resources import resource
from founders_desktop.tactics.autoplay import random_game
from founders_desktop.tactics.scenario import Scenario, load_scenario, parse_scenario

TARGET_MS_PER_ROUND = 100.0


def big_scenario() -> Scenario:
    """4 characters on the left, 12 monsters (3 of each starter type, some elite) on the right."""
    hexes = [[q, r] for q in range(12) for r in range(-(q // 2), 9 - (q // 2))]
    classes = ["ember-warden", "reed-archer", "hollow-caller", "ember-warden"]
    characters = [{"class": c, "id": f"{c}-{i}", "hex": [0, 1 + 2 * i]} for i, c in enumerate(classes)]
    types = ["bog-lurker", "thorn-slinger", "ash-wisp", "crag-hopper"]
    monsters = []
    for i in range(12):
        q = 9 + i % 3
        monsters.append(
            {
                "type": types[i // 3],
                "elite": i % 4 == 0,
                "standee": 1 + i % 3,
                "hex": [q, -(q // 2) + 2 * (i // 3) + 1],
            }
        )
    data = {
        "format": "tactics-scenario/1",
        "id": "bench-big",
        "name": "bench",
        "level": 1,
        "map": {"hexes": hexes},
        "characters": characters,
        "monsters": monsters,
    }
    return parse_scenario(data, "bench-big")


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
    big = big_scenario()
    rounds = actions = 0
    started = time.perf_counter()
    for seed in range(games):
        last = None
        for step in random_game(big, seed):
            actions += 1
            last = step.state
        assert last is not None
        rounds += last.round
    spent = time.perf_counter() - started
    per_round = 1000 * spent / max(rounds, 1)
    print(f"{'4 chars, 12 mon':16} games={games} rounds={rounds} {per_round:.1f}ms/round")
    print(
        f"RESULT big_ms_per_round={per_round:.1f} target_ms_per_round={TARGET_MS_PER_ROUND:.0f} "
        f"big_ms_per_action={1000 * spent / max(actions, 1):.2f} "
        f"ok={'yes' if per_round <= TARGET_MS_PER_ROUND else 'no'}"
    )


if __name__ == "__main__":
    main()
