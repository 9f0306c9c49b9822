"""The shipped scenarios that use the scenario structure (doors and rooms, a spawn, an objective
other than "kill all") with elements, conditions and forced movement: each checks clean and
``tactics play --auto`` reaches a win with one seed and a loss with another, the door opened."""

from __future__ import annotations

import pytest

from founders_desktop.resources import resource
from founders_desktop.tactics.autoplay import random_game
from founders_desktop.tactics.rounds.cli import main
from founders_desktop.tactics.scenario import load_scenario

#: scenario, objective, seed that wins, seed that loses (both open the door)
GAMES = [("sunken-stair", "survive", 78, 16), ("brine-vault", "loot", 7, 1)]


def played(name: str, seed: int) -> tuple[str | None, set[str]]:
    s = load_scenario(resource("scenarios", f"{name}.json"))
    codes: set[str] = set()
    last = None
    for step in random_game(s, seed):
        codes |= {e.code for e in step.record.events}
        last = step.state
    assert last is not None
    return last.outcome, codes


@pytest.mark.parametrize(("name", "objective", "win", "loss"), GAMES, ids=[g[0] for g in GAMES])
def test_structured_scenario_checks_clean_and_plays_to_a_win_and_a_loss(name, objective, win, loss, capsys):
    path = resource("scenarios", f"{name}.json")
    assert main(["check", str(path)]) == 0
    s = load_scenario(path)
    assert s.objective.type == objective and s.rooms and s.spawns
    cards = [
        a for c in s.characters for card in c.cls.cards for a in (*card.top.actions, *card.bottom.actions)
    ]
    assert any(getattr(a, "push", 0) or getattr(a, "pull", 0) for a in cards)
    assert any(getattr(a, "infuse", ()) for a in cards) and any(getattr(a, "conditions", ()) for a in cards)
    outcome, codes = played(name, win)
    assert outcome == "won" and "door_opened" in codes
    outcome, codes = played(name, loss)
    assert outcome == "lost" and "door_opened" in codes


def test_the_auto_player_prints_the_result_with_the_loot():
    assert main(["play", "brine-vault", "--auto", "--seed", "7"]) == 0
