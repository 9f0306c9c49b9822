"""``founders-desktop tactics ...``: headless commands of the hex rules engine.

``tactics`` is a group; ``solve`` is its first subcommand (docs/TACTICS.md, Monster-turn cases):

    founders-desktop tactics solve FILE [--check]

reads one ``monster-turn/1`` case or a list of them (FILE ``-`` reads standard input) and prints
on standard output a JSON list, one ``{"id": ..., "outcomes": [...]}`` per case. Each outcome has
``end`` and ``targets`` as in the case format, plus ``focus``, ``path``, ``aoe`` and
``sightlines``. With ``--check`` each case's outcomes are compared with its ``expected`` set; the
differences go to standard error and the output ends with the line ``N passed, M failed``
(exit status 1 if any failed). Invalid input: a message naming the file, the case and the field
on standard error, exit status 2.

``check-data FILE`` lists every problem of a classes or monsters file (tactics/data_check.py).
Other subcommands (``play``, ``check``) add themselves to the group through ``SUBCOMMANDS``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from founders_desktop.content import safe_file
from founders_desktop.tactics.cases import CaseError, matches, outcome_json, parse_cases
from founders_desktop.tactics.monster_turn import solve
from founders_desktop.tactics.rounds.cli import register_round_commands

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_INVALID = 2


def _add_solve(sub: Any) -> None:
    p = sub.add_parser(
        "solve",
        help="solve monster-turn/1 cases: every legal outcome of each monster's turn",
        description="Read monster-turn/1 cases (one or a list) and print every legal outcome as JSON.",
    )
    p.add_argument("file", metavar="FILE", help="a JSON file with one case or a list of cases ('-': stdin)")
    p.add_argument(
        "--check",
        action="store_true",
        help="compare with each case's expected outcomes; end with 'N passed, M failed'",
    )
    p.set_defaults(run=run_solve)


def _add_check_data(sub: Any) -> None:
    p = sub.add_parser(
        "check-data",
        help="list every problem of a classes.json or monsters.json file, field by field",
        description=(
            "Check a tactics classes or monsters file (e.g. one filled in with the printed values "
            "of your own copy): every error and doubtful value, one line per field."
        ),
    )
    p.add_argument("file", metavar="FILE", help="a classes or monsters JSON file")
    p.set_defaults(run=run_check_data)


def run_check_data(args: argparse.Namespace) -> int:
    from pathlib import Path

    from founders_desktop.tactics.data_check import check_data

    report = check_data(Path(args.file))
    for line in report.lines():
        print(line, file=sys.stderr if report.errors else sys.stdout)
    return EXIT_INVALID if report.errors else EXIT_OK


#: name -> function adding that subcommand to the ``tactics`` group.
SUBCOMMANDS: dict[str, Callable[[Any], None]] = {"solve": _add_solve, "check-data": _add_check_data}


def register(subparsers: Any) -> None:
    """Add the ``tactics`` command group to the top-level parser."""
    parser = subparsers.add_parser(
        "tactics",
        help="the Gloomhaven hex rules engine (headless)",
        description="The Gloomhaven hex rules engine, headless.",
    )
    sub = parser.add_subparsers(title="tactics commands", dest="tactics_command", metavar="COMMAND")
    for add in SUBCOMMANDS.values():
        add(sub)
    register_round_commands(sub)
    parser.set_defaults(run=lambda args: _missing(parser))


def _missing(parser: argparse.ArgumentParser) -> int:
    parser.print_help(sys.stderr)
    return EXIT_INVALID


def _read(path: str) -> Any:
    # FileRefused is a ValueError naming the file: bad syntax, a pipe, a device, too large...
    if path == "-":
        data = sys.stdin.buffer.read(safe_file.DEFAULT_LIMIT + 1)
        if len(data) > safe_file.DEFAULT_LIMIT:
            raise safe_file.FileRefused("<stdin>", "too_large", "the input is too large")
        return safe_file.parse_json(safe_file.decode_text(data, "<stdin>"), "<stdin>")
    return safe_file.read_json(path)


def run_solve(args: argparse.Namespace) -> int:
    try:
        cases = parse_cases(_read(args.file))
    except CaseError as exc:
        name = "<stdin>" if args.file == "-" else args.file
        print(f"error: {name}: {exc}", file=sys.stderr)
        return EXIT_INVALID
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_INVALID
    results = []
    passed = failed = 0
    for case in cases:
        outcomes = solve(case.turn)
        results.append({"id": case.id, "outcomes": [outcome_json(o) for o in outcomes]})
        if args.check:
            if case.expected is not None and matches(case, outcomes):
                passed += 1
            else:
                failed += 1
                _report(case, outcomes)
    json.dump(results, sys.stdout, indent=None)
    sys.stdout.write("\n")
    if args.check:
        print(f"{passed} passed, {failed} failed")
        return EXIT_OK if failed == 0 else EXIT_FAILED
    return EXIT_OK


def _report(case: Any, outcomes: Any) -> None:
    if case.expected is None:
        print(f"FAIL {case.id}: the case has no expected outcomes", file=sys.stderr)
        return

    def fmt(keys: Any) -> str:
        return "; ".join(
            f"end {list(end)} targets {sorted(list(t) for t in targets)}" for end, targets in sorted(keys)
        )

    want = case.expected_keys()
    got = {o.key() for o in outcomes}
    print(f"FAIL {case.id}", file=sys.stderr)
    print(f"  expected: {fmt(want)}", file=sys.stderr)
    print(f"  got:      {fmt(got)}", file=sys.stderr)
