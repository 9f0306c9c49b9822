"""A turn: the active player's card (face up with its main action, or face down for a basic
action), then each other player's follow or basic action, then the offer shifts.

Call to Vote is played face up only, and only with enough cards already played; it starts the
vote sequence instead of follows. In solo play there are no follows and an adviser played face
up leaves the game.
"""

from __future__ import annotations

from collections.abc import Iterator

from founders_desktop.city.game import effects as E
from founders_desktop.city.game.actions import Action, ActionRecord, shared_action
from founders_desktop.city.game.state import GameState, Step
from founders_desktop.city.game.tiles import can_build_road
from founders_desktop.city.index import board_index
from founders_desktop.content import ContentPack
from founders_desktop.content.effects import Effect

CALL_TO_VOTE = "call_to_vote"


def category_of(state: GameState, card: str) -> str:
    """recruit, trade, upgrade, construct, income or call_to_vote."""
    if card in state.pack.standard_cards:
        return state.pack.standard_cards[card].category
    return state.pack.advisers[card].category


def main_action(state: GameState, card: str) -> tuple[Effect, ...]:
    if card in state.pack.standard_cards:
        return state.pack.standard_cards[card].main_action
    return state.pack.advisers[card].main_action


def follow_options(state: GameState, category: str) -> tuple[tuple[Effect, ...], ...]:
    """The follow options of a card of ``category`` (an adviser is followed like the standard
    card of its category; Income may be followed as any of the four). Looked up once per pack
    and category: every follow decision asks."""
    pack = state.pack
    found = _FOLLOWS.get((id(pack), category))
    if found is not None and found[0] is pack:  # (the pack is kept: its id stays its own)
        return found[1]
    options: tuple[tuple[Effect, ...], ...] = ()
    for card in pack.standard_cards.values():
        if card.category == category:
            options = card.follow_options
            break
    if len(_FOLLOWS) > 1024:  # bounded: a long session sees many packs
        _FOLLOWS.clear()
    _FOLLOWS[(id(pack), category)] = (pack, options)
    return options


_FOLLOWS: dict[tuple[int, str], tuple[ContentPack, tuple[tuple[Effect, ...], ...]]] = {}


def cards_before_vote(state: GameState) -> int:
    return state.pack.scoring.cards_before_vote[str(state.n)]  # type: ignore[index]


def turn_options(state: GameState, step: Step) -> Iterator[Action]:
    seat = step.seat
    p = state.players[seat]
    for card in dict.fromkeys(p.hand):
        if card == CALL_TO_VOTE:
            if len(p.played) >= cards_before_vote(state):
                yield shared_action("play_card", seat, target=card, face_up=True)
            continue
        if E.feasible(state, seat, main_action(state, card)):
            yield shared_action("play_card", seat, target=card, face_up=True)
        yield shared_action("play_card", seat, target=card, face_up=False)


def basic_options(state: GameState, seat: int) -> Iterator[Action]:
    """Gain 1 money, 1 fleeting influence, build a connected road, or place a worker.

    The road is chosen in a step of its own (``basic_road`` then ``road``), as a player first
    says "a road" and then drags it: the list of this decision stays short."""
    yield shared_action("basic_money", seat)
    if state.influence_left() > 0:
        yield shared_action("basic_influence", seat)
    if can_build_road(state, seat):
        yield shared_action("basic_road", seat)
    p = state.players[seat]
    if state.workers_free(seat) <= 0:
        return
    if "race" not in p.workers_out and E.feasible(state, seat, state.pack.races[p.race].racial_action):
        yield shared_action("worker", seat, target="race")
    busy = {w for q in state.players for w in q.workers_out}
    tiles = state.board.tiles
    for i in board_index(state.board).prestige:  # the prestige buildings, in tile order
        t = tiles[i]
        if t.item in busy:
            continue
        for _, who in t.delivered:  # (a loop, not ``any`` over a generator: every building, every time)
            if who == seat:
                break
        else:
            continue  # the seat delivered nothing here
        if E.feasible(state, seat, state.pack.prestige_buildings[t.item].worker_action):
            yield shared_action("worker", seat, target=t.item)


def follow_step_options(state: GameState, step: Step) -> Iterator[Action]:
    for i, opt in enumerate(follow_options(state, step.ref)):
        if E.feasible(state, step.seat, opt):
            yield shared_action("follow", step.seat, index=i)
    yield from basic_options(state, step.seat)


def apply_basic(state: GameState, step: Step, action: Action, rec: ActionRecord) -> None:
    seat = step.seat
    p = state.players[seat]
    match action.type:
        case "basic_money":
            p.money += 1
            rec.money.append((seat, 1))
        case "basic_influence":
            E.gain_fleeting(state, seat, 1)
        case "basic_road":
            state.stack.append(Step("road", seat, ref="basic"))
        case "worker":
            p.workers_out.append(action.target)
            if action.target == "race":
                effects = state.pack.races[p.race].racial_action
            else:
                effects = state.pack.prestige_buildings[action.target].worker_action
            E.push_effects(state, seat, effects, "worker")
        case _:
            raise AssertionError(action.type)


def apply_play(state: GameState, step: Step, action: Action, rec: ActionRecord) -> None:
    """Play a card: face down for a basic action, face up for its main action and follows."""
    from founders_desktop.city.game.vote import start_vote

    seat = step.seat
    p = state.players[seat]
    card = action.target
    p.hand.remove(card)
    category = category_of(state, card)
    if card == CALL_TO_VOTE:
        p.played.append((card, True))
        start_vote(state, seat, rec)
        return
    solo_leaves = (
        state.solo and action.face_up and card in state.pack.advisers and state.pack.solo.adviser_leaves_game
    )
    if solo_leaves:
        state.removed.append(card)
        rec.events.append(f"adviser_leaves_game:{card}")
    else:
        p.played.append((card, action.face_up))
    state.stack.append(Step("end_turn", seat, ref=category if action.face_up else ""))
    if not action.face_up:
        state.stack.append(Step("basic", seat))
        return
    if not state.solo or state.pack.solo.follow_actions:
        for other in reversed(state.order_from(seat)[1:]):
            state.stack.append(Step("follow", other, ref=category))
    E.push_effects(state, seat, main_action(state, card), "main")


def apply_follow(state: GameState, step: Step, action: Action, rec: ActionRecord) -> None:
    if action.type == "follow":
        E.push_effects(state, step.seat, follow_options(state, step.ref)[action.index], "follow")
    else:
        apply_basic(state, step, action, rec)


def shift_offer(state: GameState) -> None:
    """Close the gaps in the adviser offer to the left and deal new cards on the right."""
    kept = [c for c in state.offer if c is not None]
    while len(kept) < len(state.offer) and state.adviser_deck:
        kept.append(state.adviser_deck.pop(0))
    state.offer = kept + [None] * (len(state.offer) - len(kept))
