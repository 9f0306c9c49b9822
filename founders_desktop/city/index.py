"""What the rules look up over and over, derived once per board state (and cached on it).

Tiles are numbered by their index in ``state.tiles``; sets of tiles are int bitmasks (bit i is
tile i) so that "connected to something owned" is one ``&`` on the hot path of dragging a tile.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from founders_desktop.city.bits import set_bits
from founders_desktop.city.pieces import Player, TileKind
from founders_desktop.city.state import BoardState
from founders_desktop.content import Square


@dataclass(frozen=True)
class BoardIndex:
    """Player-independent lookups of one state."""

    occupant: dict[Square, int]  # square -> tile index (every tile, bridges included)
    roads: frozenset[Square]
    owned: dict[Player, int]  # mask of tiles a player owns (resource tiles, houses, bridges)
    resource_tiles: dict[str, tuple[int, ...]]  # resource id -> tile indexes
    resources_in_section: dict[tuple[int, str], int]  # (section, resource) -> tile index
    houses_in_section: dict[tuple[int, Player], int]  # (section, owner) -> house tile index
    prestige_in_section: dict[tuple[int, tuple[str, str]], int]  # (section, type) -> tile index
    houses: dict[Player, int]  # houses built per player
    bridges: dict[Player, int]  # bridges/gates built per player
    claims_used: dict[Player, int]  # claim tokens on the board per player
    placed_prestige: frozenset[str]  # prestige building ids on the board
    free_mask: int  # buildable squares with no tile and no road, as a bit mask (see bits.py)
    taken_mask: int  # squares under a tile or a road
    near_own_mask: dict[Player, int]  # squares on or beside a player's buildings
    tile_mask: tuple[int, ...]  # per tile: its squares as a mask
    prestige: tuple[int, ...]  # the prestige buildings' tile indexes, ascending

    def changed(self, **fields: object) -> BoardIndex:
        """A copy with ``fields`` set to new values: ``dataclasses.replace`` without its walk over
        every field (a frozen dataclass's fields live in the instance's ``__dict__``)."""
        mine = getattr(self, "__dict__", None)
        if mine is None:  # compiled: a native class, with no ``__dict__`` to copy
            return replace(self, **fields)  # type: ignore[arg-type]
        out: BoardIndex = BoardIndex.__new__(BoardIndex)
        values = out.__dict__
        values.update(mine)
        values.update(fields)
        return out

    def squares_of(self, tiles: int) -> int:
        """The squares of the tiles in the tile mask ``tiles``, as a square mask."""
        out = 0
        for i in set_bits(tiles):
            out |= self.tile_mask[i]
        return out

    def tiles_beside(self, neighbours: dict[Square, tuple[Square, ...]], square: Square) -> int:
        """The mask of the tiles touching ``square`` (8-way): what a road there joins."""
        occupant = self.occupant
        mask = 0
        for n in neighbours[square]:
            j = occupant.get(n)
            if j is not None:
                mask |= 1 << j
        return mask

    def with_tile(self, after: BoardState) -> BoardIndex:
        """The index of ``after``: the indexed state plus one tile at the end. Equal to a fresh
        build (tests hold the two together), at a fraction of its cost."""
        i = len(self.tile_mask)
        tile = after.tiles[i]
        assert len(after.tiles) == i + 1
        g = after.grid
        mask = g.bits.of(tile.squares)
        occupant = dict(self.occupant)
        for sq in tile.squares:
            occupant[sq] = i
        owner, kind = tile.owner, tile.kind
        section = g.section.get(tile.squares[0])
        owned = self.owned
        near_own = self.near_own_mask
        if owner is not None and kind is not TileKind.PRESTIGE:
            owned = {**owned, owner: owned[owner] | 1 << i}
            if kind.building:
                near_own = {**near_own, owner: near_own[owner] | g.bits.dilate(mask)}
        resource_tiles = self.resource_tiles
        in_section = self.resources_in_section
        claims = self.claims_used
        houses, houses_in_section = self.houses, self.houses_in_section
        bridges, prestige_in_section = self.bridges, self.prestige_in_section
        placed = self.placed_prestige
        if kind.resource:
            resource_tiles = {**resource_tiles, tile.item: (*resource_tiles.get(tile.item, ()), i)}
            if section is not None:
                in_section = {**in_section, (section, tile.item): i}
            claims = dict(claims)
            if owner is not None:
                claims[owner] += 1
            for p in tile.claims:
                claims[p] += 1
        elif kind is TileKind.HOUSE and owner is not None:
            houses = {**houses, owner: houses[owner] + 1}
            if section is not None:
                houses_in_section = {**houses_in_section, (section, owner): i}
        elif kind is TileKind.BRIDGE and owner is not None:
            bridges = {**bridges, owner: bridges[owner] + 1}
        elif kind is TileKind.PRESTIGE:
            if section is not None:
                type_key = after.pack.prestige_buildings[tile.item].type_key
                prestige_in_section = {**prestige_in_section, (section, type_key): i}
            placed = placed | {tile.item}
        return BoardIndex(
            occupant=occupant,
            roads=self.roads,
            owned=owned,
            resource_tiles=resource_tiles,
            resources_in_section=in_section,
            houses_in_section=houses_in_section,
            prestige_in_section=prestige_in_section,
            houses=houses,
            bridges=bridges,
            claims_used=claims,
            placed_prestige=placed,
            free_mask=self.free_mask & ~mask,
            taken_mask=self.taken_mask | mask,
            near_own_mask=near_own,
            tile_mask=(*self.tile_mask, mask),
            prestige=(*self.prestige, i) if kind is TileKind.PRESTIGE else self.prestige,
        )


def board_index(state: BoardState) -> BoardIndex:
    """The index of ``state``, built on first use and cached on the state."""
    cached = state._cache.get("index")
    if cached is None:
        cached = _build(state)
        state._cache["index"] = cached
    return cached  # type: ignore[no-any-return]  # (no isinstance check: asked on every query)


def _build(state: BoardState) -> BoardIndex:
    g = state.grid
    pack = state.pack
    occupant: dict[Square, int] = {}
    for i, tile in enumerate(state.tiles):
        for sq in tile.squares:
            occupant[sq] = i
    owned: dict[Player, int] = {p: 0 for p in range(state.player_count)}
    tile_mask = tuple(g.bits.of(t.squares) for t in state.tiles)
    own_buildings: dict[Player, int] = {p: 0 for p in range(state.player_count)}
    resource_tiles: dict[str, list[int]] = {}
    in_section: dict[tuple[int, str], int] = {}
    houses_in_section: dict[tuple[int, Player], int] = {}
    prestige_in_section: dict[tuple[int, tuple[str, str]], int] = {}
    houses = {p: 0 for p in range(state.player_count)}
    bridges = {p: 0 for p in range(state.player_count)}
    claims = {p: 0 for p in range(state.player_count)}
    for i, tile in enumerate(state.tiles):
        section = g.section.get(tile.squares[0])
        if tile.owner is not None and tile.kind is not TileKind.PRESTIGE:
            owned[tile.owner] |= 1 << i
            if tile.kind.building:
                own_buildings[tile.owner] |= tile_mask[i]
        if tile.kind.resource:
            resource_tiles.setdefault(tile.item, []).append(i)
            if section is not None:
                in_section[(section, tile.item)] = i
            if tile.owner is not None:
                claims[tile.owner] += 1
            for p in tile.claims:
                claims[p] += 1
        elif tile.kind is TileKind.HOUSE and tile.owner is not None:
            houses[tile.owner] += 1
            if section is not None:
                houses_in_section[(section, tile.owner)] = i
        elif tile.kind is TileKind.BRIDGE and tile.owner is not None:
            bridges[tile.owner] += 1
        elif tile.kind is TileKind.PRESTIGE and section is not None:
            # Buildings on reserved locations stand outside every section (the rulebook counts the
            # Ghost Fortress space as a divider), so they never block a type in a section.
            prestige_in_section[(section, pack.prestige_buildings[tile.item].type_key)] = i
    taken = g.bits.of(state.roads)
    for m in tile_mask:
        taken |= m
    return BoardIndex(
        occupant=occupant,
        roads=state.roads,
        owned=owned,
        resource_tiles={k: tuple(v) for k, v in resource_tiles.items()},
        resources_in_section=in_section,
        houses_in_section=houses_in_section,
        prestige_in_section=prestige_in_section,
        houses=houses,
        bridges=bridges,
        claims_used=claims,
        placed_prestige=frozenset(t.item for t in state.tiles if t.kind is TileKind.PRESTIGE),
        free_mask=g.buildable_mask & ~taken,
        taken_mask=taken,
        near_own_mask={p: g.bits.dilate(m) for p, m in own_buildings.items()},
        tile_mask=tile_mask,
        prestige=tuple(i for i, t in enumerate(state.tiles) if t.kind is TileKind.PRESTIGE),
    )
