"""Crowded turns with many targets and area patterns: the engine, which picks extra targets by
sorting, gives exactly the outcomes of the reference, which tries every set of targets."""

from __future__ import annotations

import pytest

from founders_desktop.tactics.rules import RULE_SETS
from founders_desktop.tactics.stress import crowded_turn, stress_turn

from .reference import reference_solve
from .test_reference_crosscheck import engine_keys


def small(seed: int, rules_name: str):
    return stress_turn(
        seed,
        targets=1 + seed % 4,
        area=seed % 4,
        enemies=4 + seed % 3,
        allies=2,
        move=3,
        range_=3,
        width=7,
        height=6,
        rules=RULE_SETS[rules_name],
    )


@pytest.mark.parametrize("rules_name", sorted(RULE_SETS))
@pytest.mark.parametrize("seed", range(4))
def test_crowded_small_turns_match_the_reference(seed: int, rules_name: str) -> None:
    t = small(seed, rules_name)
    assert engine_keys(t) == reference_solve(t)


@pytest.mark.slow
@pytest.mark.parametrize("rules_name", sorted(RULE_SETS))
@pytest.mark.parametrize("seed", range(4, 40))
def test_more_crowded_small_turns_match_the_reference(seed: int, rules_name: str) -> None:
    t = small(seed, rules_name)
    assert engine_keys(t) == reference_solve(t)


def test_the_crowded_turn_attacks_as_many_as_it_can():
    out = engine_keys(crowded_turn(1))
    assert out and all(len(targets) >= 5 for _, targets in out)
