"""Board questions the game asks again and again, cached on the board state.

``any_placement`` is whether a piece has a legal placement at all (a card is played face up
only if its main action can be carried out); it asks the board module's ``has_legal_placement``,
the same bit masks as ``legal_placements`` without listing them, cached per board state.
"""

from __future__ import annotations

from founders_desktop.city.pieces import Piece
from founders_desktop.city.placements import has_legal_placement
from founders_desktop.city.state import BoardState
from founders_desktop.city.trackers import Trackers, trackers


def any_placement(board: BoardState, seat: int, piece: Piece, follow: bool = False) -> bool:
    """True if ``legal_placements(board, seat, piece, follow=follow)`` is not empty."""
    return has_legal_placement(board, seat, piece, follow=follow)


def seat_trackers(board: BoardState, seat: int) -> Trackers:
    """The resource tracker of a seat, computed once per board state."""
    key = ("trackers", seat)
    hit = board._cache.get(key)
    if hit is None:
        hit = trackers(board, seat)
        board._cache[key] = hit
    return hit  # type: ignore[no-any-return]


def completions(board: BoardState) -> int:
    hit = board._cache.get("completions")
    if hit is None:
        hit = board.completions()
        board._cache["completions"] = hit
    return hit  # type: ignore[no-any-return]
