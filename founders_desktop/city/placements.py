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
from founders_desktop.city.network import network
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
    if kind is PieceKind.HOUSE:
        free = free & state.grid.green
    if kind in _ONE_PER_SECTION and item:
        section = state.grid.section
        taken = {s for (s, r) in idx.resources_in_section if r == item}
        if taken:
            free = frozenset(sq for sq in free if section.get(sq) not in taken)
    # Squares from which a piece would be connected to what the rule asks (exactly the
    # ``not_connected`` and ``prerequisite_not_connected`` conditions): a candidate must cover
    # one square of each of these sets.
    needs: list[frozenset[Square]] = []
    if kind in _CONNECTED:
        net = network(state, player)
        touch = net.touch_square
        owned = idx.owned[player]
        region = free | state.grid.barrier if kind is PieceKind.BRIDGE else free
        needs.append(frozenset(sq for sq in region if touch(sq) & owned))
        if kind is PieceKind.UPGRADE and item in state.pack.resources:
            for prerequisite in state.pack.resources[item].prerequisites:
                usable = 0
                for i in idx.resource_tiles.get(prerequisite, ()):
                    if state.tiles[i].has_access(player):
                        usable |= 1 << i
                needs.append(frozenset(sq for sq in region if touch(sq) & usable))
    if fp is None:
        single = free if kind is not PieceKind.BRIDGE else frozenset(state.grid.barrier)
        for need in needs:
            single = single & need
        return [Placement(kind, player, item, sq) for sq in sorted(single, key=_row_major)]
    out = []
    for o, cells in enumerate(fp.orientations):
        anchors: set[Square] | None = None
        for dx, dy in cells:
            shifted = {(x - dx, y - dy) for x, y in free}
            anchors = shifted if anchors is None else anchors & shifted
        for need in needs:
            if not anchors:
                break
            anchors &= {(x - dx, y - dy) for dx, dy in cells for x, y in need}
        for a in sorted(anchors or (), key=_row_major):
            out.append(Placement(kind, player, item, a, o))
    return out


_ONE_PER_SECTION = (PieceKind.FIRST_STALL, PieceKind.IMPORT, PieceKind.IMPORT_AND_BUY, PieceKind.UPGRADE)
_CONNECTED = (PieceKind.UPGRADE, PieceKind.HOUSE, PieceKind.ROAD, PieceKind.BRIDGE)


def _new_owner(state: BoardState, player: Player, piece: Piece) -> int | None:
    """Who will own the new tile (its squares may not touch that owner's buildings)."""
    if piece.kind is PieceKind.IMPORT_AND_BUY:
        return state.controller_of(piece.item) if piece.item in state.pack.resources else None
    if piece.kind in (PieceKind.FIRST_STALL, PieceKind.IMPORT, PieceKind.UPGRADE, PieceKind.HOUSE):
        return player
    return None


def _row_major(sq: Square) -> tuple[int, int]:
    return (sq[1], sq[0])
