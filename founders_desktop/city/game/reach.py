"""Fast yes/no questions about the board, cached on the board state beside its own caches.

A card may be played face up only if its main action can be carried out, and every follow
decision asks that of several cards: listing every legal placement just to learn that one
exists would dominate the time of a decision. ``any_placement`` stops at the first legal one,
using the same candidates and checks as ``legal_placements`` (so the two cannot disagree).
"""

from __future__ import annotations

from founders_desktop.city.legality import violations
from founders_desktop.city.pieces import Piece
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
    if hit is None:
        hit = any(not violations(board, pl, follow, stop=True) for pl in _candidates(board, seat, piece))
        board._cache[key] = hit
    return bool(hit)


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
