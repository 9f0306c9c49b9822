"""The one place the GUI asks the tactics engine a rules question.

Builds the engine's values (``Board``, ``Figure``, ``Ability``, ``MonsterTurn``) from the editor's
``Scenario`` and asks for reach (movement.py), sight (sight.py) and the monster's outcomes
(monster_turn.py). Nothing here is a rule of its own: the view draws these answers as they are.
"""

from __future__ import annotations

from dataclasses import dataclass

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
from founders_desktop.tactics.cases import outcomes_match
from founders_desktop.tactics.hexgrid import lattice_to_pixel
from founders_desktop.tactics.model import solver_conditions
from founders_desktop.tactics.monster_turn import solve as solve_turn
from founders_desktop.tactics.movement import reachable
from founders_desktop.tactics.sight import sight_for


@dataclass(frozen=True)
class Step:
    """How a hex is reached: movement spent and the path (start first, this hex last)."""

    cost: int
    path: tuple[Hex, ...]


@dataclass(frozen=True)
class SightAnswer:
    """Whether two hexes see each other, a proving line in pixels of side 1 (None if none),
    the range between them counted around walls (None if walls cut them off) and one shortest
    way that counts it (on the engine's proximity graph), for drawing."""

    visible: bool
    line: tuple[tuple[float, float], tuple[float, float]] | None
    range: int | None
    range_path: tuple[Hex, ...] = ()


def build_board(s: Scenario) -> Board:
    walls = [(a, b) for a, b in (sorted(w) for w in s.thin_walls)]
    return Board(s.hexes, dict(s.terrain), walls)


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
            conditions=solver_conditions(f.conditions)
            | ({Condition.MUDDLED} if f.id == s.active and s.ability.muddled else set()),
            summon=f.kind.value == "summon",
        )
        for f in s.figures
        if f.hex in board
    )
    return MonsterTurn(board, figures, s.active, engine_ability(s.ability), rule_set(s.rules))


def reach(s: Scenario, board: Board, figure_id: str, move: int, mode: MovementMode) -> dict[Hex, Step]:
    """Every hex the figure may end a move of ``move`` on, in ``mode``, with cost and path."""
    mover = s.figure(figure_id)
    if mover is None or mover.hex not in board:
        return {}
    team = team_of(mover)
    enemies = [f.hex for f in s.figures if team_of(f) is not team]
    allies = [f.hex for f in s.figures if team_of(f) is team and f.id != figure_id]
    got = reachable(board, mover.hex, move, mode, enemies=enemies, allies=allies, rules=rule_set(s.rules))
    return {h: Step(r.cost, tuple(r.path)) for h, r in got.items()}


def sight(s: Scenario, board: Board, a: Hex, b: Hex) -> SightAnswer:
    """Sight between two map hexes under the scenario's rule set, and the range around walls."""
    rng = board.proximity(a, b)
    if not board.is_open(a) or not board.is_open(b):
        return SightAnswer(False, None, rng)
    way = tuple(nx.shortest_path(board.proximity_graph, a, b)) if rng is not None else ()
    line = sight_for(board, rule_set(s.rules).sight_any_point).line(board.index[a], board.index[b])
    if line is None:
        return SightAnswer(False, None, rng, way)
    return SightAnswer(True, (lattice_to_pixel(line[0]), lattice_to_pixel(line[1])), rng, way)


def ability_problem(s: Scenario) -> str | None:
    """The engine's code for why the active monster's ability cannot be played (None: it can)."""
    return engine_ability(s.ability).problem


def solve(s: Scenario, board: Board) -> list[Outcome] | None:
    """The engine's outcomes for the active monster; None without an active monster or with an
    ability the engine refuses (``ability_problem`` says why)."""
    turn = monster_turn(s, board)
    if turn is None or turn.ability.problem is not None:
        return None
    return solve_turn(turn)


def matches_expected(s: Scenario, outcomes: list[Outcome]) -> bool | None:
    """Do the engine's outcomes equal the case's ``expected`` set? None without expectations."""
    if s.expected is None:
        return None
    return outcomes_match(((o.end, o.targets) for o in s.expected), outcomes)
