"""Connectivity as one player sees it: adjacency, chains of roads, and their own bridges/gates.

Two tiles are connected when they touch (8-way) or both touch one chain of road squares; a
player's own bridges/gates are road squares for that player only. Connections never run
through buildings, so only tiles *touching* a chain are joined by it, never tiles beyond them.

Chains (8-way connected groups of road squares) are numbered once per (state, player) and cached
on the state; each chain carries the mask of tiles touching it, so a query for a square or a
hypothetical tile is a few dict lookups and ``|``. A network keeps what it reads of its state
(tiles, index, bit layout), never the state itself: the state's cache holds the network, and a
reference back would make every board a reference cycle, freed only by the garbage collector.
``connection_graph`` builds the same relation with networkx, straight from the rule, for the
view and bots and as the tests' reference.
"""

from __future__ import annotations

import networkx as nx

from founders_desktop.city.index import board_index
from founders_desktop.city.pieces import Player, TileKind
from founders_desktop.city.state import BoardState
from founders_desktop.content import Square


class Network:
    """Connections for one player in one state. Build with ``network(state, player)``."""

    def __init__(self, state: BoardState | None, player: Player | None) -> None:
        """``state`` None: an empty shell that ``_with_tile`` and ``_joined`` fill in (a native
        class, compiled, cannot be made without its ``__init__``)."""
        self.player = player
        if state is None:
            return
        self.tiles = state.tiles
        self.roads = state.roads
        self.bits = state.grid.bits
        self.index = board_index(state)
        neighbours = state.grid.neighbours
        road_like = set(state.roads)
        own_bridges: dict[Square, int] = {}
        if player is not None:
            for i, tile in enumerate(state.tiles):
                if tile.kind is TileKind.BRIDGE and tile.owner == player:
                    for sq in tile.squares:
                        own_bridges[sq] = i
        road_like.update(own_bridges)
        self.chain_of, count = _chains(road_like, neighbours)
        self.chain_mask: list[int] = [0] * count
        occupant = self.index.occupant
        for sq, c in self.chain_of.items():
            mask = self.chain_mask[c]
            if sq in own_bridges:
                mask |= 1 << own_bridges[sq]
            for n in neighbours[sq]:
                j = occupant.get(n)
                if j is not None:
                    mask |= 1 << j
            self.chain_mask[c] = mask
        self.chain_squares: list[int] = [0] * len(self.chain_mask)
        bits = self.bits
        for sq, c in self.chain_of.items():
            self.chain_squares[c] |= bits.bit(sq)
        self.neighbours = neighbours
        self._touch: dict[Square, int] = {}
        self._reach: dict[int, int] = {}
        self._near: dict[int, int] = {}

    def extended(self, state: BoardState) -> Network:
        """This network on ``state``: this state plus one more tile at the end that is not this
        player's own bridge/gate (it cannot change the chains of roads, only which tiles touch
        them), so only the chains touching the new tile learn of it. Much cheaper than a rebuild."""
        added = state.tiles[-1]
        assert added.kind is not TileKind.BRIDGE or self.player is None or added.owner != self.player
        return self._with_tile(state)

    def with_own_bridge(self, state: BoardState) -> Network:
        """This network on ``state``: this state plus one more tile at the end, this player's own
        bridge/gate. To its owner a bridge is a road: each of its squares joins the chains it
        touches as a road's square would (``with_road``), and the bridge is a tile its own chain
        touches (as a fresh build counts it). Much cheaper than a rebuild."""
        added = state.tiles[-1]
        assert added.kind is TileKind.BRIDGE and added.owner == self.player
        net = self._with_tile(state)
        bridge = 1 << (len(state.tiles) - 1)
        for square in added.squares:
            net = net._joined(state, square, net.index.tiles_beside(net.neighbours, square) | bridge)
        return net

    def _with_tile(self, state: BoardState) -> Network:
        """``extended`` without its check: the chains touching the new tile learn of it."""
        tile = len(state.tiles) - 1
        assert tile == len(self.tiles)
        new = Network(None, self.player)
        new.tiles = state.tiles
        new.roads = state.roads
        new.bits = self.bits
        new.index = board_index(state)
        new.chain_of = self.chain_of  # never mutated once built: shared
        new.chain_squares = self.chain_squares
        masks = list(self.chain_mask)
        bit = 1 << tile
        chain_of = self.chain_of
        for sq in state.tiles[tile].squares:
            for n in self.neighbours[sq]:
                c = chain_of.get(n)
                if c is not None:
                    masks[c] |= bit
        new.chain_mask = masks
        new.neighbours = self.neighbours
        new._touch = {}
        new._reach = {}
        # ``near`` stays what it was for every tile mask asked before: none holds the new tile,
        # so no chain's "touches one of them" changes (only its bit joined the chains' masks)
        new._near = self._near.copy()
        return new

    def with_road(self, state: BoardState, square: Square, beside: int | None = None) -> Network:
        """This network on ``state``: this state plus a road on ``square``. The chains the new
        square touches merge into one (the lowest number; the others are left empty).
        ``beside``: the mask of the tiles touching ``square`` (``BoardIndex.tiles_beside``), the
        same for every player's network, if the caller has it."""
        # (one more road than this network's state: checked by size, not by building the union)
        assert square in state.roads and square not in self.roads
        assert len(state.roads) == len(self.roads) + 1
        if beside is None:
            beside = board_index(state).tiles_beside(self.neighbours, square)
        return self._joined(state, square, beside)

    def _joined(self, state: BoardState, square: Square, touching: int) -> Network:
        """This network on ``state``, where ``square`` has become road-like (a road, or a square
        of this player's own bridge), touching the tiles of the mask ``touching``."""
        new = Network(None, self.player)
        new.tiles = state.tiles
        new.roads = state.roads
        new.bits = self.bits
        new.index = board_index(state)
        neighbours = self.neighbours
        chain_of = dict(self.chain_of)
        masks = list(self.chain_mask)
        squares = list(self.chain_squares)
        merged = sorted({c for n in neighbours[square] if (c := chain_of.get(n)) is not None})
        if merged:
            keep = merged[0]
            gone = set(merged[1:])
            if gone:
                for sq, c in chain_of.items():
                    if c in gone:
                        chain_of[sq] = keep
                for c in gone:
                    masks[keep] |= masks[c]
                    squares[keep] |= squares[c]
                    masks[c] = 0
                    squares[c] = 0
        else:
            keep = len(masks)
            masks.append(0)
            squares.append(0)
        chain_of[square] = keep
        mask = masks[keep] | touching
        masks[keep] = mask
        squares[keep] |= self.bits.bit(square)
        new.chain_of = chain_of
        new.chain_mask = masks
        new.chain_squares = squares
        new.neighbours = neighbours
        new._touch = {}
        new._reach = {}
        # ``near`` of a tile mask asked before: the chains the road joined, and the road, are one
        # chain now, touching all they touched and the tiles beside the road; the squares near
        # the tiles grow by those near that chain if it touches one of them (no other chain moved)
        grown = 0
        near: dict[int, int] = {}
        for tiles, found in self._near.items():
            if mask & tiles:
                if not grown:
                    grown = self.bits.dilate(squares[keep])
                found |= grown
            near[tiles] = found
        new._near = near
        return new

    def touch_square(self, square: Square) -> int:
        """Mask of tiles a piece on ``square`` would be connected to, by touch or by a chain
        of roads touching it (the square's own occupant is not counted)."""
        found = self._touch.get(square)
        if found is not None:
            return found
        mask = 0
        occupant = self.index.occupant
        chain_of = self.chain_of
        for n in self.neighbours[square]:
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

    def near(self, tiles: int) -> int:
        """Mask of squares from which a piece would be connected to one of ``tiles`` (a tile
        mask): squares touching those tiles or a chain of roads that touches them. Cached: every
        query about one player's pieces asks it for the same tiles (what they own)."""
        found = self._near.get(tiles)
        if found is not None:
            return found
        around = self.index.squares_of(tiles)
        for c, touching in enumerate(self.chain_mask):
            if touching & tiles:
                around |= self.chain_squares[c]
        found = self._near[tiles] = self.bits.dilate(around)
        return found

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
            found = self.touch(self.tiles[tile].squares)
            self._reach[tile] = found
        return found

    def connected(self, a: int, b: int) -> bool:
        return bool(self.reach(a) >> b & 1)


def _chains(
    road_like: set[Square], neighbours: dict[Square, tuple[Square, ...]]
) -> tuple[dict[Square, int], int]:
    """Number the chains (8-way connected groups) of road squares: a flood fill, which is five
    times quicker than building a networkx graph on every new state (see ``connection_graph``)."""
    chain_of: dict[Square, int] = {}
    count = 0
    for start in road_like:
        if start in chain_of:
            continue
        chain_of[start] = count
        todo = [start]
        while todo:
            sq = todo.pop()
            for n in neighbours[sq]:
                if n in road_like and n not in chain_of:
                    chain_of[n] = count
                    todo.append(n)
        count += 1
    return chain_of, count


def connection_graph(state: BoardState, player: Player | None) -> nx.Graph:
    """Tiles as nodes, an edge between every two tiles connected for ``player``: built straight
    from the rule's words with networkx (road squares joined 8-way, tiles touching a chain),
    for the view, bots and as an independent check of ``Network``."""
    g = state.grid
    road_like = set(state.roads)
    road_like.update(
        sq
        for t in state.tiles
        if t.kind is TileKind.BRIDGE and player is not None and t.owner == player
        for sq in t.squares
    )
    squares = nx.Graph()
    squares.add_nodes_from(road_like)
    squares.add_edges_from((a, b) for a in road_like for b in g.neighbours[a] if b in road_like)
    owner_of = {sq: i for i, t in enumerate(state.tiles) for sq in t.squares}
    graph = nx.Graph()
    graph.add_nodes_from(range(len(state.tiles)))
    for i, t in enumerate(state.tiles):
        for sq in t.squares:
            for n in g.neighbours[sq]:
                j = owner_of.get(n)
                if j is not None and j != i:
                    graph.add_edge(i, j)
    for chain in nx.connected_components(squares):
        touching = {owner_of[n] for sq in chain for n in (sq, *g.neighbours[sq]) if n in owner_of}
        ordered = sorted(touching)
        graph.add_edges_from((a, b) for k, a in enumerate(ordered) for b in ordered[k + 1 :])
    return graph


def network(state: BoardState, player: Player | None) -> Network:
    """The cached network of ``player`` (None: roads only, as a neutral tile sees them)."""
    key = ("network", player)
    cached = state._cache.get(key)
    if cached is None:
        cached = Network(state, player)
        state._cache[key] = cached
    return cached  # type: ignore[no-any-return]


def road_reaches(state: BoardState, player: Player, square: Square, tile: int) -> bool:
    """Would a road on ``square`` be connected to tile ``tile``? (The Upgrade action's road must
    be connected to the resource tile being built.)"""
    return bool(network(state, player).touch_square(square) >> tile & 1)


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
