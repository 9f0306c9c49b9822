"""The resource tracker board and income track, read off the tiles (never stored apart, so they
can never disagree with the board)."""

from __future__ import annotations

from dataclasses import dataclass

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
    own = {t.item for t in state.tiles if t.kind.resource and t.owner == player}
    access = {t.item for t in state.tiles if t.kind.resource and player in t.claims} - own
    return Trackers(frozenset(own), frozenset(access))
