"""The scenarios the app ships for playing (resources/scenarios/, the monster-turn case suite
aside) and a fresh seed for a new game."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from pathlib import Path

from founders_desktop.resources import resource
from founders_desktop.tactics.rounds import Scenario, TacticsFileError, load_scenario

#: Files in resources/scenarios/ that are not playable scenarios.
NOT_PLAYABLE = frozenset({"monster-turns.json"})


@dataclass(frozen=True)
class ShippedScenario:
    path: Path
    scenario: Scenario


def shipped_scenarios() -> list[ShippedScenario]:
    """Every playable scenario of resources/scenarios/, by name; unreadable files are left out
    (the content checks report them)."""
    folder = resource("scenarios")
    out: list[ShippedScenario] = []
    for path in sorted(folder.glob("*.json")):
        if path.name in NOT_PLAYABLE:
            continue
        try:
            out.append(ShippedScenario(path, load_scenario(path)))
        except TacticsFileError:
            continue
    return sorted(out, key=lambda s: s.scenario.name)


def new_seed() -> int:
    """A seed for a new game: chance differs from game to game, yet each game replays."""
    return secrets.randbelow(2**31)
