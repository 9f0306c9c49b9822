"""``founders-desktop tactics play`` and ``tactics check``: the round engine from a terminal.

``register_round_commands(subparsers)`` adds both to the ``tactics`` command group. Bad files
give one clear line naming the file and field and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from founders_desktop.tactics.autoplay import random_game, turn_lines
from founders_desktop.tactics.content_errors import TacticsFileError
from founders_desktop.tactics.scenario import load_scenario


def register_round_commands(subparsers: Any) -> None:
    play = subparsers.add_parser(
        "play", help="play a scenario file to its end", description="Play a tactics scenario."
    )
    play.add_argument("scenario", metavar="SCENARIO.json")
    play.add_argument("--seed", type=int, default=0, help="the game's seed (default 0)")
    play.add_argument(
        "--auto", action="store_true", help="every character decision is a seeded random legal action"
    )
    play.set_defaults(run=run_play)
    check = subparsers.add_parser(
        "check", help="validate a scenario file", description="Check a tactics scenario file."
    )
    check.add_argument("scenario", metavar="SCENARIO.json")
    check.set_defaults(run=run_check)


def run_play(args: argparse.Namespace) -> int:
    if not args.auto:
        print("tactics play: only --auto play is available from the terminal", file=sys.stderr)
        return 2
    try:
        scenario = load_scenario(args.scenario)
    except TacticsFileError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    for line in turn_lines(random_game(scenario, args.seed)):
        print(line)
    return 0


def run_check(args: argparse.Namespace) -> int:
    try:
        scenario = load_scenario(args.scenario)
    except TacticsFileError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    print(
        f"ok {scenario.id}: {len(scenario.board.hexes)} hexes, {len(scenario.characters)} characters, "
        f"{len(scenario.monsters)} monsters, level {scenario.level}"
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run the two commands without the app's CLI (tests, and until the tactics group exists)."""
    parser = argparse.ArgumentParser(prog="founders-desktop tactics")
    register_round_commands(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
