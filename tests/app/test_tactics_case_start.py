"""The editor's side of a case's starting state (format ``monster-turn/2``): read into the
editor's figures and written back; a case without one is still written as format 1; the editor
asks the solver with the same conditions as the command line."""

from __future__ import annotations

from founders_desktop.app.tactics import engine_port
from founders_desktop.app.tactics.case_io import case_dict
from founders_desktop.app.tactics.case_io import parse_case as editor_case
from founders_desktop.tactics import Hex
from tests.tactics.test_case_starting_state import case


def test_the_editor_round_trips_the_starting_state_and_writes_format_1_without_one():
    start = {"conditions": ["invisible", "poisoned"], "shield": 1, "retaliate": 2, "retaliate_range": 3}
    s = editor_case(case(enemy=start))
    enemy = next(f for f in s.figures if not f.kind.is_monster)
    # conditions in the scenario format's order, whatever the file's
    assert enemy.conditions == ("poisoned", "invisible")
    assert (enemy.shield, enemy.retaliate, enemy.retaliate_range) == (1, 2, 3)
    written = case_dict(s)
    assert written["format"] == "monster-turn/2"
    assert editor_case(written) == s
    plain = editor_case(case(fmt="monster-turn/1"))
    assert case_dict(plain)["format"] == "monster-turn/1"
    assert all("conditions" not in f for f in case_dict(plain)["figures"])


def test_the_editor_asks_the_solver_with_the_same_conditions():
    s = editor_case(case(enemy={"conditions": ["invisible"]}))
    outcomes = engine_port.solve(s, engine_port.build_board(s))
    assert outcomes is not None and {o.key() for o in outcomes} == {(Hex(0, 0), frozenset())}
