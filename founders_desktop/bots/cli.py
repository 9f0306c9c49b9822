"""``founders-desktop simulate``: play headless games between computer players.

Registered by the top-level CLI, which discovers this module. The game loop
(``founders_desktop.bots.simulate``) and the players are imported when the command runs, so
``--help`` stays light.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

MAX_GAMES = 100_000
MAX_TURNS = 10_000
SEED_LIMIT = 2**64


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type``: a whole number in ``low..high``, else a one-line usage error."""

    def parse(text: str) -> int:
        stripped = text.strip()
        if not stripped.lstrip("-").isdigit() or len(stripped) > 25:
            raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number")
        value = int(stripped)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is not between {low} and {high}")
        return value

    parse.__name__ = "whole number"
    return parse


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser("simulate", help="play headless city games between computer players")
    p.add_argument("--players", type=int, default=4, choices=(1, 2, 3, 4), help="seats per game")
    p.add_argument(
        "--games", type=whole_number(1, MAX_GAMES), default=10, help="how many games (seeds S, S+1, ...)"
    )
    p.add_argument("--seed", type=whole_number(0, SEED_LIMIT - 1), default=1, help="seed of the first game")
    p.add_argument("--map", default="thematic", help="thematic or symmetric")
    p.add_argument(
        "--bots", default="random", help="one name, or one per seat: easy,normal,hard (or random, greedy)"
    )
    p.add_argument(
        "--budget",
        type=float,
        default=0.6,
        help="seconds the normal/hard players think for each card (hard: all of it, normal: a quarter)",
    )
    p.add_argument("--json", action="store_true", help="one JSON object per game, then a summary")
    p.add_argument(
        "--max-turns",
        type=whole_number(1, MAX_TURNS),
        default=400,
        help="stop a game after this many turns",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from founders_desktop.bots import BOTS as known
    from founders_desktop.bots.simulate import play_game
    from founders_desktop.content import default_pack

    names = [b.strip() for b in args.bots.split(",") if b.strip()]
    unknown = [n for n in names if n not in known]
    if unknown or not names:
        what = f"unknown bot {unknown[0][:40]!r}" if unknown else "no bot named"
        print(f"--bots: {what}; valid names: {', '.join(known)}", file=sys.stderr)
        return 2
    if len(names) == 1:
        names = names * args.players
    if len(names) != args.players:
        print(f"--bots names {len(names)} bots for {args.players} players", file=sys.stderr)
        return 2
    if not 0.01 <= args.budget <= 60:
        print(f"--budget: {args.budget} seconds is outside 0.01 to 60", file=sys.stderr)
        return 2
    pack = default_pack()
    if args.map not in pack.maps:
        print(f"unknown map {args.map[:60]!r}; known: {', '.join(pack.maps)}", file=sys.stderr)
        return 2
    results = []
    for i in range(args.games):
        _, result = play_game(
            pack, args.map, names, args.seed + i, max_turns=args.max_turns, budget_s=args.budget
        )
        results.append(result)
        print(json.dumps(result.as_json(), sort_keys=True) if args.json else result.line(), flush=True)
    summary = summarise(results, names)
    print(json.dumps(summary, sort_keys=True) if args.json else summary_line(summary))
    return 0


def summarise(results: list, names: list[str]) -> dict[str, object]:  # type: ignore[type-arg]
    wins = [0] * len(names)
    for r in results:
        if r.winner is not None and r.players > 1:
            wins[r.winner] += 1  # at a cap, the leader
    n = len(results) or 1
    return {
        "games": len(results),
        "capped": sum(1 for r in results if r.capped),
        "wins_by_seat": wins,
        "mean_turns": round(sum(r.turns for r in results) / n, 1),
        "mean_votes": round(sum(r.votes for r in results) / n, 2),
        "mean_completions": round(sum(r.completions for r in results) / n, 2),
        "solo_won": sum(1 for r in results if r.solo_result == "won"),
        "solo_open_slots": sum(r.solo_open_slots for r in results),
    }


def summary_line(s: dict[str, object]) -> str:
    return (
        f"summary games={s['games']} capped={s['capped']} wins_by_seat={s['wins_by_seat']} "
        f"mean_turns={s['mean_turns']} mean_votes={s['mean_votes']} "
        f"mean_completions={s['mean_completions']}" + (f" solo_won={s['solo_won']}" if s["solo_won"] else "")
    )
