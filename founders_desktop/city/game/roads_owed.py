"""When the roads still owed by an action can surely all be built, without building them.

"Build one road connected to something the player owns": a road may go on any free square
connected to what the player owns, while the shared supply lasts. An action that builds several
roads (and otherwise only gains) is complete if its roads can be built one after another, and
the search of ``complete.py`` would prove that by building them all, for every first road.

``surely_built`` says yes at once when the supply holds them and there are at least as many free
connected squares as roads owed: build them on those squares, one by one. Each stays free (the
others take other squares) and stays connected, since a road or a delivery never takes away a
connection or what a player owns (chains of roads only grow and merge). It never says yes where
the search would say no; where it cannot tell, the search runs as before.
"""

from __future__ import annotations

from founders_desktop.city.game.state import GameState, Step
from founders_desktop.city.pieces import PieceKind, shared_piece
from founders_desktop.city.placements import _masks
from founders_desktop.content.effects import CollectIncome, GainInfluence, GainMoney, GainPoints

_SAFE = (GainMoney, GainInfluence, GainPoints, CollectIncome)  # never fail, never a decision
ROAD = shared_piece(PieceKind.ROAD)


def roads_owed(steps: list[Step]) -> int | None:
    """How many road steps ``steps`` hold, if every other step is a gain that cannot fail or an
    upgrade's optional road (None: something else could still fail)."""
    owed = 0
    for s in steps:
        if s.kind == "road":
            owed += 1
        elif s.kind != "upgrade_road" and not (s.kind == "effect" and isinstance(s.effect, _SAFE)):
            return None
    return owed


def surely_built(state: GameState, seat: int, owed: int, taken: int = 0) -> bool:
    """Whether ``owed`` more roads of ``seat`` can certainly be built, one after another, on the
    board of ``state`` with the squares of mask ``taken`` (a road about to be built) used up."""
    board = state.board
    if len(board.roads) + (taken != 0) + owed > board.pack.supply.roads:
        return False
    allowed, needs = _masks(board, seat, ROAD, False)
    squares = allowed & ~taken
    for need in needs:
        squares &= need
    return squares.bit_count() >= owed
