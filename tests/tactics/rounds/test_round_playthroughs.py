"""Golden playthroughs: whole games of the starter scenarios, one line per turn. Any change in
behaviour (rules, solver, content, chance) shows as a diff here; when the change is meant,
regenerate with ``pytest tests/tactics/rounds -k playthrough --force-regen`` (pytest-regressions)
and review the diff like code; a deleted golden fails its test."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_regressions.file_regression import FileRegressionFixture

from founders_desktop.resources import resource
from founders_desktop.tactics.autoplay import random_game, turn_lines
from founders_desktop.tactics.scenario import load_scenario

DATA = Path(__file__).parent / "data"
GAMES = [
    ("mossy-cellar", 3),
    ("mossy-cellar", 4),
    ("thornwood-path", 3),
    ("crag-hollow", 3),
    ("sunken-stair", 35),
    ("brine-vault", 1),
]


@pytest.mark.parametrize(("name", "seed"), GAMES, ids=[f"{g[0]}-{g[1]}" for g in GAMES])
def test_playthrough(name: str, seed: int, file_regression: FileRegressionFixture) -> None:
    scenario = load_scenario(resource("scenarios", f"{name}.json"))
    text = "".join(f"{line}\n" for line in turn_lines(random_game(scenario, seed)))
    file_regression.check(text, fullpath=DATA / f"{name}-seed{seed}.txt", encoding="utf-8", newline="\n")
