"""``founders-desktop tactics play`` and ``tactics check``: the round engine from a terminal.

``register_round_commands(subparsers)`` adds both to the ``tactics`` command group. Bad files
give one clear line naming the file and field and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from founders_desktop.resources import resource
from founders_desktop.tactics.autoplay import Step, random_game, turn_lines
from founders_desktop.tactics.content_errors import TacticsFileError
from founders_desktop.tactics.rounds.engine import apply, current_decider, legal_actions, new_game
from founders_desktop.tactics.scenario import Scenario, load_scenario
from founders_desktop.tactics.scenario_level import MAX_LEVEL, MIN_LEVEL


def register_round_commands(subparsers: Any) -> None:
    play = subparsers.add_parser(
        "play", help="play a scenario file to its end", description="Play a tactics scenario."
    )
    play.add_argument(
        "scenario", metavar="SCENARIO.json", help="a scenario file or a shipped scenario's name"
    )
    play.add_argument("--seed", type=_seed, default=0, help="the game's seed (default 0)")
    play.add_argument(
        "--level",
        type=_level,
        default=None,
        help="play at this scenario level, 0 to 7 (default: the file's, or recommended from the party)",
    )
    play.add_argument(
        "--auto",
        action="store_true",
        help="every decision is a seeded random legal action (without it: type each choice's number)",
    )
    play.set_defaults(run=run_play)
    check = subparsers.add_parser(
        "check", help="validate a scenario file", description="Check a tactics scenario file."
    )
    check.add_argument(
        "scenario", metavar="SCENARIO.json", help="a scenario file or a shipped scenario's name"
    )
    check.set_defaults(run=run_check)


def _seed(text: str) -> int:
    stripped = text.strip()
    if not stripped.isdigit() or len(stripped) > 20 or int(stripped) >= 2**64:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a seed (a whole number from 0 to 2^64-1)")
    return int(stripped)


def _level(text: str) -> int:
    stripped = text.strip()
    if not stripped.isdigit() or not MIN_LEVEL <= int(stripped) <= MAX_LEVEL:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a scenario level (0 to 7)")
    return int(stripped)


def choice_number(line: str, count: int) -> int | None:
    """The decision typed on ``line`` (0 to ``count``-1), or None: ``-1``, ``1.5``, ``x`` and
    numbers past the list are not choices (Python's negative indexes must not leak in)."""
    text = line.strip()
    if not text.isdigit() or len(text) > 9:
        return None
    number = int(text)
    return number if number < count else None


def _exists(path: Path) -> bool:
    try:
        return path.exists()
    except (OSError, ValueError):  # a name over the system's limit, a NUL byte
        return False


def scenario_path(name: str) -> Path:
    """A file path as given, or the name of a shipped scenario (``mossy-cellar``)."""
    path = Path(name)
    if not _exists(path) and path.suffix == "" and path.name == name and len(name) < 200:
        shipped = resource("scenarios", f"{name}.json")
        if shipped.exists():
            return shipped
    return path


def run_play(args: argparse.Namespace) -> int:
    try:
        scenario = load_scenario(scenario_path(args.scenario), level=args.level)
    except TacticsFileError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    steps = random_game(scenario, args.seed) if args.auto else typed_game(scenario, args.seed)
    try:
        for line in turn_lines(steps):
            print(line, flush=True)
    except BrokenPipeError:  # e.g. piped into `head`: the reader has all it wants
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


def typed_game(scenario: Scenario, seed: int) -> Iterator[Step]:
    """The players type the number of each decision on standard input (end of input: stop)."""
    state = new_game(scenario, seed)
    while state.phase != "over":
        actions = legal_actions(state)
        print(f"-- round {state.round}, {current_decider(state)} decides:", file=sys.stderr)
        for i, action in enumerate(actions):
            fields = action.model_dump(exclude={"kind"})
            print(f"  {i}: {action.kind} {fields}", file=sys.stderr)
        line = sys.stdin.readline()
        if not line:
            return
        number = choice_number(line, len(actions))
        if number is None:
            print("  (type one of the numbers above)", file=sys.stderr)
            continue
        state, record = apply(state, actions[number])
        yield Step(actions[number], record, state)


def run_check(args: argparse.Namespace) -> int:
    try:
        scenario = load_scenario(scenario_path(args.scenario))
    except TacticsFileError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    print(
        f"ok {scenario.id}: {len(scenario.board.hexes)} hexes, {len(scenario.characters)} characters, "
        f"{len(scenario.monsters)} monsters, level {scenario.level}"
        + (" (recommended from the party)" if scenario.level_source == "recommended" else "")
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
