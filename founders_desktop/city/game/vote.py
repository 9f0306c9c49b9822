"""Call to Vote: reset, income, the secret vote, its ties, and the new prestige building.

The caller takes a bonus per card left in hand (1 money, 1 fleeting influence or a road), takes
back its cards and workers; every other player collects income; each votes secretly for a
proposal with 1 + fleeting + 2 x lasting influence. Ties (between proposals, and between top
contributors) go to the involved player with the fewest points, then the one closest to the
caller in player order. The top contributor places the building.

Solo (the pack's design, ``rules.json`` "solo"): ties between proposals follow ``vote_rule``,
and with ``income_at_vote`` the solo player, the caller, collects income before voting.
"""

from __future__ import annotations

from collections.abc import Iterator

from founders_desktop.city.game import boardops
from founders_desktop.city.game import effects as E
from founders_desktop.city.game.actions import (
    Action,
    ActionRecord,
    new_placement_actions,
    shared_action,
    vote_action,
)
from founders_desktop.city.game.proposals import deal_proposals, draw_bottom
from founders_desktop.city.game.state import GameState, Step
from founders_desktop.city.game.tiles import can_build_road
from founders_desktop.city.pieces import Piece, PieceKind
from founders_desktop.city.placements import legal_placements


def start_vote(state: GameState, caller: int, rec: ActionRecord) -> None:
    """Stack the vote sequence after Call to Vote is played (solo: the last cycle ends the game)."""
    state.vote_caller = caller
    rec.events.append("call_to_vote")
    steps: list[Step] = [Step("reset_bonus", caller) for _ in state.players[caller].hand]
    steps.append(Step("vote_return", caller))
    if state.solo:
        state.solo_cycles += 1
        if state.solo_cycles > state.pack.solo.votes:
            steps.append(Step("solo_end", caller))
            state.stack.extend(reversed(steps))
            return
        if state.pack.solo.income_at_vote:
            steps.append(Step("solo_income", caller))
    else:
        steps.append(Step("vote_income", caller))
    steps += [Step("vote", s) for s in state.order_from(caller)]
    steps.append(Step("vote_resolve", caller))
    steps.append(Step("after_vote", caller))
    steps.append(Step("end_turn", caller))
    state.stack.extend(reversed(steps))


def reset_options(state: GameState, step: Step) -> Iterator[Action]:
    yield shared_action("reset_money", step.seat)
    if state.influence_left() > 0:
        yield shared_action("reset_influence", step.seat)
    if can_build_road(state, step.seat):
        yield shared_action("reset_road", step.seat)


def apply_reset(state: GameState, step: Step, action: Action, rec: ActionRecord) -> None:
    seat = step.seat
    if action.type == "reset_money":
        state.players[seat].money += 1
        rec.money.append((seat, 1))
    elif action.type == "reset_influence":
        E.gain_fleeting(state, seat, 1)
    else:
        state.stack.append(Step("road", seat, ref="reset"))


def return_cards(state: GameState, seat: int) -> None:
    """All played cards back to hand (Call to Vote too) and every worker back."""
    p = state.players[seat]
    p.hand.extend(card for card, _ in p.played)
    p.played.clear()
    p.workers_out.clear()


def others_income(state: GameState, rec: ActionRecord, caller: int) -> None:
    for seat in state.order_from(caller)[1:]:
        E.collect_income(state, rec, seat)


def solo_income(state: GameState, rec: ActionRecord, caller: int) -> None:
    """The pack's solo design (``solo.income_at_vote``): the solo player, who called the vote,
    collects income as an opponent of the caller would, before voting."""
    E.collect_income(state, rec, caller)
    rec.events.append("solo_income")


def vote_options(state: GameState, step: Step) -> Iterator[Action]:
    p = state.players[step.seat]
    for space in range(len(state.proposals)):
        for lasting in range(p.lasting + 1):
            for fleeting in range(p.fleeting + 1):
                yield vote_action(step.seat, space, fleeting, lasting)


def influence_of(state: GameState, fleeting: int, lasting: int) -> int:
    s = state.pack.scoring
    return s.base_vote + s.fleeting_weight * fleeting + s.lasting_weight * lasting


def totals(state: GameState) -> list[int]:
    """Influence on each proposal (solo: with the phantom influence under the spaces)."""
    out = [0] * len(state.proposals)
    for space, f, la in state.votes.values():
        out[space] += influence_of(state, f, la)
    if state.solo:
        s = state.pack.scoring
        for i, (f, la) in enumerate(state.pack.solo.phantom_influence[: len(out)]):
            out[i] += s.fleeting_weight * f + s.lasting_weight * la
    return out


def tie_winner(state: GameState, seats: list[int]) -> int:
    """Among tied players: fewest points, then closest to the caller in player order."""
    return min(seats, key=lambda s: (state.points(s), state.distance(state.vote_caller, s)))


def resolve_votes(state: GameState, rec: ActionRecord) -> None:
    """Reveal: the proposal with most influence wins; a tie is decided by a player."""
    counts = totals(state)
    if not counts:
        return
    best = max(counts)
    tied = [i for i, c in enumerate(counts) if c == best]
    rec.events.append("votes:" + ",".join(str(c) for c in counts))
    if len(tied) == 1:
        win_proposal(state, rec, tied[0])
        return
    if state.solo:
        solo_tie(state, rec, tied)
        return
    involved = [s for s, (space, _, _) in state.votes.items() if space in tied]
    chooser = tie_winner(state, involved)
    state.stack.append(Step("choose_proposal", chooser, options=tuple(tied)))


def solo_tie(state: GameState, rec: ActionRecord, tied: list[int]) -> None:
    """Solo: proposals with equal influence, decided by the pack's ``solo.vote_rule``."""
    rule = state.pack.solo.vote_rule
    if rule == "most_influence_ties_rightmost":
        win_proposal(state, rec, tied[-1])
    elif rule == "most_influence_ties_leftmost":
        win_proposal(state, rec, tied[0])
    else:  # most_influence_player_breaks_ties
        state.stack.append(Step("choose_proposal", 0, options=tuple(tied)))


def win_proposal(state: GameState, rec: ActionRecord, space: int) -> None:
    """The winner is built; the others are discarded; influence spent goes back; the top
    contributor (ties as above) is to place the building."""
    building = state.proposals[space]
    rec.events.append(f"vote_won:{building}")
    state.prestige_discard.extend(b for i, b in enumerate(state.proposals) if i != space)
    state.proposals = []
    contrib: dict[int, int] = {}
    for seat, (sp, f, la) in state.votes.items():
        p = state.players[seat]
        p.lasting -= la
        if sp == space:
            contrib[seat] = influence_of(state, f, la)
    for p in state.players:
        p.fleeting = 0
    if state.solo:
        placer = 0
    else:
        top = max(contrib.values())
        placer = tie_winner(state, [s for s, c in contrib.items() if c == top])
    state.stack.append(Step("place_prestige", placer, ref=building))


def prestige_options(state: GameState, step: Step) -> Iterator[Action]:
    yield from new_placement_actions(
        "place_prestige",
        step.seat,
        legal_placements(state.board, step.seat, Piece(PieceKind.PRESTIGE, step.ref)),
    )


def replace_unplaceable(state: GameState, rec: ActionRecord, step: Step) -> Step | None:
    """A building with no legal spot leaves the game; the next card from the bottom of the deck
    replaces it (same placer), until one fits or the cards run out."""
    while True:
        rec.events.append(f"no_legal_spot:{step.ref}")
        state.removed.append(step.ref)
        card = draw_bottom(state)
        if card is None:
            return None
        step = Step("place_prestige", step.seat, ref=card)
        if any(True for _ in prestige_options(state, step)):
            return step


def apply_vote(state: GameState, step: Step, action: Action, rec: ActionRecord) -> None:
    if action.type == "vote":
        state.votes[step.seat] = (action.index, action.fleeting, action.lasting)
    elif action.type == "choose_proposal":
        win_proposal(state, rec, action.index)
    elif action.type == "place_prestige":
        assert action.placement is not None
        boardops.place(state, rec, action.placement, choices=action.choice_dict())
        rec.events.append(f"built:{step.ref}")


def after_vote(state: GameState) -> None:
    state.votes.clear()
    state.votes_held += 1
    deal_proposals(state)
