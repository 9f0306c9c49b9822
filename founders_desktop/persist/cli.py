"""``founders-desktop check-save FILE...``: say whether save files load, and if not, why.

Useful for bug reports ("my save will not open") and for checking saves after an update; it
prints the same English message the app would show, and exits 1 if any file is refused.
"""

from __future__ import annotations

import argparse
from typing import Any

from founders_desktop.persist.envelope import Envelope
from founders_desktop.persist.errors import SaveError
from founders_desktop.persist.saves import load_save


def summary(envelope: Envelope) -> str:
    """One line about a loaded save: game, schema, size of the log, who wrote it and when."""
    payload = envelope.payload
    actions = getattr(payload, "actions", None)
    log = f", {len(actions)} actions" if isinstance(actions, list) else ""
    upgraded = f" (upgraded from schema {envelope.migrated_from})" if envelope.migrated_from else ""
    return (
        f"{envelope.game} save, schema {envelope.schema_version}{upgraded}{log}; "
        f"saved by {envelope.app_version} at {envelope.saved_at:%Y-%m-%d %H:%M:%S %Z}"
    )


def run(args: argparse.Namespace) -> int:
    refused = 0
    for path in args.files:
        try:
            envelope = load_save(path)
        except SaveError as error:
            refused += 1
            print(f"REFUSED ({error.problem_code}) {error}")
        else:
            print(f"OK {path}: {summary(envelope)}")
    return 1 if refused else 0


def register(subparsers: Any) -> None:
    """Add ``check-save`` to the ``founders-desktop`` command (found by cli.py)."""
    parser = subparsers.add_parser(
        "check-save",
        help="check that save files (.fdsave) load, or say why not",
        description="Load each save file as the app would and report whether it opens, or why not.",
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help="save files to check")
    parser.set_defaults(run=run)
