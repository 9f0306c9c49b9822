"""Seeded random maps: the solver never fails and every outcome obeys the rules it must."""

from __future__ import annotations

import random

import pytest

from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.model import Ability, AreaPattern, MovementMode
from founders_desktop.tactics.monster_turn import solve
from founders_desktop.tactics.movement import reachable
from founders_desktop.tactics.rules import RULE_SETS
from founders_desktop.tactics.sight import sight_for

from .helpers import character, monster, rect_board, turn

KINDS = ["wall", "obstacle", "trap", "hazardous", "difficult", "icy"]


def random_turn(seed: int):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    board0 = rect_board(10, 6)
    cells = list(board0.cells)
    terrain = {h: rng.choice(KINDS) for h in rng.sample(cells, rng.randint(0, 14))}
    thin = []
    for h in rng.sample(cells, rng.randint(0, 5)):
        n = h.neighbour(rng.randrange(6))
        if n in board0.index:
            thin.append((h, n))
    board = rect_board(10, 6, terrain=terrain, thin_walls=thin)
    free = [h for h in cells if terrain.get(h) not in ("wall", "obstacle")]
    spots = rng.sample(free, 5)
    m = monster(spots[0])
    enemies = [character(h, f"c{k}", rng.choice([None, 10, 20, 30])) for k, h in enumerate(spots[1:4])]
    ally = monster(spots[4], "ally")
    aoe = None
    if rng.random() < 0.25:
        aoe = AreaPattern(((1, 0), (2, 0), (1, -1)), melee=rng.random() < 0.5)
    attack_range = rng.choice([0, 0, 2, 4])
    if aoe is not None and not aoe.melee and attack_range == 0:
        attack_range = 2  # a ranged area needs a range (the engine refuses range 0: its own test)
    ability = Ability(
        move=rng.randint(0, 5),
        range=attack_range,
        targets=rng.choice([0, 1, 1, 2, 6]),
        aoe=aoe,
        mode=rng.choice([MovementMode.NORMAL] * 4 + [MovementMode.JUMP, MovementMode.FLYING]),
    )
    rules = RULE_SETS[rng.choice(sorted(RULE_SETS))]
    return turn(board, m, [*enemies, ally], ability, rules)


@pytest.mark.parametrize("seed", range(60))
def test_random_turn_outcomes_are_legal(seed: int) -> None:
    t = random_turn(seed)
    outcomes = solve(t)
    assert outcomes
    board = t.board
    m = t.monster
    others = {f.hex for f in t.figures if f.id != m.id}
    enemies = [f.hex for f in t.figures if f.team is not m.team]
    allies = [f.hex for f in t.figures if f.team is m.team and f.id != m.id]
    reach = reachable(
        board, m.hex, t.ability.move, t.ability.mode, enemies, allies, t.rules, avoid_negative=True
    )
    for o in outcomes:
        assert o.end == m.hex or o.end not in others
        assert o.end in reach, (o.end, t.ability)
        assert o.path[0] == m.hex and o.path[-1] == o.end
        if t.ability.targets == 0:
            assert not o.targets
        assert len(o.targets) <= max(len(enemies), 1)
        for h in o.target_hexes:
            assert h in enemies
    keys = [o.key() for o in outcomes]
    assert len(keys) == len(set(keys))


@pytest.mark.parametrize("seed", range(20))
def test_random_sight_is_symmetric_and_corners_imply_any_point(seed: int) -> None:
    t = random_turn(1000 + seed)
    board = t.board
    corner, anyp = sight_for(board, False), sight_for(board, True)
    rng = random.Random(seed)
    n = len(board.cells)
    for _ in range(60):
        i, j = rng.randrange(n), rng.randrange(n)
        assert corner.visible(i, j) == corner.visible(j, i)
        assert anyp.visible(i, j) == anyp.visible(j, i)
        if corner.visible(i, j):
            assert anyp.visible(i, j)
        if board.terrain_list[i] is None and board.terrain_list[j] is None and j in board.neighbour_lists[i]:
            assert corner.visible(i, j)  # neighbours with no wall between see each other
    assert Hex(0, 0) in board.index
