"""Whole scenarios, round after round: the one import a controller or the GUI needs.

The engine has the city game's shape (docs/ARCHITECTURE.md): ``new_game(scenario, seed)``,
``current_decider(state)`` (a character's id, ``PLAYERS`` for ties and monster outcome choices,
None when over), ``legal_actions``, ``validate`` (codes) and ``apply`` (new state and an
``ActionRecord`` of events). States are pydantic models: ``clone()``, ``model_dump_json()``.

The names load on first use: the rule modules (combat, movement, character turns) import
``rounds.state`` and ``rounds.context`` below the engine, and an eager import of the engine here
would run back into them half-initialised.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from founders_desktop.tactics.content_errors import TacticsFileError
    from founders_desktop.tactics.rounds.actions import (
        ACTION_ADAPTER,
        ACTION_LIST_ADAPTER,
        Action,
        ActionRecord,
        AttackTargets,
        ChooseOutcome,
        DamageChoice,
        DeclareLongRest,
        Event,
        ForcedStep,
        HealTarget,
        IllegalAction,
        MoveTo,
        OrderTie,
        PlayHalf,
        RedrawRest,
        RestLose,
        SelectCards,
        ShortRest,
        SummonAt,
        Violation,
    )
    from founders_desktop.tactics.rounds.engine import (
        PLAYERS,
        apply,
        current_decider,
        legal_actions,
        new_game,
        replay,
        validate,
    )
    from founders_desktop.tactics.rounds.save import load_game, save_game
    from founders_desktop.tactics.rounds.state import RoundState
    from founders_desktop.tactics.scenario import Scenario, load_scenario, parse_scenario

#: Each public name and the module that defines it.
_HOME = {
    "ACTION_ADAPTER": "founders_desktop.tactics.rounds.actions",
    "ACTION_LIST_ADAPTER": "founders_desktop.tactics.rounds.actions",
    "Action": "founders_desktop.tactics.rounds.actions",
    "ActionRecord": "founders_desktop.tactics.rounds.actions",
    "AttackTargets": "founders_desktop.tactics.rounds.actions",
    "ChooseOutcome": "founders_desktop.tactics.rounds.actions",
    "DamageChoice": "founders_desktop.tactics.rounds.actions",
    "DeclareLongRest": "founders_desktop.tactics.rounds.actions",
    "Event": "founders_desktop.tactics.rounds.actions",
    "ForcedStep": "founders_desktop.tactics.rounds.actions",
    "HealTarget": "founders_desktop.tactics.rounds.actions",
    "IllegalAction": "founders_desktop.tactics.rounds.actions",
    "MoveTo": "founders_desktop.tactics.rounds.actions",
    "OrderTie": "founders_desktop.tactics.rounds.actions",
    "PLAYERS": "founders_desktop.tactics.rounds.engine",
    "PlayHalf": "founders_desktop.tactics.rounds.actions",
    "RedrawRest": "founders_desktop.tactics.rounds.actions",
    "RestLose": "founders_desktop.tactics.rounds.actions",
    "RoundState": "founders_desktop.tactics.rounds.state",
    "Scenario": "founders_desktop.tactics.scenario",
    "SelectCards": "founders_desktop.tactics.rounds.actions",
    "ShortRest": "founders_desktop.tactics.rounds.actions",
    "SummonAt": "founders_desktop.tactics.rounds.actions",
    "TacticsFileError": "founders_desktop.tactics.content_errors",
    "Violation": "founders_desktop.tactics.rounds.actions",
    "apply": "founders_desktop.tactics.rounds.engine",
    "current_decider": "founders_desktop.tactics.rounds.engine",
    "legal_actions": "founders_desktop.tactics.rounds.engine",
    "load_game": "founders_desktop.tactics.rounds.save",
    "load_scenario": "founders_desktop.tactics.scenario",
    "new_game": "founders_desktop.tactics.rounds.engine",
    "parse_scenario": "founders_desktop.tactics.scenario",
    "replay": "founders_desktop.tactics.rounds.engine",
    "save_game": "founders_desktop.tactics.rounds.save",
    "validate": "founders_desktop.tactics.rounds.engine",
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value


__all__ = [
    "ACTION_ADAPTER",
    "ACTION_LIST_ADAPTER",
    "PLAYERS",
    "Action",
    "ActionRecord",
    "AttackTargets",
    "ChooseOutcome",
    "DeclareLongRest",
    "Event",
    "ForcedStep",
    "HealTarget",
    "IllegalAction",
    "MoveTo",
    "OrderTie",
    "PlayHalf",
    "DamageChoice",
    "RedrawRest",
    "RestLose",
    "RoundState",
    "Scenario",
    "SelectCards",
    "ShortRest",
    "SummonAt",
    "TacticsFileError",
    "Violation",
    "apply",
    "current_decider",
    "legal_actions",
    "load_game",
    "load_scenario",
    "new_game",
    "parse_scenario",
    "replay",
    "save_game",
    "validate",
]
