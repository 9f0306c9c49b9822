"""Setting up a game: decks, proposals, races, the resource draft and the first trade stalls.

Races are chosen in player order; resource cards in reverse order (and, with 2 players, a third
in player order), never one forbidden by the player's race or cards. The Aesther takes any
remaining card as its race resource, which makes the race of that resource unavailable; a player
with no valid card left takes another's secondary card, and that player picks again at once.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from founders_desktop.city.game import boardops
from founders_desktop.city.game.actions import Action, ActionRecord
from founders_desktop.city.game.proposals import deal_proposals
from founders_desktop.city.game.rng import CURRENT, LEGACY, SEEDED, draw_rng
from founders_desktop.city.game.state import GameState, PlayerState, Step
from founders_desktop.city.pieces import Piece, PieceKind
from founders_desktop.city.placements import legal_placements
from founders_desktop.city.state import Seat, new_board
from founders_desktop.content import ContentPack


def new_game(
    pack: ContentPack, map_id: str, seats: int | Sequence[str], seed: int, rng_version: int = CURRENT
) -> GameState:
    """A new game on ``map_id`` for ``seats`` (a count or one label per seat), waiting for the
    first race choice. ``rng_version`` 1 replays a save made with the old generator (rng.py)."""
    n = seats if isinstance(seats, int) else len(seats)
    if not 1 <= n <= 4:
        raise ValueError(f"1 to 4 players, not {n}")
    hand = [c.id for c in pack.standard_cards_for(n)]
    money = pack.supply.starting_money
    if n == 1 and pack.solo.starting_money is not None:  # the pack's solo design
        money = pack.solo.starting_money
    players = [PlayerState(seat=i, hand=list(hand), money=money) for i in range(n)]
    if map_id not in pack.maps:
        raise KeyError(f"no map {map_id!r} in pack {pack.id!r}")
    board = new_board(pack, map_id, tuple(Seat(()) for _ in range(n)))
    if rng_version not in (LEGACY, SEEDED):
        raise ValueError(f"unknown random generator version {rng_version}")
    state = GameState(
        pack=pack, map_id=map_id, seed=seed, players=players, board=board, rng_version=rng_version
    )
    state.races_left = list(pack.races)
    state.resource_cards = list(pack.resource_cards)
    deck = list(pack.prestige_buildings)
    draw_rng(state).shuffle(deck)
    state.prestige_deck = deck
    advisers: list[str] = []
    for tier in (1, 2, 3):
        group = [a.id for a in pack.advisers_of_tier(tier)]
        draw_rng(state).shuffle(group)
        advisers.extend(group)
    state.adviser_deck = advisers
    state.offer = [state.adviser_deck.pop(0) for _ in pack.costs.adviser_offer]
    deal_proposals(state)
    state.start_player = draw_rng(state).randrange(n)
    state.active = state.start_player
    order = state.order_from(state.start_player)
    steps: list[Step] = [Step("choose_race", s) for s in order]
    if n > 1:
        steps += [Step("choose_resource", s, n=1) for s in reversed(order)]
    if n == 2:
        steps += [Step("choose_resource", s, n=2) for s in order]
    steps.append(Step("neutral", order[0]))
    steps += [Step("first_stall", s) for s in reversed(order)]
    steps.append(Step("begin", order[0]))
    state.stack = list(reversed(steps))
    return state


def forbidden(state: GameState, seat: int) -> set[str]:
    """Resources a seat may not take: "forbidden by their race (denoted by the red resource
    symbols in the center of their player mat)" or by "secondary resources" (the cards claimed
    after the race's). The card of the race's own resource is neither: it forbids nothing more.
    That matters only for the Aesther, whose mat has no red symbols: the card it takes as its
    race resource does not forbid its later picks (for every other race the pack's race card
    forbids exactly what the mat does)."""
    p = state.players[seat]
    out = set(state.pack.races[p.race].forbidden) if p.race else set()
    cards = state.pack.resource_cards
    for card in p.cards:
        if cards[card].resource != p.race_resource:
            out.update(cards[card].forbidden)
    return out


def _valid_cards(state: GameState, seat: int) -> list[str]:
    bad = forbidden(state, seat)
    mine = set(state.controlled(seat))
    cards = state.pack.resource_cards
    return [c for c in state.resource_cards if cards[c].resource not in bad and cards[c].resource not in mine]


def setup_options(state: GameState, step: Step) -> Iterator[Action]:
    seat = step.seat
    pack = state.pack
    if step.kind == "choose_race":
        taken = {pack.resource_cards[c].resource for c in pack.resource_cards} - {
            pack.resource_cards[c].resource for c in state.resource_cards
        }
        for race in state.races_left:
            r = pack.races[race].resource
            if r is None or r not in taken:
                yield Action("choose_race", seat, target=race)
    elif step.kind in ("aesther_resource", "choose_resource"):
        valid = _valid_cards(state, seat) if step.kind == "choose_resource" else list(state.resource_cards)
        for card in valid:
            yield Action("choose_resource", seat, target=card)
        if not valid and step.kind == "choose_resource":
            yield from _force_options(state, seat)
    elif step.kind == "first_stall":
        piece = Piece(PieceKind.FIRST_STALL, state.players[seat].race_resource)
        for pl in legal_placements(state.board, seat, piece):  # solo: any numbered space
            yield Action("first_stall", seat, placement=pl)


def _force_options(state: GameState, seat: int) -> Iterator[Action]:
    """No valid card left: take a secondary card from another player instead (or, if none is
    valid either, go without: a case the rulebook does not cover)."""
    bad = forbidden(state, seat)
    mine = set(state.controlled(seat))
    found = False
    for other in state.order_from(seat)[1:]:
        for card in state.players[other].cards[1:]:
            r = state.pack.resource_cards[card].resource
            if r not in bad and r not in mine:
                found = True
                yield Action("force_repick", seat, target=card, index=other)
    if not found:
        yield Action("skip", seat)


def apply_setup(state: GameState, step: Step, action: Action, rec: ActionRecord) -> None:
    seat = step.seat
    p = state.players[seat]
    pack = state.pack
    if action.type == "choose_race":
        race = pack.races[action.target]
        state.races_left.remove(race.id)
        p.race = race.id
        if race.resource is None:
            state.stack.append(Step("aesther_resource", seat))
        else:
            card = pack.resource_card_for(race.resource).id
            state.resource_cards.remove(card)
            p.cards.append(card)
            p.race_resource = race.resource
    elif action.type == "choose_resource":
        state.resource_cards.remove(action.target)
        p.cards.append(action.target)
        if step.kind == "aesther_resource":
            p.race_resource = pack.resource_cards[action.target].resource
            other = pack.race_for_resource(p.race_resource)
            if other is not None and other.id in state.races_left:
                state.races_left.remove(other.id)
    elif action.type == "force_repick":
        victim = state.players[action.index]
        victim.cards.remove(action.target)
        p.cards.append(action.target)
        rec.events.append(f"forced_repick:{action.index}")
        state.stack.append(Step("choose_resource", action.index, n=step.n))
    elif action.type == "first_stall":
        assert action.placement is not None
        boardops.place(state, rec, action.placement, choices=action.choice_dict())
    elif action.type == "skip":
        rec.events.append("no_resource_card")


def settle_neutral(state: GameState) -> None:
    """The draft is over: the board learns who controls what; with 2 or 3 players the resources
    nobody controls are neutral (the solo player controls all eight)."""
    seats = []
    for seat in range(state.n):
        mine = state.controlled(seat)
        if state.players[seat].race_resource in mine:
            mine.remove(state.players[seat].race_resource)
            mine.insert(0, state.players[seat].race_resource)
        seats.append(Seat(tuple(mine)))
    state.board = new_board(state.pack, state.map_id, tuple(seats))
    controlled = {r for s in seats for r in s.resources}
    state.neutral = tuple(r for r in state.pack.basic_resources if r not in controlled)
