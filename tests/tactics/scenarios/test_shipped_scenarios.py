"""Every shipped scenario is a real Gloomhaven scenario: it passes ``tactics check``, uses the
scenario rules (a door to a room, a spawn, elements, conditions, forced movement), is
designed by the project, and seeded random play (``tactics play --auto``) both wins and loses it.

Parametrised over the files in resources/scenarios/, so a new scenario is held to the same bar.
The three first scenarios stay as they are (one room, kill them all): they are the gentle start
and the fixtures of the scripted round and GUI tests; each has a full-rules sibling."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from founders_desktop.tactics.autoplay import random_game
from founders_desktop.tactics.scenario import Scenario, load_scenario

ALL = sorted((Path(__file__).parents[3] / "resources" / "scenarios").glob("*.json"))
#: the first scenarios, played without doors, spawns or forced movement
INTRODUCTORY = {"crag-hollow", "mossy-cellar", "thornwood-path"}
SCENARIOS = [p for p in ALL if p.stem not in INTRODUCTORY]
#: seeds tried per scenario before giving up on finding a win and a loss
SEEDS = 80


def _walk(data: Any) -> Iterator[tuple[str, Any]]:
    if isinstance(data, dict):
        for key, value in data.items():
            yield key, value
            yield from _walk(value)
    elif isinstance(data, (list, tuple)):
        for item in data:
            yield from _walk(item)


def _content(scenario: Scenario) -> list[tuple[str, Any]]:
    """Every key and value of the cards the scenario's figures can play."""
    types = [m.type for m in scenario.monsters]
    types += [m.type for room in scenario.rooms for m in room.monsters]
    types += [m.type for spawn in scenario.spawns for m in spawn.monsters]
    dumps = [c.cls.model_dump() for c in scenario.characters] + [t.model_dump() for t in types]
    return [pair for dump in dumps for pair in _walk(dump)]


def _uses(scenario: Scenario, *keys: str) -> bool:
    return any(key in keys and value for key, value in _content(scenario))


@pytest.fixture(params=SCENARIOS, ids=lambda p: p.stem)
def scenario(request: pytest.FixtureRequest) -> Scenario:
    return load_scenario(request.param)


def test_there_are_six_scenarios_with_several_objectives() -> None:
    objectives = {load_scenario(p).objective.type for p in SCENARIOS}
    assert len(SCENARIOS) >= 6
    assert {"loot", "escape", "survive", "boss"} <= objectives


def test_a_door_opens_onto_a_room_with_monsters(scenario: Scenario) -> None:
    assert scenario.rooms and all(room.monsters for room in scenario.rooms)


def test_monsters_spawn(scenario: Scenario) -> None:
    assert scenario.spawns and all(s.monsters for s in scenario.spawns)


def test_elements_are_infused_and_consumed(scenario: Scenario) -> None:
    assert _uses(scenario, "infuse") and _uses(scenario, "consume")


def test_conditions_are_given(scenario: Scenario) -> None:
    assert _uses(scenario, "conditions")


def test_figures_are_pushed_or_pulled(scenario: Scenario) -> None:
    assert _uses(scenario, "push", "pull")


def test_monsters_are_set_per_player_count() -> None:
    for path in SCENARIOS:
        text = json.loads(path.read_text(encoding="utf-8"))
        assert any(key == "players" for key, _ in _walk(text)), path.name


def test_the_classes_and_monsters_are_the_projects_own(scenario: Scenario) -> None:
    for c in scenario.characters:
        assert c.cls.provenance in (None, "project design"), c.cls.id
    assert all(m.type.provenance == "project design" for m in scenario.monsters)


def test_every_shipped_file_is_a_clean_scenario_named_as_its_file() -> None:
    for path in ALL:
        assert load_scenario(path).id == path.stem


@pytest.mark.slow
def test_seeded_random_play_wins_and_loses(scenario: Scenario) -> None:
    outcomes: dict[str, int] = {}
    for seed in range(SEEDS):
        *_, last = random_game(scenario, seed)
        outcome = last.state.outcome
        assert outcome is not None
        outcomes.setdefault(outcome, seed)
        if len(outcomes) == 2:
            break
    assert set(outcomes) == {"won", "lost"}, f"{scenario.id}: only {outcomes} in {SEEDS} seeds"
