"""Putting tiles on the map: ownership, claim tokens, the resource tracker and what it triggers.

Legality is checked before (``legal_actions`` lists only legal placements); here a placement
becomes a tile, the owner's tracker and income move, and deliveries are made.
"""

from __future__ import annotations

from founders_desktop.city.game import scoring
from founders_desktop.city.game.actions import ActionRecord, Placement
from founders_desktop.city.game.state import NEUTRAL, NOBODY, GameState, Tile

KIND_OWNER_PAYS_CLAIM = ("stall", "advanced")


def put_tile(state: GameState, placement: Placement, owner: int, kind: str | None = None) -> Tile:
    """Add a tile for ``placement``; its section is that of its first square (None on barriers)."""
    tile = Tile(
        state.next_tid,
        kind or placement.kind,
        placement.item,
        owner,
        placement.squares,
        state.board.section_of(placement.squares[0]),
    )
    state.add_tile(tile)
    return tile


def take_ownership(state: GameState, seat: int, resource: str) -> None:
    """A claim token on a new tile; a new type of resource moves the income track up one."""
    p = state.players[seat]
    p.claims += 1
    if resource not in p.owned_types:
        p.owned_types.append(resource)


def take_access(state: GameState, seat: int, tile: Tile) -> Tile:
    """``seat``'s claim token goes under the owner's: it may now use the tile's resource."""
    p = state.players[seat]
    p.claims += 1
    if tile.item not in p.access_types and tile.item not in p.owned_types:
        p.access_types.append(tile.item)
    new = Tile(
        tile.tid,
        tile.kind,
        tile.item,
        tile.owner,
        tile.squares,
        tile.section,
        (*tile.access, seat),
        tile.delivered,
    )
    state.replace_tile(new)
    return new


def place_owned(
    state: GameState, rec: ActionRecord, seat: int, placement: Placement, owner: int | None = None
) -> Tile:
    """A trade stall or advanced building owned by ``owner`` (default ``seat``), scored and
    delivered at once. ``owner`` NEUTRAL places a neutral stall with ``seat``'s access."""
    owner = seat if owner is None else owner
    tile = put_tile(state, placement, owner)
    if owner >= 0:
        take_ownership(state, owner, placement.item)
    if placement.kind == "advanced":
        scoring.score_new_building(state, rec, tile)
    if owner != seat:
        tile = take_access(state, seat, tile)
    scoring.deliver_all(state, rec, seat)
    return tile


def place_piece(state: GameState, rec: ActionRecord, seat: int, placement: Placement) -> Tile:
    """A road (nobody's), house or bridge/gate (the seat's); new connections may deliver."""
    if placement.kind == "road":
        tile = put_tile(state, placement, NOBODY)
        state.players[seat].roads_built += 1
    else:
        tile = put_tile(state, placement, seat)
        p = state.players[seat]
        if placement.kind == "house":
            p.houses += 1
        else:
            p.bridges += 1
    scoring.deliver_all(state, rec, seat)
    return tile


def place_prestige(state: GameState, rec: ActionRecord, seat: int, placement: Placement) -> Tile:
    """A prestige building: neutral resources delivered at once, then connected owners deliver."""
    tile = put_tile(state, placement, NOBODY)
    tile = scoring.deliver_neutral(state, rec, tile)
    scoring.check_completion(state, rec, tile)
    scoring.deliver_all(state, rec, seat)
    return tile


__all__ = ["NEUTRAL", "place_owned", "place_piece", "place_prestige", "put_tile", "take_access"]
