"""What a computer player is: given its seat's view and the legal actions, it picks one.

Bots never receive the real state, only ``view_for(state, seat)``: other seats' secret votes and
the order of the decks are hidden from them, as from a person at the table.
"""

from __future__ import annotations

from typing import Protocol

from founders_desktop.city.game import Action, GameState


class Bot(Protocol):
    """A computer player. ``choose`` must return one of ``legal`` (never empty)."""

    name: str

    def choose(self, view: GameState, legal: list[Action]) -> Action: ...
