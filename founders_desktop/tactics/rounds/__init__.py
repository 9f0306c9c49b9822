"""Whole scenarios, round after round: the one import a controller or the GUI needs.

The engine has the city game's shape (docs/ARCHITECTURE.md): ``new_game(scenario, seed)``,
``current_decider(state)`` (a character's id, ``PLAYERS`` for ties and monster outcome choices,
None when over), ``legal_actions``, ``validate`` (codes) and ``apply`` (new state and an
``ActionRecord`` of events). States are pydantic models: ``clone()``, ``model_dump_json()``.
"""

from __future__ import annotations

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
