"""Where a solo game stands against its goal: the cycle, the votes still to come, the buildings
and their open slots (and the resources those want), and the difficulty the first stall set.

A solo game is won by delivering every slot of every prestige building by the end of the last
cycle, so its player needs these at every turn, as the table shows them with the cycle marker
and the buildings in view. The view only words them (the engine never decides a text).
"""

from __future__ import annotations

from dataclasses import dataclass

from founders_desktop.city.game.end import solo_difficulty
from founders_desktop.city.game.state import GameState
from founders_desktop.city.pieces import TileKind

VOTE_STEPS = frozenset({"reset_bonus", "vote", "choose_proposal", "place_prestige"})  # a vote's decisions


@dataclass(frozen=True, slots=True)
class SoloProgress:
    """One solo game's standing (``solo_progress``)."""

    cycle: int  # the cycle being played, from 1 (the last while its vote ends the game)
    cycles: int  # cycles in the game (the last one's Call to Vote ends it)
    votes_left: int  # votes still to be held, the one that ends this cycle included
    buildings: int  # prestige buildings on the board
    complete: int  # of them, every slot delivered
    difficulty: str  # the first stall's section's solo difficulty; "" before it is placed
    wanted: tuple[tuple[str, int], ...] = ()  # (resource, open slots wanting it), first wanted first

    @property
    def open_slots(self) -> int:
        """Slots of the buildings on the board still waiting for their resource."""
        return sum(n for _, n in self.wanted)

    @property
    def last_cycle(self) -> bool:
        """No vote is left: this cycle's Call to Vote ends the game."""
        return self.votes_left == 0


def solo_progress(state: GameState) -> SoloProgress | None:
    """The solo game's standing; None for a game of more players."""
    if not state.solo:
        return None
    solo = state.pack.solo
    played = max(0, state.solo_cycles)  # Call to Vote cards played so far
    # between a Call to Vote and the next turn the vote it called is held: still that cycle's
    voting = played > 0 and bool(state.stack) and state.stack[-1].kind in VOTE_STEPS
    cycle = played if voting else played + 1
    votes_left = max(0, solo.votes - played + voting)
    if state.phase == "over":
        cycle, votes_left = solo.cycles, 0
    buildings = complete = 0
    stall = False
    wanted: dict[str, int] = {}
    for tile in state.board.tiles:
        if tile.kind is TileKind.PRESTIGE:
            slots = state.pack.prestige_buildings[tile.item].slots
            buildings += 1
            done = tile.delivered_resources()
            still = [slot.resource for slot in slots if slot.resource not in done]
            complete += not still
            for resource in still:
                wanted[resource] = wanted.get(resource, 0) + 1
        stall = stall or (tile.kind is TileKind.STALL and tile.owner == 0)
    return SoloProgress(
        cycle=min(cycle, solo.cycles),
        cycles=solo.cycles,
        votes_left=votes_left,
        buildings=buildings,
        complete=complete,
        difficulty=solo_difficulty(state) if stall else "",
        wanted=tuple(wanted.items()),
    )
