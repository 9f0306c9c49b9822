"""A character's turn: the top action of one chosen card and the bottom of the other, in either
order (the leading card no longer matters, p.18), each half's actions one decision at a time.

Any half may instead be played as the default Attack 2 (top) or Move 2 (bottom); such a card is
discarded even if its printed half has the loss symbol. At the end of the turn each card goes to
the lost pile if its played half was a loss, to the active pile while a summon it made lives,
else to the discard. A long-resting character's turn is the rest: lose one discarded card of its
choice, heal 2, take the rest of the discard back into its hand.

Elements: an action's infusions are made when it is carried out (whatever the answer) and
become strong at the end of the turn. An action that may consume an element offers
``ConsumeElement`` while that element is strong or waning; consuming adds the printed bonus to
the action's value (and conditions to an attack) for that one action.
"""

from __future__ import annotations

from itertools import combinations

from founders_desktop.tactics.cards import (
    DEFAULT_BOTTOM,
    DEFAULT_TOP,
    AttackAction,
    CardAction,
    CardHalf,
    HealAction,
    LootAction,
    MoveAction,
    RetaliateAction,
    SelfConditionAction,
    ShieldAction,
    SummonAction,
)
from founders_desktop.tactics.combat import (
    attack,
    end_of_turn_conditions,
    give_condition,
    heal,
    retaliate,
    spring,
)
from founders_desktop.tactics.elements import available, end_of_turn_infusions, infuse
from founders_desktop.tactics.forced_move import start_forced
from founders_desktop.tactics.hexgrid import Hex, pattern_orientations
from founders_desktop.tactics.loot import loot
from founders_desktop.tactics.reach import move_cost, negative_hexes, reachable
from founders_desktop.tactics.rounds.actions import (
    Action,
    AttackTargets,
    ConsumeElement,
    HealTarget,
    MoveTo,
    PlayHalf,
    RestLose,
    SummonAt,
)
from founders_desktop.tactics.rounds.context import Ctx, allies_of, enemies_of, hex_of
from founders_desktop.tactics.rounds.state import CharacterState, HalfPlay, SummonState
from founders_desktop.tactics.scenario_flow import (
    closed_doors,
    escape_at_end_of_turn,
    hidden,
    open_doors_on,
)
from founders_desktop.tactics.sight_check import has_sight, in_range
from founders_desktop.tactics.spawn_triggers import doors_opened, turn_ended

LONG_REST_HEAL = 2


def half_of(ctx: Ctx, c: CharacterState, play: HalfPlay) -> CardHalf:
    if play.default:
        return DEFAULT_TOP if play.half == "top" else DEFAULT_BOTTOM
    card = ctx.scenario.character_class(c.cls).card(play.card)
    return card.top if play.half == "top" else card.bottom


def pending_action(ctx: Ctx) -> CardAction | None:
    """The action of the current half waiting for a decision, if any."""
    turn = ctx.state.turn
    if turn is None or not turn.halves:
        return None
    c = ctx.state.character(turn.character)
    half = half_of(ctx, c, turn.halves[-1])
    return half.actions[turn.step] if turn.step < len(half.actions) else None


def half_choices(ctx: Ctx) -> list[Action]:
    turn = ctx.state.turn
    assert turn is not None
    plan = ctx.state.plans[turn.character]
    cards = [plan.leading, plan.second]
    used_cards = {h.card for h in turn.halves}
    used_halves = {h.half for h in turn.halves}
    out: list[Action] = []
    for card in cards:
        if card is None or card in used_cards:
            continue
        for half in ("top", "bottom"):
            if half in used_halves:
                continue
            for default in (False, True):
                out.append(PlayHalf(card=card, half=half, default=default))
    return out


def rest_choices(ctx: Ctx, c: CharacterState) -> list[Action]:
    return [RestLose(card=card) for card in sorted(set(c.piles.discard))]


def boosted(ctx: Ctx, action: CardAction) -> CardAction:
    """The pending action with its consume bonus when the element was consumed for it."""
    turn = ctx.state.turn
    if turn is None or not turn.consumed:
        return action
    if not isinstance(action, MoveAction | AttackAction | HealAction) or action.consume is None:
        return action
    bonus = action.consume
    update: dict[str, object] = {"value": action.value + bonus.value}
    if isinstance(action, AttackAction):
        update["conditions"] = (*action.conditions, *bonus.conditions)
    return action.model_copy(update=update)


def consume_choices(ctx: Ctx, action: CardAction) -> list[Action]:
    """Consuming the pending action's element, while it is strong or waning and not yet done."""
    turn = ctx.state.turn
    if turn is None or turn.consumed:
        return []
    if not isinstance(action, MoveAction | AttackAction | HealAction) or action.consume is None:
        return []
    if not available(ctx, action.consume.element) or turn.move_left is not None:
        return []  # a move going on past a door is the same move: its bonus was taken or not
    return [ConsumeElement(element=action.consume.element)]


def step_choices(ctx: Ctx, c: CharacterState, action: CardAction) -> list[Action]:
    """The legal answers to a pending card action."""
    action = boosted(ctx, action)
    if isinstance(action, MoveAction):
        return [MoveTo(hex=(h.q, h.r)) for h in move_ends(ctx, c, action)]
    if isinstance(action, AttackAction):
        return [AttackTargets(targets=t) for t in attack_options(ctx, c, action)]
    if isinstance(action, HealAction):
        here = hex_of(c)
        allies = [c, *allies_of(ctx.state, c)] if action.range > 0 else [c]
        board, rules = ctx.scenario.board, ctx.scenario.rules
        return [
            HealTarget(target=a.id)
            for a in sorted(allies, key=lambda a: a.id)
            if a.id == c.id or in_range(board, rules, here, hex_of(a), action.range)
        ]
    if isinstance(action, SummonAction):
        spots = summon_spots(ctx, c)
        return [SummonAt(hex=(h.q, h.r)) for h in spots] if spots else [SummonAt(hex=None)]
    return []


def move_ends(ctx: Ctx, c: CharacterState, action: MoveAction) -> dict[Hex, tuple[Hex, ...]]:
    state = ctx.state
    value = 0 if "immobilized" in c.conditions else _move_value(ctx, action)
    enemies = {hex_of(e) for e in enemies_of(state, c)}
    others = {hex_of(f) for f in state.figures_on_map() if f.id != c.id}
    traps = {Hex(*t) for t in state.traps}
    hide = hidden(state)
    if hide:  # a closed door's room is neither entered nor ended in
        enemies |= hide
        others |= hide
    ends = reachable(
        ctx.scenario.board, ctx.scenario.rules, hex_of(c), value, action.mode, enemies, others, traps
    )
    if not hide:
        return ends
    return {h: p for h, p in ends.items() if not any(x in hide for x in p)}


def _move_value(ctx: Ctx, action: MoveAction) -> int:
    """The move's value, or what it has left after opening a door."""
    turn = ctx.state.turn
    return turn.move_left if turn is not None and turn.move_left is not None else action.value


def attack_options(ctx: Ctx, c: CharacterState, action: AttackAction) -> list[tuple[str, ...]]:
    """Sets of targets (ids, sorted); the empty set skips the attack."""
    if "disarmed" in c.conditions:
        return [()]
    board, rules = ctx.scenario.board, ctx.scenario.rules
    here = hex_of(c)
    foes = [e for e in enemies_of(ctx.state, c) if "invisible" not in e.conditions]
    options: set[tuple[str, ...]] = set()
    if action.area is not None:
        by_hex = {hex_of(e): e.id for e in foes}
        origins = (
            [here]
            if action.area.melee
            else [
                h
                for h in board.hexes
                if board.is_open(h) and in_range(board, rules, here, Hex(*h), action.range)
            ]
        )
        for origin in origins:
            for shape in pattern_orientations(action.area.hexes):
                hit = [
                    by_hex[Hex(origin.q + dq, origin.r + dr)]
                    for dq, dr in shape
                    if Hex(origin.q + dq, origin.r + dr) in by_hex
                    and has_sight(board, rules, here, Hex(origin.q + dq, origin.r + dr))
                ]
                if hit:
                    options.add(tuple(sorted(hit)))
    else:
        reach = sorted(e.id for e in foes if in_range(board, rules, here, hex_of(e), action.range))
        for n in range(1, min(action.targets, len(reach)) + 1):
            options.update(combinations(reach, n))
    return [(), *sorted(options)]


def summon_spots(ctx: Ctx, c: CharacterState) -> list[Hex]:
    board = ctx.scenario.board
    here = hex_of(c)
    taken = {hex_of(f) for f in ctx.state.figures_on_map()}
    shut = hidden(ctx.state) | closed_doors(ctx.state)
    return [
        n
        for n in here.neighbours()
        if board.adjacent(here, n) and n not in taken and n not in shut and not _blocks(ctx, n)
    ]


def _blocks(ctx: Ctx, h: Hex) -> bool:
    t = ctx.scenario.board.terrain_at(h)
    return t is not None and t.blocks_walking


def do_step(ctx: Ctx, c: CharacterState, action: CardAction, answer: Action) -> None:
    """Carry out a pending card action with the player's answer."""
    state = ctx.state
    turn = state.turn
    assert turn is not None
    action = boosted(ctx, action)
    if isinstance(action, MoveAction | AttackAction | HealAction | SummonAction):
        infuse(ctx, action.infuse)
    if isinstance(action, MoveAction) and isinstance(answer, MoveTo):
        path = move_ends(ctx, c, action)[Hex(*answer.hex)]
        left = _move_value(ctx, action)
        turn.move_left = None
        if len(path) > 1:
            ctx.emit("move", figure=c.id, path=[list(h) for h in path])
            c.hex = answer.hex
            # a jump enters only the hex it lands in
            opened = open_doors_on(ctx, c, path if action.mode != "jump" else (path[0], path[-1]))
            if opened:
                doors_opened(ctx)
            traps = {Hex(*t) for t in state.traps}
            for h in negative_hexes(ctx.scenario.board, path, action.mode, traps):
                spring(ctx, c, h)
                if c.hex is None:
                    return
            left -= move_cost(ctx.scenario.board, ctx.scenario.rules, path, action.mode)
            if opened and state.doors_mid_round and left > 0:
                turn.move_left = left  # opening a door does not end the move
                return
    elif isinstance(action, AttackAction) and isinstance(answer, AttackTargets):
        turn.targets_left = list(answer.targets)
        if not continue_attack(ctx, c, action):
            return  # a push or pull waits for its hexes
    elif isinstance(action, HealAction) and isinstance(answer, HealTarget):
        heal(ctx, state.figure(answer.target), action.value)
    elif isinstance(action, SummonAction) and isinstance(answer, SummonAt) and answer.hex is not None:
        play = turn.halves[-1]
        state.summon_counter += 1
        sid = f"{c.id}.{action.name}#{state.summon_counter}"
        state.summons.append(
            SummonState(
                id=sid,
                hex=answer.hex,
                hp=action.hp,
                max_hp=action.hp,
                owner=c.id,
                name=action.name,
                move=action.move,
                attack=action.attack,
                range=action.range,
                flying=action.flying,
                summoned_round=state.round,
                card=play.card,
                card_lost=half_of(ctx, c, play).loss,
            )
        )
        ctx.emit("summon", figure=c.id, summon=sid, hex=list(answer.hex))
    turn.step += 1
    turn.consumed = False


def continue_attack(ctx: Ctx, c: CharacterState, action: AttackAction) -> bool:
    """Attack the targets left in order, each with all its effects (damage, conditions, push
    or pull, then its retaliate) before the next; False when a forced movement waits."""
    turn = ctx.state.turn
    assert turn is not None
    while turn.targets_left:
        target = ctx.state.find(turn.targets_left.pop(0))
        if target is None or target.hex is None or c.hex is None:
            continue
        forced = "push" if action.push else "pull"
        value = action.push or action.pull
        attack(ctx, c, target, action.value, action.range > 0, action.conditions, action.pierce, False)
        if target.hex is not None and start_forced(ctx, target, forced, value, c):
            return False
        if target.hex is not None:
            retaliate(ctx, target, c)
    return True


def after_forced(ctx: Ctx, c: CharacterState, target_id: str) -> None:
    """A push or pull is over: the target retaliates from where it stands, the attack goes on
    to its next target, and the action ends when no target is left."""
    turn = ctx.state.turn
    assert turn is not None
    pending = pending_action(ctx)
    assert pending is not None
    action = boosted(ctx, pending)
    assert isinstance(action, AttackAction)
    target = ctx.state.find(target_id)
    if target is not None and target.hex is not None and c.hex is not None:
        retaliate(ctx, target, c)
    if continue_attack(ctx, c, action):
        turn.step += 1
        turn.consumed = False


def auto_steps(ctx: Ctx, c: CharacterState) -> None:
    """Carry out the actions that need no decision (conditions on oneself, round bonuses)."""
    while True:
        action = pending_action(ctx)
        if isinstance(action, ShieldAction):
            c.round_shield += action.value
            ctx.emit("shield", figure=c.id, value=action.value)
        elif isinstance(action, RetaliateAction):
            c.round_retaliate.append((action.value, action.range))
            ctx.emit("retaliate_bonus", figure=c.id, value=action.value, range=action.range)
        elif isinstance(action, SelfConditionAction):
            give_condition(ctx, c, action.condition)
            infuse(ctx, action.infuse)
        elif isinstance(action, LootAction):
            loot(ctx, c, action.range)
        else:
            return
        assert ctx.state.turn is not None
        ctx.state.turn.step += 1


def long_rest(ctx: Ctx, c: CharacterState, card: str) -> None:
    p = c.piles
    p.discard.remove(card)
    p.lost.append(card)
    p.hand.extend(p.discard)
    p.discard = []
    ctx.emit("long_rest", figure=c.id, lost=card)
    heal(ctx, c, LONG_REST_HEAL)


def finish_turn(ctx: Ctx, c: CharacterState) -> None:
    """Put the played cards where they belong and let conditions run out."""
    turn = ctx.state.turn
    if turn is not None and not c.exhausted:
        live = {s.card for s in ctx.state.summons if s.owner == c.id}
        plan = ctx.state.plans[c.id]
        for card in (plan.leading, plan.second):
            if card is None or card not in c.piles.played:
                continue
            c.piles.played.remove(card)
            play = next((h for h in turn.halves if h.card == card), None)
            if card in live:
                c.piles.active.append(card)
            elif play is not None and not play.default and half_of(ctx, c, play).loss:
                c.piles.lost.append(card)
            else:
                c.piles.discard.append(card)
        loot(ctx, c, 0)
        escape_at_end_of_turn(ctx, c)
        end_of_turn_conditions(c)
    end_of_turn_infusions(ctx, c.id)
    turn_ended(ctx)
    ctx.emit("turn_end", figure=c.id)
