"""Damage and its consequences: attacks with modifier cards, traps and hazardous terrain,
deaths, exhaustion, summons lost.

Exhaustion (rulebook p.17, 28): a character whose hit points drop below 1 is exhausted; all its
ability cards go to the lost pile, its figure leaves the map and its summons are removed (their
cards were in the active pile and are lost with the rest). When every character is exhausted
the scenario is lost, at once.
"""

from __future__ import annotations

from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.modifiers import attack_value
from founders_desktop.tactics.round_context import Ctx, hex_of
from founders_desktop.tactics.round_state import (
    CharacterState,
    FigureState,
    ModifierDeck,
    MonsterState,
    SummonState,
)


def modifier_deck_for(ctx: Ctx, attacker: FigureState) -> ModifierDeck:
    """Monsters share the monster deck; a summon uses its summoner's (p.26)."""
    if isinstance(attacker, CharacterState):
        return attacker.modifiers
    if isinstance(attacker, SummonState):
        return ctx.state.character(attacker.owner).modifiers
    return ctx.state.monster_modifiers


def attack(
    ctx: Ctx,
    attacker: FigureState,
    target: FigureState,
    value: int,
    ranged: bool,
    conditions: tuple[str, ...] = (),
) -> None:
    """One attack: draw a modifier (two with disadvantage: muddled, or ranged at an adjacent
    target), deal the damage, then give the conditions if the target still stands."""
    adjacent = ctx.scenario.board.adjacent(hex_of(attacker), hex_of(target))
    disadvantage = "muddled" in attacker.conditions or (ranged and adjacent)
    deck = modifier_deck_for(ctx, attacker)
    dealt, cards = attack_value(value, deck, ctx.chance, disadvantage)
    ctx.emit("attack", figure=attacker.id, target=target.id, value=value, modifiers=cards, damage=dealt)
    damage(ctx, target, dealt)
    if target.hex is not None:
        for c in conditions:
            give_condition(ctx, target, c)


def give_condition(ctx: Ctx, f: FigureState, condition: str) -> None:
    """A condition lasts until the end of the figure's next turn: given during its own turn it
    outlives that turn's end once."""
    f.conditions[condition] = ctx.state.active == f.id
    ctx.emit("condition", figure=f.id, condition=condition)


def end_of_turn_conditions(f: FigureState) -> None:
    f.conditions = {c: False for c, keep in f.conditions.items() if keep}


def damage(ctx: Ctx, f: FigureState, amount: int) -> None:
    if amount <= 0 or f.hex is None:
        return
    f.hp -= amount
    if f.hp >= 1:
        return
    if isinstance(f, CharacterState):
        exhaust(ctx, f, "hit_points")
    elif isinstance(f, SummonState):
        remove_summon(ctx, f)
        ctx.emit("dies", figure=f.id)
    elif isinstance(f, MonsterState):
        f.hex = None
        f.hp = 0
        f.conditions = {}
        ctx.emit("dies", figure=f.id)


def heal(ctx: Ctx, f: FigureState, amount: int) -> None:
    before = f.hp
    f.hp = min(f.max_hp, f.hp + amount)
    ctx.emit("heal", figure=f.id, amount=f.hp - before)


def remove_summon(ctx: Ctx, s: SummonState) -> None:
    """A summon leaves: its card leaves the summoner's active pile (lost or discarded)."""
    ctx.state.summons = [o for o in ctx.state.summons if o.id != s.id]
    s.hex = None
    owner = ctx.state.character(s.owner)
    if s.card in owner.piles.active:
        owner.piles.active.remove(s.card)
        (owner.piles.lost if s.card_lost else owner.piles.discard).append(s.card)


def exhaust(ctx: Ctx, c: CharacterState, reason: str) -> None:
    """All cards lost, figure off the map, summons removed; every character out: lost."""
    for s in [s for s in ctx.state.summons if s.owner == c.id]:
        remove_summon(ctx, s)
        ctx.emit("summon_removed", figure=s.id)
    p = c.piles
    p.lost.extend(p.hand + p.played + p.discard + p.active)
    p.hand, p.played, p.discard, p.active = [], [], [], []
    c.exhausted = True
    c.hex = None
    c.conditions = {}
    ctx.emit("exhausted", figure=c.id, reason=reason)
    if not ctx.state.active_characters():
        ctx.state.outcome = "lost"
        ctx.state.phase = "over"
        ctx.emit("scenario_lost")


def spring(ctx: Ctx, f: FigureState, h: Hex) -> None:
    """A trap deals its damage and is gone; hazardous terrain deals half (rounded down) and stays."""
    key = (h.q, h.r)
    if key in ctx.state.traps:
        ctx.state.traps.remove(key)
        ctx.emit("trap", figure=f.id, hex=list(key), damage=ctx.scenario.trap_damage)
        damage(ctx, f, ctx.scenario.trap_damage)
    else:
        half = ctx.scenario.trap_damage // 2
        ctx.emit("hazard", figure=f.id, hex=list(key), damage=half)
        damage(ctx, f, half)
