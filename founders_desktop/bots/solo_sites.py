"""Where a voted building goes in solo: beside what will feed it, so one network serves all.

One tile of a resource serves every building it connects to, so the solo player wins by
keeping its buildings and their suppliers together. The solo value after a placement only sees
the resources the seat already owns; a building whose slots want a resource nobody has yet
looks the same anywhere. This measure looks further: for each slot, how close the spot is to
what could fill it (a tile of that resource the seat may use, another building waiting for the
same resource, where one new tile between them serves both, or for an advanced resource the
tiles of its prerequisites, beside which it would be built), and how close the spot is to the
seat's pieces at all (roads are the solo player's scarcest actions).
"""

from __future__ import annotations

from collections.abc import Iterable

from founders_desktop.city.game import GameState
from founders_desktop.city.pieces import Tile, TileKind

Square = tuple[int, int]

NEAR = 8  # squares apart at which a supplier no longer counts
W_SLOT = 2.0  # a slot beside what could fill it
W_NETWORK = 1.0  # the spot beside the seat's pieces


def gap(squares: Iterable[Square], targets: list[Square]) -> int:
    """Empty squares between two groups (0 when they touch side by side); ``NEAR`` if none."""
    best = NEAR
    for x, y in squares:
        for tx, ty in targets:
            d = abs(x - tx) + abs(y - ty) - 1
            if d < best:
                best = d
                if best <= 0:
                    return 0
    return best


def closeness(d: int) -> float:
    """1 when touching, falling to 0 at ``NEAR`` squares apart."""
    return max(0.0, (NEAR - d) / NEAR)


def suppliers(state: GameState, seat: int, resource: str, skip: int) -> list[Square]:
    """Squares of what could fill a slot for ``resource``: tiles of it the seat may use, other
    buildings (not tile ``skip``) with an open slot for it, and tiles of its prerequisites."""
    res = state.pack.resources.get(resource)
    pre = set(res.prerequisites) if res is not None else set()
    out: list[Square] = []
    for i, tile in enumerate(state.board.tiles):
        if i == skip:
            continue
        feeds = tile.kind.resource and tile.has_access(seat) and (tile.item == resource or tile.item in pre)
        waits = tile.kind is TileKind.PRESTIGE and waits_for(state, tile, resource)
        if feeds or waits:
            out.extend(tile.squares)
    return out


def waits_for(state: GameState, building: Tile, resource: str) -> bool:
    """Whether the prestige ``building`` has a slot for ``resource`` still open."""
    slots = state.pack.prestige_buildings[building.item].slots
    return resource not in building.delivered_resources() and any(s.resource == resource for s in slots)


def site_value(state: GameState, seat: int, tile_index: int) -> float:
    """How well the building at ``tile_index`` sits among what will feed it (higher is better)."""
    board = state.board
    tile = board.tiles[tile_index]
    done = tile.delivered_resources()
    total = 0.0
    for slot in state.pack.prestige_buildings[tile.item].slots:
        if slot.resource in done:
            continue
        targets = suppliers(state, seat, slot.resource, tile_index)
        if targets:
            total += W_SLOT * closeness(gap(tile.squares, targets))
    mine = [sq for i, t in enumerate(board.tiles) if i != tile_index and t.owner == seat for sq in t.squares]
    mine += list(board.roads)
    if mine:
        total += W_NETWORK * closeness(gap(tile.squares, mine))
    return total
