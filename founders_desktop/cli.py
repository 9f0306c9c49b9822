"""The ``founders-desktop`` command: the GUI by default, headless subcommands beside it.

Subcommands live next to the engine they drive (``founders_desktop/<layer>/cli.py`` exposing
``register(subparsers)``); this module finds them, so adding one needs no edit here. Qt is
imported only when a window is wanted, which keeps the headless commands and start-up fast.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import sys
from collections.abc import Sequence

from founders_desktop import __version__

PAGES = ("start", "city", "sandbox", "tactics")

# Modules that may add subcommands, in the order --help lists them.
SUBCOMMAND_MODULES = (
    "founders_desktop.content.cli",
    "founders_desktop.city.cli",
    "founders_desktop.tactics.cli",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="founders-desktop",
        description=(
            "Founders of Gloomhaven and Gloomhaven's hex rules at your desktop. "
            "Without a subcommand, opens the app."
        ),
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--screenshot",
        metavar="FILE.png",
        help="render a page offscreen to a PNG file and exit",
    )
    parser.add_argument(
        "--page",
        choices=PAGES,
        default="start",
        help="the page to open (with --screenshot: the page to render); default: start",
    )
    # For bench/startup.py: quit right after the first paint of the main window.
    parser.add_argument("--exit-after-paint", action="store_true", help=argparse.SUPPRESS)
    subparsers = parser.add_subparsers(title="subcommands", dest="command", metavar="COMMAND")
    for name in SUBCOMMAND_MODULES:
        if importlib.util.find_spec(name) is None:
            continue
        importlib.import_module(name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    run = getattr(args, "run", None)
    if run is not None:
        return int(run(args))
    from founders_desktop.view.launch import launch

    return launch(page=args.page, screenshot=args.screenshot, exit_after_paint=args.exit_after_paint)


if __name__ == "__main__":
    sys.exit(main())
