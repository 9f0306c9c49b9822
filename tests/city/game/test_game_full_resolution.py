"""Rulebook: "If a card is placed face up, the player must be able to fully resolve the card's
main action." And for Upgrade: "either before or after placing the tile, the player may also
build a single road connected to the resource tile being built."

A face-up card (and likewise a follow, a racial action, a prestige building's worker action) is
offered only when all of it can be carried out, and every choice on the way only when the rest
can still be completed after it: nothing is ever skipped.
"""

from __future__ import annotations

import functools

from founders_desktop.city.game import GameState, apply, legal_actions, validate
from founders_desktop.city.game import effects as E
from founders_desktop.city.game.turns import main_action
from founders_desktop.city.pieces import Tile, TileKind
from tests.city.game.scripted import has, play, road_to_green, seat_now, set_up


def _with_card(state: GameState, card: str, money: int) -> GameState:
    state = state.clone()
    seat = seat_now(state)
    state.players[seat].hand.append(card)
    state.players[seat].money = money
    state.legal = None
    return state


@functools.cache
def _house_and_import_possible() -> GameState:
    """Two players; the active seat can build a house (roads laid towards green) and import."""
    for seed in range(1, 60):
        state = set_up(2, "symmetric", seed=seed)
        state = road_to_green(state, seat_now(state))
        rich = _with_card(state, "construct", 20)
        if has(rich, "play_card", target="construct", face_up=True):
            probe, _ = play(rich, "play_card", target="construct", face_up=True)
            if has(probe, "house"):
                return state
    raise AssertionError("no seed allows a first-turn house")


def test_an_import_then_construct_adviser_is_not_face_up_with_money_for_the_import_only() -> None:
    """Harvest Master: a trade, then the construct follow action (4 money). With 3 money the
    import can be paid but the house cannot: the card may only be played face down."""
    state = _house_and_import_possible()
    poor = _with_card(state, "harvest_master", 3)
    seat = seat_now(poor)
    assert E.can_begin(poor, seat, main_action(poor, "harvest_master"))  # the first step alone is fine
    assert not has(poor, "play_card", target="harvest_master", face_up=True)
    assert has(poor, "play_card", target="harvest_master", face_up=False)
    rich = _with_card(state, "harvest_master", 20)
    assert has(rich, "play_card", target="harvest_master", face_up=True)


def test_every_trade_offered_leaves_money_for_the_construct_after_it() -> None:
    """With 6 money, an import on a red (1) or white (2) square leaves the 4 for the house; a
    grey or green import (3) or a dearer access would not, so it is not offered."""
    state = _house_and_import_possible()
    state = _with_card(state, "harvest_master", 6)
    seat = seat_now(state)
    state, _ = play(state, "play_card", target="harvest_master", face_up=True)
    lines = 0
    for pick in legal_actions(state):
        after, _ = apply(state, pick)
        for place in legal_actions(after):
            done, rec = apply(after, place)
            assert done.players[seat].money >= 4, place.short()
            assert not any(e.startswith("skipped") for e in rec.events)
            assert done.stack[-1].kind == "effect" and has(done, "house")
            lines += 1
    assert lines


def test_a_refused_intermediate_choice_names_the_rule() -> None:
    state = _house_and_import_possible()
    state = _with_card(state, "harvest_master", 6)
    state, _ = play(state, "play_card", target="harvest_master", face_up=True)
    from founders_desktop.city.game.engine import DECISIONS

    for pick in DECISIONS["effect"][0](state, state.stack[-1]):
        after, _ = apply(state, pick, check=False)
        for place in DECISIONS["place"][0](after, after.stack[-1]):
            if place not in legal_actions(after):
                assert validate(after, place)[0].code == "rest_of_action_impossible"
                return
    raise AssertionError("every trade left money for the house: no refusal to check")


@functools.cache
def _upgrade_sites() -> list[tuple[GameState, int, bool]]:
    """Valrath (metal) with access to a knowledge stall placed at each square near its metal stall
    and no road: machinery has no connected site; with one road first it may, or may not."""
    state = set_up(4, "symmetric", seed=1, races=["valrath", "quatryl", "human", "orchid"])
    seat = seat_now(state)
    other = (seat + 1) % 4
    board = state.board
    grid = board.grid
    metal = next(t for t in board.tiles if t.owner == seat)
    mx, my = metal.squares[0]
    taken = {sq for t in board.tiles for sq in t.squares}
    out = []
    for kx in range(mx - 5, mx + 6):
        for ky in range(my - 5, my + 6):
            k = (kx, ky)
            if k in taken or k not in grid.buildable or grid.section.get(k) != grid.section[(mx, my)]:
                continue
            probe = state.clone()
            probe.board = board.with_tile(Tile(TileKind.STALL, "knowledge", other, (k,), claims=(seat,)))
            probe.players[seat].money = 20
            probe.legal = None
            if E.can_begin(probe, seat, main_action(probe, "upgrade")) is None:  # road first or nothing
                out.append((probe, seat, E.feasible(probe, seat, main_action(probe, "upgrade"))))
    return out


def test_an_upgrade_whose_only_site_needs_the_road_first_is_offered_road_first() -> None:
    cases = [s for s, _, ok in _upgrade_sites() if ok]
    assert cases
    for state in cases:
        assert has(state, "play_card", target="upgrade", face_up=True)
        state, _ = play(state, "play_card", target="upgrade", face_up=True)
        assert [a.type for a in legal_actions(state)] == ["road_first"]  # no site without the road
        state, _ = play(state, "road_first")
        roads = legal_actions(state)
        assert roads
        for road in roads:  # every road offered leaves a machinery site connected to it
            after, rec = apply(state, road)
            assert not any(e.startswith("skipped") for e in rec.events)
            assert has(after, "upgrade", item="machinery"), road.short()


def test_an_upgrade_no_road_can_make_possible_stays_face_down() -> None:
    cases = [s for s, _, ok in _upgrade_sites() if not ok]
    assert cases
    for state in cases:
        assert not has(state, "play_card", target="upgrade", face_up=True)


def _roads_left(state: GameState, left: int) -> GameState:
    """The same game with all but ``left`` roads of the supply already on the board."""
    state = state.clone()
    grid = state.board.grid
    taken = {sq for t in state.board.tiles for sq in t.squares} | set(state.board.roads)
    board = state.board
    far = sorted(sq for sq in grid.buildable if sq not in taken)[::-1]  # away from the first stalls
    for sq in far[: state.pack.supply.roads - left - len(board.roads)]:
        board = board.with_road(sq)
    state.board = board
    state.legal = None
    return state


def test_three_roads_go_face_up_only_with_three_roads_to_build() -> None:
    """Surveyor builds three roads: with two left in the supply it is played face down only."""
    state = _house_and_import_possible()
    seat = seat_now(state)
    short = _with_card(_roads_left(state, 2), "surveyor", 0)
    assert E.can_begin(short, seat, main_action(short, "surveyor"))
    assert not has(short, "play_card", target="surveyor", face_up=True)
    enough = _with_card(_roads_left(state, 3), "surveyor", 0)
    assert has(enough, "play_card", target="surveyor", face_up=True)


def test_racial_and_worker_actions_are_offered_only_if_fully_resolvable() -> None:
    """The same reading for a worker: Vermling's racial action builds two roads (then 1 money);
    with one road left in the supply it cannot be resolved, with two it can."""
    state = _house_and_import_possible()
    seat = seat_now(state)
    racial = state.pack.races["vermling"].racial_action
    short = _roads_left(state, 1)
    assert E.can_begin(short, seat, racial) and not E.feasible(short, seat, racial)
    assert E.feasible(_roads_left(state, 2), seat, racial)
