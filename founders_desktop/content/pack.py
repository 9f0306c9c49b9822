"""A whole content pack: every card, tile and map, with lookups by id.

``ContentPack`` is what the engines read. It is built by ``loader.load_pack`` only after
``crosscheck`` has found every reference sound, so its lookups never meet an unknown id.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

from pydantic import ConfigDict

from founders_desktop.content.cards import Achievement, Adviser, CityEvent, Race, ResourceCard, StandardCard
from founders_desktop.content.footprint import Footprint
from founders_desktop.content.map_board import MapBoard
from founders_desktop.content.prestige import PrestigeBuilding
from founders_desktop.content.provenance import PROVENANCES, PackModel, Printed
from founders_desktop.content.resource_tiles import Resource
from founders_desktop.content.rules import ActionRules, Costs, Scoring, SoloRules, Supply

SCHEMA_VERSION = 1


class PackManifest(PackModel):
    """pack.json: what the pack is and which map files it holds."""

    schema_version: int
    id: str
    name: str
    version: str = "1"  # the pack author's own version; saves record it
    description: str = ""
    maps: tuple[str, ...]


class ContentPack(PackModel):
    """Everything printed in the game, by id. Dict order is the order of the pack's files."""

    model_config = ConfigDict(frozen=True, extra="forbid", ignored_types=(cached_property,))

    manifest: PackManifest
    footprints: dict[str, Footprint]
    resources: dict[str, Resource]
    resource_cards: dict[str, ResourceCard]
    races: dict[str, Race]
    prestige_buildings: dict[str, PrestigeBuilding]
    advisers: dict[str, Adviser]
    achievements: dict[str, Achievement]
    standard_cards: dict[str, StandardCard]
    city_events: dict[str, CityEvent]
    supply: Supply
    costs: Costs
    scoring: Scoring
    solo: SoloRules
    actions: ActionRules
    maps: dict[str, MapBoard]

    @property
    def id(self) -> str:
        return self.manifest.id

    # -- resources --------------------------------------------------------------------------
    def tier(self, tier: int) -> tuple[Resource, ...]:
        """Resources of one tier, in pack order."""
        return tuple(r for r in self.resources.values() if r.tier == tier)

    @cached_property
    def basic_resources(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.tier(1))

    def footprint_of(self, item: Resource | PrestigeBuilding) -> Footprint:
        return self.footprints[item.footprint]

    def used_in(self, resource_id: str) -> tuple[Resource, ...]:
        """Resources that list ``resource_id`` as a prerequisite."""
        return tuple(r for r in self.resources.values() if resource_id in r.prerequisites)

    def prerequisite_value(self, consumer: str, prerequisite: str) -> int:
        """Points printed on ``consumer``'s tile for ``prerequisite``."""
        return self.resources[consumer].points_for(prerequisite)

    def resource_card_for(self, resource_id: str) -> ResourceCard:
        for card in self.resource_cards.values():
            if card.resource == resource_id:
                return card
        raise KeyError(resource_id)

    def race_for_resource(self, resource_id: str) -> Race | None:
        """The race whose mat shows this resource (None if none does)."""
        for race in self.races.values():
            if race.resource == resource_id:
                return race
        return None

    # -- prestige buildings -----------------------------------------------------------------
    @cached_property
    def prestige_types(self) -> dict[tuple[str, str], tuple[str, ...]]:
        """Building ids grouped by type (footprint id, colour)."""
        groups: dict[tuple[str, str], list[str]] = {}
        for b in self.prestige_buildings.values():
            groups.setdefault(b.type_key, []).append(b.id)
        return {k: tuple(v) for k, v in groups.items()}

    def advisers_of_tier(self, tier: int) -> tuple[Adviser, ...]:
        return tuple(a for a in self.advisers.values() if a.tier == tier)

    def standard_cards_for(self, player_count: int) -> tuple[StandardCard, ...]:
        """The standard cards each player holds in a game of ``player_count``."""
        return tuple(c for c in self.standard_cards.values() if player_count in c.player_counts)

    def summary(self) -> str:
        """One line: what the pack holds (the last line of ``content check``)."""
        return (
            f"{self.id}: {len(self.tier(1))} basic, {len(self.tier(2))} tier-2, "
            f"{len(self.tier(3))} tier-3 resources, {len(self.prestige_buildings)} prestige buildings, "
            f"{len(self.advisers)} advisers, {len(self.races)} races, {len(self.maps)} maps"
        )

    def provenance_counts(self) -> dict[str, int]:
        """How many printed fields of the cards and tiles come from each source (``content
        check`` and the About box report them), in a fixed order."""
        counts: dict[str, int] = dict.fromkeys(PROVENANCES, 0)
        tables: tuple[dict[str, Any], ...] = (
            self.footprints,
            self.resources,
            self.resource_cards,
            self.races,
            self.prestige_buildings,
            self.advisers,
            self.achievements,
            self.standard_cards,
            self.city_events,
        )
        for table in tables:
            for item in table.values():
                if isinstance(item, Printed):
                    for name in item.PRINTED_FIELDS:
                        counts[item.provenance_of(name)] += 1
        return counts

    def provenance_line(self) -> str:
        """e.g. "printed fields: 120 rulebook, 9 solo rules, 300 reconstructed"."""
        counts = self.provenance_counts()
        return "printed fields: " + ", ".join(f"{n} {k}" for k, n in counts.items() if n)
