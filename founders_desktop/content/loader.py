"""Load a content pack folder: read every file, validate it, and report all problems at once."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from founders_desktop.content.cards import Achievement, Adviser, CityEvent, Race, ResourceCard, StandardCard
from founders_desktop.content.crosscheck import (
    Known,
    check_cards,
    check_maps,
    check_prestige,
    check_resources,
    check_rules,
)
from founders_desktop.content.errors import PackError, PackProblem
from founders_desktop.content.footprint import Footprint
from founders_desktop.content.map_board import MapBoard
from founders_desktop.content.map_text import load_map
from founders_desktop.content.pack import SCHEMA_VERSION, ContentPack, PackManifest
from founders_desktop.content.prestige import PrestigeBuilding
from founders_desktop.content.resource_tiles import Resource
from founders_desktop.content.rules import ActionRules, Costs, Scoring, SoloRules, Supply
from founders_desktop.content.safe_file import FileRefused, inside, read_json

M = TypeVar("M", bound=BaseModel)

# file name -> model of each item of its JSON list
LIST_FILES: dict[str, type[BaseModel]] = {
    "footprints.json": Footprint,
    "resources.json": Resource,
    "resource_cards.json": ResourceCard,
    "races.json": Race,
    "prestige_buildings.json": PrestigeBuilding,
    "advisers.json": Adviser,
    "achievements.json": Achievement,
    "standard_cards.json": StandardCard,
}
RULES_PARTS: dict[str, type[BaseModel]] = {
    "supply": Supply,
    "costs": Costs,
    "scoring": Scoring,
    "solo": SoloRules,
    "actions": ActionRules,
}


def _loc(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def _validation_problems(file: str, prefix: str, error: ValidationError) -> list[PackProblem]:
    problems = []
    for e in error.errors():
        # drop pydantic's union-member tags (e.g. 'gain_money') that follow a discriminator
        loc = _loc(tuple(e["loc"]))
        where = f"{prefix}.{loc}" if prefix and loc else prefix or loc
        message = e["msg"].removeprefix("Value error, ")
        problems.append(PackProblem(file, where, message))
    return problems


def _read_json(folder: Path, file: str, problems: list[PackProblem]) -> Any:
    try:
        return read_json(inside(folder, file), label=file)
    except FileRefused as e:
        if e.code == "not_json" and e.where:
            problems.append(PackProblem(file, e.where, f"bad JSON: {e.reason}"))
        else:
            problems.append(PackProblem(file, "", "file is missing" if e.code == "missing" else e.detail))
        return None


def _load_list(
    folder: Path, file: str, model: type[M], problems: list[PackProblem], unchecked: set[str]
) -> dict[str, M]:
    """Valid items by id. Ids of invalid items go to ``unchecked`` (and ``*`` if the file is
    unreadable), so that references to them are not reported a second time."""
    data = _read_json(folder, file, problems)
    if data is None:
        unchecked.add("*")
        return {}
    if not isinstance(data, list):
        problems.append(PackProblem(file, "", "expected a JSON list of objects"))
        unchecked.add("*")
        return {}
    items: dict[str, M] = {}
    for index, raw in enumerate(data):
        label = f"[{index}]"
        if isinstance(raw, dict) and isinstance(raw.get("id"), str):
            label = f"[{index}] {raw['id']}"
        try:
            item = model.model_validate(raw)
        except ValidationError as e:
            problems.extend(_validation_problems(file, label, e))
            unchecked.add(raw["id"] if isinstance(raw, dict) and isinstance(raw.get("id"), str) else "*")
            continue
        item_id: str = getattr(item, "id")  # noqa: B009 - every list model has an id
        if item_id in items:
            problems.append(PackProblem(file, f"{label}.id", f"duplicate id {item_id!r}"))
        items[item_id] = item
    return items


def load_pack(path: str | Path) -> ContentPack:
    """Load and validate the pack in folder ``path``; raise PackError listing every problem."""
    folder = Path(path)
    if not folder.is_dir():
        raise PackError([PackProblem(str(folder), "", "is not a folder")])
    if not (folder / "pack.json").is_file():
        raise PackError([PackProblem(str(folder), "pack.json", "missing: this is not a content pack folder")])
    problems: list[PackProblem] = []

    manifest_data = _read_json(folder, "pack.json", problems)
    manifest: PackManifest | None = None
    if manifest_data is not None:
        try:
            manifest = PackManifest.model_validate(manifest_data)
        except ValidationError as e:
            problems.extend(_validation_problems("pack.json", "", e))
    if manifest is not None and manifest.schema_version != SCHEMA_VERSION:
        problems.append(
            PackProblem(
                "pack.json",
                "schema_version",
                f"is {manifest.schema_version}; this version reads schema {SCHEMA_VERSION}",
            )
        )

    unchecked: dict[str, set[str]] = {file: set() for file in LIST_FILES}
    lists: dict[str, dict[str, Any]] = {
        file: _load_list(folder, file, model, problems, unchecked[file]) for file, model in LIST_FILES.items()
    }

    rules: dict[str, Any] = {}
    rules_data = _read_json(folder, "rules.json", problems)
    if rules_data is not None:
        if not isinstance(rules_data, dict):
            problems.append(PackProblem("rules.json", "", "expected a JSON object"))
            rules_data = {}
        for part, model in RULES_PARTS.items():
            if part not in rules_data:
                problems.append(PackProblem("rules.json", part, "missing"))
                continue
            try:
                rules[part] = model.model_validate(rules_data[part])
            except ValidationError as e:
                problems.extend(_validation_problems("rules.json", part, e))
        events: dict[str, CityEvent] = {}
        for index, raw in enumerate(rules_data.get("city_events", [])):
            try:
                event = CityEvent.model_validate(raw)
                events[event.id] = event
            except ValidationError as e:
                problems.extend(_validation_problems("rules.json", f"city_events[{index}]", e))
        rules["city_events"] = events
        unknown = sorted(set(rules_data) - set(RULES_PARTS) - {"city_events"})
        for key in unknown:
            problems.append(PackProblem("rules.json", key, "unknown part"))

    maps: dict[str, tuple[str, MapBoard]] = {}
    for map_file in manifest.maps if manifest else ():
        try:
            board = load_map(inside(folder, map_file), map_file)
        except FileRefused as e:
            problems.append(PackProblem(map_file, "maps", e.detail))
            continue
        except PackError as e:
            problems.extend(e.problems)
            continue
        if board.id in maps:
            problems.append(PackProblem(map_file, "[map] id", f"duplicate map id {board.id!r}"))
        maps[board.id] = (map_file, board)

    footprints = lists["footprints.json"]
    resources = lists["resources.json"]
    buildings = lists["prestige_buildings.json"]
    # An item that failed its own validation still counts as known, so references to it are not
    # reported a second time.
    known = {file: Known(lists[file], frozenset(ids)) for file, ids in unchecked.items()}
    problems += check_resources(resources, footprints, known["resources.json"], known["footprints.json"])
    problems += check_cards(
        resources,
        lists["races.json"],
        lists["resource_cards.json"],
        lists["advisers.json"],
        known["resources.json"],
    )
    problems += check_prestige(
        buildings, resources, footprints, known["resources.json"], known["footprints.json"]
    )
    problems += check_maps(maps, buildings, footprints, known["prestige_buildings.json"])
    if all(part in rules for part in RULES_PARTS) and not unchecked["standard_cards.json"]:
        problems += check_rules(lists["standard_cards.json"], rules["costs"], rules["scoring"], rules["solo"])

    if problems or manifest is None:
        raise PackError(problems)
    return ContentPack(
        manifest=manifest,
        footprints=footprints,
        resources=resources,
        resource_cards=lists["resource_cards.json"],
        races=lists["races.json"],
        prestige_buildings=buildings,
        advisers=lists["advisers.json"],
        achievements=lists["achievements.json"],
        standard_cards=lists["standard_cards.json"],
        city_events=rules["city_events"],
        supply=rules["supply"],
        costs=rules["costs"],
        scoring=rules["scoring"],
        solo=rules["solo"],
        actions=rules["actions"],
        maps={mid: board for mid, (_, board) in maps.items()},
    )


def default_pack_path() -> Path:
    """The folder of the bundled pack."""
    from founders_desktop.resources import resource

    return resource("content", "default")


@cache
def default_pack() -> ContentPack:
    """The bundled default pack, loaded once."""
    return load_pack(default_pack_path())
