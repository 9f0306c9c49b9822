"""``founders-desktop check-save FILE...``: load each save exactly as the app would.

The envelope is read by the real reader (``persist.load_save``: size, JSON, checksum, schema),
then the game itself is rebuilt the way its page opens it: a city log replayed through
``city/game/replay.py`` with every action validated by the rules, a tactics log replayed by the
tactics loader, a sandbox layout's pieces laid on the pack's map. A file passes only if the
app would open it. No Qt: the command runs headless.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from founders_desktop.city.game.replay import ReplayError, replay
from founders_desktop.content import ContentPack, default_pack
from founders_desktop.packs import PackRefused, saved_pack
from founders_desktop.persist import CitySave, SaveError, load_save
from founders_desktop.persist.cli import summary


class Refused(Exception):
    """A save the app would not open: ``code`` and one English line."""

    def __init__(self, code: str, text: str) -> None:
        super().__init__(code, text)
        self.code = code
        self.text = text


def check(path: Path, pack: ContentPack) -> str:
    """The summary line of a save that opens; :class:`Refused` for one that does not."""
    try:
        envelope = load_save(path)
    except SaveError as error:
        raise Refused(error.problem_code.value, str(error)) from None
    if envelope.game == CitySave.GAME:
        save = envelope.payload_as(CitySave)
        try:
            found = saved_pack(save.pack)  # the save's own pack, from the library
        except PackRefused as error:
            raise Refused("pack_" + error.code, f"{path}: content pack {error}") from None
        try:
            replay(found.pack, save.map_id, [s.name for s in save.seats], save.seed, save.actions)
        except ReplayError as error:
            if found.changed:
                what = f"content pack {save.pack.id!r} changed since the game was saved"
                raise Refused("pack_changed", f"{path}: {what}; {error}") from None
            raise Refused("illegal_action", f"{path}: {error}") from None
    elif envelope.game == "tactics":
        from founders_desktop.app.tactics.play_save import PlaySaveError, read_fdsave

        try:
            read_fdsave(path)
        except PlaySaveError as error:
            raise Refused(error.code, f"{path}: {error.code}: {error.detail}") from None
    elif envelope.game == "sandbox":
        from founders_desktop.app.sandbox.files import read_layout

        try:
            read_layout(path, pack)
        except SaveError as error:
            raise Refused(error.problem_code.value, str(error)) from None
    return summary(envelope)


def run(args: argparse.Namespace) -> int:
    pack = default_pack()
    refused = 0
    for name in args.files:
        try:
            line = check(Path(name), pack)
        except Refused as error:
            refused += 1
            print(f"REFUSED ({error.code}) {error.text}")
        else:
            print(f"OK {name}: {line}")
    return 1 if refused else 0


def register(subparsers: Any) -> None:
    """Add ``check-save`` to the ``founders-desktop`` command (found by cli.py)."""
    parser = subparsers.add_parser(
        "check-save",
        help="check that save files (.fdsave) open in the app, or say why not",
        description=(
            "Load each save file exactly as the app would: the file and its checksum, then the "
            "game itself (city and tactics move logs replayed with every move checked by the "
            "rules; sandbox pieces laid on the pack's map). Exits 1 if any file is refused."
        ),
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help="save files to check")
    parser.set_defaults(run=run)
