"""Board questions the game asks again and again, cached on the board state.

``any_placement`` is whether a piece has a legal placement at all (a card is played face up
only if its main action can be carried out); it reads the board module's ``legal_placements``,
which is computed on bit masks and cached per board state, so the two never disagree.
"""

from __future__ import annotations

from founders_desktop.city.pieces import Piece
from founders_desktop.city.placements import legal_placements
from founders_desktop.city.state import BoardState
from founders_desktop.city.trackers import Trackers, trackers


def any_placement(board: BoardState, seat: int, piece: Piece, follow: bool = False) -> bool:
    """True if ``legal_placements(board, seat, piece, follow=follow)`` is not empty."""
    return bool(legal_placements(board, seat, piece, follow=follow))


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
