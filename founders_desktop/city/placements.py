"""Every legal placement of a piece: what the board shades while a tile is dragged.

Candidates are first narrowed with set algebra (anchors whose every square is free and, for a
player's own buildings, not beside one of them), then each survivor goes through the very same
checks as ``validate`` with early exit; so the two never disagree. Results are cached per
(state, player, piece, follow) since a drag asks again on every mouse move.
"""

from __future__ import annotations

from founders_desktop.city.geometry import footprint_for
from founders_desktop.city.index import board_index
from founders_desktop.city.legality import violations
from founders_desktop.city.pieces import Piece, PieceKind, Placement, Player
from founders_desktop.city.state import BoardState
from founders_desktop.content import Square


def legal_placements(
    state: BoardState, player: Player, piece: Piece, *, follow: bool = False
) -> tuple[Placement, ...]:
    """Every legal anchor and orientation of ``piece`` for ``player``, row by row."""
    key = ("legal", player, piece, follow)
    cached = state._cache.get(key)
    if cached is None:
        cached = tuple(
            pl for pl in _candidates(state, player, piece) if not violations(state, pl, follow, stop=True)
        )
        state._cache[key] = cached
    assert isinstance(cached, tuple)
    return cached


def legal_anchor_squares(
    state: BoardState, player: Player, piece: Piece, *, follow: bool = False
) -> frozenset[Square]:
    """Every square covered by some legal placement (what to shade under a dragged tile)."""
    out: set[Square] = set()
    fp = footprint_for(state, piece.kind, piece.item)
    for pl in legal_placements(state, player, piece, follow=follow):
        out.update(fp.squares_at(pl.anchor, pl.orientation) if fp else (pl.anchor,))
    return frozenset(out)


def _candidates(state: BoardState, player: Player, piece: Piece) -> list[Placement]:
    board = state.board
    idx = board_index(state)
    kind, item = piece.kind, piece.item
    if kind is PieceKind.BUY_ACCESS:
        return [
            Placement(kind, player, t.item, t.squares[0])
            for t in state.tiles
            if t.kind.resource and (not item or t.item == item)
        ]
    if kind is PieceKind.BRIDGE:
        barrier = sorted((sq for sq in state.grid.barrier if sq not in idx.occupant), key=_row_major)
        return [Placement(kind, player, item, sq) for sq in barrier]
    fp = footprint_for(state, kind, item)
    if kind is PieceKind.PRESTIGE and fp is not None:
        building = state.pack.prestige_buildings[item]
        if building.reserved:
            out = []
            for loc in board.locations_for(item):
                for o, cells in enumerate(fp.orientations):
                    x0 = min(x for x, _ in loc.squares)
                    y0 = min(y for _, y in loc.squares)
                    if {(x0 + dx, y0 + dy) for dx, dy in cells} == set(loc.squares):
                        out.append(Placement(kind, player, item, (x0, y0), o))
            return out
    free: frozenset[Square] = idx.free
    owner = _new_owner(state, player, piece)
    if owner is not None and kind is not PieceKind.ROAD and kind is not PieceKind.PRESTIGE:
        free = free - idx.near_own[owner]
    if fp is None:
        return [Placement(kind, player, item, sq) for sq in sorted(free, key=_row_major)]
    out = []
    for o, cells in enumerate(fp.orientations):
        anchors: set[Square] | None = None
        for dx, dy in cells:
            shifted = {(x - dx, y - dy) for x, y in free}
            anchors = shifted if anchors is None else anchors & shifted
        for a in sorted(anchors or (), key=_row_major):
            out.append(Placement(kind, player, item, a, o))
    return out


def _new_owner(state: BoardState, player: Player, piece: Piece) -> int | None:
    """Who will own the new tile (its squares may not touch that owner's buildings)."""
    if piece.kind is PieceKind.IMPORT_AND_BUY:
        return state.controller_of(piece.item) if piece.item in state.pack.resources else None
    if piece.kind in (PieceKind.FIRST_STALL, PieceKind.IMPORT, PieceKind.UPGRADE, PieceKind.HOUSE):
        return player
    return None


def _row_major(sq: Square) -> tuple[int, int]:
    return (sq[1], sq[0])
