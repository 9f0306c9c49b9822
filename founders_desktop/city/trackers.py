"""The resource tracker board and income track, read off the tiles (never stored apart, so they
can never disagree with the board)."""

from __future__ import annotations

from dataclasses import dataclass

from founders_desktop.city.index import board_index
from founders_desktop.city.pieces import Player
from founders_desktop.city.state import BoardState


@dataclass(frozen=True)
class Trackers:
    """One player's "own" and "access" delivery tokens on the resource tracker, and income."""

    own: frozenset[str]
    access: frozenset[str]  # resources reachable only through claim tokens under another's

    @property
    def income(self) -> int:
        """Money collected as income: one per distinct resource owned."""
        return len(self.own)

    def can_use(self, resource: str) -> bool:
        """Owns or has access (what recruiting an adviser asks)."""
        return resource in self.own or resource in self.access


def trackers(state: BoardState, player: Player) -> Trackers:
    """The player's tracker, computed once per board state (the state never changes; the same
    ``_cache`` entry ``reach.seat_trackers`` reads): placement checks ask it many times."""
    key = ("trackers", player)
    hit = state._cache.get(key)
    if hit is None:
        hit = state._cache[key] = _read_trackers(state, player)
    return hit  # type: ignore[no-any-return]


def _read_trackers(state: BoardState, player: Player) -> Trackers:
    tiles = state.tiles
    own: set[str] = set()
    access: set[str] = set()
    for indexes in board_index(state).resource_tiles.values():
        for i in indexes:
            t = tiles[i]
            if t.owner == player:
                own.add(t.item)
            elif player in t.claims:
                access.add(t.item)
    return Trackers(frozenset(own), frozenset(access - own))
