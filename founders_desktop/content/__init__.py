"""Content packs: pydantic models of cards, tiles and maps; loading and validation. No Qt.

Start from ``default_pack()`` (the bundled pack, cached) or ``load_pack(folder)``; both return a
``ContentPack`` whose dicts map ids to the models below, and whose ``maps`` hold ``MapBoard``s.
"""

from founders_desktop.content.cards import Achievement, Adviser, CityEvent, Race, ResourceCard, StandardCard
from founders_desktop.content.effects import EFFECT_KINDS, Effect, describe
from founders_desktop.content.errors import PackError, PackProblem
from founders_desktop.content.footprint import Footprint
from founders_desktop.content.loader import default_pack, default_pack_path, load_pack
from founders_desktop.content.map_board import MapBoard, ReservedLocation, Section, StartSpace
from founders_desktop.content.map_text import load_map, parse_map
from founders_desktop.content.pack import ContentPack
from founders_desktop.content.prestige import PrestigeBuilding, ResourceSlot
from founders_desktop.content.provenance import Provenance
from founders_desktop.content.resource_tiles import RecipeEntry, Resource
from founders_desktop.content.rules import ActionRules, Costs, Scoring, SoloRules, Supply
from founders_desktop.content.terrain import BUILDABLE, COLOURS, Offset, Square, Terrain

__all__ = [
    "BUILDABLE",
    "COLOURS",
    "EFFECT_KINDS",
    "Achievement",
    "ActionRules",
    "Adviser",
    "CityEvent",
    "ContentPack",
    "Costs",
    "Effect",
    "Footprint",
    "MapBoard",
    "Offset",
    "PackError",
    "PackProblem",
    "PrestigeBuilding",
    "Provenance",
    "Race",
    "RecipeEntry",
    "ReservedLocation",
    "Resource",
    "ResourceCard",
    "ResourceSlot",
    "Scoring",
    "Section",
    "SoloRules",
    "Square",
    "StandardCard",
    "StartSpace",
    "Supply",
    "Terrain",
    "default_pack",
    "default_pack_path",
    "describe",
    "load_map",
    "load_pack",
    "parse_map",
]
