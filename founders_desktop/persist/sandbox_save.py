"""The map sandbox's layout: which tiles lie where on which map, to pick up a study later.

A sandbox has no turns and no randomness, so unlike the games it stores the placements
themselves rather than a seed and a log. Each placement is the engine's small JSON object
(tile, anchor, rotation, owner...); this layer only checks that it is plain JSON.
"""

from __future__ import annotations

from pydantic import Field

from founders_desktop.persist.city_save import PackRef
from founders_desktop.persist.payload import Identifier, JsonObject, SavePayload


class SandboxSave(SavePayload):
    """A sandbox layout: the pack and map it was made on, and the tiles placed."""

    GAME = "sandbox"
    SCHEMA_VERSION = 1

    pack: PackRef
    map_id: Identifier
    placements: list[JsonObject] = []
    note: str = Field(default="", max_length=2000)
