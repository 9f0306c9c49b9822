"""Bridges the game engine (branch city-engine) to the faster board module on main.

The engine still imports ``placements._candidates`` and reads ``BoardIndex.free`` /
``near_own``, which the board's bit-mask rewrite removed. Until the engine is merged with main,
this supplies equivalents before the engine is first imported; each patch is skipped as soon as
the engine no longer needs it, so it does nothing once the branches agree.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from founders_desktop.city import index as _index
from founders_desktop.city import placements as _placements
from founders_desktop.city.pieces import Piece, Placement, Player
from founders_desktop.city.state import BoardState

if TYPE_CHECKING:
    from founders_desktop.city.game import Action, GameState


def _candidates(state: BoardState, player: Player, piece: Piece) -> list[Placement]:
    """Every legal placement (the engine then filters for follows, which only narrow them)."""
    return list(_placements.legal_placements(state, player, piece))


def install() -> None:
    """Patch what is missing; idempotent."""
    if not hasattr(_placements, "_candidates"):
        _placements._candidates = _candidates  # type: ignore[attr-defined]
    from founders_desktop.city.game import effects, reach, setup

    if not hasattr(_index.BoardIndex, "free"):
        # A quick pre-check only: saying "may fit" sends the engine to the board's full search.
        def may_fit(board: BoardState, seat: int, resource: str) -> bool:
            return True

        reach.upgrade_may_fit = may_fit
        effects.upgrade_may_fit = may_fit  # type: ignore[attr-defined]
        setup._solo_first_stall = _solo_first_stall  # type: ignore[attr-defined]


def _solo_first_stall(state: GameState, seat: int, piece: Piece) -> Iterator[Action]:
    """The engine's solo rule (any free numbered grey space), read from the bit-mask index."""
    from founders_desktop.city.game import Action

    board = state.board
    free = set(board.grid.bits.squares(_index.board_index(board).free_mask))
    for space in sorted(state.map_board.start_spaces, key=lambda s: (s.square[1], s.square[0])):
        if space.square in free:
            yield Action("first_stall", seat, placement=Placement(piece.kind, seat, piece.item, space.square))


def _install_candidates_early() -> None:
    if not hasattr(_placements, "_candidates"):
        _placements._candidates = _candidates  # type: ignore[attr-defined]


_install_candidates_early()
install()
