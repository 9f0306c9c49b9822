"""Whether a card's action can be fully resolved: a search through the engine's own steps.

"If a card is placed face up, the player must be able to fully resolve the card's main action."
The steps of one action sit together on top of the stack (its *block*: effect, road, place and
upgrade-road steps, above the follow or end-of-turn step that comes next). ``completes`` asks
whether some sequence of decisions resolves the whole block with nothing skipped and every
payment paid in full; the engine offers an intermediate choice (a road first, a payment, a
placement) only if the rest can still be completed after it, and a card, follow, racial action
or worker action only if all of it can.

The search tries the engine's raw options depth first and stops at the first complete line, so
the usual answer costs one line of play; an impossible action costs the whole tree. Shortcuts
read off the board what trying would show (``verdict``: the roads of a road-first Upgrade, an
import followed by Construct; ``roads_owed``: roads only, with room for them), and
``effects.feasible`` rules whole actions out first (money, ``ruled_out``) and answers two whole
actions without playing them out: a road-first Upgrade from its roads' verdicts
(``road_first.some_road_sites``, with one bound for all roads at once) and a trade then
Construct from each square's (``import_then_build.trade_then_build``). Each is exact: it never
answers other than the search would, which the property tests check.
"""

from __future__ import annotations

from founders_desktop.city.game.actions import Action
from founders_desktop.city.game.import_then_build import (
    building_may_follow,
    next_construct,
    only_construct_left,
)
from founders_desktop.city.game.road_first import road_verdict
from founders_desktop.city.game.roads_owed import roads_owed, surely_built
from founders_desktop.city.game.state import GameState, Step
from founders_desktop.content.effects import (
    CollectIncome,
    Effect,
    GainInfluence,
    GainMoney,
    GainPoints,
    Upgrade,
)

BLOCK_KINDS = frozenset({"effect", "road", "place", "upgrade_road"})
# events that mean part of an action was not carried out
FAILED = ("skipped:effect", "skipped:road", "skipped:place", "short:")
_SAFE = (GainMoney, GainInfluence, GainPoints, CollectIncome)  # never fail, never a decision
_TRADES = ("import", "buy_access")  # what ``import_then_build`` reads off the board


def block_floor(stack: list[Step]) -> int:
    """The index of the first step of the action block on top of ``stack``."""
    i = len(stack)
    while i > 0 and stack[i - 1].kind in BLOCK_KINDS:
        i -= 1
    return i


def _risky(step: Step) -> bool:
    """Whether a step still to come can fail (a decision, a payment, an extra follow)."""
    if step.kind == "upgrade_road":
        return False  # optional: "may also build a single road"
    if step.kind == "effect":
        return not isinstance(step.effect, _SAFE)
    return True


def rest_is_risky(state: GameState) -> bool:
    """Whether anything below the top step of the block could still fail."""
    stack = state.stack
    floor = block_floor(stack)
    return any(_risky(s) for s in stack[floor : len(stack) - 1])


def _failed(events: list[str]) -> bool:
    return any(e.startswith(FAILED) for e in events)


def _done(state: GameState, floor: int, boundary: Step | None) -> bool:
    stack = state.stack
    if len(stack) <= floor:
        return True
    return boundary is not None and stack[floor - 1] is not boundary


def verdict(state: GameState, step: Step, action: Action) -> bool | None:
    """What trying ``action`` would show, when the board tells at once: False, it cannot lead to
    a complete block; True, it surely completes it; None, it must be tried. The road of an
    Upgrade built road first must leave its tile a connected place (``road_first``); an import
    (or a bought access) followed by a Construct must leave a building a place, and completes
    the block if that Construct is all it has left (``import_then_build``). Each module says why
    it agrees with trying the action."""
    pl = action.placement
    if pl is None:
        return None
    stack = state.stack
    if step.kind == "road" and step.ref == "upgrade_first":
        below = stack[-2] if len(stack) > 1 else None
        if below is None or below.ref != "road_first" or not isinstance(below.effect, Upgrade):
            return None
        found = road_verdict(state, step.seat, below.effect, pl.anchor)
        if found and roads_owed(stack[block_floor(stack) : len(stack) - 2]) != 0:
            return None  # a tile is sure, but something after it could still fail
        return found
    if step.kind == "place" and action.type in _TRADES and step.effect is not None:
        rest = stack[block_floor(stack) : len(stack) - 1]
        then = next_construct(state, rest)
        if then is None:
            return None
        if not building_may_follow(state, step.effect, pl, then):
            return False
        return True if only_construct_left(state, rest) else None
    return None


def completes(state: GameState, floor: int, boundary: Step | None, depth: int = 0) -> bool:
    """Whether the block above ``floor`` (``boundary`` the step below it) can be resolved to the
    end from ``state`` (a state whose top is a decision of that block, or the block done)."""
    from founders_desktop.city.game.engine import DECISIONS, apply

    if _done(state, floor, boundary):
        return True
    if depth > 12:  # no printed action has that many decisions; a guard, not a rule
        return False
    step = state.stack[-1]
    owed = roads_owed(state.stack[floor:])
    if owed and surely_built(state, step.seat, owed):
        return True  # only roads left, and room for them all
    for action in DECISIONS[step.kind][0](state, step):
        known = verdict(state, step, action)
        if known is not None:
            if known:
                return True
            continue
        after, rec = apply(state, action, check=False)
        if not _failed(rec.events) and completes(after, floor, boundary, depth + 1):
            return True
    return False


def still_completes(state: GameState, action: Action) -> bool:
    """Whether the block of the current step can be finished after ``action``."""
    from founders_desktop.city.game.engine import apply

    stack = state.stack
    top = stack[-1]
    known = verdict(state, top, action)
    if known is not None:
        return known
    floor = block_floor(stack)
    if top.kind == "road" and action.placement is not None:
        owed = roads_owed(stack[floor:-1])
        taken = state.board.grid.bits.bit(action.placement.anchor)
        if owed and surely_built(state, top.seat, owed, taken):
            return True  # after this road only roads are left, and there is room for them all
    boundary = stack[floor - 1] if floor else None
    after, rec = apply(state, action, check=False)
    return not _failed(rec.events) and completes(after, floor, boundary)


def effects_complete(state: GameState, seat: int, effects: tuple[Effect, ...]) -> bool:
    """Whether ``effects`` (a main, follow, racial or worker action) can be fully resolved by
    ``seat`` now: played out on a scratch copy of the state, above a stand-in step."""
    from founders_desktop.city.game.actions import ActionRecord
    from founders_desktop.city.game.effects import push_effects
    from founders_desktop.city.game.engine import run_steps

    scratch = state.clone()
    boundary = Step("turn", seat)  # a decision: resolving stops there
    scratch.stack = [boundary]
    push_effects(scratch, seat, effects, "probe")
    rec = ActionRecord(Action("skip", seat))  # a stand-in: the record only gathers events
    run_steps(scratch, rec)
    return not _failed(rec.events) and completes(scratch, 1, boundary)
