"""Every legal placement of a piece: what the board shades while a tile is dragged.

The square-independent rules (``piece_rules``) are asked once; the square rules are then
evaluated for the whole board at once on bit masks (bits.py): the squares a piece may cover
(free, not beside its owner's buildings, in a section without that resource...) and the squares
it must touch one of (connected to something owned, to each prerequisite...). Each mask is
exactly one condition of ``legality``; the property tests check that both agree on every square.
Results are cached per (state, player, piece, follow): a drag asks on every mouse move.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from founders_desktop.city.bits import Bits
from founders_desktop.city.geometry import footprint_for
from founders_desktop.city.index import board_index
from founders_desktop.city.legality import FOLLOW_COLOURS, violations
from founders_desktop.city.network import network
from founders_desktop.city.piece_rules import new_owner, piece_blocked, start_limit
from founders_desktop.city.pieces import (
    Piece,
    PieceKind,
    Placement,
    Player,
    Tile,
    make_placement,
    shared_placement,
)
from founders_desktop.city.state import BoardState
from founders_desktop.city.tokens import tracker_token_missing
from founders_desktop.content import Resource, Square, Terrain


def legal_placements(
    state: BoardState, player: Player, piece: Piece, *, follow: bool = False
) -> tuple[Placement, ...]:
    """Every legal anchor and orientation of ``piece`` for ``player``, by orientation then row."""
    key = ("legal", player, piece.kind, piece.item, follow)  # (the piece's fields: hashed in C)
    cached = state._cache.get(key)
    if cached is None:
        if not 0 <= player < state.player_count or piece_blocked(state, player, piece, follow):
            cached = ()
        else:
            cached = tuple(_legal(state, player, piece, follow))
        state._cache[key] = cached
    return cached  # type: ignore[no-any-return]


def has_legal_placement(state: BoardState, player: Player, piece: Piece, *, follow: bool = False) -> bool:
    """Whether ``legal_placements`` would list anything, without building the list: the game asks
    this for every card in hand on every decision (may this card be played face up?)."""
    cache = state._cache
    key = ("any", player, piece.kind, piece.item, follow)  # (the piece's fields: hashed in C)
    found = cache.get(key)
    if found is None:
        listed = cache.get(("legal", player, piece.kind, piece.item, follow))
        if listed is not None:
            return bool(listed)
        if not 0 <= player < state.player_count or piece_blocked(state, player, piece, follow):
            found = False
        else:
            found = _any(state, player, piece, follow)
        cache[key] = found
    return found  # type: ignore[no-any-return]


def legal_anchor_squares(
    state: BoardState, player: Player, piece: Piece, *, follow: bool = False
) -> frozenset[Square]:
    """Every square covered by some legal placement (what to shade under a dragged tile)."""
    out: set[Square] = set()
    fp = footprint_for(state, piece.kind, piece.item)
    for pl in legal_placements(state, player, piece, follow=follow):
        out.update(fp.squares_at(pl.anchor, pl.orientation) if fp else (pl.anchor,))
    return frozenset(out)


def _legal(state: BoardState, player: Player, piece: Piece, follow: bool) -> list[Placement]:
    kind, item = piece.kind, piece.item
    if kind is PieceKind.BUY_ACCESS:  # a handful of tiles: ask the rules one by one
        # shared values: the same tiles are listed board after board, and their actions are
        # remembered per placement (a new placement each time would be a new action each time)
        tiles = _access_tiles(state, player, item, follow)
        return [shared_placement(kind, player, t.item, t.squares[0]) for t in tiles]
    fp = footprint_for(state, kind, item)
    if kind is PieceKind.PRESTIGE and fp is not None and state.pack.prestige_buildings[item].reserved:
        return [pl for pl in _reserved(state, player, item) if not violations(state, pl, follow, stop=True)]
    g = state.grid
    bits = g.bits
    allowed, needs = _masks(state, player, piece, follow)
    if fp is None:
        for need in needs:
            allowed &= need
        return _placements_at(bits, allowed, kind, player, item, 0)
    if kind is PieceKind.PRESTIGE:
        colour = g.terrain_mask[Terrain(state.pack.prestige_buildings[item].colour)]
        needs.append(colour)
    if _hopeless(allowed, needs):
        return []
    out: list[Placement] = []
    # A prestige building is placed once a game: its placements are rarely listed again, and
    # keeping them in the shared tables would only fill them (and the garbage collector's
    # oldest generation, a full pass over which costs as much as a hundred decisions).
    made_at = _new_placements_at if kind is PieceKind.PRESTIGE else _placements_at
    for o, cells in enumerate(fp.orientations):
        anchors = bits.anchors(allowed, cells, needs)
        out.extend(made_at(bits, anchors, kind, player, item, o))
    return out


def _any(state: BoardState, player: Player, piece: Piece, follow: bool) -> bool:
    """``bool(_legal(...))``, stopping at the first orientation with an anchor."""
    kind, item = piece.kind, piece.item
    if kind is PieceKind.BUY_ACCESS:
        return any(True for _ in _access_tiles(state, player, item, follow))
    fp = footprint_for(state, kind, item)
    if kind is PieceKind.PRESTIGE and fp is not None and state.pack.prestige_buildings[item].reserved:
        return any(not violations(state, pl, follow, stop=True) for pl in _reserved(state, player, item))
    allowed, needs = _shared_masks(state, player, piece, follow)
    if fp is None:
        for need in needs:
            allowed &= need
        return bool(allowed)
    bits = state.grid.bits
    if kind is PieceKind.PRESTIGE:
        needs = (*needs, state.grid.terrain_mask[Terrain(state.pack.prestige_buildings[item].colour)])
    if _hopeless(allowed, needs):
        return False
    return any(bits.anchors(allowed, cells, needs) for cells in fp.orientations)


# (kind, player, item, orientation, stride) -> bit number -> the shared placement anchored there
_AT: dict[tuple[PieceKind, Player, str, int, int], dict[int, Placement]] = {}
_AT_SIZE = [0]  # placements held in all of ``_AT``'s tables


def _placements_at(
    bits: Bits, mask: int, kind: PieceKind, player: Player, item: str, orientation: int
) -> list[Placement]:
    """The shared placements anchored on the squares of ``mask``, row by row (``bits.squares``),
    looked up by bit number in one table per piece, player and orientation: no square tuple
    to make and hash for a placement seen before, no key to build per placement."""
    stride = bits.stride
    table_key = (kind, player, item, orientation, stride)
    table = _AT.get(table_key)
    if table is None:
        table = _AT[table_key] = {}
    out = []
    while mask:
        low = mask & -mask
        i = low.bit_length() - 1
        found = table.get(i)
        if found is None:
            if _AT_SIZE[0] > 20_000:  # bounded (a few MB): a long session sees many maps and packs
                _AT.clear()
                _AT_SIZE[0] = 0
                table = _AT[table_key] = {}
            found = table[i] = make_placement(kind, player, item, (i % stride, i // stride), orientation)
            _AT_SIZE[0] += 1
        out.append(found)
        mask ^= low
    return out


def _new_placements_at(
    bits: Bits, mask: int, kind: PieceKind, player: Player, item: str, orientation: int
) -> list[Placement]:
    """``_placements_at`` made anew, not shared (for placements seldom listed twice)."""
    stride = bits.stride
    out = []
    while mask:
        low = mask & -mask
        i = low.bit_length() - 1
        out.append(make_placement(kind, player, item, (i % stride, i // stride), orientation))
        mask ^= low
    return out


def _hopeless(allowed: int, needs: Sequence[int]) -> bool:
    """No placement at all, seen before trying each orientation: every cell must lie on
    ``allowed`` and some cell on each need, so each need must meet ``allowed`` somewhere."""
    return not allowed or any(not allowed & need for need in needs)


def _access_tiles(state: BoardState, player: Player, item: str, follow: bool) -> Iterator[Tile]:
    """Resource tiles (of ``item`` if given) the player may buy access to: exactly the tiles that
    ``legality._buy_access`` passes (not their own, no claim yet, red or white for a follow)."""
    terrain = state.grid.terrain
    tiles = state.tiles
    by_resource = board_index(state).resource_tiles
    indexes = by_resource.get(item, ()) if item else sorted(i for v in by_resource.values() for i in v)
    for i in indexes:
        t = tiles[i]
        if t.owner == player or player in t.claims or tracker_token_missing(state, player, t.item):
            continue
        if follow and not any(terrain[sq] in FOLLOW_COLOURS for sq in t.squares):
            continue
        yield t


def _masks(state: BoardState, player: Player, piece: Piece, follow: bool) -> tuple[int, list[int]]:
    """(squares every cell must be on, [squares some cell must be on, per condition]). Worked out
    once per state: listing, "is there any", and the search's proofs ask the same piece in turn
    (each caller gets a list of its own)."""
    allowed, needs = _shared_masks(state, player, piece, follow)
    return allowed, list(needs)


def _shared_masks(
    state: BoardState, player: Player, piece: Piece, follow: bool
) -> tuple[int, tuple[int, ...]]:
    """``_masks`` as remembered on the board, for callers that only read the needs."""
    key = ("masks", player, piece.kind, piece.item, follow)  # (the piece's fields: hashed in C)
    cache = state._cache
    found = cache.get(key)
    if found is None:
        allowed, needs = _fresh_masks(state, player, piece, follow)
        found = cache[key] = (allowed, tuple(needs))
    return found  # type: ignore[no-any-return]


def _fresh_masks(state: BoardState, player: Player, piece: Piece, follow: bool) -> tuple[int, list[int]]:
    """``_masks`` worked out from the board."""
    idx = board_index(state)
    kind, item = piece.kind, piece.item
    if kind is PieceKind.ROAD:  # what the general case below works out for a road, said at once
        return idx.free_mask, [network(state, player).near(idx.owned[player])]
    g = state.grid
    if kind is PieceKind.BRIDGE:
        allowed = g.barrier_mask & ~idx.taken_mask
    else:
        allowed = idx.free_mask
        owner = new_owner(state, player, piece)
        if owner is not None:
            allowed &= ~idx.near_own_mask[owner]  # never beside the owner's own buildings
    sections = g.section_mask
    if kind in _ONE_PER_SECTION:
        tiles, section_of = state.tiles, g.section
        for i in idx.resource_tiles.get(item, ()):  # the sections of ``resources_in_section``
            section = section_of.get(tiles[i].squares[0])
            if section is not None:
                allowed &= ~sections[section]  # one tile of a resource per section
    if kind is PieceKind.FIRST_STALL:
        allowed &= g.start_mask[start_limit(state)]
    if kind is PieceKind.IMPORT and follow:
        allowed &= g.terrain_mask[FOLLOW_COLOURS[0]] | g.terrain_mask[FOLLOW_COLOURS[1]]
    if kind is PieceKind.HOUSE:
        allowed &= g.terrain_mask[Terrain.GREEN]
        for section, p in idx.houses_in_section:
            if p == player:
                allowed &= ~sections[section]
    if kind is PieceKind.PRESTIGE:
        key = state.pack.prestige_buildings[item].type_key
        for section, type_key in idx.prestige_in_section:
            if type_key == key:
                allowed &= ~sections[section]
    if kind not in _CONNECTED:
        return allowed, []
    near = network(state, player).near
    return allowed, [near(tiles) for tiles in need_tiles(state, player, piece)]


_ONE_PER_SECTION = frozenset(
    {PieceKind.FIRST_STALL, PieceKind.IMPORT, PieceKind.IMPORT_AND_BUY, PieceKind.UPGRADE}
)
_CONNECTED = frozenset({PieceKind.UPGRADE, PieceKind.HOUSE, PieceKind.BRIDGE, PieceKind.ROAD})


def need_tiles(state: BoardState, player: Player, piece: Piece) -> list[int]:
    """The tile masks a piece must be connected to one tile of, condition by condition: what
    the player owns (anything built), then for an advanced tile the tiles of each prerequisite
    the player owns or has access to. ``_masks`` turns each into the squares that connect."""
    kind = piece.kind
    if kind not in _CONNECTED:
        return []
    idx = board_index(state)
    out = [idx.owned[player]]  # connected to something owned
    if kind is PieceKind.UPGRADE:
        tiles = state.tiles
        resource_tiles = idx.resource_tiles
        for prerequisite in _prerequisites(state.pack.resources[piece.item]):
            usable = 0
            for i in resource_tiles.get(prerequisite, ()):
                t = tiles[i]
                if t.owner == player or player in t.claims:  # (``Tile.has_access``)
                    usable |= 1 << i
            out.append(usable)
    return out


_PREREQUISITES: dict[int, tuple[Resource, tuple[str, ...]]] = {}


def _prerequisites(resource: Resource) -> tuple[str, ...]:
    """``resource.prerequisites``, worked out once per resource (the content's property makes a
    new tuple on every reading; the resource is kept with it, so its id stays its own)."""
    found = _PREREQUISITES.get(id(resource))
    if found is None or found[0] is not resource:
        if len(_PREREQUISITES) > 1_000:  # content packs come and go in a long session
            _PREREQUISITES.clear()
        found = _PREREQUISITES[id(resource)] = (resource, resource.prerequisites)
    return found[1]


def _reserved(state: BoardState, player: Player, item: str) -> list[Placement]:
    """The placements that cover exactly one of the building's reserved locations."""
    fp = footprint_for(state, PieceKind.PRESTIGE, item)
    assert fp is not None
    out = []
    for loc in state.board.locations_for(item):
        x0 = min(x for x, _ in loc.squares)
        y0 = min(y for _, y in loc.squares)
        for o in range(len(fp.orientations)):
            if set(fp.squares_at((x0, y0), o)) == set(loc.squares):
                out.append(Placement(PieceKind.PRESTIGE, player, item, (x0, y0), o))
    return out
