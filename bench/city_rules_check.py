"""Bot games over many seeds, checked for the rules that must never give way.

For 1-4 players on both maps with random and greedy bots: no effect skipped or payment short
(every face-up card fully resolved), no two proposals of one building type together, no token
supply exceeded, every greedy game finished. Prints one line per setting, then a RESULT line.

    python bench/city_rules_check.py [GAMES_PER_SETTING] [MAX_TURNS]
"""

from __future__ import annotations

import sys

from founders_desktop.bots.simulate import play_game
from founders_desktop.city.game import ActionRecord, GameState
from founders_desktop.city.tokens import over_supply
from founders_desktop.content import ContentPack, default_pack

FAILED_STEPS = ("skipped:effect", "skipped:road", "skipped:place")


class Tally:
    """What the observed games broke (all zero when the rules held)."""

    def __init__(self, pack: ContentPack) -> None:
        self.pack = pack
        self.counts = {"games": 0, "actions": 0, "skipped": 0, "short": 0, "duplicates": 0, "over_supply": 0}

    def observe(self, state: GameState, rec: ActionRecord) -> None:
        c = self.counts
        c["actions"] += 1
        c["skipped"] += sum(e.startswith(FAILED_STEPS) for e in rec.events)
        c["short"] += sum(e.startswith("short:") for e in rec.events)
        types = [self.pack.prestige_buildings[p].type_key for p in state.proposals]
        c["duplicates"] += len(types) != len(set(types))
        c["over_supply"] += len(over_supply(state.board))


def check(games: int, max_turns: int = 300) -> dict[str, int]:
    pack = default_pack()
    totals: dict[str, int] = {}
    for players in (1, 2, 3, 4):
        for map_id in ("thematic", "symmetric"):
            for bot in ("random", "greedy"):
                tally = Tally(pack)
                capped = 0
                for seed in range(1, games + 1):
                    _, result = play_game(pack, map_id, [bot] * players, seed, max_turns, tally.observe)
                    tally.counts["games"] += 1
                    capped += result.capped and bot == "greedy"
                found = {**tally.counts, "greedy_capped": capped}
                print(
                    f"players={players} map={map_id} bots={bot} "
                    + " ".join(f"{k}={v}" for k, v in found.items()),
                    flush=True,
                )
                for k, v in found.items():
                    totals[k] = totals.get(k, 0) + v
    return totals


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    turns = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    print("RESULT " + " ".join(f"{k}={v}" for k, v in check(n, turns).items()))
