"""The round engine's API, the same shape as the city game's (docs/ARCHITECTURE.md):

``new_game(scenario, seed)``, ``current_decider(state)``, ``legal_actions(state)``,
``validate(state, action) -> list[Violation]`` and ``apply(state, action) -> (state, record)``.
The scenario travels with the state as shared content (``state.content``).
States are never changed in place: ``apply`` works on a clone and refuses illegal actions.
A game replays exactly from (scenario, seed, action log): see ``replay``.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import permutations

from founders_desktop.tactics.character_turn import (
    after_forced,
    consume_choices,
    do_step,
    finish_turn,
    half_choices,
    long_rest,
    pending_action,
    rest_choices,
    step_choices,
)
from founders_desktop.tactics.combat import damage
from founders_desktop.tactics.damage_choice import DamageDecision, damage_choices
from founders_desktop.tactics.elements import consume
from founders_desktop.tactics.forced_move import forced_choices, forced_step
from founders_desktop.tactics.initiative import pending_tie
from founders_desktop.tactics.modifiers import new_deck
from founders_desktop.tactics.monster_forced import ForcedDecision, answer_of, monster_choices
from founders_desktop.tactics.rng import Chance
from founders_desktop.tactics.rounds.actions import (
    Action,
    ActionRecord,
    ChooseOutcome,
    ConsumeElement,
    DamageChoice,
    DeclareLongRest,
    ForcedStep,
    IllegalAction,
    OrderTie,
    PlayHalf,
    RedrawRest,
    RestLose,
    SelectCards,
    ShortRest,
    Violation,
)
from founders_desktop.tactics.rounds.context import Ctx
from founders_desktop.tactics.rounds.flow import advance, finish_automated, start_round
from founders_desktop.tactics.rounds.state import (
    CharacterState,
    HalfPlay,
    MonsterDeckState,
    Piles,
    Plan,
    Resume,
    RoundState,
)
from founders_desktop.tactics.scenario import Scenario
from founders_desktop.tactics.scenario_flow import add_decks, monster_state, starting_conditions
from founders_desktop.tactics.terrain import Terrain

PLAYERS = "players"
REST_MIN_DISCARD = 2


def new_game(
    scenario: Scenario, seed: int, damage_choice: bool = True, doors_mid_round: bool = True
) -> RoundState:
    """The state at the first decision of round 1: decks shuffled, figures placed.
    ``damage_choice`` False: never offer to negate damage (logs saved before it existed);
    ``doors_mid_round`` False: monsters revealed by a door wait for the next round and a move
    stops at the door it opens (logs saved before that rule)."""
    chance = Chance(seed)
    characters = [
        CharacterState(
            id=c.id,
            hex=(c.hex.q, c.hex.r),
            hp=c.max_hp,
            max_hp=c.max_hp,
            cls=c.cls.id,
            piles=Piles(hand=list(c.hand)),
            modifiers=new_deck(chance),
            conditions=starting_conditions(c.start),
        )
        for c in scenario.characters
    ]
    monsters = [monster_state(scenario, m) for m in scenario.monsters]
    decks: dict[str, MonsterDeckState] = {}
    for m in scenario.monsters:
        if m.type.id not in decks:
            decks[m.type.id] = MonsterDeckState(draw=chance.shuffled([c.id for c in m.type.deck]))
    traps = sorted((h.q, h.r) for h, t in scenario.board.terrain.items() if t is Terrain.TRAP)
    state = RoundState(
        scenario=scenario.id,
        seed=seed,
        characters=characters,
        monsters=monsters,
        monster_modifiers=new_deck(chance),
        monster_decks=decks,
        traps=traps,
        money=list(scenario.money),
        damage_choice=damage_choice,
        doors_mid_round=doors_mid_round,
    ).attach(scenario)
    ctx = Ctx(scenario, state, chance)
    add_decks(ctx)
    start_round(ctx)
    advance(ctx)
    ctx.sync()
    return state


def current_decider(state: RoundState) -> str | None:
    """A character's id (its player decides), ``"players"`` (a tie or a monster's outcome),
    or None when the scenario is over."""
    if state.phase == "over":
        return None
    if state.damage_offer is not None:
        return state.damage_offer.character
    if state.forced is not None and state.resume is not None:
        return PLAYERS  # a monster's push or pull: the players choose the hexes (p.32)
    if state.phase == "plan":
        return next((c.id for c in state.active_characters() if c.id not in state.plans), None)
    if state.phase == "order" or state.choices or pending_tie(state) is not None:
        return PLAYERS
    if state.phase == "rest":
        return state.rest_pending[0] if state.rest_pending else None
    return state.active


def legal_actions(state: RoundState) -> list[Action]:
    """Every legal action now, in a fixed order; a short rest's redraw comes last (it is the
    resting character's, offered beside whatever decision follows the rest)."""
    if state.damage_offer is not None:
        return damage_choices(state.character(state.damage_offer.character))
    if state.forced is not None and state.resume is not None:
        return monster_choices(state, Ctx.of(state))
    out = _decision_actions(state)
    if state.rest_redraw is not None and state.phase != "over":
        out.append(RedrawRest(character=state.rest_redraw[0]))
    return out


def _decision_actions(state: RoundState) -> list[Action]:
    decider = current_decider(state)
    if decider is None:
        return []
    ctx = Ctx.of(state)
    if state.phase == "plan":
        c = state.character(decider)
        out: list[Action] = [
            SelectCards(character=c.id, leading=a, second=b)
            for a in c.piles.hand
            for b in c.piles.hand
            if a != b
        ]
        if len(c.piles.discard) >= REST_MIN_DISCARD:
            out.append(DeclareLongRest(character=c.id))
        return out
    tie = pending_tie(state)
    if tie is not None:
        return [OrderTie(order=p) for p in permutations(state.order[tie])]
    if state.phase == "rest":
        return [ShortRest(character=decider, rest=True), ShortRest(character=decider, rest=False)]
    if state.choices:
        return [ChooseOutcome(index=i) for i in range(len(state.choices))]
    if state.forced is not None:
        return forced_choices(ctx)
    c = state.character(decider)
    if state.plans[c.id].long_rest:
        return rest_choices(ctx, c)
    action = pending_action(ctx)
    if action is None:
        return half_choices(ctx)
    return step_choices(ctx, c, action) + consume_choices(ctx, action)


def validate(state: RoundState, action: Action) -> list[Violation]:
    """Why ``action`` is illegal now (empty: it is legal)."""
    if state.phase == "over":
        return [Violation(code="scenario_over")]
    legal = legal_actions(state)
    if action in legal:
        return []
    return [_why(state, action)]


def _why(state: RoundState, action: Action) -> Violation:
    decider = current_decider(state)
    who = getattr(action, "character", None)
    if who is not None and who != decider:
        return Violation(code="not_your_decision", params={"character": who, "decider": decider})
    if isinstance(action, SelectCards) and decider is not None and state.phase == "plan":
        hand = state.character(decider).piles.hand
        for card in (action.leading, action.second):
            if card not in hand:
                return Violation(code="card_not_in_hand", params={"card": card})
        return Violation(code="same_card_twice", params={"card": action.leading})
    if isinstance(action, DeclareLongRest):
        return Violation(code="cannot_rest", params={"needs_discard": REST_MIN_DISCARD})
    if isinstance(action, PlayHalf) and state.turn is not None:
        return Violation(code="half_not_playable", params={"card": action.card, "half": action.half})
    return Violation(
        code="not_legal_now", params={"kind": action.kind, "phase": state.phase, "decider": decider}
    )


def apply(state: RoundState, action: Action) -> tuple[RoundState, ActionRecord]:
    """The state after ``action`` and a record of what it set off. Illegal: IllegalAction."""
    violations = validate(state, action)
    if violations:
        raise IllegalAction(violations)
    if isinstance(action, DamageChoice):
        assert state.resume is not None
        r = state.resume
        return _play(r.base, r.action, [*r.answers, action.cards], r.seen, action)
    if isinstance(action, ForcedStep) and state.resume is not None and state.forced is not None:
        r = state.resume
        return _play(r.base, r.action, [*r.answers, answer_of(action)], r.seen, action)
    return _play(state, action, [], 0, action)


def _play(
    base: RoundState, action: Action, answers: list[tuple[str, ...]], seen: int, shown: Action
) -> tuple[RoundState, ActionRecord]:
    """Play ``action`` on a clone of ``base`` with these damage choices; stop at the next
    choice still to make (the state then shows the game at that moment)."""
    new = base.clone()
    ctx = Ctx.of(new)
    ctx.answers = list(answers)
    redraw, new.rest_redraw = new.rest_redraw, None
    try:
        if isinstance(action, RedrawRest) and redraw is not None:
            redraw_rest(ctx, *redraw)
        else:
            _do(ctx, action)
        advance(ctx)
    except DamageDecision as asked:
        new.damage_offer = asked.offer
        new.resume = Resume(base=base, action=action, answers=answers, seen=len(ctx.events))
    except ForcedDecision:
        new.resume = Resume(base=base, action=action, answers=answers, seen=len(ctx.events))
    ctx.sync()
    return new, ActionRecord(action=shown, events=ctx.events[seen:])


def _do(ctx: Ctx, action: Action) -> None:
    state = ctx.state
    if isinstance(action, SelectCards):
        c = state.character(action.character)
        c.piles.hand.remove(action.leading)
        c.piles.hand.remove(action.second)
        c.piles.played = [action.leading, action.second]
        state.plans[c.id] = Plan(leading=action.leading, second=action.second)
        ctx.emit("plan", figure=c.id, leading=action.leading, second=action.second)
    elif isinstance(action, DeclareLongRest):
        state.plans[action.character] = Plan(long_rest=True)
        ctx.emit("plan", figure=action.character, long_rest=True)
    elif isinstance(action, OrderTie):
        i = pending_tie(state)
        assert i is not None
        state.order[i : i + 1] = [[a] for a in action.order]
        ctx.emit("order_tie", order=list(action.order))
    elif isinstance(action, ShortRest):
        state.rest_pending.remove(action.character)
        if action.rest:
            c = state.character(action.character)
            lost = ctx.chance.choice(sorted(c.piles.discard))
            c.piles.discard.remove(lost)
            c.piles.lost.append(lost)
            back = list(c.piles.discard)
            c.piles.hand.extend(back)
            c.piles.discard = []
            ctx.emit("short_rest", figure=c.id, lost=lost)
            state.rest_redraw = (c.id, lost, back)
    elif isinstance(action, ChooseOutcome):
        assert state.active is not None
        finish_automated(ctx, state.figure(state.active), state.choices[action.index])
    elif isinstance(action, RestLose):
        assert state.active is not None
        long_rest(ctx, state.character(state.active), action.card)
        _end_long_rest(ctx)
    elif isinstance(action, ConsumeElement):
        assert state.turn is not None and state.active is not None
        consume(ctx, state.active, action.element)
        state.turn.consumed = True
    elif isinstance(action, ForcedStep):
        assert state.forced is not None and state.active is not None
        target = state.forced.target
        if forced_step(ctx, action):
            after_forced(ctx, state.character(state.active), target)
    elif isinstance(action, PlayHalf):
        assert state.turn is not None
        state.turn.halves.append(HalfPlay(card=action.card, half=action.half, default=action.default))
        state.turn.step = 0
        ctx.emit(
            "play_half",
            figure=state.turn.character,
            card=action.card,
            half=action.half,
            default=action.default,
        )
    else:
        assert state.active is not None
        c = state.character(state.active)
        pending = pending_action(ctx)
        assert pending is not None
        do_step(ctx, c, pending, action)


def redraw_rest(ctx: Ctx, cid: str, lost: str, back: list[str]) -> None:
    """Suffer 1 damage; unless that exhausts, the first card returns to the hand and another
    of the cards taken back, at random, is lost instead (p.17)."""
    c = ctx.state.character(cid)
    ctx.emit("rest_redraw", figure=c.id, damage=1)
    damage(ctx, c, 1, "rest", negatable=False)
    if c.exhausted:
        return
    other = ctx.chance.choice(sorted(b for b in back if b in c.piles.hand))
    c.piles.hand.remove(other)
    c.piles.lost.append(other)
    c.piles.lost.remove(lost)
    c.piles.hand.append(lost)
    ctx.emit("short_rest", figure=c.id, lost=other)


def _end_long_rest(ctx: Ctx) -> None:
    state = ctx.state
    assert state.active is not None
    finish_turn(ctx, state.character(state.active))
    state.turn = None
    state.active = None


def replay(scenario: Scenario, seed: int, actions: Iterable[Action]) -> RoundState:
    """The state after playing ``actions`` from a new game: a save is (scenario, seed, log)."""
    state = new_game(scenario, seed)
    for action in actions:
        state, _ = apply(state, action)
    return state
