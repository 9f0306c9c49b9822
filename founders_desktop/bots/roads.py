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


class Layers:
    """The squares a road chain from ``start`` (a square mask: tiles' squares) covers after
    ``k`` more pieces (``at(k)``), ``start`` itself and the road chains touching it included.
    A seat with one bridge/gate left crosses at most one river or wall square: counting every
    crossing while any bridge was left made slots two crossings away look four roads off, and a
    2-player seat with its last bridge sat for a hundred turns "four roads" from finishing a
    building. Grown only as far as it is read: the greedy player asks for the layers of every
    source on every position it weighs, most of them only a few roads deep."""

    __slots__ = (
        "_barrier",
        "_close",
        "_dilate",
        "_dry",
        "_dry_grown",
        "_free",
        "_grown",
        "_last",
        "_last_bridge",
        "_out",
    )

    def __init__(self, board: BoardState, seat: int, start: int) -> None:
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

        self._free, self._barrier, self._dilate, self._close = free, barrier, dilate, close
        self._last_bridge = (
            bool(barrier) and board.pack.supply.bridges - board_index(board).bridges.get(seat, 0) == 1
        )
        first = close(start)
        self._out = [first]  # the layers grown so far
        self._grown: list[int] = []  # dilate(out[k]), read again two layers on for a crossing
        self._dry = [first]  # without crossing (only kept with one bridge left)
        self._dry_grown: list[int] = []
        self._last = False

    def _grow(self) -> bool:
        """Adds the next layer; False (adding none) once they stop changing or at ``FAR``."""
        out = self._out
        k = len(out)
        if self._last or k > FAR:
            return False
        dilate, close, free, barrier = self._dilate, self._close, self._free, self._barrier
        prev = out[-1]
        self._grown.append(dilate(prev))
        nxt = prev | (self._grown[-1] & free)
        if k >= 2 and barrier:
            nxt |= (self._dry_grown if self._last_bridge else self._grown)[k - 2] & barrier
        layer = close(nxt)
        out.append(layer)
        dry = self._dry
        if self._last_bridge:
            self._dry_grown.append(dilate(dry[-1]))
            dry.append(close(dry[-1] | (self._dry_grown[-1] & free)))
        if layer == prev and k >= 2 and (not self._last_bridge or dry[-1] == dry[-2]):
            self._last = True
        return True

    def at(self, k: int) -> int:
        """Layer ``k``; the last one when they stopped changing before it (or at ``FAR``)."""
        out = self._out
        while len(out) <= k and self._grow():
            pass
        return out[min(k, len(out) - 1)]

    def reach(self, around: int) -> int:
        """The first layer touching a square of ``around``; ``FAR + 1`` if none does."""
        out = self._out
        k = 0
        while True:
            while k >= len(out):
                if not self._grow():
                    return FAR + 1
            if out[k] & around:
                return k
            k += 1

    def full(self) -> list[int]:
        """Every layer, grown to the end."""
        while self._grow():
            pass
        return list(self._out)


def roads_needed(board: BoardState, grown: Layers, target: int) -> int:
    """Pieces to lay before ``target`` (a tile's squares) touches the chain: 0 if it already
    does, ``FAR + 1`` if out of reach."""
    return grown.reach(board.grid.bits.dilate(target))


def first_steps(source: Layers, back: Layers, k: int) -> int:
    """Squares where the first of ``k`` roads from a source toward a target may go on some
    shortest way (``source`` and ``back``: the layers grown from each)."""
    if k < 1 or k > FAR:
        return 0
    ring = source.at(1) & ~source.at(0)
    return ring & back.at(k)
