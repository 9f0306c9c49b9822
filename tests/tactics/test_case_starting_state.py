"""A monster-turn case's figures with a starting state (format ``monster-turn/2``): the solver
weighs the conditions it knows, an invisible enemy is never focused (rulebook p.23) and an
immobilized monster does not move; format 1 cases read unchanged and cannot hold one; bad
values name the case and the field. tests/app/test_tactics_case_start.py: the editor's side."""

from __future__ import annotations

from typing import Any

import pytest

from founders_desktop.tactics import Hex
from founders_desktop.tactics.cases import CaseError, parse_case
from founders_desktop.tactics.monster_turn import solve


def case(
    enemy: dict[str, Any] | None = None, active: dict[str, Any] | None = None, fmt: str = "monster-turn/2"
):
    """A corridor: the monster at (0, 0) with Move 2 and a melee attack, a character at (3, 0)."""
    return {
        "format": fmt,
        "id": "corridor",
        "hexes": [[q, 0] for q in range(5)],
        "figures": [
            {"hex": [0, 0], "role": "active", **(active or {})},
            {"hex": [3, 0], "role": "enemy", **(enemy or {})},
        ],
        "ability": {"move": 2, "targets": 1},
    }


def ends(data: dict[str, Any]) -> set[tuple[Hex, frozenset[Hex]]]:
    return {o.key() for o in solve(parse_case(data).turn)}


def test_the_monster_walks_up_and_attacks_a_plain_enemy():
    assert ends(case()) == {(Hex(2, 0), frozenset({Hex(3, 0)}))}


def test_an_invisible_enemy_is_never_focused():
    assert ends(case(enemy={"conditions": ["invisible"]})) == {(Hex(0, 0), frozenset())}


def test_an_immobilized_monster_attacks_only_from_where_it_stands():
    assert ends(case(active={"conditions": ["immobilized"]})) == {(Hex(0, 0), frozenset())}


def test_conditions_the_solver_does_not_weigh_change_nothing():
    plain = ends(case())
    assert ends(case(enemy={"conditions": ["poisoned", "wounded"], "shield": 2, "retaliate": 1})) == plain


def test_a_format_1_case_reads_unchanged_but_cannot_hold_a_starting_state():
    assert ends(case(fmt="monster-turn/1")) == ends(case())
    with pytest.raises(CaseError) as info:
        parse_case(case(enemy={"conditions": ["invisible"]}, fmt="monster-turn/1"))
    assert info.value.field == "figures[1]" and "monster-turn/2" in info.value.message


@pytest.mark.parametrize(
    ("enemy", "field"),
    [
        ({"conditions": ["poison"]}, "figures[1].conditions[0]"),
        ({"conditions": ["invisible", "invisible"]}, "figures[1].conditions[1]"),
        ({"shield": 11}, "figures[1].shield"),
        ({"retaliate": True}, "figures[1].retaliate"),
        ({"retaliate_range": 2}, "figures[1].retaliate_range"),
    ],
)
def test_a_bad_starting_value_names_the_case_and_the_field(enemy, field):
    with pytest.raises(CaseError) as info:
        parse_case(case(enemy=enemy))
    assert info.value.case_id == "corridor" and info.value.field == field
