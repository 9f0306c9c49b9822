"""Prestige buildings: the shared buildings players vote for and deliver resources to.

A building's *type* is its shape and colour together: two of the same type may not stand in one
city section, and two of a type dealt as proposals at once send the rightmost back. The three
special buildings go only on the reserved locations of the map.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from founders_desktop.content.effects import Effect
from founders_desktop.content.provenance import PackModel, Printed, Provenance

Colour = Literal["red", "white", "green", "grey"]
Placement = Literal["anywhere", "reserved"]


class ResourceSlot(PackModel):
    """A resource icon on the tile, with the points in the banner below it.

    ``provenance`` overrides the building's ``slots`` provenance for this one slot (the rulebook
    fixes some banners of buildings whose other banners are reconstructed)."""

    resource: str
    points: int = Field(ge=1)
    provenance: Provenance | None = None


class PrestigeBuilding(Printed):
    """A prestige building card and its tile."""

    PRINTED_FIELDS = ("name", "kind", "footprint", "colour", "placement", "slots", "worker_action")

    id: str
    name: str
    kind: str  # tavern, theatre, public hall, luxury shop, guild, ... (flavour; the type is below)
    footprint: str
    colour: Colour
    placement: Placement = "anywhere"
    slots: tuple[ResourceSlot, ...] = Field(min_length=2, max_length=5)
    worker_action: tuple[Effect, ...] = Field(min_length=1)

    @field_validator("slots")
    @classmethod
    def _one_slot_per_resource(cls, slots: tuple[ResourceSlot, ...]) -> tuple[ResourceSlot, ...]:
        ids = [s.resource for s in slots]
        if len(ids) != len(set(ids)):
            raise ValueError(f"a resource appears in two slots: {ids}")
        return slots

    @property
    def type_key(self) -> tuple[str, str]:
        """(footprint id, colour): buildings with equal keys are the same type."""
        return (self.footprint, self.colour)

    @property
    def reserved(self) -> bool:
        return self.placement == "reserved"

    def slot_for(self, resource: str) -> ResourceSlot | None:
        for slot in self.slots:
            if slot.resource == resource:
                return slot
        return None

    def slot_provenance(self, slot: ResourceSlot) -> Provenance:
        return slot.provenance or self.provenance_of("slots")
