"""How many roads a seat still has to lay to join two places: a distance over the board.

Straight-line distance lies on this board: rivers, walls and other tiles stand in the way, and
roads already down (anyone's) cost nothing to use. So the distance is a breadth-first search in
layers over bit masks (``Bits.dilate`` grows a whole frontier at once): road squares and the
seat's own bridges/gates join for free, an empty buildable square costs one road, an empty river
or wall square two (a bridge/gate is an action and 4 money). Tiles block: connections never run
through buildings.
"""

from __future__ import annotations

from founders_desktop.city.index import board_index
from founders_desktop.city.pieces import TileKind
from founders_desktop.city.state import BoardState

FAR = 15  # layers searched; anything further counts as out of reach


def _masks(board: BoardState, seat: int) -> tuple[int, int, int]:
    """(free squares a road may take, empty river/wall squares, road-like squares) for a seat."""
    key = ("bot_road_masks", seat)
    hit = board._cache.get(key)
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    idx = board_index(board)
    g = board.grid
    road_like = g.bits.of(board.roads)
    for i, tile in enumerate(board.tiles):
        if tile.kind is TileKind.BRIDGE and tile.owner == seat:
            road_like |= idx.tile_mask[i]
    # A river/wall square needs a bridge/gate of the seat's own: none left, no way across (3p
    # games stalled "two roads" from slots behind a river with every bridge built).
    crossable = idx.bridges.get(seat, 0) < board.pack.supply.bridges
    out = (idx.free_mask, g.barrier_mask & ~idx.taken_mask if crossable else 0, road_like)
    board._cache[key] = out
    return out


def layers(board: BoardState, seat: int, start: int) -> list[int]:
    """``out[k]``: the squares a road chain from ``start`` (a square mask: tiles' squares) covers
    after ``k`` more pieces, ``start`` itself and the road chains touching it included. A seat
    with one bridge/gate left crosses at most one river or wall square: counting every crossing
    while any bridge was left made slots two crossings away look four roads off, and a 2-player
    seat with its last bridge sat for a hundred turns "four roads" from finishing a building.
    (The greedy player grows these for every source on every position it weighs: each layer's
    growth is kept for the crossing two layers on, and a chain is joined from its new squares.)"""
    free, barrier, road_like = _masks(board, seat)
    bits = board.grid.bits
    stride, on_board = bits.stride, bits.board

    def dilate(mask: int) -> int:  # ``Bits.dilate``, without the attribute look-ups
        out = mask | mask << 1 | mask >> 1
        return (out | out << stride | out >> stride) & on_board

    def close(mask: int) -> int:  # join the road chains touching ``mask`` (they cost nothing)
        new = dilate(mask) & road_like & ~mask
        while new:
            mask |= new
            new = dilate(new) & road_like & ~mask
        return mask

    last_bridge = bool(barrier) and board.pack.supply.bridges - board_index(board).bridges.get(seat, 0) == 1
    out = [close(start)]
    grown: list[int] = []  # grown[k]: dilate(out[k]), read again two layers on for a crossing
    dry = [out[0]]  # without crossing (only kept with one bridge left)
    dry_grown: list[int] = []
    for k in range(1, FAR + 1):
        prev = out[-1]
        grown.append(dilate(prev))
        nxt = prev | (grown[-1] & free)
        if k >= 2 and barrier:
            nxt |= (dry_grown if last_bridge else grown)[k - 2] & barrier
        layer = close(nxt)
        out.append(layer)
        if last_bridge:
            dry_grown.append(dilate(dry[-1]))
            dry.append(close(dry[-1] | (dry_grown[-1] & free)))
        if layer == prev and k >= 2 and (not last_bridge or dry[-1] == dry[-2]):
            break
    return out


def roads_needed(board: BoardState, grown: list[int], target: int) -> int:
    """Pieces to lay before ``target`` (a tile's squares) touches the chain: 0 if it already
    does, ``FAR + 1`` if out of reach."""
    around = board.grid.bits.dilate(target)
    for k, mask in enumerate(grown):
        if mask & around:
            return k
    return FAR + 1


def first_steps(source: list[int], back: list[int], k: int) -> int:
    """Squares where the first of ``k`` roads from a source toward a target may go on some
    shortest way (``source`` and ``back``: the layers grown from each)."""
    if k < 1 or k > FAR or len(source) < 2:
        return 0
    ring = source[1] & ~source[0]
    return ring & back[min(k, len(back) - 1)]
