"""Quick proofs that a list of effects cannot be fully resolved, before the search tries it.

``complete.effects_complete`` proves an action impossible only by playing out every line of it
(every import square of a trade, then what follows). Some later steps can be ruled out at once
from what can only get worse while one action resolves: within an action tiles and roads are
only added (never taken away), money comes in only from the gains printed in the list, and a
follow action ("follow_action") is the whole first follow option of its standard card, every
effect of which must be resolved too.

A personal building (Construct) is ruled out for the whole action when, for each building it
may build, none is left in the player's supply ("each player can build up to three houses", up
to three bridges/gates: built ones never come back), or there is no square it could ever
cover: a house goes on a free green square, not beside the player's own buildings, in a section
without their house; a bridge/gate on a free river or wall square. Free squares only get taken
and the player's buildings and houses only spread, so those squares only shrink. (Whether the
square is connected to something owned can change, by a road or a new stall, so it is not used.)

Roads come from a shared supply ("64 Road tiles") and a built road never goes back: an action
that must build more roads than are left cannot be resolved (an Upgrade's road is optional and
not counted).
"""

from __future__ import annotations

from collections.abc import Iterator

from founders_desktop.city.game.state import GameState
from founders_desktop.city.piece_rules import piece_blocked
from founders_desktop.city.pieces import PieceKind, shared_piece
from founders_desktop.city.placements import _masks
from founders_desktop.content import ContentPack
from founders_desktop.content.effects import BuildRoads, Construct, Effect, FollowAction

_BUILDINGS = {"house": PieceKind.HOUSE, "bridge": PieceKind.BRIDGE}


def every_effect(pack: ContentPack, effects: tuple[Effect, ...]) -> Iterator[Effect]:
    """The effects in the order they resolve, a follow action replaced by its follow option's."""
    for e in effects:
        if isinstance(e, FollowAction):
            yield from every_effect(pack, pack.standard_cards[e.category].follow_options[0])
        else:
            yield e


def construct_ruled_out(state: GameState, seat: int, e: Construct) -> bool:
    """True if no building of ``e`` can be built by ``seat`` for the rest of this action."""
    board = state.board
    for name in e.buildings:
        piece = shared_piece(_BUILDINGS[name])
        if piece_blocked(board, seat, piece, False):
            continue
        allowed, _ = _masks(board, seat, piece, False)
        if allowed:
            return False
    return True


def some_step_ruled_out(state: GameState, seat: int, effects: tuple[Effect, ...]) -> bool:
    """True if some effect of the list (follow actions included) can certainly not be resolved."""
    roads = 0
    for e in every_effect(state.pack, effects):
        if isinstance(e, Construct) and construct_ruled_out(state, seat, e):
            return True
        if isinstance(e, BuildRoads):
            roads += e.count
    return roads > state.pack.supply.roads - len(state.board.roads)
