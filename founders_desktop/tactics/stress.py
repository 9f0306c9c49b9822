"""Crowded monster turns made to order, for the stress bench and the cross-check tests.

``stress_turn`` builds a map of about ``width`` x ``height`` hexes with a few walls, obstacles,
difficult hexes and traps, one monster, ``enemies`` characters and ``allies`` other monsters
at random, and an ability with the given targets and a ranged area pattern of ``area`` hexes
(0: none), grown hex by hex into an irregular shape. The same seed gives the same turn.
"""

from __future__ import annotations

import random

from founders_desktop.tactics.board import Board
from founders_desktop.tactics.hexgrid import DIRECTIONS, Hex
from founders_desktop.tactics.model import Ability, AreaPattern, Figure, MonsterTurn, Team
from founders_desktop.tactics.rules import GLOOMHAVEN, RuleSet
from founders_desktop.tactics.terrain import Terrain


def irregular_pattern(size: int, rng: random.Random) -> tuple[tuple[int, int], ...]:
    """A connected pattern of ``size`` offsets starting at (0, 0), grown at random."""
    cells = [(0, 0)]
    while len(cells) < size:
        q, r = rng.choice(cells)
        dq, dr = rng.choice(DIRECTIONS)
        nxt = (q + dq, r + dr)
        if nxt not in cells:
            cells.append(nxt)
    return tuple(cells)


def stress_turn(
    seed: int,
    targets: int,
    area: int,
    enemies: int,
    allies: int = 4,
    move: int = 7,
    range_: int = 7,
    width: int = 14,
    height: int = 10,
    rules: RuleSet = GLOOMHAVEN,
) -> MonsterTurn:
    """A crowded turn (see the module's docstring)."""
    rng = random.Random(seed)
    hexes = [Hex(q, r - q // 2) for q in range(width) for r in range(height)]
    terrain: dict[Hex, Terrain] = {}
    kinds = [Terrain.WALL] * 3 + [Terrain.OBSTACLE] * 3 + [Terrain.DIFFICULT] * 3 + [Terrain.TRAP]
    for h in rng.sample(hexes, len(hexes) // 12):
        terrain[h] = rng.choice(kinds)
    free = [h for h in hexes if h not in terrain]
    spots = rng.sample(free, 1 + enemies + allies)
    figures = [Figure("monster", spots[0], Team.MONSTERS)]
    for k, h in enumerate(spots[1 : 1 + enemies]):
        figures.append(Figure(f"enemy-{k}", h, Team.CHARACTERS, initiative=float(k)))
    for k, h in enumerate(spots[1 + enemies :]):
        figures.append(Figure(f"ally-{k}", h, Team.MONSTERS))
    aoe = AreaPattern(irregular_pattern(area, rng), melee=False) if area > 0 else None
    ability = Ability(move=move, range=range_, targets=targets, aoe=aoe)
    return MonsterTurn(Board(hexes, terrain), tuple(figures), "monster", ability, rules)


def crowded_turn(seed: int = 1) -> MonsterTurn:
    """The issue's crowded turn: 140 hexes, the monster, 14 enemies and 4 allies; Move 7, Range 7,
    Target 5 and a 7-hex irregular ranged area."""
    return stress_turn(seed, targets=5, area=7, enemies=14)
