"""The round's automatic steps between decisions (rulebook p.16-18, 28).

``advance`` runs everything that needs no one's choice until a decision is pending or the
scenario is over: the start-of-round exhaustion check, the monster cards' reveal once every
character has planned, the turn order, each figure's turn in order (monsters and summons with a
single legal outcome act at once), and the end of round (short rests, reshuffles, the win).
"""

from __future__ import annotations

from founders_desktop.tactics.character_turn import auto_steps, finish_turn, pending_action
from founders_desktop.tactics.combat import (
    end_of_round_bonuses,
    end_of_turn_conditions,
    exhaust,
    start_of_turn_wound,
)
from founders_desktop.tactics.elements import end_of_turn_infusions, wane
from founders_desktop.tactics.initiative import turn_order, turn_queue
from founders_desktop.tactics.modifiers import reshuffle_if_needed
from founders_desktop.tactics.monster_act import carry_out, outcomes_for, set_consumes
from founders_desktop.tactics.rounds.context import Ctx, initiative_of
from founders_desktop.tactics.rounds.reveal import reveal_card
from founders_desktop.tactics.rounds.state import (
    CharacterState,
    CharacterTurn,
    FigureState,
    MonsterState,
    OutcomeData,
)
from founders_desktop.tactics.scenario_flow import objective_met, spawn_for_round
from founders_desktop.tactics.spawn_triggers import every_round, turn_ended

SHORT_REST_MIN_DISCARD = 2


def start_round(ctx: Ctx) -> None:
    """Exhaust every character that can neither play two cards nor rest; then plan."""
    state = ctx.state
    ctx.emit("round_start", round=state.round)
    for c in state.active_characters():
        if len(c.piles.hand) < 2 and len(c.piles.discard) < 2:
            exhaust(ctx, c, "cards")
            if state.phase == "over":
                return
    spawn_for_round(ctx)
    every_round(ctx)
    state.phase = "plan"
    state.plans = {}


def advance(ctx: Ctx) -> None:
    state = ctx.state
    while state.phase != "over":
        if state.phase == "plan":
            if any(c.id not in state.plans for c in state.active_characters()):
                return
            reveal_monster_cards(ctx)
            state.order = turn_order(state, ctx.scenario)
            state.acted = {}
            state.phase = "order"
        elif state.phase == "order":
            if any(len(g) > 1 for g in state.order):
                return
            state.phase = "turns"
            state.slot, state.queue, state.active = 0, [], None
        elif state.phase == "turns":
            if not _advance_turns(ctx):
                return
        elif state.phase == "rest":
            state.rest_pending = [
                cid
                for cid in state.rest_pending
                if not state.character(cid).exhausted
                and len(state.character(cid).piles.discard) >= SHORT_REST_MIN_DISCARD
            ]
            if state.rest_pending:
                return
            next_round(ctx)


def _advance_turns(ctx: Ctx) -> bool:
    """One automatic step of the turns phase; False when a decision is pending."""
    state = ctx.state
    if state.active is not None:
        f = state.figure(state.active)
        if isinstance(f, CharacterState):
            return _continue_character(ctx, f)
        if state.choices:
            return False
        state.active = None
        return True
    if state.queue:
        fid = state.queue.pop(0)
        try:
            f = state.figure(fid)
        except KeyError:
            return True  # a summon removed earlier this round
        if f.hex is not None:
            _begin_turn(ctx, f)
        return True
    if state.slot < len(state.order):
        if len(state.order[state.slot]) > 1:
            return False  # monsters revealed mid-round tied: the players order them first
        state.queue = turn_queue(state, state.order[state.slot][0])
        state.slot += 1
        return True
    end_round(ctx)
    return True


def _begin_turn(ctx: Ctx, f: FigureState) -> None:
    """Wound first (it may end the figure); a stunned figure does nothing but a long rest: a
    stunned character's two cards are simply discarded (p.23)."""
    state = ctx.state
    state.active = f.id
    state.acted[f.id] = state.slot - 1
    ctx.emit("turn_start", figure=f.id, initiative=initiative_of(state, ctx.scenario, f))
    start_of_turn_wound(ctx, f)
    if state.phase == "over":
        return
    if isinstance(f, CharacterState):
        state.turn = CharacterTurn(character=f.id)
        if f.hex is not None and "stunned" in f.conditions and not state.plans[f.id].long_rest:
            ctx.emit("stunned", figure=f.id)
            _close_character_turn(ctx, f)
        return
    if f.hex is None:
        ctx.emit("turn_end", figure=f.id)
        state.active = None
        return
    if "stunned" in f.conditions:
        ctx.emit("stunned", figure=f.id)
        end_of_turn_conditions(f)
        ctx.emit("turn_end", figure=f.id)
        state.active = None
        return
    if isinstance(f, MonsterState):
        set_consumes(ctx, f)
    options = outcomes_for(ctx, f)
    if len(options) > 1:
        state.choices = options
        return
    finish_automated(ctx, f, options[0])


def finish_automated(ctx: Ctx, f: FigureState, outcome: OutcomeData) -> None:
    ctx.state.choices = []
    carry_out(ctx, f, outcome)
    if f.hex is not None:
        end_of_turn_conditions(f)
    end_of_turn_infusions(ctx, f.id)
    turn_ended(ctx)
    ctx.emit("turn_end", figure=f.id)
    ctx.state.active = None


def _continue_character(ctx: Ctx, c: CharacterState) -> bool:
    state = ctx.state
    turn = state.turn
    if c.exhausted or turn is None:
        _close_character_turn(ctx, c)
        return True
    if state.plans[c.id].long_rest:
        return False  # waiting for RestLose
    auto_steps(ctx, c)
    if pending_action(ctx) is not None:
        return False
    if len(turn.halves) < 2:
        return False  # waiting for the next PlayHalf
    _close_character_turn(ctx, c)
    return True


def _close_character_turn(ctx: Ctx, c: CharacterState) -> None:
    finish_turn(ctx, c)
    ctx.state.turn = None
    ctx.state.active = None


def end_round(ctx: Ctx) -> None:
    """The objective met (every monster dead unless the scenario says otherwise): won.
    Otherwise offer short rests, then start the next round."""
    state = ctx.state
    ctx.emit("round_end", round=state.round)
    if objective_met(ctx):
        state.outcome = "won"
        state.phase = "over"
        ctx.emit("scenario_won", round=state.round)
        return
    state.phase = "rest"
    long_rested = {cid for cid, plan in state.plans.items() if plan.long_rest}
    state.rest_pending = [c.id for c in state.active_characters() if c.id not in long_rested]


def next_round(ctx: Ctx) -> None:
    """Elements wane, round bonuses end; reshuffles (modifier decks after x2 or null, monster decks after a
    shuffle card); then a new round."""
    state = ctx.state
    wane(ctx)
    end_of_round_bonuses(ctx)
    for c in state.characters:
        reshuffle_if_needed(c.modifiers, ctx.chance)
    reshuffle_if_needed(state.monster_modifiers, ctx.chance)
    for type_id, deck in state.monster_decks.items():
        if deck.revealed is None:
            continue
        card = ctx.scenario.monster_type(type_id).card(deck.revealed)
        deck.discard.append(deck.revealed)
        deck.revealed = None
        if card.shuffle:
            deck.draw = ctx.chance.shuffled(deck.draw + deck.discard)
            deck.discard = []
    state.round += 1
    state.order, state.slot, state.queue, state.acted = [], 0, [], {}
    start_round(ctx)


def reveal_monster_cards(ctx: Ctx) -> None:
    """Each monster type with a figure on the map reveals the top card of its deck."""
    living = {m.type for m in ctx.state.living_monsters()}
    for type_id in ctx.state.monster_decks:
        if type_id in living:
            reveal_card(ctx, type_id)
