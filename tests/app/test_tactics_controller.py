"""The tactics editor's controller: edits reach the engine's map, undo restores it, case files
round-trip, and loaded cases show the engine's outcomes."""

from __future__ import annotations

import gc
import json
import weakref
from dataclasses import replace
from pathlib import Path

import pytest

from founders_desktop.app.tactics import case_io, engine_port
from founders_desktop.app.tactics.case_io import CaseFileError
from founders_desktop.app.tactics.controller import BOARD, FIGURES, TacticsController
from founders_desktop.app.tactics.demo import demo_scenario
from founders_desktop.app.tactics.scenario import FigureKind
from founders_desktop.resources import resource
from founders_desktop.tactics import Hex, MovementMode, Terrain
from founders_desktop.tactics.monster_turn import solve

SUITE = resource("tactics-cases", "monster-turns.json")
needs_suite = pytest.mark.skipif(not SUITE.is_file(), reason="the case suite is not on this machine")


@pytest.fixture
def controller(qapp: object) -> TacticsController:
    return TacticsController(demo_scenario())


def test_painting_terrain_changes_the_engines_map_and_undo_restores_it(controller: TacticsController) -> None:
    h = Hex(1, 1)
    assert controller.board.terrain_at(h) is None
    seen: list[frozenset[str]] = []
    controller.changed.connect(seen.append)
    assert controller.paint_terrain(h, Terrain.OBSTACLE)
    assert controller.board.terrain_at(h) is Terrain.OBSTACLE
    assert h not in controller.board.movement_graph
    assert seen[-1] == frozenset({BOARD})
    controller.undo_stack.undo()
    assert controller.board.terrain_at(h) is None
    assert h in controller.board.movement_graph


def test_a_wall_cannot_be_painted_under_a_figure(controller: TacticsController) -> None:
    figure = controller.scenario.figures[0]
    assert not controller.paint_terrain(figure.hex, Terrain.WALL)
    assert controller.board.terrain_at(figure.hex) is None


def test_thin_wall_breaks_adjacency_and_toggles_off(controller: TacticsController) -> None:
    a, b = Hex(1, 1), Hex(2, 1)
    assert controller.board.adjacent(a, b)
    controller.toggle_thin_wall(a, b)
    assert not controller.board.adjacent(a, b)
    controller.toggle_thin_wall(b, a)
    assert controller.board.adjacent(a, b)


def test_removing_a_map_hex_removes_its_figure(controller: TacticsController) -> None:
    figure = controller.scenario.figures[-1]
    controller.set_map_hex(figure.hex, False)
    assert figure.hex not in controller.board
    assert controller.scenario.figure(figure.id) is None
    controller.undo_stack.undo()
    assert controller.scenario.figure(figure.id) == figure


def test_reach_is_cached_until_the_figures_move(controller: TacticsController) -> None:
    fid = "character-1"
    first = controller.reach(fid, 3, MovementMode.NORMAL)
    assert controller.reach(fid, 3, MovementMode.NORMAL) is first
    target = next(h for h, step in first.items() if step.cost == 2)
    assert controller.move_figure(fid, target)
    again = controller.reach(fid, 3, MovementMode.NORMAL)
    assert again is not first
    assert again[target].cost == 0


def test_placed_monsters_get_the_next_standee_and_the_first_becomes_active(qapp: object) -> None:
    c = TacticsController()
    for q in range(3):
        c.set_map_hex(Hex(q, 0), True)
    first = c.add_figure(FigureKind.MONSTER, Hex(0, 0))
    second = c.add_figure(FigureKind.MONSTER, Hex(1, 0), elite=True)
    assert c.add_figure(FigureKind.CHARACTER, Hex(1, 0)) is None  # occupied
    assert c.scenario.active == first
    f2 = c.scenario.figure(second or "")
    assert f2 is not None and f2.standee == 2 and f2.elite
    assert FIGURES


def test_saved_scenario_reopens_identically(controller: TacticsController, tmp_path: Path) -> None:
    path = tmp_path / "room.json"
    controller.save_file(path)
    [again] = case_io.load_cases(path)
    s = controller.scenario
    assert again.hexes == s.hexes
    assert again.terrain == s.terrain
    assert again.thin_walls == s.thin_walls
    assert again.ability == s.ability
    assert [(f.hex, f.kind, f.elite, f.standee, f.initiative) for f in again.figures] == [
        (f.hex, f.kind, f.elite, f.standee, f.initiative) for f in s.figures
    ]
    assert again.figure(again.active or "") is not None
    assert again.figure(again.active or "").hex == s.figure(s.active or "").hex  # type: ignore[union-attr]


def test_an_invalid_case_names_the_case_and_the_field(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(
        '{"format": "monster-turn/1", "id": "x1", "hexes": [[0, 0]], "terrain": '
        '[{"hex": [5, 5], "type": "trap"}], "figures": [], "ability": {}}'
    )
    with pytest.raises(CaseFileError) as info:
        case_io.load_cases(path)
    assert info.value.case_id == "x1"
    assert info.value.field.startswith("terrain[0]")


@needs_suite
def test_every_case_of_the_suite_opens_and_the_engine_matches_a_sample(qapp: object) -> None:
    """Every case of the file parses; every 12th is solved through the editor's scenario (the engine's own
    tests solve them all; this checks the GUI's round trip scenario -> MonsterTurn)."""
    c = TacticsController()
    cases = c.open_file(SUITE)
    assert len(cases) == len(json.loads(SUITE.read_text(encoding="utf-8")))
    failures = []
    for i, case in list(enumerate(cases))[::12]:
        c.show_case(i)
        if not c.matches_expected():
            failures.append(case.case_id)
    assert failures == []


@needs_suite
def test_a_case_with_a_players_choice_gives_every_option(qapp: object) -> None:
    c = TacticsController()
    cases = c.open_file(SUITE)
    index = next(i for i, s in enumerate(cases) if s.expected and len(s.expected) > 1)
    c.show_case(index)
    outcomes = c.outcomes()
    assert outcomes is not None and len(outcomes) == len(cases[index].expected or ())


def test_a_ranged_area_with_range_0_is_refused_not_read_as_range_1(controller: TacticsController) -> None:
    """Issue 15: a ranged area pattern is placed within the attack's range, so range 0 leaves it
    nowhere; the engine says so instead of solving it as range 1. With range 1 it is solved."""
    assert controller.scenario.active is not None
    ability = controller.scenario.ability
    ranged_area = replace(ability, range=0, targets=1, aoe=((0, 0), (1, 0)), aoe_melee=False)
    controller.set_ability(ranged_area)
    assert controller.ability_problem() == "ranged_area_without_range"
    assert controller.outcomes() is None
    turn = engine_port.monster_turn(controller.scenario, controller.board)
    assert turn is not None
    with pytest.raises(ValueError, match="ranged_area_without_range"):
        solve(turn)
    controller.set_ability(replace(ranged_area, range=1))
    assert controller.ability_problem() is None
    assert controller.outcomes() is not None
    controller.set_ability(replace(ranged_area, aoe_melee=True))  # the same pattern as melee
    assert controller.ability_problem() is None


def test_a_controller_with_undo_steps_goes_with_its_last_reference(qapp: object) -> None:
    """No cycle through the undo stack: a controller freed only by the garbage collector took its
    stack's commands down while their wrappers were being cleared, and the process crashed."""
    gc.disable()
    try:
        c = TacticsController(demo_scenario())
        c.paint_terrain(Hex(1, 1), Terrain.OBSTACLE)
        c.paint_terrain(Hex(2, 1), Terrain.OBSTACLE)
        c.undo_stack.undo()
        gone = weakref.ref(c)
        del c
        assert gone() is None
    finally:
        gc.enable()
