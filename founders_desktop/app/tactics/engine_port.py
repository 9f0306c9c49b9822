"""The one place the GUI asks the tactics engine a rules question.

Builds the engine's values (``Board``, ``Figure``, ``Ability``, ``MonsterTurn``) from the editor's
``Scenario`` and asks for reach, sight and the monster's outcomes. The engine's movement, sight
and solver modules are being written beside this code; while one is missing, its question answers
``None`` ("the engine cannot tell yet") except normal walking, which a small networkx stand-in
over ``Board.movement_graph`` answers. Nothing here is a rule of its own once the engine lands.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import networkx as nx

from founders_desktop.app.tactics.scenario import AbilitySpec, Scenario, ScenarioFigure
from founders_desktop.tactics import (
    Ability,
    AreaPattern,
    Board,
    Condition,
    Figure,
    Hex,
    MonsterTurn,
    MovementMode,
    Outcome,
    Team,
    rule_set,
)
from founders_desktop.tactics.hexgrid import lattice_to_pixel


def _engine_module(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"founders_desktop.tactics.{name}")
    except ImportError:
        return None


@dataclass(frozen=True)
class Step:
    """How a hex is reached: movement spent and the path (start first, this hex last)."""

    cost: int
    path: tuple[Hex, ...]


@dataclass(frozen=True)
class SightAnswer:
    """Whether two hexes see each other, a proving line in pixels of side 1 (None if none or
    unknown) and the range between them counted around walls (None if walls cut them off)."""

    visible: bool | None
    line: tuple[tuple[float, float], tuple[float, float]] | None
    range: int | None


def build_board(s: Scenario) -> Board:
    return Board(s.hexes, s.terrain_map(), [tuple(w) for w in s.thin_walls])  # type: ignore[misc]


def team_of(f: ScenarioFigure) -> Team:
    return Team.MONSTERS if f.kind.is_monster else Team.CHARACTERS


def movement_mode(a: AbilitySpec) -> MovementMode:
    if a.teleport:
        return MovementMode.TELEPORT
    if a.flying:
        return MovementMode.FLYING
    if a.jumping:
        return MovementMode.JUMP
    return MovementMode.NORMAL


def engine_ability(a: AbilitySpec) -> Ability:
    aoe = AreaPattern(hexes=a.aoe, melee=a.aoe_melee) if a.aoe else None
    return Ability(move=a.move, range=a.range, targets=a.targets, aoe=aoe, mode=movement_mode(a))


def monster_turn(s: Scenario, board: Board) -> MonsterTurn | None:
    """The active monster's turn, or None without an active monster on the map."""
    if s.active is None or s.figure(s.active) is None:
        return None
    figures = tuple(
        Figure(
            id=f.id,
            hex=f.hex,
            team=team_of(f),
            initiative=f.initiative,
            conditions=frozenset({Condition.MUDDLED})
            if f.id == s.active and s.ability.muddled
            else frozenset(),
            summon=f.kind.value == "summon",
        )
        for f in s.figures
        if f.hex in board
    )
    return MonsterTurn(board, figures, s.active, engine_ability(s.ability), rule_set(s.rules))


def reach(s: Scenario, board: Board, figure_id: str, move: int, mode: MovementMode) -> dict[Hex, Step] | None:
    """Every hex the figure may end a move of ``move`` on, in ``mode``; None if unknown."""
    mover = s.figure(figure_id)
    if mover is None or mover.hex not in board:
        return {}
    team = team_of(mover)
    enemies = [f.hex for f in s.figures if team_of(f) is not team]
    allies = [f.hex for f in s.figures if team_of(f) is team and f.id != figure_id]
    movement = _engine_module("movement")
    if movement is not None:
        got: dict[Hex, Any] = movement.reachable(
            board, mover.hex, move, mode, enemies=enemies, allies=allies, rules=rule_set(s.rules)
        )
        return {h: Step(r.cost, tuple(r.path)) for h, r in got.items()}
    if mode is not MovementMode.NORMAL:
        return None
    return _walk_stand_in(board, mover.hex, move, set(enemies), set(allies))


def _walk_stand_in(
    board: Board, start: Hex, move: int, enemies: set[Hex], allies: set[Hex]
) -> dict[Hex, Step]:
    """Plain walking until movement.py lands: Dijkstra on the engine's movement graph."""
    graph = board.movement_graph.subgraph(n for n in board.movement_graph if n not in enemies)
    if start not in graph:
        return {}
    cost, paths = nx.single_source_dijkstra(graph, start, cutoff=move, weight="cost")
    return {h: Step(int(c), tuple(paths[h])) for h, c in cost.items() if h == start or h not in allies}


def sight(s: Scenario, board: Board, a: Hex, b: Hex) -> SightAnswer:
    rng = board.proximity(a, b)
    module = _engine_module("sight")
    if module is None or a not in board or b not in board:
        return SightAnswer(None, None, rng)
    engine_sight = module.sight_for(board, rule_set(s.rules).sight_any_point)
    line = engine_sight.line(board.index[a], board.index[b])
    if line is None:
        return SightAnswer(False, None, rng)
    return SightAnswer(True, (lattice_to_pixel(line[0]), lattice_to_pixel(line[1])), rng)


def solve(s: Scenario, board: Board) -> list[Outcome] | None:
    """The engine's outcomes for the active monster; None if the solver is not there yet or
    there is no active monster."""
    module = _engine_module("monster_turn")
    turn = monster_turn(s, board)
    if module is None or turn is None:
        return None
    outcomes: list[Outcome] = module.solve(turn)
    return outcomes


def matches_expected(s: Scenario, outcomes: list[Outcome]) -> bool | None:
    """Do the engine's outcomes equal the case's ``expected`` set? None without expectations."""
    if s.expected is None:
        return None
    got = {(o.end, frozenset(o.target_hexes)) for o in outcomes}
    want = {(o.end, o.targets) for o in s.expected}
    return got == want
