"""Where a placement lands: the squares a piece covers, from its anchor and orientation."""

from __future__ import annotations

from founders_desktop.city.pieces import PieceKind, Placement
from founders_desktop.city.state import BoardState
from founders_desktop.content import Footprint, Square


def footprint_for(state: BoardState, kind: PieceKind, item: str) -> Footprint | None:
    """The footprint of a multi-square piece (advanced tile or prestige building), else None."""
    pack = state.pack
    if kind is PieceKind.UPGRADE and item in pack.resources:
        return pack.footprint_of(pack.resources[item])
    if kind is PieceKind.PRESTIGE and item in pack.prestige_buildings:
        return pack.footprint_of(pack.prestige_buildings[item])
    return None


def orientation_count(state: BoardState, kind: PieceKind, item: str) -> int:
    fp = footprint_for(state, kind, item)
    return 1 if fp is None else len(fp.orientations)


def covered(state: BoardState, placement: Placement) -> tuple[Square, ...] | None:
    """The squares the placement covers; None if the orientation does not exist."""
    fp = footprint_for(state, placement.kind, placement.item)
    if fp is None:
        return (placement.anchor,) if placement.orientation == 0 else None
    if not 0 <= placement.orientation < len(fp.orientations):
        return None
    return fp.squares_at(placement.anchor, placement.orientation)
