"""What a placement costs in money, and who is paid (None: the bank).

House and bridge/gate cost the printed price less one with the main Construct action and full
price as a follow; advisers that change prices are the game layer's business.
"""

from __future__ import annotations

from founders_desktop.city.geometry import covered
from founders_desktop.city.grid import Grid
from founders_desktop.city.index import board_index
from founders_desktop.city.pieces import Owner, PieceKind, Placement
from founders_desktop.city.state import BoardState
from founders_desktop.content import Costs, Square

_COLOUR_ORDER = ("red", "white", "grey", "green")
# (id of the costs, id of the map's grid, a tile's squares) -> (costs, grid, cheapest access)
_ACCESS: dict[tuple[int, int, tuple[Square, ...]], tuple[Costs, Grid, int]] = {}


def cost(state: BoardState, placement: Placement, *, follow: bool = False) -> tuple[int, Owner]:
    """(money, payee) for a placement; (0, None) where nothing is paid or the place is off board."""
    costs = state.pack.costs
    g = state.grid
    kind = placement.kind
    if kind in (PieceKind.FIRST_STALL, PieceKind.ROAD, PieceKind.PRESTIGE):
        return 0, None
    if kind is PieceKind.IMPORT:
        if placement.anchor not in g.buildable:
            return 0, None
        return costs.import_cost(g.terrain[placement.anchor].value), None
    if kind is PieceKind.IMPORT_AND_BUY:
        owner = state.controller_of(placement.item)
        if owner is None:
            return costs.neutral_import_and_access, None
        return costs.other_player_import_and_access, None
    if kind is PieceKind.BUY_ACCESS:
        j = board_index(state).occupant.get(placement.anchor)
        if j is None or not state.tiles[j].kind.resource:
            return 0, None
        tile = state.tiles[j]
        return _access_price(costs, g, tile.squares), tile.owner
    if kind is PieceKind.UPGRADE:
        resource = state.pack.resources.get(placement.item)
        if resource is None or resource.basic or covered(state, placement) is None:
            return 0, None
        return costs.upgrade_cost(resource.tier), None
    # HOUSE, BRIDGE
    return costs.personal_building - (0 if follow else 1), None


def _access_price(costs: Costs, g: Grid, squares: tuple[Square, ...]) -> int:
    """The cheapest access price of the colours under a tile, remembered per tile: buying
    access is listed tile by tile, each priced on every listing."""
    key = (id(costs), id(g), squares)
    found = _ACCESS.get(key)
    if found is not None and found[0] is costs and found[1] is g:  # (both kept alive: ids stay theirs)
        return found[2]
    colours = {g.terrain[sq].value for sq in squares}
    cheapest = min(costs.access_cost(c) for c in colours if c in _COLOUR_ORDER)
    if len(_ACCESS) > 4096:  # bounded: a long session sees many maps and packs
        _ACCESS.clear()
    _ACCESS[key] = (costs, g, cheapest)
    return cheapest
