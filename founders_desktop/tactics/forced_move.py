"""Push and pull (rulebook p.20, "Attack effects"): forced movement, one hex at a time.

Push X: the target is forced to move X hexes in a direction the attacker chooses, each hex
placing it farther from the attacker than it was; Pull X: each hex closer. Distance is counted
in hexes around walls, as range is. The target can be moved through its allies but not its
enemies, never into walls or obstacles (they are not viable hexes), and never ends on another
figure. When no viable hex is left, the push ends. It is a movement: traps and hazardous
terrain spring (not for a flying target), difficult terrain costs nothing extra.

Like any added effect it may be skipped, but once applied it goes the full distance unless
blocked (published FAQ: "if you do, you have to use the full push or pull effect"; the attacker
may still choose a direction that gets blocked). The attacker's side chooses each hex: the
engine offers them as ``ForcedStep`` decisions so the view can show them; ``ForcedStep(None)``
(only before the first hex) skips the effect. The target's retaliate comes after all the
attack's effects, from wherever the forced movement left it (FAQ).
"""

from __future__ import annotations

from founders_desktop.tactics.combat import spring
from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.rounds.actions import Action, ForcedStep
from founders_desktop.tactics.rounds.context import Ctx, hex_of, is_monster_side
from founders_desktop.tactics.rounds.state import FigureState, ForcedMove, MonsterState, SummonState
from founders_desktop.tactics.scenario_flow import closed_doors, hidden
from founders_desktop.tactics.terrain import Terrain


def flies(ctx: Ctx, f: FigureState) -> bool:
    if isinstance(f, MonsterState):
        return "flying" in ctx.scenario.monster_type(f.type).traits
    return isinstance(f, SummonState) and f.flying


def viable_steps(ctx: Ctx, forced: ForcedMove) -> list[Hex]:
    """The hexes the target may be moved into next, sorted; an ally's hex only when the
    movement can go on from it to a hex where the target may stop."""
    target = ctx.state.figure(forced.target)
    return sorted(_steps(ctx, target, hex_of(target), forced, forced.left))


def _steps(ctx: Ctx, target: FigureState, here: Hex, forced: ForcedMove, left: int) -> list[Hex]:
    if left <= 0:
        return []
    board = ctx.scenario.board
    origin = Hex(*forced.origin)
    now = board.proximity(here, origin)
    if now is None:
        return []
    mine = is_monster_side(target)
    shut = hidden(ctx.state) | closed_doors(ctx.state)
    out: list[Hex] = []
    for n in here.neighbours():
        if not board.adjacent(here, n) or n in shut:
            continue  # never through a closed door
        t = board.terrain_at(n)
        if t is not None and t.blocks_walking:
            continue
        d = board.proximity(n, origin)
        if d is None or (d <= now if forced.kind == "push" else d >= now):
            continue
        other = ctx.state.occupant((n.q, n.r))
        if other is not None and other.id != target.id:
            if is_monster_side(other) != mine:
                continue  # never through its enemies
            if not _steps(ctx, target, n, forced, left - 1):
                continue  # through an ally only if it need not stop there
        out.append(n)
    return out


def start_forced(ctx: Ctx, target: FigureState, kind: str, value: int, attacker: FigureState) -> bool:
    """Begin a push or pull on a standing target; False when there is nothing to decide."""
    if value <= 0 or target.hex is None or attacker.hex is None:
        return False
    forced = ForcedMove(target=target.id, kind=kind, left=value, origin=attacker.hex, attacker=attacker.id)
    if not viable_steps(ctx, forced):
        ctx.emit("forced_blocked", figure=target.id, kind=kind)
        return False
    ctx.state.forced = forced
    return True


def forced_choices(ctx: Ctx) -> list[Action]:
    forced = ctx.state.forced
    assert forced is not None
    steps: list[Action] = [ForcedStep(hex=(h.q, h.r)) for h in viable_steps(ctx, forced)]
    if not forced.path:
        steps.append(ForcedStep(hex=None))
    return steps


def forced_step(ctx: Ctx, step: ForcedStep) -> bool:
    """Move the target one hex (or skip the effect); True when the forced movement is over."""
    state = ctx.state
    forced = state.forced
    assert forced is not None
    target = state.figure(forced.target)
    if step.hex is None:
        ctx.emit("forced_skipped", figure=target.id, kind=forced.kind)
        state.forced = None
        return True
    start = target.hex
    assert start is not None
    target.hex = step.hex
    forced.path.append(step.hex)
    forced.left -= 1
    if len(forced.path) == 1:
        forced.path.insert(0, start)
    h = Hex(*step.hex)
    if not flies(ctx, target) and (
        step.hex in state.traps or ctx.scenario.board.terrain_at(h) is Terrain.HAZARDOUS
    ):
        spring(ctx, target, h)
    if target.hex is not None and viable_steps(ctx, forced):
        return False
    ctx.emit(forced.kind, figure=target.id, by=forced.attacker, path=[list(p) for p in forced.path])
    state.forced = None
    return True
