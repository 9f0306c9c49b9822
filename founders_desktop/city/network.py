"""Connectivity as one player sees it: adjacency, chains of roads, and their own bridges/gates.

Two tiles are connected when they touch (8-way) or both touch one chain of road squares; a
player's own bridges/gates are road squares for that player only. Connections never run
through buildings, so only tiles *touching* a chain are joined by it, never tiles beyond them.

Chains are the connected components of a networkx graph of road squares, computed once per
(state, player) and cached on the state; each chain carries the mask of tiles touching it, so a
query for a square or a hypothetical tile is a few dict lookups and ``|``.
"""

from __future__ import annotations

import networkx as nx

from founders_desktop.city.index import BoardIndex, board_index
from founders_desktop.city.pieces import Player, TileKind
from founders_desktop.city.state import BoardState
from founders_desktop.content import Square


class Network:
    """Connections for one player in one state. Build with ``network(state, player)``."""

    def __init__(self, state: BoardState, player: Player | None) -> None:
        self.state = state
        self.player = player
        self.index: BoardIndex = board_index(state)
        board = state.board
        road_like = set(state.roads)
        own_bridges: dict[Square, int] = {}
        if player is not None:
            for i, tile in enumerate(state.tiles):
                if tile.kind is TileKind.BRIDGE and tile.owner == player:
                    for sq in tile.squares:
                        own_bridges[sq] = i
        road_like.update(own_bridges)
        graph = nx.Graph()
        graph.add_nodes_from(road_like)
        for sq in road_like:
            for n in board.neighbours8(sq):
                if n in road_like:
                    graph.add_edge(sq, n)
        self.chain_of: dict[Square, int] = {}
        self.chain_mask: list[int] = []
        occupant = self.index.occupant
        for c, component in enumerate(nx.connected_components(graph)):
            mask = 0
            for sq in component:
                self.chain_of[sq] = c
                if sq in own_bridges:
                    mask |= 1 << own_bridges[sq]
                for n in board.neighbours8(sq):
                    j = occupant.get(n)
                    if j is not None:
                        mask |= 1 << j
            self.chain_mask.append(mask)
        self._touch: dict[Square, int] = {}
        self._reach: dict[int, int] = {}

    def touch_square(self, square: Square) -> int:
        """Mask of tiles a piece on ``square`` would be connected to, by touch or by a chain
        of roads touching it (the square's own occupant is not counted)."""
        found = self._touch.get(square)
        if found is not None:
            return found
        mask = 0
        occupant = self.index.occupant
        chain_of = self.chain_of
        for n in self.state.board.neighbours8(square):
            j = occupant.get(n)
            if j is not None:
                mask |= 1 << j
            c = chain_of.get(n)
            if c is not None:
                mask |= self.chain_mask[c]
        c = chain_of.get(square)  # a road square of this player's network (e.g. own bridge)
        if c is not None:
            mask |= self.chain_mask[c]
        self._touch[square] = mask
        return mask

    def touch(self, squares: tuple[Square, ...]) -> int:
        """Mask of tiles connected to a (possibly hypothetical) piece covering ``squares``."""
        mask = 0
        for sq in squares:
            mask |= self.touch_square(sq)
        for sq in squares:
            j = self.index.occupant.get(sq)
            if j is not None:
                mask &= ~(1 << j)
        return mask

    def reach(self, tile: int) -> int:
        """Mask of tiles connected to tile ``tile``."""
        found = self._reach.get(tile)
        if found is None:
            found = self.touch(self.state.tiles[tile].squares)
            self._reach[tile] = found
        return found

    def connected(self, a: int, b: int) -> bool:
        return bool(self.reach(a) >> b & 1)


def network(state: BoardState, player: Player | None) -> Network:
    """The cached network of ``player`` (None: roads only, as a neutral tile sees them)."""
    key = ("network", player)
    cached = state._cache.get(key)
    if cached is None:
        cached = Network(state, player)
        state._cache[key] = cached
    assert isinstance(cached, Network)
    return cached


def mask_tiles(mask: int) -> tuple[int, ...]:
    """The tile indexes set in a mask, ascending."""
    out = []
    i = 0
    while mask:
        if mask & 1:
            out.append(i)
        mask >>= 1
        i += 1
    return tuple(out)
