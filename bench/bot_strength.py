"""Benchmark: how strong the levels are against greedy, and how long hard thinks.

Plays, on both maps: 2-player games hard against greedy (hard takes the first seat in every
other game), 4-player games hard against three greedy players (hard's seat turns round), 2-player
games normal against greedy (normal must sit between greedy's even share and hard's), solo games
of hard at the pack's normal difficulty, and greedy-against-greedy games for the first seat's win
rate per player count. A game capped before its end counts as lost for the level measured. Every
hard decision of a card is timed on the wall clock, from the view to the card chosen (greedy's
ranking of the cards, the playouts, a playout cut short). Seeds are fixed; games are independent
and shared out over ``--jobs`` processes (default 2, this machine's cores). The search budget is
wall-clock time, so a loaded machine (or more jobs than free cores) leaves hard fewer playouts:
it plays weaker and its figures fall; ``--cpu-clock`` counts the budget in each process's CPU
time instead (the decisions are still timed on the wall clock). Run:
``PYTHONPATH=. python bench/bot_strength.py [--quick] [--jobs N] [--budget S] [--cpu-clock] ...``;
the default run should take about 10 minutes on two free cores (19 on this machine loaded
5-7 times over).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from founders_desktop.bots import HARD_BUDGET_S, SearchBot, make_bot
from founders_desktop.city.game import (
    apply,
    current_player,
    is_over,
    legal_actions,
    new_game,
    view_for,
    winner,
)
from founders_desktop.content import default_pack

MAPS = ("thematic", "symmetric")


@dataclass(frozen=True)
class Game:
    """One game to play: which match it belongs to, and the seat whose result counts."""

    match: str
    map_id: str
    names: tuple[str, ...]
    seed: int
    seat: int  # the seat measured (greedy-vs-greedy: the first)


@dataclass(frozen=True)
class Outcome:
    game: Game
    won: bool  # solo: the solo game won
    ended: bool
    hard_s: tuple[float, ...]  # seconds of each hard decision of a card


def play(game: Game, budget: float, cap: int, cpu_clock: bool = False) -> Outcome:
    """One game to its end or the turn cap; the hard seats' card decisions timed."""
    pack = default_pack()
    bots = [make_bot(n, game.seed * 10 + i, budget) for i, n in enumerate(game.names)]
    for bot in bots:
        if cpu_clock and isinstance(bot, SearchBot):  # the budget in this process's CPU time
            bot.clock = time.thread_time
    state = new_game(pack, game.map_id, len(game.names), game.seed)
    times: list[float] = []
    while not is_over(state) and state.turn <= cap:
        seat = current_player(state)
        assert seat is not None
        legal = legal_actions(state)
        t = time.perf_counter()
        action = bots[seat].choose(view_for(state, seat), legal)
        if game.names[seat] == "hard" and state.stack and state.stack[-1].kind == "turn" and len(legal) > 1:
            times.append(time.perf_counter() - t)
        state, _ = apply(state, action, check=False)
    over = is_over(state)
    if len(game.names) == 1:
        won = state.solo_result == "won"
    else:
        won = over and winner(state) == game.seat
    return Outcome(game, won, over, tuple(times))


def _play(job: tuple[Game, float, int, bool]) -> Outcome:
    return play(*job)


def _progress(o: Outcome, done: int, total: int, start: float) -> Outcome:
    """One line per game as it comes in (to standard error: the table stays clean)."""
    g = o.game
    print(
        f"[{time.perf_counter() - start:5.0f} s, {done}/{total}] {g.match} {g.map_id} seed {g.seed}: "
        f"{'won' if o.won else 'lost'}{'' if o.ended else ' (capped)'}",
        file=sys.stderr,
        flush=True,
    )
    return o


def games(args: argparse.Namespace) -> list[Game]:
    """Every game of the run, by match and map, seeds fixed."""
    out: list[Game] = []
    for map_id in MAPS:
        for g in range(args.games2):
            seat = g % 2
            out.append(Game("hard vs greedy (2p)", map_id, _seats(2, seat, "hard"), args.seed + g, seat))
        for g in range(args.games4):
            seat = g % 4
            out.append(
                Game("hard vs 3 greedy (4p)", map_id, _seats(4, seat, "hard"), args.seed + 50 + g, seat)
            )
        for g in range(args.normal2):
            seat = g % 2
            out.append(Game("normal vs greedy (2p)", map_id, _seats(2, seat, "normal"), args.seed + g, seat))
        for g in range(args.solo):
            out.append(Game("hard solo (normal)", map_id, ("hard",), args.seed + 80 + g, 0))
        for players in (2, 3, 4):
            for g in range(args.greedy_games):
                match = f"greedy x{players}, seat 1"
                out.append(Game(match, map_id, ("greedy",) * players, args.seed + 200 + g, 0))
    return out


def _seats(players: int, seat: int, level: str) -> tuple[str, ...]:
    names = ["greedy"] * players
    names[seat] = level
    return tuple(names)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a few games of each kind, a 0.1 s budget")
    parser.add_argument("--budget", type=float, default=HARD_BUDGET_S, help="hard's seconds per card")
    parser.add_argument("--games2", type=int, default=12, help="2-player hard games per map")
    parser.add_argument("--games4", type=int, default=8, help="4-player hard games per map")
    parser.add_argument("--normal2", type=int, default=8, help="2-player normal games per map")
    parser.add_argument("--solo", type=int, default=5, help="hard solo games per map")
    parser.add_argument("--greedy-games", type=int, default=2, help="greedy-vs-greedy per count, map")
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--max-turns", type=int, default=250)
    parser.add_argument("--jobs", type=int, default=2, help="processes playing games side by side")
    parser.add_argument(
        "--cpu-clock",
        action="store_true",
        help="the search budget in CPU time (figures that a loaded machine does not lower)",
    )
    args = parser.parse_args()
    if args.quick:
        args.budget, args.games2, args.games4, args.normal2 = 0.1, 2, 1, 2
        args.solo, args.greedy_games = 1, 1
    start = time.perf_counter()
    todo = [(g, args.budget, args.max_turns, args.cpu_clock) for g in games(args)]
    outcomes: list[Outcome] = []
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            for o in pool.map(_play, todo):
                outcomes.append(_progress(o, len(outcomes) + 1, len(todo), start))
    else:
        outcomes = [_progress(_play(job), i + 1, len(todo), start) for i, job in enumerate(todo)]
    tally: dict[tuple[str, str], list[Outcome]] = defaultdict(list)
    for o in outcomes:
        tally[(o.game.match, o.game.map_id)].append(o)
    print(f"{'match':<24}{'map':<11}{'games':>6}{'won':>6}{'share':>7}{'ended':>7}")
    for (match, map_id), group in tally.items():
        won = sum(o.won for o in group)
        ended = sum(o.ended for o in group)
        print(f"{match:<24}{map_id:<11}{len(group):>6}{won:>6}{won / len(group):>7.2f}{ended:>7}")
    times = [t for o in outcomes for t in o.hard_s]
    median = statistics.median(times) if times else 0.0
    top = max(times) if times else 0.0
    over_2s = sum(t > 2.0 for t in times)
    print(
        f"\nhard decisions timed: {len(times)}, over 2 s: {over_2s}; budget {args.budget} s; "
        f"{args.jobs} jobs; {'CPU' if args.cpu_clock else 'wall'}-clock budget; "
        f"wall time {time.perf_counter() - start:.0f} s"
    )

    def share(match: str, map_id: str | None = None) -> float:
        group = [o for (m, mp), os in tally.items() if m == match and map_id in (None, mp) for o in os]
        return sum(o.won for o in group) / max(1, len(group))

    extra = " ".join(
        f"{key}_{map_id}={share(match, map_id):.2f}"
        for key, match in (
            ("hard_vs_greedy_2p", "hard vs greedy (2p)"),
            ("hard_vs_greedy_4p", "hard vs 3 greedy (4p)"),
            ("normal_vs_greedy_2p", "normal vs greedy (2p)"),
        )
        for map_id in MAPS
    )
    print(
        f"RESULT hard_vs_greedy_2p={share('hard vs greedy (2p)'):.2f} "
        f"hard_vs_greedy_4p={share('hard vs 3 greedy (4p)'):.2f} "
        f"solo_won={share('hard solo (normal)'):.2f} decision_s_median={median:.2f} "
        f"decision_s_max={top:.2f} normal_vs_greedy_2p={share('normal vs greedy (2p)'):.2f} {extra}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
