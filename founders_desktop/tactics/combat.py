"""Damage and its consequences: attacks with modifier cards, traps and hazardous terrain,
deaths, exhaustion, summons lost.

Exhaustion (rulebook p.17, 28): a character whose hit points drop below 1 is exhausted; all its
ability cards go to the lost pile, its figure leaves the map and its summons are removed (their
cards were in the active pile and are lost with the rest). When every character is exhausted
the scenario is lost, at once.

Conditions (p.22-23): given by an attack after its damage, to a target that still stands.
Poisoned: enemies attacking it gain +1 attack; a heal removes poison (and wound) and does
nothing else. Wounded: 1 damage at the start of each of its turns; a heal removes it and heals
normally. Both last until healed. Immobilized, disarmed, stunned, muddled (disadvantage),
invisible and strengthened (advantage) end at the end of the figure's next turn. Blessed and
cursed are cards shuffled into the figure's modifier deck (``modifiers``), not tokens.

Shield and retaliate (p.21): a monster's printed ones always hold, and so do those a scenario's
setup gives a figure (its starting state, scenario.py); those of an ability card (a character's
round bonus, a monster card performed on its turn) hold until the end of the round. Shield X
reduces each attack's damage by X after the modifier card; pierce Y ignores up to Y of it.
After an attack by an enemy within its range, a retaliating figure that is still standing deals
its retaliate damage to the attacker (not an attack: no shield, no modifier).
"""

from __future__ import annotations

from founders_desktop.tactics.catalog import MonsterStats
from founders_desktop.tactics.damage_choice import negated
from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.loot import drop_money
from founders_desktop.tactics.modifiers import BLESS, CURSE, attack_value, shuffle_in
from founders_desktop.tactics.rounds.context import Ctx, hex_of
from founders_desktop.tactics.rounds.state import (
    CharacterState,
    FigureState,
    ModifierDeck,
    MonsterState,
    SummonState,
)
from founders_desktop.tactics.sight_check import in_range
from founders_desktop.tactics.spawn_triggers import died


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
    pierce: int = 0,
    then_retaliate: bool = True,
) -> None:
    """One attack: +1 against a poisoned target, then draw a modifier (two with disadvantage:
    muddled, or ranged at an adjacent target; two with advantage: strengthened; both cancel),
    deal the damage, then give the conditions if the target still stands. A monster's stat
    card may add pierce and conditions to every attack it makes."""
    printed = _stat_row(ctx, attacker)
    if printed is not None:
        pierce += printed.pierce
        conditions = (*conditions, *(c for c in printed.conditions if c not in conditions))
    adjacent = ctx.scenario.board.adjacent(hex_of(attacker), hex_of(target))
    disadvantage = "muddled" in attacker.conditions or (ranged and adjacent)
    advantage = "strengthened" in attacker.conditions
    if "poisoned" in target.conditions:
        value += 1
    deck = modifier_deck_for(ctx, attacker)
    dealt, cards = attack_value(value, deck, ctx.chance, disadvantage, advantage)
    shield = max(0, shield_of(ctx, target) - pierce)
    extra = {"shield": shield} if shield else {}
    dealt = max(0, dealt - shield)
    ctx.emit(
        "attack", figure=attacker.id, target=target.id, value=value, modifiers=cards, damage=dealt, **extra
    )
    damage(ctx, target, dealt, attacker.id)
    if target.hex is None:
        return
    for c in conditions:
        give_condition(ctx, target, c)
    if then_retaliate:
        retaliate(ctx, target, attacker)


def _stat_row(ctx: Ctx, f: FigureState) -> MonsterStats | None:
    """A monster's row of its stat card at the scenario's level; None for anyone else."""
    if not isinstance(f, MonsterState):
        return None
    return ctx.scenario.monster_type(f.type).stats(f.elite, ctx.scenario.level)


def _printed(ctx: Ctx, f: FigureState) -> tuple[int, int]:
    """A monster's innate (shield, retaliate) from its stat card; (0, 0) for anyone else."""
    stats = _stat_row(ctx, f)
    return (0, 0) if stats is None else (stats.shield, stats.retaliate)


def shield_of(ctx: Ctx, f: FigureState) -> int:
    """The printed shield, the scenario's starting one and this round's bonuses."""
    return _printed(ctx, f)[0] + ctx.scenario.starting(f.id).shield + f.round_shield


def retaliates(ctx: Ctx, f: FigureState) -> list[tuple[int, int]]:
    """Every retaliate the figure has now, as (value, range): the printed one (adjacent), the
    scenario's starting one, then this round's bonuses. Range 1 is adjacent attackers only."""
    innate = _printed(ctx, f)[1]
    pairs = [(innate, 1)] if innate else []
    start = ctx.scenario.starting(f.id)
    if start.retaliate:
        pairs.append((start.retaliate, start.retaliate_range))
    pairs.extend((int(v), int(r)) for v, r in f.round_retaliate)
    return pairs


def retaliate(ctx: Ctx, target: FigureState, attacker: FigureState) -> None:
    """The standing target's retaliate against an attacker within range (innate: adjacent)."""
    if attacker.hex is None:
        return
    board, rules = ctx.scenario.board, ctx.scenario.rules
    here, there = hex_of(target), hex_of(attacker)
    total = sum(
        value
        for value, rng in retaliates(ctx, target)
        if (board.adjacent(here, there) if rng <= 1 else in_range(board, rules, here, there, rng))
    )
    if total > 0:
        ctx.emit("retaliate", figure=target.id, target=attacker.id, damage=total)
        damage(ctx, attacker, total, target.id)


def end_of_round_bonuses(ctx: Ctx) -> None:
    """Round bonuses run out at the end of the round."""
    for f in [*ctx.state.characters, *ctx.state.monsters, *ctx.state.summons]:
        f.round_shield = 0
        f.round_retaliate = []


#: Conditions that stay until a heal removes them, not until the end of the next turn.
UNTIL_HEALED = frozenset({"poisoned", "wounded"})
#: Conditions that are modifier cards shuffled into the figure's deck.
DECK_CARDS = {"blessed": BLESS, "cursed": CURSE}


def give_condition(ctx: Ctx, f: FigureState, condition: str) -> None:
    """A condition lasts until the end of the figure's next turn: given during its own turn it
    outlives that turn's end once. Bless and curse go into the figure's modifier deck. A
    monster immune to the condition (printed on its stat card) does not get it."""
    if isinstance(f, MonsterState) and condition in ctx.scenario.monster_type(f.type).immunities:
        ctx.emit("immune", figure=f.id, condition=condition)
        return
    card = DECK_CARDS.get(condition)
    if card is not None:
        if shuffle_in(modifier_deck_for(ctx, f), card, ctx.chance):
            ctx.emit("condition", figure=f.id, condition=condition)
        return
    f.conditions[condition] = ctx.state.active == f.id
    ctx.emit("condition", figure=f.id, condition=condition)


def end_of_turn_conditions(f: FigureState) -> None:
    f.conditions = {c: False for c, keep in f.conditions.items() if keep or c in UNTIL_HEALED}


def start_of_turn_wound(ctx: Ctx, f: FigureState) -> None:
    """A wounded figure suffers 1 damage at the start of each of its turns (p.22)."""
    if "wounded" in f.conditions and f.hex is not None:
        ctx.emit("wound", figure=f.id, damage=1)
        damage(ctx, f, 1, "wound")


def damage(ctx: Ctx, f: FigureState, amount: int, source: str = "", negatable: bool = True) -> None:
    """``amount`` damage from one source; a character's player may negate it with cards first
    (damage_choice.py)."""
    if amount <= 0 or f.hex is None:
        return
    if isinstance(f, CharacterState) and negatable and negated(ctx, f, amount, source):
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
        where = f.hex
        f.hex = None
        f.hp = 0
        f.conditions = {}
        ctx.emit("dies", figure=f.id)
        drop_money(ctx, f, where)
        died(ctx, f)


def heal(ctx: Ctx, f: FigureState, amount: int) -> None:
    """A heal removes wound and poison; on a poisoned figure it has no other effect (p.22)."""
    poisoned = "poisoned" in f.conditions
    for c in ("poisoned", "wounded"):
        if f.conditions.pop(c, None) is not None:
            ctx.emit("condition_removed", figure=f.id, condition=c)
    before = f.hp
    if not poisoned:
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
    if not ctx.state.active_characters() and not any(o.escaped for o in ctx.state.characters):
        ctx.state.outcome = "lost"
        ctx.state.phase = "over"
        ctx.emit("scenario_lost")


def spring(ctx: Ctx, f: FigureState, h: Hex) -> None:
    """A trap deals its damage and is gone; hazardous terrain deals half (rounded down) and stays."""
    key = (h.q, h.r)
    if key in ctx.state.traps:
        ctx.state.traps.remove(key)
        ctx.emit("trap", figure=f.id, hex=list(key), damage=ctx.scenario.trap_damage)
        damage(ctx, f, ctx.scenario.trap_damage, "trap")
    else:
        half = ctx.scenario.trap_damage // 2
        ctx.emit("hazard", figure=f.id, hex=list(key), damage=half)
        damage(ctx, f, half, "hazard")
