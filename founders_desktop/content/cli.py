"""``founders-desktop content check [PACK_FOLDER]``: validate a content pack.

Prints every problem as ``file: where: what`` and exits 2, or ends with a one-line summary of
what the pack holds and exits 0.
"""

from __future__ import annotations

import argparse
import sys


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    content = subparsers.add_parser("content", help="inspect and validate content packs")
    actions = content.add_subparsers(title="content commands", dest="content_command", metavar="ACTION")
    check = actions.add_parser("check", help="validate a pack folder (default: the bundled pack)")
    check.add_argument("pack", nargs="?", metavar="PACK_FOLDER", help="folder holding pack.json")
    check.set_defaults(run=run_check)
    show = actions.add_parser(
        "show", help="print a pack's resources, buildings, races and advisers as tables"
    )
    show.add_argument("pack", nargs="?", metavar="PACK_FOLDER", help="folder holding pack.json")
    show.set_defaults(run=run_show)
    content.set_defaults(run=lambda args: _usage(content))


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_help(sys.stderr)
    return 2


def run_check(args: argparse.Namespace) -> int:
    from founders_desktop.content.errors import PackError
    from founders_desktop.content.loader import default_pack_path, load_pack

    folder = args.pack or str(default_pack_path())
    try:
        pack = load_pack(folder)
    except PackError as e:
        for problem in e.problems:
            print(problem, file=sys.stderr)
        count = len(e.problems)
        print(f"{folder}: {count} problem{'s' if count != 1 else ''}: not ok", file=sys.stderr)
        return 2
    print(pack.provenance_line())
    print(f"{pack.summary()}: ok")
    return 0


def run_show(args: argparse.Namespace) -> int:
    from founders_desktop.content.errors import PackError
    from founders_desktop.content.loader import default_pack_path, load_pack
    from founders_desktop.content.report import full_report

    folder = args.pack or str(default_pack_path())
    try:
        pack = load_pack(folder)
    except PackError as e:
        for problem in e.problems:
            print(problem, file=sys.stderr)
        print(f"{folder}: not ok (run 'content check' for details)", file=sys.stderr)
        return 2
    print(full_report(pack), end="")
    return 0
