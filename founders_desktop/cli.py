"""The ``founders-desktop`` command: the GUI by default, headless subcommands beside it.

Subcommands live next to the engine they drive (``founders_desktop/<layer>/cli.py`` exposing
``register(subparsers)``); this module finds them, so adding one needs no edit here. Qt is
imported only when a window is wanted, which keeps the headless commands and start-up fast.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import sys
from collections.abc import Sequence

from founders_desktop import __version__

PAGES = ("start", "city", "sandbox", "tactics")
SAVE_SUFFIX = ".fdsave"

# Subcommand names and the module that registers each (``register(subparsers)``), in --help order.
# Naming them here lets the GUI start without importing any engine: the modules are imported only
# when a subcommand or --help is asked for.
SUBCOMMANDS = {
    "content": "founders_desktop.content.cli",
    "simulate": "founders_desktop.bots.cli",
    "tactics": "founders_desktop.tactics.cli",
    "check-save": "founders_desktop.app.check_save",
}
SUBCOMMAND_MODULES = tuple(dict.fromkeys(SUBCOMMANDS.values()))


def build_parser(with_subcommands: bool = True) -> argparse.ArgumentParser:
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
    parser.add_argument(
        "--verbose",
        action="store_true",
        help="log debug messages too and echo the log to the terminal (the file: Help > Open log folder)",
    )
    # For bench/startup.py: quit right after the first paint of the main window.
    parser.add_argument("--exit-after-paint", action="store_true", help=argparse.SUPPRESS)
    subparsers = parser.add_subparsers(title="subcommands", dest="command", metavar="COMMAND")
    if with_subcommands:
        for name in SUBCOMMAND_MODULES:
            importlib.import_module(name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    # The desktop opens a saved game as `founders-desktop FILE.fdsave` (.desktop %f, Windows "%1",
    # macOS argv emulation); argparse would take the path for a subcommand.
    open_path = arguments.pop(0) if arguments and arguments[0].lower().endswith(SAVE_SUFFIX) else None
    wants_subcommands = any(a in SUBCOMMANDS or a in ("-h", "--help") for a in arguments)
    parser = build_parser(with_subcommands=wants_subcommands)
    args = parser.parse_args(arguments)
    run = getattr(args, "run", None)
    if run is not None:
        if args.verbose:
            logging.basicConfig(level=logging.DEBUG, format="%(levelname)s %(name)s: %(message)s")
        return int(run(args))
    from founders_desktop.logs import setup_logging
    from founders_desktop.view.launch import launch

    setup_logging(verbose=args.verbose)

    return launch(
        page=args.page,
        screenshot=args.screenshot,
        exit_after_paint=args.exit_after_paint,
        open_path=open_path,
    )


if __name__ == "__main__":
    sys.exit(main())
