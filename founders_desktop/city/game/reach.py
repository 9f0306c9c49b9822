"""Fast yes/no questions about the board, cached on the board state beside its own caches.

A card may be played face up only if its main action can be carried out, and every follow
decision asks that of several cards: listing every legal placement just to learn that one
exists would dominate the time of a decision. ``any_placement`` stops at the first legal one,
using the same candidates and checks as ``legal_placements`` (so the two cannot disagree).
"""

from __future__ import annotations

from founders_desktop.city.index import board_index
from founders_desktop.city.legality import violations
from founders_desktop.city.network import network
from founders_desktop.city.pieces import Piece, PieceKind
from founders_desktop.city.placements import _candidates
from founders_desktop.city.state import BoardState
from founders_desktop.city.trackers import Trackers, trackers


def any_placement(board: BoardState, seat: int, piece: Piece, follow: bool = False) -> bool:
    """True if ``legal_placements(board, seat, piece, follow=follow)`` would not be empty."""
    listed = board._cache.get(("legal", seat, piece, follow))
    if listed is not None:
        return bool(listed)
    key = ("any", seat, piece, follow)
    hit = board._cache.get(key)
    if hit is None and not supply_left(board, seat, piece):
        hit = False
    if hit is None:
        hit = any(not violations(board, pl, follow, stop=True) for pl in _candidates(board, seat, piece))
        board._cache[key] = hit
    return bool(hit)


def supply_left(board: BoardState, seat: int, piece: Piece) -> bool:
    """Whether the pieces the placement needs are left (the board checks it too, but only after
    looking at every square: an empty supply is found here at once)."""
    supply = board.pack.supply
    idx = board_index(board)
    match piece.kind:
        case PieceKind.ROAD:
            return len(board.roads) < supply.roads
        case PieceKind.HOUSE:
            return idx.houses.get(seat, 0) < supply.houses
        case PieceKind.BRIDGE:
            return idx.bridges.get(seat, 0) < supply.bridges
        case PieceKind.PRESTIGE:
            return True
    return idx.claims_used.get(seat, 0) < supply.claim_tokens


def seat_trackers(board: BoardState, seat: int) -> Trackers:
    """The resource tracker of a seat, computed once per board state."""
    key = ("trackers", seat)
    hit = board._cache.get(key)
    if hit is None:
        hit = trackers(board, seat)
        board._cache[key] = hit
    assert isinstance(hit, Trackers)
    return hit


def completions(board: BoardState) -> int:
    hit = board._cache.get("completions")
    if hit is None:
        hit = board.completions()
        board._cache["completions"] = hit
    assert isinstance(hit, int)
    return hit


def upgrade_may_fit(board: BoardState, seat: int, resource: str) -> bool:
    """A quick necessary condition for an upgrade: for every prerequisite, some empty square
    away from the seat's buildings is connected to a tile of it the seat may use. When this
    fails no placement can be legal, and the board's full search is skipped."""
    key = ("may_fit", seat, resource)
    hit = board._cache.get(key)
    if hit is not None:
        return bool(hit)
    idx = board_index(board)
    net = network(board, seat)
    open_squares = idx.free - idx.near_own[seat]
    ok = True
    for pre in board.pack.resources[resource].prerequisites:
        mask = 0
        for i in idx.resource_tiles.get(pre, ()):
            if board.tiles[i].has_access(seat):
                mask |= 1 << i
        if not mask or not any(net.touch_square(sq) & mask for sq in open_squares):
            ok = False
            break
    board._cache[key] = ok
    return ok
