"""Every monster-turn case (resources/tactics-cases/monster-turns.json, see NOTICE there): the solver
returns exactly the expected set of outcomes. One test per case, named by its id."""

from __future__ import annotations

import json

import pytest

from founders_desktop.resources import resource
from founders_desktop.tactics.cases import parse_case
from founders_desktop.tactics.monster_turn import solve

DATA = resource("tactics-cases", "monster-turns.json")
RAW = json.loads(DATA.read_text(encoding="utf-8"))


def test_the_case_file_holds_cases_with_distinct_ids_and_their_notice() -> None:
    assert RAW
    assert len({c["id"] for c in RAW}) == len(RAW)
    assert (DATA.parent / "NOTICE").is_file()


@pytest.mark.parametrize("raw", RAW, ids=[c["id"] for c in RAW])
def test_case(raw: dict) -> None:  # type: ignore[type-arg]
    case = parse_case(raw)
    outcomes = solve(case.turn)
    got = {o.key() for o in outcomes}
    want = case.expected_keys()
    assert got == want, f"{case.id}: {case.note}"
    assert len(got) == len(outcomes), "each outcome is listed once"
    for o in outcomes:
        assert o.path[0] == case.turn.monster.hex and o.path[-1] == o.end
        assert len(o.sightlines) == len(o.targets)
        if o.targets:
            assert o.focus in o.targets
