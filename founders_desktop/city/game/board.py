"""Provisional board rules: connectivity and where each kind of tile may go.

The board engineer's module (branch ``city-board``) owns these rules; until it lands, this file
implements them from the rulebook so that games can be played headless. Everything here is a pure
query on ``GameState``, cached by board version (the cache is shared by clones: versions are
unique in the process, so two branches of a game never read each other's entries).

Connected (rulebook p.6): adjacent, diagonals included, or linked by a chain of roads; a
player's own bridges/gates act as roads for that player only; connections never chain through
buildings.
"""

from __future__ import annotations

from collections.abc import Iterator

from founders_desktop.city.game.actions import Placement
from founders_desktop.city.game.grid import grid_of
from founders_desktop.city.game.shapes import shape_table
from founders_desktop.city.game.state import NOBODY, GameState, Tile
from founders_desktop.content.terrain import Square

OWNED_KINDS = ("stall", "advanced", "house", "bridge")
BUILDING_KINDS = ("stall", "advanced", "house")  # never adjacent to another of the owner's


def _cached(state: GameState, key: tuple[object, ...]) -> object | None:
    return state.cache.get((state.board_version, *key))


def _store(state: GameState, key: tuple[object, ...], value: object) -> None:
    if len(state.cache) > 20000:
        state.cache.clear()
    state.cache[(state.board_version, *key)] = value


def road_components(state: GameState, seat: int) -> dict[Square, int]:
    """Road squares (and ``seat``'s bridges) labelled by 8-way connected component."""
    hit = _cached(state, ("comps", seat))
    if hit is not None:
        return hit  # type: ignore[return-value]
    squares: set[Square] = set()
    for t in state.tiles.values():
        if t.kind == "road" or (t.kind == "bridge" and t.owner == seat):
            squares.update(t.squares)
    nbrs = grid_of(state.board).neighbours
    comp: dict[Square, int] = {}
    label = 0
    for start in sorted(squares):
        if start in comp:
            continue
        label += 1
        comp[start] = label
        todo = [start]
        while todo:
            sq = todo.pop()
            for nb in nbrs[sq]:
                if nb in squares and nb not in comp:
                    comp[nb] = label
                    todo.append(nb)
    _store(state, ("comps", seat), comp)
    return comp


def touch(state: GameState, seat: int, tile: Tile) -> frozenset[Square]:
    """Squares connected to ``tile`` for ``seat``: its neighbours, and the neighbours of every
    road chain (with ``seat``'s bridges) that touches it."""
    hit = _cached(state, ("touch", seat, tile.tid))
    if hit is not None:
        return hit  # type: ignore[return-value]
    nbrs = grid_of(state.board).neighbours
    comp = road_components(state, seat)
    near: set[Square] = set()
    for sq in tile.squares:
        near.update(nbrs[sq])
    labels = {comp[s] for s in near if s in comp}
    if tile.kind in ("road", "bridge") and tile.squares[0] in comp:
        labels.add(comp[tile.squares[0]])
    if labels:
        for sq, label in comp.items():
            if label in labels:
                near.update(nbrs[sq])
    result = frozenset(near)
    _store(state, ("touch", seat, tile.tid), result)
    return result


def connected(state: GameState, seat: int, a: Tile, b: Tile) -> bool:
    """True if tiles ``a`` and ``b`` are connected for ``seat``."""
    reach = touch(state, seat, a)
    return any(sq in reach for sq in b.squares)


def owned_reach(state: GameState, seat: int) -> frozenset[Square]:
    """Squares connected to something ``seat`` owns: where its roads and buildings may go."""
    hit = _cached(state, ("reach", seat))
    if hit is not None:
        return hit  # type: ignore[return-value]
    out: set[Square] = set()
    for t in state.tiles.values():
        if t.owner == seat and t.kind in OWNED_KINDS:
            out |= touch(state, seat, t)
    result = frozenset(out)
    _store(state, ("reach", seat), result)
    return result


def own_adjacent(state: GameState, seat: int) -> frozenset[Square]:
    """Squares where a new building of ``seat`` would touch one of its buildings (bridges excepted)."""
    hit = _cached(state, ("adj", seat))
    if hit is not None:
        return hit  # type: ignore[return-value]
    nbrs = grid_of(state.board).neighbours
    out: set[Square] = set()
    for t in state.tiles.values():
        if t.owner == seat and t.kind in BUILDING_KINDS:
            for sq in t.squares:
                out.update(nbrs[sq])
    result = frozenset(out)
    _store(state, ("adj", seat), result)
    return result


def section_contents(state: GameState) -> dict[int, set[str]]:
    """Per section: resource ids of its tiles and "house:<seat>" and "type:<fp>:<colour>" keys."""
    hit = _cached(state, ("sections",))
    if hit is not None:
        return hit  # type: ignore[return-value]
    out: dict[int, set[str]] = {n: set() for n in state.board.section_numbers}
    for t in state.tiles.values():
        if t.section is None:
            continue
        if t.kind in ("stall", "advanced"):
            out[t.section].add(t.item)
        elif t.kind == "house":
            out[t.section].add(f"house:{t.owner}")
        elif t.kind == "prestige":
            b = state.pack.prestige_buildings[t.item]
            out[t.section].add(f"type:{b.footprint}:{b.colour}")
    _store(state, ("sections",), out)
    return out


def free_squares(state: GameState) -> list[Square]:
    """Empty buildable squares (the four colours; not reserved, river, wall or unbuildable)."""
    hit = _cached(state, ("free",))
    if hit is not None:
        return hit  # type: ignore[return-value]
    occ = state.occupied
    out = [sq for sq in grid_of(state.board).buildable if sq not in occ]
    _store(state, ("free",), out)
    return out


def is_free(state: GameState, sq: Square) -> bool:
    return sq in grid_of(state.board).section and sq not in state.occupied


# -- placements -------------------------------------------------------------------------------


def road_squares(state: GameState, seat: int) -> list[Square]:
    """Where ``seat`` may build a road: empty buildable squares connected to something it owns."""
    reach = owned_reach(state, seat)
    return [sq for sq in free_squares(state) if sq in reach]


def house_squares(state: GameState, seat: int) -> list[Square]:
    """Green, connected, not beside the seat's buildings, one house per section."""
    reach = owned_reach(state, seat)
    adj = own_adjacent(state, seat)
    sections = section_contents(state)
    key = f"house:{seat}"
    grid = grid_of(state.board)
    out = []
    for sq in free_squares(state):
        if sq in reach and sq not in adj and grid.terrain[sq] == "green":
            sec = grid.section.get(sq)
            if sec is not None and key not in sections[sec]:
                out.append(sq)
    return out


def bridge_squares(state: GameState, seat: int) -> list[Square]:
    """River or wall squares, empty, connected to something the seat owns."""
    reach = owned_reach(state, seat)
    barriers = grid_of(state.board).barriers
    return [sq for sq in barriers if sq not in state.occupied and sq in reach]


def stall_squares(
    state: GameState, seat: int | None, resource: str, terrains: tuple[str, ...]
) -> list[Square]:
    """Where a trade stall of ``resource`` may be imported: an empty square of an allowed colour
    in a section without that resource; for the seat's own stall, not beside its buildings."""
    adj = own_adjacent(state, seat) if seat is not None else frozenset()
    sections = section_contents(state)
    grid = grid_of(state.board)
    out = []
    for sq in free_squares(state):
        if sq in adj or grid.terrain[sq] not in terrains:
            continue
        sec = grid.section.get(sq)
        if sec is not None and resource not in sections[sec]:
            out.append(sq)
    return out


def first_stall_squares(state: GameState) -> list[Square]:
    """Empty numbered grey spaces usable with this many players (any numbered space solo)."""
    spaces = state.board.start_spaces_for(4 if state.solo else state.n)
    return [sq for sq in sorted(spaces) if sq not in state.occupied]


def sources(state: GameState, seat: int, resource: str) -> list[Tile]:
    """Tiles of ``resource`` that ``seat`` owns or has access to (its claim token on them)."""
    return [
        t
        for t in state.tiles.values()
        if t.item == resource and t.kind in ("stall", "advanced") and (t.owner == seat or seat in t.access)
    ]


def upgrade_placements(state: GameState, seat: int, resource: str) -> Iterator[Placement]:
    """Every legal spot for ``seat``'s new ``resource`` building: connected to a source of each
    prerequisite it owns or has access to, connected to something it owns, not beside its
    buildings, one of the type per section."""
    pack = state.pack
    res = pack.resources[resource]
    need: list[frozenset[Square]] = []
    for pre in res.prerequisites:
        reach: set[Square] = set()
        for src in sources(state, seat, pre):
            reach |= touch(state, seat, src)
        if not reach:
            return
        need.append(frozenset(reach))
    need.sort(key=len)
    table = shape_table(state.board, pack.footprints[res.footprint])
    owned = owned_reach(state, seat)
    adj = own_adjacent(state, seat)
    sections = section_contents(state)
    occ = state.occupied
    candidates = sorted({i for sq in need[0] if sq in table.by_square for i in table.by_square[sq]})
    for i in candidates:
        fit = table.fits[i]
        squares = fit.squares
        if resource in sections[fit.section]:
            continue
        if any(sq in occ or sq in adj for sq in squares):
            continue
        if not any(sq in owned for sq in squares):
            continue
        if all(any(sq in n for sq in squares) for n in need[1:]):
            yield Placement("advanced", resource, squares, fit.anchor, fit.orientation)


def prestige_placements(state: GameState, building_id: str) -> Iterator[Placement]:
    """Legal spots for a prestige building: touching its colour, on empty buildable squares, no
    building of its type in the section; the special three only on their reserved locations."""
    b = state.pack.prestige_buildings[building_id]
    if b.reserved:
        used = {sq for t in state.tiles.values() if t.kind == "prestige" for sq in t.squares}
        for loc in state.board.locations_for(building_id):
            if not any(sq in used for sq in loc.squares):
                yield Placement("prestige", building_id, tuple(sorted(loc.squares)), loc.squares[0], 0)
        return
    table = shape_table(state.board, state.pack.footprints[b.footprint])
    sections = section_contents(state)
    key = f"type:{b.footprint}:{b.colour}"
    occ = state.occupied
    for fit in table.fits:
        if b.colour not in fit.colours or key in sections[fit.section]:
            continue
        if any(sq in occ for sq in fit.squares):
            continue
        yield Placement("prestige", building_id, fit.squares, fit.anchor, fit.orientation)


def access_cost_terrain(state: GameState, tile: Tile) -> str:
    """The cheapest colour under a tile (buying access uses the cheapest)."""
    prices = state.pack.costs.access_price
    terrain = grid_of(state.board).terrain
    colours = [terrain[sq] for sq in tile.squares]
    return min(colours, key=lambda c: prices[c])  # type: ignore[index]

