"""Resources: the basic trade stalls and the tier 2 and tier 3 resource buildings.

A resource's recipe lists its prerequisites together with the value printed on its tile for each:
what the prerequisite's owner earns when this tile is built or delivered. That owner keeps the
value less what it pays its own prerequisites (the "(+N)" under the printed value).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from founders_desktop.content.provenance import PackModel, Printed

Tier = Literal[1, 2, 3]


class RecipeEntry(PackModel):
    """One prerequisite of a resource and the points printed for it on the resource's tile."""

    resource: str
    points: int = Field(ge=0)


class Resource(Printed):
    """One resource type: a basic resource (tier 1) or an advanced resource building."""

    PRINTED_FIELDS = ("tier", "recipe", "footprint", "tiles")

    id: str
    name: str
    tier: Tier
    recipe: tuple[RecipeEntry, ...] = ()
    footprint: str
    tiles: int = Field(ge=1)

    @field_validator("recipe")
    @classmethod
    def _no_repeated_prerequisite(cls, recipe: tuple[RecipeEntry, ...]) -> tuple[RecipeEntry, ...]:
        ids = [e.resource for e in recipe]
        if len(ids) != len(set(ids)):
            raise ValueError(f"a prerequisite is listed twice: {ids}")
        return recipe

    @property
    def basic(self) -> bool:
        return self.tier == 1

    @property
    def prerequisites(self) -> tuple[str, ...]:
        """The ids of the resources this one is made from, in printed order."""
        return tuple(e.resource for e in self.recipe)

    def points_for(self, prerequisite: str) -> int:
        """The value printed on this tile for ``prerequisite``."""
        for entry in self.recipe:
            if entry.resource == prerequisite:
                return entry.points
        raise KeyError(f"{prerequisite!r} is not a prerequisite of {self.id!r}")

    @property
    def paid_to_prerequisites(self) -> int:
        """What this tile pays out to its prerequisites each time it earns points."""
        return sum(e.points for e in self.recipe)

    def keeps(self, earned: int) -> int:
        """The "(+N)": what this tile's owner keeps of ``earned`` after paying its prerequisites
        (before any neutral prerequisite adjustments, which the engine applies)."""
        return earned - self.paid_to_prerequisites
