"""Benchmark: seat balance and stalls of equal greedy players, per player count and map.

For every player count and map side, plays ``--games`` greedy-only games (seeds S, S+1, ...,
the ``simulate`` command's games) on up to ``--jobs`` processes and prints, per combination, the
first seat's win rate among the games that ended by the rules (the first seat in play order: the
starting player, whom setup draws at random, not seat 0), the wins by place in play order and by
seat number, and the stall figure: games with no end by the turn cap (six completions; solo: the
solo rules' end). A capped game counts for no seat. Solo has no seat effect, only the stall
figure. ``--lines`` also prints every game with the seats' races and starting player, and each
race's wins: greedy takes the first race offered, so in play order the seats always get the same
races; ``--any-race`` draws them at random to tell a seat effect from a race effect, and
``--any-stall`` draws the first trade stall's space at random too (greedy always takes the same
space for the same place in play order), ``--any-setup`` draws the resource cards as well (greedy
takes the first card offered, and the last seat in play order picks first: every setup choice at
random leaves the seat's own effect), and ``--draft`` has every seat take its race and resource
cards as the hard level does (``bots/draft.py``). ``--bot hard`` (or ``normal``) seats that level
in every seat instead of greedy, thinking ``--budget`` seconds a card, counted in each process's
CPU time with ``--cpu-clock`` (so that the machine's load does not move the games). Run:
``PYTHONPATH=. python bench/seat_balance.py [--games N] [--players 2,3] [--maps thematic]``.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass
from multiprocessing import Pool

from cpu_clock import cpu_clocked  # type: ignore[import-not-found]

from founders_desktop.bots import BOTS, HARD_BUDGET_S, GreedyBot, draft
from founders_desktop.bots.simulate import GameResult, play_game
from founders_desktop.city.game import Action, GameState
from founders_desktop.content import default_pack

MAPS = ("thematic", "symmetric")


@dataclass(frozen=True)
class Setup:
    """What setup dealt a game: races by seat, the starting player, each seat's basic resources."""

    races: tuple[str, ...]
    start: int
    controlled: tuple[tuple[str, ...], ...]


Key = tuple[int, str, int]  # players, map, seed


def key(result: GameResult) -> Key:
    return result.players, result.map_id, result.seed


class AnyRaceGreedy(GreedyBot):
    """Greedy, but its race drawn at random (seeded): greedy takes the first race it is offered,
    so in play order the seats always get the same races, and a seat effect is a race effect."""

    name = "greedy-any-race"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._races = random.Random(f"any-race:{seed}")

    def choose(self, view: GameState, legal: list[Action]) -> Action:
        if view.stack and view.stack[-1].kind == "choose_race":
            return self._races.choice(legal)
        return super().choose(view, legal)


class AnyStartGreedy(AnyRaceGreedy):
    """Greedy with its race and its first trade stall's space drawn at random (seeded): greedy
    also puts its first stall on the same space every game, so the seats in play order always
    start from the same spaces."""

    name = "greedy-any-start"

    def choose(self, view: GameState, legal: list[Action]) -> Action:
        if view.stack and view.stack[-1].kind == "first_stall":
            return self._races.choice(legal)
        return super().choose(view, legal)


class AnySetupGreedy(AnyStartGreedy):
    """Greedy with every setup choice drawn at random (seeded): race, resource cards and first
    stall. Greedy takes the first resource card offered, and the rules have the last seat pick
    first, so with greedy's own cards the seats in play order hold the pack's first cards, the
    last seat wood, stone or metal, the first seat what is left."""

    name = "greedy-any-setup"

    def choose(self, view: GameState, legal: list[Action]) -> Action:
        if view.stack and view.stack[-1].kind in ("choose_resource", "force_repick", "aesther_resource"):
            return self._races.choice(legal)
        return super().choose(view, legal)


class DraftingGreedy(GreedyBot):
    """Greedy's play with the hard level's draft (race and resource cards by what they make
    together, ``bots/draft.py``)."""

    name = "greedy-draft"

    def choose(self, view: GameState, legal: list[Action]) -> Action:
        picked = draft.choose(view, legal) if len(legal) > 1 else None
        return picked if picked is not None else super().choose(view, legal)


BOTS.setdefault(AnyRaceGreedy.name, lambda seed, _b: AnyRaceGreedy(seed))
BOTS.setdefault(AnyStartGreedy.name, lambda seed, _b: AnyStartGreedy(seed))
BOTS.setdefault(AnySetupGreedy.name, lambda seed, _b: AnySetupGreedy(seed))
BOTS.setdefault(DraftingGreedy.name, lambda seed, _b: DraftingGreedy(seed))


for _level in ("normal", "hard"):
    cpu_clocked(_level)  # at import, so that every pool process knows the names


def _one(job: tuple[int, str, int, int, str, float]) -> tuple[GameResult, Setup]:
    players, map_id, seed, max_turns, bot, budget_s = job
    state, result = play_game(
        default_pack(), map_id, [bot] * players, seed, max_turns=max_turns, budget_s=budget_s
    )
    controlled = tuple(tuple(state.controlled(p.seat)) for p in state.players)
    return result, Setup(tuple(p.race for p in state.players), state.start_player, controlled)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10, help="games per player count and map")
    parser.add_argument("--players", default="1,2,3,4", help="player counts, comma separated")
    parser.add_argument("--maps", default=",".join(MAPS), help="map sides, comma separated")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-turns", type=int, default=200, help="a game not over by then stalled")
    parser.add_argument("--jobs", type=int, default=2, help="processes")
    parser.add_argument("--lines", action="store_true", help="every game, and wins by race")
    parser.add_argument("--any-race", action="store_true", help="races drawn at random, not greedy's")
    parser.add_argument(
        "--any-stall", action="store_true", help="races and first stall spaces drawn at random, not greedy's"
    )
    parser.add_argument(
        "--any-setup", action="store_true", help="races, resource cards and first stalls at random"
    )
    parser.add_argument("--draft", action="store_true", help="races and cards by the hard level's draft")
    parser.add_argument("--bot", default="greedy", help="the level in every seat: greedy, normal, hard")
    parser.add_argument("--budget", type=float, default=HARD_BUDGET_S, help="seconds a card (normal, hard)")
    parser.add_argument("--cpu-clock", action="store_true", help="the search budget in CPU time")
    args = parser.parse_args()
    if args.bot not in BOTS:
        parser.error(f"unknown --bot {args.bot!r}: one of {', '.join(sorted(BOTS))}")
    combos = [(int(p), m) for p in args.players.split(",") for m in args.maps.split(",")]
    chosen = (
        (args.draft, DraftingGreedy.name),
        (args.any_setup, AnySetupGreedy.name),
        (args.any_stall, AnyStartGreedy.name),
        (args.any_race, AnyRaceGreedy.name),
    )
    setup_bot = next((name for flag, name in chosen if flag), None)
    if setup_bot is not None and args.bot != "greedy":
        parser.error("the setup options (--any-race, --any-stall, --any-setup, --draft) play greedy only")
    bot = setup_bot or (f"{args.bot}-cpu" if args.cpu_clock and f"{args.bot}-cpu" in BOTS else args.bot)
    jobs = [
        (p, m, args.seed + g, args.max_turns, bot, args.budget) for p, m in combos for g in range(args.games)
    ]
    start = time.perf_counter()
    with Pool(args.jobs) as pool:
        played = pool.map(_one, jobs, chunksize=1)
    results = [r for r, _ in played]
    setups = {key(r): setup for r, setup in played}
    elapsed = time.perf_counter() - start
    worst_end, worst_first, worst_gap, worst_key = 1.0, 0.0, -1.0, ""
    for p, m in combos:
        rs = [r for r in results if r.players == p and r.map_id == m]
        ended = [r for r in rs if not r.capped]
        stalled = [r.seed for r in rs if r.capped]
        end_share = len(ended) / len(rs)
        worst_end = min(worst_end, end_share)
        line = f"players={p} map={m} games={len(rs)} ended={len(ended)} stalled_seeds={stalled or '-'}"
        if p > 1 and ended:
            wins = [sum(1 for r in ended if r.winner == s) for s in range(p)]
            placed = [0] * p  # wins by place in play order (0: the starting player)
            for r in ended:
                if r.winner is not None:
                    placed[(r.winner - setups[key(r)].start) % p] += 1
            first = placed[0] / len(ended)
            if abs(first - 1 / p) > worst_gap:
                worst_first, worst_gap, worst_key = first, abs(first - 1 / p), f"{p}p-{m}"
            line += (
                f" first_seat_rate={first:.2f} (even={1 / p:.2f}) wins_by_place={placed}"
                f" wins_by_seat_number={wins}"
            )
        print(line, flush=True)
        if args.lines:
            _race_lines(rs, setups)
            _resource_lines(rs, setups)
    print(
        f"RESULT games={len(results)} seconds={elapsed:.0f} worst_ended_share={worst_end:.3f} "
        f"most_uneven_first_seat={worst_first:.2f} at={worst_key or '-'}"
    )
    return 0


def _race_lines(
    results: list[GameResult],
    setups: dict[Key, Setup],
) -> None:
    """Each game with its seats' races and starting player; then per race: games ended, wins,
    and wins as the starting player."""
    tally: dict[str, list[int]] = {}
    for r in results:
        setup = setups[key(r)]
        print(f"  {r.line()} races={','.join(setup.races)} start={setup.start}")
        if r.capped or r.players < 2:
            continue
        for seat, race in enumerate(setup.races):
            t = tally.setdefault(race, [0, 0, 0, 0])  # games, wins, games starting, wins then
            won = int(r.winner == seat)
            t[0] += 1
            t[1] += won
            if seat == setup.start:
                t[2] += 1
                t[3] += won
    for race, (games, wins, first, first_wins) in sorted(tally.items()):
        print(f"  race={race} games={games} wins={wins} as_first_seat={first_wins}/{first}")


def _resource_lines(results: list[GameResult], setups: dict[Key, Setup]) -> None:
    """Per basic resource: the ended games a seat controlled it in, and its wins there."""
    tally: dict[str, list[int]] = {}
    for r in results:
        if r.capped or r.players < 2:
            continue
        for seat, resources in enumerate(setups[key(r)].controlled):
            for resource in resources:
                t = tally.setdefault(resource, [0, 0])
                t[0] += 1
                t[1] += int(r.winner == seat)
    for resource, (games, wins) in sorted(tally.items()):
        print(f"  resource={resource} games={games} wins={wins} share={wins / games:.2f}")


if __name__ == "__main__":
    raise SystemExit(main())
