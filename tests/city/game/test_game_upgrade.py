"""Upgrade: the main action's road before or after the tile (connected to it), none on follow;
prerequisites pay their owners."""

from __future__ import annotations

import functools
from dataclasses import replace

from founders_desktop.city.game import GameState, Step, apply, legal_actions
from founders_desktop.city.network import network
from founders_desktop.city.pieces import Tile, TileKind
from tests.city.game.scripted import has, pick, play, seat_now, set_up


@functools.cache
def _machinery_ready() -> tuple[GameState, int]:
    """Valrath (metal) to play, with access to a Quatryl knowledge stall set a few squares from
    its metal stall, one road out of the metal stall: a machinery tile fits in between."""
    state = set_up(4, "symmetric", seed=1, races=["valrath", "quatryl", "human", "orchid"])
    seat = seat_now(state)
    other = (seat + 1) % 4
    board = state.board
    grid = board.grid
    metal = next(t for t in board.tiles if t.owner == seat)
    mx, my = metal.squares[0]
    taken = {sq for t in board.tiles for sq in t.squares}
    section = grid.section[(mx, my)]
    for road in grid.neighbours[(mx, my)]:
        if road not in grid.buildable or road in taken:
            continue
        for kx in range(mx - 4, mx + 5):
            for ky in range(my - 4, my + 5):
                k = (kx, ky)
                if k in taken or k == road or grid.section.get(k) != section:
                    continue
                if max(abs(kx - mx), abs(ky - my)) < 3:
                    continue
                trial = board.with_road(road).with_tile(
                    Tile(TileKind.STALL, "knowledge", other, (k,), claims=(seat,))
                )
                probe = set_up_copy(state, trial)
                probe.players[seat].money = 20
                if has(probe, "play_card", target="upgrade", face_up=True):
                    after, _ = play(probe, "play_card", target="upgrade", face_up=True)
                    if has(after, "upgrade", item="machinery"):
                        return probe, seat
    raise AssertionError("no spot for the scenario")


def set_up_copy(state: GameState, board: object) -> GameState:
    copy = state.clone()
    copy.board = board  # type: ignore[assignment]
    copy.legal = None
    return copy


def test_upgrade_pays_prerequisites_and_offers_a_connected_road_after() -> None:
    state, seat = _machinery_ready()
    other = (seat + 1) % 4
    money = state.players[seat].money
    state, _ = play(state, "play_card", target="upgrade", face_up=True)
    state, record = play(state, "upgrade", item="machinery")
    assert state.players[seat].money == money - 4
    assert state.points(other) == 1  # knowledge used: 1 point to its owner
    assert state.trackers(seat).income == 2
    assert state.stack[-1].kind == "upgrade_road" and has(state, "skip")
    tile = record.board[0].tile
    assert tile is not None
    roads = [a for a in legal_actions(state) if a.type == "road"]
    net = network(state.board, seat)
    assert roads and all(net.touch((a.placement.anchor,)) >> tile & 1 for a in roads if a.placement)
    state, _ = apply(state, roads[0])
    assert state.stack[-1].kind == "follow"


def test_upgrade_road_may_come_first_and_the_tile_must_then_connect_to_it() -> None:
    state, seat = _machinery_ready()
    state, _ = play(state, "play_card", target="upgrade", face_up=True)
    assert has(state, "road_first")
    state, _ = play(state, "road_first")
    assert state.stack[-1].kind == "road"
    roads_before = set(state.board.roads)
    state, _ = apply(state, legal_actions(state)[0])
    (road,) = set(state.board.roads) - roads_before
    if state.stack[-1].kind == "follow":
        return  # that road allowed no connected machinery: the upgrade is skipped
    state = pick(state, "upgrade")
    net = network(state.board, seat)
    chain = net.chain_of[road]
    chain_squares = {sq for sq, c in net.chain_of.items() if c == chain}
    near = {n for sq in chain_squares for n in state.board.grid.neighbours[sq]}
    from founders_desktop.city.geometry import covered

    for a in legal_actions(state):
        assert a.placement is not None
        assert set(covered(state.board, a.placement) or ()) & near


def test_upgrade_follow_has_no_road() -> None:
    state, seat = _machinery_ready()
    state = state.clone()
    state.stack.append(Step("follow", seat, ref="upgrade"))  # as if another had played Upgrade
    state.legal = None
    state, _ = play(state, "follow", index=0)
    state, _ = play(state, "upgrade", item="machinery")
    assert state.stack[-1].kind != "upgrade_road"


def test_a_source_choice_must_be_one_the_board_offers() -> None:
    from founders_desktop.city.game import IllegalAction, validate
    from founders_desktop.city.game.actions import Action

    state, seat = _machinery_ready()
    state, _ = play(state, "play_card", target="upgrade", face_up=True)
    state = pick(state, "upgrade", "machinery")
    action = legal_actions(state)[0]
    knowledge = next(i for i, t in enumerate(state.board.tiles) if t.item == "knowledge")
    wrong = replace(action, choices=(("source", len(state.board.tiles), "knowledge", knowledge + 99),))
    assert validate(state, wrong)[0].code == "not_a_choice"
    try:
        apply(state, wrong)
    except IllegalAction:
        pass
    else:
        raise AssertionError("a made-up source was accepted")
    assert Action.from_json(wrong.to_json()) == wrong


def test_a_source_for_another_players_tile_is_not_the_actors_choice() -> None:
    """Rulebook: "the owner of that tile chooses which of the prerequisite resource building
    tiles to use" -- the acting player may not choose the sources of a tile it does not own."""
    from founders_desktop.city.game import validate

    state, seat = _machinery_ready()
    state, _ = play(state, "play_card", target="upgrade", face_up=True)
    state = pick(state, "upgrade", "machinery")
    action = legal_actions(state)[0]
    theirs = next(i for i, t in enumerate(state.board.tiles) if t.owner is not None and t.owner != seat)
    knowledge = next(i for i, t in enumerate(state.board.tiles) if t.item == "knowledge")
    wrong = replace(action, choices=(("source", theirs, "knowledge", knowledge),))
    assert validate(state, wrong)[0].code == "not_your_choice"
