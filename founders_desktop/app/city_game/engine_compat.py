"""Bridges the game engine (branch city-engine) to the faster board module on main.

The engine still imports ``placements._candidates`` and reads ``BoardIndex.free`` /
``near_own``, which the board's bit-mask rewrite removed. Until the engine is merged with main,
this supplies equivalents before the engine is first imported; each patch is skipped as soon as
the engine no longer needs it, so it does nothing once the branches agree.
"""

from __future__ import annotations

from founders_desktop.city import index as _index
from founders_desktop.city import placements as _placements
from founders_desktop.city.pieces import Piece, Placement, Player
from founders_desktop.city.state import BoardState


def _candidates(state: BoardState, player: Player, piece: Piece) -> list[Placement]:
    """Every legal placement (the engine then filters for follows, which only narrow them)."""
    return list(_placements.legal_placements(state, player, piece))


def install() -> None:
    """Patch what is missing; idempotent."""
    if not hasattr(_placements, "_candidates"):
        _placements._candidates = _candidates  # type: ignore[attr-defined]
    from founders_desktop.city.game import effects, reach

    if not hasattr(_index.BoardIndex, "free"):
        # A quick pre-check only: saying "may fit" sends the engine to the board's full search.
        def may_fit(board: BoardState, seat: int, resource: str) -> bool:
            return True

        reach.upgrade_may_fit = may_fit
        effects.upgrade_may_fit = may_fit  # type: ignore[attr-defined]


def _install_candidates_early() -> None:
    if not hasattr(_placements, "_candidates"):
        _placements._candidates = _candidates  # type: ignore[attr-defined]


_install_candidates_early()
install()
