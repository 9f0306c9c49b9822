"""Sandbox layouts on disk, through the save-file layer (``SandboxSave``).

The number of colours (which decides which resources are neutral) is the payload's ``players``;
files of schema version 1 kept it among the placements and are upgraded on load by persist.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from founders_desktop.app.sandbox.layout import Entry, placement_from_json, placement_to_json, replay
from founders_desktop.city import new_board
from founders_desktop.city.random_play import default_seats
from founders_desktop.content import ContentPack
from founders_desktop.packs.saved import pack_fingerprint, pack_ref
from founders_desktop.persist import GamePackRef, Problem, SandboxSave, SaveError, load_save, save_game

DEFAULT_PLAYERS = 4


def pack_changed(saved: GamePackRef, pack: ContentPack) -> bool:
    """True when ``pack`` is not the one the layout was saved with: another version, or files
    whose fingerprint differs from the recorded one (a layout without one cannot tell)."""
    if saved.version != pack.manifest.version:
        return True
    return saved.fingerprint is not None and saved.fingerprint != pack_fingerprint(pack.id)


def layout_pack_changed(path: Path | str, pack: ContentPack) -> bool:
    """Whether the layout at ``path`` was saved with another state of ``pack`` (see
    :func:`pack_changed`); ``SaveError`` if it is not a layout."""
    envelope = load_save(path)
    if envelope.game != SandboxSave.GAME:
        raise SaveError(path, Problem.INVALID, [f"this is a {envelope.game} save, not a sandbox layout"])
    return pack_changed(envelope.payload_as(SandboxSave).pack, pack)


def write_layout(
    path: Path | str, pack: ContentPack, map_id: str, players: int, entries: tuple[Entry, ...], note: str = ""
) -> Path:
    """Save atomically (the previous file survives any failure); raises ``SaveError``."""
    placements: list[dict[str, Any]] = [placement_to_json(e) for e in entries]
    payload = SandboxSave(
        pack=pack_ref(pack), map_id=map_id, players=players, placements=placements, note=note
    )
    return save_game(path, SandboxSave.GAME, payload)


def read_layout(path: Path | str, pack: ContentPack) -> tuple[str, int, tuple[Entry, ...]]:
    """(map id, number of colours, entries) of a saved layout; ``SaveError`` if it is not one."""
    envelope = load_save(path)
    if envelope.game != SandboxSave.GAME:
        raise SaveError(path, Problem.INVALID, [f"this is a {envelope.game} save, not a sandbox layout"])
    save = envelope.payload_as(SandboxSave)
    if save.pack.id != pack.id:
        raise SaveError(path, Problem.INVALID, [f"made with content pack {save.pack.id!r}, not {pack.id!r}"])
    if save.map_id not in pack.maps:
        raise SaveError(path, Problem.INVALID, [f"the pack has no map {save.map_id!r}"])
    players = save.players
    entries = []
    for index, item in enumerate(save.placements):
        try:
            entries.append(placement_from_json(item))
        except (KeyError, TypeError, ValueError, IndexError):
            raise SaveError(
                path, Problem.INVALID, [f"placements[{index}]: not a piece of a layout"]
            ) from None
    for index, entry in enumerate(entries):
        if not 0 <= entry.placement.player < players:
            where = f"placements[{index}]"
            raise SaveError(path, Problem.INVALID, [f"{where}: a piece of a colour the layout does not have"])
    board = new_board(pack, save.map_id, default_seats(pack, players))
    try:
        laid = replay(board, tuple(entries))
    except Exception as error:  # the board refused the layout in a way replay does not expect
        raise SaveError(
            path, Problem.INVALID, [f"the layout cannot be laid out: {type(error).__name__}"]
        ) from None
    for index, (record, problems) in enumerate(zip(laid.records, laid.violations, strict=True)):
        unknown = [p for p in problems if p.code == "unknown_item"]
        if unknown:  # a piece "placed anyway" may break rules, but must be a piece of this pack
            where = f"placements[{index}]"
            raise SaveError(path, Problem.INVALID, [f"{where}: the pack has no piece {unknown[0].item!r}"])
        if record is None:  # off the map, on another piece, an unknown tile: it would vanish
            where = f"placements[{index}]"
            raise SaveError(path, Problem.INVALID, [f"{where}: the piece cannot be put on this map"])
    return save.map_id, players, tuple(entries)
