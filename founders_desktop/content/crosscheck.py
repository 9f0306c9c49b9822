"""Checks that span files: every id a card names exists, recipes have no cycles, tiers are
consistent, and the maps' reserved locations fit the special buildings they are kept for."""

from __future__ import annotations

from collections.abc import Container, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from founders_desktop.content.cards import Adviser, Race, ResourceCard, StandardCard
from founders_desktop.content.errors import PackProblem
from founders_desktop.content.footprint import Footprint
from founders_desktop.content.map_board import MapBoard
from founders_desktop.content.prestige import PrestigeBuilding
from founders_desktop.content.resource_tiles import Resource
from founders_desktop.content.rules import Costs, Scoring, SoloRules


@dataclass(frozen=True)
class Known(Container[str]):
    """Ids that exist: the valid items, plus items that failed their own validation (already
    reported, so a reference to them is not an error again); ``*`` means "the file was unreadable"."""

    valid: Mapping[str, Any]
    unchecked: frozenset[str] = field(default_factory=frozenset)

    def __contains__(self, item: object) -> bool:
        return item in self.valid or item in self.unchecked or "*" in self.unchecked


def recipe_cycle(resources: Mapping[str, Resource]) -> list[str] | None:
    """A cycle of prerequisites (as ids, first repeated at the end), or None."""
    state: dict[str, int] = {}  # 1 = on the current path, 2 = done
    path: list[str] = []

    def visit(rid: str) -> list[str] | None:
        state[rid] = 1
        path.append(rid)
        for pre in resources[rid].prerequisites:
            if pre not in resources:
                continue
            if state.get(pre) == 1:
                return path[path.index(pre) :] + [pre]
            if pre not in state and (found := visit(pre)):
                return found
        path.pop()
        state[rid] = 2
        return None

    for rid in resources:
        if rid not in state and (found := visit(rid)):
            return found
    return None


def _unknown(
    problems: list[PackProblem],
    file: str,
    where: str,
    ids: Iterable[str],
    known: Container[str],
    what: str,
) -> None:
    for value in ids:
        if value not in known:
            problems.append(PackProblem(file, where, f"unknown {what} {value!r}"))


def check_resources(
    resources: Mapping[str, Resource],
    footprints: Mapping[str, Footprint],
    known_resources: Container[str] | None = None,
    known_footprints: Container[str] | None = None,
) -> list[PackProblem]:
    problems: list[PackProblem] = []
    known_r = resources if known_resources is None else known_resources
    known_f = footprints if known_footprints is None else known_footprints
    f = "resources.json"
    for r in resources.values():
        _unknown(problems, f, f"{r.id}.footprint", [r.footprint], known_f, "footprint")
        _unknown(problems, f, f"{r.id}.recipe", r.prerequisites, known_r, "resource")
    cycle = recipe_cycle(resources)
    if cycle:
        problems.append(PackProblem(f, f"{cycle[0]}.recipe", "recipe cycle: " + " -> ".join(cycle)))
        return problems
    for r in resources.values():
        if any(p not in resources for p in r.prerequisites):
            continue  # already reported (or broken in its own right)
        pre = [resources[p] for p in r.prerequisites]
        where = f"{r.id}.recipe"
        if r.tier == 1 and r.recipe:
            problems.append(PackProblem(f, where, "a basic resource has no prerequisites"))
        if r.tier == 2 and (not 1 <= len(r.recipe) <= 2 or any(p.tier != 1 for p in pre)):
            problems.append(PackProblem(f, where, "a tier 2 resource is made of one or two basic resources"))
        if r.tier == 3 and (not r.recipe or any(p.tier >= 3 for p in pre) or all(p.tier == 1 for p in pre)):
            problems.append(
                PackProblem(f, where, "a tier 3 resource is made of lower tiers, at least one of them tier 2")
            )
        for p in pre:
            if r.points_for(p.id) < p.paid_to_prerequisites:
                problems.append(
                    PackProblem(
                        f,
                        f"{where}.{p.id}",
                        f"prints {r.points_for(p.id)} for {p.id}, less than the "
                        f"{p.paid_to_prerequisites} that {p.id} pays its own prerequisites",
                    )
                )
    return problems


def check_cards(
    resources: Mapping[str, Resource],
    races: Mapping[str, Race],
    cards: Mapping[str, ResourceCard],
    advisers: Mapping[str, Adviser],
    known_resources: Container[str] | None = None,
) -> list[PackProblem]:
    problems: list[PackProblem] = []
    known_r = resources if known_resources is None else known_resources
    for race in races.values():
        f = "races.json"
        if race.resource is not None:
            _unknown(problems, f, f"{race.id}.resource", [race.resource], known_r, "resource")
        _unknown(problems, f, f"{race.id}.forbidden", race.forbidden, known_r, "resource")
        if race.resource is not None and race.resource in race.forbidden:
            problems.append(PackProblem(f, f"{race.id}.forbidden", "a race cannot forbid its own resource"))
    owners: dict[str, str] = {}
    for race in races.values():
        if race.resource is not None:
            if race.resource in owners:
                problems.append(
                    PackProblem(
                        "races.json",
                        f"{race.id}.resource",
                        f"{race.resource!r} is already the resource of {owners[race.resource]!r}",
                    )
                )
            owners[race.resource] = race.id
    seen: dict[str, str] = {}
    for card in cards.values():
        f = "resource_cards.json"
        _unknown(problems, f, f"{card.id}.resource", [card.resource], known_r, "resource")
        _unknown(problems, f, f"{card.id}.forbidden", card.forbidden, known_r, "resource")
        if card.resource in resources and resources[card.resource].tier != 1:
            problems.append(PackProblem(f, f"{card.id}.resource", "resource cards are for basic resources"))
        if card.resource in seen:
            problems.append(
                PackProblem(
                    f, f"{card.id}.resource", f"{card.resource!r} already has card {seen[card.resource]!r}"
                )
            )
        seen[card.resource] = card.id
    for basic in (r.id for r in resources.values() if r.tier == 1):
        if basic not in seen:
            problems.append(PackProblem("resource_cards.json", "", f"no resource card for {basic!r}"))
    for a in advisers.values():
        _unknown(problems, "advisers.json", f"{a.id}.resource", [a.resource], known_r, "resource")
    return problems


def check_prestige(
    buildings: Mapping[str, PrestigeBuilding],
    resources: Mapping[str, Resource],
    footprints: Mapping[str, Footprint],
    known_resources: Container[str] | None = None,
    known_footprints: Container[str] | None = None,
) -> list[PackProblem]:
    problems: list[PackProblem] = []
    f = "prestige_buildings.json"
    known_r = resources if known_resources is None else known_resources
    known_f = footprints if known_footprints is None else known_footprints
    for b in buildings.values():
        _unknown(problems, f, f"{b.id}.footprint", [b.footprint], known_f, "footprint")
        for i, slot in enumerate(b.slots):
            _unknown(problems, f, f"{b.id}.slots[{i}].resource", [slot.resource], known_r, "resource")
    return problems


def check_maps(
    maps: Mapping[str, tuple[str, MapBoard]],
    buildings: Mapping[str, PrestigeBuilding],
    footprints: Mapping[str, Footprint],
    known_buildings: Container[str] | None = None,
) -> list[PackProblem]:
    """``maps`` maps id -> (file name, board)."""
    problems: list[PackProblem] = []
    known_b = buildings if known_buildings is None else known_buildings
    for file, board in maps.values():
        for loc in board.locations:
            where = f"[reserved] location {loc.id!r}"
            for bid in loc.buildings:
                b = buildings.get(bid)
                if b is None:
                    if bid in known_b:
                        continue
                    problems.append(PackProblem(file, where, f"unknown prestige building {bid!r}"))
                    continue
                if not b.reserved:
                    problems.append(
                        PackProblem(
                            file, where, f"{bid!r} is not a special building (placement is not 'reserved')"
                        )
                    )
                fp = footprints.get(b.footprint)
                if fp is not None and not fp.matches(set(loc.squares)):
                    problems.append(
                        PackProblem(
                            file,
                            where,
                            f"its {len(loc.squares)} squares do not fit {bid!r}, whose footprint "
                            f"{fp.id!r} covers {fp.size} squares shaped {list(fp.rows)}",
                        )
                    )
        for b in buildings.values():
            if b.reserved and not board.locations_for(b.id):
                problems.append(PackProblem(file, "[map] location", f"no reserved location for {b.id!r}"))
    return problems


def check_rules(
    standard_cards: Mapping[str, StandardCard], costs: Costs, scoring: Scoring, solo: SoloRules
) -> list[PackProblem]:
    """rules.json against itself and the standard cards."""
    problems: list[PackProblem] = []
    if len(solo.phantom_influence) != scoring.proposals:
        problems.append(
            PackProblem(
                "rules.json",
                "solo.phantom_influence",
                f"gives {len(solo.phantom_influence)} proposal spaces, "
                f"but scoring.proposals is {scoring.proposals}",
            )
        )
    missing = [n for n in ("1", "2", "3", "4") if n not in scoring.cards_before_vote]
    if missing:
        problems.append(
            PackProblem("rules.json", "scoring.cards_before_vote", f"no value for {missing} players")
        )
    for count in range(1, 5):
        categories = [c.category for c in standard_cards.values() if count in c.player_counts]
        if categories.count("call_to_vote") != 1:
            problems.append(
                PackProblem(
                    "standard_cards.json",
                    "",
                    f"a {count}-player hand needs exactly one Call to Vote card, "
                    f"has {categories.count('call_to_vote')}",
                )
            )
    return problems
