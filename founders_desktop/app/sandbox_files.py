"""Sandbox layouts on disk, through the save-file layer (``SandboxSave``).

The number of colours (which decides which resources are neutral) is the payload's ``players``;
files of schema version 1 kept it among the placements and are upgraded on load by persist.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from founders_desktop.app.sandbox_layout import Entry, placement_from_json, placement_to_json
from founders_desktop.content import ContentPack
from founders_desktop.persist import PackRef, Problem, SandboxSave, SaveError, load_save, save_game

DEFAULT_PLAYERS = 4


def pack_ref(pack: ContentPack) -> PackRef:
    return PackRef(id=pack.id, version=str(pack.manifest.schema_version))


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
    try:
        entries = [placement_from_json(item) for item in save.placements]
    except (KeyError, TypeError, ValueError) as error:
        raise SaveError(path, Problem.INVALID, [str(error)]) from None
    if any(not 0 <= e.placement.player < players for e in entries):
        raise SaveError(path, Problem.INVALID, ["a piece belongs to a colour the layout does not have"])
    return save.map_id, players, tuple(entries)
