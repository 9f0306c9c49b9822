"""A monster's push and pull (rulebook p.20 "Push"/"Pull", p.32 "Monster Turns").

The forced movement follows the same rules as a character's (forced_move.py): each hex
farther from (push) or closer to (pull) the monster, never through enemies, walls or closed
doors. The monster's card says how far; which hexes is not said by its focus rules: the
rulebook leaves it to the players ("multiple hexes a monster could push or pull a character
into, the players must decide which option the monster will take"). So each hex with more
than one viable choice is a players' decision in the middle of the monster's turn; with one
viable hex the target is moved there at once. A monster applies its card in full: it never
skips the effect, and it goes on until the distance is spent or no viable hex is left.

The decision stops ``apply`` the way a damage choice does (damage_choice.py): the rule step
raises ``ForcedDecision``; the state then shows the pending ``ForcedMove`` and a ``Resume``;
the answer (a ``ForcedStep``) plays the interrupted action again with the answers so far.
"""

from __future__ import annotations

from typing import Literal

from founders_desktop.tactics.forced_move import forced_step, viable_steps
from founders_desktop.tactics.rounds.actions import Action, ForcedStep
from founders_desktop.tactics.rounds.context import Ctx
from founders_desktop.tactics.rounds.state import FigureState, ForcedMove, RoundState

#: the first word of an answer that is a hex of forced movement (the rest: q and r)
ANSWER = "forced"


class ForcedDecision(Exception):
    """Raised when the players must choose the next hex of a monster's push or pull."""


def answer_of(step: ForcedStep) -> tuple[str, ...]:
    assert step.hex is not None
    return (ANSWER, str(step.hex[0]), str(step.hex[1]))


def monster_choices(state: RoundState, ctx: Ctx) -> list[Action]:
    """The viable hexes of the monster's pending push or pull (no skip: it is the monster's)."""
    assert state.forced is not None
    return [ForcedStep(hex=(h.q, h.r)) for h in viable_steps(ctx, state.forced)]


def monster_pushes(
    ctx: Ctx, monster: FigureState, target: FigureState, kind: Literal["push", "pull"], value: int
) -> None:
    """Carry out the monster's push or pull of ``target`` hex by hex, asking the players
    where more than one hex is viable."""
    if value <= 0 or target.hex is None or monster.hex is None:
        return
    state = ctx.state
    forced = ForcedMove(target=target.id, kind=kind, left=value, origin=monster.hex, attacker=monster.id)
    if not viable_steps(ctx, forced):
        ctx.emit("forced_blocked", figure=target.id, kind=kind)
        return
    state.forced = forced
    while True:
        steps = viable_steps(ctx, forced)
        if len(steps) == 1 or ctx.answers is None:
            chosen = (steps[0].q, steps[0].r)
        elif not ctx.answers:
            raise ForcedDecision(target.id)
        else:
            got = ctx.answers.pop(0)
            if got[0] != ANSWER:
                raise ValueError(f"the answer {got} is not a hex of forced movement")
            chosen = (int(got[1]), int(got[2]))
        if forced_step(ctx, ForcedStep(hex=chosen)):
            return
