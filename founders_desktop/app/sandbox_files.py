"""Sandbox layouts on disk, through the save-file layer (``SandboxSave``).

The payload has no field for the number of colours, which decides which resources are neutral;
it travels as a leading ``{"kind": "seats", "players": n}`` object among the placements (a
layout without one is read as a four-colour board).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from founders_desktop.app.sandbox_layout import Entry, placement_from_json, placement_to_json
from founders_desktop.content import ContentPack
from founders_desktop.persist import PackRef, Problem, SandboxSave, SaveError, load_save, save_game

SEATS_KIND = "seats"
DEFAULT_PLAYERS = 4


def pack_ref(pack: ContentPack) -> PackRef:
    return PackRef(id=pack.id, version=str(pack.manifest.schema_version))


def write_layout(
    path: Path | str, pack: ContentPack, map_id: str, players: int, entries: tuple[Entry, ...], note: str = ""
) -> Path:
    """Save atomically (the previous file survives any failure); raises ``SaveError``."""
    placements: list[dict[str, Any]] = [{"kind": SEATS_KIND, "players": players}]
    placements.extend(placement_to_json(e) for e in entries)
    payload = SandboxSave(pack=pack_ref(pack), map_id=map_id, placements=placements, note=note)
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
    players = DEFAULT_PLAYERS
    entries: list[Entry] = []
    try:
        for item in save.placements:
            if item.get("kind") == SEATS_KIND:
                players = int(item["players"])
            else:
                entries.append(placement_from_json(item))
    except (KeyError, TypeError, ValueError) as error:
        raise SaveError(path, Problem.INVALID, [str(error)]) from None
    if not 1 <= players <= DEFAULT_PLAYERS:
        raise SaveError(path, Problem.INVALID, [f"{players} colours; a sandbox has 1 to 4"])
    if any(not 0 <= e.placement.player < players for e in entries):
        raise SaveError(path, Problem.INVALID, ["a piece belongs to a colour the layout does not have"])
    return save.map_id, players, tuple(entries)
