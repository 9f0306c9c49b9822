"""The engine's API: who decides, what they may do, and what doing it changes.

``apply`` clones the state, pops the top step, carries out the action, then resolves every
automatic step until a decision is owed again (or the game is over).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from founders_desktop.city.game import boardops, complete, end, setup, turns, vote
from founders_desktop.city.game import effects as E
from founders_desktop.city.game import tiles as T
from founders_desktop.city.game.actions import Action, ActionRecord, IllegalAction, Violation
from founders_desktop.city.game.effect_codes import AUTO_CODES, effect_code
from founders_desktop.city.game.state import GameState, Step
from founders_desktop.content.effects import Upgrade

OptionsFn = Callable[[GameState, Step], Iterator[Action]]
ApplyFn = Callable[[GameState, Step, Action, ActionRecord], None]


def _basic_step(state: GameState, step: Step) -> Iterator[Action]:
    return turns.basic_options(state, step.seat)


def _choose_proposal(state: GameState, step: Step) -> Iterator[Action]:
    for space in step.options:
        yield Action("choose_proposal", step.seat, index=space)


def _upgrade_road_apply(state: GameState, step: Step, action: Action, rec: ActionRecord) -> None:
    if action.type == "road":
        E.apply_option(state, Step("road", step.seat), action, rec)


DECISIONS: dict[str, tuple[OptionsFn, ApplyFn]] = {
    "choose_race": (setup.setup_options, setup.apply_setup),
    "aesther_resource": (setup.setup_options, setup.apply_setup),
    "choose_resource": (setup.setup_options, setup.apply_setup),
    "first_stall": (setup.setup_options, setup.apply_setup),
    "turn": (turns.turn_options, turns.apply_play),
    "basic": (_basic_step, turns.apply_basic),
    "follow": (turns.follow_step_options, turns.apply_follow),
    "effect": (E.options, E.apply_option),
    "road": (E.options, E.apply_option),
    "place": (E.options, E.apply_option),
    "upgrade_road": (E.upgrade_road_options, _upgrade_road_apply),
    "reset_bonus": (vote.reset_options, vote.apply_reset),
    "vote": (vote.vote_options, vote.apply_vote),
    "choose_proposal": (_choose_proposal, vote.apply_vote),
    "place_prestige": (vote.prestige_options, vote.apply_vote),
}


def current_player(state: GameState) -> int | None:
    """The seat that must decide now (a card, a follow, a vote, a placement...), None when over."""
    if not state.stack:
        return None
    return state.stack[-1].seat


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action for the current decision (cached on the state, which never changes)."""
    if state.legal is not None:
        return state.legal
    if not state.stack:
        return []
    step = state.stack[-1]
    result = list(DECISIONS[step.kind][0](state, step))
    if _checks_rest(state, step):
        # "the player must be able to fully resolve the card's main action": an intermediate
        # choice is offered only if the rest of the action can still be carried out after it
        result = [a for a in result if complete.still_completes(state, a)]
    state.legal = result
    return result


def _checks_rest(state: GameState, step: Step) -> bool:
    """Whether a choice of this step could leave the rest of its action impossible."""
    if step.kind not in complete.BLOCK_KINDS or step.kind == "upgrade_road":
        return False
    if step.kind == "effect" and isinstance(step.effect, Upgrade) and step.effect.road:
        return True  # "road_first" puts the tile after a road
    if step.kind == "road" and step.ref == "upgrade_first":
        return True
    return complete.rest_is_risky(state)


def validate(state: GameState, action: Action) -> list[Violation]:
    """Why ``action`` is illegal now (empty if it is legal)."""
    if not state.stack:
        return [Violation("game_over")]
    step = state.stack[-1]
    if action.seat != step.seat:
        return [Violation("not_your_decision", (("seat", step.seat),))]
    legal = legal_actions(state)
    if action.choices:
        return _check_choices(state, action, legal)
    if action in legal:
        return []
    if step.kind in complete.BLOCK_KINDS and action in DECISIONS[step.kind][0](state, step):
        return [Violation("rest_of_action_impossible", (("type", action.type),))]
    if not any(a.type == action.type for a in legal):
        return [Violation("action_not_available", (("decision", step.kind), ("type", action.type)))]
    return [_diagnose(state, action)]


def _check_choices(state: GameState, action: Action, legal: list[Action]) -> list[Violation]:
    """A placement with chosen sources: the placement must be legal and every choice one of the
    real alternatives the board reports for it."""
    base = action.without_choices()
    if base not in legal or base.placement is None:
        return validate(state, base) or [Violation("choices_without_placement")]
    tiles = state.board.tiles
    for key in action.choice_dict():
        # "the owner of that tile chooses which of the prerequisite resource building tiles to
        # use": a source for another player's tile is theirs to choose (their default applies)
        if key[0] == "source" and key[1] < len(tiles) and tiles[key[1]].owner != action.seat:
            return [Violation("not_your_choice", (("what", key[0]), ("tile", key[1]), ("resource", key[2])))]
    options = boardops.choice_options(state, base.placement)
    for key, chosen in action.choice_dict().items():
        if chosen not in options.get(key, ()):
            return [Violation("not_a_choice", (("what", key[0]), ("tile", key[1]), ("resource", key[2])))]
    return []


def _diagnose(state: GameState, action: Action) -> Violation:
    """A more precise code for the commonest mistakes."""
    p = state.players[action.seat]
    if action.type == "play_card":
        if action.target not in p.hand:
            return Violation("card_not_in_hand", (("card", action.target),))
        if action.target == turns.CALL_TO_VOTE and action.face_up:
            return Violation("not_enough_cards_played", (("needed", turns.cards_before_vote(state)),))
        if action.target == turns.CALL_TO_VOTE:
            return Violation("call_to_vote_face_down")
        return Violation("main_action_impossible", (("card", action.target),))
    if action.type == "vote" and (action.fleeting > p.fleeting or action.lasting > p.lasting):
        return Violation("not_enough_influence")
    if action.type == "recruit":
        return Violation("cannot_recruit", (("space", action.index),))
    if action.placement is not None:
        return Violation("illegal_placement", (("kind", action.placement.kind),))
    return Violation("illegal_action", (("type", action.type),))


def apply(state: GameState, action: Action, check: bool = True) -> tuple[GameState, ActionRecord]:
    """The state after ``action`` and a record of what happened; ``state`` is left as it was."""
    if check:
        problems = validate(state, action)
        if problems:
            raise IllegalAction(action, problems)
    new = state.clone()
    return new, _carry_out(new, action)


def apply_in_place(state: GameState, action: Action, check: bool = True) -> ActionRecord:
    """``apply`` that changes ``state`` itself instead of a copy, for a playout on a state nobody
    else holds (a search's own clone, played to the end and dropped): no copy per decision.
    Lists ``legal_actions`` returned before stay as they were."""
    if check:
        problems = validate(state, action)
        if problems:
            raise IllegalAction(action, problems)
    state.legal = None
    return _carry_out(state, action)


def _carry_out(state: GameState, action: Action) -> ActionRecord:
    rec = ActionRecord(action)
    step = state.stack.pop()
    DECISIONS[step.kind][1](state, step, action, rec)
    run_steps(state, rec)
    return rec


def run_steps(state: GameState, rec: ActionRecord) -> None:
    """Resolve automatic steps, and skip decisions that have no legal option (a vote with no
    proposals; an effect only on a scratch copy, as ``legal_actions`` never lets one arise)."""
    while state.stack:
        step = state.stack[-1]
        kind = step.kind
        if kind in DECISIONS:
            if kind == "effect" and step.effect is not None and effect_code(step.effect) in AUTO_CODES:
                state.stack.pop()
                E.resolve_auto(state, rec, step)
                continue
            if kind == "place_prestige" and not any(True for _ in vote.prestige_options(state, step)):
                state.stack.pop()
                replacement = vote.replace_unplaceable(state, rec, step)
                if replacement is not None:
                    state.stack.append(replacement)
                continue
            if not _possible(state, step):
                state.stack.pop()
                rec.events.append(f"skipped:{kind}")
                continue
            return
        state.stack.pop()
        _auto(state, rec, step)


def _possible(state: GameState, step: Step) -> bool:
    """Whether a decision has any legal option (cheaply: stops at the first one found)."""
    if step.options and step.kind in ("effect", "place"):  # an upgrade tied to its road
        return any(True for _ in E.options(state, step))
    match step.kind:
        case "effect":
            assert step.effect is not None
            return E.can_begin(state, step.seat, (step.effect,)) is not False
        case "road":
            return T.can_build_road(state, step.seat)
        case "place":
            assert step.effect is not None
            return T.piece_possible(state, step.seat, step.effect, T.piece_of(step.ref))
        case "vote":
            return bool(state.proposals)
    return True


def _auto(state: GameState, rec: ActionRecord, step: Step) -> None:
    match step.kind:
        case "neutral":
            setup.settle_neutral(state)
        case "begin":
            state.phase = "play"
            state.active = state.start_player
            _begin_turn(state)
        case "end_turn":
            turns.shift_offer(state)
            if state.end_triggered:
                end.finish(state)
                rec.events.append("game_over")
                return
            state.active = (state.active + 1) % state.n
            _begin_turn(state)
        case "vote_return":
            vote.return_cards(state, step.seat)
        case "vote_income":
            vote.others_income(state, rec, step.seat)
        case "solo_income":
            vote.solo_income(state, rec, step.seat)
        case "vote_resolve":
            vote.resolve_votes(state, rec)
        case "after_vote":
            vote.after_vote(state)
        case "solo_end":
            end.finish(state)
            rec.events.append("game_over")
        case _:
            raise AssertionError(step.kind)


def _begin_turn(state: GameState) -> None:
    state.turn += 1
    state.stack.append(Step("turn", state.active))
