"""Property test: the engine's ``solve`` agrees with the plain reference (reference.py) on random
small maps, in every rule set. Bounded for CI; the wide sweep is marked slow."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from founders_desktop.tactics.model import Ability, AreaPattern, Condition, MonsterTurn, MovementMode
from founders_desktop.tactics.monster_turn import solve
from founders_desktop.tactics.rules import RULE_SETS

from ..helpers import character, monster, rect_board, turn
from .reference import reference_solve

KINDS = ["wall", "obstacle", "trap", "hazardous", "difficult", "icy"]
#: offsets from the attacker (melee) or from the pattern's first hex (ranged)
MELEE_PATTERNS = [
    ((1, 0), (1, -1)),
    ((0, -1), (0, -2)),
    ((0, 0), (1, 0), (0, 1)),
    ((1, -1), (0, -1), (-1, 0)),
]
RANGED_PATTERNS = [
    ((0, 0), (1, 0)),
    ((0, 0), (1, 0), (0, 1)),
    ((0, 0), (0, 1), (0, 2)),
    ((0, 0), (1, 0), (2, -1)),
]


def random_turn(seed: int, rules_name: str, big: bool = False) -> MonsterTurn:
    """A small map: random walls, obstacles, traps, difficult and icy terrain, thin walls; a
    monster, 1 to 3 enemies with (sometimes tied) initiatives, 0 to 2 allies, a random ability.
    ``big``: larger maps, up to 5 enemies and 3 allies, longer moves and ranges, 3 targets."""
    rng = random.Random(seed)
    w, h = (rng.randint(6, 10), rng.randint(4, 7)) if big else (rng.randint(4, 8), rng.randint(3, 6))
    cells = list(rect_board(w, h).cells)
    terrain = {c: rng.choice(KINDS) for c in rng.sample(cells, rng.randint(0, len(cells) // 3))}
    thin = []
    for c in rng.sample(cells, rng.randint(0, 4)):
        n = c.neighbour(rng.randrange(6))
        if n in cells:
            thin.append((c, n))
    board = rect_board(w, h, terrain=terrain, thin_walls=thin)
    free = [c for c in cells if terrain.get(c) not in ("wall", "obstacle")]
    n_enemies, n_allies = (
        (rng.randint(1, 5), rng.randint(0, 3)) if big else (rng.randint(1, 3), rng.randint(0, 2))
    )
    if len(free) < 1 + n_enemies + n_allies:
        free = cells
        board = rect_board(w, h, thin_walls=thin)
    spots = rng.sample(free, 1 + n_enemies + n_allies)
    conds = set()
    for cond in (Condition.MUDDLED, Condition.DISARMED, Condition.IMMOBILIZED):
        if rng.random() < 0.08:
            conds.add(cond)
    m = monster(spots[0], conditions=frozenset(conds))
    figs = []
    for k, c in enumerate(spots[1 : 1 + n_enemies]):
        inv = frozenset({Condition.INVISIBLE}) if rng.random() < 0.07 else frozenset()
        figs.append(character(c, f"c{k}", rng.choice([None, 10, 20, 20, 30]), conditions=inv))
    figs += [monster(c, f"a{k}") for k, c in enumerate(spots[1 + n_enemies :])]
    aoe = None
    if rng.random() < 0.3:
        melee = rng.random() < 0.5
        aoe = AreaPattern(rng.choice(MELEE_PATTERNS if melee else RANGED_PATTERNS), melee=melee)
    rng_ = rng.choice([0, 0, 2, 3, 4, 5] if big else [0, 0, 1, 2, 3])
    if aoe is not None:
        rng_ = 0 if aoe.melee else rng.choice([2, 3])  # a ranged pattern has a range
    ability = Ability(
        aoe=aoe,
        move=rng.randint(0, 7 if big else 4),
        range=rng_,
        targets=rng.choice([0, 1, 1, 2, 3, 6] if big else [0, 1, 1, 1, 2, 2, 6]),
        mode=rng.choice(
            [MovementMode.NORMAL] * 4 + [MovementMode.JUMP, MovementMode.FLYING, MovementMode.TELEPORT]
        ),
    )
    return turn(board, m, figs, ability, RULE_SETS[rules_name])


def engine_keys(t: MonsterTurn) -> set[tuple[object, frozenset[object]]]:
    return {(o.end, frozenset(o.target_hexes)) for o in solve(t)}


def check(seed: int, rules_name: str, big: bool = False) -> None:
    t = random_turn(seed, rules_name, big)
    assert engine_keys(t) == reference_solve(t), (seed, rules_name)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.sampled_from(sorted(RULE_SETS)))
def test_engine_matches_reference(seed: int, rules_name: str) -> None:
    check(seed, rules_name)


@pytest.mark.slow
@pytest.mark.parametrize("rules_name", sorted(RULE_SETS))
def test_engine_matches_reference_wide(rules_name: str) -> None:
    for seed in range(3000):
        check(seed, rules_name)
    for seed in range(1000):
        check(seed, rules_name, big=True)
