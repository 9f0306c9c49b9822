"""Rough worth of cards and buildings, to reason about a pack's balance before the engine exists.

Everything is measured in *money equivalents*: 1 money = 1 fleeting influence = 1 road; a point
is worth 2.5 (4 money buy 1 point at the end, but money earlier buys tiles that earn points);
a lasting influence is a point at the end plus 2 votes, 3. An action that lets a player build
or trade is worth a little more than its discount, since it spends a turn's opportunity well.
These weights are a designer's heuristic, not rules: bots may use them as a first guess.
"""

from __future__ import annotations

from dataclasses import dataclass

from founders_desktop.content.effects import (
    BuildRoads,
    Choice,
    CollectIncome,
    Construct,
    Effect,
    FollowAction,
    GainInfluence,
    GainMoney,
    GainPoints,
    PayMoney,
    Recruit,
    Trade,
    Upgrade,
)
from founders_desktop.content.pack import ContentPack

POINT = 2.5
LASTING = 3.0
AVERAGE_PER = {
    "house": 1.5,
    "bridge": 1.0,
    "resource_type_owned": 2.5,
    "prestige_delivered_to": 2.0,
    "adviser_recruited": 1.5,
}


def _times(per: str | None) -> float:
    return 1.0 if per is None else AVERAGE_PER[per]


def effect_value(e: Effect) -> float:
    """Money-equivalent worth of one effect (see the module docstring)."""
    match e:
        case GainMoney():
            return e.amount * _times(e.per)
        case PayMoney():
            return -float(e.amount)
        case GainInfluence():
            return e.amount * (LASTING if e.lasting else 1.0) * _times(e.per)
        case GainPoints():
            return e.amount * POINT * _times(e.per)
        case BuildRoads():
            return float(e.count)
        case Recruit():
            return 2.5 + e.discount  # the lasting influence every recruit gives, and a new card
        case Trade():
            return (1.0 if len(e.terrains) == 4 else 0.5) + e.discount
        case Upgrade():
            return (1.5 if 2 in e.tiers else 1.0) + e.discount + (1.0 if e.road else 0.0)
        case Construct():
            return 1.0 + e.discount
        case CollectIncome():
            return 3.0
        case FollowAction():
            return 1.0
        case Choice():
            return max(actions_value(option) for option in e.options)
    raise AssertionError(e)  # pragma: no cover


def actions_value(effects: tuple[Effect, ...]) -> float:
    return sum(effect_value(e) for e in effects)


@dataclass(frozen=True)
class BuildingFigures:
    """What a prestige building offers: points for its deliveries and its worker action."""

    id: str
    slots: int
    highest_tier: int
    banner_total: int
    kept_total: int  # what the deliverers keep after paying prerequisites
    worker_value: float


def building_figures(pack: ContentPack) -> list[BuildingFigures]:
    out = []
    for b in pack.prestige_buildings.values():
        kept = sum(pack.resources[s.resource].keeps(s.points) for s in b.slots)
        out.append(
            BuildingFigures(
                id=b.id,
                slots=len(b.slots),
                highest_tier=max(pack.resources[s.resource].tier for s in b.slots),
                banner_total=sum(s.points for s in b.slots),
                kept_total=kept,
                worker_value=actions_value(b.worker_action),
            )
        )
    return out


def resource_reach(pack: ContentPack) -> dict[str, tuple[int, int]]:
    """For each resource: (recipes that use it, prestige slots that take it)."""
    return {
        rid: (
            len(pack.used_in(rid)),
            sum(1 for b in pack.prestige_buildings.values() if b.slot_for(rid) is not None),
        )
        for rid in pack.resources
    }
