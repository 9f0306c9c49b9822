"""Save files for a scenario being played: ``tactics-save/3``, the scenario, seed and action log.
``tactics-save/1`` files come from before the damage choice and replay with all damage suffered;
``tactics-save/1`` and ``/2`` files come from before revealed monsters joined the round they are
revealed in (and a move went on past the door it opened): they replay with the new monsters
waiting for the next round.

Chance lives in the state's seeded generator, so (scenario, seed, actions) replays the game
exactly (docs/ARCHITECTURE.md); nothing else needs saving, and a save made on one machine loads on
any other. Loading replays every action through ``apply``, so a tampered log is refused with the
index and the violation codes of the first illegal action.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from founders_desktop.tactics.content_errors import TacticsFileError, from_validation, read_json
from founders_desktop.tactics.rounds.actions import Action, IllegalAction
from founders_desktop.tactics.rounds.engine import apply, new_game
from founders_desktop.tactics.rounds.state import RoundState
from founders_desktop.tactics.scenario import Scenario

SAVE_FORMAT = "tactics-save/3"
Format = Literal["tactics-save/1", "tactics-save/2", "tactics-save/3"]


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Format = "tactics-save/3"
    scenario: str
    seed: int
    actions: list[Action]


def save_game(
    path: Path,
    scenario: Scenario,
    seed: int,
    actions: list[Action],
    damage_choice: bool = True,
    doors_mid_round: bool = True,
) -> None:
    """Write the save next to its final name, then move it there (no half-written saves); a
    game played by older rules (an old log) keeps its old format."""
    fmt = save_format(damage_choice, doors_mid_round)
    data = SaveFile(format=fmt, scenario=scenario.id, seed=seed, actions=list(actions))
    tmp = path.with_suffix(path.suffix + ".tmp")
    try:
        tmp.write_text(json.dumps(data.model_dump(mode="json"), indent=1), encoding="utf-8")
        tmp.replace(path)
    except BaseException:  # a full disk or a missing folder leaves no temporary file behind
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def save_format(damage_choice: bool, doors_mid_round: bool) -> Format:
    """The format that replays a game played by these rules."""
    if doors_mid_round:
        if not damage_choice:
            raise ValueError("no save format holds a game without the damage choice but with doors mid-round")
        return "tactics-save/3"
    return "tactics-save/2" if damage_choice else "tactics-save/1"


def load_game(path: Path, scenario: Scenario) -> tuple[RoundState, list[Action]]:
    """The state a save leads to, and its action log."""
    try:
        data = SaveFile.model_validate(read_json(path))
    except ValidationError as err:
        raise from_validation(str(path), err) from None
    if data.scenario != scenario.id:
        raise TacticsFileError(str(path), "scenario", f"saved for {data.scenario!r}, not {scenario.id!r}")
    state = new_game(
        scenario,
        data.seed,
        damage_choice=data.format != "tactics-save/1",
        doors_mid_round=data.format == "tactics-save/3",
    )
    for i, action in enumerate(data.actions):
        try:
            state, _ = apply(state, action)
        except IllegalAction as err:
            codes = ", ".join(v.code for v in err.violations)
            raise TacticsFileError(str(path), f"actions[{i}]", f"illegal here: {codes}") from None
    return state, data.actions
