"""What a placement costs in money, and who is paid (None: the bank).

House and bridge/gate cost the printed price less one with the main Construct action and full
price as a follow; advisers that change prices are the game layer's business.
"""

from __future__ import annotations

from founders_desktop.city.geometry import covered
from founders_desktop.city.index import board_index
from founders_desktop.city.pieces import Owner, PieceKind, Placement
from founders_desktop.city.state import BoardState

_COLOUR_ORDER = ("red", "white", "grey", "green")


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
        colours = {g.terrain[sq].value for sq in tile.squares}
        cheapest = min(costs.access_cost(c) for c in colours if c in _COLOUR_ORDER)
        return cheapest, tile.owner
    if kind is PieceKind.UPGRADE:
        resource = state.pack.resources.get(placement.item)
        if resource is None or resource.basic or covered(state, placement) is None:
            return 0, None
        return costs.upgrade_cost(resource.tier), None
    # HOUSE, BRIDGE
    return costs.personal_building - (0 if follow else 1), None
