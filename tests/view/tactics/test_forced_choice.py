"""During a push or pull the play page rings the hexes the target may be moved into next (each a
click that plays that step) and the prompt says whom, which way and how many hexes are left."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

import founders_desktop.tactics.rounds  # noqa: F401 (first: importing play_decision alone hits an import cycle)
from founders_desktop.app.tactics.play_decision import decision
from founders_desktop.resources import resource
from founders_desktop.tactics import Hex
from founders_desktop.tactics.autoplay import random_game
from founders_desktop.tactics.rounds import ForcedStep, RoundState, legal_actions
from founders_desktop.tactics.scenario import load_scenario
from founders_desktop.view.tactics.play_actions import prompt


def _forced_state() -> RoundState:
    scenario = load_scenario(resource("scenarios", "sunken-stair.json"))
    for seed in range(40):
        for step in random_game(scenario, seed):
            if step.state.forced is not None and step.state.phase != "over":
                return step.state
    raise AssertionError("no push or pull in 40 seeded games of the Sunken Stair")


def test_a_push_or_pull_rings_exactly_its_legal_next_hexes(qtbot: QtBot) -> None:
    state = _forced_state()
    d = decision(state)
    legal = {Hex(*a.hex) for a in legal_actions(state) if isinstance(a, ForcedStep) and a.hex is not None}
    assert d.kind == "forced"
    assert set(d.picks) == legal and legal
    assert all(isinstance(a, ForcedStep) and Hex(*a.hex) == h for h, a in d.picks.items() if a.hex)
    assert state.forced is not None
    text = prompt(state, d)
    assert ("Push" if state.forced.kind == "push" else "Pull") in text and str(state.forced.left) in text
