"""Road distances the greedy player plans with: open ground, roads already down, rivers, tiles
in the way; and upgrade sites, which may not touch the seat's own buildings."""

from __future__ import annotations

from founders_desktop.bots.roads import layers, roads_needed
from founders_desktop.bots.sites import roads_to_site
from founders_desktop.city import BoardState, TileKind
from founders_desktop.content import Square
from tests.city.helpers import board, put, roads

# Symmetric side, row 9: "*RCCCCCCC***..." (x 1-8 open); row 11: "...CC~CC..." (river at x 10).
SEATS = (("stone", "wood"), ("population", "metal"))


def _between(state: BoardState, a: Square, b: Square, seat: int = 0) -> int:
    bits = state.grid.bits
    return roads_needed(state, layers(state, seat, bits.of([a])), bits.of([b]))


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
    grown = [layers(mine, 0, bits.of([(2, 9)])), layers(mine, 0, bits.of([(4, 9)]))]
    assert roads_to_site(mine, 0, "machinery", grown) >= 1
    theirs = board("symmetric", *seats)
    theirs = put(theirs, TileKind.STALL, "metal", 1, [(2, 9)], claims=(0,))
    theirs = put(theirs, TileKind.STALL, "knowledge", 1, [(4, 9)], claims=(0,))
    grown = [layers(theirs, 0, bits.of([(2, 9)])), layers(theirs, 0, bits.of([(4, 9)]))]
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
