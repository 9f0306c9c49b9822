"""Is a placement legal? ``validate`` answers with every reason it is not, as codes.

The square-independent conditions live in ``piece_rules``; here is one function per piece kind
for the conditions on the squares, each a list of the rulebook's words. ``stop`` returns at the
first violation (``is_legal``). ``placements`` evaluates the same conditions on whole-board bit
masks; the property tests hold the two together.

Codes: unknown_player, off_board, bad_orientation, unknown_item, not_buildable, occupied, adjacent_to_own,
resource_in_section, not_connected, prerequisite_not_connected, not_your_resource,
not_race_resource, not_start_space, own_resource, too_early, not_as_follow, follow_colour,
no_resource_tile, own_tile, already_has_access, not_advanced, not_green, house_in_section,
not_river_or_wall, colour_not_touched, type_in_section, not_reserved_location, already_built,
no_tiles_left, no_claim_tokens, no_delivery_tokens, no_houses_left, no_bridges_left, no_roads_left.
"""

from __future__ import annotations

from founders_desktop.city.cascade import sources
from founders_desktop.city.geometry import covered
from founders_desktop.city.index import board_index
from founders_desktop.city.network import network
from founders_desktop.city.piece_rules import new_owner, piece_violations, start_limit
from founders_desktop.city.pieces import PieceKind, Placement, Player, Violation
from founders_desktop.city.state import BoardState
from founders_desktop.city.tokens import tracker_token_missing
from founders_desktop.content import Square, Terrain

FOLLOW_COLOURS = (Terrain.RED, Terrain.WHITE)


def validate(state: BoardState, placement: Placement, *, follow: bool = False) -> list[Violation]:
    """Every reason ``placement`` is illegal (empty: legal). ``follow``: done as a follow action."""
    return violations(state, placement, follow, stop=False)


def is_legal(state: BoardState, placement: Placement, *, follow: bool = False) -> bool:
    return not violations(state, placement, follow, stop=True)


def violations(state: BoardState, placement: Placement, follow: bool, stop: bool) -> list[Violation]:
    if not 0 <= placement.player < state.player_count:
        return [Violation("unknown_player")]
    out = piece_violations(state, placement.player, placement.piece, follow)
    if out and (stop or any(v.code in _FATAL for v in out)):
        return out
    squares = covered(state, placement)
    if placement.kind is PieceKind.BUY_ACCESS:
        # Buying access places no tile, but apply() still reads the placement's squares: an
        # orientation that covers none is refused here too, so validate and apply always agree.
        unusable = [Violation("bad_orientation")] if squares is None else []
        return out + unusable + _buy_access(state, placement, follow, stop)
    if squares is None:
        return [*out, Violation("bad_orientation")]
    terrain = state.grid.terrain
    if not all(sq in terrain for sq in squares):
        return [*out, Violation("off_board", tuple(sq for sq in squares if sq not in terrain))]
    check = _CHECKS[placement.kind]
    return out + check(state, placement, squares, follow, stop)


_FATAL = ("unknown_item", "not_advanced")  # nothing about the squares can be said without the item


# -- shared conditions ---------------------------------------------------------------------------
def _ground(state: BoardState, squares: tuple[Square, ...], out: list[Violation]) -> None:
    """Tiles, houses and roads stand on empty squares of the four colours."""
    buildable = state.grid.buildable
    idx = board_index(state)
    bad = tuple(sq for sq in squares if sq not in buildable)
    if bad:
        out.append(Violation("not_buildable", bad))
    taken = tuple(sq for sq in squares if sq in idx.occupant or sq in idx.roads)
    if taken:
        out.append(Violation("occupied", taken))


def _beside_own(state: BoardState, owner: Player, squares: tuple[Square, ...], out: list[Violation]) -> None:
    """Never two buildings of one owner side by side (bridges/gates excepted)."""
    idx = board_index(state)
    near = idx.near_own_mask[owner]
    bit = state.grid.bits.bit
    if not any(bit(sq) & near for sq in squares):
        return
    hit: set[Square] = set()
    for sq in squares:
        for n in state.grid.neighbours[sq]:
            j = idx.occupant.get(n)
            if j is not None:
                t = state.tiles[j]
                if t.owner == owner and t.kind.building:
                    hit.update(t.squares)
    out.append(Violation("adjacent_to_own", tuple(sorted(hit))))


def _one_per_section(state: BoardState, item: str, squares: tuple[Square, ...], out: list[Violation]) -> None:
    """Only one tile of each resource per city section."""
    section = state.grid.section.get(squares[0])
    if section is None:
        return
    j = board_index(state).resources_in_section.get((section, item))
    if j is not None:
        out.append(Violation("resource_in_section", state.tiles[j].squares, item))


def _connected_to_owned(
    state: BoardState, player: Player, squares: tuple[Square, ...], out: list[Violation]
) -> int:
    """Everything built connects to something the builder owns. Returns the touch mask."""
    touch = network(state, player).touch(squares)
    if not touch & board_index(state).owned[player]:
        out.append(Violation("not_connected", squares))
    return touch


def _follow_colour(
    state: BoardState, squares: tuple[Square, ...], follow: bool, out: list[Violation]
) -> None:
    """Trade follow actions import or buy access on red or white squares only."""
    if follow and not any(state.grid.terrain[sq] in FOLLOW_COLOURS for sq in squares):
        out.append(Violation("follow_colour", squares))


# -- trade stalls ------------------------------------------------------------------------------------
def _stall(
    state: BoardState, pl: Placement, squares: tuple[Square, ...], follow: bool, stop: bool
) -> list[Violation]:
    out: list[Violation] = []
    if pl.kind is PieceKind.FIRST_STALL:
        number = state.grid.start_number.get(squares[0])
        if number is None or number > start_limit(state):
            out.append(Violation("not_start_space", squares))
    _ground(state, squares, out)
    if stop and out:
        return out
    owner = new_owner(state, pl.player, pl.piece)
    if owner is not None:  # the new stall's owner: never beside their own buildings
        _beside_own(state, owner, squares, out)
    _one_per_section(state, pl.item, squares, out)
    if pl.kind is PieceKind.IMPORT:
        _follow_colour(state, squares, follow, out)
    return out


def _buy_access(state: BoardState, pl: Placement, follow: bool, stop: bool) -> list[Violation]:
    if pl.anchor not in state.grid.terrain:
        return [Violation("off_board", (pl.anchor,))]
    idx = board_index(state)
    j = idx.occupant.get(pl.anchor)
    if j is None or not state.tiles[j].kind.resource:
        return [Violation("no_resource_tile", (pl.anchor,))]
    tile = state.tiles[j]
    out: list[Violation] = []
    if tile.owner == pl.player:
        out.append(Violation("own_tile", tile.squares, tile.item))
    elif pl.player in tile.claims:
        out.append(Violation("already_has_access", tile.squares, tile.item))
    elif tracker_token_missing(state, pl.player, tile.item):
        out.append(Violation("no_delivery_tokens", tile.squares, tile.item))
    _follow_colour(state, tile.squares, follow, out)
    return out


# -- advanced resources, houses, bridges, roads -----------------------------------------------------
def _upgrade(
    state: BoardState, pl: Placement, squares: tuple[Square, ...], follow: bool, stop: bool
) -> list[Violation]:
    resource = state.pack.resources[pl.item]
    out: list[Violation] = []
    _ground(state, squares, out)
    if stop and out:
        return out
    _beside_own(state, pl.player, squares, out)
    _one_per_section(state, pl.item, squares, out)
    if stop and out:
        return out
    touch = _connected_to_owned(state, pl.player, squares, out)
    for prerequisite in resource.prerequisites:
        if not sources(state, pl.player, prerequisite, touch):
            out.append(Violation("prerequisite_not_connected", squares, prerequisite))
            if stop:
                return out
    return out


def _house(
    state: BoardState, pl: Placement, squares: tuple[Square, ...], follow: bool, stop: bool
) -> list[Violation]:
    out: list[Violation] = []
    idx = board_index(state)
    _ground(state, squares, out)
    if state.grid.terrain[squares[0]] is not Terrain.GREEN:
        out.append(Violation("not_green", squares))
    if stop and out:
        return out
    section = state.grid.section.get(squares[0])
    j = idx.houses_in_section.get((section, pl.player)) if section is not None else None
    if j is not None:
        out.append(Violation("house_in_section", state.tiles[j].squares))
    _beside_own(state, pl.player, squares, out)
    if stop and out:
        return out
    _connected_to_owned(state, pl.player, squares, out)
    return out


def _bridge(
    state: BoardState, pl: Placement, squares: tuple[Square, ...], follow: bool, stop: bool
) -> list[Violation]:
    out: list[Violation] = []
    idx = board_index(state)
    if squares[0] not in state.grid.barrier:
        out.append(Violation("not_river_or_wall", squares))
    if squares[0] in idx.occupant:
        out.append(Violation("occupied", squares))
    if stop and out:
        return out
    _connected_to_owned(state, pl.player, squares, out)
    return out


def _road(
    state: BoardState, pl: Placement, squares: tuple[Square, ...], follow: bool, stop: bool
) -> list[Violation]:
    out: list[Violation] = []
    _ground(state, squares, out)
    if stop and out:
        return out
    _connected_to_owned(state, pl.player, squares, out)
    return out


# -- prestige buildings ------------------------------------------------------------------------------
def _prestige(
    state: BoardState, pl: Placement, squares: tuple[Square, ...], follow: bool, stop: bool
) -> list[Violation]:
    building = state.pack.prestige_buildings[pl.item]
    out: list[Violation] = []
    idx = board_index(state)
    if building.reserved:
        spots = state.board.locations_for(building.id)
        if not any(set(loc.squares) == set(squares) for loc in spots):
            out.append(Violation("not_reserved_location", squares, building.id))
        taken = tuple(sq for sq in squares if sq in idx.occupant or sq in idx.roads)
        if taken:
            out.append(Violation("occupied", taken))
        return out
    _ground(state, squares, out)
    if stop and out:
        return out
    terrain = state.grid.terrain
    if not any(terrain[sq].value == building.colour for sq in squares):
        out.append(Violation("colour_not_touched", squares, building.colour))
    section = state.grid.section.get(squares[0])
    j = idx.prestige_in_section.get((section, building.type_key)) if section is not None else None
    if j is not None:
        out.append(Violation("type_in_section", state.tiles[j].squares, state.tiles[j].item))
    return out


_CHECKS = {
    PieceKind.FIRST_STALL: _stall,
    PieceKind.IMPORT: _stall,
    PieceKind.IMPORT_AND_BUY: _stall,
    PieceKind.UPGRADE: _upgrade,
    PieceKind.HOUSE: _house,
    PieceKind.BRIDGE: _bridge,
    PieceKind.ROAD: _road,
    PieceKind.PRESTIGE: _prestige,
}
