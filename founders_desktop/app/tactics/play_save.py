"""A game being played as an ``.fdsave`` file (founders_desktop/persist, kind ``tactics``).

The payload is the engine's own save in the persist schema: the scenario (by id when it ships
with the app, else its whole JSON embedded), the seed and the action log. Persist actions name
their type under ``type``; the engine's name it ``kind``, so the two are renamed on the way.
Loading replays the log through ``apply``: a tampered log is refused at its first illegal step.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from founders_desktop.app.tactics.play_files import shipped_scenarios
from founders_desktop.persist.errors import SaveError
from founders_desktop.persist.saves import load_save, save_game
from founders_desktop.persist.tactics_save import TacticsSave
from founders_desktop.tactics.rounds import (
    ACTION_ADAPTER,
    Action,
    IllegalAction,
    Scenario,
    TacticsFileError,
    apply,
    new_game,
    parse_scenario,
)

SUFFIX = ".fdsave"


class PlaySaveError(Exception):
    """A save the game cannot continue from: ``code`` (persist's problem codes, or
    ``unknown_scenario``, ``bad_scenario``, ``illegal_action``) and details for the message."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(code, detail)
        self.code = code
        self.detail = detail


def write_fdsave(
    path: Path,
    scenario: Scenario,
    source: dict[str, Any] | None,
    seed: int,
    actions: list[Action],
    damage_choice: bool = True,
    doors_mid_round: bool = True,
) -> Path:
    logged = []
    for a in actions:
        data = a.model_dump(mode="json")
        data["type"] = data.pop("kind")
        logged.append(data)
    shipped = any(s.scenario.id == scenario.id for s in shipped_scenarios())
    payload = TacticsSave(
        scenario_id=scenario.id if shipped or source is None else None,
        scenario=None if shipped or source is None else source,
        seed=seed,
        actions=logged,
        damage_choice=damage_choice,
        doors_mid_round=doors_mid_round,
    )
    try:
        return save_game(path, TacticsSave.GAME, payload)
    except SaveError as err:
        raise PlaySaveError(err.problem_code.value, f"{path}: {'; '.join(err.details)}") from None


def read_fdsave(path: Path) -> tuple[Scenario, dict[str, Any] | None, int, list[Action]]:
    """The scenario (and its embedded JSON, if any), seed and checked action log of a save."""
    game = read_fdsave_game(path)
    return game.scenario, game.source, game.seed, game.actions


@dataclass(frozen=True)
class SavedGame:
    """A game read from an ``.fdsave``, with the rules its log was played by (old saves replay
    by the rules of their time: no damage choice, revealed monsters waiting a round)."""

    scenario: Scenario
    source: dict[str, Any] | None
    seed: int
    actions: list[Action]
    damage_choice: bool
    doors_mid_round: bool


def read_fdsave_game(path: Path) -> SavedGame:
    """As ``read_fdsave``, and the rules the game was played by."""
    try:
        save = load_save(path).payload_as(TacticsSave)
    except (SaveError, TypeError) as err:
        code = err.problem_code.value if isinstance(err, SaveError) else "unknown_game"
        raise PlaySaveError(code, str(err)) from None
    if save.scenario is not None:
        try:
            scenario = parse_scenario(save.scenario, str(path))
        except TacticsFileError as err:
            raise PlaySaveError("bad_scenario", str(err)) from None
    else:
        found = [s.scenario for s in shipped_scenarios() if s.scenario.id == save.scenario_id]
        if not found:
            raise PlaySaveError("unknown_scenario", str(save.scenario_id))
        scenario = found[0]
    actions: list[Action] = []
    state = new_game(scenario, save.seed, save.damage_choice, save.doors_mid_round)
    for i, raw in enumerate(save.actions):
        data = dict(raw)
        data["kind"] = data.pop("type")
        try:
            action = ACTION_ADAPTER.validate_python(data)
            state, _ = apply(state, action)
        except (ValueError, IllegalAction) as err:
            raise PlaySaveError("illegal_action", f"actions[{i}]: {err}") from None
        actions.append(action)
    return SavedGame(scenario, save.scenario, save.seed, actions, save.damage_choice, save.doors_mid_round)
