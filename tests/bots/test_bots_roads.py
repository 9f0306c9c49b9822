"""Road distances the greedy player plans with: open ground, roads already down, rivers, tiles
in the way; and upgrade sites, which may not touch the seat's own buildings."""

from __future__ import annotations

import pytest

from founders_desktop.bots.prospects import Prize, _sites_once, site_roads
from founders_desktop.bots.roads import FAR, Layers, roads_needed
from founders_desktop.bots.roads import _masks as road_masks
from founders_desktop.bots.simulate import play_game
from founders_desktop.bots.sites import (
    MOST,
    allowed_squares,
    placements_now,
    roads_to_site,
    shapes,
    shuts,
)
from founders_desktop.city import BoardState, TileKind
from founders_desktop.city.game import GameState
from founders_desktop.city.index import board_index
from founders_desktop.city.pieces import Piece, PieceKind
from founders_desktop.city.placements import need_tiles
from founders_desktop.city.random_play import random_board
from founders_desktop.content import Square, default_pack
from tests.city.helpers import board, put, roads

# Symmetric side, row 9: "*RCCCCCCC***..." (x 1-8 open); row 11: "...CC~CC..." (river at x 10).
SEATS = (("stone", "wood"), ("population", "metal"))


def _between(state: BoardState, a: Square, b: Square, seat: int = 0) -> int:
    bits = state.grid.bits
    return roads_needed(state, Layers(state, seat, bits.of([a])), bits.of([b]))


def test_open_ground_needs_one_road_per_square_between() -> None:
    state = board("symmetric", *SEATS)
    state = put(state, TileKind.STALL, "stone", 0, [(2, 9)])
    state = put(state, TileKind.STALL, "metal", 1, [(6, 9)])
    assert _between(state, (2, 9), (6, 9)) == 3
    assert _between(state, (2, 9), (3, 9)) == 0  # touching: already connected


def test_roads_already_down_cost_nothing_whoever_laid_them() -> None:
    state = board("symmetric", *SEATS)
    state = put(state, TileKind.STALL, "stone", 0, [(2, 9)])
    state = put(state, TileKind.STALL, "metal", 1, [(6, 9)])
    assert _between(roads(state, (4, 9)), (2, 9), (6, 9)) == 2
    assert _between(roads(state, (3, 9), (4, 9), (5, 9)), (2, 9), (6, 9)) == 0


def test_a_river_square_costs_two_and_tiles_block() -> None:
    state = board("symmetric", *SEATS)
    state = put(state, TileKind.STALL, "stone", 0, [(9, 12)])
    state = put(state, TileKind.STALL, "metal", 1, [(11, 12)])
    assert _between(state, (9, 12), (11, 12)) == 2  # a bridge/gate over (10, 12)
    walled = board("symmetric", *SEATS)
    walled = put(walled, TileKind.STALL, "stone", 0, [(2, 9)])
    walled = put(walled, TileKind.STALL, "metal", 1, [(4, 9)])
    for y in range(2, 14):  # a column of someone's tiles at x 3 (where the map has squares)
        if (3, y) in walled.grid.buildable and (3, y) != (3, 9):
            walled = put(walled, TileKind.HOUSE, "", 1, [(3, y)])
    assert _between(walled, (2, 9), (4, 9)) == 1  # only through (3, 9)
    walled = put(walled, TileKind.HOUSE, "", 1, [(3, 9)])
    assert _between(walled, (2, 9), (4, 9)) > 2  # no way through buildings: round them


def test_an_upgrade_site_may_not_touch_the_seats_own_tiles() -> None:
    """Machinery = Metal + Knowledge. Seat 0 owns both stalls, one square apart: the gap fits no
    tile that touches neither, so roads are needed; with the other seat's stalls none are."""
    seats = (("metal", "knowledge"), ("stone", "wood"))
    mine = board("symmetric", *seats)
    mine = put(mine, TileKind.STALL, "metal", 0, [(2, 9)])
    mine = put(mine, TileKind.STALL, "knowledge", 0, [(4, 9)])
    bits = mine.grid.bits
    grown = [Layers(mine, 0, bits.of([(2, 9)])), Layers(mine, 0, bits.of([(4, 9)]))]
    assert roads_to_site(mine, 0, "machinery", grown) >= 1
    theirs = board("symmetric", *seats)
    theirs = put(theirs, TileKind.STALL, "metal", 1, [(2, 9)], claims=(0,))
    theirs = put(theirs, TileKind.STALL, "knowledge", 1, [(4, 9)], claims=(0,))
    grown = [Layers(theirs, 0, bits.of([(2, 9)])), Layers(theirs, 0, bits.of([(4, 9)]))]
    assert roads_to_site(theirs, 0, "machinery", grown) == 0


def test_no_way_across_a_river_once_the_seats_bridges_are_built() -> None:
    """A river square costs two (a bridge/gate) only while the seat has one left; with all its
    bridges built elsewhere the way across is closed (3-player games stalled two 'roads' from
    slots over a river)."""
    state = board("symmetric", *SEATS)
    state = put(state, TileKind.STALL, "stone", 0, [(9, 12)])
    state = put(state, TileKind.STALL, "metal", 1, [(11, 12)])
    assert _between(state, (9, 12), (11, 12)) == 2
    far = [sq for sq in state.grid.bits.squares(state.grid.barrier_mask) if abs(sq[1] - 12) > 3]
    for sq in far[: state.pack.supply.bridges]:
        state = put(state, TileKind.BRIDGE, "", 0, [sq])
    assert _between(state, (9, 12), (11, 12)) > 2  # round the river, or out of reach
    assert _between(state, (9, 12), (11, 12), seat=1) == 2  # the other seat still may build one


def _pockets(second_pocket: bool, access: bool = False) -> BoardState:
    """Seat 1's houses everywhere but a 3x2 pocket at (4..6, 9..10) between its crops (3, 9),
    knowledge (7, 9) and livestock (5, 11) stalls; with ``second_pocket`` also a 3x1 gap at
    (2..4, 12) between a crops stall (1, 12) and a knowledge stall (5, 12); ``access``: seat 0
    has bought access to the stalls, and its houses at (5, 7) and (0, 13) reach the pockets by
    roads at (5, 8) and (1..2, 13) (an upgrade is built connected to something its builder owns)."""
    state = board("symmetric", ("stone", "wood"), ("crops", "knowledge", "livestock"))
    stalls = {(3, 9): "crops", (7, 9): "knowledge", (5, 11): "livestock"}
    free = {(x, y) for x in range(4, 7) for y in (9, 10)}
    if second_pocket:
        stalls |= {(1, 12): "crops", (5, 12): "knowledge"}
        free |= {(2, 12), (3, 12), (4, 12)}
    for sq, item in stalls.items():
        state = put(state, TileKind.STALL, item, 1, [sq], claims=(1, 0) if access else (1,))
    own = {(5, 7), (0, 13)} if access else set()
    ways = {(5, 8), (1, 13), (2, 13)} if access else set()
    for sq in sorted(state.grid.buildable):
        if sq in own:
            state = put(state, TileKind.HOUSE, "", 0, [sq])
        elif sq not in free and sq not in stalls and sq not in ways:
            state = put(state, TileKind.HOUSE, "", 1, [sq])
    return roads(state, *sorted(ways))


def _touching(state: BoardState, item: str) -> int:
    bits = state.grid.bits
    return bits.dilate(bits.of(sq for t in state.tiles if t.item == item for sq in t.squares))


def test_an_upgrade_whose_only_gap_another_fills_is_shut_by_it() -> None:
    """Food (crops, livestock) and books (crops, knowledge) both fit only in one pocket: wherever
    the seat's food goes, its books may not touch it, so counting both as in reach was one site
    counted twice (a seat that could finish a building with food would not build it)."""
    state = _pockets(second_pocket=False)
    food = ("food", [_touching(state, "crops"), _touching(state, "livestock")])
    books = ("books", [_touching(state, "crops"), _touching(state, "knowledge")])
    assert placements_now(state, 0, *food)
    assert placements_now(state, 0, *books)
    assert shuts(state, 0, food, books)
    assert shuts(state, 0, books, food)


def test_an_upgrade_with_a_gap_of_its_own_is_not_shut() -> None:
    state = _pockets(second_pocket=True)
    food = ("food", [_touching(state, "crops"), _touching(state, "livestock")])
    books = ("books", [_touching(state, "crops"), _touching(state, "knowledge")])
    assert not shuts(state, 0, food, books)  # books still fits at (2..4, 12)
    assert not shuts(state, 0, books, food)  # and books may go there, leaving the pocket to food


def _game_on(state: BoardState) -> GameState:
    """A 2-player game whose board is ``state`` (the prospects read only the board)."""
    game, _ = play_game(default_pack(), "symmetric", ["random"] * 2, 1, max_turns=1)
    out = game.clone()
    out.board = state
    return out


def test_prospects_count_a_shared_gap_once() -> None:
    """Two claim tokens left and two upgrades in reach: both count only if each has a site the
    other cannot shut; the better one is kept."""
    prizes: list[Prize] = [
        (9.0, "books", ("crops", "knowledge"), 0),
        (10.0, "food", ("crops", "livestock"), 0),
    ]
    shared = _game_on(_pockets(second_pocket=False, access=True))
    assert [res for _, res, _ in _sites_once(shared, 0, prizes, 2)] == ["food"]
    apart = _game_on(_pockets(second_pocket=True, access=True))
    assert [res for _, res, _ in _sites_once(apart, 0, prizes, 2)] == ["food", "books"]
    assert [res for _, res, _ in _sites_once(apart, 0, prizes, 1)] == ["food"]  # one token


def test_an_upgrade_site_is_reached_from_something_the_seat_owns() -> None:
    """Both sources are the other seat's stalls, bought access to: the pocket between them is
    no site for a seat with nothing of its own connected to it (the rule for every built tile),
    and it is one once the seat's house reaches it by a road."""
    apart = _pockets(second_pocket=False, access=True)
    assert site_roads(_game_on(apart), 0, "books") == 0
    cut = BoardState(apart.pack, apart.map_id, apart.seats, apart.tiles, apart.roads - {(5, 8)}, apart.points)
    assert site_roads(_game_on(cut), 0, "books") == 1  # the road at (5, 8)


def _splits(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to share ``total`` roads among ``parts`` sources."""
    if parts == 1:
        return [(total,)]
    return [(i, *rest) for i in range(total + 1) for rest in _splits(total - i, parts - 1)]


def _plain_roads_to_site(state: BoardState, seat: int, resource: str, grown: list[list[int]]) -> int:
    """``roads_to_site`` by its definition: every way to share 0, 1, ... roads among the
    sources, each asked of the board's anchor search with the layers it reaches as needs."""
    allowed = allowed_squares(state, seat, resource)
    bits = state.grid.bits
    near = [[bits.dilate(m) for m in g[: MOST + 1]] for g in grown]
    for total in range(MOST + 1):
        for split in _splits(total, len(grown)):
            needs = [n[min(k, len(n) - 1)] for n, k in zip(near, split, strict=True)]
            if any(bits.anchors(allowed, cells, needs) for cells in shapes(state.pack)[resource]):
                return total
    return FAR + 1


def _plain_layers(state: BoardState, seat: int, start: int) -> list[int]:
    """``layers`` by its definition: each layer grown from the whole previous one, every road
    chain joined by growing the whole mask until it stops, each crossing grown afresh."""
    free, barrier, road_like = road_masks(state, seat)
    dilate = state.grid.bits.dilate

    def close(mask: int) -> int:
        while (grown := mask | (dilate(mask) & road_like)) != mask:
            mask = grown
        return mask

    last_bridge = bool(barrier) and state.pack.supply.bridges - board_index(state).bridges.get(seat, 0) == 1
    dry = [close(start)]
    out = [dry[0]]
    for k in range(1, FAR + 1):
        prev = out[-1]
        nxt = prev | (dilate(prev) & free)
        if k >= 2:
            nxt |= dilate((dry if last_bridge else out)[k - 2]) & barrier
        out.append(close(nxt))
        if last_bridge:
            dry.append(close(dry[-1] | (dilate(dry[-1]) & free)))
        if out[-1] == prev and k >= 2 and (not last_bridge or dry[-1] == dry[-2]):
            break
    return out


@pytest.mark.parametrize(
    ("map_id", "players", "seed"), [("thematic", 2, 3), ("symmetric", 3, 8), ("thematic", 4, 21)]
)
def test_site_and_layer_shortcuts_agree_with_their_definitions(map_id: str, players: int, seed: int) -> None:
    """The greedy player's fast site search and layer growth give the same answers as the plain
    definitions, for every seat, every advanced resource and every source, on boards built by
    random legal placements (bridges among them, so one-bridge-left crossings are covered)."""
    pack = default_pack()
    checked = 0
    for steps in (40, 90, 160):
        state, _ = random_board(pack, map_id, players, steps, seed + steps)
        for seat in range(players):
            for resource in shapes(pack):
                piece = Piece(PieceKind.UPGRADE, resource)
                tiles = [board_index(state).squares_of(m) for m in need_tiles(state, seat, piece)]
                sources = [m for m in tiles if m]
                if not sources:
                    continue
                grown = [Layers(state, seat, m).full() for m in sources]
                assert grown == [_plain_layers(state, seat, m) for m in sources]
                lazy = [Layers(state, seat, m) for m in sources]  # grown only as far as asked
                fast = roads_to_site(state, seat, resource, lazy)
                assert fast == _plain_roads_to_site(state, seat, resource, grown), (seat, resource)
                for g, layer in zip(lazy, grown, strict=True):
                    assert [g.at(k) for k in range(FAR + 2)] == [
                        layer[min(k, len(layer) - 1)] for k in range(FAR + 2)
                    ]
                checked += 1
    assert checked > 20
