"""What the current decider must decide, in the shape the board and panels need.

``legal_actions`` is the authority; this adapter sorts its answer into a kind of decision
(plan the round, order a tie, pick a monster's outcome, play a half, move, attack, ...) and
adds what the board draws: for a move, each legal end hex with the engine's path to it; for an
attack, heal or summon, the action a click on each hex stands for.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from founders_desktop.app.tactics.engine_port import Step
from founders_desktop.tactics import Hex
from founders_desktop.tactics.cards import CardAction, MoveAction
from founders_desktop.tactics.character_turn import move_ends, pending_action
from founders_desktop.tactics.rounds import (
    PLAYERS,
    Action,
    AttackTargets,
    ChooseOutcome,
    DamageChoice,
    DeclareLongRest,
    ForcedStep,
    HealTarget,
    MoveTo,
    OrderTie,
    PlayHalf,
    RestLose,
    RoundState,
    SelectCards,
    ShortRest,
    SummonAt,
    current_decider,
    legal_actions,
)
from founders_desktop.tactics.rounds.context import Ctx


@dataclass(frozen=True)
class Decision:
    #: plan, order, outcome, rest, half, move, attack, heal, summon, rest_lose, damage, forced, over
    kind: str
    decider: str | None
    actions: list[Action]
    card_action: CardAction | None = None
    #: move: every legal end hex and how the engine gets there
    reach: dict[Hex, Step] = field(default_factory=dict)
    #: attack, heal, summon, forced (a push or pull's next hex): the action a click on a hex stands for
    picks: dict[Hex, Action] = field(default_factory=dict)


def _kind(state: RoundState, actions: list[Action]) -> str:
    if not actions:
        return "over"
    first = actions[0]
    kinds: list[tuple[type, str]] = [
        (SelectCards, "plan"),
        (DeclareLongRest, "plan"),
        (OrderTie, "order"),
        (ChooseOutcome, "outcome"),
        (ShortRest, "rest"),
        (PlayHalf, "half"),
        (MoveTo, "move"),
        (AttackTargets, "attack"),
        (HealTarget, "heal"),
        (SummonAt, "summon"),
        (RestLose, "rest_lose"),
        (DamageChoice, "damage"),
        (ForcedStep, "forced"),
    ]
    return next((name for cls, name in kinds if isinstance(first, cls)), "over")


def decision(state: RoundState) -> Decision:
    actions = legal_actions(state)
    decider = current_decider(state)
    kind = _kind(state, actions)
    card_action: CardAction | None = None
    reach: dict[Hex, Step] = {}
    picks: dict[Hex, Action] = {}
    if decider not in (None, PLAYERS) and state.phase == "turns" and not state.choices:
        ctx = Ctx.of(state)
        card_action = pending_action(ctx)
        c = state.character(decider)
        if kind == "move" and isinstance(card_action, MoveAction):
            legal = {Hex(*a.hex) for a in actions if isinstance(a, MoveTo)}
            paths = move_ends(ctx, c, card_action)
            reach = {h: Step(0, tuple(paths.get(h, (h,)))) for h in legal}
        for a in actions:
            if isinstance(a, AttackTargets) and len(a.targets) == 1:
                f = state.find(a.targets[0])
                if f is not None and f.hex is not None:
                    picks[Hex(*f.hex)] = a
            elif isinstance(a, HealTarget):
                f = state.find(a.target)
                if f is not None and f.hex is not None:
                    picks[Hex(*f.hex)] = a
            elif isinstance(a, SummonAt) and a.hex is not None:
                picks[Hex(*a.hex)] = a
    if kind == "forced":
        picks = {Hex(*a.hex): a for a in actions if isinstance(a, ForcedStep) and a.hex is not None}
    return Decision(kind, decider, actions, card_action, reach, picks)
