"""The map sandbox's layout: which tiles lie where on which map, to pick up a study later.

A sandbox has no turns and no randomness, so unlike the games it stores the placements
themselves rather than a seed and a log. Each placement is the engine's small JSON object
(tile, anchor, rotation, owner...); this layer only checks that it is plain JSON.

Version 2 added ``players``, the number of colours on the board (it decides which resources are
neutral). Version 1 files carried it, if at all, as a leading ``{"kind": "seats", "players": n}``
object among the placements; ``upgrade_v1`` moves it out (a file without one had four colours).
Version 3: the pack reference may carry the pack's fingerprint (as city saves do), so that
opening the layout notices a pack edited since; ``upgrade_v2`` has nothing to fill in.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field, field_validator

from founders_desktop.persist.city_save import GamePackRef, PackRef
from founders_desktop.persist.payload import Identifier, JsonObject, SavePayload

MAX_COLOURS = 4
SEATS_KIND_V1 = "seats"


class SandboxSave(SavePayload):
    """A sandbox layout: the pack and map it was made on, and the tiles placed."""

    GAME = "sandbox"
    SCHEMA_VERSION = 3

    pack: GamePackRef  # the fingerprint is optional: older layouts have none
    map_id: Identifier
    players: int = Field(default=MAX_COLOURS, ge=1, le=MAX_COLOURS)
    placements: list[JsonObject] = []
    note: str = Field(default="", max_length=2000)

    @field_validator("pack", mode="before")
    @classmethod
    def _plain_ref(cls, value: Any) -> Any:
        """A plain :class:`PackRef` (no fingerprint) is accepted as the layout's pack."""
        return value.model_dump() if type(value) is PackRef else value


def upgrade_v1(payload: dict[str, Any]) -> dict[str, Any]:
    """v1 -> v2: the ``{"kind": "seats"}`` entries leave the placements and become ``players``
    (the last one wins, as the v1 reader did; none means a four-colour board)."""
    placements = payload.get("placements", [])
    if not isinstance(placements, list):
        return payload  # validation of the v2 model reports it
    players = MAX_COLOURS
    kept = []
    for item in placements:
        if isinstance(item, dict) and item.get("kind") == SEATS_KIND_V1:
            players = item.get("players", MAX_COLOURS)
        else:
            kept.append(item)
    payload["placements"] = kept
    payload["players"] = players
    return payload


def upgrade_v2(payload: dict[str, Any]) -> dict[str, Any]:
    """v2 -> v3: the pack reference gained an optional fingerprint; a v2 layout has none, so it
    cannot tell whether its pack changed and opens as before."""
    return payload
